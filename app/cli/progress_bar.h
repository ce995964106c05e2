#pragma once

#include <chrono>
#include <string>

namespace maifs::cli {

// A one-line progress bar on stderr, shown only on a terminal and only once a run has taken
// longer than a second (short runs and piped output stay clean).
class ProgressBar {
public:
    explicit ProgressBar(std::string label);
    void update(double fraction);
    void done();

private:
    std::string label_;
    std::chrono::steady_clock::time_point start_;
    bool terminal_;
    bool shown_ = false;
};

} // namespace maifs::cli
