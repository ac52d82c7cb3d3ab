from setuptools import setup

from pycucc.setuptools import BuildExtension, CUDAExtension

setup(
    name="nbody_ext",
    ext_modules=[CUDAExtension("nbody_ext", ["nbody_module.c", "nbody_kernels.cu"])],
    cmdclass={"build_ext": BuildExtension},
)
