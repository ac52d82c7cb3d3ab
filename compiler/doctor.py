"""`pycucc doctor`: the set-up check a new user runs first.

Says which clang, lld, HIP headers, device bitcode and HIP runtime were found (versions, paths), which targets
can be built, which devices exist, and for anything missing the package or variable that fixes it.
"""
from __future__ import annotations

import os
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import List, Optional, Tuple

from pycucc.runtime import devices, hip

from .backend import device_command
from .bitcode import ensure_overlay
from .cache import cache_root
from .diagnostics import PycuccError
from .options import Options, with_defaults
from .targets import PROCESSORS, Target
from .toolchain import discover, run


@dataclass(frozen=True)
class Check:
    name: str
    ok: bool
    detail: str
    fix: Optional[str] = None


def _toolchain_checks() -> Tuple[List[Check], object]:
    try:
        tc = discover()
    except PycuccError as e:
        d = e.diagnostics[0]
        return [Check("toolchain", False, d.message, d.hint)], None
    checks = [
        Check("clang", tc.clang_major >= 19, f"{tc.clang} ({tc.clang_version})",
              None if tc.clang_major >= 19 else "clang >= 19 is needed for gfx115x, gfx12 and gfx942: "
                                                "install clang-19 or set PYCUCC_CLANG"),
        Check("lld", True, tc.lld),
        Check("HIP headers", True, f"{tc.hip_root}/include/hip (HIP {'.'.join(map(str, tc.hip_version))})"),
        Check("device bitcode", True, tc.device_lib),
    ]
    return checks, tc


def _target_checks(tc) -> List[Check]:
    """Build an empty kernel for every target: the only proof that a target really works with this toolchain."""
    try:
        overlay = ensure_overlay(tc, cache_root())
    except Exception as e:  # noqa: BLE001 - doctor reports, it never fails
        return [Check("bitcode overlay", False, str(e), "set HIP_DEVICE_LIB_PATH to a ROCm bitcode folder")]
    with tempfile.TemporaryDirectory(prefix="pycucc-doctor-") as tmp:
        src = os.path.join(tmp, "probe.hip")
        with open(src, "w") as f:
            f.write("#include <hip/hip_runtime.h>\n__global__ void probe(int* p) { p[threadIdx.x] = 1; }\n")

        def build(name):
            t = PROCESSORS[name]
            if tc.clang_major < t.min_clang:
                return Check(name, False, f"{t.family}: needs clang >= {t.min_clang}",
                             "install clang-19 (Debian) or a ROCm clang")
            out = os.path.join(tmp, f"{name}.co")
            target = Target(name, t.cuda_arch)
            argv = device_command(tc, with_defaults(Options(targets=(target,), opt_level="0"), tc), target, src,
                                  out, overlay)
            p = run(argv)
            ok = p.returncode == 0 and os.path.isfile(out)
            err = (p.stderr.strip().splitlines() or ["no output"])[-1]
            return Check(name, ok, f"{t.family}, wave{t.wave_size}" + ("" if ok else f": {err}"))

        with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            return list(pool.map(build, PROCESSORS))


def _runtime_checks() -> List[Check]:
    try:
        path = hip.library_path()
        version = hip.version_string(hip.runtime_version())
    except Exception as e:  # noqa: BLE001
        return [Check("HIP runtime", False, str(e).splitlines()[0],
                      "install libamdhip64-5 (Debian) or ROCm; or set PYCUCC_HIP_LIB")]
    checks = [Check("HIP runtime", True, f"{path} (HIP {version})")]
    if hip.runtime_version() < 60000000:
        # ROCm 5.2's comgr rejects code object v5 and every gfx11+ ISA (research/toolchain.md §5.1).
        checks.append(Check("loadable code", True, "this runtime loads code object v4 for gfx9/gfx10.3 only: build "
                                                  "with --code-object-version=4 to run here; gfx11, gfx12 and gfx942 "
                                                  "need ROCm >= 6 or the Windows HIP SDK"))
    try:
        devs = devices()
        for d in devs:
            checks.append(Check(f"device {d.index}", True, f"{d.name} ({d.gcn_arch_name}, {d.compute_units} CUs)"))
    except Exception as e:  # noqa: BLE001
        checks.append(Check("devices", False, str(e).splitlines()[0],
                            "without an AMD GPU pycucc still builds code objects; to run them you need one"))
    return checks


def run_doctor(build_targets: bool = True) -> List[Check]:
    checks, tc = _toolchain_checks()
    if tc is not None and build_targets:
        checks += _target_checks(tc)
    return checks + _runtime_checks()


def healthy(checks: List[Check]) -> bool:
    """Can this machine build code objects? (No GPU is fine: pycucc compiles without one.)"""
    return all(c.ok for c in checks if not c.name.startswith(("device", "HIP runtime")))


def render(checks: List[Check]) -> str:
    width = max(len(c.name) for c in checks)
    lines = []
    for c in checks:
        lines.append(f"{'ok ' if c.ok else 'NO '} {c.name.ljust(width)}  {c.detail}")
        if c.fix and not c.ok:
            lines.append(f"{' ' * (width + 6)}fix: {c.fix}")
    return "\n".join(lines) + "\n"
