"""Device stages: HIP source -> one code object per target (clang, lld) -> the .hsaco file.

Only this module and the toolchain run external programs.
"""
from __future__ import annotations

import os
import re
import subprocess
import tempfile
from dataclasses import dataclass
from typing import Dict, List, Optional, Sequence, Tuple

from pycucc.diagnostics import Diagnostic, PycuccError, Severity, error
from pycucc.options import Options

from pycucc.resources import COMPAT_HEADER


@dataclass(frozen=True)
class DeviceCompile:
    target: str
    argv: Tuple[str, ...]
    output: str


def device_command(tc, opts: Options, target: str, source: str, output: str, device_lib: str,
                   source_dir: Optional[str] = None, pch: Optional[str] = None,
                   cuid: Optional[str] = None, extra: Sequence[str] = ()) -> Tuple[str, ...]:
    argv: List[str] = [
        tc.clang, "-x", "hip", "--cuda-device-only", f"--offload-arch={target}", f"-O{opts.opt_level}",
        f"-std={opts.std}", f"--rocm-path={tc.hip_root}", f"--rocm-device-lib-path={device_lib}",
        # Debian's HIP 5.2 runtime only loads v4; ROCm >= 6 and the Windows HIP SDK want v5 (toolchain.md §0).
        f"-mcode-object-version={opts.code_object_version}",
        # HIP's hipError_t is [[nodiscard]]; CUDA's cudaError_t is not, so translated code would warn on every call.
        "-Wno-unused-result", "--no-gpu-bundle-output", "-fno-color-diagnostics",
    ]
    if cuid:
        # clang derives the HIP compilation-unit id from the input's path, which is a temp file here: fix it so the
        # same source gives byte-identical code objects.
        argv.append(f"-cuid={cuid}")
    if source_dir:
        argv += ["-iquote", source_dir]
    argv += _prelude_and_user_flags(opts, pch) + list(extra)
    argv += [source, "-o", output]
    return tuple(argv)


def _prelude_and_user_flags(opts: Options, pch: Optional[str]) -> List[str]:
    """What both halves of a compile share: the prelude (precompiled or not), -g, the user's -I/-D/-U and flags."""
    argv: List[str] = []
    if pch:
        argv += ["-Xclang", "-include-pch", "-Xclang", pch]
    elif os.path.isfile(COMPAT_HEADER):
        argv += ["-include", COMPAT_HEADER]
    if opts.debug:
        argv.append("-g")
    argv += [f"-I{d}" for d in opts.include_dirs]
    argv += [f"-D{d}" for d in opts.defines] + [f"-U{u}" for u in opts.undefines]
    return argv + list(opts.extra_device_flags)


def host_only_command(tc, opts: Options, source: str, output: str, device_lib: str, gpubinary: str,
                      pch: Optional[str] = None, cuid: Optional[str] = None, extra: Sequence[str] = ()
                      ) -> Tuple[str, ...]:
    """The host half of a CUDA source: host code plus the kernel stubs, with the device bundle embedded.

    Splitting nvcc's one compile into per-target device compiles and this lets both sides use a precompiled
    prelude; `-fcuda-include-gpubinary` is how clang's own driver hands the bundle to the host compile.
    """
    argv: List[str] = [
        tc.clang, "-x", "hip", "--cuda-host-only", *[f"--offload-arch={t}" for t in opts.targets],
        f"-O{opts.opt_level}", f"-std={opts.std}", f"--rocm-path={tc.hip_root}",
        f"--rocm-device-lib-path={device_lib}", f"-mcode-object-version={opts.code_object_version}",
        "-Wno-unused-result", "-fno-color-diagnostics",
    ]
    if cuid:
        # The driver drops -cuid in a host-only compile (the __hip_cuid_ symbol comes out with no suffix and would
        # clash between objects); cc1 takes it directly and hashes it exactly as in the device compile.
        argv += ["-Xclang", f"-cuid={cuid}"]
    argv += _prelude_and_user_flags(opts, pch) + list(extra)
    if gpubinary:
        argv += ["-Xclang", "-fcuda-include-gpubinary", "-Xclang", gpubinary]
    argv += ["-c", source, "-o", output]
    return tuple(argv)


_CLANG_DIAG = re.compile(r"^(?:(?P<path>.*?):(?P<line>\d+):(?P<col>\d+): |[\w.+-]+: )?(?P<sev>error|warning|fatal error|note): "
                         r"(?P<msg>.*)$")


def parse_clang_output(text: str, hip_path: str, display_path: str, line_map,
                       original_text: str) -> List[Diagnostic]:
    """clang's stderr as diagnostics located in the user's .cu file (lines mapped back through the translation)."""
    out: List[Diagnostic] = []
    orig_lines = original_text.splitlines()
    for raw in text.splitlines():
        m = _CLANG_DIAG.match(raw)
        if not m:
            continue
        sev = {"error": Severity.ERROR, "fatal error": Severity.FATAL, "warning": Severity.WARNING,
               "note": Severity.NOTE}[m["sev"]]
        path, line, col = m["path"], int(m["line"] or 0), int(m["col"] or 0)
        src = None
        if not path:
            path = None
        elif os.path.abspath(path) == os.path.abspath(hip_path):
            path, line = display_path, line_map(line)
            src = orig_lines[line - 1] if 0 < line <= len(orig_lines) else None
        else:
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    lines = f.read().splitlines()
                src = lines[line - 1] if 0 < line <= len(lines) else None
            except OSError:
                pass
        code = "PCC2001" if sev >= Severity.ERROR else ("PCC2002" if sev == Severity.WARNING else "PCC2003")
        hint = None
        msg = m["msg"]
        if msg.startswith(("invalid instruction", "invalid operand for instruction", "unknown directive")):
            # The assembler rejecting inline asm: PTX (or x86) text that reached an AMD device pass, e.g. in a
            # branch only the device passes take (#ifdef __CUDA_ARCH__), which the translation could not see.
            code = "PCC1016"
            msg = f"inline assembly that is not AMDGPU code (PTX?) reached the device compile: {msg}"
            hint = ("replace it with HIP device functions (__lane_id(), __shfl*, __ballot, __syncthreads(), "
                    "clock64(), atomics) or __builtin_amdgcn_* builtins; to keep it for NVIDIA builds guard it "
                    "with #if !defined(__HIP_PLATFORM_AMD__)")
        elif re.match(r"undefined (?:protected |hidden )?symbol: ", m["msg"]):
            # lld linking one target's device code: the symbol lives in another translation unit.
            hint = ("device code that uses a __device__ function or variable defined in another .cu needs "
                    "relocatable device code: compile and link with -rdc=true (or -dc), or define it in this file")
        out.append(Diagnostic(sev, code, msg, path, line, col, source_line=src, hint=hint))
    return out


def run_device_compile(argv: Sequence[str], timeout: Optional[float] = None) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(list(argv), capture_output=True, text=True, timeout=timeout)
    except OSError as e:
        raise PycuccError(error("PCC0102", f"cannot run '{argv[0]}': {e}",
                                hint="check the clang found by `pycucc doctor`, or set PYCUCC_CLANG"))
    except subprocess.TimeoutExpired:
        raise PycuccError(error("PCC2005", f"'{argv[0]}' did not finish within {timeout} s"))


def make_pch(tc, probe: Sequence[str], root: str, on_command=None) -> Optional[str]:
    """A precompiled prelude (hip_runtime.h + our compat header) for one compile command.

    Parsing hip_runtime.h is most of a small kernel's compile (research/toolchain.md §7); with the prelude
    precompiled, clang-19 compiles saxpy for gfx1100 in 0.19 s instead of 0.65 s, and a host-only compile of a
    small .cu in 0.14 s instead of 0.9 s, byte-identical either way (tests/test_build.py checks it). The clang
    driver cannot emit a PCH for a HIP compile (for the device it links the output with lld), so this runs the
    driver's own -cc1 line (from -###) with -emit-pch. `probe` is the command as it would compile a file named
    prelude.hip, ending in `<source> -o <output>` (device) or `-c <source> -o <output>` (host); the key is that
    whole command, so a -D, -I, -O or target change gets its own prelude. Any failure means compiling without it.
    """
    from pycucc.cache import atomic_write, digest, file_digest
    if not os.path.isfile(COMPAT_HEADER) or os.environ.get("PYCUCC_NO_PCH") or cxx20_or_later(probe):
        return None
    folder = os.path.join(root, "pch")
    key = digest(tc.identity.encode(), (file_digest(COMPAT_HEADER) or "").encode(), "\0".join(probe).encode())
    path = os.path.join(folder, key[:2], key + ".pch")
    if os.path.isfile(path):
        return path
    os.makedirs(os.path.dirname(path), exist_ok=True)
    # The PCH refers to its main file by path, so the prelude must outlive the build: one per compat header.
    prelude = os.path.join(folder, f"prelude-{(file_digest(COMPAT_HEADER) or '')[:16]}.hip")
    if not os.path.isfile(prelude):
        atomic_write(prelude, f'#include "{COMPAT_HEADER}"\n'.encode())
    with tempfile.TemporaryDirectory(dir=folder, prefix=".pch-") as tmp:
        argv = [prelude if a == "prelude.hip" else os.path.join(tmp, "prelude.o") if a == "prelude.o" else a
                for a in probe] + ["-###"]
        proc = subprocess.run(argv, capture_output=True, text=True)
        cc1 = [l for l in proc.stderr.splitlines() if '"-cc1"' in l]
        if proc.returncode != 0 or len(cc1) != 1:
            return None
        import shlex
        args = shlex.split(cc1[0], posix=True)
        if "-emit-obj" not in args or "-o" not in args:
            return None
        args[args.index("-emit-obj")] = "-emit-pch"
        out = os.path.join(tmp, "prelude.pch")
        args[args.index("-o") + 1] = out
        if on_command:
            on_command(args)
        if subprocess.run(args, capture_output=True).returncode != 0 or not os.path.isfile(out):
            return None
        try:
            os.replace(out, path)
        except OSError:
            return None
    return path


def cxx20_or_later(argv: Sequence[str]) -> bool:
    """C++20 and later check ODR across a PCH like across modules, and the HIP headers' host/device overloads of
    max, min and operator new then count as "different definitions" (seen with clang-19): no prelude there."""
    std = next((a.split("=", 1)[1] for a in reversed(argv) if a.startswith("-std=")), "c++17")
    return std.replace("gnu", "c").startswith(("c++2", "c++3"))


def device_pch(tc, opts: Options, target: str, device_lib: str, root: str, on_command=None) -> Optional[str]:
    return make_pch(tc, device_command(tc, opts, target, "prelude.hip", "prelude.o", device_lib), root, on_command)


def host_pch(tc, opts: Options, device_lib: str, root: str, on_command=None, extra: Sequence[str] = ()
             ) -> Optional[str]:
    """`extra`: host flags that change code generation (-fPIC...), which a PCH must have been built with."""
    return make_pch(tc, host_only_command(tc, opts, "prelude.hip", "prelude.o", device_lib, "", extra=extra),
                    root, on_command)


def make_hsaco(code_objects: Dict[str, bytes]) -> bytes:
    """One target: the raw ELF. Several: a clang offload bundle, which hipModuleLoadData accepts."""
    from pycucc.runtime.bundle import bundle_id, write_bundle
    if len(code_objects) == 1:
        return next(iter(code_objects.values()))
    return write_bundle({bundle_id(t): data for t, data in code_objects.items()})
