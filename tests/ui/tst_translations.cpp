// The zh_CN catalogue is complete (no unfinished or empty entry), its compiled form translates
// the studio's menus when loaded, and the machine set up by tools/bootstrap.sh has a font that
// draws it (without one every string is an empty box).
#include <algorithm>

#include <QFile>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void catalogueIsComplete() {
        QFile ts(QStringLiteral(MAIFS_SOURCE_DIR "/translations/maifs_zh_CN.ts"));
        QVERIFY(ts.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&ts);
        int messages = 0;
        QStringList unfinished;
        QString source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                ++messages;
                const bool open =
                    xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                // Plural texts (%n) hold their forms as child elements.
                if (open ||
                    xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed().isEmpty())
                    unfinished << source;
            }
        }
        QVERIFY(!xml.hasError());
        QVERIFY(messages > 50);
        QVERIFY2(unfinished.isEmpty(), qPrintable(unfinished.join(QStringLiteral(" | "))));
    }

    void compiledCatalogueTranslatesTheMenus() {
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(MAIFS_QM_FILE)));
        QCOMPARE(t.translate("maifs::ui::MainWindow", "&File"), QStringLiteral("文件(&F)"));
    }

    void aFontDrawsTheTranslation() {
        const QString text = QStringLiteral("文件调度器作业");
        QStringList drawing;
        for (const QString& family : QFontDatabase::families(QFontDatabase::SimplifiedChinese)) {
            const QFontMetrics metrics{QFont(family)};
            if (std::all_of(text.begin(), text.end(), [&](QChar c) { return metrics.inFont(c); }))
                drawing << family;
        }
        QVERIFY2(!drawing.isEmpty(),
                 "no font draws Chinese: tools/bootstrap.sh installs fonts-noto-cjk");
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
