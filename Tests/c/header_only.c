/* Compiled as strict C99: the public header must not need anything else. */
#include "flowlayout.h"

int flowlayout_header_compiles_as_c99(void);
int flowlayout_header_compiles_as_c99(void) { return FLOWLAYOUT_VERSION > 0 ? FLOW_OK : FLOW_ERROR_NULL; }
