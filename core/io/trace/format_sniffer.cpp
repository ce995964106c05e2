#include "core/io/trace/format_sniffer.h"

#include "core/io/csv_reader.h"
#include "core/io/json_positions.h"
#include "core/io/trace/trace_formats.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>

namespace maifs {

namespace {

std::string trimmed(std::string s) {
    s.erase(0, s.find_first_not_of(" \t"));
    s.erase(s.find_last_not_of(" \t") + 1);
    return s;
}

bool isNumber(const std::string& text) {
    const std::string s = trimmed(text);
    if (s.empty())
        return false;
    char* end = nullptr;
    errno = 0;
    std::strtod(s.c_str(), &end);
    return end == s.c_str() + s.size();
}

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size() && i < 4; ++i)
        out += (i ? ", " : "") + names[i];
    return out + (names.size() > 4 ? ", ..." : "");
}

} // namespace

namespace {

// The keys of the first JSON object in `text`, in their order; empty when the head cuts it or it
// does not parse.
std::vector<std::string> firstObjectKeys(const std::string& text) {
    const std::vector<std::string> first = leadingJsonObjects(text, 1);
    if (first.empty())
        return {};
    const auto object = nlohmann::ordered_json::parse(first.front(), nullptr, false);
    std::vector<std::string> keys;
    if (object.is_object())
        for (const auto& [key, value] : object.items())
            keys.push_back(key);
    return keys;
}

} // namespace

SniffedFormat sniffFormat(const std::string& head, bool nodes) {
    SniffedFormat out;
    std::string text = head;
    if (text.rfind("\xEF\xBB\xBF", 0) == 0)
        text.erase(0, 3);
    const std::size_t firstChar = text.find_first_not_of(" \t\r\n");
    if (firstChar == std::string::npos) {
        out.reason = "the file is empty";
        return out;
    }
    if (text[firstChar] == '[' || text[firstChar] == '{') {
        out.kind = SniffedFormat::Kind::Jobs;
        out.columns = firstObjectKeys(text.substr(firstChar));
        const auto has = [&](const char* key) {
            return std::find(out.columns.begin(), out.columns.end(), key) != out.columns.end();
        };
        // Philly's first job can outrun the head (its attempts list every GPU), so a cut object
        // that names jobid is taken as Philly's too.
        const bool cutPhilly = out.columns.empty() && text.find("\"jobid\"") != std::string::npos;
        if ((has("jobid") && has("attempts")) || cutPhilly) {
            out.format = "philly-json";
            out.reason = "the first job has Philly's raw cluster_job_log keys (jobid, "
                         "submitted_time, attempts, ...)";
            out.columns.clear();
        } else {
            out.format = "json";
            out.reason = out.columns.empty()
                             ? "JSON whose first job could not be read from the file's start"
                             : "a JSON job log of no known layout (keys " + joined(out.columns) +
                                   "): map its keys to fields";
        }
        return out;
    }
    // Only whole lines: a record cut in the middle would read as a broken quote.
    if (const std::size_t lastBreak = text.find_last_of('\n'); lastBreak != std::string::npos)
        text.resize(lastBreak + 1);
    std::vector<CsvRecord> rows;
    try {
        CsvReader reader(text, "head");
        CsvRecord rec;
        while (rows.size() < 3 && reader.next(rec))
            rows.push_back(rec);
    } catch (const std::exception&) {
        out.reason = "the start of the file is neither CSV nor JSON";
        return out;
    }
    if (rows.empty()) {
        out.reason = "the file is empty";
        return out;
    }
    std::vector<std::string> first;
    for (const auto& f : rows.front().fields)
        first.push_back(trimmed(f));
    for (const auto& format : traceFormats())
        if (!format.header.empty() && first == format.header) {
            out.kind = format.kind == TraceFormat::Kind::Jobs ? SniffedFormat::Kind::Jobs
                                                              : SniffedFormat::Kind::Nodes;
            out.format = format.name;
            out.reason = "the header is the " + format.title + " (" + joined(format.header) + ")";
            out.columns = first;
            return out;
        }
    const auto& row = rows.front().fields;
    // PAI's machine spec has no header: machine, gpu_type, cap_cpu, cap_mem, cap_gpu.
    if (row.size() == 5 && !isNumber(row[1]) && isNumber(row[2]) && isNumber(row[3]) &&
        isNumber(row[4]) && !isNumber(row[0])) {
        out.kind = SniffedFormat::Kind::Nodes;
        out.format = "pai2020-machines";
        out.reason = "5 columns without a header: machine, GPU type, CPUs, memory, GPUs, as "
                     "Alibaba PAI 2020's machine spec";
        for (int i = 1; i <= 5; ++i)
            out.columns.push_back(std::to_string(i));
        out.header = false;
        return out;
    }
    out.kind = nodes ? SniffedFormat::Kind::Nodes : SniffedFormat::Kind::Jobs;
    out.format = nodes ? "csv-nodes" : "csv";
    // A header names columns: no field of the first row is a number, and a later row has one.
    const bool noNumbers = std::none_of(row.begin(), row.end(), isNumber);
    const bool laterNumbers =
        rows.size() < 2 || std::any_of(rows[1].fields.begin(), rows[1].fields.end(), isNumber);
    out.header = noNumbers && laterNumbers;
    if (out.header) {
        out.columns = first;
        out.reason =
            "a CSV of no known layout, with a header (" + joined(first) + "): map its columns";
    } else {
        for (std::size_t i = 1; i <= row.size(); ++i)
            out.columns.push_back(std::to_string(i));
        out.reason = "a CSV of no known layout, without a header (" + std::to_string(row.size()) +
                     " columns): map its columns by number";
    }
    return out;
}

std::string readFileHead(const std::string& path, std::size_t bytes) {
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError(path, 0, 0, "",
                         std::string("cannot open the file for reading: ") +
                             (errno ? std::strerror(errno) : "unknown reason"));
    std::string out(bytes, '\0');
    in.read(out.data(), static_cast<std::streamsize>(bytes));
    out.resize(static_cast<std::size_t>(in.gcount()));
    return out;
}

} // namespace maifs
