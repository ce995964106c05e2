#include "core/io/csv_reader.h"

#include "core/util/text.h"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace maifs {

CsvReader::CsvReader(std::string text, std::string file)
    : text_(std::move(text))
    , file_(std::move(file)) {
    if (text_.starts_with("\xEF\xBB\xBF"))
        pos_ = 3;
}

bool CsvReader::next(CsvRecord& record) {
    // skip blank lines
    while (pos_ < text_.size() && (text_[pos_] == '\n' || text_[pos_] == '\r')) {
        if (text_[pos_] == '\n')
            ++line_;
        ++pos_;
    }
    if (pos_ >= text_.size())
        return false;
    record.line = line_;
    record.fields.clear();
    record.columns.clear();
    std::size_t lineStart = pos_;
    // column of pos_ on its line
    const auto column = [&](std::size_t p) {
        return static_cast<int>(p - lineStart) + 1;
    };
    while (true) {
        record.columns.push_back(column(pos_));
        std::string field;
        if (pos_ < text_.size() && text_[pos_] == '"') {
            const int quoteLine = line_;
            const int quoteCol = column(pos_);
            ++pos_;
            while (true) {
                if (pos_ >= text_.size())
                    throw InputError(file_, quoteLine, quoteCol, "",
                                     "unterminated quoted field (the file ends inside quotes)");
                const char c = text_[pos_];
                if (c == '"') {
                    if (pos_ + 1 < text_.size() && text_[pos_ + 1] == '"') {
                        field += '"';
                        pos_ += 2;
                        continue;
                    }
                    ++pos_;
                    break;
                }
                if (c == '\n') {
                    ++line_;
                    lineStart = pos_ + 1;
                }
                field += c;
                ++pos_;
            }
            if (pos_ < text_.size() && text_[pos_] != ',' && text_[pos_] != '\n' &&
                text_[pos_] != '\r')
                throw InputError(file_, line_, column(pos_), "",
                                 "unexpected text after a closing quote");
        } else {
            const std::size_t start = pos_;
            while (pos_ < text_.size() && text_[pos_] != ',' && text_[pos_] != '\n' &&
                   text_[pos_] != '\r')
                ++pos_;
            field.assign(text_, start, pos_ - start);
        }
        record.fields.push_back(std::move(field));
        if (pos_ < text_.size() && text_[pos_] == ',') {
            ++pos_;
            continue;
        }
        // end of record: CRLF, LF, lone CR or end of text
        if (pos_ < text_.size() && text_[pos_] == '\r')
            ++pos_;
        if (pos_ < text_.size() && text_[pos_] == '\n') {
            ++pos_;
            ++line_;
        }
        return true;
    }
}

std::string readWholeFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw InputError(path, 0, 0, "", "is a directory, expected a file");
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError(path, 0, 0, "",
                         std::string("cannot open the file for reading: ") +
                             (errno ? std::strerror(errno) : "unknown reason"));
    std::ostringstream buf;
    buf << in.rdbuf();
    if (in.bad())
        throw InputError(path, 0, 0, "",
                         std::string("read error: ") + (errno ? std::strerror(errno) : "unknown"));
    return buf.str();
}

void requireWidth(const CsvReader& reader, const CsvRecord& record,
                  const std::vector<std::string>& names) {
    if (record.fields.size() != names.size()) {
        std::string list;
        for (const auto& n : names)
            list += (list.empty() ? "" : ",") + n;
        throw InputError(reader.file(), record.line, 1, "",
                         "expected " + std::to_string(names.size()) + " columns (" + list +
                             "), got " + std::to_string(record.fields.size()));
    }
}

void requireHeader(CsvReader& reader, const std::vector<std::string>& names,
                   const std::string& what) {
    CsvRecord rec;
    if (!reader.next(rec))
        throw InputError(reader.file(), 1, 1, "", "empty file: expected a " + what + " header");
    requireWidth(reader, rec, names);
    for (std::size_t i = 0; i < names.size(); ++i) {
        std::string got = rec.fields[i];
        got.erase(0, got.find_first_not_of(' '));
        got.erase(got.find_last_not_of(' ') + 1);
        if (got != names[i])
            throw InputError(reader.file(), rec.line, rec.columns[i], names[i],
                             "expected the header column '" + names[i] + "', got '" +
                                 rec.fields[i] + "'");
    }
}

void CsvFields::fail(std::size_t i, const std::string& message) const {
    throw InputError(reader_.file(), record_.line, record_.columns[i], names_[i], message);
}

void CsvFields::failRow(const std::string& message) const {
    throw InputError(reader_.file(), record_.line, 1, "", message);
}

const std::string& CsvFields::text(std::size_t i) const {
    const std::string& s = record_.fields[i];
    if (const std::size_t bad = invalidUtf8At(s); bad != std::string::npos)
        fail(i, "expected UTF-8 text; byte " + std::to_string(bad + 1) + " of '" +
                    printableUtf8(s) + "' is not");
    return s;
}

double CsvFields::number(std::size_t i) const {
    std::string_view s = record_.fields[i];
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ')
        s.remove_suffix(1);
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v))
        fail(i, "expected a finite number, got '" + record_.fields[i] + "'");
    return v;
}

double CsvFields::nonNegative(std::size_t i) const {
    const double v = number(i);
    if (v < 0)
        fail(i, "expected a number >= 0, got " + record_.fields[i]);
    return v;
}

long long CsvFields::integer(std::size_t i, long long min, long long max) const {
    const double v = number(i);
    if (v != std::floor(v) || v < static_cast<double>(min) || v > static_cast<double>(max))
        fail(i, "expected a whole number in [" + std::to_string(min) + ", " + std::to_string(max) +
                    "], got '" + record_.fields[i] + "'");
    return static_cast<long long>(v);
}

namespace {

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
long long daysFromCivil(long long y, unsigned m, unsigned d) {
    y -= m <= 2;
    const long long era = (y >= 0 ? y : y - 399) / 400;
    const auto yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<long long>(doe) - 719468;
}

bool digits(std::string_view s, std::size_t at, std::size_t n, int& out) {
    if (at + n > s.size())
        return false;
    out = 0;
    for (std::size_t i = at; i < at + n; ++i) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        out = out * 10 + (s[i] - '0');
    }
    return true;
}

} // namespace

bool parseDateTime(std::string_view s, double& seconds) {
    int y, mo, d, h, mi, se;
    if (s.size() != 19 || s[4] != '-' || s[7] != '-' || (s[10] != ' ' && s[10] != 'T') ||
        s[13] != ':' || s[16] != ':')
        return false;
    if (!digits(s, 0, 4, y) || !digits(s, 5, 2, mo) || !digits(s, 8, 2, d) ||
        !digits(s, 11, 2, h) || !digits(s, 14, 2, mi) || !digits(s, 17, 2, se))
        return false;
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || se > 60)
        return false;
    seconds = static_cast<double>(
        daysFromCivil(y, static_cast<unsigned>(mo), static_cast<unsigned>(d)) * 86400LL +
        h * 3600LL + mi * 60LL + se);
    return true;
}

} // namespace maifs
