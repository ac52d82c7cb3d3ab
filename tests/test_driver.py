import pytest

from pycucc.driver import UsageError, parse_compile_args
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
    (["k.cu", "--offload-arch=gfx9999"], "unknown offload target 'gfx9999'"),
    (["k.cu", "--emit=ptx"], "--emit must be one of"),
    (["k.cu", "-O7"], "unknown optimisation level"),
    (["k.cu", "--code-object-version=6"], "must be 4 or 5"),
    ([], "no input files"),
])
def test_usage_errors_name_the_problem(argv, message):
    with pytest.raises(UsageError, match=message.replace("(", r"\(").replace("'", "'")):
        parse_compile_args(argv, env={})


def test_options_key_ignores_how_the_build_runs_but_not_what_it_makes():
    a = Options(targets=(Target("gfx1100", 890),), output="a.hsaco", verbose=True, keep=True)
    b = Options(targets=(Target("gfx1100", 890),), output="b.hsaco")
    assert a.key() == b.key()
    assert Options(targets=(Target("gfx1100", 890),), opt_level="2").key() != b.key()
    assert Options(targets=(Target("gfx1030", 860),)).key() != b.key()
