"""pycucc_device_prop.h, written from the `field cudaDeviceProp::...` rules (types.rules) by tools/gen_stubs.py: CUDA's
cudaDeviceProp for C++ as a struct derived from HIP's hipDeviceProp_t with the members HIP's lacks, and a
cudaGetDeviceProperties that fills them.

- A member HIP has from a version on (`hip_since`, `older=` CUDA's path) is the struct's own below that version,
  filled from the rule's `attribute` (hipDeviceGetAttribute; `from`: HIP's member of that meaning where the attribute
  does not answer) or `query` (a function of the device handle), else holding `value` (CUDA's "not supported", 0 unless given); the translation warns where such a member is read.
- A member HIP spells otherwise (R0600's sparseHipArraySupported) is the struct's own from that version on too,
  copied from HIP's.
- A member no HIP has (a rule with a template) is the struct's own holding `value`, and the rule's helper reads
  it: the member of pycucc's struct, `value` for HIP's (what the translation gives a newer HIP's hipDeviceProp_t).

The struct stands where the CUDA name does: pycucc_compat.h includes the header (a build against HIP before 6.0
keeps `cudaDeviceProp` and `cudaGetDeviceProperties`, types.rules and runtime.rules: older=keep), and so does the
toolkit's runtime header for C++ host compilers; from HIP 6.0 on the CUDA names are HIP's in both, as the translation
writes them (a member R0600 lacks reads through the rule's helper there, in the translation only). C sees HIP's
struct."""
from __future__ import annotations

import re
from typing import Dict, List, Tuple

OWNER = "cudaDeviceProp"
STRUCT = "__pycucc_cudaDeviceProp"
FUNCTION = "__pycucc_cudaGetDeviceProperties"
HEADER = "pycucc_device_prop.h"
_DECL = re.compile(r"(?P<type>.*?)\s*\b(?P<name>[A-Za-z_]\w*)\s*(?P<dims>(?:\[\d+\])*)\s*\Z")
_WORD = re.compile(r"[A-Za-z_]\w*")


def c_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _member(rule, renames: Dict[str, str]) -> Tuple[str, str, List[int]]:
    """The member's type as HIP spells it, its name and its array dimensions, from the rule's `cuda` declaration."""
    m = _DECL.match(rule.attr("cuda") or "")
    if m is None or m.group("name") != rule.field_path:
        raise ValueError(f"{rule.id}: cuda= must declare the member {rule.field_path} ({rule.attr('cuda')!r})")
    typ = _WORD.sub(lambda w: renames.get(w.group(0), w.group(0)), m.group("type"))
    return typ, m.group("name"), [int(d) for d in re.findall(r"\d+", m.group("dims"))]


def _version(since) -> str:
    """HIP_VERSION of a release (hip_version.h: major * 10000000 + minor * 100000 + patch)."""
    v = tuple(since) + (0, 0)
    return str(v[0] * 10000000 + v[1] * 100000)


def since_of_names(ruleset):
    """The HIP from which the translation writes HIP's names for cudaDeviceProp and cudaGetDeviceProperties (their
    renames' hip_since, older=keep below it)."""
    since = {tuple(ruleset.renames[n].attr("hip_since") or ()) for n in (OWNER, "cudaGetDeviceProperties")}
    if len(since) != 1 or not next(iter(since)):
        raise ValueError(f"the renames of {OWNER} and cudaGetDeviceProperties need one hip_since (older=keep)")
    return next(iter(since))


def prop_rules(ruleset) -> List:
    return [r for r in ruleset.rules if r.kind == "field" and r.owner == OWNER]


def generate(ruleset) -> str:
    renames = {n: r.target for n, r in ruleset.renames.items() if r.target and "::" not in n}
    older: Dict[str, List[str]] = {}  # HIP_VERSION below which the struct has the member -> declarations
    always: List[str] = []
    fill_older: Dict[str, List[str]] = {}
    fill_newer: Dict[str, List[str]] = {}
    fill_always: List[str] = []
    helpers: List[str] = []
    rules = prop_rules(ruleset)
    for r in rules:
        typ, name, dims = _member(r, renames)
        value = str(r.attr("value") or "0")
        since = r.attr("hip_since")
        held = r.attr("warn") if r.template else r.attr("advice") and (
            f"{name} of {OWNER} needs HIP {'.'.join(map(str, since))} or newer: {r.attr('advice')}")
        # what the translation warns at a read (rules' advice and warn), the toolkit's C++ headers say as the member's
        # deprecation, where no translation runs
        mark = f" PYCUCC_PROP_HELD({c_string('pycucc: ' + held)})" if held else ""
        decl = f"    {typ} {name}{''.join(f'[{d}]' for d in dims)}{mark};"
        if r.template:
            always.append(decl)
            if value != "0":
                fill_always.append(f"    out.{name} = {value};")
            helper = r.wrapping[0].rstrip("(")
            helpers += [f"static inline {typ} {helper}(const hipDeviceProp_t&) {{ return {value}; }}",
                        f"static inline {typ}& {helper}({STRUCT}& prop) {{ return prop.{name}; }}",
                        f"static inline {typ} {helper}(const {STRUCT}& prop) {{ return prop.{name}; }}"]
            continue
        if not since or r.attr("older") != r.field_path:
            raise ValueError(f"{r.id}: a cudaDeviceProp field needs hip_since and older={r.field_path}, or a template")
        key = _version(since)
        if r.target != r.field_path:  # HIP spells it otherwise from `since` on: the struct's own member always
            plain = f"    {typ} {name}{''.join(f'[{d}]' for d in dims)};"
            always.append(f"#if HIP_VERSION < {key}\n{decl}\n#else\n{plain}\n#endif" if mark else decl)
            fill_newer.setdefault(key, []).append(f"    out.{name} = hip.{r.target};")
        else:
            older.setdefault(key, []).append(decl)
        fill = fill_older.setdefault(key, [])
        if r.attr("from"):  # HIP's own member of that meaning, which the attribute (if it answers) overrides
            fill.append(f"    out.{name} = static_cast<{typ}>(hip.{r.attr('from')});")
        if r.attr("attribute"):
            cast = f"static_cast<{typ}>"
            if dims:
                fill.append(f"    if (__pycucc_prop_attribute(v, {r.attr('attribute')}, device))\n"
                            f"        for (int i = 0; i < {dims[0]}; ++i) out.{name}[i] = v[i];")
            else:
                fill.append(f"    if (__pycucc_prop_attribute(v, {r.attr('attribute')}, device)) "
                            f"out.{name} = {cast}(v[0]);")
        elif r.attr("query"):
            fill.append(f"    if (hipDeviceGet(&handle, device) == hipSuccess) "
                        f"(void){r.attr('query')}(&out.{name}, handle);")
        elif value != "0":
            fill.append(f"    out.{name} = {value};")
    widest = max([d for r in rules if r.attr("attribute") for d in _member(r, renames)[2]] + [1])
    out = [f"/* {HEADER}: CUDA's cudaDeviceProp and cudaGetDeviceProperties for C++ on HIP, generated by",
           " * tools/gen_stubs.py from the cudaDeviceProp field rules of compiler/rules/types.rules",
           " * (compiler/device_prop.py says how); do not edit.",
           " *",
           f" * {STRUCT} is HIP's hipDeviceProp_t with the members of CUDA 13's cudaDeviceProp that the HIP it",
           f" * is compiled with lacks; {FUNCTION} calls hipGetDeviceProperties and fills them from",
           " * hipDeviceGetAttribute where HIP has the attribute, else with CUDA's \"not supported\" value. On an",
           " * error it returns HIP's error and writes nothing, as CUDA does. C++ only: C reads HIP's struct. */",
           "#ifndef PYCUCC_DEVICE_PROP_H", "#define PYCUCC_DEVICE_PROP_H", "#if defined(__cplusplus)",
           "#include <string.h>",
           "/* the toolkit's headers (a host compiler reading CUDA code as it is): a read of a member HIP cannot give",
           " * warns where it is, as the translation does in pycucc's own builds */",
           "#if defined(PYCUCC_TOOLKIT_H) && (defined(__GNUC__) || defined(__clang__))",
           "#define PYCUCC_PROP_HELD(message) __attribute__((deprecated(message)))", "#else",
           "#define PYCUCC_PROP_HELD(message)", "#endif",
           "/* not at pycucc's own uses below, nor at the struct's implicit copy and constructors (clang says those",
           " * where the struct is declared): a program's reads are outside, where they warn */",
           "#if defined(__GNUC__) || defined(__clang__)", "#pragma GCC diagnostic push",
           '#pragma GCC diagnostic ignored "-Wdeprecated-declarations"', "#endif", "",
           f"struct {STRUCT} : hipDeviceProp_t {{"]
    for key, decls in sorted(older.items()):
        out += [f"#if HIP_VERSION < {key}", *decls, "#endif"]
    out += always + ["};", ""]
    out += ["/* hipDeviceGetAttribute into zeroed ints: a texture or surface attribute may give several */",
            f"static inline bool __pycucc_prop_attribute(int (&v)[{widest}], hipDeviceAttribute_t attribute, "
            "int device) {",
            f"    for (int i = 0; i < {widest}; ++i) v[i] = 0;",
            "    return hipDeviceGetAttribute(v, attribute, device) == hipSuccess;", "}", "",
            f"static inline hipError_t {FUNCTION}({STRUCT}* prop, int device) {{",
            "    hipDeviceProp_t hip;",
            "    const hipError_t err = hipGetDeviceProperties(prop != nullptr ? &hip : nullptr, device);",
            "    if (err != hipSuccess) return err;",
            f"    {STRUCT} out;",
            "    memset(static_cast<void*>(&out), 0, sizeof out);",
            "    static_cast<hipDeviceProp_t&>(out) = hip;",
            f"    int v[{widest}];",
            "    hipDevice_t handle;",
            "    (void)v;", "    (void)handle;"]
    for key in sorted(set(fill_older) | set(fill_newer)):
        out += [f"#if HIP_VERSION < {key}", *fill_older.get(key, []), "#else", *fill_newer.get(key, []), "#endif"]
    out += fill_always + ["    *prop = out;", "    return hipSuccess;", "}", ""]
    out += ["/* the members no HIP has: pycucc's struct's, and for HIP's own struct the value CUDA gives where a",
            " * device lacks the feature (the translation for a newer HIP reads them through these) */", *helpers, "",
            "#if defined(__GNUC__) || defined(__clang__)", "#pragma GCC diagnostic pop", "#endif", "",
            "/* the CUDA names, where pycucc's translation keeps them (HIP before 6.0: older=keep); the toolkit's",
            " * headers map them to HIP's before, and from 6.0 on leave them so, as the translation writes HIP's names",
            " * there: a function taking a cudaDeviceProp is one function in a .cu and a .cpp */",
            f"#if HIP_VERSION < {_version(since_of_names(ruleset))}",
            f"#undef {OWNER}", f"#define {OWNER} {STRUCT}",
            "#undef cudaGetDeviceProperties", f"#define cudaGetDeviceProperties {FUNCTION}", "#endif",
            "#endif /* __cplusplus */", "#endif /* PYCUCC_DEVICE_PROP_H */", ""]
    return "\n".join(out)
