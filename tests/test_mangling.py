"""The one Itanium demangler (pycucc.runtime.mangling): its trees for the names kernels have, and against LLVM's
own demangler (llvm-cxxfilt) on the names clang gives a file of declarations that use each construct it reads."""
import shutil
import subprocess

import pytest

from pycucc.runtime.mangling import Type, base_name, demangle, template_args_code

F, I, V = Type("builtin", "f"), Type("builtin", "i"), Type("builtin", "v")


def _name(*parts):
    return Type("name", parts=tuple((p, None) if isinstance(p, str) else p for p in parts))


def _kind(t: Type) -> str:
    """What a parameter is at its top: pointer, lvalue_ref, rvalue_ref, member, or other (cv-qualifiers looked
    through)."""
    if t.kind == "qualified":
        return _kind(t.inner)
    return t.kind if t.kind in ("pointer", "lvalue_ref", "rvalue_ref", "member") else "other"


@pytest.mark.parametrize("symbol, name, params", [
    ("_Z5saxpyifPKfPf", "saxpy", (I, F, Type("pointer", inner=Type("qualified", inner=F, quals="K")),
                                   Type("pointer", inner=F))),
    ("_Z5saxpyifPKfPf.kd", "saxpy", None),
    ("_ZN2ns3fooEPfS0_i", "ns::foo", (Type("pointer", inner=F), Type("pointer", inner=F), I)),  # S_ is ns
    ("_Z3bar6float4PS_", "bar", (_name("float4"), Type("pointer", inner=_name("float4")))),
    ("_Z1kIPfEvT_", "k", (Type("pointer", inner=F),)),  # T_ is the template argument
    ("_Z4fillv", "fill", ()),
    ("_ZL6staticPi", "static", (Type("pointer", inner=I),)),
    ("_ZN12_GLOBAL__N_14hideEPi", "(anonymous namespace)::hide", (Type("pointer", inner=I),)),
    ("_Z4refsRiOi", "refs", (Type("lvalue_ref", inner=I), Type("rvalue_ref", inner=I))),
    ("_Z1kSt6vectorIiSaIiEE", "k", (_name("std", ("vector", (I, _name("std", ("allocator", (I,)))))),)),
    ("_Z4packIJiPfEEvDpT_", "pack", (I, Type("pointer", inner=F))),  # a pack expanded into the parameters
    ("_Z4packIJEEvDpT_", "pack", ()),
    ("_Z1kDF16_DF16bDh", "k", (Type("builtin", "DF16_"), Type("builtin", "DF16b"), Type("builtin", "Dh"))),
    ("_Z4vectDv4_fPS_", "vect", (Type("vector", "4", F), Type("pointer", inner=Type("vector", "4", F)))),
    ("_ZN2ns3BoxIiE3putIfEEviPT_", "ns::Box::put", (I, Type("pointer", inner=F))),
    ("_ZNK2ns3BoxIiE1mEi", "ns::Box::m", (I,)),
])
def test_demangle(symbol, name, params):
    f = demangle(symbol)
    assert f is not None and f.name == name and base_name(symbol) == name
    if params is not None:
        assert f.params == params


def test_template_arguments_literals_expressions_and_function_types():
    f = demangle("_Z6kernelIjLin4EEvPKT_PS0_i")
    assert f.template_args == (Type("builtin", "j"), Type("literal", "n4", Type("builtin", "i")))
    f = demangle("_Z5expr2ILi5EEvPN2ns3ArrIfXmimlT_Li2ELi1EEEEPNS1_IiXplLm4ET_EEE")
    first, second = f.params
    assert first.inner.parts == (("ns", None), ("Arr", (F, Type("expression", "XmimlT_Li2ELi1EE")))), first
    assert second.inner.parts[-1][1][0] == I  # S1_ is ns::Arr, after the expression's literals
    f = demangle("_Z3negILi2EEvPN2ns3ArrIfXngT_EEE")
    assert f.params[0].inner.parts[-1][1][1] == Type("expression", "XngT_E")
    assert [t.inner.quals for t in demangle("_Z5volatPViPVKfPKi").params] == ["V", "VK", "K"]
    f = demangle("_Z4fptrPFviEPFifdEM4PairiMS1_FviE")
    assert [_kind(t) for t in f.params] == ["pointer", "pointer", "member", "member"]
    assert f.params[1].inner == Type("function", items=(I, F, Type("builtin", "d")))


def test_a_lambda_in_a_kernels_template_arguments():
    """A kernel template instantiated with a lambda (HeCBench's unfold): the closure type is a local name."""
    symbol = ("_Z34unfold_backward_elementwise_kernelILi64ELi4EZ31unfold_backward_internal_kernelIiEvPT_PKS1_PKlllllll"
              "EUliE_EviT1_")
    f = demangle(symbol)
    assert f.name == base_name(symbol) == "unfold_backward_elementwise_kernel"
    assert f.params[0] == I and f.params[1].name == "unfold_backward_internal_kernel::'lambda'"


@pytest.mark.parametrize("symbol", ["saxpy", "_Z", "_Z5abc", "_Z99short", "_ZN3FooplERKS_", "_Z1fDTfp_E",
                                    "_Z1kIXcl1fEEEvv"])
def test_names_not_understood(symbol):
    assert demangle(symbol) is None


def test_a_base_name_needs_no_parameters_nor_template_arguments():
    assert base_name("_Z1kDTfp_E") == "k"  # decltype in the parameters
    assert base_name("_Z1kIXcl1fEEEvv") == "k"  # a call in the template arguments
    assert base_name("_ZN2ns1kIXcl1fEEEEvv") == "ns::k"
    assert base_name("saxpy") is None


def test_template_args_code():
    assert template_args_code("float, 256") == "fLi256E"
    assert template_args_code("unsigned int, -3, 4u") == "jLin3ELj4E"
    assert template_args_code("Pair") is None


# ---------------------------------------------------------------------------------------- against llvm-cxxfilt
DECLARATIONS = r"""
#include <string>
#include <utility>
#include <vector>
struct Pair { int a, b; };
namespace ns {
struct Vec3 { float x, y, z; };
template <class T, int N> struct Arr { T v[N]; };
template <class T> void scale(T *p, T s, int n) {}
void foo(float *a, float *b, int n) {}
namespace inner { template <class T, int B> void kern(T *) {} }
template <class T> struct Box { template <class U> static void put(T, U *) {} void m(int) const {} };
}
namespace { void hide(int *) {} }
static void stat(int *) {}
void saxpy(int n, float a, const float *x, float *y) {}
void mixed(char, short, long long, double, Pair, unsigned, float *, bool) {}
template <class T> void reduce(const T *in, T *out, Pair p, int n) {}
template <class T, int N> void kernel(const T *, T *, int) {}
void vec(ns::Vec3, ns::Vec3 *, const ns::Vec3 &) {}
void refs(int &, const float &, int &&, float *&) {}
void fptr(void (*)(int), int (*)(float, double)) {}
void arr(float (*)[10], int (&)[4]) {}
void mptr(int Pair::*, void (Pair::*)(int)) {}
void stdt(std::vector<int>, const std::string &, std::pair<int, float> *) {}
template <class... Ts> void pack(Ts... xs) {}
template <int N> void expr(ns::Arr<float, N + 1> *) {}
template <int N> void neg(ns::Arr<float, -N> *, ns::Arr<float, (N > 1 ? 2 : 3)> *) {}
template <int N> void expr2(ns::Arr<float, N * 2 - 1> *, ns::Arr<int, sizeof(float) + N> *) {}
typedef float float4v __attribute__((ext_vector_type(4)));
void vect(float4v, float4v *) {}
void subst(ns::Vec3 *, ns::Vec3 *, const ns::Vec3 *, ns::Arr<ns::Vec3, 2>, ns::Arr<ns::Vec3, 2> *) {}
void many(long double, wchar_t, char16_t, char32_t, unsigned __int128, __int128, signed char, unsigned char) {}
template <class T> void tmplptr(T, T *, const T *, T **) {}
void volat(volatile int *, const volatile float *, int *__restrict) {}
void nullp(decltype(nullptr)) {}
template <template <class> class TT> void ttp(TT<int> *) {}
template <class T> struct Tmpl {};
template <int B, class F> void with_lambda(int n, F f) {}
template <class T> void outer(T *p) { with_lambda<4>(0, [](int i) { return i; }); }
void instances() {
  ns::scale<float>(nullptr, 0, 0); ns::scale<double>(nullptr, 0, 0); ns::inner::kern<int, 3>(nullptr);
  ns::Box<int>::put<float>(0, nullptr); ns::Box<int> b; b.m(0);
  reduce<float>(nullptr, nullptr, Pair{}, 0); reduce<Pair>(nullptr, nullptr, Pair{}, 0);
  kernel<float, 256>(nullptr, nullptr, 0); kernel<unsigned, -4>(nullptr, nullptr, 0);
  pack<int, float *, const char *>(0, nullptr, nullptr); pack<>(); expr<3>(nullptr); expr2<5>(nullptr, nullptr);
  neg<2>(nullptr, nullptr);
  tmplptr<ns::Vec3>({}, nullptr, nullptr, nullptr); tmplptr<float *>(nullptr, nullptr, nullptr, nullptr);
  tmplptr<std::pair<int, int>>({}, nullptr, nullptr, nullptr); ttp<Tmpl>(nullptr); outer<float>(nullptr);
}
"""
TOOLS = ("clang++-19", "llvm-nm-19", "llvm-cxxfilt-19")


def _split_top(text: str):
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += ch in "<([" and 1 or ch in ">)]" and -1 or 0
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return out + [cur.strip()] if cur.strip() else out


def _shape(text: str):
    """(base name, parameter spellings) of llvm-cxxfilt's ``void ns::k<float>(float const*, int)``."""
    t = text.replace("(anonymous namespace)", "@")
    while t.endswith(" const"):
        t = t[:-len(" const")]
    depth = 0
    for k in range(len(t) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(t[k], 0)
        if depth == 0:
            break
    head, depth, name = t[:k], 0, ""
    for ch in head:
        depth += {"<": 1, ">": -1}.get(ch, 0)
        if depth == 0 and ch != ">":
            name += ch
    return name.split(" ")[-1].replace("@", "(anonymous namespace)"), _split_top(t[k + 1:-1])


def _spelled_kind(p: str) -> str:
    for q in (" const", " volatile", " restrict"):
        while p.endswith(q):
            p = p[:-len(q)]
    if "::*" in p:
        return "member"
    if p.endswith("&&"):
        return "rvalue_ref"
    if p.endswith("&") or "(&)" in p:
        return "lvalue_ref"
    return "pointer" if p.endswith("*") or "(*)" in p else "other"


@pytest.mark.toolchain
def test_every_function_clang_mangles_reads_as_llvm_cxxfilt_reads_it(tmp_path):
    """Each function of DECLARATIONS (but constructors of std::pair, whose names hold qualified names in
    expressions): the same base name as llvm-cxxfilt's, the same number of parameters, each a pointer, a reference
    or a member pointer where llvm-cxxfilt's is, and every builtin parameter the same builtin."""
    missing = [t for t in TOOLS if shutil.which(t) is None]
    if missing:
        pytest.skip(f"{', '.join(missing)} not installed")
    src = tmp_path / "names.cpp"
    src.write_text(DECLARATIONS)
    subprocess.run(["clang++-19", "-std=c++17", "-c", str(src), "-o", str(tmp_path / "names.o")], check=True)
    nm = subprocess.run(["llvm-nm-19", "--defined-only", str(tmp_path / "names.o")], capture_output=True, text=True,
                        check=True).stdout.split("\n")
    symbols = sorted({line.split()[-1] for line in nm if line.split()[1:2] and line.split()[1] in "TtW"
                      and line.split()[-1].startswith("_Z")})
    spelled = subprocess.run(["llvm-cxxfilt-19"], input="\n".join(symbols), capture_output=True, text=True,
                             check=True).stdout.split("\n")
    builtins = {"i": "int", "j": "unsigned int", "f": "float", "d": "double", "c": "char", "s": "short",
                "x": "long long", "b": "bool", "e": "long double", "w": "wchar_t", "Ds": "char16_t",
                "Di": "char32_t", "o": "unsigned __int128", "n": "__int128", "a": "signed char",
                "h": "unsigned char", "l": "long", "Dn": "std::nullptr_t"}
    checked = 0
    for symbol, text in zip(symbols, spelled):
        f = demangle(symbol)
        if symbol.startswith("_ZNSt4pair"):
            continue
        assert f is not None, (symbol, text)
        name, params = _shape(text)
        assert (f.name, base_name(symbol)) == (name, name), (symbol, text)
        assert [_kind(t) for t in f.params] == [_spelled_kind(p) for p in params], (symbol, text)
        for t, p in zip(f.params, params):
            if t.kind == "builtin":
                assert builtins[t.code] == p, (symbol, text)
        checked += 1
    assert checked >= 30, checked
