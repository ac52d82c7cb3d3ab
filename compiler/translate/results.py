"""What a translation takes and gives: its options, the rules it applied, its result (the package's public records)."""
from __future__ import annotations

from ..diagnostics import Diagnostic
from ..records import record
from ..sourcemap import Edit, SourceMap, line_statistics
from ..sources import source_bytes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Optional, Tuple

LAUNCH_SYNTAXES = ("chevron", "ggl")
# How library headers are spelled: "rocm6", the folders the ROCm 6 layout installs them in (<hipblas/hipblas.h>;
# what compiles against the installed ROCm); "hipify", as hipify-clang's tables spell them ("hipblas.h"), and
# "hipify-6.0" as those of HIP 6.0 did ("hiprtc.h" for nvrtc.h: the header rules' hipify_was).
HEADER_LAYOUTS = ("rocm6", "hipify", "hipify-6.0")
UNSUPPORTED_API_MODES = ("stub", "error", "warn")  # TranslateOptions.unsupported_api


@record(frozen=True)
class TranslateOptions:
    """How a CUDA source is translated: the parse's -I/-D/-U/-std (for a build, with nvcc's host-pass macros,
    pipeline.translate_options) and hipify-clang's choices."""
    include_dirs: Tuple[str, ...] = ()
    defines: Tuple[str, ...] = ()          # "NAME" or "NAME=VALUE"
    undefines: Tuple[str, ...] = ()
    std: str = "c++17"
    launch_syntax: str = "chevron"         # "ggl": k<<<...>>>(...) -> hipLaunchKernelGGL(...)
    header_layout: str = "rocm6"           # HEADER_LAYOUTS
    # hipify-clang's output conventions (its front ends): the HIP runtime header inserted where hipify-clang puts
    # it, in every file that lacks it; a removed include leaves its line; a library's main header is included once
    hipify_clang: bool = False
    # CUDA names in string literals are translated as hipify-clang translates them (`pycucc translate`, the hipify
    # front ends); a build keeps them, as nvcc does: the program prints what it printed
    string_literals: bool = False
    host_warp_size: bool = True            # host reads of warpSize -> a query of the current device
    hip_version: Optional[Tuple[int, ...]] = None  # when known, rules newer than it (hip_since) warn
    # The CUDA libraries: `roc` (hipify-clang's --roc) translates to rocBLAS/rocFFT/rocSPARSE/rocRAND/rocSOLVER
    # (the rules' roc= names) instead of the hip* wrappers; library_versions are the HIP libraries' versions the
    # translation targets, (("hipblas", (5, 5)), ...): rules newer than their library's version (hip_since) warn.
    roc: bool = False
    library_versions: Tuple[Tuple[str, Tuple[int, ...]], ...] = ()
    # The HIP that a pycucc build compiles the output with right away: rules with an `older` fallback use it below
    # their hip_since. None (`pycucc translate`, like hipify-clang): translate for the newest HIP.
    installed_hip: Optional[Tuple[int, ...]] = None
    # The include folders a build compiles its translation with (toolchain.library_search_dirs): a rule newer than
    # its HIP or library (hip_since) whose name the headers installed there do not declare warns (HIP_TOO_OLD,
    # LIBRARY_TOO_OLD) before the compile fails on it. Empty (`pycucc translate`): only hip_version/library_versions.
    library_search: Tuple[str, ...] = ()
    # A CUDA name HIP lacks, or newer than the installed library: "stub" (declared; a host function returns its
    # library's not-supported status; a warning), "error", or "warn" (left as is, a warning: hipify-clang's way)
    unsupported_api: str = "stub"
    # False: code in #if branches the parse excludes is left as it is (hipify-clang's default preprocessor,
    # --skip-excluded-preprocessor-conditional-blocks); True (pycucc's default, hipify-clang's --amap): every branch
    translate_inactive: bool = True
    resource_dir: Optional[str] = None  # the clang resource directory for the parse (--clang-resource-directory)
    keep_names: Tuple[str, ...] = ()  # identifiers left as they are, without a diagnostic (hipify-perl -whitelist)
    # C++ library headers of the file's leading includes to precompile with the parse prelude, for the other files
    # that include them too (a tree run sets it: frontend.preamble_plan); one already made is used regardless
    precompile_preamble: Tuple[str, ...] = ()

    def __post_init__(self):
        if self.launch_syntax not in LAUNCH_SYNTAXES:
            raise ValueError(f"launch_syntax must be one of {LAUNCH_SYNTAXES}, not {self.launch_syntax!r}")
        if self.unsupported_api not in UNSUPPORTED_API_MODES:
            raise ValueError(f"unsupported_api must be one of {UNSUPPORTED_API_MODES}, not {self.unsupported_api!r}")
        if self.header_layout not in HEADER_LAYOUTS:
            raise ValueError(f"header_layout must be one of {HEADER_LAYOUTS}, not {self.header_layout!r}")
        for flag in ("roc", "hipify_clang", "string_literals"):
            value = getattr(self, flag)
            if isinstance(value, str):  # from a golden file's `// OPTIONS: roc=true`
                object.__setattr__(self, flag, value.lower() in ("1", "true", "yes"))
        if isinstance(self.library_versions, str):  # `library_versions=hipblas:5.5 hipfft:6.1`
            pairs = [item.split(":") for item in self.library_versions.split()]
            object.__setattr__(self, "library_versions", tuple(
                (lib, tuple(int(x) for x in ver.split("."))) for lib, ver in pairs))


@record(frozen=True)
class Conversion:
    """One applied rule: which rule, on which CUDA name, where (1-based line and column of the name)."""
    rule_id: str
    name: str
    line: int
    col: int


@record(frozen=True)
class TranslationResult:
    source: str
    text: str
    diagnostics: Tuple[Diagnostic, ...]
    kernels: Tuple[str, ...]
    dependencies: Tuple[str, ...]
    conversions: Tuple[Conversion, ...] = ()
    edits: Tuple[Edit, ...] = ()  # what turned `source` into `text`, in byte offsets of the source
    # the HIP library folders (hipblas, roctracer ...) whose presence and headers decided the translation: a build
    # records where they were and were not (build._resolutions), so that installing, removing or upgrading one is a
    # cache miss
    library_probes: Tuple[str, ...] = ()
    # whether the parse read cuda_fp16.h or cuda_bf16.h (translate.facts.includes_half_types); True where no parse
    # ran: what pycucc_compat.h gives the unit for CUDA's half and bfloat16 types (pipeline.half_types)
    half_types: bool = True

    @property
    def has_errors(self) -> bool:
        return any(d.is_error for d in self.diagnostics)

    @property
    def source_map(self) -> SourceMap:
        """Lines and columns of `text` mapped back to `source` (clang's messages about the HIP land on the .cu)."""
        return SourceMap(source_bytes(self.source), self.edits)

    def line_statistics(self) -> Tuple[int, int]:
        """(source lines replaced or removed, output lines added), for porting reports."""
        return line_statistics(source_bytes(self.source), self.edits)
