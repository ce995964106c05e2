#include "ui/common/scheduler_palette.h"

#include <array>
#include <utility>

#include <QRegularExpression>

namespace maifs::ui {

namespace {

// Eighteen colours far apart on white (Tableau's ten and eight darker or saturated ones), one per
// registered scheduler; MAIFS gets the red a reader's eye goes to first.
constexpr std::array<std::pair<const char*, QRgb>, 18> kColours = {{
    {"fifo", qRgb(31, 119, 180)},
    {"fifo-backfill", qRgb(23, 190, 207)},
    {"spread", qRgb(127, 127, 127)},
    {"sjf", qRgb(44, 160, 44)},
    {"srtf", qRgb(188, 189, 34)},
    {"las", qRgb(140, 86, 75)},
    {"tiresias", qRgb(148, 103, 189)},
    {"ftf", qRgb(227, 119, 194)},
    {"drf", qRgb(0, 128, 128)},
    {"tetris", qRgb(255, 127, 14)},
    {"gandiva", qRgb(128, 0, 0)},
    {"maifs", qRgb(214, 39, 40)},
    {"maifs-rule", qRgb(0, 0, 0)},
    {"maifs-random", qRgb(200, 150, 0)},
    {"maifs-noattn", qRgb(250, 128, 114)},
    {"maifs-nocg", qRgb(139, 0, 139)},
    {"maifs-fixed", qRgb(70, 70, 200)},
    {"maifs-lookahead", qRgb(184, 134, 11)},
}};

QString baseOf(const QString& id) {
    // "fifo+tune@x [v1]": the scheduler is what comes before a mode, a parameter or a version.
    const qsizetype cut = id.indexOf(QRegularExpression(QStringLiteral("[+@ ]")));
    return cut < 0 ? id : id.left(cut);
}

} // namespace

QColor schedulerColour(const QString& schedulerId) {
    const QString base = baseOf(schedulerId);
    for (const auto& [id, rgb] : kColours)
        if (base == QLatin1String(id))
            return QColor::fromRgb(rgb);
    // A scheduler this table does not know (a plugin, a new baseline) still keeps one colour
    // wherever it appears: FNV-1a of its name picks it, not the order runs finish in.
    quint32 h = 2166136261u;
    for (QChar c : base) {
        h ^= c.unicode();
        h *= 16777619u;
    }
    return QColor::fromRgb(kColours[h % kColours.size()].second);
}

Qt::PenStyle allocationModeDash(const QString& schedulerId) {
    const qsizetype plus = schedulerId.indexOf(QLatin1Char('+'));
    if (plus < 0)
        return Qt::SolidLine;
    const QString mode =
        schedulerId.mid(plus + 1).section(QLatin1Char('@'), 0, 0).section(QLatin1Char(' '), 0, 0);
    if (mode == QLatin1String("tune"))
        return Qt::DashLine;
    if (mode == QLatin1String("greedy"))
        return Qt::DotLine;
    if (mode == QLatin1String("opt"))
        return Qt::DashDotLine;
    return Qt::SolidLine; // +fair is the default written out
}

} // namespace maifs::ui
