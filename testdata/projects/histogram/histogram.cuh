// 256-bin histogram with shared and global atomics: the interface shared by main.cu, the Python module and histogram_kernels.cu.
#pragma once
#include <cuda_runtime.h>

// Runs the kernel on n floats (in[i] = i % 7); returns a cudaError_t value, 0 on success.
extern "C" int run_histogram(int n, float *checksum);
extern "C" const char *histogram_error_string(int code);
