#include "ui/bundled_scenarios.h"

#include <QCoreApplication>
#include <QDir>

namespace maifs::ui {

QString bundledScenarioDir() {
    const QDir installed(QCoreApplication::applicationDirPath() + "/../share/maifs/scenarios");
    if (installed.exists())
        return installed.absolutePath();
    return QStringLiteral(MAIFS_SOURCE_SCENARIO_DIR);
}

QFileInfoList bundledScenarios() {
    return QDir(bundledScenarioDir())
        .entryInfoList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name);
}

QString documentationDir() {
    const QDir installed(QCoreApplication::applicationDirPath() + "/../share/maifs/docs");
    if (installed.exists())
        return installed.absolutePath();
    return QStringLiteral(MAIFS_SOURCE_DOCS_DIR);
}

} // namespace maifs::ui
