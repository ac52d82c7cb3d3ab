"""Command line: the dispatch to a mode. The modules of cli/ are the ones that print (messages and diagnostics
through console.py): nvcc.py for a compile, translate.py for `pycucc translate`, hipify.py for the hipify front
ends, tools.py for the other subcommands; everything below them returns values and diagnostics.

`pycucc FILE.cu [flags]` compiles the nvcc way (hand dispatch: nvcc's flags are not Click's, and a compile must
not pay for importing Click); `pycucc <subcommand> ...` runs a tool (inspect, translate, explain, rules, doctor).
Each loads only its own machinery: a translation does not import the build's, a compile not Click.
Exit status: 0 ok, 1 errors in the input or the build, 2 usage, 3 internal error (never a bare traceback).
"""
from __future__ import annotations

import sys

from .. import codes
from ..cache import cache_notes
from ..console import last_defence, render
from ..diagnostics import PycuccError
from ..limits import limits

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Sequence

USAGE = """\
usage: pycucc [nvcc flags] FILE.cu ...            compile the nvcc way (AMD code instead of NVIDIA's)
       pycucc inspect CODE_OBJECT [--json]
       pycucc translate FILE|DIR [-o OUT] [--report-json F] [--report-html F] [--check] [hipify-clang options]
       pycucc explain ID | --list;      pycucc rules doc [--format markdown|html|json] | check [FILES...]
       pycucc doctor [--quick]         what was found (clang, lld, HIP, bitcode, runtime, GPUs) and what to fix
       pycucc toolkit DIR              a CUDA toolkit folder (bin/nvcc, include/, lib64/) for CUDA_HOME/CUDA_PATH

What is built, as nvcc decides it:
  pycucc k.cu -o k.hsaco        device code objects (also --genco/-cubin/-fatbin): one target gives an AMD ELF,
                                several a clang offload bundle that hipModuleLoadData and pycucc.runtime load
  pycucc -c a.cu [-o a.o]       a host object with the device code embedded (-dc: relocatable device code)
  pycucc a.cu b.cpp -o app      a program linked against libamdhip64 (-shared, -lib, -dlink, -E, -M as in nvcc)

Also: --options-file/-optf FILE (its words stand where the flag stood), NVCC_PREPEND_FLAGS and NVCC_APPEND_FLAGS
(added before/after the command line), --version/-V (nvcc's shape, which CMake parses), --list-gpu-code and
--list-gpu-arch (the sm_XX/compute_XX names mapped to AMD targets), -Wl,... -fPIC -pthread (to the host compile and
link). Conflicting phases (-c -lib) and any other flag are usage errors (exit 2).

flags (nvcc's spellings; what each does on AMD):
"""

SUBCOMMANDS = ("inspect", "translate", "explain", "rules", "doctor", "toolkit")


def main(argv: Optional[Sequence[str]] = None) -> None:
    sys.exit(run(list(sys.argv[1:] if argv is None else argv)))


def run(argv: List[str]) -> int:
    try:
        return _run(argv)
    finally:
        render(cache_notes())


def _run(argv: List[str]) -> int:
    try:
        if argv and argv[0] not in SUBCOMMANDS:
            from ..quick import replay  # a compile run again as it ran before: answered before its flags are read
            if replay(argv) == 0:
                return 0
        limits()  # a bad limit in the environment is a usage error before anything runs
        if not argv or argv[0] in ("-h", "--help", "help"):
            from ..nvcc_flags import flag_help  # the flag table: a translation does without it
            sys.stdout.write(USAGE + flag_help())
            return 0 if argv else 2
        if argv[0] == "translate":
            from .translate import translate_command  # a translation loads neither Click nor the build
            return translate_command(argv[1:])
        if argv[0] in SUBCOMMANDS:
            from .tools import run_subcommand  # Click and the tools load only for a subcommand
            return run_subcommand(argv)
        from .nvcc import compile_command  # the build's machinery loads only for a compile
        return compile_command(argv)
    except PycuccError as e:
        render(e.diagnostics)
        return e.exit_code
    except (KeyboardInterrupt, Exception) as e:  # noqa: BLE001 - the last line of defence against a bare traceback
        return last_defence("pycucc", e)


