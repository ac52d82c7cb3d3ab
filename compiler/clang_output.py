"""clang's messages as located diagnostics: messages about a translated file land on the user's file, line and
column (through the translation's own source map), the rest stay where clang put them; one message per place
even when several targets or passes gave it."""
from __future__ import annotations

import os
import re
from typing import Callable, Dict, List, Mapping, Optional, Sequence, Tuple

from . import codes
from .diagnostics import Diagnostic, Severity, error
from .records import record
from .sourcemap import SourceMap

_CLANG_DIAG = re.compile(r"^(?:(?P<path>.*?):(?P<line>\d+):(?P<col>\d+): |[\w.+-]+: )?"
                         r"(?P<sev>error|warning|fatal error|note): (?P<msg>.*)$")
_LOCATED = re.compile(r"^(.*?):\d+:\d+: ")
_SEVERITIES = {"error": Severity.ERROR, "fatal error": Severity.FATAL, "warning": Severity.WARNING,
               "note": Severity.NOTE}
_ASSEMBLER = ("invalid instruction", "invalid operand for instruction", "unknown directive")
_WARP_MODEL_NOTE = ("__shfl_sync with a 32-bit mask", "__shfl_up_sync with a 32-bit mask",
                    "__shfl_down_sync with a 32-bit mask", "__shfl_xor_sync with a 32-bit mask")
_UNDEFINED_DEVICE_SYMBOL = re.compile(r"undefined (?:protected |hidden )?symbol: ")
_NOT_FOUND = re.compile(r"^'(?P<name>[^']+)' file not found$")
_INCLUDED = re.compile(r"^\s*#\s*include\s*[<\"](?P<name>[^>\"]+)[>\"]")


@record(frozen=True)
class Translated:
    """A file clang compiled that is a translation: where the user's file is, its text, and the map back."""
    path: str
    text: str
    source_map: SourceMap


def parse(stderr: str, translated: Mapping[str, Translated], what: Optional[str] = None) -> List[Diagnostic]:
    """clang's stderr as diagnostics; `translated` maps the absolute path of each translated file clang saw to
    the user's file it came from. `what` ("host compile") is added to each message."""
    out: List[Diagnostic] = []
    seen = set()
    for raw in stderr.splitlines():
        m = _CLANG_DIAG.match(raw)
        if not m:
            continue
        d = _one(m, translated)
        key = (d.path, d.line, d.col, d.message)
        if key in seen:
            continue
        seen.add(key)
        if what:
            d = Diagnostic(d.severity, d.code, f"{d.message} ({what})", d.path, d.line, d.col, hint=d.hint,
                           source_line=d.source_line)
        out.append(d)
    return out


def _one(m, translated: Mapping[str, Translated]) -> Diagnostic:
    sev = _SEVERITIES[m["sev"]]
    path, line, col = m["path"], int(m["line"] or 0), int(m["col"] or 0)
    src = None
    if not path:
        path = None
    else:
        unit = translated.get(os.path.abspath(path))
        if unit is not None:
            line, col = unit.source_map.to_source(line, col)
            path, src = unit.path, _line_of(unit.text.splitlines(), line)
        else:
            src = _line_of(_read_lines(path), line)
    code = codes.DEVICE_COMPILE_ERROR if sev >= Severity.ERROR else (
        codes.DEVICE_COMPILE_WARNING if sev == Severity.WARNING else codes.DEVICE_COMPILE_NOTE)
    hint = None
    msg = m["msg"]
    if msg.startswith(_ASSEMBLER):
        # The assembler rejecting inline asm: PTX (or x86) text that reached an AMD device pass, e.g. in a branch
        # only the device passes take (#ifdef __CUDA_ARCH__), which the translation could not see.
        code = codes.INLINE_PTX
        msg = f"inline assembly that is not AMDGPU code (PTX?) reached the device compile: {msg}"
        hint = ("replace it with HIP device functions (__lane_id(), __shfl*, __ballot, __syncthreads(), clock64(), "
                "atomics) or __builtin_amdgcn_* builtins; to keep it for NVIDIA builds guard it with "
                "#if !defined(__HIP_PLATFORM_AMD__)")
    elif sev == Severity.WARNING and msg.startswith(_WARP_MODEL_NOTE):
        # pycucc_compat.h's diagnose_if where --warp-size=64 changes what a CUDA call means
        code = codes.WARP_MODELS_DIFFER
        hint = "pass width 32 for CUDA's 32 lanes, or build without --warp-size=64"
    elif sev >= Severity.ERROR and (not_found := _NOT_FOUND.match(msg)) is not None:
        missing = _missing_library_header(not_found["name"], src)
        if missing is not None:
            code, (msg, hint) = codes.HIP_LIBRARY_HEADER_MISSING, missing
    elif _UNDEFINED_DEVICE_SYMBOL.match(msg):
        # lld linking one target's device code: the symbol lives in another translation unit.
        hint = ("device code that uses a __device__ function or variable defined in another .cu needs relocatable "
                "device code: compile and link with -rdc=true (or -dc), or define it in this file")
    return Diagnostic(sev, code, msg, path, line, col, source_line=src, hint=hint)


def _missing_library_header(name: str, source_line: Optional[str]) -> Optional[Tuple[str, str]]:
    """A HIP library header the compile did not find that a CUDA header translates to (the rules' `header` entries;
    the package from the `library` entries of the same rules file, as the toolkit's headers name it): the message
    and the hint naming the package, else None."""
    from .rules import load_rules  # only on a failed compile
    rules = load_rules()
    mapped = [r for r in rules.headers.values() if r.target == name and not r.unsupported]
    if not mapped:
        return None
    spelled = _INCLUDED.match(source_line or "")
    cuda = next((r.name for r in mapped if spelled and r.name == spelled["name"]), None)
    package = next((p for p in (rules.package_of_header(r) for r in mapped) if p), None)
    return (codes.missing_library_header(cuda, name),
            f"install {package}" if package else f"install the HIP library that provides <{name}>, or pass -I "
            "with its folder")


def _line_of(lines: Sequence[str], line: int) -> Optional[str]:
    return lines[line - 1] if 0 < line <= len(lines) else None


def _read_lines(path: str) -> List[str]:
    try:
        with open(path, encoding="utf-8", errors="surrogateescape") as f:  # a source's bytes (sources.py)
            return f.read().splitlines()
    except OSError:
        return []


def failure(stderr: str, what: str, code: str = codes.COMPILE_FAILED_SILENTLY) -> Diagnostic:
    """A tool that failed without a message pycucc can locate: the end of what it printed."""
    tail = "\n".join(stderr.strip().splitlines()[-6:]) or "(no output)"
    return error(code, f"{what} failed without a diagnostic: {tail}",
                 hint="rerun with -v to see the exact command; this is a toolchain problem")


def errors_or_failure(stderr: str, translated: Mapping[str, Translated], what: str,
                      code: str = codes.COMPILE_FAILED_SILENTLY) -> List[Diagnostic]:
    """The errors of a failed run, or one `failure` when it printed none pycucc can locate."""
    found = [d for d in parse(stderr, translated, what) if d.is_error]
    return found or [failure(stderr, what, code)]


def merge_targets(outputs: Dict[str, str], diagnose: Callable[[str], List[Diagnostic]], failed: bool,
                  what: str = "device compile for") -> List[Diagnostic]:
    """clang's messages for all targets, each shown once with the targets it came from."""
    merged: Dict[Tuple, List[str]] = {}
    order: List[Tuple] = []
    for target, stderr in outputs.items():
        # a failed compile shows its errors, a successful one its warnings; notes go with either
        ds = [d for d in diagnose(stderr) if (d.severity >= Severity.ERROR) == failed or d.severity == Severity.NOTE]
        if failed and not any(d.is_error for d in ds):
            ds = [failure(stderr, "clang")]
        for d in ds:
            k = (d.path, d.line, d.col, d.message)
            if k not in merged:
                merged[k] = []
                order.append((k, d))
            merged[k].append(target)
    return [Diagnostic(d.severity, d.code, f"{k[3]} ({what} {', '.join(merged[k])})", d.path, d.line, d.col,
                       source_line=d.source_line, hint=d.hint) for k, d in order]
