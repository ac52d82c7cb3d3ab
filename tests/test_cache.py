import os

from pycucc.cache import Cache, atomic_write, digest


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
    path = tmp_path / "objects" / k[:2] / k
    path.write_bytes(path.read_bytes()[:-1] + b"X")
    assert c.get(k) is None


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
