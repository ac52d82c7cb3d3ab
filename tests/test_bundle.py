"""Offload bundles: format round trips, error handling, and byte equality with clang-19's own bundler."""
from __future__ import annotations

import os
import re
import shlex
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from pycucc.runtime.bundle import (
    BUNDLE_MAGIC,
    DEFAULT_ALIGNMENT,
    BundleError,
    bundle_id,
    host_bundle_id,
    is_bundle,
    is_compressed_bundle,
    read_bundle,
    target_of,
    write_bundle,
)
from pycucc.runtime.codeobj import CodeObjectError, read_code_object, validate_code_object
from testutil import hip_compile

GFX1030 = bundle_id("gfx1030")
GFX90A = bundle_id("gfx90a:xnack-")


def _header(data: bytes):
    """(offset, size, id) per entry, decoded independently of read_bundle."""
    (count,) = struct.unpack_from("<Q", data, len(BUNDLE_MAGIC))
    pos = len(BUNDLE_MAGIC) + 8
    out = []
    for _ in range(count):
        off, size, n = struct.unpack_from("<QQQ", data, pos)
        pos += 24
        out.append((off, size, data[pos:pos + n].decode()))
        pos += n
    return out, pos


@pytest.mark.parametrize(
    "target,entry",
    [
        ("gfx1030", "hipv4-amdgcn-amd-amdhsa--gfx1030"),
        ("gfx90a:xnack-", "hipv4-amdgcn-amd-amdhsa--gfx90a:xnack-"),
        ("gfx942:sramecc+:xnack-", "hipv4-amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-"),
        ("gfx10-3-generic", "hipv4-amdgcn-amd-amdhsa--gfx10-3-generic"),
        ("amdgcn-amd-amdhsa--gfx1100", "hipv4-amdgcn-amd-amdhsa--gfx1100"),
    ],
)
def test_bundle_id_and_target_of_are_inverse(target, entry):
    assert bundle_id(target) == entry
    assert target_of(entry) == target.split("--")[-1]


@pytest.mark.parametrize(
    "entry,target",
    [
        ("host-x86_64-unknown-linux--", None),
        ("host-x86_64-unknown-linux-gnu-", None),
        ("hip-amdgcn-amd-amdhsa-gfx906", "gfx906"),  # pre-clang-12 three-part spelling
        ("hip-amdgcn-amd-amdhsa--gfx906:xnack+", "gfx906:xnack+"),
        ("openmp-amdgcn-amd-amdhsa--gfx90a", None),
        ("hipv4-nvptx64-nvidia-cuda--sm_80", None),
        ("garbage", None),
    ],
)
def test_target_of_other_ids(entry, target):
    assert target_of(entry) == target


@pytest.mark.parametrize("bad", ["", "sm_80", "gfx90a:xnack", "gfx 90a", "x86_64-unknown-linux"])
def test_bundle_id_rejects_non_targets(bad):
    with pytest.raises(ValueError, match="not an AMDGPU target id"):
        bundle_id(bad)


def test_host_bundle_id_uses_four_part_triples():
    assert host_bundle_id() == "host-x86_64-unknown-linux--"
    assert host_bundle_id("x86_64-unknown-linux-gnu") == "host-x86_64-unknown-linux-gnu-"
    assert host_bundle_id("x86_64-pc-windows-msvc") == "host-x86_64-pc-windows-msvc-"
    with pytest.raises(ValueError):
        host_bundle_id("x86_64")


def test_write_layout_is_aligned_sorted_and_deterministic():
    a, b = b"\x7fELF" + b"a" * 5000, b"\x7fELF" + b"b" * 10
    data = write_bundle({GFX90A: b, GFX1030: a})
    assert data == write_bundle({GFX1030: a, GFX90A: b})
    entries, header_end = _header(data)
    assert [e[2] for e in entries] == [host_bundle_id(), GFX1030, GFX90A]
    assert [e[1] for e in entries] == [0, len(a), len(b)]
    offsets = [e[0] for e in entries]
    assert all(off % DEFAULT_ALIGNMENT == 0 for off in offsets)
    # Each entry starts at the first aligned offset after the previous one, the gaps are zeros, nothing trails.
    assert offsets == [4096, 4096, 4096 + 8192]
    assert data[header_end:4096] == bytes(4096 - header_end)
    assert data[4096 + len(a):8192 + 4096] == bytes(8192 - len(a))
    assert len(data) == offsets[-1] + len(b)
    assert is_bundle(data) and not is_compressed_bundle(data)
    assert read_bundle(data) == {host_bundle_id(): b"", GFX1030: a, GFX90A: b}
    assert list(read_bundle(data)) == [host_bundle_id(), GFX1030, GFX90A]


def test_write_options():
    payload = {GFX1030: b"x" * 3}
    no_host = write_bundle(payload, host_triple=None)
    assert list(read_bundle(no_host)) == [GFX1030]
    packed = write_bundle(payload, align=8)
    assert [e[0] % 8 for e in _header(packed)[0]] == [0, 0]
    assert len(packed) == _header(packed)[0][-1][0] + 3 < 160
    custom = write_bundle({"host-x86_64-pc-windows-msvc-": b"", GFX1030: b"x"})
    assert list(read_bundle(custom)) == ["host-x86_64-pc-windows-msvc-", GFX1030]
    # Round trip of everything read: the host entry is taken from the input, not added twice.
    assert write_bundle(read_bundle(custom)) == custom
    with pytest.raises(ValueError, match="not a bundle entry id"):
        write_bundle({"gfx1030": b"x"})
    with pytest.raises(ValueError, match="alignment"):
        write_bundle(payload, align=0)


def test_read_rejects_malformed_bundles():
    good = write_bundle({GFX1030: b"\x7fELF" + b"z" * 100})
    entries, header_end = _header(good)
    cases = [
        (b"\x7fELF" + bytes(60), "missing __CLANG_OFFLOAD_BUNDLE__ magic"),
        (BUNDLE_MAGIC, "no entry count"),
        (BUNDLE_MAGIC + struct.pack("<Q", 1000), "claims 1000 entries"),
        (good[:len(BUNDLE_MAGIC) + 8 + 10], "claims 2 entries"),
        (good[:header_end - 3], "truncated in the id of entry 1"),
        (good[:-1], "runs past the end"),
        (b"CCOB" + struct.pack("<HHIQ", 2, 1, 100, 1234) + bytes(20), "compressed offload bundles (CCOB) are not supported yet"),
    ]
    host = host_bundle_id().encode()
    twice = struct.pack("<QQQ", 4096, 0, len(host)) + host
    cases.append((BUNDLE_MAGIC + struct.pack("<Q", 2) + twice + twice, "two entries named"))
    for blob, fragment in cases:
        with pytest.raises(BundleError, match=re.escape(fragment)):
            read_bundle(blob)
    assert issubclass(BundleError, CodeObjectError)
    compressed = cases[-2][0]
    assert is_bundle(compressed) and is_compressed_bundle(compressed)
    with pytest.raises(CodeObjectError, match="not supported yet"):
        read_code_object(compressed)


def test_bundle_without_device_entries_is_not_a_code_object():
    with pytest.raises(CodeObjectError, match="no HIP device entries"):
        read_code_object(write_bundle({}))


# ---------------------------------------------------------------------------------------------------------
# against clang-19
# ---------------------------------------------------------------------------------------------------------

# The bundler run from its LLVM folder (/usr/lib/llvm-19/bin, what /usr/bin/clang-offload-bundler-19 links to):
# for -type=o it runs llvm-objcopy, looked up beside the path it was started by and on PATH, and Debian has only
# llvm-objcopy-19 in /usr/bin unless the unversioned llvm package is installed (Debian 13 CI: "unable to find
# 'llvm-objcopy' in path").
_FOUND = shutil.which("clang-offload-bundler-19") or shutil.which("clang-offload-bundler")
BUNDLER = os.path.realpath(_FOUND) if _FOUND else None
needs_bundler = pytest.mark.skipif(not BUNDLER, reason="clang-offload-bundler-19 not installed (apt-get install clang-tools-19)")

SRC = r"""
#include <hip/hip_runtime.h>
__global__ void axpy(float a, const float* x, float* y) { y[threadIdx.x] += a * x[threadIdx.x]; }
"""
ARCHES = ["gfx90a:xnack-", "gfx1030"]  # deliberately unsorted


def _base_cmd(src: Path):
    return hip_compile("--cuda-device-only", "-O3", "-std=c++17", "-c", src, code_object_version=5)


@pytest.fixture(scope="module")
def objects(tmp_path_factory):
    """{bundle entry id: ELF bytes} for ARCHES, plus the bundler command line the clang driver would run."""
    root = tmp_path_factory.mktemp("bundle")
    src = root / "k.hip"
    src.write_text(SRC)
    procs = []
    for arch in ARCHES:
        out = root / f"{arch.replace(':', '_')}.co"
        cmd = _base_cmd(src) + [f"--offload-arch={arch}", "--no-gpu-bundle-output", "-o", str(out)]
        procs.append((arch, out, subprocess.Popen(cmd, stderr=subprocess.PIPE, text=True)))
    built = {}
    for arch, out, proc in procs:
        _, err = proc.communicate()
        assert proc.returncode == 0, err
        built[bundle_id(arch)] = out.read_bytes()
    # What the driver itself does for a multi-target build (-### prints the commands without running them).
    dry = subprocess.run(_base_cmd(src) + [f"--offload-arch={a}" for a in ARCHES] + ["-o", str(root / "x"), "-###"],
                         capture_output=True, text=True, check=True)
    (line,) = [ln for ln in dry.stderr.splitlines() if "clang-offload-bundler" in ln]
    return root, built, shlex.split(line)


@pytest.mark.toolchain
def test_driver_bundles_like_write_bundle(objects):
    _, built, argv = objects
    opts = dict(a.lstrip("-").split("=", 1) for a in argv[1:] if "=" in a and not a.startswith("-input"))
    assert opts["type"] == "o"
    assert int(opts["bundle-align"]) == DEFAULT_ALIGNMENT
    targets = opts["targets"].split(",")
    assert targets[0] == "host-x86_64-unknown-linux"
    assert targets[1:] == sorted(built)


@pytest.mark.toolchain
@needs_bundler
def test_bytes_equal_clang_offload_bundler(objects):
    root, built, argv = objects
    opts = dict(a.lstrip("-").split("=", 1) for a in argv[1:] if "=" in a and not a.startswith("-input"))
    inputs = ["/dev/null"]
    for entry in opts["targets"].split(",")[1:]:
        path = root / f"in-{len(inputs)}.co"
        path.write_bytes(built[entry])
        inputs.append(str(path))
    theirs = root / "theirs.hsaco"
    subprocess.run([BUNDLER, f"-type={opts['type']}", f"-bundle-align={opts['bundle-align']}",
                    f"-targets={opts['targets']}", *[f"-input={i}" for i in inputs], f"-output={theirs}"],
                   check=True, capture_output=True)
    ours = write_bundle(built)
    assert ours == theirs.read_bytes()
    # And the other way: what the bundler wrote reads back to exactly the inputs.
    assert {k: v for k, v in read_bundle(theirs.read_bytes()).items() if target_of(k)} == built


@pytest.mark.toolchain
@needs_bundler
def test_clang_offload_bundler_reads_our_bundles(objects):
    root, built, _ = objects
    ours = root / "ours.hsaco"
    ours.write_bytes(write_bundle(built))
    listed = subprocess.run([BUNDLER, "--list", "--type=o", f"--input={ours}"], capture_output=True, text=True, check=True)
    assert sorted(listed.stdout.split()) == sorted([host_bundle_id(), *built])
    for entry, data in built.items():
        out = root / f"un-{len(entry)}-{entry.rsplit('-', 1)[-1].replace(':', '_')}.co"
        subprocess.run([BUNDLER, "--unbundle", "--type=o", f"--input={ours}", f"--targets={entry}", f"--output={out}"],
                       check=True, capture_output=True)
        assert out.read_bytes() == data


@pytest.mark.toolchain
def test_code_object_reader_and_validation_on_bundles(objects):
    _, built, _ = objects
    data = write_bundle(built)
    info = read_code_object(data)
    assert info.is_bundle
    assert [t.bundle_entry for t in info.targets] == sorted(built)
    assert [t.target for t in info.targets] == ["gfx1030", "gfx90a:xnack-"]
    for t in info.targets:
        assert t.image == built[t.bundle_entry]
        assert [k.name for k in t.kernels] == ["_Z4axpyfPKfPf"]
    # Device names as hipDeviceProp_t.gcnArchName spells them.
    assert info.for_arch("gfx90a:sramecc+:xnack-").target == "gfx90a:xnack-"
    assert info.for_arch("gfx90a:sramecc-:xnack+") is None
    assert info.for_arch("gfx1030").target == "gfx1030"
    assert info.for_arch("gfx1100") is None
    assert validate_code_object(data, "gfx1030", ["axpy"]) == []
    assert validate_code_object(data, "gfx90a:xnack-", ["axpy"]) == []
    assert validate_code_object(data, "gfx1100", ["axpy"]) == [
        f"offload bundle has no entry for gfx1100 (entries: {', '.join([host_bundle_id(), *sorted(built)])})"]
