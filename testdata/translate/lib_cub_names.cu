// Every cub name HIP has, used once; compiled against the ROCm headers (tests/test_libraries.py).
// LIBRARY: hipcub rocprim
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hipcub/hipcub.hpp>
#include <cub/cub.cuh>
// CHECK: #include <hipcub/util_allocator.hpp>
#include <cub/util_allocator.cuh>
// CHECK: #include <hipcub/util_type.hpp>
#include <cub/util_type.cuh>
// CHECK: #include <hipcub/util_ptx.hpp>
#include <cub/util_ptx.cuh>
// CHECK: #include <hipcub/config.hpp>
#include <cub/config.cuh>
// CHECK: #include <hipcub/device/device_adjacent_difference.hpp>
#include <cub/device/device_adjacent_difference.cuh>
// CHECK: #include <hipcub/device/device_histogram.hpp>
#include <cub/device/device_histogram.cuh>
// CHECK: #include <hipcub/device/device_merge_sort.hpp>
#include <cub/device/device_merge_sort.cuh>
// CHECK: #include <hipcub/device/device_partition.hpp>
#include <cub/device/device_partition.cuh>
// CHECK: #include <hipcub/device/device_radix_sort.hpp>
#include <cub/device/device_radix_sort.cuh>
// CHECK: #include <hipcub/device/device_reduce.hpp>
#include <cub/device/device_reduce.cuh>
// CHECK: #include <hipcub/device/device_run_length_encode.hpp>
#include <cub/device/device_run_length_encode.cuh>
// CHECK: #include <hipcub/device/device_scan.hpp>
#include <cub/device/device_scan.cuh>
// CHECK: #include <hipcub/device/device_segmented_radix_sort.hpp>
#include <cub/device/device_segmented_radix_sort.cuh>
// CHECK: #include <hipcub/device/device_segmented_reduce.hpp>
#include <cub/device/device_segmented_reduce.cuh>
// CHECK: #include <hipcub/device/device_segmented_sort.hpp>
#include <cub/device/device_segmented_sort.cuh>
// CHECK: #include <hipcub/device/device_select.hpp>
#include <cub/device/device_select.cuh>
// CHECK: #include <hipcub/block/block_adjacent_difference.hpp>
#include <cub/block/block_adjacent_difference.cuh>
// CHECK: #include <hipcub/block/block_discontinuity.hpp>
#include <cub/block/block_discontinuity.cuh>
// CHECK: #include <hipcub/block/block_exchange.hpp>
#include <cub/block/block_exchange.cuh>
// CHECK: #include <hipcub/block/block_histogram.hpp>
#include <cub/block/block_histogram.cuh>
// CHECK: #include <hipcub/block/block_load.hpp>
#include <cub/block/block_load.cuh>
// CHECK: #include <hipcub/block/block_merge_sort.hpp>
#include <cub/block/block_merge_sort.cuh>
// CHECK: #include <hipcub/block/block_radix_rank.hpp>
#include <cub/block/block_radix_rank.cuh>
// CHECK: #include <hipcub/block/block_radix_sort.hpp>
#include <cub/block/block_radix_sort.cuh>
// CHECK: #include <hipcub/block/block_raking_layout.hpp>
#include <cub/block/block_raking_layout.cuh>
// CHECK: #include <hipcub/block/block_reduce.hpp>
#include <cub/block/block_reduce.cuh>
// CHECK: #include <hipcub/block/block_run_length_decode.hpp>
#include <cub/block/block_run_length_decode.cuh>
// CHECK: #include <hipcub/block/block_scan.hpp>
#include <cub/block/block_scan.cuh>
// CHECK: #include <hipcub/block/block_shuffle.hpp>
#include <cub/block/block_shuffle.cuh>
// CHECK: #include <hipcub/block/block_store.hpp>
#include <cub/block/block_store.cuh>
// CHECK: #include <hipcub/block/radix_rank_sort_operations.hpp>
#include <cub/block/radix_rank_sort_operations.cuh>
// CHECK: #include <hipcub/warp/warp_exchange.hpp>
#include <cub/warp/warp_exchange.cuh>
// CHECK: #include <hipcub/warp/warp_load.hpp>
#include <cub/warp/warp_load.cuh>
// CHECK: #include <hipcub/warp/warp_merge_sort.hpp>
#include <cub/warp/warp_merge_sort.cuh>
// CHECK: #include <hipcub/warp/warp_reduce.hpp>
#include <cub/warp/warp_reduce.cuh>
// CHECK: #include <hipcub/warp/warp_scan.hpp>
#include <cub/warp/warp_scan.cuh>
// CHECK: #include <hipcub/warp/warp_store.hpp>
#include <cub/warp/warp_store.cuh>
// CHECK: #include <hipcub/iterator/arg_index_input_iterator.hpp>
#include <cub/iterator/arg_index_input_iterator.cuh>
// CHECK: #include <hipcub/iterator/cache_modified_input_iterator.hpp>
#include <cub/iterator/cache_modified_input_iterator.cuh>
// CHECK: #include <hipcub/iterator/cache_modified_output_iterator.hpp>
#include <cub/iterator/cache_modified_output_iterator.cuh>
// CHECK: #include <hipcub/iterator/tex_obj_input_iterator.hpp>
#include <cub/iterator/tex_obj_input_iterator.cuh>
// CHECK: #include <hipcub/grid/grid_even_share.hpp>
#include <cub/grid/grid_even_share.cuh>
// CHECK: #include <hipcub/grid/grid_mapping.hpp>
#include <cub/grid/grid_mapping.cuh>
// CHECK: #include <hipcub/grid/grid_queue.hpp>
#include <cub/grid/grid_queue.cuh>
// CHECK: #include <hipcub/thread/thread_load.hpp>
#include <cub/thread/thread_load.cuh>
// CHECK: #include <hipcub/thread/thread_operators.hpp>
#include <cub/thread/thread_operators.cuh>
// CHECK: #include <hipcub/thread/thread_reduce.hpp>
#include <cub/thread/thread_reduce.cuh>
// CHECK: #include <hipcub/thread/thread_scan.hpp>
#include <cub/thread/thread_scan.cuh>
// CHECK: #include <hipcub/thread/thread_search.hpp>
#include <cub/thread/thread_search.cuh>
// CHECK: #include <hipcub/thread/thread_sort.hpp>
#include <cub/thread/thread_sort.cuh>
// CHECK: #include <hipcub/thread/thread_store.hpp>
#include <cub/thread/thread_store.cuh>

void use_all() {
  // CHECK:   using namespace hipcub;
  using namespace cub;
  // CHECK:   { using hipcub::WarpReduce; }
  { using cub::WarpReduce; }
  // CHECK:   { using hipcub::WarpScan; }
  { using cub::WarpScan; }
  // CHECK:   { using hipcub::WarpLoad; }
  { using cub::WarpLoad; }
  // CHECK:   { using hipcub::WarpStore; }
  { using cub::WarpStore; }
  // CHECK:   { using hipcub::WarpExchange; }
  { using cub::WarpExchange; }
  // CHECK:   { using hipcub::WarpMergeSort; }
  { using cub::WarpMergeSort; }
}
