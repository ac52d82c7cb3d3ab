"""The device-bitcode overlay: the system's bitcode plus generated ``oclc_isa_version_*`` and ``oclc_abi_version_*``
modules.

Debian's rocm-device-libs (ROCm 5.2) stop at gfx1036/gfx940, so clang-19 refuses gfx941, gfx942, gfx11, gfx12 and
the generic targets with "cannot find ROCm device library". ROCm 5.2's ockl/ocml compare ``__oclc_ISA_version``
only coarsely (< 8000, < 9000, < 9006, == 9008, == 9010, > 8999: every comparison in its ockl.bc and ocml.bc;
research/toolchain.md §2.2), so a one-line module per missing processor is all they need: gfx11/gfx12 take the
same branches as gfx10.3, gfx941/942 those of gfx940, and a generic target gets its family's first processor's
value (gfx9-generic 9000, the conservative side of `< 9006`). RDNA1 (gfx1010-1013) and gfx900-gfx940 have their
own files there. Code object v6 (the generic targets) needs ``oclc_abi_version_600.bc``, which ROCm 5.2 lacks: its
ockl only asks `__oclc_ABI_version < 500`, and v6 lays out the implicit kernel arguments as v5 does, so 600 takes
the right branch.
"""
from __future__ import annotations

import atexit
import errno
import hashlib
import os
import shutil
import tempfile
from typing import Optional, Set

from . import codes, trust
from .cache import keep, note_unusable, read_kept
from .diagnostics import PycuccError, error
from .targets import PROCESSORS, code_object_version as built_as, processor_of
from .toolchain import Toolchain, run

_MODULE = """target triple = "amdgcn-amd-amdhsa"
@{name} = linkonce_odr protected local_unnamed_addr addrspace(4) constant i32 {value}, align 4
"""
# The code object versions pycucc builds (targets.code_object_version) and the ABI modules clang links for them.
_ABI_VERSIONS = (4, 5, 6)


def _modules():
    """(file, global, value) of every module clang may look for in the overlay."""
    yield from ((p.isa_file, "__oclc_ISA_version", p.isa_version) for p in PROCESSORS.values())
    yield from ((f"oclc_abi_version_{v}00.bc", "__oclc_ABI_version", v * 100) for v in _ABI_VERSIONS)


def overlay_dir(tc: Toolchain, root: str) -> str:
    key = hashlib.sha256(f"{tc.identity}\0{sorted(_modules())}".encode()).hexdigest()[:16]
    return os.path.join(root, f"bitcode-{key}")


def _missing(tc: Toolchain):
    return [m for m in _modules() if not os.path.exists(os.path.join(tc.device_lib, m[0]))]


def device_lib_path(tc: Toolchain, root: str) -> str:
    """The folder ensure_overlay returns, without making it (for --dryrun)."""
    return overlay_dir(tc, root) if _missing(tc) else tc.device_lib


def _needed(missing, targets, requested: int):
    """The generated modules a build for `targets` (targets.Target; None: every processor) links: each target's
    isa module (of the processor clang compiles for) and the ABI module of each code object version it builds
    (`requested`, or v6 for a generic target)."""
    if targets is None:
        return missing
    files = {PROCESSORS[processor_of(t.clang_id)].isa_file for t in targets}
    files.update(f"oclc_abi_version_{built_as(t, requested)}00.bc" for t in targets)
    return [m for m in missing if m[0] in files]


def ensure_overlay(tc: Toolchain, root: str, targets=None, code_object_version: int = 0) -> str:
    """Return a directory clang can use as --rocm-device-lib-path for the processors of `targets` (targets.Target;
    None: every processor in the table) built as `code_object_version` (the one asked for): the system's, when it has them all, else the overlay in the cache
    (`root`), checked before use (trust.py: a folder only this user can write, the system's modules linked, the
    generated ones this user's), made anew when the check fails. Its generated modules are made as builds need
    them: a clang per module costs ~50 ms, so making all 22 for a first build of one target cost 0.6 s; clang
    opens only the isa module of the processor it compiles for, so the others' absence changes no output.
    When the cache cannot take it (full, not trusted) the overlay is made in a temporary folder of this process."""
    missing = _missing(tc)
    if not missing:
        return tc.device_lib
    needed = _needed(missing, targets, code_object_version or tc.default_code_object_version)
    final = overlay_dir(tc, root)
    present = _present(tc, root, final, missing)
    if present is not None and all(m[0] in present for m in needed):
        return final
    try:
        trust.makedirs(root, root)
        if present is not None:
            return _add(tc, root, final, [m for m in needed if m[0] not in present])
        return _make(tc, root, final, needed, missing)
    except trust.Untrusted:
        pass  # refused, and said so (trust.refused)
    except OSError as e:
        note_unusable(root, e.strerror or str(e))
    scratch = tempfile.mkdtemp(prefix="pycucc-bitcode-")
    atexit.register(shutil.rmtree, scratch, True)
    final = os.path.join(scratch, os.path.basename(final))
    try:
        return _make(tc, scratch, final, needed, missing)
    except OSError as e:
        raise PycuccError(error(codes.BITCODE_OVERLAY_FAILED, f"cannot write the device-bitcode overlay: "
                                f"{e.strerror or e}", hint="free space in the cache folder (PYCUCC_CACHE_DIR) or "
                                "the temporary folder (TMPDIR)")) from None


def _present(tc: Toolchain, root: str, final: str, missing) -> Optional[Set[str]]:
    """The generated modules the overlay at `final` holds, when it is as pycucc makes it (the folder trusted, every
    system module a link to the system's file, every generated one there a trusted file); None when it is not."""
    if not os.path.isdir(final) or trust.check_dir(root, final) is not None:
        return None
    generated = {m[0] for m in missing}
    present = set()
    try:
        for name in os.listdir(final):
            if name in generated:
                if not trust.usable(root, os.path.join(final, name)):
                    return None
                present.add(name)
        for name in os.listdir(tc.device_lib):
            if name.endswith(".bc") and name not in generated:
                dst = os.path.join(final, name)
                if os.path.islink(dst):
                    if os.readlink(dst) != os.path.join(tc.device_lib, name):
                        return None
                elif not trust.usable(root, dst):  # a copy (Windows without links)
                    return None
    except OSError:
        return None
    return present


def _generate(tc: Toolchain, work: str, modules) -> None:
    """Each of `modules` as a bitcode file in `work`, from its one-line IR: one clang per module (a clang given
    several runs them one after another), as many at once as there are processors."""
    sources = []
    made = []
    for file, name, value in modules:
        ir = _MODULE.format(name=name, value=value)
        kept_name = _kept_name(tc, file, ir)
        kept = read_kept(kept_name)
        if kept is not None:
            with open(os.path.join(work, file), "wb") as f:
                f.write(kept)
            continue
        made.append((file, kept_name))
        src = os.path.join(work, file[:-3] + ".ll")
        with open(src, "w", encoding="ascii") as f:
            f.write(ir)
        sources.append(os.path.basename(src))
    if sources:
        _compile(tc, work, sources)
        for file, kept_name in made:
            with open(os.path.join(work, file), "rb") as f:
                keep(kept_name, f.read())
    for file, _, _ in modules:
        trust.settle(os.path.join(work, file))


# Each generated module kept beside pycucc's code too (cache.KEPT_DIR), named by the toolchain's identity (clang's
# version and binary stamps) and the module's IR: what one clang process (~50 ms CPU) would make again from the
# same line for a first build on an empty cache. Another clang, or another value, is another name.
def _kept_name(tc: Toolchain, file: str, ir: str) -> str:
    return "pycucc-bitcode-" + hashlib.sha256(f"{tc.identity}\0{file}\0{ir}".encode()).hexdigest()[:32] + ".bc"


def _compile(tc: Toolchain, work: str, sources) -> None:
    """clang for each of `sources` (.ll files in `work`), as many at once as there are processors."""
    clang = os.path.join(os.path.dirname(tc.clang), os.path.basename(tc.clang).replace("clang++", "clang"))
    if not os.path.isfile(clang):
        clang = tc.clang
    n = min(len(sources), os.cpu_count() or 1)
    groups = [sources[i::n] for i in range(n)]

    def compile_group(group):
        return run([clang, "--target=amdgcn-amd-amdhsa", "-nogpulib", "-c", "-emit-llvm", *group], cwd=work)
    if n == 1:
        procs = [compile_group(groups[0])]
    else:
        from concurrent.futures import ThreadPoolExecutor
        with ThreadPoolExecutor(n) as pool:
            procs = list(pool.map(compile_group, groups))
    for proc in procs:
        if proc.returncode != 0:
            if "No space left" in proc.stderr:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            raise PycuccError(error(codes.BITCODE_OVERLAY_FAILED, "cannot generate the device-bitcode overlay: "
                                    + (proc.stderr.strip() or f"clang exited with status {proc.returncode}"),
                                    hint="check that clang can target amdgcn-amd-amdhsa; or set HIP_DEVICE_LIB_PATH to "
                                         "a ROCm bitcode folder that has oclc_isa_version files for your targets"))
    for s in sources:
        os.unlink(os.path.join(work, s))


def _add(tc: Toolchain, root: str, final: str, modules) -> str:
    """Generated modules added to an intact overlay, each moved into place whole (a build that reads the folder
    meanwhile sees a module or none, never half of one)."""
    work = tempfile.mkdtemp(dir=root, prefix=".bitcode-")
    try:
        _generate(tc, work, modules)
        for file, _, _ in modules:
            os.replace(os.path.join(work, file), os.path.join(final, file))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return final


def _make(tc: Toolchain, root: str, final: str, modules, missing) -> str:
    work = tempfile.mkdtemp(dir=root, prefix=".bitcode-")
    try:
        for name in sorted(os.listdir(tc.device_lib)):
            if name.endswith(".bc"):
                _link(os.path.join(tc.device_lib, name), os.path.join(work, name))
        _generate(tc, work, modules)
        os.chmod(work, trust.dir_mode())
        if os.path.lexists(final):
            # an older or damaged overlay (only this user can have put it there: the folder is trusted)
            old = tempfile.mkdtemp(dir=root, prefix=".bitcode-old-")
            try:
                os.replace(final, os.path.join(old, "x"))
            except OSError:
                pass
            shutil.rmtree(old, ignore_errors=True)
        try:
            os.replace(work, final)
        except OSError:
            # another process made it at the same time: what it made, and what this build needs added to it
            present = _present(tc, root, final, missing)
            if present is None:
                raise
            _add(tc, root, final, [m for m in modules if m[0] not in present])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    trust.forget_dir(final)
    return final


def _link(src: str, dst: str) -> None:
    try:
        os.symlink(src, dst)
    except OSError:  # Windows without developer mode cannot symlink
        shutil.copyfile(src, dst)
