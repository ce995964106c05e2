#include "ui/workspace/trace_browser.h"

#include "ui/charts/histogram_plot.h"
#include "ui/workspace/job_table_model.h"

#include <set>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace maifs::ui {

// Filters on the jobs themselves rather than on display text: quick at 82k rows.
class JobFilterProxy : public QSortFilterProxyModel {
public:
    JobFilterProxy(JobTableModel* jobs, QObject* parent)
        : QSortFilterProxyModel(parent)
        , jobs_(jobs) {
        setSourceModel(jobs);
        setSortRole(Qt::UserRole);
    }
    void setJobFilter(const JobFilter& f) {
        filter_ = f;
        invalidateFilter();
    }
    const JobFilter& jobFilter() const { return filter_; }

protected:
    bool filterAcceptsRow(int row, const QModelIndex&) const override {
        return filter_.accepts(jobs_->jobs()[static_cast<std::size_t>(row)]);
    }

private:
    JobTableModel* jobs_;
    JobFilter filter_;
};

TraceBrowser::TraceBrowser(JobTableModel* jobs, QWidget* parent)
    : QWidget(parent)
    , jobs_(jobs)
    , proxy_(new JobFilterProxy(jobs, this))
    , table_(new QTableView(this))
    , id_(new QLineEdit(this))
    , vc_(new QComboBox(this))
    , gpus_(new QComboBox(this))
    , model_(new QComboBox(this))
    , fromH_(new QDoubleSpinBox(this))
    , toH_(new QDoubleSpinBox(this))
    , count_(new QLabel(this))
    , origin_(new QLabel(this))
    , report_(new QPlainTextEdit(this)) {
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(-1, Qt::AscendingOrder);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->hide();
    // Fixed-size sections: sizing to contents would measure all 82k rows.
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table_->horizontalHeader()->setDefaultSectionSize(110);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);

    id_->setPlaceholderText(tr("job id contains…"));
    id_->setClearButtonEnabled(true);
    for (QDoubleSpinBox* box : {fromH_, toH_}) {
        box->setRange(0, 1e7);
        box->setDecimals(1);
        box->setSuffix(tr(" h"));
    }
    auto* bar = new QHBoxLayout;
    bar->addWidget(id_);
    bar->addWidget(new QLabel(tr("VC:"), this));
    bar->addWidget(vc_);
    bar->addWidget(new QLabel(tr("GPUs:"), this));
    bar->addWidget(gpus_);
    bar->addWidget(new QLabel(tr("Model:"), this));
    bar->addWidget(model_);
    bar->addWidget(new QLabel(tr("Submitted from"), this));
    bar->addWidget(fromH_);
    bar->addWidget(new QLabel(tr("to"), this));
    bar->addWidget(toH_);
    bar->addStretch(1);
    bar->addWidget(count_);

    plots_[0] = histogramPlot(tr("Arrivals per hour"), tr("submit time (h)"), this);
    plots_[1] = histogramPlot(tr("Durations"), tr("duration (s, log scale)"), this);
    plots_[2] = histogramPlot(tr("GPU demand"), tr("GPUs per job"), this);
    auto* charts = new QWidget(this);
    auto* chartRow = new QHBoxLayout(charts);
    chartRow->setContentsMargins(0, 0, 0, 0);
    for (QCustomPlot* p : plots_)
        chartRow->addWidget(p);
    report_->setReadOnly(true);
    auto* below = new QTabWidget(this);
    below->addTab(charts, tr("Histograms"));
    below->addTab(report_, tr("Import report"));

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(table_);
    split->addWidget(below);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    origin_->setObjectName(QStringLiteral("jobsOrigin"));
    origin_->setWordWrap(true);
    origin_->hide();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(origin_);
    layout->addWidget(split, 1);

    connect(id_, &QLineEdit::textChanged, this, &TraceBrowser::readControls);
    for (QComboBox* box : {vc_, gpus_, model_})
        connect(box, &QComboBox::currentIndexChanged, this, &TraceBrowser::readControls);
    for (QDoubleSpinBox* box : {fromH_, toH_})
        connect(box, &QDoubleSpinBox::valueChanged, this, &TraceBrowser::readControls);
    connect(jobs_, &QAbstractItemModel::modelReset, this, [this] {
        refillChoices();
        refresh();
    });
}

void TraceBrowser::setImports(const std::vector<ImportReport>& imports) {
    QString text;
    for (const auto& r : imports)
        text += QString::fromStdString(r.text()) + QLatin1Char('\n');
    report_->setPlainText(text.isEmpty() ? tr("The jobs are written in the scenario itself: "
                                              "nothing was imported.")
                                         : text);
}

void TraceBrowser::setOrigin(const QString& text) {
    origin_->setText(text);
    origin_->setVisible(!text.isEmpty());
}

void TraceBrowser::refillChoices() {
    const QSignalBlocker blockers[] = {QSignalBlocker(vc_),    QSignalBlocker(gpus_),
                                       QSignalBlocker(model_), QSignalBlocker(fromH_),
                                       QSignalBlocker(toH_),   QSignalBlocker(id_)};
    std::set<std::string> vcs, models;
    std::set<int> gpus;
    double last = 0;
    for (const Job& j : jobs_->jobs()) {
        vcs.insert(j.vc);
        models.insert(j.model);
        gpus.insert(j.gpus);
        last = std::max(last, j.submit);
    }
    const auto fill = [this](QComboBox* box, const QStringList& items) {
        box->clear();
        box->addItem(tr("any"));
        box->addItems(items);
    };
    QStringList list;
    for (const auto& v : vcs)
        if (!v.empty())
            list << QString::fromStdString(v);
    fill(vc_, list);
    list.clear();
    for (const auto& m : models)
        if (!m.empty())
            list << QString::fromStdString(m);
    fill(model_, list);
    list.clear();
    for (int g : gpus)
        list << QString::number(g);
    fill(gpus_, list);
    id_->clear();
    const double hours = std::ceil(last / 3600.0 * 10) / 10;
    fromH_->setValue(0);
    toH_->setMaximum(std::max(hours, 0.1));
    toH_->setValue(std::max(hours, 0.1));
    proxy_->setJobFilter(JobFilter{});
}

void TraceBrowser::readControls() {
    JobFilter f;
    f.idContains = id_->text().toStdString();
    if (vc_->currentIndex() > 0)
        f.vc = vc_->currentText().toStdString();
    if (gpus_->currentIndex() > 0)
        f.gpus = gpus_->currentText().toInt();
    if (model_->currentIndex() > 0)
        f.model = model_->currentText().toStdString();
    if (fromH_->value() > 0)
        f.fromS = fromH_->value() * 3600;
    if (toH_->value() < toH_->maximum())
        f.toS = toH_->value() * 3600;
    proxy_->setJobFilter(f);
    refresh();
}

void TraceBrowser::setFilter(const JobFilter& filter) {
    proxy_->setJobFilter(filter);
    refresh();
}

const JobFilter& TraceBrowser::filter() const {
    return proxy_->jobFilter();
}

int TraceBrowser::shownJobs() const {
    return proxy_->rowCount();
}

void TraceBrowser::refresh() {
    const auto& jobs = jobs_->jobs();
    std::vector<std::size_t> shown;
    shown.reserve(jobs.size());
    for (std::size_t i = 0; i < jobs.size(); ++i)
        if (proxy_->jobFilter().accepts(jobs[i]))
            shown.push_back(i);
    count_->setText(tr("%1 of %2 jobs").arg(shown.size()).arg(jobs.size()));
    arrivals_ = arrivalsPerHour(jobs, shown);
    durations_ = durationsLog(jobs, shown);
    demand_ = gpuDemand(jobs, shown);
    // Arrival times in hours on the axis.
    Histogram inHours = arrivals_;
    for (double& e : inHours.edges)
        e /= 3600.0;
    drawHistogram(plots_[0], inHours, false, false);
    drawHistogram(plots_[1], durations_, true, false);
    drawHistogram(plots_[2], demand_, false, true);
}

} // namespace maifs::ui
