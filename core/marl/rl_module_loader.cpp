#include "core/marl/rl_module.h"
#include "core/sched/scheduler.h"

#include <atomic>
#include <cstdlib>
#include <dlfcn.h>
#include <filesystem>
#include <mutex>
#include <stdexcept>
#include <vector>

namespace maifs::marl {

namespace {

std::atomic<bool> singleThread{false};

std::vector<std::filesystem::path> candidatePaths() {
    std::vector<std::filesystem::path> paths;
    if (const char* env = std::getenv("MAIFS_RL_MODULE"); env && *env) {
        paths.emplace_back(env); // named explicitly: nothing else is tried
        return paths;
    }
    std::error_code ec;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        paths.push_back(exe.parent_path() / "libmaifs-rl.so");
        paths.push_back(exe.parent_path() / ".." / "lib" / "maifs-studio" / "libmaifs-rl.so");
    }
    return paths;
}

const RlModule& load() {
    std::string tried;
    for (const auto& path : candidatePaths()) {
        // RTLD_LOCAL: the module's copy of the core stays its own.
        void* handle = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            const char* why = ::dlerror();
            tried += "\n  " + (why ? std::string(why) : path.string() + ": cannot be loaded");
            continue;
        }
        using Entry = const RlModule* (*)();
        const auto entry = reinterpret_cast<Entry>(::dlsym(handle, "maifs_rl_module"));
        const RlModule* module = entry ? entry() : nullptr;
        if (!module || module->abi != kRlModuleAbi) {
            tried += "\n  " + path.string() +
                     (module ? ": built by another version of MAIFS Studio (module ABI " +
                                   std::to_string(module->abi) + ", expected " +
                                   std::to_string(kRlModuleAbi) + ")"
                             : ": not a MAIFS RL module (no maifs_rl_module)");
            ::dlclose(handle);
            continue;
        }
        if (singleThread)
            module->useSingleThread();
        return *module; // never unloaded: its schedulers and threads may outlive any caller
    }
    throw std::runtime_error("cannot load MAIFS's LibTorch module (libmaifs-rl.so), which MAIFS "
                             "schedulers and training need; tried:" +
                             tried);
}

} // namespace

const RlModule& rlModule() {
    // A failed load is retried at the next call (the file may have been put in place).
    static std::mutex mutex;
    static const RlModule* loaded = nullptr;
    const std::lock_guard lock(mutex);
    if (!loaded)
        loaded = &load();
    return *loaded;
}

void registerMaifsSchedulersOnDemand(SchedulerRegistry& registry) {
    registerMaifsFamily(registry, [](const std::string& id, const SchedulerContext& ctx) {
        return rlModule().makeScheduler(id, ctx);
    });
}

void useSingleThreadWhenLoaded() {
    singleThread = true;
}

} // namespace maifs::marl
