#pragma once

#include "core/model/job.h"
#include "core/model/node.h"

#include <string>
#include <utility>
#include <vector>

namespace maifs {

// What an importer did with a file: rows read, kept, dropped (by reason), and the assumptions it
// applied. Malformed input is not "dropped": it fails the whole import with an InputError.
struct ImportReport {
    std::string format;
    std::string file;
    long long rowsRead = 0;
    long long kept = 0;
    std::vector<std::pair<std::string, long long>> dropped; // reason -> rows, first-seen order
    std::vector<std::string> notes;

    void drop(const std::string& reason);
    long long droppedTotal() const;
    std::string text() const; // a few lines for a terminal or a dialog
};

struct JobImport {
    std::vector<Job> jobs;
    std::vector<int> lines; // the line each job was read from (0: not known), for later checks
    ImportReport report;
};

struct NodeImport {
    std::vector<Node> nodes;
    ImportReport report;
};

} // namespace maifs
