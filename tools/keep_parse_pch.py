"""Keep the parse declarations' PCH for the flags of a build with none of its own beside pycucc's headers
(frontend.KEPT_PCH_DIR; `make setup` runs this): two translations with pycucc's own command line, in a cache
folder of their own, make it (the second use of a flag set does, frontend._stub_pch), and it is copied there under
its key. Kept copies of other keys (older headers, another libclang) are removed. Exit 0 with a line saying why
when nothing could be kept (a folder this user cannot write: builds then make theirs in the cache)."""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
import tempfile


def main() -> int:
    from pycucc import frontend
    folder = frontend.KEPT_PCH_DIR
    # the copies there now are set aside while the translations run (they would be used, and nothing made)
    aside = []
    for old in glob.glob(os.path.join(folder, frontend.KEPT_PCH_PREFIX + "*.pch")):
        try:
            os.replace(old, old + ".old")
            aside.append(old)
        except OSError:
            pass
    try:
        return _keep(frontend, folder)
    finally:
        for old in aside:
            try:
                if os.path.exists(old):  # the one kept now: the copy set aside was of the same key
                    os.unlink(old + ".old")
                else:
                    os.replace(old + ".old", old)  # nothing kept: as it was
            except OSError:
                pass


def _keep(frontend, folder: str) -> int:
    from pycucc.includes import INCLUDE_VARIABLES
    with tempfile.TemporaryDirectory(prefix="pycucc-keep-pch-") as tmp:
        env = dict(os.environ, PYCUCC_CACHE_DIR=os.path.join(tmp, "cache"))
        for name in ("PYCUCC_NO_PCH", *INCLUDE_VARIABLES):  # the kept one is for a build with none of them
            env.pop(name, None)
        for i in range(2):
            src = os.path.join(tmp, f"k{i}.cu")
            with open(src, "w") as f:
                f.write(f"__global__ void k{i}(int *p) {{ *p = {i}; }}\n")
            p = subprocess.run([sys.executable, "-m", "pycucc", src, "--emit", "hip", "-o", src + ".hip"], env=env,
                               capture_output=True, text=True)
            if p.returncode != 0:
                print(f"keep_parse_pch: the translation failed: {p.stderr.strip()}", file=sys.stderr)
                return 1
        made = glob.glob(os.path.join(tmp, "cache", "parse-pch", "??", "*.pch"))
        if len(made) != 1:
            print(f"keep_parse_pch: {len(made)} parse PCHs made, not one: nothing kept", file=sys.stderr)
            return 0
        name = frontend.KEPT_PCH_PREFIX + os.path.basename(made[0])
        try:
            os.makedirs(folder, exist_ok=True)
            work = os.path.join(folder, f".{name}.{os.getpid()}.tmp")
            # the names its headers look up first (frontend._lookup_names): a build with -I folders uses it too
            if os.path.exists(made[0] + ".names"):
                shutil.copyfile(made[0] + ".names", work)
                os.chmod(work, 0o644)
                os.replace(work, os.path.join(folder, name + ".names"))
            shutil.copyfile(made[0], work)
            os.chmod(work, 0o644)
            os.replace(work, os.path.join(folder, name))
            for other in glob.glob(os.path.join(folder, frontend.KEPT_PCH_PREFIX + "*.pch*")):
                if os.path.basename(other) not in (name, name + ".names"):
                    os.unlink(other)
        except OSError as e:
            print(f"keep_parse_pch: cannot write {folder}: {e.strerror or e}; builds make theirs in the cache",
                  file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
