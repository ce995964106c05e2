// maifs-studio [SCENARIO] [--compare] [--train N] [--sweep DIR] [--screenshots DIR]: the studio.
#include "core/marl/rl_module.h"
#include "core/util/version.h"
#include "ui/common/preferences.h"
#include "ui/comparison/run_manager.h"
#include "ui/training/training_monitor.h"
#include "ui/workspace/main_window.h"
#include "ui/workspace/view_screenshots.h"
#include "ui/workspace/workspace.h"

#include <cstdio>

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("MAIFS Studio"));
    QApplication::setApplicationName(QStringLiteral("maifs-studio"));
    QApplication::setApplicationVersion(QString::fromStdString(maifs::versionString()));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.maifs.Studio.svg")));
    // Lets a Wayland / X11 shell match the windows to io.maifs.Studio.desktop.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.maifs.Studio"));
    maifs::marl::useSingleThreadWhenLoaded(); // LibTorch loads with the first MAIFS run

    // The language of the preferences, or the system's.
    const QString language = maifs::ui::preferences::language();
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    QTranslator qtTranslator;
    QTranslator appTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    if (appTranslator.load(locale, QStringLiteral("maifs"), QStringLiteral("_"),
                           QStringLiteral(":/i18n")))
        QApplication::installTranslator(&appTranslator);

    maifs::ui::preferences::applyTheme(maifs::ui::preferences::theme());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "What-if studio for GPU-cluster scheduling."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("scenario"),
                                 QApplication::translate("main", "Scenario file to open."),
                                 QStringLiteral("[SCENARIO]"));
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        QApplication::translate("main", "Compare all schedulers on the scenario at start."));
    parser.addOption(compare);
    const QCommandLineOption schedulers(
        QStringLiteral("schedulers"),
        QApplication::translate("main", "With --compare: these schedulers (comma-separated ids, "
                                        "e.g. fifo,fifo+tune,maifs) instead of the default."),
        QStringLiteral("LIST"));
    parser.addOption(schedulers);
    const QCommandLineOption seeds(
        QStringLiteral("seeds"),
        QApplication::translate("main", "With --compare: these seeds (comma-separated)."),
        QStringLiteral("LIST"));
    parser.addOption(seeds);
    const QCommandLineOption screenshots(
        QStringLiteral("screenshots"),
        QApplication::translate("main",
                                "Save a PNG of each main view into DIR (after the comparison, with "
                                "--compare) and quit."),
        QStringLiteral("DIR"));
    parser.addOption(screenshots);
    const QCommandLineOption sweep(
        QStringLiteral("sweep"),
        QApplication::translate("main", "Open a sweep's results (the folder `maifs sweep` wrote)."),
        QStringLiteral("DIR"));
    parser.addOption(sweep);
    const QCommandLineOption train(
        QStringLiteral("train"),
        QApplication::translate("main", "Train MAIFS on the scenario for N episodes in the "
                                        "Training Monitor (with --screenshots: before them)."),
        QStringLiteral("N"));
    parser.addOption(train);
    parser.process(app);

    maifs::ui::MainWindow window;
    window.resize(1600, 1000);
    window.show();
    const bool opened = !parser.positionalArguments().isEmpty() &&
                        window.openScenario(parser.positionalArguments().constFirst());
    if (opened && parser.isSet(screenshots))
        std::printf("opened %s in %.2f s\n", qPrintable(parser.positionalArguments().constFirst()),
                    window.lastOpenSeconds());
    if (opened && parser.isSet(compare)) {
        if (parser.isSet(schedulers) || parser.isSet(seeds)) {
            // Ids checked here, so that a typo is an error rather than a run that fails later.
            std::vector<std::string> chosen;
            const QStringList ids = parser.isSet(schedulers)
                                        ? parser.value(schedulers).split(QLatin1Char(','))
                                        : QStringList();
            for (const QString& id : ids) {
                const std::string name = id.trimmed().toStdString();
                std::string mode;
                if (!window.workspace().session().registry().resolve(name, mode)) {
                    std::fprintf(stderr,
                                 "maifs-studio: --schedulers: unknown scheduler '%s' (`maifs "
                                 "list-schedulers` names them)\n",
                                 name.c_str());
                    return 2;
                }
                chosen.push_back(name);
            }
            if (chosen.empty())
                chosen = window.comparedSchedulers();
            std::vector<quint64> seedList;
            for (const QString& text : parser.isSet(seeds)
                                           ? parser.value(seeds).split(QLatin1Char(','))
                                           : QStringList()) {
                bool ok = false;
                const quint64 seed = text.trimmed().toULongLong(&ok);
                if (!ok) {
                    std::fprintf(stderr,
                                 "maifs-studio: --seeds: '%s' is not a seed (a whole number "
                                 "0 or more)\n",
                                 qPrintable(text));
                    return 2;
                }
                seedList.push_back(seed);
            }
            if (seedList.empty())
                seedList.push_back(window.workspace().session().scenario().seed);
            window.startRuns(chosen, seedList);
        } else {
            window.compareAllSchedulers();
        }
    }
    if (parser.isSet(sweep))
        window.openSweep(parser.value(sweep));
    if (opened && parser.isSet(train)) {
        window.trainingMonitor()->setEpisodes(parser.value(train).toInt());
        if (const QString why = window.trainingMonitor()->start(); !why.isEmpty())
            std::fprintf(stderr, "maifs-studio: training not started: %s\n", qPrintable(why));
    }
    if (parser.isSet(screenshots)) {
        const QString dir = parser.value(screenshots);
        const QString prefix =
            opened ? QFileInfo(parser.positionalArguments().constFirst()).completeBaseName()
                   : QStringLiteral("studio");
        const auto shoot = [&window, dir, prefix] {
            const QStringList files = saveViewScreenshots(window, dir, prefix);
            for (const QString& f : files)
                std::printf("%s\n", qPrintable(f));
            QApplication::exit(files.isEmpty() ? 1 : 0);
        };
        // Once every run has reported (or at once when nothing runs).
        auto* poll = new QTimer(&window);
        QObject::connect(poll, &QTimer::timeout, &window, [&window, poll, shoot] {
            if (window.workspace().runManager()->running() == 0 &&
                !window.trainingMonitor()->training()) {
                poll->stop();
                shoot();
            }
        });
        poll->start(200);
    }
    return QApplication::exec();
}
