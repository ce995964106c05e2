// The fungible speed model's lookups, against the shipped Synergy profiles
// (resources/model_zoo.yaml).
#include "core/io/speed_params_yaml.h"
#include "core/io/yaml_reader.h"
#include "core/metrics/summary.h"
#include "core/model/speed_model.h"
#include "core/util/sha256.h"
#include "tests/support/std_strings.h"

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

    void everyBestPointIsTheMatrixOwn() {
        // The fewest CPUs, then the least memory, that reach the matrix's maximum: no point with
        // fewer CPUs reaches it, nor one with as many CPUs and less memory.
        for (const auto& [name, profile] : builtinSpeedParams().zoo)
            for (const auto& [gpus, m] : profile.byGpus) {
                const auto best = SpeedModel::saturation(profile, gpus);
                const std::string where = name + " x" + std::to_string(gpus);
                QVERIFY2(best.throughput > 0, where.c_str());
                QVERIFY2(SpeedModel::throughput(profile, gpus, best.cpusPerGpu, best.memPerGpu) ==
                             best.throughput,
                         where.c_str());
                for (std::size_t c = 0; c < m.cpuLevels.size(); ++c)
                    for (std::size_t k = 0; k < m.memLevels.size(); ++k) {
                        const bool smaller =
                            m.cpuLevels[c] < best.cpusPerGpu ||
                            (m.cpuLevels[c] == best.cpusPerGpu && m.memLevels[k] < best.memPerGpu);
                        if (smaller)
                            QVERIFY2(m.tput[c][k] < best.throughput, where.c_str());
                    }
            }
        // The points that were wrong in the published profiles: 125 GB for alexnet and shufflenet
        // at 1 GPU, 187.5 GB for m5 at 1, 2 and 4.
        QCOMPARE(SpeedModel::saturation(model("alexnet"), 1).memPerGpu, 125.0);
        QCOMPARE(SpeedModel::saturation(model("alexnet"), 1).cpusPerGpu, 12.0);
        QCOMPARE(SpeedModel::saturation(model("shufflenet"), 1).memPerGpu, 125.0);
        for (int gpus : {1, 2, 4})
            QCOMPARE(SpeedModel::saturation(model("m5"), gpus).memPerGpu, 187.5);
    }

    void aPublishedBestPointMustAgreeWithItsMatrix() {
        const YamlReader r("zoo.yaml");
        SpeedParams p = builtinSpeedParams();
        const std::string yaml = R"(zoo:
  models:
    net:
      class: image
      by_gpus:
        1:
          best_cpu_per_gpu: 3
          best_mem_per_gpu_gb: 62.5
          tput:
            - [0.1, 0.3, 0.3, 0.3, 0.3]
            - [0.1, 0.6, 0.6, 0.6, 0.6]
            - [0.1, 1, 1.5, 1.5, 1.5]
            - [0.1, 1, 1.5, 1.5, 1.5]
            - [0.1, 1, 1.5, 1.5, 1.5]
            - [0.1, 1, 1.5, 1.5, 1.5]
            - [0.1, 1, 1.5, 1.5, 1.5]
            - [0.1, 1, 1.5, 1.5, 1.5]
            - [0.1, 1, 1.5, 1.5, 1.5]
)";
        try {
            readSpeedOverrides(r, r.parse(yaml), "models", p);
            QFAIL("accepted a best point below the matrix's maximum");
        } catch (const InputError& e) {
            QCOMPARE(std::string(e.what()),
                     std::string(
                         "zoo.yaml:8:32: models.zoo.models.net.by_gpus.1.best_mem_per_gpu_gb: the "
                         "matrix first reaches its maximum 1.5 at 3 CPUs and 125 GB per "
                         "GPU, not at 62.5 (the best point is the fewest CPUs, then the "
                         "least memory, reaching it)"));
        }
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
