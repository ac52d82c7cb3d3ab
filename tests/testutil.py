"""Helpers shared by the test modules (imported by name: conftest puts this folder on sys.path)."""
import functools
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTDATA = os.path.join(ROOT, "testdata")
SAMPLES = os.path.join(TESTDATA, "samples")


def run_pycucc(*args, cwd=None, env=None, check=False):
    """The real command line in a subprocess, as a user runs it."""
    e = dict(os.environ)
    e.update(env or {})
    proc = subprocess.run([sys.executable, "-m", "pycucc", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, env=e)
    if check and proc.returncode != 0:
        raise AssertionError(f"pycucc {' '.join(map(str, args))} failed ({proc.returncode}):\n{proc.stderr}")
    return proc


# A compile in a fresh interpreter through `python -m pycucc`'s entry, then which of pycucc's modules it loaded: the
# driver (nvcc_flags) loads only when the command line is read, i.e. when the command memo (compiler/quick.py) did
# not answer.
_REPLAYED = ("import sys, json\nfrom pycucc.__main__ import main\nsys.argv = ['pycucc', *sys.argv[1:]]\n"
             "try:\n    main()\nexcept SystemExit as e:\n    rc = e.code or 0\n"
             "print(json.dumps([rc, sorted(m for m in sys.modules if m.startswith('pycucc'))]), file=sys.stderr)\n")


def replayed(argv, cwd, env=None, prefix=()):
    """Runs `pycucc ARGV` (it must succeed): True when the command memo answered it, False when it ran. `prefix`:
    the command that starts Python (unshare...)."""
    import json
    e = {**os.environ, **(env or {})}
    p = subprocess.run([*prefix, sys.executable, "-c", _REPLAYED, *map(str, argv)], cwd=cwd, env=e,
                       capture_output=True, text=True)
    rc, mods = json.loads(p.stderr.strip().splitlines()[-1])
    assert rc == 0, p.stderr
    return "pycucc.nvcc_flags" not in mods


def generated_isa_target(*names: str) -> str:
    """The first of these processors (default: gfx1100, then gfx1201) whose isa module the device library lacks, so
    that pycucc's bitcode overlay makes it: Debian 12's ROCm 5.2 lacks gfx1100's; Debian 13's device library (ROCm
    6.0) has gfx1100's and gfx942's and lacks gfx1201's. The system's own modules are symlinks in the overlay."""
    from pycucc.targets import PROCESSORS
    from pycucc.toolchain import toolchain
    lib = toolchain().device_lib
    return next(n for n in names or ("gfx1100", "gfx1201")
                if not os.path.exists(os.path.join(lib, PROCESSORS[n].isa_file)))


# ------------------------------------------------------------------------------------------ a second user
def other_user():
    """(uid, gid) of a second local user for the tests of whom pycucc trusts: `nobody`, reached with setpriv when the
    suite runs as root; None when neither is possible (the caller skips, saying why)."""
    import shutil
    if not hasattr(os, "geteuid") or os.geteuid() != 0 or not shutil.which("setpriv"):
        return None
    try:
        import pwd
        entry = pwd.getpwnam("nobody")
    except (ImportError, KeyError):
        return None
    return entry.pw_uid, entry.pw_gid


def need_other_user():
    import pytest
    user = other_user()
    if user is None:
        pytest.skip("needs a second local user: run the suite as root with setpriv (util-linux) and a 'nobody' user")
    return user


def as_other_user(argv, **kwargs):
    """Run `argv` as the second user (need_other_user), its output captured as text."""
    uid, gid = need_other_user()
    return subprocess.run(["setpriv", f"--reuid={uid}", f"--regid={gid}", "--clear-groups", *map(str, argv)],
                          capture_output=True, text=True, **kwargs)


def _python_for_other_user():
    """A Python the second user can run with pycucc and its packages: this one when it can, else the system's of the
    same version with this environment's site folder (a venv under /root cannot be run by another user)."""
    import site
    import sysconfig
    candidates = [sys.executable, f"/usr/bin/python{sys.version_info[0]}.{sys.version_info[1]}"]
    site_dirs = [d for d in site.getsitepackages() if os.path.isdir(d)] or [sysconfig.get_paths()["purelib"]]
    for py in candidates:
        # through sh, as some tests start it: setpriv's own exec can reach what the user's processes cannot
        probe = as_other_user(["sh", "-c", 'exec "$@"', "sh", py, "-c", "import sys; print(sys.version_info[:2])"])
        if probe.returncode == 0 and probe.stdout.strip() == str(tuple(sys.version_info[:2])):
            return py, site_dirs
    return None, site_dirs


def run_pycucc_as_other_user(*args, cwd=None, env=None, shell=None):
    """`pycucc ARGS` run by the second user (need_other_user), as run_pycucc runs it; `shell`: a sh command line
    that runs it as "$@" (`exec "$@" | cat > out`: a pipe of that user's)."""
    import pytest
    py, site_dirs = _python_for_other_user()
    if py is None:
        pytest.skip("no Python the second user can run with pycucc's packages")
    boot = ("import site, sys, runpy\n"
            f"for d in {site_dirs!r}: site.addsitedir(d)\n"
            "sys.argv[0] = 'pycucc'\nrunpy.run_module('pycucc', run_name='__main__', alter_sys=True)\n")
    e = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    e.update(env or {})
    argv = [py, "-c", boot, *map(str, args)]
    return as_other_user(["sh", "-c", shell, "sh", *argv] if shell else argv, cwd=cwd, env=e)


# ------------------------------------------------------------------------------------------ the HIP toolchain
@functools.lru_cache(maxsize=None)
def _discovered():
    from pycucc.diagnostics import PycuccError
    from pycucc.toolchain import discover
    try:
        return discover(), None
    except PycuccError as e:
        return None, e.diagnostics[0].message


def find_toolchain():
    """toolchain() or None, for a module-level condition."""
    return _discovered()[0]


def toolchain():
    """The toolchain pycucc itself finds (compiler/toolchain.py: PYCUCC_CLANG, ROCM_PATH, HIP_PATH,
    HIP_DEVICE_LIB_PATH, then ROCm's, the HIP SDK's and Debian's layouts), so that the tests' own clang commands run
    wherever pycucc does; the test skips, saying why, where there is none."""
    import pytest
    tc, why = _discovered()
    if tc is None:
        pytest.skip(f"no HIP toolchain: {why}")
    return tc


def hip_version_text():
    """The discovered HIP's major.minor ("5.2"), as pycucc's messages name it (found HIP 5.2)."""
    return "%d.%d" % tuple(toolchain().hip_version[:2])


def no_device_error(first_call):
    """The error HIP's runtime returns from a call that needs a device (hipMalloc, hipEventCreate) where there is
    none, as measured with hipMalloc through ctypes: HIP 5.2 (Debian 12) says hipErrorInvalidDevice to every call;
    HIP 5.7 (Debian 13) says it to the process's first runtime call, which fails to start the runtime, and
    hipErrorNoDevice to every call after that (a program that asked cudaGetDeviceCount first)."""
    return "hipErrorNoDevice" if toolchain().hip_version >= (5, 7, 0) and not first_call else "hipErrorInvalidDevice"


def hip_error_string(name):
    """What cudaGetErrorString, that is HIP's hipGetErrorString, says for the HIP error `name`: the name itself on
    HIP 5.2 (Debian 12), a description on HIP 5.7 (Debian 13: "invalid device ordinal" for hipErrorInvalidDevice).
    The installed runtime is asked (pycucc.runtime.hip)."""
    from pycucc.runtime import hip
    code = next(c for c in range(1100) if hip.error_name(c) == name)
    return hip.error_string(code)


def hip_compile(*args, device_lib=True, code_object_version=None):
    """A `clang++ -x hip` command line against the discovered HIP install, then `args`: the HIP root always; the
    device bitcode folder unless `device_lib` is False (a path replaces the toolchain's, e.g. pycucc's overlay);
    `-mcode-object-version=N` only when asked (else clang's default), as Toolchain.hip_args spells them."""
    tc = toolchain()
    lib = tc.device_lib if device_lib is True else device_lib
    if lib and code_object_version:
        hip = tc.hip_args(str(lib), code_object_version)
    else:
        hip = [f"--rocm-path={tc.hip_root}"] + ([f"--rocm-device-lib-path={lib}"] if lib else [])
    return [tc.clang, "-x", "hip", *hip, *map(str, args)]


def llvm_tool(name):
    """An LLVM tool of the discovered clang's release (llvm-objdump, ld.lld...): the one beside its real binary."""
    return os.path.join(os.path.dirname(os.path.realpath(toolchain().clang)), name)
