"""``python -m pycucc.runtime``: which HIP runtime was found and which devices it sees."""
from __future__ import annotations

import sys

from . import hip
from .device import devices


def main() -> int:
    try:
        path = hip.library_path()
        print(f"HIP runtime: {path}")
        print(f"version: {hip.version_string(hip.runtime_version())}")
        found = devices()
    except hip.HipLibraryNotFound as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except hip.NoDeviceError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except hip.HipError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"devices: {len(found)}")
    for d in found:
        print(f"  {d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
