"""Command line. The only module that prints.

`pycucc FILE.cu [flags]` compiles the nvcc way; `pycucc <subcommand> ...` runs a tool (inspect, ...).
Exit status: 0 ok, 1 errors in the input or the build, 2 usage, 3 internal error (never a bare traceback).
"""
from __future__ import annotations

import os
import shlex
import sys
from typing import List, Optional, Sequence

from pycucc import __version__

USAGE = """\
usage: pycucc FILE.cu [-o OUT] [--offload-arch=gfx1100,gfx1030] [options]
       pycucc inspect CODE_OBJECT [--json]

Compile CUDA for AMD GPUs. Without -o the output is FILE.hsaco next to the current directory.

options:
  -o FILE                     output file (.hsaco: a code object, or a bundle for several targets)
  --offload-arch=T[,T...]     AMD targets (gfx1030, gfx1100, gfx1101, gfx1102, gfx1150, gfx1151, gfx1200,
                              gfx1201, gfx90a, gfx942) or nvcc's sm_XX (mapped; PYCUCC_SM_MAP overrides);
                              also -arch / --gpu-architecture. Default: gfx1030,gfx1100 or $PYCUCC_OFFLOAD_ARCH
  --emit hip|hsaco            stop after translation (HIP source) or build the code object (default)
  -I DIR, -D NAME[=VAL], -U NAME, -O0..-O3, -std=c++17, -g
  --code-object-version 4|5   5 (default) for ROCm >= 6 and the Windows HIP SDK; 4 for Debian's HIP 5.2 runtime
  --keep, --dump-dir DIR      keep every intermediate (HIP source, per-target code objects)
  -v, --dryrun                print the commands (and with --dryrun run none of them)
  --no-cache                  rebuild even when the cache has the result
  -j N                        parallel device compiles (default: one per core)
  --version, --help
"""

SUBCOMMANDS = ("inspect",)


def _err(msg: str) -> None:
    sys.stderr.write(msg.rstrip("\n") + "\n")


def _render(diags) -> None:
    for d in diags:
        _err(d.render())


def main(argv: Optional[Sequence[str]] = None) -> None:
    sys.exit(run(list(sys.argv[1:] if argv is None else argv)))


def run(argv: List[str]) -> int:
    from pycucc.diagnostics import PycuccError
    try:
        if not argv or argv[0] in ("-h", "--help", "help"):
            sys.stdout.write(USAGE)
            return 0 if argv else 2
        if argv[0] in ("--version", "-V"):
            sys.stdout.write(f"pycucc {__version__}\n")
            return 0
        if argv[0] in SUBCOMMANDS:
            return _subcommand(argv)
        return _compile(argv)
    except PycuccError as e:
        _render(e.diagnostics)
        return e.exit_code
    except KeyboardInterrupt:
        _err("pycucc: interrupted")
        return 130
    except BrokenPipeError:
        return 1
    except Exception as e:  # noqa: BLE001 - the last line of defence against a bare traceback
        if os.environ.get("PYCUCC_TRACEBACK"):
            raise
        _err(f"pycucc: internal error: {type(e).__name__}: {e}\n"
             "note: this is a bug in pycucc; rerun with PYCUCC_TRACEBACK=1 and report the traceback")
        return 3


def _remove(path: Optional[str]) -> None:
    if path and path != "-":
        try:
            os.unlink(path)
        except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
            pass


def _compile(argv: List[str]) -> int:
    from pycucc.cache import atomic_write
    from pycucc.diagnostics import PycuccError, error
    from pycucc.driver import UsageError, parse_compile_args
    try:
        inv = parse_compile_args(argv)
    except UsageError as e:
        _err(f"pycucc: error: {e}")
        return 2
    opts = inv.options
    if len(inv.inputs) != 1:
        _err("pycucc: error: one input file per invocation (multi-file programs come with the nvcc driver)")
        return 2
    src = inv.inputs[0]
    out = opts.output
    if out is None:
        stem = os.path.splitext(os.path.basename(src))[0]
        out = stem + (".hip" if opts.emit == "hip" else ".hsaco")
    if os.path.isdir(out):
        raise PycuccError(error("PCC0004", f"output '{out}' is a directory"))
    # A failed build must not leave an older output behind that a build system would take as fresh.
    if not opts.dryrun:
        _remove(out)

    def show(cmd):
        if opts.verbose or opts.dryrun:
            _err("#$ " + " ".join(shlex.quote(c) for c in cmd))

    if opts.emit == "hip":
        from pycucc.pipeline import make_hip, read_source
        text = read_source(src)
        tr = make_hip(text, src, opts)
        _render(tr.diagnostics)
        if any(d.is_error for d in tr.diagnostics):
            return 1
        data = tr.text.encode("utf-8")
    else:
        from pycucc.pipeline import compile_file
        result = compile_file(src, opts, on_command=show)
        _render(result.diagnostics)
        if opts.dryrun:
            return 0
        data = result.data
    if out == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return 0
    try:
        atomic_write(out, data, make_dirs=False)
    except OSError as e:
        raise PycuccError(error("PCC0005", f"cannot write '{out}': {e.strerror or e}",
                                hint="check that the folder exists and is writable"))
    return 0


def _subcommand(argv: List[str]) -> int:
    import click

    @click.group()
    def cli():
        pass

    @cli.command(help="Show the kernels of a code object or offload bundle: arguments, registers, LDS, wave size.")
    @click.argument("file", type=click.Path(dir_okay=False))
    @click.option("--json", "as_json", is_flag=True, help="machine-readable output")
    def inspect(file, as_json):
        from pycucc.diagnostics import PycuccError, error
        from pycucc.inspect import render_json, render_text
        from pycucc.runtime.codeobj import CodeObjectError, read_code_object
        try:
            with open(file, "rb") as f:
                data = f.read()
        except OSError as e:
            raise PycuccError(error("PCC0001", f"cannot read '{file}': {e.strerror}"))
        try:
            info = read_code_object(data)
        except (CodeObjectError, ValueError) as e:
            raise PycuccError(error("PCC0401", f"'{file}' is not an AMD code object or offload bundle: {e}",
                                    path=file))
        sys.stdout.write(render_json(info) if as_json else render_text(info))

    try:
        cli.main(args=argv, prog_name="pycucc", standalone_mode=False)
    except click.exceptions.UsageError as e:
        _err(f"pycucc {argv[0]}: error: {e.format_message()}")
        return 2
    except click.exceptions.Abort:
        return 130
    return 0
