#pragma once

// Lets QCOMPARE print std::string values when a comparison fails. QTest::toString is looked up
// in the template's own context, so a plain overload here would not be seen: specialise it.
#include <string>

#include <QTest>

namespace QTest {
template <> inline char* toString<std::string>(const std::string& s) {
    return qstrdup(s.c_str());
}
} // namespace QTest
