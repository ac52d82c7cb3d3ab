"""The nvcc driver's modes: which units to build, and what comes after them (link, archive, device link, -E, -M).

Each source is built by build.build (the pipeline with the cache in front): a .cu to a host object with its
device code embedded, a .c/.cpp as host code; .o/.a/.so inputs go to the link, as nvcc does. `clang++
--hip-link` links against libamdhip64. Nothing here prints: commands go to the `show` hook, problems come back
as PycuccError, and the outputs come back as bytes for the CLI to write. The runtime's ELF and bundle readers
are loaded by the link steps that look into objects, not by `-c`, every build system's hot path.
"""
from __future__ import annotations

import glob
import os
import re
import tempfile
import time
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from .. import codes, memo
from ..bitcode import device_lib_path, ensure_overlay
from ..build import Built, build as build_unit
from ..cache import cache_root
from ..diagnostics import Diagnostic, PycuccError, error, warning
from ..options import Options, with_defaults
from ..records import field, record, replace
from ..sources import source_bytes
from ..stamps import file_digest
from ..targets import command_code_object_version
from ..toolchain import Toolchain, run, toolchain
from ..toolkit import library_flag, toolkit_root
from .invocation import Invocation, default_output, input_kind, object_name

Show = Callable[[Sequence[str]], None]


# -------------------------------------------------------------------------------------------- commands
def has_relocatable_device_code(path: str) -> bool:
    """An object (or archive member) compiled with -fgpu-rdc refers to a __hip_gpubin_handle_* that only the
    device link defines."""
    from pycucc.runtime.elf import CodeObjectError, ElfFile
    try:
        with open(path, "rb") as f:
            data = f.read()
        if not data.startswith(b"\x7fELF"):
            return False  # archives and shared libraries: the user links those with -rdc=true themselves
        return any(not s.defined and s.name.startswith("__hip_gpubin_handle_") for s in ElfFile(data).symbols())
    except (OSError, CodeObjectError):
        return False


def link_command(tc: Toolchain, opts: Options, inv: Invocation, objects: Sequence[str], output: str,
                 device_lib: str, shared: bool = False) -> List[str]:
    argv = [tc.clang]
    if inv.link_hip or opts.rdc:
        argv += ["--hip-link", f"--rocm-path={tc.hip_root}"]
    if opts.rdc:
        cov = command_code_object_version(opts.targets, opts.code_object_version)
        argv += ["-fgpu-rdc", *tc.hip_args(device_lib, cov)[1:], f"-O{opts.opt_level}"]
        argv += [f"--offload-arch={t.id}" for t in opts.targets]
    if shared:
        argv += ["-shared", "-fPIC"]
    argv += list(objects) + ["-o", output]
    argv += list(inv.link_passthrough)
    argv += [f"-L{d}" for d in inv.lib_dirs]
    if not tc.windows:
        argv.append(library_flag(toolkit_root(tc)))
    argv += [f"-l{name}" for name in inv.libs]
    if inv.link_hip:
        # --hip-link adds it too; spelled out so that build tools that read `nvcc -v` (CMake) link it as well.
        argv.append("-lamdhip64")
    argv += [f"-Wl,{a}" for a in inv.linker_flags]
    argv += [a for a in opts.host_flags if a in ("-pthread", "-fopenmp")]
    return argv


def header_only_libraries(tc: Toolchain, inv: Invocation, stderr: str) -> List[str]:
    """After a failed link: the HIP libraries of CUDA libraries that are header-only (NVTX 3, which programs never
    link, while its translation calls roctx) whose functions the link found undefined, each where it is installed.
    Asked only then: a link that needs none pays nothing for it (the rules load costs ~75 ms)."""
    undefined = set()
    for line in stderr.splitlines():
        m = _UNDEF_GNU.search(line) or _UNDEF_LLD.search(line)
        if m:
            undefined.add(m.group("sym").split("(")[0])
    if not undefined or tc.windows:
        return []
    from ..rules import load_rules  # only on a failed link
    rules = load_rules()
    places = [*inv.lib_dirs, *(os.path.join(tc.hip_root, d) for d in ("lib", "lib64", "lib/x86_64-linux-gnu")),
              "/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib"]
    found = []
    for lib in rules.libraries.values():
        if lib.attr("header_only") != "yes" or not lib.target:
            continue
        calls = {getattr(r, "target", None) for r in rules.rules if r.path == lib.path and r.kind == "rename"}
        path = next((p for p in (os.path.join(d, f"lib{lib.target}.so") for d in places) if os.path.isfile(p)), None)
        if path is not None and undefined & calls:
            found.append(path)
    return found


def archive_command(tc: Toolchain, objects: Sequence[str], output: str) -> List[str]:
    tool_dir = os.path.dirname(os.path.realpath(tc.clang))
    if tc.windows:
        return [os.path.join(tool_dir, "llvm-lib.exe"), f"/OUT:{output}", *objects]
    ar = os.path.join(tool_dir, "llvm-ar")
    return [ar if os.path.isfile(ar) else "ar", "rcs", output, *objects]


def dlink_command(tc: Toolchain, opts: Options, objects: Sequence[str], output: str, device_lib: str) -> List[str]:
    return [tc.clang, "--hip-link", "-fgpu-rdc", *[f"--offload-arch={t.id}" for t in opts.targets],
            *tc.hip_args(device_lib, command_code_object_version(opts.targets, opts.code_object_version)),
            "-save-temps", "-r", *objects, "-o", output]


# ---------------------------------------------------------------------------------------------- linking
_UNDEF_GNU = re.compile(r"undefined reference to [`'](?P<sym>.+)'")
_IN_FUNC = re.compile(r"^(?:[^:]*ld[^:]*: )?(?P<obj>[^:]+?)(?:\((?P<member>[^)]*)\))?: in function [`'](?P<fn>.+)':")
_UNDEF_LLD = re.compile(r"undefined symbol: (?P<sym>.+)$")
_REF_LLD = re.compile(r"^>>>\s+(?:referenced by\s+)?(?P<obj>\S+\.(?:o|obj|a))\b")
# GNU ld: "cannot find -lhipblas: No such file or directory"; lld: "unable to find library -lhipblas"
_NO_LIBRARY = re.compile(r"(?:cannot find|unable to find library) -l(?P<lib>[\w.+-]+)")


def missing_hip_libraries(stderr: str) -> List[Diagnostic]:
    """A HIP library that a CUDA library name links to (the rules' `library` entries: -lcublas -> hipblas) and
    that is not installed: an error naming the CUDA library and the packages that provide the HIP one."""
    wanted = set(_NO_LIBRARY.findall(stderr))
    if not wanted:
        return []
    from ..rules import load_rules  # only on a failed link
    out = []
    for lib in sorted(wanted):
        rules = [r for r in load_rules().libraries.values() if lib in (r.target, r.attr("roc"))]
        if not rules:
            continue
        cuda = ", ".join(f"-l{r.name}" for r in rules)
        package = next((r.attr("package") for r in rules if r.attr("package")), None)
        out.append(error(codes.HIP_LIBRARY_MISSING, f"the HIP library '{lib}' (linked for {cuda}) is not installed",
                         hint=f"install {package}" if package else "install the HIP library or pass -L with its folder"))
    return out


def link_diagnostics(stderr: str, output: str, failed: str = codes.LINK_FAILED) -> List[Diagnostic]:
    """The linker's complaints as diagnostics naming the symbol and the object that needs it."""
    out: List[Diagnostic] = missing_hip_libraries(stderr)
    if out:
        return out
    obj = fn = None
    seen = set()
    lines = stderr.splitlines()
    for i, line in enumerate(lines):
        m = _IN_FUNC.match(line)
        if m:
            obj, fn = os.path.basename(m.group("obj")), m.group("fn")
            continue
        m = _UNDEF_GNU.search(line) or _UNDEF_LLD.search(line)
        if m:
            sym = m.group("sym")
            where = obj
            if _UNDEF_LLD.search(line):
                for nxt in lines[i + 1:i + 4]:
                    r = _REF_LLD.search(nxt)
                    if r:
                        where = os.path.basename(r.group("obj"))
                        break
            key = (sym, where)
            if key in seen:
                continue
            seen.add(key)
            by = f" (needed by {where}" + (f", in {fn})" if fn and where == obj else ")") if where else ""
            out.append(error(codes.UNDEFINED_REFERENCE, f"undefined reference to '{sym}'{by}",
                             hint="add the source or library that defines it to the link (-l / the .o / the .cu)"))
    if not out:
        tail = "\n".join(line for line in lines if line.strip())[-2000:]
        out.append(error(failed, f"linking '{output}' failed:\n{tail}"))
    return out


# ---------------------------------------------------------------------------------------------- the modes
@record
class BuildOutputs:
    files: Dict[str, bytes] = field(default_factory=dict)      # path -> contents, written by the CLI at the end
    depfiles: Dict[str, str] = field(default_factory=dict)     # make rules (-MD/-MF), written after the files
    diagnostics: List[Diagnostic] = field(default_factory=list)
    stdout: str = ""
    built: List[Built] = field(default_factory=list)          # each source's build (its key, what -v says of it)
    link_facts: Optional[dict] = None                          # what a replay of the link checks (memo.link_facts)


def build(inv: Invocation, show: Show, remember_link: bool = False) -> BuildOutputs:
    """Run an nvcc-style build; returns the outputs to write (nothing is written here except temp files).
    `remember_link`: a link of objects that the command memo may answer next time learns what it read
    (res.link_facts)."""
    tc = toolchain()
    inv = replace(inv, options=with_defaults(inv.options, tc))
    opts = inv.options
    res = BuildOutputs()
    res.diagnostics += [warning(codes.DRIVER_OPTION_WARNING, w) for w in inv.warnings]
    kinds = [(p, input_kind(p, inv.lang)) for p in inv.inputs]
    sources = [(p, k) for p, k in kinds if k != "link"]
    for p, _ in kinds:
        if not os.path.exists(p):
            raise PycuccError(error(codes.CANNOT_READ_INPUT, f"no such file: '{p}'"))
    if inv.mode == "deps":
        return _deps_only(inv, sources, res)
    if inv.mode == "dlink":
        return _dlink(tc, inv, kinds, res, show)
    if inv.mode in ("compile", "lib") and not sources:
        raise PycuccError(error(codes.NOTHING_TO_COMPILE, "nothing to compile: no .cu/.cpp/.c input"))
    output = "preprocessed" if inv.mode == "preprocess" else "object"
    with tempfile.TemporaryDirectory(prefix="pycucc-") as tmp:
        work = os.path.abspath(opts.dump_dir) if opts.dump_dir else tmp
        try:
            os.makedirs(work, exist_ok=True)
        except OSError as e:
            raise PycuccError(error(codes.CANNOT_WRITE_OUTPUT, f"cannot write the intermediates into '{work}': "
                                    f"{e.strerror or e}", path=work, hint="name a folder you can write with "
                                    "--dump-dir/--keep-dir")) from None
        jobs = opts.jobs or min(len(sources), os.cpu_count() or 1) or 1

        def one(item) -> Built:
            p, k = item
            return build_unit(p, opts, output, kind=k, work=work, on_command=show, tc=tc)
        if len(sources) == 1:
            results = [one(sources[0])]  # nothing to overlap: no thread pool (concurrent.futures is 5 ms to import)
        else:
            from concurrent.futures import ThreadPoolExecutor
            with ThreadPoolExecutor(max_workers=jobs) as pool:
                results = list(pool.map(one, sources))
        res.built = list(results)
        for r in results:
            res.diagnostics += r.diagnostics
        if inv.mode == "preprocess":
            return _preprocessed(inv, results, res)
        if opts.dryrun and inv.mode == "compile":
            return res
        if inv.mode == "compile":
            for (p, _), r in zip(sources, results):
                out = opts.output or object_name(p, tc.windows, inv.odir)
                res.files[out] = r.product
                if inv.deps_with_compile:
                    _add_depfile(res, inv, p, r.dependencies, out)
            return res
        _link(tc, inv, kinds, sources, results, work, res, show, remember_link and not sources)
    return res


def _link(tc: Toolchain, inv: Invocation, kinds, sources, results: Sequence[Built], work: str, res: BuildOutputs,
          show: Show, remember: bool = False) -> None:
    opts = inv.options
    objects = []
    for (p, _), r in zip(sources, results):
        path = os.path.join(work, f"{len(objects)}-{object_name(p, tc.windows)}")
        with open(path, "wb") as f:
            f.write(r.product)
        objects.append(path)
    objects += [os.path.abspath(p) for p, k in kinds if k == "link"]
    # Keep the user's order of inputs for the link (it matters for static libraries).
    order = {p: i for i, p in enumerate(inv.inputs)}
    pairs = sorted(zip([p for p, _ in sources] + [p for p, k in kinds if k == "link"], objects),
                   key=lambda x: order[x[0]])
    objects = [o for _, o in pairs]
    out = opts.output or default_output(inv.mode, inv.inputs, tc.windows)
    staged = os.path.join(work, "pycucc-output" + os.path.splitext(out)[1])
    if inv.mode == "lib":
        argv = archive_command(tc, objects, staged)
    else:
        link_opts = opts
        device_lib = tc.device_lib
        if opts.rdc or any(has_relocatable_device_code(o) for o in objects):
            # nvcc links -dc objects' device code by itself (its manual's "separate compilation" example:
            # `nvcc -dc a.cu b.cu; nvcc a.o b.o`); clang needs -fgpu-rdc at the link for that.
            link_opts = replace(opts, rdc=True)
            device_lib = device_lib_path(tc, cache_root()) if opts.dryrun else ensure_overlay(tc, cache_root())
        argv = link_command(tc, link_opts, inv, objects, staged, device_lib, shared=inv.mode == "shared")
    shown = [a if a != staged else out for a in argv]
    show(shown)
    if opts.dryrun:
        return
    plan = None
    if remember and inv.mode in ("link", "shared") and argv[0] == tc.clang and staged in argv:
        plan = memo.link_plan(shown, staged, out, work)
        before = {o: file_digest(o) for o in objects}
        started = time.time_ns()
    proc = run(argv + [plan["flag"]] if plan else argv)
    more = header_only_libraries(tc, inv, proc.stderr) if proc.returncode != 0 else []
    if more:
        argv += more
        show([a if a != staged else str(out) for a in argv])
        proc = run(argv + [plan["flag"]] if plan else argv)
    if proc.returncode != 0:
        raise PycuccError(res.diagnostics + link_diagnostics(proc.stderr.replace(staged, out), out))
    with open(staged, "rb") as f:
        res.files[out] = f.read()
    if plan:
        res.link_facts = memo.link_facts(plan, objects, before, started)
    if inv.deps_with_compile:
        for (p, _), r in zip(sources, results):
            _add_depfile(res, inv, p, r.dependencies, out)


def _preprocessed(inv: Invocation, results: Sequence[Built], res: BuildOutputs) -> BuildOutputs:
    """-E: the host pass's preprocessed source of each input, as nvcc -E gives it (a .cu is translated first)."""
    text = "".join(r.product for r in results)
    if inv.options.output and inv.options.output != "-":
        res.files[inv.options.output] = source_bytes(text)
    else:
        res.stdout = text
    return res


def _dlink(tc: Toolchain, inv: Invocation, kinds, res: BuildOutputs, show: Show) -> BuildOutputs:
    """-dlink: the device link of separately compiled (-dc) objects, as CMake's CUDA_SEPARABLE_COMPILATION runs it.

    clang does the device link inside `--hip-link -fgpu-rdc`: it links each target's device code, bundles it, and
    assembles an object holding the bundle and the __hip_gpubin_handle_* / __hip_fatbin_* symbols the -dc objects
    refer to. That object is nvcc's device-link object; a relocatable link (-r, which tolerates the host symbols a
    program or library resolves later) with -save-temps keeps it, and the final host link takes it with the objects.
    """
    from pycucc.runtime.bundle import read_bundle, target_of
    from pycucc.runtime.codeobj import validate_code_object
    opts = inv.options
    out = opts.output or default_output("dlink", inv.inputs, tc.windows)
    objects = [os.path.abspath(p) for p, k in kinds if k == "link"]
    if not objects:
        raise PycuccError(error(codes.NOTHING_TO_COMPILE, "-dlink needs the -dc objects to link"))
    device_lib = device_lib_path(tc, cache_root()) if opts.dryrun else ensure_overlay(tc, cache_root())
    with tempfile.TemporaryDirectory(prefix="pycucc-") as tmp:
        argv = dlink_command(tc, opts, objects, os.path.join(tmp, "relocatable.o"), device_lib)
        show(argv)
        if opts.dryrun:
            return res
        # -save-temps keeps every temporary file, and the device code clang unbundles from each archive
        # (libbc-<lib>.a-<target>-<n>.a) goes to the temporary folder, not to cwd: pointed at tmp, it goes with tmp
        proc = run(argv, cwd=tmp, env={**os.environ, "TMPDIR": tmp, "TMP": tmp, "TEMP": tmp})
        if proc.returncode != 0:
            raise PycuccError(res.diagnostics + link_diagnostics(proc.stderr, out, codes.DEVICE_LINK_FAILED))
        made = glob.glob(os.path.join(tmp, "*-hip-amdgcn-amd-amdhsa.o"))
        fatbins = glob.glob(os.path.join(tmp, "*-hip-amdgcn-amd-amdhsa.hipfb"))
        if len(made) != 1 or len(fatbins) != 1:
            raise PycuccError(error(codes.INVALID_CODE_OBJECT, "clang's device link did not leave its device-link "
                                    f"object (found {len(made)} objects, {len(fatbins)} bundles)",
                                    hint="rerun with -v; link with `pycucc -rdc=true ... -o app` instead"))
        with open(fatbins[0], "rb") as f:
            entries = {target_of(k): v for k, v in read_bundle(f.read()).items() if target_of(k)}
        problems = [f"{t}: {p}" for t in opts.targets
                    for p in (validate_code_object(entries[t.id], t.processor, []) if t.id in entries
                              else ["no code object in the device link"])]
        if problems:
            raise PycuccError([error(codes.INVALID_CODE_OBJECT, f"the device link produced an invalid code object: "
                                     f"{p}") for p in problems])
        with open(made[0], "rb") as f:
            res.files[out] = f.read()
    return res


def make_depfile(target: str, prerequisites: Sequence[str], phony: bool) -> str:
    def esc(p: str) -> str:
        return p.replace("\\", "/").replace(" ", "\\ ").replace("#", "\\#").replace("$", "$$")
    text = f"{esc(target)}: " + " \\\n  ".join(esc(p) for p in prerequisites) + "\n"
    if phony:
        text += "".join(f"\n{esc(p)}:\n" for p in prerequisites[1:])
    return text


def _add_depfile(res: BuildOutputs, inv: Invocation, src: str, deps: Sequence[str], out: str) -> None:
    path = inv.deps_file or (os.path.splitext(out)[0] + ".d")
    text = make_depfile(inv.deps_target or out, [src, *deps], inv.deps_phony)
    res.depfiles[path] = res.depfiles.get(path, "") + text


def _deps_only(inv: Invocation, sources, res: BuildOutputs) -> BuildOutputs:
    """-M/-MM: the project headers the translation of each .cu saw (its parse), as make rules."""
    opts = inv.options
    text_out = ""
    for p, k in sources:
        deps: Tuple[str, ...] = ()
        if k == "cu":
            deps = build_unit(p, opts, "hip").dependencies
        target = inv.deps_target or object_name(p, os.name == "nt")
        text_out += make_depfile(target, [p, *deps], inv.deps_phony)
    dest = inv.deps_file or opts.output
    if dest:
        res.depfiles[dest] = text_out
    else:
        res.stdout = text_out
    return res
