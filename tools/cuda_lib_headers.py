#!/usr/bin/env python3
"""The real CUDA 13 library headers (cuBLAS, cuSPARSE, cuSOLVER, cuRAND, cuFFT, NCCL, NVRTC, nvJitLink, NVTX,
cuDNN), for counting coverage against them and for regenerating pycucc's parse declarations (tools/gen_decls.py);
and, as LEGACY_WHEELS, older releases' (cuSPARSE 11.7 of CUDA 11.8, cuDNN 8.9) for the routines CUDA 13 removed.

CUDA's toolkit installers put them in /usr/local/cuda/include; NVIDIA also ships each library as a PyPI wheel,
which is what this fetches, with `pip download --no-deps` of a pinned version, once: only the wheel's include/
folder is kept (a few MB; the wheels are 2 GB together, the shared libraries being most of it), in a cache
folder: $PYCUCC_TESTDATA_CACHE, else ~/.cache/pycucc-testdata.

    python tools/cuda_lib_headers.py          # fetch what is missing, print the folders
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Dict, List, Optional

# PyPI wheel -> pinned version (CUDA 13 builds: cuBLAS 13.x, cuFFT 12.x, ... are the libraries of CUDA 13).
WHEELS: Dict[str, str] = {
    "nvidia-cublas": "13.10.0.20",
    "nvidia-cusparse": "12.9.4.2",
    "nvidia-cusolver": "12.4.1.2",
    "nvidia-curand": "10.4.5.25",
    "nvidia-cufft": "12.5.0.14",
    "nvidia-cuda-nvrtc": "13.5.37",
    "nvidia-nvjitlink": "13.5.37",
    "nvidia-nvtx": "13.5.25",
    "nvidia-nccl-cu13": "2.32.3",
    "nvidia-cudnn-cu13": "9.28.1.4",
}

# Older library releases whose headers declare routines CUDA 13's dropped (tools/gen_decls.py writes those as the
# "removed before CUDA 13" parse declarations): cuSPARSE 11.7 is CUDA 11.8's, the last with csrsv2, csrilu02, ...;
# cuDNN 8.9 the last with the v6 RNN API (cudnnRNNForwardTraining, ...) and the algorithm descriptors.
LEGACY_WHEELS: Dict[str, str] = {
    "nvidia-cusparse-cu11": "11.7.5.86",
    "nvidia-cudnn-cu11": "8.9.6.50",
}

# The header that says a wheel's folder is complete (written last).
STAMP = ".complete"


class Unavailable(Exception):
    """The headers are neither cached nor downloadable (offline, PyPI unreachable, pip missing)."""


def cache_root() -> Path:
    env = os.environ.get("PYCUCC_TESTDATA_CACHE")
    return Path(env) if env else Path.home() / ".cache" / "pycucc-testdata"


def version(package: str) -> str:
    return WHEELS[package] if package in WHEELS else LEGACY_WHEELS[package]


def folder(package: str) -> Path:
    return cache_root() / "cuda-headers" / f"{package}-{version(package)}"


def cached(package: str) -> Optional[Path]:
    d = folder(package)
    return d if (d / STAMP).is_file() else None


def fetch(package: str, timeout: float = 900) -> Path:
    """The include folder of the wheel (fetched unless cached). Raises Unavailable with the reason."""
    hit = cached(package)
    if hit is not None:
        return hit
    dest = folder(package)
    with tempfile.TemporaryDirectory(prefix="pycucc-wheel-") as tmp:
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--no-cache-dir", "--only-binary=:all:",
               "--disable-pip-version-check", "-q", "-d", tmp, f"{package}=={version(package)}"]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                                  env={**os.environ, "PIP_DEFAULT_TIMEOUT": "30", "PIP_RETRIES": "1"})
        except (OSError, subprocess.TimeoutExpired) as e:
            raise Unavailable(f"pip download {package}=={version(package)}: {e}") from None
        wheels = list(Path(tmp).glob("*.whl"))
        if proc.returncode != 0 or not wheels:
            tail = (proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["no wheel"]
            raise Unavailable(f"pip download {package}=={version(package)} failed: {tail[0]}")
        part = dest.with_name(dest.name + ".part")
        shutil.rmtree(part, ignore_errors=True)
        with zipfile.ZipFile(wheels[0]) as z:
            for m in z.namelist():
                # nvidia/<lib>/include/<header> (CUDA 13 wheels put every library under nvidia/cu13/include)
                head, sep, rest = m.partition("/include/")
                if sep and rest and not m.endswith("/") and head.startswith("nvidia/"):
                    target = part / rest
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(z.read(m))
        (part / STAMP).write_text(f"{package}=={version(package)}\n")
        shutil.rmtree(dest, ignore_errors=True)
        part.rename(dest)
    return dest


def fetch_all() -> List[Path]:
    return [fetch(p) for p in WHEELS]


def fetch_legacy() -> List[Path]:
    return [fetch(p) for p in LEGACY_WHEELS]


if __name__ == "__main__":
    for p in [*WHEELS, *LEGACY_WHEELS]:
        try:
            print(fetch(p))
        except Unavailable as e:
            print(f"unavailable: {e}", file=sys.stderr)
            sys.exit(1)
