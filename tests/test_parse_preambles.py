"""What makes translation fast without changing it: shared precompiled preambles of the C++ library headers files
include first (frontend.preamble_plan / _preamble_pch), and files batched per contained child in a tree
(porting.BATCH) with a crash still confined to its own file."""
from __future__ import annotations

import filecmp
import os
import subprocess
import sys
import time
from pathlib import Path

from pycucc import cache, frontend


def test_leading_includes_stop_at_the_first_other_line():
    src = ("// header\n/* block\n comment */\n#ifndef UTIL_H\n#define UTIL_H\n#pragma once\n#include <vector>\n"
           '#include "local.h"  // ours\n#include <chrono>\n#define N 4\n#include <random>\n')
    assert frontend.leading_includes(src) == [("<", "vector"), ('"', "local.h"), ("<", "chrono")]
    assert frontend.leading_includes("#define _USE_MATH_DEFINES\n#include <cmath>\n") == []
    assert frontend.leading_includes("#ifdef X\n#include <vector>\n#endif\n") == []
    assert frontend.library_headers(["vector", "stdio.h", "cub/cub.cuh", "chrono", "cuda/std/atomic"]) == \
        ("chrono", "vector")


def test_system_preamble_follows_the_project_headers_included_first(tmp_path):
    (tmp_path / "inc").mkdir()
    (tmp_path / "util.h").write_text('#pragma once\n#include <string>\n#include "inc/deep.h"\nint util();\n')
    (tmp_path / "inc" / "deep.h").write_text("#include <functional>\n#include <util.h>\n")
    src = '#include <cstdio>\n#include "util.h"\n#include <vector>\nint main();\n'
    names = frontend.system_preamble(src, str(tmp_path / "main.cu"))
    assert names == ["cstdio", "string", "functional", "util.h", "vector"]
    assert frontend.library_headers(names) == ("cstdio", "functional", "string", "vector")


def test_preamble_plan_shares_what_two_files_have_in_common():
    a = "#include <vector>\n#include <chrono>\n#include <iostream>\n"
    b = "#include <chrono>\n#include <vector>\n"
    c = "#include <vector>\n#include <random>\n"
    d = "#include <stdio.h>\nint x;\n"
    plan = frontend.preamble_plan([(t, f"/nowhere/{k}.cu", ()) for k, t in enumerate((a, b, c, d))])
    assert plan == [("chrono", "vector"), ("chrono", "vector"), ("vector",), ()]


TREE = {
    "a.cu": "#include <vector>\n#include <chrono>\n#include <cuda_runtime.h>\n"
            "void f(std::vector<float *> &v) { for (float *p : v) cudaFree(p); }\n",
    "b.cu": "#include <chrono>\n#include <vector>\n#include <cstdio>\n"
            "int g() { std::vector<int> v(3); cudaDeviceSynchronize(); return (int)v.size(); }\n",
    "c.cuh": "#pragma once\n#include <vector>\n#include <string>\n"
             "inline void h(cudaStream_t s) { std::string n(\"x\"); cudaStreamSynchronize(s); }\n",
}


def _run(args, env):
    p = subprocess.run([sys.executable, "-m", "pycucc", *map(str, args)], capture_output=True, text=True,
                       env={**os.environ, **env})
    assert p.returncode == 0 and "Traceback" not in p.stderr, p.stderr
    return p


def test_a_tree_shares_precompiled_preambles_and_translates_the_same(tmp_path):
    tree = tmp_path / "src"
    tree.mkdir()
    for name, text in TREE.items():
        (tree / name).write_text(text)
    cache = tmp_path / "cache"
    _run(["translate", tree, "-o", tmp_path / "plain", "-j", "1"],
         {"PYCUCC_CACHE_DIR": str(cache), "PYCUCC_NO_PREAMBLE_PCH": "1"})
    assert not (cache / "parse-pch" / "preamble").exists()
    _run(["translate", tree, "-o", tmp_path / "shared", "-j", "2"], {"PYCUCC_CACHE_DIR": str(cache)})
    made = sorted(p.name for p in (cache / "parse-pch" / "preamble").glob("*.pch"))
    assert made, "no shared preamble was made for three files that include <vector>"
    for name in TREE:
        assert filecmp.cmp(tmp_path / "plain" / name, tmp_path / "shared" / name, shallow=False), name
    assert "hipStreamSynchronize(s)" in (tmp_path / "shared" / "c.cuh").read_text()
    # used again, not made again
    _run(["translate", tree, "-o", tmp_path / "again", "-j", "1"], {"PYCUCC_CACHE_DIR": str(cache)})
    assert sorted(p.name for p in (cache / "parse-pch" / "preamble").glob("*.pch")) == made


def test_a_file_run_alone_gets_its_preamble_the_second_time(tmp_path):
    f = tmp_path / "k.cu"
    f.write_text(TREE["b.cu"])
    cache = tmp_path / "cache"
    env = {"PYCUCC_CACHE_DIR": str(cache)}
    first = _run(["translate", f], env).stdout
    assert not list((cache / "parse-pch" / "preamble").glob("*.pch"))  # one file: not worth it yet
    assert _run(["translate", f], env).stdout == first
    assert len(list((cache / "parse-pch" / "preamble").glob("*.pch"))) == 1
    assert _run(["translate", f], env).stdout == first


def test_an_include_name_that_is_not_text_gets_no_preamble_and_no_traceback(tmp_path):
    """A fuzz mutant (lib_curand_roc.cu, flipped bytes) named a C++ library header with a byte that is not UTF-8:
    the preamble bookkeeping failed to write it. Only plain names are C++ library headers."""
    assert frontend.library_headers(["vector", "vec\udcfftor", "cuda.h", "sys/types"]) == ("vector",)
    f = tmp_path / "k.cu"
    f.write_bytes(b"#include <vec\xfftor>\n#include <vector>\n__global__ void k(int *p) { p[0] = 1; }\n")
    env = {"PYCUCC_CACHE_DIR": str(tmp_path / "cache")}
    for _ in range(2):
        proc = subprocess.run([sys.executable, "-m", "pycucc", "translate", str(f)], capture_output=True,
                              env={**os.environ, **env})
        assert proc.returncode == 0, proc.stderr  # was exit 3, an internal error, the second time
        assert b"k.cu:1:10: warning: could not parse the file" in proc.stderr, proc.stderr


def test_a_crash_in_a_batch_fails_only_its_own_file(tmp_path):
    tree = tmp_path / "src"
    tree.mkdir()
    for k in range(4):
        (tree / f"ok{k}.cu").write_text(f"void f{k}(void *p) {{ cudaFree(p); }}\n")
    # libclang's recursion over a deep expression overflows a small parse stack: a real crash in the child
    (tree / "deep.cu").write_text("__device__ int e = " + "+".join(["1"] * 20000) + ";\n")
    p = subprocess.run([sys.executable, "-m", "pycucc", "translate", str(tree), "-o", str(tmp_path / "out"), "-j",
                        "1"], capture_output=True, text=True,
                       env={**os.environ, "PYCUCC_PARSE_STACK_MB": "1", "PYCUCC_CACHE_DIR": str(tmp_path / "c")})
    assert p.returncode == 1 and "PCC1095" in p.stderr and "deep.cu" in p.stderr, p.stderr
    for k in range(4):
        assert "hipFree(p)" in Path(tmp_path / "out" / f"ok{k}.cu").read_text()


def _fake_parse_headers(root: Path) -> Path:
    inc = root / "include" / "cuda"
    inc.mkdir(parents=True)
    (inc / "cuda_runtime.h").write_text("int cudaFree(void *);\n")
    for n in ("pycucc_cuda_vectors.h", "pycucc_math_constants.h"):
        (root / "include" / n).write_text(f"// {n}\n")
    old = time.time_ns() - 60_000_000_000  # written a minute ago: not "racy" (cache.RACY_NS)
    for p in (root / "include").rglob("*.h"):
        os.utime(p, ns=(old, old))
    return inc


def test_the_parse_pch_key_is_remembered_and_follows_every_header(tmp_path, monkeypatch):
    from types import SimpleNamespace
    inc = _fake_parse_headers(tmp_path)
    monkeypatch.setattr(frontend, "PARSE_INCLUDE_DIR", inc)
    monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "kept").mkdir(mode=0o755)
    monkeypatch.setattr(cache, "KEPT_DIR", str(tmp_path / "kept"))
    ci = SimpleNamespace(conf=SimpleNamespace(lib=SimpleNamespace(_name="")))
    base = ["-x", "cuda", "-std=c++17"]
    first = frontend._pch_key(ci, base)
    memos = list((tmp_path / "cache" / "parse-pch" / "keys").iterdir())
    assert len(memos) == 1 and memos[0].read_text() == first
    assert frontend._pch_key(ci, base) == first
    assert frontend._pch_key(ci, base + ["-DX"]) != first

    # an edit that keeps the size is a new key (its mtime moved, as any write moves it)
    header = inc / "cuda_runtime.h"
    st = header.stat()
    header.write_text("int cudaFree(void *p);\n"[:st.st_size - 1] + "\n")
    os.utime(header, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
    edited = frontend._pch_key(ci, base)
    assert edited != first
    for m in (tmp_path / "cache" / "parse-pch" / "keys").iterdir():
        m.unlink()
    assert frontend._pch_key(ci, base) == edited  # what the memo said is what the headers give

    # a torn or foreign memo is computed again, never taken as a key
    for m in (tmp_path / "cache" / "parse-pch" / "keys").iterdir():
        m.write_bytes(b"\xff\x00not a key")
    assert frontend._pch_key(ci, base) == edited
    # a header written just now: its key is computed from the contents every time (a second write of the same
    # size within the file system's timestamp granularity would not change its stamp)
    keys = tmp_path / "cache" / "parse-pch" / "keys"
    before = set(keys.iterdir())
    (inc / "new.h").write_text("int x;\n")
    fresh = frontend._pch_key(ci, base)
    assert fresh not in (first, edited) and set(keys.iterdir()) == before
    (inc / "new.h").write_text("int y;\n")
    assert frontend._pch_key(ci, base) != fresh


def test_the_parse_headers_digest_kept_beside_the_code_serves_only_the_same_headers(tmp_path, monkeypatch):
    """The parse headers' digest (what every parse PCH key holds) kept beside the code answers a first build on an
    empty cache, whatever its flags, under the headers' stamps: an edited or touched header is another name, so
    the headers are read again and the older copy removed; a copy another user could have written is not read."""
    from types import SimpleNamespace
    inc = _fake_parse_headers(tmp_path)
    monkeypatch.setattr(frontend, "PARSE_INCLUDE_DIR", inc)
    kept_dir = tmp_path / "kept"
    kept_dir.mkdir(mode=0o755)
    monkeypatch.setattr(cache, "KEPT_DIR", str(kept_dir))
    ci = SimpleNamespace(conf=SimpleNamespace(lib=SimpleNamespace(_name="")))
    base = ["-x", "cuda", "-std=c++17"]
    caches = iter(range(100))

    def key(flags=base):  # each on an empty cache: the cache's memo never answers
        monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / f"c{next(caches)}"))
        return frontend._pch_key(ci, flags)
    real = key()
    (kept,) = kept_dir.iterdir()
    assert kept.name.startswith(frontend._HEADERS_KEPT_PREFIX)
    assert key() == real and key(base + ["-DX"]) != real
    kept.write_text("ab" * 32)  # a digest the headers cannot give: proof that the kept copy answered
    planted = key()
    assert planted != real and key(base + ["-DX"]) != planted
    header = inc / "cuda_runtime.h"
    st = header.stat()
    os.utime(header, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))  # touched: clang would refuse its PCH
    touched = key()
    assert touched not in (real, planted)
    (now,) = kept_dir.iterdir()
    assert now.name != kept.name  # the older stamps' copy removed
    header.write_text("int cudaMalloc(void **, unsigned long);\n")
    os.utime(header, ns=(st.st_atime_ns, st.st_mtime_ns + 2_000_000))
    assert key() not in (real, planted, touched)
    (now,) = kept_dir.iterdir()
    now.write_text("ab" * 32)
    kept_dir.chmod(0o777)
    try:
        assert key() != planted  # not trusted there: read from the headers
    finally:
        kept_dir.chmod(0o755)


def test_the_parse_declarations_pch_is_made_on_its_flag_sets_second_use_and_changes_nothing(tmp_path):
    """The force-included declarations' PCH (frontend._stub_pch) is made by the second parse with its flags, as
    the HIP prelude is (one HeCBench run made one per program: 336, 1.5 GB); the translation is the same bytes
    without it, while it is made, and from it."""
    f = tmp_path / "k.cu"
    f.write_text('__global__ void k(float *p) { p[threadIdx.x] = 1.0f; }\n'  # no C++ library header first: no preamble
                 'int main() { float *d; cudaMalloc(&d, 64); k<<<1, 16>>>(d); cudaDeviceSynchronize(); '
                 'cudaFree(d); return 0; }\n')
    cache = tmp_path / "cache"
    env = {"PYCUCC_CACHE_DIR": str(cache)}

    def made():
        return [p for p in (cache / "parse-pch").rglob("*.pch") if "preamble" not in p.parts]
    first = _run(["translate", f], env).stdout
    assert "hipMalloc(&d, 64)" in first
    assert not made() and list((cache / "parse-pch").rglob("*.wanted"))
    assert _run(["translate", f], env).stdout == first
    assert len(made()) == 1
    assert _run(["translate", f], env).stdout == first
    # other flags are another set: met once, nothing made for them
    assert _run(["translate", f, "--", "-DX=1"], env).stdout == first
    assert len(made()) == 1 and len(list((cache / "parse-pch").rglob("*.wanted"))) == 2


def test_the_kept_parse_pch_serves_a_first_build_and_changes_nothing(tmp_path):
    """tools/keep_parse_pch.py (make setup) keeps the parse declarations' PCH of a build with no flags of its own
    beside pycucc's headers: a build's translation on an empty cache uses it (it makes and marks nothing in the
    cache) and writes the bytes a parse without any PCH writes."""
    from testutil import ROOT
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "keep_parse_pch.py")], capture_output=True,
                       text=True, env={k: v for k, v in os.environ.items() if k != "PYCUCC_CACHE_DIR"})
    assert p.returncode == 0 and not p.stderr, p.stderr
    kept = list(Path(frontend.KEPT_PCH_DIR).glob(frontend.KEPT_PCH_PREFIX + "*.pch"))
    assert len(kept) == 1
    f = tmp_path / "k.cu"
    f.write_text('#include <cuda_runtime.h>\n__global__ void k(float *p) { p[threadIdx.x] = 1.0f; }\n'
                 'void run(float *d) { k<<<1, 16>>>(d); cudaDeviceSynchronize(); }\n')
    cache = tmp_path / "cache"
    _run([f, "--emit", "hip", "-o", tmp_path / "kept.hip"], {"PYCUCC_CACHE_DIR": str(cache)})
    assert not [q for q in (cache / "parse-pch").rglob("*") if q.suffix in (".pch", ".wanted")]
    _run([f, "--emit", "hip", "-o", tmp_path / "plain.hip"],
         {"PYCUCC_CACHE_DIR": str(tmp_path / "other"), "PYCUCC_NO_PCH": "1"})
    assert (tmp_path / "kept.hip").read_bytes() == (tmp_path / "plain.hip").read_bytes()
    assert "hipDeviceSynchronize()" in (tmp_path / "kept.hip").read_text()
    # -I folders are no flags of the build's own (their names are kept beside the PCH): it serves them too, but
    # not a folder holding a header its declarations read
    assert (kept[0].parent / (kept[0].name + ".names")).is_file()
    project = tmp_path / "project"
    project.mkdir()
    (project / "mine.h").write_text("#define MINE 1\n")
    _run([f, "--emit", "hip", "-o", tmp_path / "with_i.hip", f"-I{project}"], {"PYCUCC_CACHE_DIR": str(cache)})
    assert (tmp_path / "with_i.hip").read_bytes() == (tmp_path / "plain.hip").read_bytes()
    assert not [q for q in (cache / "parse-pch").rglob("*") if q.suffix in (".pch", ".wanted")]
    (project / "stdlib.h").write_text("#include_next <stdlib.h>\n")
    _run([f, "--emit", "hip", "-o", tmp_path / "shadowed.hip", f"-I{project}"], {"PYCUCC_CACHE_DIR": str(cache)})
    assert [q for q in (cache / "parse-pch").rglob("*") if q.suffix == ".wanted"]  # its own flags: met once


def test_a_kept_parse_pch_another_user_can_write_is_not_used(tmp_path, monkeypatch):
    monkeypatch.setattr(frontend, "KEPT_PCH_DIR", str(tmp_path))
    key = "ab" * 32
    path = tmp_path / (frontend.KEPT_PCH_PREFIX + key + ".pch")
    assert frontend.kept_pch(key) is None
    path.write_bytes(b"a PCH")
    path.chmod(0o644)
    assert frontend.kept_pch(key) == str(path) and frontend.kept_pch("cd" * 32) is None
    path.chmod(0o666)
    assert frontend.kept_pch(key) is None
    path.chmod(0o644)
    tmp_path.chmod(0o777)
    try:
        assert frontend.kept_pch(key) is None
    finally:
        tmp_path.chmod(0o755)


_PROJECT = ('#include "mine.h"\n__global__ void k(float *p) { p[threadIdx.x] = MINE; }\n'
            'int main() { float *d; cudaMalloc(&d, 64); k<<<1, 16>>>(d); return FROM_STDLIB; }\n')


def _projects(tmp_path, names, first=""):
    out = []
    for n in names:
        d = tmp_path / n
        d.mkdir()
        (d / "mine.h").write_text(f"#define MINE {len(out)}.0f\n#define FROM_STDLIB EXIT_SUCCESS\n")
        (d / "k.cu").write_text(first + _PROJECT)
        out.append(d)
    return out


def _parse(d, **kw):
    f = d / "k.cu"
    return frontend.parse(f.read_text(), str(f), include_dirs=[str(d)], defines=["X=1"], **kw)


def _shared_pchs(cache, preamble=False):
    """The PCHs made without the user's -I folders: those with the names they must not shadow beside them."""
    return sorted(p.name for p in (cache / "parse-pch").rglob("*.pch")
                  if ("preamble" in p.parts) == preamble and (p.parent / (p.name + ".names")).exists())


def test_the_parse_declarations_made_without_the_user_dirs_serve_every_project_that_shadows_none_of_them(
        tmp_path, monkeypatch):
    """Every program of a corpus has its own -I folder: a PCH keyed on the whole command served one program
    (frontend._shared_stub_pch). Made without the -I folders, it serves every project whose folders hold no name
    its headers look up; one holding stdlib.h (which the declarations include) parses with its own, also when it
    appears after the PCH was made; the parse is the same either way."""
    cache = tmp_path / "cache"
    monkeypatch.setenv("PYCUCC_CACHE_DIR", str(cache))
    monkeypatch.setenv("PYCUCC_NO_PREAMBLE_PCH", "1")
    a, b, c, shadow = _projects(tmp_path, ["a", "b", "c", "shadow"])
    assert not any("-include-pch" in x for x in _parse(a).args)  # met once: nothing made
    assert _shared_pchs(cache) == []
    made = _parse(b)
    assert "-include-pch" in made.args and len(_shared_pchs(cache)) == 1  # the second project makes it
    pch = made.args[made.args.index("-include-pch") + 1]
    used = _parse(c)
    assert pch in used.args and not [d for d in used.tu.diagnostics if d.severity >= 3]
    # a folder with a stdlib.h of its own: the shared PCH would declare the system's instead
    (shadow / "stdlib.h").write_text("#define EXIT_SUCCESS 0\n")
    own = _parse(shadow)
    assert pch not in own.args
    assert [str(i.include) for i in own.tu.get_includes()].count(str(shadow / "stdlib.h")) == 1
    assert not [d for d in own.tu.diagnostics if d.severity >= 3]
    # a header added to a project after the PCH was made counts at the next parse
    (c / "stdlib.h").write_text("#define EXIT_SUCCESS 0\n")
    assert pch not in _parse(c).args
    (c / "stdlib.h").unlink()
    assert pch in _parse(c).args
    # the translation is the same bytes from the shared PCH as without any
    f = b / "k.cu"
    with_pch = _run(["translate", f, "--", f"-I{b}", "-DX=1"], {"PYCUCC_CACHE_DIR": str(cache)})
    without = _run(["translate", f, "--", f"-I{b}", "-DX=1"], {"PYCUCC_CACHE_DIR": str(cache), "PYCUCC_NO_PCH": "1"})
    assert with_pch.stdout == without.stdout and "hipMalloc(&d, 64)" in with_pch.stdout


def test_a_preamble_made_without_the_user_dirs_serves_every_project_that_shadows_none_of_its_headers(
        tmp_path, monkeypatch):
    """The precompiled preambles of the C++ library headers a file includes first are shared the same way
    (frontend._preamble_for), keyed without the -I folders and the working folder; a folder holding a `vector`
    (a header <vector> is) parses without it."""
    cache = tmp_path / "cache"
    monkeypatch.setenv("PYCUCC_CACHE_DIR", str(cache))
    a, b, c, shadow = _projects(tmp_path, ["a", "b", "c", "shadow"], first="#include <vector>\n")
    _parse(a)
    made = _parse(b)
    assert len(_shared_pchs(cache, preamble=True)) == 1
    pch = made.args[made.args.index("-include-pch") + 1]
    assert "preamble" in pch and pch in _parse(c).args
    (shadow / "vector").write_text("#pragma once\nnamespace std { template <class T> struct vector {}; }\n")
    assert pch not in _parse(shadow).args


def test_a_prelude_whose_headers_ask_with_a_macro_or_a_parent_folder_is_never_shared(tmp_path):
    """What cannot be told from the headers' text (a __has_include of a macro, a '..' name a -I folder would
    resolve against its own parent) leaves no names: such a PCH is taken to be shadowed by every folder."""
    ci = frontend.cindex()
    for text in ('#define H <nothing.h>\n#if __has_include(H)\n#endif\n', '#include "../sibling.h"\n'):
        inc = tmp_path / "inc"
        inc.mkdir(exist_ok=True)
        (tmp_path / "sibling.h").write_text("int sibling;\n")
        (inc / "h.h").write_text(text)
        (tmp_path / "main.h").write_text('#include "inc/h.h"\n')
        tu = ci.Index.create().parse(str(tmp_path / "main.h"), args=["-x", "c++"])
        assert frontend._lookup_names(tu) is None, text
    # what they read (every part of its path: any may be a name looked up) and what a miss asked for
    (inc / "h.h").write_text("#if __has_include(<no/such.h>)\n#endif\n")
    names = frontend._lookup_names(ci.Index.create().parse(str(tmp_path / "main.h"), args=["-x", "c++"]))
    assert {"no", "inc", "h.h"} <= set(names) and "such.h" not in names
