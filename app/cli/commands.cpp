#include "app/cli/commands.h"

#include "core/util/version.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <string_view>

namespace maifs::cli {

namespace {

constexpr int kUsageError = 2;

int usageError(const CLI::App& app, const std::string& reason) {
    std::cerr << "maifs: " << reason << "\n\n" << app.help();
    return kUsageError;
}

} // namespace

int run(int argc, char* argv[]) {
    CLI::App app{"maifs: simulate and compare deep-learning cluster schedulers (MAIFS Studio "
                 "command line)",
                 "maifs"};
    app.set_version_flag("--version", "maifs " + versionString());

    // CLI11 reports a stray word as "arguments were not expected"; a user typing a wrong command
    // deserves to be told that the command is unknown.
    if (argc > 1 && argv[1][0] != '-') {
        const std::string_view word = argv[1];
        const auto known = app.get_subcommands([](const CLI::App*) { return true; });
        const bool isKnown = std::ranges::any_of(
            known, [&](const CLI::App* sub) { return sub->check_name(std::string(word)); });
        if (!isKnown)
            return usageError(app, "unknown command '" + std::string(word) + "'");
    }

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0) // --help and --version
            return app.exit(e);
        return usageError(app, e.what());
    }
    // Not require_subcommand(): CLI11 would then report "subcommand required" before a bad option.
    if (app.get_subcommands().empty())
        return usageError(app, "a command is required");
    return 0;
}

} // namespace maifs::cli
