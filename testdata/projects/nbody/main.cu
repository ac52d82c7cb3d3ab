#include <cstdio>
#include "nbody.cuh"

int main() {
    float checksum = 0.0f;
    int err = run_nbody(4096, &checksum);
    if (err != 0) {
        fprintf(stderr, "nbody: CUDA error: %s\n", nbody_error_string(err));
        return 1;
    }
    printf("nbody: checksum %f\n", checksum);
    return 0;
}
