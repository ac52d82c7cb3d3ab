#include <cstdio>
#include "scan.cuh"

int main() {
    float checksum = 0.0f;
    int err = run_scan(4096, &checksum);
    if (err != 0) {
        fprintf(stderr, "scan: CUDA error: %s\n", scan_error_string(err));
        return 1;
    }
    printf("scan: checksum %f\n", checksum);
    return 0;
}
