"""Whole programs the nvcc way: host+device objects, executables, shared and static libraries.

Each .cu is translated (with the project's .cuh headers it includes, translated on the fly into a mirror folder
that comes first on the include path), then `clang++ -x hip --offload-arch=... -c` compiles host and device code in
one go and embeds the device code objects in the host object's .hip_fatbin section; `clang++ --hip-link` links
against libamdhip64. Plain .c/.cpp inputs are compiled as host code; .o/.a/.so inputs go to the link, as nvcc does.
Nothing here prints: commands go to the `show` hook, problems come back as PycuccError.
"""
from __future__ import annotations

import os
import re
import shlex
import subprocess
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from pycucc import __version__
from pycucc.diagnostics import Diagnostic, PycuccError, Severity, error, warning
from pycucc.driver import Invocation, input_kind
from pycucc.cudaenv import make_hip, nvcc_defines_header
from pycucc.nvcc_flags import CUDA_VERSION
from pycucc.options import Options
from pycucc.resources import COMPAT_HEADER, HERE
from pycucc.targets import processor_of

Show = Callable[[Sequence[str]], None]
PARSE_SKIPPED = "PCC1003"


# ----------------------------------------------------------------------------------------------------- naming
def object_suffix(windows: bool) -> str:
    return ".obj" if windows else ".o"


def default_output(mode: str, inputs: Sequence[str], windows: bool, lang: Optional[str] = None) -> Optional[str]:
    """nvcc's default output name: a.out / a.exe for a program, a.lib / a.a for -lib, <stem>.o for -c."""
    if mode == "link":
        return "a.exe" if windows else "a.out"
    if mode == "lib":
        return "a.lib" if windows else "a.a"
    if mode == "shared":
        return "a.dll" if windows else "a.so"
    if mode == "dlink":
        return "a_dlink" + object_suffix(windows)
    return None


def object_name(src: str, windows: bool, odir: Optional[str] = None) -> str:
    stem = os.path.splitext(os.path.basename(src.replace("\\", "/") if windows else src))[0]
    name = stem + object_suffix(windows)
    return os.path.join(odir, name) if odir else name


def quote(argv: Sequence[str], windows: bool = False) -> str:
    """A command as the user's shell would need it (for -v / --dryrun)."""
    if not windows:
        return " ".join(shlex.quote(a) for a in argv)
    return subprocess.list2cmdline(list(argv))


# ------------------------------------------------------------------------------------------ nvcc's identity
def version_text() -> str:
    """`--version`, in the shape CMake's compiler detection and scripts that grep nvcc parse."""
    major, minor, patch = CUDA_VERSION
    return (f"pycucc {__version__}: CUDA compiler driver for AMD GPUs (HIP), command-line compatible with\n"
            f"nvcc: NVIDIA (R) Cuda compiler driver\n"
            f"Cuda compilation tools, release {major}.{minor}, V{major}.{minor}.{patch}\n"
            f"Build pycucc_{__version__} (translates CUDA to HIP; builds with clang for AMD targets)\n")


def toolkit_root() -> str:
    """A folder shaped like a CUDA toolkit, for build systems that look for one next to nvcc.

    lib64 holds linker scripts named like CUDA's runtime libraries that pull in libamdhip64 instead, so a Makefile's
    `-lcudart` or CMake's `cudart_static` links HIP's runtime; include holds the CUDA header names pycucc maps.
    """
    from pycucc.cache import atomic_write, cache_root
    root = os.path.join(cache_root(), f"toolkit-{__version__}")
    lib = os.path.join(root, "lib64")
    scripts = {"libcudart.so": "INPUT(-lamdhip64)\n", "libcudart_static.a": "INPUT(-lamdhip64)\n",
               "libcudadevrt.a": "/* pycucc: device runtime is linked by clang --hip-link */\n",
               "libcuda.so": "INPUT(-lamdhip64)\n"}
    for name, text in scripts.items():
        p = os.path.join(lib, name)
        if not os.path.isfile(p):
            atomic_write(p, text.encode())
    os.makedirs(os.path.join(root, "nvvm", "libdevice"), exist_ok=True)
    os.makedirs(os.path.join(root, "bin"), exist_ok=True)
    return root


def verbose_preamble(tc) -> List[List[str]]:
    """nvcc -v's variable lines (`#$ NAME=value`); CMake reads TOP, NVVMIR_LIBRARY_DIR, PATH, INCLUDES, LIBRARIES."""
    top = toolkit_root()
    inc = os.path.join(HERE, "include", "cuda")
    return [["_NVVM_BRANCH_=nvvm"], [f"TOP={top}"], [f"NVVMIR_LIBRARY_DIR={top}/nvvm/libdevice"],
            [f"PATH={os.path.dirname(tc.clang)}{os.pathsep}{os.environ.get('PATH', '')}"],
            [f"INCLUDES=-I{inc}"], [f"LIBRARIES={library_flag(top)}"]]


def library_flag(top: str) -> str:
    return "-L" + os.path.join(top, "lib64")


# -------------------------------------------------------------------------------------------- commands
def host_device_command(tc, opts: Options, source: str, output: str, device_lib: str, defines_header: str,
                        quote_dirs: Sequence[str] = (), mirror_includes: Sequence[Tuple[str, str]] = (),
                        cuid: Optional[str] = None, fs_root: Optional[str] = None) -> List[str]:
    argv = [tc.clang, "-x", "hip", "-c", source, "-o", output]
    argv += [f"--offload-arch={t}" for t in opts.targets]
    argv += [f"-O{opts.opt_level}", f"-std={opts.std}", f"--rocm-path={tc.hip_root}",
             f"--rocm-device-lib-path={device_lib}", f"-mcode-object-version={opts.code_object_version}",
             "-Wno-unused-result", "-fno-color-diagnostics"]
    if cuid:
        argv.append(f"-cuid={cuid}")
    if opts.rdc:
        argv.append("-fgpu-rdc")
    if opts.debug:
        argv.append("-g")
    if opts.device_debug:
        argv += ["-Xarch_device", "-O0"]
    argv += ["-include", defines_header]
    done = set()
    for t, value in opts.cuda_arch:
        p = processor_of(t)
        if p not in done:
            done.add(p)
            argv += [f"-Xarch_{p}", f"-D__PYCUCC_CUDA_ARCH__={value}"]
    argv += unit_flags(source, quote_dirs, mirror_includes, fs_root)
    argv += [f"-D{d}" for d in opts.defines] + [f"-U{u}" for u in opts.undefines]
    argv += list(opts.extra_device_flags) + list(opts.host_flags)
    return argv


def unit_flags(source: str, quote_dirs: Sequence[str], mirror_includes: Sequence[Tuple[str, str]],
               fs_root: Optional[str] = None) -> List[str]:
    """Include paths of a translated unit: its mirror folders first, and -ffile-prefix-map back to the real ones
    so __FILE__ and debug info name the user's files."""
    argv: List[str] = []
    for d in quote_dirs:
        argv += ["-iquote", d]
    if fs_root:
        # The mirror is the real tree under fs_root (fs_root/home/u/x.cuh for /home/u/x.cuh): one map covers all.
        argv.append(f"-ffile-prefix-map={fs_root}=")
    elif quote_dirs:
        argv.append(f"-ffile-prefix-map={os.path.dirname(source)}={quote_dirs[0]}")
    for mirror, real in mirror_includes:
        argv += [f"-I{mirror}", f"-I{real}"]
        if not fs_root:
            argv.append(f"-ffile-prefix-map={mirror}={real}")
    return argv


def host_command(tc, opts: Options, kind: str, source: str, output: str) -> List[str]:
    argv = [tc.clang]
    if kind == "c":
        argv += ["-x", "c"]
    else:
        argv += ["-x", "c++", f"-std={opts.std}"]
    argv += ["-c", source, "-o", output, f"-O{opts.opt_level}", "-fno-color-diagnostics"]
    if opts.debug:
        argv.append("-g")
    argv += [f"-I{d}" for d in opts.include_dirs]
    # Host code that includes cuda_runtime.h gets HIP's runtime API under the CUDA names only through
    # translation; plain .cpp files normally call into .cu files, so they compile as they are.
    argv += [f"-D{d}" for d in opts.defines] + [f"-U{u}" for u in opts.undefines]
    argv += [a for a in opts.extra_device_flags if a in ("-w", "-Werror") or a.startswith(("-isystem", "-include"))]
    argv += list(opts.host_flags)
    return argv


def _has_relocatable_device_code(path: str) -> bool:
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


def link_command(tc, opts: Options, inv: Invocation, objects: Sequence[str], output: str,
                 device_lib: str, shared: bool = False) -> List[str]:
    argv = [tc.clang]
    if inv.link_hip or opts.rdc:
        argv.append("--hip-link")
        argv.append(f"--rocm-path={tc.hip_root}")
    if opts.rdc:
        argv += ["-fgpu-rdc", f"--rocm-device-lib-path={device_lib}",
                 f"-mcode-object-version={opts.code_object_version}", f"-O{opts.opt_level}"]
        argv += [f"--offload-arch={t}" for t in opts.targets]
    if shared:
        argv += ["-shared", "-fPIC"]
    argv += list(objects) + ["-o", output]
    argv += list(inv.link_passthrough)
    argv += [f"-L{d}" for d in inv.lib_dirs]
    if not tc.windows:
        argv.append(library_flag(toolkit_root()))
    argv += [f"-l{l}" for l in inv.libs]
    if inv.link_hip:
        # --hip-link adds it too; spelled out so that build tools that read `nvcc -v` (CMake) link it as well.
        argv.append("-lamdhip64")
    argv += [f"-Wl,{a}" for a in inv.linker_flags]
    argv += [a for a in opts.host_flags if a in ("-pthread", "-fopenmp")]
    return argv


def archive_command(tc, objects: Sequence[str], output: str) -> List[str]:
    tool_dir = os.path.dirname(os.path.realpath(tc.clang))
    if tc.windows:
        return [os.path.join(tool_dir, "llvm-lib.exe"), f"/OUT:{output}", *objects]
    ar = os.path.join(tool_dir, "llvm-ar")
    return [ar if os.path.isfile(ar) else "ar", "rcs", output, *objects]


# ------------------------------------------------------------------------------------------ translation
@dataclass
class Translated:
    hip_path: str
    text: str                       # the .cu text
    hip_text: str
    kernels: Tuple[str, ...]
    dependencies: Tuple[str, ...]
    diagnostics: List[Diagnostic]
    sources: Dict[str, Tuple[str, str, str]] = field(default_factory=dict)  # mirror path -> (orig, text, hip)
    quote_dirs: List[str] = field(default_factory=list)
    mirror_includes: List[Tuple[str, str]] = field(default_factory=list)
    fs_root: Optional[str] = None

    def flags(self) -> List[str]:
        return unit_flags(self.hip_path, self.quote_dirs, self.mirror_includes, self.fs_root)


def _mirror(fs_root: str, path: str) -> str:
    drive, rest = os.path.splitdrive(os.path.abspath(path))
    return os.path.join(fs_root, drive.replace(":", ""), rest.lstrip("\\/"))


def translate_unit(src: str, opts: Options, work: str, text: Optional[str] = None) -> Translated:
    """The .cu translated, with every project header it includes, into a mirror of the real tree.

    The mirror is the real file system under <work>/fs, so every relative include (`"../include/x.h"`, a header
    next to its includer) resolves inside it; headers that use CUDA are translated there, the others copied. The
    mirror of each -I folder comes before the folder itself; -ffile-prefix-map maps the mirror back, so __FILE__
    and diagnostics name the user's files.
    """
    from pycucc.pipeline import read_source
    from pycucc.porting import USES_CUDA
    text = read_source(src) if text is None else text
    tr = make_hip(text, src, opts)
    diags = list(tr.diagnostics)
    if any(d.is_error for d in diags):
        raise PycuccError(diags)
    fs_root = os.path.join(os.path.abspath(work), "fs")
    hip_path = _mirror(fs_root, src)
    out = Translated(hip_path, text, tr.text, tuple(tr.kernels), tuple(tr.dependencies), diags)
    for dep in tr.dependencies:
        target = _mirror(fs_root, dep)
        htext = read_source(dep)
        hip_text = htext
        if dep.endswith(".cuh") or USES_CUDA.search(htext):
            htr = make_hip(htext, dep, opts)
            # A header parsed on its own may lean on what its includer declared first (a typedef, a macro): that
            # is no error in it; the compile of the unit sees it in context and reports real problems there.
            hd = [d if not (d.code == "PCC1004" and d.is_error) else
                  Diagnostic(Severity.WARNING, d.code, d.message + " (parsing the header on its own)", d.path,
                             d.line, d.col, d.rule_id, d.hint, d.source_line)
                  for d in htr.diagnostics if d.code != PARSE_SKIPPED]
            if any(d.is_error for d in hd):
                raise PycuccError(diags + hd)
            out.diagnostics += [d for d in hd if d not in out.diagnostics and d.code != "PCC1004"]
            out.kernels += tuple(k for k in htr.kernels if k not in out.kernels)
            hip_text = htr.text
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8", newline="") as f:
            f.write(hip_text)
        out.sources[target] = (dep, htext, hip_text)
    os.makedirs(os.path.dirname(hip_path), exist_ok=True)
    with open(hip_path, "w", encoding="utf-8", newline="") as f:
        f.write(tr.text)
    out.sources[hip_path] = (src, text, tr.text)
    out.quote_dirs = [os.path.dirname(os.path.abspath(src))]
    out.mirror_includes = [(_mirror(fs_root, d), os.path.abspath(d)) for d in opts.include_dirs]
    out.fs_root = fs_root
    return out


# ---------------------------------------------------------------------------------------------- running
def _run(argv: Sequence[str]) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(list(argv), capture_output=True, text=True)
    except OSError as e:
        raise PycuccError(error("PCC0102", f"cannot run '{argv[0]}': {e}",
                                hint="check the clang found by `pycucc doctor`, or set PYCUCC_CLANG"))


def _clang_diags(stderr: str, tu: Optional[Translated], what: Optional[str]) -> List[Diagnostic]:
    """clang's messages, located in the user's files (translated lines mapped back), each shown once."""
    from pycucc.backend import parse_clang_output
    from pycucc.pipeline import line_mapper
    out: List[Diagnostic] = []
    seen = set()
    # Messages about a translated file are mapped back; the rest (user headers, HIP's) stay where they are.
    groups: Dict[Optional[str], List[str]] = {}
    current: Optional[str] = None
    for line in stderr.splitlines():
        m = re.match(r"^(.*?):\d+:\d+: ", line)
        current = os.path.abspath(m.group(1)) if m else current
        groups.setdefault(current, []).append(line)
    for path, lines in groups.items():
        src = tu.sources.get(path) if (tu and path) else None
        if src:
            orig, text, hip = src
            ds = parse_clang_output("\n".join(lines), path, orig, line_mapper(text, hip), text)
        else:
            ds = parse_clang_output("\n".join(lines), "\0", "", lambda n: n, "")
        for d in ds:
            key = (d.path, d.line, d.col, d.message)
            if key not in seen:
                seen.add(key)
                msg = d.message + (f" ({what})" if what else "")
                out.append(Diagnostic(d.severity, d.code, msg, d.path, d.line, d.col, source_line=d.source_line,
                                      hint=d.hint))
    return out


def validate_embedded(obj: bytes, targets: Sequence[str], kernels: Sequence[str]) -> List[str]:
    """Check the code objects clang embedded in a host object (.hip_fatbin holds an offload bundle)."""
    from pycucc.runtime.bundle import read_bundle, target_of
    from pycucc.runtime.codeobj import validate_code_object
    from pycucc.runtime.elf import ElfFile
    elf = ElfFile(obj)
    sec = elf.section(".hip_fatbin")
    if sec is None:
        return ["the object has no .hip_fatbin section (no device code was embedded)"]
    entries = read_bundle(bytes(elf.section_data(sec)))
    found = {target_of(k): v for k, v in entries.items() if target_of(k)}
    problems = []
    for t in targets:
        data = found.get(t)
        if data is None:
            problems.append(f"no code object for {t} in .hip_fatbin (has: {', '.join(map(str, found)) or 'none'})")
            continue
        problems += [f"{t}: {p}" for p in validate_code_object(data, processor_of(t), kernels)]
    return problems


@dataclass
class UnitResult:
    obj: bytes
    dependencies: Tuple[str, ...]
    diagnostics: List[Diagnostic]
    cached: bool = False


def compile_unit(tc, opts: Options, src: str, kind: str, work: str, device_lib: str, show: Show) -> UnitResult:
    """One source file -> one host object (with embedded device code for CUDA sources)."""
    from pycucc.cache import Cache, digest, file_digest
    from pycucc.pipeline import _rules_digest, read_source
    abspath = os.path.abspath(src)
    text = read_source(src)
    cache = Cache(enabled=opts.use_cache and not opts.keep and not opts.dump_dir and not opts.dryrun)
    key = digest(b"host-object", __version__.encode(), _rules_digest().encode(),
                 (file_digest(COMPAT_HEADER) or "").encode(), opts.key().encode(), tc.identity.encode(),
                 kind.encode(), abspath.encode(), text.encode())
    hit = cache.lookup_manifest(key)
    if hit and hit[0]:
        data = cache.get(hit[0])
        if data is not None:
            return UnitResult(data, tuple(hit[1].get("deps", ())), [], cached=True)
    unit_dir = os.path.join(work, digest(abspath.encode())[:12])
    os.makedirs(unit_dir, exist_ok=True)
    out = os.path.join(unit_dir, object_name(src, tc.windows))
    tu: Optional[Translated] = None
    if kind == "cu" and not opts.rdc and not opts.dryrun:
        tu = translate_unit(src, opts, unit_dir, text)
        data, diags = _split_compile(tc, opts, tu, src, abspath, unit_dir, out, device_lib, show)
        obj_key = digest(b"obj", data)
        cache.put(obj_key, data)
        cache.record_manifest(key, [abspath, *tu.dependencies], obj_key, {"deps": list(tu.dependencies)})
        return UnitResult(data, tuple(tu.dependencies), diags)
    if kind == "cu":
        tu = translate_unit(src, opts, unit_dir, text)
        argv = host_device_command(tc, opts, tu.hip_path, out, device_lib, nvcc_defines_header(unit_dir, opts),
                                   tu.quote_dirs, tu.mirror_includes, cuid=digest(abspath.encode())[:16],
                                   fs_root=tu.fs_root)
        deps = tu.dependencies
        diags = list(tu.diagnostics)
        what = "host and device compile for " + ", ".join(opts.targets)
    else:
        argv = host_command(tc, opts, kind, src, out)
        deps, diags, what = (), [], "host compile"
    show(argv)
    if opts.dryrun:
        return UnitResult(b"", deps, diags)
    proc = _run(argv)
    if proc.returncode != 0:
        ds = [d for d in _clang_diags(proc.stderr, tu, what) if d.is_error]
        if not ds:
            tail = "\n".join(proc.stderr.strip().splitlines()[-6:])
            ds = [error("PCC2004", f"clang failed without a diagnostic ({what}): {tail}",
                        hint="rerun with -v to see the exact command")]
        raise PycuccError(diags + ds)
    diags += [d for d in _clang_diags(proc.stderr, tu, what) if not d.is_error]
    with open(out, "rb") as f:
        data = f.read()
    if tu is not None and tu.kernels and not opts.rdc:
        problems = validate_embedded(data, opts.targets, tu.kernels)
        if problems:
            raise PycuccError([error("PCC2010", f"clang produced an invalid object for '{src}': {p}",
                                     hint="this is a toolchain bug; rerun with -v and --keep and report it")
                               for p in problems])
    obj_key = digest(b"obj", data)
    cache.put(obj_key, data)
    cache.record_manifest(key, [abspath, *deps], obj_key, {"deps": list(deps)})
    return UnitResult(data, tuple(deps), diags)


def device_objects(tc, opts: Options, tu: Translated, src: str, unit_dir: str, device_lib: str, show: Show,
                   cache) -> Tuple[Dict[str, bytes], List[Diagnostic]]:
    """The translated unit's device code: one validated code object per target, compiled in parallel from the
    precompiled prelude, with nvcc's macros (cudaenv) and the unit's mirrored include folders."""
    from dataclasses import replace
    from pycucc.cache import digest, file_digest
    from pycucc.pipeline import make_code_objects
    defs = nvcc_defines_header(unit_dir, opts)
    flags = ["-include", defs] + tu.flags()
    arch = dict(opts.cuda_arch)
    # Everything the device code depends on, without the temporary paths (those differ on every build).
    with open(defs, "rb") as f:
        defs_text = f.read()
    material = digest(__version__.encode(), opts.key().encode(), tc.identity.encode(),
                      (file_digest(COMPAT_HEADER) or "").encode(), defs_text,
                      *(f"{orig}\0{hip}".encode() for orig, _, hip in sorted(tu.sources.values())),
                      *(f"{d}\0{file_digest(d)}".encode() for d in sorted(tu.dependencies)),
                      "\0".join(tu.quote_dirs).encode(), "\0".join(r for _, r in tu.mirror_includes).encode())
    stem = os.path.splitext(os.path.basename(src))[0]
    # The user's -I folders come with the unit's flags, each after its mirror, so translated headers win.
    return make_code_objects(
        tc, replace(opts, include_dirs=()), tu.hip_path, unit_dir, stem, device_lib, source_dir=None,
        cuid=digest(os.path.abspath(src).encode())[:16], key_material=material, kernels=tu.kernels,
        diagnose=lambda stderr: _clang_diags(stderr, tu, None), cache=cache, on_command=show,
        extra_for=lambda t: flags + ([f"-D__PYCUCC_CUDA_ARCH__={arch[t]}"] if t in arch else []))


def _split_compile(tc, opts: Options, tu: Translated, src: str, abspath: str, unit_dir: str, out: str,
                   device_lib: str, show: Show) -> Tuple[bytes, List[Diagnostic]]:
    """A .cu the fast way: one device compile per target in parallel, then the host half with the bundle embedded.

    clang's own `-x hip -c` does the same steps in one process, one after the other, parsing hip_runtime.h for
    every target and the host; here each side starts from a precompiled prelude (backend.make_pch). The host
    object is the one clang's single command makes, but for the path of the temporary source.
    """
    from pycucc.backend import host_only_command, host_pch
    from pycucc.cache import Cache, cache_root, digest
    from pycucc.pipeline import _run_compile
    from pycucc.runtime.bundle import bundle_id, write_bundle
    cache = Cache(enabled=opts.use_cache and not opts.keep and not opts.dump_dir)
    objects, diags = device_objects(tc, opts, tu, src, unit_dir, device_lib, show, cache)
    defs = nvcc_defines_header(unit_dir, opts)
    flags = ["-include", defs] + tu.flags()
    cuid = digest(abspath.encode())[:16]
    stem = os.path.splitext(os.path.basename(src))[0]
    diags = list(tu.diagnostics) + diags
    fatbin = os.path.join(unit_dir, stem + ".hipfb")
    with open(fatbin, "wb") as f:
        f.write(write_bundle({bundle_id(t): objects[t] for t in opts.targets}))
    host_extra = flags + list(opts.host_flags)
    from dataclasses import replace
    hopts = replace(opts, include_dirs=())  # the user's -I folders come with the unit's flags, after their mirrors
    pch = host_pch(tc, hopts, device_lib, cache_root(), show, extra=opts.host_flags)
    argv = host_only_command(tc, hopts, tu.hip_path, out, device_lib, fatbin, pch, cuid, host_extra)
    data, stderr, _ = _run_compile(argv, out, show, lambda: host_only_command(
        tc, hopts, tu.hip_path, out, device_lib, fatbin, None, cuid, host_extra))
    what = "host compile"
    if data is None:
        ds = [d for d in _clang_diags(stderr, tu, what) if d.is_error]
        if not ds:
            tail = "\n".join(stderr.strip().splitlines()[-6:])
            ds = [error("PCC2004", f"clang failed without a diagnostic ({what}): {tail}",
                        hint="rerun with -v to see the exact command")]
        raise PycuccError(diags + ds)
    diags += [d for d in _clang_diags(stderr, tu, what) if not d.is_error]
    return data, diags


_UNDEF_GNU = re.compile(r"undefined reference to [`'](?P<sym>.+)'")
_IN_FUNC = re.compile(r"^(?:[^:]*ld[^:]*: )?(?P<obj>[^:]+?)(?:\((?P<member>[^)]*)\))?: in function [`'](?P<fn>.+)':")
_UNDEF_LLD = re.compile(r"undefined symbol: (?P<sym>.+)$")
_REF_LLD = re.compile(r"^>>>\s+(?:referenced by\s+)?(?P<obj>\S+\.(?:o|obj|a))\b")


def link_diagnostics(stderr: str, output: str) -> List[Diagnostic]:
    """The linker's complaints as diagnostics naming the symbol and the object that needs it."""
    out: List[Diagnostic] = []
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
            out.append(error("PCC3001", f"undefined reference to '{sym}'{by}",
                             hint="add the source or library that defines it to the link (-l / the .o / the .cu)"))
    if not out:
        tail = "\n".join(l for l in lines if l.strip())[-2000:]
        out.append(error("PCC3002", f"linking '{output}' failed:\n{tail}"))
    return out


@dataclass
class BuildOutputs:
    files: Dict[str, bytes] = field(default_factory=dict)      # path -> contents, written by the CLI at the end
    diagnostics: List[Diagnostic] = field(default_factory=list)
    stdout: str = ""


def build(inv: Invocation, show: Show) -> BuildOutputs:
    """Run an nvcc-style build; returns the outputs to write (nothing is written here except temp files)."""
    import tempfile
    from concurrent.futures import ThreadPoolExecutor
    from pycucc.bitcode import ensure_overlay
    from pycucc.cache import cache_root
    from pycucc.toolchain import toolchain
    tc = toolchain()
    opts = inv.options
    res = BuildOutputs()
    res.diagnostics += [warning("PCC0010", w) for w in inv.warnings]
    kinds = [(p, input_kind(p, inv.lang)) for p in inv.inputs]
    sources = [(p, k) for p, k in kinds if k != "link"]
    for p, _ in kinds:
        if not os.path.exists(p):
            raise PycuccError(error("PCC0001", f"no such file: '{p}'"))
    if inv.mode in ("deps",):
        return _deps_only(inv, sources, res)
    if inv.mode in ("compile", "lib", "dlink") and not sources and inv.mode != "dlink":
        raise PycuccError(error("PCC0007", "nothing to compile: no .cu/.cpp/.c input"))
    if inv.mode == "dlink":
        return _dlink(tc, inv, kinds, res, show)
    if inv.mode == "preprocess":
        return _preprocess(tc, inv, sources, res, show)
    device_lib = ensure_overlay(tc, cache_root()) if any(k == "cu" for _, k in sources) else tc.device_lib
    with tempfile.TemporaryDirectory(prefix="pycucc-") as tmp:
        work = os.path.abspath(opts.dump_dir) if opts.dump_dir else tmp
        os.makedirs(work, exist_ok=True)
        jobs = opts.jobs or min(len(sources), os.cpu_count() or 1) or 1

        def one(item):
            p, k = item
            return compile_unit(tc, opts, p, k, work, device_lib, show)
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(one, sources))
        for r in results:
            res.diagnostics += r.diagnostics
        if opts.dryrun and inv.mode == "compile":
            return res
        if inv.mode == "compile":
            for (p, _), r in zip(sources, results):
                out = opts.output or object_name(p, tc.windows, inv.odir)
                res.files[out] = r.obj
                if inv.deps_with_compile:
                    _add_depfile(res, inv, p, r.dependencies, out)
            return res
        objects = []
        for (p, _), r in zip(sources, results):
            path = os.path.join(work, f"{len(objects)}-{object_name(p, tc.windows)}")
            with open(path, "wb") as f:
                f.write(r.obj)
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
            if not opts.rdc and any(_has_relocatable_device_code(o) for o in objects):
                # nvcc links -dc objects' device code by itself (its manual's "separate compilation" example:
                # `nvcc -dc a.cu b.cu; nvcc a.o b.o`); clang needs -fgpu-rdc at the link for that.
                from dataclasses import replace
                link_opts = replace(opts, rdc=True)
                device_lib = ensure_overlay(tc, cache_root())
            argv = link_command(tc, link_opts, inv, objects, staged, device_lib, shared=inv.mode == "shared")
        show([a if a != staged else out for a in argv])
        if opts.dryrun:
            return res
        proc = _run(argv)
        if proc.returncode != 0:
            raise PycuccError(res.diagnostics + link_diagnostics(proc.stderr.replace(staged, out), out))
        with open(staged, "rb") as f:
            res.files[out] = f.read()
        if inv.deps_with_compile:
            for (p, _), r in zip(sources, results):
                _add_depfile(res, inv, p, r.dependencies, out)
    return res


def _preprocess(tc, inv: Invocation, sources, res: BuildOutputs, show: Show) -> BuildOutputs:
    """-E: the host pass's preprocessed source, as nvcc -E gives it; a .cu is translated first."""
    import tempfile
    from pycucc.backend import host_only_command
    from pycucc.bitcode import ensure_overlay
    from pycucc.cache import cache_root
    opts = inv.options
    chunks: List[str] = []
    with tempfile.TemporaryDirectory(prefix="pycucc-") as work:
        for p, kind in sources:
            tu = None
            if kind == "cu":
                unit = os.path.join(work, str(len(chunks)))
                tu = translate_unit(p, opts, unit)
                res.diagnostics += tu.diagnostics
                extra = ["-include", nvcc_defines_header(unit, opts)] + \
                    tu.flags() + list(opts.host_flags)
                from dataclasses import replace
                argv = list(host_only_command(tc, replace(opts, include_dirs=()), tu.hip_path, "-",
                                              ensure_overlay(tc, cache_root()), "",
                                              extra=extra))
            else:
                argv = host_command(tc, opts, kind, p, "-")
            argv[argv.index("-c")] = "-E"
            show(argv)
            if opts.dryrun:
                continue
            proc = _run(argv)
            if proc.returncode != 0:
                raise PycuccError(res.diagnostics + ([d for d in _clang_diags(proc.stderr, tu, "preprocess")
                                                      if d.is_error] or [error(
                    "PCC2004", f"clang -E failed: {proc.stderr.strip()[-400:]}")]))
            out = proc.stdout
            if tu is not None:  # line markers name the user's files, not the translated copies
                out = out.replace(f'"{tu.fs_root}{os.sep}', f'"{os.sep}')
            chunks.append(out)
    text = "".join(chunks)
    if opts.output and opts.output != "-":
        res.files[opts.output] = text.encode("utf-8")
    else:
        res.stdout = text
    return res


def _dlink(tc, inv: Invocation, kinds, res: BuildOutputs, show: Show) -> BuildOutputs:
    """-dlink: the device link of separately compiled (-dc) objects, as CMake's CUDA_SEPARABLE_COMPILATION runs it.

    clang does the device link inside `--hip-link -fgpu-rdc`: it links each target's device code, bundles it, and
    assembles an object holding the bundle and the __hip_gpubin_handle_* / __hip_fatbin_* symbols the -dc objects
    refer to. That object is nvcc's device-link object; a relocatable link (-r, which tolerates the host symbols a
    program or library resolves later) with -save-temps keeps it, and the final host link takes it with the objects.
    """
    import glob
    import tempfile
    from pycucc.bitcode import ensure_overlay
    from pycucc.cache import cache_root
    from pycucc.runtime.bundle import read_bundle, target_of
    from pycucc.runtime.codeobj import validate_code_object
    opts = inv.options
    out = opts.output or default_output("dlink", inv.inputs, tc.windows)
    objects = [os.path.abspath(p) for p, k in kinds if k == "link"]
    if not objects:
        raise PycuccError(error("PCC0007", "-dlink needs the -dc objects to link"))
    device_lib = ensure_overlay(tc, cache_root())
    with tempfile.TemporaryDirectory(prefix="pycucc-") as tmp:
        argv = [tc.clang, "--hip-link", "-fgpu-rdc", *[f"--offload-arch={t}" for t in opts.targets],
                f"--rocm-path={tc.hip_root}", f"--rocm-device-lib-path={device_lib}",
                f"-mcode-object-version={opts.code_object_version}", "-save-temps", "-r", *objects,
                "-o", os.path.join(tmp, "relocatable.o")]
        show(argv)
        if opts.dryrun:
            return res
        proc = subprocess.run(argv, capture_output=True, text=True, cwd=tmp)
        if proc.returncode != 0:
            raise PycuccError(res.diagnostics + (link_diagnostics(proc.stderr, out) or [error(
                "PCC2004", f"the device link failed: {proc.stderr.strip()[-600:]}")]))
        made = [p for p in glob.glob(os.path.join(tmp, "*-hip-amdgcn-amd-amdhsa.o"))]
        fatbins = glob.glob(os.path.join(tmp, "*-hip-amdgcn-amd-amdhsa.hipfb"))
        if len(made) != 1 or len(fatbins) != 1:
            raise PycuccError(error("PCC2010", "clang's device link did not leave its device-link object "
                                    f"(found {len(made)} objects, {len(fatbins)} bundles)",
                                    hint="rerun with -v; link with `pycucc -rdc=true ... -o app` instead"))
        with open(fatbins[0], "rb") as f:
            entries = {target_of(k): v for k, v in read_bundle(f.read()).items() if target_of(k)}
        problems = [f"{t}: {p}" for t in opts.targets
                    for p in (validate_code_object(entries[t], processor_of(t), []) if t in entries
                              else ["no code object in the device link"])]
        if problems:
            raise PycuccError([error("PCC2010", f"the device link produced an invalid code object: {p}")
                               for p in problems])
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
    res.files[path] = (res.files.get(path, b"").decode() + text).encode()


def _deps_only(inv: Invocation, sources, res: BuildOutputs) -> BuildOutputs:
    from pycucc.pipeline import read_source
    opts = inv.options
    text_out = ""
    for p, k in sources:
        deps: Tuple[str, ...] = ()
        if k == "cu":
            tr = make_hip(read_source(p), p, opts)
            if any(d.is_error for d in tr.diagnostics):
                raise PycuccError(list(tr.diagnostics))
            deps = tuple(tr.dependencies)
        target = inv.deps_target or object_name(p, os.name == "nt")
        text_out += make_depfile(target, [p, *deps], inv.deps_phony)
    dest = inv.deps_file or opts.output
    if dest:
        res.files[dest] = text_out.encode()
    else:
        res.stdout = text_out
    return res
