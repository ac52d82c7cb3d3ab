/* Parse-only shim of <cooperative_groups/scan.h>: declared with the rest of cooperative groups. */
#include "../cooperative_groups.h"
