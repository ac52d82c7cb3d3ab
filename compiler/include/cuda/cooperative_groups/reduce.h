/* Parse-only shim of <cooperative_groups/reduce.h>: declared with the rest of cooperative groups. */
#include "../cooperative_groups.h"
