// Inline PTX pycucc cannot turn into AMD code: an error naming the instruction. PTX it can take apart is lowered
// (device_inline_ptx.cu); what the lowering table has no AMD form for is named with the reason (wmma, cp.async);
// a statement whose template is built with a macro cannot be taken apart, and the advice names the HIP idiom.
#define SUFFIX ""

__device__ unsigned ptx_samples(unsigned a, unsigned b, const float *g, float *s, unsigned long long *t) {
  unsigned r = 0;
  float f = 0.0f;
  // DIAG: error PCC1016
  asm volatile("wmma.load.a.sync.aligned.row.m16n16k16.f16 {%0}, [%1];" : "=r"(r) : "l"(g));
  // DIAG: error PCC1016
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "l"(s), "l"(g));
  // DIAG: error PCC1016
  asm volatile("mov.u32 %0, %%laneid;" SUFFIX : "=r"(r));
  // DIAG: error PCC1016
  asm volatile("mov.u32 %0, %%lanemask_lt;" SUFFIX : "=r"(r));
  // DIAG: error PCC1016
  asm volatile("mov.u32 %0, %%tid.x;" SUFFIX : "=r"(r));
  // DIAG: error PCC1016
  asm volatile("shfl.sync.bfly.b32 %0, %1, 1, 31, 0xffffffff;" SUFFIX : "=r"(r) : "r"(a));
  // DIAG: error PCC1016
  asm volatile("vote.sync.ballot.b32 %0, 1, 0xffffffff;" SUFFIX : "=r"(r));
  // DIAG: error PCC1016
  asm volatile("bar.sync 0;" SUFFIX);
  // DIAG: error PCC1016
  asm volatile("membar.gl;" SUFFIX);
  // DIAG: error PCC1016
  asm volatile("ld.global.nc.f32 %0, [%1];" SUFFIX : "=f"(f) : "l"(g));
  // DIAG: error PCC1016
  asm volatile("mov.u64 %0, %%globaltimer;" SUFFIX : "=l"(*t));
  // DIAG: error PCC1016
  asm volatile("atom.global.add.u32 %0, [%1], 1;" SUFFIX : "=r"(r) : "l"(t));
  // DIAG: error PCC1016
  asm volatile("wmma.mma.sync.aligned.row.row.m16n16k16.f32.f32 {%0}, {%1}, {%1}, {%0};" SUFFIX : "+r"(r) : "r"(a));
  // DIAG: error PCC1016
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" SUFFIX :: "l"(s), "l"(g));
  // DIAG: error PCC1016
  asm volatile("prmt.b32 %0, %1, %2, 0x3210;" SUFFIX : "=r"(r) : "r"(a), "r"(b));
  // DIAG: error PCC1016
  asm volatile("add.s32 %0, %1, %2;" SUFFIX : "=r"(r) : "r"(a), "r"(b));
  // DIAG: error PCC1016
  asm volatile("mov %0, %%smid;" SUFFIX : "=r"(r));
  // DIAG: error PCC1016
  asm volatile("{ .reg .b32 x; }" SUFFIX);
  // DIAG: error PCC1016
  asm volatile("trap;" SUFFIX);
  return r + (unsigned)f;
}
