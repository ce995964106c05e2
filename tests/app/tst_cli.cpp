// The command line's contract: help and version succeed; unknown commands and options exit 2
// with a one-line reason followed by the usage.
#include <QProcess>
#include <QTest>

class TestCli : public QObject {
    Q_OBJECT

    struct Result {
        int code;
        QString out;
        QString err;
    };

    static Result run(const QStringList& args) {
        QProcess p;
        p.start(QStringLiteral(MAIFS_CLI), args);
        if (!p.waitForFinished(60000))
            return {-1, {}, QStringLiteral("did not finish")};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

private slots:
    void versionPrintsProjectVersion() {
        const auto r = run({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("maifs 0.")), qPrintable(r.out));
    }

    void helpListsTheUsage() {
        const auto r = run({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("Usage")));
    }

    void unknownCommandExits2WithReason() {
        const auto r = run({QStringLiteral("frobnicate")});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err.section('\n', 0, 0), QStringLiteral("maifs: unknown command 'frobnicate'"));
        QVERIFY(r.err.contains(QStringLiteral("Usage")));
    }

    void unknownOptionExits2WithReason() {
        const auto r = run({QStringLiteral("--frobnicate")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("maifs: ")), qPrintable(r.err));
        QVERIFY(r.err.section('\n', 0, 0).contains(QStringLiteral("--frobnicate")));
        QVERIFY(r.err.contains(QStringLiteral("Usage")));
    }

    void noCommandExits2() {
        const auto r = run({});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.startsWith(QStringLiteral("maifs: ")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
