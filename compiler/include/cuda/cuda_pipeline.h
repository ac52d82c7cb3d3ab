/* Parse-only shim of <cuda_pipeline.h>: its primitives (the nvcuda::experimental::pipeline class is not declared). */
#ifndef PYCUCC_SHIM_CUDA_PIPELINE_H
#define PYCUCC_SHIM_CUDA_PIPELINE_H
#define _CUDA_PIPELINE_H_
#include "cuda_pipeline_primitives.h"
#endif
