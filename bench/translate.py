"""Translation speed: a generated, realistic 2,000-line CUDA file through `make_hip` and `pycucc translate`.

Goal (issue 3): a 2,000-line file end to end in under 1 s. Prints lines/s for the in-process translation (parse,
three passes) and the wall time of the command line (Python start-up included), best of BENCH_REPEAT runs.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

LINES = int(os.environ.get("BENCH_LINES", "2000"))
REPEAT = int(os.environ.get("BENCH_REPEAT", "3"))

HEAD = """\
// Generated for bench/translate.py: kernels, launchers and host code in the style of a real CUDA project.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

#define CUDA_CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \\
    fprintf(stderr, "%s:%d: %s\\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

__constant__ float coeff[16];
"""

UNIT = """
template <int BLOCK>
__global__ void reduce_{i}(const float *in, float *out, int n)
{{
    __shared__ float tile[BLOCK];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    tile[threadIdx.x] = i < n ? in[i] * coeff[{i} % 16] : 0.0f;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {{
        if (threadIdx.x < s) tile[threadIdx.x] += tile[threadIdx.x + s];
        __syncthreads();
    }}
    if (threadIdx.x == 0) atomicAdd(out, tile[0]);
}}

__global__ void scale_{i}(float *x, float a, int n)
{{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        x[i] = a * x[i] + sqrtf(fabsf(x[i]));
}}

float run_{i}(const float *h_in, int n, cudaStream_t stream)
{{
    float *d_in = nullptr, *d_out = nullptr, result = 0.0f;
    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreateWithFlags(&stop, cudaEventDefault));
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_out, sizeof(float)));
    CUDA_CHECK(cudaMemsetAsync(d_out, 0, sizeof(float), stream));
    CUDA_CHECK(cudaMemcpyAsync(d_in, h_in, n * sizeof(float), cudaMemcpyHostToDevice, stream));
    CUDA_CHECK(cudaEventRecord(start, stream));
    scale_{i}<<<(n + 255) / 256, 256, 0, stream>>>(d_in, 1.5f, n);
    reduce_{i}<256><<<(n + 255) / 256, 256, 0, stream>>>(d_in, d_out, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaEventRecord(stop, stream));
    CUDA_CHECK(cudaMemcpyAsync(&result, d_out, sizeof(float), cudaMemcpyDeviceToHost, stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    return result + 0.0f * ms;
}}
"""


def generate(lines: int = LINES) -> str:
    parts = [HEAD]
    i = 0
    while sum(p.count("\n") for p in parts) < lines - 12:
        parts.append(UNIT.format(i=i))
        i += 1
    parts.append("\nint main() { return 0; }\n")
    return "".join(parts)


def measure() -> dict:
    """{lines, conversions, make_hip_s, lines_per_s, cli_s}: best of REPEAT runs each."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sys.path.insert(0, root)
    from pycucc.translate import make_hip
    src = generate()
    n = src.count("\n")
    with tempfile.TemporaryDirectory(prefix="pycucc-bench-") as tmp:
        os.environ.setdefault("PYCUCC_CACHE_DIR", os.path.join(tmp, "cache"))
        path = os.path.join(tmp, "big.cu")
        with open(path, "w") as f:
            f.write(src)
        make_hip(src, path)  # first call: builds the precompiled parse declarations once per machine
        times = []
        for _ in range(REPEAT):
            t = time.perf_counter()
            res = make_hip(src, path)
            times.append(time.perf_counter() - t)
        assert not res.has_errors, [d.render() for d in res.diagnostics if d.is_error]
        best = min(times)
        cli = []
        for _ in range(REPEAT):
            t = time.perf_counter()
            p = subprocess.run([sys.executable, "-m", "pycucc", "translate", path, "-o", path + ".hip"],
                               capture_output=True, text=True)
            cli.append(time.perf_counter() - t)
            if p.returncode != 0:
                sys.exit(f"bench: pycucc translate failed:\n{p.stderr}")
    return {"lines": n, "conversions": len(res.conversions), "make_hip_s": round(best, 3),
            "lines_per_s": round(n / best), "cli_s": round(min(cli), 3)}


def main() -> int:
    r = measure()
    print(f"translate: {r['lines']} lines, {r['conversions']} conversions")
    print(f"  make_hip:         {r['make_hip_s']:.3f} s  ({r['lines_per_s']:,} lines/s)")
    print(f"  pycucc translate: {r['cli_s']:.3f} s  (command line, Python start-up included; goal < 1 s)")
    return 0 if r["cli_s"] < 1.0 else 1


if __name__ == "__main__":
    sys.exit(main())
