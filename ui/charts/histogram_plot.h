#pragma once

#include "core/model/job_filter.h"

#include <QString>

class QCustomPlot;
class QWidget;

namespace maifs::ui {

// A titled bar chart of job counts, as the Jobs tab and the import previews draw them.
QCustomPlot* histogramPlot(const QString& title, const QString& xLabel, QWidget* parent);
// Bars over [edges[i], edges[i+1]); `logX` spaces the x axis logarithmically; `categories` draws
// one labelled bar per bin (GPU counts).
void drawHistogram(QCustomPlot* plot, const Histogram& h, bool logX, bool categories);

} // namespace maifs::ui
