// libcu++ in host code (no kernel): tests/test_toolkit.py builds it with a host compiler from pycucc's toolkit,
// tests/test_libcu.py with pycucc; nvcc 13 with CUDA's libcu++ prints the same lines, 32767 42 9 4 8 4 and
// 0 110 01 010 10 1 and 5 -10 3 7 1.
#include <cuda/std/limits>
#include <cuda/std/type_traits>
#include <cuda/std/bit>
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda/latch>
#include <cuda/semaphore>
#include <cuda/std/latch>
#include <cuda/std/semaphore>
#include <cuda/std/complex>
#include <cuda/std/optional>
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
  cuda::std::latch done(2);
  done.count_down();
  const bool early = done.try_wait();
  done.arrive_and_wait();
  cuda::counting_semaphore<cuda::thread_scope_device, 4> sem(3);
  sem.acquire();
  const bool t1 = sem.try_acquire(), t2 = sem.try_acquire(), t3 = sem.try_acquire();
  sem.release(2);
  cuda::std::binary_semaphore bin(0);
  const bool b0 = bin.try_acquire();
  bin.release();
  const bool b1 = bin.try_acquire();
  cuda::std::atomic_flag f(false);
  const bool s0 = cuda::std::atomic_flag_test_and_set(&f), s1 = f.test_and_set();
  f.clear();
  const bool s2 = f.test();
  cuda::std::atomic<int> n(5);
  cuda::std::atomic_fetch_add(&n, 3);
  cuda::std::atomic_fetch_sub_explicit(&n, 1, cuda::std::memory_order_relaxed);
  int e = 7;
  const bool c = cuda::std::atomic_compare_exchange_strong(&n, &e, 10);
  printf("%d %d%d%d %d%d %d%d%d %d %d\n", early, t1, t2, t3, b0, b1, s0, s1, s2, cuda::std::atomic_load(&n), c);
  const cuda::std::complex<double> z = cuda::std::complex<double>(1, 2) * cuda::std::complex<double>(1, -2);
  cuda::std::optional<int> o;
  const int empty = o.value_or(3);
  o = 7;
  printf("%g %g %d %d %d\n", z.real(), z.imag() - 10, empty, *o, o > 6);
  return 0;
}
