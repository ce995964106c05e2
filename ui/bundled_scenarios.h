#pragma once

#include <QFileInfoList>
#include <QString>

namespace maifs::ui {

// The folder of the scenarios shipped with the product: next to the executable once installed,
// else the source tree's scenarios/ (a build that has not been installed).
QString bundledScenarioDir();
QFileInfoList bundledScenarios();
// The product's documentation (Markdown), found the same way: share/maifs/docs, else docs/.
QString documentationDir();

} // namespace maifs::ui
