"""The subcommands (`pycucc inspect|translate|explain|rules|doctor|toolkit`): one Click app, built at import; cli.run
imports this module only for a subcommand, so a compile never pays for Click. Each command imports the heavy
parts it needs (jinja2 reports, the doctor's probe builds) when it runs."""
from __future__ import annotations

import os
import shutil
import sys
import tempfile
import textwrap
from pathlib import Path
from typing import List, Optional, Sequence, Tuple

import click

from pycucc.runtime.codeobj import CodeObjectError, read_code_object

from . import codes
from .cache import atomic_write, current_umask
from .console import err, render
from .diagnostics import PycuccError, error
from .sources import source_bytes
from .translate import TranslateOptions
from .nvcc_flags import UsageError as NvccUsageError, parse as parse_nvcc


def run_subcommand(argv: List[str]) -> int:
    # hipify-clang takes clang arguments after `--`; Click would take them as more inputs.
    if argv[0] == "translate" and "--" in argv:
        k = argv.index("--")
        argv, extra = argv[:k], argv[k + 1:]
    else:
        extra = []
    try:
        rc = app.main(args=argv, prog_name="pycucc", standalone_mode=False, obj={"clang_args": extra})
    except click.exceptions.UsageError as e:
        err(f"pycucc {argv[0]}: error: {e.format_message()}")
        return 2
    except click.exceptions.Abort:
        return 130
    return rc if isinstance(rc, int) else 0


@click.group()
def app():
    """pycucc's tools."""


@app.command(help="Show the kernels of a code object or offload bundle: arguments, registers, LDS, wave size.")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="machine-readable output")
def inspect(file, as_json):
    from .inspection import render_json, render_text
    try:
        with open(file, "rb") as f:
            data = f.read()
    except OSError as e:
        raise PycuccError(error(codes.CANNOT_READ_INPUT, f"cannot read '{file}': {e.strerror}"))
    try:
        info = read_code_object(data)
    except (CodeObjectError, ValueError) as e:
        raise PycuccError(error(codes.NOT_A_CODE_OBJECT, f"'{file}' is not an AMD code object or offload bundle: "
                                f"{e}", path=file))
    sys.stdout.write(render_json(info) if as_json else render_text(info))


def clang_args(args: Sequence[str]) -> Tuple[Tuple[str, ...], Tuple[str, ...], Tuple[str, ...], Optional[str],
                                               List[str]]:
    """-I/-D/-U/-std from clang arguments given after `--`, read with the nvcc flag scanner (the same spellings);
    everything else is returned as ignored."""
    try:
        cmd = parse_nvcc(["-forward-unknown-to-host-compiler", *args], env={})
    except NvccUsageError as e:
        raise click.UsageError(f"clang arguments after --: {e}")
    used = {"include", "isystem", "define", "undefine", "std", "forward_unknown"}
    ignored = list(cmd.unknown_forwarded) + list(cmd.inputs)
    ignored += [f"{dest} {v}" for dest, values in cmd.values.items() if dest not in used for v in values]
    return (tuple(cmd.all("include") + cmd.all("isystem")), tuple(cmd.all("define")), tuple(cmd.all("undefine")),
            cmd.last("std"), ignored)


@app.command(help="Translate CUDA sources to HIP source: one file (to stdout or -o), several (--o-dir), or a "
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
@click.pass_obj
def translate(obj, inputs, output, out_dir, in_place, check, jobs, report_json, report_html, print_stats,
              hip_kernel_execution_syntax, experimental, skip_excluded, no_host_warp_size, include_dirs, defines,
              undefines, std):
    from . import porting, report
    # LLVM-style `-o=FILE` / `--o-dir=DIR`, as hipify-clang is called in scripts
    output = output[1:] if output and output.startswith("=") else output
    incs, defs, undefs, std2, ignored = clang_args((obj or {}).get("clang_args", ()))
    if skip_excluded:
        err("pycucc: note: --skip-excluded-preprocessor-conditional-blocks is ignored: pycucc translates every #if "
            "branch, so the output is right whichever way the conditions go")
    if experimental:
        err("pycucc: note: --experimental has no effect: pycucc's rules have no experimental-only entries")
    for a in ignored:
        err(f"pycucc: note: clang argument '{a}' after -- is ignored (only -I, -D, -U, -std are used)")
    settings = TranslateOptions(
        include_dirs=tuple(include_dirs) + incs, defines=tuple(defines) + defs,
        undefines=tuple(undefines) + undefs, std=(std or std2 or "c++17").replace("gnu++", "c++"),
        launch_syntax="ggl" if hip_kernel_execution_syntax else "chevron", host_warp_size=not no_host_warp_size)
    bar = _Progress() if sys.stderr.isatty() else None
    try:
        rep = porting.run(list(inputs), settings, output=output, out_dir=out_dir, in_place=in_place, check=check,
                          jobs=jobs, on_progress=bar)
    except porting.UsageError as e:
        err(f"pycucc translate: error: {e}")
        return 2
    finally:
        if bar is not None:
            bar.close()
    for f in rep.files:
        render(f.diagnostics)
    if rep.stdout_text is not None:
        sys.stdout.flush()
        sys.stdout.buffer.write(source_bytes(rep.stdout_text))
        sys.stdout.flush()
    for path, make in ((report_json, report.render_json), (report_html, report.render_html)):
        if path:
            try:
                atomic_write(path, make(rep).encode("utf-8"), make_dirs=True)
            except OSError as e:
                render([error(codes.CANNOT_WRITE_OUTPUT, f"cannot write '{path}': {e.strerror or e}")])
                return 1
    if print_stats:
        err(report.render_stats(rep))
    if check:
        for f in rep.changed:
            sys.stdout.write(f"would change: {f.path}\n")
        return 1 if rep.changed or rep.failed else 0
    return 1 if rep.failed else 0


class _Progress:
    """click's progress bar on stderr, made at the first report (the total is known only then)."""

    def __init__(self):
        self.bar = None

    def __call__(self, done: int, total: int, path: str) -> None:
        if total < 2:
            return
        if self.bar is None:
            self.bar = click.progressbar(length=total, file=sys.stderr, show_pos=True,
                                         item_show_func=lambda p: p and (p if len(p) <= 40 else "..." + p[-37:]))
            self.bar.__enter__()
        self.bar.current_item = path
        self.bar.update(done - self.bar.pos)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.__exit__(None, None, None)


def explanation(c: codes.Code) -> str:
    return (f"{c.id} ({c.name})\n\n{textwrap.fill(c.explanation, 100)}\n\n"
            f"{textwrap.fill(c.fix, 100, initial_indent='Fix: ')}\n")


@app.command(help=f"Explain a diagnostic id ({codes.UNKNOWN_CUDA_NAME}) or name: what it means and how to fix it.")
@click.argument("ids", nargs=-1)
@click.option("--list", "as_list", is_flag=True, help="list every id with its name")
def explain(ids, as_list):
    if as_list or not ids:
        for c in codes.all_codes():
            sys.stdout.write(f"{c.id}  {c.name}\n")
        return 0 if as_list else 2
    rc = 0
    for i, key in enumerate(ids):
        c = codes.lookup(key)
        if c is None:
            err(f"pycucc explain: error: unknown diagnostic id '{key}' (see `pycucc explain --list`)")
            rc = 1
            continue
        sys.stdout.write(("\n" if i else "") + explanation(c))
    return rc


@app.command(help="Check the set-up: clang, lld, HIP headers, device bitcode, which targets build, the HIP runtime "
                  "and GPUs; for anything missing, what fixes it. Exit 1 when code objects cannot be built.")
@click.option("--quick", is_flag=True, help="skip the test build for every target")
def doctor(quick):
    from .doctor import healthy, render as render_checks, run_doctor
    checks = run_doctor(build_targets=not quick)
    sys.stdout.write(render_checks(checks))
    return 0 if healthy(checks) else 1


@app.command(help="Write a CUDA toolkit folder at DIR (bin/nvcc, include/ with the CUDA headers for host compilers, "
                  "lib64/ with libcudart and the CUDA libraries as HIP's, version.json), for CUDA_HOME/CUDA_PATH/"
                  "CUDAToolkit_ROOT. A folder pycucc wrote earlier is replaced.")
@click.argument("folder", metavar="DIR", type=click.Path(file_okay=False))
def toolkit(folder):
    from .toolchain import toolchain
    from .toolkit import make_toolkit, toolkit_marker
    folder = os.path.abspath(folder)
    if os.path.lexists(folder) and not (os.path.isdir(folder) and (not os.listdir(folder) or
                                                                   os.path.isfile(toolkit_marker(folder)))):
        raise PycuccError(error(codes.TOOLKIT_FOLDER_TAKEN, f"'{folder}' exists and is not a toolkit folder pycucc "
                                "wrote", hint="name a new or empty folder"))
    tc = toolchain()
    parent = os.path.dirname(folder)
    try:
        os.makedirs(parent, exist_ok=True)
        fresh = tempfile.mkdtemp(prefix=".pycucc-toolkit-", dir=parent)
    except OSError as e:
        raise PycuccError(error(codes.CANNOT_WRITE_OUTPUT, f"cannot write into '{parent}': {e.strerror or e}"))
    try:
        counts = make_toolkit(fresh, tc)
        os.chmod(fresh, 0o777 & ~current_umask())
        old = None
        if os.path.isdir(folder):
            old = fresh + ".old"
            os.rename(folder, old)
        os.rename(fresh, folder)
        if old:
            shutil.rmtree(old, ignore_errors=True)
    except OSError as e:
        shutil.rmtree(fresh, ignore_errors=True)
        raise PycuccError(error(codes.CANNOT_WRITE_OUTPUT, f"cannot write the toolkit at '{folder}': "
                                f"{e.strerror or e}"))
    sys.stdout.write(f"pycucc: CUDA toolkit at {folder} ({counts['include']} headers, {counts['lib64']} libraries, "
                     f"nvcc)\n  export CUDA_HOME={folder} CUDA_PATH={folder} PATH={folder}/bin:$PATH\n"
                     f"  cmake -DCUDAToolkit_ROOT={folder} -DCMAKE_CUDA_COMPILER={folder}/bin/nvcc ...\n")
    return 0


@app.group(help="The translation rules: coverage tables and validation of rules files.")
def rules():
    pass


@rules.command("doc", help="Coverage tables (CUDA name, HIP name, HIP version, status) from the loaded rules.")
@click.option("--format", "fmt", type=click.Choice(["markdown", "html", "json"]), default="markdown")
@click.option("-o", "output", metavar="FILE", help="write to FILE instead of stdout")
def rules_doc(fmt, output):
    from . import report
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
    from .rules import build_ruleset, default_rule_files
    paths = list(files) or list(default_rule_files())
    texts = []
    for p in paths:
        try:
            texts.append((p, Path(p).read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError) as e:
            raise PycuccError(error(codes.CANNOT_READ_INPUT, f"cannot read rules file '{p}': "
                                    f"{getattr(e, 'strerror', e)}"))
    rs = build_ruleset(texts)  # PycuccError with every located problem
    sys.stdout.write(f"{len(rs.rules)} rules in {len(paths)} file(s): ok\n")
    return 0
