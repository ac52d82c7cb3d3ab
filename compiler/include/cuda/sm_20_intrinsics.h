/* Parse-only shim: what nvcc's <sm_20_intrinsics.h> declares is in pycucc_cuda_parse.h (force-included). */
#ifndef PYCUCC_SHIM_SM_20_INTRINSICS_H
#define PYCUCC_SHIM_SM_20_INTRINSICS_H
#include "pycucc_cuda_parse.h"
#endif
