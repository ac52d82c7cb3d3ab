"""The shape of the code: imports show the structure (relative inside the package, absolute only across to
pycucc.runtime), the graph has no cycle, lazy imports stand only at the documented seams, no module shadows the
standard library, and the two hot paths stay light (a cache hit, `import pycucc.runtime`)."""
from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from testutil import ROOT, SAMPLES, run_pycucc

PACKAGES = {"pycucc": Path(ROOT) / "compiler", "pycucc.runtime": Path(ROOT) / "runtime"}

# Function-local imports allowed: heavy third-party modules, and the seams where a light path must not load a
# heavy part of pycucc (each named with the function it stands in).
HEAVY_THIRD_PARTY = {"clang", "lark", "jinja2", "numpy", "llvmlite",
                     # standard library, but 15 ms to import: a one-file translation does without a process pool
                     "multiprocessing", "concurrent",
                     # standard library, 3 ms with linecache, tokenize and textwrap, a fortieth of a one-file
                     # translation: only a failure in the parse's child formats a traceback (limits._child)
                     "traceback",
                     # standard library, 3 ms with selectors: a translation runs no tool (toolchain._subprocess)
                     "subprocess",
                     # standard library, 0.2 ms: the user database, read only to name an owner in a refusal of the
                     # cache or to tell a user's private group (trust.py), never on a trusted cache's hit
                     "pwd", "grp",
                     # standard library, 5 ms with random, weakref, bz2 and lzma: only what writes a file into the
                     # cache or runs a tool (cache._mkstemp); a one-file translation and a cache hit write nothing
                     "tempfile", "shutil",
                     # standard library, 0.7 ms (its enums): only a parse's child that ran out of time or died
                     # names a signal (limits.contained, limits._died)
                     "signal",
                     # standard library, 0.3 ms: only a compilation database's "command" strings are split
                     # (cli.hipify.load_compile_database)
                     "shlex"}
SEAMS = {
    # the command line loads the machinery of the mode it runs: a compile never loads Click or the tools, a
    # translation not the build's, the .hsaco path not the nvcc driver's link machinery
    ("pycucc.cli", "_run"): ("pycucc.cli.tools", "pycucc.cli.nvcc", "pycucc.cli.translate", "pycucc.nvcc_flags",
                             "pycucc.quick"),
    ("pycucc.cli.nvcc", "compile_command"): "pycucc.cli.nvcc_modes",
    # a compile answered from its memo (quick.py) loads no command line: cli/ only when the memo misses
    ("pycucc.__main__", "main"): ("pycucc.cli", "pycucc.console"),
    # what only a miss needs: a cache hit loads neither translator nor backend, the rules load only when the
    # toolkit folder is made
    ("pycucc.build", "build"): "pycucc.pipeline",
    # the stages after the translation: imported while the parse runs in its child (make_hip's `meanwhile`)
    ("pycucc.pipeline", "later_stages"): ("pycucc.runtime.bundle", "pycucc.runtime.codeobj", "pycucc.runtime.elf",
                                          "pycucc.runtime", "pycucc.llvmlite_backend"),
    # a failed compile's "file not found" asks the rules which package a HIP library header belongs to
    ("pycucc.clang_output", "_missing_library_header"): "pycucc.rules",
    # the PTX front end (0.1 s to import) for .ptx inputs; a .cu's build does without it
    ("pycucc.pipeline", "make_ptx_hip_stage"): "pycucc.ptx.module",
    ("pycucc.toolkit", "toolkit_files"): ("pycucc.rules", "pycucc.toolkit_headers"),
    # the runtime's ELF and bundle readers: for the link steps that look into objects, not for -c
    ("pycucc.cli.nvcc_modes", "has_relocatable_device_code"): "pycucc.runtime.elf",
    ("pycucc.cli.nvcc_modes", "_dlink"): ("pycucc.runtime.bundle", "pycucc.runtime.codeobj"),
    ("pycucc.cli.nvcc_modes", "missing_hip_libraries"): "pycucc.rules",  # ... or when a link failed
    ("pycucc.cli.nvcc_modes", "header_only_libraries"): "pycucc.rules",  # ... after a failed link too
    ("pycucc.report", "library_api_table"): "pycucc.libraries",  # libclang parses only for `rules doc`
    # the PTX front end (0.1 s to import) for the files that have inline PTX
    ("pycucc.translate.inline_asm", "_ptx_inline"): ("pycucc.ptx", "pycucc.ptx.inline"),
    ("pycucc.report", "describe"): ("pycucc.ptx", "pycucc.ptx.inline"),
    # nvcc's flag scanner, 2 ms of a one-file translation, for clang arguments (`--`, --extra-arg, a compilation
    # database), which most runs have none of
    ("pycucc.cli.hipify", "scan_clang_args"): "pycucc.nvcc_flags",
    # the porting report's and the statistics' renderers (and their patterns), 1 ms of a one-file translation,
    # only when --report-json/--report-html or hipify-clang's statistics are asked for
    ("pycucc.cli.translate", "emit"): "pycucc.report",
    ("pycucc.cli.hipify", "_after_translation"): "pycucc.report",
}
# cli/tools.py: each subcommand loads what it runs (its module docstring says so)
SEAM_MODULES = {"pycucc.cli.tools"}


def _modules():
    out = {}
    for pkg, root in PACKAGES.items():
        for p in root.rglob("*.py"):
            rel = p.relative_to(root).with_suffix("")
            parts = [x for x in rel.parts if x != "__init__"]
            name = ".".join([pkg, *parts])
            if pkg == "pycucc" and parts[:1] == ["runtime"]:
                continue
            out[name] = (p, p.name == "__init__.py")
    return out


MODULES = _modules()


def _resolve(module: str, is_pkg: bool, node: ast.ImportFrom):
    if node.level == 0:
        return [node.module]
    base = module.split(".") if is_pkg else module.split(".")[:-1]
    base = base[:len(base) - node.level + 1]
    target = ".".join(base + ([node.module] if node.module else []))
    if node.module:
        return [target]
    return [f"{target}.{a.name}" if f"{target}.{a.name}" in MODULES else target for a in node.names]


def _imports(name: str):
    """(imported module, function it is in or None, relative?) for every import of a module."""
    path, is_pkg = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []

    def visit(node, func):
        for child in ast.iter_child_nodes(node):
            f = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else func
            if isinstance(child, ast.Import):
                found.extend((a.name, func, False) for a in child.names)
            elif isinstance(child, ast.ImportFrom) and child.module != "__future__":
                found.extend((m, func, child.level > 0) for m in _resolve(name, is_pkg, child))
            visit(child, f)
    visit(tree, None)
    return found


def _ours(target: str):
    best = None
    for m in MODULES:
        if target == m or target.startswith(m + "."):
            best = m if best is None or len(m) > len(best) else best
    return best


def _import_edges(m: str):
    """The modules and packages that importing `m` imports: every import statement in it (type-checking ones too),
    with the packages it enters (importing a.b.c runs a.b's __init__ first, and `from a.b import c` evaluates a.b
    itself) unless `m` lies inside one (then it is initialising already). A package's own __init__ counts only
    the imports that run while it initialises: its re-exports for type checkers (`if TYPE_CHECKING:`) and on
    first use (PEP 562's __getattr__) do not."""
    path, is_pkg = MODULES[m]
    edges = set()

    def visit(node, lazy: bool):
        for child in ast.iter_child_nodes(node):
            inner = lazy or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) or (
                isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test))
            targets = []
            if isinstance(child, ast.Import):
                targets = [a.name for a in child.names]
            elif isinstance(child, ast.ImportFrom) and child.module != "__future__":
                targets = _resolve(m, is_pkg, child)
                if child.level:
                    base = m.split(".") if is_pkg else m.split(".")[:-1]
                    base = base[:len(base) - child.level + 1]
                    targets.append(".".join(base + ([child.module] if child.module else [])))
                else:
                    targets.append(child.module)
            if not (is_pkg and inner):
                for t in targets:
                    ours = _ours(t)
                    parts = ours.split(".") if ours else []
                    for k in range(1, len(parts) + 1):
                        pkg = ".".join(parts[:k])
                        if pkg in MODULES and pkg != m and (k == len(parts) or not m.startswith(pkg + ".")):
                            edges.add(pkg)
            visit(child, inner)
    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return edges


def test_no_import_cycle():
    """No loop in the graph of _import_edges, package inits included: an __init__ that imports its submodules
    while they import the package would close one (ptx/__init__ importing .module, which imports `from . import
    syntax`)."""
    graph = {m: _import_edges(m) for m in MODULES}
    state, stack = {}, []

    def dfs(m):
        state[m] = 1
        stack.append(m)
        for t in sorted(graph[m]):
            if state.get(t) == 1:
                raise AssertionError("import cycle: " + " -> ".join(stack[stack.index(t):] + [t]))
            if t not in state:
                dfs(t)
        stack.pop()
        state[m] = 2
    for m in sorted(graph):
        if m not in state:
            dfs(m)


def test_imports_are_relative_inside_the_compiler_and_the_runtime_stands_alone():
    for m in MODULES:
        for target, _, relative in _imports(m):
            ours = _ours(target)
            if ours is None:
                continue
            if m.startswith("pycucc.runtime"):
                assert ours.startswith("pycucc.runtime"), f"{m} imports the compiler side ({target})"
            elif ours.startswith("pycucc.runtime"):
                assert not relative, f"{m}: the crossing into pycucc.runtime is written absolute"
            else:
                assert relative or m == "pycucc.setuptools" and target == "pycucc.setuptools", \
                    f"{m} imports {target} absolutely; inside the compiler imports are relative"


def test_lazy_imports_only_at_the_documented_seams():
    bad = []
    for m in MODULES:
        for target, func, _ in _imports(m):
            if func is None:
                continue
            ours = _ours(target)
            if ours is None:
                if target.split(".")[0] not in HEAVY_THIRD_PARTY:
                    bad.append(f"{m}.{func}: {target}")
            elif m not in SEAM_MODULES and ours not in SEAMS.get((m, func), ()) and SEAMS.get((m, func)) != ours:
                bad.append(f"{m}.{func}: {target}")
    assert not bad, "function-local imports outside the seams: " + ", ".join(bad)


def test_no_module_shadows_the_standard_library():
    stdlib = getattr(sys, "stdlib_module_names", None)
    if stdlib is None:
        pytest.skip("sys.stdlib_module_names needs Python 3.10")
    names = {p.stem for root in PACKAGES.values() for p in root.glob("*.py")} - {"__init__", "__main__"}
    assert not names & set(stdlib), names & set(stdlib)


def _loaded_after(argv, env):
    """Which pycucc modules a command line loads, run in a fresh interpreter."""
    code = ("import sys, json\nfrom pycucc.cli import run\nrc = run(sys.argv[1:])\n"
            "print(json.dumps([rc, sorted(m for m in sys.modules if m.startswith(('pycucc', 'clang', 'lark', "
            "'click', 'jinja2', 'numpy', 'llvmlite')))]))")
    p = subprocess.run([sys.executable, "-c", code, *map(str, argv)], capture_output=True, text=True,
                       env={**os.environ, **env})
    assert p.returncode == 0, p.stderr
    rc, mods = json.loads(p.stdout.strip().splitlines()[-1])
    return rc, set(mods)


@pytest.mark.toolchain
@pytest.mark.parametrize("mode", ["hsaco", "object"])
def test_a_cache_hit_loads_neither_translator_nor_backend_nor_frontend(mode, cache_dir, tmp_path):
    out = tmp_path / ("s.hsaco" if mode == "hsaco" else "s.o")
    argv = [os.path.join(SAMPLES, "saxpy.cu"), "-o", out, "--offload-arch=gfx1030"]
    if mode == "object":
        argv.insert(0, "-c")
    run_pycucc(*argv, check=True)  # fills the cache
    rc, mods = _loaded_after(argv, {})
    assert rc == 0 and out.exists()
    heavy = {"pycucc.translate", "pycucc.backend", "pycucc.frontend", "pycucc.pipeline", "pycucc.rules",
             "pycucc.mirror", "pycucc.runtime.codeobj", "pycucc.runtime.elf", "clang", "clang.cindex", "lark",
             "click", "jinja2", "numpy"}
    assert not mods & heavy, sorted(mods & heavy)


def test_importing_the_runtime_stays_light():
    code = ("import sys\nimport pycucc.runtime\n"
            "print(sorted(m for m in sys.modules if m.startswith('pycucc')))\n"
            "print(sorted(m for m in ('numpy', 'clang', 'lark', 'click', 'jinja2') if m in sys.modules))")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    ours, third = [ast.literal_eval(line) for line in p.stdout.splitlines()]
    assert third == []
    assert set(ours) <= {"pycucc"} | {m for m in MODULES if m.startswith("pycucc.runtime")}, ours


@pytest.mark.toolchain
def test_llvmlite_runs_only_in_the_backends_child_process(cache_dir, tmp_path):
    """LLVM's fatal errors abort the process they happen in: pycucc itself never loads llvmlite, even when it builds
    a target through it."""
    out = tmp_path / "s.hsaco"
    rc, mods = _loaded_after([os.path.join(SAMPLES, "saxpy.cu"), "-o", out, "--offload-arch=gfx950", "--no-cache"], {})
    assert rc == 0 and out.exists() and "pycucc.llvmlite_backend" in mods and "pycucc.llvmlite_child" in mods
    assert not [m for m in mods if m.startswith("llvmlite")]


def test_the_translators_docstring_lists_its_passes_in_order():
    """translate/__init__'s table of passes is PASSES: the same names, in the same order, with * where the pass
    needs the AST."""
    import re
    import pycucc.translate as translate
    table = re.findall(r"^    (\w+)( \*)? {2,}\S", translate.__doc__, re.M)
    assert table == [(p.name, " *" if p.needs_parse else "") for p in translate.PASSES]


def test_the_translators_modules_and_functions_stay_short():
    """No module of compiler/translate/ over 700 lines, no function there over 100."""
    long = []
    for p in sorted((Path(ROOT) / "compiler" / "translate").glob("*.py")):
        text = p.read_text(encoding="utf-8")
        if text.count("\n") > 700:
            long.append(f"{p.name}: {text.count(chr(10))} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno - node.lineno + 1 > 100:
                long.append(f"{p.name}:{node.lineno} {node.name}: {node.end_lineno - node.lineno + 1} lines")
    assert not long, long


@pytest.mark.toolchain
def test_a_build_of_a_cu_without_inline_ptx_loads_no_ptx_front_end(cache_dir, tmp_path):
    """The PTX front end (pycucc.ptx.*, lark) is for .ptx inputs and inline asm; a cache miss of a plain .cu does
    without it."""
    out = tmp_path / "s.hsaco"
    args = [os.path.join(SAMPLES, "saxpy.cu"), "-o", out, "--offload-arch=gfx1030", "--no-cache"]
    # The first run on an empty cache folder parses the rules files with lark and stores them; what is measured is
    # every run after it (without this the test passed only when an earlier test had filled the cache).
    _loaded_after(args, {})
    rc, mods = _loaded_after(args, {})
    assert rc == 0 and out.exists() and "pycucc.translate" in mods
    assert not [m for m in mods if m.startswith(("pycucc.ptx", "lark"))], sorted(mods)


def test_the_architecture_page_has_the_codes_tables_and_names_every_module():
    """docs/architecture.md: its stage table is pipeline.STAGES and its pass table translate.PASSES (names, order,
    * for the passes that need the AST); its module map names every module of compiler/ and runtime/."""
    import re
    import pycucc.pipeline as pipeline
    import pycucc.translate as translate
    doc = (Path(ROOT) / "docs" / "architecture.md").read_text(encoding="utf-8")
    sections = dict(re.findall(r"^## (.+?)\n(.*?)(?=^## |\Z)", doc, re.M | re.S))
    rows = lambda title: re.findall(r"^\| `(\w+)`( \*)? \|", sections[title], re.M)  # noqa: E731
    assert rows("One build") == [(s.product, "") for s in pipeline.STAGES]
    assert rows("The translator's passes") == [(p.name, " *" if p.needs_parse else "") for p in translate.PASSES]
    unnamed = [str(p.relative_to(ROOT)) for root in PACKAGES.values() for p in root.rglob("*.py")
               if p.name != "__init__.py" and f"`{p.name}`" not in sections["Module map"]]
    assert not unnamed, unnamed
