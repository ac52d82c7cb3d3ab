"""CUDA's 32-lane warps on wave64 (issue 22): what the 32-lane model costs on gfx942 against the whole-wave build
(--warp-size=64, the model pycucc had before), on the HeCBench programs of the corpus that use warp intrinsics.

Both builds are the corpus's own (../shared/corpus/hecbench.py: each program's nvcc options and sources, pycucc as
nvcc, `-c` for gfx942, objects kept); the device code of every kernel is read out of the objects' embedded bundles:
  instructions  static count of the kernel's machine instructions (llvm-objdump -d, per kernel symbol)
  VGPR          the code object metadata's .vgpr_count
  identical     kernels whose machine code is byte for byte the same in both builds
Goal: the 32-lane build <= 1.10 x the whole-wave build's instructions and VGPRs over the kernels of the programs
that build; every kernel of a source without a warp-level operation (the rules' `warp_level` pattern, in the file
or the program's own headers it includes) byte-identical.

`python bench/run.py --only warp` (or `python bench/warp.py`) measures this section and rewrites bench/README.md;
PYCUCC_CORPUS_DIR names the corpus folder (default ../shared/corpus beside the checkout); without it the section is
skipped, saying why.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from typing import Dict, List, Optional, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TARGET = "gfx942"
GOAL = 1.10
MODELS = (("warp32", ""), ("wave64", "--warp-size=64"))


def corpus_dir() -> Optional[str]:
    d = os.environ.get("PYCUCC_CORPUS_DIR") or os.path.join(ROOT, "..", "shared", "corpus")
    return d if os.path.isfile(os.path.join(d, "hecbench.py")) else None


def _warp_pattern():
    sys.path.insert(0, ROOT)
    from pycucc.rules import load_rules
    return load_rules().pattern("warp_level")


def _with_local_headers(path: str, seen=None) -> str:
    """A source and the headers of its own folder it includes (by name), as one text."""
    seen = seen if seen is not None else set()
    if path in seen or not os.path.isfile(path):
        return ""
    seen.add(path)
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    for name in re.findall(r'^\s*#\s*include\s*"([^"]+)"', text, re.M):
        text += _with_local_headers(os.path.join(os.path.dirname(path), name), seen)
    return text


def warp_programs(src: str, pattern) -> List[str]:
    out = []
    for d in sorted(os.listdir(src)):
        if not d.endswith("-cuda"):
            continue
        files = [os.path.join(src, d, f) for f in os.listdir(os.path.join(src, d))
                 if f.endswith((".cu", ".cuh", ".h", ".hpp"))]
        if any(pattern.search(_with_local_headers(f)) for f in files):
            out.append(d[:-len("-cuda")])
    return out


def _device_elf(obj: str) -> Optional[bytes]:
    from pycucc.runtime.bundle import read_bundle, target_of
    from pycucc.runtime.elf import ElfFile
    with open(obj, "rb") as f:
        elf = ElfFile(f.read())
    sec = elf.section(".hip_fatbin")
    if sec is None:
        return None
    entries = read_bundle(bytes(elf.section_data(sec)))
    found = [data for eid, data in entries.items() if (target_of(eid) or "").startswith(TARGET)]
    return found[0] if found else None


def kernels_of(device: bytes, objdump: str, tmp: str) -> Dict[str, dict]:
    """name -> VGPRs, instructions and a digest of the machine code, for every kernel of one code object."""
    from pycucc.runtime.codeobj import read_code_object
    from pycucc.runtime.elf import ElfFile
    (t,) = read_code_object(device).targets
    elf = ElfFile(device)
    text = {s.name: s for s in elf.symbols()}
    path = os.path.join(tmp, "k.co")
    with open(path, "wb") as f:
        f.write(device)
    listing = subprocess.run([objdump, "-d", "--no-show-raw-insn", path], capture_output=True, text=True,
                             check=True).stdout
    counts: Dict[str, int] = {}
    current = None
    for line in listing.splitlines():
        m = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if m:
            current = m.group(1)
            counts[current] = 0
        elif current and line.startswith("\t") and line.strip() and not line.strip().startswith("s_code_end"):
            counts[current] += 1
    out = {}
    for k in t.kernels:
        sym = text.get(k.symbol[:-3] if k.symbol.endswith(".kd") else k.symbol)
        code = b""
        if sym is not None and sym.shndx < len(elf.sections):
            sec = elf.sections[sym.shndx]
            start = sec.offset + (sym.value - sec.addr)
            code = device[start:start + sym.size]
        out[k.name] = {"vgpr": k.vgpr_count, "instructions": counts.get(sym.name if sym else k.name, 0),
                       "code": hashlib.sha256(code).hexdigest()}
    return out


def _build(corpus: str, programs: List[str], flag: str, work: str) -> Dict[str, str]:
    """The corpus build of `programs` for gfx942 with one warp model: program -> OK/FAIL."""
    pycucc = os.path.join(os.path.dirname(sys.executable), "pycucc")
    compiler = f"{pycucc} -c {{src}} -o {{obj}} --offload-arch={{arch}} {flag} {{flags}}"
    proc = subprocess.run([sys.executable, os.path.join(corpus, "hecbench.py"), "--cuda-compiler", compiler,
                           "--only", ",".join(programs), "--arch", TARGET, "-j", "2", "--keep-objects",
                           "--no-resource-usage", "--work", work, "--results", os.path.join(work, "results")],
                          capture_output=True, text=True)
    status = {}
    for line in proc.stdout.splitlines() + proc.stderr.splitlines():
        m = re.match(r"^\[pycucc\]\s+(\S+)\s+(OK|FAIL)\b", line)
        if m:
            status[m.group(1)] = m.group(2)
    return status


def measure() -> dict:
    corpus = corpus_dir()
    if corpus is None:
        return {"skipped": "no corpus (PYCUCC_CORPUS_DIR or ../shared/corpus with hecbench.py)"}
    objdump = shutil.which("llvm-objdump-19") or shutil.which("llvm-objdump")
    pattern = _warp_pattern()
    src = os.path.join(corpus, "hecbench", "src")
    programs = warp_programs(src, pattern)
    with tempfile.TemporaryDirectory(prefix="pycucc-bench-warp-") as tmp:
        status = {}
        for model, flag in MODELS:
            status[model] = _build(corpus, programs, flag, os.path.join(tmp, model))
        rows = []
        not_identical: List[str] = []
        for prog in programs:
            if status["warp32"].get(prog) != "OK" or status["wave64"].get(prog) != "OK":
                continue
            row = {"program": prog, "kernels": 0, "identical": 0, "warp_free": 0,
                   "instructions": [0, 0], "vgpr": [0, 0]}
            objdir = [os.path.join(tmp, m, "hecbench", "pycucc", prog, "obj") for m, _ in MODELS]
            for name in sorted(os.listdir(objdir[0])):
                devices = [_device_elf(os.path.join(d, name)) if os.path.exists(os.path.join(d, name)) else None
                           for d in objdir]
                if devices[0] is None or devices[1] is None:
                    continue
                ks = [kernels_of(dev, objdump, tmp) for dev in devices]
                source = os.path.join(src, prog + "-cuda", name[:-2] if name.endswith(".o") else name)
                warp_free = not pattern.search(_with_local_headers(source))
                for k in sorted(set(ks[0]) & set(ks[1])):
                    a, b = ks[0][k], ks[1][k]
                    row["kernels"] += 1
                    row["instructions"][0] += a["instructions"]
                    row["instructions"][1] += b["instructions"]
                    row["vgpr"][0] += a["vgpr"]
                    row["vgpr"][1] += b["vgpr"]
                    row["identical"] += a["code"] == b["code"]
                    if warp_free:
                        row["warp_free"] += 1
                        if a["code"] != b["code"]:
                            not_identical.append(f"{prog}/{name}: {k}")
            rows.append(row)
            i, v = row["instructions"], row["vgpr"]
            print(f"warp {prog:26} kernels {row['kernels']:3}  instructions {i[0]:6}/{i[1]:6} "
                  f"({i[0] / max(i[1], 1):.3f}x)  VGPR {v[0]:4}/{v[1]:4}  identical {row['identical']}", flush=True)

    def total(key, side):
        return sum(r[key][side] for r in rows)
    summary = {"programs": len(programs), "built": len(rows),
               "failed": sorted(p for p in programs if status["warp32"].get(p) != "OK"),
               "failed_whole_wave": sorted(p for p in programs if status["wave64"].get(p) != "OK"),
               "kernels": sum(r["kernels"] for r in rows),
               "identical": sum(r["identical"] for r in rows),
               "warp_free_kernels": sum(r["warp_free"] for r in rows), "warp_free_not_identical": not_identical,
               "instructions": [total("instructions", 0), total("instructions", 1)],
               "vgpr": [total("vgpr", 0), total("vgpr", 1)]}
    summary["instruction_ratio"] = round(summary["instructions"][0] / max(summary["instructions"][1], 1), 4)
    summary["vgpr_ratio"] = round(summary["vgpr"][0] / max(summary["vgpr"][1], 1), 4)
    return {"target": TARGET, "goal_ratio": GOAL, "summary": summary, "rows": rows}


def readme_lines(x: dict) -> list:
    lines = ["", "## 32-lane warps on wave64 against the whole wave (issue 22)", ""]
    if "skipped" in x:
        return lines + [f"Not measured: {x['skipped']}."]
    s = x["summary"]
    lines += [f"The HeCBench programs of the corpus that use warp-level operations ({s['programs']}; bench/warp.py), "
              f"each built by the corpus's own build (hecbench.py, pycucc -c for {x['target']}) twice: CUDA's "
              "32-lane warps (the default) and the whole wave (`--warp-size=64`, what pycucc built before). "
              "Instructions: static count of each kernel's machine code; VGPR: the metadata's count; summed over "
              f"the kernels both builds made. Goal: <= {x['goal_ratio']:.2f}x in both, and every kernel of a source "
              "without a warp-level operation byte-identical.", "",
              f"{s['built']} programs built in both models. Not built (failed, or excluded by hecbench.py) with the "
              f"32-lane model: {', '.join(s['failed']) or 'none'}; with the whole wave: "
              f"{', '.join(s['failed_whole_wave']) or 'none'}."
              f" Over {s['kernels']} kernels: instructions "
              f"{s['instructions'][0]} / {s['instructions'][1]} = {s['instruction_ratio']:.3f}x, VGPRs "
              f"{s['vgpr'][0]} / {s['vgpr'][1]} = {s['vgpr_ratio']:.3f}x; {s['identical']} kernels byte-identical; "
              f"{s['warp_free_kernels']} kernels in sources without a warp operation, "
              f"{len(s['warp_free_not_identical'])} of them different.", "",
              "| program | kernels | instructions 32-lane / whole wave | ratio | VGPR | identical |",
              "|---|---|---|---|---|---|"]
    for r in x["rows"]:
        i, v = r["instructions"], r["vgpr"]
        lines.append(f"| {r['program']} | {r['kernels']} | {i[0]} / {i[1]} | {i[0] / max(i[1], 1):.3f}x | "
                     f"{v[0]} / {v[1]} | {r['identical']} |")
    return lines


if __name__ == "__main__":
    result = measure()
    print(json.dumps(result["summary"] if "summary" in result else result, indent=2))
