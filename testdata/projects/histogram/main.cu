#include <cstdio>
#include "histogram.cuh"

int main() {
    float checksum = 0.0f;
    int err = run_histogram(4096, &checksum);
    if (err != 0) {
        fprintf(stderr, "histogram: CUDA error: %s\n", histogram_error_string(err));
        return 1;
    }
    printf("histogram: checksum %f\n", checksum);
    return 0;
}
