#include "ui/common/preferences.h"

#include "ui/common/run_library.h"

#include <QApplication>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace maifs::ui::preferences {

namespace {

const QString kTheme = QStringLiteral("view/theme");
const QString kTimeUnit = QStringLiteral("view/time_unit");
const QString kLanguage = QStringLiteral("view/language");
const QString kLibrary = QStringLiteral("library/file");
const QString kRecent = QStringLiteral("recent/scenarios");

QPalette darkPalette() {
    QPalette p;
    const QColor window(45, 45, 48), base(30, 30, 32), text(220, 220, 220), mid(80, 80, 85);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Mid, mid);
    p.setColor(QPalette::Highlight, QColor(42, 130, 218));
    p.setColor(QPalette::HighlightedText, Qt::black);
    p.setColor(QPalette::Link, QColor(42, 130, 218));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(130, 130, 130));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(130, 130, 130));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(130, 130, 130));
    return p;
}

} // namespace

Theme theme() {
    const QString v = QSettings().value(kTheme).toString();
    return v == QStringLiteral("dark")    ? Theme::Dark
           : v == QStringLiteral("light") ? Theme::Light
                                          : Theme::System;
}

void setTheme(Theme theme) {
    QSettings().setValue(kTheme, theme == Theme::Dark    ? QStringLiteral("dark")
                                 : theme == Theme::Light ? QStringLiteral("light")
                                                         : QStringLiteral("system"));
}

TimeUnit timeUnit() {
    return QSettings().value(kTimeUnit).toString() == QStringLiteral("seconds") ? TimeUnit::Seconds
                                                                                : TimeUnit::Hours;
}

void setTimeUnit(TimeUnit unit) {
    QSettings().setValue(kTimeUnit, unit == TimeUnit::Seconds ? QStringLiteral("seconds")
                                                              : QStringLiteral("hours"));
}

QString language() {
    return QSettings().value(kLanguage).toString();
}

void setLanguage(const QString& language) {
    QSettings().setValue(kLanguage, language);
}

QString runLibraryFile() {
    return QSettings().value(kLibrary, RunLibrary::defaultFile()).toString();
}

void setRunLibraryFile(const QString& file) {
    QSettings().setValue(kLibrary, file);
}

QStringList recentScenarios() {
    return QSettings().value(kRecent).toStringList();
}

void setRecentScenarios(const QStringList& files) {
    QSettings().setValue(kRecent, files);
}

QString formatTime(double seconds, int hourDecimals) {
    return timeUnit() == TimeUnit::Seconds ? QString::number(seconds, 'f', 0)
                                           : QString::number(seconds / 3600.0, 'f', hourDecimals);
}

QString timeUnitSymbol() {
    return timeUnit() == TimeUnit::Seconds ? QStringLiteral("s") : QStringLiteral("h");
}

QString formatTimeWithUnit(double seconds) {
    return QStringLiteral("%1 %2").arg(formatTime(seconds), timeUnitSymbol());
}

double fromHours(double hours) {
    return timeUnit() == TimeUnit::Seconds ? hours * 3600.0 : hours;
}

void applyTheme(Theme theme) {
    // The platform's own look, remembered before any change, so that System can return to it.
    static const QString platformStyle = QApplication::style()->name();
    static const QPalette platformPalette = QApplication::palette();
    if (theme == Theme::System) {
        QApplication::setStyle(QStyleFactory::create(platformStyle));
        QApplication::setPalette(platformPalette);
        return;
    }
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(theme == Theme::Dark ? darkPalette()
                                                  : QApplication::style()->standardPalette());
}

} // namespace maifs::ui::preferences
