#include "ui/sweep/sweep_table_model.h"

#include "ui/common/preferences.h"

#include <QBrush>
#include <QColor>

namespace maifs::ui {

namespace {

bool isSeconds(const std::string& metric) {
    return metric.size() > 2 && metric.compare(metric.size() - 2, 2, "_s") == 0;
}

} // namespace

SweepTableModel::SweepTableModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void SweepTableModel::setTable(SweepTable table) {
    beginResetModel();
    table_ = std::move(table);
    endResetModel();
}

void SweepTableModel::unitsChanged() {
    beginResetModel();
    endResetModel();
}

int SweepTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(table_.rows.size());
}

int SweepTableModel::columnCount(const QModelIndex& parent) const {
    // cell, axes..., scheduler, seed, status, metrics...
    return parent.isValid() ? 0
                            : static_cast<int>(1 + table_.axes.size() + 3 + table_.metrics.size());
}

QVariant SweepTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const auto& row = table_.rows[static_cast<std::size_t>(index.row())];
    const auto col = static_cast<std::size_t>(index.column());
    const std::size_t axes = table_.axes.size();
    if (role == Qt::ToolTipRole && !row.error.empty())
        return QString::fromStdString(row.error);
    if (role == Qt::ForegroundRole && row.status != "ok")
        return QBrush(QColor(row.status == "failed" ? Qt::red : Qt::darkGray));
    if (role != Qt::DisplayRole && role != Qt::UserRole)
        return {};
    const bool raw = role == Qt::UserRole;
    if (col == 0)
        return row.cell;
    if (col <= axes) {
        const QString v = QString::fromStdString(row.axisValues[col - 1]);
        bool numeric = false;
        const double x = v.toDouble(&numeric);
        return raw && numeric ? QVariant(x) : QVariant(v);
    }
    if (col == axes + 1)
        return QString::fromStdString(row.scheduler);
    if (col == axes + 2)
        return QVariant::fromValue<qulonglong>(row.seed);
    if (col == axes + 3)
        return row.status == "ok"       ? tr("ok")
               : row.status == "failed" ? tr("failed")
                                        : tr("missing");
    const std::size_t m = col - axes - 4;
    if (row.metrics.empty())
        return raw ? QVariant(std::numeric_limits<double>::quiet_NaN()) : QVariant();
    const double v = row.metrics[m];
    if (raw)
        return v;
    if (isSeconds(table_.metrics[m]))
        return preferences::formatTime(v);
    return QString::number(v, 'g', 4);
}

QVariant SweepTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= columnCount())
        return {};
    const auto col = static_cast<std::size_t>(section);
    const std::size_t axes = table_.axes.size();
    if (col == 0)
        return tr("cell");
    if (col <= axes)
        return QString::fromStdString(table_.axes[col - 1]);
    if (col == axes + 1)
        return tr("scheduler");
    if (col == axes + 2)
        return tr("seed");
    if (col == axes + 3)
        return tr("status");
    const std::string& metric = table_.metrics[col - axes - 4];
    if (isSeconds(metric))
        return tr("%1 (%2)").arg(QString::fromStdString(metric.substr(0, metric.size() - 2)),
                                 preferences::timeUnitSymbol());
    return QString::fromStdString(metric);
}

} // namespace maifs::ui
