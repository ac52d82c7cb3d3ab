/* Parse-only shim of <cuda_fp16.hpp>: declared by the cuda_fp16.h shim. */
#include "cuda_fp16.h"
