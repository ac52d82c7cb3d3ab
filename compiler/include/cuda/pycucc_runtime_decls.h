/* pycucc parse-only declarations: the CUDA runtime API as CUDA code sees it (signatures are facts of the API;
 * nothing here is compiled into code). Included at the end of pycucc_cuda_parse.h. */
#pragma once
