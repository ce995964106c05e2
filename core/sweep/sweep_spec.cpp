#include "core/sweep/sweep_spec.h"

#include "core/io/csv_reader.h"
#include "core/io/scenario_reader.h"
#include "core/io/yaml_path.h"
#include "core/io/yaml_reader.h"
#include "core/sweep/workload_variant.h"
#include "core/util/sha256.h"
#include "core/util/text.h"

#include <filesystem>
#include <set>
#include <stdexcept>

namespace maifs {

namespace {

constexpr long long kMaxCells = 1'000'000;

// Column names of sweep.csv that an axis must not shadow.
const std::set<std::string> kReservedNames{"cell", "scheduler", "seed", "status", "error"};

std::string flowText(const YAML::Node& n) {
    YAML::Emitter e;
    e << YAML::Flow << n;
    return e.c_str();
}

SweepAxis readAxis(const YamlReader& r, const YAML::Node& a, const std::string& p,
                   const YAML::Node& base) {
    r.checkKeys(a, p,
                {"name", "set", "values", "arrival_rate_scale", "duration_scale", "model_mix"});
    SweepAxis axis;
    if (!a["name"])
        r.fail(a, YamlReader::join(p, "name"), "missing: every axis needs a name (a CSV column)");
    axis.name = r.text(a["name"], YamlReader::join(p, "name"));
    if (axis.name.empty() || axis.name.find_first_of(",\"\n\r= ") != std::string::npos)
        r.fail(a["name"], YamlReader::join(p, "name"),
               "expected a name without spaces, commas, quotes or '='");
    if (kReservedNames.count(axis.name))
        r.fail(a["name"], YamlReader::join(p, "name"),
               "'" + axis.name + "' is a column of sweep.csv already; choose another name");

    const char* kinds[] = {"set", "arrival_rate_scale", "duration_scale", "model_mix"};
    int given = 0;
    for (const char* k : kinds)
        given += a[k] ? 1 : 0;
    if (given != 1)
        r.fail(a, p,
               "expected exactly one of `set: PATH` (with `values`), `arrival_rate_scale`, "
               "`duration_scale` or `model_mix`");

    YAML::Node list;
    std::string listPath;
    if (a["set"]) {
        axis.kind = SweepAxis::Kind::Set;
        axis.path = r.text(a["set"], YamlReader::join(p, "set"));
        try {
            axis.path = resolveYamlPath(base, axis.path);
            // A path that cannot be set in the base (a missing list item) fails here, not per cell.
            setYamlPath(YAML::Clone(base), axis.path, YAML::Node());
        } catch (const std::invalid_argument& e) {
            r.fail(a["set"], YamlReader::join(p, "set"), e.what());
        }
        if (!a["values"])
            r.fail(a, YamlReader::join(p, "values"), "missing: the values to give " + axis.path);
        list = a["values"];
        listPath = YamlReader::join(p, "values");
    } else {
        if (a["values"])
            r.fail(a["values"], YamlReader::join(p, "values"),
                   "`values` goes with `set`; list the values under the axis kind itself");
        if (a["arrival_rate_scale"]) {
            axis.kind = SweepAxis::Kind::ArrivalRateScale;
            listPath = YamlReader::join(p, "arrival_rate_scale");
        } else if (a["duration_scale"]) {
            axis.kind = SweepAxis::Kind::DurationScale;
            listPath = YamlReader::join(p, "duration_scale");
        } else {
            axis.kind = SweepAxis::Kind::ModelMix;
            listPath = YamlReader::join(p, "model_mix");
        }
        list = a[listPath.substr(p.size() + 1)];
    }
    r.requireSequence(list, listPath);
    if (list.size() == 0)
        r.fail(list, listPath, "expected at least one value");
    std::set<std::string> seen;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string ip = YamlReader::index(listPath, i);
        if (axis.kind == SweepAxis::Kind::ArrivalRateScale ||
            axis.kind == SweepAxis::Kind::DurationScale)
            axis.factors.push_back(r.positive(list[i], ip));
        if (axis.kind == SweepAxis::Kind::ModelMix) {
            r.checkKeys(list[i], ip, {"image", "language", "speech", "other"});
            double total = 0;
            for (const auto& kv : list[i])
                total += r.nonNegative(kv.second, YamlReader::join(ip, kv.first.Scalar()));
            if (total <= 0)
                r.fail(list[i], ip, "expected at least one class with a weight > 0");
        }
        const std::string text = flowText(list[i]);
        if (!seen.insert(text).second)
            r.fail(list[i], ip, "the value " + text + " is listed twice");
        axis.values.push_back(text);
    }
    return axis;
}

} // namespace

SweepSpec readSweepText(const std::string& text, const std::string& fileLabel) {
    const YamlReader r(fileLabel);
    const YAML::Node root = r.parse(text);
    if (!root.IsDefined() || root.IsNull())
        throw InputError(fileLabel, 1, 1, "",
                         "empty sweep: expected a mapping with version, base, axes, schedulers "
                         "and seeds");
    r.checkKeys(root, "",
                {"version", "name", "base", "axes", "schedulers", "seeds", "cell_limits"});
    SweepSpec spec;
    if (const YAML::Node limits = root["cell_limits"]) {
        r.checkKeys(limits, "cell_limits", {"max_events", "max_time_s"});
        if (limits["max_events"])
            spec.cellMaxEvents =
                r.integer(limits["max_events"], "cell_limits.max_events", 1, 1'000'000'000'000LL);
        if (limits["max_time_s"])
            spec.cellMaxTimeS = r.positive(limits["max_time_s"], "cell_limits.max_time_s");
    }
    spec.file = fileLabel;
    spec.sha256 = sha256Hex(text);
    if (!root["version"])
        r.fail(root, "version", "missing: the format version (1)");
    r.integer(root["version"], "version", 1, 1);
    spec.name = root["name"] ? r.text(root["name"], "name")
                             : std::filesystem::path(fileLabel).stem().string();

    if (!root["base"])
        r.fail(root, "base", "missing: the base scenario file");
    const std::filesystem::path base(r.text(root["base"], "base"));
    const std::filesystem::path dir = std::filesystem::path(fileLabel).parent_path();
    spec.baseFile =
        (base.is_absolute() || dir.empty() ? base : dir / base).lexically_normal().string();
    // The error_code form: a name the file system refuses (too long, ...) is "no file", not a
    // throw.
    std::error_code ec;
    if (!std::filesystem::is_regular_file(spec.baseFile, ec))
        r.fail(root["base"], "base", "no scenario file at " + spec.baseFile);
    spec.baseText = readWholeFile(spec.baseFile);
    spec.baseSha256 = sha256Hex(spec.baseText);
    readScenarioText(spec.baseText, spec.baseFile); // a broken base is reported as itself
    const YAML::Node baseYaml = YAML::Load(spec.baseText);

    if (const YAML::Node axes = root["axes"]) {
        r.requireSequence(axes, "axes");
        std::set<std::string> names;
        for (std::size_t i = 0; i < axes.size(); ++i) {
            const std::string p = YamlReader::index("axes", i);
            spec.axes.push_back(readAxis(r, axes[i], p, baseYaml));
            if (!names.insert(spec.axes.back().name).second)
                r.fail(axes[i]["name"], YamlReader::join(p, "name"),
                       "another axis is named '" + spec.axes.back().name + "'");
        }
    }

    if (!root["schedulers"])
        r.fail(root, "schedulers",
               "missing: the schedulers to run (ids, see maifs list-schedulers)");
    r.requireSequence(root["schedulers"], "schedulers");
    std::set<std::string> schedulers;
    for (std::size_t i = 0; i < root["schedulers"].size(); ++i) {
        const std::string p = YamlReader::index("schedulers", i);
        spec.schedulers.push_back(r.text(root["schedulers"][i], p));
        if (!schedulers.insert(spec.schedulers.back()).second)
            r.fail(root["schedulers"][i], p, "'" + spec.schedulers.back() + "' is listed twice");
    }
    if (spec.schedulers.empty())
        r.fail(root["schedulers"], "schedulers", "expected at least one scheduler");

    if (!root["seeds"])
        r.fail(root, "seeds", "missing: the seeds to run, e.g. [1, 2, 3]");
    r.requireSequence(root["seeds"], "seeds");
    std::set<std::uint64_t> seeds;
    for (std::size_t i = 0; i < root["seeds"].size(); ++i) {
        const std::string p = YamlReader::index("seeds", i);
        spec.seeds.push_back(
            static_cast<std::uint64_t>(r.integer(root["seeds"][i], p, 0, (1LL << 53))));
        if (!seeds.insert(spec.seeds.back()).second)
            r.fail(root["seeds"][i], p,
                   "seed " + std::to_string(spec.seeds.back()) + " is listed twice");
    }
    if (spec.seeds.empty())
        r.fail(root["seeds"], "seeds", "expected at least one seed");

    long long cells = static_cast<long long>(spec.schedulers.size() * spec.seeds.size());
    for (const auto& axis : spec.axes) {
        cells *= static_cast<long long>(axis.values.size());
        if (cells > kMaxCells)
            r.fail(root["axes"], "axes",
                   "more than " + std::to_string(kMaxCells) + " cells; split the sweep");
    }
    return spec;
}

SweepSpec readSweepFile(const std::string& path) {
    return readSweepText(readWholeFile(path), path);
}

std::vector<SweepCell> sweepCells(const SweepSpec& spec) {
    std::vector<SweepCell> cells;
    std::vector<int> odometer(spec.axes.size(), 0);
    while (true) {
        for (const auto& scheduler : spec.schedulers)
            for (auto seed : spec.seeds)
                cells.push_back({static_cast<int>(cells.size()), odometer, scheduler, seed});
        // Last axis turns fastest, so that cells sharing the first axes' values stay together.
        std::size_t k = odometer.size();
        while (k > 0) {
            --k;
            if (++odometer[k] < static_cast<int>(spec.axes[k].values.size()))
                break;
            odometer[k] = 0;
            if (k == 0)
                return cells;
        }
        if (odometer.empty())
            return cells;
    }
}

std::string cellLabel(const SweepSpec& spec, const SweepCell& cell) {
    std::string label;
    for (std::size_t a = 0; a < spec.axes.size(); ++a)
        label += spec.axes[a].name + "=" +
                 spec.axes[a].values[static_cast<std::size_t>(cell.values[a])] + " ";
    return label + "scheduler=" + cell.scheduler + " seed=" + std::to_string(cell.seed);
}

Scenario cellScenario(const SweepSpec& spec, const SweepCell& cell) {
    YAML::Node root = YAML::Load(spec.baseText);
    bool edited = false;
    std::string changes;
    try {
        for (std::size_t a = 0; a < spec.axes.size(); ++a) {
            const SweepAxis& axis = spec.axes[a];
            const std::string& value = axis.values[static_cast<std::size_t>(cell.values[a])];
            if (axis.kind == SweepAxis::Kind::Set) {
                setYamlPath(root, axis.path, YAML::Load(value));
                changes += (changes.empty() ? "" : ", ") + axis.path + " = " + value;
                edited = true;
            } else if (axis.kind == SweepAxis::Kind::ModelMix) {
                setYamlPath(root, "models.class_mix", YAML::Load(value));
                changes +=
                    (changes.empty() ? "" : ", ") + std::string("models.class_mix = ") + value;
                edited = true;
            }
        }
        Scenario s = edited ? readScenarioText(YAML::Dump(root), spec.baseFile)
                            : readScenarioText(spec.baseText, spec.baseFile);
        s.sourceFile = spec.baseFile;
        for (std::size_t a = 0; a < spec.axes.size(); ++a) {
            const SweepAxis& axis = spec.axes[a];
            const auto v = static_cast<std::size_t>(cell.values[a]);
            if (axis.kind == SweepAxis::Kind::ArrivalRateScale)
                scaleArrivalRate(s, axis.factors[v]);
            else if (axis.kind == SweepAxis::Kind::DurationScale)
                scaleDurations(s, axis.factors[v]);
            else if (axis.kind == SweepAxis::Kind::ModelMix)
                redrawModels(s);
        }
        for (const Job& j : s.jobs)
            if (!(j.submit <= kMaxSubmitS) || !(j.duration <= kMaxDurationS))
                throw std::invalid_argument(
                    "job " + j.id + " gets submit " + readableNumber(j.submit) + " s, duration " +
                    readableNumber(j.duration) + " s; expected at most 1e10 s and 1e9 s");
        if (spec.cellMaxEvents > 0)
            s.engine.maxEvents = std::min(s.engine.maxEvents, spec.cellMaxEvents);
        if (spec.cellMaxTimeS > 0)
            s.engine.maxTimeS = std::min(s.engine.maxTimeS, spec.cellMaxTimeS);
        return s;
    } catch (const InputError& e) {
        // The line numbers of an edited base are those of no file: name the field and the edit.
        throw std::runtime_error(spec.file + ": cell " + cellLabel(spec, cell) + ": " +
                                 spec.baseFile + " with " + changes + " is not a valid scenario: " +
                                 (e.field().empty() ? "" : e.field() + ": ") + e.message());
    } catch (const std::invalid_argument& e) {
        throw std::runtime_error(spec.file + ": cell " + cellLabel(spec, cell) + ": " + e.what());
    }
}

} // namespace maifs
