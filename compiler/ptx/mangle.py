"""Which parameters of a C++ kernel are pointers, read from its Itanium-mangled name (``_Z5saxpyifPKfPf``).

nvcc names a kernel's .param entries after the mangled name and gives every pointer parameter the plain type
.u64, so the name is the one place where PTX still says which u64 is a pointer (CUDA's metadata then marks it a
global buffer). This is a small demangler for the types kernels take: builtin types, pointers, references,
cv-qualifiers, class names (nested and templated), template parameters and substitutions. Anything else gives
None and the caller falls back to the parameter's use.
"""
from __future__ import annotations

from typing import List, Optional, Tuple

_BUILTIN = set("vwbcahstijlmxynofdegz")
_BUILTIN_D = {"Dh", "Df", "Dd", "De", "Di", "Ds", "Du", "Da", "Dc", "Dn", "DF"}


class _Fail(Exception):
    pass


class _Demangler:
    def __init__(self, s: str):
        self.s, self.i = s, 0
        self.subs: List[Tuple] = []
        self.targs: List[Tuple] = []

    def peek(self, n: int = 1) -> str:
        return self.s[self.i:self.i + n]

    def take(self, n: int = 1) -> str:
        out = self.s[self.i:self.i + n]
        if len(out) < n:
            raise _Fail()
        self.i += n
        return out

    def number(self) -> int:
        start = self.i
        while self.peek().isdigit():
            self.i += 1
        if start == self.i:
            raise _Fail()
        return int(self.s[start:self.i])

    def source_name(self) -> str:
        n = self.number()
        return self.take(n)

    def seq_id(self, terminator: str = "_") -> int:
        """S_ -> 0, S0_ -> 1, S1_ -> 2 ... (base 36); T_ -> 0, T0_ -> 1 ..."""
        if self.peek() == terminator:
            self.i += 1
            return 0
        start = self.i
        while self.peek() and self.peek() != terminator:
            self.i += 1
        digits = self.s[start:self.i]
        self.take()
        return int(digits, 36) + 1

    def substitution(self) -> Tuple:
        self.take()  # S
        c = self.peek()
        if c in ("t", "a", "b", "s", "i", "o", "d"):
            self.i += 1
            return ("name", "std::" + c)
        idx = self.seq_id()
        if idx >= len(self.subs):
            raise _Fail()
        return self.subs[idx]

    def template_args(self) -> List[Tuple]:
        self.take()  # I
        args = []
        while self.peek() != "E":
            args.append(self.template_arg())
        self.take()
        return args

    def template_arg(self) -> Tuple:
        c = self.peek()
        if c == "L":
            self.i += 1
            if self.peek() == "_" and self.peek(2) == "_Z":
                raise _Fail()
            self.type()
            while self.peek() != "E":
                self.i += 1
            self.take()
            return ("literal",)
        if c == "X":
            depth = 0
            while True:
                ch = self.take()
                if ch in "XIN":
                    depth += 1
                elif ch == "E":
                    depth -= 1
                    if depth == 0:
                        return ("expr",)
        if c == "J":
            self.i += 1
            items = []
            while self.peek() != "E":
                items.append(self.template_arg())
            self.take()
            return ("pack", tuple(items))
        return self.type()

    def unqualified(self) -> str:
        c = self.peek()
        if c.isdigit():
            return self.source_name()
        if c in ("C", "D") and self.peek(2)[1:].isdigit():
            self.i += 2
            return "ctor"
        raise _Fail()

    def nested(self) -> Tuple:
        self.take()  # N
        while self.peek() in ("K", "V", "r"):
            self.i += 1
        parts: List[str] = []
        last: Tuple = ("name", "")
        while self.peek() != "E":
            if self.peek() == "S":
                last = self.substitution()
                parts.append(str(last))
            elif self.peek() == "I":
                args = self.template_args()
                last = ("name", "::".join(parts), tuple(args))
                self.subs.append(last)
                continue
            else:
                parts.append(self.unqualified())
                last = ("name", "::".join(parts))
                self.subs.append(last)
        self.take()
        # the complete name is not a prefix of anything: it is no substitution candidate
        if self.subs and self.subs[-1] == last:
            self.subs.pop()
        return last

    def type(self) -> Tuple:
        c = self.peek()
        if c in _BUILTIN:
            self.i += 1
            return ("builtin", c)
        if self.peek(2) in _BUILTIN_D:
            self.i += 2
            return ("builtin", c)
        if c == "u":
            self.i += 1
            return ("name", self.source_name())
        if c in ("K", "V", "r"):
            quals = ""
            while self.peek() in ("K", "V", "r"):
                quals += self.take()
            inner = self.type()
            t = ("qual", inner)
            self.subs.append(t)
            return t
        if c in ("P", "R", "O"):
            self.i += 1
            inner = self.type()
            t = ("ptr" if c == "P" else "ref", inner)
            self.subs.append(t)
            return t
        if c == "S":
            t = self.substitution()
            if self.peek() == "I":
                args = self.template_args()
                t = ("name", str(t), tuple(args))
                self.subs.append(t)
            return t
        if c == "T":
            self.i += 1
            idx = self.seq_id()
            t = self.targs[idx] if idx < len(self.targs) else ("tparam", idx)
            self.subs.append(t)
            if self.peek() == "I":
                args = self.template_args()
                t = ("name", "tt", tuple(args))
                self.subs.append(t)
            return t
        if c == "N":
            t = self.nested()
            self.subs.append(t)
            return t
        if c.isdigit():
            name = self.source_name()
            t: Tuple = ("name", name)
            self.subs.append(t)
            if self.peek() == "I":
                args = self.template_args()
                t = ("name", name, tuple(args))
                self.subs.append(t)
            return t
        if c == "A":
            self.i += 1
            while self.peek() != "_":
                self.i += 1
            self.take()
            t = ("array", self.type())
            self.subs.append(t)
            return t
        if c == "D" and self.peek(2) == "v":
            raise _Fail()
        raise _Fail()

    def encoding(self) -> List[Tuple]:
        if self.take(2) != "_Z":
            raise _Fail()
        templated = False
        c = self.peek()
        if c == "N":
            self.take()
            while self.peek() in ("K", "V", "r"):
                self.i += 1
            parts: List[str] = []
            while self.peek() != "E":
                pushed = True
                if self.peek() == "I":
                    self.targs = self.template_args()
                    templated = True
                    cur: Tuple = ("name", "::".join(parts), tuple(self.targs))
                else:
                    templated = False
                    if self.peek() == "S":
                        cur = self.substitution()
                        pushed = False
                    else:
                        cur = ("name", self.unqualified())
                    parts.append(str(cur))
                if pushed and self.peek() != "E":
                    self.subs.append(cur)
            self.take()
        elif c == "L":
            self.i += 1
            name = self.source_name()
            if self.peek() == "I":
                self.subs.append(("name", name))
                self.targs = self.template_args()
                templated = True
        elif c.isdigit():
            name = self.source_name()
            if self.peek() == "I":
                self.subs.append(("name", name))
                self.targs = self.template_args()
                templated = True
        else:
            raise _Fail()
        types = []
        if templated:
            self.type()  # the return type
        while self.i < len(self.s) and self.peek() != ".":
            types.append(self.type())
        if types == [("builtin", "v")]:
            return []
        return types


def _is_pointer(t: Tuple) -> bool:
    if t[0] == "ptr":
        return True
    if t[0] == "qual":
        return _is_pointer(t[1])
    return False


def pointer_params(mangled: str) -> Optional[List[bool]]:
    """For each parameter of the mangled function: is it a pointer? None when the name is not understood."""
    try:
        return [_is_pointer(t) for t in _Demangler(mangled).encoding()]
    except (_Fail, IndexError, ValueError):
        return None
