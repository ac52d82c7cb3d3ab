import hashlib
import os

import pytest

from pycucc.cache import Cache, atomic_write, digest

from testutil import run_pycucc


def test_atomic_write_replaces_whole_file_and_leaves_no_temp(tmp_path):
    p = tmp_path / "sub" / "out.bin"
    atomic_write(str(p), b"one")
    atomic_write(str(p), b"two")
    assert p.read_bytes() == b"two"
    assert os.listdir(str(p.parent)) == ["out.bin"]


def test_cache_round_trip_and_corruption_is_a_miss(tmp_path):
    c = Cache(str(tmp_path))
    k = digest(b"x")
    assert c.get(k) is None
    c.put(k, b"payload")
    assert c.get(k) == b"payload"
    name = hashlib.sha256(b"payload").hexdigest()  # objects are named by the digest of their bytes
    path = tmp_path / "objects" / name[:2] / name
    path.write_bytes(path.read_bytes()[:-1] + b"X")
    assert c.get(k) is None and c.get_object(name) is None


def test_manifest_is_invalidated_when_a_dependency_changes(tmp_path):
    c = Cache(str(tmp_path / "c"))
    dep = tmp_path / "kernel.cuh"
    dep.write_text("#define N 1\n")
    c.record_manifest("m", [str(dep)], "obj", {"kernels": ["k"]})
    assert c.lookup_manifest("m") == ("obj", {"kernels": ["k"]})
    dep.write_text("#define N 2\n")
    assert c.lookup_manifest("m") is None
    dep.unlink()
    assert c.lookup_manifest("m") is None


def test_disabled_cache_stores_nothing(tmp_path):
    c = Cache(str(tmp_path), enabled=False)
    c.put("ab" * 32, b"x")
    assert c.get("ab" * 32) is None and not os.listdir(str(tmp_path))


def test_digest_separates_parts():
    assert digest(b"ab", b"c") != digest(b"a", b"bc")


def test_written_files_get_the_umask_mode_not_mkstemps_0600(tmp_path):
    old = os.umask(0o022)
    try:
        atomic_write(str(tmp_path / "f"), b"x")
    finally:
        os.umask(old)
    assert (tmp_path / "f").stat().st_mode & 0o777 == 0o644


def test_a_stamp_memo_is_kept_only_for_files_not_just_written_and_recalls_only_digests(tmp_path, monkeypatch):
    import time
    from pycucc import cache
    monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / "cache"))
    f = tmp_path / "input.h"
    f.write_text("int x;\n")
    assert cache.stamp_memo("t", cache.stamps_of([str(f)])) is None  # just written: its stamp may not change
    old = time.time_ns() - 60_000_000_000
    os.utime(f, ns=(old, old))
    stamps = cache.stamps_of([str(f), str(tmp_path / "missing.h")])
    assert [s[0] for s in stamps] == [str(f)]
    memo = cache.stamp_memo("t", stamps, b"salt")
    assert memo and memo != cache.stamp_memo("t", stamps, b"other salt")
    assert cache.recall(memo) is None
    value = digest(b"a value")
    cache.remember(memo, value)
    assert cache.recall(memo) == value and cache.recall(memo, ".pickle") is None
    cache.remember(memo, value + ".pickle")
    assert cache.recall(memo, ".pickle") == value + ".pickle"
    for bad in ("../../etc/passwd" + "0" * 48, value[:63], value.upper(), value + "x"):
        cache.remember(memo, bad)
        assert cache.recall(memo) is None, bad
    os.utime(f, ns=(old, old + 1))  # touched: another memo
    assert cache.stamp_memo("t", cache.stamps_of([str(f)]), b"salt") != memo


def test_pycucc_digest_is_not_remembered_while_a_package_file_is_just_written(tmp_path, monkeypatch):
    import time
    from pycucc import cache
    monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / "cache"))
    files = cache._package_files()
    now = time.time_ns()
    monkeypatch.setattr(cache, "_package_files", lambda: files[:-1] + [(files[-1][0], files[-1][1], now)])
    monkeypatch.setattr(cache, "_self_digest", None)
    racy = cache.pycucc_digest()
    assert not (tmp_path / "cache" / "self").exists()  # nothing remembered for a racy stamp
    monkeypatch.setattr(cache, "_package_files", lambda: files)
    monkeypatch.setattr(cache, "_self_digest", None)
    assert cache.pycucc_digest() == racy and len(os.listdir(tmp_path / "cache" / "self")) == 1


def test_a_kept_self_digest_serves_an_empty_cache_only_for_the_same_files(tmp_path, monkeypatch):
    """pycucc's digest kept beside its code (cache.KEPT_DIR) answers a first build on an empty cache, under
    the stamp key of every package file: an edited or added file is another key, so the digest is computed again,
    and a kept copy in a folder another user can write is not read."""
    from pycucc import cache
    kept_dir = tmp_path / "kept"
    kept_dir.mkdir(mode=0o755)
    monkeypatch.setattr(cache, "KEPT_DIR", str(kept_dir))
    monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / "c1"))
    monkeypatch.setattr(cache, "_self_digest", None)
    real = cache.pycucc_digest()
    (kept,) = kept_dir.iterdir()
    assert kept.name.startswith(cache.SELF_KEPT_PREFIX) and kept.read_text() == real
    planted = "ab" * 32  # a value the files cannot give: proof that the kept copy answered
    kept.write_text(planted)
    monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / "c2"))
    monkeypatch.setattr(cache, "_self_digest", None)
    assert cache.pycucc_digest() == planted
    assert len(os.listdir(tmp_path / "c2" / "self")) == 1  # copied into the cache, for the warm hit's check
    extra = tmp_path / "added.py"
    extra.write_text("x = 1\n")
    os.utime(extra, ns=(1_000_000_000, 1_000_000_000))
    files = cache._package_files()
    monkeypatch.setattr(cache, "_package_files", lambda: files + cache.stamps_of([str(extra)]))
    monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / "c3"))
    monkeypatch.setattr(cache, "_self_digest", None)
    edited = cache.pycucc_digest()
    assert edited not in (planted, real) and len(list(kept_dir.iterdir())) == 1  # the older code's copy removed
    monkeypatch.setattr(cache, "_package_files", lambda: files)
    kept.write_text(planted)
    kept_dir.chmod(0o777)
    monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / "c4"))
    monkeypatch.setattr(cache, "_self_digest", None)
    assert cache.pycucc_digest() == real  # the planted copy is not trusted there: computed from the files
    kept_dir.chmod(0o755)


@pytest.mark.toolchain
def test_a_hit_shows_the_warnings_the_build_showed(tmp_path, cache_dir):
    """A no-change rebuild (make after a touch) says what the first build said, as ccache replays stderr; the
    object comes from the cache (no clang command runs)."""
    src = tmp_path / "w.cu"
    src.write_text("__global__ void k(int* p) { int unused; p[0] = 1; }\n")
    args = ("-c", str(src), "-o", str(tmp_path / "w.o"), "--offload-arch=gfx1100", "-Xcompiler", "-Wunused-variable")
    first = run_pycucc(*args)
    again = run_pycucc(*args, "-v")
    assert first.returncode == 0 and again.returncode == 0, first.stderr + again.stderr
    assert "unused variable 'unused'" in first.stderr and "[PCC2002]" in first.stderr
    assert not [line for line in again.stderr.splitlines() if line.startswith("#$ ") and "clang" in line], again.stderr
    shown = [line for line in again.stderr.splitlines() if not line.startswith(("#$ ", "pycucc: "))]
    assert "\n".join(shown).strip() == first.stderr.strip()
