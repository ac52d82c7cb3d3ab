/* Parse-only shim: what nvcc's <crt/host_defines.h> declares is in pycucc_cuda_parse.h (force-included). */
#ifndef PYCUCC_SHIM_CRT_HOST_DEFINES_H
#define PYCUCC_SHIM_CRT_HOST_DEFINES_H
#include "../pycucc_cuda_parse.h"
#endif
