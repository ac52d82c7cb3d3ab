"""The subcommands (`pycucc inspect|explain|rules|doctor|toolkit`): one Click app, built at import; cli.run
imports this module only for one of them, so a compile never pays for Click, nor a translation (cli/translate.py
reads `pycucc translate`'s command line itself). Each command imports the heavy parts it needs (jinja2 reports,
the doctor's probe builds) when it runs."""
from __future__ import annotations

import hashlib
import os
import sys
import textwrap
from pathlib import Path
from typing import List

import click

from .. import codes
from ..writing import write_output
from ..console import err
from ..diagnostics import PycuccError, error


def run_subcommand(argv: List[str]) -> int:
    try:
        rc = app.main(args=argv, prog_name="pycucc", standalone_mode=False)
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
    from pycucc.runtime.codeobj import CodeObjectError, read_code_object
    from ..inspection import render_json, render_text
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
    from ..doctor import healthy, render as render_checks, run_doctor
    checks = run_doctor(build_targets=not quick)
    sys.stdout.write(render_checks(checks))
    return 0 if healthy(checks) else 1


@app.command(help="Write a CUDA toolkit folder at DIR (bin/nvcc, include/ with the CUDA headers for host compilers, "
                  "lib64/ with libcudart and the CUDA libraries as HIP's, version.json), for CUDA_HOME/CUDA_PATH/"
                  "CUDAToolkit_ROOT. In a toolkit folder pycucc wrote earlier, the files it wrote are replaced (no "
                  "other file is touched); any other folder must be new or empty.")
@click.argument("folder", metavar="DIR", type=click.Path(file_okay=False))
def toolkit(folder):
    from ..toolchain import toolchain
    from ..toolkit import MANIFEST, TOOLCHAIN_FILE, counts_of, manifest_bytes, read_manifest, toolkit_files
    from ..writing import LinkInTheWay, Root
    folder = os.path.abspath(folder)
    if os.path.lexists(folder) and not os.path.isdir(folder):
        raise PycuccError(error(codes.TOOLKIT_FOLDER_TAKEN, f"'{folder}' exists and is not a folder",
                                hint="name a new or empty folder"))
    files = toolkit_files(toolchain())
    try:
        with Root(folder) as root:
            old: dict = {}
            if os.listdir(folder):
                old = read_manifest(root)
                if old is None:
                    raise PycuccError(error(codes.TOOLKIT_FOLDER_TAKEN, f"'{folder}' is not empty and is not a "
                                            "toolkit folder pycucc wrote (it has no toolkit manifest)",
                                            hint="name a new or empty folder (a toolkit of a pycucc older than the "
                                                 "manifest: remove it and write it again)"))
                taken = [rel for rel in files if rel not in old and root.lstat(rel) is not None]
                if taken:
                    raise PycuccError(error(codes.TOOLKIT_FOLDER_TAKEN, f"'{os.path.join(folder, taken[0])}' is in "
                                            "the way: pycucc did not write it, and does not replace it",
                                            hint="move it away, or name a new or empty folder"))
                # what is there now is the old toolkit's and the new one's, until the new one is whole
                root.write(MANIFEST, manifest_bytes({**{r: (b"", 0) for r in old}, **files}), 0o644)
            for rel, (data, mode) in files.items():
                root.write(rel, data, mode)
            root.mkdir("nvvm/libdevice")
            for rel, want in old.items():
                if rel not in files:
                    data = root.read(rel)  # only what is still as pycucc wrote it
                    if data is not None and hashlib.sha256(data).hexdigest() == want:
                        root.remove(rel)
            root.write(MANIFEST, manifest_bytes(files), 0o644)
    except LinkInTheWay as e:
        raise PycuccError(error(codes.TOOLKIT_FOLDER_TAKEN, f"'{e.filename}' in the toolkit folder is a link (or a "
                                "file where a folder belongs): pycucc writes nothing through it",
                                hint="remove the link, or name a new or empty folder"))
    except OSError as e:
        raise PycuccError(error(codes.CANNOT_WRITE_OUTPUT, f"cannot write the toolkit at '{folder}': "
                                f"{e.strerror or e}"))
    counts = counts_of(files)
    sys.stdout.write(f"pycucc: CUDA toolkit at {folder} ({counts['include']} headers, {counts['lib64']} libraries, "
                     f"nvcc)\n  export CUDA_HOME={folder} CUDA_PATH={folder} PATH={folder}/bin:$PATH\n"
                     f"  cmake -DCMAKE_TOOLCHAIN_FILE={folder}/{TOOLCHAIN_FILE} ...\n")
    return 0


@app.group(help="The translation rules: coverage tables and validation of rules files.")
def rules():
    pass


@rules.command("doc", help="Coverage tables (CUDA name, HIP name, HIP version, status) from the loaded rules.")
@click.option("--format", "fmt", type=click.Choice(["markdown", "html", "json"]), default="markdown")
@click.option("-o", "output", metavar="FILE", help="write to FILE instead of stdout")
def rules_doc(fmt, output):
    from .. import report
    text = {"markdown": report.render_coverage_markdown, "html": report.render_coverage_html,
            "json": report.render_coverage_json}[fmt]()
    if output and output != "-":
        write_output(output, text.encode("utf-8"), make_dirs=True)
    else:
        sys.stdout.write(text)
    return 0


@rules.command("check", help="Validate rules files (default: the ones pycucc ships); exit 1 on errors.")
@click.argument("files", nargs=-1, type=click.Path())
def rules_check(files):
    from ..rules import build_ruleset, default_rule_files
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
