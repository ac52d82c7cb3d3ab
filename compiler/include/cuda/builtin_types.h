/* Parse-only shim: what nvcc's <builtin_types.h> declares is in pycucc_cuda_parse.h (force-included). */
#ifndef PYCUCC_SHIM_BUILTIN_TYPES_H
#define PYCUCC_SHIM_BUILTIN_TYPES_H
#include "pycucc_cuda_parse.h"
#endif
