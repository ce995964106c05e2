#include "ui/workspace/model_params_view.h"

#include "core/io/speed_params_yaml.h"
#include "ui/charts/chart_export.h"
#include "ui/common/simulator_words.h"
#include "ui/workspace/scenario_editor.h"
#include "ui/workspace/speed_param_models.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace maifs::ui {

namespace {

QTableView* editableTable(QAbstractItemModel* model, QWidget* parent) {
    auto* view = new QTableView(parent);
    view->setModel(model);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    return view;
}

} // namespace

ModelParamsView::ModelParamsView(ScenarioEditor* editor, QWidget* parent)
    : QWidget(parent)
    , editor_(editor)
    , models_(new QListWidget(this))
    , gpus_(new QComboBox(this))
    , plot_(new QCustomPlot(this))
    , map_(nullptr)
    , gpuSpeed_(new GpuSpeedModel(editor, this))
    , factors_(new SpeedFactorsModel(editor, this)) {
    map_ = new QCPColorMap(plot_->xAxis, plot_->yAxis);
    map_->setGradient(QCPColorGradient::gpThermal);
    map_->setInterpolate(false);
    auto* scale = new QCPColorScale(plot_);
    plot_->plotLayout()->addElement(0, 1, scale);
    scale->axis()->setLabel(tr("throughput (1 = 3 CPUs + 62.5 GB per GPU)"));
    map_->setColorScale(scale);
    plot_->xAxis->setLabel(tr("memory per GPU (GB)"));
    plot_->yAxis->setLabel(tr("CPU cores per GPU"));
    plot_->setMinimumSize(420, 320);
    offerChartExport(plot_, tr("Throughput by CPU and memory per GPU"), [this] {
        // The colour map's cells: what the heat map shows.
        QString csv = QStringLiteral("mem_gb_per_gpu,cpus_per_gpu,throughput\n");
        QCPColorMapData* d = map_->data(); // cell() is not const in QCustomPlot 2.1
        for (int x = 0; x < d->keySize(); ++x)
            for (int y = 0; y < d->valueSize(); ++y) {
                double key = 0, value = 0;
                d->cellToCoord(x, y, &key, &value);
                csv += QStringLiteral("%1,%2,%3\n")
                           .arg(key, 0, 'g', 12)
                           .arg(value, 0, 'g', 12)
                           .arg(d->cell(x, y), 0, 'g', 12);
            }
        return csv;
    });
    plot_->setToolTip(tr("Click a cell to change its throughput."));
    connect(plot_, &QCustomPlot::mousePress, this,
            [this](QMouseEvent* e) { editCellAt(e->position().toPoint()); });

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("Model zoo:"), left));
    leftLayout->addWidget(models_, 1);
    auto* gpusRow = new QHBoxLayout;
    gpusRow->addWidget(new QLabel(tr("Job GPUs:"), left));
    gpusRow->addWidget(gpus_, 1);
    leftLayout->addLayout(gpusRow);

    auto* tables = new QWidget(this);
    auto* tableLayout = new QVBoxLayout(tables);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(new QLabel(tr("GPU speed relative to a V100, by model class:"), tables));
    tableLayout->addWidget(editableTable(gpuSpeed_, tables), 2);
    tableLayout->addWidget(new QLabel(tr("Placement and interference factors:"), tables));
    tableLayout->addWidget(editableTable(factors_, tables), 1);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(plot_);
    split->addWidget(tables);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);

    connect(gpuSpeed_, &GpuSpeedModel::editRefused, this, &ModelParamsView::editRefused);
    connect(factors_, &SpeedFactorsModel::editRefused, this, &ModelParamsView::editRefused);
    connect(models_, &QListWidget::currentRowChanged, this, [this] {
        const QSignalBlocker block(gpus_);
        const QString current = gpus_->currentText();
        gpus_->clear();
        if (!editor_->hasDocument() || !models_->currentItem())
            return redraw();
        const auto& zoo = editor_->document().scenario().speed.zoo;
        const auto it =
            zoo.find(models_->currentItem()->data(Qt::UserRole).toString().toStdString());
        if (it != zoo.end())
            for (const auto& [g, _] : it->second.byGpus)
                gpus_->addItem(QString::number(g), g);
        gpus_->setCurrentIndex(std::max(0, gpus_->findText(current)));
        redraw();
    });
    connect(gpus_, &QComboBox::currentIndexChanged, this, &ModelParamsView::redraw);
    connect(editor_, &ScenarioEditor::changed, this, &ModelParamsView::refill);
    refill();
}

void ModelParamsView::refill() {
    const QString current =
        models_->currentItem() ? models_->currentItem()->data(Qt::UserRole).toString() : QString();
    const int gpus = gpus_->currentData().toInt();
    {
        const QSignalBlocker block(models_);
        models_->clear();
        if (editor_->hasDocument())
            for (const auto& [name, profile] : editor_->document().scenario().speed.zoo) {
                auto* item = new QListWidgetItem(
                    QStringLiteral("%1 (%2)").arg(QString::fromStdString(name),
                                                  SimulatorWords::modelClass(profile.modelClass)),
                    models_);
                item->setData(Qt::UserRole, QString::fromStdString(name));
            }
    }
    if (!showModel(current, gpus) && models_->count() > 0)
        models_->setCurrentRow(0);
}

bool ModelParamsView::showModel(const QString& model, int gpus) {
    for (int i = 0; i < models_->count(); ++i)
        if (models_->item(i)->data(Qt::UserRole).toString() == model) {
            models_->setCurrentRow(i);
            emit models_->currentRowChanged(i); // the same row after a refill: redraw all the same
            const int g = gpus_->findData(gpus);
            if (g < 0)
                return false;
            gpus_->setCurrentIndex(g);
            redraw();
            return true;
        }
    return false;
}

void ModelParamsView::redraw() {
    for (int i = plot_->itemCount() - 1; i >= 0; --i)
        plot_->removeItem(i);
    map_->data()->clear();
    if (!editor_->hasDocument() || !models_->currentItem() || gpus_->currentIndex() < 0) {
        plot_->replot();
        return;
    }
    const auto& zoo = editor_->document().scenario().speed.zoo;
    const auto it = zoo.find(models_->currentItem()->data(Qt::UserRole).toString().toStdString());
    if (it == zoo.end() || !it->second.byGpus.count(gpus_->currentData().toInt())) {
        plot_->replot();
        return;
    }
    const ThroughputMatrix& m = it->second.byGpus.at(gpus_->currentData().toInt());
    const int cols = static_cast<int>(m.memLevels.size()),
              rows = static_cast<int>(m.cpuLevels.size());
    // Cells at integer positions; ticks name the levels (they are not evenly spaced).
    map_->data()->setSize(cols, rows);
    map_->data()->setRange(QCPRange(0, cols - 1), QCPRange(0, rows - 1));
    QSharedPointer<QCPAxisTickerText> xt(new QCPAxisTickerText), yt(new QCPAxisTickerText);
    for (int c = 0; c < cols; ++c)
        xt->addTick(c, QString::number(m.memLevels[static_cast<std::size_t>(c)]));
    for (int r = 0; r < rows; ++r)
        yt->addTick(r, QString::number(m.cpuLevels[static_cast<std::size_t>(r)]));
    plot_->xAxis->setTicker(xt);
    plot_->yAxis->setTicker(yt);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const double v = m.tput[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            // 0 = not profiled: left blank rather than shown as "no throughput".
            map_->data()->setCell(c, r, v > 0 ? v : std::numeric_limits<double>::quiet_NaN());
            auto* label = new QCPItemText(plot_);
            label->position->setCoords(c, r);
            label->setText(v > 0 ? QString::number(v) : QStringLiteral("–"));
            label->setColor(v <= 0 ? Qt::gray : v > 1.5 ? Qt::black : Qt::white);
        }
    map_->rescaleDataRange(true);
    plot_->xAxis->setRange(-0.5, cols - 0.5);
    plot_->yAxis->setRange(-0.5, rows - 0.5);
    plot_->plotLayout()->setRowStretchFactor(0, 1);
    plot_->replot();
}

void ModelParamsView::editCellAt(const QPoint& pos) {
    if (!models_->currentItem() || gpus_->currentIndex() < 0 || map_->data()->keySize() == 0)
        return;
    int c = 0, r = 0;
    map_->data()->coordToCell(plot_->xAxis->pixelToCoord(pos.x()),
                              plot_->yAxis->pixelToCoord(pos.y()), &c, &r);
    if (c < 0 || r < 0 || c >= map_->data()->keySize() || r >= map_->data()->valueSize())
        return;
    const std::string model = models_->currentItem()->data(Qt::UserRole).toString().toStdString();
    const int gpus = gpus_->currentData().toInt();
    const double current = editor_->document().scenario().speed.zoo.at(model).byGpus.at(gpus).tput
                               [static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
    bool ok = false;
    const double v =
        QInputDialog::getDouble(this, tr("Throughput"),
                                tr("%1, %2 GPU(s): throughput at this cell (0 = not profiled):")
                                    .arg(QString::fromStdString(model))
                                    .arg(gpus),
                                current, 0, 100, 3, &ok);
    if (ok)
        setThroughput(model, gpus, r, c, v);
}

QString ModelParamsView::setThroughput(const std::string& model, int gpus, int cpuIndex,
                                       int memIndex, double value) {
    if (!editor_->hasDocument())
        return tr("No scenario is open.");
    const auto& zoo = editor_->document().scenario().speed.zoo;
    const auto it = zoo.find(model);
    if (it == zoo.end() || !it->second.byGpus.count(gpus))
        return tr("The zoo has no %1 profile for %2 GPU(s).")
            .arg(QString::fromStdString(model))
            .arg(gpus);
    ModelProfile profile = it->second;
    ThroughputMatrix& m = profile.byGpus.at(gpus);
    if (cpuIndex < 0 || memIndex < 0 || static_cast<std::size_t>(cpuIndex) >= m.tput.size() ||
        static_cast<std::size_t>(memIndex) >= m.tput[static_cast<std::size_t>(cpuIndex)].size())
        return tr("No such cell.");
    m.tput[static_cast<std::size_t>(cpuIndex)][static_cast<std::size_t>(memIndex)] = value;
    const QString path = QStringLiteral("models.zoo.models.%1").arg(QString::fromStdString(model));
    const QString error =
        editor_->change(path, QString::fromStdString(modelProfileYaml(profile)),
                        tr("Set %1 throughput (%2 GPUs, CPU level %3, memory level %4) to %5")
                            .arg(QString::fromStdString(model))
                            .arg(gpus)
                            .arg(cpuIndex + 1)
                            .arg(memIndex + 1)
                            .arg(value));
    if (!error.isEmpty())
        emit editRefused(error);
    return error;
}

} // namespace maifs::ui
