/*
 * pycucc_compat.h - CUDA device intrinsics that the installed HIP lacks.
 *
 * pycucc force-includes this header (`clang -x hip -include pycucc_compat.h`) when it compiles
 * translated CUDA.  It includes hip_runtime.h itself, so being first on the command line is fine.
 *
 * What it supplies:
 *   __shfl_sync / __shfl_up_sync / __shfl_down_sync / __shfl_xor_sync  (any HIP shuffle type plus
 *       2-byte floating types such as __half, optional width)
 *   __syncwarp(mask), __activemask(), __ballot_sync, __all_sync, __any_sync,
 *   __match_any_sync, __match_all_sync, __reduce_{add,min,max}_sync (unsigned, int),
 *   __reduce_{and,or,xor}_sync (unsigned)
 *   __pycucc_atomicInc / __pycucc_atomicDec   (the translation renames atomicInc/atomicDec to these)
 *   atomicAdd for 2-byte floating types (__half, bfloat16) through a 32-bit CAS loop, and CUDA's atomicCAS
 *       on an unsigned short
 *   the device API beyond the warp functions (see the section comments below), among it the SIMD-in-a-word
 *       intrinsics (__vadd2 ... __vsetne4) and the DPX functions (__vimax3_s32 ... __vibmin_u16x2),
 *       host-callable as in CUDA
 *
 * Coexistence with a newer HIP
 * ----------------------------
 * HIP 6.2 added its own *_sync builtins (amd_detail/amd_warp_sync_functions.h): opt-in with
 * HIP_ENABLE_WARP_SYNC_BUILTINS at first, on by default later (HIP_DISABLE_WARP_SYNC_BUILTINS turns
 * them off).  They are templates over the mask type whose bodies static_assert that the mask is a
 * 64-bit integer, so CUDA's `__shfl_down_sync(0xffffffff, v, o)` does not compile against them
 * (the problem llama.cpp and rocWMMA users report).  This header therefore always adds overloads whose
 * mask parameter is `unsigned` or `int` (CUDA's 32-bit masks); they are more specialised than HIP's
 * `template <class MaskT, class T>`, so overload resolution picks them for 32-bit masks and leaves
 * every 64-bit-mask call to HIP's own definitions.  Only when HIP has no builtins of its own does this
 * header also define the 64-bit-mask forms, __activemask() and the zero-argument __syncwarp().
 * Define PYCUCC_HIP_HAS_WARP_SYNC to 0 or 1 to override the detection below.
 *
 * Masks and wave size (the choice made here; README "Warps on wave64")
 * -------------------------------------------------------------------
 * CUDA warps have 32 lanes and masks are 32-bit `unsigned`.  gfx10/11/12 run wave32 by default, where
 * a 32-bit mask names exactly the lanes of the wave and every function below has CUDA's semantics.
 * gfx9 (gfx90a, gfx942, gfx950, GCN) is wave64 only.  There, by default (PYCUCC_WARP_SIZE 32), each half
 * of the wave (lanes 0-31 and 32-63) is one CUDA warp in every warp-level operation alike:
 *   - warpSize is 32 in device code, so `threadIdx.x % warpSize`, `i / warpSize` and loops written as
 *     `for (o = warpSize/2; o > 0; o /= 2)` count 32 lanes, and HIP's shuffles default their width to it;
 *   - shuffles stay inside the caller's half (width 32 unless the call asks for less), the source lane
 *     taken modulo the width as CUDA defines it;
 *   - votes, matches, reductions and __activemask with a 32-bit mask answer for the caller's half: bit i
 *     names lane i of the half, and __ballot_sync/__activemask return its 32 bits;
 *   - cooperative groups' coalesced_threads() is the active lanes of the caller's half.
 * A 64-bit mask (unsigned long long, uint64_t) is HIP's own form and means the whole wave.  pycucc's
 * --warp-size=64 (PYCUCC_WARP_SIZE 64) gives the whole 64-lane wave to code written for it: warpSize is the
 * hardware's 64 and shuffles span the wave (votes with a 32-bit mask still answer for a half, as their
 * 32-bit result cannot hold 64 lanes); pycucc notes where a kernel's meaning differs between the two
 * (PCC2011).  warpSize is HIP's `static constexpr int warpSize = __AMDGCN_WAVEFRONT_SIZE` (HIP 5.2 to 6.x,
 * amd_warp_functions.h, the only use of that macro in HIP 5.2's headers besides a gfx10 check): the 32-lane
 * model reads HIP's headers with the macro at 32, so that HIP's own shuffles default to 32 lanes too.
 * References: CUDA C++ Programming Guide, "Warp Vote Functions", "Warp Match Functions", "Warp Reduce
 * Functions", "Warp Shuffle Functions"; HIP docs, "Warp cross-lane functions" (64-bit masks, wave64).
 *
 * Everything here is __device__ and visible in the host pass too, because the host pass still
 * type-checks kernel bodies; the amdgcn builtins are only code-generated in the device pass.
 */
#ifndef PYCUCC_COMPAT_H
#define PYCUCC_COMPAT_H

/* The CUDA libraries (compiler/rules/cublas.rules and friends): translated library calls pass CUDA's types
 * translated, hipFloatComplex/hipDoubleComplex and hipDataType. The ROCm math libraries take those types from
 * ROCm 7.0 on; before that they need these two switches (ROCm 5.x-6.x: hipblasComplex becomes hipFloatComplex;
 * ROCm 6.x: the hipBLAS Ex functions take hipDataType). Defined before any library header is included. */
#ifndef ROCM_MATHLIBS_API_USE_HIP_COMPLEX
#define ROCM_MATHLIBS_API_USE_HIP_COMPLEX 1
#endif
#ifndef HIPBLAS_V2
#define HIPBLAS_V2 1
#endif
/* cuSOLVER takes cuBLAS's enums (CUBLAS_OP_N, CUBLAS_FILL_MODE_LOWER); hipSOLVER does so with this switch. */
#ifndef HIPSOLVER_USE_HIPBLAS_ENUMS
#define HIPSOLVER_USE_HIPBLAS_ENUMS 1
#endif
/* pycucc defines __CUDACC__ as nvcc does (after this header), from which rocThrust would conclude that NVIDIA's
 * compiler runs and pick its CUDA backend. Its compiler detection is read here first, while only __HIP__ is
 * defined; the header guards itself, so the HIP backend stays chosen. (rocThrust only: it ships rocPRIM.) */
#if defined(__has_include)
#if __has_include(<thrust/detail/config/compiler.h>) && __has_include(<rocprim/rocprim.hpp>)
#include <thrust/detail/config/compiler.h>
#endif
#endif

/* hip_runtime.h, with CUDA's plain vector types in place of HIP's (see that header) */
#include <hip/hip_version.h>
/* The warp model (the header comment): 32 lanes unless the build asks for the whole wave (--warp-size=64). */
#ifndef PYCUCC_WARP_SIZE
#  define PYCUCC_WARP_SIZE 32
#endif
#if defined(__HIP_DEVICE_COMPILE__) && defined(__AMDGCN_WAVEFRONT_SIZE) && __AMDGCN_WAVEFRONT_SIZE == 64 && \
    PYCUCC_WARP_SIZE == 32
#  define PYCUCC_HALF_WAVE_WARPS 1
#else
#  define PYCUCC_HALF_WAVE_WARPS 0
#endif
/* warpSize is 32 where this header comes before HIP's (pycucc's builds include it first) and HIP reads it from the
   macro: HIP 7 made warpSize a run-time value (ROCm/ROCm#6111).  Both passes decide alike, so that the host's
   warpSize (device.rules, host_read) agrees with the device's. */
#if PYCUCC_WARP_SIZE == 32 && HIP_VERSION_MAJOR < 7 && !defined(HIP_INCLUDE_HIP_AMD_DETAIL_WARP_FUNCTIONS_H)
#  define PYCUCC_WARP32_MODEL 1
#else
#  define PYCUCC_WARP32_MODEL 0
#endif
#if PYCUCC_HALF_WAVE_WARPS && PYCUCC_WARP32_MODEL
#  define PYCUCC_WARPSIZE_IS_32 1
#  pragma push_macro("__AMDGCN_WAVEFRONT_SIZE")
#  undef __AMDGCN_WAVEFRONT_SIZE
#  define __AMDGCN_WAVEFRONT_SIZE 32
#endif
#include "pycucc_hip_vectors.h"
#if defined(PYCUCC_WARPSIZE_IS_32)
#  pragma pop_macro("__AMDGCN_WAVEFRONT_SIZE")
#endif
/* What nvcc's implicit cuda_runtime.h brings (CUDA 13's crt/common_functions.h, crt/math_functions.h,
   crt/host_config.h), so that CUDA code using INT_MAX, printf, memcpy, clock or std::numeric_limits without
   including their headers compiles whatever a HIP version's hip_runtime.h includes; stdint.h is HIP 5's. */
#include <assert.h>
#include <ctype.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Annotations of CUDA's headers with nothing to do on AMD.  CUDART_CB is the calling convention of host
   callbacks (empty on Linux in CUDA too).  __grid_constant__ (CUDA 11.7) lets a kernel take the address of a
   const parameter without a copy; HIP's kernel arguments are read from the kernarg segment and taking the
   address of one gives a private copy, which for a const parameter reads the same values. */
#ifndef CUDART_CB
#define CUDART_CB
#endif
#ifndef __grid_constant__
#define __grid_constant__
#endif

/* The event record and wait flags (CUDA's driver_types.h values), which HIP has from 6.4 (types.rules, older=keep). */
#if HIP_VERSION < 60400000
#ifndef cudaEventRecordDefault
#define cudaEventRecordDefault 0x00
#endif
#ifndef cudaEventRecordExternal
#define cudaEventRecordExternal 0x01
#endif
#ifndef cudaEventWaitDefault
#define cudaEventWaitDefault 0x00
#endif
#ifndef cudaEventWaitExternal
#define cudaEventWaitExternal 0x01
#endif
#endif

/* math_constants.h (the include is removed by the translation) */
#include "pycucc_math_constants.h"

/* CUDA library calls that are plain data on AMD (status names and messages) */
#include "pycucc_library_helpers.h"

/* The rest is C++.  The part above is what a C file needs: `pycucc translate x.c` includes this header where the
   file uses one of its names (CUDART_CB, CUDART_PI_F ...), and a C compiler reads the file with HIP's C headers. */
#if defined(__cplusplus)
#include <type_traits>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <new>
#include <utility>
/* rsqrtf, normcdfinv, sinpi, umin ... callable from host code, as CUDA declares them */
#include "pycucc_host_math.h"

/* clock() and clock64() are HIP's: the shader clock, counting core cycles like CUDA's per-SM counter, from
   s_memtime (64 bits: gfx9, gfx10) or clang's readcyclecounter (gfx12: 64 bits; gfx11: the 20-bit
   HW_REG_SHADER_CYCLES, which wraps every 1,048,576 cycles, under a millisecond).  gfx11 has no wider cycle
   counter, so there the calls say so at the call site. */
/* The constant-rate (100 MHz) realtime counter, which PTX's %globaltimer (nanoseconds) is lowered to.  HIP 5.2's
   wall_clock64() reads it with s_memrealtime and returns -1 where that instruction is gone (gfx11, gfx12, which
   have the counter as a message); clang's steady-counter builtin reads it on every target. */
__device__ inline long long __pycucc_wall_clock64() {
#if __has_builtin(__builtin_readsteadycounter)
    return static_cast<long long>(__builtin_readsteadycounter());
#else
    return wall_clock64();
#endif
}

#if defined(__HIP_DEVICE_COMPILE__) && defined(__GFX11__)
#  define PYCUCC_GFX11_CLOCK_NOTE(NAME)                                                              \
    __attribute__((diagnose_if(true, NAME "() on gfx11 counts 20 bits of cycles and wraps every 2^20 cycles (under "\
                               "a millisecond): intervals longer than that, and loops waiting for a cycle count, "   \
                               "go wrong", "warning")))
__device__ long long int clock() PYCUCC_GFX11_CLOCK_NOTE("clock");
__device__ long long int clock64() PYCUCC_GFX11_CLOCK_NOTE("clock64");
#  undef PYCUCC_GFX11_CLOCK_NOTE
#endif

#ifndef PYCUCC_HIP_HAS_WARP_SYNC
#  if defined(HIP_DISABLE_WARP_SYNC_BUILTINS)
#    define PYCUCC_HIP_HAS_WARP_SYNC 0
#  elif HIP_VERSION_MAJOR >= 7
#    define PYCUCC_HIP_HAS_WARP_SYNC 1
#  elif HIP_VERSION_MAJOR == 6 && HIP_VERSION_MINOR >= 2 && defined(HIP_ENABLE_WARP_SYNC_BUILTINS)
/* Checked after hip_runtime.h, so a HIP that turns the builtins on by defining this macro itself is
   seen as having them. */
#    define PYCUCC_HIP_HAS_WARP_SYNC 1
#  else
#    define PYCUCC_HIP_HAS_WARP_SYNC 0
#  endif
#endif

/* ---------------------------------------------------------------------------------------------- */
/* Internal helpers                                                                                 */
/* ---------------------------------------------------------------------------------------------- */

/* A wave32 device compile (gfx10/11/12 unless built with -mwavefrontsize64): the wave is exactly one CUDA warp, so
   the half-wave bookkeeping below is the identity there.  Spelled out it still costs: the compiler cannot see that
   (__lane_id() & 32) is 0 and keeps 64-bit lane sets, up to 38% more SGPRs for a vote-heavy kernel on gfx1030;
   so wave32 compiles the plain forms, with 32-bit ballots.  The host pass only type-checks, either form will do. */
#if defined(__HIP_DEVICE_COMPILE__) && defined(__AMDGCN_WAVEFRONT_SIZE) && __AMDGCN_WAVEFRONT_SIZE == 32
#  define PYCUCC_WAVE32 1
#else
#  define PYCUCC_WAVE32 0
#endif

/* Bits [0, 32) of a wave-wide lane mask as seen by the caller's 32-lane group: the whole mask on
   wave32, the caller's half on wave64. */
__device__ inline unsigned __pycucc_own_half(unsigned long long wave_bits) {
#if PYCUCC_WAVE32
    return static_cast<unsigned>(wave_bits);
#else
    return static_cast<unsigned>(wave_bits >> (__lane_id() & 32u));
#endif
}

/* The lanes a mask names, as a wave-wide 64-bit set: a 32-bit mask is placed over the caller's half
   (see the header comment); a 64-bit mask already is wave-wide. */
__device__ inline unsigned long long __pycucc_wave_mask(unsigned mask32) {
#if PYCUCC_WAVE32
    return mask32;
#else
    return static_cast<unsigned long long>(mask32) << (__lane_id() & 32u);
#endif
}

/* Lanes that are executing this call and are named by the mask.  Lanes named by the mask that have
   exited (a partial last warp, an early return) are left out, as CUDA leaves out exited threads. */
__device__ inline unsigned long long __pycucc_participants(unsigned long long wave_mask) {
    return __ballot(1) & wave_mask;
}

/* The 32-bit vote of the caller's warp: on wave32 the wave's own 32-bit ballot. */
__device__ inline unsigned __pycucc_ballot32(int predicate) {
#if PYCUCC_WAVE32
    return __builtin_amdgcn_ballot_w32(predicate != 0);
#else
    return __pycucc_own_half(__ballot(predicate));
#endif
}

__device__ inline unsigned int __pycucc_group_members(unsigned int mask) {
#if PYCUCC_WAVE32
    return __pycucc_ballot32(1) & mask;
#else
    return __pycucc_own_half(__pycucc_participants(__pycucc_wave_mask(mask)));
#endif
}

/* The hardware wave's lanes, whatever warpSize is: HIP's 64-bit-mask forms span the whole wave. */
#if defined(__AMDGCN_WAVEFRONT_SIZE)
#  define PYCUCC_WAVE_LANES __AMDGCN_WAVEFRONT_SIZE
#else
#  define PYCUCC_WAVE_LANES 64
#endif
/* A CUDA warp's lanes in the model: the default width of the shuffles below, also where HIP's header came first
   and its warpSize stayed the wave's (a translated tree built by another compiler). */
#if PYCUCC_HALF_WAVE_WARPS
#  define PYCUCC_WARP_LANES 32
#else
#  define PYCUCC_WARP_LANES PYCUCC_WAVE_LANES
#endif

template <class T> struct __pycucc_is_short_float
    : std::integral_constant<bool, sizeof(T) == 2 && !std::is_integral<T>::value &&
                                       std::is_trivially_copyable<T>::value> {};

/* Shuffles on CUDA's half and bfloat16 types, one (__half, __nv_bfloat16) or two (__half2, __nv_bfloat162) to a
   word, which cuda_fp16.h and cuda_bf16.h give __shfl*_sync overloads and HIP 5.x does not, move the raw bits
   through the int (or long long) overload; every arithmetic type goes to HIP's own overloads (int, unsigned,
   long, unsigned long, long long, unsigned long long, float, double; narrower integers promote to int). */
template <class T> struct __pycucc_shfl_raw
    : std::integral_constant<bool, (sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8) &&
                                       !std::is_arithmetic<T>::value && std::is_trivially_copyable<T>::value> {};
template <int N> struct __pycucc_word_of;
template <> struct __pycucc_word_of<2> { typedef unsigned short type; typedef int moved; };
template <> struct __pycucc_word_of<4> { typedef unsigned int type; typedef int moved; };
template <> struct __pycucc_word_of<8> { typedef unsigned long long type; typedef long long moved; };
/* CUDA takes __shfl's source lane modulo the width ("Warp Shuffle Functions"); HIP 5.2's __shfl adds it to the
   segment's first lane unmasked, so lane 31 asking for lane 32 (a rotation) read the next segment: LANE(l) masks
   it for __shfl, the other three are already CUDA's. */
#define PYCUCC_SHFL_LANE(lane, width) ((lane) & ((width) - 1))
#define PYCUCC_SHFL_DELTA(lane, width) (lane)
#define PYCUCC_DEFINE_SHFL_IMPL(NAME, LANE_T, LANE)                                                \
    template <class T>                                                                             \
    __device__ inline T __pycucc_##NAME(T var, LANE_T lane, int width, std::false_type) {          \
        return static_cast<T>(NAME(var, LANE(lane, width), width));                                \
    }                                                                                              \
    template <class T>                                                                             \
    __device__ inline T __pycucc_##NAME(T var, LANE_T lane, int width, std::true_type) {           \
        typedef __pycucc_word_of<sizeof(T)> word;                                                  \
        typename word::type bits;                                                                  \
        __builtin_memcpy(&bits, &var, sizeof(bits));                                               \
        typename word::moved moved = NAME(static_cast<typename word::moved>(bits), LANE(lane, width), width); \
        bits = static_cast<typename word::type>(moved);                                            \
        T out;                                                                                     \
        __builtin_memcpy(&out, &bits, sizeof(out));                                                \
        return out;                                                                                \
    }

PYCUCC_DEFINE_SHFL_IMPL(__shfl, int, PYCUCC_SHFL_LANE)
PYCUCC_DEFINE_SHFL_IMPL(__shfl_up, unsigned int, PYCUCC_SHFL_DELTA)
PYCUCC_DEFINE_SHFL_IMPL(__shfl_down, unsigned int, PYCUCC_SHFL_DELTA)
PYCUCC_DEFINE_SHFL_IMPL(__shfl_xor, int, PYCUCC_SHFL_DELTA)
#undef PYCUCC_DEFINE_SHFL_IMPL
#undef PYCUCC_SHFL_LANE
#undef PYCUCC_SHFL_DELTA

/* CUDA's legacy shuffles without a mask (the translation calls these for __shfl, __shfl_up, __shfl_down and
   __shfl_xor, device.rules): the same 32-lane warp and source-lane rule as the _sync forms. */
template <class T> __device__ inline T __pycucc_shfl(T var, int lane, int width = PYCUCC_WARP_LANES) {
    return __pycucc___shfl(var, lane, width, __pycucc_shfl_raw<T>{});
}
template <class T> __device__ inline T __pycucc_shfl_up(T var, unsigned int delta, int width = PYCUCC_WARP_LANES) {
    return __pycucc___shfl_up(var, delta, width, __pycucc_shfl_raw<T>{});
}
template <class T> __device__ inline T __pycucc_shfl_down(T var, unsigned int delta, int width = PYCUCC_WARP_LANES) {
    return __pycucc___shfl_down(var, delta, width, __pycucc_shfl_raw<T>{});
}
template <class T> __device__ inline T __pycucc_shfl_xor(T var, int mask, int width = PYCUCC_WARP_LANES) {
    return __pycucc___shfl_xor(var, mask, width, __pycucc_shfl_raw<T>{});
}

/* ---------------------------------------------------------------------------------------------- */
/* Shuffles                                                                                         */
/* ---------------------------------------------------------------------------------------------- */

/* One definition per mask type.  MASK_T = unsigned / int are CUDA's masks and are always defined;
   the generic 64-bit form only when HIP lacks its own (see the header comment). */
/* With --warp-size=64 a 32-bit mask on a wave64 target is where the two warp models part: the shuffle spans all
   64 lanes unless the call passes a width, where CUDA's warp is 32.  The three-argument form says so at every
   call site of such a compile (PCC2011); passing a width (32 for CUDA's lanes, warpSize for the whole wave)
   states the intent and silences it.  In the 32-lane model the call means what it means in CUDA. */
#if defined(__HIP_DEVICE_COMPILE__) && defined(__AMDGCN_WAVEFRONT_SIZE) && __AMDGCN_WAVEFRONT_SIZE == 64 && \
    PYCUCC_WARP_SIZE == 64
#  define PYCUCC_WAVE64_MASK_NOTE(NAME)                                                            \
    __attribute__((diagnose_if(true, #NAME " with a 32-bit mask shuffles across all 64 lanes of the wave with "   \
                               "--warp-size=64 (width defaults to warpSize, 64), where CUDA's warp has 32; pass "\
                               "width 32 for CUDA's lanes, or warpSize if the code is wave-size aware",         \
                               "warning")))
#else
#  define PYCUCC_WAVE64_MASK_NOTE(NAME)
#endif
#define PYCUCC_DEFINE_SHFL_SYNC(NAME, LANE_T, MASK_T)                                             \
    template <class T>                                                                             \
    __device__ inline T NAME##_sync(MASK_T mask, T var, LANE_T lane, int width) {                  \
        (void)mask;                                                                                \
        return __pycucc_##NAME(var, lane, width, __pycucc_shfl_raw<T>{});                   \
    }                                                                                              \
    template <class T>                                                                             \
    __device__ inline T NAME##_sync(MASK_T mask, T var, LANE_T lane) PYCUCC_WAVE64_MASK_NOTE(NAME##_sync) { \
        (void)mask;                                                                                \
        return __pycucc_##NAME(var, lane, PYCUCC_WARP_LANES, __pycucc_shfl_raw<T>{});                \
    }

#define PYCUCC_DEFINE_SHFL_SYNC_ALL(MASK_T)                                                        \
    PYCUCC_DEFINE_SHFL_SYNC(__shfl, int, MASK_T)                                                   \
    PYCUCC_DEFINE_SHFL_SYNC(__shfl_up, unsigned int, MASK_T)                                       \
    PYCUCC_DEFINE_SHFL_SYNC(__shfl_down, unsigned int, MASK_T)                                     \
    PYCUCC_DEFINE_SHFL_SYNC(__shfl_xor, int, MASK_T)

PYCUCC_DEFINE_SHFL_SYNC_ALL(unsigned int)
PYCUCC_DEFINE_SHFL_SYNC_ALL(int)

#if !PYCUCC_HIP_HAS_WARP_SYNC
/* Any other integer mask (uint64_t, unsigned long long, long...): whole-wave semantics, as HIP. */
#define PYCUCC_DEFINE_SHFL_SYNC_WIDE(NAME, LANE_T)                                                 \
    template <class M, class T>                                                                    \
    __device__ inline T NAME##_sync(M mask, T var, LANE_T lane, int width = PYCUCC_WAVE_LANES) {            \
        static_assert(std::is_integral<M>::value, "warp mask must be an integer");                 \
        (void)mask;                                                                                \
        return __pycucc_##NAME(var, lane, width, __pycucc_shfl_raw<T>{});                   \
    }
PYCUCC_DEFINE_SHFL_SYNC_WIDE(__shfl, int)
PYCUCC_DEFINE_SHFL_SYNC_WIDE(__shfl_up, unsigned int)
PYCUCC_DEFINE_SHFL_SYNC_WIDE(__shfl_down, unsigned int)
PYCUCC_DEFINE_SHFL_SYNC_WIDE(__shfl_xor, int)
#undef PYCUCC_DEFINE_SHFL_SYNC_WIDE
#endif

#undef PYCUCC_DEFINE_SHFL_SYNC_ALL
#undef PYCUCC_DEFINE_SHFL_SYNC
#undef PYCUCC_WAVE64_MASK_NOTE

/* ---------------------------------------------------------------------------------------------- */
/* __syncwarp, __activemask                                                                         */
/* ---------------------------------------------------------------------------------------------- */

/* A wave cannot diverge from itself, so the only work left is ordering memory between its lanes: a
   release/acquire pair at wavefront scope around a code-motion barrier keeps shared-memory writes
   before the call visible to reads after it, as CUDA guarantees for the lanes in the mask. */
__device__ inline void __pycucc_syncwarp() {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
    __builtin_amdgcn_wave_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
}

#if PYCUCC_HIP_HAS_WARP_SYNC
/* HIP has __syncwarp() and template __syncwarp(MaskT); a default argument here would make a
   zero-argument call ambiguous. */
__device__ inline void __syncwarp(unsigned int mask) { (void)mask; __pycucc_syncwarp(); }
__device__ inline void __syncwarp(int mask) { (void)mask; __pycucc_syncwarp(); }
#else
__device__ inline void __syncwarp(unsigned int mask = 0xffffffffu) { (void)mask; __pycucc_syncwarp(); }
__device__ inline void __syncwarp(int mask) { (void)mask; __pycucc_syncwarp(); }
__device__ inline void __syncwarp(unsigned long mask) { (void)mask; __pycucc_syncwarp(); }
__device__ inline void __syncwarp(unsigned long long mask) { (void)mask; __pycucc_syncwarp(); }

/* CUDA returns `unsigned`: the caller's 32-lane group on wave64 (see the header comment). */
__device__ inline unsigned int __activemask() { return __pycucc_ballot32(1); }
#endif

/* Whole-wave active mask for HIP-style 64-bit code, on every HIP version. */
__device__ inline unsigned long long __pycucc_activemask64() { return __ballot(1); }

/* ---------------------------------------------------------------------------------------------- */
/* Votes                                                                                            */
/* ---------------------------------------------------------------------------------------------- */

__device__ inline unsigned int __ballot_sync(unsigned int mask, int predicate) {
    return __pycucc_ballot32(predicate) & mask;
}
__device__ inline unsigned int __ballot_sync(int mask, int predicate) {
    return __ballot_sync(static_cast<unsigned int>(mask), predicate);
}
__device__ inline int __all_sync(unsigned int mask, int predicate) {
#if PYCUCC_WAVE32
    unsigned int who = __pycucc_ballot32(1) & mask;
    return (__pycucc_ballot32(predicate) & who) == who;
#else
    unsigned long long who = __pycucc_participants(__pycucc_wave_mask(mask));
    return (__ballot(predicate) & who) == who;
#endif
}
__device__ inline int __all_sync(int mask, int predicate) {
    return __all_sync(static_cast<unsigned int>(mask), predicate);
}
__device__ inline int __any_sync(unsigned int mask, int predicate) {
#if PYCUCC_WAVE32
    return (__pycucc_ballot32(predicate) & mask) != 0;
#else
    return (__ballot(predicate) & __pycucc_wave_mask(mask)) != 0;
#endif
}
__device__ inline int __any_sync(int mask, int predicate) {
    return __any_sync(static_cast<unsigned int>(mask), predicate);
}

#if !PYCUCC_HIP_HAS_WARP_SYNC
/* The 64-bit forms, as HIP >= 6.2 declares them: whole wave, 64-bit result. */
template <class M, class = typename std::enable_if<std::is_integral<M>::value && sizeof(M) == 8>::type>
__device__ inline unsigned long long __ballot_sync(M mask, int predicate) {
    return __ballot(predicate) & static_cast<unsigned long long>(mask);
}
template <class M, class = typename std::enable_if<std::is_integral<M>::value && sizeof(M) == 8>::type>
__device__ inline int __all_sync(M mask, int predicate) {
    unsigned long long who = __pycucc_participants(static_cast<unsigned long long>(mask));
    return (__ballot(predicate) & who) == who;
}
template <class M, class = typename std::enable_if<std::is_integral<M>::value && sizeof(M) == 8>::type>
__device__ inline int __any_sync(M mask, int predicate) {
    return (__ballot(predicate) & static_cast<unsigned long long>(mask)) != 0;
}
#endif

/* ---------------------------------------------------------------------------------------------- */
/* Match                                                                                            */
/* ---------------------------------------------------------------------------------------------- */

/* Compares the caller's value with every lane of its 32-lane group in turn.  The loop is uniform (no
   lane skips a shuffle), so each shuffle reads lanes that are executing it; lanes that are not
   participating are then masked out. */
/* Bitwise equality, as CUDA compares: -0.0f and 0.0f differ, a NaN matches the same NaN. */
template <class T>
__device__ inline unsigned long long __pycucc_bits(T value) {
    unsigned long long bits = 0;
    __builtin_memcpy(&bits, &value, sizeof(T));
    return bits;
}

template <class T>
__device__ inline unsigned int __pycucc_match_any32(unsigned int mask, T value) {
    unsigned int who = __pycucc_group_members(mask);
    unsigned int same = 0;
#pragma unroll 4
    for (int lane = 0; lane < 32; ++lane) {
        T other = __pycucc___shfl(value, lane, 32, __pycucc_shfl_raw<T>{});
        same |= static_cast<unsigned int>(__pycucc_bits(other) == __pycucc_bits(value)) << lane;
    }
    return same & who;
}

template <class T>
__device__ inline unsigned int __match_any_sync(unsigned int mask, T value) {
    static_assert(sizeof(T) == 4 || sizeof(T) == 8, "CUDA's __match_any_sync takes 32- or 64-bit values");
    return __pycucc_match_any32(mask, value);
}
template <class T>
__device__ inline unsigned int __match_any_sync(int mask, T value) {
    return __match_any_sync(static_cast<unsigned int>(mask), value);
}

template <class T>
__device__ inline unsigned int __match_all_sync(unsigned int mask, T value, int* pred) {
    static_assert(sizeof(T) == 4 || sizeof(T) == 8, "CUDA's __match_all_sync takes 32- or 64-bit values");
    /* If any two participants differ, every participant misses at least one lane in its match set,
       so each lane reaches the same verdict on its own. */
    bool all_same = __pycucc_match_any32(mask, value) == __pycucc_group_members(mask);
    *pred = all_same;
    return all_same ? mask : 0u;
}
template <class T>
__device__ inline unsigned int __match_all_sync(int mask, T value, int* pred) {
    return __match_all_sync(static_cast<unsigned int>(mask), value, pred);
}

#if !PYCUCC_HIP_HAS_WARP_SYNC
/* 64-bit masks: the whole wave, 64-bit results, as HIP >= 6.2 declares them. */
template <class M, class T, class = typename std::enable_if<std::is_integral<M>::value && sizeof(M) == 8>::type>
__device__ inline unsigned long long __match_any_sync(M mask, T value) {
    static_assert(sizeof(T) == 4 || sizeof(T) == 8, "__match_any_sync takes 32- or 64-bit values");
    unsigned long long who = __pycucc_participants(static_cast<unsigned long long>(mask));
    unsigned long long same = 0;
    for (int lane = 0; lane < PYCUCC_WAVE_LANES; ++lane) {
        T other = __pycucc___shfl(value, lane, PYCUCC_WAVE_LANES, __pycucc_shfl_raw<T>{});
        same |= static_cast<unsigned long long>(__pycucc_bits(other) == __pycucc_bits(value)) << lane;
    }
    return same & who;
}
template <class M, class T, class = typename std::enable_if<std::is_integral<M>::value && sizeof(M) == 8>::type>
__device__ inline unsigned long long __match_all_sync(M mask, T value, int* pred) {
    unsigned long long who = __pycucc_participants(static_cast<unsigned long long>(mask));
    bool all_same = __match_any_sync(mask, value) == who;
    *pred = all_same;
    return all_same ? static_cast<unsigned long long>(mask) : 0ull;
}
#endif

/* ---------------------------------------------------------------------------------------------- */
/* Reductions (CUDA 11, sm_80): add/min/max on unsigned and int, and/or/xor on unsigned             */
/* ---------------------------------------------------------------------------------------------- */

/* Built from one ballot per bit, so lanes outside the mask or inactive never contribute a stale
   register (a shuffle tree would read them) and every step is uniform across the group. */
__device__ inline unsigned int __pycucc_bit_votes(unsigned int value, int bit) {
    return __pycucc_ballot32((value >> bit) & 1u);
}

__device__ inline unsigned int __reduce_add_sync(unsigned int mask, unsigned int value) {
    unsigned int who = __pycucc_group_members(mask);
    unsigned int sum = 0;
    for (int bit = 0; bit < 32; ++bit)
        sum += static_cast<unsigned int>(__builtin_popcount(__pycucc_bit_votes(value, bit) & who)) << bit;
    return sum;
}
__device__ inline int __reduce_add_sync(unsigned int mask, int value) {
    return static_cast<int>(__reduce_add_sync(mask, static_cast<unsigned int>(value)));
}

/* Radix selection from the most significant bit: keep the candidates that have the wanted bit. */
__device__ inline unsigned int __pycucc_select_u32(unsigned int mask, unsigned int value, bool want_max) {
    unsigned int cand = __pycucc_group_members(mask);
    unsigned int result = 0;
    for (int bit = 31; bit >= 0; --bit) {
        unsigned int ones = __pycucc_bit_votes(value, bit) & cand;
        unsigned int zeros = cand & ~ones;
        unsigned int keep = want_max ? ones : zeros;
        bool bit_set = want_max ? (ones != 0u) : (zeros == 0u);
        cand = keep != 0u ? keep : cand;
        result |= static_cast<unsigned int>(bit_set) << bit;
    }
    return result;
}
__device__ inline unsigned int __reduce_min_sync(unsigned int mask, unsigned int value) {
    return __pycucc_select_u32(mask, value, false);
}
__device__ inline unsigned int __reduce_max_sync(unsigned int mask, unsigned int value) {
    return __pycucc_select_u32(mask, value, true);
}
/* Flipping the sign bit maps int order onto unsigned order. */
__device__ inline int __reduce_min_sync(unsigned int mask, int value) {
    return static_cast<int>(__pycucc_select_u32(mask, static_cast<unsigned int>(value) ^ 0x80000000u, false) ^
                            0x80000000u);
}
__device__ inline int __reduce_max_sync(unsigned int mask, int value) {
    return static_cast<int>(__pycucc_select_u32(mask, static_cast<unsigned int>(value) ^ 0x80000000u, true) ^
                            0x80000000u);
}

__device__ inline unsigned int __reduce_and_sync(unsigned int mask, unsigned int value) {
    unsigned int who = __pycucc_group_members(mask);
    unsigned int result = 0;
    for (int bit = 0; bit < 32; ++bit)
        result |= static_cast<unsigned int>((__pycucc_bit_votes(value, bit) & who) == who) << bit;
    return result;
}
__device__ inline unsigned int __reduce_or_sync(unsigned int mask, unsigned int value) {
    unsigned int who = __pycucc_group_members(mask);
    unsigned int result = 0;
    for (int bit = 0; bit < 32; ++bit)
        result |= static_cast<unsigned int>((__pycucc_bit_votes(value, bit) & who) != 0u) << bit;
    return result;
}
__device__ inline unsigned int __reduce_xor_sync(unsigned int mask, unsigned int value) {
    unsigned int who = __pycucc_group_members(mask);
    unsigned int result = 0;
    for (int bit = 0; bit < 32; ++bit)
        result |= static_cast<unsigned int>(__builtin_popcount(__pycucc_bit_votes(value, bit) & who) & 1) << bit;
    return result;
}

#if !PYCUCC_HIP_HAS_WARP_SYNC
/* CUDA has no 64-bit-mask reductions; without this a uint64_t mask would silently narrow to the
   32-bit overloads above and reduce over half a wave64. */
template <class M> struct __pycucc_dependent_false : std::false_type {};
#define PYCUCC_REJECT_WIDE_REDUCE(NAME)                                                            \
    template <class M, class T, class = typename std::enable_if<std::is_integral<M>::value && sizeof(M) == 8>::type> \
    __device__ inline T NAME(M, T value) {                                                         \
        static_assert(__pycucc_dependent_false<M>::value,                                          \
                      #NAME " takes CUDA's 32-bit mask; 64-bit masks need HIP >= 6.2's own builtins"); \
        return value;                                                                              \
    }
PYCUCC_REJECT_WIDE_REDUCE(__reduce_add_sync)
PYCUCC_REJECT_WIDE_REDUCE(__reduce_min_sync)
PYCUCC_REJECT_WIDE_REDUCE(__reduce_max_sync)
PYCUCC_REJECT_WIDE_REDUCE(__reduce_and_sync)
PYCUCC_REJECT_WIDE_REDUCE(__reduce_or_sync)
PYCUCC_REJECT_WIDE_REDUCE(__reduce_xor_sync)
#undef PYCUCC_REJECT_WIDE_REDUCE
#endif

/* ---------------------------------------------------------------------------------------------- */
/* Atomics                                                                                          */
/* ---------------------------------------------------------------------------------------------- */

/* HIP 5.2's atomicInc/atomicDec bind to `llvm.amdgcn.atomic.inc.i32.p0i32` through an asm label, an
   intrinsic name LLVM 17+ no longer has.  The clang builtins compute the same thing as CUDA:
   inc: old >= limit ? 0 : old + 1;  dec: (old == 0 || old > limit) ? limit : old - 1.
   CUDA's plain atomics are relaxed and device-wide, hence "agent" scope. */
__device__ inline unsigned int __pycucc_atomicInc(unsigned int* address, unsigned int limit) {
    return __builtin_amdgcn_atomic_inc32(address, limit, __ATOMIC_RELAXED, "agent");
}
__device__ inline unsigned int __pycucc_atomicDec(unsigned int* address, unsigned int limit) {
    return __builtin_amdgcn_atomic_dec32(address, limit, __ATOMIC_RELAXED, "agent");
}

/* atomicMin/atomicMax on long long (CUDA's sm_32 atomics): HIP 5.2 has them for unsigned long long only; a
   template, so that a HIP with its own keeps it. */
#define PYCUCC_FALLBACK_ATOMIC template <class __PycuccUnused = void> __device__ inline
PYCUCC_FALLBACK_ATOMIC long long atomicMin(long long* address, long long val) {
    return __hip_atomic_fetch_min(address, val, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
PYCUCC_FALLBACK_ATOMIC long long atomicMax(long long* address, long long val) {
    return __hip_atomic_fetch_max(address, val, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
#undef PYCUCC_FALLBACK_ATOMIC

/* A program's own atomicMin/atomicMax (for float or double: CUDA has none, HIP has, so its definition would
   redefine HIP's) goes by these names in every file that sees it (device.rules, `user_overload`); CUDA's own
   overloads are here under the same names, so each call resolves among CUDA's set and the program's, as with
   nvcc, never to an overload only HIP has. */
#define PYCUCC_CUDA_ATOMIC_SET(NAME)                                                               \
    __device__ inline int __pycucc_user_##NAME(int* address, int val) { return NAME(address, val); } \
    __device__ inline unsigned int __pycucc_user_##NAME(unsigned int* address, unsigned int val) {    \
        return NAME(address, val);                                                                 \
    }                                                                                              \
    __device__ inline long long __pycucc_user_##NAME(long long* address, long long val) {          \
        return NAME(address, val);                                                                 \
    }                                                                                              \
    __device__ inline unsigned long long __pycucc_user_##NAME(unsigned long long* address,         \
                                                              unsigned long long val) {            \
        return NAME(address, val);                                                                 \
    }
PYCUCC_CUDA_ATOMIC_SET(atomicMin)
PYCUCC_CUDA_ATOMIC_SET(atomicMax)
#undef PYCUCC_CUDA_ATOMIC_SET

/* atomicAdd on a 2-byte float (cuda_fp16's __half, bfloat16): HIP 5.2 has none.  A 16-bit slot is
   updated through a CAS on its aligned 32-bit word, leaving the neighbouring half untouched.  It is a
   template so that this header does not need hip_fp16.h; a non-template atomicAdd from a newer HIP
   wins over it. */
template <class T, class = typename std::enable_if<__pycucc_is_short_float<T>::value>::type>
__device__ inline T atomicAdd(T* address, T val) {
    unsigned long long addr = reinterpret_cast<unsigned long long>(address);
    unsigned int* word = reinterpret_cast<unsigned int*>(addr & ~3ull);
    unsigned int shift = static_cast<unsigned int>(addr & 2ull) * 8u;
    unsigned int observed = *word;
    unsigned int assumed;
    T old;
    do {
        assumed = observed;
        unsigned short old_bits = static_cast<unsigned short>(assumed >> shift);
        __builtin_memcpy(&old, &old_bits, sizeof(old));
        T sum = static_cast<T>(static_cast<float>(old) + static_cast<float>(val));
        unsigned short new_bits;
        __builtin_memcpy(&new_bits, &sum, sizeof(new_bits));
        unsigned int desired = (assumed & ~(0xffffu << shift)) | (static_cast<unsigned int>(new_bits) << shift);
        observed = atomicCAS(word, assumed, desired);
    } while (observed != assumed);
    return old;
}

/* atomicCAS on an unsigned short (CUDA's sm_70 overload): HIP has none.  The 16-bit slot is compared and
   swapped through a CAS on its aligned 32-bit word, retried while only the neighbouring half changed, so that
   it fails only when the slot itself differs from `compare`, as CUDA's does.  A template, so that a HIP with its
   own non-template overload keeps it. */
template <class __PycuccUnused = void>
__device__ inline unsigned short atomicCAS(unsigned short* address, unsigned short compare, unsigned short val) {
    unsigned long long addr = reinterpret_cast<unsigned long long>(address);
    unsigned int* word = reinterpret_cast<unsigned int*>(addr & ~3ull);
    unsigned int shift = static_cast<unsigned int>(addr & 2ull) * 8u;
    unsigned int mask = 0xffffu << shift;
    unsigned int observed = __hip_atomic_load(word, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
    for (;;) {
        unsigned short current = static_cast<unsigned short>(observed >> shift);
        if (current != compare) return current;
        unsigned int desired = (observed & ~mask) | (static_cast<unsigned int>(val) << shift);
        unsigned int assumed = observed;
        observed = atomicCAS(word, assumed, desired);
        if (observed == assumed) return compare;
    }
}

/* ============================================================================================== */
/* Device API beyond the warp functions (issue 3).  Most of it is written as "fallback templates":  */
/* `template <class = void>` (or a template over the argument type) never beats a non-template with */
/* the same conversions, so a HIP that later gains one of these names keeps its own definition and  */
/* no HIP version has to be guessed.  Where HIP's version number is documented (HIPIFY's tables:    */
/* __hmax/__hmin since 5.5; the bfloat16 API is HIP's from 6.0, see below), the guard uses it.      */
/* ============================================================================================== */
/* CUDA's half and bfloat16 types and what this header adds for them, where the source can name them: pycucc
   defines PYCUCC_HALF_TYPES to 0 for a unit whose CUDA side includes neither cuda_fp16.h nor cuda_bf16.h (nor a
   header that includes them) and whose text names neither (pipeline.half_types), as nvcc declares neither
   type unless one is included; HIP's hip_fp16.h is a fifth of a small kernel's parse. The shuffles, atomics and
   loads above that take 2-byte floating types are templates, which need neither header. */
#ifndef PYCUCC_HALF_TYPES
#  define PYCUCC_HALF_TYPES 1
#endif
#if PYCUCC_HALF_TYPES
#include <hip/hip_fp16.h>
#endif

#define PYCUCC_FALLBACK template <class __PycuccUnused = void> __device__ inline

/* ---------------------------------------------------------------------------------------------- */
/* Integer, bit and timing intrinsics                                                               */
/* ---------------------------------------------------------------------------------------------- */

/* CUDA sleeps "approximately" ns nanoseconds.  s_sleep 1 waits 64 clocks, at least ~30 ns at the
   <= 2.1 GHz shader clocks of current parts, so ns/32 sleeps are never shorter than asked. */
PYCUCC_FALLBACK void __nanosleep(unsigned int ns) {
    for (unsigned int i = 0; i < (ns + 31u) / 32u; ++i) __builtin_amdgcn_s_sleep(1);
}

/* Position of the n-th set bit of mask counting from base (upwards for offset > 0, downwards for
   offset < 0, base itself for offset == 0 when set); 0xffffffff when there is none. */
PYCUCC_FALLBACK unsigned int __fns(unsigned int mask, unsigned int base, int offset) {
    if (offset == 0) return (base < 32u && ((mask >> base) & 1u)) ? base : 0xffffffffu;
    int step = offset > 0 ? 1 : -1;
    int left = offset > 0 ? offset : -offset;
    for (int pos = static_cast<int>(base) + step; pos >= 0 && pos < 32; pos += step)
        if (((mask >> pos) & 1u) && --left == 0) return static_cast<unsigned int>(pos);
    return 0xffffffffu;
}

/* CUDA has one __ffs(int) and one __ffsll(long long), to which a long (int64_t, size_t) converts; HIP
   overloads both on signedness, so a long argument is ambiguous there.  The exact-match forms below take
   CUDA's conversion. */
PYCUCC_FALLBACK int __ffs(long x) { return static_cast<int>(__ffs(static_cast<int>(x))); }
PYCUCC_FALLBACK int __ffs(unsigned long x) { return static_cast<int>(__ffs(static_cast<int>(x))); }
PYCUCC_FALLBACK int __ffs(long long x) { return static_cast<int>(__ffs(static_cast<int>(x))); }
PYCUCC_FALLBACK int __ffs(unsigned long long x) { return static_cast<int>(__ffs(static_cast<int>(x))); }
PYCUCC_FALLBACK int __ffsll(long x) { return static_cast<int>(__ffsll(static_cast<long long>(x))); }
PYCUCC_FALLBACK int __ffsll(unsigned long x) { return static_cast<int>(__ffsll(static_cast<long long>(x))); }

PYCUCC_FALLBACK int __uni_sync(unsigned int mask, int pred) {
    unsigned int who = __pycucc_group_members(mask);
    unsigned int yes = __pycucc_ballot32(pred) & who;
    return yes == 0u || yes == who;
}

/* sm_20_intrinsics.h's bool-typed spellings of the block votes. */
PYCUCC_FALLBACK bool syncthreads_and(bool pred) { return __syncthreads_and(pred) != 0; }
PYCUCC_FALLBACK bool syncthreads_or(bool pred) { return __syncthreads_or(pred) != 0; }
PYCUCC_FALLBACK int syncthreads_count(bool pred) { return __syncthreads_count(pred); }

/* 4-way byte and 2-way halfword dot products with 32-bit accumulate (sm_61). */
template <class T, class = typename std::enable_if<std::is_same<T, int>::value || std::is_same<T, unsigned int>::value>::type>
__device__ inline T __dp4a(T a, T b, T c) {
    typedef typename std::conditional<std::is_same<T, int>::value, signed char, unsigned char>::type B;
    T acc = c;
    for (int i = 0; i < 4; ++i) acc += static_cast<T>(static_cast<B>(a >> (8 * i))) * static_cast<T>(static_cast<B>(b >> (8 * i)));
    return acc;
}
PYCUCC_FALLBACK int __dp4a(char4 a, char4 b, int c) { return c + a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }
PYCUCC_FALLBACK unsigned int __dp4a(uchar4 a, uchar4 b, unsigned int c) {
    return c + a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
}
/* a holds two 16-bit values, b four bytes; _lo uses b's bytes 0-1, _hi bytes 2-3. */
template <class T>
__device__ inline T __pycucc_dp2a(T a, T b, T c, int first_byte) {
    typedef typename std::conditional<std::is_same<T, int>::value, short, unsigned short>::type W;
    typedef typename std::conditional<std::is_same<T, int>::value, signed char, unsigned char>::type B;
    return c + static_cast<T>(static_cast<W>(a)) * static_cast<T>(static_cast<B>(b >> (8 * first_byte)))
             + static_cast<T>(static_cast<W>(a >> 16)) * static_cast<T>(static_cast<B>(b >> (8 * first_byte + 8)));
}
template <class T, class = typename std::enable_if<std::is_same<T, int>::value || std::is_same<T, unsigned int>::value>::type>
__device__ inline T __dp2a_lo(T a, T b, T c) { return __pycucc_dp2a(a, b, c, 0); }
template <class T, class = typename std::enable_if<std::is_same<T, int>::value || std::is_same<T, unsigned int>::value>::type>
__device__ inline T __dp2a_hi(T a, T b, T c) { return __pycucc_dp2a(a, b, c, 2); }

/* Cache-policy loads and stores (sm_32_intrinsics.h), which HIP 5.2 has for __half and __half2 only
   (amd_hip_fp16.h, whose non-template overloads still win for those): the policy is a hint; the value semantics
   are a plain access.  Streaming variants use nontemporal accesses, which is what AMD's hint means, where the
   builtin takes the type (scalars; a struct such as float4 is accessed plainly). */
template <class T> using __pycucc_nt_ok = std::integral_constant<bool, std::is_arithmetic<T>::value || std::is_pointer<T>::value>;
template <class T> __device__ inline T __pycucc_nt_load(const T* p, std::true_type) { return __builtin_nontemporal_load(p); }
template <class T> __device__ inline T __pycucc_nt_load(const T* p, std::false_type) { return *p; }
template <class T> __device__ inline void __pycucc_nt_store(T* p, T v, std::true_type) { __builtin_nontemporal_store(v, p); }
template <class T> __device__ inline void __pycucc_nt_store(T* p, T v, std::false_type) { *p = v; }
template <class T> __device__ inline T __ldca(const T* p) { return *p; }
template <class T> __device__ inline T __ldcg(const T* p) { return *p; }
template <class T> __device__ inline T __ldcs(const T* p) { return __pycucc_nt_load(p, __pycucc_nt_ok<T>()); }
template <class T> __device__ inline T __pycucc_vol_load(const T* p, std::true_type) { return *reinterpret_cast<const volatile T*>(p); }
template <class T> __device__ inline T __pycucc_vol_load(const T* p, std::false_type) { __atomic_signal_fence(__ATOMIC_SEQ_CST); return *p; }
template <class T> __device__ inline void __pycucc_vol_store(T* p, T v, std::true_type) { *reinterpret_cast<volatile T*>(p) = v; }
template <class T> __device__ inline void __pycucc_vol_store(T* p, T v, std::false_type) { *p = v; __atomic_signal_fence(__ATOMIC_SEQ_CST); }
template <class T> __device__ inline T __ldcv(const T* p) { return __pycucc_vol_load(p, __pycucc_nt_ok<T>()); }
template <class T> __device__ inline T __ldlu(const T* p) { return __pycucc_nt_load(p, __pycucc_nt_ok<T>()); }
template <class T> __device__ inline void __stwb(T* p, T v) { *p = v; }
template <class T> __device__ inline void __stcg(T* p, T v) { *p = v; }
template <class T> __device__ inline void __stcs(T* p, T v) { __pycucc_nt_store(p, v, __pycucc_nt_ok<T>()); }
template <class T> __device__ inline void __stwt(T* p, T v) { __pycucc_vol_store(p, v, __pycucc_nt_ok<T>()); }

/* Address-space queries on a generic pointer (shared = LDS, local = private scratch).  The builtins
   exist only in the device pass; the host pass merely type-checks kernel bodies. */
#if defined(__HIP_DEVICE_COMPILE__)
#  define PYCUCC_IS_SHARED(p) __builtin_amdgcn_is_shared(p)
#  define PYCUCC_IS_PRIVATE(p) __builtin_amdgcn_is_private(p)
#else
#  define PYCUCC_IS_SHARED(p) ((void)(p), false)
#  define PYCUCC_IS_PRIVATE(p) ((void)(p), false)
#endif
PYCUCC_FALLBACK unsigned int __isShared(const void* p) { return PYCUCC_IS_SHARED(p); }
PYCUCC_FALLBACK unsigned int __isLocal(const void* p) { return PYCUCC_IS_PRIVATE(p); }
PYCUCC_FALLBACK unsigned int __isGlobal(const void* p) { return !PYCUCC_IS_SHARED(p) && !PYCUCC_IS_PRIVATE(p); }
#undef PYCUCC_IS_SHARED
#undef PYCUCC_IS_PRIVATE

/* Integer min/max of the CUDA 12 math API, host-callable as CUDA declares them (crt/math_functions.h). */
#define PYCUCC_HD_MINMAX template <class __PycuccUnused = void> __host__ __device__ inline
PYCUCC_HD_MINMAX unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
PYCUCC_HD_MINMAX unsigned int umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
PYCUCC_HD_MINMAX long long llmin(long long a, long long b) { return a < b ? a : b; }
PYCUCC_HD_MINMAX long long llmax(long long a, long long b) { return a > b ? a : b; }
PYCUCC_HD_MINMAX unsigned long long ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
PYCUCC_HD_MINMAX unsigned long long ullmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }
#undef PYCUCC_HD_MINMAX

/* The conversions between dim3 and uint3 that CUDA's dim3 has and HIP's lacks, and those of the built-in
   threadIdx/blockIdx/blockDim/gridDim to uint3 (HIP's coordinate objects convert to dim3 only): the
   translation wraps the converted value in these (types.rules, `convert`).  Templates, so that anything
   with x, y and z converts as it would to CUDA's uint3 and dim3. */
template <class V>
__host__ __device__ inline dim3 __pycucc_dim3(const V& v) { return dim3(v.x, v.y, v.z); }
template <class V>
__host__ __device__ inline uint3 __pycucc_uint3(const V& v) { return make_uint3(v.x, v.y, v.z); }

/* min/max: CUDA's overload set (CUDA 13 crt/math_functions.hpp), host and device.  HIP's (clang's
   __clang_hip_math.h/__clang_hip_cmath.h) is device-only apart from int, and has only min(T, T) and a
   template for mixed arguments that computes in double: there min(-1, 5u) is -1.0, in CUDA 5u (a
   mixed signed/unsigned pair compares and returns unsigned), and min(size_t, size_t) does not exist on
   the host.  Each of CUDA's signatures is a fallback template here, so an exact match picks it over
   HIP's templates (it is more specialised), and a non-template of the same signature that a HIP or
   clang version defines keeps precedence.  Arguments that match none of CUDA's signatures exactly
   (short with unsigned, say) still reach HIP's mixed template. */
#define PYCUCC_MINMAX(R, A, B, MIN, MAX)                                                           \
    template <class __PycuccUnused = void> __host__ __device__ inline R min(A a, B b) { return MIN; } \
    template <class __PycuccUnused = void> __host__ __device__ inline R max(A a, B b) { return MAX; }
#define PYCUCC_MINMAX_INT(R, A, B)                                                                 \
    PYCUCC_MINMAX(R, A, B, static_cast<R>(a) < static_cast<R>(b) ? static_cast<R>(a) : static_cast<R>(b), \
                  static_cast<R>(a) > static_cast<R>(b) ? static_cast<R>(a) : static_cast<R>(b))
PYCUCC_MINMAX_INT(int, int, int)
PYCUCC_MINMAX_INT(unsigned int, unsigned int, unsigned int)
PYCUCC_MINMAX_INT(unsigned int, int, unsigned int)
PYCUCC_MINMAX_INT(unsigned int, unsigned int, int)
PYCUCC_MINMAX_INT(long, long, long)
PYCUCC_MINMAX_INT(unsigned long, unsigned long, unsigned long)
PYCUCC_MINMAX_INT(unsigned long, long, unsigned long)
PYCUCC_MINMAX_INT(unsigned long, unsigned long, long)
PYCUCC_MINMAX_INT(long long, long long, long long)
PYCUCC_MINMAX_INT(unsigned long long, unsigned long long, unsigned long long)
PYCUCC_MINMAX_INT(unsigned long long, long long, unsigned long long)
PYCUCC_MINMAX_INT(unsigned long long, unsigned long long, long long)
/* fminf/fmin semantics, as CUDA's: a NaN operand yields the other one. */
PYCUCC_MINMAX(float, float, float, __builtin_fminf(a, b), __builtin_fmaxf(a, b))
PYCUCC_MINMAX(double, double, double, __builtin_fmin(a, b), __builtin_fmax(a, b))
PYCUCC_MINMAX(double, float, double, __builtin_fmin(a, b), __builtin_fmax(a, b))
PYCUCC_MINMAX(double, double, float, __builtin_fmin(a, b), __builtin_fmax(a, b))
#undef PYCUCC_MINMAX_INT
#undef PYCUCC_MINMAX

/* ---------------------------------------------------------------------------------------------- */
/* SIMD within a word (sm_30 video intrinsics) and DPX (sm_90)                                      */
/* ---------------------------------------------------------------------------------------------- */

/* CUDA declares the DPX functions __host__ __device__ and code calls both families from host-side
   reference checks, so these are host-callable too.  Written with plain integer arithmetic on the
   lanes of an unsigned word (no amdgcn builtins), which compiles for every target and on the host;
   clang turns the unrolled lane loops into packed/SDWA instructions where the target has them.
   Semantics, per NVIDIA's CUDA Math API "SIMD Intrinsics" and the PTX ISA (vadd2/vset2/...):
     - lanes are 16-bit (names ending in 2, and _x2) or 8-bit (ending in 4), lane 0 in the low bits;
     - plain add/sub/neg/abs wrap per lane (|-32768| is 0x8000); the ss forms saturate signed, the us
       forms unsigned (a - b clamps at 0);
     - __vavgs rounds half away from zero, __vavgu rounds half up, __vhaddu truncates; all computed
       without intermediate overflow;
     - __vabsdiffs/u store |a - b| of the lane values (it always fits the unsigned lane);
     - __vsads/__vsadu return the plain sum of the per-lane |a - b|, not a packed word;
     - __vcmpXX set a lane to all ones (0xff / 0xffff) where the comparison holds, __vsetXX to 1;
     - DPX: __viaddmax/min add with per-lane wrap-around, then compare; the _relu forms clamp the final
       signed result at 0; __vibmax/__vibmin also report a >= b (max) or a <= b (min) per lane.
   Each is a fallback template (see above), so a HIP that defines one of these names keeps its own. */
#define PYCUCC_HD_FALLBACK template <class __PycuccUnused = void> __host__ __device__ inline

/* One lane of a word cut into W-bit lanes, zero-extended (u*) and sign-extended (s*), with the lane
   type's limits; arithmetic on the int members cannot overflow for W <= 16. */
template <int W> struct __pycucc_lane {
    static constexpr int umax = (1 << W) - 1, smax = (1 << (W - 1)) - 1, smin = -(1 << (W - 1));
    int ua, ub, sa, sb;
    __host__ __device__ __pycucc_lane(unsigned int a, unsigned int b, int i)
        : ua(static_cast<int>((a >> (W * i)) & static_cast<unsigned int>(umax))),
          ub(static_cast<int>((b >> (W * i)) & static_cast<unsigned int>(umax))),
          sa(ua > smax ? ua - umax - 1 : ua), sb(ub > smax ? ub - umax - 1 : ub) {}
};
__host__ __device__ inline int __pycucc_imin(int a, int b) { return a < b ? a : b; }
__host__ __device__ inline int __pycucc_imax(int a, int b) { return a > b ? a : b; }
__host__ __device__ inline int __pycucc_iabs(int a) { return a < 0 ? -a : a; }
__host__ __device__ inline int __pycucc_iclamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
/* Signed average rounded half away from zero: sign(s) * ((|s| + 1) / 2). */
__host__ __device__ inline int __pycucc_avg_away(int s) { return s < 0 ? -((1 - s) / 2) : (s + 1) / 2; }

/* NAME##2 on 16-bit lanes and NAME##4 on 8-bit lanes; EXPR sees a lane `L` (L.ua, L.sa, L.umax...)
   and is stored modulo the lane width. */
#define PYCUCC_SIMD_W(NAME, W, EXPR)                                                              \
    PYCUCC_HD_FALLBACK unsigned int NAME(unsigned int a, unsigned int b) {                        \
        unsigned int r = 0;                                                                        \
        for (int i = 0; i < 32 / W; ++i) {                                                         \
            __pycucc_lane<W> L(a, b, i);                                                           \
            r |= (static_cast<unsigned int>(EXPR) & static_cast<unsigned int>(L.umax)) << (W * i); \
        }                                                                                          \
        return r;                                                                                  \
    }
#define PYCUCC_SIMD(NAME, EXPR) PYCUCC_SIMD_W(NAME##2, 16, EXPR) PYCUCC_SIMD_W(NAME##4, 8, EXPR)
#define PYCUCC_SIMD1(NAME, EXPR)                                                                   \
    PYCUCC_SIMD(__pycucc_##NAME, EXPR)                                                             \
    PYCUCC_HD_FALLBACK unsigned int NAME##2(unsigned int a) { return __pycucc_##NAME##2(a, 0u); }  \
    PYCUCC_HD_FALLBACK unsigned int NAME##4(unsigned int a) { return __pycucc_##NAME##4(a, 0u); }
#define PYCUCC_SIMD_CMP(SUFFIX, COND)                                                              \
    PYCUCC_SIMD(__vcmp##SUFFIX, (COND) ? L.umax : 0) PYCUCC_SIMD(__vset##SUFFIX, (COND) ? 1 : 0)

PYCUCC_SIMD(__vadd, L.ua + L.ub)
PYCUCC_SIMD(__vsub, L.ua - L.ub)
PYCUCC_SIMD(__vaddss, __pycucc_iclamp(L.sa + L.sb, L.smin, L.smax))
PYCUCC_SIMD(__vaddus, __pycucc_imin(L.ua + L.ub, L.umax))
PYCUCC_SIMD(__vsubss, __pycucc_iclamp(L.sa - L.sb, L.smin, L.smax))
PYCUCC_SIMD(__vsubus, __pycucc_imax(L.ua - L.ub, 0))
PYCUCC_SIMD(__vavgs, __pycucc_avg_away(L.sa + L.sb))
PYCUCC_SIMD(__vavgu, (L.ua + L.ub + 1) >> 1)
PYCUCC_SIMD(__vhaddu, (L.ua + L.ub) >> 1)
PYCUCC_SIMD(__vabsdiffs, __pycucc_iabs(L.sa - L.sb))
PYCUCC_SIMD(__vabsdiffu, __pycucc_iabs(L.ua - L.ub))
PYCUCC_SIMD(__vmaxs, __pycucc_imax(L.sa, L.sb))
PYCUCC_SIMD(__vmaxu, __pycucc_imax(L.ua, L.ub))
PYCUCC_SIMD(__vmins, __pycucc_imin(L.sa, L.sb))
PYCUCC_SIMD(__vminu, __pycucc_imin(L.ua, L.ub))
PYCUCC_SIMD_CMP(eq, L.ua == L.ub)
PYCUCC_SIMD_CMP(ne, L.ua != L.ub)
PYCUCC_SIMD_CMP(ges, L.sa >= L.sb)
PYCUCC_SIMD_CMP(geu, L.ua >= L.ub)
PYCUCC_SIMD_CMP(gts, L.sa > L.sb)
PYCUCC_SIMD_CMP(gtu, L.ua > L.ub)
PYCUCC_SIMD_CMP(les, L.sa <= L.sb)
PYCUCC_SIMD_CMP(leu, L.ua <= L.ub)
PYCUCC_SIMD_CMP(lts, L.sa < L.sb)
PYCUCC_SIMD_CMP(ltu, L.ua < L.ub)
/* Unary forms: the second operand is 0. */
PYCUCC_SIMD1(__vabs, __pycucc_iabs(L.sa))
PYCUCC_SIMD1(__vabsss, __pycucc_imin(__pycucc_iabs(L.sa), L.smax))
PYCUCC_SIMD1(__vneg, -L.sa)
PYCUCC_SIMD1(__vnegss, __pycucc_imin(-L.sa, L.smax))

#define PYCUCC_SAD_W(NAME, W, FIELD)                                                               \
    PYCUCC_HD_FALLBACK unsigned int NAME(unsigned int a, unsigned int b) {                        \
        unsigned int sum = 0;                                                                      \
        for (int i = 0; i < 32 / W; ++i) {                                                         \
            __pycucc_lane<W> L(a, b, i);                                                           \
            sum += static_cast<unsigned int>(__pycucc_iabs(L.FIELD##a - L.FIELD##b));              \
        }                                                                                          \
        return sum;                                                                                \
    }
PYCUCC_SAD_W(__vsads2, 16, s) PYCUCC_SAD_W(__vsads4, 8, s)
PYCUCC_SAD_W(__vsadu2, 16, u) PYCUCC_SAD_W(__vsadu4, 8, u)

/* DPX.  32-bit forms on int/unsigned (the add wraps, as the hardware's), 16x2 forms through the lane
   helper with a third operand. */
__host__ __device__ inline int __pycucc_wrap_add(int a, int b) {
    return static_cast<int>(static_cast<unsigned int>(a) + static_cast<unsigned int>(b));
}
#define PYCUCC_DPX32(NAME, T, EXPR) PYCUCC_HD_FALLBACK T NAME(T a, T b, T c) { return EXPR; }
#define PYCUCC_DPX16(NAME, EXPR)                                                                   \
    PYCUCC_HD_FALLBACK unsigned int NAME(unsigned int a, unsigned int b, unsigned int c) {        \
        unsigned int r = 0;                                                                        \
        for (int i = 0; i < 2; ++i) {                                                              \
            __pycucc_lane<16> L(a, b, i), C(c, 0u, i);                                             \
            r |= (static_cast<unsigned int>(EXPR) & 0xffffu) << (16 * i);                         \
        }                                                                                          \
        return r;                                                                                  \
    }
/* (ua + ub) and (sa + sb) wrapped to the 16-bit lane, read back signed or unsigned. */
__host__ __device__ inline int __pycucc_s16(int v) { v &= 0xffff; return v > 0x7fff ? v - 0x10000 : v; }
#define PYCUCC_S_ADD __pycucc_s16(L.sa + L.sb)
#define PYCUCC_U_ADD ((L.ua + L.ub) & 0xffff)

#define PYCUCC_MAX3(x, y, z) (((x) > (y) ? (x) : (y)) > (z) ? ((x) > (y) ? (x) : (y)) : (z))
#define PYCUCC_MIN3(x, y, z) (((x) < (y) ? (x) : (y)) < (z) ? ((x) < (y) ? (x) : (y)) : (z))
PYCUCC_DPX32(__vimax3_s32, int, PYCUCC_MAX3(a, b, c))
PYCUCC_DPX32(__vimax3_u32, unsigned int, PYCUCC_MAX3(a, b, c))
PYCUCC_DPX32(__vimin3_s32, int, PYCUCC_MIN3(a, b, c))
PYCUCC_DPX32(__vimin3_u32, unsigned int, PYCUCC_MIN3(a, b, c))
PYCUCC_DPX32(__vimax3_s32_relu, int, PYCUCC_MAX3(a, b, __pycucc_imax(c, 0)))
PYCUCC_DPX32(__vimin3_s32_relu, int, __pycucc_imax(PYCUCC_MIN3(a, b, c), 0))
PYCUCC_DPX32(__viaddmax_s32, int, __pycucc_imax(__pycucc_wrap_add(a, b), c))
PYCUCC_DPX32(__viaddmin_s32, int, __pycucc_imin(__pycucc_wrap_add(a, b), c))
PYCUCC_DPX32(__viaddmax_u32, unsigned int, a + b > c ? a + b : c)
PYCUCC_DPX32(__viaddmin_u32, unsigned int, a + b < c ? a + b : c)
PYCUCC_DPX32(__viaddmax_s32_relu, int, __pycucc_imax(__pycucc_imax(__pycucc_wrap_add(a, b), c), 0))
PYCUCC_DPX32(__viaddmin_s32_relu, int, __pycucc_imax(__pycucc_imin(__pycucc_wrap_add(a, b), c), 0))
PYCUCC_DPX16(__vimax3_s16x2, PYCUCC_MAX3(L.sa, L.sb, C.sa))
PYCUCC_DPX16(__vimax3_u16x2, PYCUCC_MAX3(L.ua, L.ub, C.ua))
PYCUCC_DPX16(__vimin3_s16x2, PYCUCC_MIN3(L.sa, L.sb, C.sa))
PYCUCC_DPX16(__vimin3_u16x2, PYCUCC_MIN3(L.ua, L.ub, C.ua))
PYCUCC_DPX16(__vimax3_s16x2_relu, PYCUCC_MAX3(L.sa, L.sb, __pycucc_imax(C.sa, 0)))
PYCUCC_DPX16(__vimin3_s16x2_relu, __pycucc_imax(PYCUCC_MIN3(L.sa, L.sb, C.sa), 0))
PYCUCC_DPX16(__viaddmax_s16x2, __pycucc_imax(PYCUCC_S_ADD, C.sa))
PYCUCC_DPX16(__viaddmin_s16x2, __pycucc_imin(PYCUCC_S_ADD, C.sa))
PYCUCC_DPX16(__viaddmax_u16x2, __pycucc_imax(PYCUCC_U_ADD, C.ua))
PYCUCC_DPX16(__viaddmin_u16x2, __pycucc_imin(PYCUCC_U_ADD, C.ua))
PYCUCC_DPX16(__viaddmax_s16x2_relu, __pycucc_imax(__pycucc_imax(PYCUCC_S_ADD, C.sa), 0))
PYCUCC_DPX16(__viaddmin_s16x2_relu, __pycucc_imax(__pycucc_imin(PYCUCC_S_ADD, C.sa), 0))
#undef PYCUCC_MAX3
#undef PYCUCC_MIN3
#undef PYCUCC_S_ADD
#undef PYCUCC_U_ADD
PYCUCC_HD_FALLBACK int __vimax_s32_relu(int a, int b) { return __pycucc_imax(__pycucc_imax(a, b), 0); }
PYCUCC_HD_FALLBACK int __vimin_s32_relu(int a, int b) { return __pycucc_imax(__pycucc_imin(a, b), 0); }
PYCUCC_SIMD_W(__vimax_s16x2_relu, 16, __pycucc_imax(__pycucc_imax(L.sa, L.sb), 0))
PYCUCC_SIMD_W(__vimin_s16x2_relu, 16, __pycucc_imax(__pycucc_imin(L.sa, L.sb), 0))

/* Max/min that also report which operand won (a on ties): *pred = a >= b for max, a <= b for min. */
PYCUCC_HD_FALLBACK int __vibmax_s32(int a, int b, bool* pred) { *pred = a >= b; return a >= b ? a : b; }
PYCUCC_HD_FALLBACK unsigned int __vibmax_u32(unsigned int a, unsigned int b, bool* pred) { *pred = a >= b; return a >= b ? a : b; }
PYCUCC_HD_FALLBACK int __vibmin_s32(int a, int b, bool* pred) { *pred = a <= b; return a <= b ? a : b; }
PYCUCC_HD_FALLBACK unsigned int __vibmin_u32(unsigned int a, unsigned int b, bool* pred) { *pred = a <= b; return a <= b ? a : b; }
#define PYCUCC_VIB16(NAME, FIELD, OP)                                                              \
    PYCUCC_HD_FALLBACK unsigned int NAME(unsigned int a, unsigned int b, bool* pred_hi, bool* pred_lo) { \
        __pycucc_lane<16> lo(a, b, 0), hi(a, b, 1);                                                \
        *pred_lo = lo.FIELD##a OP lo.FIELD##b;                                                     \
        *pred_hi = hi.FIELD##a OP hi.FIELD##b;                                                     \
        return ((*pred_lo ? a : b) & 0xffffu) | ((*pred_hi ? a : b) & 0xffff0000u);                  \
    }
PYCUCC_VIB16(__vibmax_s16x2, s, >=) PYCUCC_VIB16(__vibmax_u16x2, u, >=)
PYCUCC_VIB16(__vibmin_s16x2, s, <=) PYCUCC_VIB16(__vibmin_u16x2, u, <=)
#undef PYCUCC_VIB16
#undef PYCUCC_DPX32
#undef PYCUCC_DPX16
#undef PYCUCC_SAD_W
#undef PYCUCC_SIMD_CMP
#undef PYCUCC_SIMD1
#undef PYCUCC_SIMD
#undef PYCUCC_SIMD_W
#undef PYCUCC_HD_FALLBACK

/* ---------------------------------------------------------------------------------------------- */
/* Scoped atomics: _block (work-group) everywhere, and the _system forms HIP 5.2 lacks              */
/* ---------------------------------------------------------------------------------------------- */

#define PYCUCC_SCOPED_RMW(NAME, BUILTIN, SCOPE)                                                    \
    template <class T, class = typename std::enable_if<std::is_arithmetic<T>::value>::type>       \
    __device__ inline T NAME(T* address, T val) {                                                  \
        return BUILTIN(address, val, __ATOMIC_RELAXED, SCOPE);                                     \
    }
PYCUCC_SCOPED_RMW(atomicAdd_block, __hip_atomic_fetch_add, __HIP_MEMORY_SCOPE_WORKGROUP)
PYCUCC_SCOPED_RMW(atomicSub_block, __hip_atomic_fetch_sub, __HIP_MEMORY_SCOPE_WORKGROUP)
PYCUCC_SCOPED_RMW(atomicExch_block, __hip_atomic_exchange, __HIP_MEMORY_SCOPE_WORKGROUP)
PYCUCC_SCOPED_RMW(atomicMin_block, __hip_atomic_fetch_min, __HIP_MEMORY_SCOPE_WORKGROUP)
PYCUCC_SCOPED_RMW(atomicMax_block, __hip_atomic_fetch_max, __HIP_MEMORY_SCOPE_WORKGROUP)
PYCUCC_SCOPED_RMW(atomicAnd_block, __hip_atomic_fetch_and, __HIP_MEMORY_SCOPE_WORKGROUP)
PYCUCC_SCOPED_RMW(atomicOr_block, __hip_atomic_fetch_or, __HIP_MEMORY_SCOPE_WORKGROUP)
PYCUCC_SCOPED_RMW(atomicXor_block, __hip_atomic_fetch_xor, __HIP_MEMORY_SCOPE_WORKGROUP)
#undef PYCUCC_SCOPED_RMW
template <class T, class = typename std::enable_if<std::is_integral<T>::value>::type>
__device__ inline T atomicCAS_block(T* address, T compare, T val) {
    __hip_atomic_compare_exchange_strong(address, &compare, val, __ATOMIC_RELAXED, __ATOMIC_RELAXED,
                                         __HIP_MEMORY_SCOPE_WORKGROUP);
    return compare;
}
/* Renamed from CUDA's atomicInc_block & co. by the translation, like atomicInc/atomicDec above. */
__device__ inline unsigned int __pycucc_atomicInc_block(unsigned int* address, unsigned int limit) {
    return __builtin_amdgcn_atomic_inc32(address, limit, __ATOMIC_RELAXED, "workgroup");
}
__device__ inline unsigned int __pycucc_atomicDec_block(unsigned int* address, unsigned int limit) {
    return __builtin_amdgcn_atomic_dec32(address, limit, __ATOMIC_RELAXED, "workgroup");
}
__device__ inline unsigned int __pycucc_atomicInc_system(unsigned int* address, unsigned int limit) {
    return __builtin_amdgcn_atomic_inc32(address, limit, __ATOMIC_RELAXED, "");
}
__device__ inline unsigned int __pycucc_atomicDec_system(unsigned int* address, unsigned int limit) {
    return __builtin_amdgcn_atomic_dec32(address, limit, __ATOMIC_RELAXED, "");
}

/* A template's read of .x/.y on an object of a type its parameters decide (`T2 s; s.x`): the member itself for every
   type (a reference to it, as the expression is), CUDA's __half for a __half2 (its overloads, in the half types'
   section below). The translation writes these for any dependent .x/.y (the `field __half2::x` rule's dependent
   form), so they stand outside that section: a unit without the half types uses them too. */
template <class T> __host__ __device__ inline auto __pycucc_member_x(T &&v) -> decltype((static_cast<T &&>(v).x)) {
  return static_cast<T &&>(v).x;
}
template <class T> __host__ __device__ inline auto __pycucc_member_y(T &&v) -> decltype((static_cast<T &&>(v).y)) {
  return static_cast<T &&>(v).y;
}

#if PYCUCC_HALF_TYPES
/* ---------------------------------------------------------------------------------------------- */
/* bfloat16 (cuda_bf16.h; the translation renames __nv_bfloat16 -> __hip_bfloat16)                 */
/* ---------------------------------------------------------------------------------------------- */

/* HIP 5.7's (Debian 13's) hip_bf16.h is a C-like core: a __hip_bfloat16 without conversions or operators, which
   CUDA code uses, and __hadd/__hmul/... defined non-inline, so two -rdc objects that include it do not link
   (duplicate symbols). HIP's own is taken from ROCm 6 on; before, no ROCm header includes hip_bf16.h. */
#if defined(PYCUCC_HIP_HAS_BF16) ? PYCUCC_HIP_HAS_BF16 : (HIP_VERSION >= 60000000)
#include <hip/hip_bf16.h>
#else
/* HIP < 6.0: this __hip_bfloat16 has cuda_bf16.h's conversions and operators; HIP's header is kept out. */
#define HIP_INCLUDE_HIP_HIP_BF16_H
__host__ __device__ inline unsigned int __pycucc_float_bits(float f) {
    unsigned int u; __builtin_memcpy(&u, &f, 4); return u;
}
__host__ __device__ inline unsigned short __pycucc_f2bf(float f, int mode /* 0 rn, 1 rz, 2 ru, 3 rd */) {
    unsigned int u = __pycucc_float_bits(f);
    if ((u & 0x7fffffffu) > 0x7f800000u) return static_cast<unsigned short>((u >> 16) | 0x40u); /* quiet NaN */
    unsigned int rest = u & 0xffffu;
    unsigned int up = 0;
    bool neg = (u >> 31) != 0;
    if (mode == 0) up = rest > 0x8000u || (rest == 0x8000u && ((u >> 16) & 1u));
    else if (mode == 2) up = rest != 0 && !neg;
    else if (mode == 3) up = rest != 0 && neg;
    return static_cast<unsigned short>((u >> 16) + up);
}
struct __hip_bfloat16 {
    unsigned short data;
    __hip_bfloat16() = default;
    __host__ __device__ __hip_bfloat16(float f) : data(__pycucc_f2bf(f, 0)) {}
    __host__ __device__ __hip_bfloat16(double f) : data(__pycucc_f2bf(static_cast<float>(f), 0)) {}
    __host__ __device__ __hip_bfloat16(int i) : data(__pycucc_f2bf(static_cast<float>(i), 0)) {}
    __host__ __device__ __hip_bfloat16(unsigned int i) : data(__pycucc_f2bf(static_cast<float>(i), 0)) {}
    __host__ __device__ operator float() const {
        unsigned int u = static_cast<unsigned int>(data) << 16; float f; __builtin_memcpy(&f, &u, 4); return f;
    }
    __host__ __device__ __hip_bfloat16& operator+=(__hip_bfloat16 o) { return *this = float(*this) + float(o); }
    __host__ __device__ __hip_bfloat16& operator-=(__hip_bfloat16 o) { return *this = float(*this) - float(o); }
    __host__ __device__ __hip_bfloat16& operator*=(__hip_bfloat16 o) { return *this = float(*this) * float(o); }
    __host__ __device__ __hip_bfloat16& operator/=(__hip_bfloat16 o) { return *this = float(*this) / float(o); }
};
struct __hip_bfloat162 {
    __hip_bfloat16 x, y;
    __hip_bfloat162() = default;
    __host__ __device__ __hip_bfloat162(__hip_bfloat16 a, __hip_bfloat16 b) : x(a), y(b) {}
};
__host__ __device__ inline __hip_bfloat16 operator+(__hip_bfloat16 a, __hip_bfloat16 b) { return float(a) + float(b); }
__host__ __device__ inline __hip_bfloat16 operator-(__hip_bfloat16 a, __hip_bfloat16 b) { return float(a) - float(b); }
__host__ __device__ inline __hip_bfloat16 operator*(__hip_bfloat16 a, __hip_bfloat16 b) { return float(a) * float(b); }
__host__ __device__ inline __hip_bfloat16 operator/(__hip_bfloat16 a, __hip_bfloat16 b) { return float(a) / float(b); }
__host__ __device__ inline __hip_bfloat16 operator-(__hip_bfloat16 a) { a.data ^= 0x8000u; return a; }
__host__ __device__ inline __hip_bfloat162 operator+(__hip_bfloat162 a, __hip_bfloat162 b) { return {a.x + b.x, a.y + b.y}; }
__host__ __device__ inline __hip_bfloat162 operator-(__hip_bfloat162 a, __hip_bfloat162 b) { return {a.x - b.x, a.y - b.y}; }
__host__ __device__ inline __hip_bfloat162 operator*(__hip_bfloat162 a, __hip_bfloat162 b) { return {a.x * b.x, a.y * b.y}; }
__host__ __device__ inline __hip_bfloat16 __float2bfloat16(float f) { return f; }
__host__ __device__ inline float __bfloat162float(__hip_bfloat16 h) { return h; }
__host__ __device__ inline __hip_bfloat16 __double2bfloat16(double d) { return static_cast<float>(d); }
__host__ __device__ inline float2 __bfloat1622float2(__hip_bfloat162 h) { return make_float2(h.x, h.y); }
__host__ __device__ inline __hip_bfloat162 __bfloat162bfloat162(__hip_bfloat16 h) { return {h, h}; }
__host__ __device__ inline __hip_bfloat16 __low2bfloat16(__hip_bfloat162 h) { return h.x; }
__host__ __device__ inline __hip_bfloat16 __high2bfloat16(__hip_bfloat162 h) { return h.y; }
__host__ __device__ inline __hip_bfloat162 __lows2bfloat162(__hip_bfloat162 a, __hip_bfloat162 b) { return {a.x, b.x}; }
__host__ __device__ inline __hip_bfloat162 __highs2bfloat162(__hip_bfloat162 a, __hip_bfloat162 b) { return {a.y, b.y}; }
#endif

/* The bfloat16 API past HIP 5.7's core, as fallback templates over the bfloat16 type. */
template <class B> struct __pycucc_is_bf16 : std::is_same<B, __hip_bfloat16> {};
#define PYCUCC_BF template <class B, class = typename std::enable_if<__pycucc_is_bf16<B>::value>::type> __host__ __device__ inline
#define PYCUCC_BF_FROM(TYPE) template <class B = __hip_bfloat16, class = typename std::enable_if<__pycucc_is_bf16<B>::value>::type> __host__ __device__ inline B
__host__ __device__ inline __hip_bfloat16 __pycucc_bf_bits(unsigned short bits) {
    __hip_bfloat16 h; __builtin_memcpy(&h, &bits, 2); return h;
}
__host__ __device__ inline unsigned short __pycucc_bf_raw(__hip_bfloat16 h) {
    unsigned short bits; __builtin_memcpy(&bits, &h, 2); return bits;
}
/* float -> bfloat16 in a directed mode; integers reach float by rounding toward zero and setting
   the sticky bit when inexact ("round to odd"), so the second rounding to bfloat16 is exact. */
__host__ __device__ inline __hip_bfloat16 __pycucc_f2bf_mode(float f, int mode) {
    unsigned int u; __builtin_memcpy(&u, &f, 4);
    if ((u & 0x7fffffffu) > 0x7f800000u) return __pycucc_bf_bits(static_cast<unsigned short>((u >> 16) | 0x40u));
    unsigned int rest = u & 0xffffu;
    bool neg = (u >> 31) != 0;
    unsigned int up = mode == 0 ? (rest > 0x8000u || (rest == 0x8000u && ((u >> 16) & 1u)))
                    : mode == 2 ? (rest != 0 && !neg) : mode == 3 ? (rest != 0 && neg) : 0u;
    return __pycucc_bf_bits(static_cast<unsigned short>((u >> 16) + up));
}
template <class I> __host__ __device__ inline float __pycucc_int_to_float_odd(I v) {
    bool neg = std::is_signed<I>::value && v < static_cast<I>(0);
    unsigned long long m = neg ? 0ull - static_cast<unsigned long long>(v) : static_cast<unsigned long long>(v);
    int shift = 0;
    while ((m >> shift) >= (1ull << 24)) ++shift;
    unsigned long long kept = m >> shift;
    if (shift && (m & ((1ull << shift) - 1ull))) kept |= 1ull;
    float f = static_cast<float>(kept << shift); /* at most 24 significant bits: exact */
    return neg ? -f : f;
}
#define PYCUCC_BF_INT(NAME, I)                                                                     \
    PYCUCC_BF_FROM(I) NAME##_rn(I v) { return __pycucc_f2bf_mode(__pycucc_int_to_float_odd(v), 0); } \
    PYCUCC_BF_FROM(I) NAME##_rz(I v) { return __pycucc_f2bf_mode(__pycucc_int_to_float_odd(v), 1); } \
    PYCUCC_BF_FROM(I) NAME##_ru(I v) { return __pycucc_f2bf_mode(__pycucc_int_to_float_odd(v), 2); } \
    PYCUCC_BF_FROM(I) NAME##_rd(I v) { return __pycucc_f2bf_mode(__pycucc_int_to_float_odd(v), 3); }
PYCUCC_BF_INT(__int2bfloat16, int)
PYCUCC_BF_INT(__uint2bfloat16, unsigned int)
PYCUCC_BF_INT(__short2bfloat16, short)
PYCUCC_BF_INT(__ushort2bfloat16, unsigned short)
PYCUCC_BF_INT(__ll2bfloat16, long long)
PYCUCC_BF_INT(__ull2bfloat16, unsigned long long)
#undef PYCUCC_BF_INT
PYCUCC_BF_FROM(float) __float2bfloat16_rn(float f) { return __pycucc_f2bf_mode(f, 0); }
PYCUCC_BF_FROM(float) __float2bfloat16_rz(float f) { return __pycucc_f2bf_mode(f, 1); }
PYCUCC_BF_FROM(float) __float2bfloat16_ru(float f) { return __pycucc_f2bf_mode(f, 2); }
PYCUCC_BF_FROM(float) __float2bfloat16_rd(float f) { return __pycucc_f2bf_mode(f, 3); }
/* bfloat16 -> integer: the float value is exact, so HIP's float conversions round correctly. */
#define PYCUCC_BF_TO(NAME, I, FROM)                                                                \
    PYCUCC_BF I NAME##_rn(B h) { return static_cast<I>(FROM##_rn(__bfloat162float(h))); }          \
    PYCUCC_BF I NAME##_rz(B h) { return static_cast<I>(FROM##_rz(__bfloat162float(h))); }          \
    PYCUCC_BF I NAME##_ru(B h) { return static_cast<I>(FROM##_ru(__bfloat162float(h))); }          \
    PYCUCC_BF I NAME##_rd(B h) { return static_cast<I>(FROM##_rd(__bfloat162float(h))); }
PYCUCC_BF_TO(__bfloat162int, int, __float2int)
PYCUCC_BF_TO(__bfloat162uint, unsigned int, __float2uint)
PYCUCC_BF_TO(__bfloat162ll, long long, __float2ll)
PYCUCC_BF_TO(__bfloat162ull, unsigned long long, __float2ull)
#undef PYCUCC_BF_TO
template <class I> __device__ inline I __pycucc_sat_int(float f, float lo, float hi) {
    return f != f ? I(0) : f <= lo ? static_cast<I>(lo) : f >= hi ? static_cast<I>(hi) : static_cast<I>(f);
}
#define PYCUCC_BF_TO16(NAME, I, LO, HI)                                                            \
    PYCUCC_BF I NAME##_rn(B h) { return __pycucc_sat_int<I>(__builtin_rintf(__bfloat162float(h)), LO, HI); } \
    PYCUCC_BF I NAME##_rz(B h) { return __pycucc_sat_int<I>(__builtin_truncf(__bfloat162float(h)), LO, HI); } \
    PYCUCC_BF I NAME##_ru(B h) { return __pycucc_sat_int<I>(__builtin_ceilf(__bfloat162float(h)), LO, HI); } \
    PYCUCC_BF I NAME##_rd(B h) { return __pycucc_sat_int<I>(__builtin_floorf(__bfloat162float(h)), LO, HI); }
PYCUCC_BF_TO16(__bfloat162short, short, -32768.0f, 32767.0f)
PYCUCC_BF_TO16(__bfloat162ushort, unsigned short, 0.0f, 65535.0f)
#undef PYCUCC_BF_TO16
PYCUCC_BF signed char __bfloat162char_rz(B h) { return __pycucc_sat_int<signed char>(__builtin_truncf(__bfloat162float(h)), -128.0f, 127.0f); }
PYCUCC_BF unsigned char __bfloat162uchar_rz(B h) { return __pycucc_sat_int<unsigned char>(__builtin_truncf(__bfloat162float(h)), 0.0f, 255.0f); }
PYCUCC_BF short __bfloat16_as_short(B h) { return static_cast<short>(__pycucc_bf_raw(h)); }
PYCUCC_BF unsigned short __bfloat16_as_ushort(B h) { return __pycucc_bf_raw(h); }
PYCUCC_BF_FROM(short) __short_as_bfloat16(short v) { return __pycucc_bf_bits(static_cast<unsigned short>(v)); }
PYCUCC_BF_FROM(unsigned short) __ushort_as_bfloat16(unsigned short v) { return __pycucc_bf_bits(v); }
template <class B2 = __hip_bfloat162> __host__ __device__ inline B2 __float2bfloat162_rn(float f) { return B2{__float2bfloat16(f), __float2bfloat16(f)}; }
template <class B2 = __hip_bfloat162> __host__ __device__ inline B2 __floats2bfloat162_rn(float a, float b) { return B2{__float2bfloat16(a), __float2bfloat16(b)}; }
template <class B2 = __hip_bfloat162> __host__ __device__ inline B2 __float22bfloat162_rn(float2 f) { return B2{__float2bfloat16(f.x), __float2bfloat16(f.y)}; }
template <class B, class B2 = __hip_bfloat162, class = typename std::enable_if<__pycucc_is_bf16<B>::value>::type>
__host__ __device__ inline B2 __halves2bfloat162(B a, B b) { return B2{a, b}; }
template <class B, class B2 = __hip_bfloat162, class = typename std::enable_if<__pycucc_is_bf16<B>::value>::type>
__host__ __device__ inline B2 make_bfloat162(B a, B b) { return B2{a, b}; }
template <class B2, class = typename std::enable_if<std::is_same<B2, __hip_bfloat162>::value>::type>
__host__ __device__ inline B2 __low2bfloat162(B2 h) { return B2{h.x, h.x}; }
template <class B2, class = typename std::enable_if<std::is_same<B2, __hip_bfloat162>::value>::type>
__host__ __device__ inline B2 __high2bfloat162(B2 h) { return B2{h.y, h.y}; }
template <class B2, class = typename std::enable_if<std::is_same<B2, __hip_bfloat162>::value>::type>
__host__ __device__ inline float __low2float(B2 h) { return __bfloat162float(h.x); }
template <class B2, class = typename std::enable_if<std::is_same<B2, __hip_bfloat162>::value>::type>
__host__ __device__ inline float __high2float(B2 h) { return __bfloat162float(h.y); }
#undef PYCUCC_BF
#undef PYCUCC_BF_FROM

/* ---------------------------------------------------------------------------------------------- */
/* The half-precision arithmetic family, for __half and __hip_bfloat16 alike                        */
/* ---------------------------------------------------------------------------------------------- */

__device__ inline float __pycucc_tof(__half h) { return __half2float(h); }
__device__ inline float __pycucc_tof(__hip_bfloat16 h) { return __bfloat162float(h); }
template <class H> __device__ inline H __pycucc_from(float f);
template <> __device__ inline __half __pycucc_from<__half>(float f) { return __float2half(f); }
template <> __device__ inline __hip_bfloat16 __pycucc_from<__hip_bfloat16>(float f) { return __float2bfloat16(f); }
template <class H2> struct __pycucc_pair_of {};
template <> struct __pycucc_pair_of<__half2> { typedef __half type; };
template <> struct __pycucc_pair_of<__hip_bfloat162> { typedef __hip_bfloat16 type; };

/* CUDA's __half2 has __half members x and y (cuda_fp16.h); HIP's (5.2, 5.7) has the halves' bits as unsigned short
   x and y, so `h.x` is a number of another type there: a template argument deduced from it (typeToFloat<unsigned
   short>) or an overload picks another function, and `h.x = a_half` converts the value instead of storing it. The
   `field __half2::x` rule reads the member through these: an lvalue of CUDA's type at the same bytes. */
__host__ __device__ inline __half &__pycucc_half2_x(__half2 &h) { return reinterpret_cast<__half *>(&h)[0]; }
__host__ __device__ inline const __half &__pycucc_half2_x(const __half2 &h) {
  return reinterpret_cast<const __half *>(&h)[0];
}
__host__ __device__ inline __half &__pycucc_half2_y(__half2 &h) { return reinterpret_cast<__half *>(&h)[1]; }
__host__ __device__ inline const __half &__pycucc_half2_y(const __half2 &h) {
  return reinterpret_cast<const __half *>(&h)[1];
}

/* CUDA's __half for a __half2 read through __pycucc_member_x/y (above; these overloads win over the template). */
__host__ __device__ inline __half &__pycucc_member_x(__half2 &h) { return __pycucc_half2_x(h); }
__host__ __device__ inline const __half &__pycucc_member_x(const __half2 &h) { return __pycucc_half2_x(h); }
__host__ __device__ inline __half __pycucc_member_x(__half2 &&h) { return __pycucc_half2_x(h); }
__host__ __device__ inline __half &__pycucc_member_y(__half2 &h) { return __pycucc_half2_y(h); }
__host__ __device__ inline const __half &__pycucc_member_y(const __half2 &h) { return __pycucc_half2_y(h); }
__host__ __device__ inline __half __pycucc_member_y(__half2 &&h) { return __pycucc_half2_y(h); }

/* atomicAdd on a pair (__half2: sm_60, __nv_bfloat162: sm_80), which HIP 5.2 lacks: a CAS loop on the pair's
   32-bit word, each half added in float and rounded once, as CUDA's does per half (the pair is not one atomic
   value in CUDA either: "atomicity of each of the two halves is guaranteed, the pair is not"). */
template <class P, typename std::enable_if<sizeof(typename __pycucc_pair_of<P>::type) == 2, int>::type = 0>
__device__ inline P atomicAdd(P* address, P val) {
    typedef typename __pycucc_pair_of<P>::type H;
    unsigned int* word = reinterpret_cast<unsigned int*>(address);
    unsigned int observed = *word, assumed;
    H add[2];
    __builtin_memcpy(add, &val, sizeof(add));
    do {
        assumed = observed;
        H lanes[2];
        __builtin_memcpy(lanes, &assumed, sizeof(lanes));
        for (int i = 0; i < 2; ++i) lanes[i] = H(static_cast<float>(lanes[i]) + static_cast<float>(add[i]));
        unsigned int desired;
        __builtin_memcpy(&desired, lanes, sizeof(desired));
        observed = atomicCAS(word, assumed, desired);
    } while (observed != assumed);
    P old;
    __builtin_memcpy(&old, &assumed, sizeof(old));
    return old;
}
__device__ inline __half __pycucc_lo(__half2 h) { return __low2half(h); }
__device__ inline __half __pycucc_hi(__half2 h) { return __high2half(h); }
__device__ inline __hip_bfloat16 __pycucc_lo(__hip_bfloat162 h) { return h.x; }
__device__ inline __hip_bfloat16 __pycucc_hi(__hip_bfloat162 h) { return h.y; }
__device__ inline __half2 __pycucc_join(__half a, __half b) { return __halves2half2(a, b); }
__device__ inline __hip_bfloat162 __pycucc_join(__hip_bfloat16 a, __hip_bfloat16 b) { return __hip_bfloat162{a, b}; }

template <class H> struct __pycucc_is_h : std::integral_constant<bool, std::is_same<H, __half>::value ||
                                                                          std::is_same<H, __hip_bfloat16>::value> {};
#define PYCUCC_H template <class H, class = typename std::enable_if<__pycucc_is_h<H>::value>::type> __device__ inline
#define PYCUCC_H2 template <class H2, class H = typename __pycucc_pair_of<H2>::type> __device__ inline
#define PYCUCC_F(x) __pycucc_tof(x)
#define PYCUCC_TO(f) __pycucc_from<H>(f)

__device__ inline float __pycucc_sat01(float f) { return f != f ? 0.0f : f < 0.0f ? 0.0f : f > 1.0f ? 1.0f : f; }
__device__ inline float __pycucc_relu(float f) { return f != f ? f : f < 0.0f ? 0.0f : f; }
__device__ inline float __pycucc_max_nan(float a, float b) { return (a != a || b != b) ? __builtin_nanf("") : (a > b ? a : b); }
__device__ inline float __pycucc_min_nan(float a, float b) { return (a != a || b != b) ? __builtin_nanf("") : (a < b ? a : b); }

/* Scalar: name, float expression over a and b. The _rn forms only forbid contraction into an FMA,
   which a separate rounding per operation already guarantees here. */
#define PYCUCC_HBIN(NAME, EXPR)                                                                    \
    PYCUCC_H H NAME(H x, H y) { float a = PYCUCC_F(x), b = PYCUCC_F(y); return PYCUCC_TO(EXPR); }  \
    PYCUCC_H2 H2 NAME##2(H2 x, H2 y) { return __pycucc_join(NAME(__pycucc_lo(x), __pycucc_lo(y)),  \
                                                            NAME(__pycucc_hi(x), __pycucc_hi(y))); }
PYCUCC_HBIN(__hadd, a + b) PYCUCC_HBIN(__hsub, a - b) PYCUCC_HBIN(__hmul, a * b)
PYCUCC_HBIN(__hadd_sat, __pycucc_sat01(a + b)) PYCUCC_HBIN(__hsub_sat, __pycucc_sat01(a - b))
PYCUCC_HBIN(__hmul_sat, __pycucc_sat01(a * b))
PYCUCC_HBIN(__hmax, __builtin_fmaxf(a, b)) PYCUCC_HBIN(__hmin, __builtin_fminf(a, b))
#undef PYCUCC_HBIN
#define PYCUCC_HBIN_RN(NAME, NAME2, EXPR)                                                          \
    PYCUCC_H H NAME(H x, H y) { float a = PYCUCC_F(x), b = PYCUCC_F(y); return PYCUCC_TO(EXPR); }  \
    PYCUCC_H2 H2 NAME2(H2 x, H2 y) { return __pycucc_join(NAME(__pycucc_lo(x), __pycucc_lo(y)),    \
                                                          NAME(__pycucc_hi(x), __pycucc_hi(y))); }
PYCUCC_HBIN_RN(__hadd_rn, __hadd2_rn, a + b) PYCUCC_HBIN_RN(__hsub_rn, __hsub2_rn, a - b)
PYCUCC_HBIN_RN(__hmul_rn, __hmul2_rn, a * b) PYCUCC_HBIN_RN(__hdiv, __h2div, a / b)
PYCUCC_HBIN_RN(__hmax_nan, __hmax2_nan, __pycucc_max_nan(a, b))
PYCUCC_HBIN_RN(__hmin_nan, __hmin2_nan, __pycucc_min_nan(a, b))
#undef PYCUCC_HBIN_RN
PYCUCC_H H __hfma(H x, H y, H z) { return PYCUCC_TO(__builtin_fmaf(PYCUCC_F(x), PYCUCC_F(y), PYCUCC_F(z))); }
PYCUCC_H H __hfma_sat(H x, H y, H z) { return PYCUCC_TO(__pycucc_sat01(__builtin_fmaf(PYCUCC_F(x), PYCUCC_F(y), PYCUCC_F(z)))); }
PYCUCC_H H __hfma_relu(H x, H y, H z) { return PYCUCC_TO(__pycucc_relu(__builtin_fmaf(PYCUCC_F(x), PYCUCC_F(y), PYCUCC_F(z)))); }
#define PYCUCC_HFMA2(NAME, ONE)                                                                    \
    PYCUCC_H2 H2 NAME(H2 x, H2 y, H2 z) {                                                          \
        return __pycucc_join(ONE(__pycucc_lo(x), __pycucc_lo(y), __pycucc_lo(z)),                  \
                             ONE(__pycucc_hi(x), __pycucc_hi(y), __pycucc_hi(z)));                 \
    }
PYCUCC_HFMA2(__hfma2, __hfma) PYCUCC_HFMA2(__hfma2_sat, __hfma_sat) PYCUCC_HFMA2(__hfma2_relu, __hfma_relu)
#undef PYCUCC_HFMA2
/* Complex multiply-add: (a.lo + i a.hi) * (b.lo + i b.hi) + c. */
PYCUCC_H2 H2 __hcmadd(H2 a, H2 b, H2 c) {
    float ar = PYCUCC_F(__pycucc_lo(a)), ai = PYCUCC_F(__pycucc_hi(a));
    float br = PYCUCC_F(__pycucc_lo(b)), bi = PYCUCC_F(__pycucc_hi(b));
    return __pycucc_join(PYCUCC_TO(__builtin_fmaf(ar, br, __builtin_fmaf(-ai, bi, PYCUCC_F(__pycucc_lo(c))))),
                         PYCUCC_TO(__builtin_fmaf(ar, bi, __builtin_fmaf(ai, br, PYCUCC_F(__pycucc_hi(c))))));
}
PYCUCC_H H __hneg(H x) { return PYCUCC_TO(-PYCUCC_F(x)); }
PYCUCC_H H __habs(H x) { return PYCUCC_TO(__builtin_fabsf(PYCUCC_F(x))); }
PYCUCC_H2 H2 __hneg2(H2 x) { return __pycucc_join(__hneg(__pycucc_lo(x)), __hneg(__pycucc_hi(x))); }
PYCUCC_H2 H2 __habs2(H2 x) { return __pycucc_join(__habs(__pycucc_lo(x)), __habs(__pycucc_hi(x))); }
PYCUCC_H2 H2 __lowhigh2highlow(H2 x) { return __pycucc_join(__pycucc_hi(x), __pycucc_lo(x)); }

/* Comparisons: ordered (false on NaN) and unordered (true on NaN); pair forms as 1.0/0.0 lanes,
   as a bool over both lanes (__hb*2), and as 0xffff lane masks (_mask). */
#define PYCUCC_HCMP(NAME, EXPR)                                                                    \
    PYCUCC_H bool NAME(H x, H y) { float a = PYCUCC_F(x), b = PYCUCC_F(y); return EXPR; }           \
    PYCUCC_H2 H2 NAME##2(H2 x, H2 y) {                                                             \
        return __pycucc_join(PYCUCC_TO(NAME(__pycucc_lo(x), __pycucc_lo(y)) ? 1.0f : 0.0f),        \
                             PYCUCC_TO(NAME(__pycucc_hi(x), __pycucc_hi(y)) ? 1.0f : 0.0f));       \
    }                                                                                              \
    PYCUCC_H2 unsigned int NAME##2_mask(H2 x, H2 y) {                                              \
        return (NAME(__pycucc_lo(x), __pycucc_lo(y)) ? 0xffffu : 0u) |                             \
               (NAME(__pycucc_hi(x), __pycucc_hi(y)) ? 0xffff0000u : 0u);                          \
    }
#define PYCUCC_HB2(NAME, ONE)                                                                      \
    PYCUCC_H2 bool NAME(H2 x, H2 y) { return ONE(__pycucc_lo(x), __pycucc_lo(y)) && ONE(__pycucc_hi(x), __pycucc_hi(y)); }
PYCUCC_HCMP(__heq, a == b) PYCUCC_HCMP(__hne, a < b || a > b) PYCUCC_HCMP(__hle, a <= b)
PYCUCC_HCMP(__hge, a >= b) PYCUCC_HCMP(__hlt, a < b) PYCUCC_HCMP(__hgt, a > b)
PYCUCC_HCMP(__hequ, !(a < b || a > b)) PYCUCC_HCMP(__hneu, a != b) PYCUCC_HCMP(__hleu, !(a > b))
PYCUCC_HCMP(__hgeu, !(a < b)) PYCUCC_HCMP(__hltu, !(a >= b)) PYCUCC_HCMP(__hgtu, !(a <= b))
PYCUCC_HB2(__hbeq2, __heq) PYCUCC_HB2(__hbne2, __hne) PYCUCC_HB2(__hble2, __hle) PYCUCC_HB2(__hbge2, __hge)
PYCUCC_HB2(__hblt2, __hlt) PYCUCC_HB2(__hbgt2, __hgt) PYCUCC_HB2(__hbequ2, __hequ) PYCUCC_HB2(__hbneu2, __hneu)
PYCUCC_HB2(__hbleu2, __hleu) PYCUCC_HB2(__hbgeu2, __hgeu) PYCUCC_HB2(__hbltu2, __hltu) PYCUCC_HB2(__hbgtu2, __hgtu)
#undef PYCUCC_HCMP
#undef PYCUCC_HB2
PYCUCC_H int __hisinf(H x) { float a = PYCUCC_F(x); return __builtin_isinf(a) ? (a < 0 ? -1 : 1) : 0; }
PYCUCC_H bool __hisnan(H x) { return __builtin_isnan(PYCUCC_F(x)); }
PYCUCC_H2 H2 __hisnan2(H2 x) {
    return __pycucc_join(PYCUCC_TO(__hisnan(__pycucc_lo(x)) ? 1.0f : 0.0f), PYCUCC_TO(__hisnan(__pycucc_hi(x)) ? 1.0f : 0.0f));
}

/* Elementary functions, evaluated in float and rounded once. */
#define PYCUCC_HFN(NAME, NAME2, EXPR)                                                              \
    PYCUCC_H H NAME(H x) { float a = PYCUCC_F(x); return PYCUCC_TO(EXPR); }                        \
    PYCUCC_H2 H2 NAME2(H2 x) { return __pycucc_join(NAME(__pycucc_lo(x)), NAME(__pycucc_hi(x))); }
PYCUCC_HFN(hsqrt, h2sqrt, __builtin_sqrtf(a)) PYCUCC_HFN(hrsqrt, h2rsqrt, 1.0f / __builtin_sqrtf(a))
PYCUCC_HFN(hrcp, h2rcp, 1.0f / a) PYCUCC_HFN(hexp, h2exp, __expf(a)) PYCUCC_HFN(hexp2, h2exp2, __builtin_exp2f(a))
PYCUCC_HFN(hexp10, h2exp10, __exp10f(a)) PYCUCC_HFN(hlog, h2log, __logf(a)) PYCUCC_HFN(hlog2, h2log2, __log2f(a))
PYCUCC_HFN(hlog10, h2log10, __log10f(a)) PYCUCC_HFN(hsin, h2sin, __sinf(a)) PYCUCC_HFN(hcos, h2cos, __cosf(a))
PYCUCC_HFN(htanh, h2tanh, tanhf(a)) PYCUCC_HFN(htanh_approx, h2tanh_approx, tanhf(a))
PYCUCC_HFN(hceil, h2ceil, __builtin_ceilf(a)) PYCUCC_HFN(hfloor, h2floor, __builtin_floorf(a))
PYCUCC_HFN(hrint, h2rint, __builtin_rintf(a)) PYCUCC_HFN(htrunc, h2trunc, __builtin_truncf(a))
#undef PYCUCC_HFN

/* __half and __half2 arithmetic in host code (CPU reference checks): CUDA's operators (cuda_fp16.hpp) are
   __host__ __device__, HIP 5.2's are __device__ members and friends.  These host-side templates (computing in
   float and rounding once, as CUDA's host path does) never compete with HIP's in device code, and yield to a
   HIP whose own operators are host-callable. */
#define PYCUCC_HOST_H(T) template <class H, typename std::enable_if<std::is_same<H, T>::value, int>::type = 0> __host__ inline
__host__ inline float __pycucc_host_lane(const __half2& h, int i) {
    unsigned short bits[2];
    __builtin_memcpy(bits, &h, sizeof(bits));
    __half_raw r;
    r.x = bits[i];
    return static_cast<float>(__half(r));
}
#define PYCUCC_HOST_HALF_BIN(OP)                                                                   \
    PYCUCC_HOST_H(__half) H operator OP(const H& a, const H& b) {                                 \
        return H(static_cast<float>(a) OP static_cast<float>(b));                                  \
    }                                                                                              \
    PYCUCC_HOST_H(__half) H& operator OP##=(H& a, const H& b) { return a = a OP b; }               \
    PYCUCC_HOST_H(__half2) H operator OP(const H& a, const H& b) {                                \
        return H(__half(__pycucc_host_lane(a, 0) OP __pycucc_host_lane(b, 0)),                     \
                 __half(__pycucc_host_lane(a, 1) OP __pycucc_host_lane(b, 1)));                    \
    }                                                                                              \
    PYCUCC_HOST_H(__half2) H& operator OP##=(H& a, const H& b) { return a = a OP b; }
PYCUCC_HOST_HALF_BIN(+) PYCUCC_HOST_HALF_BIN(-) PYCUCC_HOST_HALF_BIN(*) PYCUCC_HOST_HALF_BIN(/)
#undef PYCUCC_HOST_HALF_BIN
#define PYCUCC_HOST_HALF_CMP(OP)                                                                   \
    PYCUCC_HOST_H(__half) bool operator OP(const H& a, const H& b) {                              \
        return static_cast<float>(a) OP static_cast<float>(b);                                     \
    }                                                                                              \
    PYCUCC_HOST_H(__half2) bool operator OP(const H& a, const H& b) {                             \
        return __pycucc_host_lane(a, 0) OP __pycucc_host_lane(b, 0) &&                             \
               __pycucc_host_lane(a, 1) OP __pycucc_host_lane(b, 1);                               \
    }
PYCUCC_HOST_HALF_CMP(==) PYCUCC_HOST_HALF_CMP(<) PYCUCC_HOST_HALF_CMP(>) PYCUCC_HOST_HALF_CMP(<=)
PYCUCC_HOST_HALF_CMP(>=)
#undef PYCUCC_HOST_HALF_CMP
/* CUDA's != is unordered (__hneu: true when either is NaN), as float's != is. */
PYCUCC_HOST_H(__half) bool operator!=(const H& a, const H& b) { return static_cast<float>(a) != static_cast<float>(b); }
PYCUCC_HOST_H(__half2) bool operator!=(const H& a, const H& b) {
    return __pycucc_host_lane(a, 0) != __pycucc_host_lane(b, 0) && __pycucc_host_lane(a, 1) != __pycucc_host_lane(b, 1);
}
PYCUCC_HOST_H(__half) H operator-(const H& a) { return H(-static_cast<float>(a)); }
PYCUCC_HOST_H(__half) H operator+(const H& a) { return a; }
PYCUCC_HOST_H(__half2) H operator-(const H& a) { return H(__half(-__pycucc_host_lane(a, 0)), __half(-__pycucc_host_lane(a, 1))); }
PYCUCC_HOST_H(__half2) H operator+(const H& a) { return a; }
PYCUCC_HOST_H(__half) H& operator++(H& a) { return a += H(1.0f); }
PYCUCC_HOST_H(__half) H& operator--(H& a) { return a -= H(1.0f); }
PYCUCC_HOST_H(__half) H operator++(H& a, int) { H old = a; a += H(1.0f); return old; }
PYCUCC_HOST_H(__half) H operator--(H& a, int) { H old = a; a -= H(1.0f); return old; }
#undef PYCUCC_HOST_H

/* Half conversions HIP 5.2 lacks. */
PYCUCC_FALLBACK __half __double2half(double d) { return __float2half(static_cast<float>(d)); }
PYCUCC_FALLBACK signed char __half2char_rz(__half h) { return __pycucc_sat_int<signed char>(__builtin_truncf(__half2float(h)), -128.0f, 127.0f); }
PYCUCC_FALLBACK unsigned char __half2uchar_rz(__half h) { return __pycucc_sat_int<unsigned char>(__builtin_truncf(__half2float(h)), 0.0f, 255.0f); }
PYCUCC_FALLBACK __half2 make_half2(__half x, __half y) { return __halves2half2(x, y); }

#undef PYCUCC_H
#undef PYCUCC_H2
#undef PYCUCC_F
#undef PYCUCC_TO
#endif /* PYCUCC_HALF_TYPES */

/* ---------------------------------------------------------------------------------------------- */
/* cooperative_groups::reduce (CUDA 11; HIP has it only from ROCm 7.13, per ROCm/HIPIFY#2597)        */
/* ---------------------------------------------------------------------------------------------- */
#ifndef PYCUCC_HIP_HAS_CG_REDUCE
#  define PYCUCC_HIP_HAS_CG_REDUCE (HIP_VERSION >= 71300000)
#endif
namespace cooperative_groups {
class coalesced_group;
/* The second type, named so that it depends on the first: what names coalesced_group is looked up where a template is
   used (after the user's include of the cooperative groups header), not here where the class is incomplete. */
template <class G, class T> struct __pycucc_dependent { typedef T type; };
template <class Group> struct __pycucc_is_coalesced
    : std::is_base_of<typename __pycucc_dependent<Group, coalesced_group>::type, Group> {};
}  // namespace cooperative_groups
#if !PYCUCC_HIP_HAS_CG_REDUCE
namespace cooperative_groups {
template <class T> struct plus { __device__ T operator()(T a, T b) const { return a + b; } };
template <class T> struct less { __device__ T operator()(T a, T b) const { return b < a ? b : a; } };
template <class T> struct greater { __device__ T operator()(T a, T b) const { return a < b ? b : a; } };
template <class T> struct bit_and { __device__ T operator()(T a, T b) const { return a & b; } };
template <class T> struct bit_or { __device__ T operator()(T a, T b) const { return a | b; } };
template <class T> struct bit_xor { __device__ T operator()(T a, T b) const { return a ^ b; } };
/* A thread_block_tile (a power-of-two size within one wave): a butterfly over its lanes, after which every member
   holds the reduction of all members, as in CUDA. */
template <class Group, class T, class Op>
__device__ inline T __pycucc_reduce(const Group& group, T value, Op op, std::false_type) {
    for (unsigned int offset = group.size() / 2; offset > 0; offset /= 2)
        value = op(value, group.shfl_xor(value, offset));
    return value;
}
/* A coalesced_group (any size, its lanes anywhere in the wave; HIP's has no shfl_xor): rank r gathers ranks
   [r, r + 2d) at step d, rank 0 ends with all, and every member receives rank 0's. */
template <class Group, class T, class Op>
__device__ inline T __pycucc_reduce(const Group& group, T value, Op op, std::true_type) {
    const unsigned int rank = group.thread_rank(), size = group.size();
    for (unsigned int offset = 1; offset < size; offset *= 2) {
        T other = group.shfl_down(value, offset);
        if (rank + offset < size)
            value = op(value, other);
    }
    return group.shfl(value, 0);
}
template <class Group, class T, class Op>
__device__ inline T reduce(const Group& group, T value, Op op) {
    return __pycucc_reduce(group, value, op, __pycucc_is_coalesced<Group>{});
}
}  // namespace cooperative_groups
#endif

/* ---------------------------------------------------------------------------------------------- */
/* cooperative_groups::inclusive_scan and exclusive_scan over a tile or a coalesced_group (CUDA 11;  */
/* HIP has them from ROCm 7.14, per the rules' advice before): Hillis-Steele with the group's        */
/* shfl_up, combining as CUDA does, op(own, lower) (cooperative_groups/details/coalesced_scan.h).   */
/* exclusive_scan gives rank 0 a value-initialised T, as CUDA's does.                               */
/* ---------------------------------------------------------------------------------------------- */
#ifndef PYCUCC_HIP_HAS_CG_SCAN
#  define PYCUCC_HIP_HAS_CG_SCAN (HIP_VERSION >= 71400000)
#endif
#if !PYCUCC_HIP_HAS_CG_SCAN
namespace cooperative_groups {
template <class Group, class T, class Op>
__device__ inline T inclusive_scan(const Group& group, T value, Op op) {
    const unsigned int rank = group.thread_rank();
    for (unsigned int offset = 1; offset < group.size(); offset *= 2) {
        T lower = group.shfl_up(value, offset);
        if (offset <= rank)
            value = op(value, lower);
    }
    return value;
}
template <class Group, class T>
__device__ inline T inclusive_scan(const Group& group, T value) { return inclusive_scan(group, value, plus<T>()); }
template <class Group, class T, class Op>
__device__ inline T exclusive_scan(const Group& group, T value, Op op) {
    T lower = group.shfl_up(inclusive_scan(group, value, op), 1);
    return group.thread_rank() == 0 ? T() : lower;
}
template <class Group, class T>
__device__ inline T exclusive_scan(const Group& group, T value) { return exclusive_scan(group, value, plus<T>()); }
}  // namespace cooperative_groups
#endif

/* ---------------------------------------------------------------------------------------------- */
/* cooperative_groups::binary_partition and labeled_partition (CUDA 11; ROCm 6's HIP has them, HIP    */
/* 5.7's does not), invoke_one and invoke_one_broadcast (CUDA 12; no HIP yet). A partition is a       */
/* coalesced_group of the parent's lanes with the same label, as in CUDA; its meta_group_rank() and   */
/* meta_group_size() are not recorded (HIP 5's coalesced_group has neither).                          */
/* ---------------------------------------------------------------------------------------------- */
#ifndef PYCUCC_HIP_HAS_CG_PARTITION
#  define PYCUCC_HIP_HAS_CG_PARTITION (HIP_VERSION_MAJOR >= 6)
#endif
#ifndef PYCUCC_HIP_HAS_CG_INVOKE_ONE
#  define PYCUCC_HIP_HAS_CG_INVOKE_ONE 0
#endif
namespace cooperative_groups {
#if !PYCUCC_HIP_HAS_CG_PARTITION
/* HIP's coalesced_group is made from a wave mask by its protected constructor, and keeps the mask in a protected
   member: a class derived from it may call the one and form a pointer to the other (C++ [class.protected]). */
template <class Group> struct __pycucc_lanes_of : Group {
    __device__ explicit __pycucc_lanes_of(unsigned long long mask) : Group(mask) {}
    __device__ static unsigned long long of(const Group& group) {
        return static_cast<unsigned long long>((group.*(&__pycucc_lanes_of::coalesced_info)).member_mask);
    }
};
/* The parent's lanes as a wave mask: a coalesced_group's own; a thread_block_tile's, its size() lanes from the
   wave's lane (tile rank) 0 (HIP's tiles are consecutive lanes of the wave), less those that have exited. */
template <class Group>
__device__ inline unsigned long long __pycucc_parent_lanes(const Group& group, std::true_type) {
    return __pycucc_lanes_of<typename __pycucc_dependent<Group, coalesced_group>::type>::of(group);
}
template <class Group>
__device__ inline unsigned long long __pycucc_parent_lanes(const Group& group, std::false_type) {
    const unsigned int size = group.size();
    const unsigned long long span = size >= 64 ? ~0ull : (1ull << size) - 1;
    return (span << (__lane_id() & ~(size - 1))) & __ballot(1);
}
template <class Group>
__device__ inline typename __pycucc_dependent<Group, coalesced_group>::type
binary_partition(const Group& parent, bool pred) {
    const unsigned long long lanes = __pycucc_parent_lanes(parent, __pycucc_is_coalesced<Group>{});
    const unsigned long long set = __ballot(pred) & lanes;
    return __pycucc_lanes_of<typename __pycucc_dependent<Group, coalesced_group>::type>(pred ? set : lanes & ~set);
}
/* Every member compares its label with each member's in turn (both words of a 64-bit label): the members of one
   parent run the same iterations together, so the lane read is always executing. */
template <class Group, class Label>
__device__ inline typename __pycucc_dependent<Group, coalesced_group>::type
labeled_partition(const Group& parent, Label label) {
    static_assert(std::is_integral<Label>::value || std::is_pointer<Label>::value,
                  "labeled_partition's label must be an integral or pointer type");
    const unsigned long long lanes = __pycucc_parent_lanes(parent, __pycucc_is_coalesced<Group>{});
    const unsigned long long key = (unsigned long long)label;
    const int lo = static_cast<int>(key), hi = static_cast<int>(key >> 32);
    unsigned long long same = 0;
    for (unsigned long long rest = lanes; rest != 0; rest &= rest - 1) {
        const int lane = __builtin_ctzll(rest);
        const int their_lo = __builtin_amdgcn_ds_bpermute(lane << 2, lo);
        const int their_hi = __builtin_amdgcn_ds_bpermute(lane << 2, hi);
        if (their_lo == lo && their_hi == hi)
            same |= 1ull << lane;
    }
    return __pycucc_lanes_of<typename __pycucc_dependent<Group, coalesced_group>::type>(same);
}
#endif
#if !PYCUCC_HIP_HAS_CG_INVOKE_ONE
/* CUDA lets the implementation pick the thread; this picks rank 0. */
template <class Group, class Fn, class... Args>
__device__ inline void invoke_one(const Group& group, Fn&& fn, Args&&... args) {
    if (group.thread_rank() == 0)
        static_cast<Fn&&>(fn)(static_cast<Args&&>(args)...);
}
template <class Group, class Fn, class... Args>
__device__ inline auto invoke_one_broadcast(const Group& group, Fn&& fn, Args&&... args)
    -> typename std::remove_cv<typename std::remove_reference<decltype(static_cast<Fn&&>(fn)(static_cast<Args&&>(args)...))>::type>::type {
    typename std::remove_cv<typename std::remove_reference<decltype(static_cast<Fn&&>(fn)(
        static_cast<Args&&>(args)...))>::type>::type result{};
    if (group.thread_rank() == 0)
        result = static_cast<Fn&&>(fn)(static_cast<Args&&>(args)...);
    return group.shfl(result, 0);
}
#endif
}  // namespace cooperative_groups

/* ---------------------------------------------------------------------------------------------- */
/* cooperative_groups::memcpy_async, wait and wait_prior (CUDA 11's asynchronous group copy, usually   */
/* global memory to __shared__): HIP's cooperative groups (to ROCm 6) have none.  Here the group       */
/* copies at once, each member a strided share, and wait/wait_prior sync the group.  CUDA guarantees   */
/* the copy complete and visible to the whole group only after the wait (the destination may not be    */
/* read or the source written before it), which a copy finished earlier and the same sync give too:    */
/* what the program computes is the same; the copy's latency is just not hidden behind other work.     */
/* ---------------------------------------------------------------------------------------------- */
#ifndef PYCUCC_HIP_HAS_CG_MEMCPY_ASYNC
#  define PYCUCC_HIP_HAS_CG_MEMCPY_ASYNC 0
#endif
#if !PYCUCC_HIP_HAS_CG_MEMCPY_ASYNC
namespace cooperative_groups {
template <class Group>
__device__ inline void __pycucc_group_copy(const Group& group, void* dst, const void* src, size_t bytes) {
    const size_t rank = group.thread_rank(), size = group.size();
    if ((((size_t)dst | (size_t)src | bytes) & 15) == 0) {  /* the widest loads the pointers allow */
        for (size_t i = rank; i < bytes / 16; i += size)
            ((uint4*)dst)[i] = ((const uint4*)src)[i];
    } else if ((((size_t)dst | (size_t)src | bytes) & 3) == 0) {
        for (size_t i = rank; i < bytes / 4; i += size)
            ((unsigned int*)dst)[i] = ((const unsigned int*)src)[i];
    } else {
        for (size_t i = rank; i < bytes; i += size)
            ((unsigned char*)dst)[i] = ((const unsigned char*)src)[i];
    }
}
/* CUDA's two forms: a count of bytes, and element counts of the destination and the source (the smaller is
   copied). */
template <class Group, class T>
__device__ inline void memcpy_async(const Group& group, T* dst, const T* src, size_t bytes) {
    __pycucc_group_copy(group, (void*)dst, (const void*)src, bytes);
}
template <class Group, class T>
__device__ inline void memcpy_async(const Group& group, T* dst, size_t dst_count, const T* src, size_t src_count) {
    __pycucc_group_copy(group, (void*)dst, (const void*)src, (dst_count < src_count ? dst_count : src_count) * sizeof(T));
}
template <class Group>
__device__ inline void wait(const Group& group) { group.sync(); }
template <unsigned int Stage, class Group>
__device__ inline void wait_prior(const Group& group) { group.sync(); }
}  // namespace cooperative_groups
#endif

/* ---------------------------------------------------------------------------------------------- */
/* The asynchronous-copy primitives of cuda_pipeline_primitives.h (sm_80's cp.async; HIP has none): */
/* each copy happens at once, so the thread's commits have nothing to batch and every wait finds    */
/* its copies done, as CUDA promises after __pipeline_wait_prior; other threads see them after a    */
/* __syncthreads(), as in CUDA. size_and_align is 4, 8 or 16 bytes; the last zfill of them are       */
/* zeros instead of the source's (CUDA's pipeline_memcpy_async<size, size - zfill>).                */
/* ---------------------------------------------------------------------------------------------- */
#ifndef PYCUCC_HIP_HAS_PIPELINE_PRIMITIVES
#  define PYCUCC_HIP_HAS_PIPELINE_PRIMITIVES 0
#endif
#if !PYCUCC_HIP_HAS_PIPELINE_PRIMITIVES
__device__ inline void __pipeline_memcpy_async(void* __restrict__ dst_shared, const void* __restrict__ src_global,
                                               size_t size_and_align, size_t zfill = 0) {
    unsigned char* dst = static_cast<unsigned char*>(dst_shared);
    const unsigned char* src = static_cast<const unsigned char*>(src_global);
    if (zfill == 0 && size_and_align == 16) {
        *reinterpret_cast<uint4*>(dst) = *reinterpret_cast<const uint4*>(src);
    } else if (zfill == 0 && size_and_align == 8) {
        *reinterpret_cast<uint2*>(dst) = *reinterpret_cast<const uint2*>(src);
    } else if (zfill == 0 && size_and_align == 4) {
        *reinterpret_cast<unsigned int*>(dst) = *reinterpret_cast<const unsigned int*>(src);
    } else {
        const size_t copied = zfill < size_and_align ? size_and_align - zfill : 0;
        for (size_t i = 0; i < size_and_align; ++i)
            dst[i] = i < copied ? src[i] : 0;
    }
}
__device__ inline void __pipeline_commit() {}
__device__ inline void __pipeline_wait_prior(size_t) {}
#endif

/* thread_block_tile::meta_group_size()/meta_group_rank() (CUDA 11), which HIP's tiles lack: the translation
   calls these on the tile (cooperative_groups.rules, `member`).  HIP's tiles do not record their parent and
   number their lanes within the thread block, so these count the block's tiles of the tile's size. */
template <class Tile> __device__ inline unsigned long long __pycucc_meta_group_size(const Tile& tile) {
    unsigned long long threads = static_cast<unsigned long long>(blockDim.x) * blockDim.y * blockDim.z;
    return (threads + tile.size() - 1) / tile.size();
}
template <class Tile> __device__ inline unsigned long long __pycucc_meta_group_rank(const Tile& tile) {
    unsigned long long rank = threadIdx.x + static_cast<unsigned long long>(blockDim.x) *
                                                (threadIdx.y + static_cast<unsigned long long>(blockDim.y) * threadIdx.z);
    return rank / tile.size();
}

/* coalesced_threads() (the translation calls this, cooperative_groups.rules): in the 32-lane model the active lanes
   of the caller's half of the wave, where HIP's takes the whole wave's exec mask.  HIP's coalesced_group is built
   from a lane mask by its protected constructor; a template, so that the group's class is complete (the user's
   include of the cooperative groups header) where it is used. */
namespace cooperative_groups {
class coalesced_group;
template <class Group = coalesced_group> __device__ inline Group __pycucc_coalesced_threads() {
    struct lanes : Group {
        __device__ explicit lanes(unsigned long long mask) : Group(mask) {}
    };
#if PYCUCC_HALF_WAVE_WARPS
    return lanes(__ballot(1) & (0xffffffffull << (__lane_id() & 32u)));
#else
    return lanes(__ballot(1));
#endif
}
}  // namespace cooperative_groups


/* cudaDeviceProp with the members HIP's hipDeviceProp_t lacks, and the cudaGetDeviceProperties that fills them
   (generated from types.rules; a build against HIP before 6.0 keeps both CUDA names, types.rules: older=keep) */
#include "pycucc_device_prop.h"

/* HIP's hipError_t is [[nodiscard]] from C++17 on (hip_runtime_api.h, __HIP_NODISCARD), CUDA's cudaError_t is not:
   an unchecked cudaFree would warn where nvcc says nothing.  pycucc compiles with -Wno-unused-result, but a user's
   -Wall or -Xcompiler -Wall, which come later on the line, turn the warning back on; the pragma holds for the
   rest of the translation unit whatever the command line says (clang's "Controlling Diagnostics via Pragmas"). */
#pragma clang diagnostic ignored "-Wunused-result"

/* ---------------------------------------------------------------------------------------------- */
/* The surface functions' boundary mode (CUDA: surf2Dread(&v, s, x, y, cudaBoundaryModeClamp), its last  */
/* argument, defaulted to cudaBoundaryModeTrap; CUDA Runtime API, "Surface Object API").  HIP 5.2 takes it */
/* and ignores it (amd_detail/amd_surface_functions.h: the body never reads boundaryMode); HIP 5.7 (Debian  */
/* 13) takes it on surf1Dread only, so every other call that passes one is "no matching function".  These   */
/* take it and call HIP's form without it, which is what HIP 5.2 computes.  Only an enumerator binds here    */
/* (M an enum): on a HIP that takes an int it is an exact match against HIP's conversion, so no call is     */
/* ambiguous, and a plain int still goes to HIP's own.                                                      */
/* ---------------------------------------------------------------------------------------------- */
#define PYCUCC_SURF_MODE(name, D, ...)                                                                  \
    template <class T, class M, typename std::enable_if<std::is_enum<M>::value, int>::type = 0>         \
    static __device__ inline void name(D data, hipSurfaceObject_t surfObj, __VA_ARGS__, M) {           \
        PYCUCC_SURF_CALL_##name;                                                                       \
    }
#define PYCUCC_SURF_CALL_surf1Dwrite surf1Dwrite(data, surfObj, x)
#define PYCUCC_SURF_CALL_surf2Dread surf2Dread(data, surfObj, x, y)
#define PYCUCC_SURF_CALL_surf2Dwrite surf2Dwrite(data, surfObj, x, y)
#define PYCUCC_SURF_CALL_surf3Dread surf3Dread(data, surfObj, x, y, z)
#define PYCUCC_SURF_CALL_surf3Dwrite surf3Dwrite(data, surfObj, x, y, z)
#define PYCUCC_SURF_CALL_surf1DLayeredread surf1DLayeredread(data, surfObj, x, layer)
#define PYCUCC_SURF_CALL_surf1DLayeredwrite surf1DLayeredwrite(data, surfObj, x, layer)
#define PYCUCC_SURF_CALL_surf2DLayeredread surf2DLayeredread(data, surfObj, x, y, layer)
#define PYCUCC_SURF_CALL_surf2DLayeredwrite surf2DLayeredwrite(data, surfObj, x, y, layer)
#define PYCUCC_SURF_CALL_surfCubemapread surfCubemapread(data, surfObj, x, y, face)
#define PYCUCC_SURF_CALL_surfCubemapwrite surfCubemapwrite(data, surfObj, x, y, face)
#define PYCUCC_SURF_CALL_surfCubemapLayeredread surfCubemapLayeredread(data, surfObj, x, y, face, layer)
#define PYCUCC_SURF_CALL_surfCubemapLayeredwrite surfCubemapLayeredwrite(data, surfObj, x, y, face, layer)
PYCUCC_SURF_MODE(surf1Dwrite, T, int x)
PYCUCC_SURF_MODE(surf2Dread, T*, int x, int y)
PYCUCC_SURF_MODE(surf2Dwrite, T, int x, int y)
PYCUCC_SURF_MODE(surf3Dread, T*, int x, int y, int z)
PYCUCC_SURF_MODE(surf3Dwrite, T, int x, int y, int z)
PYCUCC_SURF_MODE(surf1DLayeredread, T*, int x, int layer)
PYCUCC_SURF_MODE(surf1DLayeredwrite, T, int x, int layer)
PYCUCC_SURF_MODE(surf2DLayeredread, T*, int x, int y, int layer)
PYCUCC_SURF_MODE(surf2DLayeredwrite, T, int x, int y, int layer)
PYCUCC_SURF_MODE(surfCubemapread, T*, int x, int y, int face)
PYCUCC_SURF_MODE(surfCubemapwrite, T, int x, int y, int face)
PYCUCC_SURF_MODE(surfCubemapLayeredread, T*, int x, int y, int face, int layer)
PYCUCC_SURF_MODE(surfCubemapLayeredwrite, T*, int x, int y, int face, int layer)
#undef PYCUCC_SURF_MODE
#undef PYCUCC_SURF_CALL_surf1Dwrite
#undef PYCUCC_SURF_CALL_surf2Dread
#undef PYCUCC_SURF_CALL_surf2Dwrite
#undef PYCUCC_SURF_CALL_surf3Dread
#undef PYCUCC_SURF_CALL_surf3Dwrite
#undef PYCUCC_SURF_CALL_surf1DLayeredread
#undef PYCUCC_SURF_CALL_surf1DLayeredwrite
#undef PYCUCC_SURF_CALL_surf2DLayeredread
#undef PYCUCC_SURF_CALL_surf2DLayeredwrite
#undef PYCUCC_SURF_CALL_surfCubemapread
#undef PYCUCC_SURF_CALL_surfCubemapwrite
#undef PYCUCC_SURF_CALL_surfCubemapLayeredread
#undef PYCUCC_SURF_CALL_surfCubemapLayeredwrite

/* ============================================================================================== */
/* cudaGraphExecUpdate's CUDA 12 form (and cuGraphExecUpdate's, the driver's only one since CUDA 12) reports into  */
/* a cudaGraphExecUpdateResultInfo (driver_types.h: result, errorNode, errorFromNode); HIP's hipGraphExecUpdate    */
/* takes CUDA 11's error node and result apart, and no HIP has the struct.  The translation calls this with the  */
/* three arguments (runtime.rules, driver.rules).  HIP reports no edge, so errorFromNode is null.  CUDA's names  */
/* are macros, which the translation knows pycucc_compat.h for (translate/names.py).                          */
/* ============================================================================================== */
typedef struct __pycucc_graph_exec_update_result_info {
    hipGraphExecUpdateResult result;
    hipGraphNode_t errorNode;
    hipGraphNode_t errorFromNode;
} __pycucc_graph_exec_update_result_info;
#define cudaGraphExecUpdateResultInfo_st __pycucc_graph_exec_update_result_info
#define cudaGraphExecUpdateResultInfo __pycucc_graph_exec_update_result_info
static inline hipError_t __pycucc_graph_exec_update(hipGraphExec_t exec, hipGraph_t graph,
                                                    cudaGraphExecUpdateResultInfo* info) {
    hipGraphNode_t node = nullptr;
    hipGraphExecUpdateResult result = hipGraphExecUpdateSuccess;
    hipError_t err = hipGraphExecUpdate(exec, graph, &node, &result);
    if (info != nullptr) {
        info->result = result;
        info->errorNode = node;
        info->errorFromNode = nullptr;
    }
    return err;
}

/* ============================================================================================== */
/* printf("%u", threadIdx.x) in device code.  CUDA's threadIdx.x is an unsigned int; HIP 5's is an object that  */
/* converts to one (amd_hip_runtime.h, __HIP_Coordinates<F>::__X), and clang lowers a device printf of scalar  */
/* arguments only ("cannot compile this non-scalar arg to printf yet").  This overload takes the calls with     */
/* such an argument, a class object that converts to unsigned int, and passes each argument's value (unary +:  */
/* the conversion, and the promotions the ellipsis applies anyway); a call of scalars never sees it.           */
/* ============================================================================================== */
template <class T> struct __pycucc_printf_object
    : std::integral_constant<bool, std::is_class<T>::value && std::is_convertible<const T&, unsigned int>::value> {};
template <class... A> struct __pycucc_any_printf_object : std::false_type {};
template <class H, class... T> struct __pycucc_any_printf_object<H, T...>
    : std::integral_constant<bool, __pycucc_printf_object<H>::value || __pycucc_any_printf_object<T...>::value> {};
template <class... A, typename std::enable_if<__pycucc_any_printf_object<A...>::value, int>::type = 0>
__device__ inline int printf(const char* format, const A&... args) { return printf(format, +args...); }

/* ============================================================================================== */
/* cudaLaunchKernelEx / cudaLaunchKernelExC (CUDA 11.8), which HIP has from 7.0 (runtime.rules: older=keep).  The */
/* configuration's grid, block, dynamic shared memory and stream launch the kernel.  Of its attributes (CUDA's    */
/* cudaLaunchAttributeID values), a cooperative launch goes through hipLaunchCooperativeKernel; those that leave */
/* what the kernel computes unchanged are ignored (the access-policy window, synchronization and cluster-        */
/* scheduling policies, programmatic stream serialization, which only allows an overlap, priority, memory-sync   */
/* domains, the preferred cluster size and shared-memory carveout, NVLink scheduling); a programmatic or launch- */
/* completion event is recorded after the kernel in its stream, later than CUDA would, never earlier; clusters   */
/* larger than one block and anything else are hipErrorNotSupported, as CUDA answers on a GPU without them.      */
/* Templates over the configuration's type, which pycucc declares as CUDA does where the HIP lacks it.           */
/* ============================================================================================== */
#if HIP_VERSION_MAJOR < 7 && defined(__cplusplus)
template <class __PycuccConfig>
static inline hipError_t cudaLaunchKernelExC(const __PycuccConfig* config, const void* func, void** args) {
    bool cooperative = false;
    hipEvent_t after[2] = {nullptr, nullptr};
    unsigned int after_flags[2] = {0u, 0u};
    for (unsigned int i = 0; config->attrs != nullptr && i < config->numAttrs; ++i) {
        const auto& a = config->attrs[i];
        switch (static_cast<int>(a.id)) {
        case 0: case 1: case 3: case 5: case 6: case 8: case 9: case 10: case 11: case 14: case 16:
            break;
        case 2:
            cooperative = a.val.cooperative != 0;
            break;
        case 4:
            if (a.val.clusterDim.x * a.val.clusterDim.y * a.val.clusterDim.z > 1u) return hipErrorNotSupported;
            break;
        case 7:
            after[0] = a.val.programmaticEvent.event;
            after_flags[0] = static_cast<unsigned int>(a.val.programmaticEvent.flags);
            break;
        case 12:
            after[1] = a.val.launchCompletionEvent.event;
            after_flags[1] = static_cast<unsigned int>(a.val.launchCompletionEvent.flags);
            break;
        case 13:
            if (a.val.deviceUpdatableKernelNode.deviceUpdatable != 0) return hipErrorNotSupported;
            break;
        default:
            return hipErrorNotSupported;
        }
    }
    hipError_t err = cooperative
        ? hipLaunchCooperativeKernel(func, config->gridDim, config->blockDim, args,
                                     static_cast<unsigned int>(config->dynamicSmemBytes), config->stream)
        : hipLaunchKernel(func, config->gridDim, config->blockDim, args, config->dynamicSmemBytes, config->stream);
    for (int e = 0; e < 2 && err == hipSuccess; ++e) {
        if (after[e] != nullptr) err = hipEventRecord(after[e], config->stream);
        (void)after_flags[e];
    }
    return err;
}

template <class __PycuccConfig, class... __PycuccParams, class... __PycuccArgs>
static inline hipError_t cudaLaunchKernelEx(const __PycuccConfig* config, void (*kernel)(__PycuccParams...),
                                            __PycuccArgs&&... args) {
    /* each argument converted to the kernel's parameter type, as a call would, and passed by address */
    return [&](__PycuccParams... converted) {
        void* pointers[] = {static_cast<void*>(&converted)..., nullptr};
        return cudaLaunchKernelExC(config, reinterpret_cast<const void*>(kernel), pointers);
    }(static_cast<__PycuccArgs&&>(args)...);
}
#endif

#endif /* __cplusplus */

#endif /* PYCUCC_COMPAT_H */
