#pragma once

#include <QAbstractTableModel>
#include <QStringList>

namespace maifs::ui {

class ScenarioEditor;

// The GPU speed table of the open scenario: rows GPU models, columns model classes (relative to a
// V100). Edits become `models.gpu_speed.GPU.CLASS` in the scenario (undoable).
class GpuSpeedModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit GpuSpeedModel(ScenarioEditor* editor, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

signals:
    void editRefused(const QString& reason);

private:
    void reload();
    ScenarioEditor* editor_;
    QStringList gpus_;
};

// Placement and interference factors (fractions per model class, and the two scalars): rows
// cross-node, interference per job, cross-rack, interference floor.
class SpeedFactorsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Row { CrossNode, InterferencePerJob, CrossRack, InterferenceFloor, RowCount };

    explicit SpeedFactorsModel(ScenarioEditor* editor, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

signals:
    void editRefused(const QString& reason);

private:
    ScenarioEditor* editor_;
};

} // namespace maifs::ui
