"""The rules language: loading, validation errors with positions, and the shipped rule files."""
from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest

from pycucc.diagnostics import PycuccError
from pycucc import libraries
from pycucc.rules import GRAMMAR_PATH, build_ruleset, default_rule_files, load_rules, parse_rules_text


def _fail(text: str) -> PycuccError:
    with pytest.raises(PycuccError) as info:
        build_ruleset([("bad.rules", text)])
    return info.value


def test_shipped_rules_load_and_are_cached():
    rs = load_rules()
    assert load_rules() is rs
    assert GRAMMAR_PATH.exists()
    assert {Path(f).name for f in rs.files} >= {"runtime.rules", "types.rules", "headers.rules", "device.rules"}
    assert rs.renames["cudaMalloc"].target == "hipMalloc"
    assert set(rs.calls["cudaEventCreate"]) == {1, 2}
    assert rs.calls["cudaEventCreate"][2].render(["&e", "f"]) == "hipEventCreateWithFlags(&e, f)"
    assert rs.calls["cudaMemcpyToSymbol"][3].render(["c", "h", "n"]) == "hipMemcpyToSymbol(HIP_SYMBOL(c), h, n)"
    assert rs.headers["device_launch_parameters.h"].target is None
    assert rs.headers["cuda_runtime.h"].target == "hip/hip_runtime.h"
    assert rs.renames["cudaDeviceSetLimit"].attr("hip_since") == (5, 3)
    assert "cudaLogsCurrent" in rs.unsupported


def test_entry_kinds_sections_comments_and_attributes():
    rules = parse_rules_text(
        '# leading comment\n'
        'section "Memory"\n'
        'rename cudaFree -> hipFree  # trailing comment\n'
        '\n'
        'call cudaX(a, b) -> hipX(b, (void **)&a, sizeof(int) * 2, 0u, "s") [hip_since=6.2, warn="careful"]\n'
        'header "cuda.h" -> none\n'
        'unsupported cudaY "do Z instead" [hint="see docs"]\n', "x.rules")
    ren, call, hdr, uns = rules
    assert (ren.kind, ren.section, ren.line, ren.col) == ("rename", "Memory", 3, 1)
    assert call.params == ("a", "b") and call.attr("hip_since") == (6, 2) and call.attr("warn") == "careful"
    assert call.render(["A", "B"]) == 'hipX(B, (void **)&A, sizeof(int) * 2, 0u, "s")'
    assert hdr.target is None and uns.advice == "do Z instead" and uns.attr("hint") == "see docs"
    assert ren.id == "x:cudaFree" and call.id == "x:cudaX/2" and hdr.id == "x:cuda.h"


def test_syntax_error_has_position_and_caret():
    err = _fail("rename cudaA -> hipA\nrename cudaB ->\n")
    (d,) = err.diagnostics
    assert (d.code, d.path, d.line, d.col) == ("PCC3001", "bad.rules", 2, 16)
    assert d.render().splitlines()[1:3] == ["rename cudaB ->", " " * 15 + "^"]


@pytest.mark.parametrize("text, code, line, col, words", [
    ("rename a -> b [colour=1]\n", "PCC3002", 1, 16, "unknown attribute 'colour'"),
    ('rename a -> b [hip_since="new"]\n', "PCC3006", 1, 26, "hip_since"),
    ("rename a -> b\nrename a -> c\n", "PCC3003", 2, 1, "duplicate rename of 'a'"),
    ("call f(x) -> g(x)\ncall f(y) -> h(y)\n", "PCC3004", 2, 1, "two overloads of 'f' with 1"),
    ("call f(src, count) -> g(src, cuont)\n", "PCC3005", 1, 30, "placeholder 'cuont'"),
    ("call f(a, a) -> g(a)\n", "PCC3008", 1, 11, "appears twice"),
    ('header "a.h" -> none\nheader "a.h" -> "b.h"\n', "PCC3003", 2, 1, "duplicate header"),
    ('rename a -> b\nunsupported a "no"\n', "PCC3007", 2, 1, "already has a rule"),
    ('unsupported_header "a.h" "no such header" [toolkit=missing]\n', "PCC3006", 1, 1, "toolkit=absent"),
    ("rename a -> b [toolkit=absent]\n", "PCC3006", 1, 1, "only unsupported_header entries"),
    ("rename a -> b [roc_since=5.5]\n", "PCC3006", 1, 1, "which has no roc= name"),
])
def test_validation_errors(text, code, line, col, words):
    err = _fail(text)
    d = err.diagnostics[0]
    assert (d.code, d.line, d.col) == (code, line, col)
    assert words in d.message
    rendered = d.render().splitlines()
    assert rendered[0].startswith(f"bad.rules:{line}:{col}: error:")
    assert rendered[2] == " " * (col - 1) + "^"


def test_call_template_literals_are_not_placeholders():
    (r,) = parse_rules_text("call f(p, n) -> g(p, n, hipHostMallocDefault, nullptr, HIP_SYMBOL(p))\n", "x.rules")
    assert r.render(["P", "N"]) == "g(P, N, hipHostMallocDefault, nullptr, HIP_SYMBOL(P))"


def test_call_template_member_access_on_a_parameter():
    (r,) = parse_rules_text("call f(p, loc, pool) -> g(p, loc.id, pool->id)\n", "x.rules")
    assert r.render(["P", "where", "pp"]) == "g(P, where.id, pp->id)"
    # An argument that is more than a postfix chain is parenthesized before the member access.
    assert r.render(["P", "*locs", "&pools[1]"]) == "g(P, (*locs).id, (&pools[1])->id)"
    assert r.render(["P", "a.b[2]", "c->d"]) == "g(P, a.b[2].id, c->d->id)"


def test_call_template_member_names_are_not_placeholders_but_base_names_are_checked():
    # 'id' after '.' is a member, even though it is lower-case and not a parameter; and a member that happens to
    # share a parameter's name is not spliced.
    (r,) = parse_rules_text("call f(id, loc) -> g(loc.id, id)\n", "x.rules")
    assert r.render(["7", "L"]) == "g(L.id, 7)"
    with pytest.raises(PycuccError) as info:
        parse_rules_text("call f(loc) -> g(lco.id)\n", "x.rules")
    (d,) = info.value.diagnostics
    assert d.code == "PCC3005" and "'lco'" in d.message


def test_errors_across_files_are_all_reported():
    with pytest.raises(PycuccError) as info:
        build_ruleset([("a.rules", "rename x -> y\n"), ("b.rules", "rename x -> z\n"),
                       ("c.rules", "rename q -> r [nope]\n")])
    codes = sorted(d.code for d in info.value.diagnostics)
    assert codes == ["PCC3002", "PCC3003"]
    dup = next(d for d in info.value.diagnostics if d.code == "PCC3003")
    assert dup.path == "b.rules" and "a.rules:1:1" in dup.hint


@pytest.mark.toolchain
def test_every_hip_name_in_the_rules_exists_in_the_hip_headers():
    """Targets are checked against the installed HIP headers, not against our own expectations.

    Only the AMD path counts (nvidia_detail wraps CUDA and declares names AMD's runtime lacks), and a rule marked
    ``hip_since`` a newer HIP than the installed one names what that newer HIP has."""
    hip_dir = Path(os.environ.get("HIP_PATH", "/usr")) / "include" / "hip"
    if not hip_dir.is_dir():
        pytest.skip(f"no HIP headers in {hip_dir}")
    version = re.search(r"#define HIP_VERSION_MAJOR (\d+)\s+#define HIP_VERSION_MINOR (\d+)",
                        (hip_dir / "hip_version.h").read_text())
    installed = (int(version.group(1)), int(version.group(2))) if version else (0, 0)
    # What translated code may name: the HIP headers, pycucc's force-included compat header (it supplies what
    # the installed HIP lacks) and clang's own builtins.
    compat = Path(__file__).resolve().parents[1] / "compiler" / "include" / "pycucc_compat.h"
    # pycucc's own headers for what HIP has none of (fallback/, searched after every other folder: libcu++'s
    # cuda::atomic in pycucc_cuda_atomic.h) are named by their rules' renames too.
    fallback = sorted((compat.parent / "fallback").rglob("*.h"))
    sources = [p for p in hip_dir.rglob("*.h") if not {"nvidia_detail", "nvcc_detail"} & set(p.parts)] + [compat]
    sources += fallback
    corpus = "\n".join(re.sub(r"/\*.*?\*/|//[^\n]*", " ", p.read_text(errors="replace"), flags=re.S)
                       for p in sources)
    words = set(re.findall(r"\b[A-Za-z_]\w*\b", corpus))
    rs = load_rules()
    missing = []
    # The CUDA libraries' rules name the ROCm libraries (hipBLAS, hipCUB, ...), not HIP: tests/test_libraries.py
    # compiles a use of every one of them against those libraries' headers.
    library_files = set(libraries.library_heads()) | {"cub", "thrust"}
    for r in rs.rules:
        if Path(r.path).stem in library_files:
            continue
        since = r.attr("hip_since")
        if since and tuple(since) > installed:
            continue
        if r.kind == "rename":
            names = r.target.split("::")  # cuda::thread_scope_system: each part is a declared name
        elif r.kind == "call":
            names = [w for w in re.findall(r"\b[A-Za-z_]\w*\b", r.template)
                     if w not in r.params and w not in ("sizeof", "void", "nullptr")]
        elif r.kind == "header" and r.target:
            # a library's header (hipblas/hipblas.h) is checked where that library is installed at all
            library = r.target.split("/")[0] if "/" in r.target and not r.target.startswith("hip/") else None
            if library and not (hip_dir.parent / library).is_dir():
                continue
            # fallback=yes: pycucc's stand-in is searched after every other folder (wmma's <pycucc_wmma.h>)
            stand_in = r.attr("fallback") == "yes" and (Path(compat).parent / "fallback" / r.target).is_file()
            if not (hip_dir.parent / r.target).exists() and not stand_in:
                missing.append(f"{r.id}: {r.target}")
            continue
        else:
            continue
        missing += [f"{r.id}: {n}" for n in names if n not in words and not n.startswith("__builtin_")]
    assert not missing, missing


def test_default_rule_files_are_package_data():
    files = default_rule_files()
    assert files and all(f.endswith(".rules") and os.path.isfile(f) for f in files)


def _cached_rules_file(cache: Path) -> Path:
    (found,) = [p for p in (cache / "rules").glob("*.tables") if not p.name.endswith(".all.tables")]
    return found


def test_the_rules_cache_follows_the_files_and_survives_damage(tmp_path, monkeypatch):
    """The parsed rules are kept in pycucc's cache (their tables decoded entry by entry when used): a changed
    rules file is a new entry, and a damaged cache file is parsed again, never half used."""
    from pycucc import rules as rules_module
    monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(rules_module, "_cache", {})
    f = tmp_path / "mine.rules"
    f.write_text("rename cudaFoo -> hipFoo\nrename cudaBar -> hipBar\nunsupported cudaBaz \"no HIP equivalent\"\n")
    fresh = build_ruleset([(str(f), f.read_text())])
    load_rules([f])
    rules_module._cache.clear()
    cached = load_rules([f])  # from the cache file
    assert cached == fresh and cached.rules == fresh.rules and list(cached.rules) == list(fresh.rules)
    assert cached.renames.get("cudaFoo").target == "hipFoo" and cached.renames["cudaBar"].target == "hipBar"
    assert "cudaBaz" in cached.unsupported and "cudaQux" not in cached.renames
    assert cached.renames.get("cudaQux") is None and dict(cached.renames) == dict(fresh.renames)

    f.write_text("rename cudaFoo -> hipFoo2\n")
    rules_module._cache.clear()
    changed = load_rules([f])
    assert changed.renames["cudaFoo"].target == "hipFoo2" and "cudaBar" not in changed.renames
    rules_module._cache.clear()
    assert load_rules([f]).renames["cudaFoo"].target == "hipFoo2"

    for c in (tmp_path / "cache" / "rules").glob("*.tables"):
        c.unlink()
    rules_module._cache.clear()
    load_rules([f])
    rules_module._cache.clear()
    cache_file = _cached_rules_file(tmp_path / "cache")
    good = cache_file.read_bytes()
    damaged = good.replace(b"hipFoo2", b"HipFoo2")  # the rename's target, wherever the file holds it
    assert damaged != good
    for bad in (damaged, good[:len(good) // 2], b"", b"not stored rules at all"):
        cache_file.write_bytes(bad)
        rules_module._cache.clear()
        assert load_rules([f]).renames["cudaFoo"].target == "hipFoo2"
    cache_file.write_bytes(good)
    # the list of every rule is a file of its own, read only when asked for; damaged or missing, it is parsed again
    every = cache_file.with_name(cache_file.name[:-len(".tables")] + ".all.tables")
    assert every.exists() and b"hipFoo2" in every.read_bytes()
    rules_module._cache.clear()
    whole = load_rules([f])
    assert whole.rules._rules is None  # not read for the tables
    assert [r.name for r in whole.rules] == ["cudaFoo"]
    for bad in (every.read_bytes().replace(b"hipFoo2", b"HipFoo2"), b""):
        every.write_bytes(bad)
        rules_module._cache.clear()
        assert [r.target for r in load_rules([f]).rules] == ["hipFoo2"]
    every.unlink()
    rules_module._cache.clear()
    assert [r.target for r in load_rules([f]).rules] == ["hipFoo2"]

    # the key remembered per file sizes and mtimes, for files not written in the last seconds: a torn memo is
    # computed again; a file written just now is always read (a same-size rewrite in the same timestamp tick)
    old = time.time_ns() - 60_000_000_000
    os.utime(f, ns=(old, old))
    rules_module._cache.clear()
    load_rules([f])
    memos = list((tmp_path / "cache" / "rules" / "keys").iterdir())
    assert [m.read_text() for m in memos] == [cache_file.name]
    memos[0].write_bytes(b"\xff../../elsewhere.tables")
    rules_module._cache.clear()
    assert load_rules([f]).renames["cudaFoo"].target == "hipFoo2"
    assert memos[0].read_text() == cache_file.name
    f.write_text("rename cudaFoo -> hipFoo3\n")
    rules_module._cache.clear()
    assert load_rules([f]).renames["cudaFoo"].target == "hipFoo3"
    f.write_text("rename cudaFoo -> hipFoo4\n")
    rules_module._cache.clear()
    assert load_rules([f]).renames["cudaFoo"].target == "hipFoo4"


# ------------------------------------------------------------------------------------------- file heads

def test_every_shipped_rules_file_says_what_it_is():
    """Each shipped rules file's head (its `file` entry) gives its title and API class: nothing in Python is keyed
    by a rules file's name."""
    rs = load_rules()
    for path in rs.files:
        with open(path, encoding="utf-8") as f:
            assert re.search(r"^file \"", f.read(), re.M), path
        head = rs.head(path)
        assert head.title and head.title != head.stem and head.api.endswith(" API"), head
    core = [Path(p).stem for p in rs.core_files]
    assert core == ["driver", "runtime", "types"]
    assert rs.head(rs.renames["cudaMalloc"].path).api == "CUDA RT API"


def test_the_declared_headers_are_the_parse_declarations_of_each_library():
    """`declares` names the library's CUDA headers as the parse declarations hold them: every one is there, no
    header is declared by two files, and libraries.py counts exactly the files that declare headers."""
    from pycucc.resources import PARSE_INCLUDE_DIR
    rs = load_rules()
    heads = libraries.library_heads()
    assert set(heads) == {"cublas", "cusparse", "cusolver", "curand", "cufft", "cucomplex", "nccl", "nvrtc",
                          "nvjitlink", "nvtx", "cudnn", "fp8"}
    declared = [h for head in heads.values() for h in head.declares + head.removed]
    assert len(declared) == len(set(declared)) == 51
    for h in declared:
        assert os.path.isfile(os.path.join(PARSE_INCLUDE_DIR, h)), h
    assert rs.declaring_file["cublasLt.h"] == rs.declaring_file["cublas_v2.h"]
    assert Path(rs.declaring_file["curand_mtgp32_kernel.h"]).stem == "curand"
    assert heads["cusparse"].removed == ("pycucc_cusparse_legacy.h", "pycucc_cusparse_legacy10.h")
    assert heads["cusparse"].declares == ("cusparse.h", "pycucc_cusparse_newer.h")  # SpMVOp, after CUDA 13.0
    assert heads["cudnn"].declares[0] == "cudnn.h" and not heads["cublas"].removed


def test_the_api_class_of_a_name_follows_its_file():
    rs = load_rules()
    types = rs.head(rs.renames["cudaStream_t"].path)
    headers = rs.head(rs.headers["cuda_runtime.h"].path)
    assert types.api_of("cudaStream_t", rs) == "CUDA RT API" and types.api_of("CU_DEVICE_ATTRIBUTE_WARP_SIZE", rs) \
        == "CUDA Driver API" and types.api_of("cuCtxCreate", rs) == "CUDA Driver API"
    assert headers.api_of("cuda.h", rs) == "CUDA Driver API" and headers.api_of("cuda_runtime.h", rs) == \
        "CUDA RT API"
    assert rs.head(rs.renames["cublasSgemm_v2"].path).api_of("cublasSgemm_v2", rs) == "CUBLAS API"


def test_a_file_without_a_head_is_named_by_its_file():
    rs = build_ruleset([("/x/mylib.rules", 'section "S"\nrename cudaA -> hipA\n')])
    head = rs.head("/x/mylib.rules")
    assert (head.title, head.api, head.core, head.declares) == ("mylib", "MYLIB API", False, ())


def test_a_head_with_its_attributes():
    text = ('# a library\nfile "My library" [api="MY API", core=yes, api_by_name="mine: OTHER API"]\n'
            'declares "a.h" "b.h"\ndeclares "old.h" [removed=yes]\n\nsection "S"\npattern mine "my[A-Z]"\n')
    rs = build_ruleset([("/x/m.rules", text)])
    head = rs.head("/x/m.rules")
    assert (head.title, head.api, head.core, head.declares, head.removed) == \
        ("My library", "MY API", True, ("a.h", "b.h"), ("old.h",))
    assert head.api_of("myName", rs) == "OTHER API" and head.api_of("yourName", rs) == "MY API"
    assert rs.core_files == ("/x/m.rules",) and rs.declaring_file == {"a.h": "/x/m.rules", "b.h": "/x/m.rules",
                                                                        "old.h": "/x/m.rules"}


@pytest.mark.parametrize("text, code, line, words", [
    ('section "S"\nfile "late"\n', "PCC3001", 2, "before its first section"),
    ('rename a -> b\ndeclares "a.h"\n', "PCC3001", 2, "before its first section"),
    ('file "a"\nfile "b"\n', "PCC3003", 2, "a second file entry"),
    ('file "a" [core=maybe]\n', "PCC3006", 1, "core= takes yes or no"),
    ('declares "a.h" [removed=maybe]\n', "PCC3006", 1, "removed= takes yes or no"),
    ('file "a" [api_by_name="no class"]\n', "PCC3006", 1, "PATTERN: CLASS"),
    ('\nfile "a" [api_by_name="nowhere: X API"]\n', "PCC3009", 2, "pattern 'nowhere'"),
    ('declares "a.h" "a.h"\n', "PCC3003", 1, "declared by two rules files"),
])
def test_head_errors(text, code, line, words):
    d = _fail(text).diagnostics[0]
    assert (d.code, d.path, d.line) == (code, "bad.rules", line) and words in d.message, d.render()


def test_a_header_declared_by_two_files_is_an_error():
    with pytest.raises(PycuccError) as info:
        build_ruleset([("a.rules", 'declares "x.h"\n'), ("b.rules", 'declares "x.h"\n')])
    (d,) = info.value.diagnostics
    assert d.code == "PCC3003" and '"x.h"' in d.message and "a.rules" in d.hint


def test_the_heads_are_kept_in_the_rules_cache(tmp_path, monkeypatch):
    from pycucc import rules as rules_module
    monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(rules_module, "_cache", {})
    f = tmp_path / "mine.rules"
    f.write_text('file "Mine" [api="MINE API", core=yes]\ndeclares "m.h"\nrename cudaFoo -> hipFoo\n')
    fresh = load_rules([f])
    rules_module._cache.clear()
    cached = load_rules([f])  # from the cache file
    assert cached is not fresh and isinstance(cached.rules, rules_module._DeferredRules)
    assert cached.heads == fresh.heads and cached.head(str(f)).declares == ("m.h",) and cached.core_files == (str(f),)


def test_the_compat_before_headers_are_those_of_the_header_rules_that_say_so():
    """RuleSet.compat_before_headers (kept beside the deferred tables, so a translation need not decode every
    header rule) is what the header rules with compat=before name, in the stored rule set as in a fresh parse."""
    stored = load_rules()
    fresh = build_ruleset([(p, open(p, encoding="utf-8").read()) for p in default_rule_files()])
    want = tuple(sorted({r.target for r in fresh.headers.values() if r.attr("compat") == "before" and r.target}))
    assert want and stored.compat_before_headers == fresh.compat_before_headers == want


def test_the_parsed_rules_kept_beside_the_package_fill_an_empty_cache_and_follow_an_edited_file(tmp_path,
                                                                                                 monkeypatch):
    """The package's own rules, parsed, are kept beside them (rules/__pycache__: make setup or the first parse
    writes them), so a first build on an empty cache copies them instead of parsing for ~1 s. A copy is used only
    for the rules files as they are now: an edited file (an editable checkout) is parsed again, and the copy
    written anew; one another user can write, or a damaged one, is not used. Here the package's rules folder is a
    folder of the test's own (RULES_DIR)."""
    from pycucc import rules as rules_module
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    monkeypatch.setattr(rules_module, "RULES_DIR", pkg)
    monkeypatch.setattr(rules_module, "_cache", {})
    parses = []
    real_build = rules_module.build_ruleset
    monkeypatch.setattr(rules_module, "build_ruleset", lambda texts: parses.append(1) or real_build(texts))
    f = pkg / "mine.rules"
    f.write_text("rename cudaFoo -> hipFoo\nunsupported cudaBaz \"no HIP equivalent\"\n")
    caches = iter(range(100))

    def load_in_an_empty_cache():
        monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / f"cache{next(caches)}"))
        rules_module._cache.clear()
        return rules_module.load_rules([f])

    assert load_in_an_empty_cache().renames["cudaFoo"].target == "hipFoo" and len(parses) == 1
    kept = pkg / "__pycache__" / "pycucc-rules.tables"
    every = pkg / "__pycache__" / "pycucc-rules.all.tables"
    assert kept.exists() and every.exists()
    got = load_in_an_empty_cache()
    assert len(parses) == 1, "an empty cache parsed the rules though their parsed copy is there"
    assert got.renames["cudaFoo"].target == "hipFoo" and "cudaBaz" in got.unsupported
    assert [r.name for r in got.rules] == ["cudaFoo", "cudaBaz"]

    f.write_text("rename cudaFoo -> hipFoo2\n")  # an editable checkout's edit
    got = load_in_an_empty_cache()
    assert got.renames["cudaFoo"].target == "hipFoo2" and "cudaBaz" not in got.unsupported and len(parses) == 2
    assert load_in_an_empty_cache().renames["cudaFoo"].target == "hipFoo2" and len(parses) == 2  # written anew

    good = kept.read_bytes()
    for bad in (good.replace(b"hipFoo2", b"HipFoo2"), good[:len(good) // 2]):
        kept.write_bytes(bad)
        assert load_in_an_empty_cache().renames["cudaFoo"].target == "hipFoo2"
    kept.write_bytes(good)
    kept.chmod(0o666)  # a file anyone can write
    n = len(parses)
    assert load_in_an_empty_cache().renames["cudaFoo"].target == "hipFoo2" and len(parses) == n + 1
    # a rules set that is not the package's own is kept in the cache only
    other = tmp_path / "other.rules"
    other.write_text("rename cudaQux -> hipQux\n")
    before = sorted(p.name for p in (pkg / "__pycache__").iterdir())
    rules_module.load_rules([other])
    assert sorted(p.name for p in (pkg / "__pycache__").iterdir()) == before
