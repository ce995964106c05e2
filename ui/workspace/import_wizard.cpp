#include "ui/workspace/import_wizard.h"

#include "core/io/csv_reader.h"
#include "core/io/trace/format_sniffer.h"
#include "core/io/trace/trace_formats.h"
#include "ui/common/checked_wizard_page.h"
#include "ui/workspace/csv_mapping_form.h"
#include "ui/workspace/job_table_model.h"
#include "ui/workspace/node_table_model.h"
#include "ui/workspace/scenario_editor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace maifs::ui {

namespace {

const TraceFormat* formatNamed(const QString& name) {
    return findTraceFormat(name.toStdString());
}

// The file dialog's patterns: every extension a format of the table reads, then anything (many
// traces come as .txt or without an extension).
QString filePatterns() {
    QStringList patterns;
    for (const auto& f : traceFormats())
        for (const auto& ext : f.extensions)
            if (const QString p = QStringLiteral("*.") + QString::fromStdString(ext);
                !patterns.contains(p))
                patterns << p;
    return (patterns << QStringLiteral("*")).join(QLatin1Char(' '));
}

QDoubleSpinBox* scaleBox(const QString& name, QWidget* parent) {
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(name);
    box->setRange(0.01, 100);
    box->setDecimals(2);
    box->setSingleStep(0.1);
    box->setValue(1);
    return box;
}

// "a, b" -> "[a, b]" of YAML scalars; empty when nothing is listed.
QString yamlTextList(const QString& commaSeparated) {
    QStringList items;
    for (const QString& part : commaSeparated.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (const QString t = part.trimmed(); !t.isEmpty())
            items << yamlScalar(t);
    return items.isEmpty() ? QString()
                           : QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString number(double v) {
    return QString::number(v, 'g', 12);
}

// Rows of the preview table: enough to check the parse, few enough to show at once.
constexpr std::size_t kRowsShown = 500;

} // namespace

ImportTarget importTargetOf(const ScenarioEditor& editor) {
    ImportTarget t;
    if (!editor.hasDocument())
        return t;
    const ScenarioDocument& doc = editor.document();
    t.baseFile = QString::fromStdString(doc.file());
    t.clusterYaml = QString::fromStdString(doc.value("cluster").value_or(""));
    t.modelsYaml = QString::fromStdString(doc.value("models").value_or(""));
    t.eventsYaml = QString::fromStdString(doc.value("events").value_or(""));
    t.reference = [&editor](const QString& file) {
        return editor.reference(file);
    };
    return t;
}

ImportWizard::ImportWizard(Kind kind, ImportTarget target, QWidget* parent)
    : QWizard(parent)
    , kind_(kind)
    , target_(std::move(target)) {
    setWindowTitle(kind == Kind::Jobs ? tr("Import Trace") : tr("Import Cluster"));
    setObjectName(kind == Kind::Jobs ? QStringLiteral("importTraceWizard")
                                     : QStringLiteral("importClusterWizard"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    buildFilePage();
    buildColumnsPage();
    buildOptionsPage();
    buildPreviewPage();
    resize(900, 640);
}

ImportWizard::~ImportWizard() = default;

bool ImportWizard::isMapped() const {
    const TraceFormat* f = formatNamed(format_->currentText());
    return f && f->needs == TraceFormat::Needs::ColumnMapping;
}

bool ImportWizard::needsTasks() const {
    const TraceFormat* f = formatNamed(format_->currentText());
    return f && f->needs == TraceFormat::Needs::TaskTable;
}

QString ImportWizard::format() const {
    return format_->currentText();
}

int ImportWizard::nextId() const {
    switch (currentId()) {
    case FilePage:
        return isMapped() ? ColumnsPage : OptionsPage;
    case ColumnsPage:
        return OptionsPage;
    case OptionsPage:
        return PreviewPage;
    default:
        return -1;
    }
}

void ImportWizard::buildFilePage() {
    auto* page = new CheckedWizardPage(
        [this] {
            return QFileInfo(file_->text()).isFile() && !format_->currentText().isEmpty() &&
                   (!needsTasks() || QFileInfo(tasks_->text()).isFile());
        },
        this);
    page->setTitle(kind_ == Kind::Jobs ? tr("Choose a job trace") : tr("Choose an inventory"));
    page->setSubTitle(kind_ == Kind::Jobs
                          ? tr("A log of jobs: Philly, Alibaba, Helios, PAI, or any CSV whose "
                               "columns you map on the next page.")
                          : tr("A machine list: Philly, Alibaba 2023, PAI 2020, or any CSV with "
                               "one node per row."));
    file_ = new QLineEdit(page);
    file_->setObjectName(QStringLiteral("file"));
    auto* browse = new QPushButton(tr("Browse…"), page);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString f = QFileDialog::getOpenFileName(
            this, windowTitle(), QFileInfo(file_->text()).absolutePath(),
            tr("Traces and inventories (%1);;All files (*)").arg(filePatterns()));
        if (!f.isEmpty())
            setFile(f);
    });
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(file_, 1);
    fileRow->addWidget(browse);
    format_ = new QComboBox(page);
    format_->setObjectName(QStringLiteral("format"));
    for (const TraceFormat* f :
         traceFormats(kind_ == Kind::Jobs ? TraceFormat::Kind::Jobs : TraceFormat::Kind::Nodes)) {
        format_->addItem(QString::fromStdString(f->name));
        format_->setItemData(format_->count() - 1, QString::fromStdString(f->title),
                             Qt::ToolTipRole);
    }
    format_->setWhatsThis(tr("The layouts the importers read (docs/traces.md). The format is "
                             "proposed from the file's first lines; csv takes a column mapping."));
    sniffed_ = new QLabel(page);
    sniffed_->setObjectName(QStringLiteral("sniffed"));
    sniffed_->setWordWrap(true);
    tasks_ = new QLineEdit(page);
    tasks_->setObjectName(QStringLiteral("tasks"));
    tasks_->setPlaceholderText(tr("pai_task_table.csv (PAI 2020 only)"));
    auto* form = new QFormLayout(page);
    form->addRow(tr("File"), fileRow);
    form->addRow(tr("Format"), format_);
    form->addRow(QString(), sniffed_);
    if (kind_ == Kind::Jobs)
        form->addRow(tr("Task table"), tasks_);
    else
        tasks_->hide();
    connect(file_, &QLineEdit::editingFinished, this, &ImportWizard::sniff);
    for (auto* edit : {file_, tasks_})
        connect(edit, &QLineEdit::textChanged, page, &CheckedWizardPage::recheck);
    connect(format_, &QComboBox::currentTextChanged, page, [this, page] {
        tasks_->setEnabled(needsTasks());
        page->recheck();
    });
    tasks_->setEnabled(false);
    setPage(FilePage, page);
}

void ImportWizard::buildColumnsPage() {
    auto* page = new CheckedWizardPage([this] { return mapping_->missing().isEmpty(); }, this);
    page->setTitle(tr("Map the columns"));
    page->setSubTitle(tr("Which column holds each field, and in which unit. The file's first rows "
                         "are shown as they are in the file."));
    mapping_ = new CsvMappingForm(kind_ == Kind::Nodes, page);
    rawRows_ = new QTableWidget(page);
    rawRows_->setObjectName(QStringLiteral("rawRows"));
    rawRows_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mappingStatus_ = new QLabel(page);
    mappingStatus_->setObjectName(QStringLiteral("mappingStatus"));
    mappingStatus_->setWordWrap(true);
    auto* split = new QSplitter(Qt::Horizontal, page);
    split->addWidget(mapping_);
    split->addWidget(rawRows_);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(split, 1);
    layout->addWidget(mappingStatus_);
    connect(mapping_, &CsvMappingForm::changed, page, [this, page] {
        // Without a header the first row is data: show it as such.
        const bool header = mapping_->header();
        rawRows_->clear();
        const int skip = header ? 1 : 0;
        const int rows = std::max(0, static_cast<int>(headRows_.size()) - skip);
        rawRows_->setRowCount(rows);
        int width = 0;
        for (const auto& r : headRows_)
            width = std::max(width, static_cast<int>(r.size()));
        rawRows_->setColumnCount(width);
        QStringList labels;
        for (int c = 0; c < width; ++c)
            labels << (header && !headRows_.empty() &&
                               c < static_cast<int>(headRows_.front().size())
                           ? QString::fromStdString(headRows_.front()[static_cast<std::size_t>(c)])
                           : tr("column %1").arg(c + 1));
        rawRows_->setHorizontalHeaderLabels(labels);
        for (int r = 0; r < rows; ++r) {
            const auto& row = headRows_[static_cast<std::size_t>(r + skip)];
            for (int c = 0; c < static_cast<int>(row.size()); ++c)
                rawRows_->setItem(
                    r, c,
                    new QTableWidgetItem(QString::fromStdString(row[static_cast<std::size_t>(c)])));
        }
        const QString missing = mapping_->missing();
        mappingStatus_->setText(missing.isEmpty()
                                    ? tr("The mapping is complete; the last page previews it.")
                                    : missing);
        page->recheck();
    });
    setPage(ColumnsPage, page);
}

void ImportWizard::buildOptionsPage() {
    auto* page = new QWizardPage(this);
    auto* form = new QFormLayout(page);
    if (kind_ == Kind::Jobs) {
        page->setTitle(tr("Filters"));
        page->setSubTitle(tr("Which jobs of the trace to keep, and how to place them in time. "
                             "Leave a field empty to keep every job."));
        vc_ = new QLineEdit(page);
        vc_->setObjectName(QStringLiteral("vc"));
        vc_->setPlaceholderText(tr("all (or: vc1, vc2)"));
        form->addRow(tr("VCs"), vc_);
        user_ = new QLineEdit(page);
        user_->setObjectName(QStringLiteral("user"));
        user_->setPlaceholderText(tr("all (or: alice, bob)"));
        form->addRow(tr("Users"), user_);
        windowFrom_ = new QLineEdit(page);
        windowFrom_->setObjectName(QStringLiteral("windowFrom"));
        windowTo_ = new QLineEdit(page);
        windowTo_->setObjectName(QStringLiteral("windowTo"));
        for (auto* e : {windowFrom_, windowTo_})
            e->setPlaceholderText(tr("open"));
        auto* window = new QHBoxLayout;
        window->addWidget(windowFrom_);
        window->addWidget(new QLabel(tr("to"), page));
        window->addWidget(windowTo_);
        window->addWidget(new QLabel(tr("hours of the trace's own submit times"), page));
        form->addRow(tr("Submitted from"), window);
        gpusMin_ = new QSpinBox(page);
        gpusMin_->setObjectName(QStringLiteral("gpusMin"));
        gpusMax_ = new QSpinBox(page);
        gpusMax_->setObjectName(QStringLiteral("gpusMax"));
        gpusMin_->setRange(0, 100000);
        gpusMax_->setRange(0, 100000);
        gpusMax_->setSpecialValueText(tr("any"));
        gpusMin_->setSpecialValueText(tr("any"));
        auto* gpus = new QHBoxLayout;
        gpus->addWidget(gpusMin_);
        gpus->addWidget(new QLabel(tr("to"), page));
        gpus->addWidget(gpusMax_);
        form->addRow(tr("GPUs per job"), gpus);
        dropFailed_ = new QCheckBox(tr("Drop jobs the trace marks failed or killed"), page);
        dropFailed_->setObjectName(QStringLiteral("dropFailed"));
        form->addRow(dropFailed_);
        first_ = new QSpinBox(page);
        first_->setObjectName(QStringLiteral("first"));
        first_->setRange(0, 100'000'000);
        first_->setSpecialValueText(tr("all"));
        form->addRow(tr("Keep the first N jobs"), first_);
        arrivalScale_ = scaleBox(QStringLiteral("arrivalScale"), page);
        arrivalScale_->setToolTip(tr("0.5 = arrivals twice as fast"));
        form->addRow(tr("Arrival-time scale"), arrivalScale_);
        durationScale_ = scaleBox(QStringLiteral("durationScale"), page);
        form->addRow(tr("Duration scale"), durationScale_);
        rebase_ = new QCheckBox(tr("Time origin: the first kept job arrives at 0 (else: times as "
                                   "the file gives them)"),
                                page);
        rebase_->setObjectName(QStringLiteral("rebase"));
        rebase_->setChecked(true);
        form->addRow(rebase_);
    } else {
        page->setTitle(tr("Inventory options"));
        page->setSubTitle(tr("Real inventories publish no racks, and some no CPUs or memory: say "
                             "what to assume."));
        rackSize_ = new QSpinBox(page);
        rackSize_->setObjectName(QStringLiteral("rackSize"));
        rackSize_->setRange(0, 1'000'000);
        rackSize_->setSpecialValueText(tr("one rack"));
        form->addRow(tr("Machines per rack"), rackSize_);
        cpusPerGpu_ = new QDoubleSpinBox(page);
        cpusPerGpu_->setObjectName(QStringLiteral("cpusPerGpu"));
        cpusPerGpu_->setRange(0.1, 1000);
        cpusPerGpu_->setValue(3);
        memPerGpu_ = new QDoubleSpinBox(page);
        memPerGpu_->setObjectName(QStringLiteral("memPerGpu"));
        memPerGpu_->setRange(0.1, 100000);
        memPerGpu_->setValue(62.5);
        form->addRow(tr("CPUs per GPU (Philly)"), cpusPerGpu_);
        form->addRow(tr("Memory per GPU, GB (Philly)"), memPerGpu_);
        gpuModels_ = new QLineEdit(page);
        gpuModels_->setObjectName(QStringLiteral("gpuModels"));
        gpuModels_->setPlaceholderText(tr("e.g. G2=P100, G3=T4"));
        gpuModels_->setToolTip(tr("GPU models of the inventory the speed table does not know, "
                                  "mapped to one it does"));
        form->addRow(tr("GPU model renames"), gpuModels_);
        connect(format_, &QComboBox::currentTextChanged, this, [this](const QString& f) {
            const bool philly = f == QLatin1String("philly-machines");
            cpusPerGpu_->setEnabled(philly);
            memPerGpu_->setEnabled(philly);
        });
        cpusPerGpu_->setEnabled(false);
        memPerGpu_->setEnabled(false);
    }
    setPage(OptionsPage, page);
}

void ImportWizard::buildPreviewPage() {
    auto* page = new CheckedWizardPage([this] { return !running_ && result_.error.empty(); }, this);
    page->setTitle(tr("Preview"));
    page->setSubTitle(tr("Exactly what the scenario will read. Nothing changes until Finish."));
    busy_ = new QProgressBar(page);
    busy_->setRange(0, 0);
    busy_->setFormat(tr("Reading…"));
    verdict_ = new QLabel(page);
    verdict_->setObjectName(QStringLiteral("verdict"));
    verdict_->setWordWrap(true);
    verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    report_ = new QPlainTextEdit(page);
    report_->setObjectName(QStringLiteral("report"));
    report_->setReadOnly(true);
    report_->setMaximumHeight(140);
    table_ = new QTableView(page);
    table_->setObjectName(QStringLiteral("previewRows"));
    table_->verticalHeader()->hide();
    if (kind_ == Kind::Jobs) {
        jobs_ = new JobTableModel(this);
        table_->setModel(jobs_);
    } else {
        nodes_ = new NodeTableModel(this);
        table_->setModel(nodes_);
    }
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(busy_);
    layout->addWidget(verdict_);
    layout->addWidget(report_);
    layout->addWidget(table_, 1);
    connect(this, &QWizard::currentIdChanged, this, [this](int id) {
        if (id == PreviewPage)
            startPreview();
    });
    connect(this, &ImportWizard::previewReady, page, &CheckedWizardPage::recheck);
    setPage(PreviewPage, page);
}

void ImportWizard::setFile(const QString& path) {
    file_->setText(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()));
    sniff();
}

void ImportWizard::sniff() {
    headRows_.clear();
    const std::string path = QDir::fromNativeSeparators(file_->text()).toStdString();
    if (!QFileInfo(file_->text()).isFile()) {
        sniffed_->setText(tr("No such file."));
        return;
    }
    SniffedFormat s;
    try {
        const std::string head = readFileHead(path);
        s = sniffFormat(head, kind_ == Kind::Nodes);
        // The first rows as they are in the file, for the mapping page.
        if (s.format == "json") {
            headRows_ = jsonHeadTable(head, path, 8);
        } else {
            std::string whole = head;
            if (const std::size_t cut = whole.find_last_of('\n'); cut != std::string::npos)
                whole.resize(cut + 1);
            CsvReader reader(whole, path);
            CsvRecord rec;
            while (headRows_.size() < 9 && reader.next(rec))
                headRows_.push_back(rec.fields);
        }
    } catch (const std::exception& e) {
        if (s.reason.empty())
            s.reason = e.what();
    }
    const bool wrongKind = (kind_ == Kind::Jobs && s.kind == SniffedFormat::Kind::Nodes) ||
                           (kind_ == Kind::Nodes && s.kind == SniffedFormat::Kind::Jobs);
    QString text = QString::fromStdString(s.reason);
    if (wrongKind)
        text += QLatin1Char(' ') + (kind_ == Kind::Jobs
                                        ? tr("This looks like an inventory: use Import Cluster.")
                                        : tr("This looks like a job trace: use Import Trace."));
    else if (!s.format.empty())
        format_->setCurrentText(QString::fromStdString(s.format));
    sniffed_->setText(tr("Proposed: %1.").arg(text));
    if (!headRows_.empty())
        mapping_->setFirstRow(headRows_.front(), s.header || s.format == "json");
    mapping_->setHeaderFixed(s.format == "json");
    static_cast<CheckedWizardPage*>(page(FilePage))->recheck();
}

QString ImportWizard::optionsYaml() const {
    QStringList keys;
    if (kind_ == Kind::Jobs) {
        if (const QString v = yamlTextList(vc_->text()); !v.isEmpty())
            keys << QStringLiteral("vc: ") + v;
        if (const QString u = yamlTextList(user_->text()); !u.isEmpty())
            keys << QStringLiteral("user: ") + u;
        const QString from = windowFrom_->text().trimmed(), to = windowTo_->text().trimmed();
        if (!from.isEmpty() || !to.isEmpty()) {
            // Hours on the form, seconds in the scenario; an open end stays open.
            const auto seconds = [](const QString& hours, const QString& open) {
                bool ok = false;
                const double h = hours.toDouble(&ok);
                return ok ? number(h * 3600) : open;
            };
            keys << QStringLiteral("window: [%1, %2]")
                        .arg(seconds(from, QStringLiteral("0")),
                             seconds(to, QStringLiteral("1e10")));
        }
        if (gpusMin_->value() > 0 || gpusMax_->value() > 0)
            keys << QStringLiteral("gpus: [%1, %2]")
                        .arg(gpusMin_->value())
                        .arg(gpusMax_->value() > 0 ? gpusMax_->value() : 1'000'000);
        if (dropFailed_->isChecked())
            keys << QStringLiteral("drop_failed: true");
        if (first_->value() > 0)
            keys << QStringLiteral("first: %1").arg(first_->value());
        if (arrivalScale_->value() != 1)
            keys << QStringLiteral("arrival_scale: ") + number(arrivalScale_->value());
        if (durationScale_->value() != 1)
            keys << QStringLiteral("duration_scale: ") + number(durationScale_->value());
        if (!rebase_->isChecked())
            keys << QStringLiteral("rebase: false");
    } else {
        if (rackSize_->value() > 0)
            keys << QStringLiteral("rack_size: %1").arg(rackSize_->value());
        if (format_->currentText() == QLatin1String("philly-machines")) {
            if (cpusPerGpu_->value() != 3)
                keys << QStringLiteral("cpus_per_gpu: ") + number(cpusPerGpu_->value());
            if (memPerGpu_->value() != 62.5)
                keys << QStringLiteral("mem_gb_per_gpu: ") + number(memPerGpu_->value());
        }
        QStringList renames;
        for (const QString& pair : gpuModels_->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QStringList parts = pair.split(QLatin1Char('='));
            if (parts.size() == 2 && !parts[0].trimmed().isEmpty() && !parts[1].trimmed().isEmpty())
                renames << yamlScalar(parts[0].trimmed()) + QStringLiteral(": ") +
                               yamlScalar(parts[1].trimmed());
        }
        if (!renames.isEmpty())
            keys << QStringLiteral("gpu_models: {%1}").arg(renames.join(QStringLiteral(", ")));
    }
    return keys.join(QStringLiteral(", "));
}

QString ImportWizard::entryYaml() const {
    const auto ref = [this](const QLineEdit* e) {
        const QString absolute =
            QFileInfo(QDir::fromNativeSeparators(e->text())).absoluteFilePath();
        return yamlScalar(target_.reference ? target_.reference(absolute) : absolute);
    };
    QStringList keys{QStringLiteral("format: ") + format_->currentText(),
                     QStringLiteral("file: ") + ref(file_)};
    if (needsTasks())
        keys << QStringLiteral("tasks: ") + ref(tasks_);
    if (isMapped())
        keys << mapping_->yamlKeys();
    if (const QString options = optionsYaml(); !options.isEmpty())
        keys << options;
    return QLatin1Char('{') + keys.join(QStringLiteral(", ")) + QLatin1Char('}');
}

ImportRequest ImportWizard::request() const {
    ImportRequest r;
    r.nodes = kind_ == Kind::Nodes;
    r.entryYaml = entryYaml().toStdString();
    r.baseFile = target_.baseFile.toStdString();
    r.clusterYaml = target_.clusterYaml.toStdString();
    r.modelsYaml = target_.modelsYaml.toStdString();
    r.eventsYaml = target_.eventsYaml.toStdString();
    r.file = QFileInfo(QDir::fromNativeSeparators(file_->text())).absoluteFilePath().toStdString();
    if (isMapped() && kind_ == Kind::Jobs) {
        r.jobMapping = mapping_->jobMapping();
        r.json = format_->currentText() == QLatin1String("json");
    }
    if (isMapped() && kind_ == Kind::Nodes) {
        NodeCsvMapping m = mapping_->nodeMapping();
        m.rackSize = rackSize_->value();
        r.nodeMapping = m;
    }
    return r;
}

void ImportWizard::startPreview() {
    running_ = true;
    result_ = {};
    busy_->show();
    verdict_->setText(tr("Reading %1…").arg(QFileInfo(file_->text()).fileName()));
    report_->clear();
    if (jobs_)
        jobs_->setJobs({});
    if (nodes_)
        nodes_->setCluster(Cluster());
    static_cast<CheckedWizardPage*>(page(PreviewPage))->recheck();
    const int generation = ++generation_;
    // Off the GUI thread: a large trace takes a moment and Cancel must stay live. A preview the
    // user has moved on from (Back, Cancel) is dropped when it arrives.
    auto* watcher = new QFutureWatcher<ImportResult>(this);
    connect(watcher, &QFutureWatcher<ImportResult>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != generation_)
            return;
        result_ = watcher->result();
        running_ = false;
        showPreview();
        emit previewReady();
    });
    watcher->setFuture(QtConcurrent::run([r = request()] { return previewImport(r); }));
}

void ImportWizard::showPreview() {
    busy_->hide();
    QString text;
    if (!result_.error.empty()) {
        text = tr("<b>Cannot import:</b> %1")
                   .arg(QString::fromStdString(result_.error).toHtmlEscaped());
        if (result_.rowErrors.size() > 1) {
            text += tr("<br>The first rows that do not read:");
            for (const auto& e : result_.rowErrors)
                text +=
                    QStringLiteral("<br>&nbsp;&nbsp;") + QString::fromStdString(e).toHtmlEscaped();
        }
        verdict_->setStyleSheet(QStringLiteral("color: #b00020"));
    } else {
        text =
            kind_ == Kind::Jobs
                ? tr("%n jobs will join the workload.", "", static_cast<int>(result_.jobs.size()))
                : tr("%n nodes will join the cluster.", "", static_cast<int>(result_.nodes.size()));
        if (result_.jobs.size() > kRowsShown)
            text += QLatin1Char(' ') + tr("The table shows the first %1.").arg(kRowsShown);
        for (const auto& w : result_.warnings)
            text += QStringLiteral("<br>") +
                    tr("Warning: %1").arg(QString::fromStdString(w).toHtmlEscaped());
        verdict_->setStyleSheet(QString());
    }
    verdict_->setText(text);
    report_->setPlainText(QString::fromStdString(result_.report));
    if (jobs_) {
        std::vector<Job> shown(result_.jobs.begin(),
                               result_.jobs.begin() + static_cast<std::ptrdiff_t>(std::min(
                                                          result_.jobs.size(), kRowsShown)));
        jobs_->setJobs(std::move(shown));
    }
    if (nodes_)
        nodes_->setCluster(Cluster(result_.nodes));
}

QString ImportWizard::fileName() const {
    return QFileInfo(file_->text()).fileName();
}

QString ImportWizard::summary() const {
    const QString name = fileName();
    if (kind_ == Kind::Jobs)
        return tr("%1: %n jobs", "", static_cast<int>(result_.jobs.size())).arg(name);
    return tr("%1: %n nodes", "", static_cast<int>(result_.nodes.size())).arg(name);
}

} // namespace maifs::ui
