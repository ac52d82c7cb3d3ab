# The README's two commands: `make demo` and `make test`. Each installs what it needs (Debian packages through
# apt, the package with its test extras into .venv) and is quick and silent when everything is there.
SHELL := /bin/bash
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PYCUCC := $(VENV)/bin/pycucc
# Debian 13 names the device bitcode rocm-device-libs-17 (Debian 12: rocm-device-libs). Debian 13's hipBLAS,
# hipSOLVER, ... -dev packages are not installed here: they pull librocblas0, librocsolver0 and librccl1 (about 4 GB
# of GPU kernels); tools/rocm_libs.py fetches their headers and small runtimes (a few MB) into its cache instead.
# g++: the CMake and Makefile tests' C and C++ targets need a cc and c++ (a minimal Debian has neither).
# python3-dev: tests/test_projects.py builds a Python C extension (Python.h; a minimal Debian 13 lacks it).
DEBIAN_MAJOR := $(shell cut -d. -f1 /etc/debian_version 2>/dev/null)
DEVICE_LIBS := $(shell [ "$(DEBIAN_MAJOR)" -ge 13 ] 2>/dev/null && echo rocm-device-libs-17 || echo rocm-device-libs)
APT_PACKAGES := clang-19 lld-19 llvm-19 clang-tools-19 libamdhip64-dev $(DEVICE_LIBS) cmake ninja-build \
	libhipsparse-dev librocsparse-dev libhiprand-dev librocrand-dev librocprim-dev ccache sccache libomp-19-dev g++ python3-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
STAMP := $(VENV)/.pycucc-installed
DEMO_TARGETS := gfx1030,gfx1100,gfx1201,gfx942

.PHONY: setup apt demo test test-fast mypy bench docs fuzz clean

setup: apt $(STAMP)

apt:
	@missing=$$(for p in $(APT_PACKAGES); do \
	    dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	    echo "make setup: installing Debian packages:" $$missing; \
	    $(SUDO) apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi

$(STAMP): pyproject.toml
	@[ -x $(PY) ] || $(PYTHON) -m venv $(VENV)
	@echo "make setup: installing pycucc and its test dependencies into $(VENV)"
	@$(PY) -m pip install -q --disable-pip-version-check -e '.[test]' 2> >(grep -v 'is ignored: it is neither' >&2)
	@# the rules parsed once and kept beside them (compiler/rules/__pycache__): a first build on an empty cache
	@# copies them instead of parsing for ~1 s; an edited rules file is parsed again (pycucc.rules._SHIPPED)
	@$(PY) -c 'from pycucc.rules import load_rules; load_rules()'
	@# and the parse declarations precompiled for a build with no flags of its own (pycucc.frontend.kept_pch)
	@$(PY) tools/keep_parse_pch.py
	@# and pycucc's own digest, under the stamps of its files (pycucc.cache.KEPT_DIR): not read and hashed
	@# again by a first build on an empty cache
	@$(PY) -c 'from pycucc.cache import pycucc_digest; pycucc_digest()'
	@touch $@

demo: setup
	@mkdir -p out
	$(PYCUCC) testdata/samples/reduce_shared.cu -o out/reduce_shared.hsaco --offload-arch=$(DEMO_TARGETS)
	$(PYCUCC) inspect out/reduce_shared.hsaco

# The full suite, then mypy against its ratcheted baseline (tools/mypy_baseline.txt: the error count may only go
# down). test-fast: the tests that start no clang, lld or other LLVM tool (markers toolchain, gpu) and no long
# campaign (slow). Both run in pytest-xdist workers (TEST_JOBS, FAST_JOBS); --dist loadscope keeps a module's tests on
# one worker, so a module-scoped fixture (every sample built for every target, a toolkit) is made once, not once per
# worker.
# PYTHONDONTWRITEBYTECODE (set in some CI and sandbox environments) is taken out, as bench/run.py does: the suite
# starts pycucc a few thousand times, and each start would compile every module it imports again (0.28 -> 0.15 s of
# CPU for a one-file translate); the bytecode goes to __pycache__ folders, which git ignores.
TEST_JOBS ?= 2
FAST_JOBS ?= 2
TEST_ENV := env -u PYTHONDONTWRITEBYTECODE
test: setup
	$(TEST_ENV) $(PY) -m pytest -n $(TEST_JOBS) --dist loadscope --durations=20; status=$$?; \
	$(PY) tools/mypy_ratchet.py || status=1; exit $$status

test-fast: setup
	$(TEST_ENV) $(PY) -m pytest -m "not toolchain and not gpu and not slow" -q -n $(FAST_JOBS)

mypy: setup
	$(PY) tools/mypy_ratchet.py

bench: setup
	$(PY) bench/run.py

# The mutation fuzzer over the command line (tools/fuzz.py); the suite runs a small fixed-seed budget of it.
FUZZ_COUNT ?= 2000
FUZZ_SEED ?= 1
fuzz: setup
	$(PY) tools/fuzz.py --count $(FUZZ_COUNT) --seed $(FUZZ_SEED) --json out/fuzz.json

# docs/coverage.md is generated from the rules files, docs/ptx.md from the PTX lowering table, docs/targets.md from
# the processor table, the README's flag table from nvcc_flags.FLAGS; tests fail when they are stale.
docs: setup
	$(PYCUCC) rules doc -o docs/coverage.md
	$(PY) -m pycucc.ptx.doc -o docs/ptx.md
	$(PY) -m pycucc.targets -o docs/targets.md
	$(PY) tools/gen_flag_table.py

clean:
	rm -rf out build *.egg-info .pytest_cache
