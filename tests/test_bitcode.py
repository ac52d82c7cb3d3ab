import os
import subprocess

import pytest

from pycucc.bitcode import ensure_overlay
from pycucc.targets import PROCESSORS as TARGETS
from pycucc.toolchain import toolchain

pytestmark = pytest.mark.toolchain


def test_overlay_has_every_target_and_generated_modules_carry_the_isa_version(tmp_path):
    tc = toolchain()
    d = ensure_overlay(tc, str(tmp_path))
    for t in TARGETS.values():
        path = os.path.join(d, t.isa_file)
        assert os.path.isfile(path), t.name
        system = os.path.join(tc.device_lib, t.isa_file)
        if os.path.exists(system):
            assert os.path.realpath(path) == os.path.realpath(system)
        else:
            ir = subprocess.run(["llvm-dis-19", path, "-o", "-"], capture_output=True, text=True, check=True).stdout
            assert "@__oclc_ISA_version = linkonce_odr protected" in ir
            assert f"i32 {t.isa_version}," in ir
    assert os.path.isfile(os.path.join(d, "ocml.bc")) and os.path.isfile(os.path.join(d, "ockl.bc"))
    # code object v6 (the generic targets) links oclc_abi_version_600, which ROCm 5.2 lacks; the generic targets'
    # isa modules carry their family's first processor's version
    for name, glob, value in (("oclc_abi_version_600.bc", "__oclc_ABI_version", 600),
                              ("oclc_isa_version_11-generic.bc", "__oclc_ISA_version", 11000),
                              ("oclc_isa_version_9-generic.bc", "__oclc_ISA_version", 9000)):
        ir = subprocess.run(["llvm-dis-19", os.path.join(d, name), "-o", "-"], capture_output=True, text=True,
                            check=True).stdout
        assert f"@{glob} = linkonce_odr protected" in ir and f"i32 {value}," in ir, name
    # A second call reuses what is there: same folder, nothing rebuilt.
    before = os.stat(os.path.join(d, "oclc_isa_version_942.bc")).st_mtime_ns
    assert ensure_overlay(tc, str(tmp_path)) == d
    assert os.stat(os.path.join(d, "oclc_isa_version_942.bc")).st_mtime_ns == before
    assert not [n for n in os.listdir(str(tmp_path)) if n.startswith(".bitcode-")]
