from setuptools import setup

from pycucc.setuptools import BuildExtension, CUDAExtension

setup(
    name="histogram_ext",
    ext_modules=[CUDAExtension("histogram_ext", ["histogram_module.c", "histogram_kernels.cu"])],
    cmdclass={"build_ext": BuildExtension},
)
