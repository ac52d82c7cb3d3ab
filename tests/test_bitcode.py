import os
import subprocess

import pytest

from pycucc.bitcode import ensure_overlay
from pycucc.targets import PROCESSORS as TARGETS
from pycucc.toolchain import toolchain
from testutil import generated_isa_target

pytestmark = pytest.mark.toolchain


def test_overlay_has_every_target_and_generated_modules_carry_the_isa_version(tmp_path):
    tc = toolchain()
    d = ensure_overlay(tc, str(tmp_path))
    for t in TARGETS.values():
        path = os.path.join(d, t.isa_file)
        assert os.path.isfile(path), t.name
        system = os.path.join(tc.device_lib, t.isa_file)
        if os.path.exists(system):
            assert os.path.realpath(path) == os.path.realpath(system)
        else:
            ir = subprocess.run(["llvm-dis-19", path, "-o", "-"], capture_output=True, text=True, check=True).stdout
            assert "@__oclc_ISA_version = linkonce_odr protected" in ir
            assert f"i32 {t.isa_version}," in ir
    assert os.path.isfile(os.path.join(d, "ocml.bc")) and os.path.isfile(os.path.join(d, "ockl.bc"))
    # code object v6 (the generic targets) links oclc_abi_version_600, which ROCm 5.2 lacks; the generic targets'
    # isa modules carry their family's first processor's version
    for name, glob, value in (("oclc_abi_version_600.bc", "__oclc_ABI_version", 600),
                              ("oclc_isa_version_11-generic.bc", "__oclc_ISA_version", 11000),
                              ("oclc_isa_version_9-generic.bc", "__oclc_ISA_version", 9000)):
        ir = subprocess.run(["llvm-dis-19", os.path.join(d, name), "-o", "-"], capture_output=True, text=True,
                            check=True).stdout
        assert f"@{glob} = linkonce_odr protected" in ir and f"i32 {value}," in ir, name
    # A second call reuses what is there: same folder, nothing rebuilt.
    before = os.stat(os.path.join(d, "oclc_isa_version_942.bc")).st_mtime_ns
    assert ensure_overlay(tc, str(tmp_path)) == d
    assert os.stat(os.path.join(d, "oclc_isa_version_942.bc")).st_mtime_ns == before
    assert not [n for n in os.listdir(str(tmp_path)) if n.startswith(".bitcode-")]


def test_a_build_makes_only_the_modules_its_targets_link_and_they_are_those_of_a_whole_overlay(tmp_path):
    """A first build for one target makes its isa module and the ABI module of its code object version (one clang
    each, not 22); a later build adds its own target's; asked for every processor (doctor, the link) it is whole.
    Each generated module is the same bytes as in an overlay made whole at once."""
    from pycucc.targets import make_target
    tc = toolchain()
    os.mkdir(tmp_path / "whole")
    whole = ensure_overlay(tc, str(tmp_path / "whole"))
    root = str(tmp_path / "lazy")
    os.mkdir(root)
    target = generated_isa_target()
    first = TARGETS[target].isa_file
    d = ensure_overlay(tc, root, [make_target(target)], 4)
    generated = sorted(n for n in os.listdir(whole) if not os.path.islink(os.path.join(whole, n)))
    assert len(generated) > 10

    def made():
        return sorted(n for n in os.listdir(d) if not os.path.islink(os.path.join(d, n)))
    assert made() == [first]  # Debian's ROCm has oclc_abi_version_400.bc
    assert sorted(n for n in os.listdir(d) if os.path.islink(os.path.join(d, n))) == \
        sorted(n for n in os.listdir(tc.device_lib) if n.endswith(".bc"))
    before = os.stat(os.path.join(d, first)).st_mtime_ns
    assert ensure_overlay(tc, root, [make_target("gfx11-generic"), make_target("gfx942")], 4) == d
    gfx942 = [] if os.path.exists(os.path.join(tc.device_lib, TARGETS["gfx942"].isa_file)) else [TARGETS["gfx942"].isa_file]
    second = sorted(["oclc_abi_version_600.bc", first, "oclc_isa_version_11-generic.bc"] + gfx942)
    assert made() == second
    assert os.stat(os.path.join(d, first)).st_mtime_ns == before
    assert ensure_overlay(tc, root, [make_target("gfx1030")], 4) == d and made() == second  # the system's
    assert ensure_overlay(tc, root) == d and made() == generated
    for name in generated:
        with open(os.path.join(d, name), "rb") as a, open(os.path.join(whole, name), "rb") as b:
            assert a.read() == b.read(), name
    assert not [n for n in os.listdir(root) if n.startswith(".bitcode-")]


def test_a_planted_module_in_a_partial_overlay_makes_it_anew(tmp_path):
    """A generated module there that another user can write is not used: the overlay is made again."""
    from pycucc.targets import make_target
    tc = toolchain()
    # a processor whose isa module the overlay generates: the system's own are symlinks there, and planting through
    # one writes the device library itself (Debian 13's has gfx942's, which Debian 12's ROCm 5.2 lacks)
    target = generated_isa_target("gfx942", "gfx1201")
    root = str(tmp_path)
    d = ensure_overlay(tc, root, [make_target("gfx1100")], 4)
    planted = os.path.join(d, TARGETS[target].isa_file)
    assert not os.path.lexists(planted)
    with open(planted, "wb") as f:
        f.write(b"not bitcode")
    os.chmod(planted, 0o666)
    assert ensure_overlay(tc, root, [make_target(target)], 4) == d
    ir = subprocess.run(["llvm-dis-19", planted, "-o", "-"], capture_output=True, text=True, check=True).stdout
    assert f"i32 {TARGETS[target].isa_version}," in ir
    from pycucc import trust
    assert trust.refused() is not None  # the planted module was refused (a run would say so) ...
    trust.forget()  # ... and this process's later tests (doctor's cache check) are not about this folder


def test_an_object_built_with_a_partial_overlay_is_that_of_a_whole_one(tmp_path):
    from testutil import SAMPLES, run_pycucc
    tc = toolchain()
    whole, lazy = tmp_path / "whole", tmp_path / "lazy"
    whole.mkdir()
    ensure_overlay(tc, str(whole))
    target = generated_isa_target()
    for cache in (whole, lazy):
        run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", tmp_path / f"{cache.name}.hsaco",
                   f"--offload-arch={target}", "--no-cache", env={"PYCUCC_CACHE_DIR": str(cache)}, check=True)
    (overlay,) = [p for p in lazy.iterdir() if p.name.startswith("bitcode-")]
    assert [p.name for p in overlay.iterdir() if not p.is_symlink()] == [TARGETS[target].isa_file]  # its alone
    assert (tmp_path / "whole.hsaco").read_bytes() == (tmp_path / "lazy.hsaco").read_bytes()


def test_a_kept_module_answers_an_empty_cache_only_for_the_same_toolchain(tmp_path, monkeypatch):
    """A generated module kept beside pycucc's code (cache.KEPT_DIR) is copied into an overlay made in an empty
    cache instead of running clang; another toolchain (another identity) compiles its own, and a kept copy in a
    folder another user can write is not read."""
    from pycucc import cache
    from pycucc.records import replace
    from pycucc.targets import make_target
    kept = tmp_path / "kept"
    kept.mkdir(mode=0o755)
    monkeypatch.setattr(cache, "KEPT_DIR", str(kept))
    tc = toolchain()
    target = generated_isa_target()
    module = TARGETS[target].isa_file
    targets = [make_target(target)]
    for c in ("c1", "c2", "c3", "c4"):
        os.mkdir(tmp_path / c)
    d = ensure_overlay(tc, str(tmp_path / "c1"), targets)
    made = open(os.path.join(d, module), "rb").read()
    names = sorted(kept.iterdir())
    assert names and any(p.read_bytes() == made for p in names)
    for p in names:
        p.write_bytes(b"planted " + p.name.encode())  # what clang cannot make: proof the kept copy answered
    d2 = ensure_overlay(tc, str(tmp_path / "c2"), targets)
    assert open(os.path.join(d2, module), "rb").read().startswith(b"planted ")
    other = replace(tc, clang_version=tc.clang_version + " (another build)")
    assert other.identity != tc.identity
    d3 = ensure_overlay(other, str(tmp_path / "c3"), targets)
    assert open(os.path.join(d3, module), "rb").read() == made
    kept.chmod(0o777)
    try:
        d4 = ensure_overlay(tc, str(tmp_path / "c4"), targets)
        assert open(os.path.join(d4, module), "rb").read() == made
    finally:
        kept.chmod(0o755)
