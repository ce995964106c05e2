// maifs: the headless face of the studio. Parses the command line and hands off to app/cli/.
#include "app/cli/commands.h"

int main(int argc, char* argv[]) {
    return maifs::cli::run(argc, argv);
}
