#pragma once

#include "core/model/cluster.h"

#include <QAbstractTableModel>

namespace maifs::ui {

// The scenario's nodes as a table: id, rack, GPU model, GPUs, CPUs, memory, interconnect.
class NodeTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Id, Rack, GpuModel, Gpus, Cpus, MemGb, Interconnect, ColumnCount };

    explicit NodeTableModel(QObject* parent = nullptr)
        : QAbstractTableModel(parent) {}
    void setCluster(Cluster cluster);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    Cluster cluster_;
};

} // namespace maifs::ui
