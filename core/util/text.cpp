#include "core/util/text.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace maifs {

std::string formatNumber(double v) {
    if (!std::isfinite(v))
        return v > 0 ? "inf" : (v < 0 ? "-inf" : "nan");
    if (v == 0)
        return "0"; // also folds -0
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

bool naturalLess(const std::string& a, const std::string& b) {
    std::size_t i = 0, k = 0;
    while (i < a.size() && k < b.size()) {
        if (std::isdigit(static_cast<unsigned char>(a[i])) &&
            std::isdigit(static_cast<unsigned char>(b[k]))) {
            std::size_t ie = i, ke = k;
            while (ie < a.size() && std::isdigit(static_cast<unsigned char>(a[ie])))
                ++ie;
            while (ke < b.size() && std::isdigit(static_cast<unsigned char>(b[ke])))
                ++ke;
            std::string_view da(a.data() + i, ie - i), db(b.data() + k, ke - k);
            while (da.size() > 1 && da.front() == '0')
                da.remove_prefix(1);
            while (db.size() > 1 && db.front() == '0')
                db.remove_prefix(1);
            if (da.size() != db.size())
                return da.size() < db.size();
            if (da != db)
                return da < db;
            i = ie;
            k = ke;
        } else {
            if (a[i] != b[k])
                return a[i] < b[k];
            ++i;
            ++k;
        }
    }
    if ((a.size() - i) != (b.size() - k))
        return (a.size() - i) < (b.size() - k);
    return a < b;
}

std::string readableNumber(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

namespace {

// The length of the well-formed sequence at s[i], or 0.
std::size_t sequenceLength(std::string_view s, std::size_t i) {
    const auto b = [&](std::size_t k) {
        return static_cast<unsigned char>(s[k]);
    };
    const unsigned char c = b(i);
    if (c < 0x80)
        return 1;
    std::size_t n = 0;
    unsigned char lo = 0x80, hi = 0xBF; // the allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        lo = c == 0xE0 ? 0xA0 : 0x80; // overlong
        hi = c == 0xED ? 0x9F : 0xBF; // surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        lo = c == 0xF0 ? 0x90 : 0x80;
        hi = c == 0xF4 ? 0x8F : 0xBF;
    } else
        return 0;
    if (i + n > s.size() || b(i + 1) < lo || b(i + 1) > hi)
        return 0;
    for (std::size_t k = 2; k < n; ++k)
        if (b(i + k) < 0x80 || b(i + k) > 0xBF)
            return 0;
    return n;
}

} // namespace

std::size_t invalidUtf8At(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t n = sequenceLength(s, i);
        if (n == 0)
            return i;
        i += n;
    }
    return std::string_view::npos;
}

std::string printableUtf8(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        if (const std::size_t n = sequenceLength(s, i)) {
            out.append(s.substr(i, n));
            i += n;
        } else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", static_cast<unsigned char>(s[i]));
            out += buf;
            ++i;
        }
    }
    return out;
}

} // namespace maifs
