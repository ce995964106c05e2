#pragma once

namespace maifs::cli {

// Exit codes: 0 success, 1 the work failed (bad scenario, I/O error), 2 bad command line.
int run(int argc, char* argv[]);

} // namespace maifs::cli
