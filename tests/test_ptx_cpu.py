"""PTX instructions lowered by pycucc, run on the CPU and compared with an independent model of the PTX ISA.

Every case is a small PTX .func built around one instruction form (or a carry chain, or a load/store on a buffer):
the module goes through pycucc's real lowering (pycucc.ptx.module, functions made __host__ __device__), is
compiled as host code by clang-19 with HIP's headers, and run over edge values (0, -0.0, NaN, infinities,
subnormals, INT_MIN, shift counts past the width, rounding midpoints) and random ones. tests/ptx_model.py computes
what the PTX ISA manual says each result is, with exact rational arithmetic for floats.

Where the host run and the device code differ, it is said here: the .approx forms run libm on the host (checked
against the ISA's error bounds) and the GPU's native approximations on the device; everything else is the same
C++ on both sides (directed rounding through the FP mode register on AMD GPUs, MXCSR on x86).
"""
from __future__ import annotations

import math
import os
import random
import subprocess
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Tuple

import pytest

import ptx_model as M
from testutil import hip_compile, toolchain

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMPAT_H = os.path.join(ROOT, "compiler", "include", "pycucc_compat.h")

# ---------------------------------------------------------------------------------------------- input values
F32_EDGES = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 3.0, 0.1, -7.75, 1e-3, 65504.0, 65520.0, 1e10, -1e30,
             2.0 ** 24 + 1, 2.0 ** 31, -2.0 ** 31, 2.0 ** 32, 4294967040.0, 2.0 ** 63, 2.0 ** 64, 1.0 + 2 ** -23,
             1.0 - 2 ** -24, 3.4028234663852886e38, -3.4028234663852886e38, 1.1754943508222875e-38,
             1e-40, -1e-40, 1.401298464324817e-45, math.inf, -math.inf, math.nan, 0.75, -0.5, 100.5, 123456.789,
             0.3333333432674408, 2.0 ** -126 * 1.5]
F64_EDGES = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 0.1, 1e300, -1e300, 1e-310, -1e-310, 5e-324, 2.0 ** 53 + 1,
             2.0 ** 63, -2.0 ** 63, 2.0 ** 64, 1.0 + 2 ** -52, 1.7976931348623157e308, 2.2250738585072014e-308,
             math.inf, -math.inf, math.nan, 3.4028235677973366e38, 1.401298464324817e-45, 7e-46, 1e-45,
             2.0 ** 31 - 0.5, -2.0 ** 31 - 0.5, 4294967295.5, 1.0000000596046448, 1.0000000894069672, 65520.0]
F16_EDGES = [0x0000, 0x8000, 0x3C00, 0xBC00, 0x3800, 0x3E00, 0x4100, 0x7BFF, 0xFBFF, 0x7C00, 0xFC00, 0x7E00, 0x7C01,
             0x0001, 0x8001, 0x03FF, 0x0400, 0x3C01, 0x3BFF, 0x5640, 0x1234, 0xC567, 0x4900, 0x0200]
BF16_EDGES = [0x0000, 0x8000, 0x3F80, 0xBF80, 0x3F00, 0x3FC0, 0x4020, 0x7F7F, 0xFF7F, 0x7F80, 0xFF80, 0x7FC0, 0x7F81,
              0x0001, 0x8001, 0x007F, 0x0080, 0x3F81, 0x3F7F, 0x4B80, 0x1234, 0xC567, 0x4049, 0x0040]


def _int_edges(w: int) -> List[int]:
    m = (1 << w) - 1
    vals = {0, 1, 2, 3, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65, 100, 255, 256, m, m - 1, 1 << (w - 1),
            (1 << (w - 1)) - 1, (1 << (w - 1)) + 1, 0x5555555555555555 & m, 0xAAAAAAAAAAAAAAAA & m,
            0x0123456789ABCDEF & m, 0xFEDCBA9876543210 & m, 0x80808080 & m, 0x7F7F7F7F & m, 0x00FF00FF & m,
            (-2) & m, (-100) & m, (-31) & m}
    return sorted(v & m for v in vals)


def edges(t: str) -> List[int]:
    if t == "pred":
        return [0, 1]
    if t == "f32":
        return [M.f32_bits(x) for x in F32_EDGES] + [0x7FC00001, 0xFF800001, 0x00000001, 0x807FFFFF]
    if t == "f64":
        return [M.f64_bits(x) for x in F64_EDGES] + [0x7FF8000000000001, 0x0000000000000001]
    if t == "f16":
        return list(F16_EDGES)
    if t == "bf16":
        return list(BF16_EDGES)
    if t in ("f16x2", "bf16x2"):
        e = F16_EDGES if t == "f16x2" else BF16_EDGES
        return [(e[i] << 16) | e[(i * 7 + 3) % len(e)] for i in range(len(e))]
    return _int_edges(int(t[1:]))


def randoms(t: str, rng: random.Random, n: int) -> List[int]:
    if t == "pred":
        return [rng.randrange(2) for _ in range(n)]
    if t == "f32":
        out = []
        for _ in range(n):
            k = rng.randrange(4)
            if k == 0:
                out.append(rng.getrandbits(32))
            elif k == 1:
                out.append(M.f32_bits(rng.uniform(-10, 10)))
            elif k == 2:
                out.append(M.f32_bits(float(rng.randrange(-2 ** 20, 2 ** 20)) / 4))
            else:
                out.append(M.f32_bits(rng.uniform(0, 1)) ^ rng.getrandbits(3))
        return out
    if t == "f64":
        return [rng.getrandbits(64) if rng.random() < 0.5 else M.f64_bits(rng.uniform(-1e6, 1e6)) for _ in range(n)]
    w = M._w(t) if t not in ("f16", "bf16") else 16
    return [rng.getrandbits(w) for _ in range(n)]


def vectors(types: Sequence[str], rng: random.Random, overrides: Dict[int, List[int]], limit: int) -> List[tuple]:
    pools = [overrides.get(i) or edges(t) for i, t in enumerate(types)]
    out: List[tuple] = []
    if len(types) == 1:
        out = [(v,) for v in pools[0]]
    elif len(types) == 2:
        out = [(a, b) for a in pools[0] for b in pools[1]]
        if len(out) > limit:
            out = rng.sample(out, limit)
    else:
        out = [tuple(rng.choice(p) for p in pools) for _ in range(limit)]
    out += [tuple(rng.choice(pools[i]) if (i in overrides or rng.random() < 0.3) else randoms(t, rng, 1)[0]
                  for i, t in enumerate(types)) for _ in range(limit // 3)]
    return out


# ---------------------------------------------------------------------------------------------- cases
REG_OF = {"f32": "f32", "f64": "f64", "pred": "pred", "f16": "b16", "bf16": "b16", "f16x2": "b32", "bf16x2": "b32"}


def reg_type(t: str) -> str:
    if t in REG_OF:
        return REG_OF[t]
    return t


def width(t: str) -> int:
    if t == "pred":
        return 1
    if t in ("f16", "bf16"):
        return 16
    if t in ("f16x2", "bf16x2"):
        return 32
    return int(t[1:])


@dataclass
class Case:
    opcode: str
    ins: Tuple[str, ...]
    outs: Tuple[str, ...]
    body: Optional[str] = None            # PTX using %i0.. and %o0..; default: "opcode %o0[|%o1], %i0, ..."
    model: Optional[object] = None        # f(inputs) -> outputs; default: ptx_model.execute(opcode, inputs)
    overrides: Dict[int, List[int]] = field(default_factory=dict)
    limit: int = 300
    dual: bool = False                    # the two outputs are one d|p operand


def C(opcode: str, sig: str, **kw) -> Case:
    ins, outs = sig.split("->")
    return Case(opcode, tuple(ins.split()), tuple(outs.split()), **kw)


SHIFTS = list(range(0, 70)) + [100, 255, 256, 1 << 31, 0xFFFFFFFF]
SMALL = list(range(0, 40)) + [63, 64, 65, 255, 256, 257, 0x1F08, 0xFFFF, 0xFFFFFFFF]


def _chain(first: str, then: str, t: str):
    """Two instructions of a carry chain and a carry read-out: outputs d0, d1, and the final carry as addc/subc."""
    w = int(t[1:])
    body = (f"{first} %o0, %i0, %i1;\n{then} %o1, %i2, %i3;\n"
            f"{'addc' if first.startswith(('add', 'mad')) else 'subc'}.{t} %o2, 0, 0;")
    sub = first.startswith("sub")

    def model(ins):
        a0, b0, a1, b1 = ins
        m = (1 << w) - 1
        if sub:
            s0 = a0 - b0
            c0 = 1 if s0 < 0 else 0
            s1 = a1 - b1 - c0
            cf = (1 if s1 < 0 else 0) if ".cc" in then else c0
            return [s0 & m, s1 & m, (-cf) & m]
        s0 = a0 + b0
        c0 = s0 >> w
        s1 = a1 + b1 + c0
        cf = (s1 >> w) if ".cc" in then else c0
        return [s0 & m, s1 & m, cf]
    return body, model


def _mad_chain(t: str, hi_first: bool):
    w = int(t[1:])
    h = "hi" if hi_first else "lo"
    body = f"mad.{h}.cc.{t} %o0, %i0, %i1, %i2;\nmadc.lo.cc.{t} %o1, %i0, %i1, %i3;\naddc.{t} %o2, 0, 0;"

    def model(ins):
        a, b, c, c2 = ins
        m = (1 << w) - 1
        sa, sb = M.int_value(a, t), M.int_value(b, t)
        p = sa * sb
        part = ((p >> w) if hi_first else p) & m
        s0 = part + (c & m)
        c0 = s0 >> w
        s1 = (p & m) + (c2 & m) + c0
        return [s0 & m, s1 & m, s1 >> w]
    return body, model


def cases() -> List[Case]:
    cs: List[Case] = []
    for t in ("u16", "u32", "u64", "s16", "s32", "s64"):
        cs += [C(f"add.{t}", f"{t} {t} -> {t}"), C(f"sub.{t}", f"{t} {t} -> {t}"),
               C(f"mul.lo.{t}", f"{t} {t} -> {t}"), C(f"mul.hi.{t}", f"{t} {t} -> {t}"),
               C(f"mad.lo.{t}", f"{t} {t} {t} -> {t}"), C(f"mad.hi.{t}", f"{t} {t} {t} -> {t}"),
               C(f"sad.{t}", f"{t} {t} {t} -> {t}"), C(f"div.{t}", f"{t} {t} -> {t}"), C(f"rem.{t}", f"{t} {t} -> {t}"),
               C(f"min.{t}", f"{t} {t} -> {t}"), C(f"max.{t}", f"{t} {t} -> {t}")]
    cs += [C("add.sat.s32", "s32 s32 -> s32"), C("sub.sat.s32", "s32 s32 -> s32"),
           C("mad.hi.sat.s32", "s32 s32 s32 -> s32"), C("min.relu.s32", "s32 s32 -> s32"),
           C("max.relu.s32", "s32 s32 -> s32")]
    for t, wt in (("u16", "u32"), ("s16", "s32"), ("u32", "u64"), ("s32", "s64")):
        cs += [C(f"mul.wide.{t}", f"{t} {t} -> {wt}"), C(f"mad.wide.{t}", f"{t} {t} {wt} -> {wt}")]
    for t in ("u32", "s32", "u64", "s64"):
        for first, then in ((f"add.cc.{t}", f"addc.cc.{t}"), (f"add.cc.{t}", f"addc.{t}"),
                            (f"sub.cc.{t}", f"subc.cc.{t}"), (f"sub.cc.{t}", f"subc.{t}")):
            body, model = _chain(first, then, t)
            cs.append(C(first + "+" + then, f"{t} {t} {t} {t} -> {t} {t} {t}", body=body, model=model))
        for hi in (False, True):
            body, model = _mad_chain(t, hi)
            cs.append(C(f"mad.{'hi' if hi else 'lo'}.cc.{t}+madc", f"{t} {t} {t} {t} -> {t} {t} {t}", body=body,
                        model=model))
    for t in ("u32", "s32"):
        cs += [C(f"mul24.lo.{t}", f"{t} {t} -> {t}"), C(f"mul24.hi.{t}", f"{t} {t} -> {t}"),
               C(f"mad24.lo.{t}", f"{t} {t} {t} -> {t}"), C(f"mad24.hi.{t}", f"{t} {t} {t} -> {t}")]
    for t in ("s16", "s32", "s64"):
        cs += [C(f"abs.{t}", f"{t} -> {t}"), C(f"neg.{t}", f"{t} -> {t}")]
    for t in ("b32", "b64"):
        cs += [C(f"popc.{t}", f"{t} -> u32"), C(f"clz.{t}", f"{t} -> u32"), C(f"brev.{t}", f"{t} -> {t}")]
    for t in ("u32", "s32", "u64", "s64"):
        cs += [C(f"bfind.{t}", f"{t} -> u32"), C(f"bfind.shiftamt.{t}", f"{t} -> u32"),
               C(f"bfe.{t}", f"{t} u32 u32 -> {t}", overrides={1: SMALL, 2: SMALL}, limit=500)]
    for t in ("b32", "b64"):
        cs.append(C(f"bfi.{t}", f"{t} {t} u32 u32 -> {t}", overrides={2: SMALL, 3: SMALL}, limit=500))
    cs += [C("fns.b32", "b32 u32 s32 -> b32", overrides={1: list(range(0, 34)), 2: [0, 1, 2, 3, 5, 17, 31, 32, 33,
                                                                                     0xFFFFFFFF, 0xFFFFFFFE, 0xFFFFFFF0]},
             limit=500)]
    for m in ("clamp", "wrap"):
        cs += [C(f"bmsk.{m}.b32", "u32 u32 -> b32", overrides={0: SMALL, 1: SMALL}),
               C(f"szext.{m}.u32", "u32 u32 -> u32", overrides={1: SMALL}),
               C(f"szext.{m}.s32", "s32 u32 -> s32", overrides={1: SMALL})]
    for x in ("u32", "s32"):
        for y in ("u32", "s32"):
            cs += [C(f"dp4a.{x}.{y}", "b32 b32 b32 -> b32"), C(f"dp2a.lo.{x}.{y}", "b32 b32 b32 -> b32"),
                   C(f"dp2a.hi.{x}.{y}", "b32 b32 b32 -> b32")]
    for t in ("b16", "b32", "b64"):
        cs += [C(f"and.{t}", f"{t} {t} -> {t}"), C(f"or.{t}", f"{t} {t} -> {t}"), C(f"xor.{t}", f"{t} {t} -> {t}"),
               C(f"not.{t}", f"{t} -> {t}"), C(f"cnot.{t}", f"{t} -> {t}"),
               C(f"shl.{t}", f"{t} u32 -> {t}", overrides={1: SHIFTS})]
    for t in ("b16", "b32", "b64", "u16", "u32", "u64", "s16", "s32", "s64"):
        cs.append(C(f"shr.{t}", f"{t} u32 -> {t}", overrides={1: SHIFTS}))
    cs += [C("and.pred", "pred pred -> pred"), C("or.pred", "pred pred -> pred"), C("xor.pred", "pred pred -> pred"),
           C("not.pred", "pred -> pred"),
           C("lop3.b32", "b32 b32 b32 b32 -> b32", overrides={3: [0x00, 0xFF, 0x96, 0xE8, 0xCA, 0xF0, 0xCC, 0xAA,
                                                                   0x80, 0x01, 0x3C, 0x5A, 0x1E, 0xB4]})]
    for d in ("l", "r"):
        for m in ("clamp", "wrap"):
            cs.append(C(f"shf.{d}.{m}.b32", "b32 b32 u32 -> b32", overrides={2: SHIFTS}))
    prmt_sel = [0x3210, 0x7654, 0x0123, 0x4567, 0x8888, 0xFFFF, 0x5140, 0x9B1F, 0, 1, 2, 3, 0x1F1, 0xC3A5]
    for mode in (None, "f4e", "b4e", "rc8", "ecl", "ecr", "rc16"):
        cs.append(C("prmt.b32" + (f".{mode}" if mode else ""), "b32 b32 b32 -> b32", overrides={2: prmt_sel}))
    # floating point
    for rnd in ("", ".rn", ".rz", ".rm", ".rp"):
        for op in ("add", "sub", "mul"):
            cs.append(C(f"{op}{rnd}.f32", "f32 f32 -> f32", limit=400))
            cs.append(C(f"{op}{rnd}.f64", "f64 f64 -> f64", limit=300))
        if rnd:
            cs += [C(f"fma{rnd}.f32", "f32 f32 f32 -> f32", limit=600), C(f"fma{rnd}.f64", "f64 f64 f64 -> f64"),
                   C(f"mad{rnd}.f32", "f32 f32 f32 -> f32"), C(f"mad{rnd}.f64", "f64 f64 f64 -> f64"),
                   C(f"div{rnd}.f32", "f32 f32 -> f32", limit=500), C(f"div{rnd}.f64", "f64 f64 -> f64", limit=400),
                   C(f"rcp{rnd}.f32", "f32 -> f32"), C(f"rcp{rnd}.f64", "f64 -> f64"),
                   C(f"sqrt{rnd}.f32", "f32 -> f32"), C(f"sqrt{rnd}.f64", "f64 -> f64")]
    for mods in (".ftz", ".sat", ".ftz.sat", ".rz.ftz", ".rn.ftz.sat"):
        for op in ("add", "sub", "mul"):
            cs.append(C(f"{op}{mods}.f32", "f32 f32 -> f32", limit=300))
    cs += [C("fma.rn.ftz.f32", "f32 f32 f32 -> f32"), C("fma.rz.sat.f32", "f32 f32 f32 -> f32"),
           C("mad.f32", "f32 f32 f32 -> f32"), C("div.rn.ftz.f32", "f32 f32 -> f32"),
           C("rcp.rn.ftz.f32", "f32 -> f32"), C("sqrt.rn.ftz.f32", "f32 -> f32")]
    for op in ("div.approx", "div.approx.ftz", "div.full", "div.full.ftz"):
        cs.append(C(f"{op}.f32", "f32 f32 -> f32"))
    for op in ("rcp", "sqrt", "rsqrt", "ex2", "lg2", "sin", "cos"):
        cs += [C(f"{op}.approx.f32", "f32 -> f32"), C(f"{op}.approx.ftz.f32", "f32 -> f32")]
    cs += [C("rcp.approx.ftz.f64", "f64 -> f64"), C("rsqrt.approx.f64", "f64 -> f64"),
           C("rsqrt.approx.ftz.f64", "f64 -> f64"), C("tanh.approx.f32", "f32 -> f32")]
    for t in ("f32", "f64"):
        cs += [C(f"abs.{t}", f"{t} -> {t}"), C(f"neg.{t}", f"{t} -> {t}"), C(f"min.{t}", f"{t} {t} -> {t}"),
               C(f"max.{t}", f"{t} {t} -> {t}"), C(f"copysign.{t}", f"{t} {t} -> {t}")]
        for op in ("finite", "infinite", "number", "notanumber", "normal", "subnormal"):
            cs.append(C(f"testp.{op}.{t}", f"{t} -> pred"))
    cs += [C("abs.ftz.f32", "f32 -> f32"), C("neg.ftz.f32", "f32 -> f32"), C("min.ftz.f32", "f32 f32 -> f32"),
           C("max.NaN.f32", "f32 f32 -> f32"), C("min.ftz.NaN.f32", "f32 f32 -> f32")]
    for t in ("f16", "bf16", "f16x2", "bf16x2"):
        for op in ("add", "sub", "mul"):
            cs += [C(f"{op}.rn.{t}", f"{t} {t} -> {t}"), C(f"{op}.{t}", f"{t} {t} -> {t}")]
        cs += [C(f"fma.rn.{t}", f"{t} {t} {t} -> {t}", limit=500), C(f"neg.{t}", f"{t} -> {t}"),
               C(f"abs.{t}", f"{t} -> {t}"), C(f"min.{t}", f"{t} {t} -> {t}"), C(f"max.{t}", f"{t} {t} -> {t}"),
               C(f"max.NaN.{t}", f"{t} {t} -> {t}"), C(f"min.relu.{t}", f"{t} {t} -> {t}"),
               C(f"fma.rn.relu.{t}", f"{t} {t} {t} -> {t}")]
    cs += [C("add.ftz.f16", "f16 f16 -> f16"), C("mul.sat.f16", "f16 f16 -> f16"), C("fma.rn.sat.f16x2",
           "f16x2 f16x2 f16x2 -> f16x2"), C("fma.rn.ftz.f16", "f16 f16 f16 -> f16"),
           C("sub.ftz.sat.f16x2", "f16x2 f16x2 -> f16x2"), C("neg.ftz.f16x2", "f16x2 -> f16x2"),
           C("abs.ftz.f16", "f16 -> f16"), C("min.ftz.f16x2", "f16x2 f16x2 -> f16x2")]
    # conversions
    ints = ("u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64")
    for dt in ints:
        for st in ints:
            cs.append(C(f"cvt.{dt}.{st}", f"{st} -> {dt}", limit=60))
            cs.append(C(f"cvt.sat.{dt}.{st}", f"{st} -> {dt}", limit=60))
        for r in ("rni", "rzi", "rmi", "rpi"):
            cs.append(C(f"cvt.{r}.{dt}.f32", f"f32 -> {dt}"))
            cs.append(C(f"cvt.{r}.{dt}.f64", f"f64 -> {dt}"))
        cs += [C(f"cvt.rni.{dt}.f16", f"f16 -> {dt}"), C(f"cvt.rzi.{dt}.bf16", f"bf16 -> {dt}")]
        for rnd in ("rn", "rz", "rm", "rp"):
            cs.append(C(f"cvt.{rnd}.f32.{dt}", f"{dt} -> f32"))
            cs.append(C(f"cvt.{rnd}.f64.{dt}", f"{dt} -> f64"))
            cs.append(C(f"cvt.{rnd}.f16.{dt}", f"{dt} -> f16"))
            cs.append(C(f"cvt.{rnd}.bf16.{dt}", f"{dt} -> bf16"))
    cs += [C("cvt.rzi.ftz.s32.f32", "f32 -> s32"), C("cvt.rn.sat.f32.s32", "s32 -> f32")]
    cs += [C("cvt.f64.f32", "f32 -> f64"), C("cvt.ftz.f64.f32", "f32 -> f64")]
    for rnd in ("rn", "rz", "rm", "rp"):
        cs += [C(f"cvt.{rnd}.f32.f64", "f64 -> f32"), C(f"cvt.{rnd}.f16.f32", "f32 -> f16"),
               C(f"cvt.{rnd}.bf16.f32", "f32 -> bf16"), C(f"cvt.{rnd}.f16.f64", "f64 -> f16"),
               C(f"cvt.{rnd}.bf16.f64", "f64 -> bf16")]
    cs += [C("cvt.rn.ftz.sat.f32.f64", "f64 -> f32"), C("cvt.rn.relu.f16.f32", "f32 -> f16"),
           C("cvt.rn.satfinite.bf16.f32", "f32 -> bf16"), C("cvt.rz.relu.satfinite.f16.f32", "f32 -> f16"),
           C("cvt.rn.sat.f16.f32", "f32 -> f16")]
    for r in ("rni", "rzi", "rmi", "rpi"):
        cs += [C(f"cvt.{r}.f32.f32", "f32 -> f32"), C(f"cvt.{r}.f64.f64", "f64 -> f64"),
               C(f"cvt.{r}.ftz.sat.f32.f32", "f32 -> f32")]
    cs += [C("cvt.sat.f32.f32", "f32 -> f32"), C("cvt.ftz.sat.f32.f32", "f32 -> f32"), C("cvt.ftz.f32.f32",
           "f32 -> f32"), C("cvt.sat.f64.f64", "f64 -> f64"), C("cvt.rni.sat.f64.f64", "f64 -> f64")]
    for dt in ("f32", "f64"):
        cs += [C(f"cvt.{dt}.f16", f"f16 -> {dt}"), C(f"cvt.{dt}.bf16", f"bf16 -> {dt}")]
    cs += [C("cvt.f16.bf16", "bf16 -> f16"), C("cvt.bf16.f16", "f16 -> bf16"),
           C("cvt.rn.f16x2.f32", "f32 f32 -> f16x2"), C("cvt.rn.bf16x2.f32", "f32 f32 -> bf16x2"),
           C("cvt.rn.relu.f16x2.f32", "f32 f32 -> f16x2"), C("cvt.rn.satfinite.bf16x2.f32", "f32 f32 -> bf16x2")]
    # comparisons and selection
    for t in ("b16", "b32", "b64", "u16", "u32", "u64", "s16", "s32", "s64"):
        cmps = ("eq", "ne") + (("lt", "le", "gt", "ge") if t[0] != "b" else ()) + \
            (("lo", "ls", "hi", "hs") if t[0] == "u" else ())
        for cmp in cmps:
            cs.append(C(f"setp.{cmp}.{t}", f"{t} {t} -> pred pred", dual=True, limit=150))
        cs += [C(f"setp.lt.and.{t}" if t[0] != "b" else f"setp.ne.or.{t}", f"{t} {t} pred -> pred pred", dual=True),
               C(f"set.{'lt' if t[0] != 'b' else 'eq'}.u32.{t}", f"{t} {t} -> u32"),
               C(f"selp.{t}", f"{t} {t} pred -> {t}"), C(f"slct.{t}.s32", f"{t} {t} s32 -> {t}"),
               C(f"slct.{t}.f32", f"{t} {t} f32 -> {t}"), C(f"mov.{t}", f"{t} -> {t}")]
    for t in ("f32", "f64"):
        for cmp in ("eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"):
            cs.append(C(f"setp.{cmp}.{t}", f"{t} {t} -> pred pred", dual=True, limit=200))
        cs += [C(f"setp.gt.xor.{t}", f"{t} {t} pred -> pred pred", dual=True),
               C(f"set.leu.s32.{t}", f"{t} {t} -> s32"), C(f"set.lt.f32.{t}", f"{t} {t} -> f32"),
               C(f"set.ne.and.u32.{t}", f"{t} {t} pred -> u32"), C(f"selp.{t}", f"{t} {t} pred -> {t}"),
               C(f"slct.{t}.s32", f"{t} {t} s32 -> {t}"), C(f"slct.ftz.{t}.f32", f"{t} {t} f32 -> {t}"),
               C(f"mov.{t}", f"{t} -> {t}")]
    cs += [C("setp.lt.ftz.f32", "f32 f32 -> pred pred", dual=True), C("setp.ge.f16", "f16 f16 -> pred pred",
           dual=True), C("setp.neu.bf16", "bf16 bf16 -> pred pred", dual=True),
           C("set.gt.or.s32.s32", "s32 s32 pred -> s32"), C("set.ge.f32.u32", "u32 u32 -> f32"),
           C("setp.lt.or.ftz.f32", "f32 f32 pred -> pred pred", dual=True),
           C("selp.f16", "f16 f16 pred -> f16"), C("selp.bf16x2", "bf16x2 bf16x2 pred -> bf16x2"),
           C("mov.pred", "pred -> pred"), C("mov.f16x2", "f16x2 -> f16x2")]
    # packing and unpacking moves, immediates in every spelling
    cs += [C("mov.b64{pack}", "b32 b32 -> b64", body="mov.b64 %o0, {%i0, %i1};", model=lambda i: [i[0] | (i[1] << 32)]),
           C("mov.b64{unpack}", "b64 -> b32 b32", body="mov.b64 {%o0, %o1}, %i0;",
             model=lambda i: [i[0] & 0xFFFFFFFF, i[0] >> 32]),
           C("mov.b32{pack16}", "b16 b16 -> b32", body="mov.b32 %o0, {%i0, %i1};", model=lambda i: [i[0] | (i[1] << 16)]),
           C("mov.b32{unpack16,sink}", "b32 -> b16", body="mov.b32 {_, %o0}, %i0;", model=lambda i: [i[0] >> 16]),
           C("mov.b64{pack16x4}", "b16 b16 b16 b16 -> b64", body="mov.b64 %o0, {%i0, %i1, %i2, %i3};",
             model=lambda i: [i[0] | (i[1] << 16) | (i[2] << 32) | (i[3] << 48)]),
           C("immediates", "u32 -> u32 u32 u32 u32 s32 f32 f64 u64",
             body=("add.u32 %o0, %i0, 0x7fffFFFF;\nadd.u32 %o1, %i0, 017;\nadd.u32 %o2, %i0, 0b1011;\n"
                   "add.u32 %o3, %i0, -1;\nadd.s32 %o4, %i0, -2147483648;\nmov.f32 %o5, 0fBF800000;\n"
                   "mov.f64 %o6, 0d3FF8000000000000;\nadd.u64 %o7, 18446744073709551615, 2;"),
             model=lambda i: [(i[0] + 0x7FFFFFFF) & 0xFFFFFFFF, (i[0] + 15) & 0xFFFFFFFF, (i[0] + 11) & 0xFFFFFFFF,
                              (i[0] - 1) & 0xFFFFFFFF, (i[0] + 0x80000000) & 0xFFFFFFFF, 0xBF800000,
                              0x3FF8000000000000, 1]),
           C("guards", "s32 s32 -> s32 s32",
             body=(".reg .pred %p<2>;\nsetp.lt.s32 %p0|%p1, %i0, %i1;\nmov.b32 %o0, 7;\nmov.b32 %o1, 9;\n"
                   "@%p0 mov.b32 %o0, 1;\n@!%p0 mov.b32 %o1, 2;"),
             model=lambda i: [1 if M.to_signed(i[0], 32) < M.to_signed(i[1], 32) else 7,
                              9 if M.to_signed(i[0], 32) < M.to_signed(i[1], 32) else 2]),
           C("branches", "u32 -> u32",
             body=(".reg .pred %p;\n.reg .u32 %n;\nmov.u32 %o0, 0;\nmov.u32 %n, %i0;\nand.b32 %n, %n, 31;\n"
                   "$Lloop:\nsetp.eq.u32 %p, %n, 0;\n@%p bra $Ldone;\nadd.u32 %o0, %o0, %n;\nsub.u32 %n, %n, 1;\n"
                   "bra.uni $Lloop;\n$Ldone:"),
             model=lambda i: [sum(range((i[0] & 31) + 1))]),
           C("cvta", "u64 u64 -> u64 u64", body="cvta.to.global.u64 %o0, %i0;\ncvta.global.u64 %o1, %i1;",
             model=lambda i: [i[0], i[1]])]
    return cs


# ---------------------------------------------------------------------------------------------- the harness
def _ptx_function(k: int, case: Case) -> str:
    params = ", ".join(f".reg .{reg_type(t)} %i{i}" for i, t in enumerate(case.ins))
    decls = "".join(f"\t.reg .{reg_type(t)} %o{i};\n" for i, t in enumerate(case.outs))
    if case.body is not None:
        body = case.body
    else:
        outs = [f"%o{i}" for i in range(len(case.outs))]
        dest = "|".join(outs) if case.dual else ", ".join(outs)
        body = f"{case.opcode} {dest}, " + ", ".join(f"%i{i}" for i in range(len(case.ins))) + ";"
    stores = []
    for i, t in enumerate(case.outs):
        if t == "pred":
            stores.append(f"\t{{ .reg .b32 %t; selp.b32 %t, 1, 0, %o{i}; st.param.b32 [out+{8 * i}], %t; }}")
        else:
            stores.append(f"\tst.param.b{width(t)} [out+{8 * i}], %o{i};")
    body = "\n".join("\t" + line for line in body.splitlines())
    return (f".visible .func (.param .align 8 .b8 out[{8 * max(len(case.outs), 1)}]) t{k}({params})\n{{\n"
            f"{decls}{body}\n" + "\n".join(stores) + "\n\tret;\n}\n")


_CTYPE = {"pred": "bool", "f32": "float", "f64": "double", "b16": "unsigned short", "u16": "unsigned short",
          "s16": "short", "b32": "unsigned", "u32": "unsigned", "s32": "int", "b64": "unsigned long long",
          "u64": "unsigned long long", "s64": "long long", "u8": "unsigned char", "s8": "signed char",
          "b8": "unsigned char"}


def _ctype(t: str) -> str:
    return _CTYPE[reg_type(t)]


def _harness(cs: List[Case], inputs: List[List[tuple]]) -> Tuple[str, str]:
    ptx = ".version 9.0\n.target sm_86\n.address_size 64\n\n" + "\n".join(_ptx_function(k, c) for k, c in enumerate(cs))
    main = ["#include <cstdio>", "#include <cstring>",
            "template <class T> static T from_bits(unsigned long long v) { T t; std::memcpy(&t, &v, sizeof(T)); "
            "return t; }", "int main() {"]
    for k, (c, vecs) in enumerate(zip(cs, inputs)):
        rows = ",".join("{" + ",".join(f"{v}ull" for v in vec) + "}" for vec in vecs)
        main.append(f"  {{ static const unsigned long long in[][{len(c.ins)}] = {{{rows}}};")
        args = ", ".join(f"from_bits<{_ctype(t)}>(in[n][{i}])" for i, t in enumerate(c.ins))
        main.append(f"    for (unsigned n = 0; n < {len(vecs)}; ++n) {{ auto r = t{k}({args});")
        outs = []
        for i, t in enumerate(c.outs):
            size = 4 if t == "pred" else max(width(t) // 8, 1)
            outs.append(f"unsigned long long o{i} = 0; std::memcpy(&o{i}, r.b + {8 * i}, {size});")
        main.append("      " + " ".join(outs))
        fmt = " ".join("%llx" for _ in c.outs)
        main.append(f'      std::printf("{k} %u {fmt}\\n", n, ' + ", ".join(f"o{i}" for i in range(len(c.outs))) + "); } }")
    main.append("  return 0;\n}")
    return ptx, "\n".join(main) + "\n"


def _mask(t: str) -> int:
    return (1 << (1 if t == "pred" else width(t))) - 1


def _nan(t: str, v: int) -> bool:
    fmt = M.FMTS.get(t)
    return fmt is not None and fmt.is_nan(v)


def _value_of(t: str, v: int) -> float:
    if t == "f32":
        return M.bits_f32(v)
    if t == "f64":
        return M.bits_f64(v)
    raise ValueError(t)


def _approx_ok(case: Case, name: str, mods, ins: tuple, got: int) -> bool:
    t = case.outs[0]
    xs = []
    for x, it in zip(ins, case.ins):
        if "ftz" in mods:
            x = M.ftz(M.FMTS[it], x)
        xs.append(_value_of(it, x))
    if name == "div" and not (2.0 ** -126 <= abs(xs[1]) <= 2.0 ** 126):
        return True   # the ISA bounds div.approx only for |b| in [2^-126, 2^126]
    ref = M.approx_reference(name, xs)
    g = _value_of(t, got)
    if math.isnan(ref):
        return math.isnan(g)
    if math.isinf(ref):
        return g == ref or (abs(g) > 1e38 if t == "f32" else False)
    rel, ab = M.APPROX[name]
    tiny = 2.0 ** -126 if t == "f32" else 2.0 ** -1022
    if name in ("sin", "cos") and abs(xs[0]) > 100 * math.pi:
        return -1.0 <= g <= 1.0
    slack = 4 * tiny if "ftz" in mods or abs(ref) < tiny * 2 ** 24 else 0.0
    if abs(ref) > (3.4e38 if t == "f32" else 1.7e308):
        return True
    return abs(g - ref) <= rel * abs(ref) + ab + slack + (abs(ref) * 2.0 ** -23 if t == "f32" else 0.0)


def _check(case: Case, ins: tuple, got: List[int]) -> Optional[str]:
    if case.model is not None:
        want = case.model(ins)
    else:
        want = M.execute(case.opcode, ins)
    if want is M.UNSPECIFIED:
        return None
    if isinstance(want, tuple) and want and want[0] == "approx":
        return None if _approx_ok(case, want[1], want[2], ins, got[0]) else f"approx {want[1]}: got {hex(got[0])}"
    if case.dual and len(want) == 2 and len(got) == 2:
        pass
    for i, (w, g, t) in enumerate(zip(want, got, case.outs)):
        g &= _mask(t)
        options = w if isinstance(w, set) else {w}
        options = {o & _mask(t) for o in options}
        if any(_same(t, o, g) for o in options):
            continue
        return f"output {i}: got {hex(g)}, expected {' or '.join(hex(o) for o in sorted(options))}"
    return None


def _same(t: str, want: int, got: int) -> bool:
    """Equal bits, or both NaN (PTX does not fix a NaN's payload), per 16-bit half for packed pairs."""
    if t in ("f16x2", "bf16x2"):
        h = t[:-2]
        return all(_same(h, (want >> s) & 0xFFFF, (got >> s) & 0xFFFF) for s in (0, 16))
    return want == got or (_nan(t, want) and _nan(t, got))


@pytest.fixture(scope="module")
def host_run(tmp_path_factory):
    """All cases in one host program: lowered by pycucc, built by clang-19, run once."""
    toolchain()  # skips, saying why, without one
    from pycucc.ptx.module import lower_module
    rng = random.Random(0x7C0DE)
    cs = cases()
    inputs = [vectors(c.ins, rng, c.overrides, c.limit) for c in cs]
    ptx, main = _harness(cs, inputs)
    res = lower_module(ptx, "harness.ptx", host_callable=True)
    errors = [d for d in res.diagnostics if d.is_error and d.code != "PCC1411"]
    assert not errors, "\n".join(d.render() for d in errors[:10])
    d = tmp_path_factory.mktemp("ptx_cpu")
    (d / "harness.ptx").write_text(ptx)
    src = d / "harness.hip"
    src.write_text(res.hip_text + "\n" + main)
    exe = d / "harness"
    # PTX_CPU_OPT=-O3 runs the same check on code clang optimised harder (it passes too)
    proc = subprocess.run(hip_compile("--cuda-host-only", "-std=c++17", os.environ.get("PTX_CPU_OPT", "-O1"), "-w",
                                      "-include", COMPAT_H, src, "-o", exe, device_lib=False),
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr[-6000:]
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    results: Dict[int, Dict[int, List[int]]] = {}
    for line in run.stdout.splitlines():
        parts = line.split()
        results.setdefault(int(parts[0]), {})[int(parts[1])] = [int(x, 16) for x in parts[2:]]
    return cs, inputs, results


@pytest.mark.toolchain
def test_every_case_ran_and_matches_the_model(host_run):
    cs, inputs, results = host_run
    failures = []
    compared = 0
    for k, (case, vecs) in enumerate(zip(cs, inputs)):
        got_all = results.get(k, {})
        assert len(got_all) == len(vecs), f"{case.opcode}: {len(got_all)} of {len(vecs)} results"
        shown = 0
        for n, vec in enumerate(vecs):
            problem = _check(case, vec, got_all[n])
            compared += 1
            if problem and shown < int(os.environ.get("PTX_CPU_SHOW", "3")):
                shown += 1
                failures.append(f"{case.opcode}({', '.join(hex(v) for v in vec)}): {problem}")
    assert not failures, f"{len(failures)} mismatches (first 3 per case):\n" + "\n".join(
        failures[:int(os.environ.get("PTX_CPU_LIST", "60"))])
    assert compared > 50000


def test_the_cases_cover_every_host_runnable_form(host_run):
    """Each lowering-table form that is not lane-collective, memory, control flow or a no-op is run here."""
    from pycucc.ptx.table import load_table
    table = load_table()
    cs = host_run[0]
    hit = set()
    for c in cs:
        ops = [c.opcode] if c.body is None else \
            [line.split()[0] for line in c.body.splitlines() if line.strip() and not line.strip().startswith(
                (".", "$", "@", "{")) and not line.strip().endswith(":")]
        for op in ops:
            for f, _ in table.match(op):
                hit.add(f.pattern)
    device_only = ("__builtin_amdgcn", "__pycucc_ptx_lds", "(void)0", "__builtin_trap", "__builtin_debugtrap",
                   "__nanosleep")
    wanted = {f.pattern for f in table.forms
              if not {"warp", "memory", "control", "error"} & set(f.attrs)
              and not any(n in f.template for n in device_only)}
    missing = sorted(wanted - hit)
    assert not missing, f"forms without a CPU case: {missing}"


# ---------------------------------------------------------------------------------------------- memory forms
# Loads, stores and atomics on a host buffer: the generic, global and local state spaces address memory with
# ordinary pointers, which the host has too (the shared space is the GPU's LDS and is only built, in
# test_ptx_forms). %i0 is the buffer's address; the buffer holds 64 bytes filled from the vector's index.
BUF = 64


def _fill(n: int) -> bytearray:
    return bytearray(((n * 131 + j * 29 + 7) & 0xFF) for j in range(BUF))


def _rd(buf, off, size, signed=False):
    return int.from_bytes(buf[off:off + size], "little", signed=signed)


def _wr(buf, off, size, value):
    buf[off:off + size] = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")


@dataclass
class MemCase:
    name: str
    ins: Tuple[str, ...]          # inputs after the buffer address
    outs: Tuple[str, ...]
    body: str
    model: object                 # f(buf, ins) -> outputs (buf updated in place)
    limit: int = 60
    floats: Tuple[Tuple[int, str], ...] = ()   # (offset, format) of float results in the buffer: any NaN is a NaN


def _atom(size, op, signed=False, fmt=None):
    def model(buf, ins):
        old = _rd(buf, 8, size)
        b = ins[0]
        if fmt is not None:
            new = M.f_add(fmt, old, b)
        elif op == "add":
            new = old + b
        elif op in ("min", "max"):
            x, y = (M.to_signed(old, 8 * size), M.to_signed(b, 8 * size)) if signed else (old, b & ((1 << 8 * size) - 1))
            new = min(x, y) if op == "min" else max(x, y)
        elif op == "and":
            new = old & b
        elif op == "or":
            new = old | b
        elif op == "xor":
            new = old ^ b
        elif op == "exch":
            new = b
        elif op == "inc":
            new = 0 if old >= b else old + 1
        elif op == "dec":
            new = b if (old == 0 or old > b) else old - 1
        _wr(buf, 8, size, new)
        return [old]
    return model


def mem_cases() -> List[MemCase]:
    f16 = M.F16
    cs = [
        MemCase("ld.global.u32", (), ("u32",), "ld.global.u32 %o0, [%i0+4];", lambda b, i: [_rd(b, 4, 4)]),
        MemCase("ld.u64", (), ("u64",), "ld.u64 %o0, [%i0+8];", lambda b, i: [_rd(b, 8, 8)]),
        MemCase("ld.global.v4.f32", (), ("f32", "f32", "f32", "f32"), "ld.global.v4.f32 {%o0, %o1, %o2, %o3}, [%i0+16];",
                lambda b, i: [_rd(b, 16 + 4 * k, 4) for k in range(4)]),
        MemCase("ld.global.nc.v2.u32", (), ("u32", "u32"), "ld.global.nc.v2.u32 {%o0, %o1}, [%i0+8];",
                lambda b, i: [_rd(b, 8, 4), _rd(b, 12, 4)]),
        MemCase("ld.global.v2.f64", (), ("f64", "f64"), "ld.global.v2.f64 {%o0, %o1}, [%i0+32];",
                lambda b, i: [_rd(b, 32, 8), _rd(b, 40, 8)]),
        MemCase("ld.global.v4.u16", (), ("b16",) * 4, "ld.global.v4.u16 {%o0, %o1, %o2, %o3}, [%i0+8];",
                lambda b, i: [_rd(b, 8 + 2 * k, 2) for k in range(4)]),
        MemCase("ld.global.u8 (into .b32: zero-extended)", (), ("b32",), "ld.global.u8 %o0, [%i0+3];",
                lambda b, i: [_rd(b, 3, 1)]),
        MemCase("ld.global.s8 (into .s32: sign-extended)", (), ("s32",), "ld.global.s8 %o0, [%i0+5];",
                lambda b, i: [_rd(b, 5, 1, True) & 0xFFFFFFFF]),
        MemCase("ld.s16 (generic, into .s64)", (), ("s64",), "ld.s16 %o0, [%i0+6];",
                lambda b, i: [_rd(b, 6, 2, True) & (2 ** 64 - 1)]),
        MemCase("ld.volatile.global.u16", (), ("b16",), "ld.volatile.global.u16 %o0, [%i0+2];", lambda b, i: [_rd(b, 2, 2)]),
        MemCase("ld.global.cs.u64", (), ("u64",), "ld.global.cs.u64 %o0, [%i0+24];", lambda b, i: [_rd(b, 24, 8)]),
        MemCase("ld.global.lu.b32", (), ("b32",), "ld.global.lu.b32 %o0, [%i0+28];", lambda b, i: [_rd(b, 28, 4)]),
        MemCase("ld.cv.u32", (), ("u32",), "ld.cv.u32 %o0, [%i0+12];", lambda b, i: [_rd(b, 12, 4)]),
        MemCase("ld.global.L2::cache_hint.b32", ("b64",), ("b32",), "ld.global.L2::cache_hint.b32 %o0, [%i0+4], %i1;",
                lambda b, i: [_rd(b, 4, 4)]),
        MemCase("ld.global.L1::evict_last.L2::128B.f32", (), ("f32",),
                "ld.global.L1::evict_last.L2::128B.f32 %o0, [%i0+20];", lambda b, i: [_rd(b, 20, 4)]),
        MemCase("ldu.global.b32", (), ("b32",), "ldu.global.b32 %o0, [%i0+16];", lambda b, i: [_rd(b, 16, 4)]),
        MemCase("ld.acquire.gpu.global.u32", (), ("u32",), "ld.acquire.gpu.global.u32 %o0, [%i0+4];",
                lambda b, i: [_rd(b, 4, 4)]),
        MemCase("ld.relaxed.sys.u64", (), ("u64",), "ld.relaxed.sys.u64 %o0, [%i0+8];", lambda b, i: [_rd(b, 8, 8)]),
        MemCase("ld.mmio.relaxed.sys.global.u32", (), ("u32",), "ld.mmio.relaxed.sys.global.u32 %o0, [%i0];",
                lambda b, i: [_rd(b, 0, 4)]),
        MemCase("ld.global negative offset", (), ("u32",), "add.u64 %i0, %i0, 16;\nld.global.u32 %o0, [%i0+-8];",
                lambda b, i: [_rd(b, 8, 4)]),
    ]

    def store(off, size, val_index=0, trunc=None):
        def model(buf, ins):
            _wr(buf, off, trunc or size, ins[val_index])
            return []
        return model

    def store_v(off, size, n):
        def model(buf, ins):
            for k in range(n):
                _wr(buf, off + size * k, size, ins[k])
            return []
        return model

    cs += [
        MemCase("st.global.u32", ("u32",), (), "st.global.u32 [%i0+4], %i1;", store(4, 4)),
        MemCase("st.global.v4.u32", ("u32",) * 4, (), "st.global.v4.u32 [%i0+16], {%i1, %i2, %i3, %i4};",
                store_v(16, 4, 4)),
        MemCase("st.global.v2.f64", ("f64", "f64"), (), "st.global.v2.f64 [%i0+32], {%i1, %i2};", store_v(32, 8, 2)),
        MemCase("st.global.u8 (from .b32: truncated)", ("b32",), (), "st.global.u8 [%i0+7], %i1;", store(7, 4, trunc=1)),
        MemCase("st.volatile.global.b16", ("b16",), (), "st.volatile.global.b16 [%i0+2], %i1;", store(2, 2)),
        MemCase("st.global.cs.f64", ("f64",), (), "st.global.cs.f64 [%i0+40], %i1;", store(40, 8)),
        MemCase("st.global.wt.b32", ("b32",), (), "st.global.wt.b32 [%i0+12], %i1;", store(12, 4)),
        MemCase("st.release.gpu.global.u32", ("u32",), (), "st.release.gpu.global.u32 [%i0+8], %i1;", store(8, 4)),
        MemCase("st.relaxed.sys.b64", ("b64",), (), "st.relaxed.sys.b64 [%i0+16], %i1;", store(16, 8)),
        MemCase("st.v2.b64 (generic)", ("b64", "b64"), (), "st.v2.b64 [%i0+48], {%i1, %i2};", store_v(48, 8, 2)),
        MemCase("st.global.L2::cache_hint.b32", ("b32", "b64"), (), "st.global.L2::cache_hint.b32 [%i0+4], %i1, %i2;",
                store(4, 4)),
        MemCase("st.mmio.relaxed.sys.global.u32", ("u32",), (), "st.mmio.relaxed.sys.global.u32 [%i0], %i1;",
                store(0, 4)),
        MemCase("st.global.cg.u16", ("b16",), (), "st.global.cg.u16 [%i0+10], %i1;", store(10, 2)),
        MemCase("prefetch/discard are no-ops", (), ("u32",),
                "prefetch.global.L2 [%i0];\nprefetch.global.L2::evict_last [%i0];\nprefetchu.L1 [%i0];\n"
                "discard.global.L2 [%i0], 128;\n"
                "applypriority.global.L2::evict_normal [%i0], 128;\nld.global.u32 %o0, [%i0];",
                lambda b, i: [_rd(b, 0, 4)]),
    ]
    for op in ("add", "min", "max", "and", "or", "xor", "exch", "inc", "dec"):
        t = "u32" if op in ("add", "inc", "dec") else ("s32" if op in ("min", "max") else "b32")
        cs.append(MemCase(f"atom.global.{op}.{t}", (t,), (t,), f"atom.global.{op}.{t} %o0, [%i0+8], %i1;",
                          _atom(4, op, signed=t == "s32")))
    cs += [
        MemCase("atom.global.add.u64", ("u64",), ("u64",), "atom.global.add.u64 %o0, [%i0+8], %i1;", _atom(8, "add")),
        MemCase("atom.max.u64 (generic)", ("u64",), ("u64",), "atom.max.u64 %o0, [%i0+8], %i1;", _atom(8, "max")),
        MemCase("atom.acq_rel.gpu.global.min.s64", ("s64",), ("s64",), "atom.acq_rel.gpu.global.min.s64 %o0, [%i0+8], %i1;",
                _atom(8, "min", signed=True)),
        MemCase("atom.sys.global.exch.b64", ("b64",), ("b64",), "atom.sys.global.exch.b64 %o0, [%i0+8], %i1;",
                _atom(8, "exch")),
        MemCase("atom.global.add.f32", ("f32",), ("f32",), "atom.global.add.f32 %o0, [%i0+8], %i1;",
                _atom(4, "add", fmt=M.F32), floats=((8, "f32"),)),
        MemCase("atom.global.add.f64", ("f64",), ("f64",), "atom.global.add.f64 %o0, [%i0+8], %i1;",
                _atom(8, "add", fmt=M.F64), floats=((8, "f64"),)),
        MemCase("atom.global.add.noftz.f16", ("f16",), ("f16",), "atom.global.add.noftz.f16 %o0, [%i0+8], %i1;",
                _atom(2, "add", fmt=f16), floats=((8, "f16"),)),
        MemCase("atom.global.add.noftz.f16 (upper half of the word)", ("f16",), ("f16",),
                "add.u64 %i0, %i0, 2;\natom.global.add.noftz.f16 %o0, [%i0+8], %i1;",
                lambda b, i: _atom(2, "add", fmt=f16)(_shift(b, 2), i), floats=((10, "f16"),)),
    ]

    def cas(size):
        def model(buf, ins):
            old = _rd(buf, 8, size)
            cmp, new = ins
            if old == cmp & ((1 << 8 * size) - 1):
                _wr(buf, 8, size, new)
            return [old]
        return model
    cs += [
        MemCase("atom.global.cas.b32 (equal)", ("b32",), ("b32",),
                "ld.global.u32 %o0, [%i0+8];\natom.global.cas.b32 %o0, [%i0+8], %o0, %i1;",
                lambda b, i: cas(4)(b, (_rd(b, 8, 4), i[0]))),
        MemCase("atom.global.cas.b32", ("b32", "b32"), ("b32",), "atom.global.cas.b32 %o0, [%i0+8], %i1, %i2;", cas(4)),
        MemCase("atom.acquire.sys.global.cas.b64", ("b64", "b64"), ("b64",),
                "atom.acquire.sys.global.cas.b64 %o0, [%i0+8], %i1, %i2;", cas(8)),
        MemCase("red.global.add.u32", ("u32",), (), "red.global.add.u32 [%i0+8], %i1;",
                lambda b, i: (_atom(4, "add")(b, i), [])[1]),
        MemCase("red.release.gpu.global.max.s32", ("s32",), (), "red.release.gpu.global.max.s32 [%i0+8], %i1;",
                lambda b, i: (_atom(4, "max", signed=True)(b, i), [])[1]),
        MemCase("red.global.add.noftz.bf16", ("bf16",), (), "red.global.add.noftz.bf16 [%i0+8], %i1;",
                lambda b, i: (_atom(2, "add", fmt=M.BF16)(b, i), [])[1], floats=((8, "bf16"),)),
        MemCase("red.global.inc.u32", ("u32",), (), "red.global.inc.u32 [%i0+8], %i1;",
                lambda b, i: (_atom(4, "inc")(b, i), [])[1]),
        MemCase("red.global.add.noftz.f16x2", ("f16x2",), (), "red.global.add.noftz.f16x2 [%i0+8], %i1;",
                lambda b, i: (_halves_add(b, i[0]), [])[1], floats=((8, "f16"), (10, "f16"))),
        MemCase("atom.global.add.noftz.bf16x2", ("bf16x2",), ("bf16x2",),
                "atom.global.add.noftz.bf16x2 %o0, [%i0+8], %i1;", lambda b, i: [_halves_add(b, i[0], M.BF16)],
                floats=((8, "bf16"), (10, "bf16"))),
        MemCase("ld.local / st.local through cvta", ("u32",), ("u32",),
                ".local .align 4 .b8 tmp[8];\n.reg .u64 %l;\nmov.u64 %l, tmp;\ncvta.local.u64 %l, %l;\n"
                "st.local.u32 [%l+4], %i1;\nld.u32 %o0, [%l+4];", lambda b, i: [i[0]]),
    ]
    return cs


class _shift:
    """A view of a buffer offset by n bytes (for the model of an access at base+n)."""
    def __init__(self, buf, n):
        self.buf, self.n = buf, n

    def __getitem__(self, s):
        return self.buf[s.start + self.n:s.stop + self.n]

    def __setitem__(self, s, v):
        self.buf[s.start + self.n:s.stop + self.n] = v


def _halves_add(buf, v, fmt=M.F16):
    old = _rd(buf, 8, 4)
    lo = M.f_add(fmt, old & 0xFFFF, v & 0xFFFF)
    hi = M.f_add(fmt, old >> 16, v >> 16)
    _wr(buf, 8, 4, lo | (hi << 16))
    return old


def _same_buffer(want: bytes, got: bytes, floats) -> bool:
    """Equal bytes, except that a float result stored in the buffer may be any NaN where the model's is one."""
    want, got = bytearray(want), bytearray(got)
    for off, fmt in floats:
        size = M.FMTS[fmt].width // 8
        if _same(fmt, _rd(want, off, size), _rd(got, off, size)):
            want[off:off + size] = got[off:off + size]
    return want == got


def _mem_harness(cs: List[MemCase], inputs: List[List[tuple]]) -> Tuple[str, str]:
    funcs = []
    for k, c in enumerate(cs):
        params = ", ".join([".reg .u64 %i0"] + [f".reg .{reg_type(t)} %i{i + 1}" for i, t in enumerate(c.ins)])
        decls = "".join(f"\t.reg .{reg_type(t)} %o{i};\n" for i, t in enumerate(c.outs))
        stores = "".join(f"\tst.param.b{width(t)} [out+{8 * i}], %o{i};\n" for i, t in enumerate(c.outs))
        body = "\n".join("\t" + line for line in c.body.splitlines())
        funcs.append(f".visible .func (.param .align 8 .b8 out[{8 * max(len(c.outs), 1)}]) m{k}({params})\n{{\n"
                     f"{decls}{body}\n{stores}\tret;\n}}\n")
    ptx = ".version 9.0\n.target sm_86\n.address_size 64\n\n" + "\n".join(funcs)
    main = ["#include <cstdio>", "#include <cstring>",
            "template <class T> static T from_bits(unsigned long long v) { T t; std::memcpy(&t, &v, sizeof(T)); "
            "return t; }", "int main() {", f"  alignas(16) unsigned char buf[{BUF}];"]
    for k, (c, vecs) in enumerate(zip(cs, inputs)):
        rows = ",".join("{" + ",".join(f"{v}ull" for v in (vec or (0,))) + "}" for vec in vecs)
        main.append(f"  {{ static const unsigned long long in[][{max(len(c.ins), 1)}] = {{{rows}}};")
        main.append(f"    for (unsigned n = 0; n < {len(vecs)}; ++n) {{")
        main.append(f"      for (int j = 0; j < {BUF}; ++j) buf[j] = (unsigned char)((n * 131 + j * 29 + 7) & 0xff);")
        args = ", ".join(["(unsigned long long)buf"] + [f"from_bits<{_ctype(t)}>(in[n][{i}])"
                                                         for i, t in enumerate(c.ins)])
        main.append(f"      auto r = m{k}({args}); (void)r;")
        outs = " ".join(f"unsigned long long o{i} = 0; std::memcpy(&o{i}, r.b + {8 * i}, {max(width(t) // 8, 1)});"
                        for i, t in enumerate(c.outs))
        main.append(f"      {outs}")
        fmt = "".join(" %llx" for _ in c.outs)
        main.append(f'      std::printf("{k} %u{fmt} |", n' + "".join(f", o{i}" for i in range(len(c.outs))) + ");")
        main.append(f'      for (int j = 0; j < {BUF}; ++j) std::printf(" %02x", buf[j]); std::printf("\\n"); }} }}')
    main.append("  return 0;\n}")
    return ptx, "\n".join(main) + "\n"


@pytest.fixture(scope="module")
def mem_run(tmp_path_factory):
    toolchain()
    from pycucc.ptx.module import lower_module
    rng = random.Random(0x3E3)
    cs = mem_cases()
    inputs = [vectors(c.ins, rng, {}, c.limit) if c.ins else [()] * 8 for c in cs]
    ptx, main = _mem_harness(cs, inputs)
    res = lower_module(ptx, "memory.ptx", host_callable=True)
    errors = [d for d in res.diagnostics if d.is_error and d.code != "PCC1411"]
    assert not errors, "\n".join(d.render() for d in errors[:10])
    d = tmp_path_factory.mktemp("ptx_mem")
    src = d / "memory.hip"
    src.write_text(res.hip_text + "\n" + main)
    exe = d / "memory"
    proc = subprocess.run(hip_compile("--cuda-host-only", "-std=c++17", "-O1", "-w", "-include", COMPAT_H, src, "-o",
                                      exe, device_lib=False), capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-6000:]
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    return cs, inputs, run.stdout.splitlines()


@pytest.mark.toolchain
def test_memory_forms_match_the_model_on_a_host_buffer(mem_run):
    cs, inputs, lines = mem_run
    failures, compared = [], 0
    it = iter(lines)
    for k, (c, vecs) in enumerate(zip(cs, inputs)):
        for n, vec in enumerate(vecs):
            head, tail = next(it).split("|")
            parts = head.split()
            assert int(parts[0]) == k and int(parts[1]) == n
            got = [int(x, 16) for x in parts[2:]]
            got_buf = bytes(int(x, 16) for x in tail.split())
            buf = _fill(n)
            want = c.model(buf, vec)
            compared += 1
            ok = all(_same(t, w & _mask(t), g) for w, g, t in zip(want, got, c.outs)) and \
                _same_buffer(bytes(buf), got_buf, c.floats)
            if not ok and len(failures) < 40:
                failures.append(f"{c.name} {vec}: outputs {[hex(g) for g in got]} want {[hex(w) for w in want]}; "
                                f"buffer {'ok' if bytes(buf) == got_buf else got_buf.hex() + ' want ' + bytes(buf).hex()}")
    assert not failures, "\n".join(failures)
    assert next(it, None) is None and compared > 500


def test_memory_cases_cover_every_host_addressable_memory_form(mem_run):
    from pycucc.ptx.table import load_table
    table = load_table()
    hit = set()
    for c in mem_run[0]:
        for line in c.body.splitlines():
            s = line.strip()
            if s and not s.startswith((".", "$")):
                for f, _ in table.match(s.split()[0]):
                    hit.add(f.pattern)
    memory = {f.pattern for f in table.forms if "memory" in f.attrs}
    missing = sorted(memory - hit)
    assert not missing, f"memory forms without a host case: {missing}"
