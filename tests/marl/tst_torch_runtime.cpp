// LibTorch is reachable through core/marl's plain interface, and the studio's thread setting holds.
#include "core/marl/torch_runtime.h"

#include <QRegularExpression>
#include <QTest>

class TestTorchRuntime : public QObject {
    Q_OBJECT

private slots:
    void reportsTheLinkedVersion() {
        const auto rt = maifs::marl::torchRuntime();
        // The version the headers of the build declare (major.minor.patch), whichever it is:
        // pinning a major version would test the machine, not the project.
        const QRegularExpression semver(QStringLiteral("^\\d+\\.\\d+\\.\\d+"));
        QVERIFY2(semver.match(QString::fromStdString(rt.version)).hasMatch(), rt.version.c_str());
    }

    void singleThreadSticks() {
        maifs::marl::useSingleThread();
        QCOMPARE(maifs::marl::torchRuntime().intraOpThreads, 1);
    }
};

QTEST_GUILESS_MAIN(TestTorchRuntime)
#include "tst_torch_runtime.moc"
