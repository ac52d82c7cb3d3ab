"""`pycucc doctor`: the set-up check a new user runs first.

Says which clang, lld, HIP headers, device bitcode and HIP runtime were found (versions, paths), which targets
can be built, which devices exist, and for anything missing the package or variable that fixes it.
"""
from __future__ import annotations

import os
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from typing import List, Optional, Tuple

from pycucc.runtime import devices, hip

from pycucc.runtime.codeobj import validate_code_object

from . import leftovers
from .backend import device_command, device_pch
from .bitcode import ensure_overlay
from .cache import cache_root, untrusted_cache
from .diagnostics import PycuccError
from .options import Options, with_defaults
from .llvmlite_backend import bitcode_command, finish
from .records import record
from .rules import load_rules
from .targets import PROCESSORS, Target, code_object_version
from .toolchain import discover, run


@record(frozen=True)
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
              None if tc.clang_major >= 19 else "clang >= 19 is needed for gfx1152, gfx12, gfx942 and the generic "
                                                "targets: install clang-19 or set PYCUCC_CLANG"),
        Check("lld", True, tc.lld),
        Check("HIP headers", True, f"{tc.hip_root}/include/hip (HIP {'.'.join(map(str, tc.hip_version))})"),
        Check("device bitcode", True, tc.device_lib),
    ]
    return checks, tc


def _llvmlite_check() -> Check:
    """The second backend, asked in its own process (the compiler never imports llvmlite itself)."""
    try:
        p = run([sys.executable, "-m", "pycucc.llvmlite_child", "--version"], timeout=120)
    except PycuccError as e:
        p = None
        detail = e.diagnostics[0].message
    ok = p is not None and p.returncode == 0 and "AMDGPU target: yes" in p.stdout
    if p is not None:
        detail = (p.stdout.strip() or p.stderr.strip() or f"exit status {p.returncode}").splitlines()[-1]
    return Check("llvmlite", ok, detail + (" (builds " + ", ".join(n for n, r in PROCESSORS.items()
                                                                   if r.backend == "llvmlite") + ")" if ok else ""),
                 'pip install "llvmlite==0.50.*" (make setup does it): LLVM 22 for the processors clang-19 does '
                 "not know")


def _target_checks(tc) -> List[Check]:
    """Build an empty kernel for every target of the processor table, by the backend its row names: the only proof
    that a target really works with this toolchain."""
    try:
        overlay = ensure_overlay(tc, cache_root())
    except Exception as e:  # noqa: BLE001 - doctor reports, it never fails
        return [Check("bitcode overlay", False, str(e), "set HIP_DEVICE_LIB_PATH to a ROCm bitcode folder")]
    with tempfile.TemporaryDirectory(prefix="pycucc-doctor-") as tmp:
        src = os.path.join(tmp, "probe.hip")
        with open(src, "w") as f:
            main = load_rules().implicit_include  # the HIP header a translated .cu includes
            f.write((f"#include <{main.name}>\n" if main is not None else "") +
                    "__global__ void probe(int* p) { p[threadIdx.x] = 1; }\n")

        def build(name):
            row = PROCESSORS[name]
            target = Target(name, row.cuda_arch)
            opts = with_defaults(Options(targets=(target,)), tc)
            stem = os.path.join(tmp, name)
            # from the precompiled HIP prelude builds use (made here on a first run, reused after): the probe
            # proves what a build needs, at a build's cost
            pch = device_pch(tc, opts, target, overlay, cache_root(), at_once=True)
            argv = device_command(tc, opts, target, src, stem + ".co", overlay, pch)
            what = [row.family, f"wave{row.wave_size}", row.backend + (f" (from {row.stand_in})" if row.stand_in
                                                                      else "")]
            if row.is_generic:
                what.append("generic: code object v6")
            if row.retired:
                what.append("retired: built only when named")
            try:
                if row.backend == "llvmlite":
                    argv = bitcode_command(device_command(tc, opts, target, src, stem + ".bc", overlay, pch))
                p = run(argv)
                err = (p.stderr.strip().splitlines() or ["no output"])[-1]
                if p.returncode == 0 and row.backend == "llvmlite":
                    data = finish(tc, target, stem + ".bc", stem, code_object_version(target, opts.code_object_version), lambda a: None, {})
                else:
                    data = open(stem + ".co", "rb").read() if p.returncode == 0 else b""
                problems = validate_code_object(data, name, ["probe"]) if data else [err]
            except (PycuccError, OSError) as e:
                problems = [str(e).splitlines()[0]]
            return Check(name, not problems, ", ".join(what) + ("" if not problems else f": {problems[0]}"),
                         None if not problems else "run `pycucc doctor` again after `make setup`; the message says "
                                                   "what the compiler lacked")

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


def _cache_checks() -> List[Check]:
    """The cache: where, whether it is trusted (trust.py), and what killed runs left behind (leftovers.py)."""
    root = cache_root()
    untrusted = untrusted_cache()
    checks = [Check("cache", untrusted is None, root if untrusted is None else f"{untrusted[0]}: {untrusted[1]}",
                    "use a cache folder only you can write (PYCUCC_CACHE_DIR), or PYCUCC_CACHE_SHARED=1 for one "
                    "shared by its group (README: the cache)")]
    found = leftovers.find(root)
    if found:
        old = [f for f in found if f[2] > leftovers.AGE]
        size = sum(f[1] for f in found) / (1 << 20)
        checks.append(Check("leftovers", False, f"{len(found)} temporary file(s) or folder(s) of pycucc runs that "
                            f"were stopped ({size:.1f} MB), {len(old)} older than a day: "
                            + ", ".join(f[0] for f in found[:5]) + (" ..." if len(found) > 5 else ""),
                            "the next build that misses the cache removes those older than a day; remove them by "
                            "hand if no pycucc is running"))
    return checks


def run_doctor(build_targets: bool = True) -> List[Check]:
    checks, tc = _toolchain_checks()
    checks += _cache_checks()
    if tc is not None:
        checks.append(_llvmlite_check())
    if tc is not None and build_targets:
        checks += _target_checks(tc)
    return checks + _runtime_checks()


def healthy(checks: List[Check]) -> bool:
    """Can this machine build code objects? (No GPU is fine: pycucc compiles without one.)"""
    return all(c.ok for c in checks if not c.name.startswith(("device", "HIP runtime", "leftovers")))


def render(checks: List[Check]) -> str:
    width = max(len(c.name) for c in checks)
    lines = []
    for c in checks:
        lines.append(f"{'ok ' if c.ok else 'NO '} {c.name.ljust(width)}  {c.detail}")
        if c.fix and not c.ok:
            lines.append(f"{' ' * (width + 6)}fix: {c.fix}")
    return "\n".join(lines) + "\n"
