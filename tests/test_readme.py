"""The README's worked example runs as written, up to the device step on a machine without a GPU."""
import os
import re
import subprocess
import sys

import pytest

from testutil import ROOT, run_pycucc


def _python_blocks():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        return re.findall(r"```python\n(.*?)```", f.read(), re.S)


def test_readme_has_the_runtime_example():
    assert any("Module(" in b and "read_code_object" in b for b in _python_blocks())


@pytest.mark.toolchain
def test_runtime_example_runs_up_to_the_device(cache_dir, tmp_path):
    block = next(b for b in _python_blocks() if "Module(" in b)
    build = re.search(r"# Build first: (pycucc .*)", block).group(1).split()[1:]
    build = [os.path.join(ROOT, a) if os.path.exists(os.path.join(ROOT, a)) else a for a in build]
    run_pycucc(*build, cwd=tmp_path, check=True)
    p = subprocess.run([sys.executable, "-c", block], cwd=tmp_path, capture_output=True, text=True)
    assert "Traceback" not in p.stderr
    first = p.stdout.splitlines()[0]
    assert "gfx1030" in first and "gfx942" in first and "_Z5saxpyifPKfPf" in first
    from pycucc.runtime import device_count, NoDeviceError
    try:
        has_gpu = device_count() > 0
    except NoDeviceError:
        has_gpu = False
    if has_gpu:
        assert p.returncode == 0 and "PASS" in p.stdout, p.stderr
    else:
        assert p.returncode == 1 and "no AMD GPU: " in p.stderr and "hipErrorNoDevice" in p.stderr


@pytest.mark.toolchain
def test_runtime_example_calls_the_kernel_the_way_the_api_takes_it(cache_dir, tmp_path):
    """The launch in the example binds to Kernel.__call__ and its arguments pack against the real code object's
    metadata (what a GPU run would do first), so the example is right even where no GPU can run it."""
    import ast
    import inspect
    import numpy as np
    from pycucc.runtime import read_code_object
    from pycucc.runtime.args import ArgPacker
    from pycucc.runtime.module import Kernel
    block = next(b for b in _python_blocks() if "Module(" in b)
    build = re.search(r"# Build first: (pycucc .*)", block).group(1).split()[1:]
    build = [os.path.join(ROOT, a) if os.path.exists(os.path.join(ROOT, a)) else a for a in build]
    run_pycucc(*build, cwd=tmp_path, check=True)
    tree = ast.parse(block)
    calls = [n.value for n in tree.body if isinstance(n, ast.Expr) and isinstance(n.value, ast.Call)
             and isinstance(n.value.func, ast.Name) and n.value.func.id == "saxpy"]
    assert len(calls) == 1
    ns = {"np": np}
    for stmt in tree.body:  # the example's own data: n, x, y (everything before the launch that needs no GPU)
        if isinstance(stmt, ast.Assign) and all(isinstance(t, ast.Name) and t.id in ("n", "x", "y")
                                                for t in stmt.targets):
            exec(compile(ast.Module([stmt], []), "README", "exec"), ns)
    args = [eval(compile(ast.Expression(a), "README", "eval"), ns) for a in calls[0].args]
    kwargs = {k.arg: eval(compile(ast.Expression(k.value), "README", "eval"), ns) for k in calls[0].keywords}
    bound = inspect.signature(Kernel.__call__).bind(None, *args, **kwargs)
    assert set(bound.arguments) >= {"grid", "block"}
    info = read_code_object((tmp_path / "saxpy.hsaco").read_bytes())
    kernel = next(k for k in info.targets[0].kernels if k.name.startswith("_Z5saxpy"))
    staged = []
    packed = ArgPacker(kernel).pack(bound.arguments["args"], lambda a, const: staged.append(a) or 0x1000)
    assert len(packed) == kernel.kernarg_size and len(staged) == 2


def test_the_flag_table_and_help_are_rendered_from_the_flag_table():
    """The README's flag table is nvcc_flags.FLAGS as flag_table() renders it (tools/gen_flag_table.py rewrites it),
    and `pycucc --help` lists every spelling of every flag with its effect."""
    import importlib.util
    from pycucc.nvcc_flags import FLAGS, flag_table
    spec = importlib.util.spec_from_file_location("gen_flag_table", os.path.join(ROOT, "tools", "gen_flag_table.py"))
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    assert gen.render(readme) == readme, "README.md's flag table is stale: run `make docs`"
    table = readme.split(gen.BEGIN)[1].split(gen.END)[0]
    assert table == flag_table() and len(table.splitlines()) == len(FLAGS) + 2
    text = run_pycucc("--help", check=True).stdout
    help_words = " ".join(text.split())
    for flag in FLAGS:
        assert all(name in text for name in flag.names), flag.names
        assert " ".join(flag.effect.split()) in help_words, flag.effect
