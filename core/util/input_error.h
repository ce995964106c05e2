#pragma once

#include <stdexcept>
#include <string>

namespace maifs {

// Bad input from a file: where it is (file, 1-based line and column; 0 = unknown), which field,
// and what was expected. what() reads "file:line:col: field: message", the form editors jump to.
class InputError : public std::runtime_error {
public:
    InputError(std::string file, int line, int column, std::string field, std::string message);

    const std::string& file() const { return file_; }
    int line() const { return line_; }
    int column() const { return column_; }
    const std::string& field() const { return field_; }
    const std::string& message() const { return message_; }

private:
    std::string file_;
    int line_;
    int column_;
    std::string field_;
    std::string message_;
};

} // namespace maifs
