// The zh_CN catalogue is complete (no unfinished or empty entry) and its compiled form translates
// the studio's menus when loaded.
#include <QFile>
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
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
