/* C code that includes the CUDA runtime header too. */
#include <cuda_runtime_api.h>
#include <stdio.h>

int report(int devices, const char *name) {
  float2 v = make_float2(1.0f, 2.0f);
  printf("toolkit_app: %d devices (%s), %g\n", devices, name, v.y);
  return 0;
}
