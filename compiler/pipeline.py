"""The pipeline: .cu --make_hip--> HIP --make_code_object--> one ELF per target --make_hsaco--> .hsaco.

Stages are functions named for what they produce; this module runs them in order, caches them and keeps the
intermediates when asked. The CLI writes the final output; nothing here prints.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from pycucc import __version__
from pycucc.cache import Cache, cache_root, digest, file_digest
from pycucc.diagnostics import Diagnostic, PycuccError, Severity, error
from pycucc.options import Options
from pycucc.targets import processor_of

# A rebuild that hits the cache should cost little more than starting Python, so what only a real build needs
# (backend, difflib, threads, tempfile) is imported inside the functions that build.
from pycucc.resources import COMPAT_HEADER, RULES_DIR

CommandHook = Optional[Callable[[Sequence[str]], None]]


@dataclass
class BuildResult:
    data: bytes
    kernels: Tuple[str, ...] = ()
    targets: Tuple[str, ...] = ()
    diagnostics: List[Diagnostic] = field(default_factory=list)
    cached: bool = False


def read_source(path: str) -> str:
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except FileNotFoundError:
        raise PycuccError(error("PCC0001", f"no such file: '{path}'"))
    except IsADirectoryError:
        raise PycuccError(error("PCC0001", f"'{path}' is a directory, not a source file",
                                hint="to port a whole tree use `pycucc translate DIR -o OUTDIR`"))
    except OSError as e:
        raise PycuccError(error("PCC0001", f"cannot read '{path}': {e.strerror}"))
    if b"\0" in raw[:8192]:
        raise PycuccError(error("PCC0002", f"'{path}' is a binary file, not CUDA source", path=path))
    if raw.startswith(b"\xef\xbb\xbf"):
        # A UTF-8 byte-order mark (Visual Studio writes one): clang accepts it only as the file's first bytes, and
        # translation may insert an #include before them, so it is dropped.
        raw = raw[3:]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[:e.start].count(b"\n") + 1
        col = e.start - (raw.rfind(b"\n", 0, e.start) + 1) + 1
        raise PycuccError(error("PCC0003", f"invalid UTF-8 byte 0x{raw[e.start]:02x}", path=path, line=line, col=col,
                                hint="save the file as UTF-8 (e.g. `iconv -f latin1 -t utf-8`)"))


def _rules_digest() -> str:
    parts = []
    for name in sorted(os.listdir(RULES_DIR)):
        if name.endswith((".rules", ".lark")):
            with open(os.path.join(RULES_DIR, name), "rb") as f:
                parts.append(name.encode() + b"\0" + f.read())
    # The PTX grammar and lowering table (issue 14) decide what inline asm and .ptx input become.
    from pycucc.ptx import data_digest
    parts.append(data_digest().encode())
    return digest(*parts)


def line_mapper(original: str, translated: str) -> Callable[[int], int]:
    """Map a line of the HIP text back to the .cu line it came from (translation inserts and edits lines)."""
    import difflib
    a, b = original.splitlines(), translated.splitlines()
    table: Dict[int, int] = {}
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        for k in range(j2 - j1):
            table[j1 + k + 1] = min(i1 + k, max(i2 - 1, i1)) + 1
    return lambda line: table.get(line, line)


def make_hip(source: str, path: str, opts: Options):
    """The translation, parsed with nvcc's host-pass macros (pycucc.cudaenv)."""
    from pycucc.cudaenv import make_hip as translate
    return translate(source, path, opts)


def make_code_object(tc, opts: Options, target: str, hip_path: str, out_path: str, device_lib: str,
                     source_dir: Optional[str], cuid: str, on_command: CommandHook = None, extra: Sequence[str] = ()
                     ) -> Tuple[Optional[bytes], str, Tuple[str, ...]]:
    from pycucc.backend import device_command, device_pch
    pch = device_pch(tc, opts, target, device_lib, cache_root(), on_command)
    argv = device_command(tc, opts, target, hip_path, out_path, device_lib, source_dir, pch, cuid, extra)
    return _run_compile(argv, out_path, on_command, lambda: device_command(
        tc, opts, target, hip_path, out_path, device_lib, source_dir, None, cuid, extra))


def _run_compile(argv, out_path: str, on_command: CommandHook, without_pch) -> Tuple[Optional[bytes], str, tuple]:
    """Run one clang; (output bytes or None, stderr with the exit status appended, the command that ran)."""
    from pycucc.backend import run_device_compile
    _announce(on_command, argv)
    proc = run_device_compile(argv)
    if proc.returncode != 0 and any(w in proc.stderr for w in ("precompiled header", "PCH file", "AST file")):
        # A prelude made stale behind our back (a HIP header edited in place): compile without it.
        argv = without_pch()
        _announce(on_command, argv)
        proc = run_device_compile(argv)
    data = None
    if proc.returncode == 0:
        try:
            with open(out_path, "rb") as f:
                data = f.read()
        except OSError:
            data = None
    status = ""
    if proc.returncode < 0:
        status = f"\n[clang was killed by signal {_signal_name(-proc.returncode)}]"
    elif proc.returncode > 0:
        status = f"\n[clang exited with status {proc.returncode}]"
    return data, proc.stderr + status, tuple(argv)


def _signal_name(num: int) -> str:
    import signal
    try:
        return signal.Signals(num).name
    except ValueError:
        return str(num)


def compile_file(path: str, opts: Options, on_command: CommandHook = None, lang: Optional[str] = None) -> BuildResult:
    from pycucc.toolchain import toolchain
    tc = toolchain()
    text = read_source(path)
    abspath = os.path.abspath(path)
    source_dir = os.path.dirname(abspath)
    cache = Cache(enabled=opts.use_cache and not opts.keep and not opts.dump_dir and not opts.dryrun)
    compat = file_digest(COMPAT_HEADER) or ""
    base_key = digest(__version__.encode(), _rules_digest().encode(), compat.encode(), opts.key().encode(),
                      tc.identity.encode())
    direct_key = digest(b"direct", base_key.encode(), abspath.encode(), text.encode())
    hit = cache.lookup_manifest(direct_key)
    if hit and hit[0]:
        data = cache.get(hit[0])
        if data is not None:
            return BuildResult(data, tuple(hit[1].get("kernels", ())), tuple(opts.targets), [], cached=True)

    import tempfile
    from pycucc.backend import device_command, make_hsaco
    stem = os.path.splitext(os.path.basename(path))[0]
    with tempfile.TemporaryDirectory(prefix="pycucc-") as tmp:
        work = opts.dump_dir or (os.getcwd() if opts.keep else tmp)
        os.makedirs(work, exist_ok=True)
        hip_path = os.path.join(work, stem + ".hip")
        if opts.dryrun:
            _announce(on_command, ["pycucc-translate", path, "-o", hip_path])
            for t in opts.targets:
                out = os.path.join(work, f"{stem}.{processor_of(t)}.co")
                _announce(on_command, device_command(tc, opts, t, hip_path, out, "<overlay>", source_dir))
            return BuildResult(b"", (), tuple(opts.targets))

        # The unit with its project headers (those that use CUDA) translated into a mirror folder first on the
        # include path, exactly as the nvcc-style driver does it (pycucc.host).
        from pycucc.host import device_objects, translate_unit
        from pycucc.ptx import is_ptx_input
        if is_ptx_input(path, lang):  # a PTX module (issue 14): lowered to one HIP unit instead of translated
            from pycucc.ptx.unit import ptx_unit
            tu = ptx_unit(path, work, text)
        else:
            tu = translate_unit(path, opts, work, text)
        diags = list(tu.diagnostics)
        with open(hip_path, "w", encoding="utf-8", newline="") as f:
            f.write(tu.hip_text)
        _announce(on_command, ["pycucc-translate", path, "-o", hip_path])

        from pycucc.bitcode import ensure_overlay
        device_lib = ensure_overlay(tc, cache_root())
        try:
            objects, warnings = device_objects(tc, opts, tu, path, work, device_lib, on_command, cache)
        except PycuccError as e:
            # the translation's warnings explain many a failed compile (PTX left in an inactive #if branch)
            raise PycuccError([d for d in diags if d not in e.diagnostics] + e.diagnostics)
        diags += warnings
        _require_kernels(objects, path)
        data = make_hsaco(objects)
        if opts.keep or opts.dump_dir:
            with open(os.path.join(work, stem + ".hsaco"), "wb") as f:
                f.write(data)

    obj_key = digest(b"hsaco", data)
    cache.put(obj_key, data)
    cache.record_manifest(direct_key, [abspath, *tu.dependencies], obj_key, {"kernels": list(tu.kernels)})
    return BuildResult(data, tuple(tu.kernels), tuple(opts.targets), diags)


def _require_kernels(objects: Dict[str, bytes], path: str) -> None:
    """A code object without kernels is no use to load; decided from what clang built, so kernels defined in
    headers and template kernels instantiated in any way count, and a template never instantiated does not."""
    from pycucc.runtime.codeobj import parse_elf
    if any(parse_elf(data).kernels for data in objects.values()):
        return
    raise PycuccError(error(
        "PCC0006", f"no kernels in '{path}': a code object needs at least one __global__ function (a template "
        "kernel counts once it is instantiated)", path=path,
        hint="instantiate the template (e.g. `template __global__ void k<float>(float*);`), or build host code "
             "and programs with -c / as a program (nvcc-style driver)"))


def _announce(hook: CommandHook, argv: Sequence[str]) -> None:
    if hook:
        hook(list(argv))


def make_code_objects(tc, opts: Options, hip_path: str, work: str, stem: str, device_lib: str, *,
                      source_dir: Optional[str], cuid: str, key_material: str, kernels: Sequence[str],
                      diagnose: Callable[[str], List[Diagnostic]], cache: Cache, on_command: CommandHook = None,
                      extra_for: Callable[[str], Sequence[str]] = lambda target: ()
                      ) -> Tuple[Dict[str, bytes], List[Diagnostic]]:
    """One validated code object per target, built in parallel (or taken from the cache).

    `key_material` must cover everything the HIP source depends on; `diagnose` turns clang's stderr into located
    diagnostics. Returns the objects and clang's warnings (each shown once, with the targets that gave it).
    """
    from concurrent.futures import ThreadPoolExecutor
    from pycucc.runtime.codeobj import validate_code_object
    objects: Dict[str, bytes] = {}
    pending = []
    for t in opts.targets:
        # extra_for(t) may name temporary files; key_material must already stand for what they mean.
        key = digest(b"co", key_material.encode(), t.encode())
        data = cache.get(key)
        if data is not None:
            objects[t] = data
        else:
            pending.append((t, key))

    def build(item):
        t, key = item
        out = os.path.join(work, f"{stem}.{t.replace(':', '_')}.co")
        return item, make_code_object(tc, opts, t, hip_path, out, device_lib, source_dir, cuid, on_command,
                                      extra_for(t))

    failures: Dict[str, str] = {}
    chatter: Dict[str, str] = {}
    jobs = opts.jobs or min(len(pending), os.cpu_count() or 1) or 1
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for (t, key), (data, stderr, argv) in pool.map(build, pending):
            if data is None:
                failures[t] = stderr
                continue
            chatter[t] = stderr
            objects[t] = data
            cache.put(key, data)
    if failures:
        raise PycuccError(merge_clang_output(failures, diagnose, failed=True))
    warnings = merge_clang_output(chatter, diagnose, failed=False)
    for t in opts.targets:
        problems = validate_code_object(objects[t], processor_of(t), kernels)
        if problems:
            raise PycuccError([error("PCC2010", f"clang produced an invalid code object for {t}: {p}",
                                     hint="this is a toolchain bug; rerun with -v and --keep and report it")
                               for p in problems])
    return {t: objects[t] for t in opts.targets}, warnings


def merge_clang_output(outputs: Dict[str, str], diagnose: Callable[[str], List[Diagnostic]], failed: bool,
                       what: str = "device compile for") -> List[Diagnostic]:
    """clang's messages for all targets, each shown once with the targets it came from."""
    merged: Dict[Tuple, List[str]] = {}
    order: List[Tuple] = []
    for target, stderr in outputs.items():
        ds = [d for d in diagnose(stderr) if (d.severity >= Severity.ERROR) == failed]
        if failed and not ds:
            tail = "\n".join(stderr.strip().splitlines()[-6:])
            ds = [error("PCC2004", f"clang failed without a diagnostic: {tail}",
                        hint="rerun with -v to see the exact command; this is a toolchain problem")]
        for d in ds:
            k = (d.path, d.line, d.col, d.message)
            if k not in merged:
                merged[k] = []
                order.append((k, d))
            merged[k].append(target)
    return [Diagnostic(d.severity, d.code, f"{k[3]} ({what} {', '.join(merged[k])})", d.path, d.line, d.col,
                       source_line=d.source_line, hint=d.hint) for k, d in order]
