#include "core/model/import_report.h"

namespace maifs {

void ImportReport::drop(const std::string& reason) {
    for (auto& [r, n] : dropped)
        if (r == reason) {
            ++n;
            return;
        }
    dropped.emplace_back(reason, 1);
}

long long ImportReport::droppedTotal() const {
    long long n = 0;
    for (const auto& [r, count] : dropped)
        n += count;
    return n;
}

std::string ImportReport::text() const {
    std::string s = format + " " + file + ": " + std::to_string(rowsRead) + " rows read, " +
                    std::to_string(kept) + " kept, " + std::to_string(droppedTotal()) +
                    " dropped\n";
    for (const auto& [reason, count] : dropped)
        s += "  dropped " + std::to_string(count) + ": " + reason + "\n";
    for (const auto& note : notes)
        s += "  note: " + note + "\n";
    return s;
}

} // namespace maifs
