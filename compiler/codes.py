"""Every diagnostic id pycucc emits, with a name, an explanation and a fix: the registry behind `pycucc explain`.

Each id is a constant of this module (``codes.UNKNOWN_CUDA_NAME == "PCC1001"``), defined once next to its
explanation; every other module names ids through these constants (tests/test_explain.py rejects PCC literals
elsewhere, an id nobody emits, and an emittable id that no test provokes). Ranges: PCC0xxx driver, files and
toolchain; PCC1xxx translation (PCC14xx: PTX); PCC2xxx device compile (PCC23xx: linking); PCC3xxx rules files.
Import-light: no third-party modules.
"""
from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional


class Code:
    """One registry entry. A plain class: this module is imported by every command, so it avoids the cost of
    generating a dataclass at import."""
    __slots__ = ("id", "name", "explanation", "fix")

    def __init__(self, id: str, name: str, explanation: str, fix: str):
        self.id = id
        self.name = name  # short, stable, kebab-case: shown by `pycucc explain --list` and in porting reports
        self.explanation = explanation  # what happened and why
        self.fix = fix  # what to do about it

    def __repr__(self) -> str:
        return f"Code({self.id!r}, {self.name!r})"

    @property
    def constant(self) -> str:
        """The name of this id's constant in this module."""
        return self.name.upper().replace("-", "_")



CODES: Dict[str, Code] = {}


def _code(id: str, name: str, explanation: str, fix: str) -> str:
    assert id not in CODES, f"duplicate diagnostic id {id}"
    CODES[id] = Code(id, name, explanation, fix)
    return id

# ------------------------------------------------------------------ PCC0xxx: files, driver, toolchain
CANNOT_READ_INPUT = _code(
    "PCC0001", "cannot-read-input",
    'The input file does not exist, is a directory where a file was expected, or cannot be read '
    '(permissions).',
    'Check the path. To port a whole source tree give the folder to `pycucc translate DIR -o OUTDIR`.')
BINARY_INPUT = _code(
    "PCC0002", "binary-input",
    'The input contains NUL bytes in its first 8 KiB, so it is a binary file (an object, an archive, an '
    'image), not CUDA source.',
    'Pass the .cu/.cuh source instead. `pycucc translate DIR` skips files whose extension is not a source '
    'one.')
UNSUPPORTED_ENCODING = _code(
    "PCC0003", "unsupported-encoding",
    'The input is UTF-16 or UTF-32 text (it starts with that byte-order mark), which neither clang nor nvcc reads. '
    'Sources are otherwise taken as bytes: Latin-1 or other non-UTF-8 bytes in comments and string literals pass '
    'through the translation unchanged, as nvcc passes them.',
    'Convert the file to UTF-8, e.g. `iconv -f UTF-16 -t UTF-8 in.cu > out.cu`.')
OUTPUT_IS_DIRECTORY = _code(
    "PCC0004", "output-is-directory",
    'The output path given with -o names an existing directory, where a file is expected.',
    'Give a file name, or for `pycucc translate DIR` use -o/--o-dir with a directory.')
CANNOT_WRITE_OUTPUT = _code(
    "PCC0005", "cannot-write-output",
    'The output file could not be written (missing folder, no permission, disk full).',
    'Create the folder or pick a writable location.')
NO_KERNELS = _code(
    "PCC0006", "no-kernels",
    'A code object is made of __global__ functions and the input defines none (a template kernel counts only '
    'once it is instantiated with concrete arguments in the file).',
    'Instantiate the template kernel (launch it or add an explicit instantiation), or build host-only code '
    'with a host compiler.')
OUTPUT_IS_INPUT = _code(
    "PCC0007", "output-is-input",
    'An output names an input (the same path, a link to it or a hard link): `pycucc k.cu -o k.cu` (any mode), or '
    '`pycucc translate` writing a tree or file over itself. Building would replace the CUDA source with a code '
    'object, object or translation, and a failed build would delete it.',
    'Pick another output directory, or pass --in-place if overwriting the sources is what you want (keep them '
    'under version control).')
EMPTY_INPUT = _code(
    "PCC0008", "empty-input",
    'The file is empty or has only white space. Named on the command line it is an error (most likely the '
    'wrong file); found in a tree it is a warning and the file is copied as it is.',
    'Check the path; remove the file if it is a left-over.')
NOTHING_TO_COMPILE = _code(
    "PCC0009", "nothing-to-compile",
    'The nvcc-style driver was asked to compile (-c, -lib, -dlink) but got no input it can compile: no '
    '.cu/.cpp/.c source (for -dlink: no -dc object).',
    'Add the sources (or objects) to the command line; check that the build system passes them.')
INPUT_TOO_LARGE = _code(
    "PCC0011", "input-too-large",
    'A source file is larger than the limit pycucc reads (PYCUCC_MAX_SOURCE_MB, 256 MB by default); a file that '
    'size is most likely not a source (a data dump, a device).',
    'Check the path; raise PYCUCC_MAX_SOURCE_MB if the file really is source code.')
CACHE_UNUSABLE = _code(
    "PCC0012", "cache-unusable",
    'The cache folder cannot be written (read-only, a regular file where a folder should be, no permission), so '
    'this build ran without the cache: correct, but every step was done anew.',
    'Point PYCUCC_CACHE_DIR at a writable folder, or fix the permissions of the one named (a cache shared by a '
    'group needs a umask such as 002 for everyone who writes to it).')
CACHE_UNTRUSTED = _code(
    "PCC0015", "cache-untrusted",
    'The cache folder, a folder above it, or a folder or file in it belongs to another user or can be written by '
    'someone other than you (and root). Whoever can change a cache decides what later builds take from it, so '
    'pycucc does not use it: this run used a private temporary cache (or, for an entry inside the cache, built that '
    'part again). A cache shared by a group is trusted only when PYCUCC_CACHE_SHARED=1 says so.',
    'Use a cache folder of your own (the default is ~/.cache/pycucc; PYCUCC_CACHE_DIR names another) that only you '
    'can write (`chmod go-w`), or, to share one with a group, make it that group\'s set-group-ID folder and set '
    'PYCUCC_CACHE_SHARED=1 (README: "The cache").')
LINK_NOT_FOLLOWED = _code(
    "PCC0016", "link-not-followed",
    'A tree being translated (`pycucc translate DIR`) holds a link that points outside it, or a linked folder. '
    'pycucc does not follow it: what it points to is not part of the tree, and copying or translating it would '
    'put files from elsewhere (a system file, another user\'s) into the output. Nothing is written for it.',
    'Copy what the link points to into the tree if the project needs it there, or translate that folder on its own.')
BAD_LIMIT = _code(
    "PCC0013", "bad-limit",
    'A limit set in the environment (PYCUCC_PARSE_TIMEOUT, PYCUCC_PARSE_MEMORY, PYCUCC_COMPILE_TIMEOUT, '
    'PYCUCC_COMPILE_MEMORY, PYCUCC_MAX_SOURCE_MB) is not a positive number.',
    'Give it a number of seconds or megabytes, or unset it for the default.')
TOOLKIT_FOLDER_TAKEN = _code(
    "PCC0014", "toolkit-folder-taken",
    '`pycucc toolkit DIR` writes a CUDA toolkit folder (bin/nvcc, include/, lib64/, version.json) at DIR, but DIR '
    'exists and is neither empty nor a toolkit folder pycucc wrote; pycucc does not write into, or replace, a '
    'folder that holds other files.',
    'Name a new or empty folder, or remove that one first. A folder pycucc wrote earlier is replaced as a whole.')
DRIVER_OPTION_WARNING = _code(
    "PCC0010", "driver-option-warning",
    'The nvcc-style driver accepted an option or input it does not act on, or acts on differently from nvcc '
    '(the message says which and what pycucc does instead).',
    'Drop the option if it is not needed; otherwise read the message for the pycucc equivalent.')
TOOL_NOT_FOUND = _code(
    "PCC0101", "tool-not-found",
    'A program pycucc needs (clang++, ld.lld) or a data folder (HIP headers, device bitcode) was not found; '
    'the message lists the places that were tried.',
    'Run `make setup` (Debian: clang-19 lld-19 libamdhip64-dev rocm-device-libs, on Debian 13 '
    'rocm-device-libs-17), or point PYCUCC_CLANG / '
    'HIP_PATH / HIP_DEVICE_LIB_PATH at an installation.')
TOOL_DOES_NOT_RUN = _code(
    "PCC0102", "tool-does-not-run",
    'The clang pycucc found exists but could not be started or did not answer its version probe.',
    'Reinstall it, or set PYCUCC_CLANG to a clang++ that runs.')
BITCODE_OVERLAY_FAILED = _code(
    "PCC0110", "bitcode-overlay-failed",
    'pycucc generates small device-bitcode files for targets that the installed ROCm bitcode does not know '
    '(newer gfx ids); clang failed to build them.',
    'Check that clang can target amdgcn-amd-amdhsa, or set HIP_DEVICE_LIB_PATH to a ROCm bitcode folder that '
    'has oclc_isa_version files for your targets.')
# PCC0120-0139: targets and backends (compiler/targets.py; issue 13)
UNKNOWN_TARGET = _code(
    "PCC0120", "unknown-target",
    'A target named by --offload-arch, -arch/-gencode (an sm_XX the sm map does not know), PYCUCC_OFFLOAD_ARCH, '
    'PYCUCC_SM_MAP or -arch=native (a GPU this machine has) is not a processor of pycucc\'s table.',
    'Pick one from `pycucc doctor` or docs/targets.md (an RX 6700 XT is gfx1031, a Radeon 780M gfx1103, an MI300X '
    'gfx942); for a newer GPU of a known family, its generic target (gfx11-generic) runs on the whole family; map an '
    'sm_XX with PYCUCC_SM_MAP="sm_86=gfx1031".')
UNSUPPORTED_TARGET_FEATURE = _code(
    "PCC0121", "unsupported-target-feature",
    'A target id names a feature the processor does not have (gfx1100:xnack+: RDNA2 and later have no XNACK '
    'setting), a feature without its + or - (gfx90a:xnack), or one feature twice.',
    'Drop the feature: code built without it runs with either setting. Only xnack (gfx9, gfx10.1, gfx950, gfx12.5) '
    'and sramecc (gfx906, gfx908, gfx90a, gfx94x, gfx950, gfx12.5) exist; docs/targets.md lists each processor\'s.')
BACKEND_UNAVAILABLE = _code(
    "PCC0122", "backend-unavailable",
    'The backend a target needs cannot build it here: llvmlite (LLVM 22, for processors clang-19 does not know: '
    'gfx950, gfx1153, gfx1250, gfx1251, gfx9-4-generic) is not installed or has no AMDGPU target; PYCUCC_BACKEND '
    'names a backend that does not know the processor (LLVM 22 dropped gfx940/gfx941) or is malformed; or the build '
    'needs clang\'s one-command device link (-rdc, -dlink), which only the clang backend has.',
    'Install the pinned llvmlite (`pip install "llvmlite==0.50.*"`; `make setup` does it), fix PYCUCC_BACKEND '
    '(e.g. PYCUCC_BACKEND=gfx1152=llvmlite), or build those targets without -rdc.')
NOT_A_CODE_OBJECT = _code(
    "PCC0401", "not-a-code-object",
    '`pycucc inspect` was given a file that is neither an AMD GPU code object (an amdgcn ELF) nor a clang '
    'offload bundle of them.',
    'Give it the .hsaco that `pycucc FILE.cu -o FILE.hsaco` wrote.')

# ------------------------------------------------------------------ PCC1xxx: translation
UNKNOWN_CUDA_NAME = _code(
    "PCC1001", "unknown-cuda-name",
    'A name that looks like CUDA API (cuda*, cu*, CU*, cublas*, ...) has no translation rule, so it was left '
    'as is; the HIP build will most likely fail on it. Names your own code declares are never reported.',
    'Port this use by hand (the HIP documentation lists most equivalents), or add a `rename` or `call` rule '
    'to a rules file and check it with `pycucc rules check`.')
UNSUPPORTED_API = _code(
    "PCC1002", "unsupported-api",
    'The CUDA API has no HIP equivalent that pycucc can substitute. Uses in active code are errors; uses in '
    'an inactive #if branch are warnings, because they only matter if the branch is ever enabled.',
    'Follow the advice in the message: usually remove the call or replace it with the HIP idiom it names.')
PARSE_SKIPPED = _code(
    "PCC1003", "parse-skipped",
    'libclang could not parse the file, usually because a header was not found. Renames and header rewrites '
    'were still done on the tokens; call rewrites that need the number of arguments used the tokens only, and '
    'kernels, host warpSize uses and user declarations that shadow CUDA names could not be checked.',
    'Pass the include directories and defines the build uses (-I, -D), or after `--` as clang arguments.')
SOURCE_ERROR = _code(
    "PCC1004", "source-error",
    "The input is not valid CUDA C++: clang reported an error while parsing it, with pycucc's CUDA "
    'declarations. A CUDA API that pycucc does not declare also shows up as an undeclared identifier here.',
    'Fix the source; if the name is real CUDA API that pycucc lacks, report it (and port that use by hand).')
UNKNOWN_CUDA_HEADER = _code(
    "PCC1005", "unknown-cuda-header",
    'The file includes a CUDA header for which pycucc has no HIP mapping; the include was left as is and the '
    'HIP build will not find it.',
    'Replace the include with the HIP/ROCm library header by hand (e.g. hipcub/hipcub.hpp for cub), or add a '
    '`header` rule.')
HIP_TOO_OLD = _code(
    "PCC1006", "hip-too-old",
    'The rule maps to a HIP API that is newer than the HIP installed here; the translation is right for newer '
    'ROCm but will not compile against this HIP.',
    'Build against a newer ROCm (the message names the version), or avoid the API.')
NO_OVERLOAD = _code(
    "PCC1007", "no-overload",
    'The function is rewritten by argument count, and no rule covers the number of arguments of this call, so '
    'it was left as is.',
    'Rewrite the call by hand, or add a `call` rule with that many parameters.')
NOT_A_CALL = _code(
    "PCC1008", "not-a-call",
    'The function is only translated where it is called (its arguments are rewritten), but here it is used as '
    'a value: its address is taken, or it appears in decltype or a template argument.',
    'Rewrite this use by hand with the HIP function the call rule targets.')
CALL_NOT_SPLIT = _code(
    "PCC1009", "call-not-split",
    'The arguments of the call could not be delimited reliably (parentheses that open in a macro and close '
    'outside it, a preprocessor directive inside the argument list), so it was left as is.',
    'Rewrite the call by hand, or simplify the macro so the whole call is visible in one place.')
RULE_WARNING = _code(
    "PCC1010", "rule-warning",
    'The rule that translated this name carries a caveat (a behaviour difference between CUDA and HIP).',
    'Read the caveat in the message and check that the translated code still does what it should.')
WARP_SIZE_DEPENDENT = _code(
    "PCC1011", "warp-size-dependent",
    'The translated name depends on the warp size, which is 32 on RDNA (gfx10/11/12) and 64 on CDNA/GCN '
    '(gfx9): masks, ballots and lane arithmetic written for 32 lanes can be wrong on wave64 targets.',
    'Use warpSize rather than 32 in lane arithmetic and 64-bit masks/ballots, or build only for wave32 '
    'targets.')
LAUNCH_NOT_CONVERTED = _code(
    "PCC1012", "launch-not-converted",
    'With --hip-kernel-execution-syntax, kernel launches become hipLaunchKernelGGL(...) calls. This launch '
    'was left in <<<...>>> form (which HIP also compiles), because its configuration or arguments could not '
    'be delimited (a macro expanding to several configuration values) or because it is used inside an '
    'expression, where hipLaunchKernelGGL, a statement, cannot go.',
    'Nothing is required: hip-clang accepts the <<<>>> syntax. Convert it by hand if you need the macro form.')
HOST_WARP_SIZE = _code(
    "PCC1013", "host-warp-size",
    'Host code read warpSize. In HIP the host side of every compile sees warpSize == 64, even when every GPU '
    'target runs 32-lane waves (RDNA), so host-side launch geometry computed from it would be wrong. pycucc '
    'replaced this use with __pycucc_host_warp_size(), a helper it defines at the top of the file, which asks '
    "the runtime (hipDeviceGetAttribute with hipDeviceAttributeWarpSize) for the current device's wave size.",
    'Nothing is required. If the value is needed as a compile-time constant, choose the launch geometry '
    'explicitly instead.')
HOST_WARP_SIZE_NOT_REWRITTEN = _code(
    "PCC1014", "host-warp-size-not-rewritten",
    'warpSize is used in host-side code where a runtime query cannot replace it: a __host__ __device__ '
    'function (the device side must keep the constant) or a constant expression (array bound, template '
    'argument, constexpr, static_assert, case label). On the host side this value is 64 for every target.',
    'If the host value matters, query hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, device) at run '
    'time and pass it where it is needed, or split the function into host and device versions.')
COMPAT_HEADER_WRITTEN = _code(
    "PCC1015", "compat-header-written",
    'The translated file uses CUDA device functions that HIP provides only in newer versions or not at all '
    '(the *_sync warp functions, __activemask, atomicInc/atomicDec, SIMD and bf16 helpers): pycucc supplies '
    'them in pycucc_compat.h, which translated device code includes right after hip/hip_runtime.h. It adapts '
    "to the HIP it is compiled against (a newer HIP's own definitions win).",
    'Keep pycucc_compat.h with the translated sources (pycucc writes it next to them). When the translation '
    'went to standard output, copy the header from the path in the note or pass -I with its folder.')
INLINE_PTX = _code(
    "PCC1016", "inline-ptx",
    'An inline asm statement holds PTX that pycucc could not lower to HIP device code: an instruction it has '
    'no lowering for (tensor-core mma/wmma/ldmatrix, cp.async and TMA, textures, named barriers with a thread '
    'count, exit or ret inside inline asm), or a statement it cannot take apart (a template built from '
    'macros). The message names the instruction. PTX it can lower is replaced in place by a C++ block (see '
    '`pycucc K.cu --emit hip`). In an inactive #if branch it is a warning: it only matters if the branch is '
    'enabled, as __CUDA_ARCH__ branches are in device passes.',
    'Replace that instruction with HIP device functions or __builtin_amdgcn_* builtins (the hint names the '
    'usual one), or guard the statement with #if !defined(__HIP_PLATFORM_AMD__) and give the AMD build its '
    'own code (not #ifdef __CUDA_ARCH__: pycucc defines __CUDA_ARCH__ in its AMD device passes, as nvcc '
    'does).')
DYNAMIC_PARALLELISM = _code(
    "PCC1017", "dynamic-parallelism",
    'A kernel is launched (<<<...>>>), or cudaDeviceSynchronize/cudaLaunchDevice is called, from device code: '
    'CUDA dynamic parallelism. HIP has no equivalent; AMD GPUs cannot launch kernels from a kernel.',
    'Launch the child work from the host: split the parent into several kernels launched in sequence on one '
    'stream (the stream orders them), or turn the nested work into a loop inside a persistent kernel.')
REWRITE_IN_MACRO = _code(
    "PCC1018", "rewrite-in-macro",
    "The parse shows a construct here that the translation rewrites in place (a conversion CUDA's types have and "
    "HIP's lack, such as a uint3 converted to a dim3; a member function HIP's class lacks, such as a tile's "
    'meta_group_rank()), but it happens inside a macro expansion, where the expression is not a piece of the '
    'source the translation can rewrite.',
    'Write it out in the macro or at its use (dim3(v.x, v.y, v.z) for a uint3 v; see the note for the helper to '
    'call).')
USER_OVERLOAD_RENAMED = _code(
    "PCC1019", "user-overload-renamed",
    "The program defines its own overload of a function that HIP overloads beyond CUDA (atomicMin or atomicMax "
    'for float or double: CUDA has none, so programs write them; HIP has them, so the definition would be a '
    "redefinition of HIP's). In this file the function is used under another name, under which pycucc_compat.h "
    "also declares CUDA's own overloads, so every call picks what it picks with nvcc: the program's definition "
    "or CUDA's.",
    "Nothing to do. To use HIP's version instead, remove the program's definition for HIP builds "
    '(#ifndef __HIP_PLATFORM_AMD__).')
PARSE_ONLY_ERROR = _code(
    "PCC1020", "parse-only-error",
    "pycucc's own parse of the CUDA source (libclang with pycucc's CUDA declarations, the view the translation "
    "works from) reported an error here, but clang compiled the translated program with HIP's headers. In a build "
    "the real compile is what judges the code, so a parse error stops nothing; it is shown because the "
    'translation of that spot relied on the tokens only (renames apply; argument surgery and the checks that need '
    "the parse may not), and because it usually means pycucc's declarations lack something CUDA has. (Where the "
    "compile fails too, its errors are the ones reported, and pycucc's parse errors at other places follow as "
    'notes.)',
    'Check the translation of that line (`pycucc FILE.cu --emit hip`); if it is right, nothing needs doing. A '
    'CUDA API missing from pycucc\'s declarations is worth reporting.')
UNSUPPORTED_API_STUBBED = _code(
    "PCC1022", "unsupported-api-stubbed",
    "The CUDA API has no HIP counterpart (or the installed HIP library is older than the one that has it), but "
    "the code that names it still compiles, as it does with nvcc: a type, enum or constant HIP lacks is declared "
    "with CUDA's definition, and a host function HIP lacks is a stub that returns its library's own not-supported "
    "status (cudaErrorNotSupported, CUBLAS_STATUS_NOT_SUPPORTED, CUSOLVER_STATUS_NOT_SUPPORTED, ...) at run time. "
    "The declarations are generated from the rules (compiler/include/pycucc_stubs.h, tools/gen_stubs.py). A "
    "program that never reaches the call is unaffected; one that does gets the status, as from a CUDA library "
    "without the feature. Device code that calls such a function is an error (PCC1002).",
    "If the program must do what the call does, port it as the advice says. `--unsupported-api=error` (or "
    "-Werror) makes these errors again.")
API_ADAPTED = _code(
    "PCC1026", "api-adapted",
    "The installed HIP library declares this function with other argument types than CUDA's (hipBLAS before "
    "ROCm 6.0 takes its own hipblasDatatype_t where CUDA's Ex functions take cudaDataType and cublasComputeType_t), "
    "so the call cannot be a plain rename. pycucc declares the CUDA function as a small adapter that converts the "
    "arguments and calls the installed form (compiler/include/pycucc_library_adapters.h): a CUDA type or compute "
    "mode that form has no value for returns the library's not-supported status, as the CUDA library does for an "
    "unsupported combination. CUDA's faster compute modes (TF32, fp16 and bf16 shortcuts) compute at fp32, which "
    "they allow; the algorithm argument is a hint hipBLAS has one answer to.",
    "Nothing to do. With a newer library (hipBLAS of ROCm 6.0 or later) the call is a plain rename.")
PROFILER_CALL_DROPPED = _code(
    "PCC1023", "profiler-call-dropped",
    "The call only tells a profiler something (NVTX's names for streams, events, devices, contexts, threads and "
    "categories) and roctx, NVTX's AMD counterpart, has no such call. Nothing the program "
    "computes depends on it, so it is dropped: it compiles to a stub that does nothing (the `drop=yes` entries of "
    "compiler/rules/nvtx.rules, declared in compiler/include/pycucc_stubs.h). rocprof shows streams and devices "
    "by their ids instead of the names.",
    "Nothing to do. For a name in the trace, mark a range with roctxRangePushA/roctxRangePop (nvtxRangePushA and "
    "nvtxRangePop translate to them). `--unsupported-api=error` makes the call an error.")
OVERLOADS_MERGED = _code(
    "PCC1025", "overloads-merged",
    "Two definitions of a function differ only in CUDA types that are one type with HIP: the runtime's and the "
    "driver's (cudaError_t and CUresult are both hipError_t; cudaStream_t and CUstream, cudaEvent_t and CUevent "
    "are hipStream_t and hipEvent_t). Kept as they are they would be a redefinition, so the later one is left out "
    "(the translation puts it between `#if 0` and `#endif`) and calls with either type reach the first, as with "
    "NVIDIA's helper_cuda.h, whose _cudaGetErrorEnum has one overload for each.",
    "Nothing to do when the two do the same (naming an error). If they must behave differently, tell them apart "
    "by something other than the CUDA type (another name or an extra parameter).")
PROFILER_LIBRARY_ABSENT = _code(
    "PCC1024", "profiler-library-absent",
    "The program includes NVTX, whose AMD counterpart roctx (roctracer/roctx.h, libroctx64) is not installed where "
    "the build looks. Markers and ranges only tell a profiler something, so the build uses pycucc's stand-in "
    "instead (compiler/include/fallback/roctracer/roctx.h, searched after every other include folder): its calls do "
    "nothing and return what NVTX's return when no profiler is attached (-2 for a push or pop, 0 for a range "
    "start), and -lnvToolsExt (CMake's CUDA::nvToolsExt) links nothing. An installed roctx is always "
    "used instead.",
    "Nothing to do for a build. To see the ranges in rocprof, install roctx (the hint names the package) and "
    "build again.")
LIBRARY_STAND_IN = _code(
    "PCC1027", "library-stand-in",
    "The program includes a CUDA library header whose HIP counterpart is not installed where the build looks, and "
    "pycucc has a stand-in for it built on what is (cuBLASLt: hipBLASLt is absent, so cuBLASLt's matmuls run on "
    "hipBLAS, compiler/include/fallback/hipblaslt/hipblaslt.h, searched after every other include folder). The "
    "note says what the stand-in does and what it answers CUBLAS_STATUS_NOT_SUPPORTED to. An installed library is "
    "always used instead.",
    "Nothing to do for a build; link the library the stand-in uses (-lcublas for cuBLASLt's). For the library's "
    "own kernels and tuning, install it (the hint names the package) and build again.")
NVCC_DIALECT = _code(
    "PCC1021", "nvcc-dialect",
    "The source relies on something nvcc's front end (EDG) accepts and clang rejects, and clang's own fix for it "
    "was applied in the translation: a dependent member template named without the `template` keyword "
    "(`Cast<T>::to<4>(x)` becomes `Cast<T>::template to<4>(x)`). Which parse errors are mended so is data: "
    "the `nvcc_missing_template` pattern of compiler/rules/cuda.rules.",
    "Nothing to do for the build. To make the source standard C++ for every compiler, write the fix into it "
    "(the warning shows where).")

# ------------------------------------------------------------------ PCC12xx: hipify-clang / hipify-perl compatibility
CALL_AMBIGUOUS = _code(
    "PCC1201", "call-ambiguous",
    'The CUDA function has versions that take the same number of arguments but a different type at one of them '
    '(CUDA 12 passes a device ordinal to cudaMemAdvise, CUDA 13 a cudaMemLocation; CUDA 12 passes the dependency '
    'count where CUDA 13 passes edge data), and each needs another HIP call. Only the parse can tell them apart, '
    'and this call was not parsed (a missing include or macro), so it was left as is rather than guessed.',
    'Pass the include folders and macros the build uses (-I, -D, or -p with compile_commands.json) so the file '
    'parses, or port the call by hand.')
SOURCE_ERROR_TOLERATED = _code(
    "PCC1202", "source-error-tolerated",
    'The parse found errors in the file (a C++ error, or an API the parse declarations do not know in this form), '
    'but `pycucc translate` translated it anyway, as hipify-perl would: renames, headers and the rewrites the parse '
    'could check were done; the calls it could not check were rewritten on tokens only. The output was written; '
    'check the lines named by the PCC1004 warnings.',
    'Usually the file needs the -I/-D flags of its build (or -p with compile_commands.json). If it compiles with '
    'nvcc as it is, report the construct: pycucc\'s parse declarations should accept every CUDA 10-13 signature.')
HIPIFY_OPTION_NOTE = _code(
    "PCC1203", "hipify-option-note",
    'A hipify-clang or hipify-perl option was given that pycucc accepts for compatibility but that has no effect '
    'on its output, or one whose effect differs (--cuda-path: pycucc parses with its own CUDA declarations and '
    'needs no CUDA installation; --skip-excluded-preprocessor-conditional-blocks: pycucc translates every #if '
    'branch; the documentation generators: pycucc\'s tables come from `pycucc rules doc`).',
    'Nothing is required: the note says what pycucc does instead. Drop the option to silence it.')
COMPILE_DATABASE_ERROR = _code(
    "PCC1204", "compile-database-error",
    'The compilation database given with -p (compile_commands.json, as CMake writes it with '
    '-DCMAKE_EXPORT_COMPILE_COMMANDS=ON) could not be read: the folder has no compile_commands.json, the file is '
    'not valid JSON, an entry lacks "file" or "command"/"arguments", or an input named on the command line has no '
    'entry.',
    'Point -p at the build folder that holds compile_commands.json (or at the file itself), regenerate it, or '
    'give the flags directly (-I, -D, or clang arguments after --).')
HIPIFY_USAGE = _code(
    "PCC1205", "hipify-usage",
    'The hipify-clang or hipify-perl command line cannot be carried out as given: an option needs a value, an '
    'unknown option, -o with several inputs, --inplace together with -o, or options that exclude each other '
    '(--roc and --miopen).',
    'See `python -m pycucc.hipify clang --help` (or `perl --help`) for the options and their spellings; both '
    '-opt and --opt, and -opt=value or -opt value, are accepted as hipify-clang accepts them.')

# ------------------------------------------------------------------ PCC14xx: PTX
PTX_SYNTAX_ERROR = _code(
    "PCC1401", "ptx-syntax-error",
    'The PTX (a .ptx module or the template of an inline asm statement) does not parse: the location points '
    "at the first token that does not fit PTX ISA 9.0's syntax, often a missing ';', an unbalanced brace or a "
    'misspelt directive.',
    "Fix the statement; `ptxas` (from the CUDA toolkit) reports the same error with NVIDIA's wording.")
PTX_UNKNOWN_INSTRUCTION = _code(
    "PCC1402", "ptx-unknown-instruction",
    "A PTX module uses an instruction (or a combination of modifiers) that pycucc's lowering table has no "
    'entry for. The hint lists the forms of that opcode that are lowered.',
    'Check the spelling against the PTX ISA; if it is valid PTX, regenerate the PTX without it (a different '
    '-arch, or CUDA C++ instead of the intrinsic) or report it so the form can be added to '
    'compiler/ptx/lowering.rules.')
PTX_UNSUPPORTED_INSTRUCTION = _code(
    "PCC1403", "ptx-unsupported-instruction",
    'A PTX module uses an instruction that has no equivalent on AMD GPUs (tensor-core mma/wmma, cp.async/TMA, '
    'mbarrier, texture and surface instructions, named or counted barriers, clusters); the message says why '
    'and what to use instead.',
    "Build that kernel from its CUDA C++ source instead of its PTX, or rewrite the part with HIP's own "
    'facilities (rocWMMA, __builtin_amdgcn_wmma_*/mfma_*, HIP texture objects).')
PTX_BAD_OPERANDS = _code(
    "PCC1404", "ptx-bad-operands",
    'An instruction has the wrong number or kind of operands for its form (an address where a value belongs, '
    'a vector of the wrong length, a destination that is not a register, a predicate destination on an '
    'instruction that has none).',
    "Compare the operands with the instruction's syntax in the PTX ISA; the message gives the accepted "
    'shapes.')
PTX_TYPE_MISMATCH = _code(
    "PCC1405", "ptx-type-mismatch",
    "An operand's register type does not fit the instruction type: PTX allows the same type, a bit-size type "
    '(.b32) of the same width, or signed and unsigned integers of one width; ld, st and cvt may use wider '
    'registers. A float register where an integer is expected (or the reverse) is an error, as in ptxas.',
    'Use a register of a compatible type, or convert first (cvt, or mov.b32 to reinterpret the bits).')
PTX_UNDECLARED_REGISTER = _code(
    "PCC1406", "ptx-undeclared-register",
    'A register is used that no .reg declaration in scope declares, including one past the end of a '
    'parameterised declaration (%r100 after .reg .b32 %r<100>; declares %r0 to %r99).',
    'Declare the register, or raise the count of the .reg %r<N> declaration the hint names.')
PTX_UNDEFINED_NAME = _code(
    "PCC1407", "ptx-undefined-name",
    'A label, variable or function the PTX refers to is not defined where it is used (labels are local to '
    'their { } block; only .func functions defined in the same module can be called).',
    'Define the name, or for calls of CUDA runtime functions (vprintf, malloc), build from the CUDA C++ '
    'source.')
PTX_BAD_CALL = _code(
    "PCC1408", "ptx-bad-call",
    "A call's argument or return list does not match the called .func: a different count, or a .param "
    'variable of a different size, or an indirect call through a prototype, which is not lowered.',
    "Make the call site's .param declarations match the function's parameter list, and call functions by "
    'name.')
PTX_UNSUPPORTED_DECLARATION = _code(
    "PCC1409", "ptx-unsupported-declaration",
    'A declaration or directive is not lowered: .address_size 32, vector registers (.reg .v4), texture, '
    'sampler and surface references, variables initialised with addresses, or names that are no C++ '
    'identifiers.',
    'Use 64-bit PTX and scalar registers; pass textures as HIP texture objects from C++.')
INLINE_ASM_OPERAND = _code(
    "PCC1410", "inline-asm-operand",
    "An inline asm statement's operand list cannot be lowered: a constraint PTX asm does not take (PTX uses h "
    "r l f d n), an output without '=' or '+', a tied operand that names no output, or a template that refers "
    'to an operand (%N) the statement does not have.',
    'Use CUDA\'s constraints: "h" 16-bit, "r" 32-bit, "l" 64-bit, "f" float, "d" double, "n" constant, "=" or '
    '"+" on outputs.')
PTX_NO_KERNELS = _code(
    "PCC1411", "ptx-no-kernels",
    'The PTX module defines no .entry, so the code object would have nothing to launch.',
    'Generate the PTX from a source with at least one __global__ function, or link the .func functions into a '
    'module that has one.')
PTX_LOWERING_TABLE = _code(
    "PCC1490", "ptx-lowering-table",
    "pycucc's own PTX lowering table (compiler/ptx/lowering.rules) or its grammar failed to load or to "
    'validate; the location points into that file. This is a broken installation or a bad edit of the table, '
    'not a problem with the input.',
    'Reinstall pycucc, or fix the entry at the reported line.')

# PCC11xx: the CUDA libraries (cuBLAS, cuFFT, cuRAND, cuSPARSE, cuSOLVER, CUB, Thrust, NCCL, ...)
LIBRARY_TOO_OLD = _code(
    "PCC1101", "library-too-old",
    'The rule maps to a function or type of a HIP/ROC library (hipBLAS, hipFFT, hipSPARSE, ...) that is newer '
    'than the version of that library the translation targets (TranslateOptions.library_versions, or the '
    'installed headers): the translation is right for that newer ROCm but will not compile against the older '
    'library.',
    'Install the newer library (the message names the version; ROCm and Debian ship them as lib<name>-dev), '
    'or replace the call with one the older library has.')
NO_ROC_FORM = _code(
    "PCC1102", "no-roc-form",
    'Translation with the ROC libraries (rocBLAS, rocFFT, rocSPARSE, rocRAND, rocSOLVER instead of the hip* '
    'wrappers) was asked for, but this name has no rocXXX counterpart in the rules, so the hip* name was kept. '
    'Mixing the two families in one program needs care: a hipblasHandle_t is not a rocblas_handle.',
    'Translate without the ROC option (the hip* libraries cover more of the CUDA APIs), or port this use to '
    'the ROC library by hand.')

LIBCLANG_MISSING = _code(
    "PCC1090", "libclang-missing",
    'The Python package clang.cindex (PyPI libclang) cannot be imported, or its shared library cannot be '
    'loaded. pycucc parses CUDA with it.',
    'pip install libclang==18.1.1, or point PYCUCC_LIBCLANG at a libclang.so.')
LIBCLANG_GAVE_UP = _code(
    "PCC1092", "libclang-gave-up",
    'libclang could not even tokenize the file, so no translation was possible.',
    'Check that the file is C++ source; report the file if it is.')

PARSE_TIMEOUT = _code(
    "PCC1093", "parse-timeout",
    'Parsing a file (libclang, for the translation) took longer than its limit (PYCUCC_PARSE_TIMEOUT, 300 s by '
    'default) and was stopped. Deeply recursive templates or macros can make a parse run for ever.',
    'Simplify the construct the file spends its time on, or raise PYCUCC_PARSE_TIMEOUT (seconds).')
PARSE_OUT_OF_MEMORY = _code(
    "PCC1094", "parse-out-of-memory",
    'Parsing a file used more memory than its limit (PYCUCC_PARSE_MEMORY, 4096 MB by default) and was stopped. '
    'An #include of an endless or huge file (/dev/zero, a device, a data file) does this.',
    'Remove the include of what is not a header, or raise PYCUCC_PARSE_MEMORY (MB).')
PARSE_CRASHED = _code(
    "PCC1095", "parse-crashed",
    'libclang died while parsing the file (a signal such as SIGSEGV): a bug in libclang or in pycucc, met by a '
    'construct of this file. pycucc survives it because parses run in a child process.',
    'Report it with the file; `clang++ -fsyntax-only` on the file may show which construct it is.')
FIELD_HELD_VALUE = _code(
    "PCC1096", "field-held-value",
    'The struct member read here is one the HIP this builds against cannot give (cudaDeviceProp\'s members that '
    'HIP\'s hipDeviceProp_t lacks and no hipDeviceGetAttribute attribute answers): the program reads pycucc\'s '
    'member, which holds the value CUDA gives where a device lacks the feature (0 unless the message says '
    'otherwise), not what the device would say.',
    'Read the advice: where the value steers the program, test the feature another way (call the API and check '
    'its result), or build against the newer HIP the message names.')

# ------------------------------------------------------------------ PCC2xxx: device compile
DEVICE_COMPILE_ERROR = _code(
    "PCC2001", "device-compile-error",
    'clang rejected the translated HIP code while compiling it for a GPU target; the location is mapped back '
    'to the .cu file and the message names the targets.',
    'Fix the CUDA source at that location, or look at the translated HIP (`--emit hip` or --keep) if the '
    'translation is at fault.')
DEVICE_COMPILE_WARNING = _code(
    "PCC2002", "device-compile-warning",
    'clang warned while compiling the translated HIP code for a GPU target.',
    "Read the warning; it is clang's own.")
DEVICE_COMPILE_NOTE = _code(
    "PCC2003", "device-compile-note",
    'A note clang attached to one of its device-compile messages.',
    'Read it together with the message before it.')
HIP_LIBRARY_HEADER_MISSING = _code(
    "PCC2012", "hip-library-header-missing",
    'The file includes a CUDA library header (cublas_v2.h, cusolverDn.h, ...), which the translation makes the '
    'header of its HIP counterpart (hipblas/hipblas.h, hipsolver/hipsolver.h, ...), and the compile did not find '
    'that header: the HIP library\'s development files are not installed where the compile looks.',
    'Install the package the message names (Debian/Ubuntu, ROCm, or the Windows HIP SDK), or pass -I with the '
    'folder that holds the HIP library\'s headers.')


def missing_library_header(cuda: Optional[str], hip: str) -> str:
    """The words of PCC2012, for a compile's error and the toolkit headers' #error alike."""
    what = (f"<{hip}> (a HIP library keeps the CUDA name)" if cuda == hip else
            f"<{cuda}> is <{hip}> on AMD GPUs" if cuda else f"<{hip}>, a HIP library's header,")
    return f"{what}, which is not installed"


WARP_MODELS_DIFFER = _code(
    "PCC2011", "warp-models-differ",
    'The kernel uses warp-level operations (warpSize, shuffles, votes, matches, reductions, cooperative groups) '
    'and is built for a GPU with 64-lane waves (gfx9: GCN, CDNA), where pycucc\'s two '
    'warp models give it different meanings. By default a CUDA warp is 32 lanes, each half of the wave, as CUDA '
    'defines it: warpSize is 32 and every warp operation stays inside the half. --warp-size=64 gives the whole '
    '64-lane wave to code written for it: warpSize is 64 and shuffles span the wave, so code written for 32 lanes '
    '(a 32-bit mask with no width, lane & 31) reads the other half. Inline PTX\'s warp forms are 32 lanes in both.',
    'Nothing to do for CUDA code written for 32-lane warps (the default). For code written for the hardware\'s '
    'wave (HIP code using warpSize as 64, 64-bit masks), build with --warp-size=64; under it, pass a width of 32 '
    'to the shuffles that are meant for CUDA\'s warp.')
COMPILE_FAILED_SILENTLY = _code(
    "PCC2004", "compile-failed-silently",
    'clang failed without printing a diagnostic pycucc could parse; the last lines of its output are shown.',
    'Rerun with -v to see the exact command; this is a toolchain problem (a crash or a killed process).')
COMPILE_TIMEOUT = _code(
    "PCC2005", "compile-timeout",
    'A clang (or lld, llvm-ar) run did not finish within its time limit (PYCUCC_COMPILE_TIMEOUT, 1800 s by '
    'default) and was stopped.',
    "Check the machine's load and memory; raise PYCUCC_COMPILE_TIMEOUT (seconds); very large kernels may need a "
    "lower -O level.")
COMPILE_OUT_OF_MEMORY = _code(
    "PCC2007", "compile-out-of-memory",
    'A clang run used more memory than its limit (PYCUCC_COMPILE_MEMORY, 16384 MB by default) and failed.',
    'Raise PYCUCC_COMPILE_MEMORY (MB), compile with a lower -O level, or split the file.')
PREPROCESS_FAILED = _code(
    "PCC2006", "preprocess-failed",
    'clang -E (nvcc -E) failed on the translated source without a diagnostic pycucc could locate; the end '
    'of its output is shown.',
    'Rerun with -v to see the exact command; check the include folders and macros given to it.')
INVALID_CODE_OBJECT = _code(
    "PCC2010", "invalid-code-object",
    "clang produced a code object that fails pycucc's validation (wrong target, missing kernel descriptor or "
    'kernel, bad metadata).',
    'This is a toolchain bug: rerun with -v and --keep and report it with the files.')

# PCC2020-2039: code objects of the processor table's targets and the llvmlite backend (issue 13)
GENERIC_CODE_OBJECT_V6 = _code(
    "PCC2020", "generic-code-object-v6",
    'A generic target (gfx9-generic, gfx10-1-generic, gfx10-3-generic, gfx11-generic, gfx12-generic, gfx9-4-generic) '
    'is built as code object v6 whatever --code-object-version says: LLVM has generic targets only from v6. A v6 '
    'object needs a HIP runtime whose loader knows generic targets (ROCm >= 6.4, or a Windows HIP SDK / driver of '
    'that generation); Debian\'s HIP 5.2 loads only v4 objects. -v says so once per such target.',
    'Nothing to do when the machines that run the code have such a runtime; otherwise also build the processors '
    'themselves (--offload-arch=gfx1100,gfx11-generic): the loader prefers an exact entry.')
LLVMLITE_BACKEND_FAILED = _code(
    "PCC2021", "llvmlite-backend-failed",
    'The llvmlite backend (LLVM 22, run in a child process so that LLVM\'s fatal errors cannot end pycucc) failed '
    'for a target: LLVM reported an error (a kernel needing more LDS than the processor has, an operation the '
    'processor lacks after retargeting from the stand-in), it aborted, or it did not know the processor ("is not a '
    'recognized processor": it would have built generic code, which pycucc refuses).',
    'Read the LLVM message; `-v` shows the three commands (clang-19 bitcode, llvmlite, lld) to rerun by hand. A '
    'processor the installed llvmlite does not know needs the pinned llvmlite==0.50.*; a ROCm clang that knows the '
    'processor can build it instead: PYCUCC_CLANG=... PYCUCC_BACKEND=gfx950=clang.')
LLVMLITE_INLINE_ASM = _code(
    "PCC2022", "llvmlite-inline-asm",
    'The device code of an llvmlite target has inline assembly (asm("...") with instructions) that survived '
    'optimisation. llvmlite\'s LLVM has no AMDGPU assembler, so it cannot put those instructions in an object. '
    '(Comment-only asm, such as the ROCm device libraries\' hoisting barriers, is kept as the empty barrier it '
    'is.)',
    'Replace the asm with HIP device functions or __builtin_amdgcn_* builtins for these targets (their device pass '
    'defines the processor\'s macro, e.g. __gfx950__, next to the stand-in\'s: `#if defined(__gfx950__)`), or build '
    'the target with a clang that knows it (PYCUCC_CLANG pointing at a ROCm clang, PYCUCC_BACKEND=gfx950=clang).')

# ------------------------------------------------------------------ PCC23xx: linking
UNDEFINED_REFERENCE = _code(
    "PCC2301", "undefined-reference",
    'The link of a program or shared library failed because a symbol that an object uses is defined in none '
    'of the inputs; the message names the symbol and the object that needs it.',
    'Add the source, object or library that defines it (-l NAME, the .o, the .cu); for a __device__ symbol of '
    'another .cu, compile and link with -rdc=true.')
LINK_FAILED = _code(
    "PCC2302", "link-failed",
    'The linker failed for another reason than an undefined symbol (a missing library, a duplicate symbol, '
    'an unreadable input); its message is shown.',
    'Read the linker message: usually a -l library that is not installed (the message names it) or a symbol '
    'defined in two inputs.')
DEVICE_LINK_FAILED = _code(
    "PCC2303", "device-link-failed",
    'The device link (-dlink, or linking -dc objects) failed: clang could not link the relocatable device code '
    'of the objects for every target.',
    'Check that every -dc object was built for the same --offload-arch targets, and rerun with -v to see the '
    'command.')

HIP_LIBRARY_MISSING = _code(
    "PCC2310", "hip-library-missing",
    'The program links a CUDA library (-lcublas, -lcufft, ...), which pycucc links as its HIP counterpart '
    '(hipBLAS, hipFFT, ...) through the linker scripts of its toolkit folder, and that HIP library is not '
    'installed where the linker looks.',
    'Install the package the message names (Debian/Ubuntu, ROCm, or the Windows HIP SDK), or pass -L with the '
    'folder that holds the library.')

# ------------------------------------------------------------------ PCC3xxx: rules files
LARK_MISSING = _code(
    "PCC3000", "lark-missing",
    'The lark package, which parses rules files, cannot be imported.',
    'pip install lark (it is a dependency of pycucc; reinstall the package).')
RULES_SYNTAX_ERROR = _code(
    "PCC3001", "rules-syntax-error",
    'A rules file has a syntax error; the message says what was expected at that point.',
    'Entries are one per line: `rename A -> B`, `call f(a, b) -> g(b, a)`, `header "x.h" -> "y.h"|none`, '
    '`unsupported f "advice"`, `section "title"`, each optionally followed by [attributes].')
RULES_BAD_ATTRIBUTE = _code(
    "PCC3002", "rules-bad-attribute",
    'An entry in a rules file has an unknown attribute or the same attribute twice.',
    'Use only hip_since=, warn=, warp= and hint=, each at most once per entry.')
RULES_DUPLICATE = _code(
    "PCC3003", "rules-duplicate",
    'Two rules rename the same name or map the same header; the second location is the one reported.',
    'Keep one of them.')
RULES_DUPLICATE_OVERLOAD = _code(
    "PCC3004", "rules-duplicate-overload",
    'Two `call` rules for the same function have the same number of parameters, so pycucc could not choose.',
    'Keep one, or change the signature of one of them.')
RULES_UNKNOWN_PLACEHOLDER = _code(
    "PCC3005", "rules-unknown-placeholder",
    "A `call` rule's template uses a lower-case name that is not one of its parameters: it is most likely a "
    'typo for a placeholder.',
    'Fix the name, or rename the parameter; lower-case names in a template must be parameters.')
RULES_BAD_ATTRIBUTE_VALUE = _code(
    "PCC3006", "rules-bad-attribute-value",
    'An attribute in a rules file has no value or a value of the wrong kind (hip_since= takes a version, '
    'warn= a string).',
    'Give the attribute a value of the kind the message names.')
RULES_CONFLICT = _code(
    "PCC3007", "rules-conflict",
    'A name is both translated (rename or call) and declared unsupported, so the rules contradict each other.',
    'Keep one of the two entries.')
RULES_DUPLICATE_PARAMETER = _code(
    "PCC3008", "rules-duplicate-parameter",
    "A parameter appears twice in a `call` rule's signature.",
    'Give each parameter its own name.')
RULES_UNKNOWN_REFERENCE = _code(
    "PCC3009", "rules-unknown-reference",
    'An entry names another entry that no rules file defines (a host_read whose prelude= names no prelude), '
    'or an entry that may appear once appears twice (launch, implicit_include).',
    'Define the prelude, fix its name, or keep one of the two entries.')
RULES_BAD_PATTERN = _code(
    "PCC3010", "rules-bad-pattern",
    'A pattern or ptx entry holds a regular expression that does not compile; the message gives Python\'s '
    'reason.',
    'Fix the expression (Python re syntax; inside the rules string a backslash is written once).')
RULES_BAD_CONVERSION = _code(
    "PCC3011", "rules-bad-conversion",
    "A `convert` or `member` rule's template must use its parameter exactly once and as a whole value: the "
    'translation wraps the converted value or the object where it stands (text before it, text after it), so that '
    'the rewrites inside and around it stay independent.',
    'Write the template as a call of one helper on the parameter, e.g. `convert dim3(uint3 value) -> '
    '__pycucc_dim3(value)`.')

_BY_NAME = {c.name: c for c in CODES.values()}
assert len(_BY_NAME) == len(CODES), "two diagnostic ids share a name"


def lookup(key: str) -> Optional[Code]:
    """The entry for an id (``PCC1001``, ``pcc1001``, ``1001``) or a name (``unknown-cuda-name``)."""
    k = key.strip()
    if k.isdigit():
        k = "PCC" + k.zfill(4)
    return CODES.get(k.upper()) or _BY_NAME.get(k.lower())


def name_of(code: str) -> str:
    c = CODES.get(code)
    return c.name if c else code


def all_codes() -> List[Code]:
    return [CODES[k] for k in sorted(CODES)]
