"""hipify-clang and hipify-perl, carried out by pycucc: their command lines, their output conventions.

    python -m pycucc.hipify clang [hipify-clang options] FILE... [-- clang arguments]
    python -m pycucc.hipify perl  [hipify-perl options] FILE...

(pycucc's CUDA toolkit folder puts `hipify-clang` and `hipify-perl` scripts running these into its bin/, so a
script written for AMD's HIPIFY switches by PATH alone.) Options are read the way HIPIFY reads them: LLVM's
command-line rules for hipify-clang (`-opt` and `--opt`, `-opt=value` and `-opt value`, `-Idir`, `-DX=1`,
`-flag=false`), and hipify-perl's (`-opt`, `-opt=value`). The translation is pycucc's (`pycucc translate`):

* hipify-clang writes `FILE.hip` beside each input (or in --o-dir; -o names it), --inplace overwrites the input
  after saving it as `FILE.prehip` (unless --no-backup), --no-output/--examine write nothing; hipify-perl writes to
  stdout unless -o or -inplace.
* CUDA APIs HIP lacks are warnings, not errors, and the output is written whatever the parse thought of the file;
  the exit status is 1 only for a file that could not be read, parsed at all or written (and 1 for a bad command
  line, as LLVM's option parser exits).
* --print-stats prints hipify-clang's statistics (stderr), --print-stats-csv and --o-stats write them as CSV
  (`FILE.csv`, `sum_stat.csv` for several inputs, in --o-dir or beside the first input).
* -p reads a compilation database (compile_commands.json): each file is parsed with its own -I/-D/-U/-std; without
  -p, hipify-clang's search through the first input's parent folders is done.

What pycucc does not imitate is in `NOT_IMITATED` (and `--help`). `run_translation` is what hipify-clang,
hipify-perl and `pycucc translate` (cli/translate.py, which also reads its options with `parse_options`) do around
a translation.
"""
from __future__ import annotations

import json
import os
import sys

from .. import __version__, codes, porting
from ..cache import atomic_write, cache_notes
from ..console import last_defence, render
from ..diagnostics import Diagnostic, PycuccError, Severity, error, note, warning
from ..frontend import cindex, parse_args
from ..records import field, record, replace
from ..sources import source_bytes
from ..translate import HEADER_LAYOUTS, TranslateOptions
from ..writing import write_output

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional, Sequence, Tuple

# ------------------------------------------------------------------------------------------------ the options


@record(frozen=True)
class Opt:
    name: str  # as hipify spells it, without dashes
    kind: str  # "flag", "value" (the last one wins) or "list" (repeatable)
    help: str
    dest: Optional[str] = None

    @property
    def key(self) -> str:
        return self.dest or self.name.replace("-", "_")


# the options hipify-clang and hipify-perl share, with one meaning
_BOTH = {o.name: o for o in (
    Opt("inplace", "flag", "overwrite each input with its translation, saving it as FILE.prehip first"),
    Opt("no-output", "flag", "translate, write nothing"),
    Opt("experimental", "flag", "translate HIP APIs marked experimental (pycucc's rules mark none: always done)"),
    Opt("roc", "flag", "rocBLAS/rocSPARSE/rocRAND/rocFFT/rocSOLVER directly instead of the hip* libraries"),
    Opt("cuda-kernel-execution-syntax", "flag", "keep <<<...>>> launches (the default)"),
    Opt("hip-kernel-execution-syntax", "flag", "launches become hipLaunchKernelGGL(...) calls"),
    Opt("version", "flag", "the version"),
    Opt("help", "flag", "this help"),
)}

CLANG_OPTIONS: Tuple[Opt, ...] = (
    Opt("o", "value", "output file (with --o-dir: inside it)", "output"),
    Opt("o-dir", "value", "output folder (created if missing); default: beside each input"),
    Opt("o-stats", "value", "file for the CSV statistics (implies them)"),
    Opt("o-hipify-perl-dir", "value", "(--perl) where hipify-perl would go: see the note --perl prints"),
    Opt("o-python-map-dir", "value", "(--python) where the python map would go: see the note --python prints"),
    _BOTH["inplace"],
    Opt("no-backup", "flag", "with --inplace: no FILE.prehip"),
    _BOTH["no-output"],
    Opt("print-stats", "flag", "print hipify-clang's statistics (stderr)"),
    Opt("print-stats-csv", "flag", "write the statistics as CSV (FILE.csv, sum_stat.csv for several inputs)"),
    Opt("examine", "flag", "--no-output and --print-stats"),
    Opt("save-temps", "flag", "keep the working copy of each input (FILE.hipify-tmp) in --temp-dir"),
    Opt("temp-dir", "value", "folder for --save-temps (default: beside the output)"),
    Opt("amap", "flag", "translate as much as possible: every #if branch too (pycucc's default; wins over "
                        "--default-preprocessor)"),
    _BOTH["experimental"],
    Opt("skip-excluded-preprocessor-conditional-blocks", "flag", "leave code in #if branches the parse excludes "
                                                                 "as it is", "skip_excluded"),
    Opt("default-preprocessor", "flag", "the same as --skip-excluded-preprocessor-conditional-blocks"),
    Opt("use-hip-data-types", "flag", "hipDataType for CUDA library data types (what pycucc's rules map to "
                                      "anyway, as hipify-clang does since its removal)"),
    _BOTH["roc"],
    Opt("miopen", "flag", "MIOpen for cuDNN (what pycucc's cuDNN rules translate to anyway; also with --roc)"),
    _BOTH["cuda-kernel-execution-syntax"],
    _BOTH["hip-kernel-execution-syntax"],
    Opt("header-layout", "value", "pycucc's: how library headers are spelled: hipify (hipify-clang's tables: "
                                  "\"hipblas.h\"; hipify-clang's default), hipify-6.0 (HIP 6.0's tables: also "
                                  "\"hiprtc.h\") or rocm6 (the folders of ROCm 6: <hipblas/hipblas.h>, what "
                                  "compiles against an installed ROCm; pycucc translate's default)"),
    Opt("cuda-path", "value", "CUDA installation (not needed: pycucc parses with its own CUDA declarations)"),
    Opt("cuda-gpu-arch", "list", "CUDA GPU architecture (the parse is host-side: no effect)"),
    Opt("clang-resource-directory", "value", "clang resource directory for the parse"),
    Opt("hip-path", "value", "HIP installation (not needed for translation)"),
    Opt("I", "list", "include folder for the parse", "include"),
    Opt("D", "list", "macro for the parse (NAME or NAME=VALUE)", "define"),
    Opt("U", "list", "undefine a macro for the parse", "undefine"),
    Opt("extra-arg", "list", "clang argument appended to the parse's (-I, -D, -U, -std are used)"),
    Opt("extra-arg-before", "list", "clang argument prepended to the parse's (-I, -D, -U, -std are used)"),
    Opt("p", "value", "build folder with compile_commands.json (or the file itself)", "build_path"),
    Opt("no-undocumented-features", "flag", "accepted (pycucc relies on no undocumented HIP feature)"),
    Opt("no-warnings-on-undocumented-features", "flag", "accepted (see above)"),
    Opt("md", "flag", "documentation generator: pycucc's tables come from `pycucc rules doc`"),
    Opt("csv", "flag", "documentation generator: pycucc's tables come from `pycucc rules doc --format json`"),
    Opt("doc-format", "value", "documentation generator option (see --md)"),
    Opt("doc-roc", "value", "documentation generator option (see --md)"),
    Opt("perl", "flag", "generate hipify-perl: pycucc's is `python -m pycucc.hipify perl`"),
    Opt("python", "flag", "generate the hipify-python map: not made by pycucc"),
    Opt("v", "flag", "show what is run and the parse's arguments", "verbose"),
    _BOTH["version"],
    Opt("versions", "flag", "the versions of the software pycucc works with"),
    _BOTH["help"],
    Opt("help-hidden", "flag", "this help", "help"),
    Opt("help-list", "flag", "this help", "help"),
)

PERL_OPTIONS: Tuple[Opt, ...] = (
    Opt("o", "value", "output file (default: stdout)", "output"),
    _BOTH["inplace"],
    _BOTH["no-output"],
    Opt("print-stats", "flag", "print the statistics (stderr)"),
    Opt("examine", "flag", "-no-output and -print-stats"),
    Opt("quiet-warnings", "flag", "no warnings on unknown CUDA identifiers"),
    Opt("whitelist", "value", "comma-separated identifiers to leave as they are"),
    Opt("exclude-dirs", "value", "comma-separated folder names to skip in a folder input"),
    Opt("exclude-files", "value", "comma-separated file names to skip in a folder input"),
    _BOTH["experimental"],
    _BOTH["roc"],
    _BOTH["cuda-kernel-execution-syntax"],
    _BOTH["hip-kernel-execution-syntax"],
    _BOTH["version"],
    _BOTH["help"],
)

# What pycucc does differently, on purpose (also in --help).
NOT_IMITATED = (
    "No output when the parse finds errors: hipify-clang writes nothing then; pycucc writes the translation "
    f"(renames, headers and the rewrites the parse could check) with the errors as warnings ({codes.SOURCE_ERROR}, "
    f"{codes.SOURCE_ERROR_TOLERATED}).",
    "CUDA installation: --cuda-path is not needed (pycucc parses with its own CUDA 10-13 declarations).",
    "Unsupported APIs are warnings naming what to do instead; kernel launches inside an expression keep <<<>>> "
    "(hipLaunchKernelGGL is a statement) with a warning, instead of code that does not compile.",
    "pycucc_compat.h: a file that uses a CUDA function HIP lacks (the 32-bit-mask *_sync warp functions, "
    "__activemask, atomicInc, ...) includes pycucc's compatibility header, written beside the output, so the "
    "output builds; hipify-clang translates such calls to HIP names that do not exist.",
    "Documentation generators (--md, --csv, --perl, --python): pycucc's tables come from `pycucc rules doc`.",
    "Headers hipify-clang leaves as they are, or maps to a header HIP 5.x lacks (cuda_bf16.h, builtin_types.h, "
    "host_defines.h, the sm_*_intrinsics.h, cooperative_groups/reduce.h): their includes are removed, what they "
    "declare comes with hip/hip_runtime.h (or pycucc_compat.h); a file that already includes hip/hip_runtime.h "
    "gets no second include of it; cuDNN is MIOpen's (miopen/miopen.h) with or without --miopen.",
)


class HipifyUsage(ValueError):
    """A bad command line (codes.HIPIFY_USAGE)."""


def parse_options(argv: Sequence[str], table: Sequence[Opt], tool: str,
                  joined: str = "IDU") -> Tuple[dict, List[str], List[str]]:
    """``(options, inputs, clang arguments after --)`` read as hipify reads its command line; the one-letter
    options in `joined` also take their value joined to them (``-Idir``, and for `pycucc translate` ``-j4``)."""
    by_name = {o.name: o for o in table}
    opts: dict = {o.key: ([] if o.kind == "list" else (False if o.kind == "flag" else None)) for o in table}
    inputs: List[str] = []
    clang: List[str] = []
    args = list(argv)
    i = 0
    while i < len(args):
        a = args[i]
        i += 1
        if a == "--":
            clang = args[i:]
            break
        if not a.startswith("-") or a == "-":
            inputs.append(a)
            continue
        body = a[2:] if a.startswith("--") else a[1:]
        name, eq, value = body.partition("=")
        opt = by_name.get(name)
        if opt is None and len(name) > 1 and name[0] in joined and name[0] in by_name and not a.startswith("--"):
            opt, value, eq = by_name[name[0]], body[1:], "="  # -Idir, -DX=1
        if opt is None:
            raise HipifyUsage(f"{tool}: Unknown command line argument '{a}'.  Try: '{tool} --help'")
        if opt.kind == "flag":
            if eq and value.lower() not in ("", "true", "false", "1", "0"):
                raise HipifyUsage(f"{tool}: for the --{opt.name} option: '{value}' is invalid value for boolean "
                                  "argument! Try 0 or 1")
            opts[opt.key] = not eq or value.lower() in ("", "true", "1")
            continue
        if not eq:
            if i >= len(args):
                raise HipifyUsage(f"{tool}: for the -{opt.name} option: requires a value!")
            value = args[i]
            i += 1
        if opt.kind == "list":
            opts[opt.key].append(value)
        else:
            opts[opt.key] = value
    return opts, inputs, clang


def usage_text(table: Sequence[Opt], tool: str) -> str:
    head = (f"USAGE: {tool} [options] <source0> [... <sourceN>]" + (" [-- <clang arguments>]" if tool == "hipify-clang"
                                                                    else "") + "\n\n"
            f"pycucc {__version__} carries out {tool}'s command line (python -m pycucc.hipify "
            f"{tool.split('-')[1]}).\n\nOPTIONS:\n")
    dash = "--" if tool == "hipify-clang" else "-"
    rows = []
    for o in table:
        spell = f"-{o.name}" if len(o.name) == 1 else f"{dash}{o.name}"
        if o.kind != "flag":
            spell += " <value>" if len(o.name) == 1 else "=<value>"
        rows.append(f"  {spell:<52} {o.help}")
    tail = "\n\nWhat pycucc does not imitate:\n" + "\n".join(f"  - {t}" for t in NOT_IMITATED) + "\n"
    return head + "\n".join(rows) + tail


# ------------------------------------------------------------------------------------------------ clang arguments

def scan_clang_args(args: Sequence[str]) -> Tuple[Tuple[str, ...], Tuple[str, ...], Tuple[str, ...], Optional[str],
                                                    List[str]]:
    """-I/-D/-U/-std from clang arguments (after `--`, --extra-arg, a compilation database), read with the nvcc
    flag scanner (the same spellings); everything else comes back as ignored."""
    if not args:
        return (), (), (), None, []  # the usual case: the flag scanner need not load (2 ms of a one-file run)
    from ..nvcc_flags import UsageError as NvccUsageError, parse as parse_nvcc
    try:
        cmd = parse_nvcc(["-forward-unknown-to-host-compiler", *args], env={})
    except NvccUsageError as e:
        raise HipifyUsage(f"clang arguments: {e}")
    return (tuple(cmd.all("include") + cmd.all("isystem")), tuple(cmd.all("define")), tuple(cmd.all("undefine")),
            cmd.last("std"), _ignored_as_written(args))


# The spellings of what the parse takes (scan_clang_args: clang's and nvcc's), and the clang flags that take the next
# argument as their value: what the parse leaves out is named as it was written, a flag with its value.
_USED = ("-I", "-isystem", "-D", "-U", "-std", "--include-path", "--system-include", "--define-macro",
         "--undefine-macro", "--std")
_CLANG_VALUE_FLAGS = frozenset({"-Xclang", "-o", "-x", "-include", "-imacros", "-iquote", "-idirafter", "-MF", "-MT",
                                "-MQ", "-target", "-Xlinker", "-Xpreprocessor", "-Xassembler", "-Xarch_host",
                                "-Xarch_device", "-arch", "-isysroot", "--sysroot", "-mllvm", "-include-pch"})


def _ignored_as_written(args: Sequence[str]) -> List[str]:
    out: List[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        i += 1
        name = a.split("=", 1)[0]
        if a in _USED:
            i += 1  # the flag, and its value in the next argument
            continue
        if name in _USED or any(a.startswith(u) and len(a) > len(u) for u in ("-I", "-D", "-U", "-isystem")):
            continue
        if a in _CLANG_VALUE_FLAGS and i < len(args):
            a = f"{a} {args[i]}"
            i += 1
        out.append(a)
    return out


# ------------------------------------------------------------------------------------------------ compile database

@record
class CompileDatabase:
    path: str
    entries: Dict[str, List[str]] = field(default_factory=dict)  # absolute file -> its arguments (no compiler)

    def args_for(self, source: str) -> Optional[List[str]]:
        return self.entries.get(os.path.realpath(source))


def load_compile_database(build_path: str) -> CompileDatabase:
    """compile_commands.json in `build_path` (a folder, or the file): file -> arguments, relative -I made absolute
    against each entry's directory. PycuccError (codes.COMPILE_DATABASE_ERROR) for a missing or malformed database."""
    path = build_path if build_path.endswith(".json") else os.path.join(build_path, "compile_commands.json")
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise PycuccError(error(codes.COMPILE_DATABASE_ERROR, f"cannot read the compilation database '{path}': "
                                f"{e.strerror or e}", path=path,
                                hint="CMake writes it with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON"))
    except ValueError as e:
        raise PycuccError(error(codes.COMPILE_DATABASE_ERROR, f"'{path}' is not valid JSON: {e}", path=path))
    if not isinstance(data, list):
        raise PycuccError(error(codes.COMPILE_DATABASE_ERROR, f"'{path}' is not a list of compile commands",
                                path=path))
    db = CompileDatabase(path)
    for k, entry in enumerate(data):
        ok = isinstance(entry, dict) and isinstance(entry.get("file"), str) and (
            isinstance(entry.get("arguments"), list) or isinstance(entry.get("command"), str))
        if not ok:
            raise PycuccError(error(codes.COMPILE_DATABASE_ERROR, f"entry {k + 1} of '{path}' needs \"file\" and "
                                    "\"arguments\" or \"command\"", path=path))
        directory = entry.get("directory") if isinstance(entry.get("directory"), str) else os.path.dirname(path)
        try:
            if "arguments" in entry:
                argv = [str(a) for a in entry["arguments"]]
            else:
                import shlex  # a database's "command" strings only (most give "arguments")
                argv = shlex.split(entry["command"])
        except ValueError as e:
            raise PycuccError(error(codes.COMPILE_DATABASE_ERROR, f"entry {k + 1} of '{path}': its command does not "
                                    f"split: {e}", path=path))
        source = os.path.realpath(os.path.join(directory, entry["file"]))
        db.entries[source] = _absolute_includes(argv[1:], directory, entry["file"])
    return db


def _absolute_includes(args: Sequence[str], directory: str, source: str) -> List[str]:
    out: List[str] = []
    k = 0
    while k < len(args):
        a = args[k]
        if a in ("-I", "-isystem") and k + 1 < len(args):
            out += [a, os.path.join(directory, args[k + 1])]
            k += 2
            continue
        if a.startswith("-I") and len(a) > 2:
            out.append("-I" + os.path.join(directory, a[2:]))
        elif a in ("-o", "-MF", "-MT", "-MQ") and k + 1 < len(args):
            k += 2  # outputs are no business of the parse
            continue
        elif a == source or os.path.join(directory, a) == os.path.join(directory, source) or a in ("-c",):
            pass
        else:
            out.append(a)
        k += 1
    return out


def find_compile_database(first_input: str) -> Optional[str]:
    """hipify-clang without -p: compile_commands.json in the first input's folder or a parent of it."""
    d = os.path.dirname(os.path.abspath(first_input))
    while True:
        if os.path.isfile(os.path.join(d, "compile_commands.json")):
            return d
        up = os.path.dirname(d)
        if up == d:
            return None
        d = up


# ------------------------------------------------------------------------------------------------ running

# Translation errors that hipify tools report as warnings (the output is written either way).
_INPUT_PROBLEMS = frozenset({codes.UNSUPPORTED_API, codes.DYNAMIC_PARALLELISM, codes.INLINE_PTX,
                             codes.INLINE_ASM_OPERAND, codes.SOURCE_ERROR})


def hipify_severity(diagnostics: Sequence[Diagnostic]) -> List[Diagnostic]:
    """hipify's stance on what a file contains: warnings, never a refusal (errors of reading, parsing at all and
    writing stay errors)."""
    out = []
    for d in diagnostics:
        if d.is_error and (d.code in _INPUT_PROBLEMS or d.code.startswith("PCC14")):
            d = replace(d, severity=Severity.WARNING)
        out.append(d)
    return out


@record
class Plan:
    """What the common options decided: translation settings, per-file settings, and what to say."""
    settings: object  # TranslateOptions
    per_file: Dict[str, object] = field(default_factory=dict)
    notes: List[Diagnostic] = field(default_factory=list)


def unsupported_mode(opts: dict, conventions: bool, tool: str) -> str:
    """TranslateOptions.unsupported_api from the options: hipify-clang's conventions and --warn-unsupported leave
    a name HIP lacks as it is, with a warning (hipify-clang's output); otherwise --unsupported-api, by default
    `stub` (declared, as in pycucc's compile)."""
    asked = opts.get("unsupported_api")
    if asked is not None and asked not in ("stub", "error", "warn"):
        raise HipifyUsage(f"{tool}: --unsupported-api takes stub, error or warn, not '{asked}'")
    if asked is None and (conventions or opts.get("warn_unsupported")):
        return "warn"
    return asked or "stub"


def translate_settings(opts: dict, clang_after: Sequence[str], inputs: Sequence[str], tool: str,
                       search_database: bool = True, conventions: bool = True) -> Plan:
    """TranslateOptions from hipify's options (shared by `pycucc translate` and the hipify front ends);
    `conventions`: hipify-clang's output conventions (TranslateOptions.hipify_clang, its header layout unless
    --header-layout says otherwise)."""
    before = list(opts.get("extra_arg_before") or ())
    after = list(opts.get("extra_arg") or ()) + list(clang_after)
    incs, defs, undefs, std, ignored = scan_clang_args(before + after)
    notes = [note(codes.HIPIFY_OPTION_NOTE, f"clang argument '{a}' is not used by the parse (only -I, -D, -U and "
                                            "-std are)") for a in ignored]
    for key, what in (("cuda_path", "pycucc parses with its own CUDA declarations and needs no CUDA installation"),
                      ("hip_path", "translation needs no HIP installation"),
                      ("miopen", "pycucc's cuDNN rules translate to MIOpen always (hipDNN is not a target), "
                                 "with or without --roc")):
        if opts.get(key):
            notes.append(note(codes.HIPIFY_OPTION_NOTE, f"--{key.replace('_', '-')} has no effect: {what}"))
    if opts.get("cuda_gpu_arch"):
        notes.append(note(codes.HIPIFY_OPTION_NOTE, "--cuda-gpu-arch has no effect: the parse is host-side (choose "
                                                    "AMD targets when compiling: pycucc --offload-arch=gfx...)"))
    skip = bool(opts.get("skip_excluded") or opts.get("default_preprocessor")) and not opts.get("amap")
    rdir = opts.get("clang_resource_directory")
    if rdir and not os.path.isdir(os.path.join(rdir, "include")):
        raise HipifyUsage(f"{tool}: --clang-resource-directory '{rdir}' has no include folder")
    layout = opts.get("header_layout") or ("hipify" if conventions else "rocm6")
    if layout not in HEADER_LAYOUTS:
        raise HipifyUsage(f"{tool}: --header-layout takes {' or '.join(HEADER_LAYOUTS)}, not '{layout}'")
    base = TranslateOptions(
        include_dirs=tuple(opts.get("include") or ()) + incs, defines=tuple(opts.get("define") or ()) + defs,
        undefines=tuple(opts.get("undefine") or ()) + undefs, std=(std or "c++17").replace("gnu++", "c++"),
        launch_syntax="ggl" if opts.get("hip_kernel_execution_syntax") else "chevron",
        roc=bool(opts.get("roc")), translate_inactive=not skip, resource_dir=rdir or None, header_layout=layout,
        hipify_clang=conventions, string_literals=not opts.get("keep_string_literals"),
        unsupported_api=unsupported_mode(opts, conventions, tool))
    plan = Plan(base, notes=notes)
    build_path = opts.get("build_path")
    if not build_path and search_database and inputs:
        build_path = find_compile_database(inputs[0])
        explicit = False
    else:
        explicit = bool(build_path)
    if build_path:
        db = load_compile_database(build_path)
        for src in inputs:
            args = db.args_for(src)
            if args is None:
                if explicit:
                    plan.notes.append(warning(codes.COMPILE_DATABASE_ERROR, f"'{src}' has no entry in '{db.path}'; "
                                              "it is parsed with the command line's flags only", path=src))
                continue
            i2, d2, u2, s2, _ = scan_clang_args(args)
            plan.per_file[src] = replace(base, include_dirs=base.include_dirs + i2, defines=base.defines + d2,
                                         undefines=base.undefines + u2,
                                         std=(s2 or base.std).replace("gnu++", "c++"))
    return plan


def _backup(src: str) -> Optional[Diagnostic]:
    try:
        with open(src, "rb") as f:
            data = f.read()
        atomic_write(src + ".prehip", data, mode=os.stat(src).st_mode & 0o777)
    except OSError as e:
        return error(codes.CANNOT_WRITE_OUTPUT, f"cannot save the backup '{src}.prehip': {e.strerror or e}",
                     path=src + ".prehip")
    return None


def _same(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def _stats_csv_path(opts: dict, inputs: Sequence[str]) -> str:
    if opts.get("o_stats"):
        return opts["o_stats"]
    folder = opts.get("o_dir") or os.path.dirname(inputs[0]) or os.curdir
    name = os.path.basename(inputs[0]) + ".csv" if len(inputs) == 1 else "sum_stat.csv"
    return os.path.join(folder, name)


def _write(path: str, data: bytes) -> Optional[Diagnostic]:
    try:
        write_output(path, data, make_dirs=True)
    except OSError as e:
        return error(codes.CANNOT_WRITE_OUTPUT, f"cannot write '{path}': {e.strerror or e}", path=path)
    return None


def _after_translation(rep: porting.PortReport, opts: dict, inputs: Sequence[str], sources: Dict[str, bytes],
                       outputs: Dict[str, str], out) -> List[Diagnostic]:
    """Statistics, CSV and saved temporaries, as hipify-clang writes them after translating."""
    problems: List[Diagnostic] = []
    if opts.get("print_stats") or opts.get("examine") or opts.get("print_stats_csv") or opts.get("o_stats"):
        from .. import report  # the statistics' renderers only when statistics are asked for
    if opts.get("print_stats") or opts.get("examine"):
        out.write(report.render_stats(rep))
    if opts.get("print_stats_csv") or opts.get("o_stats"):
        d = _write(_stats_csv_path(opts, inputs), report.render_stats_csv(rep).encode("utf-8"))
        if d:
            problems.append(d)
    if opts.get("save_temps"):
        for src, data in sources.items():
            folder = opts.get("temp_dir") or os.path.dirname(outputs.get(src) or src) or os.curdir
            d = _write(os.path.join(folder, os.path.basename(src) + ".hipify-tmp"), data)
            if d:
                problems.append(d)
    return problems


def _read_all(inputs: Sequence[str]) -> Dict[str, bytes]:
    out = {}
    for p in inputs:
        try:
            with open(p, "rb") as f:
                out[p] = f.read()
        except OSError:
            pass  # the translation reports it
    return out


@record
class Outcome:
    """What run_translation did: the translation's report, and what went wrong in the steps around it."""
    report: porting.PortReport
    backups: List[Diagnostic]  # the --inplace backups that could not be saved
    after: List[Diagnostic]  # the statistics, CSV or saved temporaries that could not be written


def run_translation(translate: Callable[[], porting.PortReport], opts: dict, inputs: Sequence[str], *,
                    notes: Sequence[Diagnostic] = (), backup: bool = False,
                    severity: Callable[[Sequence[Diagnostic]], List[Diagnostic]] = list,
                    emit: Optional[Callable[[porting.PortReport], None]] = None, stats=None) -> Outcome:
    """A front end's translation, in hipify-clang's order: keep the inputs for --save-temps, save each input as
    FILE.prehip (`backup`), say the `notes` and the backups that failed, run `translate`, say each file's
    diagnostics at the front end's `severity`, `emit` what goes to stdout, then the statistics (to `stats`, by
    default stderr), CSV and saved temporaries. `inputs`: the command line's files (folders are neither kept nor
    backed up; the CSV is named after them)."""
    files = [p for p in inputs if os.path.isfile(p)]
    sources = _read_all(files) if opts.get("save_temps") else {}
    backups = [d for d in (_backup(p) for p in files) if d] if backup else []
    render(list(notes) + backups)
    rep = translate()
    for f in rep.files:
        f.diagnostics = severity(f.diagnostics)
        render(f.diagnostics)
    if emit is not None:
        emit(rep)
    outputs = {f.path: f.output for f in rep.files if f.output}
    after = _after_translation(rep, opts, inputs, sources, outputs, stats or sys.stderr)
    render(after)
    return Outcome(rep, backups, after)


def run_clang(argv: Sequence[str], out=None, err=None) -> int:
    """hipify-clang's command line; returns the exit status."""
    out = out or sys.stdout
    err = err or sys.stderr
    tool = "hipify-clang"
    opts, inputs, clang_after = parse_options(argv, CLANG_OPTIONS, tool)
    if opts["help"]:
        out.write(usage_text(CLANG_OPTIONS, tool))
        return 0
    if opts["version"] or opts["versions"]:
        out.write(version_text(tool, full=opts["versions"]))
        return 0
    generators = [g for g in ("md", "csv", "perl", "python") if opts.get(g)]
    for g in generators:
        what = {"md": "`pycucc rules doc` (Markdown; --format html|json)",
                "csv": "`pycucc rules doc --format json`",
                "perl": "`python -m pycucc.hipify perl` (the toolkit folder's bin/hipify-perl runs it)",
                "python": "nowhere: pycucc has no hipify-python map"}[g]
        render([note(codes.HIPIFY_OPTION_NOTE, f"--{g}: pycucc generates no HIPIFY documentation or scripts; its "
                                               f"counterpart is {what}; nothing was written")])
    if not inputs:
        if generators:
            return 0
        raise HipifyUsage(f"{tool}: Not enough positional command line arguments specified!  Try: '{tool} --help'")
    if opts["output"] and len(inputs) > 1:
        raise HipifyUsage(f"{tool}: -o names one output file: give one input, or --o-dir for several")
    if opts["inplace"] and opts["output"]:
        raise HipifyUsage(f"{tool}: --inplace writes over the input: do not also give -o")
    plan = translate_settings(opts, clang_after, inputs, tool)
    if opts["verbose"]:
        s = plan.settings
        err.write(f"[HIPIFY] parse: {' '.join(parse_args(s.include_dirs, s.defines, s.undefines, s.std, s.resource_dir))}\n")
    write = not (opts["no_output"] or opts["examine"])
    jobs, pre = [], []
    for src in inputs:
        if os.path.isdir(src):
            pre.append(error(codes.CANNOT_READ_INPUT, f"'{src}' is a folder: hipify-clang takes files (pycucc "
                             "translate DIR -o OUT ports a tree)", path=src))
            continue
        dst = None
        if write:
            if opts["inplace"]:
                dst = src
            elif opts["output"]:
                dst = os.path.join(opts["o_dir"], opts["output"]) if opts["o_dir"] else opts["output"]
            else:
                dst = os.path.join(opts["o_dir"] or os.path.dirname(src), os.path.basename(src) + ".hip")
            if not opts["inplace"] and os.path.exists(dst) and os.path.exists(src) and _same(dst, src):
                raise PycuccError(error(codes.OUTPUT_IS_INPUT, f"the output '{dst}' is the input; refusing to "
                                        "overwrite it", hint="use --inplace to overwrite the input (a .prehip backup "
                                                             "is kept)"), exit_code=1)
        jobs.append(porting.Job(src=src, rel=src, dst=dst, kind="cuda", explicit=True,
                                settings=plan.per_file.get(src)))
    done = run_translation(lambda: porting.execute(jobs, plan.settings, os.curdir, opts["o_dir"], check=not write,
                                                   label=inputs[0] if len(inputs) == 1 else os.curdir),
                           opts, inputs, notes=plan.notes + pre, backup=opts["inplace"] and not opts["no_backup"]
                           and write, severity=hipify_severity, stats=err)
    failed = any(f.status == "failed" or f.errors for f in done.report.files) or \
        any(d.is_error for d in pre + done.backups + done.after)
    return 1 if failed else 0


def run_perl(argv: Sequence[str], out=None, err=None) -> int:
    """hipify-perl's command line; returns the exit status."""
    out = out or sys.stdout
    err = err or sys.stderr
    tool = "hipify-perl"
    opts, inputs, rest = parse_options(argv, PERL_OPTIONS, tool)
    if rest:
        raise HipifyUsage(f"{tool}: takes no clang arguments (hipify-clang does): {' '.join(rest)}")
    if opts["help"]:
        out.write(usage_text(PERL_OPTIONS, tool))
        return 0
    if opts["version"]:
        out.write(version_text(tool))
        return 0
    if not inputs:
        raise HipifyUsage(f"{tool}: no input files (try: {tool} -help)")
    files = _perl_inputs(inputs, opts)
    if opts["output"] and len(files) > 1:
        raise HipifyUsage(f"{tool}: -o names one output file: give one input")
    if opts["inplace"] and opts["output"]:
        raise HipifyUsage(f"{tool}: -inplace writes over the input: do not also give -o")
    keep = tuple(n.strip() for n in (opts["whitelist"] or "").split(",") if n.strip())
    settings = TranslateOptions(launch_syntax="ggl" if opts["hip_kernel_execution_syntax"] else "chevron",
                                roc=opts["roc"], keep_names=keep)
    write = not (opts["no_output"] or opts["examine"])
    jobs = [porting.Job(src=src, rel=src, dst=(src if opts["inplace"] else opts["output"]) if write else None,
                        kind="cuda", explicit=True) for src in files]

    def severity(diagnostics: Sequence[Diagnostic]) -> List[Diagnostic]:
        # hipify-perl does not check the code: the parse's opinion of it (source errors) is not reported
        diags = [d for d in hipify_severity(diagnostics)
                 if d.code not in (codes.SOURCE_ERROR, codes.SOURCE_ERROR_TOLERATED)]
        return [d for d in diags if d.code != codes.UNKNOWN_CUDA_NAME] if opts["quiet_warnings"] else diags

    def emit(rep: porting.PortReport) -> None:
        texts = rep.stdout_texts
        for j in jobs:
            if j.src in texts:
                if hasattr(out, "buffer"):  # the file's bytes, those that are not UTF-8 too (sources.py)
                    out.flush()
                    out.buffer.write(source_bytes(texts[j.src]))
                else:
                    out.write(texts[j.src])
        out.flush()
    done = run_translation(lambda: porting.execute(jobs, settings, os.curdir, None, check=not write,
                                                   label=files[0] if len(files) == 1 else os.curdir),
                           opts, files, backup=opts["inplace"] and write, severity=severity, emit=emit, stats=err)
    failed = any(f.status == "failed" or f.errors for f in done.report.files) or any(d.is_error for d in done.backups)
    return 1 if failed else 0


_PERL_EXTENSIONS = (".cu", ".cuh", ".c", ".cc", ".cpp", ".cxx", ".h", ".hh", ".hpp", ".hxx", ".inl")


def _perl_inputs(inputs: Sequence[str], opts: dict) -> List[str]:
    """Files, and the source files of folders (less -exclude-dirs / -exclude-files), sorted."""
    skip_dirs = {d.strip() for d in (opts.get("exclude_dirs") or "").split(",") if d.strip()}
    skip_files = {f.strip() for f in (opts.get("exclude_files") or "").split(",") if f.strip()}
    files: List[str] = []
    for p in inputs:
        if not os.path.isdir(p):
            files.append(p)
            continue
        for dirpath, dirnames, filenames in os.walk(p):
            dirnames[:] = sorted(d for d in dirnames if d not in skip_dirs and not d.startswith("."))
            files += [os.path.join(dirpath, n) for n in sorted(filenames)
                      if n.endswith(_PERL_EXTENSIONS) and n not in skip_files]
    return files


def version_text(tool: str, full: bool = False) -> str:
    text = (f"{tool} (pycucc {__version__}): HIPIFY's command line over pycucc's translation\n"
            "  CUDA sources: 10.0 - 13.x runtime, driver and device APIs (pycucc's own declarations)\n")
    if full:
        try:
            lib = getattr(cindex().conf.lib, "_name", "libclang")
        except PycuccError:
            lib = "libclang (not found)"
        text += f"  parser: {lib}\n  HIP: translated for the newest HIP (rules say which HIP version each API needs)\n"
    return text


def main(argv: Optional[Sequence[str]] = None) -> None:
    """`python -m pycucc.hipify clang|perl ...`."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] not in ("clang", "perl"):
        sys.stderr.write("usage: python -m pycucc.hipify clang|perl [options] FILE...\n")
        sys.exit(1)
    sys.exit(_guarded(run_clang if args[0] == "clang" else run_perl, args[1:],
                      "hipify-clang" if args[0] == "clang" else "hipify-perl"))


def _guarded(fn, argv: List[str], tool: str) -> int:
    """Errors as pycucc reports them: located, with an id, never a traceback (exit 1 as hipify exits)."""
    try:
        return fn(argv)
    except HipifyUsage as e:
        render([error(codes.HIPIFY_USAGE, str(e))])
        return 1
    except PycuccError as e:
        render(e.diagnostics)
        return 1
    except (KeyboardInterrupt, Exception) as e:  # noqa: BLE001 - the last line of defence against a bare traceback
        return last_defence(tool, e)
    finally:
        render(cache_notes())


if __name__ == "__main__":
    main()
