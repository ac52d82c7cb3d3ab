"""The command memo (compiler/quick.py): a compile run again as it ran before is answered without reading its
command line, and only when the ordinary run would give the same files. Each test changes one thing that would
make a replay wrong (a header, the environment, the toolchain found, pycucc's own code, the output) and checks
that the command then runs the ordinary way and writes what a clean build writes."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from testutil import SAMPLES, replayed

pytestmark = pytest.mark.toolchain


def _pycucc(argv, cwd, env=None):
    return replayed(argv, cwd, env)  # True: answered from the memo


def _clean(argv, cwd, tmp_path, env=None):
    """What a build with an empty cache writes (the reference a replay must equal)."""
    e = {**os.environ, **(env or {}), "PYCUCC_CACHE_DIR": str(tmp_path / "clean-cache")}
    p = subprocess.run([sys.executable, "-m", "pycucc", *map(str, argv)], cwd=cwd, env=e, capture_output=True)
    assert p.returncode == 0, p.stderr


@pytest.fixture
def project(tmp_path, cache_dir):
    src = tmp_path / "src"
    src.mkdir()
    (src / "k.cu").write_text('#include "scale.h"\n__global__ void k(float *x) { x[threadIdx.x] *= SCALE; }\n')
    (src / "scale.h").write_text("#define SCALE 2.0f\n")
    return src


@pytest.mark.parametrize("mode", ["hsaco", "object"])
def test_a_repeated_compile_is_answered_from_its_memo_with_the_same_files(mode, project, tmp_path):
    out = "k.hsaco" if mode == "hsaco" else "k.o"
    argv = ["k.cu", "-o", out, "--offload-arch=gfx1030"] + (["-c", "-MD"] if mode == "object" else [])
    assert not _pycucc(argv, project)  # the first build fills the cache and the memo
    first = (project / out).read_bytes()
    dep = project / "k.d"
    first_dep = dep.read_bytes() if mode == "object" else None
    (project / out).unlink()
    if mode == "object":
        dep.unlink()
    assert _pycucc(argv, project)
    assert (project / out).read_bytes() == first
    if mode == "object":
        assert dep.read_bytes() == first_dep and b"scale.h" in first_dep


def test_an_edited_header_is_built_again(project, tmp_path):
    argv = ["k.cu", "-o", "k.hsaco", "--offload-arch=gfx1030"]
    _pycucc(argv, project)
    assert _pycucc(argv, project)
    before = (project / "k.hsaco").read_bytes()
    (project / "scale.h").write_text("#define SCALE 3.0f\n")
    assert not _pycucc(argv, project)
    after = (project / "k.hsaco").read_bytes()
    _clean(["k.cu", "-o", "clean.hsaco", "--offload-arch=gfx1030"], project, tmp_path)
    assert after != before and after == (project / "clean.hsaco").read_bytes()


def test_a_header_that_would_now_shadow_the_one_read_is_a_miss(project, tmp_path):
    inc = tmp_path / "inc"
    inc.mkdir()
    (project / "k.cu").write_text('#include <scale.h>\n__global__ void k(float *x) { x[threadIdx.x] *= SCALE; }\n')
    first = tmp_path / "first"
    first.mkdir()
    (first / "scale.h").write_text("#define SCALE 2.0f\n")
    argv = ["k.cu", "-o", "k.hsaco", "--offload-arch=gfx1030", f"-I{inc}", f"-I{first}"]
    _pycucc(argv, project)
    assert _pycucc(argv, project)
    (inc / "scale.h").write_text("#define SCALE 5.0f\n")  # found before first/scale.h now
    assert not _pycucc(argv, project)
    _clean([*argv[:2], "clean.hsaco", *argv[3:]], project, tmp_path)
    assert (project / "k.hsaco").read_bytes() == (project / "clean.hsaco").read_bytes()


def test_a_changed_environment_runs_the_command(project):
    argv = ["k.cu", "-o", "k.hsaco", "--offload-arch=gfx1030"]
    _pycucc(argv, project)
    assert _pycucc(argv, project)
    assert not _pycucc(argv, project, {"CPATH": str(project)})
    assert _pycucc(argv, project, {"CPATH": str(project)})


def test_another_toolchain_found_runs_the_command(project, tmp_path):
    """A clang++-21 that appears on PATH is found first (toolchain.find_clang): the same environment, another
    toolchain."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    env = {"PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}"}
    argv = ["k.cu", "-o", "k.hsaco", "--offload-arch=gfx1030"]
    _pycucc(argv, project, env)
    assert _pycucc(argv, project, env)
    clang = subprocess.run(["bash", "-c", "command -v clang++-19"], capture_output=True, text=True).stdout.strip()
    (bin_dir / "clang++-21").symlink_to(os.path.realpath(clang))
    assert not _pycucc(argv, project, env)


def test_an_output_that_is_now_a_folder_is_the_ordinary_error(project):
    argv = ["k.cu", "-o", "k.hsaco", "--offload-arch=gfx1030"]
    _pycucc(argv, project)
    (project / "k.hsaco").unlink()
    (project / "k.hsaco").mkdir()
    p = subprocess.run([sys.executable, "-m", "pycucc", *argv], cwd=project, capture_output=True, text=True)
    assert p.returncode != 0 and "is a directory" in p.stderr and "[PCC" in p.stderr


def test_edited_pycucc_code_is_another_digest(monkeypatch, tmp_path):
    """In a checkout every file is stamped: a changed or added file of the package changes pycucc's digest (and so
    every build key and the memo's check)."""
    from pycucc import cache
    monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "_self_digest", None)
    real = cache.pycucc_digest()
    extra = tmp_path / "added.py"
    extra.write_text("x = 1\n")
    os.utime(extra, ns=(1_000_000_000, 1_000_000_000))  # not racy: its stamp is remembered
    files = cache._package_files()
    monkeypatch.setattr(cache, "_package_files", lambda: files + cache.stamps_of([str(extra)]))
    monkeypatch.setattr(cache, "_self_digest", None)
    assert cache.pycucc_digest() != real


def test_an_installed_copy_is_stamped_by_its_install_record(monkeypatch, tmp_path):
    """A wheel's pycucc/ beside its dist-info: one stamp of the RECORD pip writes on every install, not one per
    file; a reinstall (a new RECORD) is another stamp."""
    from pycucc import cache
    site = tmp_path / "site-packages"
    pkg = site / "pycucc"
    pkg.mkdir(parents=True)
    (pkg / "cache.py").write_text("")
    record = site / "pycucc-0.1.0.dist-info" / "RECORD"
    record.parent.mkdir()
    record.write_text("pycucc/cache.py,,\n")
    monkeypatch.setattr(cache, "__file__", str(pkg / "cache.py"))
    monkeypatch.setattr(cache, "_package_dirs", lambda: [str(pkg)])
    stamps = cache._install_stamp()
    assert [p for p, _, _ in stamps] == [str(record), str(pkg)]
    record.write_text("pycucc/cache.py,sha256=x,1\n")
    assert cache._install_stamp() != stamps
    monkeypatch.setattr(cache, "__file__", os.path.join(os.path.dirname(cache._package_dirs()[0]), "x", "cache.py"))
    assert cache._install_stamp() is None  # not a folder named pycucc: a checkout


def test_a_verbose_build_says_hit_or_why_it_missed(project):
    argv = [sys.executable, "-m", "pycucc", "k.cu", "-o", "k.hsaco", "--offload-arch=gfx1030", "-v"]
    miss = subprocess.run(argv, cwd=project, capture_output=True, text=True).stderr
    assert "#$ pycucc-cache miss: k.cu: nothing was built before" in miss
    hit = subprocess.run(argv, cwd=project, capture_output=True, text=True).stderr
    assert "#$ pycucc-cache hit: k.cu" in hit
    (project / "scale.h").write_text("#define SCALE 4.0f\n")
    changed = subprocess.run(argv, cwd=project, capture_output=True, text=True).stderr
    assert f"#$ pycucc-cache miss: k.cu: '{project / 'scale.h'}' changed" in changed


def test_an_options_file_is_part_of_the_command_line(project, tmp_path):
    """CMake passes include folders in an options file (`--options-file F`): another file content is another
    command line, though the command line is the same."""
    inc = tmp_path / "inc"
    inc.mkdir()
    (inc / "scale.h").write_text("#define SCALE 7.0f\n")
    (project / "k.cu").write_text('#include <scale.h>\n__global__ void k(float *x) { x[threadIdx.x] *= SCALE; }\n')
    opts = project / "includes.rsp"
    opts.write_text(f"-I{project}\n")
    argv = ["k.cu", "-o", "k.hsaco", "--offload-arch=gfx1030", "--options-file", "includes.rsp"]
    _pycucc(argv, project)
    assert _pycucc(argv, project)
    opts.write_text(f"-I{inc}\n")
    assert not _pycucc(argv, project)
    _clean(["k.cu", "-o", "clean.hsaco", "--offload-arch=gfx1030", f"-I{inc}"], project, tmp_path)
    assert (project / "k.hsaco").read_bytes() == (project / "clean.hsaco").read_bytes()


def test_native_targets_are_never_replayed(project, monkeypatch):
    """`native` is the GPUs found when the command line is read; the memo records no such command."""
    from pycucc.cli.nvcc import _asks_for_native
    from pycucc.nvcc_flags import options_files_read
    for var in ("PYCUCC_OFFLOAD_ARCH", "NVCC_PREPEND_FLAGS", "NVCC_APPEND_FLAGS"):
        monkeypatch.delenv(var, raising=False)
    # the options files this process read for other tests' in-process commands are not this command's
    saved = list(options_files_read)
    options_files_read.clear()
    try:
        assert _asks_for_native(["k.cu", "--offload-arch=native"]) and _asks_for_native(["-arch=native", "k.cu"])
        assert not _asks_for_native(["k.cu", "--offload-arch=gfx1030"])
    finally:
        options_files_read[:] = saved


def test_the_memo_format_reads_back_and_a_torn_or_older_memo_is_none():
    from pycucc import quick
    entry = {f: f"v-{f}" for f in quick.FIELDS}
    entry.update(outputs=["a.o", "b c.o"], absent=["/x/inc/k.h"], depfiles=[("k.d", "k.o: k.cu \\\n h.h\n")],
                 read=[("o.rsp", "d" * 64)], deps=[("/s/k.cu", "e" * 64), ("/s/h.h", "f" * 64)])
    raw = quick.encode(entry)
    assert quick.decode(raw) == dict(entry, tag=quick.TAG)
    assert quick.decode(raw[:-3]) is None  # torn
    assert quick.decode(raw + b"\0extra") is None
    assert quick.decode(b'{"env": "x"}') is None  # the older JSON memo: a miss, written again
    with pytest.raises(ValueError):
        quick.encode(dict(entry, source="a\0b"))
    link = {f: f"v-{f}" for f in quick.LINK_FIELDS}
    link.update(outputs=["app"], absent=["/l/libm.a"], driver=["clang++", "a.o", "-o", "app"], read=[],
                deps=[("/s/a.o", "e" * 64)], stamps=[("/usr/lib/crt1.o", "1:2:3:4:5")])
    raw = quick.encode(link, quick.LINK_TAG)
    assert quick.decode(raw) == dict(link, tag=quick.LINK_TAG)
    assert quick.decode(raw[:-3]) is None


def test_the_hit_paths_finders_are_the_standard_librarys(tmp_path, monkeypatch):
    """toolfind.which is shutil.which, toolfind._each_folder is sorted(glob.glob(...)): the replay and the ordinary
    run find the same clang and bitcode."""
    import glob
    import shutil
    from pycucc import toolfind
    for name in ("clang++-19", "clang++", "ld.lld", "sh", "no-such-tool-here"):
        assert toolfind.which(name) == shutil.which(name)
    bindir = tmp_path / "bin"
    bindir.mkdir()
    (bindir / "tool").write_text("")
    (bindir / "tool").chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path / 'none'}:{bindir}:{bindir}")
    assert toolfind.which("tool") == shutil.which("tool") == str(bindir / "tool")
    for n in ("x86_64-linux-gnu", "aarch64-linux-gnu", ".hidden-linux-gnu", "other", "empty-linux-gnu"):
        (tmp_path / n).mkdir()
        if n != "empty-linux-gnu":
            (tmp_path / n / "amdgcn" / "bitcode").mkdir(parents=True)
    assert toolfind._each_folder(str(tmp_path), "-linux-gnu", ("amdgcn", "bitcode")) == \
        sorted(glob.glob(str(tmp_path / "*-linux-gnu" / "amdgcn" / "bitcode")))


def test_the_device_bitcode_is_found_where_debian_12_and_13_put_it(tmp_path):
    """Debian 12's rocm-device-libs: /usr/lib/x86_64-linux-gnu/amdgcn/bitcode; Debian 13's rocm-device-libs-17:
    LLVM 17's resource folder (/usr/lib/llvm-17/lib/clang/17/amdgcn/bitcode), which clang-19 does not search."""
    from pycucc import toolfind
    if os.path.isfile("/opt/rocm/amdgcn/bitcode/ocml.bc"):
        pytest.skip("an AMD ROCm install's bitcode (/opt/rocm) comes before the system folders")

    def bitcode(*parts):
        d = tmp_path.joinpath(*parts)
        d.mkdir(parents=True)
        (d / "ocml.bc").write_bytes(b"BC")
        return str(d)

    (tmp_path / "llvm-19" / "lib" / "clang" / "19").mkdir(parents=True)  # clang-19 itself: no bitcode there
    debian13 = bitcode("llvm-17", "lib", "clang", "17", "amdgcn", "bitcode")
    tried: list = []
    assert toolfind.find_device_lib({}, False, "", tried, usr_lib=str(tmp_path)) == debian13
    assert str(tmp_path / "llvm-19" / "lib" / "clang" / "19" / "amdgcn" / "bitcode") not in tried  # no such folder
    debian12 = bitcode("x86_64-linux-gnu", "amdgcn", "bitcode")
    assert toolfind.find_device_lib({}, False, "", [], usr_lib=str(tmp_path)) == debian12  # Debian 12's path first
    assert toolfind.find_device_lib({"HIP_DEVICE_LIB_PATH": debian13}, False, "", [], usr_lib=str(tmp_path)) \
        == debian13


def test_a_changed_clang_or_hip_version_header_is_not_replayed(project, tmp_path):
    """The memo keeps clang's probe while clang's stamp is the same, and the HIP version while its header's digest
    is: another clang binary or another version header is another toolchain (the ordinary run probes again)."""
    from pycucc import quick
    from pycucc.toolchain import toolchain
    tc = toolchain()
    entry = {"clang": tc.clang, "clang_stamp": quick._stamp(tc.clang), "clang_version": tc.clang_version,
             "resource_dir": tc.resource_dir,
             "hip_header": quick.file_digest(quick.hip_version_header(tc.hip_root)),
             "hip_version": ".".join(map(str, tc.hip_version))}
    now = quick._tools_now(entry)
    assert now == quick.tools(tc.clang, tc.clang_version, tc.lld, tc.resource_dir, tc.hip_root, tc.hip_version,
                              tc.device_lib, tc.windows, tc.identity)
    assert quick._tools_now(dict(entry, clang_stamp=entry["clang_stamp"] + "0")) is None
    assert quick._tools_now(dict(entry, hip_header="0" * 64)) is None
    assert quick._tools_now(dict(entry, clang_version="clang version 99")) != now


# ------------------------------------------------------------------------------------------- links of objects
@pytest.fixture
def linked(tmp_path, cache_dir):
    """A program of two objects and a library found through -L (libscale.a, older than the memo's timestamp
    window, as an installed library is): (folder, the link's command line)."""
    src = tmp_path / "prog"
    src.mkdir()
    (src / "k.cu").write_text('extern "C" float scale(float);\n__global__ void k(float *x) { x[threadIdx.x] *= 2; }\n'
                              'void run(float *x) { k<<<1, 32>>>(x); }\n')
    (src / "main.cpp").write_text('extern "C" float scale(float);\nvoid run(float *);\n'
                                  'int main() { return scale(1.0f) > 0 ? 0 : 1; }\n')
    lib = tmp_path / "lib"
    lib.mkdir()
    (tmp_path / "scale.c").write_text("float scale(float x) { return 2 * x; }\n")
    _static_library(tmp_path / "scale.c", lib / "libscale.a")
    for a in (["-c", "k.cu", "-o", "k.o", "--offload-arch=gfx1030"], ["-c", "main.cpp", "-o", "main.o"]):
        _pycucc(a, src)
    import time
    time.sleep(2.1)  # stamps.RACY_NS: a file written this recently is not taken by its stamp
    return src, ["k.o", "main.o", "-o", "app", "--offload-arch=gfx1030", f"-L{lib}", "-lscale"]


def _static_library(c_file, out):
    """A static library (its code is copied into the program, so the program shows which one was linked)."""
    from pycucc.toolchain import toolchain
    clang = toolchain().clang
    obj = str(out) + ".o"
    subprocess.run([clang, "-x", "c", "-c", "-fPIC", str(c_file), "-o", obj], check=True)
    ar = os.path.join(os.path.dirname(os.path.realpath(clang)), "llvm-ar")
    subprocess.run([ar, "rcs", str(out), obj], check=True)
    os.unlink(obj)


def test_a_repeated_link_of_objects_is_answered_from_its_memo_with_the_same_program(linked):
    src, argv = linked
    assert not _pycucc(argv, src)  # the first link fills the memo
    first = (src / "app").read_bytes()
    (src / "app").unlink()
    assert _pycucc(argv, src)
    assert (src / "app").read_bytes() == first and os.access(src / "app", os.X_OK)
    assert not _pycucc([*argv, "-lm"], src)  # another command line (a library more) is another link


def test_a_rebuilt_object_is_linked_again(linked, tmp_path):
    src, argv = linked
    _pycucc(argv, src)
    assert _pycucc(argv, src)
    (src / "k.cu").write_text((src / "k.cu").read_text().replace("*= 2", "*= 3"))
    _pycucc(["-c", "k.cu", "-o", "k.o", "--offload-arch=gfx1030"], src)
    assert not _pycucc(argv, src)
    _clean([*argv[:3], "clean-app", *argv[4:]], src, tmp_path)
    assert (src / "app").read_bytes() == (src / "clean-app").read_bytes()


def test_a_library_that_would_now_be_found_first_or_a_changed_library_is_linked_again(linked, tmp_path):
    src, argv = linked
    first = tmp_path / "first"
    first.mkdir()
    argv = [*argv[:-2], f"-L{first}", *argv[-2:]]  # searched before lib/
    _pycucc(argv, src)
    assert _pycucc(argv, src)
    (tmp_path / "scale3.c").write_text("float scale(float x) { return 3 * x; }\n")
    _static_library(tmp_path / "scale3.c", first / "libscale.a")
    assert not _pycucc(argv, src)
    shadowed = (src / "app").read_bytes()
    (first / "libscale.a").unlink()
    assert _pycucc(argv, src)  # as it was when the memo was written (the shadowed link was too new to remember)
    assert (src / "app").read_bytes() != shadowed
    lib = next(a[2:] for a in argv if a.startswith("-L") and a.endswith("/lib"))
    _static_library(tmp_path / "scale3.c", os.path.join(lib, "libscale.a"))  # another libscale.a in its place
    assert not _pycucc(argv, src)
    _clean([*argv[:3], "clean-app", *argv[4:]], src, tmp_path)
    assert (src / "app").read_bytes() == (src / "clean-app").read_bytes() == shadowed


def test_another_linker_command_from_the_driver_is_linked_again(linked):
    """The memo keeps the driver's -### answer (the GCC installation, crt files and linker it picks): when the
    driver would now answer otherwise, the link runs."""
    from pycucc import quick
    src, argv = linked
    _pycucc(argv, src)
    assert _pycucc(argv, src)
    root = quick.trust.check_root(os.environ["PYCUCC_CACHE_DIR"])[0]
    path = quick.memo_path(root, argv, str(src))
    entry = quick.decode(quick.trust.read(root, path))
    assert entry["tag"] == quick.LINK_TAG and entry["driver_answer"] == quick.driver_answer(entry["driver"])
    assert any(p.endswith("/lib/libscale.a") for p, _ in entry["stamps"])
    assert any(p.endswith("/lib/libscale.so") for p in entry["absent"])  # it would be taken before the .a
    entry["driver_answer"] = entry["driver_answer"].replace("crtbeginS.o", "crtbegin.o")
    from pycucc.cache import store
    store(path, quick.encode(entry, quick.LINK_TAG), root)
    assert not _pycucc(argv, src)


def test_a_link_output_that_is_now_a_folder_or_an_input_is_the_ordinary_error(linked):
    src, argv = linked
    _pycucc(argv, src)
    (src / "app").unlink()
    (src / "app").mkdir()
    p = subprocess.run([sys.executable, "-m", "pycucc", *argv], cwd=src, capture_output=True, text=True)
    assert p.returncode != 0 and "is a directory" in p.stderr and "[PCC" in p.stderr
