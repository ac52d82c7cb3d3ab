"""``pycucc inspect``: what a code object contains, as text for people or JSON for scripts.

Pure rendering of :class:`pycucc.runtime.codeobj.CodeObjectInfo`; reading the file is the runtime's job.
Names are shown as the metadata stores them (clang-19 stores the mangled name in ``.name``) next to the
unmangled base name worked out in pure Python, so no c++filt is needed.
"""
from __future__ import annotations

import json
from typing import Any, Dict, List

from pycucc.runtime.codeobj import ArgInfo, CodeObjectInfo, KernelInfo, TargetInfo, kernel_base_name
from pycucc.runtime.isa import GENERIC_MEMBERS

__all__ = ["render_text", "render_json", "to_dict"]

JSON_SCHEMA_VERSION = 1


def _arg_dict(a: ArgInfo) -> Dict[str, Any]:
    return {
        "name": a.name,
        "type_name": a.type_name,
        "offset": a.offset,
        "size": a.size,
        "value_kind": a.value_kind,
        "address_space": a.address_space,
        "is_hidden": a.is_hidden,
    }


def _kernel_dict(k: KernelInfo) -> Dict[str, Any]:
    return {
        "name": k.name,
        "base_name": kernel_base_name(k.symbol),
        "symbol": k.symbol,
        "kernarg_size": k.kernarg_size,
        "kernarg_align": k.kernarg_align,
        "sgpr_count": k.sgpr_count,
        "vgpr_count": k.vgpr_count,
        "agpr_count": k.agpr_count,
        "sgpr_spill_count": k.sgpr_spill_count,
        "vgpr_spill_count": k.vgpr_spill_count,
        "lds_bytes": k.group_segment_fixed_size,
        "scratch_bytes": k.private_segment_fixed_size,
        "wavefront_size": k.wavefront_size,
        "max_flat_workgroup_size": k.max_flat_workgroup_size,
        "uses_dynamic_stack": k.uses_dynamic_stack,
        "kernel_descriptor_present": k.kernel_descriptor_present,
        "code_size": k.code_size,
        "args": [_arg_dict(a) for a in k.args],
    }


def _target_dict(t: TargetInfo) -> Dict[str, Any]:
    return {
        "target": t.target,
        "arch": t.arch,
        "e_flags": f"0x{t.e_flags:x}",
        "code_object_version": t.code_object_version,
        "xnack": t.xnack,
        "sramecc": t.sramecc,
        "wavefront_size": t.wavefront_size,
        "metadata_version": list(t.metadata_version) if t.metadata_version is not None else None,
        "bundle_entry": t.bundle_entry,
        "generic": t.is_generic,
        "generic_version": t.generic_version,
        "runs_on": list(GENERIC_MEMBERS.get(t.arch, (t.arch,))),
        "backend": t.backend,
        "producer": t.producer,
        "kernels": [_kernel_dict(k) for k in t.kernels],
    }


def to_dict(info: CodeObjectInfo) -> Dict[str, Any]:
    """Plain-data view of ``info`` (the JSON document, before serialisation)."""
    return {
        "schema": JSON_SCHEMA_VERSION,
        "bundle": info.is_bundle,
        "targets": [_target_dict(t) for t in info.targets],
    }


def render_json(info: CodeObjectInfo) -> str:
    """Deterministic JSON: keys in a fixed documented order, targets and kernels in file order."""
    return json.dumps(to_dict(info), indent=2, ensure_ascii=False) + "\n"


def _bytes(n: int) -> str:
    return f"{n} B"


def _table(rows: List[List[str]], indent: str) -> List[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return [indent + "  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]


def _render_kernel(k: KernelInfo, hidden: bool) -> List[str]:
    base = kernel_base_name(k.symbol)
    title = f"  kernel {k.name}"
    if base and base != k.name:
        title += f"  ({base})"
    lines = [
        title,
        f"    symbol      {k.symbol}" + ("" if k.kernel_descriptor_present else "  (MISSING from symbol table)"),
        f"    kernarg     {k.kernarg_size} bytes, align {k.kernarg_align}",
        f"    registers   VGPR {k.vgpr_count}  SGPR {k.sgpr_count}  AGPR {k.agpr_count}",
        f"    spills      VGPR {k.vgpr_spill_count}  SGPR {k.sgpr_spill_count}",
        f"    memory      LDS {_bytes(k.group_segment_fixed_size)}  scratch {_bytes(k.private_segment_fixed_size)}"
        + ("  dynamic stack" if k.uses_dynamic_stack else ""),
        f"    wave size   {k.wavefront_size}  max workgroup {k.max_flat_workgroup_size}"
        + (f"  code {k.code_size} bytes" if k.code_size is not None else ""),
    ]
    shown = [a for a in k.args if hidden or not a.is_hidden]
    if shown:
        rows = [["offset", "size", "kind", "name"]]
        for a in shown:
            kind = a.value_kind + (f" ({a.address_space})" if a.address_space else "")
            name = a.name or "-"
            if a.type_name:
                name += f" : {a.type_name}"
            rows.append([str(a.offset), str(a.size), kind, name])
        lines.append("    args")
        lines.extend(_table(rows, "      "))
    else:
        lines.append("    args        none")
    n_hidden = sum(1 for a in k.args if a.is_hidden)
    if n_hidden and not hidden:
        lines.append(f"      + {n_hidden} hidden argument{'s' if n_hidden != 1 else ''} filled in by the runtime")
    return lines


def render_text(info: CodeObjectInfo, hidden: bool = False) -> str:
    """Human-readable summary; ``hidden=True`` also lists the runtime-filled hidden arguments."""
    out: List[str] = []
    for t in info.targets:
        if out:
            out.append("")
        wave = t.wavefront_size
        head = (f"target {t.target}  code object v{t.code_object_version}  "
                f"wave{wave if wave is not None else ' mixed' if t.kernels else ' -'}  e_flags 0x{t.e_flags:x}")
        out.append(head)
        if t.bundle_entry:
            out.append(f"  bundle entry {t.bundle_entry}")
        if t.is_generic:
            out.append(f"  generic target (v{t.generic_version}): runs on "
                       f"{', '.join(GENERIC_MEMBERS.get(t.arch, ()))}")
        if t.backend:
            out.append(f"  backend      {t.backend}" + (f"  ({t.producer})" if t.producer else ""))
        if t.metadata_version is None:
            out.append("  no AMDGPU metadata note")
        if not t.kernels:
            out.append("  no kernels")
        for k in t.kernels:
            out.extend(_render_kernel(k, hidden))
    return "\n".join(out) + "\n"
