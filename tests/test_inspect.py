"""``pycucc inspect`` rendering: exact layout on a hand-built description, and faithfulness on real objects."""
from __future__ import annotations

import json
import subprocess

import pytest

from pycucc.inspection import render_json, render_text, to_dict
from pycucc.runtime.bundle import bundle_id, write_bundle
from pycucc.runtime.codeobj import ArgInfo, CodeObjectInfo, KernelInfo, TargetInfo, read_code_object
from testutil import hip_compile


def _kernel(**over):
    base = dict(
        name="_Z5saxpyifPKfPf", symbol="_Z5saxpyifPKfPf.kd", kernarg_size=280, kernarg_align=8,
        args=(
            ArgInfo("n", "int", 0, 4, "by_value", None, False),
            ArgInfo(None, None, 8, 8, "global_buffer", "global", False),
            ArgInfo(None, None, 24, 4, "hidden_block_count_x", None, True),
        ),
        sgpr_count=16, vgpr_count=4, agpr_count=0, sgpr_spill_count=1, vgpr_spill_count=2,
        group_segment_fixed_size=1024, private_segment_fixed_size=64, wavefront_size=64,
        max_flat_workgroup_size=1024, uses_dynamic_stack=True, kernel_descriptor_present=True, code_size=132,
    )
    base.update(over)
    return KernelInfo(**base)


SYNTHETIC = CodeObjectInfo(
    targets=(
        TargetInfo("gfx90a:xnack-", "gfx90a", 0x63F, 5, (_kernel(),), xnack="off", sramecc="any",
                   metadata_version=(1, 2), bundle_entry="hipv4-amdgcn-amd-amdhsa--gfx90a:xnack-"),
        TargetInfo("gfx1030", "gfx1030", 0x36, 4, (), metadata_version=None),
    ),
    is_bundle=True,
)

EXPECTED_TEXT = """\
target gfx90a:xnack-  code object v5  wave64  e_flags 0x63f
  bundle entry hipv4-amdgcn-amd-amdhsa--gfx90a:xnack-
  kernel _Z5saxpyifPKfPf  (saxpy)
    symbol      _Z5saxpyifPKfPf.kd
    kernarg     280 bytes, align 8
    registers   VGPR 4  SGPR 16  AGPR 0
    spills      VGPR 2  SGPR 1
    memory      LDS 1024 B  scratch 64 B  dynamic stack
    wave size   64  max workgroup 1024  code 132 bytes
    args
      offset  size  kind                    name
      0       4     by_value                n : int
      8       8     global_buffer (global)  -
      + 1 hidden argument filled in by the runtime

target gfx1030  code object v4  wave -  e_flags 0x36
  no AMDGPU metadata note
  no kernels
"""


def test_text_layout():
    assert render_text(SYNTHETIC) == EXPECTED_TEXT


def test_text_hidden_arguments_on_request():
    text = render_text(SYNTHETIC, hidden=True)
    assert "      24      4     hidden_block_count_x    -" in text
    assert "hidden argument filled in" not in text


def test_text_flags_a_missing_descriptor_and_mixed_waves():
    info = CodeObjectInfo((TargetInfo("gfx1100", "gfx1100", 0x41, 5, (
        _kernel(kernel_descriptor_present=False, wavefront_size=32, args=()),
        _kernel(name="plain_c", symbol="plain_c.kd"),
    )),))
    text = render_text(info)
    assert "target gfx1100  code object v5  wave mixed" in text
    assert "_Z5saxpyifPKfPf.kd  (MISSING from symbol table)" in text
    assert "    args        none" in text
    assert "  kernel plain_c\n" in text  # extern "C": no separate base name


def test_json_is_deterministic_and_complete():
    doc = json.loads(render_json(SYNTHETIC))
    assert doc == to_dict(SYNTHETIC)
    assert list(doc) == ["schema", "bundle", "targets"]
    t = doc["targets"][0]
    assert list(t) == ["target", "arch", "e_flags", "code_object_version", "xnack", "sramecc", "wavefront_size",
                       "metadata_version", "bundle_entry", "generic", "generic_version", "runs_on", "backend",
                       "producer", "kernels"]
    assert (t["generic"], t["generic_version"], t["runs_on"], t["backend"]) == (False, 0, ["gfx90a"], None)
    k = t["kernels"][0]
    assert (k["name"], k["base_name"], k["lds_bytes"], k["scratch_bytes"], k["vgpr_spill_count"]) == (
        "_Z5saxpyifPKfPf", "saxpy", 1024, 64, 2)
    assert [a["is_hidden"] for a in k["args"]] == [False, False, True]
    assert doc["targets"][1]["metadata_version"] is None and doc["targets"][1]["wavefront_size"] is None
    assert render_json(SYNTHETIC) == render_json(SYNTHETIC)
    assert "image" not in json.dumps(doc)


SRC = r"""
#include <hip/hip_runtime.h>
struct V { float x, y, z; };
__global__ void shade(V light, const float* __restrict__ in, float* out, int n) {
  __shared__ float tile[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x % 128] = i < n ? in[i] : 0.f;
  __syncthreads();
  if (i < n) out[i] = tile[(threadIdx.x + 1) % 128] * light.x + light.y - light.z;
}
"""


@pytest.fixture(scope="module")
def real_bundle(tmp_path_factory):
    root = tmp_path_factory.mktemp("inspect")
    src = root / "k.hip"
    src.write_text(SRC)
    builds = {"gfx1030": ["-mcode-object-version=4", "-fhip-kernel-arg-name"], "gfx90a": ["-mcode-object-version=5"]}
    procs = []
    for arch, extra in builds.items():
        out = root / f"{arch}.co"
        cmd = hip_compile("--cuda-device-only", f"--offload-arch={arch}", "-O3", "-std=c++17", "--no-gpu-bundle-output",
                          *extra, "-c", src, "-o", out)
        procs.append((arch, out, subprocess.Popen(cmd, stderr=subprocess.PIPE, text=True)))
    entries = {}
    for arch, out, proc in procs:
        _, err = proc.communicate()
        assert proc.returncode == 0, err
        entries[bundle_id(arch)] = out.read_bytes()
    path = root / "k.hsaco"
    path.write_bytes(write_bundle(entries))
    return path


@pytest.mark.toolchain
def test_render_real_code_object(real_bundle):
    info = read_code_object(real_bundle)
    text = render_text(info)
    json_text = render_json(info)
    # Same file read twice renders byte-identically.
    assert render_text(read_code_object(real_bundle)) == text
    assert render_json(read_code_object(real_bundle)) == json_text
    doc = json.loads(json_text)
    assert [t["target"] for t in doc["targets"]] == ["gfx1030", "gfx90a"]
    for t, td in zip(info.targets, doc["targets"]):
        assert f"target {t.target}  code object v{t.code_object_version}  wave{t.wavefront_size}" in text
        assert td["code_object_version"] == t.code_object_version
        (k,) = t.kernels
        (kd,) = td["kernels"]
        assert kd["base_name"] == "shade"
        assert (kd["vgpr_count"], kd["sgpr_count"], kd["lds_bytes"]) == (k.vgpr_count, k.sgpr_count,
                                                                         k.group_segment_fixed_size)
        assert k.group_segment_fixed_size >= 512
        assert f"registers   VGPR {k.vgpr_count}  SGPR {k.sgpr_count}  AGPR {k.agpr_count}" in text
        assert f"kernarg     {k.kernarg_size} bytes, align {k.kernarg_align}" in text
        assert f"LDS {k.group_segment_fixed_size} B  scratch {k.private_segment_fixed_size} B" in text
        assert len(kd["args"]) == len(k.args)
    gfx1030_args = [a["name"] for a in doc["targets"][0]["kernels"][0]["args"]]
    assert gfx1030_args == ["light", "in", "out", "n"]
    assert "      0       12    by_value                light" in text
    n_hidden = sum(a.is_hidden for a in info.targets[1].kernels[0].args)
    if n_hidden:
        assert f"+ {n_hidden} hidden argument" in text
