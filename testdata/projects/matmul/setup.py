from setuptools import setup

from pycucc.setuptools import BuildExtension, CUDAExtension

setup(
    name="matmul_ext",
    ext_modules=[CUDAExtension("matmul_ext", ["matmul_module.c", "matmul_kernels.cu"])],
    cmdclass={"build_ext": BuildExtension},
)
