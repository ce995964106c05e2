#pragma once

#include <QString>
#include <QStringList>

class QApplication;

namespace maifs::ui {

// The studio's settings, typed, over QSettings: the one place that names their keys and defaults.
namespace preferences {

enum class Theme { System, Light, Dark };
enum class TimeUnit { Hours, Seconds };

Theme theme();
void setTheme(Theme theme);
TimeUnit timeUnit();
void setTimeUnit(TimeUnit unit);
// "" follows the system's locale; otherwise a catalogue name such as "zh_CN" or "en".
QString language();
void setLanguage(const QString& language);
QString runLibraryFile(); // default: RunLibrary::defaultFile()
void setRunLibraryFile(const QString& file);
QStringList recentScenarios();
void setRecentScenarios(const QStringList& files);

// A duration in the chosen unit, for tables: "2.50" (hours) or "9000" (seconds), and the unit's
// short name for headers ("h" or "s").
QString formatTime(double seconds, int hourDecimals = 2);
QString timeUnitSymbol();
// The same with its unit, for sentences: "0.14 h" or "493 s".
QString formatTimeWithUnit(double seconds);
// Multiplies hours into the chosen unit (charts that compute in hours).
double fromHours(double hours);

// Applies a theme to the running application: System keeps the platform's palette; Light and Dark
// use Qt's Fusion style with a light or dark palette.
void applyTheme(Theme theme);

} // namespace preferences

} // namespace maifs::ui
