"""The llvmlite backend (issue 13): LLVM 22 for the processors clang-19 does not know, through the real clang-19,
device bitcode, llvmlite and lld."""
import os
import subprocess
import sys

import pytest

from testutil import SAMPLES, run_pycucc
from pycucc.llvmlite_child import remaining_inline_asm, retarget
from pycucc.nvcc_macros import CUDA_ARCH_MACRO
from pycucc.runtime.codeobj import read_code_object, validate_code_object
from pycucc.targets import PROCESSORS
from pycucc.toolchain import toolchain

KERNEL = "__global__ void k(float* x) { x[threadIdx.x] *= 2.0f; }\n"

IR = '''; ModuleID = 'k.hip'
target datalayout = "e-p:64:64-old"
target triple = "amdgcn-amd-amdhsa"

define protected amdgpu_kernel void @_Z1kPf(ptr addrspace(1) %x) #0 {
  %a = call i32 asm sideeffect "; ockl readfirstlane hoisting hack $0", "=v,0"(i32 1)
  %b = call i32 asm sideeffect "v_mov_b32 $0, 1", "=v"()
  ret void
}

define internal void @helper() #1 {
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "target-cpu"="gfx942" "target-features"="+fp8-insts,+gfx940-insts,+wavefrontsize64" }
attributes #1 = { "target-cpu"="gfx942" "target-features"="+gfx940-insts" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2, !3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 19.1.7"}
!3 = !{!"Debian clang version 15.0.5"}
'''


def test_retarget_rewrites_every_function_for_the_real_processor():
    out = retarget(IR, "gfx950", "+xnack", 6, "e-new", "pycucc llvmlite backend: test")
    assert '"target-cpu"="gfx942"' not in out and out.count('"target-cpu"="gfx950"') == 2
    # the stand-in's features would make LLVM delete the functions; the target id's replace them
    assert "gfx940-insts" not in out and out.count('"target-features"="+xnack"') == 2
    assert '!{i32 1, !"amdhsa_code_object_version", i32 600}' in out and "i32 500}" not in out
    assert 'target datalayout = "e-new"' in out
    assert '!llvm.ident = !{!2, !3, !4}' in out and '!4 = !{!"pycucc llvmlite backend: test"}' in out
    # an assembler comment keeps its constraints (the barrier) with nothing to assemble; instructions stay
    assert 'asm sideeffect "", "=v,0"(i32 1)' in out and 'asm sideeffect "v_mov_b32 $0, 1"' in out
    assert remaining_inline_asm(out) == [("_Z1kPf", "v_mov_b32 $0, 1")]
    no_features = retarget(IR, "gfx950", "", 5, "e", "x")
    assert "target-features" not in no_features
    with pytest.raises(ValueError, match="amdhsa_code_object_version"):
        retarget(IR.replace("amdhsa_code_object_version", "other"), "gfx950", "", 5, "e", "x")


@pytest.fixture(scope="module")
def gfx1152_both(cache_dir, tmp_path_factory):
    """Every sample for gfx1152 by clang-19 and by llvmlite (PYCUCC_BACKEND), which both know it."""
    out = tmp_path_factory.mktemp("both")
    built = {}
    for name in sorted(f for f in os.listdir(SAMPLES) if f.endswith(".cu")):
        for backend in ("clang", "llvmlite"):
            dst = out / f"{name}.{backend}.hsaco"
            run_pycucc(os.path.join(SAMPLES, name), "-o", dst, "--offload-arch=gfx1152",
                       env={"PYCUCC_BACKEND": f"gfx1152={backend}"}, check=True)
            built[name, backend] = read_code_object(dst.read_bytes()).targets[0]
    return built


@pytest.mark.toolchain
def test_both_backends_build_gfx1152_to_the_same_interface_with_comparable_code(gfx1152_both):
    rows = []
    for (name, backend), t in gfx1152_both.items():
        if backend != "clang":
            continue
        lite = gfx1152_both[name, "llvmlite"]
        assert (t.backend, lite.backend) == ("clang", "llvmlite")
        assert t.e_flags == lite.e_flags and t.code_object_version == lite.code_object_version
        assert [k.name for k in t.kernels] == [k.name for k in lite.kernels], name
        for a, b in zip(t.kernels, lite.kernels):
            # what a launch depends on is the same: the argument layout and the fixed LDS
            assert [(x.offset, x.size, x.value_kind) for x in a.args] == \
                   [(x.offset, x.size, x.value_kind) for x in b.args], a.name
            assert (a.kernarg_size, a.group_segment_fixed_size, a.wavefront_size) == \
                   (b.kernarg_size, b.group_segment_fixed_size, b.wavefront_size), a.name
            assert b.vgpr_spill_count <= a.vgpr_spill_count and b.sgpr_spill_count <= a.sgpr_spill_count
            rows.append((a.name, a.vgpr_count, b.vgpr_count, a.sgpr_count, b.sgpr_count, a.code_size, b.code_size))
    vgpr_clang, vgpr_lite = sum(r[1] for r in rows), sum(r[2] for r in rows)
    size_clang, size_lite = sum(r[5] for r in rows), sum(r[6] for r in rows)
    print("\nkernel  VGPR clang/llvmlite  SGPR clang/llvmlite  code bytes clang/llvmlite")
    for r in rows:
        print(f"{r[0][:40]:40} {r[1]:3}/{r[2]:<3} {r[3]:3}/{r[4]:<3} {r[5]:6}/{r[6]}")
    # LLVM 22 optimises the same unoptimised bitcode for the same processor: in aggregate within a quarter of
    # clang-19's register use and code size (tests/test_llvmlite.py prints the table; bench/README.md records it)
    assert 0.75 <= vgpr_lite / vgpr_clang <= 1.25, (vgpr_clang, vgpr_lite)
    assert 0.75 <= size_lite / size_clang <= 1.25, (size_clang, size_lite)


@pytest.mark.toolchain
def test_one_bundle_mixes_both_backends_and_features_reach_the_e_flags(cache_dir, tmp_path):
    out = tmp_path / "mixed.hsaco"
    run_pycucc(os.path.join(SAMPLES, "reduce_shared.cu"), "-o", out,
               "--offload-arch=gfx1152,gfx1153,gfx942:xnack-,gfx950:sramecc+:xnack+", check=True)
    info = {t.arch: t for t in read_code_object(out.read_bytes()).targets}
    assert {a: t.backend for a, t in info.items()} == {"gfx1152": "clang", "gfx1153": "llvmlite",
                                                       "gfx942": "clang", "gfx950": "llvmlite"}
    assert (info["gfx950"].xnack, info["gfx950"].sramecc) == ("on", "on")
    assert (info["gfx942"].xnack, info["gfx942"].sramecc) == ("off", "any")
    assert "from gfx942:sramecc+:xnack+ bitcode" in info["gfx950"].producer and "LLVM 22" in info["gfx950"].producer
    assert [k.name for k in info["gfx1153"].kernels] == [k.name for k in info["gfx1152"].kernels]


@pytest.mark.toolchain
def test_output_is_deterministic_and_code_object_versions_are_honoured(cache_dir, tmp_path):
    src = os.path.join(SAMPLES, "math.cu")
    a, b, v4 = tmp_path / "a.hsaco", tmp_path / "b.hsaco", tmp_path / "v4.hsaco"
    for out in (a, b):
        run_pycucc(src, "-o", out, "--offload-arch=gfx1250,gfx9-4-generic", "--no-cache", check=True)
    assert a.read_bytes() == b.read_bytes()
    versions = {t.arch: t.code_object_version for t in read_code_object(a.read_bytes()).targets}
    default = toolchain().default_code_object_version  # what the HIP runtime found here loads
    assert versions == {"gfx1250": default, "gfx9-4-generic": 6}
    other = 9 - default  # 4 <-> 5: the one asked for, not the default
    run_pycucc(src, "-o", v4, "--offload-arch=gfx1251", f"--code-object-version={other}", check=True)
    (t,) = read_code_object(v4.read_bytes()).targets
    assert t.code_object_version == other and validate_code_object(v4.read_bytes(), "gfx1251") == []


@pytest.mark.toolchain
def test_verbose_and_dryrun_show_the_three_commands(cache_dir, tmp_path):
    p = run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", tmp_path / "d.hsaco", "--offload-arch=gfx1030,gfx950",
                   "--dryrun")
    lines = [l for l in p.stderr.splitlines() if l.startswith("#$ ")]
    assert p.returncode == 0 and not (tmp_path / "d.hsaco").exists()
    bitcode = [l for l in lines if "--offload-arch=gfx942" in l]
    assert len(bitcode) == 1 and "-emit-llvm" in bitcode[0] and "-disable-llvm-optzns" in bitcode[0]
    assert "-D__gfx950__=1" in bitcode[0] and f"-D{CUDA_ARCH_MACRO}=1000" in bitcode[0]
    assert any("-m pycucc.llvmlite_child --cpu gfx950" in l for l in lines)
    assert any("ld.lld" in l and "saxpy.gfx950.co" in l for l in lines)
    assert any("--offload-arch=gfx1030" in l and "-emit-llvm" not in l for l in lines)


@pytest.mark.toolchain
def test_the_real_processors_lds_limit_holds(cache_dir, tmp_path):
    def kernel(kib):
        src = tmp_path / f"lds{kib}.cu"
        src.write_text(f"__global__ void k(float* x) {{ __shared__ float t[{kib} * 256]; t[threadIdx.x] = x[0]; "
                       "__syncthreads(); x[threadIdx.x] = t[(threadIdx.x + 1) % 256]; }\n")
        return src
    # 100 KiB: more than gfx942's 64, within gfx950's 160
    ok = run_pycucc(kernel(100), "-o", tmp_path / "ok.hsaco", "--offload-arch=gfx950")
    assert ok.returncode == 0, ok.stderr
    (t,) = read_code_object((tmp_path / "ok.hsaco").read_bytes()).targets
    assert t.kernels[0].group_segment_fixed_size == 100 * 1024 <= PROCESSORS["gfx950"].lds_bytes
    small = run_pycucc(kernel(100), "-o", tmp_path / "no.hsaco", "--offload-arch=gfx942")
    assert small.returncode == 1 and "exceeds limit (65536)" in small.stderr
    big = run_pycucc(kernel(200), "-o", tmp_path / "big.hsaco", "--offload-arch=gfx950")
    assert big.returncode == 1 and "exceeds limit (163840)" in big.stderr and "[PCC2021]" in big.stderr
    assert "Traceback" not in big.stderr and not (tmp_path / "big.hsaco").exists()


@pytest.mark.toolchain
def test_the_child_refuses_a_processor_llvm_does_not_know(cache_dir, tmp_path):
    """llvmlite only warns "'gfx1170' is not a recognized processor" and would build generic code."""
    keep = tmp_path / "keep"
    run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", tmp_path / "s.hsaco", "--offload-arch=gfx1153",
               "--dump-dir", keep, check=True)
    bc = keep / "saxpy.gfx1153.bc"
    assert bc.is_file()
    p = subprocess.run([sys.executable, "-m", "pycucc.llvmlite_child", "--cpu", "gfx1170", str(bc), "-o",
                        str(tmp_path / "x.o")], capture_output=True, text=True)
    assert p.returncode != 0 and "does not know gfx1170" in p.stderr and not (tmp_path / "x.o").exists()
    p = subprocess.run([sys.executable, "-m", "pycucc.llvmlite_child", "--cpu", "gfx1153", str(bc), "-o",
                        str(tmp_path / "y.o")], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr


@pytest.mark.toolchain
def test_a_missing_llvmlite_is_a_backend_error_not_a_crash(cache_dir, tmp_path):
    fake = tmp_path / "fake" / "llvmlite"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("raise ImportError('llvmlite was removed for this test')\n")
    src = tmp_path / "k.cu"
    src.write_text(KERNEL)
    p = run_pycucc(src, "-o", tmp_path / "k.hsaco", "--offload-arch=gfx1030,gfx950", "--no-cache",
                   env={"PYTHONPATH": str(tmp_path / "fake")})
    assert p.returncode == 1 and "[PCC0122]" in p.stderr and "removed for this test" in p.stderr
    assert "Traceback" not in p.stderr
