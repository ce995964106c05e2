#include "core/util/text.h"

#include <cstdio>

namespace maifs {

std::string readableNumber(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

} // namespace maifs
