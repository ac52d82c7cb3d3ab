"""Every form of the PTX lowering table, built for the device by the real pipeline (gfx1030 and gfx1100 wave32,
gfx90a wave64) and validated: the CPU cases of test_ptx_cpu called from a kernel, and one kernel of the forms the
host cannot run (memory in every state space, atomics, barriers and fences, warp-level operations, special
registers, control flow). Together the two cover every entry of lowering.rules."""
from __future__ import annotations

import random
import re

import pytest

from testutil import run_pycucc

import test_ptx_cpu as cpu

TARGETS = "gfx1030,gfx1100,gfx90a"

DEVICE_FORMS = r"""
.version 9.0
.target sm_86
.address_size 64

.global .align 16 .b8 gbuf[256];
.const .align 4 .b8 cvar[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
.shared .align 16 .b8 sm[1024];

.func (.param .b32 r) twice(.param .b32 x)
{
    .reg .b32 %v;
    ld.param.b32 %v, [x];
    shl.b32 %v, %v, 1;
    st.param.b32 [r], %v;
    ret;
}

.visible .entry device_forms(.param .u64 out, .param .u32 n)
{
    .reg .pred %p<12>;
    .reg .b16 %h<8>;
    .reg .b32 %r<64>;
    .reg .b64 %rd<16>;
    .reg .f32 %f<12>;
    .reg .f64 %fd<6>;
    .local .align 8 .b8 scratch[32];

    ld.param.u64 %rd1, [out];
    ld.param.u32 %r40, [n];
    cvta.to.global.u64 %rd2, %rd1;
    mov.u32 %r8, sm;
    mov.u64 %rd6, sm;
    mov.u64 %rd9, scratch;
    mov.u64 %rd3, 0x1234;
    setp.ne.u32 %p1, %r40, 0;
    setp.gt.u32 %p2, %r40, 7;
    // loads in every state space, vectors, cache and eviction hints, widening
    ld.global.f32 %f1, [%rd2];
    ld.global.v4.f32 {%f2, %f3, %f4, %f5}, [%rd2+16];
    ld.global.nc.v2.u32 {%r1, %r2}, [%rd2+32];
    ld.global.nc.L1::no_allocate.f32 %f6, [%rd2+40];
    ld.global.L2::cache_hint.b32 %r3, [%rd2+4], %rd3;
    ld.global.L1::evict_last.L2::256B.u8 %r4, [%rd2+1];
    ld.weak.global.ca.s8 %r41, [%rd2+3];
    ldu.global.v2.f64 {%fd1, %fd2}, [%rd2+64];
    ld.global.cs.s16 %h1, [%rd2+2];
    ld.lu.u32 %r42, [%rd2+12];
    ld.cv.u32 %r5, [%rd2+8];
    ld.volatile.shared.u32 %r6, [sm+4];
    ld.shared.v4.u16 {%h2, %h3, %h4, %h5}, [%r8+8];
    ld.acquire.gpu.global.u32 %r7, [%rd2+12];
    ld.relaxed.cta.shared.b64 %rd4, [%r8];
    ld.mmio.relaxed.sys.global.u32 %r9, [%rd2];
    ld.const.f32 %f7, [cvar+4];
    ld.local.u32 %r10, [%rd9+4];
    ld.u64 %rd10, [%rd9+8];
    ld.global.v2.b64 {%rd11, %rd12}, [gbuf+16];
    // stores
    st.global.f32 [%rd2], %f1;
    st.global.v4.u32 [%rd2+16], {%r1, %r2, %r3, %r4};
    st.global.L2::cache_hint.b32 [%rd2], %r1, %rd3;
    st.global.cs.b64 [%rd2+8], %rd4;
    st.global.wt.b32 [%rd2], %r2;
    st.global.cg.u8 [%rd2+5], %r41;
    st.volatile.shared.u16 [sm+2], %h1;
    st.release.sys.global.u32 [%rd2], %r3;
    st.relaxed.gpu.shared.u32 [%r8+12], %r3;
    st.mmio.relaxed.sys.global.u32 [%rd2], %r3;
    st.shared.v2.f32 [%r8+8], {%f1, %f2};
    st.local.u64 [%rd9+8], %rd4;
    st.b32 [%rd9], %r5;
    st.global.b64 [gbuf+8], %rd12;
    prefetch.global.L2 [%rd2];
    prefetch.L1 [%rd2];
    prefetch.global.L2::evict_last [%rd2];
    prefetchu.L1 [%rd2];
    discard.global.L2 [%rd2], 128;
    applypriority.global.L2::evict_normal [%rd2], 128;
    // address conversions and tests
    cvta.shared.u64 %rd5, %rd6;
    cvta.to.shared.u64 %rd7, %rd5;
    cvt.u32.u64 %r11, %rd7;
    cvta.local.u64 %rd13, %rd9;
    cvta.to.local.u64 %rd14, %rd13;
    cvta.const.u64 %rd15, cvar;
    isspacep.global %p3, %rd2;
    isspacep.shared %p4, %rd5;
    isspacep.local %p5, %rd13;
    isspacep.const %p6, %rd15;
    // atomics and reductions
    atom.global.add.u32 %r12, [%rd2], 1;
    atom.acq_rel.gpu.global.max.s32 %r13, [%rd2+4], %r1;
    atom.shared.min.u64 %rd7, [%r8], %rd4;
    atom.global.add.f32 %f8, [%rd2], %f1;
    atom.global.add.f64 %fd3, [%rd2+8], %fd1;
    atom.sys.global.exch.b32 %r14, [%rd2], %r1;
    atom.global.and.b64 %rd8, [%rd2+8], %rd4;
    atom.relaxed.cta.shared.xor.b32 %r15, [%r8+4], %r2;
    atom.add.u64 %rd8, [%rd2], %rd4;
    atom.global.inc.u32 %r16, [%rd2], 100;
    atom.shared.dec.u32 %r17, [%r8], 100;
    atom.global.cas.b32 %r18, [%rd2], %r1, %r2;
    atom.acquire.sys.shared.cas.b64 %rd8, [%r8], %rd1, %rd2;
    atom.global.add.noftz.f16 %h6, [%rd2], %h1;
    atom.global.add.noftz.bf16x2 %r19, [%rd2], %r1;
    red.global.add.u32 [%rd2], 1;
    red.shared.or.b32 [%r8], %r1;
    red.release.gpu.global.max.s64 [%rd2], %rd4;
    red.global.inc.u32 [%rd2], 7;
    red.global.add.noftz.f16 [%rd2+2], %h1;
    red.global.add.noftz.f16x2 [%rd2+4], %r1;
    // barriers and fences
    bar.sync 0;
    barrier.sync.aligned 0;
    bar.red.popc.u32 %r20, 0, %p1;
    bar.red.and.pred %p7, 0, !%p1;
    barrier.red.popc.aligned.u32 %r21, 0, %p2;
    barrier.red.or.aligned.pred %p8, 0, %p2;
    bar.warp.sync -1;
    membar.cta;
    membar.gl;
    membar.sys;
    fence.sc.gpu;
    fence.acq_rel.cta;
    fence.sys;
    // warp-level operations
    shfl.sync.bfly.b32 %r22|%p9, %r1, 16, 31, -1;
    shfl.sync.up.b32 %r23, %r1, 1, 0, -1;
    shfl.sync.down.b32 %r24, %r1, 2, 0x1f, 0xffffffff;
    shfl.sync.idx.b32 %r25, %r1, %r2, 0x1c1f, -1;
    shfl.down.b32 %r26, %r1, 1, 31;
    vote.sync.all.pred %p10, %p1, -1;
    vote.sync.any.pred %p10, %p2, -1;
    vote.sync.uni.pred %p10, %p1, -1;
    vote.sync.ballot.b32 %r27, !%p1, -1;
    vote.all.pred %p11, %p1;
    vote.ballot.b32 %r28, %p2;
    match.any.sync.b32 %r29, %r1, -1;
    match.all.sync.b64 %r30|%p11, %rd1, -1;
    redux.sync.add.u32 %r31, %r1, -1;
    redux.sync.min.s32 %r32, %r2, -1;
    redux.sync.xor.b32 %r33, %r3, -1;
    activemask.b32 %r34;
    elect.sync %r35|%p0, -1;
    // special registers
    mov.u32 %r36, %laneid;
    mov.u32 %r37, %warpid;
    mov.u32 %r38, %nwarpid;
    mov.u32 %r39, %lanemask_eq;
    mov.u32 %r43, %lanemask_lt;
    mov.u32 %r44, %lanemask_le;
    mov.u32 %r45, %lanemask_gt;
    mov.u32 %r46, %lanemask_ge;
    mov.u32 %r47, %clock;
    mov.u32 %r48, %clock_hi;
    mov.u64 %rd3, %clock64;
    mov.u64 %rd4, %globaltimer;
    mov.u32 %r49, %globaltimer_lo;
    mov.u32 %r50, %globaltimer_hi;
    mov.u32 %r51, %smid;
    mov.u64 %rd5, %gridid;
    mov.u32 %r52, WARP_SZ;
    mov.u32 %r53, %tid.y;
    mov.u32 %r54, %ntid.z;
    mov.u32 %r55, %ctaid.x;
    mov.u32 %r56, %nctaid.y;
    // calls, control flow and miscellany
    {
        .param .b32 a0;
        .param .b32 r0;
        st.param.b32 [a0], %r36;
        call.uni (r0), twice, (a0);
        ld.param.b32 %r57, [r0];
    }
    @%p1 bra.uni $Lskip;
    nanosleep.u32 100;
    pmevent 1;
    pmevent.mask 3;
    griddepcontrol.wait;
    griddepcontrol.launch_dependents;
    setmaxnreg.inc.sync.aligned.u32 240;
$Lskip:
    @%p2 trap;
    @%p5 brkpt;
    @!%p3 exit;
    add.u32 %r58, %r57, %r36;
    st.global.u32 [%rd2+128], %r58;
    ret;
}
"""


def _cpu_cases_kernel():
    """The CPU cases' functions, each called once from one kernel with inputs read from a buffer."""
    rng = random.Random(1)
    cs = cpu.cases()
    inputs = [cpu.vectors(c.ins, rng, c.overrides, c.limit)[:1] for c in cs]
    ptx, _ = cpu._harness(cs, inputs)
    lines = [".visible .entry cpu_cases(.param .u64 io)", "{", "\t.reg .b64 %base;", "\t.reg .b16 %x16<8>;",
             "\t.reg .b32 %x32<8>;", "\t.reg .b64 %x64<8>;", "\t.reg .f32 %xf<8>;", "\t.reg .f64 %xd<8>;",
             "\t.reg .pred %xp<8>;", "\t.reg .b32 %tmp;", "\t.reg .u8 %x8<8>;", "\tld.param.u64 %base, [io];"]
    reg = {8: "%x8", 16: "%x16", 32: "%x32", 64: "%x64"}
    off = 0
    for k, c in enumerate(cs):
        args = []
        for i, t in enumerate(c.ins):
            rt = cpu.reg_type(t)
            if rt == "pred":
                lines.append(f"\tld.global.u32 %tmp, [%base+{off}];\n\tsetp.ne.u32 %xp{i}, %tmp, 0;")
                args.append(f"%xp{i}")
            elif rt == "f32":
                lines.append(f"\tld.global.f32 %xf{i}, [%base+{off}];")
                args.append(f"%xf{i}")
            elif rt == "f64":
                lines.append(f"\tld.global.f64 %xd{i}, [%base+{off}];")
                args.append(f"%xd{i}")
            else:
                w = cpu.width(t)
                lines.append(f"\tld.global.b{w} {reg[w]}{i}, [%base+{off}];")
                args.append(f"{reg[w]}{i}")
            off += 8
        size = 8 * max(len(c.outs), 1)
        lines.append(f"\t{{\n\t.param .align 8 .b8 r{k}[{size}];")
        lines.append(f"\tcall.uni (r{k}), t{k}, ({', '.join(args)});")
        lines.append(f"\tld.param.b32 %tmp, [r{k}];\n\tst.global.b32 [%base+{off}], %tmp;\n\t}}")
        off += 8
    lines += ["\tret;", "}"]
    return ptx + "\n" + "\n".join(lines) + "\n", len(cs)


@pytest.mark.toolchain
def test_device_forms_kernel_builds_for_three_targets(tmp_path, cache_dir):
    from pycucc.runtime.codeobj import read_code_object
    src = tmp_path / "device_forms.ptx"
    src.write_text(DEVICE_FORMS)
    out = tmp_path / "device_forms.hsaco"
    proc = run_pycucc(src, "-o", out, f"--offload-arch={TARGETS}")
    assert proc.returncode == 0, proc.stderr
    info = read_code_object(str(out))
    kernels = {t.arch: [k.name for k in t.kernels] for t in info.targets}
    assert kernels == {t: ["device_forms"] for t in TARGETS.split(",")}, kernels
    # the shared-memory and atomic forms became LDS and atomic instructions, not flat loads of garbage
    hip = run_pycucc(src, "--emit", "hip", "-o", "-", check=True).stdout
    assert "__pycucc_ptx_lds<unsigned>" in hip and "__hip_atomic_fetch_add" in hip
    assert "__builtin_amdgcn_atomic_inc32" in hip and "__syncthreads_count" in hip
    assert "__pycucc_ptx_warp_shfl" in hip and "__ballot_sync" in hip and "twice(" in hip


@pytest.mark.toolchain
def test_every_cpu_case_builds_for_the_device_too(tmp_path, cache_dir):
    text, n = _cpu_cases_kernel()
    src = tmp_path / "cpu_cases.ptx"
    src.write_text(text)
    out = tmp_path / "cpu_cases.hsaco"
    proc = run_pycucc(src, "-o", out, f"--offload-arch={TARGETS}")
    assert proc.returncode == 0, proc.stderr[-5000:]
    from pycucc.runtime.codeobj import read_code_object
    info = read_code_object(str(out))
    assert sorted(t.arch for t in info.targets) == sorted(TARGETS.split(","))
    assert all([k.name for k in t.kernels] == ["cpu_cases"] for t in info.targets)
    assert n > 900


def test_every_form_of_the_table_is_exercised():
    """Each entry of lowering.rules is matched by a CPU case or by the device-forms kernel (error-only entries
    are exercised by test_ptx_errors)."""
    from pycucc.ptx.table import load_table
    table = load_table()
    ops = []
    for c in cpu.cases():
        if c.body is None:
            ops.append((c.opcode, len(c.ins) + len(c.outs) - (1 if c.dual else 0)))
        else:
            ops += [(line.split()[0], None) for line in c.body.splitlines()
                    if line.strip() and not line.strip().startswith((".", "$", "@", "{"))]
    for line in DEVICE_FORMS.splitlines():
        s = line.strip()
        if not s or s.startswith(("//", ".", "{", "}", "$", "ld.param", "st.param")) and not s.startswith("ld.param"):
            continue
        s = re.sub(r"^@!?%\w+\s+", "", s)
        ops.append((s.split()[0].rstrip(";"), None))
    hit = set()
    for op, _ in ops:
        for f, _caps in table.match(op):
            hit.add(f.pattern + " " + f.signature())
    missing = [f"{f.pattern} ({f.signature()})" for f in table.forms
               if f.pattern + " " + f.signature() not in hit and "error" not in f.attrs]
    assert not missing, f"{len(missing)} forms are not exercised: {missing}"
    assert len(table.forms) >= 200


ROUNDING = r"""
.version 9.0
.target sm_86
.address_size 64
.visible .entry rounding(.param .u64 p)
{
    .reg .f32 %f<4>;
    .reg .f64 %fd<4>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [p];
    ld.global.f32 %f1, [%rd1];
    ld.global.f32 %f2, [%rd1+4];
    add.rz.f32 %f3, %f1, %f2;
    st.global.f32 [%rd1+8], %f3;
    ld.global.f64 %fd1, [%rd1+16];
    fma.rm.f64 %fd2, %fd1, %fd1, %fd1;
    st.global.f64 [%rd1+24], %fd2;
    ret;
}
"""


@pytest.mark.toolchain
@pytest.mark.parametrize("target", ["gfx1030", "gfx90a"])
def test_directed_rounding_runs_between_two_mode_switches_on_the_device(tmp_path, cache_dir, target):
    """The device half of the directed-rounding check: the add and the fma sit between a write of the rounding
    mode (round toward zero: 3 in both the f32 and f64 fields of MODE; toward -inf: 2) and its restoration."""
    import subprocess
    src = tmp_path / "r.ptx"
    src.write_text(ROUNDING)
    run_pycucc(src, "-o", tmp_path / "r.hsaco", f"--offload-arch={target}", "--keep", "--keep-dir",
               tmp_path / "keep", check=True)
    co = next(p for p in (tmp_path / "keep").iterdir() if p.suffix == ".co")
    dis = subprocess.run(["llvm-objdump-19", "-d", f"--mcpu={target}", str(co)], capture_output=True, text=True)
    seq = []
    for line in dis.stdout.splitlines():
        line = line.split("//")[0].strip()
        m = re.match(r"(?:s_round_mode|s_setreg_imm32_b32 hwreg\(HW_REG_MODE, 0, 4\),) (0x[0-9a-f]+|\d+)$", line)
        if m:
            seq.append(("mode", int(m.group(1), 0)))
        elif re.match(r"v_(add_f32|fmac?_f64)", line):
            seq.append(("add" if "add" in line else "fma", None))
    text = str(seq)
    # toward zero is 3 in both the f32 and the f64 field of MODE (0xf), toward -inf 2 (0xa); nearest is 0
    assert ("add", None) in seq and ("fma", None) in seq, text
    a, f = seq.index(("add", None)), seq.index(("fma", None))
    assert seq[a - 1] == ("mode", 0xF) and seq[a + 1] == ("mode", 0), text
    assert seq[f - 1] == ("mode", 0xA) and ("mode", 0) in seq[f + 1:], text
