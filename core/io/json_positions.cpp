#include "core/io/json_positions.h"

#include <cctype>

namespace maifs {

std::pair<int, int> lineColumn(const std::string& text, std::size_t offset) {
    int line = 1, col = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            col = 1;
        } else {
            ++col;
        }
    }
    return {line, col};
}

namespace {

// Follows string literals through a JSON text, so that brackets inside strings are not counted.
class StringLiterals {
public:
    bool inside() const { return inString_; }
    // Whether `c` belongs to a string literal (its quotes included).
    bool take(char c) {
        if (!inString_) {
            inString_ = c == '"';
            return inString_;
        }
        if (escaped_)
            escaped_ = false;
        else if (c == '\\')
            escaped_ = true;
        else if (c == '"')
            inString_ = false;
        return true;
    }

private:
    bool inString_ = false, escaped_ = false;
};

} // namespace

std::vector<int> jsonElementLines(const std::string& text) {
    std::vector<int> lines;
    int line = 1, depth = 0;
    bool inElement = false;
    StringLiterals strings;
    for (char c : text) {
        if (c == '\n')
            ++line;
        if (!strings.inside() && depth == 1 && !inElement && c != ',' && c != ']' &&
            !std::isspace(static_cast<unsigned char>(c))) {
            lines.push_back(line);
            inElement = true;
        }
        if (strings.take(c))
            continue;
        if (c == '{' || c == '[')
            ++depth;
        else if (c == '}' || c == ']')
            --depth;
        if (depth == 1 && c == ',')
            inElement = false;
    }
    return lines;
}

std::vector<std::string> leadingJsonObjects(const std::string& text, std::size_t max) {
    std::vector<std::string> objects;
    int depth = 0;
    StringLiterals strings;
    std::size_t open = 0;
    for (std::size_t i = 0; i < text.size() && objects.size() < max; ++i) {
        const char c = text[i];
        if (strings.take(c))
            continue;
        if (c == '{') {
            if (depth++ == 0)
                open = i;
        } else if (c == '}' && depth > 0 && --depth == 0) {
            objects.push_back(text.substr(open, i - open + 1));
        }
    }
    return objects;
}

} // namespace maifs
