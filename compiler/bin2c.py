"""bin2c: a file's bytes as a C array, the CUDA toolkit's tool of that name (its options and output shape, as
`bin2c --help` of CUDA 13 describes them), for builds that embed a device code object in a program (cuFFT's LTO
callback samples: `bin2c --name window_callback --type longlong cb.fatbin > cb_fatbin.h`). The toolkit's
bin/bin2c runs it (toolkit.py)."""
from __future__ import annotations

import argparse
import sys
from typing import List, Optional, Sequence

# --type -> (C type, bytes an element); the elements are the file's bytes in little-endian order, the last one
# padded with zeros (what CUDA's bin2c writes on x86-64)
_TYPES = {"char": ("unsigned char", 1), "short": ("unsigned short", 2), "int": ("unsigned int", 4),
          "longlong": ("unsigned long long", 8)}
_PER_LINE = 16


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="bin2c", description="Write a file's bytes as a C array (pycucc's bin2c).")
    p.add_argument("input")
    p.add_argument("-n", "--name", default="imageBytes")
    p.add_argument("-t", "--type", default="char", choices=sorted(_TYPES))
    p.add_argument("-c", "--const", action="store_true")
    p.add_argument("-st", "--static", action="store_true")
    p.add_argument("-l", "--length", action="store_true")
    p.add_argument("-p", "--padd", action="append", default=[], help="trailing bytes, comma-separated")
    p.add_argument("-stdint", "--stdint", action="store_true")
    return p


def render(data: bytes, name: str = "imageBytes", type_: str = "char", const: bool = False, static: bool = False,
           length: bool = False, stdint: bool = False) -> str:
    ctype, size = _TYPES[type_]
    if stdint and type_ == "longlong":
        ctype = "uint64_t"
    data = data + b"\0" * (-len(data) % size)
    values = [int.from_bytes(data[i:i + size], "little") for i in range(0, len(data), size)]
    suffix = "ULL" if type_ == "longlong" and not stdint else ""
    items = [f"0x{v:0{2 * size}x}{suffix}" for v in values]
    lines = [",".join(items[i:i + _PER_LINE]) for i in range(0, len(items), _PER_LINE)]
    head = ("static " if static else "") + ("const " if const else "") + f"{ctype} {name}[] = {{"
    out = ["#ifdef __cplusplus", 'extern "C" {', "#endif", ""]
    if stdint:
        out[:0] = ["#include <stdint.h>"]
    out += [head, ",\n".join(lines), "};", ""] if lines else [head, "};", ""]
    if length:
        out += [f"uint32_t {name}Length = {len(values)};", ""]
    out += ["#ifdef __cplusplus", "}", "#endif", ""]
    return "\n".join(out) + "\n"


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = parser().parse_args(argv)
    try:
        with open(args.input, "rb") as f:
            data = f.read()
        padd: List[int] = [int(b, 0) for item in args.padd for b in item.split(",") if b.strip()]
    except OSError as e:
        print(f"bin2c: error: cannot read '{args.input}': {e.strerror}", file=sys.stderr)
        return 1
    except ValueError as e:
        print(f"bin2c: error: --padd takes byte values: {e}", file=sys.stderr)
        return 1
    if any(not 0 <= b <= 255 for b in padd):
        print("bin2c: error: --padd takes byte values (0 to 255)", file=sys.stderr)
        return 1
    sys.stdout.write(render(data + bytes(padd), args.name, args.type, args.const, args.static, args.length,
                            args.stdint))
    return 0


if __name__ == "__main__":
    sys.exit(main())
