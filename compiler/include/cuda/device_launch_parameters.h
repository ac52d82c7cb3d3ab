/* Parse-only shim: what nvcc's <device_launch_parameters.h> declares is in pycucc_cuda_parse.h (force-included). */
#ifndef PYCUCC_SHIM_DEVICE_LAUNCH_PARAMETERS_H
#define PYCUCC_SHIM_DEVICE_LAUNCH_PARAMETERS_H
#include "pycucc_cuda_parse.h"
#endif
