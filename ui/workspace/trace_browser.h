#pragma once

#include "core/model/import_report.h"
#include "core/model/job_filter.h"

#include <vector>

#include <QWidget>

class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTableView;

namespace maifs::ui {

class JobTableModel;
class JobFilterProxy;

// The Jobs tab: the workload's jobs (sortable, filtered by VC, GPU count, model, submit time and
// id), histograms of arrivals, durations and GPU demand of the jobs shown, and the import reports
// (what each trace kept and dropped, and why).
class TraceBrowser : public QWidget {
    Q_OBJECT

public:
    TraceBrowser(JobTableModel* jobs, QWidget* parent = nullptr);

    // Refills the filter choices and the import reports (after the scenario changed).
    void setImports(const std::vector<ImportReport>& imports);
    // Says where the jobs shown come from when they are not simply the file's (empty: hidden).
    void setOrigin(const QString& text);
    void setFilter(const JobFilter& filter);
    const JobFilter& filter() const;
    // Jobs passing the filter, and the histograms drawn of them.
    int shownJobs() const;
    const Histogram& arrivals() const { return arrivals_; }
    const Histogram& durations() const { return durations_; }
    const Histogram& demand() const { return demand_; }
    QTableView* table() const { return table_; }

private:
    void refillChoices();
    void readControls();
    void refresh();

    JobTableModel* jobs_;
    JobFilterProxy* proxy_;
    QTableView* table_;
    QLineEdit* id_;
    QComboBox* vc_;
    QComboBox* gpus_;
    QComboBox* model_;
    QDoubleSpinBox* fromH_;
    QDoubleSpinBox* toH_;
    QLabel* count_;
    QLabel* origin_;
    QCustomPlot* plots_[3];
    QPlainTextEdit* report_;
    Histogram arrivals_, durations_, demand_;
    bool filling_ = false;
};

} // namespace maifs::ui
