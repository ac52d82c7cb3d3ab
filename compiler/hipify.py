"""`python -m pycucc.hipify clang|perl`: hipify-clang's and hipify-perl's command lines under the module name that
the toolkit folder's bin/hipify-clang and bin/hipify-perl run (toolkit._programs) and that porting scripts call.
The front ends themselves are in cli/hipify.py."""
from .__main__ import entry
from .cli.hipify import main

if __name__ == "__main__":
    entry(main)
