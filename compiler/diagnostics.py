"""Diagnostics are values; only the CLI prints them.

Rendering follows clang: ``path:line:col: severity: message [ID]``, then the source line and a caret.
Stable ids: PCC0xxx driver and toolchain, PCC1xxx translation, PCC2xxx device compile, PCC3xxx rules files.
"""
from __future__ import annotations

import codecs
import enum

from . import codes
from .records import record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Iterable, List, Optional, Sequence


def shown(path: str) -> str:
    """A path as it can be printed, whatever bytes its name holds (a name that is not UTF-8 keeps its bytes as
    surrogates in Python; they print as \\xNN)."""
    return path.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def _as_clang_shows(err: UnicodeDecodeError):
    return "".join(f"<{b:02X}>" for b in err.object[err.start:err.end]), err.end


codecs.register_error("pycucc-bytes", _as_clang_shows)


def printable(text: str) -> str:
    """Text of a source (whose non-UTF-8 bytes are lone surrogates, sources.py) as it can be printed: each such
    byte as clang shows it, <A9>."""
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "pycucc-bytes")


def _source_display(line: str, col: int):
    """The source line as printed and the caret's position under it: `col` counts bytes (clang's columns), the
    caret counts the characters printed before that byte."""
    text = line.rstrip("\r\n").expandtabs(1)
    raw = text.encode("utf-8", "surrogateescape")
    return printable(text), len(raw[:max(col - 1, 0)].decode("utf-8", "pycucc-bytes"))


class Severity(enum.IntEnum):
    NOTE = 0
    WARNING = 1
    ERROR = 2
    FATAL = 3

    def __str__(self) -> str:
        return "fatal error" if self is Severity.FATAL else self.name.lower()


@record(frozen=True)
class Diagnostic:
    severity: Severity
    code: str
    message: str
    path: Optional[str] = None
    line: int = 0
    col: int = 0
    rule_id: Optional[str] = None
    hint: Optional[str] = None
    source_line: Optional[str] = None

    @property
    def is_error(self) -> bool:
        return self.severity >= Severity.ERROR

    def location(self) -> str:
        if not self.path:
            return "pycucc"
        path = shown(self.path)
        if self.line <= 0:
            return path
        if self.col <= 0:
            return f"{path}:{self.line}"
        return f"{path}:{self.line}:{self.col}"

    def render(self) -> str:
        tag = self.code if not self.rule_id else f"{self.code}, {self.rule_id}"
        out = [f"{self.location()}: {self.severity}: {printable(self.message)} [{tag}]"]
        if self.source_line is not None and self.line > 0:
            text, caret = _source_display(self.source_line, self.col)
            out.append(text)
            if self.col > 0:
                out.append(" " * caret + "^")
        if self.hint:
            out.append(f"note: {self.hint}")
        return "\n".join(out)


def error(code: str, message: str, **kw) -> Diagnostic:
    return Diagnostic(Severity.ERROR, code, message, **kw)


def warning(code: str, message: str, **kw) -> Diagnostic:
    return Diagnostic(Severity.WARNING, code, message, **kw)


def note(code: str, message: str, **kw) -> Diagnostic:
    return Diagnostic(Severity.NOTE, code, message, **kw)


def has_errors(diags: Iterable[Diagnostic]) -> bool:
    return any(d.is_error for d in diags)


def demote_header_errors(diags: Sequence[Diagnostic]) -> List[Diagnostic]:
    """A header parsed on its own may lean on what its includer declared first (a typedef, a macro): that is no
    error in it, so its parse errors become warnings."""
    return [Diagnostic(Severity.WARNING, d.code, d.message + " (parsing the header on its own)", d.path, d.line,
                       d.col, d.rule_id, d.hint, d.source_line)
            if d.code == codes.SOURCE_ERROR and d.is_error else d for d in diags]


def source_line_of(text: str, line: int) -> Optional[str]:
    if line <= 0:
        return None
    lines = text.splitlines()
    return lines[line - 1] if line <= len(lines) else None


class PycuccError(Exception):
    """A failure the user can act on; carries diagnostics for the CLI to render (exit status 1)."""

    def __init__(self, diagnostics, exit_code: int = 1):
        if isinstance(diagnostics, Diagnostic):
            diagnostics = [diagnostics]
        self.diagnostics = list(diagnostics)
        self.exit_code = exit_code
        super().__init__("\n".join(d.render() for d in self.diagnostics))
