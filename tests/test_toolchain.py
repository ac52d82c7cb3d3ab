"""Toolchain discovery on real and simulated layouts (ROCm on Linux, the Windows HIP SDK, nothing at all)."""
import os
import stat

import pytest

from pycucc.diagnostics import PycuccError
from pycucc.toolchain import discover, toolchain

FAKE_CLANG = """#!/bin/sh
case "$1" in
  --version) echo "AMD clang version 19.0.0git (simulated)"; echo "Target: x86_64-pc-windows-msvc";;
  -print-resource-dir) echo "{rd}";;
esac
"""


def _touch(path, text=""):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def _fake_clang(path, resource_dir):
    _touch(path, FAKE_CLANG.format(rd=resource_dir))
    os.chmod(path, os.stat(path).st_mode | stat.S_IEXEC)


def _hip_tree(root, major=6, minor=4):
    _touch(os.path.join(root, "include", "hip", "hip_runtime.h"))
    _touch(os.path.join(root, "include", "hip", "hip_version.h"),
           f"#define HIP_VERSION_MAJOR {major}\n#define HIP_VERSION_MINOR {minor}\n#define HIP_VERSION_PATCH 1\n")


def test_windows_hip_sdk_layout(tmp_path):
    # %HIP_PATH%\bin\clang++.exe, ld.lld.exe beside it, %HIP_PATH%\amdgcn\bitcode (research/toolchain.md §5.2).
    sdk = str(tmp_path / "AMD" / "ROCm" / "6.4")
    _fake_clang(os.path.join(sdk, "bin", "clang++.exe"), os.path.join(sdk, "lib", "clang", "19"))
    _touch(os.path.join(sdk, "bin", "ld.lld.exe"))
    _hip_tree(sdk)
    _touch(os.path.join(sdk, "amdgcn", "bitcode", "ocml.bc"))
    tc = discover(env={"HIP_PATH": sdk}, windows=True, which=lambda name: None)
    assert tc.clang == os.path.join(sdk, "bin", "clang++.exe")
    assert tc.lld == os.path.join(sdk, "bin", "ld.lld.exe")
    assert tc.clang_major == 19 and tc.windows
    assert tc.hip_root == sdk and tc.hip_version == (6, 4, 1)
    assert tc.device_lib == os.path.join(sdk, "amdgcn", "bitcode")


def test_rocm_layout_and_explicit_overrides_win(tmp_path):
    rocm = str(tmp_path / "opt" / "rocm")
    _fake_clang(os.path.join(rocm, "lib", "llvm", "bin", "clang++"), os.path.join(rocm, "lib", "llvm", "lib"))
    _touch(os.path.join(rocm, "lib", "llvm", "bin", "ld.lld"))
    _hip_tree(rocm, 6, 2)
    _touch(os.path.join(rocm, "amdgcn", "bitcode", "ocml.bc"))
    tc = discover(env={"ROCM_PATH": rocm}, windows=False, which=lambda name: "/usr/bin/" + name)
    assert tc.clang == os.path.join(rocm, "lib", "llvm", "bin", "clang++")
    assert tc.device_lib == os.path.join(rocm, "amdgcn", "bitcode")
    # HIP_DEVICE_LIB_PATH and PYCUCC_CLANG are taken before anything found by layout.
    other_bc = str(tmp_path / "bc")
    _touch(os.path.join(other_bc, "ocml.bc"))
    pinned = os.path.join(str(tmp_path), "mine", "clang++")
    _fake_clang(pinned, "/nonexistent")
    _touch(os.path.join(str(tmp_path), "mine", "ld.lld"))
    tc2 = discover(env={"ROCM_PATH": rocm, "HIP_DEVICE_LIB_PATH": other_bc, "PYCUCC_CLANG": pinned},
                   windows=False, which=lambda name: None)
    assert tc2.clang == pinned and tc2.device_lib == other_bc
    assert tc2.identity != tc.identity


def test_missing_compiler_names_every_place_tried_and_the_fix(tmp_path):
    with pytest.raises(PycuccError) as e:
        discover(env={"HIP_PATH": str(tmp_path)}, windows=True, which=lambda name: None)
    text = str(e.value)
    assert "PCC0101" in text and "cannot find a clang" in text
    assert os.path.join(str(tmp_path), "bin", "clang++.exe") in text
    assert "clang++-19.exe on PATH" in text
    assert "clang-19" in text and "HIP_PATH" in text and "PYCUCC_CLANG" in text


def test_missing_bitcode_is_its_own_clear_error(tmp_path):
    rocm = str(tmp_path / "rocm")
    # Windows layout, so Debian's system bitcode (a Linux fallback) cannot be found instead.
    _fake_clang(os.path.join(rocm, "llvm", "bin", "clang++.exe"), str(tmp_path / "rd"))
    _touch(os.path.join(rocm, "llvm", "bin", "ld.lld.exe"))
    _hip_tree(rocm)
    with pytest.raises(PycuccError) as e:
        discover(env={"ROCM_PATH": rocm}, windows=True, which=lambda name: None)
    assert "ocml.bc" in str(e.value) and "HIP_DEVICE_LIB_PATH" in str(e.value)


def test_broken_compiler_binary_is_reported(tmp_path):
    bad = tmp_path / "clang++"
    bad.write_text("#!/bin/sh\nexit 3\n")
    bad.chmod(0o755)
    with pytest.raises(PycuccError, match="does not run"):
        discover(env={"PYCUCC_CLANG": str(bad)}, windows=False, which=lambda n: None)


@pytest.mark.toolchain
def test_debian_toolchain_is_found_here():
    tc = toolchain()
    assert tc.clang_major >= 19
    assert os.path.isfile(tc.lld)
    assert os.path.isfile(os.path.join(tc.hip_root, "include", "hip", "hip_runtime.h"))
    assert tc.hip_version[0] >= 5
    assert os.path.isfile(os.path.join(tc.device_lib, "ocml.bc"))


def test_a_kept_probe_answers_an_empty_cache_only_for_the_same_clang(tmp_path, monkeypatch):
    """The clang probe kept beside pycucc's code (cache.KEPT_DIR) answers a first build on an empty cache by the
    binary's stamp: a clang changed in place (another size or mtime) is probed again, and a kept file in a folder
    another user can write is not read."""
    import json
    from pycucc import cache, toolchain as tcmod
    kept = tmp_path / "kept"
    kept.mkdir(mode=0o755)
    monkeypatch.setattr(cache, "KEPT_DIR", str(kept))
    clang = tmp_path / "clang++"
    clang.write_text("#!/bin/sh\n[ \"$1\" = --version ] && echo 'clang version 19.0.0' || echo /rd/one\n")
    clang.chmod(0o755)
    os.utime(clang, ns=(1_000_000_000, 1_000_000_000))

    def probe(cache_name):
        monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / cache_name))
        return tcmod._cached_probe(str(clang))
    assert probe("c1") == ("clang version 19.0.0", "/rd/one")
    table = json.loads((kept / tcmod._KEPT_PROBE).read_text())
    (key,) = table
    table[key] = ["clang version 19.0.0", "/rd/planted"]  # what the binary cannot say: proof the kept copy answered
    (kept / tcmod._KEPT_PROBE).write_text(json.dumps(table))
    assert probe("c2") == ("clang version 19.0.0", "/rd/planted")
    clang.write_text(clang.read_text().replace("/rd/one", "/rd/two"))  # the same path, another size
    os.utime(clang, ns=(2_000_000_000, 2_000_000_000))
    assert probe("c3") == ("clang version 19.0.0", "/rd/two")
    kept.chmod(0o777)
    clang.write_text(clang.read_text().replace("/rd/two", "/rd/three"))
    os.utime(clang, ns=(3_000_000_000, 3_000_000_000))
    (kept / tcmod._KEPT_PROBE).write_text(json.dumps({tcmod._stamp(str(clang)): ["clang version 19.0.0", "/rd/planted"]}))
    assert probe("c4") == ("clang version 19.0.0", "/rd/three")  # not read from a folder others can write
    kept.chmod(0o755)
