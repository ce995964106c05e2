#pragma once

#include "core/marl/trainer.h"
#include "core/model/scenario.h"
#include "ui/common/held_worker.h"

#include <memory>

#include <QObject>
#include <QString>

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
    bool paused() const { return worker_.holdPoint().armed(); }
    // True while the training thread waits in a pause (after saving the iteration's policy).
    bool holding() const { return worker_.holdPoint().holding(); }
    const Settings& settings() const { return settings_; }

signals:
    void progressed(const maifs::marl::TrainProgress& progress);
    // `episodes` done; `error` empty unless training failed (bad windows, unreadable state).
    void finished(int episodes, bool stopped, const QString& error);

private:
    std::shared_ptr<const Scenario> scenario_;
    Settings settings_;
    bool done_ = false; // the finished signal went out (the thread may still be unwinding)
    // Held after an iteration while paused; a resume at once followed by a pause still lets one
    // iteration run. Last, so that it is destroyed first (it stops training and waits).
    HeldWorker worker_{/*armed=*/false};
};

} // namespace maifs::ui
