"""Every speed shortcut of a build tested for what would make it wrong (issue 24): an edited file of pycucc in an
editable checkout, a changed toolchain, a changed flag or include search, a header edited behind a stamp's back, a
library relinked under a link memo, and the precompiled preludes (the compile's and the parse's) where an include
variable's folder or pycucc's own headers change what they read. Each test makes the change for real (a copy of
the package, a wrapper clang, a HIP install upgraded in a private mount namespace, real libraries), then checks
that the command was not answered by the shortcut and that what it wrote is what a build with an empty cache (or
without preludes) writes."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from testutil import ROOT, replayed, run_pycucc, toolchain

pytestmark = pytest.mark.toolchain

ARCH = "--offload-arch=gfx1030"
# The kernel's value shows which pycucc, toolchain and flags built it: a rule (__signbitd's rename), a macro of
# pycucc's own (__CUDACC_VER_BUILD__) and one that a header of pycucc, of HIP or a flag may define.
KERNEL = ("#ifndef PYCUCC_TEST_MARK\n#define PYCUCC_TEST_MARK 1\n#endif\n"
          "__global__ void k(double *x) { x[threadIdx.x] = __signbitd(-1.0) + PYCUCC_TEST_MARK + "
          "__CUDACC_VER_BUILD__; }\n")
OLD_NS = 1_600_000_000 * 10**9  # an mtime long past: a file with it is taken by its stamp (stamps.RACY_NS)


def _clean(argv, cwd, tmp_path, env=None, prefix=()):
    """The bytes of `argv`'s output (after -o) when built with an empty cache."""
    clean = tmp_path / f"clean-{len(list(tmp_path.glob('clean-*')))}"
    e = {**os.environ, **(env or {}), "PYCUCC_CACHE_DIR": str(clean)}
    args = list(map(str, argv))
    out = clean / ("out" + os.path.splitext(args[args.index("-o") + 1])[1])  # the same kind of output
    args[args.index("-o") + 1] = str(out)
    p = subprocess.run([*prefix, sys.executable, "-m", "pycucc", *args], cwd=cwd, env=e, capture_output=True,
                       text=True)
    assert p.returncode == 0, p.stderr
    return out.read_bytes()


def _verbose(argv, cwd, env=None, prefix=()):
    """`pycucc ARGV -v` (it must succeed): what it said of the cache ("hit: ..." or "miss: ...")."""
    p = subprocess.run([*prefix, sys.executable, "-m", "pycucc", *map(str, argv), "-v"], cwd=cwd,
                       env={**os.environ, **(env or {})}, capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    return next(line.split("pycucc-cache ", 1)[1] for line in p.stderr.splitlines() if "#$ pycucc-cache " in line)


def _named(argv, name):
    out = list(argv)
    out[out.index("-o") + 1] = name
    return out


def _warm(argv, cwd, env=None, prefix=()):
    """The first build, then the memo's answer to the same command and the content cache's to another output name
    (both shortcuts are live before anything changes): the bytes built."""
    assert not replayed(argv, cwd, env, prefix)
    first = (Path(cwd) / argv[argv.index("-o") + 1]).read_bytes()
    assert replayed(argv, cwd, env, prefix)
    assert _verbose(_named(argv, "warm.hsaco"), cwd, env, prefix).startswith("hit: ")
    return first


def _check_missed_and_clean(argv, cwd, tmp_path, first: bytes, env=None, prefix=()):
    """After a change that alters the build: the content cache (the build under an output name no memo knows) and
    the memo do not answer with the old build, and both give a clean build's bytes."""
    assert _verbose(_named(argv, "after.hsaco"), cwd, env, prefix).startswith("miss: ")
    assert not replayed(argv, cwd, env, prefix)
    clean = _clean(argv, cwd, tmp_path, env, prefix)
    out = Path(cwd) / argv[argv.index("-o") + 1]
    assert out.read_bytes() == clean == (Path(cwd) / "after.hsaco").read_bytes() != first


@pytest.fixture
def kernel(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    (src / "k.cu").write_text(KERNEL)
    return src


# ------------------------------------------------------------------------------------- pycucc's own files
def _edit(path: Path, old: str, new: str) -> None:
    """An edit of a checkout's file, with an mtime later than the old one and long past (an edit made a while ago:
    a stamp memo takes it by its stamp, as it would take the old file's)."""
    st = path.stat()
    text = path.read_text()
    assert old in text, path
    path.write_text(text.replace(old, new, 1))
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))


def _checkout(tmp_path: Path):
    """pycucc's package copied whole into a checkout of its own, as an editable install runs compiler/ and runtime/
    (its files long unchanged): (its package folder, the environment that runs it with a cache of its own)."""
    pkg = tmp_path / "checkout" / "pycucc"
    ignore = shutil.ignore_patterns("__pycache__")
    shutil.copytree(os.path.join(ROOT, "compiler"), pkg, ignore=ignore)
    shutil.copytree(os.path.join(ROOT, "runtime"), pkg / "runtime", ignore=ignore)
    for p in [pkg, *pkg.rglob("*")]:
        os.utime(p, ns=(OLD_NS, OLD_NS))
    return pkg, {"PYTHONPATH": str(pkg.parent), "PYCUCC_CACHE_DIR": str(tmp_path / "cache")}


@pytest.mark.parametrize("what", ["a rules file", "a Python module", "a bundled header"])
def test_an_edited_file_of_an_editable_checkout_is_a_miss(what, kernel, tmp_path):
    """pycucc run from a copy of its checkout: after one of its files is edited, neither the command memo, nor the
    content cache, nor the parsed rules kept in the cache (nor beside the code) answer with what the old code
    built."""
    pkg, env = _checkout(tmp_path)
    argv = ["k.cu", "-o", "k.hsaco", ARCH]
    first = _warm(argv, kernel, env)
    if what == "a rules file":
        _edit(pkg / "rules" / "math.rules", "rename __signbitd -> __builtin_signbit",
              "rename __signbitd -> __builtin_isinf")
    elif what == "a Python module":
        _edit(pkg / "nvcc_macros.py", '("__CUDACC_VER_BUILD__", str(patch))', '("__CUDACC_VER_BUILD__", str(patch + 1))')
    else:
        _edit(pkg / "include" / "pycucc_compat.h", "#include <hip/hip_version.h>\n",
              "#include <hip/hip_version.h>\n#define PYCUCC_TEST_MARK 7\n")
    _check_missed_and_clean(argv, kernel, tmp_path, first, env)


# ------------------------------------------------------------------------------------------- the toolchain
def test_a_wrapper_clang_edited_in_place_is_another_toolchain(kernel, tmp_path):
    """PYCUCC_CLANG naming a wrapper script (a ccache shim, a site's wrapper): the same path, the same size and the
    same `--version`, but it now passes another flag. Its stamp is another, and so is the toolchain's identity."""
    tc = toolchain()
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "ld.lld").symlink_to(tc.lld)
    wrapper = bin_dir / "clang++"
    wrapper.write_text(f'#!/bin/sh\nexec {os.path.realpath(tc.clang)} -DPYCUCC_TEST_MARK=1 "$@"\n')
    wrapper.chmod(0o755)
    os.utime(wrapper, ns=(OLD_NS, OLD_NS))
    env = {"PYCUCC_CLANG": str(wrapper), "PYCUCC_CACHE_DIR": str(tmp_path / "cache")}
    argv = ["k.cu", "-o", "k.hsaco", ARCH]
    first = _warm(argv, kernel, env)
    size = wrapper.stat().st_size
    wrapper.write_text(wrapper.read_text().replace("MARK=1", "MARK=5"))
    assert wrapper.stat().st_size == size
    os.utime(wrapper, ns=(OLD_NS + 10**9, OLD_NS + 10**9))
    _check_missed_and_clean(argv, kernel, tmp_path, first, env)


def _private_mount(copy: Path, system: Path, what: str):
    """The command prefix that runs a process with `copy` mounted over the system's folder `system`, in a mount
    namespace of its own (nothing outside it sees the change); skips where that cannot be done."""
    if not shutil.which("unshare") or os.geteuid() != 0:
        pytest.skip(f"needs root and unshare (util-linux) to mount {what} over the system's")
    prefix = ["unshare", "-m", "--propagation", "private", "sh", "-c",
              'mount --bind "$0" "$1" && shift && exec "$@"', str(copy), str(system)]
    if subprocess.run([*prefix, "true"], capture_output=True).returncode != 0:
        pytest.skip("this machine allows no private mount namespace")
    return prefix


def test_an_upgraded_hip_install_of_the_same_version_is_another_toolchain(kernel, tmp_path):
    """A HIP package upgrade that keeps HIP's version (a distribution's fix: 5.2.3-3 to 5.2.3-3+deb12u1) replaces
    its headers and writes hip_version.h anew, with the same text: builds made against the old headers are not
    what the new ones give."""
    tc = toolchain()
    hip = tmp_path / "hip"
    shutil.copytree(Path(tc.hip_root) / "include" / "hip", hip, symlinks=True)
    prefix = _private_mount(hip, Path(tc.hip_root) / "include" / "hip", "a HIP install")
    env = {"PYCUCC_CACHE_DIR": str(tmp_path / "cache")}
    argv = ["k.cu", "-o", "k.hsaco", ARCH]
    first = _warm(argv, kernel, env, prefix)
    runtime = hip / "hip_runtime.h"
    runtime.write_text(runtime.read_text() + "\n#define PYCUCC_TEST_MARK 3\n")
    version = hip / "hip_version.h"
    version.write_bytes(version.read_bytes())  # the same text, written by the upgrade
    _check_missed_and_clean(argv, kernel, tmp_path, first, env, prefix)


def test_an_upgraded_cxx_library_is_another_toolchain(kernel, tmp_path):
    """A libstdc++ upgrade (libstdc++-12-dev's next fix) writes its headers anew, c++config.h among them: builds and
    preludes made from the old headers are not what the new ones give (a HIP PCH takes its system headers as
    unchanged)."""
    config = next(Path("/usr/include").glob("*/c++/*/bits/c++config.h"), None)
    if config is None:
        pytest.skip("no libstdc++ headers in /usr/include/TRIPLE/c++/VERSION")
    system = config.parent.parent
    copy = tmp_path / "libstdcxx"
    shutil.copytree(system, copy, symlinks=True)
    prefix = _private_mount(copy, system, "a C++ library")
    env = {"PYCUCC_CACHE_DIR": str(tmp_path / "cache")}
    argv = ["k.cu", "-o", "k.hsaco", ARCH]
    first = _warm(argv, kernel, env, prefix)
    edited = copy / "bits" / "c++config.h"
    edited.write_text(edited.read_text() + "\n#define PYCUCC_TEST_MARK 3\n")
    _check_missed_and_clean(argv, kernel, tmp_path, first, env, prefix)


# ------------------------------------------------------------------------------------ flags and the include search
def test_the_include_folders_in_another_order_are_another_build(kernel, tmp_path, cache_dir):
    """-I order decides which of two headers of the same name is read."""
    for n in (1, 2):
        (tmp_path / f"inc{n}").mkdir()
        (tmp_path / f"inc{n}" / "mark.h").write_text(f"#define PYCUCC_TEST_MARK {n * 10}\n")
    (kernel / "k.cu").write_text("#include <mark.h>\n" + KERNEL)
    outs = []
    for order in ((1, 2), (2, 1)):
        argv = ["k.cu", "-o", f"k{order[0]}.hsaco", ARCH, *(f"-I{tmp_path / f'inc{n}'}" for n in order)]
        replayed(argv, kernel)
        outs.append((kernel / f"k{order[0]}.hsaco").read_bytes())
        assert outs[-1] == _clean(argv, kernel, tmp_path)
    assert outs[0] != outs[1]


def test_a_header_edited_with_the_same_size_and_mtime_is_a_miss(kernel, tmp_path, cache_dir):
    """The dependencies of a build are checked by their digest, not their stamp: an edit that keeps a header's size
    and mtime (a copy with `cp -p`, an archive unpacked, a clock set back) is still a miss."""
    (kernel / "mark.h").write_text("#define PYCUCC_TEST_MARK 11\n")
    (kernel / "k.cu").write_text('#include "mark.h"\n' + KERNEL)
    os.utime(kernel / "mark.h", ns=(OLD_NS, OLD_NS))
    argv = ["k.cu", "-o", "k.hsaco", ARCH]
    first = _warm(argv, kernel)
    (kernel / "mark.h").write_text("#define PYCUCC_TEST_MARK 12\n")
    os.utime(kernel / "mark.h", ns=(OLD_NS, OLD_NS))
    _check_missed_and_clean(argv, kernel, tmp_path, first)


# ------------------------------------------------------------------------------------------------ the link memo
def test_a_shared_library_link_repointed_to_another_version_is_linked_again(tmp_path, cache_dir):
    """libscale.so, a link to libscale.so.1 as a -dev package installs it, is repointed to libscale.so.2 (another
    soname): the program's NEEDED entry is another, so the link runs again and gives a clean link's program."""
    tc = toolchain()
    src = tmp_path / "prog"
    src.mkdir()
    (src / "main.cpp").write_text('extern "C" float scale(float);\nint main() { return scale(1.0f) > 0 ? 0 : 1; }\n')
    (tmp_path / "scale.c").write_text("float scale(float x) { return 2 * x; }\n")
    lib = tmp_path / "lib"
    lib.mkdir()
    for n in (1, 2):
        subprocess.run([tc.clang, "-x", "c", "-shared", "-fPIC", f"-Wl,-soname,libscale.so.{n}",
                        str(tmp_path / "scale.c"), "-o", str(lib / f"libscale.so.{n}")], check=True)
    (lib / "libscale.so").symlink_to("libscale.so.1")
    assert not replayed(["-c", "main.cpp", "-o", "main.o"], src)
    time.sleep(2.1)  # stamps.RACY_NS: a library written this recently is not remembered by its stamp
    argv = ["main.o", "-o", "app", f"-L{lib}", "-lscale"]
    assert not replayed(argv, src)
    first = (src / "app").read_bytes()
    assert replayed(argv, src)
    (lib / "next").symlink_to("libscale.so.2")
    os.replace(lib / "next", lib / "libscale.so")
    assert not replayed(argv, src)
    assert (src / "app").read_bytes() == _clean(argv, src, tmp_path) != first


# ------------------------------------------------------------------------------------------ precompiled preludes
def _compile(name: str, cwd: Path, env: dict, out: str = "") -> tuple:
    """`pycucc NAME.cu -o NAME.hsaco -v` for a kernel of its own (a compile, not a cache hit, where `env` names an
    empty cache or another output `out` is built without one): (the bytes, whether it used a precompiled
    prelude)."""
    (cwd / f"{name}.cu").write_text(KERNEL.replace("void k(", f"void {name}("))
    out = out or f"{name}.hsaco"
    p = subprocess.run([sys.executable, "-m", "pycucc", f"{name}.cu", "-o", out, ARCH, "-v"], cwd=cwd,
                       env={**os.environ, **env}, capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    device = [line for line in p.stderr.splitlines() if line.startswith("#$ ") and "--cuda-device-only" in line]
    assert len(device) == 1, f"the compile ran {len(device)} times (a stale prelude, then without it)"
    return (cwd / out).read_bytes(), "-include-pch" in p.stderr


@pytest.mark.parametrize("made", ["without CPATH", "with CPATH"])
def test_a_prelude_stands_only_for_compiles_whose_cpath_changes_none_of_its_lookups(made, kernel, tmp_path):
    """A folder of CPATH (or C_INCLUDE_PATH, CPLUS_INCLUDE_PATH), which clang searches before the system's, with a
    header the prelude read (<limits.h>, which pycucc_compat.h includes): the compile reads that header, as one
    without a prelude does. And a prelude made while such a variable was set is the same as one made without it,
    so that it serves a compile without it too."""
    shadow = tmp_path / "env"
    shadow.mkdir()
    (shadow / "limits.h").write_text("#include_next <limits.h>\n#define PYCUCC_TEST_MARK 9\n")
    other = tmp_path / "other"
    other.mkdir()
    (other / "unrelated.h").write_text("#define UNRELATED 1\n")
    cache = {"PYCUCC_CACHE_DIR": str(tmp_path / "cache")}
    shadowing, plain = {**cache, "CPATH": str(shadow)}, {**cache, "CPATH": str(other)}
    first = shadowing if made == "with CPATH" else plain
    _compile("a", kernel, first)
    _compile("b", kernel, first)  # the prelude is made the second time its command is met
    for n, env in enumerate((plain, shadowing, plain)):
        data, with_prelude = _compile(f"c{n}", kernel, env)
        assert with_prelude == (env is plain)
        reference = _compile(f"c{n}", kernel, {**env, "PYCUCC_NO_PCH": "1", "PYCUCC_CACHE_DIR": str(tmp_path / "none")},
                             "reference.hsaco")[0]
        assert data == reference, f"build {n}"


@pytest.mark.parametrize("where", ["a new header in an -I folder", "an edited header in a CPATH folder"])
def test_the_headers_pycuccs_own_headers_include_are_followed_in_the_projects_folders(where, kernel, tmp_path):
    """pycucc_compat.h, which every compile includes first, and the parse's declarations include <limits.h>,
    <stdlib.h>, <hip/hip_runtime.h>...: a project's folder (-I, CPATH) searched before the system's that holds one,
    or comes to hold one, is read by the build, which depends on it as on the source's own includes."""
    inc = tmp_path / "inc"
    inc.mkdir()
    env = {"PYCUCC_CACHE_DIR": str(tmp_path / "cache")}
    argv = ["k.cu", "-o", "k.hsaco", ARCH]
    shadow = "#include_next <limits.h>\n#define PYCUCC_TEST_MARK {}\n"
    if where == "a new header in an -I folder":
        argv.append(f"-I{inc}")
        first = _warm(argv, kernel, env)
        (inc / "limits.h").write_text(shadow.format(50))
    else:
        env["CPATH"] = str(inc)
        (inc / "limits.h").write_text(shadow.format(40))
        first = _warm(argv, kernel, env)
        (inc / "limits.h").write_text(shadow.format(41))
    _check_missed_and_clean(argv, kernel, tmp_path, first, env)


def test_a_prelude_follows_every_header_of_pycuccs_it_read(kernel, tmp_path):
    """The prelude reads pycucc's wrap/bits/c++config.h (through -I, before libstdc++'s): an edited one is another
    prelude, not one that clang finds stale at every compile (which then runs again without it)."""
    pkg, env = _checkout(tmp_path)
    _compile("a", kernel, env)
    assert _compile("b", kernel, env)[1]  # made the second time its command is met, and used
    config = pkg / "include" / "wrap" / "bits" / "c++config.h"
    config.write_text(config.read_text() + "#define PYCUCC_TEST_MARK 6\n")
    for n in ("c", "d"):
        data = _compile(n, kernel, env)[0]
        assert data == _compile(n, kernel, {**env, "PYCUCC_NO_PCH": "1", "PYCUCC_CACHE_DIR": str(tmp_path / "none")},
                                "reference.hsaco")[0]


@pytest.mark.parametrize("flags", [(), ("-DPYCUCC_OTHER_FLAGS",)], ids=["the kept declarations", "flags of its own"])
def test_a_parse_prelude_stands_only_for_parses_whose_cpath_changes_none_of_its_lookups(flags, kernel, tmp_path):
    """libclang reads CPATH too: where one of its folders holds a header the parse's precompiled declarations read
    (<stdlib.h>), the parse reads it, as one without them does, and the translation's dependencies (`pycucc -M`,
    the cache entry's) name it."""
    shadow = tmp_path / "env"
    shadow.mkdir()
    (shadow / "stdlib.h").write_text("#include_next <stdlib.h>\n#define PYCUCC_TEST_MARK 9\n")
    env = {"PYCUCC_CACHE_DIR": str(tmp_path / "cache")}
    for n in range(2):  # the declarations are precompiled the second time their flags are met
        (kernel / f"t{n}.cu").write_text(KERNEL)
        run_pycucc(f"t{n}.cu", "--emit", "hip", "-o", f"t{n}.hip", *flags, cwd=kernel, env=env, check=True)
    assert flags == () or list((tmp_path / "cache" / "parse-pch").glob("??/*.pch"))

    def deps(**more):
        return run_pycucc("-M", "k.cu", *flags, cwd=kernel, env={**env, **more}, check=True).stdout
    assert str(shadow / "stdlib.h") in deps(CPATH=str(shadow)) == deps(CPATH=str(shadow), PYCUCC_NO_PCH="1")
