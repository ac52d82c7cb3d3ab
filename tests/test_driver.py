import pytest

from pycucc import codes
from pycucc.diagnostics import PycuccError
from pycucc.targets import ALL_MAJOR_TARGETS, ALL_TARGETS

from pycucc.cli.invocation import UsageError, parse_compile_args
from pycucc.options import Options
from pycucc.targets import Target


def ids(targets):
    return tuple(t.id for t in targets)


def test_nvcc_spellings_of_values():
    inv = parse_compile_args(["k.cu", "-o", "k.hsaco", "-Iinc", "-I", "inc2", "--include-path=inc3", "-DX=1",
                              "-D", "Y", "-UZ", "-O2", "-std=c++20", "--offload-arch=gfx1100,gfx1030",
                              "--offload-arch", "gfx942", "-arch=sm_86", "-g", "-v", "--keep"], env={})
    o = inv.options
    assert inv.inputs == ["k.cu"]
    assert o.output == "k.hsaco"
    assert o.include_dirs == ("inc", "inc2", "inc3")
    assert o.defines == ("X=1", "Y") and o.undefines == ("Z",)
    assert o.opt_level == "2" and o.std == "c++20"
    assert ids(o.targets) == ("gfx1100", "gfx1030", "gfx942")  # sm_86 maps to gfx1030: no duplicate
    assert o.debug and o.verbose and o.keep


def test_defaults_and_environment_targets():
    assert ids(parse_compile_args(["k.cu"], env={}).options.targets) == ("gfx1030", "gfx1100")
    env = {"PYCUCC_OFFLOAD_ARCH": "gfx1201"}
    assert ids(parse_compile_args(["k.cu"], env=env).options.targets) == ("gfx1201",)


@pytest.mark.parametrize("argv, message", [
    (["k.cu", "--frobnicate"], "unknown flag '--frobnicate'"),
    (["k.cu", "-o"], "needs a value"),
    (["k.cu", "--emit=ptx"], "--emit must be one of"),
    (["k.cu", "-O7"], "unknown optimisation level"),
    (["k.cu", "--code-object-version=7"], "must be 4, 5 or 6"),
    ([], "no input files"),
])
def test_usage_errors_name_the_problem(argv, message):
    with pytest.raises(UsageError, match=message.replace("(", r"\(").replace("'", "'")):
        parse_compile_args(argv, env={})


@pytest.mark.parametrize("argv, env, code, message", [
    (["k.cu", "--offload-arch=gfx9999"], {}, codes.UNKNOWN_TARGET, "unknown offload target 'gfx9999'"),
    (["k.cu"], {"PYCUCC_OFFLOAD_ARCH": "gfx1100:sramecc+"}, codes.UNSUPPORTED_TARGET_FEATURE, "PYCUCC_OFFLOAD_ARCH"),
    (["k.cu", "-arch=sm_86"], {"PYCUCC_BACKEND": "gfx1030=nvcc"}, codes.BACKEND_UNAVAILABLE, "PYCUCC_BACKEND"),
    (["-c", "k.cu", "-rdc=true", "--offload-arch=gfx1030,gfx950"], {}, codes.BACKEND_UNAVAILABLE, "gfx950"),
])
def test_target_errors_have_an_id_and_say_where_the_target_came_from(argv, env, code, message):
    with pytest.raises(PycuccError) as e:
        parse_compile_args(argv, env=env)
    (d,) = e.value.diagnostics
    assert d.code == code and message in d.message and d.hint and e.value.exit_code == 2


def test_all_all_major_and_the_generic_targets():
    all_ = ids(parse_compile_args(["k.cu", "-arch=all"], env={}).options.targets)
    assert all_ == ALL_TARGETS and "gfx950" in all_ and "gfx11-generic" not in all_
    major = parse_compile_args(["k.cu", "-arch=all-major", "--code-object-version=4"], env={}).options
    assert ids(major.targets) == ALL_MAJOR_TARGETS
    assert major.code_object_version == 4  # generic targets still get v6: targets.code_object_version


def test_options_key_ignores_how_the_build_runs_but_not_what_it_makes():
    a = Options(targets=(Target("gfx1100", 890),), output="a.hsaco", verbose=True, keep=True)
    b = Options(targets=(Target("gfx1100", 890),), output="b.hsaco")
    assert a.key() == b.key()
    assert Options(targets=(Target("gfx1100", 890),), opt_level="2").key() != b.key()
    assert Options(targets=(Target("gfx1030", 860),)).key() != b.key()
