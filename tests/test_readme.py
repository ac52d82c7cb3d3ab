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
