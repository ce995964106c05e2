// The Python module's native half (_maifs): the engine, the registry and MAIFS's environment
// behind a handful of plain functions. The package (python/maifs) shapes what they return into
// numpy arrays and the Gym-style env; run files cross as the CLI writes them, so a run simulated
// here and one read from the CLI's folder are read by the same code.
#include "core/io/run_writer.h"
#include "core/io/scenario_reader.h"
#include "core/marl/episode_env.h"
#include "core/marl/episode_windows.h"
#include "core/marl/maifs_family.h"
#include "core/marl/rl_module.h"
#include "core/marl/rollout_teacher.h"
#include "core/metrics/summary.h"
#include "core/session/run_scenario.h"
#include "core/session/session.h"
#include "core/util/input_error.h"
#include "core/util/rng.h"
#include "core/util/version.h"

#include <optional>
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#include <sstream>

namespace py = pybind11;
using namespace maifs;

namespace {

std::vector<std::string> expandAll(const Session& session, const std::vector<std::string>& ids) {
    const auto expanded = marl::expandAllSchedulers(session.registry(), ids);
    for (const auto& id : expanded)
        if (std::string mode; !session.registry().resolve(id, mode))
            throw std::invalid_argument("unknown scheduler '" + id + "' (see maifs.schedulers())");
    return expanded;
}

// The run files of a record, in memory: name -> text, exactly as writeRunFiles writes them.
py::dict runFileTexts(const RunRecord& run, const Summary& summary) {
    py::dict files;
    std::ostringstream s, jobs, series;
    writeSummaryJson(s, run, summary);
    files["summary.json"] = py::bytes(s.str());
    if (run.detail != RecordDetail::None) {
        writeJobsCsv(jobs, run);
        writeTimeseriesCsv(series, run);
        files["jobs.csv"] = py::bytes(jobs.str());
        files["timeseries.csv"] = py::bytes(series.str());
    }
    if (run.detail == RecordDetail::Full) {
        std::ostringstream d;
        writeDecisionsJsonl(d, run);
        files["decisions.jsonl"] = py::bytes(d.str());
    }
    return files;
}

py::dict simulateRun(const std::string& scenarioPath, const std::string& scheduler,
                     std::optional<std::uint64_t> seed, const std::string& records,
                     const std::string& out) {
    const auto detail = parseRecordDetail(records);
    if (!detail)
        throw std::invalid_argument("records: expected none, summary or full, got '" + records +
                                    "'");
    Session session(marl::registerMaifsSchedulersOnDemand);
    session.load(scenarioPath);
    const std::string id = expandAll(session, {scheduler}).front();
    Session::RunResult result;
    {
        py::gil_scoped_release unlocked;
        result = session.run(id, seed.value_or(session.scenario().seed), {}, nullptr, {}, *detail);
        if (!out.empty())
            writeRunFiles(out, *result.record, result.summary);
    }
    return runFileTexts(*result.record, result.summary);
}

py::list compare(const std::string& scenarioPath, const std::vector<std::string>& schedulers,
                 std::vector<std::uint64_t> seeds) {
    Session session(marl::registerMaifsSchedulersOnDemand);
    session.load(scenarioPath);
    if (seeds.empty())
        seeds = {session.scenario().seed};
    const auto ids = expandAll(session, schedulers);
    std::vector<std::pair<std::string, std::uint64_t>> runs;
    std::vector<Summary> summaries;
    {
        py::gil_scoped_release unlocked;
        for (const auto& id : ids)
            for (const auto seed : seeds) {
                runs.emplace_back(id, seed);
                summaries.push_back(
                    session.run(id, seed, {}, nullptr, {}, RecordDetail::None).summary);
            }
    }
    py::list rows;
    for (std::size_t i = 0; i < runs.size(); ++i)
        rows.append(
            py::make_tuple(runs[i].first, runs[i].second, summaryJson(summaries[i]).dump()));
    return rows;
}

// MAIFS's environment over one scenario's episodes: the scenario itself ("whole") or a set of
// MAIFS's windows of it (episode_windows.h), the one a learner may train on by default.
class Episodes {
public:
    Episodes(const std::string& scenarioPath, const std::string& configText,
             const std::string& configFile, const std::string& split)
        : env_(readConfig(configText, configFile)) {
        Scenario scenario = readScenarioFile(scenarioPath);
        if (split == "whole") {
            scenarios_.push_back(std::move(scenario));
            return;
        }
        auto windows = marl::episodeWindows(scenario, env_.config());
        if (split == "train")
            scenarios_ = std::move(windows.train);
        else if (split == "validation")
            scenarios_ = std::move(windows.validation);
        else if (split == "held_out")
            scenarios_ = std::move(windows.heldOut);
        else
            throw std::invalid_argument("split: expected whole, train, validation or held_out, "
                                        "got '" +
                                        split + "'");
        if (scenarios_.empty())
            throw std::invalid_argument("split '" + split + "' of " + scenarioPath +
                                        " holds no window (see validation_windows)");
    }

    int windows() const { return static_cast<int>(scenarios_.size()); }
    // The window episode `episode` of a learner seeded `seed` plays: drawn by the project's
    // portable generator, so every platform draws the same episodes.
    int pickWindow(std::uint64_t seed, std::uint64_t episode) const {
        Rng rng = Rng::derived(seed, episode);
        return static_cast<int>(rng.uniformInt(0, windows() - 1));
    }
    void checkWindow(int window) const {
        if (window < 0 || window >= windows())
            throw std::invalid_argument("window " + std::to_string(window) + " is outside 0.." +
                                        std::to_string(windows() - 1));
    }
    void reset(int window, std::uint64_t seed) {
        checkWindow(window);
        current_ = scenarios_[static_cast<std::size_t>(window)];
        seed_ = seed;
        taken_.clear();
        py::gil_scoped_release unlocked;
        env_.reset(current_, seed);
    }
    std::tuple<double, int, std::vector<int>> step(const std::vector<int>& actions,
                                                   const std::vector<float>& bids,
                                                   const std::vector<float>& rows) {
        py::gil_scoped_release unlocked;
        auto out = env_.step(actions, bids, rows);
        taken_.push_back({actions, bids, rows}); // env_.step took it: the rollouts' replay
        return {out.reward, out.rechoices, std::move(out.executed)};
    }
    py::array_t<float> observations() const {
        const auto& in = env_.inputs();
        py::array_t<float> a({in.agents, env_.layout().observationSize()});
        std::copy(in.observations.begin(), in.observations.end(), a.mutable_data());
        return a;
    }
    py::array_t<bool> masks() const {
        const auto& in = env_.inputs();
        py::array_t<bool> a({in.agents, env_.layout().actionCount()});
        std::transform(in.masks.begin(), in.masks.end(), a.mutable_data(),
                       [](std::uint8_t m) { return m != 0; });
        return a;
    }
    std::vector<int> windowJobs() const { return env_.inputs().windowJobs; }
    std::tuple<std::vector<int>, std::vector<float>, py::array_t<float>> ruleOutput() const {
        auto out = env_.ruleOutput();
        py::array_t<float> rows({env_.inputs().agents, env_.layout().actionCount()});
        std::copy(out.rows.begin(), out.rows.end(), rows.mutable_data());
        return {std::move(out.actions), std::move(out.bids), std::move(rows)};
    }
    // The rule improved by one step of rollouts at this stop (marl::rolloutChoice): its
    // actions, bids and rows, the mean JCT (s) its rollout scored, and each agent's best
    // response to the rule.
    std::tuple<std::vector<int>, std::vector<float>, py::array_t<float>, double, std::vector<int>>
    rolloutOutput() {
        if (!env_.atStop())
            throw std::logic_error(env_.ended() ? "the episode has ended; call reset"
                                                : "no episode; call reset");
        marl::RolloutChoice c = [&] {
            py::gil_scoped_release unlocked;
            return marl::rolloutChoice(env_.config(), current_, seed_, taken_, env_.inputs());
        }();
        py::array_t<float> rows({env_.inputs().agents, env_.layout().actionCount()});
        std::copy(c.step.rows.begin(), c.step.rows.end(), rows.mutable_data());
        return {std::move(c.step.actions), std::move(c.step.bids), std::move(rows), c.meanJct,
                std::move(c.agentBest)};
    }
    py::dict runFiles() const {
        const RunRecord& run = env_.record();
        return runFileTexts(run, summarize(run));
    }
    // A registered scheduler on the same window: the yardstick a learnt policy is compared with.
    py::dict runScheduler(int window, const std::string& scheduler, std::uint64_t seed) const {
        checkWindow(window);
        Session session(marl::registerMaifsSchedulersOnDemand);
        const std::string id = expandAll(session, {scheduler}).front();
        RunOptions options;
        options.seed = seed;
        options.detail = RecordDetail::Summary;
        RunRecord run;
        {
            py::gil_scoped_release unlocked;
            run = runScenario(scenarios_[static_cast<std::size_t>(window)], session.registry(), id,
                              options);
        }
        return runFileTexts(run, summarize(run));
    }
    const marl::EpisodeEnv& env() const { return env_; }

private:
    static marl::MaifsConfig readConfig(const std::string& text, const std::string& file) {
        if (!file.empty())
            return marl::MaifsConfig::fromFile(file);
        return text.empty() ? marl::MaifsConfig{}
                            : marl::MaifsConfig::fromText(text, "<config from Python>");
    }

    marl::EpisodeEnv env_;
    std::vector<Scenario> scenarios_;
    // The episode under way, and the steps taken in it, for the rollouts' replays.
    Scenario current_;
    std::uint64_t seed_ = 0;
    std::vector<marl::EnvStep> taken_;
};

} // namespace

PYBIND11_MODULE(_maifs, m) {
    m.doc() = "MAIFS Studio's engine, schedulers and MAIFS environment (see docs/python.md)";
    py::register_exception<InputError>(m, "InputError", PyExc_ValueError);

    m.def("version", &versionString);
    m.def("schedulers",
          [] { return Session(marl::registerMaifsSchedulersOnDemand).schedulerIds(); });
    m.def("simulate", &simulateRun, py::arg("scenario"), py::arg("scheduler"), py::arg("seed"),
          py::arg("records"), py::arg("out"));
    m.def("compare", &compare, py::arg("scenario"), py::arg("schedulers"), py::arg("seeds"));
    m.def("require_complete_run_folder", &requireCompleteRunFolder, py::arg("folder"));
    m.def("validate", [](const std::string& path) { return readScenarioFile(path).name; });

    py::class_<Episodes>(m, "Episodes")
        .def(py::init<const std::string&, const std::string&, const std::string&,
                      const std::string&>(),
             py::arg("scenario"), py::arg("config_text"), py::arg("config_file"), py::arg("split"))
        .def("windows", &Episodes::windows)
        .def("pick_window", &Episodes::pickWindow)
        .def("reset", &Episodes::reset)
        .def("step", &Episodes::step)
        .def("observations", &Episodes::observations)
        .def("masks", &Episodes::masks)
        .def("window_jobs", &Episodes::windowJobs)
        .def("rule_output", &Episodes::ruleOutput)
        .def("rollout_output", &Episodes::rolloutOutput)
        .def("run_files", &Episodes::runFiles)
        .def("run_scheduler", &Episodes::runScheduler)
        .def("ended", [](const Episodes& e) { return e.env().ended(); })
        .def("now", [](const Episodes& e) { return e.env().now(); })
        .def("steps", [](const Episodes& e) { return e.env().steps(); })
        .def("agents", [](const Episodes& e) { return e.env().inputs().agents; })
        .def("guard_starts", [](const Episodes& e) { return e.env().guardStarts(); })
        .def("observation_size",
             [](const Episodes& e) { return e.env().layout().observationSize(); })
        .def("action_count", [](const Episodes& e) { return e.env().layout().actionCount(); })
        .def("layout", [](const Episodes& e) { return e.env().layout().describe(); });
}
