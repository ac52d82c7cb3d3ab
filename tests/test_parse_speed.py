"""What makes translation fast without changing it: shared precompiled preambles of the C++ library headers files
include first (frontend.preamble_plan / _preamble_pch), and files batched per contained child in a tree
(porting.BATCH) with a crash still confined to its own file."""
from __future__ import annotations

import filecmp
import os
import subprocess
import sys
from pathlib import Path

from pycucc import frontend


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
