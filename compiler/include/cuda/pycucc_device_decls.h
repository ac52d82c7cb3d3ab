/* pycucc parse-only declarations: the CUDA device API as CUDA code sees it (signatures are facts of the API;
 * nothing here is compiled into code). Included at the end of pycucc_cuda_parse.h, after the core device
 * section there (sync, votes, shuffles, basic atomics, common intrinsics and the C math library).
 * Written in pycucc's own compact macro form; the names and parameter types follow CUDA 13's headers. */
#pragma once

#define PYCUCC_D __device__
#define PYCUCC_HD __host__ __device__

/* ------------------------------------------------------------ rounding-mode variants (device_functions.h,
 * device_double_functions.h, sm_20_intrinsics.h): one declaration per suffix _rn/_rz/_ru/_rd. */
#define PYCUCC_RND4(DECL) DECL(rn) DECL(rz) DECL(ru) DECL(rd)
#define PYCUCC_F2(m) PYCUCC_D float __fadd_##m(float, float); PYCUCC_D float __fsub_##m(float, float); \
  PYCUCC_D float __fmul_##m(float, float); PYCUCC_D float __fdiv_##m(float, float);                     \
  PYCUCC_D float __fmaf_##m(float, float, float); PYCUCC_D float __fmaf_ieee_##m(float, float, float);   \
  PYCUCC_D float __frcp_##m(float); PYCUCC_D float __fsqrt_##m(float);
#define PYCUCC_D2(m) PYCUCC_D double __dadd_##m(double, double); PYCUCC_D double __dsub_##m(double, double); \
  PYCUCC_D double __dmul_##m(double, double); PYCUCC_D double __ddiv_##m(double, double);                 \
  PYCUCC_D double __fma_##m(double, double, double); PYCUCC_D double __drcp_##m(double);                  \
  PYCUCC_D double __dsqrt_##m(double);
#define PYCUCC_CVT(m) PYCUCC_D int __float2int_##m(float); PYCUCC_D unsigned int __float2uint_##m(float);   \
  PYCUCC_D long long __float2ll_##m(float); PYCUCC_D unsigned long long __float2ull_##m(float);            \
  PYCUCC_D float __int2float_##m(int); PYCUCC_D float __uint2float_##m(unsigned int);                      \
  PYCUCC_D float __ll2float_##m(long long); PYCUCC_D float __ull2float_##m(unsigned long long);            \
  PYCUCC_D int __double2int_##m(double); PYCUCC_D unsigned int __double2uint_##m(double);                  \
  PYCUCC_D long long __double2ll_##m(double); PYCUCC_D unsigned long long __double2ull_##m(double);        \
  PYCUCC_D float __double2float_##m(double); PYCUCC_D double __ll2double_##m(long long);                   \
  PYCUCC_D double __ull2double_##m(unsigned long long);
PYCUCC_RND4(PYCUCC_F2)
PYCUCC_RND4(PYCUCC_D2)
PYCUCC_RND4(PYCUCC_CVT)
#undef PYCUCC_F2
#undef PYCUCC_D2
#undef PYCUCC_CVT
PYCUCC_D double __int2double_rn(int);
PYCUCC_D double __uint2double_rn(unsigned int);
PYCUCC_D float __tanhf(float);

/* ------------------------------------------------------------ integer intrinsics */
PYCUCC_D int __hadd(int, int);
PYCUCC_D int __rhadd(int, int);
PYCUCC_D unsigned int __uhadd(unsigned int, unsigned int);
PYCUCC_D unsigned int __urhadd(unsigned int, unsigned int);
PYCUCC_D int __dp4a(int, int, int);
PYCUCC_D unsigned int __dp4a(unsigned int, unsigned int, unsigned int);
PYCUCC_D int __dp4a(char4, char4, int);
PYCUCC_D unsigned int __dp4a(uchar4, uchar4, unsigned int);
PYCUCC_D int __dp2a_lo(int, int, int);
PYCUCC_D unsigned int __dp2a_lo(unsigned int, unsigned int, unsigned int);
PYCUCC_D int __dp2a_hi(int, int, int);
PYCUCC_D unsigned int __dp2a_hi(unsigned int, unsigned int, unsigned int);
PYCUCC_D unsigned short __nv_bswap16(unsigned short);
PYCUCC_D unsigned int __nv_bswap32(unsigned int);
PYCUCC_D unsigned long long __nv_bswap64(unsigned long long);
PYCUCC_D unsigned int __fns(unsigned int mask, unsigned int base, int offset);
PYCUCC_D long long clock64(void);
PYCUCC_D long long wall_clock64(void);
PYCUCC_D unsigned long long __globaltimer(void);
PYCUCC_D void __trap(void);

/* SIMD-within-a-word (video) intrinsics: two 16-bit or four 8-bit lanes in an unsigned int. */
#define PYCUCC_V1(n) PYCUCC_D unsigned int n(unsigned int);
#define PYCUCC_V2(n) PYCUCC_D unsigned int n(unsigned int, unsigned int);
#define PYCUCC_V24(DECL, n) DECL(n##2) DECL(n##4)
PYCUCC_V24(PYCUCC_V1, __vabs) PYCUCC_V24(PYCUCC_V1, __vabsss) PYCUCC_V24(PYCUCC_V1, __vneg) PYCUCC_V24(PYCUCC_V1, __vnegss)
PYCUCC_V24(PYCUCC_V2, __vabsdiffs) PYCUCC_V24(PYCUCC_V2, __vabsdiffu) PYCUCC_V24(PYCUCC_V2, __vadd)
PYCUCC_V24(PYCUCC_V2, __vaddss) PYCUCC_V24(PYCUCC_V2, __vaddus) PYCUCC_V24(PYCUCC_V2, __vavgs) PYCUCC_V24(PYCUCC_V2, __vavgu)
PYCUCC_V24(PYCUCC_V2, __vcmpeq) PYCUCC_V24(PYCUCC_V2, __vcmpges) PYCUCC_V24(PYCUCC_V2, __vcmpgeu) PYCUCC_V24(PYCUCC_V2, __vcmpgts)
PYCUCC_V24(PYCUCC_V2, __vcmpgtu) PYCUCC_V24(PYCUCC_V2, __vcmples) PYCUCC_V24(PYCUCC_V2, __vcmpleu) PYCUCC_V24(PYCUCC_V2, __vcmplts)
PYCUCC_V24(PYCUCC_V2, __vcmpltu) PYCUCC_V24(PYCUCC_V2, __vcmpne) PYCUCC_V24(PYCUCC_V2, __vhaddu) PYCUCC_V24(PYCUCC_V2, __vmaxs)
PYCUCC_V24(PYCUCC_V2, __vmaxu) PYCUCC_V24(PYCUCC_V2, __vmins) PYCUCC_V24(PYCUCC_V2, __vminu) PYCUCC_V24(PYCUCC_V2, __vsads)
PYCUCC_V24(PYCUCC_V2, __vsadu) PYCUCC_V24(PYCUCC_V2, __vseteq) PYCUCC_V24(PYCUCC_V2, __vsetges) PYCUCC_V24(PYCUCC_V2, __vsetgeu)
PYCUCC_V24(PYCUCC_V2, __vsetgts) PYCUCC_V24(PYCUCC_V2, __vsetgtu) PYCUCC_V24(PYCUCC_V2, __vsetles) PYCUCC_V24(PYCUCC_V2, __vsetleu)
PYCUCC_V24(PYCUCC_V2, __vsetlts) PYCUCC_V24(PYCUCC_V2, __vsetltu) PYCUCC_V24(PYCUCC_V2, __vsetne) PYCUCC_V24(PYCUCC_V2, __vsub)
PYCUCC_V24(PYCUCC_V2, __vsubss) PYCUCC_V24(PYCUCC_V2, __vsubus)
#undef PYCUCC_V24
/* DPX (sm_90, emulated by CUDA on older GPUs): fused add/compare on 32-bit or 2x16-bit lanes. CUDA declares them
 * __host__ __device__ (host code may call them, e.g. in reference checks). */
#define PYCUCC_DPX3(n) PYCUCC_HD int n##_s32(int, int, int); PYCUCC_HD unsigned int n##_u32(unsigned int, unsigned int, unsigned int); \
  PYCUCC_HD unsigned int n##_s16x2(unsigned int, unsigned int, unsigned int); PYCUCC_HD unsigned int n##_u16x2(unsigned int, unsigned int, unsigned int);
#define PYCUCC_DPX3R(n) PYCUCC_HD int n##_s32_relu(int, int, int); PYCUCC_HD unsigned int n##_s16x2_relu(unsigned int, unsigned int, unsigned int);
PYCUCC_DPX3(__viaddmax) PYCUCC_DPX3(__viaddmin) PYCUCC_DPX3(__vimax3) PYCUCC_DPX3(__vimin3)
PYCUCC_DPX3R(__viaddmax) PYCUCC_DPX3R(__viaddmin) PYCUCC_DPX3R(__vimax3) PYCUCC_DPX3R(__vimin3)
PYCUCC_HD int __vimax_s32_relu(int, int); PYCUCC_HD unsigned int __vimax_s16x2_relu(unsigned int, unsigned int);
PYCUCC_HD int __vimin_s32_relu(int, int); PYCUCC_HD unsigned int __vimin_s16x2_relu(unsigned int, unsigned int);
#define PYCUCC_VIB(n) PYCUCC_HD int n##_s32(int, int, bool *); PYCUCC_HD unsigned int n##_u32(unsigned int, unsigned int, bool *); \
  PYCUCC_HD unsigned int n##_s16x2(unsigned int, unsigned int, bool *, bool *); PYCUCC_HD unsigned int n##_u16x2(unsigned int, unsigned int, bool *, bool *);
PYCUCC_VIB(__vibmax) PYCUCC_VIB(__vibmin)
#undef PYCUCC_DPX3
#undef PYCUCC_DPX3R
#undef PYCUCC_VIB
#undef PYCUCC_V1
#undef PYCUCC_V2

/* ------------------------------------------------------------ warp-level (sm_30 / sm_70 / sm_80) */
template <class T> PYCUCC_D unsigned int __match_any_sync(unsigned int mask, T value);
template <class T> PYCUCC_D unsigned int __match_all_sync(unsigned int mask, T value, int *pred);
PYCUCC_D int __reduce_add_sync(unsigned int mask, int value);
PYCUCC_D int __reduce_min_sync(unsigned int mask, int value);
PYCUCC_D int __reduce_max_sync(unsigned int mask, int value);
PYCUCC_D unsigned int __reduce_and_sync(unsigned int mask, unsigned int value);
PYCUCC_D unsigned int __reduce_or_sync(unsigned int mask, unsigned int value);
PYCUCC_D unsigned int __reduce_xor_sync(unsigned int mask, unsigned int value);
PYCUCC_D int __uni_sync(unsigned int mask, int pred);
PYCUCC_D void __barrier_sync(unsigned int id);
PYCUCC_D void __barrier_sync_count(unsigned int id, unsigned int count);
PYCUCC_D unsigned int __lanemask_le(void);
PYCUCC_D unsigned int __lanemask_gt(void);
PYCUCC_D unsigned int __lanemask_ge(void);
PYCUCC_D unsigned int __lanemask_eq(void);
PYCUCC_D bool syncthreads_and(bool);
PYCUCC_D bool syncthreads_or(bool);
PYCUCC_D int syncthreads_count(bool);

/* ------------------------------------------------------------ cache-hinted loads and stores (sm_32) */
template <class T> PYCUCC_D T __ldcv(const T *ptr);
template <class T> PYCUCC_D T __ldlu(const T *ptr);
template <class T> PYCUCC_D void __stwb(T *ptr, T value);
template <class T> PYCUCC_D void __stwt(T *ptr, T value);

/* ------------------------------------------------------------ address spaces (sm_20) */
PYCUCC_D unsigned int __isGlobal(const void *);
PYCUCC_D unsigned int __isShared(const void *);
PYCUCC_D unsigned int __isConstant(const void *);
PYCUCC_D unsigned int __isLocal(const void *);
PYCUCC_D unsigned int __isGridConstant(const void *);
PYCUCC_D size_t __cvta_generic_to_global(const void *);
PYCUCC_D size_t __cvta_generic_to_shared(const void *);
PYCUCC_D size_t __cvta_generic_to_constant(const void *);
PYCUCC_D size_t __cvta_generic_to_local(const void *);
PYCUCC_D size_t __cvta_generic_to_grid_constant(const void *);
PYCUCC_D void *__cvta_global_to_generic(size_t);
PYCUCC_D void *__cvta_shared_to_generic(size_t);
PYCUCC_D void *__cvta_constant_to_generic(size_t);
PYCUCC_D void *__cvta_local_to_generic(size_t);
PYCUCC_D void *__cvta_grid_constant_to_generic(size_t);

/* ------------------------------------------------------------ profiling, async copies (no HIP counterpart) */
PYCUCC_D unsigned int __pm0(void);
PYCUCC_D unsigned int __pm1(void);
PYCUCC_D unsigned int __pm2(void);
PYCUCC_D unsigned int __pm3(void);
PYCUCC_D void __prof_trigger(int);
PYCUCC_D void __nv_memcpy_async_shared_global_4(void *dst, const void *src, unsigned int src_size);
PYCUCC_D void __nv_memcpy_async_shared_global_8(void *dst, const void *src, unsigned int src_size);
PYCUCC_D void __nv_memcpy_async_shared_global_16(void *dst, const void *src, unsigned int src_size);
PYCUCC_D void *__nv_associate_access_property(const void *ptr, unsigned long long property);
PYCUCC_D void *__nv_aligned_device_malloc(size_t size, size_t align);
extern "C" PYCUCC_D void *malloc(size_t);
extern "C" PYCUCC_D void free(void *);

/* ------------------------------------------------------------ scoped atomics (sm_60) */
#define PYCUCC_SCOPED(name)                                                                          \
  PYCUCC_D unsigned int name(unsigned int *, unsigned int);                                          \
  PYCUCC_D unsigned long long name(unsigned long long *, unsigned long long);                        \
  PYCUCC_D float name(float *, float);                                                                \
  PYCUCC_D double name(double *, double);
PYCUCC_SCOPED(atomicAdd_block) PYCUCC_SCOPED(atomicAdd_system)
PYCUCC_SCOPED(atomicExch_block) PYCUCC_SCOPED(atomicExch_system)
#undef PYCUCC_SCOPED
#define PYCUCC_SCOPED_INT(name)                                                                      \
  PYCUCC_D unsigned int name(unsigned int *, unsigned int);                                          \
  PYCUCC_D unsigned long long name(unsigned long long *, unsigned long long);
PYCUCC_SCOPED_INT(atomicSub_block) PYCUCC_SCOPED_INT(atomicSub_system)
PYCUCC_SCOPED_INT(atomicMin_block) PYCUCC_SCOPED_INT(atomicMin_system)
PYCUCC_SCOPED_INT(atomicMax_block) PYCUCC_SCOPED_INT(atomicMax_system)
PYCUCC_SCOPED_INT(atomicAnd_block) PYCUCC_SCOPED_INT(atomicAnd_system)
PYCUCC_SCOPED_INT(atomicOr_block) PYCUCC_SCOPED_INT(atomicOr_system)
PYCUCC_SCOPED_INT(atomicXor_block) PYCUCC_SCOPED_INT(atomicXor_system)
#undef PYCUCC_SCOPED_INT
PYCUCC_D unsigned int atomicInc_block(unsigned int *, unsigned int);
PYCUCC_D unsigned int atomicInc_system(unsigned int *, unsigned int);
PYCUCC_D unsigned int atomicDec_block(unsigned int *, unsigned int);
PYCUCC_D unsigned int atomicDec_system(unsigned int *, unsigned int);
PYCUCC_D int atomicCAS_block(int *, int, int);
PYCUCC_D unsigned int atomicCAS_block(unsigned int *, unsigned int, unsigned int);
PYCUCC_D unsigned long long atomicCAS_block(unsigned long long *, unsigned long long, unsigned long long);
PYCUCC_D int atomicCAS_system(int *, int, int);
PYCUCC_D unsigned int atomicCAS_system(unsigned int *, unsigned int, unsigned int);
PYCUCC_D unsigned long long atomicCAS_system(unsigned long long *, unsigned long long, unsigned long long);
PYCUCC_D long long atomicMin(long long *, long long);
PYCUCC_D long long atomicMax(long long *, long long);
PYCUCC_D float2 atomicAdd(float2 *, float2);
PYCUCC_D float4 atomicAdd(float4 *, float4);
PYCUCC_D unsigned long long atomicAnd(unsigned long long *, unsigned long long);
PYCUCC_D unsigned long long atomicOr(unsigned long long *, unsigned long long);
PYCUCC_D unsigned long long atomicXor(unsigned long long *, unsigned long long);
PYCUCC_D unsigned long long atomicMin(unsigned long long *, unsigned long long);
PYCUCC_D unsigned long long atomicMax(unsigned long long *, unsigned long long);
PYCUCC_D unsigned short atomicCAS(unsigned short *, unsigned short, unsigned short);

/* ------------------------------------------------------------ math API functions (math_functions.h) */
PYCUCC_HD double erfcinv(double); PYCUCC_HD double erfcx(double); PYCUCC_HD float erfcxf(float);
PYCUCC_HD double normcdfinv(double); PYCUCC_HD double rhypot(double, double); PYCUCC_HD float rhypotf(float, float);
PYCUCC_HD double norm(int, const double *); PYCUCC_HD double rnorm(int, const double *); PYCUCC_HD float rnormf(int, const float *);
PYCUCC_HD double norm3d(double, double, double); PYCUCC_HD double rnorm3d(double, double, double);
PYCUCC_HD double norm4d(double, double, double, double); PYCUCC_HD double rnorm4d(double, double, double, double);
PYCUCC_HD float rnorm4df(float, float, float, float);
PYCUCC_HD void sincospi(double, double *, double *);
PYCUCC_HD double cyl_bessel_i0(double); PYCUCC_HD float cyl_bessel_i0f(float);
PYCUCC_HD double cyl_bessel_i1(double); PYCUCC_HD float cyl_bessel_i1f(float);
PYCUCC_D int __isinfd(double); PYCUCC_D int __isnand(double); PYCUCC_D int __isfinited(double);
PYCUCC_D int __signbitd(double); PYCUCC_D int __finitef(float); PYCUCC_D int __isinff(float); PYCUCC_D int __isnanf(float);
PYCUCC_D int __signbitf(float);
PYCUCC_HD unsigned int umin(unsigned int, unsigned int); PYCUCC_HD unsigned int umax(unsigned int, unsigned int);
PYCUCC_HD long long llmin(long long, long long); PYCUCC_HD long long llmax(long long, long long);
PYCUCC_HD unsigned long long ullmin(unsigned long long, unsigned long long);
PYCUCC_HD unsigned long long ullmax(unsigned long long, unsigned long long);
PYCUCC_D float fdividef(float, float);
PYCUCC_D double fdivide(double, double);
enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };
PYCUCC_D double dadd(double, double, cudaRoundMode = cudaRoundNearest);
PYCUCC_D double dsub(double, double, cudaRoundMode = cudaRoundNearest);
PYCUCC_D double dmul(double, double, cudaRoundMode = cudaRoundNearest);
PYCUCC_D int double2int(double, cudaRoundMode = cudaRoundZero);
PYCUCC_D unsigned int double2uint(double, cudaRoundMode = cudaRoundZero);
PYCUCC_D long long double2ll(double, cudaRoundMode = cudaRoundZero);
PYCUCC_D unsigned long long double2ull(double, cudaRoundMode = cudaRoundZero);
PYCUCC_D double float2double(float, cudaRoundMode = cudaRoundNearest);
PYCUCC_D double int2double(int, cudaRoundMode = cudaRoundNearest);
PYCUCC_D double uint2double(unsigned int, cudaRoundMode = cudaRoundNearest);
PYCUCC_D double ll2double(long long, cudaRoundMode = cudaRoundNearest);
PYCUCC_D double ull2double(unsigned long long, cudaRoundMode = cudaRoundNearest);

/* CUDA 13's 16/32-byte aligned 4-vectors are in pycucc_cuda_vectors.h, with the others. */

/* ------------------------------------------------------------ texture and surface objects (texture_indirect_functions.h,
 * surface_indirect_functions.h). HIP has the same names on hipTextureObject_t/hipSurfaceObject_t, each fetch both
 * returning the texel and storing it through a pointer first argument. Coordinates of surfaces are in bytes in both. */
#define PYCUCC_TEX(name, ...)                                                                              \
  template <class T> PYCUCC_D T name(cudaTextureObject_t tex, __VA_ARGS__);                                \
  template <class T> PYCUCC_D void name(T *ptr, cudaTextureObject_t tex, __VA_ARGS__);
PYCUCC_TEX(tex1Dfetch, int x)
PYCUCC_TEX(tex1D, float x)
PYCUCC_TEX(tex2D, float x, float y)
PYCUCC_TEX(tex3D, float x, float y, float z)
PYCUCC_TEX(tex1DLayered, float x, int layer)
PYCUCC_TEX(tex2DLayered, float x, float y, int layer)
PYCUCC_TEX(texCubemap, float x, float y, float z)
PYCUCC_TEX(texCubemapLayered, float x, float y, float z, int layer)
PYCUCC_TEX(tex2Dgather, float x, float y, int comp = 0)
PYCUCC_TEX(tex1DLod, float x, float level)
PYCUCC_TEX(tex2DLod, float x, float y, float level)
PYCUCC_TEX(tex3DLod, float x, float y, float z, float level)
PYCUCC_TEX(tex1DLayeredLod, float x, int layer, float level)
PYCUCC_TEX(tex2DLayeredLod, float x, float y, int layer, float level)
PYCUCC_TEX(texCubemapLod, float x, float y, float z, float level)
PYCUCC_TEX(texCubemapLayeredLod, float x, float y, float z, int layer, float level)
PYCUCC_TEX(tex1DGrad, float x, float dPdx, float dPdy)
PYCUCC_TEX(tex2DGrad, float x, float y, float2 dPdx, float2 dPdy)
PYCUCC_TEX(tex3DGrad, float x, float y, float z, float4 dPdx, float4 dPdy)
PYCUCC_TEX(tex1DLayeredGrad, float x, int layer, float dPdx, float dPdy)
PYCUCC_TEX(tex2DLayeredGrad, float x, float y, int layer, float2 dPdx, float2 dPdy)
PYCUCC_TEX(texCubemapGrad, float x, float y, float z, float4 dPdx, float4 dPdy)
PYCUCC_TEX(texCubemapLayeredGrad, float x, float y, float z, int layer, float4 dPdx, float4 dPdy)
#undef PYCUCC_TEX
/* CUDA's surface reads come in two forms; HIP has only the one that stores through a pointer, so the form that
 * returns the value is declared unavailable: the parse then says what to write instead. */
#define PYCUCC_SURF(name, ...)                                                                             \
  template <class T> PYCUCC_D void name##read(T *ptr, cudaSurfaceObject_t surf, __VA_ARGS__,                \
                                              cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);         \
  template <class T> PYCUCC_D T name##read(cudaSurfaceObject_t surf, __VA_ARGS__,                          \
                                           cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap)             \
      __attribute__((unavailable("HIP has only the pointer form: " #name "read(&value, surf, ...)")));       \
  template <class T> PYCUCC_D void name##write(T value, cudaSurfaceObject_t surf, __VA_ARGS__,              \
                                               cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
PYCUCC_SURF(surf1D, int x)
PYCUCC_SURF(surf2D, int x, int y)
PYCUCC_SURF(surf3D, int x, int y, int z)
PYCUCC_SURF(surf1DLayered, int x, int layer)
PYCUCC_SURF(surf2DLayered, int x, int y, int layer)
PYCUCC_SURF(surfCubemap, int x, int y, int face)
PYCUCC_SURF(surfCubemapLayered, int x, int y, int layerFace)
#undef PYCUCC_SURF

#undef PYCUCC_RND4
#undef PYCUCC_D
#undef PYCUCC_HD
