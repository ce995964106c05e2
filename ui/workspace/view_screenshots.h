#pragma once

#include <QString>
#include <QStringList>

namespace maifs::ui {

class MainWindow;

// Saves a PNG of the window on each main view (tab) into `dir`, named PREFIX-VIEW.png (the
// comparison's three charts, the replay with two runs and MAIFS's agents, the training monitor,
// a what-if study and a sweep when there is one to show); returns the files written. For
// `maifs-studio --screenshots` (tools/screenshots.sh) and its test; the window is left on the
// view it showed.
QStringList saveViewScreenshots(MainWindow& window, const QString& dir, const QString& prefix);

} // namespace maifs::ui
