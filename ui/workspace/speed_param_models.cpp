#include "ui/workspace/speed_param_models.h"

#include "core/model/model_class.h"
#include "ui/common/simulator_words.h"
#include "ui/workspace/scenario_editor.h"

namespace maifs::ui {

namespace {

// The class's YAML name (the key of its speed parameters), not its shown words.
QString className(int c) {
    return QString::fromLatin1(
        modelClassName(static_cast<ModelClass>(c)).data(),
        static_cast<qsizetype>(modelClassName(static_cast<ModelClass>(c)).size()));
}

// A typed number as YAML; anything that is not a number is left for the reader to refuse.
QString numberYaml(const QVariant& value) {
    bool ok = false;
    const double v = value.toString().trimmed().toDouble(&ok);
    return ok ? QString::number(v, 'g', 17) : QStringLiteral("\"%1\"").arg(value.toString());
}

} // namespace

GpuSpeedModel::GpuSpeedModel(ScenarioEditor* editor, QObject* parent)
    : QAbstractTableModel(parent)
    , editor_(editor) {
    connect(editor_, &ScenarioEditor::changed, this, &GpuSpeedModel::reload);
    reload();
}

void GpuSpeedModel::reload() {
    QStringList gpus;
    if (editor_->hasDocument())
        for (const auto& [name, _] : editor_->document().scenario().speed.gpuSpeed)
            gpus << QString::fromStdString(name);
    if (gpus == gpus_) {
        if (!gpus_.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, kModelClassCount - 1));
        return;
    }
    beginResetModel();
    gpus_ = gpus;
    endResetModel();
}

int GpuSpeedModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(gpus_.size());
}

int GpuSpeedModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kModelClassCount;
}

QVariant GpuSpeedModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() ||
        (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    const auto& speed = editor_->document().scenario().speed.gpuSpeed;
    const auto it = speed.find(gpus_.at(index.row()).toStdString());
    return it == speed.end() ? QVariant()
                             : QVariant(it->second[static_cast<std::size_t>(index.column())]);
}

QVariant GpuSpeedModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return section >= 0 && section < kModelClassCount
                   ? SimulatorWords::modelClass(static_cast<ModelClass>(section))
                   : QVariant();
    return section >= 0 && section < rowCount() ? gpus_.at(section) : QVariant();
}

Qt::ItemFlags GpuSpeedModel::flags(const QModelIndex& index) const {
    return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable
                           : Qt::NoItemFlags;
}

bool GpuSpeedModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !index.isValid())
        return false;
    const QString path = QStringLiteral("models.gpu_speed.%1.%2")
                             .arg(gpus_.at(index.row()), className(index.column()));
    const QString error = editor_->change(path, numberYaml(value), tr("Set %1").arg(path));
    if (!error.isEmpty())
        emit editRefused(error);
    return error.isEmpty();
}

SpeedFactorsModel::SpeedFactorsModel(ScenarioEditor* editor, QObject* parent)
    : QAbstractTableModel(parent)
    , editor_(editor) {
    connect(editor_, &ScenarioEditor::changed, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int SpeedFactorsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !editor_->hasDocument() ? 0 : RowCount;
}

int SpeedFactorsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kModelClassCount;
}

QVariant SpeedFactorsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() ||
        (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    const SpeedParams& p = editor_->document().scenario().speed;
    const auto c = static_cast<std::size_t>(index.column());
    switch (index.row()) {
    case CrossNode:
        return p.crossNode[c];
    case InterferencePerJob:
        return p.interferencePerJob[c];
    case CrossRack:
        return index.column() == 0 ? QVariant(p.crossRack) : QVariant();
    case InterferenceFloor:
        return index.column() == 0 ? QVariant(p.interferenceFloor) : QVariant();
    default:
        return {};
    }
}

QVariant SpeedFactorsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return section >= 0 && section < kModelClassCount
                   ? SimulatorWords::modelClass(static_cast<ModelClass>(section))
                   : QVariant();
    switch (section) {
    case CrossNode:
        return tr("Across nodes (x)");
    case InterferencePerJob:
        return tr("Interference per co-runner (-)");
    case CrossRack:
        return tr("Across racks, extra (x, all classes)");
    case InterferenceFloor:
        return tr("Interference floor (all classes)");
    default:
        return {};
    }
}

Qt::ItemFlags SpeedFactorsModel::flags(const QModelIndex& index) const {
    if (!index.isValid())
        return Qt::NoItemFlags;
    const bool scalar = index.row() == CrossRack || index.row() == InterferenceFloor;
    if (scalar && index.column() != 0)
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

bool SpeedFactorsModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const QString cls = className(index.column());
    const QString path =
        index.row() == CrossNode            ? QStringLiteral("models.placement.cross_node.") + cls
        : index.row() == InterferencePerJob ? QStringLiteral("models.interference.per_job.") + cls
        : index.row() == CrossRack          ? QStringLiteral("models.placement.cross_rack")
                                            : QStringLiteral("models.interference.floor");
    const QString error = editor_->change(path, numberYaml(value), tr("Set %1").arg(path));
    if (!error.isEmpty())
        emit editRefused(error);
    return error.isEmpty();
}

} // namespace maifs::ui
