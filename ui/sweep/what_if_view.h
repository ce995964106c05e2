#pragma once

#include "core/sweep/what_if.h"

#include <memory>
#include <string>
#include <vector>

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;

namespace maifs {
class Session;
}

namespace maifs::ui {

class CapacitySearchPanel;
class WhatIfModel;
class WhatIfStudy;

// The capacity planner's panel: a variant of the open scenario in a few fields (nodes of a kind
// added or removed, a GPU model swapped, arrivals and durations scaled), base and variant run in
// the background with the chosen schedulers and seeds, side by side with the paired differences.
// A study keeps the scenario it started from: editing the scenario afterwards does not change or
// clear it (the panel says the scenario has changed since).
class WhatIfView : public QWidget {
    Q_OBJECT

public:
    WhatIfView(const Session& session, QWidget* parent = nullptr);
    ~WhatIfView() override;

    // The session's scenario was opened or edited: the kinds of node and GPU models on offer
    // follow it.
    void scenarioChanged();
    // Which schedulers and seeds a study runs (the Choose… button's dialog sets them too).
    void setRuns(const std::vector<std::string>& schedulers, const std::vector<quint64>& seeds);
    // The variant the fields describe.
    WhatIf whatIf() const;
    // Starts base and variant; returns why not (an impossible variant, no scenario) or empty.
    QString run();
    bool running() const;
    // The results as CSV (WhatIfModel::toCsv).
    QString resultsCsv() const;

    WhatIfModel* model() const { return model_; }
    QSpinBox* nodesBox() const { return nodes_; }
    QComboBox* kindBox() const { return kind_; }
    QComboBox* gpuFromBox() const { return gpuFrom_; }
    QComboBox* gpuToBox() const { return gpuTo_; }
    QDoubleSpinBox* arrivalBox() const { return arrival_; }
    QDoubleSpinBox* durationBox() const { return duration_; }
    QPushButton* runButton() const { return runButton_; }
    QLabel* statusLabel() const { return status_; }
    CapacitySearchPanel* capacitySearch() const { return capacity_; }

signals:
    void studyFinished();

private:
    void chooseRuns();
    void describeRuns();
    void updateProgress();

    const Session& session_;
    WhatIfModel* model_;
    std::unique_ptr<WhatIfStudy> study_;
    std::vector<std::string> schedulers_{"fifo", "fifo+tune", "maifs"};
    std::vector<quint64> seeds_{1, 2, 3};
    std::string studiedScenario_; // the sha256 (or name) of the scenario the results are for
    QSpinBox* nodes_;
    QComboBox* kind_;
    QComboBox* gpuFrom_;
    QComboBox* gpuTo_;
    QDoubleSpinBox* arrival_;
    QDoubleSpinBox* duration_;
    QLabel* runsLabel_;
    QPushButton* runButton_;
    QPushButton* cancelButton_;
    QProgressBar* progress_;
    QLabel* status_;
    QLabel* heading_;
    QTableView* table_;
    CapacitySearchPanel* capacity_;
};

} // namespace maifs::ui
