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
 *   atomicAdd for 2-byte floating types (__half, bfloat16) through a 32-bit CAS loop
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
 * Masks and wave size (the choice made here)
 * ------------------------------------------
 * CUDA warps have 32 lanes and masks are 32-bit `unsigned`.  gfx10/11/12 run wave32 by default, where
 * a 32-bit mask names exactly the lanes of the wave and every function below has CUDA's semantics.
 * gfx9 (gfx90a, gfx942) is wave64 only; there a 32-bit mask cannot name all 64 lanes.  The choice:
 *   - Votes, matches and reductions with a 32-bit mask treat each half of a wave64 (lanes 0-31 and
 *     32-63) as one CUDA warp: the mask's bit i names lane i of the caller's own half, and
 *     __ballot_sync/__activemask return that half's 32 bits as the `unsigned` CUDA code expects.
 *     Warp-aggregation idioms written for 32 lanes (`lane = threadIdx.x & 31`, `if (lane == 0)
 *     atomicAdd(..., __popc(ballot))`) then count every lane exactly once.  Returning the low 32 bits
 *     to all 64 lanes instead would make lanes 32-63 act on lanes 0-31's data.
 *   - A 64-bit mask (unsigned long long, uint64_t) means the whole wave, as in HIP.
 *   - Shuffles ignore the mask (a wave executes in lockstep, so every lane named in a mask is
 *     converged by construction) and default `width` to warpSize, the hardware wave size, exactly
 *     like HIP's __shfl*: loops written as `for (o = warpSize/2; o > 0; o /= 2)` reduce the whole
 *     wave.  Code that hard-codes 32 lanes and relies on the shuffle staying inside them should pass
 *     width 32 (or be built for a wave32 target); pycucc warns when a 32-bit mask meets a wave64
 *     target.
 * References: CUDA C++ Programming Guide, "Warp Vote Functions", "Warp Match Functions", "Warp Reduce
 * Functions", "Warp Shuffle Functions"; HIP docs, "Warp cross-lane functions" (64-bit masks, wave64).
 *
 * Everything here is __device__ and visible in the host pass too, because the host pass still
 * type-checks kernel bodies; the amdgcn builtins are only code-generated in the device pass.
 */
#ifndef PYCUCC_COMPAT_H
#define PYCUCC_COMPAT_H

#include <hip/hip_runtime.h>
#include <hip/hip_version.h>
#include <type_traits>

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

/* Bits [0, 32) of a wave-wide lane mask as seen by the caller's 32-lane group: the whole mask on
   wave32, the caller's half on wave64.  (__lane_id() & 32) is 0 for every lane of a wave32. */
__device__ inline unsigned __pycucc_own_half(unsigned long long wave_bits) {
    return static_cast<unsigned>(wave_bits >> (__lane_id() & 32u));
}

/* The lanes a mask names, as a wave-wide 64-bit set: a 32-bit mask is placed over the caller's half
   (see the header comment); a 64-bit mask already is wave-wide. */
__device__ inline unsigned long long __pycucc_wave_mask(unsigned mask32) {
    return static_cast<unsigned long long>(mask32) << (__lane_id() & 32u);
}

/* Lanes that are executing this call and are named by the mask.  Lanes named by the mask that have
   exited (a partial last warp, an early return) are left out, as CUDA leaves out exited threads. */
__device__ inline unsigned long long __pycucc_participants(unsigned long long wave_mask) {
    return __ballot(1) & wave_mask;
}

__device__ inline unsigned int __pycucc_group_members(unsigned int mask) {
    return __pycucc_own_half(__pycucc_participants(__pycucc_wave_mask(mask)));
}

template <class T> struct __pycucc_is_short_float
    : std::integral_constant<bool, sizeof(T) == 2 && !std::is_integral<T>::value &&
                                       std::is_trivially_copyable<T>::value> {};

/* Shuffles on 2-byte floating types (__half, bfloat16) move the raw bits through the int overload;
   everything else goes to HIP's own overloads (int, unsigned, long, unsigned long, long long,
   unsigned long long, float, double; narrower integers promote to int). */
#define PYCUCC_DEFINE_SHFL_IMPL(NAME, LANE_T)                                                      \
    template <class T>                                                                             \
    __device__ inline T __pycucc_##NAME(T var, LANE_T lane, int width, std::false_type) {          \
        return static_cast<T>(NAME(var, lane, width));                                             \
    }                                                                                              \
    template <class T>                                                                             \
    __device__ inline T __pycucc_##NAME(T var, LANE_T lane, int width, std::true_type) {           \
        unsigned short bits;                                                                       \
        __builtin_memcpy(&bits, &var, sizeof(bits));                                               \
        int moved = NAME(static_cast<int>(bits), lane, width);                                     \
        bits = static_cast<unsigned short>(moved);                                                 \
        T out;                                                                                     \
        __builtin_memcpy(&out, &bits, sizeof(out));                                                \
        return out;                                                                                \
    }

PYCUCC_DEFINE_SHFL_IMPL(__shfl, int)
PYCUCC_DEFINE_SHFL_IMPL(__shfl_up, unsigned int)
PYCUCC_DEFINE_SHFL_IMPL(__shfl_down, unsigned int)
PYCUCC_DEFINE_SHFL_IMPL(__shfl_xor, int)
#undef PYCUCC_DEFINE_SHFL_IMPL

/* ---------------------------------------------------------------------------------------------- */
/* Shuffles                                                                                         */
/* ---------------------------------------------------------------------------------------------- */

/* One definition per mask type.  MASK_T = unsigned / int are CUDA's masks and are always defined;
   the generic 64-bit form only when HIP lacks its own (see the header comment). */
#define PYCUCC_DEFINE_SHFL_SYNC(NAME, LANE_T, MASK_T)                                             \
    template <class T>                                                                             \
    __device__ inline T NAME##_sync(MASK_T mask, T var, LANE_T lane, int width = warpSize) {       \
        (void)mask;                                                                                \
        return __pycucc_##NAME(var, lane, width, __pycucc_is_short_float<T>{});                   \
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
    __device__ inline T NAME##_sync(M mask, T var, LANE_T lane, int width = warpSize) {            \
        static_assert(std::is_integral<M>::value, "warp mask must be an integer");                 \
        (void)mask;                                                                                \
        return __pycucc_##NAME(var, lane, width, __pycucc_is_short_float<T>{});                   \
    }
PYCUCC_DEFINE_SHFL_SYNC_WIDE(__shfl, int)
PYCUCC_DEFINE_SHFL_SYNC_WIDE(__shfl_up, unsigned int)
PYCUCC_DEFINE_SHFL_SYNC_WIDE(__shfl_down, unsigned int)
PYCUCC_DEFINE_SHFL_SYNC_WIDE(__shfl_xor, int)
#undef PYCUCC_DEFINE_SHFL_SYNC_WIDE
#endif

#undef PYCUCC_DEFINE_SHFL_SYNC_ALL
#undef PYCUCC_DEFINE_SHFL_SYNC

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
__device__ inline unsigned int __activemask() { return __pycucc_own_half(__ballot(1)); }
#endif

/* Whole-wave active mask for HIP-style 64-bit code, on every HIP version. */
__device__ inline unsigned long long __pycucc_activemask64() { return __ballot(1); }

/* ---------------------------------------------------------------------------------------------- */
/* Votes                                                                                            */
/* ---------------------------------------------------------------------------------------------- */

__device__ inline unsigned int __ballot_sync(unsigned int mask, int predicate) {
    return __pycucc_own_half(__ballot(predicate)) & mask;
}
__device__ inline unsigned int __ballot_sync(int mask, int predicate) {
    return __ballot_sync(static_cast<unsigned int>(mask), predicate);
}
__device__ inline int __all_sync(unsigned int mask, int predicate) {
    unsigned long long who = __pycucc_participants(__pycucc_wave_mask(mask));
    return (__ballot(predicate) & who) == who;
}
__device__ inline int __all_sync(int mask, int predicate) {
    return __all_sync(static_cast<unsigned int>(mask), predicate);
}
__device__ inline int __any_sync(unsigned int mask, int predicate) {
    return (__ballot(predicate) & __pycucc_wave_mask(mask)) != 0;
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
        T other = __pycucc___shfl(value, lane, 32, __pycucc_is_short_float<T>{});
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
    for (int lane = 0; lane < warpSize; ++lane) {
        T other = __pycucc___shfl(value, lane, warpSize, __pycucc_is_short_float<T>{});
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
    return __pycucc_own_half(__ballot((value >> bit) & 1u));
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

#endif /* PYCUCC_COMPAT_H */
