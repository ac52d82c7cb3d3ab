"""Where pycucc's own data files are (package data next to the code)."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
COMPAT_HEADER = os.path.join(HERE, "include", "pycucc_compat.h")
RULES_DIR = os.path.join(HERE, "rules")
