#include "ui/common/bundled_scenarios.h"

#include <QCoreApplication>
#include <QDir>

namespace maifs::ui {

namespace {

// Relative to the program, in an installation (bin/ beside share/) and in the build tree alike
// (packaging/CMakeLists.txt links build/share/maifs/* to the sources): no compiled-in path.
QString sharedDir(const QString& folder) {
    return QDir(QCoreApplication::applicationDirPath() + QStringLiteral("/../share/maifs/") +
                folder)
        .absolutePath();
}

} // namespace

QString bundledScenarioDir() {
    return sharedDir(QStringLiteral("scenarios"));
}

QFileInfoList bundledScenarios() {
    return QDir(bundledScenarioDir())
        .entryInfoList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name);
}

QString documentationDir() {
    return sharedDir(QStringLiteral("docs"));
}

} // namespace maifs::ui
