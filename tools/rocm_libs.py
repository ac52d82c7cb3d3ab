#!/usr/bin/env python3
"""The ROCm library headers (and, for link checks, shared libraries) the tests compile translated CUDA library
code against.

Debian 12 packages hipSPARSE, rocSPARSE, hipRAND, rocRAND and rocPRIM (ROCm 5.3; `make setup` installs them).
hipBLAS, rocBLAS, hipFFT, rocFFT, hipSOLVER, rocSOLVER, hipCUB, rocThrust, RCCL and roctx are Debian 13 (trixie)
packages: on Debian 12 this downloads their .debs with `apt-get download` through a private sources list for
trixie (every apt state and cache folder is redirected into the cache, nothing on the system changes) and
unpacks them with `dpkg-deb -x`. On Debian 13 they are plain packages (`apt-get install`) and /usr/include has
them. Headers and small shared libraries only: a few MB. The cache is $PYCUCC_TESTDATA_CACHE, else
~/.cache/pycucc-testdata; every network step has a timeout, and failure is `Unavailable` with the reason.

    python tools/rocm_libs.py            # fetch, print the include and library folders
"""
from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Iterator, List, Optional, Tuple

# Debian 13 packages: -dev packages for the headers; the runtime packages whose .so are small enough to link
# against (librocblas0, librocsolver0 and librccl1 are 125-450 MB of GPU kernels: those links are not checked).
TRIXIE_DEV = ("libhipblas-dev", "librocblas-dev", "libhipfft-dev", "librocfft-dev", "libhipsolver-dev",
              "librocsolver-dev", "libhipcub-dev", "librocthrust-dev", "librocprim-dev", "librccl-dev",
              "libroctx-dev")
TRIXIE_LIBS = ("libhipblas0", "libhipfft0", "libhipsolver0", "librocfft0", "libroctx64-4")
# Debian 12's own packages (make setup installs them); on Debian 13 these names are the same.
BOOKWORM_DEV = ("libhipsparse-dev", "librocsparse-dev", "libhiprand-dev", "librocrand-dev", "librocprim-dev")

TRIXIE_SOURCE = "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main\n"
TIMEOUT = 300


class Unavailable(Exception):
    """The ROCm packages could not be found or fetched (offline, no apt, a mirror error): the reason."""


def cache_root() -> Path:
    env = os.environ.get("PYCUCC_TESTDATA_CACHE")
    return Path(env) if env else Path.home() / ".cache" / "pycucc-testdata"


def debian_major() -> int:
    try:
        return int(Path("/etc/debian_version").read_text().split(".")[0])
    except (OSError, ValueError):
        return 0


def _run(cmd: List[str], cwd: Optional[Path] = None) -> subprocess.CompletedProcess:
    try:
        proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT,
                              env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
    except (OSError, subprocess.TimeoutExpired) as e:
        raise Unavailable(f"{' '.join(cmd[:2])}: {e}") from None
    if proc.returncode != 0:
        tail = [line for line in (proc.stderr or proc.stdout).splitlines() if line.strip()][-2:]
        raise Unavailable(f"{' '.join(cmd[:2])} failed: {' / '.join(tail)}")
    return proc


def _apt_options(root: Path) -> List[str]:
    etc = root / "etc"
    return [f"-oDir::Etc::SourceList={etc / 'sources.list'}", f"-oDir::Etc::SourceParts={etc / 'sources.list.d'}",
            f"-oDir::State::Lists={root / 'lists'}", f"-oDir::Cache={root / 'cache'}", "-oAPT::Architecture=amd64",
            "-oAcquire::Languages=none", "-oAcquire::http::Timeout=30", "-oAcquire::Retries=1",
            "-oDebug::NoLocking=1"]


@contextlib.contextmanager
def _fetching(root: Path) -> Iterator[None]:
    """Held while one process fetches into `root`: the suite runs in several pytest-xdist workers, and two of them
    unpacking into the same `.part` folder on a fresh machine would remove each other's files."""
    root.mkdir(parents=True, exist_ok=True)
    with open(root / ".fetch-lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _trixie_apt(root: Path) -> List[str]:
    """apt-get's options for the private Debian 13 sources list under `root` (its folders made)."""
    if shutil.which("apt-get") is None or shutil.which("dpkg-deb") is None:
        raise Unavailable("apt-get and dpkg-deb are needed to fetch Debian 13 packages")
    for d in ("etc/sources.list.d", "lists/partial", "cache/archives/partial", "debs"):
        (root / d).mkdir(parents=True, exist_ok=True)
    (root / "etc" / "sources.list").write_text(TRIXIE_SOURCE)
    return _apt_options(root)


def installed_version(package: str) -> Optional[str]:
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Status}\t${Version}", package], capture_output=True,
                             text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    status, _, version = out.partition("\t")
    return version if "install ok installed" in status else None


def trixie_package_file(package: str, path: str) -> Tuple[Path, str]:
    """(file, "VERSION, where it came from") for `path` (e.g. usr/bin/hipify-perl) of a Debian 13 package: the
    installed package on Debian 13, else the package downloaded once into the cache through the private sources
    list and unpacked there (nothing on the system changes). Raises Unavailable."""
    if debian_major() >= 13:
        version = installed_version(package)
        if version and (Path("/") / path).is_file():
            return Path("/") / path, f"{version}, the installed Debian 13 package"
    root = cache_root() / "rocm-trixie"
    dest = root / "packages" / package
    stamp = dest / ".complete"
    if stamp.is_file() and (dest / path).is_file():
        return dest / path, stamp.read_text().strip()
    with _fetching(root):
        if stamp.is_file() and (dest / path).is_file():  # another worker fetched it while this one waited
            return dest / path, stamp.read_text().strip()
        return _fetch_package(root, package, path, dest, stamp)


def _fetch_package(root: Path, package: str, path: str, dest: Path, stamp: Path) -> Tuple[Path, str]:
    opts = _trixie_apt(root)
    debs = root / "debs" / package
    shutil.rmtree(debs, ignore_errors=True)
    debs.mkdir(parents=True)
    if not any((root / "lists").glob("*_Packages*")):
        _run(["apt-get", *opts, "update", "-qq"])
    try:
        _run(["apt-get", *opts, "download", "-qq", package], cwd=debs)
    except Unavailable:  # lists older than the mirror (a removed version): once more with fresh ones
        _run(["apt-get", *opts, "update", "-qq"])
        _run(["apt-get", *opts, "download", "-qq", package], cwd=debs)
    deb = next(iter(sorted(debs.glob("*.deb"))), None)
    if deb is None:
        raise Unavailable(f"apt-get download {package} left no .deb")
    version = _run(["dpkg-deb", "-f", str(deb), "Version"]).stdout.strip()
    part = root / "packages" / f"{package}.part"
    shutil.rmtree(part, ignore_errors=True)
    part.mkdir(parents=True)
    _run(["dpkg-deb", "-x", str(deb), str(part)])
    shutil.rmtree(debs, ignore_errors=True)
    if not (part / path).is_file():
        shutil.rmtree(part, ignore_errors=True)
        raise Unavailable(f"Debian 13's {package} {version} has no {path}")
    shutil.rmtree(dest, ignore_errors=True)
    part.rename(dest)
    stamp.write_text(f"{version}, Debian 13's package fetched into the test-data cache (tools/rocm_libs.py)\n")
    return dest / path, stamp.read_text().strip()


def trixie_tree() -> Path:
    """The unpacked Debian 13 packages (usr/include, usr/lib/x86_64-linux-gnu), fetched once."""
    root = cache_root() / "rocm-trixie"
    tree = root / "tree"
    stamp = tree / ".complete"
    wanted = "\n".join(TRIXIE_DEV + TRIXIE_LIBS) + "\n"
    if stamp.is_file() and stamp.read_text() == wanted:
        return tree
    with _fetching(root):
        if not (stamp.is_file() and stamp.read_text() == wanted):
            _fetch_tree(root, tree, stamp, wanted)
    return tree


def _fetch_tree(root: Path, tree: Path, stamp: Path, wanted: str) -> None:
    opts = _trixie_apt(root)
    _run(["apt-get", *opts, "update", "-qq"])
    debs = root / "debs"
    for old in debs.glob("*.deb"):
        old.unlink()
    _run(["apt-get", *opts, "download", "-qq", *TRIXIE_DEV, *TRIXIE_LIBS], cwd=debs)
    part = root / "tree.part"
    shutil.rmtree(part, ignore_errors=True)
    part.mkdir()
    for deb in sorted(debs.glob("*.deb")):
        _run(["dpkg-deb", "-x", str(deb), str(part)])
    shutil.rmtree(tree, ignore_errors=True)
    part.rename(tree)
    for deb in debs.glob("*.deb"):
        deb.unlink()  # the unpacked tree is what is used; the .debs are a few MB but need not stay
    stamp.write_text(wanted)


def installed(package: str) -> bool:
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package], capture_output=True, text=True,
                             timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        return False
    return "install ok installed" in out


def folders() -> Tuple[List[str], List[str]]:
    """(include folders, library folders) holding every ROCm library the tests use, newest first: the fetched
    Debian 13 tree on Debian 12, the system on Debian 13. Raises Unavailable."""
    missing = [p for p in BOOKWORM_DEV if not installed(p)]
    if debian_major() >= 13 and all(installed(p) for p in TRIXIE_DEV):
        return ["/usr/include"], ["/usr/lib/x86_64-linux-gnu"]
    if missing:
        raise Unavailable(f"Debian packages {' '.join(missing)} are not installed (make setup installs them)")
    tree = trixie_tree()
    return [str(tree / "usr" / "include"), "/usr/include"], [str(tree / "usr" / "lib" / "x86_64-linux-gnu")]


if __name__ == "__main__":
    try:
        inc, lib = folders()
    except Unavailable as e:
        print(f"unavailable: {e}", file=sys.stderr)
        sys.exit(1)
    print("include:", " ".join(inc))
    print("lib:", " ".join(lib))
