// LibTorch is reachable through core/marl's plain interface, and the studio's thread setting holds.
#include "core/marl/torch_runtime.h"

#include <QTest>

class TestTorchRuntime : public QObject {
    Q_OBJECT

private slots:
    void reportsTheLinkedVersion() {
        const auto rt = maifs::marl::torchRuntime();
        QVERIFY2(QString::fromStdString(rt.version).startsWith(QStringLiteral("1.")),
                 rt.version.c_str());
    }

    void singleThreadSticks() {
        maifs::marl::useSingleThread();
        QCOMPARE(maifs::marl::torchRuntime().intraOpThreads, 1);
    }
};

QTEST_GUILESS_MAIN(TestTorchRuntime)
#include "tst_torch_runtime.moc"
