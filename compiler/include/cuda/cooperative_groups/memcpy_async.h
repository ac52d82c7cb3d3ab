/* Parse-only shim of <cooperative_groups/memcpy_async.h>: declared with the rest of cooperative groups. */
#include "../cooperative_groups.h"
