#!/usr/bin/env python3
"""Write the golden files of the CUDA library rules (testdata/translate/lib_<library>_*.cu) from the rules files:
a use of every CUDA name a rule covers, with the CHECK line the rule's data says it becomes (or a DIAG line for an
`unsupported` one). What makes them a test is the rest of the suite: tests/test_golden.py checks the translator
against these lines, and tests/test_libraries.py compiles the translations of the `names` and `roc` files against
the real ROCm library headers. Regenerate after editing a library's rules and review the diff:

    python tools/gen_lib_golden.py
    python tools/gen_lib_golden.py --out DIR   # write them to DIR instead (tests/test_golden.py: are they stale?)
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from pycucc import libraries  # noqa: E402
from pycucc.rules import load_rules, Rename, Unsupported, HeaderRule, CallRule  # noqa: E402
rs = load_rules()
# CUDA 13's names and the removed routines pycucc still parses (cuSPARSE's csrsv2, csrmv, ...)
C = {lib: {**libraries.api_names(lib), **libraries.legacy_names(lib)} for lib in libraries.library_heads()}
OUT = (sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv[1:-1]
       else os.path.join(ROOT, "testdata", "translate"))
# What the compile checks have: library -> ROCm version of the headers tests/test_libraries.py compiles against.
AVAILABLE = {"hipblas": (5,5), "hipsparse": (5,3), "hipsolver": (5,5), "hiprand": (5,3), "hipfft": (6,1),
             "rccl": (5,4), "roctx64": (5,7), "hiprtc": (5,2), None: (5,2)}
# The ROC libraries' releases the same way, the oldest that CI meets (Debian 12's rocSPARSE and rocRAND, Debian 13's
# rocBLAS and rocSOLVER, fetched on Debian 12): a roc= name with a newer roc_since goes to the roc_newer_hip file on
# every Debian, so that the files do not depend on which one generated them (Debian 13's rocRAND 5.7 declares more).
ROC_AVAILABLE = {"rocblas": (5,5), "rocsparse": (5,3), "rocsolver": (5,5), "rocrand": (5,3)}
def compiled(r):
    lib = rs.library_for(r)
    tl = lib.target if lib else None
    since = r.attr("hip_since")
    return tl in AVAILABLE and (not since or tuple(since) <= AVAILABLE[tl])
ren = {n: r.target for n, r in rs.renames.items()}
WORD = re.compile(r"[A-Za-z_]\w*(?:::[A-Za-z_]\w*)*")
def translate_words(line):
    def sub(m):
        w = m.group(0)
        if w in ren: return ren[w]
        first, _, rest = w.partition("::")
        if rest and first in rs.namespaces: return rs.namespaces[first].target + "::" + rest
        if not rest and w in rs.namespaces and line.lstrip().startswith("using namespace"): return rs.namespaces[w].target
        return w
    return WORD.sub(sub, line)

def info(lib, name):
    for L, names in C.items():
        if name in names: return names[name]
    return None

def use(lib, r):
    """(context, line) a use of the rule's CUDA name."""
    n = r.name
    i = info(lib, n)
    kind, hdr, sig = i if i else ("qualified", "", "")
    if r.kind == "namespace":
        return "host", f"using namespace {n};"
    if "::" in n:
        return "host", f"{{ using {n}; }}"
    if kind == "function":
        device = hdr.startswith("curand_") and hdr not in ("curand_mtgp32_host.h",)
        return ("device" if device else "host"), f"using ::{n};"
    if kind == "macro":
        body = sig
        j = info(lib, body)
        if j and j[0] == "function": return "host", f"using ::{n};"
        if re.match(r"^[A-Za-z_]\w*$", body) and info(lib, body) and info(lib, body)[0] == "type":
            return "host", f"(void)({n} *)0;"
        if isinstance(r, Unsupported) or not re.fullmatch(r"[-+~()0-9A-Za-z_. xXuUlL*|&<>]*", body):
            return "host", f"#if defined({n})"
        return "host", f"(void)({n});"
    if kind == "type": return "host", f"(void)({n} *)0;"
    return "host", f"(void){n};"

def split_types(sig):
    out, depth, cur = [], 0, ""
    for ch in sig:
        if ch in "(<[": depth += 1
        if ch in ")>]": depth -= 1
        if ch == "," and depth == 0: out.append(cur); cur = ""; continue
        cur += ch
    if cur.strip(): out.append(cur)
    return out

def call_use(r):
    i = info("cudnn", r.name)
    # array parameters are pointers (const int[] -> const int *)
    types = [re.sub(r"\s*\[\d*\]$", " *", t.strip()) for t in (split_types(i[2]) if i else [])]
    # an argument of a type HIP lacks would be an error of its own: those are passed as plain ints
    args = [f"*({t.strip()} *)0" if not any(w in rs.unsupported for w in re.findall(r"\w+", t)) else "{}"
            for t in types]
    line = f"(void){r.name}({', '.join(args)});"
    # the call is only as old as its newest argument type (cusparseSpSM_solve's cusparseConstSpMatDescr_t is
    # hipSPARSE 6.0's): the newest hip_since of the renamed names the types spell
    sinces = [tuple(s) for s in (r.attr("hip_since"), *(rs.renames[w].attr("hip_since") for t in types
              for w in re.findall(r"\w+", t) if w in rs.renames)) if s]
    tmpl = r.template
    # substitute the parameters by the argument texts (whole words, one pass)
    m = dict(zip(r.params, args))
    out = re.sub(r"\b[A-Za-z_]\w*\b", lambda w: m.get(w.group(0), w.group(0)), tmpl)
    return line, "(void)" + translate_words(out) + ";", max(sinces, default=None)

# The unsupported files check the errors of --unsupported-api=error (TranslateOptions.unsupported_api); the stubs
# that host code gets by default are generated data, checked by tests/test_stubs.py.
STUBS_OFF = "// OPTIONS: unsupported_api=error"


def emit(path, title, marker, headers, host_lines, device_lines, extra_top=""):
    headers = ["// CHECK: #include <hip/hip_runtime.h>", "#include <cuda_runtime.h>"] + headers
    o = [f"// {title}", marker] + headers + [extra_top] if extra_top else [f"// {title}", marker] + headers
    o.append("")
    o.append("void use_all() {")
    o += host_lines
    o.append("}")
    if device_lines:
        o.append("")
        o.append("__device__ void use_device() {")
        o += device_lines
        o.append("}")
    open(path, "w").write("\n".join(o) + "\n")

EXTRA_HEADERS = {("cublas", "unsupported"): ("cublasXt.h",), ("cusolver", "unsupported"): ("cusolverMg.h", "cusolverSp_LOWLEVEL_PREVIEW.h")}
files = {}
for r in rs.rules:
    stem = os.path.splitext(os.path.basename(r.path))[0]
    if stem not in ("cublas","cusparse","cusolver","curand","cufft","cucomplex","nccl","nvrtc","nvjitlink","nvtx","cudnn","cub","thrust","fp8"): continue
    files.setdefault(stem, []).append(r)
summary = {}
for stem, rules in files.items():
    lib = rs.library_for(rules[0])
    headers = [r for r in rules if isinstance(r, HeaderRule) and r.name != "cublas.h"]
    inc_names = [h.name for h in headers]
    groups = {"names": ([], []), "newer_hip": ([], []), "unsupported": ([], [])}
    # the CUDA headers declaring a name of the names file: included there even when the header rule is newer than
    # the compiled headers (library_types.h is HIP 5.7's for hipDataType; hipLibraryPropertyType is HIP 5.2's)
    names_headers = set()
    for r in rules:
        if isinstance(r, (HeaderRule,)) or r.kind == "library" or r.section == "Legacy API (cublas.h)": continue
        if stem == "cublas" and (info(stem, r.name) or ("", ""))[1] == "cublas.h": continue
        target_lib = rs.library_for(r)
        tl = target_lib.target if target_lib else None
        if isinstance(r, Unsupported):
            ctx, line = use(stem, r)
            grp = "unsupported"
            block = ["  // DIAG: error PCC1002", f"  {line}"] + (["#endif"] if line.startswith("#if") else [])
        elif isinstance(r, CallRule):
            line, expected, since = call_use(r)
            ctx = "host"
            grp = "names" if tl in AVAILABLE and (not since or tuple(since) <= AVAILABLE[tl]) else "newer_hip"
            block = [f"  // CHECK:   {expected}", f"  {line}"]
        else:
            ctx, line = use(stem, r)
            since = r.attr("hip_since")
            grp = "names" if tl in AVAILABLE and (not since or tuple(since) <= AVAILABLE[tl]) else "newer_hip"
            block = ([f"// CHECK: {translate_words(line)}", line, "#endif"] if line.startswith("#if") else
                     [f"  // CHECK:   {translate_words(line)}", f"  {line}"])
        groups[grp][0 if ctx == "host" else 1].extend(block)
        if grp == "names":
            names_headers.add((info(stem, r.name) or ("", "", ""))[1])
    if stem == "cudnn":  # MIOpen is not packaged by Debian: its names are translated, never compiled here
        groups["names"] = groups.pop("newer_hip")
    for grp, (host, dev) in groups.items():
        if not host and not dev: continue
        name = f"lib_{stem}_{grp}.cu"
        avail = lib and lib.target in AVAILABLE and stem != "cudnn"
        if stem in ("cub", "thrust", "cucomplex"): avail = True  # cucomplex: HIP's own hip/hip_complex.h
        if grp == "names" and avail:
            pk = {"cub": "hipcub rocprim", "thrust": "rocthrust rocprim",
                  "cucomplex": "hip_complex (HIP's own hip/hip_complex.h)"}.get(stem, lib.target if lib else "")
            marker = f"// LIBRARY: {pk}"
        else:
            marker = "// LIBRARY: none (not compiled: " + ("pycucc's own header, compiled and run by tests/test_fp8.py" if stem == "fp8" else "the names need a newer ROCm than the headers checked" if grp == "newer_hip" else "HIP has no counterpart" if grp == "unsupported" else "the library is not packaged by Debian") + ")"
            if grp == "unsupported":
                marker += "\n" + STUBS_OFF
        hdr_lines = []
        if grp == "names" or (grp != "names" and not groups["names"][0] and not groups["names"][1]):
            for h in headers:
                if h.target is None or (grp == "names" and stem != "cudnn" and not compiled(h)
                                        and h.name not in names_headers):
                    continue
                hdr_lines += [f"// CHECK: #include <{h.target}>", f"#include <{h.name}>"]
            removed = [h for h in headers if h.target is None]
            if removed:
                hdr_lines += ["// The next includes disappear (HIP needs no counterpart of these CUDA headers).",
                              "// CHECK: #include <stdio.h>"] + [f"#include <{h.name}>" for h in removed] + ["#include <stdio.h>"]
        else:
            hdr_lines = [f"#include <{h.name}>" for h in headers if h.target is not None
                         and (compiled(h) or grp == "unsupported")]
            if grp == "newer_hip":
                for h in headers:
                    if h.target is not None and not compiled(h):
                        hdr_lines += [f"// CHECK: #include <{h.target}>", f"#include <{h.name}>"]
        # CUDA headers of the library that HIP has no header for (their names are unsupported): included so the
        # names parse; each include is a PCC1005 warning, which is the point.
        hdr_lines += [f"#include <{h}>" for h in EXTRA_HEADERS.get((stem, grp), ())]
        title = {"names": f"Every {stem} name HIP has, used once; compiled against the ROCm headers (tests/test_libraries.py).",
                 "newer_hip": f"{stem} names whose HIP counterpart is newer than the ROCm headers the tests compile against (hip_since), or in a library Debian lacks: translated, not compiled.",
                 "unsupported": f"{stem} names HIP has no counterpart for: each is an error with advice (with stubs off; by default host code gets their declarations, tests/test_stubs.py)."}[grp]
        emit(f"{OUT}/{name}", title, marker, hdr_lines, host, dev)
        summary[name] = (len(host)+len(dev))//2
print(summary)

# The legacy cuBLAS header (handle-less API): its include is translated with a warning, its own functions are errors.
legacy = [r for r in files["cublas"] if isinstance(r, Unsupported) and r.section == "Legacy API (cublas.h)"]
lines = []
for r in files["cublas"]:
    if isinstance(r, Rename) and (info("cublas", r.name) or ("", ""))[1] == "cublas.h":
        ctx, line = use("cublas", r)
        lines += [f"  // CHECK:   {translate_words(line)}", f"  {line}"]
for r in legacy:
    lines += ["  // DIAG: error PCC1002", f"  using ::{r.name};"]
hdr = ["// CHECK: #include <hipblas/hipblas.h>", "#include <cublas.h>"]
emit(f"{OUT}/lib_cublas_legacy_unsupported.cu", "The legacy cuBLAS API (cublas.h): the include is translated with a warning, the functions only it has are errors.",
     "// LIBRARY: none (not compiled: HIP has no counterpart)\n" + STUBS_OFF, hdr, lines, [])

# The ROC option (TranslateOptions.roc): every rule with a roc= name, translated to it. The names the ROC library's
# headers declare (those tests/test_libraries.py compiles against, found by tools/rocm_libs.py) are compiled there;
# the newer ones (rocSPARSE 3's const descriptors, ...) go to a file of their own, translated and not compiled.
sys.path.insert(0, os.path.join(ROOT, "tools"))
import rocm_libs  # noqa: E402
ROC_INCLUDE = rocm_libs.folders()[0]
def roc_words(folder):
    words = set()
    for inc in ROC_INCLUDE:
        for dirpath, _, names in os.walk(os.path.join(inc, folder)):
            for n in names:
                if n.endswith(".h"):
                    text = re.sub(r"/\*.*?\*/|//[^\n]*", " ", open(os.path.join(dirpath, n), errors="replace").read(), flags=re.S)
                    words.update(WORD.findall(text))
    return words
for stem, rocpk in (("cublas", "rocblas"), ("curand", "rocrand"), ("cusparse", "rocsparse"), ("cusolver", "rocsolver")):
    rules = [r for r in files[stem] if r.attr("roc") and not isinstance(r, HeaderRule) and r.kind != "library"
             and (info(stem, r.name) or ("", ""))[1] != "cublas.h"]
    rocmap = {r.name: r.attr("roc") for r in files[stem] if r.attr("roc")}
    declared = roc_words(rocpk) | (roc_words("rocblas") if rocpk == "rocsolver" else set())
    groups = {"roc": ([], []), "roc_newer_hip": ([], [])}
    for r in rules:
        ctx, line = use(stem, r)
        exp = WORD.sub(lambda m: rocmap.get(m.group(0), ren.get(m.group(0), m.group(0))), line)
        roc_since = r.attr("roc_since")
        compiled_roc = r.attr("roc") in declared and (not roc_since or tuple(roc_since) <= ROC_AVAILABLE[rocpk])
        host, dev = groups["roc" if compiled_roc else "roc_newer_hip"]
        (host if ctx == "host" else dev).extend([f"  // CHECK:   {exp}", f"  {line}"])
    hdrs = []
    for h in files[stem]:
        if isinstance(h, HeaderRule) and h.attr("roc"):
            hdrs += [f"// CHECK: #include <{h.attr('roc')}>", f"#include <{h.name}>"]
    # the library's other headers (no roc form: they keep the hip* header) declare names some roc rules have
    hdrs += [f"#include <{h.name}>" for h in files[stem] if isinstance(h, HeaderRule) and not h.attr("roc")
             and h.target and h.name != "cublas.h" and any((info(stem, r.name) or ("", ""))[1] == h.name for r in rules)]
    for grp, (host, dev) in groups.items():
        if not host and not dev:
            continue
        if grp == "roc":
            title = f"The ROC option: {stem} names with a {rocpk} form, translated to it; compiled against {rocpk}'s headers."
            marker = f"// LIBRARY: {rocpk}\n// OPTIONS: roc=true"
        else:
            title = (f"The ROC option: {stem} names whose {rocpk} form is newer than the {rocpk} headers the tests "
                     "compile against: translated, not compiled.")
            marker = "// LIBRARY: none (not compiled: the names need a newer ROCm than the headers checked)\n// OPTIONS: roc=true"
        emit(f"{OUT}/lib_{stem}_{grp}.cu", title, marker, hdrs, host, dev)
        print(f"lib_{stem}_{grp}.cu", (len(host) + len(dev)) // 2)
