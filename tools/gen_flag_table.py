"""Write the README's flag table from nvcc_flags.FLAGS (`make docs`; tests/test_readme.py fails while it is stale).

The table stands between the two marker lines; everything else in the README is left as it is.
"""
import os
import sys

from pycucc.nvcc_flags import flag_table

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
README = os.path.join(ROOT, "README.md")
BEGIN = "<!-- flag table: generated from compiler/nvcc_flags.py (FLAGS) by tools/gen_flag_table.py; do not edit -->\n"
END = "<!-- end of the flag table -->\n"


def render(text: str) -> str:
    """`text` (the README) with its flag table rendered anew."""
    head, sep, rest = text.partition(BEGIN)
    _, sep2, tail = rest.partition(END)
    if not sep or not sep2:
        raise ValueError("README.md lacks the flag table's markers")
    return head + BEGIN + flag_table() + END + tail


def main() -> int:
    with open(README, encoding="utf-8") as f:
        text = f.read()
    new = render(text)
    if new != text:
        with open(README, "w", encoding="utf-8") as f:
            f.write(new)
    return 0


if __name__ == "__main__":
    sys.exit(main())
