"""Record classes: what the translate path used dataclasses for, without their cost at import.

Python 3.11's ``@dataclass`` writes each class's ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` (and the
frozen ``__setattr__``/``__delattr__``) as source and compiles it with ``exec``: about 0.6 ms a class, and the
module imports ``inspect``. A one-file ``pycucc translate`` defined 47 of them, 25 ms of its 190 ms of CPU (issue
11's goal is 150 ms). A record's methods are shared functions that read the class's field table, so defining one
costs microseconds; making one costs a microsecond or two more than a dataclass, which matters only for a class
made by the ten thousand (translate.tokens.Tok is a plain class with ``__slots__``).

The subset of dataclasses pycucc uses, with its meaning: fields from annotations (bases' first; ``ClassVar``
annotations are not fields), defaults and ``field(default_factory=..., compare=..., repr=...)``, ``frozen``,
``__post_init__``, a method the class defines itself is kept, ``replace()``, ``fields()``, ``asdict()``.
"""
from __future__ import annotations

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

if TYPE_CHECKING and sys.version_info >= (3, 11):
    from typing import dataclass_transform
else:  # PEP 681's decorator only informs static tools (mypy: tools/mypy_ratchet.py): a no-op when the code runs,
    # which spares the translate path importing typing (3 ms of a one-file translation's CPU)
    def dataclass_transform(**_kwargs):
        return lambda f: f

__all__ = ["FrozenInstanceError", "MISSING", "Field", "asdict", "field", "fields", "record", "replace"]

MISSING = type("MISSING", (), {"__repr__": lambda self: "MISSING"})()


class FrozenInstanceError(AttributeError):
    """Assigning to a field of a frozen record."""


class Field:
    __slots__ = ("name", "default", "default_factory", "compare", "repr")

    def __init__(self, default=MISSING, default_factory=MISSING, compare: bool = True, repr: bool = True):
        if default is not MISSING and default_factory is not MISSING:
            raise ValueError("cannot specify both default and default_factory")
        self.name = ""
        self.default = default
        self.default_factory = default_factory
        self.compare = compare
        self.repr = repr

    def __repr__(self) -> str:
        return f"Field(name={self.name!r}, default={self.default!r}, default_factory={self.default_factory!r})"


def field(*, default=MISSING, default_factory=MISSING, compare: bool = True, repr: bool = True) -> Any:
    """A field specifier, as ``dataclasses.field``; typed Any as that one is, so that ``x: int = field(default=0)``
    type-checks."""
    return Field(default, default_factory, compare, repr)


def fields(obj) -> tuple:
    """The record's (or record class's) fields, in order."""
    try:
        return obj.__record_fields__
    except AttributeError:
        raise TypeError("must be called with a record type or instance") from None


def replace(obj, **changes):
    """A new record like ``obj`` with ``changes`` (its ``__post_init__`` runs again, as for dataclasses)."""
    for f in fields(obj):
        if f.name not in changes:
            changes[f.name] = obj.__dict__[f.name]
    return obj.__class__(**changes)


def asdict(obj) -> dict:
    """The record's fields as a dict, records inside it (in lists, tuples and dicts too) as dicts: what
    ``dataclasses.asdict`` gives for the values pycucc keeps (options.Options.key digests it)."""
    if not hasattr(obj.__class__, "__record_fields__"):
        raise TypeError("asdict() should be called on record instances")
    return _plain(obj)


def _plain(value):
    if hasattr(value.__class__, "__record_fields__"):
        return {f.name: _plain(value.__dict__[f.name]) for f in value.__class__.__record_fields__}
    if value.__class__ in (list, tuple):
        return value.__class__(_plain(v) for v in value)
    if value.__class__ is dict:
        return {_plain(k): _plain(v) for k, v in value.items()}
    return value


def _is_class_var(annotation) -> bool:
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__qualname__", "")
    return text.startswith(("ClassVar", "typing.ClassVar"))


@dataclass_transform(field_specifiers=(field,))
def record(cls=None, *, frozen: bool = False):
    """``@record`` / ``@record(frozen=True)``: ``cls`` with the methods ``@dataclass`` would give it."""
    if cls is None:
        return lambda c: _make(c, frozen)
    return _make(cls, frozen)


def _make(cls, frozen: bool):
    table = {}
    for base in reversed(cls.__mro__[1:]):
        for f in base.__dict__.get("__record_fields__", ()):
            table[f.name] = f
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():
        if _is_class_var(annotation):
            continue
        value = cls.__dict__.get(name, MISSING)
        f = value if isinstance(value, Field) else Field(default=value)
        f.name = name
        if isinstance(value, Field):
            if f.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, f.default)
        elif isinstance(value, (list, dict, set)):
            raise ValueError(f"mutable default {type(value)} for field {name} is not allowed: use default_factory")
        table[name] = f
    all_fields = tuple(table.values())
    seen_default = None
    for f in all_fields:
        if f.default is not MISSING or f.default_factory is not MISSING:
            seen_default = f.name
        elif seen_default:
            raise TypeError(f"non-default argument '{f.name}' follows default argument")
    cls.__record_fields__ = all_fields
    cls.__record_index__ = {f.name: i for i, f in enumerate(all_fields)}
    cls.__record_compared__ = tuple(f.name for f in all_fields if f.compare)
    cls.__match_args__ = tuple(f.name for f in all_fields)
    own = cls.__dict__
    for name, method in (("__init__", _init), ("__repr__", _repr), ("__eq__", _eq)):
        if name not in own:
            setattr(cls, name, method)
    explicit_hash = own.get("__hash__", MISSING)
    if explicit_hash is MISSING or (explicit_hash is None and "__eq__" not in own):
        # dataclass's rule for eq=True: frozen records hash by their compared fields, mutable ones are unhashable
        cls.__hash__ = _hash if frozen else None
    if frozen:
        if "__setattr__" in own or "__delattr__" in own:
            raise TypeError(f"cannot overwrite __setattr__/__delattr__ of frozen record {cls.__name__}")
        cls.__setattr__ = _frozen_setattr
        cls.__delattr__ = _frozen_delattr
    return cls


def _init(self, *args, **kwargs):
    cls = self.__class__
    all_fields = cls.__record_fields__
    given = len(args)
    if given > len(all_fields):
        raise TypeError(f"{cls.__name__}() takes {len(all_fields)} positional arguments but {given} were given")
    if kwargs:
        index = cls.__record_index__
        for k in kwargs:
            i = index.get(k)
            if i is None:
                raise TypeError(f"{cls.__name__}() got an unexpected keyword argument '{k}'")
            if i < given:
                raise TypeError(f"{cls.__name__}() got multiple values for argument '{k}'")
    d = self.__dict__  # in field order, as a dataclass fills it (pickles and reprs of equal records are equal)
    for i, f in enumerate(all_fields):
        name = f.name
        if i < given:
            d[name] = args[i]
        elif name in kwargs:
            d[name] = kwargs[name]
        elif f.default is not MISSING:
            d[name] = f.default
        elif f.default_factory is not MISSING:
            d[name] = f.default_factory()
        else:
            raise TypeError(f"{cls.__name__}() missing required argument: '{name}'")
    post = getattr(self, "__post_init__", None)
    if post is not None:
        post()


def _repr(self) -> str:
    d = self.__dict__
    inner = ", ".join(f"{f.name}={d[f.name]!r}" for f in self.__class__.__record_fields__ if f.repr)
    return f"{self.__class__.__qualname__}({inner})"


def _compared(obj) -> tuple:
    d = obj.__dict__
    return tuple([d[n] for n in obj.__class__.__record_compared__])


def _eq(self, other):
    if other.__class__ is self.__class__:
        return self is other or _compared(self) == _compared(other)
    return NotImplemented


def _hash(self) -> int:
    return hash(_compared(self))


def _frozen_setattr(self, name, value):
    raise FrozenInstanceError(f"cannot assign to field '{name}'")


def _frozen_delattr(self, name):
    raise FrozenInstanceError(f"cannot delete field '{name}'")
