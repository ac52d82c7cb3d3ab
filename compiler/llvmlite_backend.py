"""The llvmlite backend: LLVM 22 (through llvmlite) builds the processors clang-19 does not know (gfx950, gfx1153,
gfx1250, gfx1251, gfx9-4-generic), and any other LLVM 22 knows when PYCUCC_BACKEND asks for it.

Three commands per target, shown by -v/--dryrun and runnable by hand:

    clang-19 ... --offload-arch=<stand-in> -emit-llvm -c -Xclang -disable-llvm-optzns  k.hip -o k.gfx950.bc
    python -m pycucc.llvmlite_child --cpu gfx950 ... k.gfx950.bc -o k.gfx950.o
    ld.lld -m elf64_amdgpu --no-undefined -shared k.gfx950.o -o k.gfx950.co

clang-19 compiles the translated unit for the row's stand-in (a processor of the same family and wave size) with
the device libraries linked, but does not optimise: the optimisation then runs in LLVM 22 for the real processor,
with its own cost model. The bitcode is retargeted and compiled in a child process (llvmlite_child.py: LLVM's
fatal errors abort the process they happen in). The traps, each handled: llvmlite silently deletes functions whose
target features the processor lacks (AMDGPURemoveIncompatibleFunctions), so every function's target-cpu and
target-features are rewritten; an unknown processor is only a warning ("is not a recognized processor ...
(ignoring processor)") after which LLVM builds generic code, so that warning is an error here and the object's
e_flags are checked by the pipeline like every object's; without the module flag the object would be code object
v6, so the flag is set to the version asked for; llvmlite has no AMDGPU assembler, so inline assembly that is only
an assembler comment (the ROCm device libraries' hoisting barriers) keeps its constraints with an empty template,
and real instructions in inline asm are an error (codes.LLVMLITE_INLINE_ASM). The object names its producer in .comment, which
`pycucc inspect` reads. This module is the parent's side: the commands, and the child's failures as diagnostics.
"""
from __future__ import annotations

import json
import os
import sys
from typing import List, Mapping, Optional, Tuple

from . import codes
from .diagnostics import Diagnostic, PycuccError, error
from .llvmlite_child import INLINE_ASM_LINE, INLINE_ASM_STATUS, UNAVAILABLE_STATUS, UNKNOWN_CPU
from .targets import Target
from .toolchain import Toolchain, run


# ------------------------------------------------------------------------------------------- the commands
def bitcode_command(device_command: List[str]) -> List[str]:
    """clang's device compile for the stand-in (backend.device_command of the target), stopped at unoptimised
    bitcode with the device libraries linked in."""
    i = len(device_command) - 3  # ... <source> -o <output>
    return device_command[:i] + ["-emit-llvm", "-c", "-Xclang", "-disable-llvm-optzns"] + device_command[i:]


def feature_string(target: Target) -> str:
    """The target id's features as LLVM's: gfx950:xnack+:sramecc- -> +xnack,-sramecc."""
    return ",".join(("+" if f.endswith("+") else "-") + f[:-1] for f in target.features)


def codegen_command(target: Target, bitcode: str, obj: str, cov: int) -> List[str]:
    return [sys.executable, "-m", "pycucc.llvmlite_child", "--cpu", target.processor,
            "--features", feature_string(target), "--code-object-version", str(cov), "--from", target.clang_id,
            bitcode, "-o", obj]


def link_command(tc: Toolchain, obj: str, output: str) -> List[str]:
    return [tc.lld, "-m", "elf64_amdgpu", "--no-undefined", "-shared", "-o", output, obj]


def finish(tc: Toolchain, target: Target, bitcode: str, work_stem: str, cov: int, announce,
           translated: Mapping[str, object]) -> bytes:
    """Run the child on clang's bitcode, then lld: the code object, or PycuccError with what went wrong."""
    obj, out = work_stem + ".o", work_stem + ".co"
    argv = codegen_command(target, bitcode, obj, cov)
    announce(argv)
    proc = run(argv)
    if proc.returncode == INLINE_ASM_STATUS:
        raise PycuccError(_inline_asm_errors(proc.stderr, target, translated))
    if proc.returncode == UNAVAILABLE_STATUS:
        raise PycuccError(error(codes.BACKEND_UNAVAILABLE, f"{target} is built by the llvmlite backend, which cannot "
                                f"run here: {_llvm_message(proc.stderr, 0)}",
                                hint='pip install "llvmlite==0.50.*" into the Python that runs pycucc '
                                     f"({sys.executable}); `make setup` does it"))
    if proc.returncode != 0 or UNKNOWN_CPU in proc.stderr or not os.path.isfile(obj):
        raise PycuccError(error(codes.LLVMLITE_BACKEND_FAILED, f"llvmlite (LLVM 22) failed for {target}: "
                                + _llvm_message(proc.stderr, proc.returncode),
                                hint="rerun with -v to see the commands; `pycucc explain "
                                     f"{codes.LLVMLITE_BACKEND_FAILED}` says what helps"))
    link = link_command(tc, obj, out)
    announce(link)
    proc = run(link)
    try:
        with open(out, "rb") as f:
            data = f.read()
    except OSError:
        data = None
    if proc.returncode != 0 or not data:
        raise PycuccError(error(codes.LLVMLITE_BACKEND_FAILED, f"lld could not link the llvmlite object for {target}: "
                                + _llvm_message(proc.stderr, proc.returncode)))
    return data


def _llvm_message(stderr: str, status: int) -> str:
    lines = [l.strip() for l in stderr.splitlines() if l.strip()]
    wanted = [l for l in lines if l.startswith(("error:", "LLVM ERROR:", "pycucc-llvmlite:", "ld.lld:"))
              or UNKNOWN_CPU in l]
    text = "; ".join(dict.fromkeys(wanted or lines[-3:])) or "no message"
    if status < 0:
        text += f" (the process was killed by signal {-status})"
    return text.replace("error: <unknown>:0:0: ", "")


def _inline_asm_errors(stderr: str, target: Target, translated: Mapping[str, object]) -> List[Diagnostic]:
    out = []
    for line in stderr.splitlines():
        if not line.startswith(INLINE_ASM_LINE):
            continue
        function, _, quoted = line[len(INLINE_ASM_LINE):].partition("\t")
        try:
            template = json.loads(quoted)
        except ValueError:
            template = quoted
        path, lineno, col, src = _locate_asm(template, translated)
        out.append(error(codes.LLVMLITE_INLINE_ASM,
                         f"inline assembly `{' '.join(template.split())}` in {function} cannot be built for {target}: llvmlite's LLVM "
                         "has no AMDGPU assembler", path=path, line=lineno, col=col, source_line=src,
                         hint="use HIP device functions or __builtin_amdgcn_* builtins for this target "
                              f"(#if defined(__{target.processor.replace('-', '_')}__)), or a clang that knows it"))
    return out or [error(codes.LLVMLITE_INLINE_ASM, f"inline assembly cannot be built for {target}")]


def _locate_asm(template: str, translated: Mapping[str, object]) -> Tuple[Optional[str], int, int, Optional[str]]:
    """Where the user wrote the asm: its first instruction's text in a translated file clang compiled."""
    probe = template.split("\n")[0].split("$")[0].strip()
    if not probe:
        return None, 0, 0, None
    for mirror_path, tr in translated.items():
        try:
            with open(mirror_path, encoding="utf-8", errors="replace") as f:
                lines = f.read().splitlines()
        except OSError:
            continue
        for i, text in enumerate(lines, 1):
            col = text.find(probe)
            if col >= 0 and "asm" in text:
                line, c = tr.source_map.to_source(i, col + 1)
                user = tr.text.splitlines()
                return tr.path, line, c, user[line - 1] if 0 < line <= len(user) else None
    return None, 0, 0, None
