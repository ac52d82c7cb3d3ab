#include <cstdio>
#include "matmul.cuh"

int main() {
    float checksum = 0.0f;
    int err = run_matmul(4096, &checksum);
    if (err != 0) {
        fprintf(stderr, "matmul: CUDA error: %s\n", matmul_error_string(err));
        return 1;
    }
    printf("matmul: checksum %f\n", checksum);
    return 0;
}
