/* pycucc's stand-in for roctx (roctracer/roctx.h), found only where roctx itself is not installed: the compile
 * searches this folder last (-idirafter), so an installed roctx always wins. Markers and ranges tell a profiler
 * something and nothing a program computes depends on them, so here they do nothing; the translation says so
 * where the program includes NVTX (PCC1024). The functions and types are roctx 4.1's (ROCm 5.x roctx.h), which
 * the nvtx.rules renames write. */
#ifndef PYCUCC_ROCTX_FALLBACK_H
#define PYCUCC_ROCTX_FALLBACK_H
#define PYCUCC_ROCTX_FALLBACK 1
#include <stdint.h>
#define ROCTX_VERSION_MAJOR 4
#define ROCTX_VERSION_MINOR 1
typedef uint64_t roctx_range_id_t;
#ifdef __cplusplus
extern "C" {
#endif
static inline uint32_t roctx_version_major(void) { return ROCTX_VERSION_MAJOR; }
static inline uint32_t roctx_version_minor(void) { return ROCTX_VERSION_MINOR; }
static inline void roctxMarkA(const char* message) { (void)message; }
/* What NVTX's calls return when no tool is attached, as CUDA programs see them run without a profiler: push and pop
 * NVTX_NO_PUSH_POP_TRACKING (-2; nvtx3/nvToolsExt.h), a range start the id 0 (nvtxDetail/nvtxImplCore.h). */
static inline int roctxRangePushA(const char* message) { (void)message; return -2; }
static inline int roctxRangePop(void) { return -2; }
static inline roctx_range_id_t roctxRangeStartA(const char* message) { (void)message; return 0; }
static inline void roctxRangeStop(roctx_range_id_t id) { (void)id; }
#define roctxMark(message) roctxMarkA(message)
#define roctxRangePush(message) roctxRangePushA(message)
#ifdef __cplusplus
}
#endif
#endif
