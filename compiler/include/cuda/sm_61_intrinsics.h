/* Parse-only shim: what nvcc's <sm_61_intrinsics.h> declares is in pycucc_cuda_parse.h (force-included). */
#ifndef PYCUCC_SHIM_SM_61_INTRINSICS_H
#define PYCUCC_SHIM_SM_61_INTRINSICS_H
#include "pycucc_cuda_parse.h"
#endif
