"""The llvmlite backend: LLVM 22 (through llvmlite) builds the processors clang-19 does not know (gfx950, gfx1153,
gfx1250, gfx1251, gfx9-4-generic), and any other LLVM 22 knows when PYCUCC_BACKEND asks for it.

Three commands per target, shown by -v/--dryrun and runnable by hand:

    clang-19 ... --offload-arch=<stand-in> -emit-llvm -c -Xclang -disable-llvm-optzns  k.hip -o k.gfx950.bc
    python -m pycucc.llvmlite_backend --cpu gfx950 ... k.gfx950.bc -o k.gfx950.o
    ld.lld -m elf64_amdgpu --no-undefined -shared k.gfx950.o -o k.gfx950.co

clang-19 compiles the translated unit for the row's stand-in (a processor of the same family and wave size) with
the device libraries linked, but does not optimise: the optimisation then runs in LLVM 22 for the real processor,
with its own cost model. In the child process (LLVM's fatal errors abort the process they happen in) the bitcode
is retargeted and compiled. Its traps, each handled here: llvmlite silently deletes functions whose target
features the processor lacks (AMDGPURemoveIncompatibleFunctions), so every function's target-cpu and
target-features are rewritten; an unknown processor is only a warning ("is not a recognized processor ...
(ignoring processor)") after which LLVM builds generic code, so that warning is an error here and the object's
e_flags are checked by the pipeline like every object's; without the module flag the object would be code object
v6, so the flag is set to the version asked for; llvmlite has no AMDGPU assembler, so inline assembly that is only
an assembler comment (the ROCm device libraries' hoisting barriers) keeps its constraints with an empty template,
and real instructions in inline asm are an error (PCC2022). The object names its producer in .comment, which
`pycucc inspect` reads.

Only the child (`main`) imports llvmlite.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
from typing import Dict, List, Mapping, Optional, Sequence, Tuple

from pycucc.runtime.codeobj import LLVMLITE_PRODUCER

from . import codes
from .diagnostics import Diagnostic, PycuccError, error
from .targets import Target
from .toolchain import Toolchain, run

TRIPLE = "amdgcn-amd-amdhsa"
# The child's exit statuses: the optimised module still holds inline assembly with instructions; llvmlite cannot
# be imported or has no AMDGPU target.
_INLINE_ASM_STATUS = 3
_UNAVAILABLE_STATUS = 4
_INLINE_ASM_LINE = "pycucc-llvmlite: inline asm: "
_UNKNOWN_CPU = "is not a recognized processor"


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
    return [sys.executable, "-m", "pycucc.llvmlite_backend", "--cpu", target.processor,
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
    if proc.returncode == _INLINE_ASM_STATUS:
        raise PycuccError(_inline_asm_errors(proc.stderr, target, translated))
    if proc.returncode == _UNAVAILABLE_STATUS:
        raise PycuccError(error(codes.BACKEND_UNAVAILABLE, f"{target} is built by the llvmlite backend, which cannot "
                                f"run here: {_llvm_message(proc.stderr, 0)}",
                                hint='pip install "llvmlite==0.50.*" into the Python that runs pycucc '
                                     f"({sys.executable}); `make setup` does it"))
    if proc.returncode != 0 or _UNKNOWN_CPU in proc.stderr or not os.path.isfile(obj):
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
              or _UNKNOWN_CPU in l]
    text = "; ".join(dict.fromkeys(wanted or lines[-3:])) or "no message"
    if status < 0:
        text += f" (the process was killed by signal {-status})"
    return text.replace("error: <unknown>:0:0: ", "")


def _inline_asm_errors(stderr: str, target: Target, translated: Mapping[str, object]) -> List[Diagnostic]:
    out = []
    for line in stderr.splitlines():
        if not line.startswith(_INLINE_ASM_LINE):
            continue
        function, _, quoted = line[len(_INLINE_ASM_LINE):].partition("\t")
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


# ------------------------------------------------------------------------------------------- the child
_ASM = re.compile(r'(asm (?:sideeffect )?(?:alignstack )?(?:inteldialect )?(?:unwind )?)"((?:[^"\\]|\\.)*)"')


def _unescape(ir_string: str) -> str:
    return re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), ir_string)


def _comment_only(template: str) -> bool:
    """Assembler comments and blank lines only (';' starts a comment in AMDGPU assembly): no machine code."""
    return all(not l.strip() or l.strip().startswith(";") for l in _unescape(template).split("\n"))


def retarget(ir: str, cpu: str, features: str, cov: int, data_layout: str, ident: str) -> str:
    """The textual module (as LLVM 22 prints it) rewritten for the real processor."""
    ir = re.sub(r'"target-cpu"="[^"]*"', f'"target-cpu"="{cpu}"', ir)
    # the stand-in's features would make LLVM delete every function the processor cannot run: the processor's own
    # defaults (and the target id's xnack/sramecc) instead
    ir = re.sub(r'"target-features"="[^"]*"', f'"target-features"="{features}"' if features else "", ir)
    ir, n = re.subn(r'!\{i32 (\d+), !"amdhsa_code_object_version", i32 \d+\}',
                    lambda m: f'!{{i32 {m.group(1)}, !"amdhsa_code_object_version", i32 {cov * 100}}}', ir)
    if n != 1:
        raise ValueError("the bitcode has no amdhsa_code_object_version module flag (was it made by clang?)")
    ir = re.sub(r'^target datalayout = "[^"]*"', f'target datalayout = "{data_layout}"', ir, count=1, flags=re.M)
    ir = _ASM.sub(lambda m: m.group(1) + '""' if _comment_only(m.group(2)) else m.group(0), ir)
    # name the producer in .comment (llvm.ident), after clang's and the device libraries'
    ids = [int(x) for x in re.findall(r"^!(\d+) = ", ir, re.M)]
    node = max(ids, default=0) + 1
    ident_node = f'!{node} = !{{!"{ident}"}}'
    if re.search(r"^!llvm\.ident = !\{", ir, re.M):
        ir = re.sub(r"^(!llvm\.ident = !\{)(.*)\}$", lambda m: f"{m.group(1)}{m.group(2)}, !{node}}}", ir,
                    count=1, flags=re.M)
    else:
        ir += f"\n!llvm.ident = !{{!{node}}}\n"
    return ir + "\n" + ident_node + "\n"


def remaining_inline_asm(ir: str) -> List[Tuple[str, str]]:
    """(function, template) of every inline asm with instructions left in a module."""
    found = []
    function = "module asm"
    for line in ir.splitlines():
        m = re.match(r"define [^@]*@(\"[^\"]+\"|[\w.$]+)\(", line)
        if m:
            function = m.group(1).strip('"')
        for a in _ASM.finditer(line):
            if a.group(2) and not _comment_only(a.group(2)):
                found.append((function, _unescape(a.group(2))))
        if line.startswith("module asm ") and line[len("module asm "):].strip() != '""':
            found.append(("module asm", _unescape(line[len("module asm "):].strip().strip('"'))))
    return found


def _capture_stderr(fn):
    """Run fn with the process's own stderr (fd 2, where LLVM writes its warnings) captured: (result, text)."""
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 2)
        try:
            result = fn()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        tmp.seek(0)
        return result, tmp.read().decode("utf-8", "replace")


def _versions() -> Dict[str, str]:
    import llvmlite
    import llvmlite.binding as llvm
    llvm.initialize_all_targets()
    try:
        llvm.Target.from_triple(TRIPLE)
        amdgpu = "yes"
    except RuntimeError:
        amdgpu = "no"
    return {"llvmlite": llvmlite.__version__, "llvm": ".".join(map(str, llvm.llvm_version_info)), "amdgpu": amdgpu}


def producer_line(source_processor: str) -> str:
    v = _versions()
    return f"{LLVMLITE_PRODUCER}: LLVM {v['llvm']} (llvmlite {v['llvmlite']}) from {source_processor} bitcode"


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pycucc.llvmlite_backend",
                                 description="retarget clang's AMDGPU bitcode and compile it with llvmlite's LLVM")
    ap.add_argument("--version", action="store_true", help="print llvmlite's and LLVM's versions and exit")
    ap.add_argument("--cpu")
    ap.add_argument("--features", default="")
    ap.add_argument("--code-object-version", type=int, default=5)
    ap.add_argument("--from", dest="source_cpu", default="clang")
    ap.add_argument("bitcode", nargs="?")
    ap.add_argument("-o", dest="output")
    args = ap.parse_args(argv)
    try:
        import llvmlite.binding as llvm
    except ImportError as e:
        print(f"pycucc-llvmlite: error: cannot import llvmlite ({e})", file=sys.stderr)
        return _UNAVAILABLE_STATUS
    if args.version:
        v = _versions()
        print(f"llvmlite {v['llvmlite']}, LLVM {v['llvm']}, AMDGPU target: {v['amdgpu']}")
        return 0
    if not (args.cpu and args.bitcode and args.output):
        ap.error("--cpu, the bitcode and -o are needed")
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    # as clang does for a non-rdc device compile: everything but the kernels is internal, so what the kernels do
    # not use (most of the device libraries) goes
    llvm.set_option("", "-amdgpu-internalize-symbols")
    try:
        target = llvm.Target.from_triple(TRIPLE)
    except RuntimeError:
        print("pycucc-llvmlite: error: this llvmlite's LLVM has no AMDGPU target", file=sys.stderr)
        return _UNAVAILABLE_STATUS
    tm, said = _capture_stderr(lambda: target.create_target_machine(
        cpu=args.cpu, features=args.features, opt=3, reloc="pic", codemodel="default"))
    if _UNKNOWN_CPU in said:
        print(f"pycucc-llvmlite: error: LLVM {'.'.join(map(str, llvm.llvm_version_info))} does not know {args.cpu}: "
              + said.strip(), file=sys.stderr)
        return 2
    with open(args.bitcode, "rb") as f:
        module = llvm.parse_bitcode(f.read())  # bitcode: LLVM 22 upgrades what clang-19 wrote
    text = retarget(str(module), args.cpu, args.features, args.code_object_version, str(tm.target_data),
                    producer_line(args.source_cpu))
    module = llvm.parse_assembly(text)
    module.verify()
    pb = llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(speed_level=3))
    pb.getModulePassManager().run(module, pb)
    left = remaining_inline_asm(str(module))
    if left:
        for function, template in left:
            print(f"{_INLINE_ASM_LINE}{function}\t{json.dumps(template)}", file=sys.stderr)
        return _INLINE_ASM_STATUS
    obj = tm.emit_object(module)
    tmp = args.output + ".tmp"
    with open(tmp, "wb") as f:
        f.write(obj)
    os.replace(tmp, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
