#pragma once

#include "core/model/job.h"

#include <vector>

#include <QAbstractTableModel>

namespace maifs::ui {

// The scenario's jobs as a table (read-only here; the trace browser sorts and filters it through a
// QSortFilterProxyModel).
class JobTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Id, Submit, Gpus, GpuMilli, Cpus, MemGb, Model, Duration, Vc, User, ColumnCount };

    explicit JobTableModel(QObject* parent = nullptr)
        : QAbstractTableModel(parent) {}
    void setJobs(std::vector<Job> jobs);
    // The time unit preference changed: submit and duration say it anew.
    void unitsChanged();
    const std::vector<Job>& jobs() const { return jobs_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<Job> jobs_;
};

} // namespace maifs::ui
