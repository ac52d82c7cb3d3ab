"""The pipeline: how one source file becomes HIP, code objects, a bundle and a host object.

A `Unit` carries the source, the frozen `Options`, the toolchain and the products made so far. The stages are
listed in order in STAGES, each named for the product it adds to the unit (Triton's AMD backend has the same
shape); a goal (`GOALS`) is the sequence of stages, in this order, that makes what was asked for (a .hsaco, a host
object, -rdc's object, a plain C/C++ object, -E's text, the HIP source):

    hip           translate the .cu (rules over one libclang parse)                   translate.make_hip
    mirror        the project headers it includes, translated, beside it in a mirror  mirror.make_mirror
                  (a .ptx module: lowered by the PTX table instead, ptx.module)
    code_objects  one validated code object per target, by the backend its processor  backend (clang-19),
                  row names, in parallel                                             llvmlite_backend
    bundle        the .hsaco: the raw ELF for one target, an offload bundle for more   runtime.bundle
    host_object   the host half with the bundle embedded (-rdc: clang's one command)   backend

The .hsaco path (`pycucc k.cu -o k.hsaco`) and the nvcc driver (`-c`, programs, -E, -M) run the same stages; the
cache in front of them is in build.py. Nothing here prints: commands go to the unit's `on_command` hook, problems
come back as PycuccError.
"""
from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING, Callable, Dict, List, Mapping, Optional, Sequence, Tuple

from . import backend, clang_output, codes, includes
from .cache import Cache, atomic_write, build_key, cache_root, digest, file_digest, load, store
from .diagnostics import Diagnostic, PycuccError, Severity, error
from .leftovers import sweep as sweep_leftovers  # what killed runs left: a miss cleans it (build.py)
from .mirror import Mirror, make_mirror
from .nvcc_macros import DEFINED_FOR_BUILDS, defines_header_text, parse_defines
from .options import Options
from .records import field, record, replace
from .rules import load_rules
from .sources import has_long_identifier, source_bytes
from .targets import Target, code_object_version
from .toolchain import Toolchain, library_search_dirs, run as run_tool
from .toolkit import toolkit_root
from .translate import TranslateOptions, TranslationResult, make_hip

if TYPE_CHECKING:
    from .toolchain import CommandHook


@record
class Unit:
    """One source file on its way through the stages; each stage fills in one product."""
    path: str                       # as the user named it
    text: str
    opts: Options
    tc: Toolchain
    work: str                       # this unit's scratch folder
    kind: str = "cu"                # "cu", or "c++"/"c" for a plain host source
    device_lib: str = ""            # the bitcode folder clang takes (the overlay, bitcode.py)
    on_command: CommandHook = None
    cache: Cache = field(default_factory=lambda: Cache(enabled=False))
    # products, in stage order
    hip: Optional[TranslationResult] = None
    mirror: Optional[Mirror] = None
    code_objects: Dict[str, bytes] = field(default_factory=dict)   # target id -> code object
    bundle: Optional[bytes] = None
    host_object: Optional[bytes] = None
    preprocessed: Optional[str] = None
    host_dependencies: Tuple[str, ...] = ()  # a plain C/C++ source's headers, as its compile listed them
    diagnostics: List[Diagnostic] = field(default_factory=list)
    parse_errors: List[Diagnostic] = field(default_factory=list)  # held back: the compile judges (make_hip_stage)

    @property
    def stem(self) -> str:
        return os.path.splitext(os.path.basename(self.path))[0]

    @property
    def cuid(self) -> str:
        """clang's compilation-unit id, fixed per source file so that the same input gives the same bytes."""
        return digest(os.path.abspath(self.path).encode())[:16]

    @property
    def kernels(self) -> Tuple[str, ...]:
        return self.mirror.kernels if self.mirror is not None else (self.hip.kernels if self.hip else ())

    @property
    def dependencies(self) -> Tuple[str, ...]:
        return tuple(self.hip.dependencies) if self.hip is not None else ()

    def announce(self, argv: Sequence[str]) -> None:
        if self.on_command:
            self.on_command(list(argv))


def translate_options(opts: Options, tc: Optional[Toolchain] = None) -> TranslateOptions:
    """The translation of a build: parsed with the build's -I/-D/-U/-std and nvcc's host-pass macros, for the HIP
    the build compiles with (rules with an `older` fallback keep what that HIP lacks to pycucc_compat.h)."""
    return TranslateOptions(include_dirs=opts.include_dirs, defines=parse_defines(opts), undefines=opts.undefines,
                            std=opts.std, installed_hip=tc.hip_version if tc is not None else None,
                            unsupported_api=opts.unsupported_api, keep_names=DEFINED_FOR_BUILDS,
                            library_search=library_search_dirs(tc, opts.include_dirs) if tc is not None else ())


# ------------------------------------------------------------------------------------------------- stages
def later_stages():
    """The modules only the stages after the translation use (the code-object readers and bundle writer of
    pycucc.runtime, the llvmlite backend): ~35 ms to import with dataclasses and inspect. The translation imports
    them while its parse runs in the child (make_hip's `meanwhile`), so that on two cores they cost a cold build
    no wall time. The import system keeps them: calls after the first cost a dictionary lookup."""
    from pycucc.runtime import bundle, codeobj, elf
    from . import llvmlite_backend
    return bundle, codeobj, elf, llvmlite_backend


def make_hip_stage(u: Unit) -> TranslationResult:
    """The translation. Its parse's own errors (SOURCE_ERROR) are held back rather than fatal: the parse sees CUDA
    through pycucc's declarations, the compile sees the translation through HIP's headers, and the compile is
    what nvcc's users are judged by. What the translation itself cannot do (an API HIP lacks, PTX it cannot
    lower) stops the build here."""
    tr = make_hip(u.text, u.path, translate_options(u.opts, u.tc), meanwhile=later_stages)
    parse_errors = [d for d in tr.diagnostics if d.is_error and d.code == codes.SOURCE_ERROR]
    if len(parse_errors) < sum(d.is_error for d in tr.diagnostics):
        raise PycuccError(list(tr.diagnostics))
    u.parse_errors = parse_errors
    u.diagnostics += [d for d in tr.diagnostics if not d.is_error] + warp_model_notes(u.text, u.path, u.opts)
    return tr


def warp_model_notes(text: str, path: str, opts: Options) -> List[Diagnostic]:
    """codes.WARP_MODELS_DIFFER once a unit, at its first warp-level operation (the rules' `warp_level` pattern, outside comments),
    where a wave64 target gives the two warp models (README "Warps on wave64") different meanings."""
    wave64 = [t.id for t in opts.targets if t.wave_size == 64]
    if not wave64:
        return []
    blank = _COMMENT.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    m = load_rules().pattern("warp_level").search(blank)
    if m is None:
        return []
    line = text.count("\n", 0, m.start()) + 1
    col = m.start() - (text.rfind("\n", 0, m.start()) + 1) + 1
    targets = ", ".join(wave64)
    if opts.warp_size == 64:
        msg = (f"'{m.group(0)}' and this file's other warp operations span the whole 64-lane wave on {targets} "
               "(--warp-size=64), where CUDA's warp has 32 lanes")
        hint = "code written for CUDA's 32-lane warps builds without --warp-size=64"
    else:
        msg = (f"'{m.group(0)}' and this file's other warp operations follow CUDA's 32-lane warps on {targets}, "
               "whose waves have 64 lanes: each half of the wave is one warp (warpSize is 32)")
        hint = "code written for the whole 64-lane wave builds with --warp-size=64"
    return [Diagnostic(Severity.NOTE, codes.WARP_MODELS_DIFFER, msg, path, line, col,
                       source_line=text.splitlines()[line - 1], hint=hint)]


_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


def make_mirror_stage(u: Unit) -> Mirror:
    m = make_mirror(u.path, u.text, u.hip, translate_options(u.opts, u.tc), u.opts.include_dirs, u.work)
    u.diagnostics += m.diagnostics
    u.announce(["pycucc-translate", u.path, "-o", m.hip_path])
    return m


def make_ptx_hip_stage(u: Unit) -> TranslationResult:
    """A PTX module lowered to one HIP translation unit by the PTX lowering table (pycucc.ptx)."""
    from .ptx.module import ptx_to_hip  # the PTX front end, for .ptx inputs only
    hip_text, kernels, diags = ptx_to_hip(u.text, u.path)
    if any(d.is_error for d in diags):
        raise PycuccError(list(diags))
    u.diagnostics += diags
    return TranslationResult(source=u.text, text=hip_text, diagnostics=tuple(diags), kernels=tuple(kernels),
                             dependencies=())


def make_ptx_mirror_stage(u: Unit) -> Mirror:
    """The lowered module as the file clang compiles: it has no project headers, and clang's messages about it
    name the generated file (its lines are not the .ptx's)."""
    hip_path = os.path.join(os.path.abspath(u.work), os.path.basename(u.path) + ".hip")
    with open(hip_path, "wb") as f:
        f.write(source_bytes(u.hip.text))
    u.announce(["pycucc-lower-ptx", u.path, "-o", hip_path])
    return Mirror(hip_path, os.path.dirname(hip_path), ["-iquote", os.path.dirname(os.path.abspath(u.path))],
                  kernels=tuple(u.hip.kernels), material=(source_bytes(f"{u.path}\0{u.hip.text}"),))


def _defines_header(u: Unit) -> str:
    """nvcc's predefined macros for this build, at a path named by its content: -E output (which ccache hashes) and
    the commands name the same file in every run with the same options."""
    text = defines_header_text(u.opts).encode()
    path = os.path.join(cache_root(), "defines", f"pycucc_nvcc_defines-{digest(text)[:24]}.h")
    if load(path) != text:  # missing, not trusted, or not what its name says: written again
        try:
            store(path, text)
        except OSError:  # a cache folder this user cannot write into, or does not trust
            path = os.path.join(u.work, "pycucc_nvcc_defines.h")
            atomic_write(path, text)
    return path


def _unit_opts(u: Unit) -> Options:
    """The build's options for the unit's compiles: the user's -I folders come with the mirror's include flags,
    each after its mirror, so that translated headers win; CUDA's half types where the unit can name them."""
    return replace(u.opts, include_dirs=(), half_types=half_types(u))


def half_types(u: Unit) -> bool:
    """Whether the unit's compiles need CUDA's half and bfloat16 types from pycucc_compat.h. nvcc declares them only
    where cuda_fp16.h or cuda_bf16.h is included, so they are left out (backend.half_type_flags) when the parse read
    neither header (translate.facts.includes_half_types) and no word of theirs (the rules' half_types) stands in the
    source, a header the parse read (an include under `#ifdef __CUDA_ARCH__`, which the host parse does not take) or
    a flag (-D, -include): such a unit compiles to the same code without them (tests/test_build.py)."""
    if u.hip is None or u.hip.half_types or u.mirror is None or u.mirror.names_half_types:
        return True
    words = load_rules().pattern("half_types")
    return any(words.search(f) for f in (*u.opts.defines, *u.opts.extra_device_flags, *u.opts.host_flags))


def _search_dirs(u: Unit) -> List[Tuple[str, str]]:
    """The folders the unit's compile searches that its prelude's probe does not (the mirror's -iquote and -I),
    each with its flag."""
    flags = u.mirror.include_flags if u.mirror is not None else []
    out: List[Tuple[str, str]] = []
    for k, a in enumerate(flags):
        if a in ("-iquote", "-I") and k + 1 < len(flags):
            out.append((a, flags[k + 1]))
        elif a.startswith("-I") and len(a) > 2:
            out.append(("-I", a[2:]))
    return out


def _unit_flags(u: Unit) -> List[str]:
    long_names = has_long_identifier(u.text) or any(has_long_identifier(t.text) for t in u.mirror.translated.values())
    return ["-include", _defines_header(u)] + u.mirror.include_flags + (["-fno-spell-checking"] if long_names else [])


def clang_code_object(u: Unit, target: Target) -> Tuple[Optional[bytes], str]:
    """One target's device code through clang-19, from the precompiled prelude: (code object or None, stderr)."""
    opts = _unit_opts(u)
    out = os.path.join(u.work, f"{u.stem}.{target.id.replace(':', '_')}.co")
    pch = None if u.opts.dryrun else backend.device_pch(u.tc, opts, target, u.device_lib, cache_root(),
                                                        u.on_command, dirs=_search_dirs(u))

    def command(with_pch: Optional[str]):
        return backend.device_command(u.tc, opts, target, u.mirror.hip_path, out, u.device_lib, with_pch, u.cuid,
                                      _unit_flags(u))
    if u.opts.dryrun:
        u.announce(command(pch))
        return b"", ""
    data, stderr, _ = backend.compile(command(pch), out, u.on_command, lambda: command(None))
    return data, stderr


def llvmlite_code_object(u: Unit, target: Target) -> Tuple[Optional[bytes], str]:
    """One target's device code through llvmlite's LLVM 22 (llvmlite_backend.py): clang-19's unoptimised bitcode
    for the row's stand-in, from the stand-in's precompiled prelude, then the child process and lld. clang's own
    errors come back as clang's (located like any target's); the child's and lld's raise PycuccError."""
    opts = _unit_opts(u)
    stem = os.path.join(u.work, f"{u.stem}.{target.id.replace(':', '_')}")
    cov = code_object_version(target, u.opts.code_object_version)
    pch = None if u.opts.dryrun else backend.device_pch(u.tc, opts, target, u.device_lib, cache_root(),
                                                        u.on_command, dirs=_search_dirs(u))

    def command(with_pch: Optional[str]):
        return later_stages()[3].bitcode_command(backend.device_command(
            u.tc, opts, target, u.mirror.hip_path, stem + ".bc", u.device_lib, with_pch, u.cuid, _unit_flags(u)))
    llvmlite_backend = later_stages()[3]
    if u.opts.dryrun:
        for argv in (command(pch), llvmlite_backend.codegen_command(target, stem + ".bc", stem + ".o", cov),
                     llvmlite_backend.link_command(u.tc, stem + ".o", stem + ".co")):
            u.announce(argv)
        return b"", ""
    bitcode, stderr, _ = backend.compile(command(pch), stem + ".bc", u.on_command, lambda: command(None))
    if bitcode is None:
        return None, stderr
    return llvmlite_backend.finish(u.tc, target, stem + ".bc", stem, cov, u.announce, u.mirror.translated), stderr


# Which function builds a processor's code object: the backend its row in the processor table names (or
# PYCUCC_BACKEND, where both can build it). One bundle can hold objects of both.
CODE_OBJECT_BACKENDS: Mapping[str, Callable[[Unit, Target], Tuple[Optional[bytes], str]]] = {
    "clang": clang_code_object,
    "llvmlite": llvmlite_code_object,
}


def _compile_inputs(u: Unit) -> Tuple[bytes, ...]:
    """What a target's compile reads beyond the translation (the mirror's material): the include variables, and the
    headers of the project's folders that pycucc's own headers find first (includes.own_preludes), by digest."""
    flags = (*u.opts.extra_device_flags, *u.opts.host_flags)
    found, _ = includes.record(includes.own_preludes(), u.opts.include_dirs, flags, skip=includes.is_cuda_sdk_dir)
    return (includes.environment(), *(f"{p}\0{file_digest(p)}".encode() for p in includes.not_own(found)))


def make_code_objects_stage(u: Unit) -> Dict[str, bytes]:
    """One validated code object per target, built in parallel (or taken from the cache); clang's warnings are
    shown once each, with the targets that gave them."""
    material = (*u.mirror.material, *_compile_inputs(u))
    objects: Dict[str, bytes] = {}
    pending = []
    for t in u.opts.targets:
        key = build_key("code-object", u.opts, u.tc, *material, t.id.encode())
        data = u.cache.get(key)
        if data is not None:
            objects[t.id] = data
        else:
            pending.append((t, key))

    raised: List[Diagnostic] = []

    def one(item):
        t, _ = item
        try:
            return CODE_OBJECT_BACKENDS[t.backend](u, t)
        except PycuccError as e:  # a backend's own failure (llvmlite's child, lld): reported with clang's
            raised.extend(e.diagnostics)
            return None, ""

    failures: Dict[str, str] = {}
    messages: Dict[str, str] = {}
    jobs = u.opts.jobs or min(len(pending), os.cpu_count() or 1) or 1
    if jobs == 1 or len(pending) < 2:
        built = [one(item) for item in pending]  # nothing to overlap: no thread pool (concurrent.futures: 14 ms)
    else:
        from concurrent.futures import ThreadPoolExecutor
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            built = list(pool.map(one, pending))
    for (t, key), (data, stderr) in zip(pending, built):
        if data is None:
            if stderr:
                failures[t.id] = stderr
            continue
        messages[t.id] = stderr
        objects[t.id] = data
        if data:
            u.cache.put(key, data)
    if u.opts.dryrun:
        return {t.id: b"" for t in u.opts.targets}

    def diagnose(stderr: str) -> List[Diagnostic]:
        return clang_output.parse(stderr, u.mirror.translated)
    if failures or raised:
        raise PycuccError(u.diagnostics + clang_output.merge_targets(failures, diagnose, failed=True) + raised)
    u.diagnostics += clang_output.merge_targets(messages, diagnose, failed=False)
    for t in u.opts.targets:
        # the processor asked for, not another (llvmlite builds generic code for a name it does not know)
        problems = later_stages()[1].validate_code_object(objects[t.id], t.id, u.kernels)
        if problems:
            raise PycuccError([error(codes.INVALID_CODE_OBJECT, f"{t.backend} produced an invalid code object for "
                                     f"{t}: {p}", hint="this is a toolchain bug; rerun with -v and --keep and "
                                                       "report it") for p in problems])
    return {t.id: objects[t.id] for t in u.opts.targets}


def make_bundle_stage(u: Unit) -> bytes:
    """One target: the raw ELF. Several: a clang offload bundle, which hipModuleLoadData accepts."""
    if len(u.code_objects) == 1:
        return next(iter(u.code_objects.values()))
    bundle = later_stages()[0]
    return bundle.write_bundle({bundle.bundle_id(t): data for t, data in u.code_objects.items()})


def make_hsaco_stage(u: Unit) -> bytes:
    """The .hsaco: the bundle, of code objects that have kernels to load. Decided from what clang built, so
    kernels defined in headers and template kernels instantiated in any way count, and a template never
    instantiated does not."""
    # relocatable device code (-dc -fatbin) may hold device functions only, for a later link (nvcc builds cuFFT's
    # LTO callbacks, which are __device__ functions, so)
    if not u.opts.dryrun and not u.opts.rdc and not any(later_stages()[1].parse_elf(data).kernels
                                                          for data in u.code_objects.values()):
        raise PycuccError(error(
            codes.NO_KERNELS, f"no kernels in '{u.path}': a code object needs at least one __global__ function (a "
            "template kernel counts once it is instantiated)", path=u.path,
            hint="instantiate the template (e.g. `template __global__ void k<float>(float*);`), or build host code "
                 "and programs with -c / as a program (nvcc-style driver)"))
    return make_bundle_stage(u)


def make_host_object_stage(u: Unit) -> bytes:
    """The host half of the .cu, compiled from the precompiled host prelude with the device bundle embedded:
    clang's own `-x hip -c` does the same steps in one process, parsing hip_runtime.h for every target and the
    host; split, each side starts from a prelude and the targets build in parallel."""
    opts = _unit_opts(u)
    fatbin = os.path.join(u.work, u.stem + ".hipfb")
    with open(fatbin, "wb") as f:
        bundle = later_stages()[0]
        f.write(bundle.write_bundle({bundle.bundle_id(t.id): u.code_objects[t.id] for t in u.opts.targets}))
    out = os.path.join(u.work, u.stem + ".o")
    pch = None if u.opts.dryrun else backend.host_pch(u.tc, opts, u.device_lib, cache_root(), u.on_command,
                                                      dirs=_search_dirs(u))

    def command(with_pch: Optional[str]):
        return backend.host_only_command(u.tc, opts, u.mirror.hip_path, out, u.device_lib, fatbin, with_pch,
                                         u.cuid, _unit_flags(u))
    data = _host_compile(u, command(pch), out, "host compile", lambda: command(None))
    problems = validate_embedded(data, u.opts.targets, u.kernels) if data and u.kernels else []
    if problems:
        raise PycuccError([error(codes.INVALID_CODE_OBJECT, f"clang produced an invalid object for '{u.path}': {p}",
                                 hint="this is a toolchain bug; rerun with -v and --keep and report it")
                           for p in problems])
    return data


def make_rdc_object_stage(u: Unit) -> bytes:
    """-rdc: relocatable device code needs clang's single command (-fgpu-rdc), which embeds device bitcode for the
    device link instead of code objects."""
    out = os.path.join(u.work, u.stem + ".o")
    argv = backend.rdc_command(u.tc, u.opts, u.mirror.hip_path, out, u.device_lib, u.cuid, _unit_flags(u))
    return _host_compile(u, argv, out, "host and device compile for " + ", ".join(t.id for t in u.opts.targets))


def make_plain_object_stage(u: Unit) -> bytes:
    """A .c/.cpp input: host code, compiled as it is."""
    out = os.path.join(u.work, u.stem + ".o")
    deps = os.path.join(u.work, u.stem + ".d")
    toolkit = _toolkit_include(u.tc)
    argv = backend.host_command(u.tc, u.opts, u.kind, u.path, out, toolkit) + ["-MMD", "-MF", deps]
    data = _host_compile(u, argv, out, "host compile")
    if not u.opts.dryrun:
        # the headers it read, for the cache's manifest (-MMD: those outside the system's folders; the toolkit's
        # are pycucc's, which every key covers)
        try:
            with open(deps, encoding="utf-8", errors="surrogateescape") as f:
                listed = includes.depfile_paths(f.read())
        except OSError:
            listed = []
        source = os.path.abspath(u.path)
        u.host_dependencies = tuple(p for p in (os.path.abspath(x) for x in listed)
                                    if p != source and not p.startswith(toolkit + os.sep))
    return data


def _toolkit_include(tc: Toolchain) -> str:
    return os.path.join(toolkit_root(tc), "include")


def make_preprocessed_stage(u: Unit) -> str:
    """-E: the host pass's preprocessed source, as nvcc -E gives it, with line markers naming the user's files."""
    argv = backend.host_only_command(u.tc, _unit_opts(u), u.mirror.hip_path, "-", u.device_lib, "",
                                     extra=_unit_flags(u))
    text = _preprocess(u, argv, u.mirror.translated)
    return text.replace(f'"{u.mirror.fs_root}{os.sep}', f'"{os.sep}')


def make_plain_preprocessed_stage(u: Unit) -> str:
    return _preprocess(u, backend.host_command(u.tc, u.opts, u.kind, u.path, "-", _toolkit_include(u.tc)), {})


def _preprocess(u: Unit, argv: List[str], translated) -> str:
    argv[argv.index("-c")] = "-E"
    u.announce(argv)
    if u.opts.dryrun:
        return ""
    proc = run_tool(argv)
    if proc.returncode != 0:
        raise PycuccError(u.diagnostics + clang_output.errors_or_failure(proc.stderr, translated, "preprocess",
                                                                         codes.PREPROCESS_FAILED))
    return proc.stdout


def _host_compile(u: Unit, argv: Sequence[str], out: str, what: str,
                  without_pch: Optional[Callable[[], Sequence[str]]] = None) -> bytes:
    if u.opts.dryrun:
        u.announce(argv)
        return b""
    data, stderr, _ = backend.compile(argv, out, u.on_command, without_pch)
    translated = u.mirror.translated if u.mirror is not None else {}
    if data is None:
        raise PycuccError(u.diagnostics + clang_output.errors_or_failure(stderr, translated, what))
    u.diagnostics += [d for d in clang_output.parse(stderr, translated, what) if not d.is_error]
    return data


@record(frozen=True)
class Stage:
    product: str                        # the Unit field it fills
    make: Callable[[Unit], object]


# The stages, in order. A goal runs a subset of them in this order; the backend of each target is chosen inside
# code_objects from CODE_OBJECT_BACKENDS.
STAGES: Tuple[Stage, ...] = (
    Stage("hip", make_hip_stage),
    Stage("mirror", make_mirror_stage),
    Stage("code_objects", make_code_objects_stage),
    Stage("bundle", make_bundle_stage),
    Stage("host_object", make_host_object_stage),
)
_BY_PRODUCT = {s.product: s for s in STAGES}

GOALS: Mapping[str, Tuple[Stage, ...]] = {
    "hip": (_BY_PRODUCT["hip"],),
    "hsaco": STAGES[:3] + (Stage("bundle", make_hsaco_stage),),
    "object": STAGES,
    "rdc_object": STAGES[:2] + (Stage("host_object", make_rdc_object_stage),),
    "plain_object": (Stage("host_object", make_plain_object_stage),),
    "preprocessed": STAGES[:2] + (Stage("preprocessed", make_preprocessed_stage),),
    "plain_preprocessed": (Stage("preprocessed", make_plain_preprocessed_stage),),
    # a PTX module: lowered instead of translated, then built like any unit
    "ptx_hip": (Stage("hip", make_ptx_hip_stage),),
    "ptx_hsaco": (Stage("hip", make_ptx_hip_stage), Stage("mirror", make_ptx_mirror_stage)) + STAGES[2:3]
                 + (Stage("bundle", make_hsaco_stage),),
}


def run(u: Unit, goal: str) -> Unit:
    """Run the goal's stages over the unit; with --keep/--dump-dir each product is also left in the work folder.

    The parse errors the translation held back come out at the end: as warnings when the goal was reached (the
    compile accepted the code, or --emit hip compiles nothing; -E, like nvcc -E, checks no semantics), as notes
    after the errors of a compile that failed, where they are not at a place the compile already reports."""
    try:
        for stage in GOALS[goal]:
            setattr(u, stage.product, stage.make(u))
            if (u.opts.keep or u.opts.dump_dir) and not u.opts.dryrun:
                _keep(u, stage.product)
    except PycuccError as e:
        if u.parse_errors:
            seen = {(d.path and os.path.abspath(d.path), d.line) for d in e.diagnostics if d.is_error}
            e.diagnostics += [_parse_error_as(d, Severity.NOTE) for d in u.parse_errors
                              if (os.path.abspath(d.path or ""), d.line) not in seen]
        raise
    if u.parse_errors and "preprocessed" not in (s.product for s in GOALS[goal]):
        compiled = "code_objects" in (s.product for s in GOALS[goal])
        u.diagnostics += [_parse_error_as(d, Severity.WARNING, compiled) for d in u.parse_errors]
    return u


def _parse_error_as(d: Diagnostic, severity: Severity, compiled: bool = True) -> Diagnostic:
    hint = None
    if severity == Severity.WARNING:
        hint = ("clang compiled the translated code; " if compiled else "") + "check the translation of this line " \
            "(--emit hip)"
    return Diagnostic(severity, codes.PARSE_ONLY_ERROR, f"pycucc's parse of the CUDA source: {d.message}", d.path,
                      d.line, d.col, hint=hint, source_line=d.source_line)


def _keep(u: Unit, product: str) -> None:
    if product == "hip":
        name, data = u.stem + ".hip", source_bytes(u.hip.text)
    elif product == "bundle":
        name, data = u.stem + ".hsaco", u.bundle
    else:
        return  # code objects and host objects are written by clang where the work folder is
    with open(os.path.join(u.work, name), "wb") as f:
        f.write(data)


# ------------------------------------------------------------------------------------------------- checks
def validate_embedded(obj: bytes, targets: Sequence[Target], kernels: Sequence[str]) -> List[str]:
    """Check the code objects clang embedded in a host object (.hip_fatbin holds an offload bundle)."""
    bundle, codeobj, elf_module, _ = later_stages()
    elf = elf_module.ElfFile(obj)
    sec = elf.section(".hip_fatbin")
    if sec is None:
        return ["the object has no .hip_fatbin section (no device code was embedded)"]
    entries = bundle.read_bundle(bytes(elf.section_data(sec)))
    found = {bundle.target_of(k): v for k, v in entries.items() if bundle.target_of(k)}
    problems = []
    for t in targets:
        data = found.get(t.id)
        if data is None:
            problems.append(f"no code object for {t} in .hip_fatbin (has: {', '.join(map(str, found)) or 'none'})")
            continue
        problems += [f"{t}: {p}" for p in codeobj.validate_code_object(data, t.processor, kernels)]
    return problems
