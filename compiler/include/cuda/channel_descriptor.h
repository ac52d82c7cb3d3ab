/* Parse-only shim: what nvcc's <channel_descriptor.h> declares is in pycucc_cuda_parse.h (force-included). */
#ifndef PYCUCC_SHIM_CHANNEL_DESCRIPTOR_H
#define PYCUCC_SHIM_CHANNEL_DESCRIPTOR_H
#include "pycucc_cuda_parse.h"
#endif
