// libcu++ in host code (no kernel): tests/test_toolkit.py builds it with a host compiler from pycucc's toolkit,
// tests/test_libcu.py with pycucc; nvcc 13 with CUDA's libcu++ prints the same line, 32767 42 9 4 8 4.
#include <cuda/std/limits>
#include <cuda/std/type_traits>
#include <cuda/std/bit>
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <stdio.h>
int main(void) {
  static_assert(cuda::std::is_same_v<cuda::std::int64_t, long>, "int64_t");
  cuda::atomic<int, cuda::thread_scope_device> a(40);
  a.fetch_add(2);
  cuda::atomic<unsigned> b(6);
  b.fetch_max(9u);
  int x = 5;
  cuda::std::atomic_ref<int>(x).fetch_sub(1);
  cuda::std::barrier<> one(1);
  one.arrive_and_wait();
  one.arrive_and_wait();
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  int from[4] = {1, 2, 3, 4}, to[4] = {0, 0, 0, 0};
  pipe.producer_acquire();
  cuda::memcpy_async(to, from, sizeof(from), pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  printf("%d %d %u %d %d %d\n", cuda::std::numeric_limits<short>::max(), a.load(), b.load(), x,
         cuda::std::popcount(255u), to[3]);
  return 0;
}
