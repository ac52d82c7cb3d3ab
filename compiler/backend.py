"""The clang-19 backend: the compile commands of a translated unit (each target's device code, the host half with
the device bundle embedded, the one-command -rdc compile, plain C/C++), the precompiled HIP preludes they start
from, and the run of one compile. The pipeline's stage table says when each runs; programs are started through
toolchain.run.
"""
from __future__ import annotations

import os
import shlex
import signal
import tempfile
from typing import TYPE_CHECKING, Callable, List, Optional, Sequence, Tuple

from .cache import digest, file_digest, has_room, load, make_folder, met_before, settle, store, usable
from .includes import depfile_paths, lookup_names, names_text, shadowed, variable_dirs, without_variables
from .nvcc_macros import CUDA_ARCH_MACRO
from .options import Options
from .resources import COMPAT_FILES, COMPAT_HEADER, FALLBACK_DIR, INCLUDE_DIR, WRAP_DIR
from .targets import Target, code_object_version, command_code_object_version
from .toolchain import Toolchain, pch_allowed, run, std_of

if TYPE_CHECKING:
    from .toolchain import CommandHook


# What nvcc's front end accepts and clang, by default, makes an error (each checked with nvcc 13 and clang 19, C++17):
# the `register` keyword (nvcc says nothing; clang errors from C++17 on), a narrowing conversion of a non-constant
# in braces such as `dim3 g = {n, 1}` with an int n (nvcc warns, #2361-D, as does g++), and a constexpr enum
# initialised outside its enumerators' range (nvcc says nothing). Warnings stay warnings.
NVCC_DIALECT = ("-Wno-register", "-Wno-error=c++11-narrowing", "-Wno-error=enum-constexpr-conversion")


def compile_prefix(tc: Toolchain, opts: Options, device_lib: str, cov: Optional[int] = None) -> List[str]:
    """What every HIP compile passes after its inputs' kind: optimisation, standard, the HIP install, bitcode and
    code object version (``cov``: the one its targets are built as, targets.code_object_version), nvcc's dialect,
    and quiet, uncoloured messages (HIP's hipError_t is [[nodiscard]], CUDA's cudaError_t is not, so translated code
    would warn on every unchecked call). wrap/ goes before every other include folder: it holds the HIP library
    headers that must be read with HIP's own vector types (hipRAND's device API); fallback/ goes after all of them:
    the stand-ins of the libraries a build may do without (roctx), found only where the library is not installed."""
    cov = command_code_object_version(opts.targets, opts.code_object_version) if cov is None else cov
    return [f"-O{opts.opt_level}", f"-std={opts.std}", *tc.hip_args(device_lib, cov),
            *NVCC_DIALECT, "-Wno-unused-result", "-fno-color-diagnostics", f"-I{WRAP_DIR}",
            "-idirafter", FALLBACK_DIR]


def processor_macro(processor: str) -> str:
    """clang's macro for a processor: gfx950 -> __gfx950__, gfx11-generic -> __gfx11_generic__."""
    return "__" + processor.replace("-", "_") + "__"


# nvcc's --use_fast_math changes device code only (CUDA Programming Guide, "Intrinsic Functions"; nvcc's manual,
# --use_fast_math): host code keeps IEEE semantics, so a host reference check's isnan() is not folded away.
DEVICE_ONLY_FLAGS = frozenset({"-ffast-math", "-fgpu-flush-denormals-to-zero", "-Wno-nan-infinity-disabled"})


def _user_flags(opts: Options, pch: Optional[str], host: bool = False) -> List[str]:
    """What every half of a compile shares: the prelude (precompiled or not), -g, the user's -I/-D/-U and flags
    (for the host half, less those that are nvcc's for device code only)."""
    argv = ["-Xclang", "-include-pch", "-Xclang", pch] if pch else ["-include", COMPAT_HEADER]
    if opts.debug:
        argv.append("-g")
    argv += [f"-I{d}" for d in opts.include_dirs]
    argv += warp_model_flags(opts) + half_type_flags(opts) + [f"-D{d}" for d in opts.defines] + \
        [f"-U{u}" for u in opts.undefines]
    return argv + [f for f in opts.extra_device_flags if not (host and f in DEVICE_ONLY_FLAGS)]


def warp_model_flags(opts: Options) -> List[str]:
    """pycucc_compat.h's warp model: nothing for CUDA's 32-lane warps (the default, which keeps today's commands
    and code objects for kernels without warp operations), the macro for the whole wave (--warp-size=64)."""
    return ["-DPYCUCC_WARP_SIZE=64"] if opts.warp_size == 64 else []


def half_type_flags(opts: Options) -> List[str]:
    """pycucc_compat.h without CUDA's half and bfloat16 types (HIP's hip_fp16.h and what the header adds for them)
    for a unit that cannot name them; a prelude is made per command, so its own."""
    return [] if opts.half_types else ["-DPYCUCC_HALF_TYPES=0"]


def device_command(tc: Toolchain, opts: Options, target: Target, source: str, output: str, device_lib: str,
                   pch: Optional[str] = None, cuid: Optional[str] = None, extra: Sequence[str] = ()) -> List[str]:
    """One target's device code: a code object linked by lld (no offload bundle). For a target another backend
    finishes (llvmlite), the same compile for the processor clang-19 stands in with (Target.clang_id), which also
    defines the real processor's macro (__gfx950__ next to clang's __gfx942__)."""
    argv = [tc.clang, "-x", "hip", "--cuda-device-only", f"--offload-arch={target.clang_id}",
            *compile_prefix(tc, opts, device_lib, code_object_version(target, opts.code_object_version)),
            "--no-gpu-bundle-output"]
    if cuid:
        # clang derives the HIP compilation-unit id from the input's path, which is a temp file here: fix it so
        # the same source gives byte-identical code objects.
        argv.append(f"-cuid={cuid}")
    if opts.device_debug:
        argv += ["-O0"]
    argv += _user_flags(opts, pch) + list(extra) + [f"-D{CUDA_ARCH_MACRO}={target.cuda_arch}"]
    if target.clang_id != target.id:
        argv.append(f"-D{processor_macro(target.processor)}=1")
    return argv + [source, "-o", output]


def host_only_command(tc: Toolchain, opts: Options, source: str, output: str, device_lib: str, gpubinary: str,
                      pch: Optional[str] = None, cuid: Optional[str] = None, extra: Sequence[str] = ()
                      ) -> List[str]:
    """The host half of a CUDA source: host code plus the kernel stubs, with the device bundle embedded.

    Splitting nvcc's one compile into per-target device compiles and this lets both sides use a precompiled
    prelude; `-fcuda-include-gpubinary` is how clang's own driver hands the bundle to the host compile.
    """
    arches = dict.fromkeys(t.clang_id for t in opts.targets)  # the host pass needs arches clang-19 knows
    argv = [tc.clang, "-x", "hip", "--cuda-host-only", *[f"--offload-arch={a}" for a in arches],
            *compile_prefix(tc, opts, device_lib)]
    if cuid:
        # The driver drops -cuid in a host-only compile (the __hip_cuid_ symbol comes out with no suffix and would
        # clash between objects); cc1 takes it directly and hashes it exactly as in the device compile.
        argv += ["-Xclang", f"-cuid={cuid}"]
    argv += _user_flags(opts, pch, host=True) + list(extra) + list(opts.host_flags)
    if gpubinary:
        argv += ["-Xclang", "-fcuda-include-gpubinary", "-Xclang", gpubinary]
    return argv + ["-c", source, "-o", output]


def rdc_command(tc: Toolchain, opts: Options, source: str, output: str, device_lib: str, cuid: str,
                extra: Sequence[str] = ()) -> List[str]:
    """Relocatable device code: clang's one `-x hip -fgpu-rdc -c` builds host and device code together."""
    argv = [tc.clang, "-x", "hip", "-c", source, "-o", output, *[f"--offload-arch={t.id}" for t in opts.targets],
            *compile_prefix(tc, opts, device_lib), f"-cuid={cuid}", "-fgpu-rdc"]
    if opts.debug:
        argv.append("-g")
    if opts.device_debug:
        argv += ["-Xarch_device", "-O0"]
    argv += list(extra)
    done = set()
    for t in opts.targets:
        if t.processor not in done:
            done.add(t.processor)
            argv += [f"-Xarch_{t.processor}", f"-D{CUDA_ARCH_MACRO}={t.cuda_arch}"]
    argv += warp_model_flags(opts) + [f"-D{d}" for d in opts.defines] + [f"-U{u}" for u in opts.undefines]
    for f in opts.extra_device_flags:
        argv += ["-Xarch_device", f] if f in DEVICE_ONLY_FLAGS else [f]
    return argv + list(opts.host_flags)


def host_command(tc: Toolchain, opts: Options, kind: str, source: str, output: str,
                 toolkit_include: Optional[str] = None) -> List[str]:
    """A plain C or C++ source (not CUDA): compiled as it is, by the same clang, with the CUDA headers of pycucc's
    toolkit after the user's include folders (`toolkit_include`), as nvcc gives its host compiler CUDA's include
    folder: a .cpp that includes cuda_runtime.h and calls the runtime API compiles."""
    argv = [tc.clang] + (["-x", "c"] if kind == "c" else ["-x", "c++", f"-std={opts.std}"])
    argv += ["-c", source, "-o", output, f"-O{opts.opt_level}", "-fno-color-diagnostics"]
    if opts.debug:
        argv.append("-g")
    argv += [f"-I{d}" for d in opts.include_dirs]
    if toolkit_include:
        argv.append(f"-I{toolkit_include}")
    argv += [f"-D{d}" for d in opts.defines] + [f"-U{u}" for u in opts.undefines]
    argv += [a for a in opts.extra_device_flags if a in ("-w", "-Werror") or a.startswith(("-isystem", "-include"))]
    return argv + list(opts.host_flags)


# --------------------------------------------------------------------------------------------- running
def compile(argv: Sequence[str], output: str, on_command: CommandHook = None,
            without_pch: Optional[Callable[[], Sequence[str]]] = None) -> Tuple[Optional[bytes], str, Tuple[str, ...]]:
    """Run one clang compile: (the output's bytes or None, stderr with the exit status appended, the command)."""
    _announce(on_command, argv)
    proc = run(argv)
    if proc.returncode != 0 and without_pch is not None and \
            any(w in proc.stderr for w in ("precompiled header", "PCH file", "AST file")):
        # A prelude made stale behind our back (a HIP header edited in place): compile without it.
        argv = without_pch()
        _announce(on_command, argv)
        proc = run(argv)
    if "-mcode-object-version=6" in argv:
        # pycucc chose v6 for a generic target on purpose and says so with -v (codes.GENERIC_CODE_OBJECT_V6);
        # clang-19's driver warning about v6 has no -W flag to turn it off
        proc.stderr = "".join(l for l in proc.stderr.splitlines(True) if "code object v6 is still in development"
                              not in l)
    data = None
    if proc.returncode == 0:
        try:
            with open(output, "rb") as f:
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
    try:
        return signal.Signals(num).name
    except ValueError:
        return str(num)


def _announce(hook: CommandHook, argv: Sequence[str]) -> None:
    if hook:
        hook(list(argv))


# --------------------------------------------------------------------------------------------- preludes
def make_pch(tc: Toolchain, probe: Sequence[str], root: str, on_command: CommandHook = None,
             at_once: bool = False, dirs: Sequence[Tuple[str, str]] = ()) -> Optional[str]:
    """A precompiled prelude (hip_runtime.h + our compat header) for one compile command.

    Parsing hip_runtime.h is most of a small kernel's compile (research/toolchain.md §7); with the prelude
    precompiled, clang-19 compiles saxpy for gfx1100 in 0.19 s instead of 0.65 s, and a host-only compile of a
    small .cu in 0.14 s instead of 0.9 s, byte-identical either way (tests/test_build.py checks it). The clang
    driver cannot emit a PCH for a HIP compile (for the device it links the output with lld), so this runs the
    driver's own -cc1 line (from -###) with -emit-pch. `probe` is the command as it would compile a file named
    prelude.hip, ending in `<source> -o <output>` (device) or `-c <source> -o <output>` (host); the key is that
    whole command, so a -D, -I, -O or target change gets its own prelude. Any failure means compiling without it.
    A prelude is made the second time its command is met (`at_once`: the first), see _met_before.

    The compile adds include folders the probe has not (the source's for quoted includes, the user's -I folders
    after their mirrors): `dirs`, ("-iquote" or "-I", folder). Where one holds a name the prelude's headers look up (a project's own stdlib.h:
    includes.lookup_names, kept beside the PCH), the compile goes without the prelude, as a compile without one
    reads that header through pycucc_compat.h; otherwise the first and the later builds of such a project differed.
    The folders of the include variables (CPATH...) are such folders too: clang reads them from the environment,
    which the key leaves out, so a prelude is made without them and used only where they shadow none of its
    headers.
    """
    if os.environ.get("PYCUCC_NO_PCH") or not pch_allowed(std_of(probe)):
        return None
    folder = os.path.join(root, "pch")
    # the prelude names the compat header by path: two installs of pycucc (two checkouts, two environments) that
    # share a cache and have the same header in other places each have their own prelude file and PCH (one shared
    # file was rewritten by each in turn, which made the other's PCH stale: every compile then ran twice, the
    # second time without it)
    text = f'#include "{COMPAT_HEADER}"\n'.encode()
    compat = digest(*((file_digest(p) or "").encode() for p in _prelude_files()), text)
    key = digest(tc.identity.encode(), compat.encode(), "\0".join(probe).encode())
    path = os.path.join(folder, key[:2], key + ".pch")
    dirs = [*dirs, *(("-I", d) for d in variable_dirs())]
    if usable(path):
        return None if _shadowed(tc, probe, path, dirs) else path
    if not at_once and not _met_before(path, root):
        return None
    try:
        made = _emit_pch(tc, probe, folder, compat, text, path, on_command)
    except OSError:
        return None  # a cache folder this user cannot write into: compile without the prelude
    return None if made is None or _shadowed(tc, probe, made, dirs) else made


def _prelude_files() -> List[str]:
    """pycucc's headers a prelude may read: pycucc_compat.h and what it includes, and the folders every compile
    searches (wrap/, before libstdc++'s bits/c++config.h; fallback/): another file there is another prelude (clang
    took an edited wrap/bits/c++config.h from the PCH as it was: tests/test_shortcuts.py)."""
    found = [os.path.join(d, n) for folder in (WRAP_DIR, FALLBACK_DIR) for d, _, names in os.walk(folder)
             for n in names]
    return [*COMPAT_FILES, *sorted(found)]


def _shadowed(tc: Toolchain, probe: Sequence[str], path: str, dirs: Sequence[Tuple[str, str]]) -> bool:
    """Whether folders `dirs` may change what the prelude `path` read (includes.shadowed). A prelude made before
    its names were kept has them found once, by the probe's preprocessing with -M."""
    if not dirs:
        return False
    text = load(path + NAMES_SUFFIX)
    if text is None:
        with tempfile.TemporaryDirectory(prefix="pycucc-pch-names-") as tmp:
            deps = os.path.join(tmp, "prelude.d")
            source = os.path.join(tmp, "prelude.hip")
            with open(source, "w", encoding="utf-8") as f:
                f.write(f'#include "{COMPAT_HEADER}"\n')
            argv = [source if a == "prelude.hip" else os.devnull if a == "prelude.o" else a for a in probe]
            proc = run([*argv, "-M", "-MF", deps], env=without_variables())
            text = names_text(_depfile_names(deps, source) if proc.returncode == 0 else None)
        try:
            store(path + NAMES_SUFFIX, text)
        except OSError:
            pass
    return shadowed(text, [d for f, d in dirs if f != "-iquote"], [d for f, d in dirs if f == "-iquote"])


NAMES_SUFFIX = ".names"


def _depfile_names(deps: str, main: str):
    """includes.lookup_names of the files a dependency file lists (None when it cannot be read)."""
    try:
        with open(deps, encoding="utf-8", errors="surrogateescape") as f:
            files = depfile_paths(f.read())
    except OSError:
        return None
    return lookup_names([p for p in files if os.path.abspath(p) != os.path.abspath(main)], INCLUDE_DIR, main)


def _met_before(path: str, root: str) -> bool:
    """Whether a compile asked for this prelude before; records that one did otherwise. Making a prelude costs
    about 1.3 s of clang and saves 0.4-0.7 s of each compile that uses it, so one made for a single compile (a
    program built once with flags of its own, one-off `pycucc k.cu` runs) is a loss. The second compile with the
    command makes it, as the parse prelude waits for a second file (frontend._seen_before). The object is the same
    bytes either way (tests/test_build.py)."""
    return met_before(path[:-len(".pch")] + ".wanted", root)


def _emit_pch(tc: Toolchain, probe: Sequence[str], folder: str, compat: str, text: bytes, path: str,
              on_command: CommandHook) -> Optional[str]:
    make_folder(os.path.dirname(path))
    if not has_room(folder):
        return None
    # The PCH refers to its main file by path, so the prelude must outlive the build: one per compat header (its
    # content and its place)
    prelude = os.path.join(folder, f"prelude-{compat[:16]}.hip")
    if load(prelude) != text:
        store(prelude, text)
    with tempfile.TemporaryDirectory(dir=folder, prefix=".pch-") as tmp:
        argv = [prelude if a == "prelude.hip" else os.path.join(tmp, "prelude.o") if a == "prelude.o" else a
                for a in probe] + ["-###"]
        proc = run(argv, env=without_variables())  # the driver turns CPATH into -I folders of the -cc1 line
        cc1 = [line for line in proc.stderr.splitlines() if '"-cc1"' in line]
        if proc.returncode != 0 or len(cc1) != 1:
            return None
        args = shlex.split(cc1[0], posix=True)
        if "-emit-obj" not in args or "-o" not in args:
            return None
        args[args.index("-emit-obj")] = "-emit-pch"
        out = os.path.join(tmp, "prelude.pch")
        args[args.index("-o") + 1] = out
        _announce(on_command, args)
        deps = os.path.join(tmp, "prelude.d")  # what it reads, for the names kept beside it (_shadowed)
        if run([*args, "-dependency-file", deps, "-MT", "prelude.pch", "-sys-header-deps"],
               env=without_variables()).returncode != 0 \
                or not os.path.isfile(out):
            return None
        try:
            settle(out)
            store(path + NAMES_SUFFIX, names_text(_depfile_names(deps, prelude)))
            os.replace(out, path)
        except OSError:
            return None
    return path


def device_pch(tc: Toolchain, opts: Options, target: Target, device_lib: str, root: str,
               on_command: CommandHook = None, at_once: bool = False,
               dirs: Sequence[Tuple[str, str]] = ()) -> Optional[str]:
    return make_pch(tc, device_command(tc, opts, target, "prelude.hip", "prelude.o", device_lib), root, on_command,
                    at_once, dirs)


def host_pch(tc: Toolchain, opts: Options, device_lib: str, root: str, on_command: CommandHook = None,
             at_once: bool = False, dirs: Sequence[Tuple[str, str]] = ()) -> Optional[str]:
    """Built with the host flags that change code generation (-fPIC...), which a PCH must have been built with."""
    return make_pch(tc, host_only_command(tc, opts, "prelude.hip", "prelude.o", device_lib, ""), root, on_command,
                    at_once, dirs)
