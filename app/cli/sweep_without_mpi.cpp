#include "app/cli/sweep_mpi.h"

#include <iostream>

namespace maifs::cli {

// Built when CMake found no MPI: a sweep started by mpirun says so rather than running N serial
// copies of itself that would overwrite each other's records.
int runSweepOverMpi(const SweepArgs&, const SchedulerRegistry&) {
    std::cerr << "maifs: started by mpirun, but this build has no MPI (install libopenmpi-dev and "
                 "rebuild); run `maifs sweep` without mpirun for a serial sweep\n";
    return 1;
}

} // namespace maifs::cli
