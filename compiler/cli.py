"""Command line. The only module that prints (through console.py; commands.py for the subcommands).

`pycucc FILE.cu [flags]` compiles the nvcc way (hand dispatch: nvcc's flags are not Click's, and a compile must
not pay for importing Click); `pycucc <subcommand> ...` runs a tool (inspect, translate, explain, rules, doctor).
Exit status: 0 ok, 1 errors in the input or the build, 2 usage, 3 internal error (never a bare traceback).
"""
from __future__ import annotations

import os
import sys
from typing import List, Optional, Sequence

from . import codes
from .build import build as build_unit
from .cache import atomic_write, current_umask, unusable_cache
from .console import err, last_defence, render
from .diagnostics import PycuccError, error, note
from .limits import limits
from .options import with_defaults
from .sources import source_bytes
from .targets import code_object_notes
from .driver import UsageError, default_output, input_kind, object_name, parse_compile_args, quote, version_text
from .toolchain import toolchain
from .toolkit import verbose_preamble

USAGE = """\
usage: pycucc [nvcc flags] FILE.cu ...            compile the nvcc way (AMD code instead of NVIDIA's)
       pycucc inspect CODE_OBJECT [--json]
       pycucc translate FILE|DIR [-o OUT] [--report-json F] [--report-html F] [--check] [hipify-clang options]
       pycucc explain ID | --list;      pycucc rules doc [--format markdown|html|json] | check [FILES...]
       pycucc doctor [--quick]         what was found (clang, lld, HIP, bitcode, runtime, GPUs) and what to fix
       pycucc toolkit DIR              a CUDA toolkit folder (bin/nvcc, include/, lib64/) for CUDA_HOME/CUDA_PATH

What is built, as nvcc decides it:
  pycucc k.cu -o k.hsaco        device code objects (also --genco/-cubin/-fatbin): one target gives an AMD ELF,
                                several a clang offload bundle that hipModuleLoadData and pycucc.runtime load
  pycucc -c a.cu [-o a.o]       a host object with the device code embedded (-dc: relocatable device code)
  pycucc a.cu b.cpp -o app      a program linked against libamdhip64 (-shared, -lib, -dlink, -E, -M as in nvcc)

common flags:
  --offload-arch=T[,T...]     AMD targets (gfx1010-gfx1201, gfx900-gfx950, gfx1250/1251, the generic targets
                              gfx11-generic...: `pycucc doctor` lists them), all, all-major, native, or nvcc's
                              -arch/-gencode sm_XX (mapped; PYCUCC_SM_MAP overrides). Default: gfx1030,gfx1100 or
                              $PYCUCC_OFFLOAD_ARCH
  --emit hip                  stop after translation and write the HIP source
  -I DIR, -D NAME[=VAL], -U NAME, -O0..-O3, -std=c++17, -g, -Xcompiler A,B, -Xlinker A,B, -l, -L
  --code-object-version 4|5|6 5 (default) for ROCm >= 6 and the Windows HIP SDK; 4 for Debian's HIP 5.2 runtime
                              (generic targets are always v6)
  --keep, --dump-dir DIR      keep every intermediate (HIP source, per-target code objects)
  -v, --dryrun                print the commands (and with --dryrun run none of them)
  --no-cache                  rebuild even when the cache has the result
  -j N                        parallel compiles (default: one per core)
  --version, --help           (the full flag table, with what each does on AMD, is in the README)
"""

SUBCOMMANDS = ("inspect", "translate", "explain", "rules", "doctor", "toolkit")


def main(argv: Optional[Sequence[str]] = None) -> None:
    sys.exit(run(list(sys.argv[1:] if argv is None else argv)))


def run(argv: List[str]) -> int:
    try:
        return _run(argv)
    finally:
        unusable = unusable_cache()
        if unusable:
            render([note(codes.CACHE_UNUSABLE, f"the cache folder '{unusable[0]}' cannot be used ({unusable[1]}); "
                         "this run used none", hint="point PYCUCC_CACHE_DIR at a writable folder")])


def _run(argv: List[str]) -> int:
    try:
        limits()  # a bad limit in the environment is a usage error before anything runs
        if not argv or argv[0] in ("-h", "--help", "help"):
            sys.stdout.write(USAGE)
            return 0 if argv else 2
        if argv[0] in SUBCOMMANDS:
            from .commands import run_subcommand  # Click and the tools load only for a subcommand
            return run_subcommand(argv)
        return _compile(argv)
    except PycuccError as e:
        render(e.diagnostics)
        return e.exit_code
    except (KeyboardInterrupt, Exception) as e:  # noqa: BLE001 - the last line of defence against a bare traceback
        return last_defence("pycucc", e)


def remove(path: Optional[str]) -> Optional[str]:
    """Delete a stale output; the reason when it cannot be deleted (it is then still there)."""
    if path and path != "-":
        try:
            os.unlink(path)
        except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
            pass
        except OSError as e:
            return e.strerror or str(e)
    return None


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def _check_outputs(planned: Sequence[str], inputs: Sequence[str]) -> None:
    """Before anything is built or removed: no output may be a folder, and none may be an input (by identity:
    the same path, a link to it, a hard link), or a failed build would delete the user's source."""
    for out in planned:
        if os.path.isdir(out):
            raise PycuccError(error(codes.OUTPUT_IS_DIRECTORY, f"output '{out}' is a directory"))
        for src in inputs:
            if _same_file(out, src):
                raise PycuccError(error(codes.OUTPUT_IS_INPUT, f"the output '{out}' is the input '{src}'; refusing "
                                        "to overwrite it", hint="name another output with -o"), exit_code=2)


def _stale_outputs_removed(planned: Sequence[str]) -> None:
    """A failed build leaves no older output behind that a build system would take as fresh."""
    stuck = [(p, why) for p in planned for why in [remove(p)] if why]
    if stuck:
        render([error(codes.CANNOT_WRITE_OUTPUT, f"cannot remove the stale output '{p}': {why}",
                      hint="remove it by hand: it is not the result of this build") for p, why in stuck])


_VERBOSE = frozenset(("-v", "--verbose", "-dryrun", "--dryrun"))


def _preamble(tc, cov: int) -> None:
    # nvcc -v starts with its environment (`#$ TOP=...`); CMake reads it to find the "toolkit".
    for line in verbose_preamble(tc, cov):
        err("#$ " + line[0])


def _compile(argv: List[str]) -> int:
    if "--version" in argv or "-V" in argv:
        sys.stdout.write(version_text())
        return 0
    try:
        inv = parse_compile_args(argv)
    except UsageError as e:
        if _VERBOSE.intersection(argv):
            # CMake finds the "toolkit" from `nvcc -v __cmake_determine_cuda`, an input nvcc refuses after the preamble
            tc = toolchain()
            _preamble(tc, tc.default_code_object_version)
        err(f"pycucc: error: {e}")
        return 2
    tc = toolchain()
    inv.options = with_defaults(inv.options, tc)
    opts = inv.options
    if opts.verbose or opts.dryrun:
        _preamble(tc, opts.code_object_version)
        render(code_object_notes(opts.targets, opts.code_object_version))  # versions pycucc chose itself
    if inv.mode in ("genco", "hip"):
        return _compile_device(inv)
    windows = os.name == "nt"

    def show(cmd):
        if opts.verbose or opts.dryrun:
            err("#$ " + quote(cmd, windows))
    if opts.verbose or opts.dryrun:
        for t in opts.targets:
            # CMake takes the default CUDA architectures from "-arch compute_NN" in nvcc -v's output.
            err(f"#$ pycucc-target {t.id} -arch compute_{t.cuda_arch // 10} (__CUDA_ARCH__={t.cuda_arch})")
    planned = _planned_outputs(inv)
    _check_outputs(planned, inv.inputs)
    from .host import build as build_program  # the nvcc modes' machinery (link, -dlink...) only when one runs
    try:
        result = build_program(inv, show)
        render(result.diagnostics)
        if opts.dryrun:
            return 0
        for path, data in result.files.items():
            executable = inv.mode in ("link", "shared") and path not in (inv.deps_file,) and \
                not path.endswith(".d")
            write_output(path, data, executable)
    except BaseException:
        if not opts.dryrun:
            _stale_outputs_removed(planned)
        raise
    if result.stdout:
        sys.stdout.flush()
        sys.stdout.buffer.write(source_bytes(result.stdout))
    return 0


def _planned_outputs(inv) -> List[str]:
    """What a failed build must not leave behind (an older file a build system would take as fresh)."""
    windows = os.name == "nt"
    o = inv.options
    if inv.mode == "compile":
        outs = [o.output] if o.output else [object_name(p, windows, inv.odir) for p in inv.inputs
                                            if input_kind(p, inv.lang) != "link"]
    elif inv.mode in ("deps", "preprocess"):
        outs = [o.output] if o.output and o.output != "-" else []
    else:
        outs = [o.output or default_output(inv.mode, inv.inputs, windows)]
    if inv.deps_file:
        outs.append(inv.deps_file)
    return [p for p in outs if p]


def write_output(path: str, data: bytes, executable: bool = False) -> None:
    """All of it or nothing, with the permissions any compiler's outputs get (0666/0777 less the umask)."""
    try:
        atomic_write(path, data, mode=(0o777 if executable else 0o666) & ~current_umask(), make_dirs=False)
    except OSError as e:
        raise PycuccError(error(codes.CANNOT_WRITE_OUTPUT, f"cannot write '{path}': {e.strerror or e}",
                                hint="check that the folder exists and is writable"))


def _compile_device(inv) -> int:
    """The device code object path: `pycucc kernel.cu -o kernel.hsaco` (and --emit hip)."""
    opts = inv.options
    for w in inv.warnings:
        err(f"pycucc: warning: {w}")
    src = inv.inputs[0]
    out = opts.output
    if out is None:
        stem = os.path.splitext(os.path.basename(src))[0]
        out = stem + (".hip" if opts.emit == "hip" else ".hsaco")
    planned = [out] if out != "-" else []
    _check_outputs(planned, [src])

    def show(cmd):
        if opts.verbose or opts.dryrun:
            err("#$ " + quote(cmd))
    try:
        result = build_unit(src, opts, "hip" if opts.emit == "hip" else "hsaco", on_command=show,
                            kind="ptx" if input_kind(src, inv.lang) == "ptx" else "cu")
        render(result.diagnostics)
        if opts.dryrun:
            return 0
        data = source_bytes(result.product) if isinstance(result.product, str) else result.product
        if planned:
            write_output(out, data)
    except BaseException:
        if not opts.dryrun:
            _stale_outputs_removed(planned)
        raise
    if out == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
    return 0
