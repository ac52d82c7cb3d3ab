"""pycucc.runtime: load AMD code objects and launch kernels (ctypes over the HIP runtime).

Imports nothing from the compiler side and nothing heavy.
"""
