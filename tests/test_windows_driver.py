"""The nvcc driver on a simulated Windows layout (pure Python: names, quoting, commands, HIP SDK discovery)."""
import ntpath

from pycucc.cli.invocation import parse_compile_args
from pycucc.backend import rdc_command
from pycucc.cli.invocation import default_output, object_name, quote
from pycucc.cli.nvcc_modes import archive_command, link_command
from pycucc.nvcc_flags import parse, split_command_line
from pycucc.toolchain import discover

SDK = r"C:\Program Files\AMD\ROCm\6.4"


def _sdk_files():
    return {ntpath.join(SDK, "bin", "clang++.exe"), ntpath.join(SDK, "bin", "ld.lld.exe"),
            ntpath.join(SDK, "include", "hip", "hip_runtime.h"), ntpath.join(SDK, "amdgcn", "bitcode", "ocml.bc")}


def test_output_names_follow_windows_conventions():
    assert default_output("link", ["a.cu"], True) == "a.exe"
    assert default_output("shared", ["a.cu"], True) == "a.dll"
    assert default_output("lib", ["a.cu"], True) == "a.lib"
    assert object_name(r"src\kernels.cu", True) == "kernels.obj"
    assert object_name(r"src\kernels.cu", True, "out") == ntpath.join("out", "kernels.obj") or \
        object_name(r"src\kernels.cu", True, "out").endswith("kernels.obj")


def test_cmd_exe_quoting_round_trips_paths_with_spaces():
    argv = [ntpath.join(SDK, "bin", "clang++.exe"), "-I" + r"C:\My Project\inc", "-DNAME=\"x y\""]
    line = quote(argv, windows=True)
    assert split_command_line(line, True) == argv
    assert parse(["-c", "a.cu"], env={"NVCC_APPEND_FLAGS": r'-I"C:\Program Files\cub"'}).all("include") == \
        [r"C:\Program Files\cub"]


def test_hip_sdk_is_discovered_and_commands_use_its_tools(monkeypatch):
    import os
    files = _sdk_files()
    # toolchain.py joins with the host os.path; compare with Windows separators.
    monkeypatch.setattr(os.path, "isfile", lambda p: p.replace("/", "\\") in files)
    tc = discover(env={"HIP_PATH": SDK}, windows=True, which=lambda n: None,
                  probe=lambda c: ("clang version 19.0.0git", ntpath.join(SDK, "lib", "clang", "19")))
    assert tc.clang.replace("/", "\\") == ntpath.join(SDK, "bin", "clang++.exe") and tc.windows and tc.hip_root == SDK
    inv = parse_compile_args(["-c", "k.cu", "--offload-arch=gfx1100"], env={})
    cmd = rdc_command(tc, inv.options, r"C:\t\k.cu", r"C:\t\k.obj", tc.device_lib, "0123456789abcdef",
                      ["-include", r"C:\t\defs.h"])
    assert cmd[0].endswith("clang++.exe") and f"--rocm-path={SDK}" in cmd and "--offload-arch=gfx1100" in cmd
    link = link_command(tc, inv.options, inv, [r"C:\t\k.obj"], "app.exe", tc.device_lib)
    assert "--hip-link" in link and "app.exe" in link and not any(a.startswith("-L/") for a in link)
    assert archive_command(tc, ["k.obj"], "k.lib")[1] == "/OUT:k.lib"
