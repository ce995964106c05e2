// The fungible speed model's lookups, against the shipped Synergy profiles
// (resources/model_zoo.yaml).
#include "core/io/speed_params_yaml.h"
#include "core/metrics/summary.h"
#include "core/model/speed_model.h"
#include "core/util/sha256.h"

#include <QTest>

using namespace maifs;

class TestSpeedModel : public QObject {
    Q_OBJECT

    const ModelProfile& model(const char* name) { return builtinSpeedParams().zoo.at(name); }

private slots:
    void zooHasTheSynergyModels() {
        const auto& zoo = builtinSpeedParams().zoo;
        QCOMPARE(zoo.size(), std::size_t{12});
        QCOMPARE(zoo.at("res18").modelClass, ModelClass::Image);
        QCOMPARE(zoo.at("bert").modelClass, ModelClass::Language);
        QCOMPARE(zoo.at("deepspeech").modelClass, ModelClass::Speech);
    }

    void referenceAllocationIsOne() {
        for (const auto& [name, profile] : builtinSpeedParams().zoo)
            QVERIFY2(SpeedModel::throughput(profile, 1, 3, 62.5) == 1.0, name.c_str());
    }

    void stepFunctionTakesTheLevelBelow() {
        const auto& r18 = model("res18");
        QCOMPARE(SpeedModel::throughput(r18, 1, 9, 62.5), 2.4);
        QCOMPARE(SpeedModel::throughput(r18, 1, 8.99, 62.5), 1.75); // the 6-CPU level
        QCOMPARE(SpeedModel::throughput(r18, 1, 27.0 / 3.0, 62.5), 2.4);
        // 1-GPU memory levels start at 20.83 GB, where res18 was profiled at 0.1
        QCOMPARE(SpeedModel::throughput(r18, 1, 9, 30), 0.1);
    }

    void unprofiledPointsFallBackToLessCpu() {
        // res18 with 2 GPUs was not profiled above 9 CPUs per GPU (rows of 0): 12 -> the 9 level.
        QCOMPARE(SpeedModel::throughput(model("res18"), 2, 12, 62.5), 2.4);
        // 8 GPUs use the 4-GPU matrix, profiled up to 6 CPUs per GPU (1.75)
        QCOMPARE(SpeedModel::throughput(model("res18"), 8, 24, 250), 1.75);
    }

    void belowTheLowestLevelScalesDown() {
        // half a CPU per GPU: half of the 1-CPU level (0.37 for res18)
        QCOMPARE(SpeedModel::throughput(model("res18"), 1, 0.5, 62.5), 0.37 * 0.5);
    }

    void factorsFollowTheDefaults() {
        SpeedModel m(builtinSpeedParams(), {true, true});
        QCOMPARE(m.placementFactor(ModelClass::Language, 2, 1), 0.7);
        QCOMPARE(m.placementFactor(ModelClass::Image, 3, 2), 0.85 * 0.9);
        QCOMPARE(m.placementFactor(ModelClass::Image, 1, 1), 1.0);
        QCOMPARE(m.interference(ModelClass::Image, 2), 0.9);
        QCOMPARE(m.interference(ModelClass::Image, 10), 0.8); // floor
        QCOMPARE(m.gpuSpeed(ModelClass::Image, "T4"), 0.4);
        SpeedModel off(builtinSpeedParams(), {false, false});
        QCOMPARE(off.interference(ModelClass::Image, 5), 1.0);
        QCOMPARE(off.placementFactor(ModelClass::Language, 2, 2), 1.0);
    }

    void sha256MatchesFipsVectors() {
        QCOMPARE(
            QString::fromStdString(sha256Hex("")),
            QStringLiteral("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        QCOMPARE(
            QString::fromStdString(sha256Hex("abc")),
            QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QCOMPARE(
            QString::fromStdString(
                sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")),
            QStringLiteral("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
    }

    void percentileIsNearestRank() {
        const std::vector<double> v{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        QCOMPARE(percentile(v, 50), 5.0);
        QCOMPARE(percentile(v, 95), 10.0);
        QCOMPARE(percentile(v, 10), 1.0);
        QCOMPARE(percentile({}, 50), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestSpeedModel)
#include "tst_speed_model.moc"
