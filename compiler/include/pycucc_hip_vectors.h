/*
 * pycucc_hip_vectors.h - HIP's headers with CUDA's vector types (pycucc_cuda_vectors.h).
 *
 * HIP's own headers are built on their vector types (texture and surface functions construct
 * `float4(x, y, z, w).data`, ockl_image.h takes float4::Native_vec_).  So HIP's types are defined
 * under other names while HIP's headers are read (__pycucc_hip_float4 is HIP_vector_type<float, 4>),
 * and CUDA's plain structs take the CUDA names.  What of HIP's API takes or returns a vector type gets
 * an overload in CUDA's types here: __ldg, the texture object fetches (value and pointer forms, the
 * gradients), the surface reads and writes, and
 * hipCreateChannelDesc<T>().  Headers read later (hip_fp16.h, hip_complex.h, rocRAND, rocPRIM) see
 * CUDA's types, as with nvcc.
 *
 * A translated tree (pycucc translate) includes hip_runtime.h first and so keeps HIP's vector types: it
 * is HIP code, to be compiled with other HIP code that uses them.
 *
 * The includer names the HIP header: PYCUCC_HIP_HEADER, <hip/hip_runtime.h> (pycucc's compile) or
 * <hip/hip_runtime_api.h> (a host compiler, from the toolkit's headers).
 */
#ifndef PYCUCC_HIP_VECTORS_H
#define PYCUCC_HIP_VECTORS_H

#ifndef PYCUCC_HIP_HEADER
#define PYCUCC_HIP_HEADER <hip/hip_runtime.h>
#endif

/* HIP's vector types are already in (HIP code that includes hip_runtime.h before pycucc_compat.h, as a
 * translated tree does): they keep the CUDA names, and nothing of this header but the aligned 4-vectors
 * HIP lacks applies. */
#if defined(HIP_INCLUDE_HIP_AMD_DETAIL_HIP_VECTOR_TYPES_H)
#define PYCUCC_HIP_OWN_VECTORS 1
#include PYCUCC_HIP_HEADER
#include "pycucc_cuda_vectors.h"
#else

/* ------------------------------------------------------------ HIP's headers, HIP's vector types renamed */
#include "pycucc_hide_vectors.h"

#include PYCUCC_HIP_HEADER
#include "pycucc_unhide_vectors.h"

/* ------------------------------------------------------------------------------ CUDA's vector types */
#if defined(__cplusplus)
#define PYCUCC_UINT3_MEMBERS \
    __host__ __device__ operator dim3() const { return dim3(x, y, z); }
#endif
#include "pycucc_cuda_vectors.h"

#if defined(__cplusplus)
#include <type_traits>

/* ------------------------------------------------------------------ CUDA type <-> HIP type, same bits */
template <class T> struct __pycucc_hip_vector {};   /* CUDA's float4 -> HIP's */
template <class T> struct __pycucc_cuda_vector { typedef T type; };  /* HIP's float4 -> CUDA's; others as they are */
template <class T> struct __pycucc_is_cuda_vector : std::false_type {};
#define PYCUCC_VECTOR_PAIR(v)                                                                      \
    template <> struct __pycucc_hip_vector<v> { typedef __pycucc_hip_##v type; };                  \
    template <> struct __pycucc_cuda_vector<__pycucc_hip_##v> { typedef v type; };                 \
    template <> struct __pycucc_is_cuda_vector<v> : std::true_type {};
PYCUCC_VECTOR_PAIR(char1)
PYCUCC_VECTOR_PAIR(char2)
PYCUCC_VECTOR_PAIR(char3)
PYCUCC_VECTOR_PAIR(char4)
PYCUCC_VECTOR_PAIR(uchar1)
PYCUCC_VECTOR_PAIR(uchar2)
PYCUCC_VECTOR_PAIR(uchar3)
PYCUCC_VECTOR_PAIR(uchar4)
PYCUCC_VECTOR_PAIR(short1)
PYCUCC_VECTOR_PAIR(short2)
PYCUCC_VECTOR_PAIR(short3)
PYCUCC_VECTOR_PAIR(short4)
PYCUCC_VECTOR_PAIR(ushort1)
PYCUCC_VECTOR_PAIR(ushort2)
PYCUCC_VECTOR_PAIR(ushort3)
PYCUCC_VECTOR_PAIR(ushort4)
PYCUCC_VECTOR_PAIR(int1)
PYCUCC_VECTOR_PAIR(int2)
PYCUCC_VECTOR_PAIR(int3)
PYCUCC_VECTOR_PAIR(int4)
PYCUCC_VECTOR_PAIR(uint1)
PYCUCC_VECTOR_PAIR(uint2)
PYCUCC_VECTOR_PAIR(uint3)
PYCUCC_VECTOR_PAIR(uint4)
PYCUCC_VECTOR_PAIR(long1)
PYCUCC_VECTOR_PAIR(long2)
PYCUCC_VECTOR_PAIR(long3)
PYCUCC_VECTOR_PAIR(long4)
PYCUCC_VECTOR_PAIR(ulong1)
PYCUCC_VECTOR_PAIR(ulong2)
PYCUCC_VECTOR_PAIR(ulong3)
PYCUCC_VECTOR_PAIR(ulong4)
PYCUCC_VECTOR_PAIR(longlong1)
PYCUCC_VECTOR_PAIR(longlong2)
PYCUCC_VECTOR_PAIR(longlong3)
PYCUCC_VECTOR_PAIR(longlong4)
PYCUCC_VECTOR_PAIR(ulonglong1)
PYCUCC_VECTOR_PAIR(ulonglong2)
PYCUCC_VECTOR_PAIR(ulonglong3)
PYCUCC_VECTOR_PAIR(ulonglong4)
PYCUCC_VECTOR_PAIR(float1)
PYCUCC_VECTOR_PAIR(float2)
PYCUCC_VECTOR_PAIR(float3)
PYCUCC_VECTOR_PAIR(float4)
PYCUCC_VECTOR_PAIR(double1)
PYCUCC_VECTOR_PAIR(double2)
PYCUCC_VECTOR_PAIR(double3)
PYCUCC_VECTOR_PAIR(double4)
#undef PYCUCC_VECTOR_PAIR

template <class To, class From>
static __inline__ __host__ __device__ To __pycucc_vector_cast(const From &v) {
    /* Component-for-component: both lay the components out in order from offset 0; a HIP 3-vector may
     * be padded to 4, so only the smaller size is copied. */
    To r;
    __builtin_memcpy(&r, &v, sizeof(To) < sizeof(From) ? sizeof(To) : sizeof(From));
    return r;
}
template <class T> using __pycucc_hip_t = typename __pycucc_hip_vector<T>::type;
template <class T>
static __inline__ __host__ __device__ typename __pycucc_cuda_vector<T>::type __pycucc_to_cuda(const T &v) {
    return __pycucc_vector_cast<typename __pycucc_cuda_vector<T>::type>(v);
}
template <class T>
static __inline__ __host__ __device__ __pycucc_hip_t<T> __pycucc_to_hip(const T &v) {
    return __pycucc_vector_cast<__pycucc_hip_t<T>>(v);
}
#define PYCUCC_IF_CUDA_VECTOR(T) typename std::enable_if<__pycucc_is_cuda_vector<T>::value>::type * = nullptr

/* --------------------------------------------------------------- hipCreateChannelDesc<T>() (host) */
/* CUDA's channel_descriptor.h specialises 1-, 2- and 4-vectors of 8-, 16- and 32-bit components. */
#define PYCUCC_CHANNEL(v, n, T, kind)                                                              \
    template <> inline hipChannelFormatDesc hipCreateChannelDesc<v>() {                           \
        int e = (int)sizeof(T) * 8;                                                                \
        return hipCreateChannelDesc(e, n > 1 ? e : 0, n > 2 ? e : 0, n > 3 ? e : 0, kind);        \
    }
#define PYCUCC_CHANNELS(N, T, kind)                                                                \
    PYCUCC_CHANNEL(N##1, 1, T, kind) PYCUCC_CHANNEL(N##2, 2, T, kind) PYCUCC_CHANNEL(N##4, 4, T, kind)
PYCUCC_CHANNELS(char, signed char, hipChannelFormatKindSigned)
PYCUCC_CHANNELS(uchar, unsigned char, hipChannelFormatKindUnsigned)
PYCUCC_CHANNELS(short, short, hipChannelFormatKindSigned)
PYCUCC_CHANNELS(ushort, unsigned short, hipChannelFormatKindUnsigned)
PYCUCC_CHANNELS(int, int, hipChannelFormatKindSigned)
PYCUCC_CHANNELS(uint, unsigned int, hipChannelFormatKindUnsigned)
PYCUCC_CHANNELS(float, float, hipChannelFormatKindFloat)
#undef PYCUCC_CHANNELS
#undef PYCUCC_CHANNEL

#if defined(__HIP__)
/* ------------------------------------------------------------------------------------ __ldg */
/* The vector types CUDA's __ldg takes (sm_32_intrinsics.h). */
#define PYCUCC_LDG(v) static __device__ __inline__ v __ldg(const v *p) { return *p; }
PYCUCC_LDG(char2) PYCUCC_LDG(char4) PYCUCC_LDG(short2) PYCUCC_LDG(short4) PYCUCC_LDG(int2) PYCUCC_LDG(int4)
PYCUCC_LDG(longlong2) PYCUCC_LDG(uchar2) PYCUCC_LDG(uchar4) PYCUCC_LDG(ushort2) PYCUCC_LDG(ushort4)
PYCUCC_LDG(uint2) PYCUCC_LDG(uint4) PYCUCC_LDG(ulonglong2) PYCUCC_LDG(float2) PYCUCC_LDG(float4)
PYCUCC_LDG(double2)
#undef PYCUCC_LDG

/* ------------------------------------------------------------------- texture objects, surfaces */
#define PYCUCC_EXPAND(...) __VA_ARGS__
/* T f<T>(obj, coords...) and void f(T *, obj, coords...) for a CUDA vector T, through HIP's f<HIP T>. */
#define PYCUCC_TEX(f, PARAMS, ARGS)                                                                \
    template <class T, PYCUCC_IF_CUDA_VECTOR(T)>                                                   \
    static __device__ __inline__ T f(hipTextureObject_t t, PYCUCC_EXPAND PARAMS) {                 \
        return __pycucc_vector_cast<T>(f<__pycucc_hip_t<T>>(t, PYCUCC_EXPAND ARGS));             \
    }                                                                                              \
    template <class T, PYCUCC_IF_CUDA_VECTOR(T)>                                                   \
    static __device__ __inline__ void f(T *p, hipTextureObject_t t, PYCUCC_EXPAND PARAMS) {        \
        *p = f<T>(t, PYCUCC_EXPAND ARGS);                                                          \
    }
PYCUCC_TEX(tex1Dfetch, (int x), (x))
PYCUCC_TEX(tex1D, (float x), (x))
PYCUCC_TEX(tex2D, (float x, float y), (x, y))
PYCUCC_TEX(tex3D, (float x, float y, float z), (x, y, z))
PYCUCC_TEX(tex1DLayered, (float x, int layer), (x, layer))
PYCUCC_TEX(tex2DLayered, (float x, float y, int layer), (x, y, layer))
PYCUCC_TEX(texCubemap, (float x, float y, float z), (x, y, z))
PYCUCC_TEX(texCubemapLayered, (float x, float y, float z, int layer), (x, y, z, layer))
PYCUCC_TEX(tex2Dgather, (float x, float y, int comp = 0), (x, y, comp))
PYCUCC_TEX(tex1DLod, (float x, float level), (x, level))
PYCUCC_TEX(tex2DLod, (float x, float y, float level), (x, y, level))
PYCUCC_TEX(tex3DLod, (float x, float y, float z, float level), (x, y, z, level))
PYCUCC_TEX(tex1DLayeredLod, (float x, int layer, float level), (x, layer, level))
PYCUCC_TEX(tex2DLayeredLod, (float x, float y, int layer, float level), (x, y, layer, level))
PYCUCC_TEX(texCubemapLod, (float x, float y, float z, float level), (x, y, z, level))
PYCUCC_TEX(texCubemapLayeredLod, (float x, float y, float z, int layer, float level), (x, y, z, layer, level))
PYCUCC_TEX(tex1DGrad, (float x, float dPdx, float dPdy), (x, dPdx, dPdy))
PYCUCC_TEX(tex1DLayeredGrad, (float x, int layer, float dPdx, float dPdy), (x, layer, dPdx, dPdy))
#undef PYCUCC_TEX
/* The gradient fetches take their gradients as vectors: CUDA's here, for any texel type. */
#define PYCUCC_TEX_GRAD(f, G, PARAMS, ARGS)                                                        \
    template <class T>                                                                             \
    static __device__ __inline__ T f(hipTextureObject_t t, PYCUCC_EXPAND PARAMS, G dPdx, G dPdy) { \
        return __pycucc_to_cuda(f<typename __pycucc_hip_vector_or_self<T>::type>(                \
            t, PYCUCC_EXPAND ARGS, __pycucc_to_hip(dPdx), __pycucc_to_hip(dPdy)));                 \
    }                                                                                              \
    template <class T>                                                                             \
    static __device__ __inline__ void f(T *p, hipTextureObject_t t, PYCUCC_EXPAND PARAMS, G dPdx, G dPdy) { \
        *p = f<T>(t, PYCUCC_EXPAND ARGS, dPdx, dPdy);                                              \
    }
template <class T, class = void> struct __pycucc_hip_vector_or_self { typedef T type; };
template <class T> struct __pycucc_hip_vector_or_self<T, typename std::enable_if<__pycucc_is_cuda_vector<T>::value>::type> {
    typedef __pycucc_hip_t<T> type;
};
PYCUCC_TEX_GRAD(tex2DGrad, float2, (float x, float y), (x, y))
PYCUCC_TEX_GRAD(tex3DGrad, float4, (float x, float y, float z), (x, y, z))
PYCUCC_TEX_GRAD(tex2DLayeredGrad, float2, (float x, float y, int layer), (x, y, layer))
PYCUCC_TEX_GRAD(texCubemapGrad, float4, (float x, float y, float z), (x, y, z))
PYCUCC_TEX_GRAD(texCubemapLayeredGrad, float4, (float x, float y, float z, int layer), (x, y, z, layer))
#undef PYCUCC_TEX_GRAD

/* Texture references (texture<float4, 1>, removed in CUDA 12) are not given CUDA's vector types: HIP's
 * reference fetches compute their return type from HIP's vector types and static_assert on any other
 * ("Invalid channel type!").  Texture objects (tex1Dfetch<float4>(obj, i)) work. */

#define PYCUCC_SURF(f, PARAMS, ARGS)                                                               \
    template <class T, PYCUCC_IF_CUDA_VECTOR(T)>                                                   \
    static __device__ __inline__ void f##read(T *data, hipSurfaceObject_t s, PYCUCC_EXPAND PARAMS, \
                                              int mode = hipBoundaryModeZero) {                    \
        __pycucc_hip_t<T> h;                                                                       \
        (void)mode; /* HIP ignores it, and 5.7 takes it on surf1Dread only (see pycucc_compat.h) */ \
        f##read(&h, s, PYCUCC_EXPAND ARGS);                                                        \
        *data = __pycucc_vector_cast<T>(h);                                                        \
    }                                                                                              \
    template <class T, PYCUCC_IF_CUDA_VECTOR(T)>                                                   \
    static __device__ __inline__ void f##write(T data, hipSurfaceObject_t s, PYCUCC_EXPAND PARAMS, \
                                               int mode = hipBoundaryModeZero) {                   \
        (void)mode;                                                                                \
        f##write(__pycucc_to_hip(data), s, PYCUCC_EXPAND ARGS);                                    \
    }
PYCUCC_SURF(surf1D, (int x), (x))
PYCUCC_SURF(surf2D, (int x, int y), (x, y))
PYCUCC_SURF(surf3D, (int x, int y, int z), (x, y, z))
PYCUCC_SURF(surf1DLayered, (int x, int layer), (x, layer))
PYCUCC_SURF(surf2DLayered, (int x, int y, int layer), (x, y, layer))
PYCUCC_SURF(surfCubemap, (int x, int y, int face), (x, y, face))
#undef PYCUCC_SURF
#endif /* __HIP__ */
#endif /* __cplusplus */
#endif /* HIP's or CUDA's vector types */

#endif /* PYCUCC_HIP_VECTORS_H */
