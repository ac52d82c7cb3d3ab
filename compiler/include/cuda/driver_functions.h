/* Parse-only shim: what nvcc's <driver_functions.h> declares is in pycucc_cuda_parse.h (force-included). */
#ifndef PYCUCC_SHIM_DRIVER_FUNCTIONS_H
#define PYCUCC_SHIM_DRIVER_FUNCTIONS_H
#include "pycucc_cuda_parse.h"
#endif
