#pragma once

#include "core/sweep/sweep_table.h"

#include <QAbstractTableModel>

namespace maifs::ui {

// The cells of a finished sweep (DIR/sweep.csv): one row per cell, the axes, scheduler, seed,
// status and every metric. Times show in hours; Qt::UserRole gives the raw number for sorting.
class SweepTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit SweepTableModel(QObject* parent = nullptr);

    void setTable(SweepTable table);
    void unitsChanged();
    const SweepTable& table() const { return table_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    SweepTable table_;
};

} // namespace maifs::ui
