#include "core/util/input_error.h"

#include "core/util/text.h"

namespace maifs {

namespace {

std::string format(const std::string& file, int line, int column, const std::string& field,
                   const std::string& message) {
    std::string s = file.empty() ? std::string("<input>") : file;
    if (line > 0) {
        s += ':' + std::to_string(line);
        if (column > 0)
            s += ':' + std::to_string(column);
    }
    s += ": ";
    if (!field.empty())
        s += field + ": ";
    // A message quotes what it read, which may not be UTF-8; what() goes to terminals, dialogs and
    // JSON cell records.
    return printableUtf8(s + message);
}

} // namespace

InputError::InputError(std::string file, int line, int column, std::string field,
                       std::string message)
    : std::runtime_error(format(file, line, column, field, message))
    , file_(std::move(file))
    , line_(line)
    , column_(column)
    , field_(std::move(field))
    , message_(std::move(message)) {}

} // namespace maifs
