#include "core/io/atomic_file.h"

#include <fstream>
#include <stdexcept>

namespace maifs {

void writeFileAtomically(const std::filesystem::path& path, const std::string& bytes) {
    const std::filesystem::path tmp = std::filesystem::path(path).concat(".tmp");
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out || !(out << bytes) || !out.flush()) {
            std::error_code ec;
            std::filesystem::remove(tmp, ec);
            throw std::runtime_error("cannot write " + path.string());
        }
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) {
        std::filesystem::remove(tmp, ec);
        throw std::runtime_error("cannot replace " + path.string() + ": " + ec.message());
    }
}

} // namespace maifs
