#pragma once

#include <QColor>
#include <QString>

namespace maifs::ui {

// One colour per scheduler, the same in every chart and every comparison, so that a reader who
// learnt "MAIFS is red" on the CDF finds it red in the over-time plot and in the next figure. The
// allocation mode is the line's dash ("fifo+tune" is fifo's colour, dashed), never a new colour:
// a figure of ten policies in three modes stays readable.
QColor schedulerColour(const QString& schedulerId);
Qt::PenStyle allocationModeDash(const QString& schedulerId);

} // namespace maifs::ui
