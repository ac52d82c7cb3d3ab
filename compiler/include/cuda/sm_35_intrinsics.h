/* Parse-only shim: what nvcc's <sm_35_intrinsics.h> declares is in pycucc_cuda_parse.h (force-included). */
#ifndef PYCUCC_SHIM_SM_35_INTRINSICS_H
#define PYCUCC_SHIM_SM_35_INTRINSICS_H
#include "pycucc_cuda_parse.h"
#endif
