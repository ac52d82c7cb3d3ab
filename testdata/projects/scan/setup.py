from setuptools import setup

from pycucc.setuptools import BuildExtension, CUDAExtension

setup(
    name="scan_ext",
    ext_modules=[CUDAExtension("scan_ext", ["scan_module.c", "scan_kernels.cu"])],
    cmdclass={"build_ext": BuildExtension},
)
