#pragma once

#include "core/marl/trainer.h"
#include "core/model/scenario.h"

#include <memory>
#include <vector>

#include <QWidget>

class QCustomPlot;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace maifs::ui {

class TrainingRun;

// The Train menu's monitor: trains MAIFS on the open scenario in the background with live curves
// (episode return; critic and actor losses; mean JCT of the training episodes and greedy on the
// validation windows: docs/maifs.md), pause / resume / stop, save the policy elsewhere, and add it
// to the comparison (as maifs@FILE).
class TrainingMonitor : public QWidget {
    Q_OBJECT

public:
    explicit TrainingMonitor(QWidget* parent = nullptr);
    ~TrainingMonitor() override;

    void setScenario(std::shared_ptr<const Scenario> scenario);

    // The form's values, as the buttons use them.
    void setEpisodes(int episodes);
    void setSeed(int seed);
    void setEpisodeJobs(int jobs);
    void setPolicyFile(const QString& path);
    QString policyFile() const;
    // The MAIFS settings file training starts from (empty: the defaults).
    void setSettingsFile(const QString& path);

    QString start(); // why not, or empty
    void togglePause();
    void stop();
    TrainingRun* run() const { return run_; }
    bool training() const;
    // Iterations reported so far (points on each curve), the state line.
    int iterations() const { return static_cast<int>(history_.size()); }
    const std::vector<marl::TrainProgress>& history() const { return history_; }
    QString status() const;
    // Copies the policy trained so far to `path` (QSaveFile); why not, or empty.
    QString savePolicyAs(const QString& path);
    // The scheduler id that runs the trained policy: "maifs@FILE" (variant-prefixed).
    QString schedulerId() const;

signals:
    void addToComparison(const QString& schedulerId);
    void trainingFinished();

private:
    void showProgress(const marl::TrainProgress& p);
    void updateButtons();
    QString defaultPolicyFile() const;

    std::shared_ptr<const Scenario> scenario_;
    TrainingRun* run_ = nullptr;
    std::vector<marl::TrainProgress> history_;
    QString keptNote() const;
    QSpinBox* episodes_;
    QSpinBox* seed_;
    QComboBox* variant_;
    QSpinBox* episodeJobs_;
    QLineEdit* policy_;
    QLineEdit* settingsFile_;
    QPushButton* start_;
    QPushButton* pause_;
    QPushButton* stop_;
    QPushButton* saveAs_;
    QPushButton* compare_;
    QLabel* status_;
    QCustomPlot* reward_;
    QCustomPlot* losses_;
    QCustomPlot* jct_;
};

} // namespace maifs::ui
