#pragma once

#include "core/marl/trainer.h"
#include "core/model/scenario.h"

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>

#include <QObject>
#include <QString>

class QThread;

namespace maifs::ui {

// MAIFS training on a scenario in a background thread (core/marl's torch-free trainer): progress
// per iteration as a signal, pause / resume between iterations (the policy is saved before each
// pause), stop (the policy of the last finished iteration stays usable).
class TrainingRun : public QObject {
    Q_OBJECT

public:
    struct Settings {
        int episodes = 20;
        std::uint64_t seed = 1;
        QString variant = QStringLiteral("maifs");
        int episodeJobs = 200;
        QString policyFile;
        // A MAIFS settings file (`maifs train --config`), e.g. the shipped recipe
        // resources/policies/train-synergy-128.yaml; empty: the defaults. The variant and
        // episodeJobs above override it.
        QString settingsFile;
    };

    TrainingRun(std::shared_ptr<const Scenario> scenario, Settings settings,
                QObject* parent = nullptr);
    ~TrainingRun() override;

    // Returns why it cannot start (an unknown variant, an unwritable folder, a settings file that
    // cannot be read: its file, line and key), or empty.
    QString start();
    void pause();
    void resume();
    void stop();
    bool running() const;
    bool paused() const { return paused_; }
    // True while the training thread waits in a pause (after saving the iteration's policy).
    bool holding() const { return holding_; }
    const Settings& settings() const { return settings_; }

signals:
    void progressed(const maifs::marl::TrainProgress& progress);
    // `episodes` done; `error` empty unless training failed (bad windows, unreadable state).
    void finished(int episodes, bool stopped, const QString& error);

private:
    void holdWhilePaused();

    std::shared_ptr<const Scenario> scenario_;
    Settings settings_;
    QThread* thread_ = nullptr;
    std::atomic<bool> stop_{false};
    std::atomic<bool> paused_{false};
    std::atomic<bool> holding_{false};
    // Counts resumes, so a resume at once followed by a pause still lets one iteration run.
    unsigned resumes_ = 0;
    bool done_ = false; // the finished signal went out (the thread may still be unwinding)
    std::mutex mutex_;
    std::condition_variable wake_;
};

} // namespace maifs::ui
