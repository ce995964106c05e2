#include "app/cli/progress_bar.h"

#include <cstdio>
#include <unistd.h>

namespace maifs::cli {

ProgressBar::ProgressBar(std::string label)
    : label_(std::move(label))
    , start_(std::chrono::steady_clock::now())
    , terminal_(isatty(2) != 0) {}

void ProgressBar::update(double fraction) {
    if (!terminal_ || std::chrono::steady_clock::now() - start_ < std::chrono::seconds(1))
        return;
    constexpr int width = 40;
    const int filled = static_cast<int>(fraction * width);
    std::fprintf(stderr, "\r%-24s [%s%s] %3d%%", label_.c_str(),
                 std::string(static_cast<std::size_t>(filled), '#').c_str(),
                 std::string(static_cast<std::size_t>(width - filled), ' ').c_str(),
                 static_cast<int>(fraction * 100));
    shown_ = true;
}

void ProgressBar::done() {
    if (shown_)
        std::fprintf(stderr, "\r%*s\r", 80, "");
    shown_ = false;
}

} // namespace maifs::cli
