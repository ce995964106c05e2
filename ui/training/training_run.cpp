#include "ui/training/training_run.h"

#include "core/marl/rl_module.h"

#include <QDir>
#include <QFileInfo>
#include <QPointer>

namespace maifs::ui {

TrainingRun::TrainingRun(std::shared_ptr<const Scenario> scenario, Settings settings,
                         QObject* parent)
    : QObject(parent)
    , scenario_(std::move(scenario))
    , settings_(std::move(settings)) {}

TrainingRun::~TrainingRun() = default;

QString TrainingRun::start() {
    if (worker_.started())
        return tr("already started");
    if (!scenario_)
        return tr("no scenario open");
    marl::MaifsConfig config;
    if (!settings_.settingsFile.isEmpty()) {
        try {
            config = marl::MaifsConfig::fromFile(settings_.settingsFile.toStdString());
        } catch (const std::exception& e) {
            return QString::fromStdString(e.what());
        }
    }
    if (!marl::applyVariant(config, settings_.variant.toStdString()))
        return tr("unknown variant '%1'").arg(settings_.variant);
    config.episodeJobs = settings_.episodeJobs;
    if (settings_.policyFile.isEmpty())
        return tr("no policy file chosen");
    const QFileInfo file(settings_.policyFile);
    if (!QDir().mkpath(file.absolutePath()))
        return tr("cannot create the folder %1").arg(file.absolutePath());
    marl::TrainOptions o;
    o.config = config;
    o.episodes = settings_.episodes;
    o.seed = settings_.seed;
    o.out = file.absoluteFilePath().toStdString();
    o.csv = o.out + ".csv";
    o.stop = worker_.holdPoint().cancelFlag();
    o.progress = [this](const marl::TrainProgress& p) {
        QMetaObject::invokeMethod(
            this, [this, p] { emit progressed(p); }, Qt::QueuedConnection);
        worker_.holdPoint().pass();
    };
    worker_.start([this, o] {
        marl::TrainOptions options = o;
        options.scenario = scenario_.get();
        int episodes = 0;
        bool stopped = false;
        QString error;
        try {
            const marl::TrainResult r = marl::rlModule().train(options);
            episodes = r.episodes;
            stopped = r.stopped || *worker_.holdPoint().cancelFlag();
        } catch (const std::exception& e) {
            error = QString::fromStdString(e.what());
        }
        QMetaObject::invokeMethod(
            this,
            [this, episodes, stopped, error] {
                done_ = true;
                emit finished(episodes, stopped, error);
            },
            Qt::QueuedConnection);
    });
    return {};
}

void TrainingRun::pause() {
    worker_.holdPoint().arm();
}

void TrainingRun::resume() {
    worker_.holdPoint().disarm();
    worker_.holdPoint().release();
}

void TrainingRun::stop() {
    worker_.holdPoint().cancel();
}

bool TrainingRun::running() const {
    return worker_.started() && !done_;
}

} // namespace maifs::ui
