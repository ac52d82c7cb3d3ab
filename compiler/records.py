"""The record classes of the compiler side: pycucc.runtime.records, which the runtime's code-object reader uses too
(a build validates every code object it makes, so the reader's classes are on the first build's path)."""
from __future__ import annotations

from pycucc.runtime.records import MISSING, Field, FrozenInstanceError, asdict, field, fields, record, replace

__all__ = ["FrozenInstanceError", "MISSING", "Field", "asdict", "field", "fields", "record", "replace"]
