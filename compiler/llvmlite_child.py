"""The llvmlite backend's child process: ``python -m pycucc.llvmlite_child --cpu gfx950 ... k.bc -o k.o``.

It retargets clang-19's bitcode for the real processor and compiles it with llvmlite's LLVM 22
(llvmlite_backend.py says why each step is there). A process of its own because LLVM's fatal errors abort the
process they happen in; light (the standard library, pycucc.runtime.isa and llvmlite, nothing else of pycucc)
because it starts once per target. Only this module imports llvmlite, inside its functions.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
from typing import Dict, List, Optional, Sequence, Tuple

from pycucc.runtime.isa import LLVMLITE_PRODUCER

TRIPLE = "amdgcn-amd-amdhsa"
# Exit statuses the parent (llvmlite_backend.finish) tells apart: the optimised module still holds inline
# assembly with instructions; llvmlite cannot be imported or has no AMDGPU target.
INLINE_ASM_STATUS = 3
UNAVAILABLE_STATUS = 4
INLINE_ASM_LINE = "pycucc-llvmlite: inline asm: "
UNKNOWN_CPU = "is not a recognized processor"


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
    ap = argparse.ArgumentParser(prog="python -m pycucc.llvmlite_child",
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
        return UNAVAILABLE_STATUS
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
        return UNAVAILABLE_STATUS
    tm, said = _capture_stderr(lambda: target.create_target_machine(
        cpu=args.cpu, features=args.features, opt=3, reloc="pic", codemodel="default"))
    if UNKNOWN_CPU in said:
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
            print(f"{INLINE_ASM_LINE}{function}\t{json.dumps(template)}", file=sys.stderr)
        return INLINE_ASM_STATUS
    obj = tm.emit_object(module)
    tmp = args.output + ".tmp"
    with open(tmp, "wb") as f:
        f.write(obj)
    os.replace(tmp, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
