"""nvcc's command line: the flag table, and a parser that turns an argv into an `NvccCommand`.

The table is the single source for parsing and for the reader: each entry says every spelling nvcc accepts, whether
it takes a value, and what it does on AMD (`effect`: `pycucc --help` and the README's flag table are rendered from it
by flag_help() and flag_table()). nvcc's habits: a value may follow as the next argument or after `=`; one-letter
flags may glue it on (`-Ipath`, `-DX=1`, `-O2`, `-lm`); list flags take comma-separated values and may repeat;
`-Xcompiler a,b` splits on commas.
"""
from __future__ import annotations

import os
import re
import shlex
import textwrap
from typing import Dict, List, Mapping, Optional, Sequence, Tuple

from .records import field, record

# The CUDA release whose nvcc interface pycucc presents (CUDART_VERSION of the parse declarations too).
CUDA_VERSION = (12, 0, 76)


class UsageError(Exception):
    """A bad command line (exit status 2)."""


@record(frozen=True)
class Flag:
    names: Tuple[str, ...]
    dest: str
    takes_value: bool
    effect: str                   # what it does on AMD (README flag table)
    nvidia_only: bool = False     # accepted with a warning that it has no effect
    glued: bool = False           # value may be glued on: -Ipath


def _f(names: str, dest: str, takes: bool, effect: str, nvidia_only: bool = False, glued: bool = False) -> Flag:
    return Flag(tuple(names.split()), dest, takes, effect, nvidia_only, glued)


FLAGS: Tuple[Flag, ...] = (
    # what to build
    _f("-c --compile", "phase_c", False, "compile each input to a host object with the device code embedded"),
    _f("-dc --device-c", "phase_dc", False, "as -c with relocatable device code (-rdc=true)"),
    _f("-dw --device-w", "phase_dc", False, "as -dc"),
    _f("-dlink --device-link", "phase_dlink", False,
       "device link of -dc objects (clang --hip-link -fgpu-rdc): writes the object with the linked device code "
       "that the host link takes, as CMake's CUDA_SEPARABLE_COMPILATION expects"),
    _f("-link --link", "phase_link", False, "compile and link an executable (the default)"),
    _f("-lib --lib", "phase_lib", False, "compile and archive into a static library (llvm-ar)"),
    _f("-shared --shared", "phase_shared", False, "compile and link a shared library"),
    _f("-E --preprocess", "phase_E", False, "preprocess the translated HIP source (host pass) to stdout or -o"),
    _f("-M --generate-dependencies", "dep_M", False, "print make dependencies (no build)"),
    _f("-MM --generate-nonsystem-dependencies", "dep_MM", False, "print make dependencies of project headers"),
    _f("-MD --generate-dependencies-with-compile", "dep_MD", False, "write a .d file while compiling"),
    _f("-MMD --generate-nonsystem-dependencies-with-compile", "dep_MD", False, "as -MD"),
    _f("-MF --dependency-output", "dep_MF", True, "where -M/-MD write the dependencies"),
    _f("-MT --dependency-target-name", "dep_MT", True, "the target name in the dependency file"),
    _f("-MP --generate-dependency-targets", "dep_MP", False, "add a phony target per header"),
    _f("-cubin --cubin -fatbin --fatbin --genco -genco --cuda-device-only", "phase_genco", False,
       "device code only: an AMD code object (.hsaco; a bundle for several targets)"),
    _f("--emit", "emit", True, "hip: stop after translation; hsaco: device code object"),
    _f("-ptx --ptx", "phase_ptx", False, "rejected: AMD has no PTX; use --emit hip (HIP source) or --genco"),
    _f("-o --output-file", "output", True, "output file", glued=True),
    _f("-odir --output-directory", "odir", True, "folder for the outputs of -c/-dc with several inputs"),
    _f("-x --x", "lang", True, "cu, c++, c or ptx: the kind of every source input (ptx: a PTX module)"),
    # preprocessor and language
    _f("-I --include-path", "include", True, "include directory", glued=True),
    _f("-isystem --system-include", "isystem", True, "system include directory"),
    _f("-include --pre-include", "preinclude", True, "include a header before the source"),
    _f("-D --define-macro", "define", True, "define a macro", glued=True),
    _f("-U --undefine-macro", "undefine", True, "undefine a macro", glued=True),
    _f("-std --std", "std", True, "C++ standard (c++11..c++20)"),
    _f("-O --optimize", "opt", True, "optimisation level (-O0..-O3) for host and device", glued=True),
    _f("-g --debug", "debug", False, "host debug information"),
    _f("-G --device-debug", "device_debug", False, "device debug information (-g for the device pass, -O0 there)"),
    _f("-lineinfo --generate-line-info", "lineinfo", False, "line tables for the device code (-gline-tables-only)"),
    _f("-w --disable-warnings", "nowarn", False, "no warnings"),
    _f("-Werror", "werror", True, "warnings are errors (nvcc's kinds; all-warnings, or a bare -Werror, means all)"),
    _f("--unsupported-api", "unsupported_api", True,
       "stub (default): a CUDA name HIP lacks is declared, a host function HIP lacks returns its library's "
       "not-supported status, with a warning (a profiler-only NVTX call such as nvtxNameCudaStreamA does nothing, "
       "with a note); error: such a name is an error (as with -Werror)"),
    _f("--use_fast_math -use_fast_math", "fast_math", False,
       "-ffast-math and flushing denormals to zero on the device (-fgpu-flush-denormals-to-zero); host code keeps "
       "IEEE semantics, as with nvcc"),
    _f("--expt-relaxed-constexpr -expt-relaxed-constexpr", "ignored", False,
       "nothing to do: clang's HIP mode lets host code call constexpr functions on the device already"),
    _f("--extended-lambda -extended-lambda --expt-extended-lambda -expt-extended-lambda", "ignored", False,
       "nothing to do: clang accepts __device__ lambdas without a flag"),
    _f("--default-stream -default-stream", "default_stream", True,
       "per-thread: -fgpu-default-stream=per-thread; legacy/null: the default"),
    _f("-rdc --relocatable-device-code", "rdc", True,
       "true: -fgpu-rdc at compile and link (--hip-link -fgpu-rdc): __device__ functions, __constant__ data and "
       "template kernels shared across files"),
    _f("-Xcompiler --compiler-options", "xcompiler", True, "options for the host compile (clang), split on commas"),
    _f("-Xlinker --linker-options", "xlinker", True, "options for the linker (-Wl,...), split on commas"),
    _f("-forward-unknown-to-host-compiler --forward-unknown-to-host-compiler", "forward_unknown", False,
       "an unknown flag goes to clang instead of being an error"),
    _f("-forward-unknown-to-host-linker --forward-unknown-to-host-linker", "forward_unknown", False, "as above"),
    _f("-ccbin --compiler-bindir", "ccbin", True,
       "accepted with a warning and ignored: host code is compiled by the clang that compiles the device side "
       "(HIP needs one compiler for both halves of a .cu)"),
    _f("-L --library-path", "libdir", True, "library directory for the link", glued=True),
    _f("-l --library", "lib", True,
       "library to link; -lcudart and -lcudart_static resolve to libamdhip64 through linker scripts in pycucc's "
       "toolkit folder", glued=True),
    _f("-shared-libgcc -static-libstdc++", "host_link_passthrough", False, "passed to the link"),
    _f("-m64 --machine", "ignored_value_or_flag", False, "64-bit host: the only kind"),
    _f("-cudart --cudart", "cudart", True,
       "static/shared: link libamdhip64 (HIP has one runtime library); none leaves it out of the link"),
    # targets
    _f("-arch --gpu-architecture --offload-arch", "arch", True,
       "targets (=/space, comma lists, repeatable): every processor of docs/targets.md (gfx1010-gfx1013, "
       "gfx1030-gfx1036, gfx1100-gfx1103, gfx1150-gfx1153, gfx1200 gfx1201, gfx900 gfx906 gfx908 gfx90a "
       "gfx940-gfx942 gfx950, gfx1250 gfx1251, the generic gfx9-generic gfx9-4-generic gfx10-1-generic "
       "gfx10-3-generic gfx11-generic gfx12-generic), with :xnack+/- and :sramecc+/- where the processor has them; "
       "nvcc's sm_XX/compute_XX through a table PYCUCC_SM_MAP=\"sm_86=gfx1100,...\" overrides; native "
       "(amdgpu-arch); all (every processor); all-major (one code object per family). Default gfx1030,gfx1100 or "
       "$PYCUCC_OFFLOAD_ARCH"),
    _f("-code --gpu-code", "code", True, "each code names a target; when given, they win over -arch"),
    _f("-gencode --generate-code", "gencode", True,
       "arch=compute_XX,code=sm_XX (or code=[...]): each code names a target; they win over -arch"),
    _f("--code-object-version", "cov", True,
       "AMD code object version 4, 5 or 6; by default what the HIP runtime pycucc finds loads: 4 with HIP 5.x "
       "(Debian 12's 5.2, Debian 13's 5.7), 5 with ROCm >= 6 and the Windows HIP SDK; the generic targets are always "
       "6; -v says which (#$ PYCUCC_CODE_OBJECT_VERSION=, and a note per generic target)"),
    _f("--warp-size -warp-size", "warp_size", True,
       "32 (default): a CUDA warp is 32 lanes on every target, each half of a 64-lane wave on gfx9 (warpSize, "
       "shuffles, votes, cooperative groups, PTX); 64: warpSize and shuffles span the whole wave on gfx9, for "
       "code written for 64-lane waves"),
    # how pycucc runs
    _f("--dump-dir", "dump_dir", True, "keep every intermediate in this folder"),
    _f("--keep -keep", "keep", False, "keep the intermediates (translated HIP, objects)"),
    _f("--keep-dir -keep-dir", "keep_dir", True, "where --keep puts them"),
    _f("-v --verbose", "verbose", False,
       "#$ lines like nvcc's: first TOP=, INCLUDES=, LIBRARIES=, -arch compute_NN per target, then every command"),
    _f("--dryrun -dryrun", "dryrun", False, "the -v lines, and runs none of the commands"),
    _f("--no-cache", "no_cache", False, "rebuild even when the cache has the result"),
    _f("-j --jobs", "jobs", True, "parallel compiles", glued=True),
    _f("-t --threads", "threads", True, "parallel compiles (nvcc's spelling; 0 = one per core)"),
    # NVIDIA-only: no effect
    _f("-maxrregcount --maxrregcount", "nv", True, "register limit for ptxas", nvidia_only=True),
    _f("-Xptxas --ptxas-options", "nv", True, "ptxas options", nvidia_only=True),
    _f("-Xnvlink --nvlink-options", "nv", True, "nvlink options", nvidia_only=True),
    _f("-Xcudafe", "nv", True, "cudafe options", nvidia_only=True),
    _f("-Xfatbin --fatbin-options", "nv", True, "fatbinary options", nvidia_only=True),
    _f("-res-usage --resource-usage", "nv0", False, "ptxas resource report (use `pycucc inspect`)", nvidia_only=True),
    _f("-src-in-ptx --source-in-ptx", "nv0", False, "source in PTX", nvidia_only=True),
    _f("--fmad -fmad", "nv", True, "FMA contraction (clang contracts by default on AMD)", nvidia_only=True),
    _f("-ftz --ftz", "nv", True, "flush denormals (use --use_fast_math)", nvidia_only=True),
    _f("-prec-div --prec-div -prec-sqrt --prec-sqrt", "nv", True, "IEEE division/sqrt", nvidia_only=True),
    # asks for fewer warnings, and AMD targets have no deprecated ones: accepted without a word (CMake passes it)
    _f("-Wno-deprecated-gpu-targets --Wno-deprecated-gpu-targets", "nv0", False,
       "accepted silently: no AMD target is deprecated"),
    _f("--display-error-number -err-no --no-display-error-number", "nv0", False, "cudafe message numbers",
       nvidia_only=True),
    _f("--diag-suppress -diag-suppress --diag-warn -diag-warn --diag-error -diag-error", "nv", True,
       "cudafe diagnostic numbers", nvidia_only=True),
    _f("-Xptxas-v", "nv0", False, "ptxas verbose", nvidia_only=True),
    _f("--ptxas-verbose", "nv0", False, "ptxas verbose", nvidia_only=True),
    _f("-lto -dlto --dlto", "nv0", False, "device link-time optimisation", nvidia_only=True),
    _f("--extensible-whole-program -ewp", "nv0", False, "whole-program mode", nvidia_only=True),
    _f("--restrict -restrict", "nv0", False, "assume kernel pointers do not alias", nvidia_only=True),
    _f("--allow-unsupported-compiler -allow-unsupported-compiler", "nv0", False, "host compiler version check",
       nvidia_only=True),
)

_BY_NAME: Dict[str, Flag] = {n: f for f in FLAGS for n in f.names}
_GLUED = sorted((n for f in FLAGS if f.glued for n in f.names if len(n) == 2), key=len, reverse=True)
_WERROR_KINDS = ("all-warnings", "cross-execution-space-call", "reorder", "deprecated-declarations",
                 "default-stream-launch", "ext-lambda-captures-this")
def flag_table() -> str:
    """FLAGS as the README's markdown table (the rows between its `flag table` markers; tests/test_readme.py
    compares them): one row a flag, every spelling, what it does on AMD; the NVIDIA-only flags last."""
    rows = ["| flag | what it does on AMD |", "|---|---|"]
    for f in _in_help_order():
        effect = f.effect + (" (NVIDIA-only: accepted with a warning that it has no effect)" if f.nvidia_only else "")
        rows.append(f"| {', '.join(f'`{n}`' for n in f.names)} | {effect.replace('|', '&#124;')} |")
    return "\n".join(rows) + "\n"


def flag_help(width: int = 118) -> str:
    """FLAGS for `pycucc --help` (cli.USAGE's flag list): the same rows as flag_table(), as text."""
    out = []
    for f in _in_help_order():
        names = ", ".join(f.names) + (" VALUE" if f.takes_value else "")
        text = f.effect + (" (NVIDIA-only: no effect, a warning)" if f.nvidia_only else "")
        lines = textwrap.wrap(text, width - 32, break_on_hyphens=False, break_long_words=False) or [""]
        if len(names) > 27:
            out.append(f"  {names}")
            out += [" " * 32 + ln for ln in lines]
        else:
            out.append(f"  {names:<28}  {lines[0]}")
            out += [" " * 32 + ln for ln in lines[1:]]
    return "\n".join(out) + "\n"


def _in_help_order() -> List[Flag]:
    return [f for f in FLAGS if not f.nvidia_only] + [f for f in FLAGS if f.nvidia_only]


SOURCE_KINDS = {".cu": "cu", ".cuh": "cu", ".cpp": "c++", ".cc": "c++", ".cxx": "c++", ".c++": "c++",
                ".C": "c++", ".c": "c", ".ptx": "ptx"}
LINK_KINDS = (".o", ".obj", ".a", ".lib", ".so", ".dll", ".res")


@record
class NvccCommand:
    """What one nvcc-style command line asks for, before any file is touched."""
    inputs: List[str] = field(default_factory=list)
    values: Dict[str, List[str]] = field(default_factory=dict)
    unknown_forwarded: List[str] = field(default_factory=list)
    warnings: List[str] = field(default_factory=list)

    def has(self, dest: str) -> bool:
        return dest in self.values

    def last(self, dest: str, default: Optional[str] = None) -> Optional[str]:
        v = self.values.get(dest)
        return v[-1] if v else default

    def all(self, dest: str) -> List[str]:
        return list(self.values.get(dest, ()))


def env_flags(env: Mapping[str, str], windows: bool = False) -> Tuple[List[str], List[str]]:
    """NVCC_PREPEND_FLAGS and NVCC_APPEND_FLAGS, split like a shell would (cmd.exe rules on Windows)."""
    def split(s: str) -> List[str]:
        return split_command_line(s, windows) if s.strip() else []
    return split(env.get("NVCC_PREPEND_FLAGS", "")), split(env.get("NVCC_APPEND_FLAGS", ""))


_OPTIONS_FILE = ("--options-file", "-optf")
# Every options file this process read, in order: the command memo (quick.py) checks them as it checks the sources.
options_files_read: List[str] = []


def expand_options_files(args: Sequence[str], depth: int = 0) -> List[str]:
    """nvcc's `--options-file FILE` / `-optf FILE` (CMake passes include folders and device-link inputs this way):
    the file's words, split like a command line, stand where the flag stood."""
    out: List[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        name, eq, val = arg.partition("=")
        if name not in _OPTIONS_FILE:
            out.append(arg)
            continue
        if not eq:
            if i >= len(args):
                raise UsageError(f"flag '{name}' needs a file name")
            val, i = args[i], i + 1
        if depth > 8:
            raise UsageError(f"options files nested too deeply at '{val}'")
        options_files_read.append(os.path.abspath(val))
        try:
            with open(val, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            raise UsageError(f"cannot read the options file '{val}': {e.strerror or e}")
        out += expand_options_files(split_command_line(text, os.name == "nt"), depth + 1)
    return out


def split_command_line(s: str, windows: bool) -> List[str]:
    """POSIX shell words, or the MSVC runtime's rules (double quotes, backslashes literal except before a quote)."""
    if not windows:
        return shlex.split(s)
    out: List[str] = []
    cur, quoted, have, i = [], False, False, 0
    while i < len(s):
        c = s[i]
        if c == "\\":
            j = i
            while j < len(s) and s[j] == "\\":
                j += 1
            n = j - i
            if j < len(s) and s[j] == '"':
                cur.append("\\" * (n // 2))
                if n % 2:
                    cur.append('"')
                    i = j + 1
                else:
                    i = j
                have = True
                continue
            cur.append("\\" * n)
            i, have = j, True
            continue
        if c == '"':
            quoted, have = not quoted, True
        elif c in " \t" and not quoted:
            if have:
                out.append("".join(cur))
            cur, have = [], False
        else:
            cur.append(c)
            have = True
        i += 1
    if have:
        out.append("".join(cur))
    return out


def parse(argv: Sequence[str], env: Optional[Mapping[str, str]] = None) -> NvccCommand:
    env = dict(os.environ) if env is None else env
    pre, post = env_flags(env)
    args = expand_options_files([*pre, *argv, *post])
    cmd = NvccCommand()
    forward = "-forward-unknown-to-host-compiler" in args or "--forward-unknown-to-host-compiler" in args
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if arg == "--":
            cmd.inputs += args[i:]
            break
        if not arg.startswith("-") or arg == "-":
            cmd.inputs.append(arg)
            continue
        name, eq, val = arg.partition("=")
        flag = _BY_NAME.get(name)
        if flag is None and arg in _BY_NAME:
            flag, name, eq = _BY_NAME[arg], arg, ""
        if flag is not None:
            if name == "-Werror":
                # nvcc's -Werror takes a kind list; a bare -Werror (clang's spelling) means all warnings.
                if not eq and i < len(args) and args[i].split(",")[0] in _WERROR_KINDS:
                    val, i = args[i], i + 1
                cmd.values.setdefault("werror", []).append(val or "all-warnings")
                continue
            if flag.dest == "rdc" and not eq and i < len(args) and args[i] in ("true", "false"):
                val, i, eq = args[i], i + 1, "="
            if not flag.takes_value:
                if eq:
                    raise UsageError(f"flag '{name}' takes no value")
                _add(cmd, flag, name, "1")
                continue
            if not eq:
                if i >= len(args):
                    raise UsageError(f"flag '{name}' needs a value")
                val = args[i]
                if val.startswith("-") and len(val) > 1 and name not in (
                        "-Xcompiler", "--compiler-options", "-Xlinker", "--linker-options", "-Xptxas",
                        "--ptxas-options", "-Xnvlink", "--nvlink-options", "-Xcudafe", "-Xfatbin",
                        "--fatbin-options", "-Xarch"):
                    # `-O -o x`: the value is missing and the next flag would be swallowed as it. Only the -X...
                    # pass-through flags take values that are themselves flags.
                    raise UsageError(f"flag '{name}' needs a value (the next argument is the flag '{val}')")
                i += 1
            _add(cmd, flag, name, val)
            continue
        glued = next((g for g in _GLUED if arg.startswith(g) and len(arg) > len(g)), None)
        if glued:
            _add(cmd, _BY_NAME[glued], glued, arg[len(glued):])
            continue
        if arg.startswith("-Wl,"):
            cmd.values.setdefault("xlinker", []).append(arg[4:])
            continue
        if forward or arg in ("-fPIC", "-fpic", "-fPIE", "-fpie", "-pthread"):
            # CMake and setuptools pass these straight to nvcc; nvcc hands them to the host compiler.
            cmd.unknown_forwarded.append(arg)
            continue
        raise UsageError(f"unknown flag '{arg}' (see `pycucc --help`; pass host-compiler flags with -Xcompiler)")
    return cmd


def _add(cmd: NvccCommand, flag: Flag, name: str, val: str) -> None:
    if flag.nvidia_only:
        cmd.warnings.append(f"'{name}' is an NVIDIA-only flag and has no effect on AMD GPUs; ignored")
        return
    cmd.values.setdefault(flag.dest, []).append(val)


def split_list(values: Sequence[str]) -> List[str]:
    """nvcc's list flags: comma-separated and repeatable (quotes keep a comma inside one item)."""
    out: List[str] = []
    for v in values:
        out += [s for s in _split_commas(v) if s]
    return out


def _split_commas(v: str) -> List[str]:
    items, cur, quote = [], [], None
    for c in v:
        if quote:
            if c == quote:
                quote = None
            else:
                cur.append(c)
        elif c in "'\"":
            quote = c
        elif c == ",":
            items.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    items.append("".join(cur))
    return items


_GENCODE = re.compile(r"arch=([\w,]+?)(?:,code=(\[[^\]]*\]|\"[^\"]*\"|'[^']*'|[\w,]+))?$")


def target_specs(cmd: NvccCommand) -> List[str]:
    """The architecture names the command asks for, in order: -gencode's and -code's codes win over -arch."""
    specs: List[str] = []
    for g in cmd.all("gencode"):
        m = _GENCODE.match(g.strip())
        if not m:
            raise UsageError(f"-gencode '{g}' is not of the form arch=compute_XX,code=sm_XX")
        codes = m.group(2)
        specs += split_list([codes.strip("[]\"'")]) if codes else split_list([m.group(1)])
    given = cmd.all("code") + cmd.all("arch")
    if any(not v.strip(" ,") for v in given):
        raise UsageError("an empty target list (--offload-arch= / -arch=): name at least one target, e.g. "
                         "--offload-arch=gfx1100, or leave the flag out for the default")
    codes = split_list(cmd.all("code"))
    specs += codes if codes else ([] if specs else split_list(cmd.all("arch")))
    return [s.strip() for s in specs if s.strip()]
