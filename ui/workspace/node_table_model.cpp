#include "ui/workspace/node_table_model.h"

namespace maifs::ui {

void NodeTableModel::setCluster(Cluster cluster) {
    beginResetModel();
    cluster_ = std::move(cluster);
    endResetModel();
}

int NodeTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : cluster_.size();
}

int NodeTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant NodeTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() ||
        (role != Qt::DisplayRole && role != Qt::UserRole))
        return {};
    const Node& n = cluster_.node(index.row());
    switch (index.column()) {
    case Id:
        return QString::fromStdString(n.id);
    case Rack:
        return QString::fromStdString(n.rack);
    case GpuModel:
        return n.gpus > 0 ? QString::fromStdString(n.gpuModel) : tr("(CPU only)");
    case Gpus:
        return n.gpus;
    case Cpus:
        return n.cpus;
    case MemGb:
        return n.memGb;
    case Interconnect:
        return n.interconnect == maifs::Interconnect::NvLink ? QStringLiteral("NVLink")
                                                             : QStringLiteral("PCIe");
    default:
        return {};
    }
}

QVariant NodeTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Id:
        return tr("Node");
    case Rack:
        return tr("Rack");
    case GpuModel:
        return tr("GPU model");
    case Gpus:
        return tr("GPUs");
    case Cpus:
        return tr("CPUs");
    case MemGb:
        return tr("Memory (GB)");
    case Interconnect:
        return tr("Interconnect");
    default:
        return {};
    }
}

} // namespace maifs::ui
