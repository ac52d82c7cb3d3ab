"""Every data file pycucc reads at run time is declared as package data, so a normal (non-editable) install works."""
import os
import tomllib
from pathlib import Path

from testutil import ROOT


def test_package_data_globs_cover_every_data_file():
    cfg = tomllib.loads(Path(ROOT, "pyproject.toml").read_text())["tool"]["setuptools"]
    dirs = cfg["package-dir"]
    covered = set()
    for package, globs in cfg["package-data"].items():
        parts = package.split(".")
        folder = Path(ROOT, dirs.get(package) or os.path.join(dirs[parts[0]], *parts[1:]))
        for g in globs:
            covered |= {p.resolve() for p in folder.glob(g) if p.is_file()}
    data = [p.resolve() for sub in ("include", "rules", "templates")
            for p in Path(ROOT, "compiler", sub).rglob("*")
            if p.is_file() and p.suffix != ".py" and "__pycache__" not in p.parts]
    assert data
    missing = sorted(str(p.relative_to(ROOT)) for p in data if p not in covered)
    assert not missing, f"not in [tool.setuptools.package-data]: {missing}"


def test_every_python_package_is_listed():
    """Each folder of the source with an __init__.py is in [tool.setuptools] packages, so that a normal install
    has it (compiler/translate/, compiler/ptx/ ...)."""
    cfg = tomllib.loads(Path(ROOT, "pyproject.toml").read_text())["tool"]["setuptools"]
    found = {".".join([package, *init.parent.relative_to(Path(ROOT, folder)).parts])
             for package, folder in cfg["package-dir"].items() for init in Path(ROOT, folder).rglob("__init__.py")}
    assert found and found == set(cfg["packages"]), sorted(found ^ set(cfg["packages"]))
