"""An independent model of PTX instruction semantics (PTX ISA 9.0 manual), for checking pycucc's lowering.

Written from the manual's descriptions and pseudo-code, in Python, with exact arithmetic: floating-point results
are the exact rational result rounded by `round_to` (every IEEE rounding mode, subnormals, overflow), integers
are taken modulo 2^n. Nothing here looks at pycucc's lowering table or helpers.

`execute(opcode, inputs)` returns the outputs as integers (bit patterns; predicates 0/1), or a set of acceptable
outputs where the manual leaves a choice, or UNSPECIFIED where it leaves the result undefined.
"""
from __future__ import annotations

import math
import struct
from fractions import Fraction
from typing import Callable, Dict, List, Optional, Sequence, Tuple

UNSPECIFIED = object()


# ---------------------------------------------------------------------------------------------- IEEE formats
class Fmt:
    def __init__(self, name: str, ebits: int, mbits: int):
        self.name, self.ebits, self.mbits = name, ebits, mbits
        self.bias = (1 << (ebits - 1)) - 1
        self.width = 1 + ebits + mbits
        self.emin = 1 - self.bias
        self.emax = self.bias
        self.max_finite = Fraction((1 << (mbits + 1)) - 1, 1 << mbits) * Fraction(2) ** self.emax

    def decode(self, bits: int):
        """('nan', sign, None) | ('inf', sign, None) | ('num', sign, Fraction magnitude)."""
        sign = (bits >> (self.width - 1)) & 1
        e = (bits >> self.mbits) & ((1 << self.ebits) - 1)
        m = bits & ((1 << self.mbits) - 1)
        if e == (1 << self.ebits) - 1:
            return ("nan", sign, None) if m else ("inf", sign, None)
        if e == 0:
            v = Fraction(m, 1 << self.mbits) * Fraction(2) ** self.emin
        else:
            v = Fraction((1 << self.mbits) | m, 1 << self.mbits) * Fraction(2) ** (e - self.bias)
        return ("num", sign, v)

    def value(self, bits: int):
        """A signed Fraction, or 'nan', '+inf', '-inf'. -0.0 is returned as Fraction(0) (see decode for the sign)."""
        k, s, v = self.decode(bits)
        if k == "nan":
            return "nan"
        if k == "inf":
            return "-inf" if s else "+inf"
        return -v if s else v

    def inf(self, sign: int) -> int:
        return (sign << (self.width - 1)) | (((1 << self.ebits) - 1) << self.mbits)

    def nan(self) -> int:
        return (((1 << self.ebits) - 1) << self.mbits) | ((1 << self.mbits) - 1)

    def is_nan(self, bits: int) -> bool:
        return self.decode(bits)[0] == "nan"

    def zero(self, sign: int) -> int:
        return sign << (self.width - 1)

    def is_subnormal(self, bits: int) -> bool:
        k, s, v = self.decode(bits)
        return k == "num" and v != 0 and ((bits >> self.mbits) & ((1 << self.ebits) - 1)) == 0

    def round_to(self, x: Fraction, mode: str = "rn", zero_sign: int = 0, satfinite: bool = False) -> int:
        """The exact value x rounded to this format (mode rn/rz/rm/rp); zero_sign is the sign of an exact 0."""
        if x == 0:
            return self.zero(zero_sign)
        sign = 1 if x < 0 else 0
        a = -x if sign else x
        # exponent of the leading bit
        e = a.numerator.bit_length() - a.denominator.bit_length()
        if Fraction(2) ** e > a:
            e -= 1
        q = max(e, self.emin) - self.mbits          # ulp exponent
        scaled = a / Fraction(2) ** q
        n = scaled.numerator // scaled.denominator
        rest = scaled - n
        if rest:
            if mode == "rn":
                if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and n % 2 == 1):
                    n += 1
            elif mode == "rp":
                n += 0 if sign else 1
            elif mode == "rm":
                n += 1 if sign else 0
            elif mode == "rz":
                pass
            else:
                raise ValueError(mode)
        r = Fraction(n) * Fraction(2) ** q
        if r > self.max_finite:
            to_inf = not satfinite and (mode == "rn" or (mode == "rp" and not sign) or (mode == "rm" and sign))
            return self.inf(sign) if to_inf else (sign << (self.width - 1)) | self.encode_mag(self.max_finite)
        return (sign << (self.width - 1)) | self.encode_mag(r)

    def encode_mag(self, r: Fraction) -> int:
        if r == 0:
            return 0
        e = r.numerator.bit_length() - r.denominator.bit_length()
        if Fraction(2) ** e > r:
            e -= 1
        if e < self.emin:
            m = r / Fraction(2) ** self.emin * (1 << self.mbits)
            assert m.denominator == 1
            return int(m)
        m = r / Fraction(2) ** e * (1 << self.mbits)
        assert m.denominator == 1, r
        return ((e + self.bias) << self.mbits) | (int(m) - (1 << self.mbits))


F16 = Fmt("f16", 5, 10)
BF16 = Fmt("bf16", 8, 7)
F32 = Fmt("f32", 8, 23)
F64 = Fmt("f64", 11, 52)
FMTS = {"f16": F16, "bf16": BF16, "f32": F32, "f64": F64}


def f32_bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f64_bits(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def bits_f64(b: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", b & 0xFFFFFFFFFFFFFFFF))[0]


def bits_f32(b: int) -> float:
    return struct.unpack("<f", struct.pack("<I", b & 0xFFFFFFFF))[0]


# ---------------------------------------------------------------------------------------------- float ops
def _special(fmt: Fmt, vals):
    return any(v == "nan" for v in vals)


def _inf_sign(v):
    return 1 if v == "-inf" else 0


def _sign_of(fmt: Fmt, bits: int) -> int:
    return (bits >> (fmt.width - 1)) & 1


def ftz(fmt: Fmt, bits: int) -> int:
    return fmt.zero(_sign_of(fmt, bits)) if fmt.is_subnormal(bits) else bits


def sat01(fmt: Fmt, bits: int) -> int:
    v = fmt.value(bits)
    if v == "nan" or v == "-inf" or (v != "+inf" and v <= 0):
        return fmt.zero(0)
    if v == "+inf" or v >= 1:
        return fmt.round_to(Fraction(1))
    return bits


def f_add(fmt: Fmt, a: int, b: int, mode: str = "rn", negate_b: bool = False) -> int:
    va, vb = fmt.value(a), fmt.value(b)
    sb = _sign_of(fmt, b) ^ (1 if negate_b else 0)
    if negate_b and vb != "nan":
        vb = {"+inf": "-inf", "-inf": "+inf"}.get(vb, vb) if isinstance(vb, str) else -vb
    if va == "nan" or vb == "nan":
        return fmt.nan()
    if isinstance(va, str) or isinstance(vb, str):
        if isinstance(va, str) and isinstance(vb, str):
            return fmt.nan() if va != vb else fmt.inf(_inf_sign(va))
        return fmt.inf(_inf_sign(va if isinstance(va, str) else vb))
    s = va + vb
    if s == 0:
        sa = _sign_of(fmt, a)
        if va == 0 and vb == 0 and sa == sb:
            zs = sa
        else:
            zs = 1 if mode == "rm" else 0
        return fmt.zero(zs)
    return fmt.round_to(s, mode)


def f_mul(fmt: Fmt, a: int, b: int, mode: str = "rn") -> int:
    va, vb = fmt.value(a), fmt.value(b)
    sign = _sign_of(fmt, a) ^ _sign_of(fmt, b)
    if va == "nan" or vb == "nan":
        return fmt.nan()
    if isinstance(va, str) or isinstance(vb, str):
        other = vb if isinstance(va, str) else va
        if not isinstance(other, str) and other == 0:
            return fmt.nan()
        return fmt.inf(sign)
    p = va * vb
    if p == 0:
        return fmt.zero(sign)
    return fmt.round_to(p, mode)


def f_fma(fmt: Fmt, a: int, b: int, c: int, mode: str = "rn") -> int:
    va, vb, vc = fmt.value(a), fmt.value(b), fmt.value(c)
    psign = _sign_of(fmt, a) ^ _sign_of(fmt, b)
    if "nan" in (va, vb, vc):
        return fmt.nan()
    if isinstance(va, str) or isinstance(vb, str):
        other = vb if isinstance(va, str) else va
        if not isinstance(other, str) and other == 0:
            return fmt.nan()
        if isinstance(vc, str) and _inf_sign(vc) != psign:
            return fmt.nan()
        return fmt.inf(psign)
    if isinstance(vc, str):
        return fmt.inf(_inf_sign(vc))
    p = va * vb
    s = p + vc
    if s == 0:
        sc = _sign_of(fmt, c)
        if p == 0 and vc == 0 and psign == sc:
            return fmt.zero(sc)
        return fmt.zero(1 if mode == "rm" else 0)
    return fmt.round_to(s, mode)


def f_div(fmt: Fmt, a: int, b: int, mode: str = "rn") -> int:
    va, vb = fmt.value(a), fmt.value(b)
    sign = _sign_of(fmt, a) ^ _sign_of(fmt, b)
    if va == "nan" or vb == "nan":
        return fmt.nan()
    if isinstance(va, str):
        return fmt.nan() if isinstance(vb, str) else fmt.inf(sign)
    if isinstance(vb, str):
        return fmt.zero(sign)
    if vb == 0:
        return fmt.nan() if va == 0 else fmt.inf(sign)
    q = va / vb
    if q == 0:
        return fmt.zero(sign)
    return fmt.round_to(q, mode)


def _sqrt_odd(x: Fraction, extra: int) -> Fraction:
    """sqrt(x) to `extra` fraction bits, rounded to odd (so a later rounding to fewer bits is exact)."""
    scale = 4 ** extra
    num = x * scale
    n = num.numerator // num.denominator
    s = math.isqrt(n)
    exact = (s * s == n) and (num.denominator == 1)
    if exact:
        return Fraction(s, 2 ** extra)
    return Fraction(2 * s + 1, 2 ** (extra + 1))


def f_sqrt(fmt: Fmt, a: int, mode: str = "rn") -> int:
    v = fmt.value(a)
    if v == "nan" or v == "-inf":
        return fmt.nan()
    if v == "+inf":
        return a
    if v == 0:
        return a
    if v < 0:
        return fmt.nan()
    return fmt.round_to(_sqrt_odd(v, 1200), mode)


def f_cmp(fmt: Fmt, a: int, b: int, op: str) -> int:
    va, vb = fmt.value(a), fmt.value(b)
    un = va == "nan" or vb == "nan"

    def key(v):
        return {"+inf": math.inf, "-inf": -math.inf}.get(v, v) if isinstance(v, str) else v
    if op == "num":
        return int(not un)
    if op == "nan":
        return int(un)
    ordered = op in ("eq", "ne", "lt", "le", "gt", "ge")
    if un:
        return int(not ordered)
    x, y = key(va), key(vb)
    base = op[:2]
    r = {"eq": x == y, "ne": x != y, "lt": x < y, "le": x <= y, "gt": x > y, "ge": x >= y}[base]
    return int(r)


def f_minmax(fmt: Fmt, a: int, b: int, want_max: bool, nan_mode: bool = False):
    """PTX min/max: a NaN operand is ignored (both NaN: NaN); .NaN propagates. The manual does not order +0 and
    -0, so for a pair of zeros either is accepted."""
    va, vb = fmt.value(a), fmt.value(b)
    if va == "nan" and vb == "nan":
        return fmt.nan()
    if va == "nan" or vb == "nan":
        if nan_mode:
            return fmt.nan()
        return b if va == "nan" else a

    def key(v):
        return {"+inf": math.inf, "-inf": -math.inf}.get(v, v) if isinstance(v, str) else v
    x, y = key(va), key(vb)
    if x == y:
        return {a, b}
    return (a if x > y else b) if want_max else (a if x < y else b)


# ---------------------------------------------------------------------------------------------- conversions
def int_range(t: str) -> Tuple[int, int]:
    w = int(t[1:])
    return (-(1 << (w - 1)), (1 << (w - 1)) - 1) if t[0] == "s" else (0, (1 << w) - 1)


def to_signed(v: int, w: int) -> int:
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


def int_value(bits: int, t: str) -> int:
    w = int(t[1:])
    return to_signed(bits, w) if t[0] == "s" else bits & ((1 << w) - 1)


def round_integral(v: Fraction, how: str) -> int:
    fl = v.numerator // v.denominator
    if how == "rzi":
        return int(v) if v >= 0 else -int(-v)
    if how == "rmi":
        return fl
    if how == "rpi":
        return -((-v.numerator) // v.denominator)
    rest = v - fl
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and fl % 2):
        return fl + 1
    return fl


def cvt_f2i(fmt: Fmt, bits: int, how: str, dt: str) -> int:
    v = fmt.value(bits)
    lo, hi = int_range(dt)
    w = int(dt[1:])
    if v == "nan":
        return 0
    if v == "+inf":
        n = hi
    elif v == "-inf":
        n = lo
    else:
        n = max(lo, min(hi, round_integral(v, how)))
    return n & ((1 << w) - 1)


def cvt_f2f_integral(fmt: Fmt, bits: int, how: str) -> int:
    v = fmt.value(bits)
    if isinstance(v, str):
        return fmt.nan() if v == "nan" else bits
    if v == 0:
        return bits
    n = round_integral(v, how)
    if n == 0:
        return fmt.zero(_sign_of(fmt, bits))
    return fmt.round_to(Fraction(n))


def cvt_f2f(src: Fmt, dst: Fmt, bits: int, mode: str = "rn", satfinite: bool = False) -> int:
    v = src.value(bits)
    if v == "nan":
        return dst.nan()
    if isinstance(v, str):
        if satfinite:
            return ((_inf_sign(v)) << (dst.width - 1)) | dst.encode_mag(dst.max_finite)
        return dst.inf(_inf_sign(v))
    return dst.round_to(v, mode, zero_sign=_sign_of(src, bits), satfinite=satfinite)


# ---------------------------------------------------------------------------------------------- bit ops
def prmt(a: int, b: int, c: int, mode: Optional[str]) -> int:
    """PTX prmt: bytes 0-3 of a and 4-7 of b; the manual's tables for the named modes."""
    x = (b << 32) | a
    byte = [(x >> (8 * i)) & 0xFF for i in range(8)]
    if mode is None:
        out = 0
        for i in range(4):
            s = (c >> (4 * i)) & 0xF
            v = byte[s & 7]
            if s & 8:
                v = 0xFF if v & 0x80 else 0
            out |= v << (8 * i)
        return out
    n = c & 3
    # the manual lists result bytes d.b3 d.b2 d.b1 d.b0 per selector value
    tables = {
        "f4e": {0: (3, 2, 1, 0), 1: (4, 3, 2, 1), 2: (5, 4, 3, 2), 3: (6, 5, 4, 3)},
        "b4e": {0: (5, 6, 7, 0), 1: (6, 7, 0, 1), 2: (7, 0, 1, 2), 3: (0, 1, 2, 3)},
        "rc8": {0: (0, 0, 0, 0), 1: (1, 1, 1, 1), 2: (2, 2, 2, 2), 3: (3, 3, 3, 3)},
        "ecl": {0: (3, 2, 1, 0), 1: (3, 2, 1, 1), 2: (3, 2, 2, 2), 3: (3, 3, 3, 3)},
        "ecr": {0: (0, 0, 0, 0), 1: (1, 1, 1, 0), 2: (2, 2, 1, 0), 3: (3, 2, 1, 0)},
        "rc16": {0: (1, 0, 1, 0), 1: (3, 2, 3, 2), 2: (1, 0, 1, 0), 3: (3, 2, 3, 2)},
    }
    b3, b2, b1, b0 = tables[mode][n]
    return byte[b0] | (byte[b1] << 8) | (byte[b2] << 16) | (byte[b3] << 24)


def bfe(a: int, b: int, c: int, t: str) -> int:
    w = int(t[1:])
    pos, ln = b & 0xFF, c & 0xFF
    msb = w - 1
    signed = t[0] == "s"
    sbit = 0
    if signed and ln != 0:
        sbit = (a >> min(pos + ln - 1, msb)) & 1
    d = 0
    for i in range(w):
        bit = ((a >> (pos + i)) & 1) if (i < ln and pos + i <= msb) else sbit
        d |= bit << i
    return d


def bfi(a: int, b: int, c: int, d: int, w: int) -> int:
    pos, ln = c & 0xFF, d & 0xFF
    f = b
    for i in range(ln):
        if pos + i > w - 1:
            break
        f = (f & ~(1 << (pos + i))) | (((a >> i) & 1) << (pos + i))
    return f & ((1 << w) - 1)


def bfind(a: int, t: str, shiftamt: bool) -> int:
    w = int(t[1:])
    a &= (1 << w) - 1
    if t[0] == "s" and a >> (w - 1):
        a = ~a & ((1 << w) - 1)
    if a == 0:
        return 0xFFFFFFFF
    pos = a.bit_length() - 1
    return (w - 1 - pos) if shiftamt else pos


def lop3(a: int, b: int, c: int, lut: int) -> int:
    r = 0
    for i in range(32):
        idx = (((a >> i) & 1) << 2) | (((b >> i) & 1) << 1) | ((c >> i) & 1)
        r |= ((lut >> idx) & 1) << i
    return r


def shf(a: int, b: int, c: int, left: bool, clamp: bool) -> int:
    n = min(c, 32) if clamp else c & 31
    x = (b << 32) | a
    return ((x << n) >> 32) & 0xFFFFFFFF if left else (x >> n) & 0xFFFFFFFF


def fns(mask: int, base: int, offset: int) -> int:
    """The manual's pseudo-code: the position of the n-th set bit from base; 0 offset tests base itself."""
    if base > 31:
        return 0xFFFFFFFF
    offset = to_signed(offset, 32)
    if offset == 0:
        return base if (mask >> base) & 1 else 0xFFFFFFFF
    count = 0
    rng = range(base, 32) if offset > 0 else range(base, -1, -1)
    for i in rng:
        if (mask >> i) & 1:
            count += 1
            if count == abs(offset):
                return i
    return 0xFFFFFFFF


def bmsk(a: int, b: int, clamp: bool) -> int:
    pos = min(a, 32) if clamp else a & 31
    ln = min(b, 32) if clamp else b & 31
    if pos >= 32:
        return 0
    return (((1 << ln) - 1) << pos) & 0xFFFFFFFF


def szext(a: int, b: int, signed: bool, clamp: bool) -> int:
    n = min(b, 32) if clamp else b & 31
    if n == 0:
        return 0
    if n >= 32:
        return a & 0xFFFFFFFF
    v = a & ((1 << n) - 1)
    if signed and (v >> (n - 1)) & 1:
        v -= 1 << n
    return v & 0xFFFFFFFF


# ---------------------------------------------------------------------------------------------- the dispatcher
def _t(mods: List[str], choices) -> Optional[str]:
    return next((m for m in mods if m in choices), None)


ITYPES = ("u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "b8", "b16", "b32", "b64")
RNDS = ("rn", "rz", "rm", "rp")


def _w(t: str) -> int:
    return {"pred": 1}.get(t) or int("".join(ch for ch in t if ch.isdigit())[:3] if not t.endswith("x2") else 32)


def execute(opcode: str, ins: Sequence[int]):
    """The outputs of one instruction for the given input bit patterns (see the module docstring)."""
    parts = opcode.split(".")
    op, mods = parts[0], parts[1:]
    fn = _OPS.get(op)
    if fn is None:
        raise KeyError(f"the model has no semantics for {opcode}")
    return fn(mods, list(ins))


def _int_arith(op):
    def run(mods, ins):
        t = mods[-1]
        w = int(t[1:])
        mask = (1 << w) - 1
        a, b = (int_value(x, t) for x in ins[:2])
        if "sat" in mods:
            r = a + b if op == "add" else a - b
            lo, hi = int_range(t)
            return [max(lo, min(hi, r)) & mask]
        return [((a + b) if op == "add" else (a - b)) & mask]
    return run


def _mul(mods, ins):
    t = mods[-1]
    w = int(t[1:])
    a, b = (int_value(x, t) for x in ins[:2])
    p = a * b
    if "wide" in mods:
        return [p & ((1 << (2 * w)) - 1)]
    if "hi" in mods:
        return [(p >> w) & ((1 << w) - 1)]
    return [p & ((1 << w) - 1)]


def _mad(mods, ins):
    t = mods[-1]
    if t in FMTS:
        fmt = FMTS[t]
        mode = _t(mods, RNDS) or "rn"
        a, b, c = ins
        if "ftz" in mods:
            a, b, c = (ftz(fmt, x) for x in (a, b, c))
        r = f_fma(fmt, a, b, c, mode)
        if "ftz" in mods:
            r = ftz(fmt, r)
        if "sat" in mods:
            r = sat01(fmt, r)
        return [r]
    w = int(t[1:])
    a, b = (int_value(x, t) for x in ins[:2])
    p = a * b
    if "wide" in mods:
        c = int_value(ins[2], t[0] + str(2 * w))
        return [(p + c) & ((1 << (2 * w)) - 1)]
    c = int_value(ins[2], t)
    part = (p >> w) if "hi" in mods else p
    if "sat" in mods:
        lo, hi = int_range(t)
        return [max(lo, min(hi, (p >> w) + c)) & ((1 << w) - 1)]
    return [(part + c) & ((1 << w) - 1)]


def _carry(op):
    """add.cc/addc/sub.cc/subc/mad.cc/madc: inputs (a, b[, c], carry-in); outputs (d, carry-out)."""
    def run(mods, ins):
        t = mods[-1]
        w = int(t[1:])
        mask = (1 << w) - 1
        cin = ins[-1] & 1
        ua, ub = ins[0] & mask, ins[1] & mask
        if op in ("add", "addc"):
            s = ua + ub + (cin if op == "addc" else 0)
            return [s & mask, s >> w]
        if op in ("sub", "subc"):
            borrow_in = cin if op == "subc" else 0
            s = ua - ub - borrow_in
            return [s & mask, 1 if s < 0 else 0]
        a, b = int_value(ins[0], t), int_value(ins[1], t)
        p = a * b
        part = ((p >> w) if "hi" in mods else p) & mask
        s = part + (ins[2] & mask) + (cin if op == "madc" else 0)
        return [s & mask, s >> w]
    return run


def _div(mods, ins):
    t = mods[-1]
    if t in FMTS:
        fmt = FMTS[t]
        if "approx" in mods or "full" in mods:
            return ("approx", "div", mods)
        mode = _t(mods, RNDS)
        a, b = ins
        if "ftz" in mods:
            a, b = ftz(fmt, a), ftz(fmt, b)
        r = f_div(fmt, a, b, mode)
        return [ftz(fmt, r) if "ftz" in mods else r]
    a, b = (int_value(x, t) for x in ins)
    if b == 0:
        return UNSPECIFIED
    lo, hi = int_range(t)
    q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
    if q > hi:
        return UNSPECIFIED
    return [q & ((1 << int(t[1:])) - 1)]


def _rem(mods, ins):
    t = mods[-1]
    a, b = (int_value(x, t) for x in ins)
    if b == 0:
        return UNSPECIFIED
    r = abs(a) % abs(b) * (1 if a >= 0 else -1)
    return [r & ((1 << int(t[1:])) - 1)]


def _float_binop(name):
    def run(mods, ins):
        t = mods[-1]
        if t in ("f16x2", "bf16x2"):
            half = "f16" if t == "f16x2" else "bf16"
            lo = run(mods[:-1] + [half], [ins[0] & 0xFFFF, ins[1] & 0xFFFF])[0]
            hi = run(mods[:-1] + [half], [ins[0] >> 16, ins[1] >> 16])[0]
            return [lo | (hi << 16)]
        fmt = FMTS[t]
        mode = _t(mods, RNDS) or "rn"
        a, b = ins
        flush = "ftz" in mods
        if flush:
            a, b = ftz(fmt, a), ftz(fmt, b)
        if name == "add":
            r = f_add(fmt, a, b, mode)
        elif name == "sub":
            r = f_add(fmt, a, b, mode, negate_b=True)
        else:
            r = f_mul(fmt, a, b, mode)
        if flush:
            r = ftz(fmt, r)
        if "sat" in mods:
            r = sat01(fmt, r)
        return [r]
    return run


def _add(mods, ins):
    if mods[-1] in FMTS or mods[-1] in ("f16x2", "bf16x2"):
        return _float_binop("add")(mods, ins)
    return _int_arith("add")(mods, ins)


def _sub(mods, ins):
    if mods[-1] in FMTS or mods[-1] in ("f16x2", "bf16x2"):
        return _float_binop("sub")(mods, ins)
    return _int_arith("sub")(mods, ins)


def _mul_any(mods, ins):
    if mods[-1] in FMTS or mods[-1] in ("f16x2", "bf16x2"):
        return _float_binop("mul")(mods, ins)
    return _mul(mods, ins)


def _fma(mods, ins):
    t = mods[-1]
    if t in ("f16x2", "bf16x2"):
        half = "f16" if t == "f16x2" else "bf16"
        lo = _fma(mods[:-1] + [half], [x & 0xFFFF for x in ins])[0]
        hi = _fma(mods[:-1] + [half], [x >> 16 for x in ins])[0]
        return [lo | (hi << 16)]
    fmt = FMTS[t]
    mode = _t(mods, RNDS) or "rn"
    a, b, c = ins
    if "ftz" in mods:
        a, b, c = (ftz(fmt, x) for x in (a, b, c))
    r = f_fma(fmt, a, b, c, mode)
    if "ftz" in mods:
        r = ftz(fmt, r)
    if "sat" in mods:
        r = sat01(fmt, r)
    if "relu" in mods and not fmt.is_nan(r) and _sign_of(fmt, r):
        r = fmt.zero(0)
    return [r]


def _minmax(want_max):
    def run(mods, ins):
        t = mods[-1]
        if t in ("f16x2", "bf16x2"):
            half = "f16" if t == "f16x2" else "bf16"
            lo = run(mods[:-1] + [half], [x & 0xFFFF for x in ins])[0]
            hi = run(mods[:-1] + [half], [x >> 16 for x in ins])[0]
            los = lo if isinstance(lo, set) else {lo}
            his = hi if isinstance(hi, set) else {hi}
            return [{l | (h << 16) for l in los for h in his}]
        if t in FMTS:
            fmt = FMTS[t]
            a, b = ins
            if "ftz" in mods:
                a, b = ftz(fmt, a), ftz(fmt, b)
            r = f_minmax(fmt, a, b, want_max, "NaN" in mods)
            if "relu" in mods:
                rs = r if isinstance(r, set) else {r}
                rs = {fmt.zero(0) if (not fmt.is_nan(x) and _sign_of(fmt, x)) else x for x in rs}
                r = rs if len(rs) > 1 else next(iter(rs))
            return [r]
        a, b = (int_value(x, t) for x in ins)
        r = max(a, b) if want_max else min(a, b)
        if "relu" in mods:
            r = max(r, 0)
        return [r & ((1 << int(t[1:])) - 1)]
    return run


def _abs(mods, ins):
    t = mods[-1]
    if t in ("f16x2", "bf16x2"):
        v = ins[0]
        if "ftz" in mods:
            fmt = FMTS["f16" if t == "f16x2" else "bf16"]
            v = ftz(fmt, v & 0xFFFF) | (ftz(fmt, v >> 16) << 16)
        return [v & 0x7FFF7FFF]
    if t in FMTS:
        fmt = FMTS[t]
        a = ftz(fmt, ins[0]) if "ftz" in mods else ins[0]
        return [a & ~(1 << (fmt.width - 1))]
    w = int(t[1:])
    return [abs(int_value(ins[0], t)) & ((1 << w) - 1)]


def _neg(mods, ins):
    t = mods[-1]
    if t in ("f16x2", "bf16x2"):
        v = ins[0]
        if "ftz" in mods:
            fmt = FMTS["f16" if t == "f16x2" else "bf16"]
            v = ftz(fmt, v & 0xFFFF) | (ftz(fmt, v >> 16) << 16)
        return [v ^ 0x80008000]
    if t in FMTS:
        fmt = FMTS[t]
        a = ftz(fmt, ins[0]) if "ftz" in mods else ins[0]
        return [a ^ (1 << (fmt.width - 1))]
    w = int(t[1:])
    return [(-int_value(ins[0], t)) & ((1 << w) - 1)]


def _rcp(mods, ins):
    t = mods[-1]
    fmt = FMTS[t]
    if "approx" in mods:
        return ("approx", "rcp", mods)
    a = ftz(fmt, ins[0]) if "ftz" in mods else ins[0]
    r = f_div(fmt, fmt.round_to(Fraction(1)), a, _t(mods, RNDS))
    return [ftz(fmt, r) if "ftz" in mods else r]


def _sqrt(mods, ins):
    t = mods[-1]
    fmt = FMTS[t]
    if "approx" in mods:
        return ("approx", "sqrt", mods)
    a = ftz(fmt, ins[0]) if "ftz" in mods else ins[0]
    r = f_sqrt(fmt, a, _t(mods, RNDS))
    return [ftz(fmt, r) if "ftz" in mods else r]


def _approx(name):
    def run(mods, ins):
        return ("approx", name, mods)
    return run


def _copysign(mods, ins):
    fmt = FMTS[mods[-1]]
    a, b = ins
    top = 1 << (fmt.width - 1)
    return [(b & ~top) | (a & top)]


def _testp(mods, ins):
    fmt = FMTS[mods[-1]]
    k, s, v = fmt.decode(ins[0])
    op = mods[0]
    sub = fmt.is_subnormal(ins[0])
    r = {"finite": k == "num", "infinite": k == "inf", "number": k != "nan", "notanumber": k == "nan",
         "normal": k == "num" and v != 0 and not sub, "subnormal": sub}[op]
    return [int(r)]


ICMPS = {"eq": lambda x, y: x == y, "ne": lambda x, y: x != y, "lt": lambda x, y: x < y,
         "le": lambda x, y: x <= y, "gt": lambda x, y: x > y, "ge": lambda x, y: x >= y,
         "lo": lambda x, y: x < y, "ls": lambda x, y: x <= y, "hi": lambda x, y: x > y, "hs": lambda x, y: x >= y}


def _compare(mods, a, b):
    t = mods[-1]
    cmp = mods[0]
    if t in FMTS:
        fmt = FMTS[t]
        if "ftz" in mods:
            a, b = ftz(fmt, a), ftz(fmt, b)
        return f_cmp(fmt, a, b, cmp)
    if cmp in ("lo", "ls", "hi", "hs") or t[0] in "bu":
        x, y = a & ((1 << int(t[1:])) - 1), b & ((1 << int(t[1:])) - 1)
    else:
        x, y = int_value(a, t), int_value(b, t)
    return int(ICMPS[cmp](x, y))


def _bool(op, x, y):
    return {"and": x & y, "or": x | y, "xor": x ^ y}[op]


def _setp(mods, ins):
    """outputs (p, q); inputs a, b[, c]"""
    bop = _t(mods, ("and", "or", "xor"))
    r = _compare(mods, ins[0], ins[1])
    if bop:
        c = ins[2] & 1
        return [_bool(bop, r, c), _bool(bop, 1 - r, c)]
    return [r, 1 - r]


def _set(mods, ins):
    bop = _t(mods, ("and", "or", "xor"))
    dtype = mods[-2]
    r = _compare([mods[0]] + (["ftz"] if "ftz" in mods else []) + [mods[-1]], ins[0], ins[1])
    if bop:
        r = _bool(bop, r, ins[2] & 1)
    if dtype == "f32":
        return [f32_bits(1.0) if r else 0]
    return [0xFFFFFFFF if r else 0]


def _selp(mods, ins):
    return [ins[0] if ins[2] & 1 else ins[1]]


def _slct(mods, ins):
    ct = mods[-1]
    if ct == "f32":
        c = ftz(F32, ins[2]) if "ftz" in mods else ins[2]
        v = F32.value(c)
        ok = v == "+inf" or (not isinstance(v, str) and v >= 0)   # "c >= 0": false for NaN
    else:
        ok = to_signed(ins[2], 32) >= 0
    return [ins[0] if ok else ins[1]]


def _bitop(name):
    def run(mods, ins):
        t = mods[-1]
        if t == "pred":
            a = ins[0] & 1
            if name == "not":
                return [1 - a]
            return [_bool(name, a, ins[1] & 1)]
        w = int(t[1:])
        m = (1 << w) - 1
        if name == "not":
            return [~ins[0] & m]
        if name == "cnot":
            return [int(ins[0] & m == 0)]
        return [_bool(name, ins[0], ins[1]) & m]
    return run


def _shl(mods, ins):
    w = int(mods[-1][1:])
    n = ins[1] & 0xFFFFFFFF
    return [0 if n >= w else (ins[0] << n) & ((1 << w) - 1)]


def _shr(mods, ins):
    t = mods[-1]
    w = int(t[1:])
    n = ins[1] & 0xFFFFFFFF
    if t[0] == "s":
        v = int_value(ins[0], t)
        return [(v >> min(n, w)) & ((1 << w) - 1)]
    return [0 if n >= w else (ins[0] & ((1 << w) - 1)) >> n]


def _cvt(mods, ins):
    dt, st = mods[-2], mods[-1]
    irnd = _t(mods, ("rni", "rzi", "rmi", "rpi"))
    rnd = _t(mods, RNDS)
    a = ins[0]
    if st in FMTS and dt in FMTS:
        src, dst = FMTS[st], FMTS[dt]
        if "ftz" in mods and st == "f32":
            a = ftz(src, a)
        if irnd:
            r = cvt_f2f_integral(src, a, irnd)
        elif st == dt:
            r = a
        else:
            r = cvt_f2f(src, dst, a, rnd or "rn", "satfinite" in mods)
        if "ftz" in mods and dt == "f32":
            r = ftz(dst, r)
        if "sat" in mods:
            r = sat01(dst, r)
        if "relu" in mods and not dst.is_nan(r) and _sign_of(dst, r):
            r = dst.zero(0)
        return [r]
    if st in FMTS:
        src = FMTS[st]
        if "ftz" in mods and st == "f32":
            a = ftz(src, a)
        return [cvt_f2i(src, a, irnd, dt)]
    if dt in FMTS:
        dst = FMTS[dt]
        v = int_value(a, st)
        r = dst.round_to(Fraction(v), rnd or "rn")
        if "sat" in mods:
            r = sat01(dst, r)
        return [r]
    v = int_value(a, st)
    w = int(dt[1:])
    if "sat" in mods:
        lo, hi = int_range(dt)
        v = max(lo, min(hi, v))
    return [v & ((1 << w) - 1)]


def _cvt_pack(mods, ins):
    """cvt.rn[.relu][.satfinite].{f16x2,bf16x2}.f32 d, a, b: a to the upper half, b to the lower."""
    dt = mods[-2]
    half = FMTS["f16" if dt == "f16x2" else "bf16"]
    outs = []
    for x in ins:
        r = cvt_f2f(F32, half, x, "rn", "satfinite" in mods)
        if "relu" in mods and not half.is_nan(r) and _sign_of(half, r):
            r = half.zero(0)
        outs.append(r)
    return [(outs[0] << 16) | outs[1]]


def _cvt_any(mods, ins):
    if mods[-2] in ("f16x2", "bf16x2"):
        return _cvt_pack(mods, ins)
    return _cvt(mods, ins)


def _popc(mods, ins):
    return [bin(ins[0] & ((1 << int(mods[-1][1:])) - 1)).count("1")]


def _clz(mods, ins):
    w = int(mods[-1][1:])
    v = ins[0] & ((1 << w) - 1)
    return [w - v.bit_length()]


def _brev(mods, ins):
    w = int(mods[-1][1:])
    v = ins[0] & ((1 << w) - 1)
    return [int(format(v, f"0{w}b")[::-1], 2)]


def _sad(mods, ins):
    t = mods[-1]
    w = int(t[1:])
    a, b = int_value(ins[0], t), int_value(ins[1], t)
    return [(abs(a - b) + (ins[2] & ((1 << w) - 1))) & ((1 << w) - 1)]


def _mul24(mods, ins):
    t = mods[-1]
    if t[0] == "s":
        a, b = to_signed(ins[0], 24), to_signed(ins[1], 24)
    else:
        a, b = ins[0] & 0xFFFFFF, ins[1] & 0xFFFFFF
    p = (a * b) & ((1 << 48) - 1)
    r = (p >> 16) if "hi" in mods else p
    if len(ins) > 2:
        r += ins[2]
    return [r & 0xFFFFFFFF]


def _dp4a(mods, ins):
    at, bt = mods[0], mods[1]
    a, b, c = ins

    def byte(v, i, t):
        x = (v >> (8 * i)) & 0xFF
        return x - 256 if t == "s32" and x & 0x80 else x
    acc = c + sum(byte(a, i, at) * byte(b, i, bt) for i in range(4))
    return [acc & 0xFFFFFFFF]


def _dp2a(mods, ins):
    hi, at, bt = mods[0] == "hi", mods[1], mods[2]
    a, b, c = ins

    def part(v, i, width, t):
        x = (v >> (width * i)) & ((1 << width) - 1)
        return x - (1 << width) if t == "s32" and x >> (width - 1) else x
    acc = c + sum(part(a, i, 16, at) * part(b, i + (2 if hi else 0), 8, bt) for i in range(2))
    return [acc & 0xFFFFFFFF]


def _prmt(mods, ins):
    mode = mods[1] if len(mods) > 1 else None
    return [prmt(ins[0], ins[1], ins[2], mode)]


def _mov(mods, ins):
    return [ins[0]]


_OPS: Dict[str, Callable] = {
    "add": _add, "sub": _sub, "mul": _mul_any, "mad": _mad, "div": _div, "rem": _rem,
    "addc": _carry("addc"), "subc": _carry("subc"), "madc": _carry("madc"),
    "fma": _fma, "min": _minmax(False), "max": _minmax(True), "abs": _abs, "neg": _neg,
    "rcp": _rcp, "sqrt": _sqrt, "rsqrt": _approx("rsqrt"), "ex2": _approx("ex2"), "lg2": _approx("lg2"),
    "sin": _approx("sin"), "cos": _approx("cos"), "tanh": _approx("tanh"),
    "copysign": _copysign, "testp": _testp, "setp": _setp, "set": _set, "selp": _selp, "slct": _slct,
    "and": _bitop("and"), "or": _bitop("or"), "xor": _bitop("xor"), "not": _bitop("not"), "cnot": _bitop("cnot"),
    "shl": _shl, "shr": _shr, "cvt": _cvt_any, "popc": _popc, "clz": _clz, "brev": _brev,
    "bfe": lambda m, i: [bfe(i[0], i[1], i[2], m[-1])],
    "bfi": lambda m, i: [bfi(i[0], i[1], i[2], i[3], int(m[-1][1:]))],
    "bfind": lambda m, i: [bfind(i[0], m[-1], "shiftamt" in m)],
    "lop3": lambda m, i: [lop3(i[0], i[1], i[2], i[3])],
    "shf": lambda m, i: [shf(i[0], i[1], i[2] & 0xFFFFFFFF, m[0] == "l", m[1] == "clamp")],
    "fns": lambda m, i: [fns(i[0], i[1], i[2])],
    "bmsk": lambda m, i: [bmsk(i[0], i[1], m[0] == "clamp")],
    "szext": lambda m, i: [szext(i[0], i[1], m[-1] == "s32", m[0] == "clamp")],
    "sad": _sad, "mul24": _mul24, "mad24": _mul24, "dp4a": _dp4a, "dp2a": _dp2a, "prmt": _prmt, "mov": _mov,
}


def carry_op(opcode: str) -> Callable:
    """The carry-chain semantics (inputs ..., carry-in; outputs d, carry-out) of add.cc/addc/sub.cc/subc/mad.cc/madc."""
    parts = opcode.split(".")
    op = parts[0]
    if op == "mad":
        op = "mad"
    return lambda ins: _carry(op)(parts[1:], ins)


# Error bounds of the .approx forms (PTX ISA: "max relative/absolute error"), as (relative, absolute) tolerances
# applied to a double-precision reference.
APPROX = {
    "rcp": (2.0 ** -22, 0.0), "sqrt": (2.0 ** -22, 0.0), "rsqrt": (2.0 ** -22, 0.0), "ex2": (2.0 ** -21, 0.0),
    "lg2": (0.0, 2.0 ** -21), "sin": (0.0, 2.0 ** -20), "cos": (0.0, 2.0 ** -20), "tanh": (2.0 ** -10, 0.0),
    "div": (2.0 ** -21, 0.0),
}


def approx_reference(name: str, xs: Sequence[float]) -> float:
    x = xs[0]
    if any(math.isnan(v) for v in xs):
        return math.nan
    try:
        if name == "div":
            a, b = xs
            if b == 0:
                return math.nan if a == 0 else math.copysign(math.inf, a) * math.copysign(1.0, b)
            if math.isinf(a) and math.isinf(b):
                return math.nan
            return a / b
        if name == "rcp":
            return math.copysign(math.inf, x) if x == 0 else 1.0 / x
        if name == "sqrt":
            return x if x == 0 else (math.sqrt(x) if x > 0 else math.nan)
        if name == "rsqrt":
            return math.copysign(math.inf, x) if x == 0 else (1.0 / math.sqrt(x) if x > 0 else math.nan)
        if name == "ex2":
            return 2.0 ** x
        if name == "lg2":
            return -math.inf if x == 0 else (math.log2(x) if x > 0 else math.nan)
        if name == "ex2" and math.isinf(x):
            return 0.0 if x < 0 else math.inf
        if name == "sin":
            return math.sin(x)
        if name == "cos":
            return math.cos(x)
        if name == "tanh":
            return math.tanh(x)
    except (OverflowError, ZeroDivisionError):
        return math.inf
    except ValueError:
        return math.nan
    raise KeyError(name)
