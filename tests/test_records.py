"""pycucc.records against the dataclasses it replaces: the same class written both ways behaves the same (init,
defaults, repr, equality, hashing, freezing, replace, fields, asdict, pickling), and the translate path defines
no dataclass at all (the reason records exist: records.py)."""
from __future__ import annotations

import dataclasses
import json
import os
import pickle
import subprocess
import sys
from typing import ClassVar, List, Optional, Tuple

import pytest

from pycucc import records
from testutil import SAMPLES


def _both(frozen: bool):
    """The same three classes (a base, a subclass with a factory and a post-init, a holder), as dataclasses and as
    records."""
    out = []
    for deco, fld in ((dataclasses.dataclass, dataclasses.field), (records.record, records.field)):
        @deco(frozen=frozen)
        class Base:
            kind: str
            name: str
            line: int = 0
            LIMIT: ClassVar[int] = 3

        @deco(frozen=frozen)
        class Child(Base):
            items: Tuple[str, ...] = ()
            notes: List[str] = fld(default_factory=list)
            cached: Optional[str] = fld(default=None, compare=False, repr=False)

            def __post_init__(self):
                if self.line < 0:
                    raise ValueError("negative line")

        @deco(frozen=frozen)
        class Holder:
            child: Child
            more: Tuple[Child, ...] = ()
        out.append((Base, Child, Holder))
    return out


@pytest.mark.parametrize("frozen", [True, False])
def test_a_record_behaves_as_the_same_dataclass(frozen):
    (dbase, dchild, dholder), (rbase, rchild, rholder) = _both(frozen)
    for Base, Child in ((dbase, dchild), (rbase, rchild)):
        assert [f.name for f in (dataclasses.fields(Child) if Base is dbase else records.fields(Child))] == \
            ["kind", "name", "line", "items", "notes", "cached"]
    calls = [(("k", "n"), {}), (("k",), {"name": "n", "line": 4}), ((), {"kind": "k", "name": "n", "items": ("a",)}),
             (("k", "n", 1, ("x",), ["y"], "c"), {})]
    for args, kwargs in calls:
        d, r = dchild(*args, **kwargs), rchild(*args, **kwargs)
        assert repr(d).split("(", 1)[1] == repr(r).split("(", 1)[1]
        assert [getattr(d, f) for f in ("kind", "name", "line", "items", "notes", "cached")] == \
            [getattr(r, f) for f in ("kind", "name", "line", "items", "notes", "cached")]
        assert (d == dchild(*args, **kwargs)) == (r == rchild(*args, **kwargs)) is True
        assert (d == dchild("other", "n")) == (r == rchild("other", "n")) is False
        assert r != rbase("k", "n") and (r == "text") is False  # another class is never equal
        with pytest.raises(TypeError):  # mutable: unhashable; frozen: its list field is
            hash(d)
        with pytest.raises(TypeError):
            hash(r)
    if frozen:  # frozen records hash by their fields
        assert hash(dbase("k", "n")) == hash(dbase("k", "n")) and hash(rbase("k", "n")) == hash(rbase("k", "n"))
        assert {rbase("k", "n"), rbase("k", "n"), rbase("k", "m")} == {rbase("k", "n"), rbase("k", "m")}
    else:
        with pytest.raises(TypeError):
            hash(rbase("k", "n"))
    # compare=False fields do not take part in equality; default factories give each record its own value
    assert rchild("k", "n", cached="a") == rchild("k", "n", cached="b")
    a, b = rchild("k", "n"), rchild("k", "n")
    assert a.notes is not b.notes
    assert rchild.LIMIT == 3 and "LIMIT" not in [f.name for f in records.fields(rchild)]
    # the errors a wrong call gets, as a dataclass's
    for args, kwargs in [((), {}), (("k",), {}), (("k", "n"), {"bogus": 1}), (("k", "n"), {"kind": "again"}),
                         (tuple("1234567"), {})]:
        with pytest.raises(TypeError):
            dchild(*args, **kwargs)
        with pytest.raises(TypeError):
            rchild(*args, **kwargs)
    with pytest.raises(ValueError):
        rchild("k", "n", line=-1)
    # replace() runs __post_init__ again; asdict() converts records inside containers too
    r = rchild("k", "n", 2, ("i",))
    assert records.replace(r, line=5).line == 5 and records.replace(r, line=5).items == ("i",)
    with pytest.raises(ValueError):
        records.replace(r, line=-1)
    d = dchild("k", "n", 2, ("i",))
    assert records.asdict(rholder(r, (r,))) == dataclasses.asdict(dholder(d, (d,)))


def test_a_frozen_record_cannot_be_changed_and_a_mutable_one_can():
    (_, _, _), (_, frozen_child, _) = _both(True)
    (_, _, _), (_, mutable_child, _) = _both(False)
    r = frozen_child("k", "n")
    with pytest.raises(records.FrozenInstanceError):
        r.line = 3
    with pytest.raises(records.FrozenInstanceError):
        del r.name
    with pytest.raises(AttributeError):  # FrozenInstanceError is one, as dataclasses' is
        r.other = 1
    m = mutable_child("k", "n")
    m.line = 3
    assert m.line == 3 and m == mutable_child("k", "n", 3)


def test_records_pickle_and_keep_field_order():
    from pycucc.diagnostics import Diagnostic, Severity
    from pycucc.translate import TranslateOptions
    d = Diagnostic(Severity.WARNING, "PCC1001", "m", path="a.cu", line=3, col=4)
    assert pickle.loads(pickle.dumps(d)) == d
    o = TranslateOptions(defines=("A",), roc=True)
    assert pickle.loads(pickle.dumps(o)) == o and hash(pickle.loads(pickle.dumps(o))) == hash(o)
    # keyword order does not change the instance's state (pickles and reprs of equal records are equal)
    assert pickle.dumps(TranslateOptions(roc=True, defines=("A",))) == pickle.dumps(o)
    assert list(vars(o)) == [f.name for f in records.fields(TranslateOptions)]


def test_bad_record_classes_are_refused_as_dataclasses_refuses_them():
    with pytest.raises(TypeError):
        @records.record
        class A:
            x: int = 0
            y: int
    with pytest.raises(ValueError):
        @records.record
        class B:
            x: list = []
    with pytest.raises(TypeError):
        records.fields(object())


def test_a_one_file_translation_defines_no_dataclass_and_loads_no_click(tmp_path):
    code = ("import sys, json\nfrom pycucc.cli import run\nrc = run(sys.argv[1:])\n"
            "print(json.dumps([rc, sorted(m for m in ('dataclasses', 'click', 'inspect') if m in sys.modules)]))")
    out = tmp_path / "s.hip.cpp"
    p = subprocess.run([sys.executable, "-c", code, "translate", os.path.join(SAMPLES, "saxpy.cu"), "-o", str(out)],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    rc, loaded = json.loads(p.stdout.strip().splitlines()[-1])
    assert rc == 0 and out.exists() and loaded == [], loaded
