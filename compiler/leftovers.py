"""What runs that were killed (`kill -9`, an OOM kill, a power cut) leave behind: their temporary folders in the
temporary folder (`pycucc-*`) and the half-made entries in the cache (`.pycucc-*.tmp` files, `.bitcode-*`,
`.toolkit-*` and `.pch-*` folders, precompiled headers being saved). Nothing else ever removes them, so a build
that misses the cache removes those of this user that are older than a day (no build runs that long: every clang
run is stopped at PYCUCC_COMPILE_TIMEOUT, 30 minutes by default), at most once an hour; `pycucc doctor` lists them.
Only what this user owns, by these names, is touched, and never through a link.
"""
from __future__ import annotations

import os
import re
import shutil
import stat
import tempfile
import time
from typing import List, Tuple

from .cache import store

AGE = 24 * 3600          # seconds: older than this, a temporary entry is a leftover
EVERY = 3600             # seconds between two sweeps
_STAMP = ".swept"        # in the cache: when the last sweep ran
_IN_TEMP = re.compile(r"pycucc-(?:cache-|toolkit-|bitcode-|doctor-)?[A-Za-z0-9_]+\Z")
_IN_CACHE = re.compile(r"\.(?:bitcode|toolkit|pch)-[A-Za-z0-9_-]+\Z|\.pycucc-[A-Za-z0-9_]+\.tmp\Z|"
                       r".+\.pch\.\d+\.tmp\Z")


def _mine(st: os.stat_result) -> bool:
    return not hasattr(os, "geteuid") or st.st_uid == os.geteuid()


def _size(path: str, st: os.stat_result) -> int:
    if not stat.S_ISDIR(st.st_mode):
        return st.st_size
    total = 0
    for folder, _, files in os.walk(path):
        for f in files:
            try:
                total += os.lstat(os.path.join(folder, f)).st_size
            except OSError:
                pass
    return total


def find(cache: str, older_than: float = 0.0) -> List[Tuple[str, int, float]]:
    """(path, bytes, age in seconds) of this user's leftovers older than `older_than` seconds: in the temporary
    folder, in the cache's top folder and the folders one and two below it."""
    now = time.time()
    out: List[Tuple[str, int, float]] = []

    def scan(folder: str, pattern, depth: int) -> None:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            return
        for e in entries:
            try:
                st = e.stat(follow_symlinks=False)
            except OSError:
                continue
            if stat.S_ISLNK(st.st_mode) or not _mine(st):
                continue
            if pattern.match(e.name):
                age = now - st.st_mtime
                if age > older_than:
                    out.append((e.path, _size(e.path, st), age))
            elif depth and stat.S_ISDIR(st.st_mode) and not e.name.startswith("toolkit-"):
                scan(e.path, pattern, depth - 1)
    scan(tempfile.gettempdir(), _IN_TEMP, 0)
    scan(cache, _IN_CACHE, 2)
    return out


def sweep(cache: str) -> None:
    """Remove this user's leftovers older than AGE, if no sweep ran in the last EVERY seconds (a cache miss
    calls it: a hit does not pay for it)."""
    stamp = os.path.join(cache, _STAMP)
    try:
        if time.time() - os.stat(stamp).st_mtime < EVERY:
            return
    except OSError:
        pass
    try:
        store(stamp, b"", cache)
    except OSError:
        return  # a cache this run cannot write: nothing to clean in it either
    for path, _, _ in find(cache, AGE):
        try:
            if os.path.isdir(path) and not os.path.islink(path):
                shutil.rmtree(path, ignore_errors=True)
            else:
                os.unlink(path)
        except OSError:
            pass
