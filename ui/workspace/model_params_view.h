#pragma once

#include <string>

#include <QWidget>

class QComboBox;
class QCustomPlot;
class QCPColorMap;
class QListWidget;

namespace maifs::ui {

class ScenarioEditor;
class GpuSpeedModel;
class SpeedFactorsModel;

// The Model tab: the zoo's throughput matrices as heat maps (CPU cores against memory per GPU,
// click a cell to change it), the GPU speed table and the placement / interference factors. Every
// edit goes into the scenario's `models:` section, undoable, and is saved with it.
class ModelParamsView : public QWidget {
    Q_OBJECT

public:
    explicit ModelParamsView(ScenarioEditor* editor, QWidget* parent = nullptr);

    // Shows a model's matrix for a GPU count (false when the zoo has no such model or count).
    bool showModel(const QString& model, int gpus);
    // Sets one throughput value (relative to 3 CPUs + 62.5 GB per GPU) of a zoo model: the model's
    // whole profile is written under models.zoo so that the scenario reads it back alone.
    QString setThroughput(const std::string& model, int gpus, int cpuIndex, int memIndex,
                          double value);

    QCPColorMap* heatMap() const { return map_; }
    GpuSpeedModel* gpuSpeedModel() const { return gpuSpeed_; }
    SpeedFactorsModel* factorsModel() const { return factors_; }

signals:
    void editRefused(const QString& reason);

private:
    void refill();
    void redraw();
    void editCellAt(const QPoint& pos);

    ScenarioEditor* editor_;
    QListWidget* models_;
    QComboBox* gpus_;
    QCustomPlot* plot_;
    QCPColorMap* map_;
    GpuSpeedModel* gpuSpeed_;
    SpeedFactorsModel* factors_;
};

} // namespace maifs::ui
