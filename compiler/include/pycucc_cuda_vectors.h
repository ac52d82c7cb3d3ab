/*
 * pycucc_cuda_vectors.h - CUDA's vector types as CUDA defines them: plain structs with CUDA's members,
 * sizes and alignments (CUDA 13 vector_types.h), and the make_* functions of vector_functions.h.
 *
 * Why not HIP's: HIP's float4 is HIP_vector_type<float, 4>, a union with member operators, converting
 * constructors and Scalar_accessor members.  CUDA code that defines its own operators on these types
 * (`float4 &operator+=(float4 &, float4)`, common in real code) is then ambiguous against HIP's members;
 * `printf("%f", v.x)` passes a Scalar_accessor object, not a float, through the variadic call (g++ prints
 * garbage); and a host compiler (g++) and pycucc would mangle `void f(float4)` differently.  These are
 * the types CUDA code was written against, for every compiler: the parse, the device and host passes of
 * pycucc's own compile (pycucc_hip_vectors.h keeps HIP's own under other names for HIP's headers), and a
 * host compiler reading the toolkit's vector_types.h.
 *
 * Works as C and C++; the includer defines __host__/__device__ (empty for a host compiler).
 */
#ifndef PYCUCC_CUDA_VECTORS_H
#define PYCUCC_CUDA_VECTORS_H

#if defined(_MSC_VER) && !defined(__clang__)
#define PYCUCC_ALIGN(n) __declspec(align(n))
#else
#define PYCUCC_ALIGN(n) __attribute__((aligned(n)))
#endif
/* long2/ulong2: __align__(2*sizeof(long int)) - 16 on LP64 (Linux), 8 on LLP64 (Windows). */
#if defined(_WIN32)
#define PYCUCC_LONG2_ALIGN 8
#else
#define PYCUCC_LONG2_ALIGN 16
#endif
/* The one member function a CUDA vector type has: uint3 converts to dim3 (CUDA's dim3(uint3)), for the
 * includer that has a dim3 and no dim3(uint3) constructor of its own (HIP's dim3). */
#ifndef PYCUCC_UINT3_MEMBERS
#define PYCUCC_UINT3_MEMBERS
#endif

/* Name, component type, alignment of the 2- and of the 4-vector (CUDA 13's vector_types.h); 1- and
 * 3-vectors are naturally aligned. */
#define PYCUCC_CUDA_VECTOR_TABLE(X)                                                                \
    X(char, signed char, 2, 4)                                                                     \
    X(uchar, unsigned char, 2, 4)                                                                  \
    X(short, short, 4, 8)                                                                          \
    X(ushort, unsigned short, 4, 8)                                                                \
    X(int, int, 8, 16)                                                                             \
    X(uint, unsigned int, 8, 16)                                                                   \
    X(long, long, PYCUCC_LONG2_ALIGN, 16)                                                          \
    X(ulong, unsigned long, PYCUCC_LONG2_ALIGN, 16)                                                \
    X(longlong, long long, 16, 16)                                                                 \
    X(ulonglong, unsigned long long, 16, 16)                                                       \
    X(float, float, 8, 16)                                                                         \
    X(double, double, 16, 16)

#define PYCUCC_CUDA_VECTOR_STRUCTS(N, T, A2, A4)                                                   \
    struct N##1 { T x; };                                                                          \
    struct PYCUCC_ALIGN(A2) N##2 { T x, y; };                                                      \
    struct N##3 { T x, y, z; PYCUCC_VEC3_MEMBERS_##N };                                            \
    struct PYCUCC_ALIGN(A4) N##4 { T x, y, z, w; };                                                \
    typedef struct N##1 N##1;                                                                      \
    typedef struct N##2 N##2;                                                                      \
    typedef struct N##3 N##3;                                                                      \
    typedef struct N##4 N##4;                                                                      \
    static __inline__ __host__ __device__ N##1 make_##N##1(T x) {                                 \
        N##1 r; r.x = x; return r; }                                                               \
    static __inline__ __host__ __device__ N##2 make_##N##2(T x, T y) {                            \
        N##2 r; r.x = x; r.y = y; return r; }                                                      \
    static __inline__ __host__ __device__ N##3 make_##N##3(T x, T y, T z) {                       \
        N##3 r; r.x = x; r.y = y; r.z = z; return r; }                                             \
    static __inline__ __host__ __device__ N##4 make_##N##4(T x, T y, T z, T w) {                  \
        N##4 r; r.x = x; r.y = y; r.z = z; r.w = w; return r; }

#define PYCUCC_VEC3_MEMBERS_char
#define PYCUCC_VEC3_MEMBERS_uchar
#define PYCUCC_VEC3_MEMBERS_short
#define PYCUCC_VEC3_MEMBERS_ushort
#define PYCUCC_VEC3_MEMBERS_int
#define PYCUCC_VEC3_MEMBERS_uint PYCUCC_UINT3_MEMBERS
#define PYCUCC_VEC3_MEMBERS_long
#define PYCUCC_VEC3_MEMBERS_ulong
#define PYCUCC_VEC3_MEMBERS_longlong
#define PYCUCC_VEC3_MEMBERS_ulonglong
#define PYCUCC_VEC3_MEMBERS_float
#define PYCUCC_VEC3_MEMBERS_double

#if !defined(PYCUCC_HIP_OWN_VECTORS)  /* the includer has HIP's under these names (pycucc_hip_vectors.h) */
PYCUCC_CUDA_VECTOR_TABLE(PYCUCC_CUDA_VECTOR_STRUCTS)
#endif

/* CUDA 13's explicitly aligned 4-vectors of 8-byte components (long4 and friends are deprecated in their
 * favour). */
#define PYCUCC_CUDA_VECTOR_4A(N, T, A)                                                             \
    struct PYCUCC_ALIGN(A) N##4_##A##a { T x, y, z, w; };                                          \
    typedef struct N##4_##A##a N##4_##A##a;                                                        \
    static __inline__ __host__ __device__ N##4_##A##a make_##N##4_##A##a(T x, T y, T z, T w) {     \
        N##4_##A##a r; r.x = x; r.y = y; r.z = z; r.w = w; return r; }
PYCUCC_CUDA_VECTOR_4A(long, long, 16) PYCUCC_CUDA_VECTOR_4A(long, long, 32)
PYCUCC_CUDA_VECTOR_4A(ulong, unsigned long, 16) PYCUCC_CUDA_VECTOR_4A(ulong, unsigned long, 32)
PYCUCC_CUDA_VECTOR_4A(longlong, long long, 16) PYCUCC_CUDA_VECTOR_4A(longlong, long long, 32)
PYCUCC_CUDA_VECTOR_4A(ulonglong, unsigned long long, 16) PYCUCC_CUDA_VECTOR_4A(ulonglong, unsigned long long, 32)
PYCUCC_CUDA_VECTOR_4A(double, double, 16) PYCUCC_CUDA_VECTOR_4A(double, double, 32)
#undef PYCUCC_CUDA_VECTOR_4A

#endif /* PYCUCC_CUDA_VECTORS_H */
