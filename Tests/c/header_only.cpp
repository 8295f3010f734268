// Compiled as strict C++17: both public headers, on their own.
#include "flowlayout.h"
#include "flowlayout.hpp"

int flowlayout_header_compiles_as_cxx17();
int flowlayout_header_compiles_as_cxx17() { return FLOWLAYOUT_VERSION > 0 ? FLOW_OK : FLOW_ERROR_NULL; }
