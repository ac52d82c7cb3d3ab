"""`pycucc translate`: its command line and what it writes. The options are read by hipify's option reader
(hipify.parse_options: hipify-clang's options with one dash or two, `-o=F`, `--`), not by Click as the other
subcommands are: a one-file translation stands in for hipify-clang in scripts that run it once per file, and
importing Click (with inspect, uuid, datetime) was 15-20 ms of its CPU (issue 11: one file under 0.15 s)."""
from __future__ import annotations

import os
import sys

from .. import codes, porting
from ..console import err, render
from ..diagnostics import PycuccError, error, note
from ..frontend import parse_args
from ..records import replace
from ..sources import require_working_folder, source_bytes
from ..writing import write_output
from . import hipify
from .hipify import CLANG_OPTIONS, HipifyUsage, Opt

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Sequence

TOOL = "pycucc translate"

DESCRIPTION = """\
Translate CUDA sources to HIP source: one file (to stdout or -o), several (--o-dir), or a whole tree (DIR -o OUTDIR;
file names are kept, non-CUDA files are copied). hipify-clang's options are accepted with their meaning (also with
one dash); clang arguments may follow `--`."""

# pycucc's own options first; then hipify-clang's (-I, -D, -U, -p, -v among them), less the three pycucc's own
# take the place of
OPTIONS = (
    Opt("o", "value", "output file, or output folder for a tree", "output"),
    Opt("o-dir", "value", "output folder (files keep their names)"),
    Opt("in-place", "flag", "overwrite the inputs with their translation (no backup)"),
    Opt("inplace", "flag", "hipify-clang's: overwrite the inputs, saving each as FILE.prehip first (--no-backup: "
                           "not)", "inplace_backup"),
    Opt("check", "flag", "write nothing; exit 1 if translation would change a file"),
    Opt("j", "value", "parallel files (default 0: one per core)", "jobs"),
    Opt("jobs", "value", "the same as -j"),
    Opt("report-json", "value", "write the porting report as JSON"),
    Opt("report-html", "value", "write the porting report as HTML"),
    Opt("no-host-warp-size", "flag", "leave host-side warpSize as is"),
    Opt("warn-unsupported", "flag", "CUDA names HIP lacks (and inline PTX, dynamic parallelism, what the parse "
                                    "refused) are warnings, not errors: every file is written and the exit status "
                                    "is 0, as hipify-clang does, so that a tree is ported in one pass"),
    Opt("unsupported-api", "value", "a CUDA name HIP lacks: stub (the default: declared, a host function returns its "
                                    "library's not-supported status, a warning), error, or warn (left as is; the "
                                    "default with --warn-unsupported and --hipify-clang-output)"),
    Opt("hipify-clang-output", "flag", "write what `python -m pycucc.hipify clang` (hipify-clang) writes: its header "
                                       "spellings (--header-layout=hipify) and include placement, a removed include "
                                       "leaving its line, and --warn-unsupported"),
    Opt("keep-string-literals", "flag", "leave CUDA names in string literals as they are (translated by default, as "
                                        "hipify-clang does: \"cudaMalloc failed\" -> \"hipMalloc failed\"; a build "
                                        "keeps them, as nvcc does)"),
    Opt("std", "value", "C++ standard for the parse (default c++17)"),
    Opt("verbose", "flag", "the same as -v"),
) + tuple(o for o in CLANG_OPTIONS if o.name not in ("o", "o-dir", "inplace"))


def help_text() -> str:
    rows = []
    for o in OPTIONS:
        spell = f"-{o.name}" if len(o.name) == 1 else f"--{o.name}"
        spell += "" if o.kind == "flag" else " VALUE"
        rows.append(f"  {spell:<30} {o.help}" if len(spell) <= 30 else f"  {spell}\n  {'':<30} {o.help}")
    differs = "".join(f"  - {t}\n" for t in hipify.NOT_IMITATED)
    return f"usage: {TOOL} FILE|DIR... [options] [-- clang arguments]\n\n{DESCRIPTION}\n\noptions:\n" + \
        "\n".join(rows) + "\n\nWhat pycucc does not imitate of hipify-clang (also with --hipify-clang-output):\n" + \
        differs


def translate_command(argv: Sequence[str]) -> int:
    """Runs `pycucc translate ARGV`; the exit status (2: a bad command line)."""
    try:
        opts, inputs, clang_args = hipify.parse_options(argv, OPTIONS, TOOL, joined="IDUojp")
        return _translate(opts, inputs, clang_args)
    except HipifyUsage as e:
        render([error(codes.HIPIFY_USAGE, str(e))])
        return 2


def _jobs(value) -> int:
    try:
        jobs = int(value)
    except (TypeError, ValueError):
        jobs = -1
    if jobs < 0:
        raise HipifyUsage(f"{TOOL}: -j/--jobs takes a number of files to translate at once (0: one per core), "
                          f"not '{value}'")
    return jobs


def _translate(opts: dict, inputs: List[str], clang_args: List[str]) -> int:
    if opts["help"]:
        sys.stdout.write(help_text())
        return 0
    if opts["version"] or opts["versions"]:
        sys.stdout.write(hipify.version_text(TOOL, full=opts["versions"]))
        return 0
    require_working_folder()
    generators = [g for g in ("md", "csv", "perl", "python") if opts.get(g)]
    for g in generators:
        render([note(codes.HIPIFY_OPTION_NOTE, f"--{g}: pycucc generates no HIPIFY documentation or scripts "
                     "(`pycucc rules doc` writes its coverage tables; `python -m pycucc.hipify perl` is its "
                     "hipify-perl); nothing was written")])
    if not inputs and generators:
        return 0
    jobs = _jobs(opts["jobs"] if opts["jobs"] is not None else 0)
    no_host_warp_size = opts["no_host_warp_size"]
    like_hipify = opts["hipify_clang_output"]
    plan = hipify.translate_settings(opts, clang_args, inputs, TOOL, search_database=False, conventions=like_hipify)
    settings = replace(plan.settings, std=(opts["std"] or plan.settings.std).replace("gnu++", "c++"),
                       host_warp_size=not no_host_warp_size)
    per_file = {os.path.realpath(k): replace(v, host_warp_size=not no_host_warp_size)
                for k, v in plan.per_file.items()}
    if opts["verbose"]:
        err(f"{TOOL}: parse: " + " ".join(parse_args(settings.include_dirs, settings.defines, settings.undefines,
                                                     settings.std, settings.resource_dir)))
    write = not (opts["no_output"] or opts["examine"])
    in_place = opts["in_place"] or opts["inplace_backup"]
    check = opts["check"]
    backup = opts["inplace_backup"] and not opts["no_backup"]

    def translate() -> porting.PortReport:
        bar = _Progress() if sys.stderr.isatty() else None
        try:
            return porting.run(list(inputs), settings, output=None if opts["output"] == "-" else opts["output"], out_dir=opts["o_dir"],
                               in_place=in_place, check=check or not write, jobs=jobs, on_progress=bar,
                               per_file=per_file, backup=backup)
        finally:
            if bar is not None:
                bar.close()

    def emit(rep: porting.PortReport) -> None:
        if rep.stdout_text is not None and write and not check:
            sys.stdout.flush()
            sys.stdout.buffer.write(source_bytes(rep.stdout_text))
            sys.stdout.flush()
        if not (opts["report_json"] or opts["report_html"]):
            return
        from .. import report  # the porting report's renderers (and their patterns) only when one is asked for
        for path, make in ((opts["report_json"], report.render_json), (opts["report_html"], report.render_html)):
            if path:
                try:
                    write_output(path, make(rep).encode("utf-8"), make_dirs=True)
                except OSError as e:  # exit 1, before the statistics
                    raise PycuccError(error(codes.CANNOT_WRITE_OUTPUT, f"cannot write '{path}': {e.strerror or e}"),
                                      exit_code=1)
    severity = hipify.hipify_severity if opts["warn_unsupported"] or like_hipify else list
    try:
        done = hipify.run_translation(translate, opts, [p for p in inputs if os.path.isfile(p)] or list(inputs),
                                      notes=plan.notes, backup=backup and write, severity=severity, emit=emit)
    except porting.UsageError as e:
        err(f"{TOOL}: error: {e}")
        return 2
    rep = done.report
    if check:
        for f in rep.changed:
            sys.stdout.write(f"would change: {f.path}\n")
        return 1 if rep.changed or rep.failed else 0
    return 1 if rep.failed or any(d.is_error for d in done.after) else 0


class _Progress:
    """A tree's progress on a terminal's stderr, one line rewritten in place (made at the first report: the total
    is known only then)."""

    def __init__(self):
        self.shown = False

    def __call__(self, done: int, total: int, path: str) -> None:
        if total < 2:
            return
        name = path if len(path) <= 40 else "..." + path[-37:]
        filled = 36 * done // total
        sys.stderr.write(f"\r[{'#' * filled}{'-' * (36 - filled)}]  {done}/{total}  {name:<40}")
        sys.stderr.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            sys.stderr.write("\n")
            sys.stderr.flush()
