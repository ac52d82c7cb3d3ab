"""Python extensions with CUDA sources, in the shape of torch.utils.cpp_extension:

    from pycucc.setuptools import CUDAExtension, BuildExtension
    setup(name="m", ext_modules=[CUDAExtension("m", ["m.cpp", "k.cu"])], cmdclass={"build_ext": BuildExtension})

.cu files are compiled by `pycucc -c` (host object with the device code embedded), the rest by setuptools' own
compiler, and the module is linked against libamdhip64. Targets: PYCUCC_ARCH (comma-separated gfx or sm names),
else PYCUCC_OFFLOAD_ARCH, else pycucc's defaults. Extra flags: extra_compile_args={"cxx": [...], "nvcc": [...]}.
"""
from __future__ import annotations

import os
import subprocess
import sys
from typing import Dict, List, Sequence

from setuptools import Extension
from setuptools.command.build_ext import build_ext
from setuptools.errors import CompileError

__all__ = ["CUDAExtension", "BuildExtension", "pycucc_command"]


def CUDAExtension(name: str, sources: Sequence[str], *args, **kwargs) -> Extension:  # noqa: N802 (torch's name)
    libraries = list(kwargs.pop("libraries", []))
    if "amdhip64" not in libraries:
        libraries.append("amdhip64")
    kwargs["libraries"] = libraries
    kwargs.setdefault("language", "c++")
    return Extension(name, list(sources), *args, **kwargs)


def pycucc_command() -> List[str]:
    """How to run pycucc from a build: PYCUCC (a path) if set, else this Python's `-m pycucc`."""
    explicit = os.environ.get("PYCUCC")
    return [explicit] if explicit else [sys.executable, "-m", "pycucc"]


def _arch_flags() -> List[str]:
    arch = os.environ.get("PYCUCC_ARCH", "").strip()
    return [f"--offload-arch={arch}"] if arch else []


class BuildExtension(build_ext):
    def build_extensions(self) -> None:
        compiler = self.compiler
        if ".cu" not in compiler.src_extensions:
            compiler.src_extensions.append(".cu")
        original = compiler._compile

        def compile_one(obj, src, ext, cc_args, extra_postargs, pp_opts):
            extra: Dict[str, List[str]] = extra_postargs if isinstance(extra_postargs, dict) else {}
            if os.path.splitext(src)[1] == ".cu":
                nv = list(extra.get("nvcc", [])) if extra else []
                argv = [*pycucc_command(), "-c", src, "-o", obj, "-Xcompiler", "-fPIC", *_arch_flags(),
                        *[a for a in pp_opts if a.startswith(("-I", "-D", "-U"))], *nv]
                self.announce(" ".join(argv), level=2)
                proc = subprocess.run(argv)
                if proc.returncode != 0:
                    raise CompileError(f"pycucc failed on {src} (exit status {proc.returncode})")
                return
            cxx = list(extra.get("cxx", [])) if extra else list(extra_postargs or [])
            original(obj, src, ext, cc_args, cxx, pp_opts)

        compiler._compile = compile_one
        try:
            super().build_extensions()
        finally:
            compiler._compile = original

    def build_extension(self, ext) -> None:
        # torch's form: extra_compile_args may be a dict per compiler; distutils wants a list for the link step.
        eca = ext.extra_compile_args
        if isinstance(eca, dict):
            saved = eca
            ext.extra_compile_args = saved  # passed through to compile_one as extra_postargs
            compile_args = saved
        else:
            compile_args = eca
        super_compile = self.compiler.compile

        def compile_with_dict(sources, output_dir=None, macros=None, include_dirs=None, debug=0,
                              extra_preargs=None, extra_postargs=None, depends=None):
            return super_compile(sources, output_dir=output_dir, macros=macros, include_dirs=include_dirs,
                                 debug=debug, extra_preargs=extra_preargs, extra_postargs=compile_args,
                                 depends=depends)
        self.compiler.compile = compile_with_dict
        try:
            super().build_extension(ext)
        finally:
            self.compiler.compile = super_compile
