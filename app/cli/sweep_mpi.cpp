#include "app/cli/sweep_mpi.h"

#include <chrono>
#include <cstdio>
#include <deque>
#include <iostream>
#include <mpi.h>
#include <mutex>
#include <optional>
#include <thread>

namespace maifs::cli {

namespace {

enum Tag : int {
    kResult = 1, // worker -> rank 0: a result (empty: ready for the first cell)
    kWork = 2,   // rank 0 -> worker: a cell index, or -1 for "no more"
    kGone = 3,   // worker -> rank 0: cannot take part (why)
};

void sendText(const std::string& text, int to, int tag) {
    MPI_Send(text.data(), static_cast<int>(text.size()), MPI_CHAR, to, tag, MPI_COMM_WORLD);
}

int worker(const SweepSpec& spec, const SchedulerRegistry& registry, int rank) {
    const std::vector<SweepCell> cells = sweepCells(spec);
    std::string payload;
    while (true) {
        sendText(payload, 0, kResult);
        int index = -1;
        MPI_Recv(&index, 1, MPI_INT, 0, kWork, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        if (index < 0 || index >= static_cast<int>(cells.size()))
            return 0;
        CellResult r = runCell(spec, cells[static_cast<std::size_t>(index)], registry);
        r.rank = rank;
        payload = toJson(r);
    }
}

// Rank 0: serves the queue to the other ranks from this (the only MPI-calling) thread, while a
// second thread runs cells from the same queue, so that -np 2 means two cells at a time.
int coordinator(const SweepSpec& spec, const SweepArgs& args, const SchedulerRegistry& registry,
                int size) {
    std::optional<SweepState> state;
    std::deque<int> queue;
    std::string fatal;
    try {
        state.emplace(spec, args.out, args.retryFailed);
        const std::vector<int> pending = state->pending();
        queue.assign(pending.begin(), pending.end());
        std::printf("sweep %s: %zu cells (%zu to run, %d reused), %d MPI ranks\n",
                    spec.name.c_str(), state->cells().size(), pending.size(), state->reused(),
                    size);
        std::fflush(stdout);
    } catch (const std::exception& e) {
        fatal = e.what(); // the other ranks are still told to stop
    }
    std::mutex mutex;
    const auto take = [&] {
        const std::lock_guard lock(mutex);
        if (queue.empty())
            return -1;
        const int index = queue.front();
        queue.pop_front();
        return index;
    };
    const auto record = [&](const CellResult& r) {
        const std::lock_guard lock(mutex);
        try {
            state->record(r);
            sweep::report(spec, *state, r);
        } catch (const std::exception& e) {
            if (fatal.empty())
                fatal = e.what();
            queue.clear(); // a disk that refuses records: stop handing out work
        }
    };

    // Rank 0 runs cells itself only once every other rank has its first cell, so that small
    // sweeps spread over all ranks rather than racing the others' start-up.
    std::thread local;
    const auto startLocal = [&] {
        local = std::thread([&] {
            if (!state)
                return;
            for (int index = take(); index >= 0; index = take())
                record(runCell(spec, state->cells()[static_cast<std::size_t>(index)], registry));
        });
    };
    int greeted = 0;
    if (size == 1)
        startLocal();

    int active = size - 1;
    std::string buffer;
    while (active > 0) {
        int ready = 0;
        MPI_Status status;
        MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &ready, &status);
        if (!ready) {
            // Open MPI's blocking receive spins a core; on a machine with as many ranks as cores
            // that core belongs to the cells, so poll gently instead.
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
            continue;
        }
        int length = 0;
        MPI_Get_count(&status, MPI_CHAR, &length);
        buffer.assign(static_cast<std::size_t>(length), '\0');
        MPI_Recv(buffer.data(), length, MPI_CHAR, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
        const bool first = status.MPI_TAG == kGone || length == 0;
        if (status.MPI_TAG == kGone) {
            std::fprintf(stderr, "maifs: rank %d takes no part: %s\n", status.MPI_SOURCE,
                         buffer.c_str());
            --active;
            if (++greeted == size - 1)
                startLocal();
            continue;
        }
        if (length > 0) {
            try {
                record(cellResultFromJson(buffer));
            } catch (const std::exception& e) {
                std::fprintf(stderr, "maifs: rank %d sent an unreadable result: %s\n",
                             status.MPI_SOURCE, e.what());
            }
        }
        const int next = state ? take() : -1;
        MPI_Send(&next, 1, MPI_INT, status.MPI_SOURCE, kWork, MPI_COMM_WORLD);
        if (next < 0)
            --active;
        if (first && ++greeted == size - 1)
            startLocal();
    }
    if (!local.joinable()) // every other rank left before asking: run the cells here
        startLocal();
    local.join();
    if (!fatal.empty() || !state) {
        std::cerr << "maifs: " << fatal << '\n';
        return 1;
    }
    try {
        return sweep::finish(*state, args.out);
    } catch (const std::exception& e) {
        std::cerr << "maifs: " << e.what() << '\n';
        return 1;
    }
}

} // namespace

int runSweepOverMpi(const SweepArgs& args, const SchedulerRegistry& registry) {
    int provided = 0;
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
    int rank = 0, size = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    std::optional<SweepSpec> spec;
    std::string error;
    try {
        spec = sweep::load(args.sweep, registry);
    } catch (const std::exception& e) {
        error = e.what();
    }
    // Every rank reads the files itself (a shared file system, as on any cluster); rank 0's
    // digests are the reference, so that a rank seeing other bytes takes no part.
    const auto digest = [&] {
        return spec ? spec->sha256 + spec->baseSha256 : std::string();
    };
    std::string reference(128, '\0');
    if (rank == 0)
        reference = digest().empty() ? std::string(128, '\0') : digest();
    MPI_Bcast(reference.data(), 128, MPI_CHAR, 0, MPI_COMM_WORLD);

    int code = 0;
    if (reference[0] == '\0') {
        if (rank == 0)
            std::cerr << "maifs: " << error << '\n';
        code = 1;
    } else if (rank == 0) {
        code = coordinator(*spec, args, registry, size);
    } else if (!spec || digest() != reference) {
        sendText(spec ? "it reads a different sweep or base scenario than rank 0" : error, 0,
                 kGone);
        code = 1;
    } else {
        code = worker(*spec, registry, rank);
    }
    MPI_Finalize();
    return code;
}

} // namespace maifs::cli
