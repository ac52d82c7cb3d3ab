"""nvcc-style command line for compiling: `pycucc kernel.cu -o kernel.hsaco --offload-arch=gfx1100`.

nvcc's habits: a flag's value may follow as the next argument, after `=`, or (for one-letter flags) glued on
(`-Ipath`, `-DX=1`, `-O2`); list flags take comma-separated values and may repeat.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from pycucc.options import EMIT_KINDS, Options
from pycucc.targets import DEFAULT_TARGETS, TargetError, resolve_target


class UsageError(Exception):
    """A bad command line (exit status 2)."""


# name -> (takes value, destination). Several spellings share a destination.
_FLAGS: Dict[str, Tuple[bool, str]] = {
    "-o": (True, "output"), "--output-file": (True, "output"),
    "-I": (True, "include"), "--include-path": (True, "include"),
    "-D": (True, "define"), "--define-macro": (True, "define"),
    "-U": (True, "undefine"), "--undefine-macro": (True, "undefine"),
    "-O": (True, "opt"), "--optimize": (True, "opt"),
    "-std": (True, "std"), "--std": (True, "std"),
    "--offload-arch": (True, "arch"), "-arch": (True, "arch"), "--gpu-architecture": (True, "arch"),
    "--emit": (True, "emit"),
    "--dump-dir": (True, "dump_dir"),
    "--code-object-version": (True, "cov"),
    "-j": (True, "jobs"), "--jobs": (True, "jobs"),
    "-g": (False, "debug"), "--debug": (False, "debug"),
    "--keep": (False, "keep"), "-keep": (False, "keep"),
    "-v": (False, "verbose"), "--verbose": (False, "verbose"),
    "--dryrun": (False, "dryrun"), "-dryrun": (False, "dryrun"),
    "--no-cache": (False, "no_cache"),
    "--cuda-device-only": (False, "ignored"), "--genco": (False, "ignored"),
}
# One-letter flags whose value may be glued on: -Ifoo, -DX=1, -O2, -UX.
_GLUED = ("-I", "-D", "-U", "-O", "-o", "-j")


@dataclass
class Invocation:
    inputs: List[str] = field(default_factory=list)
    options: Optional[Options] = None


def parse_compile_args(argv: List[str], env: Optional[Dict[str, str]] = None) -> Invocation:
    env = dict(os.environ) if env is None else env
    values: Dict[str, List[str]] = {}
    inputs: List[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg == "--":
            inputs += argv[i:]
            break
        if not arg.startswith("-") or arg == "-":
            inputs.append(arg)
            continue
        name, eq, val = arg.partition("=")
        if name in _FLAGS:
            takes, dest = _FLAGS[name]
            if not takes:
                if eq:
                    raise UsageError(f"flag '{name}' takes no value")
                values.setdefault(dest, []).append("1")
                continue
            if not eq:
                if i >= len(argv):
                    raise UsageError(f"flag '{name}' needs a value")
                val = argv[i]
                i += 1
            values.setdefault(dest, []).append(val)
            continue
        glued = next((g for g in _GLUED if arg.startswith(g) and len(arg) > len(g)), None)
        if glued:
            values.setdefault(_FLAGS[glued][1], []).append(arg[len(glued):])
            continue
        raise UsageError(f"unknown flag '{arg}' (see `pycucc --help`)")

    if not inputs:
        raise UsageError("no input files")
    opts = _options(values, env)
    return Invocation(inputs, opts)


def _one(values: Dict[str, List[str]], dest: str, default: Optional[str] = None) -> Optional[str]:
    v = values.get(dest)
    return v[-1] if v else default


def _options(values: Dict[str, List[str]], env: Dict[str, str]) -> Options:
    specs = [s for v in values.get("arch", []) for s in v.split(",") if s.strip()]
    if not specs and env.get("PYCUCC_OFFLOAD_ARCH"):
        specs = [s for s in env["PYCUCC_OFFLOAD_ARCH"].split(",") if s.strip()]
    try:
        targets = tuple(dict.fromkeys(resolve_target(s, env) for s in specs)) or DEFAULT_TARGETS
    except TargetError as e:
        raise UsageError(str(e))
    emit = _one(values, "emit", "hsaco")
    if emit not in EMIT_KINDS:
        raise UsageError(f"--emit must be one of {', '.join(EMIT_KINDS)}, not '{emit}'")
    opt = _one(values, "opt", "3")
    if opt not in ("0", "1", "2", "3", "s", "z", "fast"):
        raise UsageError(f"unknown optimisation level '-O{opt}' (use -O0..-O3, -Os, -Oz)")
    cov = _one(values, "cov", "5")
    if cov not in ("4", "5"):
        raise UsageError(f"--code-object-version must be 4 or 5, not '{cov}'")
    jobs = _one(values, "jobs", "0")
    if not jobs.isdigit():
        raise UsageError(f"-j needs a number of parallel jobs, not '{jobs}'")
    std = _one(values, "std", "c++17")
    return Options(
        targets=targets, output=_one(values, "output"), emit=emit, opt_level=opt,
        include_dirs=tuple(values.get("include", ())), defines=tuple(values.get("define", ())),
        undefines=tuple(values.get("undefine", ())), std=std, code_object_version=int(cov),
        debug="debug" in values, use_cache="no_cache" not in values, keep="keep" in values,
        dump_dir=_one(values, "dump_dir"), verbose="verbose" in values, dryrun="dryrun" in values, jobs=int(jobs))
