import pytest

from pycucc.targets import DEFAULT_TARGETS, PROCESSORS as TARGETS, TargetError, processor_of, resolve_target, sm_map


def test_every_supported_target_has_consistent_facts():
    assert set(TARGETS) == {"gfx1030", "gfx1100", "gfx1101", "gfx1102", "gfx1150", "gfx1151", "gfx1200",
                            "gfx1201", "gfx90a", "gfx942"}
    for t in TARGETS.values():
        assert t.wave_size == (64 if t.name.startswith("gfx9") else 32)
        assert t.isa_file == f"oclc_isa_version_{t.name[3:]}.bc"
    assert set(DEFAULT_TARGETS) <= set(TARGETS)


def test_resolve_gfx_names_features_and_sm():
    assert resolve_target("gfx1100") == "gfx1100"
    assert resolve_target("gfx90a:xnack-") == "gfx90a:xnack-"
    assert resolve_target("sm_86") == "gfx1030"
    assert resolve_target("compute_90") == "gfx942"
    assert processor_of("gfx942:sramecc+:xnack-") == "gfx942"


def test_sm_map_is_overridable_from_the_environment():
    env = {"PYCUCC_SM_MAP": "sm_86=gfx1100, sm_75=gfx1201"}
    assert resolve_target("sm_86", env) == "gfx1100"
    assert sm_map(env)["sm_75"] == "gfx1201"
    with pytest.raises(TargetError, match="not of the form"):
        sm_map({"PYCUCC_SM_MAP": "gfx1100"})


@pytest.mark.parametrize("bad", ["gfx9999", "sm_13", "gfx1100:xnack", "nvidia"])
def test_unknown_targets_are_rejected_with_the_supported_list(bad):
    with pytest.raises(TargetError) as e:
        resolve_target(bad)
    assert bad in str(e.value)
