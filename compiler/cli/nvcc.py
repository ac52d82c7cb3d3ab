"""`pycucc FILE.cu [nvcc flags]`: a compile the nvcc way, from its command line to the files it writes (cli/__init__.py
dispatches here; nothing else runs the build's machinery from a command line)."""
from __future__ import annotations

import os
import sys
from typing import List, Optional, Sequence

from .. import codes, memo
from ..build import build as build_unit
from ..cache import cache_notes
from ..console import err, render
from ..diagnostics import PycuccError, error
from ..options import with_defaults
from ..sources import require_working_folder, source_bytes
from ..targets import code_object_notes, mapped_sm_numbers
from ..nvcc_flags import options_files_read
from ..toolchain import toolchain
from ..toolkit import verbose_preamble
from ..writing import remove_stale, write_output as write_file
from .invocation import UsageError, default_output, input_kind, object_name, parse_compile_args, quote, version_text


def remove(path: Optional[str]) -> Optional[str]:
    """Delete a stale output (a regular file: never a device such as /dev/null, a FIFO or a link); the reason when
    it is there and cannot be deleted."""
    return remove_stale(path) if path and path != "-" else None


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


_LIST_GPUS = {"--list-gpu-code": "sm_", "-code-ls": "sm_", "--list-gpu-arch": "compute_", "-arch-ls": "compute_"}


def compile_command(argv: List[str]) -> int:
    if "--version" in argv or "-V" in argv:
        sys.stdout.write(version_text())
        return 0
    listed = [_LIST_GPUS[a] for a in argv if a in _LIST_GPUS]
    if listed:
        # nvcc's lists of the real (sm_) and virtual (compute_) architectures it builds for, one a line, lowest
        # first: build scripts read them to pick CMAKE_CUDA_ARCHITECTURES; here the ones pycucc maps to AMD targets.
        sys.stdout.write("".join(f"{prefix}{n}\n" for prefix in dict.fromkeys(listed) for n in mapped_sm_numbers()))
        return 0
    require_working_folder()
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
        return _compile_device(inv, argv)
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
    from .nvcc_modes import build as build_program  # the nvcc modes' machinery (link, -dlink...) only when one runs
    link_memo = inv.mode in ("link", "shared") and _memorable_link(inv, argv)
    try:
        result = build_program(inv, show, link_memo)
        if opts.verbose:
            for built in result.built:
                _say_cache(built.cache_state)
        render(result.diagnostics)
        if opts.dryrun:
            return 0
        for path, data in result.files.items():
            write_output(path, data, inv.mode in ("link", "shared"))
        for path, text in result.depfiles.items():
            write_output(path, text.encode("utf-8", "surrogateescape"))
        if inv.mode == "compile" and len(result.built) == 1 and len(result.files) == 1 and not result.stdout \
                and _memorable(inv, argv, result.diagnostics, result.built[0].key):
            (path, data), = result.files.items()
            memo.remember(argv, inv.inputs[0], result.built[0].key, data, result.built[0].dependencies, tc,
                           [path], list(result.depfiles.items()), options_files_read)
        if link_memo and result.link_facts and len(result.files) == 1 and not result.depfiles \
                and not result.diagnostics and not cache_notes():
            (path, data), = result.files.items()
            memo.remember_link(argv, result.link_facts, data, tc, [path], options_files_read)
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
    """All of it or nothing, with the permissions any compiler's outputs get (0666/0777 less the umask); a device,
    FIFO or link (`-o /dev/null`) is written in place (writing.write_output)."""
    try:
        write_file(path, data, mode=0o777 if executable else 0o666)
    except OSError as e:
        raise PycuccError(error(codes.CANNOT_WRITE_OUTPUT, f"cannot write '{path}': {e.strerror or e}",
                                hint="check that the folder exists and is writable"))


def _say_cache(state: str) -> None:
    if state:
        err("#$ pycucc-cache " + state)


def _memorable(inv, argv: List[str], diagnostics, key: str) -> bool:
    """Whether a build that just succeeded may be answered from the command memo next time (quick.py): it used
    the cache, said nothing (a replay says nothing either) and read its one input from a file."""
    opts = inv.options
    return bool(key) and opts.caching and not opts.verbose and not inv.warnings and not diagnostics \
        and len(inv.inputs) == 1 and inv.inputs[0] != "-" and os.path.isfile(inv.inputs[0]) and not cache_notes() \
        and not _asks_for_native(argv)


def _memorable_link(inv, argv: List[str]) -> bool:
    """Whether a link may be answered from the command memo next time: of objects only (no source to build),
    caching, quiet, keeping no intermediates, on a POSIX system (the replay asks the driver with posix_spawn)."""
    opts = inv.options
    return opts.caching and not opts.verbose and not opts.dryrun and not inv.warnings and not opts.dump_dir \
        and not inv.deps_with_compile and os.name == "posix" and bool(inv.inputs) \
        and all(input_kind(p, inv.lang) == "link" for p in inv.inputs) and not _asks_for_native(argv)


def _asks_for_native(argv: List[str]) -> bool:
    """`native` targets are the GPUs found when the command line is read: a replay, which does not read it, would
    not look again (in the flags, PYCUCC_OFFLOAD_ARCH, NVCC_PREPEND/APPEND_FLAGS or an options file)."""
    texts = [*argv, *(os.environ.get(v, "") for v in ("PYCUCC_OFFLOAD_ARCH", "NVCC_PREPEND_FLAGS", "NVCC_APPEND_FLAGS"))]
    for path in options_files_read:
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                texts.append(f.read())
        except OSError:
            return True
    return any("native" in t for t in texts)


def _compile_device(inv, argv: List[str]) -> int:
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
        if opts.verbose:
            _say_cache(result.cache_state)
        render(result.diagnostics)
        if opts.dryrun:
            return 0
        data = source_bytes(result.product) if isinstance(result.product, str) else result.product
        if planned:
            write_output(out, data)
            if isinstance(result.product, bytes) and _memorable(inv, argv, result.diagnostics, result.key):
                memo.remember(argv, src, result.key, data, result.dependencies, toolchain(), [out], [],
                               options_files_read)
    except BaseException:
        if not opts.dryrun:
            _stale_outputs_removed(planned)
        raise
    if out == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
    return 0
