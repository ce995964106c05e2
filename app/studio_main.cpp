// maifs-studio [SCENARIO]: the desktop studio.
#include "core/marl/torch_runtime.h"
#include "core/util/version.h"
#include "ui/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("MAIFS Studio"));
    QApplication::setApplicationName(QStringLiteral("maifs-studio"));
    QApplication::setApplicationVersion(QString::fromStdString(maifs::versionString()));
    maifs::marl::useSingleThread();

    QTranslator qtTranslator;
    QTranslator appTranslator;
    const QLocale locale;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    if (appTranslator.load(locale, QStringLiteral("maifs"), QStringLiteral("_"),
                           QStringLiteral(":/i18n")))
        QApplication::installTranslator(&appTranslator);

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
    parser.process(app);

    maifs::ui::MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty() &&
        window.openScenario(parser.positionalArguments().constFirst()) && parser.isSet(compare))
        window.compareAllSchedulers();
    return QApplication::exec();
}
