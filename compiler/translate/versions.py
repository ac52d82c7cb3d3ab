"""The version checks: which HIP or library the translation is for, whether a rule is newer than it (a warning, or
the rule's `older` fallback), and the name a rename writes there (with the ROC option, rocBLAS's and friends')."""
from __future__ import annotations

from .. import codes
from ..diagnostics import Severity
from ..rules import Rule
from ..sources import IDENTIFIER
from ..toolchain import installed_library
from .tokens import Tok

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, Optional, Tuple
    from ..rules import RuleSet



class VersionChecks:
    """Part of a Translation (state.py), which holds the options they read (roc, library_versions,
    library_search, hip_version, installed_hip) and the diagnostics they add."""

    # What the Translation sets (state.py), declared for the type checker.
    rules: "RuleSet"
    roc: bool
    library_versions: Dict[str, Tuple[int, ...]]
    library_search: Tuple[str, ...]
    library_probes: Dict[str, None]
    hip_version: Optional[Tuple[int, ...]]
    installed_hip: Optional[Tuple[int, ...]]

    def diag(self, sev: Severity, code: str, message: str, line: int, col: int, rule: Optional[Rule] = None,
             hint: Optional[str] = None) -> None:
        raise NotImplementedError  # Translation.diag

    def older_fallback(self, rule: Rule) -> bool:
        """Whether the build this translation is for has a HIP older than the rule's, and the rule says what to do
        then (`older=`)."""
        since = rule.attr("hip_since")
        return bool(since and rule.attr("older") and self.installed_hip is not None
                    and tuple(self.installed_hip) < tuple(since))

    def missing_in_installed(self, rule: Rule) -> Optional[str]:
        """Why the installed headers (library_search) cannot give what a rename writes, or None when they declare
        it (or cannot be asked)."""
        lib = self.rules.library_for(rule)
        lib_name = lib and ((lib.attr("roc") if self.roc else None) or lib.target)
        written = IDENTIFIER.search(getattr(rule, "target", None) or "")
        folder = self.header_folder(rule, lib_name)
        inst = self._installed(folder)
        if written is None or inst is None:
            return None
        form = rule.attr("form_since")
        if written.group(0) in inst.names and (not form or form in inst.names):
            return None
        hip = folder in ("", self.rules.main_header_folder)
        found = f"HIP {inst.version}" if hip else f"{lib_name} {inst.version}"
        want = ".".join(map(str, rule.attr("hip_since")))
        needs = f"needs {'HIP' if hip else lib_name + ' of ROCm'} {want} or newer"
        if written.group(0) in inst.names:
            return (f"{needs} ({written.group(0)} with CUDA's arguments, from the release that added {form}); the "
                    f"installed {found.rstrip()} ({inst.folder}) declares {written.group(0)} with other arguments")
        return f"{needs} ({written.group(0)}); the installed {found.rstrip()} ({inst.folder}) does not declare it"

    def _installed(self, folder: str):
        """The installed library of an include folder; "" (rules of no library: device, types) is HIP's own, the
        folder of the rules' main header (where the runtime's, driver's and hipRTC's names are declared too: their
        `library` entries say include=hip). None when it is not installed or cannot be asked."""
        folder = folder or self.rules.main_header_folder or ""
        if not folder:
            return None
        if folder != self.rules.main_header_folder:  # HIP's own: the toolchain's identity has its version
            self.library_probes[folder] = None
        return installed_library(folder, self.library_search)

    def header_folder(self, rule: Rule, lib_name: Optional[str]) -> str:
        """The include folder of the HIP library a rule writes for: its `library` entry's include=, else of the
        folders its rules file's `header` entries include from (hipblas/, hipblaslt/, miopen/ ...) the one named
        as the library, else the file's only one, else the library's own name."""
        lib = self.rules.library_for(rule)
        if lib is not None and lib.attr("include"):
            return lib.attr("include")
        folders = self.rules.header_folders_of_file.get(rule.path, ())
        name = lib_name or ""
        for f in folders:
            if f.lower() == name.lower():
                return f
        return folders[0] if len(folders) == 1 else name

    def check_version(self, rule: Rule, tok: Tok, since) -> None:
        """A rule newer than the HIP or library the translation is for: a warning naming the version it needs.
        A build (library_search) asks the installed headers whether they declare the name the rule writes, so
        that an imprecise hip_since never warns about code that compiles; otherwise the versions decide."""
        lib = self.rules.library_for(rule)
        lib_name = lib and ((lib.attr("roc") if self.roc else None) or lib.target)
        want = ".".join(map(str, since))
        have_lib = self.library_versions.get(lib_name) if lib_name else None
        if have_lib is not None:
            if tuple(have_lib) < tuple(since):
                have = ".".join(map(str, have_lib))
                self.diag(Severity.WARNING, codes.LIBRARY_TOO_OLD, f"'{rule.name}' needs {lib_name} {want} or newer; "
                          f"found {lib_name} {have}", tok.line, tok.col, rule)
            return
        if self.library_search and rule.kind != "header":
            # what the rule writes: a rename's or header's target, a call's or host read's template
            wrote = (rule.attr("roc") if self.roc else None) or getattr(rule, "target", None) or \
                getattr(rule, "template", None) or ""
            written = IDENTIFIER.search(wrote)
            folder = self.header_folder(rule, lib_name)
            inst = self._installed(folder)
            if written is None or inst is None:
                return
            hip = folder in ("", self.rules.main_header_folder)  # rules of no library, and those of HIP's own
            if written.group(0) in inst.names:
                older_form = self.missing_in_installed(rule) if rule.attr("form_since") else None
                if older_form is not None:  # declared with other arguments than CUDA's: clang's error follows
                    self.diag(Severity.WARNING, codes.HIP_TOO_OLD if hip else codes.LIBRARY_TOO_OLD,
                              f"'{rule.name}' {older_form}", tok.line, tok.col, rule)
                return
            needs, found = ("HIP", f"HIP {inst.version}") if hip else (f"{lib_name} of ROCm", f"{lib_name} {inst.version}")
            self.diag(Severity.WARNING, codes.HIP_TOO_OLD if hip else codes.LIBRARY_TOO_OLD,
                      f"'{rule.name}' needs {needs} {want} or newer; the installed {found.rstrip()} ({inst.folder}) "
                      f"does not declare {written.group(0)}", tok.line, tok.col, rule)
        elif self.hip_version is not None and tuple(self.hip_version) < tuple(since):
            have = ".".join(map(str, self.hip_version))
            self.diag(Severity.WARNING, codes.HIP_TOO_OLD, f"'{rule.name}' needs HIP {want} or newer; found HIP {have}",
                      tok.line, tok.col, rule)

    def target_of(self, rule: Rule, tok: Tok) -> str:
        """The HIP name a rename or header rule writes: with the ROC option its roc= name where it has one; a
        rule of a library that has a ROC form but no roc= name of its own keeps the hip* name, and says so."""
        if self.roc:
            roc = rule.attr("roc")
            if roc:
                return roc
            lib = self.rules.library_for(rule)
            if lib is not None and lib.attr("roc"):
                self.diag(Severity.WARNING, codes.NO_ROC_FORM, f"'{rule.name}' has no {lib.attr('roc')} form; "
                          f"translated to {rule.target} ({lib.target})", tok.line, tok.col, rule)
        return rule.target
