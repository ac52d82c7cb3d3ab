"""Itanium C++ ABI names (``_Z5saxpyifPKfPf``): the one demangler of pycucc, for the names kernels have.

What the callers ask of a kernel's mangled name: its qualified base name (``codeobj.kernel_base_name``), its
parameter types (``args.parameter_types`` packs arguments by them; ``pycucc.ptx.mangle`` marks a PTX entry's
pointers), and the other way round, the mangled template arguments of ``reduce<float, 256>``. Standard library
only, so that the compiler side may import it as well.

Understood (https://itanium-cxx-abi.github.io/cxx-abi/abi.html#mangling): plain, nested (``N...E``) and
``std::`` names (``St``, ``Sa``...), constructors and destructors, template arguments (types, literals,
expressions, packs), builtin types (``D`` ones too), cv-qualifiers, pointers, lvalue and rvalue references,
arrays, function types, pointers to members, vector and vendor types, template parameters and packs,
substitutions, local names with lambdas' closure types and unnamed types, clone suffixes (``.kd``). Anything else
(operators as names, decltype, qualified names in expressions) makes the name not understood: None for the
callers. Types come back as trees (`Type`); each caller decides what it
can use of them.
"""
from __future__ import annotations

import re
from typing import List, NamedTuple, Optional, Tuple

__all__ = ["Function", "Type", "base_name", "demangle", "template_args_code"]

# <builtin-type> codes of one letter, and of two starting with D (DF<N>_ and DF<N>b are read apart)
_BUILTIN = frozenset("vwbcahstijlmxynofdegz")
_D_BUILTIN = frozenset(("Dh", "Df", "Dd", "De", "Di", "Ds", "Du", "Da", "Dc", "Dn"))
_FLOATN = re.compile(r"DF\d+[_bx]")
# the abbreviations of std:: names: Sa and Sb are templates, the others whole classes
_STD_ABBREVIATIONS = {"a": "allocator", "b": "basic_string", "s": "string", "i": "istream", "o": "ostream",
                      "d": "iostream"}
_DIGITS = re.compile(r"\d+")
_SEQ_ID = re.compile(r"[0-9A-Z]*_")
_ANONYMOUS = "_GLOBAL__N"
# operators in expressions, by their number of operands (the ABI's <operator-name> table)
_UNARY = frozenset("ng ps ad de co nt nx sz az".split())
_BINARY = frozenset("pl mi ml dv rm an or eo ls rs eq ne lt gt le ge ss aa oo cm".split())
_DISCRIMINATOR = re.compile(r"_\d|__\d+_")
_FUNCTION_PARAM = re.compile(r"f(?:p|L\d+p)[rVK]*\d*_")

Part = Tuple[str, Optional[Tuple["Type", ...]]]  # a component of a name and its template arguments (or None)


class Type(NamedTuple):
    """A type of a mangled name.

    kind: builtin (``code`` is its mangling: ``i``, ``Dh``, ``DF16_``), name (``parts``: the components of a
    class or enum name, each with its template arguments or None), qualified (``quals``: its r, V, K letters),
    pointer, lvalue_ref, rvalue_ref, array, vector, member (``inner`` is the member's type, ``items`` the class),
    function (``items``: the return type, then the parameters), vendor (``code`` its name), template_param (one
    the name does not bind: ``code`` its index). As template arguments also: literal (``inner`` its type,
    ``code`` its value), expression (``code`` its mangling) and pack (``items``); expansion (``inner``, of a pack
    not bound) in a parameter list."""
    kind: str
    code: str = ""
    inner: Optional["Type"] = None
    parts: Tuple[Part, ...] = ()
    items: Tuple["Type", ...] = ()
    quals: str = ""

    @property
    def name(self) -> str:
        """A name's components joined by ``::``, without template arguments."""
        return "::".join(p for p, _ in self.parts)


class Function(NamedTuple):
    parts: Tuple[Part, ...]               # the function's name, as Type.parts
    template_args: Tuple[Type, ...]       # of the innermost template in the name: what T_, T0_... stand for
    params: Tuple[Type, ...]              # () for a function of no parameters (and for a variable's name)

    @property
    def name(self) -> str:
        return "::".join(p for p, _ in self.parts)


class _NotUnderstood(Exception):
    pass


class _Demangler:
    def __init__(self, s: str, names_only: bool = False):
        self.s, self.i = s, 0
        self.subs: List[Type] = []  # the substitution candidates, in order: S_, S0_, S1_ ...
        self.targs: Tuple[Type, ...] = ()
        self.names_only = names_only  # base_name: template arguments it cannot read end the name

    def peek(self, n: int = 1) -> str:
        return self.s[self.i:self.i + n]

    def take(self, text: str) -> None:
        if not self.s.startswith(text, self.i):
            raise _NotUnderstood
        self.i += len(text)

    def source_name(self) -> str:
        m = _DIGITS.match(self.s, self.i)
        if not m:
            raise _NotUnderstood
        n, start = int(m.group()), m.end()
        if n == 0 or start + n > len(self.s):
            raise _NotUnderstood
        self.i = start + n
        name = self.s[start:start + n]
        return "(anonymous namespace)" if name.startswith(_ANONYMOUS) else name

    def seq_id(self) -> int:
        """``_`` -> 0, ``0_`` -> 1, ``A_`` -> 11 ...: the index after S or T."""
        m = _SEQ_ID.match(self.s, self.i)
        if not m:
            raise _NotUnderstood
        self.i = m.end()
        digits = m.group()[:-1]
        return int(digits, 36) + 1 if digits else 0

    # ------------------------------------------------------------------ names
    def encoding(self, local: bool = False) -> Function:
        """``_Z <name> <parameter types>``; ``local``: a function of a local name (``Z <encoding> E``), whose
        parameters end at the E."""
        if not local:
            self.take("_Z")
        parts, templated = self.name()
        if self.names_only:
            return Function(parts, self.targs, ())
        if templated:
            self.type()  # a function template's encoding starts with its return type
        params = []
        if local:
            while self.peek() != "E":
                params.append(self.type())
        else:
            end = self.s.find(".", self.i)  # a clone suffix (.kd, .cold) ends the mangling
            end = len(self.s) if end < 0 else end
            while self.i < end:
                params.append(self.type())
            if self.i != end:
                raise _NotUnderstood
        return Function(parts, self.targs, _expand(params))

    def name(self) -> Tuple[Tuple[Part, ...], bool]:
        """The function's <name>, and whether it is a template (its encoding then gives the return type)."""
        if self.peek() == "N":
            return self.nested(function=True)
        if self.peek() == "Z":
            return self.local_name(), False
        if self.peek(2) == "St":
            self.i += 2
            parts: List[Part] = [("std", None), (self.unqualified([]), None)]
        elif self.peek() == "S":
            parts = list(self.substitution().parts)
        else:
            if self.peek() == "L":  # internal linkage
                self.i += 1
            parts = [(self.unqualified([]), None)]
        if self.peek() == "I":
            if self.names_only:
                return tuple(parts), True
            self.subs.append(Type("name", parts=tuple(parts)))  # the template's name is a candidate
            self.targs = self.template_args()
            parts[-1] = (parts[-1][0], self.targs)
            return tuple(parts), True
        return tuple(parts), False

    def local_name(self) -> Tuple[Part, ...]:
        """``Z <function> E <entity> [<discriminator>]``: an entity declared in a function (a lambda's closure
        type, a local class), named after the function."""
        self.take("Z")
        outer, names_only = self.targs, self.names_only
        self.names_only = False
        function = self.encoding(local=True)
        self.targs, self.names_only = outer, names_only
        self.take("E")
        parts = list(function.parts)
        if self.peek() == "s":  # a string literal
            self.i += 1
            parts.append(("'string'", None))
        else:
            parts.append((self.unqualified(parts), None))
        m = _DISCRIMINATOR.match(self.s, self.i)
        if m:
            self.i = m.end()
        return tuple(parts)

    def nested(self, function: bool = False) -> Tuple[Tuple[Part, ...], bool]:
        """``N [cv] [ref] prefix... E``: every prefix is a substitution candidate, the whole name is not (a type's
        caller adds it). For a function's name the last template arguments are what its T_ stand for."""
        self.take("N")
        while self.peek() in ("r", "V", "K"):
            self.i += 1
        if self.peek() in ("R", "O"):
            self.i += 1
        parts: List[Part] = []
        templated = False
        while self.peek() != "E":
            c = self.peek()
            if not c:
                raise _NotUnderstood
            if c == "S" and not parts:
                if self.peek(2) == "St":
                    self.i += 2
                    parts = [("std", None)]
                    continue
                parts = list(self.substitution().parts)
            elif c == "I":
                if not parts or parts[-1][1] is not None:
                    raise _NotUnderstood
                try:
                    args = self.template_args()
                except _NotUnderstood:
                    if self.names_only:
                        return tuple(parts), True
                    raise
                parts[-1] = (parts[-1][0], args)
                templated = True
                if function:
                    self.targs = args
            else:
                if c == "L":
                    self.i += 1
                parts.append((self.unqualified(parts), None))
                templated = False
            if self.peek() != "E" and c != "S":
                self.subs.append(Type("name", parts=tuple(parts)))
        self.i += 1
        if not parts:
            raise _NotUnderstood
        return tuple(parts), templated

    def unqualified(self, outer: List[Part]) -> str:
        c = self.peek()
        if c.isdigit():
            return self.source_name()
        if outer and self.peek(2) in ("C1", "C2", "C3", "C4", "C5"):
            self.i += 2
            return outer[-1][0]
        if outer and self.peek(2) in ("D0", "D1", "D2", "D4", "D5"):
            self.i += 2
            return "~" + outer[-1][0]
        if self.peek(2) == "Ul":  # a lambda's closure type: Ul <parameter types> E [<number>] _
            self.i += 2
            while self.peek() != "E":
                self.type()
            self.i += 1
            m = _SEQ_ID.match(self.s, self.i)
            if not m or not m.group()[:-1].isdigit() and m.group() != "_":
                raise _NotUnderstood
            self.i = m.end()
            return "'lambda'"
        if self.peek(2) == "Ut":  # an unnamed class or enum: Ut [<number>] _
            self.i += 2
            m = _SEQ_ID.match(self.s, self.i)
            if not m:
                raise _NotUnderstood
            self.i = m.end()
            return "'unnamed'"
        raise _NotUnderstood  # operator names

    def substitution(self) -> Type:
        self.take("S")
        c = self.peek()
        if c in _STD_ABBREVIATIONS:
            self.i += 1
            return Type("name", parts=(("std", None), (_STD_ABBREVIATIONS[c], None)))
        idx = self.seq_id()
        if idx >= len(self.subs):
            raise _NotUnderstood
        return self.subs[idx]

    def template_args(self) -> Tuple[Type, ...]:
        self.take("I")
        args = []
        while self.peek() != "E":
            if not self.peek():
                raise _NotUnderstood
            args.append(self.template_arg())
        self.i += 1
        return tuple(args)

    def template_arg(self) -> Type:
        c = self.peek()
        if c == "L":
            self.i += 1
            if self.peek() in ("_", "Z"):
                raise _NotUnderstood  # the address of an entity: L_Z <encoding> E
            t = self.type()
            end = self.s.find("E", self.i)
            if end < 0:
                raise _NotUnderstood
            value, self.i = self.s[self.i:end], end + 1
            return Type("literal", value, t)
        if c == "X":
            start = self.i
            self.i += 1
            self.expression()
            self.take("E")
            return Type("expression", self.s[start:self.i])
        if c == "J":
            self.i += 1
            items = []
            while self.peek() != "E":
                if not self.peek():
                    raise _NotUnderstood
                items.append(self.template_arg())
            self.i += 1
            return Type("pack", items=tuple(items))
        return self.type()

    def expression(self) -> None:
        """An expression (in a template argument or an array's bound), read past and kept as text by the caller:
        operators of one, two and three operands, sizeof/alignof, casts, literals, template and function
        parameters. Other expressions (calls, new, decltype, qualified names) are not understood."""
        c = self.peek()
        if c == "L":
            self.template_arg()
            return
        if c == "T":
            self.i += 1
            self.seq_id()
            return
        m = _FUNCTION_PARAM.match(self.s, self.i)
        if m:
            self.i = m.end()
            return
        op = self.peek(2)
        self.i += 2
        if op in _UNARY:
            self.expression()
        elif op in _BINARY:
            self.expression()
            self.expression()
        elif op == "qu":
            for _ in range(3):
                self.expression()
        elif op in ("st", "at"):
            self.type()
        elif op in ("cv", "sc", "dc", "rc", "cc"):
            self.type()
            self.expression()
        else:
            raise _NotUnderstood

    # ------------------------------------------------------------------ types
    def type(self) -> Type:
        c = self.peek()
        if not c:
            raise _NotUnderstood
        if c in _BUILTIN:
            self.i += 1
            return Type("builtin", c)
        if c == "D":
            return self.d_type()
        if c in ("r", "V", "K"):
            start = self.i
            while self.peek() in ("r", "V", "K"):
                self.i += 1
            quals = self.s[start:self.i]
            return self.candidate(Type("qualified", inner=self.type(), quals=quals))
        if c in ("P", "R", "O"):
            self.i += 1
            kind = {"P": "pointer", "R": "lvalue_ref", "O": "rvalue_ref"}[c]
            return self.candidate(Type(kind, inner=self.type()))
        if c == "F":
            return self.function_type()
        if c == "A":
            self.i += 1
            m = _DIGITS.match(self.s, self.i)
            if m:
                self.i = m.end()
            elif self.peek() != "_":
                self.expression()  # a dependent bound
            self.take("_")
            return self.candidate(Type("array", inner=self.type()))
        if c == "M":
            self.i += 1
            owner = self.type()
            return self.candidate(Type("member", inner=self.type(), items=(owner,)))
        if c == "u":
            self.i += 1
            return self.candidate(Type("vendor", self.source_name()))
        if c == "T":
            self.i += 1
            idx = self.seq_id()
            t = self.targs[idx] if idx < len(self.targs) else Type("template_param", str(idx))
            return self.with_template_args(self.candidate(t))
        if c == "S":
            if self.peek(2) == "St":
                self.i += 2
                t = self.candidate(Type("name", parts=(("std", None), (self.unqualified([]), None))))
            else:
                t = self.substitution()
            return self.with_template_args(t)
        if c == "N":
            parts, _ = self.nested()
            return self.candidate(Type("name", parts=parts))
        if c.isdigit():
            return self.with_template_args(self.candidate(Type("name", parts=((self.source_name(), None),))))
        if c == "Z":
            return self.with_template_args(self.candidate(Type("name", parts=self.local_name())))
        raise _NotUnderstood

    def d_type(self) -> Type:
        two = self.peek(2)
        if two in _D_BUILTIN:
            self.i += 2
            return Type("builtin", two)
        m = _FLOATN.match(self.s, self.i)
        if m:
            self.i = m.end()
            return Type("builtin", m.group())
        if two == "Dp":  # a pack expansion: a parameter list's T_ that stands for a pack (_expand)
            self.i += 2
            return self.candidate(Type("expansion", inner=self.type()))
        if two == "Dv":
            m = re.compile(r"Dv(\d+)_").match(self.s, self.i)
            if not m:
                raise _NotUnderstood
            self.i = m.end()
            return self.candidate(Type("vector", m.group(1), self.type()))
        raise _NotUnderstood  # decltype

    def function_type(self) -> Type:
        self.take("F")
        if self.peek() == "Y":  # extern "C"
            self.i += 1
        items = []
        while self.peek() != "E" and self.peek(2) not in ("RE", "OE"):
            if not self.peek():
                raise _NotUnderstood
            items.append(self.type())
        if self.peek() in ("R", "O"):
            self.i += 1
        self.i += 1
        if not items:
            raise _NotUnderstood
        return self.candidate(Type("function", items=tuple(items[:1]) + _expand(items[1:])))

    def with_template_args(self, t: Type) -> Type:
        """A template (a name, a template template parameter, a substitution) and its arguments: a new candidate."""
        if self.peek() != "I":
            return t
        args = self.template_args()
        parts = t.parts if t.kind == "name" else (("", None),)
        if parts[-1][1] is not None:
            raise _NotUnderstood
        return self.candidate(Type("name", parts=parts[:-1] + ((parts[-1][0], args),)))

    def candidate(self, t: Type) -> Type:
        self.subs.append(t)
        return t


def _expand(params: List[Type]) -> Tuple[Type, ...]:
    """A parameter list as written: ``(void)`` is no parameter, a pack expansion its pack's types."""
    if params == [Type("builtin", "v")]:
        return ()
    out: List[Type] = []
    for t in params:
        if t.kind == "expansion" and t.inner.kind == "pack":
            out.extend(t.inner.items)
        else:
            out.append(t)
    return tuple(out)


def demangle(symbol: str) -> Optional[Function]:
    """The function a mangled name names (its parameters, its template arguments), or None when the name is not an
    Itanium mangling (``extern "C"`` names) or uses what this does not understand."""
    try:
        return _Demangler(symbol).encoding()
    except (_NotUnderstood, IndexError, ValueError):
        return None


def base_name(symbol: str) -> Optional[str]:
    """The qualified name of a mangled function without its template arguments and parameters (``_Z5saxpyifPKfPf``
    -> ``saxpy``, ``_ZN2ns6reduceIfEEvPKT_`` -> ``ns::reduce``); None as for demangle, but the parameters need
    not be understood."""
    try:
        return _Demangler(symbol, names_only=True).encoding().name
    except (_NotUnderstood, IndexError, ValueError):
        return None


# Itanium codes of the builtin types people write in template arguments (reduce<float>, fill<unsigned int>).
_BUILTIN_CODES = {
    "void": "v", "bool": "b", "char": "c", "signed char": "a", "unsigned char": "h", "short": "s",
    "unsigned short": "t", "int": "i", "unsigned": "j", "unsigned int": "j", "long": "l", "unsigned long": "m",
    "long long": "x", "unsigned long long": "y", "float": "f", "double": "d", "long double": "e",
    "__half": "6__half", "half": "6__half",
}


def template_args_code(spec: str) -> Optional[str]:
    """``float, 256`` -> ``fLi256E``: the mangled template arguments, for builtin types and int literals only."""
    out = []
    for arg in (a.strip() for a in spec.split(",")):
        arg = " ".join(arg.split())
        if arg in _BUILTIN_CODES:
            out.append(_BUILTIN_CODES[arg])
        elif re.fullmatch(r"-?\d+[uU]?", arg):
            num = arg.rstrip("uU")
            out.append(("Lj" if arg[-1] in "uU" else "Li") + num.replace("-", "n") + "E")
        else:
            return None
    return "".join(out)
