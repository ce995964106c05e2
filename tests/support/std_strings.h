#pragma once

// Lets QCOMPARE print std::string and std::string_view values when a comparison fails.
#include <string>
#include <string_view>

#include <QTest>

namespace QTest {
inline char* toString(const std::string& s) {
    return qstrdup(s.c_str());
}
inline char* toString(std::string_view s) {
    return qstrdup(std::string(s).c_str());
}
} // namespace QTest
