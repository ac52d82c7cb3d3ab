"""Where pycucc's own data files are (package data next to the code): the one place that knows the layout."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
INCLUDE_DIR = os.path.join(HERE, "include")
COMPAT_HEADER = os.path.join(INCLUDE_DIR, "pycucc_compat.h")
# What pycucc_compat.h includes of ours (CUDA's vector types in HIP's headers): it travels with it, into a translated
# tree, and is part of its digest.
COMPAT_FILES = tuple(os.path.join(INCLUDE_DIR, n) for n in (
    "pycucc_compat.h", "pycucc_hip_vectors.h", "pycucc_cuda_vectors.h", "pycucc_hide_vectors.h",
    "pycucc_unhide_vectors.h", "pycucc_math_constants.h", "pycucc_library_helpers.h", "pycucc_host_math.h",
    "pycucc_device_prop.h"))
WRAP_DIR = os.path.join(INCLUDE_DIR, "wrap")  # HIP library headers read with HIP's vector types (pycucc_rand_begin.h)
# Stand-ins for HIP libraries whose calls may do nothing (roctx: a profiler's markers), searched after every other
# include folder (-idirafter), so that an installed library wins; the rules' `fallback=yes` entries name them.
FALLBACK_DIR = os.path.join(INCLUDE_DIR, "fallback")
COMPAT_NAMES = os.path.join(INCLUDE_DIR, "pycucc_compat.names")  # what it supplies (tools/compat_names.py)
PARSE_INCLUDE_DIR = os.path.join(INCLUDE_DIR, "cuda")  # CUDA-named declaration headers for the parse
# What a CUDA source's build includes before the source: pycucc_compat.h (every compile) and the parse's declarations
OWN_PRELUDES = (COMPAT_HEADER, os.path.join(PARSE_INCLUDE_DIR, "pycucc_cuda_parse.h"))
RULES_DIR = os.path.join(HERE, "rules")
TEMPLATES_DIR = os.path.join(HERE, "templates")
