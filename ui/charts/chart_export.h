#pragma once

#include <functional>

#include <QString>

class QWidget;

namespace maifs::ui {

// The one export path of every chart in the studio: the figure as PNG, SVG or PDF (by the path's
// suffix, rendered at least 1200 x 700 so that a figure from a small window stays legible, as
// vectors for SVG and PDF) and its numbers beside it as CSV (figure.pdf -> figure.csv), so that
// a paper's plot can be redrawn elsewhere from exactly what is shown. Both files are written
// whole or not at all (QSaveFile).
// `chart` is a QCustomPlot or a QChartView (any other widget is rendered as it paints itself);
// `csv` empty: the chart's own series (chartSeriesCsv). Returns the error, or empty.
QString exportChart(QWidget* chart, const QString& path, const QString& title,
                    const QString& csv = {});

// Every series a chart draws, one row per point: series,x,y (bars: their category label or
// key). QCustomPlot's graphs and bars, Qt Charts' line, scatter and bar series.
QString chartSeriesCsv(QWidget* chart);

// figure.png -> figure.csv, beside it.
QString chartDataPath(const QString& figurePath);

// The file dialog's filter for figures.
QString chartFileFilter();

// Adds "Export Figure…" to the chart's context menu: asks for a file and exports there,
// reporting a failure in a message box. `title` names the figure (and its SVG / PDF title);
// `csv`, if given, says what the figure shows where its series do not (a Gantt chart's bars).
void offerChartExport(QWidget* chart, const QString& title, std::function<QString()> csv = {});

} // namespace maifs::ui
