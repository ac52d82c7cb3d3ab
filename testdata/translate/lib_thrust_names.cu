// Every thrust name HIP has, used once; compiled against the ROCm headers (tests/test_libraries.py).
// LIBRARY: rocthrust rocprim
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <thrust/addressof.h>
#include <thrust/addressof.h>
// CHECK: #include <thrust/adjacent_difference.h>
#include <thrust/adjacent_difference.h>
// CHECK: #include <thrust/advance.h>
#include <thrust/advance.h>
// CHECK: #include <thrust/allocate_unique.h>
#include <thrust/allocate_unique.h>
// CHECK: #include <thrust/binary_search.h>
#include <thrust/binary_search.h>
// CHECK: #include <thrust/complex.h>
#include <thrust/complex.h>
// CHECK: #include <thrust/copy.h>
#include <thrust/copy.h>
// CHECK: #include <thrust/count.h>
#include <thrust/count.h>
// CHECK: #include <thrust/device_allocator.h>
#include <thrust/device_allocator.h>
// CHECK: #include <thrust/device_delete.h>
#include <thrust/device_delete.h>
// CHECK: #include <thrust/device_free.h>
#include <thrust/device_free.h>
// CHECK: #include <thrust/device_make_unique.h>
#include <thrust/device_make_unique.h>
// CHECK: #include <thrust/device_malloc.h>
#include <thrust/device_malloc.h>
// CHECK: #include <thrust/device_malloc_allocator.h>
#include <thrust/device_malloc_allocator.h>
// CHECK: #include <thrust/device_new.h>
#include <thrust/device_new.h>
// CHECK: #include <thrust/device_new_allocator.h>
#include <thrust/device_new_allocator.h>
// CHECK: #include <thrust/device_ptr.h>
#include <thrust/device_ptr.h>
// CHECK: #include <thrust/device_reference.h>
#include <thrust/device_reference.h>
// CHECK: #include <thrust/device_vector.h>
#include <thrust/device_vector.h>
// CHECK: #include <thrust/distance.h>
#include <thrust/distance.h>
// CHECK: #include <thrust/equal.h>
#include <thrust/equal.h>
// CHECK: #include <thrust/execution_policy.h>
#include <thrust/execution_policy.h>
// CHECK: #include <thrust/extrema.h>
#include <thrust/extrema.h>
// CHECK: #include <thrust/fill.h>
#include <thrust/fill.h>
// CHECK: #include <thrust/find.h>
#include <thrust/find.h>
// CHECK: #include <thrust/for_each.h>
#include <thrust/for_each.h>
// CHECK: #include <thrust/functional.h>
#include <thrust/functional.h>
// CHECK: #include <thrust/gather.h>
#include <thrust/gather.h>
// CHECK: #include <thrust/generate.h>
#include <thrust/generate.h>
// CHECK: #include <thrust/host_vector.h>
#include <thrust/host_vector.h>
// CHECK: #include <thrust/inner_product.h>
#include <thrust/inner_product.h>
// CHECK: #include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/constant_iterator.h>
// CHECK: #include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/counting_iterator.h>
// CHECK: #include <thrust/iterator/discard_iterator.h>
#include <thrust/iterator/discard_iterator.h>
// CHECK: #include <thrust/iterator/iterator_adaptor.h>
#include <thrust/iterator/iterator_adaptor.h>
// CHECK: #include <thrust/iterator/iterator_categories.h>
#include <thrust/iterator/iterator_categories.h>
// CHECK: #include <thrust/iterator/iterator_facade.h>
#include <thrust/iterator/iterator_facade.h>
// CHECK: #include <thrust/iterator/iterator_traits.h>
#include <thrust/iterator/iterator_traits.h>
// CHECK: #include <thrust/iterator/permutation_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
// CHECK: #include <thrust/iterator/retag.h>
#include <thrust/iterator/retag.h>
// CHECK: #include <thrust/iterator/reverse_iterator.h>
#include <thrust/iterator/reverse_iterator.h>
// CHECK: #include <thrust/iterator/transform_input_output_iterator.h>
#include <thrust/iterator/transform_input_output_iterator.h>
// CHECK: #include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/transform_iterator.h>
// CHECK: #include <thrust/iterator/transform_output_iterator.h>
#include <thrust/iterator/transform_output_iterator.h>
// CHECK: #include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/zip_iterator.h>
// CHECK: #include <thrust/logical.h>
#include <thrust/logical.h>
// CHECK: #include <thrust/memory.h>
#include <thrust/memory.h>
// CHECK: #include <thrust/merge.h>
#include <thrust/merge.h>
// CHECK: #include <thrust/mismatch.h>
#include <thrust/mismatch.h>
// CHECK: #include <thrust/mr/allocator.h>
#include <thrust/mr/allocator.h>
// CHECK: #include <thrust/mr/device_memory_resource.h>
#include <thrust/mr/device_memory_resource.h>
// CHECK: #include <thrust/mr/disjoint_pool.h>
#include <thrust/mr/disjoint_pool.h>
// CHECK: #include <thrust/mr/disjoint_sync_pool.h>
#include <thrust/mr/disjoint_sync_pool.h>
// CHECK: #include <thrust/mr/disjoint_tls_pool.h>
#include <thrust/mr/disjoint_tls_pool.h>
// CHECK: #include <thrust/mr/fancy_pointer_resource.h>
#include <thrust/mr/fancy_pointer_resource.h>
// CHECK: #include <thrust/mr/host_memory_resource.h>
#include <thrust/mr/host_memory_resource.h>
// CHECK: #include <thrust/mr/memory_resource.h>
#include <thrust/mr/memory_resource.h>
// CHECK: #include <thrust/mr/new.h>
#include <thrust/mr/new.h>
// CHECK: #include <thrust/mr/polymorphic_adaptor.h>
#include <thrust/mr/polymorphic_adaptor.h>
// CHECK: #include <thrust/mr/pool.h>
#include <thrust/mr/pool.h>
// CHECK: #include <thrust/mr/pool_options.h>
#include <thrust/mr/pool_options.h>
// CHECK: #include <thrust/mr/sync_pool.h>
#include <thrust/mr/sync_pool.h>
// CHECK: #include <thrust/mr/tls_pool.h>
#include <thrust/mr/tls_pool.h>
// CHECK: #include <thrust/mr/universal_memory_resource.h>
#include <thrust/mr/universal_memory_resource.h>
// CHECK: #include <thrust/mr/validator.h>
#include <thrust/mr/validator.h>
// CHECK: #include <thrust/pair.h>
#include <thrust/pair.h>
// CHECK: #include <thrust/partition.h>
#include <thrust/partition.h>
// CHECK: #include <thrust/per_device_resource.h>
#include <thrust/per_device_resource.h>
// CHECK: #include <thrust/random.h>
#include <thrust/random.h>
// CHECK: #include <thrust/random/discard_block_engine.h>
#include <thrust/random/discard_block_engine.h>
// CHECK: #include <thrust/random/linear_congruential_engine.h>
#include <thrust/random/linear_congruential_engine.h>
// CHECK: #include <thrust/random/linear_feedback_shift_engine.h>
#include <thrust/random/linear_feedback_shift_engine.h>
// CHECK: #include <thrust/random/normal_distribution.h>
#include <thrust/random/normal_distribution.h>
// CHECK: #include <thrust/random/subtract_with_carry_engine.h>
#include <thrust/random/subtract_with_carry_engine.h>
// CHECK: #include <thrust/random/uniform_int_distribution.h>
#include <thrust/random/uniform_int_distribution.h>
// CHECK: #include <thrust/random/uniform_real_distribution.h>
#include <thrust/random/uniform_real_distribution.h>
// CHECK: #include <thrust/random/xor_combine_engine.h>
#include <thrust/random/xor_combine_engine.h>
// CHECK: #include <thrust/reduce.h>
#include <thrust/reduce.h>
// CHECK: #include <thrust/remove.h>
#include <thrust/remove.h>
// CHECK: #include <thrust/replace.h>
#include <thrust/replace.h>
// CHECK: #include <thrust/reverse.h>
#include <thrust/reverse.h>
// CHECK: #include <thrust/scan.h>
#include <thrust/scan.h>
// CHECK: #include <thrust/scatter.h>
#include <thrust/scatter.h>
// CHECK: #include <thrust/sequence.h>
#include <thrust/sequence.h>
// CHECK: #include <thrust/set_operations.h>
#include <thrust/set_operations.h>
// CHECK: #include <thrust/shuffle.h>
#include <thrust/shuffle.h>
// CHECK: #include <thrust/sort.h>
#include <thrust/sort.h>
// CHECK: #include <thrust/swap.h>
#include <thrust/swap.h>
// CHECK: #include <thrust/system/hip/config.h>
#include <thrust/system/cuda/config.h>
// CHECK: #include <thrust/system/hip/error.h>
#include <thrust/system/cuda/error.h>
// CHECK: #include <thrust/system/hip/execution_policy.h>
#include <thrust/system/cuda/execution_policy.h>
// CHECK: #include <thrust/system/hip/memory.h>
#include <thrust/system/cuda/memory.h>
// CHECK: #include <thrust/system/hip/memory_resource.h>
#include <thrust/system/cuda/memory_resource.h>
// CHECK: #include <thrust/system/hip/pointer.h>
#include <thrust/system/cuda/pointer.h>
// CHECK: #include <thrust/system/hip/vector.h>
#include <thrust/system/cuda/vector.h>
// CHECK: #include <thrust/system_error.h>
#include <thrust/system_error.h>
// CHECK: #include <thrust/tabulate.h>
#include <thrust/tabulate.h>
// CHECK: #include <thrust/transform.h>
#include <thrust/transform.h>
// CHECK: #include <thrust/transform_reduce.h>
#include <thrust/transform_reduce.h>
// CHECK: #include <thrust/transform_scan.h>
#include <thrust/transform_scan.h>
// CHECK: #include <thrust/tuple.h>
#include <thrust/tuple.h>
// CHECK: #include <thrust/type_traits/integer_sequence.h>
#include <thrust/type_traits/integer_sequence.h>
// CHECK: #include <thrust/type_traits/is_contiguous_iterator.h>
#include <thrust/type_traits/is_contiguous_iterator.h>
// CHECK: #include <thrust/type_traits/is_execution_policy.h>
#include <thrust/type_traits/is_execution_policy.h>
// CHECK: #include <thrust/type_traits/is_operator_less_or_greater_function_object.h>
#include <thrust/type_traits/is_operator_less_or_greater_function_object.h>
// CHECK: #include <thrust/type_traits/is_operator_plus_function_object.h>
#include <thrust/type_traits/is_operator_plus_function_object.h>
// CHECK: #include <thrust/type_traits/is_trivially_relocatable.h>
#include <thrust/type_traits/is_trivially_relocatable.h>
// CHECK: #include <thrust/type_traits/logical_metafunctions.h>
#include <thrust/type_traits/logical_metafunctions.h>
// CHECK: #include <thrust/uninitialized_copy.h>
#include <thrust/uninitialized_copy.h>
// CHECK: #include <thrust/uninitialized_fill.h>
#include <thrust/uninitialized_fill.h>
// CHECK: #include <thrust/unique.h>
#include <thrust/unique.h>
// CHECK: #include <thrust/universal_allocator.h>
#include <thrust/universal_allocator.h>
// CHECK: #include <thrust/universal_ptr.h>
#include <thrust/universal_ptr.h>
// CHECK: #include <thrust/universal_vector.h>
#include <thrust/universal_vector.h>
// CHECK: #include <thrust/version.h>
#include <thrust/version.h>
// CHECK: #include <thrust/zip_function.h>
#include <thrust/zip_function.h>

void use_all() {
  // CHECK:   { using thrust::hip::par; }
  { using thrust::cuda::par; }
  // CHECK:   { using thrust::hip::par_nosync; }
  { using thrust::cuda::par_nosync; }
  // CHECK:   { using thrust::hip::tag; }
  { using thrust::cuda::tag; }
  // CHECK:   { using thrust::hip::pointer; }
  { using thrust::cuda::pointer; }
  // CHECK:   { using thrust::hip::vector; }
  { using thrust::cuda::vector; }
  // CHECK:   { using thrust::system::hip::par; }
  { using thrust::system::cuda::par; }
  // CHECK:   (void)THRUST_DEVICE_SYSTEM_HIP;
  (void)THRUST_DEVICE_SYSTEM_CUDA;
}
