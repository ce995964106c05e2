#pragma once

#include <QFileInfoList>
#include <QString>

namespace maifs::ui {

// The folder of the scenarios shipped with the product: share/maifs/scenarios beside the
// program's bin/ (an installation, or the build tree, which links it to the sources).
QString bundledScenarioDir();
QFileInfoList bundledScenarios();
// The product's documentation (Markdown), found the same way: share/maifs/docs.
QString documentationDir();

} // namespace maifs::ui
