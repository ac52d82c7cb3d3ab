"""Nothing lost, nothing hangs: outputs never overwrite inputs, hostile input meets a limit with a located error,
file-system conditions are located errors, the cache survives concurrency, kills and a second user."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from testutil import ROOT, SAMPLES, run_pycucc

from pycucc.runtime.codeobj import read_code_object

pytestmark = pytest.mark.toolchain
SAXPY = Path(SAMPLES) / "saxpy.cu"
SITE = next((Path(ROOT) / ".venv" / "lib").glob("python3*/site-packages"), None)


def _no_traceback(p):
    assert "Traceback" not in p.stderr and "internal error" not in p.stderr, p.stderr


@pytest.mark.parametrize("args", [["-o", "{src}"], ["-c", "-o", "{src}"], ["--emit", "hip", "-o", "{src}"],
                                  ["-E", "-o", "{src}"], ["-M", "-o", "{src}"], ["-c", "-MD", "-MF", "{src}"],
                                  ["-o", "{link}"], ["-o", "{hard}"]])
def test_an_output_that_is_an_input_is_refused_and_the_source_survives(args, tmp_path, cache_dir):
    src = tmp_path / "k.cu"
    src.write_bytes(SAXPY.read_bytes())
    os.symlink(src, tmp_path / "link.cu")
    os.link(src, tmp_path / "hard.cu")
    argv = [a.format(src=src, link=tmp_path / "link.cu", hard=tmp_path / "hard.cu") for a in args]
    p = run_pycucc(src, *argv, "--offload-arch=gfx1030")
    assert p.returncode == 2 and "[PCC0007]" in p.stderr and "is the input" in p.stderr
    _no_traceback(p)
    assert src.read_bytes() == SAXPY.read_bytes()


def test_a_failed_build_leaves_no_older_output_and_a_good_one_replaces_it(tmp_path, cache_dir):
    out = tmp_path / "k.hsaco"
    out.write_bytes(b"older")
    bad = tmp_path / "bad.cu"
    bad.write_text("__global__ void k(int* p) { p[0] = ; }\n")
    p = run_pycucc(bad, "-o", out, "--offload-arch=gfx1030")
    assert p.returncode == 1 and not out.exists()
    out.write_bytes(b"older")
    run_pycucc(SAXPY, "-o", out, "--offload-arch=gfx1030", check=True)
    assert read_code_object(out.read_bytes()).targets[0].arch == "gfx1030"


def test_a_20000_term_expression_translates_and_builds(tmp_path, cache_dir):
    # libclang's own parse thread has 8 MB of stack, which this overflowed (SIGSEGV); clang accepts the file
    src = tmp_path / "deep.cu"
    src.write_text("__device__ int e = " + "+".join(["1"] * 20000) + "+0;\n__global__ void k(int* p) { p[0] = e; }\n")
    p = run_pycucc("translate", src)
    assert p.returncode == 0, p.stderr
    assert "__global__ void k" in p.stdout
    run_pycucc(src, "-o", tmp_path / "deep.hsaco", "--offload-arch=gfx1030", check=True)


@pytest.mark.parametrize("include", ["/dev/zero", "/dev/urandom"])
def test_an_endless_include_is_an_error_at_its_line_before_the_parse(include, tmp_path, cache_dir):
    src = tmp_path / "z.cu"
    src.write_text(f'// a comment\n#include "{include}"\n__global__ void k(int* p) {{ p[0] = 1; }}\n')
    t = time.monotonic()
    p = run_pycucc("translate", src, env={"PYCUCC_PARSE_MEMORY": "512"})
    assert p.returncode == 1 and "[PCC0001]" in p.stderr and "not a regular file" in p.stderr
    assert f"{src}:2:10: error:" in p.stderr
    assert time.monotonic() - t < 60
    _no_traceback(p)


def test_an_endless_include_through_a_macro_meets_the_memory_limit(tmp_path, cache_dir):
    """A computed include (`#include MACRO`) is not looked at before the parse: the memory limit stops it."""
    src = tmp_path / "z.cu"
    src.write_text('#define DATA "/dev/zero"\n#include DATA\n__global__ void k(int* p) { p[0] = 1; }\n')
    p = run_pycucc("translate", src, env={"PYCUCC_PARSE_MEMORY": "512"})
    assert p.returncode == 1 and "[PCC1094]" in p.stderr and "PYCUCC_PARSE_MEMORY" in p.stderr
    _no_traceback(p)


def test_a_parse_that_runs_too_long_is_stopped_and_named(tmp_path, cache_dir):
    src = tmp_path / "big.cu"
    src.write_text("".join(f"__device__ int f{i}(int x) {{ return x + {i}; }}\n" for i in range(200000)))
    p = run_pycucc("translate", src, env={"PYCUCC_PARSE_TIMEOUT": "0.5"})
    assert p.returncode == 1 and "[PCC1093]" in p.stderr and "0.5 s" in p.stderr and "PYCUCC_PARSE_TIMEOUT" in p.stderr
    _no_traceback(p)


def test_a_bad_limit_is_a_usage_error(tmp_path, cache_dir):
    p = run_pycucc("translate", SAXPY, env={"PYCUCC_PARSE_TIMEOUT": "soon"})
    assert p.returncode == 2 and "[PCC0013]" in p.stderr and "PYCUCC_PARSE_TIMEOUT" in p.stderr


def test_a_source_over_the_size_limit_is_refused(tmp_path, cache_dir):
    src = tmp_path / "huge.cu"
    src.write_bytes(b"// x\n" * (300 << 10))
    p = run_pycucc(src, "-o", tmp_path / "h.hsaco", env={"PYCUCC_MAX_SOURCE_MB": "1"})
    assert p.returncode == 1 and "[PCC0011]" in p.stderr and "PYCUCC_MAX_SOURCE_MB" in p.stderr


def test_file_system_conditions_are_located_errors(tmp_path, cache_dir):
    name = os.fsdecode(b"\xff-kernel.cu")
    (tmp_path / name).write_bytes(SAXPY.read_bytes())
    for args in ([name, "-o", "x.hsaco"], ["translate", name], ["-c", name]):
        p = run_pycucc(*args, "--offload-arch=gfx1030", cwd=tmp_path) if args[0] != "translate" else \
            run_pycucc(*args, cwd=tmp_path)
        assert p.returncode == 1 and "not valid UTF-8" in p.stderr and "[PCC0001]" in p.stderr, p.stderr
        _no_traceback(p)
    p = run_pycucc(SAXPY, "-o", tmp_path / ("x" * 300 + ".hsaco"), "--offload-arch=gfx1030")
    assert p.returncode == 1 and "[PCC0005]" in p.stderr and "cannot write" in p.stderr
    _no_traceback(p)
    fifo = tmp_path / "f.cu"
    os.mkfifo(fifo)
    p = run_pycucc(fifo, "-o", tmp_path / "f.hsaco")
    assert p.returncode == 1 and "not a regular file" in p.stderr


@pytest.mark.parametrize("kind", ["a file", "unwritable"])
def test_an_unusable_cache_degrades_to_none_with_a_note(kind, tmp_path):
    if kind == "a file":
        cache = tmp_path / "cache"
        cache.write_text("not a folder")
    else:
        cache = Path("/proc/pycucc-cache")  # no one may make folders there, root included
    out = tmp_path / "s.hsaco"
    p = run_pycucc(SAXPY, "-o", out, "--offload-arch=gfx1030", env={"PYCUCC_CACHE_DIR": str(cache)})
    assert p.returncode == 0, p.stderr
    assert "[PCC0012]" in p.stderr and str(cache) in p.stderr
    assert read_code_object(out.read_bytes()).targets[0].arch == "gfx1030"


def test_translate_removes_an_older_output_when_the_input_cannot_be_read(tmp_path, cache_dir):
    src = tmp_path / "bin.cu"
    src.write_bytes(b"\x7fELF\0\0\0binary")
    out = tmp_path / "out.cu"
    out.write_text("an older translation\n")
    p = run_pycucc("translate", src, "-o", out)
    assert p.returncode == 1 and "binary" in p.stderr and not out.exists()


def test_eight_parallel_builds_into_one_empty_cache_agree(tmp_path):
    env = dict(os.environ, PYCUCC_CACHE_DIR=str(tmp_path / "cache"))
    outs = [tmp_path / f"p{i}.hsaco" for i in range(8)]
    procs = [subprocess.Popen([sys.executable, "-m", "pycucc", str(SAXPY), "-o", str(o),
                               "--offload-arch=gfx1030,gfx90a"], env=env, stderr=subprocess.PIPE) for o in outs]
    for p in procs:
        assert p.wait(timeout=600) == 0, p.stderr.read().decode()
    blobs = {o.read_bytes() for o in outs}
    assert len(blobs) == 1
    assert [t.arch for t in read_code_object(blobs.pop()).targets] == ["gfx1030", "gfx90a"]


def test_a_build_killed_at_random_points_leaves_a_cache_the_next_build_uses_right(tmp_path):
    rng = random.Random(2026)
    cache = tmp_path / "cache"
    # a killed build leaves its work folder (pycucc-*) and its clang's temporary files behind: in the test's folder,
    # not in the machine's /tmp (five folders and clang's partial objects per run, on a CI runner that keeps /tmp)
    temp = tmp_path / "temp"
    temp.mkdir()
    env = dict(os.environ, PYCUCC_CACHE_DIR=str(cache), TMPDIR=str(temp))
    reference = tmp_path / "clean.hsaco"
    subprocess.run([sys.executable, "-m", "pycucc", str(SAXPY), "-o", str(reference), "--offload-arch=gfx1030",
                    "--no-cache"], env=dict(env, PYCUCC_CACHE_DIR=str(tmp_path / "other")), check=True)
    for _ in range(5):
        out = tmp_path / "k.hsaco"
        p = subprocess.Popen([sys.executable, "-m", "pycucc", str(SAXPY), "-o", str(out), "--offload-arch=gfx1030"],
                             env=env, start_new_session=True)
        time.sleep(rng.uniform(0.05, 1.5))
        os.killpg(p.pid, signal.SIGKILL)  # pycucc and its clang children, wherever they are
        p.wait()
        assert not out.exists() or out.read_bytes() == reference.read_bytes(), "a torn output"
    subprocess.run([sys.executable, "-m", "pycucc", str(SAXPY), "-o", str(tmp_path / "after.hsaco"),
                    "--offload-arch=gfx1030"], env=env, check=True)
    assert (tmp_path / "after.hsaco").read_bytes() == reference.read_bytes()


def _as_other_user(args, env, cwd):
    """Run pycucc as `nobody`, with the system Python and this checkout's virtual environment on its path."""
    code = (f"import site; site.addsitedir({str(SITE)!r}); import sys; from pycucc.cli import main; "
            "sys.argv[0] = 'pycucc'; main()")
    full = {"PATH": os.environ.get("PATH", ""), "HOME": "/tmp", **env}
    return subprocess.run(["/usr/bin/python3", "-c", code, *map(str, args)], capture_output=True, text=True,
                          env=full, cwd=cwd, user="nobody", group="nogroup", timeout=600)


@pytest.mark.skipif(os.geteuid() != 0 or not os.path.exists("/usr/bin/python3") or SITE is None,
                    reason="switching users needs root, /usr/bin/python3 and this checkout's .venv")
def test_two_users_share_one_cache(tmp_path):
    """A cache shared by a group (PYCUCC_CACHE_SHARED=1, a set-group-ID folder of a group both users are in): one
    user's build is the other's hit, and a miss builds into it. The same folder without the setting, or one that
    every user can write, is not used (README: "Sharing a cache")."""
    import grp
    gid = grp.getgrnam("nogroup").gr_gid
    os.chmod(tmp_path, 0o1777)  # sticky, as /tmp
    # Let nobody reach the test folder: every folder between it and the system's temporary folder (pytest-xdist's
    # workers add a popen-gwN level).
    top = Path(tempfile.gettempdir()).resolve()
    for p in tmp_path.resolve().parents:
        if p == top or top not in p.parents:
            break
        os.chmod(p, os.stat(p).st_mode | 0o011)
    cache = tmp_path / "cache"
    cache.mkdir()
    os.chown(cache, 0, gid)
    os.chmod(cache, 0o2775)
    src = tmp_path / "k.cu"
    src.write_bytes(SAXPY.read_bytes())
    os.chmod(src, 0o644)
    shared = {"PYCUCC_CACHE_DIR": str(cache), "PYCUCC_CACHE_SHARED": "1"}
    subprocess.run(["setpriv", f"--groups={gid}", "--", sys.executable, "-m", "pycucc", str(src), "-o",
                    str(tmp_path / "a.hsaco"), "--offload-arch=gfx1100"], env={**os.environ, **shared}, check=True)
    bitcode = [d for d in cache.iterdir() if d.name.startswith("bitcode-")]
    assert bitcode and all(d.stat().st_mode & 0o005 == 0o005 for d in bitcode), "the overlay is locked to its owner"
    p = _as_other_user([src, "-o", tmp_path / "b.hsaco", "--offload-arch=gfx1100", "-v"], shared, tmp_path)
    assert p.returncode == 0, p.stderr
    assert "clang++" not in "".join(line for line in p.stderr.splitlines() if line.startswith("#$ /")), "not a hit"
    assert (tmp_path / "b.hsaco").read_bytes() == (tmp_path / "a.hsaco").read_bytes()
    p = _as_other_user([src, "-o", tmp_path / "c.hsaco", "--offload-arch=gfx1030"], shared, tmp_path)
    assert p.returncode == 0 and "[PCC0012]" not in p.stderr and "[PCC0015]" not in p.stderr, p.stderr
    p = _as_other_user([src, "-o", tmp_path / "c2.hsaco", "--offload-arch=gfx1030"], {"PYCUCC_CACHE_DIR": str(cache)},
                       tmp_path)
    assert p.returncode == 0 and "[PCC0015]" in p.stderr, p.stderr  # a group's cache, not shared by setting
    # A cache the other user may not write to: it builds anyway, and says why it did not use the cache.
    private = tmp_path / "private"
    run_pycucc(src, "-o", tmp_path / "d.hsaco", "--offload-arch=gfx1100", env={"PYCUCC_CACHE_DIR": str(private)},
               check=True)
    os.chmod(private, 0o755)
    p = _as_other_user([src, "-o", tmp_path / "e.hsaco", "--offload-arch=gfx1100"],
                       {"PYCUCC_CACHE_DIR": str(private)}, tmp_path)
    assert p.returncode == 0 and "[PCC0012]" in p.stderr, p.stderr


def test_translate_removes_an_older_output_when_it_fails_inside(tmp_path, monkeypatch):
    from pycucc import porting

    def broken(*args):
        raise RuntimeError("a bug in the translator")
    src = tmp_path / "k.cu"
    src.write_text("__global__ void k() {}\n")
    out = tmp_path / "out.hip"
    out.write_text("an older translation\n")
    monkeypatch.setattr(porting, "translate_job", broken)
    with pytest.raises(RuntimeError):
        porting.run([str(src)], output=str(out), jobs=1)
    assert not out.exists() and src.exists()


def test_a_parse_child_that_runs_out_while_reporting_is_a_memory_error(monkeypatch):
    """CI saw the memory limit strike while the child formatted a traceback: an out-of-memory error, not a bug."""
    import traceback
    from pycucc import codes, limits
    from pycucc.diagnostics import PycuccError

    def no_memory():
        raise MemoryError
    monkeypatch.setattr(traceback, "format_exc", no_memory)  # the forked child inherits it (and imports this one)

    def parse():
        raise ValueError("libclang gave up")
    with pytest.raises(PycuccError) as e:
        limits.contained(parse, what="the parse", path="k.cu")
    assert e.value.diagnostics[0].code == codes.PARSE_OUT_OF_MEMORY


def test_what_runs_beside_the_parse_child_overlaps_it_and_its_error_waits_for_the_child(tmp_path):
    """limits.contained's `meanwhile` (a build imports its later stages there): it runs in the parent while the
    child works, not after it, and an error of its own is raised only once the child is collected, so that no
    child is left behind."""
    from pycucc import limits
    mark = tmp_path / "child-done"

    def child():
        time.sleep(0.5)
        mark.write_text("done")
        return 7

    seen = {}

    def beside():
        seen["child done when it ran"] = mark.exists()
    assert limits.contained(child, what="the parse", path="k.cu", meanwhile=beside) == 7
    assert seen == {"child done when it ran": False}

    mark.unlink()

    def broken():
        raise KeyError("in the parent")
    with pytest.raises(KeyError):
        limits.contained(child, what="the parse", path="k.cu", meanwhile=broken)
    assert mark.read_text() == "done"  # the child ran to its end before the parent's error came out
