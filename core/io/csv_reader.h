#pragma once

#include "core/util/input_error.h"

#include <string>
#include <string_view>
#include <vector>

namespace maifs {

// One parsed CSV record with where it came from, so that a bad value can be reported at its line
// and column.
struct CsvRecord {
    int line = 0; // 1-based line the record starts on
    std::vector<std::string> fields;
    std::vector<int> columns; // 1-based column of each field
};

// RFC 4180 reader over a whole file in memory: quoted fields with "" escapes and embedded line
// breaks, LF or CRLF line ends, a UTF-8 byte-order mark skipped. Blank lines are skipped.
class CsvReader {
public:
    CsvReader(std::string text, std::string file);

    // Reads the next record; false at the end. Throws InputError on an unterminated quote or text
    // after a closing quote.
    bool next(CsvRecord& record);
    const std::string& file() const { return file_; }

private:
    std::string text_;
    std::string file_;
    std::size_t pos_ = 0;
    int line_ = 1;
};

// Reads a whole file; throws InputError(file, 0, 0, ...) when it cannot be read.
std::string readWholeFile(const std::string& path);

// Typed access to a record's fields, failing with file, line, column, the field's name and what was
// expected.
class CsvFields {
public:
    CsvFields(const CsvReader& reader, const CsvRecord& record,
              const std::vector<std::string>& names)
        : reader_(reader)
        , record_(record)
        , names_(names) {}

    // A field kept as text (an id, a name): it must be UTF-8, as every output is.
    const std::string& text(std::size_t i) const;
    bool empty(std::size_t i) const { return record_.fields[i].empty(); }
    int line() const { return record_.line; }
    double number(std::size_t i) const;
    double nonNegative(std::size_t i) const;
    long long integer(std::size_t i, long long min, long long max) const;
    [[noreturn]] void fail(std::size_t i, const std::string& message) const;
    [[noreturn]] void failRow(const std::string& message) const;

private:
    const CsvReader& reader_;
    const CsvRecord& record_;
    const std::vector<std::string>& names_;
};

// Checks a record's width against the expected column names.
void requireWidth(const CsvReader& reader, const CsvRecord& record,
                  const std::vector<std::string>& names);

// Reads the header row and checks that it names exactly these columns (spaces around a name are
// tolerated); `what` names the format in the "empty file" error.
void requireHeader(CsvReader& reader, const std::vector<std::string>& names,
                   const std::string& what);

// Calls row(fields) for every remaining record after checking its width, counting rows read.
template <typename Row>
void forEachRow(CsvReader& reader, const std::vector<std::string>& names, long long& rowsRead,
                Row&& row) {
    CsvRecord rec;
    while (reader.next(rec)) {
        ++rowsRead;
        requireWidth(reader, rec, names);
        row(CsvFields(reader, rec, names));
    }
}

// Seconds since 1970-01-01 00:00:00 for "YYYY-MM-DD HH:MM:SS" (or with a 'T'), read as UTC;
// nullopt-like failure is signalled by returning false.
bool parseDateTime(std::string_view text, double& seconds);

} // namespace maifs
