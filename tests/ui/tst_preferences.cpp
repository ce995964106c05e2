// Typed preferences over QSettings: defaults, round trips, the time unit reaching the tables, the
// theme reaching the application's palette, and the dialog storing what it shows.
#include "core/session/session.h"
#include "ui/common/preferences.h"
#include "ui/common/preferences_dialog.h"
#include "ui/common/run_library.h"
#include "ui/comparison/comparison_model.h"
#include "ui/workspace/job_table_model.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPalette>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace maifs;
using namespace maifs::ui;

class TestPreferences : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("maifs-tests"));
        QApplication::setApplicationName(QStringLiteral("tst_preferences"));
        QSettings().clear();
    }

    void defaultsAndRoundTrips() {
        QCOMPARE(preferences::theme(), preferences::Theme::System);
        QCOMPARE(preferences::timeUnit(), preferences::TimeUnit::Hours);
        QCOMPARE(preferences::language(), QString());
        QCOMPARE(preferences::runLibraryFile(), RunLibrary::defaultFile());
        preferences::setTheme(preferences::Theme::Dark);
        preferences::setTimeUnit(preferences::TimeUnit::Seconds);
        preferences::setLanguage(QStringLiteral("zh_CN"));
        preferences::setRecentScenarios({QStringLiteral("/a.yaml")});
        QCOMPARE(preferences::theme(), preferences::Theme::Dark);
        QCOMPARE(preferences::timeUnit(), preferences::TimeUnit::Seconds);
        QCOMPARE(preferences::language(), QStringLiteral("zh_CN"));
        QCOMPARE(preferences::recentScenarios(), QStringList{QStringLiteral("/a.yaml")});
        QSettings().clear();
    }

    void timeUnitReachesTheComparisonTable() {
        ComparisonModel model;
        Session::RunResult r;
        r.scheduler = "fifo";
        r.seed = 1;
        r.summary.meanJct = 9000; // 2.5 h
        model.add(r);
        QCOMPARE(model.headerData(ComparisonModel::MeanJct, Qt::Horizontal).toString(),
                 QStringLiteral("Mean JCT (h)"));
        QCOMPARE(model.data(model.index(0, ComparisonModel::MeanJct)).toString(),
                 QStringLiteral("2.50 ± 0.00"));
        preferences::setTimeUnit(preferences::TimeUnit::Seconds);
        model.unitsChanged();
        QCOMPARE(model.headerData(ComparisonModel::MeanJct, Qt::Horizontal).toString(),
                 QStringLiteral("Mean JCT (s)"));
        QCOMPARE(model.data(model.index(0, ComparisonModel::MeanJct)).toString(),
                 QStringLiteral("9000 ± 0"));
        QCOMPARE(preferences::formatTime(5400), QStringLiteral("5400"));
        preferences::setTimeUnit(preferences::TimeUnit::Hours);
        QCOMPARE(preferences::formatTime(5400), QStringLiteral("1.50"));
    }

    void timeUnitReachesTheJobsTable() {
        JobTableModel jobs;
        Job j;
        j.id = "j1";
        j.submit = 5400;
        j.duration = 900;
        jobs.setJobs({j});
        QCOMPARE(jobs.headerData(JobTableModel::Submit, Qt::Horizontal).toString(),
                 QStringLiteral("Submit (h)"));
        QCOMPARE(jobs.data(jobs.index(0, JobTableModel::Submit)).toString(),
                 QStringLiteral("1.500"));
        QCOMPARE(jobs.data(jobs.index(0, JobTableModel::Duration)).toString(),
                 QStringLiteral("0.250"));
        QSignalSpy headers(&jobs, &QAbstractItemModel::headerDataChanged);
        preferences::setTimeUnit(preferences::TimeUnit::Seconds);
        jobs.unitsChanged();
        QCOMPARE(headers.count(), 1);
        QCOMPARE(jobs.headerData(JobTableModel::Duration, Qt::Horizontal).toString(),
                 QStringLiteral("Duration (s)"));
        QCOMPARE(jobs.data(jobs.index(0, JobTableModel::Submit)).toString(),
                 QStringLiteral("5400"));
        // sorting still reads the seconds, whatever is shown
        QCOMPARE(jobs.data(jobs.index(0, JobTableModel::Submit), Qt::UserRole).toDouble(), 5400.0);
        preferences::setTimeUnit(preferences::TimeUnit::Hours);
    }

    void themesChangeThePaletteAndSystemRestoresIt() {
        const QColor platform = QApplication::palette().color(QPalette::Window);
        preferences::applyTheme(preferences::Theme::Dark);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
        QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
        preferences::applyTheme(preferences::Theme::Light);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 150);
        preferences::applyTheme(preferences::Theme::System);
        QCOMPARE(QApplication::palette().color(QPalette::Window), platform);
    }

    void dialogStoresItsChoices() {
        PreferencesDialog dialog;
        QCOMPARE(dialog.unitBox()->currentData().toInt(),
                 static_cast<int>(preferences::TimeUnit::Hours));
        dialog.unitBox()->setCurrentIndex(
            dialog.unitBox()->findData(static_cast<int>(preferences::TimeUnit::Seconds)));
        dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("en")));
        dialog.libraryEdit()->setText(QStringLiteral("/tmp/ws/runs.sqlite"));
        dialog.apply();
        QCOMPARE(preferences::timeUnit(), preferences::TimeUnit::Seconds);
        QCOMPARE(preferences::language(), QStringLiteral("en"));
        QCOMPARE(preferences::runLibraryFile(), QStringLiteral("/tmp/ws/runs.sqlite"));
        QSettings().clear();
    }
};

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
