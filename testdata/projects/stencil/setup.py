from setuptools import setup

from pycucc.setuptools import BuildExtension, CUDAExtension

setup(
    name="stencil_ext",
    ext_modules=[CUDAExtension("stencil_ext", ["stencil_module.c", "stencil_kernels.cu"])],
    cmdclass={"build_ext": BuildExtension},
)
