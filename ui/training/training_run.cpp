#include "ui/training/training_run.h"

#include "core/marl/rl_module.h"

#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QThread>

namespace maifs::ui {

TrainingRun::TrainingRun(std::shared_ptr<const Scenario> scenario, Settings settings,
                         QObject* parent)
    : QObject(parent)
    , scenario_(std::move(scenario))
    , settings_(std::move(settings)) {}

TrainingRun::~TrainingRun() {
    stop();
    if (thread_)
        thread_->wait();
}

QString TrainingRun::start() {
    if (thread_)
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
    o.stop = &stop_;
    o.progress = [this](const marl::TrainProgress& p) {
        QMetaObject::invokeMethod(
            this, [this, p] { emit progressed(p); }, Qt::QueuedConnection);
        holdWhilePaused();
    };
    thread_ = QThread::create([this, o]() mutable {
        marl::TrainOptions options = o;
        options.scenario = scenario_.get();
        int episodes = 0;
        bool stopped = false;
        QString error;
        try {
            const marl::TrainResult r = marl::rlModule().train(options);
            episodes = r.episodes;
            stopped = r.stopped || stop_;
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
    thread_->setParent(this);
    thread_->start();
    return {};
}

void TrainingRun::holdWhilePaused() {
    std::unique_lock lock(mutex_);
    if (!paused_ || stop_)
        return;
    holding_ = true;
    const unsigned seen = resumes_;
    wake_.wait(lock, [this, seen] { return resumes_ != seen || stop_; });
    holding_ = false;
}

void TrainingRun::pause() {
    const std::lock_guard lock(mutex_);
    paused_ = true;
}

void TrainingRun::resume() {
    {
        const std::lock_guard lock(mutex_);
        paused_ = false;
        ++resumes_;
    }
    wake_.notify_all();
}

void TrainingRun::stop() {
    {
        const std::lock_guard lock(mutex_);
        stop_ = true;
    }
    wake_.notify_all();
}

bool TrainingRun::running() const {
    return thread_ && !done_;
}

} // namespace maifs::ui
