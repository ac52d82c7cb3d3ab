// Inline PTX pycucc cannot turn into AMD code: an error naming the instruction, with the HIP idiom as advice.
__device__ unsigned ptx_samples(unsigned a, unsigned b, const float *g, float *s, unsigned long long *t) {
  unsigned r = 0;
  float f = 0.0f;
  // DIAG: error PCC1016
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
  // DIAG: error PCC1016
  asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(r));
  // DIAG: error PCC1016
  asm volatile("mov.u32 %0, %%tid.x;" : "=r"(r));
  // DIAG: error PCC1016
  asm volatile("shfl.sync.bfly.b32 %0, %1, 1, 31, 0xffffffff;" : "=r"(r) : "r"(a));
  // DIAG: error PCC1016
  asm volatile("vote.sync.ballot.b32 %0, 1, 0xffffffff;" : "=r"(r));
  // DIAG: error PCC1016
  asm volatile("bar.sync 0;");
  // DIAG: error PCC1016
  asm volatile("membar.gl;");
  // DIAG: error PCC1016
  asm volatile("ld.global.nc.f32 %0, [%1];" : "=f"(f) : "l"(g));
  // DIAG: error PCC1016
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(*t));
  // DIAG: error PCC1016
  asm volatile("atom.global.add.u32 %0, [%1], 1;" : "=r"(r) : "l"(t));
  // DIAG: error PCC1016
  asm volatile("wmma.load.a.sync.aligned.row.m16n16k16.f16 {%0}, [%1];" : "=r"(r) : "l"(g));
  // DIAG: error PCC1016
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "l"(s), "l"(g));
  // DIAG: error PCC1016
  asm volatile("prmt.b32 %0, %1, %2, 0x3210;" : "=r"(r) : "r"(a), "r"(b));
  // DIAG: error PCC1016
  asm volatile("add.s32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
  // DIAG: error PCC1016
  asm volatile("mov %0, %%smid;" : "=r"(r));
  // DIAG: error PCC1016
  asm volatile("{ .reg .b32 x; }");
  // DIAG: error PCC1016
  asm volatile("trap;");
  return r + (unsigned)f;
}
