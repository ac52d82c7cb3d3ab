#include "cuda_fp8.h"
