import tempfile

import pytest

from pycucc import trust
from pycucc.doctor import healthy, render, run_doctor
from pycucc.targets import PROCESSORS as TARGETS


@pytest.mark.toolchain
@pytest.mark.slow
def test_doctor_builds_every_target_and_finds_the_runtime(cache_dir, tmp_path, monkeypatch):
    # the leftovers check reads the temporary folder too, which other runs on this machine (killed ones, the other
    # test worker's builds) share: a private one, so that healthy() is about this machine's tools
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    trust.forget()  # `pycucc doctor` is a process of its own: what earlier tests here refused is not its cache's
    checks = run_doctor()
    by_name = {c.name: c for c in checks}
    # every row of the processor table builds here, by its own backend (clang-19 or llvmlite's LLVM 22)
    for t, row in TARGETS.items():
        assert by_name[t].ok, by_name[t].detail
        assert row.backend in by_name[t].detail and row.family in by_name[t].detail
    assert by_name["llvmlite"].ok and "LLVM 22" in by_name["llvmlite"].detail and "gfx950" in by_name["llvmlite"].detail
    assert "generic: code object v6" in by_name["gfx11-generic"].detail
    assert "llvmlite (from gfx942)" in by_name["gfx950"].detail
    assert by_name["clang"].ok and "clang version" in by_name["clang"].detail
    assert by_name["HIP runtime"].ok and "libamdhip64" in by_name["HIP runtime"].detail
    assert healthy(checks), [c for c in checks if not c.ok]
    text = render(checks)
    assert "gfx942" in text and "HIP headers" in text


def test_doctor_without_a_compiler_says_what_to_install(monkeypatch, tmp_path):
    monkeypatch.setenv("PYCUCC_CLANG", str(tmp_path / "no-such-clang++"))
    checks = run_doctor(build_targets=False)
    assert not healthy(checks)
    bad = [c for c in checks if not c.ok and c.name == "toolchain"]
    assert bad and "no-such-clang++" in bad[0].detail and "clang-19" in bad[0].fix
    assert "fix: " in render(checks)


@pytest.mark.toolchain
def test_doctor_command_line(cache_dir):
    from testutil import run_pycucc
    p = run_pycucc("doctor", "--quick")
    assert p.returncode == 0 and "HIP headers" in p.stdout and "HIP runtime" in p.stdout
    bad = run_pycucc("doctor", "--quick", env={"PYCUCC_CLANG": "/nonexistent/clang++"})
    assert bad.returncode == 1 and "fix: " in bad.stdout and "Traceback" not in bad.stderr
