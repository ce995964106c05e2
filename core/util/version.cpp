#include "core/util/version.h"

#include "maifs/version.h"

namespace maifs {

std::string versionString() {
    std::string v = build::version;
    if (*build::gitHash != '\0') {
        v += " (git ";
        v += build::gitHash;
        v += ')';
    }
    return v;
}

} // namespace maifs
