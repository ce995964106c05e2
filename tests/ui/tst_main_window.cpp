// The studio's shell: menu structure, About text, geometry persistence, failing opens.
#include "ui/main_window.h"

#include <QApplication>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using maifs::ui::MainWindow;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("maifs-tests"));
        QApplication::setApplicationName(QStringLiteral("tst_main_window"));
        QSettings().clear();
    }

    void hasTheProductMenus() {
        MainWindow w;
        QStringList titles;
        for (QAction* a : w.menuBar()->actions())
            titles << a->text().remove('&');
        QCOMPARE(titles,
                 (QStringList{"File", "Edit", "View", "Simulate", "Train", "Demo", "Help"}));
    }

    void aboutNamesQtAndTorchVersions() {
        const QString text = MainWindow::aboutText();
        QVERIFY(text.contains(QStringLiteral("Qt ") + QString::fromLatin1(qVersion())));
        QVERIFY(text.contains(QStringLiteral("LibTorch 1.")));
    }

    void restoresGeometryFromSettings() {
        {
            MainWindow w;
            w.setGeometry(50, 60, 900, 640);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.close();
        }
        MainWindow again;
        QCOMPARE(again.size(), QSize(900, 640));
    }

    void openingAMissingFileKeepsTheDocument() {
        MainWindow w;
        // The failure is reported in a modal box; close it as soon as it shows.
        QTimer::singleShot(0, [] {
            if (QWidget* box = QApplication::activeModalWidget())
                box->close();
        });
        QVERIFY(!w.openScenario(QStringLiteral("/nonexistent/nowhere.yaml")));
        QVERIFY(w.scenarioPath().isEmpty());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
