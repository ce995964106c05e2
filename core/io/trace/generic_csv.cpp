// The generic CSV importers: a trace or an inventory described by a column mapping, so that a new
// site's files need a mapping, not code (docs/traces.md).
#include "core/io/csv_reader.h"
#include "core/io/json_positions.h"
#include "core/io/trace/importers.h"
#include "core/util/input_error.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <nlohmann/json.hpp>
#include <optional>

namespace maifs {

namespace {

std::string trimmed(std::string s) {
    s.erase(0, s.find_first_not_of(' '));
    s.erase(s.find_last_not_of(' ') + 1);
    return s;
}

// A CSV file's records, as the row loop reads them.
class CsvRows {
public:
    CsvRows(const std::string& text, const std::string& file)
        : reader_(text, file) {}
    bool next(CsvRecord& rec) { return reader_.next(rec); }
    const std::string& file() const { return reader_.file(); }
    const CsvReader& csv() const { return reader_; }
    static constexpr const char* kAbsentColumn = "which the header lacks";

private:
    CsvReader reader_;
};

// A JSON list of objects, or JSON Lines (one object per line), as records: the first is a header
// of every key in first-seen order, then one record per object with its values as text (numbers
// as written, absent or null: empty), each on the line its object starts on.
class JsonRows {
public:
    JsonRows(const std::string& text, const std::string& file)
        : named_("", file) {
        const std::size_t first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
        if (first == std::string::npos)
            throw InputError(file, 1, 1, "",
                             "empty file: expected a JSON list of jobs or JSON Lines");
        if (text[first] == '[') {
            const nlohmann::ordered_json doc = parse(text, 1);
            const std::vector<int> lines = jsonElementLines(text);
            for (std::size_t i = 0; i < doc.size(); ++i)
                add(doc[i], i < lines.size() ? lines[i] : 0);
        } else {
            std::size_t start = 0;
            for (int line = 1; start <= text.size(); ++line) {
                const std::size_t end = std::min(text.find('\n', start), text.size());
                const std::string one = text.substr(start, end - start);
                if (one.find_first_not_of(" \t\r") != std::string::npos)
                    add(parse(one, line), line);
                start = end + 1;
            }
        }
        CsvRecord header;
        header.line = 1;
        header.fields = keys_;
        header.columns.assign(keys_.size(), 1);
        rows_.insert(rows_.begin(), std::move(header));
        for (auto& r : rows_) {
            r.fields.resize(keys_.size());
            r.columns.resize(keys_.size(), 1);
        }
    }
    bool next(CsvRecord& rec) {
        if (at_ >= rows_.size())
            return false;
        rec = rows_[at_++];
        return true;
    }
    const std::string& file() const { return named_.file(); }
    const CsvReader& csv() const { return named_; }
    static constexpr const char* kAbsentColumn = "a key no job in the file has";

private:
    // `text` starts on line `firstLine` of the file.
    nlohmann::ordered_json parse(const std::string& text, int firstLine) const {
        try {
            return nlohmann::ordered_json::parse(text);
        } catch (const nlohmann::ordered_json::parse_error& e) {
            const auto [line, col] = lineColumn(text, e.byte > 0 ? e.byte - 1 : 0);
            throw InputError(file(), firstLine + line - 1, col, "",
                             std::string("JSON: ") + e.what());
        } catch (const nlohmann::ordered_json::exception& e) {
            throw InputError(file(), firstLine, 0, "", std::string("JSON: ") + e.what());
        }
    }
    void add(const nlohmann::ordered_json& object, int line) {
        if (!object.is_object())
            throw InputError(file(), line, 1, "", "expected a JSON object (one job) here");
        CsvRecord rec;
        rec.line = line;
        for (const auto& [key, value] : object.items()) {
            auto it = std::find(keys_.begin(), keys_.end(), key);
            if (it == keys_.end()) {
                keys_.push_back(key);
                it = keys_.end() - 1;
            }
            const auto column = static_cast<std::size_t>(it - keys_.begin());
            if (rec.fields.size() <= column)
                rec.fields.resize(column + 1);
            rec.fields[column] = value.is_string() ? value.get<std::string>()
                                 : value.is_null() ? std::string()
                                                   : value.dump();
        }
        rows_.push_back(std::move(rec));
    }

    CsvReader named_; // no text: names the file in errors
    std::vector<std::string> keys_;
    std::vector<CsvRecord> rows_;
    std::size_t at_ = 0;
};

// Where each mapped field is read from, and the column names errors use. With a header, its row
// names the columns; without, the first data row gives the width and names are "column N" (with
// the field read from it).
struct ColumnPlan {
    std::map<std::string, std::size_t> index; // field -> 0-based column
    std::vector<std::string> names;
    bool has(const std::string& field) const { return index.count(field) > 0; }
    std::size_t at(const std::string& field) const { return index.at(field); }
};

// Reads the header (or peeks at the first row) and resolves the mapping; `pending` holds a data
// row already read when there is no header.
template <typename Rows>
ColumnPlan planColumns(Rows& reader, const std::map<std::string, std::string>& columns, bool header,
                       CsvRecord& first, bool& pending) {
    ColumnPlan plan;
    if (!reader.next(first))
        throw InputError(reader.file(), 1, 1, "",
                         header ? "empty file: expected a header row" : "empty file: no rows");
    pending = !header;
    if (header) {
        for (const auto& f : first.fields)
            plan.names.push_back(trimmed(f));
    } else {
        for (std::size_t i = 0; i < first.fields.size(); ++i)
            plan.names.push_back("column " + std::to_string(i + 1));
    }
    for (const auto& [field, column] : columns) {
        std::size_t at = 0;
        if (header) {
            const auto it = std::find(plan.names.begin(), plan.names.end(), trimmed(column));
            if (it == plan.names.end())
                throw InputError(reader.file(), first.line, 1, field,
                                 "the mapping names column '" + column + "', " +
                                     Rows::kAbsentColumn);
            at = static_cast<std::size_t>(it - plan.names.begin());
        } else {
            unsigned long number = 0;
            const auto [end, ec] =
                std::from_chars(column.data(), column.data() + column.size(), number);
            if (ec != std::errc() || end != column.data() + column.size() || number < 1 ||
                number > first.fields.size())
                throw InputError(reader.file(), first.line, 1, field,
                                 "without a header a column is its number, 1 to " +
                                     std::to_string(first.fields.size()) + "; got '" + column +
                                     "'");
            at = number - 1;
        }
        plan.index[field] = at;
    }
    if (!header)
        for (const auto& [field, at] : plan.index)
            plan.names[at] = field + " (column " + std::to_string(at + 1) + ")";
    return plan;
}

// Runs row() on every data row. A malformed row throws, or with `errors` is described there and
// skipped; reading stops at the limit.
template <typename Rows, typename Row>
void eachRow(Rows& reader, const ColumnPlan& plan, CsvRecord& rec, bool pending,
             long long& rowsRead, RowErrors* errors, Row&& row) {
    for (;;) {
        try {
            if (!pending && !reader.next(rec))
                return;
            pending = false;
            ++rowsRead;
            requireWidth(reader.csv(), rec, plan.names);
            row(CsvFields(reader.csv(), rec, plan.names));
        } catch (const InputError& e) {
            if (!errors)
                throw;
            errors->messages.push_back(e.what());
            if (errors->messages.size() >= errors->limit)
                return;
            // An unterminated quote ends the file for the reader: nothing more to read.
            if (rec.line == 0)
                return;
        }
        rec.line = 0;
    }
}

} // namespace

const std::vector<std::string>& csvJobFields() {
    static const std::vector<std::string> fields{"id",   "submit",    "duration", "start",  "end",
                                                 "gpus", "gpu_milli", "cpus",     "mem_gb", "user",
                                                 "vc",   "model",     "status"};
    return fields;
}

const std::vector<std::string>& csvNodeFields() {
    static const std::vector<std::string> fields{"id",   "gpus",   "gpu_model",
                                                 "cpus", "mem_gb", "rack"};
    return fields;
}

bool isFailedStatus(const std::string& status) {
    std::string s;
    for (char c : status)
        s += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s == "FAILED" || s == "FAIL" || s == "KILLED" || s == "CANCELLED" || s == "CANCELED" ||
           s == "TIMEOUT" || s == "NODE_FAIL" || s == "ERROR" || s == "OUT_OF_MEMORY";
}

namespace {

template <typename Rows>
JobImport parseJobs(Rows& r, const std::string& file, const std::string& format,
                    const CsvMapping& m, RowErrors* errors) {
    JobImport out;
    out.report.format = format;
    out.report.file = file;
    CsvRecord rec;
    bool pending = false;
    const ColumnPlan plan = planColumns(r, m.columns, m.header, rec, pending);
    const auto where = [&] {
        return m.header ? rec.line : 1;
    };
    if (!plan.has("submit"))
        throw InputError(file, where(), 1, "submit", "the mapping needs the submit time's column");
    if (!plan.has("duration") && !plan.has("end"))
        throw InputError(
            file, where(), 1, "duration",
            "the mapping needs `duration`, or `end` (with `start` or the submit time)");
    const bool relativeToEarliest = m.timeFormat != "seconds";
    std::vector<double> submits;
    eachRow(r, plan, rec, pending, out.report.rowsRead, errors, [&](const CsvFields& f) {
        const auto time = [&](const char* field) {
            const std::size_t i = plan.at(field);
            if (m.timeFormat == "datetime") {
                double t = 0;
                if (!parseDateTime(f.text(i), t))
                    f.fail(i, "expected YYYY-MM-DD HH:MM:SS, got '" + f.text(i) + "'");
                return t;
            }
            return f.nonNegative(i) * m.timeUnitS;
        };
        Job j;
        j.id = plan.has("id") ? f.text(plan.at("id")) : "row" + std::to_string(out.report.rowsRead);
        if (j.id.empty())
            f.fail(plan.at("id"), "expected a job id, got nothing");
        const double submit = time("submit");
        if (plan.has("duration")) {
            j.duration = f.nonNegative(plan.at("duration")) * m.durationUnitS;
        } else {
            const double start = plan.has("start") ? time("start") : submit;
            const double end = time("end");
            if (end < start)
                f.fail(plan.at("end"), "ends before it starts");
            j.duration = end - start;
        }
        if (plan.has("gpus"))
            j.gpus = static_cast<int>(f.integer(plan.at("gpus"), 0, 1000000));
        if (plan.has("gpu_milli"))
            j.gpuMilli = static_cast<int>(f.integer(plan.at("gpu_milli"), 1, 1000));
        if (plan.has("cpus"))
            j.cpus = f.nonNegative(plan.at("cpus"));
        if (plan.has("mem_gb"))
            j.memGb = f.nonNegative(plan.at("mem_gb")) * m.memUnitGb;
        if (plan.has("user"))
            j.user = f.text(plan.at("user"));
        if (plan.has("vc"))
            j.vc = f.text(plan.at("vc"));
        if (plan.has("model"))
            j.model = f.text(plan.at("model"));
        if (plan.has("status"))
            j.failedInTrace = isFailedStatus(f.text(plan.at("status")));
        if (j.gpus == 0) {
            out.report.drop("no GPU requested");
            return;
        }
        if (j.gpuMilli < 1000 && j.gpus != 1)
            f.fail(plan.at("gpu_milli"),
                   "a GPU share below 1000 milli is for single-GPU jobs only");
        if (j.duration == 0) {
            out.report.drop("zero duration");
            return;
        }
        out.jobs.push_back(std::move(j));
        out.lines.push_back(f.line());
        submits.push_back(submit);
    });
    // Dates and Unix times count from the file's earliest job; relative seconds stay as written.
    const double origin = relativeToEarliest && !submits.empty()
                              ? *std::min_element(submits.begin(), submits.end())
                              : 0;
    for (std::size_t k = 0; k < out.jobs.size(); ++k)
        out.jobs[k].submit = submits[k] - origin;
    out.report.kept = static_cast<long long>(out.jobs.size());
    if (relativeToEarliest)
        out.report.notes.push_back("submit times in seconds from the earliest job of the file");
    return out;
}

} // namespace

JobImport parseGenericCsv(const std::string& text, const std::string& file, const CsvMapping& m,
                          RowErrors* errors) {
    CsvRows rows(text, file);
    return parseJobs(rows, file, "csv", m, errors);
}

JobImport parseGenericJson(const std::string& text, const std::string& file, const CsvMapping& m,
                           RowErrors* errors) {
    JsonRows rows(text, file);
    CsvMapping named = m;
    named.header = true; // the keys name the fields
    return parseJobs(rows, file, "json", named, errors);
}

std::vector<std::vector<std::string>> jsonHeadTable(const std::string& head,
                                                    const std::string& file, std::size_t rows) {
    // As JSON Lines: a raw newline cannot sit inside a JSON string, so flattening is safe.
    std::string lines;
    for (std::string object : leadingJsonObjects(head, rows)) {
        std::ranges::replace(object, '\n', ' ');
        lines += object + '\n';
    }
    std::vector<std::vector<std::string>> table;
    if (lines.empty())
        return table;
    JsonRows records(lines, file);
    CsvRecord rec;
    while (records.next(rec))
        table.push_back(rec.fields);
    return table;
}

NodeImport parseGenericNodeCsv(const std::string& text, const std::string& file,
                               const NodeCsvMapping& m, RowErrors* errors) {
    NodeImport out;
    out.report.format = "csv-nodes";
    out.report.file = file;
    CsvRows r(text, file);
    CsvRecord rec;
    bool pending = false;
    const ColumnPlan plan = planColumns(r, m.columns, m.header, rec, pending);
    for (const char* needed : {"cpus", "mem_gb"})
        if (!plan.has(needed))
            throw InputError(file, m.header ? rec.line : 1, 1, needed,
                             std::string("the mapping needs the column of `") + needed + "`");
    eachRow(r, plan, rec, pending, out.report.rowsRead, errors, [&](const CsvFields& f) {
        Node n;
        const long long row = out.report.rowsRead;
        n.id = plan.has("id") ? f.text(plan.at("id")) : "node" + std::to_string(row - 1);
        if (n.id.empty())
            f.fail(plan.at("id"), "expected a node id, got nothing");
        n.gpus = plan.has("gpus") ? static_cast<int>(f.integer(plan.at("gpus"), 0, 1024)) : 0;
        if (n.gpus > 0) {
            if (!plan.has("gpu_model"))
                f.failRow("a node with GPUs needs a GPU model: map the `gpu_model` column");
            n.gpuModel = f.text(plan.at("gpu_model"));
            if (n.gpuModel.empty())
                f.fail(plan.at("gpu_model"), "expected a GPU model for a node with GPUs");
        }
        n.cpus = f.nonNegative(plan.at("cpus"));
        n.memGb = f.nonNegative(plan.at("mem_gb")) * m.memUnitGb;
        if (n.cpus <= 0)
            f.fail(plan.at("cpus"), "expected CPUs > 0");
        if (n.memGb <= 0)
            f.fail(plan.at("mem_gb"), "expected memory > 0");
        if (plan.has("rack") && !f.empty(plan.at("rack")))
            n.rack = f.text(plan.at("rack"));
        else
            n.rack = m.rackSize > 0
                         ? "r" + std::to_string((row - 1) / static_cast<long long>(m.rackSize))
                         : "r0";
        out.nodes.push_back(std::move(n));
    });
    out.report.kept = static_cast<long long>(out.nodes.size());
    return out;
}

} // namespace maifs
