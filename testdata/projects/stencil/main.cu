#include <cstdio>
#include "stencil.cuh"

int main() {
    float checksum = 0.0f;
    int err = run_stencil(4096, &checksum);
    if (err != 0) {
        fprintf(stderr, "stencil: CUDA error: %s\n", stencil_error_string(err));
        return 1;
    }
    printf("stencil: checksum %f\n", checksum);
    return 0;
}
