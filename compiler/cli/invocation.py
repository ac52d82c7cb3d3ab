"""nvcc-style command line -> what to build (`Invocation`): the mode, the inputs, the frozen `Options`.

The flag table and the argv scanner are in nvcc_flags.py; this module decides the mode the way nvcc does and checks
the values. Modes: genco (device code object: -o *.hsaco/*.co, --genco/--cubin/--fatbin/--cuda-device-only,
--emit hsaco), hip (--emit hip), compile (-c/-dc: host objects with the device code embedded), link (the default:
an executable), shared, lib, dlink, deps (-M/-MM), preprocess (-E).
"""
from __future__ import annotations

import os
import shlex
import shutil
import subprocess
from typing import Dict, List, Mapping, Optional, Sequence, Tuple

from pycucc.runtime.isa import generic_of

from .. import __version__, codes
from ..cache import pycucc_digest
from ..diagnostics import PycuccError, error
from ..nvcc_flags import (CUDA_VERSION, LINK_KINDS, SOURCE_KINDS, NvccCommand, UsageError, parse, split_list,
                         target_specs)
from ..options import EMIT_KINDS, Options
from ..records import field, record
from ..targets import (ALL_MAJOR_TARGETS, ALL_TARGETS, DEFAULT_TARGETS, PROCESSORS, Target, TargetError, make_target,
                      processor_of)
from ..toolchain import find_clang, run

__all__ = ["UsageError", "Invocation", "default_output", "input_kind", "object_name", "parse_compile_args", "quote",
           "version_text"]

_PHASES = {"phase_c": "-c", "phase_dc": "-dc", "phase_lib": "-lib", "phase_shared": "-shared",
           "phase_dlink": "-dlink", "phase_genco": "--genco", "phase_E": "-E", "dep_M": "-M", "dep_MM": "-MM",
           "phase_link": "-link"}


@record
class Invocation:
    inputs: List[str] = field(default_factory=list)
    options: Optional[Options] = None
    mode: str = "genco"
    lang: Optional[str] = None              # -x: forces the kind of every source input
    libs: Tuple[str, ...] = ()               # -l
    lib_dirs: Tuple[str, ...] = ()           # -L
    linker_flags: Tuple[str, ...] = ()       # -Xlinker / -Wl,
    link_passthrough: Tuple[str, ...] = ()   # -shared-libgcc, -static-libstdc++ ...
    link_hip: bool = True                    # -cudart none turns libamdhip64 off
    deps_file: Optional[str] = None          # -MF
    deps_target: Optional[str] = None        # -MT
    deps_phony: bool = False                 # -MP
    deps_with_compile: bool = False          # -MD / -MMD
    odir: Optional[str] = None
    keep_dir: Optional[str] = None
    ccbin: Optional[str] = None
    warnings: List[str] = field(default_factory=list)


def input_kind(path: str, lang: Optional[str] = None) -> str:
    """'cu', 'c++', 'c', 'ptx' (sources), 'link' (objects and libraries) or '' (unknown)."""
    ext = os.path.splitext(path)[1]
    if ext in LINK_KINDS or ext.startswith(".so") or ".so." in os.path.basename(path):
        return "link"
    kind = SOURCE_KINDS.get(ext) or SOURCE_KINDS.get(ext.lower(), "")
    if lang == "ptx":
        return "ptx"
    if lang and kind:
        return {"cu": "cu", "c++": "c++", "c": "c"}.get(lang, kind)
    return kind


def parse_compile_args(argv: List[str], env: Optional[Dict[str, str]] = None) -> Invocation:
    env = dict(os.environ) if env is None else env
    cmd = parse(argv, env)
    if not cmd.inputs:
        raise UsageError("no input files")
    if cmd.has("phase_ptx"):
        raise UsageError("'-ptx': AMD GPUs have no PTX; use --emit hip for the translated source or --genco for a "
                         "code object")
    inv = Invocation(inputs=list(cmd.inputs), warnings=list(cmd.warnings))
    inv.mode = _mode(cmd)
    lang = cmd.last("lang")
    if lang is not None and lang not in ("cu", "c++", "c", "cuda", "ptx"):
        raise UsageError(f"-x must be cu, c++, c or ptx, not '{lang}'")
    inv.lang = "cu" if lang == "cuda" else lang
    # PTX input (issue 14) is device code only: it becomes a code object unless another output was asked for.
    if any(input_kind(p, inv.lang) == "ptx" for p in inv.inputs):
        if inv.mode == "link" and not (cmd.last("output") or "").endswith((".o", ".obj")) and \
                all(input_kind(p, inv.lang) == "ptx" for p in inv.inputs):
            inv.mode = "genco"
        elif inv.mode not in ("genco", "hip"):
            raise UsageError("a PTX module is device code only: build a code object (`pycucc k.ptx -o k.hsaco`) "
                             "or see its HIP (`--emit hip`)")
    inv.options = _options(cmd, env, inv)
    inv.libs = tuple(cmd.all("lib"))
    inv.lib_dirs = tuple(cmd.all("libdir"))
    inv.linker_flags = tuple(split_list(cmd.all("xlinker")))
    inv.link_passthrough = tuple(a for a in ("-shared-libgcc", "-static-libstdc++") if a in argv)
    cudart = cmd.last("cudart", "static")
    if cudart not in ("static", "shared", "none"):
        raise UsageError(f"-cudart must be static, shared or none, not '{cudart}'")
    inv.link_hip = cudart != "none"
    inv.deps_file = cmd.last("dep_MF")
    inv.deps_target = cmd.last("dep_MT")
    inv.deps_phony = cmd.has("dep_MP")
    inv.deps_with_compile = cmd.has("dep_MD")
    inv.odir = cmd.last("odir")
    inv.keep_dir = cmd.last("keep_dir")
    inv.ccbin = cmd.last("ccbin")
    if inv.ccbin:
        inv.warnings.append(f"-ccbin {inv.ccbin} is ignored: pycucc compiles host code with the clang that compiles "
                            "the device code (HIP needs one compiler for both halves of a .cu)")
    out = inv.options.output
    sources = [p for p in inv.inputs if input_kind(p, inv.lang) not in ("link",)]
    if out and inv.mode in ("compile", "preprocess") and len(sources) > 1:
        raise UsageError(f"-o '{out}' with {len(sources)} source files: one output file per input is only "
                         "possible when linking (drop -o, or use -odir)")
    if inv.mode in ("genco", "hip") and len(inv.inputs) != 1:
        raise UsageError("a device code object (or --emit hip) is built from one input file per invocation")
    for p in inv.inputs:
        if not input_kind(p, inv.lang) and inv.mode not in ("genco", "hip"):
            raise UsageError(f"'{p}': unknown input kind (expected .cu, .cpp, .c, .o, .a, .so)")
    return inv


def _mode(cmd: NvccCommand) -> str:
    emit = cmd.last("emit")
    if emit is not None and emit not in EMIT_KINDS:
        raise UsageError(f"--emit must be one of {', '.join(EMIT_KINDS)}, not '{emit}'")
    asked = [flag for dest, flag in _PHASES.items() if cmd.has(dest)]
    if cmd.has("dep_M") and cmd.has("dep_MM"):
        asked.remove("-M")
    if emit:
        asked.append(f"--emit {emit}")
    asked = [a for a in asked if a != "-link"]
    if "-dlink" in asked and "-shared" in asked:
        # CMake's device-link step for a separable-compilation target passes both (nvcc: -shared then only says
        # the host link will be a shared object); the step's output is the device-link object.
        asked.remove("-shared")
    # nvcc takes -dc with -fatbin/-cubin (a device-only output of relocatable code: cuFFT's LTO callback samples
    # make the fatbin they hand to cufftXtSetJITCallback so); the output is still the device code object
    if len(asked) > 1 and set(asked) not in ({"-c", "-dc"}, {"-dc", "--genco"}):
        raise UsageError(f"conflicting flags: {' and '.join(asked[:2])} ask for different outputs")
    out = cmd.last("output") or ""
    if emit == "hip":
        return "hip"
    if emit == "hsaco" or cmd.has("phase_genco"):
        return "genco"
    if cmd.has("phase_c") or cmd.has("phase_dc"):
        return "compile"
    for dest, mode in (("phase_lib", "lib"), ("phase_dlink", "dlink"), ("phase_shared", "shared"),
                       ("phase_E", "preprocess"), ("dep_M", "deps"), ("dep_MM", "deps")):
        if cmd.has(dest):
            return mode
    if out.endswith((".hsaco", ".co")):
        return "genco"
    return "link"


def _resolve_targets(cmd: NvccCommand, env: Mapping[str, str]) -> Tuple[Target, ...]:
    """The build's targets in the user's order; a processor named several ways (sm_75 and sm_86 both map to
    gfx1030) is built once, with the lowest __CUDA_ARCH__ of them: the code must work there. `all` and
    `all-major` are the processor table's (targets.ALL_TARGETS, ALL_MAJOR_TARGETS; docs/targets.md says which)."""
    specs = target_specs(cmd)
    origin = "the command line"
    if not specs and env.get("PYCUCC_OFFLOAD_ARCH"):
        specs = [s for s in env["PYCUCC_OFFLOAD_ARCH"].split(",") if s.strip()]
        origin = "PYCUCC_OFFLOAD_ARCH"
    expanded: List[str] = []
    for s in specs:
        if s == "native":
            expanded += native_targets(env)
        elif s == "all":
            expanded += list(ALL_TARGETS)
        elif s == "all-major":
            expanded += list(ALL_MAJOR_TARGETS)
        else:
            expanded.append(s)
    targets: Dict[str, Target] = {}
    try:
        for s in expanded or DEFAULT_TARGETS:
            t = make_target(s, env)
            known = targets.get(t.id)
            targets[t.id] = t if known is None or t.cuda_arch < known.cuda_arch else known
    except TargetError as e:
        raise PycuccError(error(e.code, f"{e} (from {origin})", hint=e.hint), exit_code=2)
    return tuple(targets.values())


def native_targets(env: Mapping[str, str]) -> List[str]:
    """The GPUs of this machine, as LLVM's amdgpu-arch reports them (it asks the HIP runtime)."""
    tried: List[str] = []
    clang = find_clang(env, os.name == "nt", shutil.which, tried)
    tools = [os.path.join(os.path.dirname(os.path.realpath(clang)), "amdgpu-arch")] if clang else []
    tools.append(shutil.which("amdgpu-arch") or "")
    for tool in filter(None, tools):
        if not os.path.isfile(tool):
            continue
        try:
            out = run([tool], timeout=30).stdout
        except PycuccError:
            continue
        found = list(dict.fromkeys(l.strip() for l in out.splitlines() if l.strip().startswith("gfx")))
        unknown = [g for g in found if processor_of(g) not in PROCESSORS]
        if unknown:
            family = [f for f in (generic_of(processor_of(g)) for g in unknown) if f in PROCESSORS]
            raise PycuccError(error(codes.UNKNOWN_TARGET, f"-arch=native: this machine's {', '.join(unknown)} is not "
                                    "in pycucc's processor table", hint=(
                                        f"build its family's generic target: --offload-arch={family[0]}" if family
                                        else "see docs/targets.md for the processors pycucc builds")), exit_code=2)
        if found:
            return found
    raise UsageError("-arch=native: no AMD GPU found on this machine (amdgpu-arch listed none); name the targets "
                     "(--offload-arch=gfx1100) or set PYCUCC_OFFLOAD_ARCH")


def _options(cmd: NvccCommand, env: Mapping[str, str], inv: Invocation) -> Options:
    targets = _resolve_targets(cmd, env)
    emit = cmd.last("emit", "hsaco")
    opt = cmd.last("opt", "3")
    if opt not in ("0", "1", "2", "3", "s", "z", "fast"):
        raise UsageError(f"unknown optimisation level '-O{opt}' (use -O0..-O3, -Os, -Oz)")
    cov = cmd.last("cov", "")
    if cov not in ("", "4", "5", "6"):
        raise UsageError(f"--code-object-version must be 4, 5 or 6, not '{cov}'")
    warp_size = cmd.last("warp_size", "32")
    if warp_size not in ("32", "64"):
        raise UsageError(f"--warp-size must be 32 (CUDA's warp) or 64 (the whole wave of a gfx9 GPU), "
                         f"not '{warp_size}'")
    jobs = cmd.last("jobs") or cmd.last("threads") or "0"
    if not jobs.isdigit():
        raise UsageError(f"-j needs a number of parallel jobs, not '{jobs}'")
    rdc_values = cmd.all("rdc")
    for v in rdc_values:
        if v not in ("true", "false"):
            raise UsageError(f"-rdc must be true or false, not '{v}'")
    rdc = cmd.has("phase_dc") or (bool(rdc_values) and rdc_values[-1] == "true") or cmd.has("phase_dlink")
    others = [t.id for t in targets if t.backend != "clang"]
    if rdc and others:
        raise PycuccError(error(codes.BACKEND_UNAVAILABLE, f"relocatable device code (-rdc, -dc, -dlink) is built by "
                                f"clang's one device-link command, which cannot build {', '.join(others)} (made by "
                                "the llvmlite backend)", hint="build those targets without -rdc, or leave them out of "
                                                             "this build"), exit_code=2)
    stream = cmd.last("default_stream", "legacy")
    if stream not in ("legacy", "null", "per-thread"):
        raise UsageError(f"--default-stream must be legacy, null or per-thread, not '{stream}'")
    unsupported_api = cmd.last("unsupported_api", "stub")
    if unsupported_api not in ("stub", "error"):
        raise UsageError(f"--unsupported-api must be stub or error, not '{unsupported_api}'")
    if cmd.has("werror"):
        unsupported_api = "error"  # a stub's warning is a warning like the others
    std = cmd.last("std", "c++17")
    if not std.startswith(("c++", "gnu++")):
        raise UsageError(f"-std must name a C++ standard (c++17), not '{std}'")

    device: List[str] = []
    if cmd.has("fast_math"):
        # clang 18+ warns at every NaN or infinity the device pass reads once -ffast-math is on (host code and
        # headers included, std::isnan in a CPU check); nvcc says nothing
        device += ["-ffast-math", "-fgpu-flush-denormals-to-zero", "-Wno-nan-infinity-disabled"]
    if stream == "per-thread":
        device.append("-fgpu-default-stream=per-thread")
    if cmd.has("nowarn"):
        device.append("-w")
    if cmd.has("werror"):
        device.append("-Werror")
    for d in cmd.all("isystem"):
        device += ["-isystem", d]
    for h in cmd.all("preinclude"):
        device += ["-include", h]
    if cmd.has("lineinfo") and not cmd.has("device_debug"):
        device.append("-gline-tables-only")

    host = [*split_list(cmd.all("xcompiler")), *cmd.unknown_forwarded]
    return Options(
        targets=targets, output=cmd.last("output"), emit=emit, opt_level=opt,
        include_dirs=tuple(cmd.all("include")), defines=tuple(cmd.all("define")),
        undefines=tuple(cmd.all("undefine")), std=std, code_object_version=int(cov or 0),
        debug=cmd.has("debug") or cmd.has("device_debug"), extra_device_flags=tuple(device),
        host_flags=tuple(host), rdc=rdc, device_debug=cmd.has("device_debug"), unsupported_api=unsupported_api,
        warp_size=int(warp_size),
        use_cache=not cmd.has("no_cache"), keep=cmd.has("keep"),
        dump_dir=cmd.last("dump_dir") or (cmd.last("keep_dir") if cmd.has("keep") else None),
        verbose=cmd.has("verbose"), dryrun=cmd.has("dryrun"), jobs=int(jobs))


# ----------------------------------------------------------------------------------------------------- naming
def object_suffix(windows: bool) -> str:
    return ".obj" if windows else ".o"


def default_output(mode: str, inputs: Sequence[str], windows: bool, lang: Optional[str] = None) -> Optional[str]:
    """nvcc's default output name: a.out / a.exe for a program, a.lib / a.a for -lib, <stem>.o for -c."""
    if mode == "link":
        return "a.exe" if windows else "a.out"
    if mode == "lib":
        return "a.lib" if windows else "a.a"
    if mode == "shared":
        return "a.dll" if windows else "a.so"
    if mode == "dlink":
        return "a_dlink" + object_suffix(windows)
    return None


def object_name(src: str, windows: bool, odir: Optional[str] = None) -> str:
    stem = os.path.splitext(os.path.basename(src.replace("\\", "/") if windows else src))[0]
    name = stem + object_suffix(windows)
    return os.path.join(odir, name) if odir else name


def quote(argv: Sequence[str], windows: bool = False) -> str:
    """A command as the user's shell would need it (for -v / --dryrun)."""
    if not windows:
        return " ".join(shlex.quote(a) for a in argv)
    return subprocess.list2cmdline(list(argv))


# ------------------------------------------------------------------------------------------ nvcc's identity
def version_text() -> str:
    """`--version`, in the shape CMake's compiler detection and scripts that grep nvcc parse."""
    major, minor, patch = CUDA_VERSION
    return (f"pycucc {__version__}: CUDA compiler driver for AMD GPUs (HIP), command-line compatible with\n"
            f"nvcc: NVIDIA (R) Cuda compiler driver\n"
            f"Cuda compilation tools, release {major}.{minor}, V{major}.{minor}.{patch}\n"
            f"Build pycucc_{__version__} (translates CUDA to HIP; builds with clang for AMD targets)\n"
            # which code and rules: what a compiler cache keyed on `--version` (ccache's compiler_check) must see
            f"pycucc sources {pycucc_digest()[:16]}\n")
