/* <rocrand/rocrand_kernel.h> in pycucc's compile, with CUDA's vector types (pycucc_rand_begin.h says how). pycucc puts
 * wrap/ first on the include path; the library's own header is the next one found. */
#ifndef PYCUCC_WRAP_ROCRAND_KERNEL_H
#define PYCUCC_WRAP_ROCRAND_KERNEL_H
#include "../../pycucc_rand_begin.h"
#include_next <rocrand/rocrand_kernel.h>
#include "../../pycucc_rand_end.h"
#endif
