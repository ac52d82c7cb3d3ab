"""Where pycucc's own data files are (package data next to the code): the one place that knows the layout."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
INCLUDE_DIR = os.path.join(HERE, "include")
COMPAT_HEADER = os.path.join(INCLUDE_DIR, "pycucc_compat.h")
COMPAT_NAMES = os.path.join(INCLUDE_DIR, "pycucc_compat.names")  # what it supplies (tools/compat_names.py)
PARSE_INCLUDE_DIR = os.path.join(INCLUDE_DIR, "cuda")  # CUDA-named declaration headers for the parse
RULES_DIR = os.path.join(HERE, "rules")
TEMPLATES_DIR = os.path.join(HERE, "templates")
