"""Writes the command memo that quick.py replays: after a build that wrote one object and said nothing
(cli/nvcc.py), what its replay must check, in quick.py's format. Kept apart from quick.py so that a warm hit
imports neither json nor the cache's machinery."""
from __future__ import annotations

import json
import os
import re
from typing import Sequence

from . import quick
from .cache import Cache, cache_root, file_digest, pycucc_digest, store
from .stamps import RACY_NS
from .toolchain import run
from .toolfind import _stamp


def remember(argv: Sequence[str], source: str, key: str, product: bytes, deps: Sequence[str], tc,
             outputs: Sequence[str], depfiles: Sequence[Sequence[str]], read: Sequence[str] = ()) -> None:
    """Records what the command `argv` built from `source` (an object under `key`, written to each of `outputs`,
    and the `depfiles` as (path, text)), for quick.replay(); `read`: the options files its command line named,
    whose words are part of it. The dependencies and the places that must stay empty are the build key's
    manifest's, as the build recorded them (a digest taken now could be of a file changed since the build)."""
    try:
        cwd = os.getcwd()
    except OSError:
        return
    root = cache_root()
    cache = Cache(root)
    raw = cache.manifest_text(key)
    try:
        manifest = json.loads(raw) if raw is not None else None
    except ValueError:
        return
    name = Cache.object_name(product)
    if not isinstance(manifest, dict) or manifest.get("object") != name or not isinstance(manifest.get("deps"), dict) \
            or not isinstance(manifest.get("absent", []), list):
        return
    hip_header = file_digest(quick.hip_version_header(tc.hip_root))
    if hip_header is None:
        return
    entry = {"env": quick.environment(), "self": pycucc_digest(),
             "tools": quick.tools(tc.clang, tc.clang_version, tc.lld, tc.resource_dir, tc.hip_root, tc.hip_version,
                                  tc.device_lib, tc.windows, tc.identity),
             "key": key, "object": name, "source": os.path.abspath(source), "clang": tc.clang,
             "clang_stamp": _stamp(tc.clang), "clang_version": tc.clang_version, "resource_dir": tc.resource_dir,
             "hip_header": hip_header, "hip_version": ".".join(map(str, tc.hip_version)),
             "outputs": list(outputs), "absent": [a for a in manifest.get("absent", []) if isinstance(a, str)],
             "depfiles": [(p, t) for p, t in depfiles], "read": [(p, file_digest(p) or "") for p in read],
             "deps": sorted((p, d) for p, d in manifest["deps"].items() if isinstance(d, str))}
    if len(entry["deps"]) != len(manifest["deps"]):
        return  # a dependency that could not be read: the next run builds as usual
    try:
        store(quick.memo_path(root, argv, cwd), quick.encode(entry), root)
    except (OSError, ValueError):
        pass  # a read-only or full cache, or a path with a NUL: the command runs the ordinary way next time


# ------------------------------------------------------------------------------------------------ links
def link_plan(driver: Sequence, staged: str, output, work: str):
    """Before a link of objects that may be remembered: (the driver's command line as the user's output names it,
    its -### answer, the linker's command line, the flag that makes the linker write the files it read), or None
    when the link cannot be replayed exactly: the driver's answer differs between two asks (temporary files), or
    its linker writes no dependency file (GNU ld before 2.35, gold, anything but ld.bfd and lld)."""
    answer = quick.driver_answer(driver)
    if answer is None or quick.driver_answer(driver) != answer:
        return None
    lines = [ln for ln in answer.splitlines() if ln.startswith(' "')]
    if not lines:
        return None
    linker = [re.sub(r"\\(.)", r"\1", t) for t in re.findall(r'"((?:[^"\\]|\\.)*)"', lines[-1])]
    if not linker or not os.path.isabs(linker[0]):
        return None
    try:
        proc = run([linker[0], "--version"], timeout=30)
    except Exception:  # noqa: BLE001 - a linker that does not answer: the link is not remembered, nothing else
        return None
    first = (proc.stdout.splitlines() or [""])[0]
    version = [int(x) for x in (re.findall(r"\b(\d+)\.(\d+)", first) or [("0", "0")])[-1]]
    if not (("GNU ld" in first and version >= [2, 35]) or ("LLD" in first and version >= [13, 0])):
        return None
    depfile = os.path.join(work, "pycucc-link.d")
    return {"driver": list(driver), "answer": answer, "linker": linker, "staged": staged, "output": output,
            "depfile": depfile,
            "flag": f"-Wl,--dependency-file={depfile}"}


def _library_folders(linker: Sequence[str]):
    """The linker's -L folders in order (None when one is relative to a sysroot: `=` or `$SYSROOT`)."""
    out, it = [], iter(linker[1:])
    for t in it:
        d = None
        if t in ("-L", "--library-path"):
            d = next(it, "")
        elif t.startswith("--library-path="):
            d = t.split("=", 1)[1]
        elif t.startswith("-L"):
            d = t[2:]
        if d is not None:
            if d.startswith(("=", "$SYSROOT")):
                return None
            out.append(d)
    return out


def _shadowing_places(found: str, folders: Sequence[str], folder_ids) -> list:
    """Where a library that would be found before `found` could appear: libX.so and libX.a (and the name itself)
    in every -L folder searched before the one it was found in, and the shared name beside a static one found."""
    name = os.path.basename(found)
    names = {name}
    for a, b in ((".so", ".a"), (".a", ".so")):
        if name.startswith("lib") and name.endswith(a):
            names.add(name[:-len(a)] + b)
    try:
        st = os.stat(os.path.dirname(found) or ".")
        here = (st.st_dev, st.st_ino)
    except OSError:
        here = None
    places = []
    for folder, ident in zip(folders, folder_ids):
        if ident is not None and ident == here:
            if name.endswith(".a"):
                places.append(os.path.join(folder, name[:-2] + ".so"))
            break
        places += [os.path.join(folder, n) for n in sorted(names)]
    # a name in a linker script (libc.so's GROUP, libgcc_s.so's libgcc_s.so.1) is looked for in the working
    # folder first
    places.append(name)
    return places


def link_facts(plan, objects: Sequence[str], before: dict, started_ns: int):
    """After the link ran with plan["flag"]: what its replay checks (deps: the objects by digest; stamps: every
    other file the linker read, and the linker; absent: where a library would now be found first), or None when
    that is not known exactly (the dependency file is not there or not plain, a file the linker read changed
    around the link, a file named on the linker's command line that it did not report reading)."""
    try:
        with open(plan["depfile"], encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
    except OSError:
        return None
    head = text.replace("\\\n", " ").split("\n", 1)[0]
    target = plan["staged"] + ":"
    if not head.startswith(target) or "\\" in head[len(target):] or "$" in head:
        return None
    read = list(dict.fromkeys(head[len(target):].split()))
    mine = {os.path.abspath(o): o for o in objects}
    after = {o: file_digest(o) for o in objects}
    if any(after[o] is None or after[o] != before.get(o) for o in objects):
        return None
    deps = [(o, after[o]) for o in objects]
    folders = _library_folders(plan["linker"])
    if folders is None:
        return None
    ids: list = []
    for d in folders:
        try:
            st = os.stat(d)
            ids.append((st.st_dev, st.st_ino))
        except OSError:
            ids.append(None)
    stamps: list = []
    absent: list = []
    seen: set = set()
    for p in [plan["linker"][0], *read]:
        if os.path.abspath(p) in mine:
            continue
        stamp = quick.link_stamp(p)
        if stamp is None:
            return None
        size, mtime, ctime, _, _ = stamp.split(":")
        if max(int(mtime), int(ctime)) > started_ns - RACY_NS:
            return None  # written just now: a change within its timestamp's granularity would not show
        stamps.append((p, stamp))
        if p != plan["linker"][0]:
            # a place that is taken already was not searched for this name (a script named the file by its
            # path: libc.so's /lib64/ld-linux-x86-64.so.2), or the linker would have taken it
            for a in _shadowing_places(p, folders, ids):
                if a not in seen and not os.path.lexists(a):
                    seen.add(a)
                    absent.append(a)
    reported = {os.path.abspath(p) for p in [*read, plan["staged"], plan["output"]]}
    for t in plan["linker"][1:]:
        named = [t, t[1:] if t.startswith("@") else "", t.split("=", 1)[1] if "=" in t else "",
                 t[2:] if t.startswith("-") and len(t) > 2 else ""]
        if any(n and os.path.isfile(n) and os.path.abspath(n) not in reported for n in named):
            return None  # a linker script, version script or response file: its words are not in the memo
    return {"driver": plan["driver"], "answer": plan["answer"], "deps": deps, "stamps": stamps, "absent": absent}


def remember_link(argv: Sequence[str], facts, product: bytes, tc, outputs: Sequence[str],
                  read: Sequence[str] = ()) -> None:
    """Records a link of objects (facts: link_facts) for quick.replay(); the output is kept in the cache's
    objects by its digest."""
    try:
        cwd = os.getcwd()
    except OSError:
        return
    hip_header = file_digest(quick.hip_version_header(tc.hip_root))
    if hip_header is None:
        return
    root = cache_root()
    try:
        name = Cache(root).put_object(product)
    except OSError:
        return
    entry = {"env": quick.environment(), "self": pycucc_digest(),
             "tools": quick.tools(tc.clang, tc.clang_version, tc.lld, tc.resource_dir, tc.hip_root, tc.hip_version,
                                  tc.device_lib, tc.windows, tc.identity),
             "object": name, "clang": tc.clang, "clang_stamp": _stamp(tc.clang), "clang_version": tc.clang_version,
             "resource_dir": tc.resource_dir, "hip_header": hip_header,
             "hip_version": ".".join(map(str, tc.hip_version)), "driver_answer": facts["answer"],
             "outputs": list(outputs), "absent": facts["absent"], "driver": facts["driver"],
             "read": [(p, file_digest(p) or "") for p in read], "deps": facts["deps"], "stamps": facts["stamps"]}
    try:
        store(quick.memo_path(root, argv, cwd), quick.encode(entry, quick.LINK_TAG), root)
    except (OSError, ValueError):
        pass
