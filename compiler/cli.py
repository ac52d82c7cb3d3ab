"""Command line. The only module that prints.

`pycucc FILE.cu [flags]` compiles the nvcc way; `pycucc <subcommand> ...` runs a tool (inspect, ...).
Exit status: 0 ok, 1 errors in the input or the build, 2 usage, 3 internal error (never a bare traceback).
"""
from __future__ import annotations

import os
import shlex
import sys
from typing import List, Optional, Sequence


USAGE = """\
usage: pycucc [nvcc flags] FILE.cu ...            compile the nvcc way (AMD code instead of NVIDIA's)
       pycucc inspect CODE_OBJECT [--json]
       pycucc translate FILE|DIR [-o OUT] [--report-json F] [--report-html F] [--check] [hipify-clang options]
       pycucc explain PCC1001 | --list;  pycucc rules doc [--format markdown|html|json] | check [FILES...]
       pycucc doctor [--quick]         what was found (clang, lld, HIP, bitcode, runtime, GPUs) and what to fix

What is built, as nvcc decides it:
  pycucc k.cu -o k.hsaco        device code objects (also --genco/-cubin/-fatbin): one target gives an AMD ELF,
                                several a clang offload bundle that hipModuleLoadData and pycucc.runtime load
  pycucc -c a.cu [-o a.o]       a host object with the device code embedded (-dc: relocatable device code)
  pycucc a.cu b.cpp -o app      a program linked against libamdhip64 (-shared, -lib, -dlink, -E, -M as in nvcc)

common flags:
  --offload-arch=T[,T...]     AMD targets (gfx1030, gfx1100, gfx1101, gfx1102, gfx1150, gfx1151, gfx1200,
                              gfx1201, gfx90a, gfx942) or nvcc's -arch/-gencode sm_XX (mapped; PYCUCC_SM_MAP
                              overrides). Default: gfx1030,gfx1100 or $PYCUCC_OFFLOAD_ARCH
  --emit hip                  stop after translation and write the HIP source
  -I DIR, -D NAME[=VAL], -U NAME, -O0..-O3, -std=c++17, -g, -Xcompiler A,B, -Xlinker A,B, -l, -L
  --code-object-version 4|5   5 (default) for ROCm >= 6 and the Windows HIP SDK; 4 for Debian's HIP 5.2 runtime
  --keep, --dump-dir DIR      keep every intermediate (HIP source, per-target code objects)
  -v, --dryrun                print the commands (and with --dryrun run none of them)
  --no-cache                  rebuild even when the cache has the result
  -j N                        parallel compiles (default: one per core)
  --version, --help           (the full flag table, with what each does on AMD, is in the README)
"""

SUBCOMMANDS = ("inspect", "translate", "explain", "rules", "doctor")


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
            return _compile(argv)
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
    from pycucc.diagnostics import PycuccError, error
    from pycucc.driver import UsageError, parse_compile_args
    if "--version" in argv or "-V" in argv:
        from pycucc.host import version_text
        sys.stdout.write(version_text())
        return 0
    verbose = "-v" in argv or "--verbose" in argv or "--dryrun" in argv or "-dryrun" in argv
    if verbose:
        # nvcc -v starts with its environment (`#$ TOP=...`); CMake reads it to find the "toolkit".
        from pycucc.host import verbose_preamble
        from pycucc.toolchain import toolchain
        for line in verbose_preamble(toolchain()):
            _err("#$ " + line[0])
    try:
        inv = parse_compile_args(argv)
    except UsageError as e:
        _err(f"pycucc: error: {e}")
        return 2
    opts = inv.options
    if inv.mode in ("genco", "hip"):
        return _compile_device(inv)
    from pycucc.host import build, quote
    windows = os.name == "nt"

    def show(cmd):
        if opts.verbose or opts.dryrun:
            _err("#$ " + quote(cmd, windows))
    if verbose:
        for t, value in opts.cuda_arch:
            # CMake takes the default CUDA architectures from "-arch compute_NN" in nvcc -v's output.
            _err(f"#$ pycucc-target {t} -arch compute_{value // 10} (__CUDA_ARCH__={value})")
    planned = _planned_outputs(inv)
    for out in planned:
        if os.path.isdir(out):
            raise PycuccError(error("PCC0004", f"output '{out}' is a directory"))
    if not opts.dryrun:
        for out in planned:
            _remove(out)
    result = build(inv, show)
    _render(result.diagnostics)
    if opts.dryrun:
        return 0
    if result.stdout:
        sys.stdout.write(result.stdout)
    written = []
    try:
        for path, data in result.files.items():
            executable = inv.mode in ("link", "shared") and path not in (inv.deps_file,) and \
                not path.endswith(".d")
            _write(path, data, executable)
            written.append(path)
    except PycuccError:
        for p in written:
            _remove(p)
        raise
    return 0


def _planned_outputs(inv) -> List[str]:
    """What a failed build must not leave behind (an older file a build system would take as fresh)."""
    from pycucc.host import default_output, object_name
    from pycucc.driver import input_kind
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


def _write(path: str, data: bytes, executable: bool) -> None:
    from pycucc.cache import atomic_write
    from pycucc.diagnostics import PycuccError, error
    # mkstemp creates 0600 files; outputs get the permissions any compiler's outputs get (the umask's).
    umask = os.umask(0)
    os.umask(umask)
    try:
        atomic_write(path, data, mode=(0o777 if executable else 0o666) & ~umask, make_dirs=False)
    except OSError as e:
        raise PycuccError(error("PCC0005", f"cannot write '{path}': {e.strerror or e}",
                                hint="check that the folder exists and is writable"))


def _compile_device(inv) -> int:
    """The device code object path: `pycucc kernel.cu -o kernel.hsaco` (and --emit hip)."""
    from pycucc.cache import atomic_write
    from pycucc.diagnostics import PycuccError, error
    opts = inv.options
    for w in inv.warnings:
        _err(f"pycucc: warning: {w}")
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

    from pycucc.ptx import is_ptx_input
    if opts.emit == "hip" and is_ptx_input(src, inv.lang):  # PTX input (issue 14)
        from pycucc.pipeline import read_source
        from pycucc.ptx import ptx_to_hip
        hip_text, _, pdiags = ptx_to_hip(read_source(src), src)
        _render(pdiags)
        if any(d.is_error for d in pdiags):
            return 1
        data = hip_text.encode("utf-8")
    elif opts.emit == "hip":
        from pycucc.pipeline import make_hip, read_source
        text = read_source(src)
        tr = make_hip(text, src, opts)
        _render(tr.diagnostics)
        if any(d.is_error for d in tr.diagnostics):
            return 1
        data = tr.text.encode("utf-8")
    else:
        from pycucc.pipeline import compile_file
        result = compile_file(src, opts, on_command=show, lang=inv.lang)
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

    # hipify-clang takes clang arguments after `--`; click would take them as more inputs.
    extra: List[str] = []
    if argv[0] == "translate" and "--" in argv:
        k = argv.index("--")
        argv, extra = argv[:k], argv[k + 1:]

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

    @cli.command(help="Translate CUDA sources to HIP source: one file (to stdout or -o), several (--o-dir), or a "
                      "whole tree (DIR -o OUTDIR; file names are kept, non-CUDA files are copied). Options follow "
                      "hipify-clang; clang arguments may follow `--`.")
    @click.argument("inputs", nargs=-1, type=click.Path())
    @click.option("-o", "output", metavar="OUT", help="output file, or output folder for a tree")
    @click.option("--o-dir", "out_dir", metavar="DIR", help="output folder (files keep their names)")
    @click.option("--in-place", is_flag=True, help="overwrite the inputs with their translation")
    @click.option("--check", is_flag=True, help="write nothing; exit 1 if translation would change a file")
    @click.option("-j", "--jobs", type=click.IntRange(0), default=0, help="parallel files (default: one per core)")
    @click.option("--report-json", metavar="FILE", help="write the porting report as JSON")
    @click.option("--report-html", metavar="FILE", help="write the porting report as HTML")
    @click.option("--print-stats", is_flag=True, help="print conversion statistics to stderr")
    @click.option("--hip-kernel-execution-syntax", is_flag=True,
                  help="launch kernels with hipLaunchKernelGGL(...) instead of <<<...>>>")
    @click.option("--experimental", is_flag=True, help="hipify-clang compatibility (no effect: see the note)")
    @click.option("--skip-excluded-preprocessor-conditional-blocks", "skip_excluded", is_flag=True,
                  help="hipify-clang compatibility (ignored: every #if branch is translated)")
    @click.option("--no-host-warp-size", is_flag=True, help="leave host-side warpSize as is")
    @click.option("-I", "include_dirs", multiple=True, metavar="DIR", help="include folder for the parse")
    @click.option("-D", "defines", multiple=True, metavar="NAME[=VAL]", help="macro for the parse")
    @click.option("-U", "undefines", multiple=True, metavar="NAME", help="undefine a macro for the parse")
    @click.option("--std", default=None, metavar="STD", help="C++ standard for the parse (default c++17)")
    def translate(inputs, output, out_dir, in_place, check, jobs, report_json, report_html, print_stats,
                  hip_kernel_execution_syntax, experimental, skip_excluded, no_host_warp_size, include_dirs,
                  defines, undefines, std):
        from pycucc import porting, report
        from pycucc.cache import atomic_write
        # LLVM-style `-o=FILE` / `--o-dir=DIR`, as hipify-clang is called in scripts
        output = output[1:] if output and output.startswith("=") else output
        incs, defs, undefs, std2, ignored = _clang_args(extra)
        if skip_excluded:
            _err("pycucc: note: --skip-excluded-preprocessor-conditional-blocks is ignored: pycucc translates "
                 "every #if branch, so the output is right whichever way the conditions go")
        if experimental:
            _err("pycucc: note: --experimental has no effect: pycucc's rules have no experimental-only entries")
        for a in ignored:
            _err(f"pycucc: note: clang argument '{a}' after -- is ignored (only -I, -D, -U, -std are used)")
        settings = porting.Settings(
            include_dirs=tuple(include_dirs) + incs, defines=tuple(defines) + defs,
            undefines=tuple(undefines) + undefs, std=(std or std2 or "c++17").replace("gnu++", "c++"),
            launch_syntax="ggl" if hip_kernel_execution_syntax else "chevron",
            host_warp_size=not no_host_warp_size)
        bar = _ProgressBar() if sys.stderr.isatty() else None
        try:
            rep = porting.run(list(inputs), settings, output=output, out_dir=out_dir, in_place=in_place,
                              check=check, jobs=jobs, on_progress=bar)
        except porting.UsageError as e:
            _err(f"pycucc translate: error: {e}")
            return 2
        finally:
            if bar is not None:
                bar.close()
        for f in rep.files:
            _render(f.diagnostics)
        if rep.stdout_text is not None:
            sys.stdout.write(rep.stdout_text)
            sys.stdout.flush()
        for path, render in ((report_json, report.render_json), (report_html, report.render_html)):
            if path:
                try:
                    atomic_write(path, render(rep).encode("utf-8"), make_dirs=True)
                except OSError as e:
                    _err(f"pycucc translate: error: cannot write '{path}': {e.strerror or e} [PCC0005]")
                    return 1
        if print_stats:
            _err(report.render_stats(rep))
        if check:
            for f in rep.changed:
                sys.stdout.write(f"would change: {f.path}\n")
            return 1 if rep.changed or rep.failed else 0
        return 1 if rep.failed else 0

    @cli.command(help="Explain a diagnostic id (PCC1001) or name: what it means and how to fix it.")
    @click.argument("ids", nargs=-1)
    @click.option("--list", "as_list", is_flag=True, help="list every id with its name")
    def explain(ids, as_list):
        from pycucc.codes import all_codes, lookup
        if as_list or not ids:
            for c in all_codes():
                sys.stdout.write(f"{c.id}  {c.name}\n")
            return 0 if as_list else 2
        rc = 0
        for i, key in enumerate(ids):
            c = lookup(key)
            if c is None:
                _err(f"pycucc explain: error: unknown diagnostic id '{key}' (see `pycucc explain --list`)")
                rc = 1
                continue
            sys.stdout.write(("\n" if i else "") + c.render())
        return rc

    @cli.command(help="Check the set-up: clang, lld, HIP headers, device bitcode, which targets build, the HIP "
                      "runtime and GPUs; for anything missing, what fixes it. Exit 1 when code objects cannot be built.")
    @click.option("--quick", is_flag=True, help="skip the test build for every target")
    def doctor(quick):
        from pycucc.doctor import healthy, render, run_doctor
        checks = run_doctor(build_targets=not quick)
        sys.stdout.write(render(checks))
        return 0 if healthy(checks) else 1

    @cli.group(help="The translation rules: coverage tables and validation of rules files.")
    def rules():
        pass

    @rules.command("doc", help="Coverage tables (CUDA name, HIP name, HIP version, status) from the loaded rules.")
    @click.option("--format", "fmt", type=click.Choice(["markdown", "html", "json"]), default="markdown")
    @click.option("-o", "output", metavar="FILE", help="write to FILE instead of stdout")
    def rules_doc(fmt, output):
        from pycucc import report
        from pycucc.cache import atomic_write
        text = {"markdown": report.render_coverage_markdown, "html": report.render_coverage_html,
                "json": report.render_coverage_json}[fmt]()
        if output and output != "-":
            atomic_write(output, text.encode("utf-8"), make_dirs=True)
        else:
            sys.stdout.write(text)
        return 0

    @rules.command("check", help="Validate rules files (default: the ones pycucc ships); exit 1 on errors.")
    @click.argument("files", nargs=-1, type=click.Path())
    def rules_check(files):
        from pathlib import Path
        from pycucc.diagnostics import PycuccError, error
        from pycucc.rules import build_ruleset, default_rule_files
        paths = list(files) or list(default_rule_files())
        texts = []
        for p in paths:
            try:
                texts.append((p, Path(p).read_text(encoding="utf-8")))
            except (OSError, UnicodeDecodeError) as e:
                raise PycuccError(error("PCC0001", f"cannot read rules file '{p}': {getattr(e, 'strerror', e)}"))
        rs = build_ruleset(texts)  # PycuccError with every located problem
        sys.stdout.write(f"{len(rs.rules)} rules in {len(paths)} file(s): ok\n")
        return 0

    try:
        rc = cli.main(args=argv, prog_name="pycucc", standalone_mode=False)
    except click.exceptions.UsageError as e:
        _err(f"pycucc {argv[0]}: error: {e.format_message()}")
        return 2
    except click.exceptions.Abort:
        return 130
    return rc if isinstance(rc, int) else 0


def _clang_args(args: Sequence[str]):
    """-I/-D/-U/-std from clang arguments given after `--`; everything else is returned as ignored."""
    incs: List[str] = []
    defs: List[str] = []
    undefs: List[str] = []
    std = None
    ignored: List[str] = []
    it = iter(args)
    for a in it:
        for flag, dest in (("-I", incs), ("-isystem", incs), ("-iquote", incs), ("-D", defs), ("-U", undefs)):
            if a == flag:
                val = next(it, None)
                if val is not None:
                    dest.append(val)
                break
            if a.startswith(flag) and not (flag == "-I" and a.startswith(("-isystem", "-iquote"))):
                dest.append(a[len(flag):])
                break
        else:
            if a.startswith(("-std=", "--std=")):
                std = a.split("=", 1)[1]
            elif a in ("-x", "--cuda-gpu-arch", "-include"):
                ignored.append(f"{a} {next(it, '')}".strip())
            else:
                ignored.append(a)
    return tuple(incs), tuple(defs), tuple(undefs), std, ignored


class _ProgressBar:
    """A one-line progress bar on stderr, for terminals only (logs and pipes get the diagnostics alone)."""

    def __init__(self, width: int = 30):
        self.width = width
        self.shown = False

    def __call__(self, done: int, total: int, path: str) -> None:
        if total < 2:
            return
        fill = self.width * done // total
        name = path if len(path) <= 40 else "..." + path[-37:]
        sys.stderr.write(f"\r[{'#' * fill}{'.' * (self.width - fill)}] {done}/{total} {name:<40}")
        sys.stderr.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            sys.stderr.write("\r" + " " * (self.width + 55) + "\r")
            sys.stderr.flush()
