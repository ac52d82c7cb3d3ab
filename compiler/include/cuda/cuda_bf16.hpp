/* Parse-only shim of <cuda_bf16.hpp>: declared by the cuda_bf16.h shim. */
#include "cuda_bf16.h"
