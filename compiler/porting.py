"""Porting CUDA sources to HIP source: one file, several, or a whole tree (`pycucc translate`).

Nothing here prints: the CLI shows progress through a callback and renders the report (pycucc.report).

File names are kept (``kernels.cu`` stays ``kernels.cu``), as hipify-perl and hipify-clang keep them when they
write to a folder, so ``#include "util.cuh"`` and the build files keep working; hip-clang compiles ``.cu`` files
with ``-x hip``. In a tree, ``.cu`` and ``.cuh`` files are always translated, C++ sources and headers (``.h``,
``.hpp``, ``.cpp``, ...) when they mention CUDA, and every other file is copied unchanged, so the output folder
is a complete project. Files run in parallel in worker processes: libclang is not safe enough to share between
threads, and one process per file keeps a crash in libclang from taking the others down.
"""
from __future__ import annotations

import os
import re
import stat
import time
from collections import Counter

from . import codes
from .diagnostics import Diagnostic, PycuccError, Severity, demote_header_errors, error, warning
from .frontend import preamble_plan
from .limits import contained
from .records import field, record, replace
from .resources import COMPAT_FILES, COMPAT_HEADER, COMPAT_NAMES
from .rules import load_rules
from .sources import IDENTIFIER, read_source, source_bytes
from .translate import TranslateOptions, make_hip
from .writing import LinkInTheWay, Root, in_place, remove_stale, write_output

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional, Sequence, Tuple

# Extensions of files that may hold CUDA code. .cu/.cuh are CUDA by definition; the others only when they use it.
CUDA_EXTENSIONS = (".cu", ".cuh")
# .c: C programs call the runtime and libraries too (cuSPARSE's C samples); translated when they use CUDA.
CXX_EXTENSIONS = (".h", ".hpp", ".hh", ".hxx", ".inl", ".ipp", ".tpp", ".cpp", ".cc", ".cxx", ".c++", ".c")
HEADER_EXTENSIONS = (".cuh", ".h", ".hpp", ".hh", ".hxx", ".inl", ".ipp", ".tpp")
SKIP_DIRS = frozenset({".git", ".hg", ".svn", "__pycache__", ".venv", "node_modules"})

# Diagnostics that stand for a CUDA reference pycucc found and did not convert (the denominator of the
# conversion percentage, with the conversions). Other diagnostics are about converted references (caveats)
# or about the file as a whole.
NOT_CONVERTED_CODES = frozenset({codes.UNKNOWN_CUDA_NAME, codes.UNSUPPORTED_API, codes.UNKNOWN_CUDA_HEADER,
                                 codes.NO_OVERLOAD, codes.NOT_A_CALL, codes.CALL_NOT_SPLIT, codes.LAUNCH_NOT_CONVERTED,
                                 codes.HOST_WARP_SIZE_NOT_REWRITTEN})

CONVERSION_PERCENTAGE = (
    "conversion % = 100 * converted / (converted + not converted), where converted counts every CUDA reference "
    "pycucc rewrote (a renamed name, a rewritten call, a mapped or removed header, a converted kernel launch, a "
    "host-side warpSize) and not converted counts every CUDA reference it reported and left as is (diagnostics "
    + ", ".join(sorted(NOT_CONVERTED_CODES)) + "); undefined (null) when a file has neither.")


class UsageError(ValueError):
    """Bad combination of inputs and outputs; the CLI exits with status 2."""


@record
class Job:
    src: str  # path as given / found (for messages and the report)
    rel: str  # path relative to the input root (the report's key); the file name for single files
    dst: Optional[str]  # where the output goes; None: stdout or --check
    kind: str  # "cuda" (always translated), "cxx" (translated when it uses CUDA), "copy"
    explicit: bool = False  # named on the command line (an empty file is then an error, not a warning)
    settings: Optional[TranslateOptions] = None  # this file's own (a compilation database's flags), else the run's
    note: Optional[Diagnostic] = None  # kind "link": why it was not followed


@record
class FileReport:
    path: str
    output: Optional[str]
    status: str  # "translated", "unchanged" (no edit needed), "copied" (no CUDA), "failed", "skipped" (a link)
    header: bool = False
    lines: int = 0
    lines_changed: int = 0  # input lines replaced or removed
    lines_added: int = 0  # output lines with no input line
    conversions: Dict[str, int] = field(default_factory=dict)  # rule id -> count
    names: Dict[str, str] = field(default_factory=dict)  # rule id -> the CUDA name it converted
    bytes_total: int = 0  # of the input (its bytes)
    bytes_replaced: int = 0  # input bytes that edits replaced or removed
    diagnostics: List[Diagnostic] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def changed(self) -> bool:
        return self.status == "translated"

    @property
    def converted(self) -> int:
        return sum(self.conversions.values())

    @property
    def not_converted(self) -> int:
        return sum(1 for d in self.diagnostics if d.code in NOT_CONVERTED_CODES)

    @property
    def percentage(self) -> Optional[float]:
        return percentage(self.converted, self.not_converted)

    @property
    def errors(self) -> int:
        return sum(1 for d in self.diagnostics if d.is_error)


def percentage(converted: int, not_converted: int) -> Optional[float]:
    found = converted + not_converted
    return None if found == 0 else round(100.0 * converted / found, 1)


@record
class Outcome:
    report: FileReport
    text: Optional[str] = None  # the translation (None: nothing to write)


@record
class PortReport:
    input: str
    output: Optional[str]
    settings: TranslateOptions
    files: List[FileReport]
    check: bool = False
    seconds: float = 0.0
    stdout_text: Optional[str] = None  # single file without -o
    stdout_texts: Dict[str, str] = field(default_factory=dict)  # every job without an output: its path -> text

    @property
    def translated(self) -> List[FileReport]:
        return [f for f in self.files if f.status not in ("copied", "skipped")]

    @property
    def failed(self) -> bool:
        return any(f.errors for f in self.files)

    @property
    def changed(self) -> List[FileReport]:
        return [f for f in self.files if f.changed]

    def totals(self) -> dict:
        conv: Counter = Counter()
        missed: Counter = Counter()
        names: Dict[str, str] = {}
        for f in self.files:
            conv.update(f.conversions)
            names.update(f.names)
            missed.update(d.code for d in f.diagnostics if d.code in NOT_CONVERTED_CODES)
        converted, not_converted = sum(conv.values()), sum(missed.values())
        return {
            "files": len(self.files),
            "files_translated": sum(1 for f in self.files if f.status == "translated"),
            "files_unchanged": sum(1 for f in self.files if f.status == "unchanged"),
            "files_copied": sum(1 for f in self.files if f.status == "copied"),
            "files_failed": sum(1 for f in self.files if f.status == "failed"),
            "files_with_errors": sum(1 for f in self.files if f.errors),
            "lines": sum(f.lines for f in self.translated),
            "lines_changed": sum(f.lines_changed for f in self.files),
            "lines_added": sum(f.lines_added for f in self.files),
            "converted": converted,
            "not_converted": not_converted,
            "conversion_percentage": percentage(converted, not_converted),
            "conversions": dict(sorted(conv.items(), key=lambda kv: (-kv[1], kv[0]))),
            "names": names,
            "not_converted_by_code": dict(sorted(missed.items())),
            "errors": sum(f.errors for f in self.files),
            "warnings": sum(1 for f in self.files for d in f.diagnostics if d.severity == Severity.WARNING),
        }


# --------------------------------------------------------------------------------------------------- planning

def _kind_of(name: str) -> str:
    ext = os.path.splitext(name)[1].lower()
    if ext in CUDA_EXTENSIONS:
        return "cuda"
    if ext in CXX_EXTENSIONS:
        return "cxx"
    return "copy"


def _same(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def _refuse_overwrite(what: str) -> PycuccError:
    return PycuccError(error(codes.OUTPUT_IS_INPUT, f"the output {what} is the input; refusing to overwrite the CUDA "
                                              "sources", hint="pass another output, or --in-place to overwrite them"),
                       exit_code=2)


def plan(inputs: Sequence[str], output: Optional[str] = None, out_dir: Optional[str] = None,
         in_place: bool = False, check: bool = False) -> Tuple[str, Optional[str], List[Job]]:
    """The files to process: ``(input root, output root, jobs)``. Raises UsageError or PycuccError."""
    if not inputs:
        raise UsageError("no input: give a CUDA file, several files, or a folder")
    if output and out_dir:
        raise UsageError("give either -o or --o-dir, not both")
    for p in inputs:
        if not os.path.exists(p):
            raise PycuccError(error(codes.CANNOT_READ_INPUT, f"no such file or folder: '{p}'"))
    dirs = [p for p in inputs if os.path.isdir(p)]
    if dirs:
        if len(inputs) != 1:
            raise UsageError("a folder must be the only input (translate several folders one by one)")
        return _plan_tree(inputs[0], output or out_dir, in_place, check)
    jobs = []
    target_dir = out_dir
    if len(inputs) > 1 and output:
        if os.path.isdir(output):
            target_dir = output
        else:
            raise UsageError("-o names one output file; for several inputs use --o-dir DIR (or -o with a folder)")
    if len(inputs) > 1 and not (target_dir or in_place or check):
        raise UsageError("several inputs need --o-dir DIR, --in-place or --check")
    if output and os.path.isdir(output) and len(inputs) == 1:
        target_dir = output
        output = None
    seen = set()
    for p in inputs:
        if target_dir:
            dst = os.path.join(target_dir, os.path.basename(p))
            if dst in seen:
                raise UsageError(f"two inputs named '{os.path.basename(p)}' would be written to the same file")
            seen.add(dst)
        elif output:
            dst = output
        elif in_place:
            dst = p
        else:
            dst = None  # stdout (or --check)
        if dst is not None and not in_place and not check and os.path.exists(dst) and _same(dst, p):
            raise _refuse_overwrite("file")
        jobs.append(Job(src=p, rel=os.path.basename(p) if len(inputs) == 1 else p, dst=None if check else dst,
                        kind="cuda", explicit=True))
    root = os.path.dirname(inputs[0]) if len(inputs) == 1 else os.curdir
    return root or os.curdir, target_dir or output, jobs


def _plan_tree(root: str, out_root: Optional[str], in_place: bool, check: bool):
    if out_root is None and not (in_place or check):
        raise UsageError(f"'{root}' is a folder: give an output folder with -o/--o-dir, or --in-place, or --check")
    if in_place:
        if out_root is not None and not _same(out_root, root):
            raise UsageError("--in-place writes over the input; do not also give another output folder")
        out_root = root
    elif out_root is not None:
        if os.path.exists(out_root) and not os.path.isdir(out_root):
            raise PycuccError(error(codes.OUTPUT_IS_DIRECTORY, f"output '{out_root}' exists and is not a folder"),
                              exit_code=2)
        if os.path.exists(out_root) and _same(out_root, root):
            raise _refuse_overwrite("folder")
    skip_out = os.path.realpath(out_root) if out_root is not None and not in_place else None
    inside = os.path.realpath(root)
    jobs: List[Job] = []

    def not_followed(path: str, why: str) -> None:
        rel = os.path.relpath(path, root).replace(os.sep, "/")
        jobs.append(Job(src=path, rel=rel, dst=None, kind="link",
                        note=warning(codes.LINK_NOT_FOLLOWED, f"'{path}' {why}: not followed, nothing written for it",
                                     path=path, hint="copy what it points to into the tree if it belongs to the "
                                                     "project")))
    for dirpath, dirnames, filenames in os.walk(root):
        kept = []
        for d in sorted(dirnames):
            full = os.path.join(dirpath, d)
            if d in SKIP_DIRS or d.startswith(".") or os.path.realpath(full) == skip_out:
                continue
            if os.path.islink(full):  # os.walk does not go into linked folders: said, not silently left out
                not_followed(full, f"is a linked folder (-> {os.readlink(full)})")
                continue
            kept.append(d)
        dirnames[:] = kept
        for name in sorted(filenames):
            src = os.path.join(dirpath, name)
            if os.path.islink(src):
                target = os.path.realpath(src)
                if target != inside and not target.startswith(inside + os.sep):
                    not_followed(src, f"is a link to '{target}', outside the input tree")
                    continue
                if in_place or check:
                    continue  # what it points to is in the tree, and done where it is
            if not os.path.isfile(src):
                continue  # dangling links, FIFOs, sockets: nothing to translate (reading a FIFO would block)
            rel = os.path.relpath(src, root)
            kind = "copy" if name in _COMPAT_NAMES else _kind_of(name)  # ours, from an earlier translation
            if kind == "copy" and (in_place or check):
                continue
            dst = None if check else os.path.join(out_root, rel)
            jobs.append(Job(src=src, rel=rel.replace(os.sep, "/"), dst=dst, kind=kind))
    return root, out_root, jobs


# --------------------------------------------------------------------------------------------------- work

def translate_job(job: Job, settings: TranslateOptions, root_include: Optional[str] = None,
                  contain: bool = True) -> Outcome:
    """Translate one file (in whichever process runs it). Problems become diagnostics in the report."""
    t0 = time.perf_counter()
    header = os.path.splitext(job.src)[1].lower() in HEADER_EXTENSIONS
    rep = FileReport(path=job.rel, output=job.dst, status="failed", header=header)
    try:
        text = read_source(job.src)
    except PycuccError as e:
        rep.diagnostics = [d if d.path else Diagnostic(d.severity, d.code, d.message, job.src, d.line, d.col,
                                                       d.rule_id, d.hint, d.source_line) for d in e.diagnostics]
        return Outcome(rep)
    rep.lines = len(text.splitlines())
    if not text.strip():
        sev = error if job.explicit else warning
        rep.diagnostics = [sev(codes.EMPTY_INPUT, "the file is empty" if not text else "the file has only white space",
                               path=job.src)]
        if job.explicit:
            return Outcome(rep)
        rep.status = "copied"
        return Outcome(rep, text)
    if job.kind == "cxx" and not load_rules().pattern("uses_cuda").search(text):
        rep.status = "copied"
        return Outcome(rep, text)
    if root_include:
        settings = replace(settings, include_dirs=settings.include_dirs + (root_include,))
    res = make_hip(text, job.src, settings, contain=contain)
    rep.diagnostics = demote_header_errors(res.diagnostics) if header else list(res.diagnostics)
    rep.diagnostics = tolerate_source_errors(rep.diagnostics, job.src)
    for c in res.conversions:
        rep.conversions[c.rule_id] = rep.conversions.get(c.rule_id, 0) + 1
        rep.names.setdefault(c.rule_id, c.name)
    rep.lines_changed, rep.lines_added = res.line_statistics()
    rep.bytes_total = len(source_bytes(text))
    rep.bytes_replaced = sum(e.end - e.start for e in res.edits)
    rep.status = "translated" if res.text != text else "unchanged"
    rep.seconds = round(time.perf_counter() - t0, 4)
    return Outcome(rep, res.text)


def tolerate_source_errors(diagnostics: Sequence[Diagnostic], path: str) -> List[Diagnostic]:
    """Errors the parse found in the file or in the project headers it includes (SOURCE_ERROR) become warnings,
    with one SOURCE_ERROR_TOLERATED saying the file was translated anyway: a semantic failure still leaves the
    token, include and checked rewrites written, as hipify-perl would (a build holds them back for its compile to
    judge: PARSE_ONLY_ERROR)."""
    errors = [d for d in diagnostics if d.code == codes.SOURCE_ERROR and d.is_error]
    if not errors:
        return list(diagnostics)
    chosen = {id(d) for d in errors}  # by identity: a list's `in` compares records, quadratic in 30,000 errors
    out = [replace(d, severity=Severity.WARNING) if id(d) in chosen else d for d in diagnostics]
    here = [d for d in errors if d.path in (None, path)]
    first = (here or errors)[0]
    where = f"in the file (the first at line {first.line})" if here else \
        f"in a header it includes (the first at {first.path}:{first.line})"
    out.append(warning(codes.SOURCE_ERROR_TOLERATED, f"the parse found {len(errors)} error(s) {where}; it was "
                       "translated anyway: the calls the parse could not check were rewritten on tokens only",
                       path=path if here else first.path, line=first.line,
                       col=first.col, source_line=first.source_line,
                       hint="pass the build's -I/-D (or -p with compile_commands.json) so that the file parses"))
    return out


def _plan_preambles(work: Sequence[Job], settings: TranslateOptions, root_include: Optional[str]) -> None:
    """Files that start with the same C++ library headers share one precompiled parse of them (the first file to
    need it makes it): a tree of real CUDA sources parses several times faster (frontend.preamble_plan)."""
    sources = []
    for j in work:
        try:
            with open(j.src, "rb") as f:
                text = f.read(20000).decode("utf-8", "replace")
        except OSError:
            text = ""
        sources.append((text, j.src, (j.settings or settings).include_dirs + ((root_include,) if root_include else ())))
    for j, heads in zip(work, preamble_plan(sources)):
        if heads:
            j.settings = replace(j.settings or settings, precompile_preamble=heads)


def _worker(args, contain: bool = True) -> Outcome:
    job, settings, root_include = args
    try:
        return translate_job(job, settings, root_include, contain)
    except PycuccError as e:  # a broken installation: report it per file rather than lose the pool
        rep = FileReport(path=job.rel, output=job.dst, status="failed", diagnostics=list(e.diagnostics))
        return Outcome(rep)


# Files translated by one child process under the parse limits (limits.contained), in a tree: a child per file
# costs 10 ms of CPU and as much wall time in fork and teardown, a third of a small file's translation.
BATCH = 8


def _batch_worker(batch) -> List[Outcome]:
    """A batch of (job, settings, root include) in one contained child; if the child dies (a crash, a limit),
    each file again in a child of its own, so that only the file that did it fails."""
    if len(batch) == 1:
        return [_worker(batch[0])]
    try:
        return contained(_run_batch, batch, what=f"the parse of {len(batch)} files", path=batch[0][0].src,
                         scale=len(batch))
    except Exception:  # noqa: BLE001 - PycuccError for a limit, RuntimeError inside the child: isolate it
        return [_worker(item) for item in batch]


def _run_batch(batch) -> List[Outcome]:
    return [_worker(item, contain=False) for item in batch]


def _batches(items: List[tuple], workers: int) -> List[List[tuple]]:
    """Up to BATCH files each, and enough batches to keep every worker busy to the end."""
    size = max(1, min(BATCH, len(items) // (workers * 3) or 1))
    return [items[k:k + size] for k in range(0, len(items), size)]


def _pool(jobs: int):
    # fork is cheap and safe here: the parent has not loaded libclang (it never parses)
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("fork" if "fork" in methods and os.name == "posix" else None)
    return ProcessPoolExecutor(max_workers=jobs, mp_context=ctx)


if TYPE_CHECKING:
    Progress = Optional[Callable[[int, int, str], None]]


def run(inputs: Sequence[str], settings: TranslateOptions = TranslateOptions(), output: Optional[str] = None,
        out_dir: Optional[str] = None, in_place: bool = False, check: bool = False, jobs: int = 0,
        on_progress: Progress = None, per_file: Optional[Dict[str, TranslateOptions]] = None,
        backup: bool = False) -> PortReport:
    """Translate ``inputs`` (files or one folder) and write the results; returns the report.

    With ``check`` nothing is written (the report says which files would change). A single file without an
    output leaves its translation in ``PortReport.stdout_text``. ``per_file`` gives files their own settings
    (keyed by real path: a compilation database's flags). ``backup``: a file of a tree written over in place is
    first saved as FILE.prehip (hipify-clang's --inplace)."""
    t0 = time.perf_counter()
    root, out_root, plan_jobs = plan(inputs, output, out_dir, in_place, check)
    if per_file:
        for j in plan_jobs:
            j.settings = per_file.get(os.path.realpath(j.src))
    tree = len(inputs) == 1 and os.path.isdir(inputs[0])
    return execute(plan_jobs, settings, root, out_root, tree=tree, check=check, jobs=jobs, on_progress=on_progress,
                   label=inputs[0] if len(inputs) == 1 else os.curdir, t0=t0, backup=backup and in_place and tree)


def execute(plan_jobs: Sequence[Job], settings: TranslateOptions, root: str, out_root: Optional[str],
            tree: bool = False, check: bool = False, jobs: int = 0, on_progress: Progress = None,
            label: str = os.curdir, t0: Optional[float] = None, backup: bool = False) -> PortReport:
    """Translate and write planned jobs (``plan``, or a front end's own, such as hipify-clang's `<file>.hip`
    outputs); ``root`` is the input root, ``out_root`` the output folder (None: beside each output file). A tree
    is written below ``out_root`` without following a link (writing.Root): nothing lands outside it."""
    t0 = time.perf_counter() if t0 is None else t0
    if tree and out_root is not None and not check:
        try:
            into: Optional[Root] = Root(out_root)
        except OSError as e:
            raise PycuccError(error(codes.CANNOT_WRITE_OUTPUT, f"cannot write into '{out_root}': {e.strerror or e}"))
    else:
        into = None
    try:
        return _execute(plan_jobs, settings, root, out_root, tree, check, jobs, on_progress, label, t0, backup, into)
    finally:
        if into is not None:
            into.close()


def _execute(plan_jobs, settings, root, out_root, tree, check, jobs, on_progress, label, t0, backup,
             into: Optional["Root"]) -> PortReport:
    root_include = os.path.abspath(root) if tree else None
    links = [j for j in plan_jobs if j.kind == "link"]
    plan_jobs = [j for j in plan_jobs if j.kind != "link"]
    work = [j for j in plan_jobs if j.kind != "copy"]
    if work:
        load_rules()  # broken rules files: one error here, not one per file
    if len(work) > 1:
        _plan_preambles(work, settings, root_include)
    copies = [j for j in plan_jobs if j.kind == "copy"]
    total = len(plan_jobs)
    done = 0
    outcomes: List[Outcome] = []

    def progress(rel: str) -> None:
        nonlocal done
        done += 1
        if on_progress:
            on_progress(done, total, rel)

    n = jobs if jobs > 0 else (os.cpu_count() or 1)
    n = max(1, min(n, len(work)))
    batches = _batches([(j, j.settings or settings, root_include) for j in work], n)
    try:
        if n == 1:
            for b in batches:
                for o in _batch_worker(b):
                    outcomes.append(o)
                    progress(o.report.path)
        else:
            from concurrent.futures import as_completed
            with _pool(n) as pool:
                futs = [pool.submit(_batch_worker, b) for b in batches]
                for fut in as_completed(futs):
                    for o in fut.result():
                        outcomes.append(o)
                        progress(o.report.path)
    except BaseException:
        # an internal error ends the run: no older translation may stay behind looking like its result
        if not check:
            for j in work:
                if j.dst is not None and not _exists_same(j.dst, j.src):
                    _remove_stale(j.dst, FileReport(path=j.rel, output=j.dst, status="failed"), into, out_root)
        raise
    stdout_text = None
    stdout_texts: Dict[str, str] = {}
    by_rel = {j.rel: j for j in plan_jobs}
    compat_dst = _compat_destination(plan_jobs, out_root, tree)
    compat_needed = False
    for o in outcomes:
        job = by_rel[o.report.path]
        if o.text is None or o.report.status not in ("translated", "unchanged"):
            continue
        if job.dst is None or compat_dst is None:
            include = COMPAT_NAME
        else:
            include = os.path.relpath(compat_dst, os.path.dirname(os.path.abspath(job.dst))).replace(os.sep, "/")
        text = with_compat_include(o.text, include)
        if text is not o.text:
            compat_needed = True
            if job.dst is None and not check:
                o.report.diagnostics.append(Diagnostic(
                    Severity.NOTE, codes.COMPAT_HEADER_WRITTEN,
                    f"the translation includes {COMPAT_NAME}; it is at {COMPAT_HEADER}",
                    job.src))
            if o.report.status == "unchanged":
                o.report.status = "translated"
            o.text = text
    if compat_needed and compat_dst and not check:
        for ours in COMPAT_FILES:
            dst = os.path.join(os.path.dirname(compat_dst), os.path.basename(ours))
            with open(ours, "rb") as f:
                rep = FileReport(path=os.path.basename(ours), output=dst, status="copied")
                if not (os.path.exists(dst) and _same(dst, ours)):
                    _write(dst, f.read(), rep, into=into, out_root=out_root)
    for o in outcomes:
        job = by_rel[o.report.path]
        if o.text is None and job.dst is not None and not check and not _exists_same(job.dst, job.src):
            _remove_stale(job.dst, o.report, into, out_root)  # an older translation must not pass for this one's
        if o.text is None or check:
            continue
        if job.dst is None:
            stdout_text = o.text
            stdout_texts[job.src] = o.text
            continue
        if o.report.status in ("unchanged", "copied") and _exists_same(job.dst, job.src):
            continue  # in place, nothing to do
        if backup and _exists_same(job.dst, job.src):
            try:
                with open(job.src, "rb") as f:
                    _write(job.dst + ".prehip", f.read(), o.report, mode=os.stat(job.src).st_mode & 0o777,
                           into=into, out_root=out_root)
            except OSError as e:
                o.report.diagnostics.append(error(codes.CANNOT_WRITE_OUTPUT, f"cannot save the backup "
                                                  f"'{job.dst}.prehip': {e.strerror or e}", path=job.src))
            if o.report.status == "failed":
                continue  # no backup, no overwrite
        _write(job.dst, source_bytes(o.text), o.report, mode=os.stat(job.src).st_mode & 0o777, into=into,
               out_root=out_root)
    reports = [o.report for o in outcomes]
    for j in copies:
        rep = FileReport(path=j.rel, output=j.dst, status="copied")
        if j.dst is not None and not _exists_same(j.dst, j.src):
            try:
                with open(j.src, "rb") as f:
                    data = f.read()
            except OSError as e:
                rep.status = "failed"
                rep.diagnostics = [error(codes.CANNOT_READ_INPUT, f"cannot read '{j.src}': {e.strerror}", path=j.src)]
            else:
                _write(j.dst, data, rep, mode=os.stat(j.src).st_mode & 0o777, into=into, out_root=out_root)
        reports.append(rep)
        progress(j.rel)
    for j in links:
        reports.append(FileReport(path=j.rel, output=None, status="skipped", diagnostics=[j.note]))
    reports.sort(key=lambda r: r.path)
    return PortReport(input=label, output=out_root, settings=settings, files=reports, check=check,
                      seconds=round(time.perf_counter() - t0, 3), stdout_text=stdout_text, stdout_texts=stdout_texts)


COMPAT_NAME = "pycucc_compat.h"
_COMPAT_NAMES = frozenset(os.path.basename(p) for p in COMPAT_FILES)
_COMPAT_INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*"(?:[^"]*/)?pycucc_compat\.h"', re.M)


_NOT_CODE = re.compile(r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'", re.S)
# A conditional (#if, #ifdef, #elif) is not a use that needs the header: a name it tests is 0 when undefined, and
# pycucc's host warpSize query tests PYCUCC_WARP32_MODEL so that it works with and without the header.
_CONDITIONAL = re.compile(r"^[ \t]*#[ \t]*(?:if|ifdef|ifndef|elif)\b[^\n]*", re.M)
# The word after each `::` (a qualified use is `::`, white space, then the name: its whole word, as `\b` would end
# it); one pattern whatever the names, matched against a set rather than compiled from them (0.5 ms a process)
_QUALIFIED_WORD = re.compile(r"::\s*(\w+)")
_compat_supplies: Optional[Tuple[frozenset, frozenset]] = None


def compat_names() -> Tuple[frozenset, frozenset]:
    """What pycucc_compat.h supplies (compiler/include/pycucc_compat.names, made by tools/compat_names.py): plain
    names, and the names it declares in a namespace, which a qualified use names after `::` (`cg::reduce(`)."""
    global _compat_supplies
    if _compat_supplies is None:
        try:
            with open(COMPAT_NAMES, encoding="utf-8") as f:
                lines = [ln.strip() for ln in f if ln.strip() and not ln.startswith("#")]
        except OSError:
            lines = []
        plain = frozenset(n for n in lines if "::" not in n)
        scoped = frozenset(n.rsplit("::", 1)[1] for n in lines if "::" in n)
        _compat_supplies = (plain, scoped)
    return _compat_supplies


def uses_compat(text: str) -> bool:
    """Whether translated code uses something pycucc_compat.h supplies (outside comments, string literals and
    preprocessor conditionals)."""
    plain, scoped = compat_names()
    code = _CONDITIONAL.sub(" ", _NOT_CODE.sub(" ", text))
    if not plain.isdisjoint(IDENTIFIER.findall(code)):
        return True
    return bool(scoped) and not scoped.isdisjoint(_QUALIFIED_WORD.findall(code))


_switched: Optional["re.Pattern[str]"] = None


def _switched_include() -> "re.Pattern[str]":
    """An #include of a HIP library header that needs pycucc_compat.h's switches before it (hipBLAS, hipSOLVER
    before ROCm 7: header rules with compat=before): a file that includes one uses the compat header."""
    global _switched
    if _switched is None:
        paths = load_rules().compat_before_headers
        alts = "|".join(re.escape(p) for p in paths) or r"(?!)"
        _switched = re.compile(rf'^[ \t]*#[ \t]*include[ \t]*[<"](?:{alts})[>"]', re.M)
    return _switched


_main: Optional["re.Pattern[str]"] = None


def _main_include() -> "re.Pattern[str]":
    """An #include line of the rules' main HIP header (their implicit_include entry), with its newline."""
    global _main
    if _main is None:
        main = load_rules().implicit_include
        name = re.escape(main.name) if main is not None else r"(?!)"
        _main = re.compile(rf'^[ \t]*#[ \t]*include[ \t]*[<"]{name}[>"][^\n]*\n', re.M)
    return _main


def with_compat_include(text: str, include: str) -> str:
    """Translated code made self-contained: a file that uses something pycucc_compat.h supplies (a name HIP lacks,
    see compat_names, or the switches a ROCm math library header needs) includes it after hip_runtime.h (before
    that library header where it comes first). Files that use nothing from it get no include, so their
    output is what hipify-clang writes and depends on nothing of pycucc's.

    pycucc's own builds force-include the header; a translated tree is compiled by other tools (hipcc, CMake), so
    the include is written into the file. Idempotent: a file that includes it already is returned as it is."""
    if _COMPAT_INCLUDE.search(text):
        return text
    lib = _switched_include().search(text)
    if lib is None and not uses_compat(text):
        return text
    line = f'#include "{include}"\n'
    m = _main_include().search(text)
    if lib is not None and (m is None or lib.start() < m.start()):
        return text[:lib.start()] + line + text[lib.start():]  # the library's switches come before its header
    if m:
        return text[:m.end()] + line + text[m.end():]
    m = re.match(r"[ \t]*#[ \t]*pragma[ \t]+once[^\n]*\n", text)
    at = m.end() if m else 0
    return text[:at] + line + text[at:]


def _compat_destination(jobs: Sequence[Job], out_root: Optional[str], tree: bool) -> Optional[str]:
    """The output tree's root, or the folder of the (first) output file; None when nothing is written."""
    if tree:
        return os.path.join(out_root, COMPAT_NAME) if out_root else None
    dsts = [j.dst for j in jobs if j.dst and not in_place(j.dst)]  # nothing beside -o /dev/null
    return os.path.join(os.path.dirname(os.path.abspath(dsts[0])), COMPAT_NAME) if dsts else None


def _exists_same(dst: str, src: str) -> bool:
    return os.path.exists(dst) and _same(dst, src)


def _below(path: str, out_root: str) -> str:
    return os.path.relpath(os.path.abspath(path), os.path.abspath(out_root))


def _remove_stale(path: str, rep: FileReport, into: Optional[Root] = None, out_root: Optional[str] = None) -> None:
    if into is not None:  # a tree's: only a regular file, reached without following a link
        try:
            st = into.lstat(_below(path, out_root))
            why = None
            if st is not None and stat.S_ISREG(st.st_mode):
                into.remove(_below(path, out_root))
        except OSError as e:
            why = e.strerror or str(e)
    else:
        why = remove_stale(path)
    if why:
        rep.diagnostics.append(error(codes.CANNOT_WRITE_OUTPUT, f"cannot remove the stale output '{path}': {why}",
                                     path=path))


def _write(path: str, data: bytes, rep: FileReport, mode: Optional[int] = None, into: Optional[Root] = None,
           out_root: Optional[str] = None) -> None:
    try:
        if into is not None:
            into.write(_below(path, out_root), data, 0o666 if mode is None else mode)
        else:
            write_output(path, data, mode=mode, make_dirs=True)
    except LinkInTheWay as e:
        rep.status = "failed"
        rep.diagnostics.append(error(codes.CANNOT_WRITE_OUTPUT, f"cannot write '{path}': '{e.filename}' in the "
                                     "output folder is a link (or a file where a folder belongs), and nothing is "
                                     "written through a link", path=path,
                                     hint="remove the link from the output folder, or name a new one"))
    except OSError as e:
        rep.status = "failed"
        rep.diagnostics.append(error(codes.CANNOT_WRITE_OUTPUT, f"cannot write '{path}': {e.strerror or e}",
                                     path=path))


__all__ = ["CONVERSION_PERCENTAGE", "FileReport", "Job", "NOT_CONVERTED_CODES", "PortReport", "UsageError",
           "execute", "percentage", "plan", "run", "translate_job", "uses_compat", "with_compat_include"]
