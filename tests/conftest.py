import os
import shutil
import sys

import pytest

# --import-mode=importlib keeps the tests from importing the source folders by accident; testutil is ours.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def pytest_collection_modifyitems(config, items):
    # The toolchain is installed by `make setup`; when someone runs pytest without it, say so instead of failing
    # with a confusing error in every test.
    if shutil.which("clang++-19") or os.environ.get("PYCUCC_CLANG"):
        return
    skip = pytest.mark.skip(reason="clang++-19 not found: run `make setup` (installs clang-19 lld-19 "
                                   "libamdhip64-dev rocm-device-libs)")
    for item in items:
        if "toolchain" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def cache_dir(tmp_path_factory):
    """One cache for the whole run, so the bitcode overlay and toolchain probe are made once."""
    d = tmp_path_factory.mktemp("pycucc-cache")
    os.environ["PYCUCC_CACHE_DIR"] = str(d)
    return str(d)
