"""The terminal: where pycucc's messages and rendered diagnostics go (stderr). Only the command line (cli.py and
its subcommands, commands.py) calls these; everything else returns diagnostics as values."""
from __future__ import annotations

import sys
from typing import Iterable

from .diagnostics import Diagnostic


def err(msg: str) -> None:
    sys.stderr.write(msg.rstrip("\n") + "\n")


def render(diags: Iterable[Diagnostic]) -> None:
    for d in diags:
        err(d.render())
