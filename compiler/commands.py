"""The subcommands (`pycucc inspect|translate|explain|rules|doctor|toolkit`): one Click app, built at import; cli.run
imports this module only for a subcommand, so a compile never pays for Click. Each command imports the heavy
parts it needs (jinja2 reports, the doctor's probe builds) when it runs."""
from __future__ import annotations

import os
import shutil
import sys
import tempfile
import textwrap
from .records import replace
from pathlib import Path
from typing import List

import click

from . import codes
from .cache import atomic_write, current_umask
from .console import err, render
from .diagnostics import PycuccError, error
from .hipify import CLANG_OPTIONS, HipifyUsage
from .sources import source_bytes


def run_subcommand(argv: List[str]) -> int:
    # hipify-clang takes clang arguments after `--`; Click would take them as more inputs.
    if argv[0] == "translate" and "--" in argv:
        k = argv.index("--")
        argv, extra = argv[:k], argv[k + 1:]
    else:
        extra = []
    if argv[0] == "translate":
        argv = [argv[0]] + hipify_spellings(argv[1:])
    try:
        rc = app.main(args=argv, prog_name="pycucc", standalone_mode=False, obj={"clang_args": extra})
    except click.exceptions.UsageError as e:
        err(f"pycucc {argv[0]}: error: {e.format_message()}")
        return 2
    except click.exceptions.Abort:
        return 130
    except HipifyUsage as e:
        render([error(codes.HIPIFY_USAGE, str(e))])
        return 2
    return rc if isinstance(rc, int) else 0


# hipify-clang's long options that `pycucc translate` takes as they are (LLVM also reads them with one dash)
_TRANSLATE_HIPIFY = [o for o in CLANG_OPTIONS if o.name not in ("o", "o-dir", "I", "D", "U", "help", "help-hidden",
                                                                   "help-list", "p", "v", "inplace")]
_LONG = {o.name for o in _TRANSLATE_HIPIFY} | {"o-dir", "inplace", "in-place", "check", "jobs", "report-json",
                                                "report-html", "no-host-warp-size", "std", "help"}


def hipify_spellings(args: List[str]) -> List[str]:
    """LLVM's spellings of the options, as hipify-clang accepts them, in Click's: `-amap` is `--amap`,
    `-o-dir=D` is `--o-dir=D`, `--help-hidden` is `--help`, `-p=DIR` is `-p DIR`."""
    out = []
    for a in args:
        if a.startswith("-") and not a.startswith("--"):
            name = a[1:].split("=", 1)[0]
            if len(name) > 1 and name in _LONG:
                a = "-" + a
            elif name == "p" and a.startswith("-p="):
                out += ["-p", a[3:]]
                continue
        if a in ("--help-hidden", "--help-list"):
            a = "--help"
        out.append(a)
    return out


@click.group()
def app():
    """pycucc's tools."""


@app.command(help="Show the kernels of a code object or offload bundle: arguments, registers, LDS, wave size.")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="machine-readable output")
def inspect(file, as_json):
    from pycucc.runtime.codeobj import CodeObjectError, read_code_object
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


def _hipify_options(f):
    """hipify-clang's options on `pycucc translate` (their meaning: compiler/hipify.py, README)."""
    for o in reversed(_TRANSLATE_HIPIFY):
        decl = [f"--{o.name}", o.key]
        if o.kind == "flag":
            f = click.option(*decl, is_flag=True, help=o.help)(f)
        elif o.kind == "list":
            f = click.option(*decl, multiple=True, metavar="VALUE", help=o.help)(f)
        else:
            f = click.option(*decl, metavar="VALUE", help=o.help)(f)
    return f


@app.command(help="Translate CUDA sources to HIP source: one file (to stdout or -o), several (--o-dir), or a "
                  "whole tree (DIR -o OUTDIR; file names are kept, non-CUDA files are copied). hipify-clang's "
                  "options are accepted with their meaning (also with one dash); clang arguments may follow `--`.")
@click.argument("inputs", nargs=-1, type=click.Path())
@click.option("-o", "output", metavar="OUT", help="output file, or output folder for a tree")
@click.option("--o-dir", "out_dir", metavar="DIR", help="output folder (files keep their names)")
@click.option("--in-place", is_flag=True, help="overwrite the inputs with their translation (no backup)")
@click.option("--inplace", "inplace_backup", is_flag=True,
              help="hipify-clang's: overwrite the inputs, saving each as FILE.prehip first (--no-backup: not)")
@click.option("--check", is_flag=True, help="write nothing; exit 1 if translation would change a file")
@click.option("-j", "--jobs", type=click.IntRange(0), default=0, help="parallel files (default: one per core)")
@click.option("--report-json", metavar="FILE", help="write the porting report as JSON")
@click.option("--report-html", metavar="FILE", help="write the porting report as HTML")
@click.option("--no-host-warp-size", is_flag=True, help="leave host-side warpSize as is")
@click.option("-I", "include", multiple=True, metavar="DIR", help="include folder for the parse")
@click.option("-D", "define", multiple=True, metavar="NAME[=VAL]", help="macro for the parse")
@click.option("-U", "undefine", multiple=True, metavar="NAME", help="undefine a macro for the parse")
@click.option("--std", default=None, metavar="STD", help="C++ standard for the parse (default c++17)")
@click.option("-p", "build_path", metavar="DIR", help="build folder with compile_commands.json (or the file): "
                                                      "each file is parsed with its own flags")
@click.option("-v", "--verbose", is_flag=True, help="show the parse's arguments")
@_hipify_options
@click.pass_obj
def translate(obj, inputs, output, out_dir, in_place, inplace_backup, check, jobs, report_json, report_html,
              no_host_warp_size, std, verbose, **opts):
    from . import hipify, porting, report
    if opts["version"] or opts["versions"]:
        sys.stdout.write(hipify.version_text("pycucc translate", full=opts["versions"]))
        return 0
    generators = [g for g in ("md", "csv", "perl", "python") if opts.get(g)]
    for g in generators:
        render([hipify_note(f"--{g}: pycucc generates no HIPIFY documentation or scripts (`pycucc rules doc` writes "
                            "its coverage tables; `python -m pycucc.hipify perl` is its hipify-perl); nothing was "
                            "written")])
    if not inputs and generators:
        return 0
    # LLVM-style `-o=FILE` / `--o-dir=DIR`, as hipify-clang is called in scripts
    output = output[1:] if output and output.startswith("=") else output
    build_path = opts.pop("build_path", None) or None
    plan = hipify.translate_settings(dict(opts, build_path=build_path), (obj or {}).get("clang_args", ()),
                                     list(inputs), "pycucc translate", search_database=False)
    settings = replace(plan.settings, std=(std or plan.settings.std).replace("gnu++", "c++"),
                       host_warp_size=not no_host_warp_size)
    per_file = {os.path.realpath(k): replace(v, host_warp_size=not no_host_warp_size)
                for k, v in plan.per_file.items()}
    if verbose:
        from .frontend import parse_args
        err("pycucc translate: parse: " + " ".join(parse_args(settings.include_dirs, settings.defines,
                                                               settings.undefines, settings.std,
                                                               settings.resource_dir)))
    write = not (opts["no_output"] or opts["examine"])
    if inplace_backup:
        in_place = True
    render(plan.notes)
    bar = _Progress() if sys.stderr.isatty() else None
    sources = {}
    if opts["save_temps"]:
        sources = hipify._read_all([p for p in inputs if os.path.isfile(p)])
    try:
        if inplace_backup and not opts["no_backup"] and write:
            render([d for d in (hipify._backup(p) for p in inputs if os.path.isfile(p)) if d])
        rep = porting.run(list(inputs), settings, output=output, out_dir=out_dir, in_place=in_place,
                          check=check or not write, jobs=jobs, on_progress=bar, per_file=per_file)
    except porting.UsageError as e:
        err(f"pycucc translate: error: {e}")
        return 2
    finally:
        if bar is not None:
            bar.close()
    for f in rep.files:
        render(f.diagnostics)
    if rep.stdout_text is not None and write and not check:
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
    files = [p for p in inputs if os.path.isfile(p)] or list(inputs)
    outputs = {f.path: f.output for f in rep.files if f.output}
    extra = hipify.after_translation(rep, dict(opts, o_dir=out_dir), files, sources, outputs,
                                     out=sys.stderr) if files else []
    render(extra)
    if check:
        for f in rep.changed:
            sys.stdout.write(f"would change: {f.path}\n")
        return 1 if rep.changed or rep.failed else 0
    return 1 if rep.failed or any(d.is_error for d in extra) else 0


def hipify_note(message: str):
    from .diagnostics import note
    return note(codes.HIPIFY_OPTION_NOTE, message)


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
