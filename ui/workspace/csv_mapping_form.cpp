#include "ui/workspace/csv_mapping_form.h"

#include "ui/workspace/scenario_editor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>

namespace maifs::ui {

namespace {

// Header names that usually hold a field, lower case, best first.
const std::map<std::string, std::vector<std::string>>& synonyms() {
    static const std::map<std::string, std::vector<std::string>> s{
        {"id",
         {"id", "job_id", "jobid", "job", "name", "job_name", "sn", "machineid", "host", "hostname",
          "node", "node_id"}},
        {"submit",
         {"submit", "submit_time", "submitted", "submitted_time", "submission_time", "timestamp",
          "arrival", "arrival_time", "creation_time", "queued"}},
        {"duration", {"duration", "runtime", "run_time", "duration_s", "elapsed", "walltime"}},
        {"start", {"start", "start_time", "started", "scheduled_time"}},
        {"end", {"end", "end_time", "finish", "finish_time", "ended", "deletion_time"}},
        {"gpus", {"gpus", "gpu", "num_gpus", "num_gpu", "gpu_num", "n_gpus", "gpu_count"}},
        {"gpu_milli", {"gpu_milli"}},
        {"cpus", {"cpus", "cpu", "num_cpus", "cpu_num", "cores", "vcpus"}},
        {"mem_gb", {"mem_gb", "mem", "memory", "memory_gb", "ram", "ram_gb"}},
        {"user", {"user", "username", "owner"}},
        {"vc", {"vc", "queue", "cluster", "partition", "qos", "virtual_cluster"}},
        {"model", {"model", "model_name", "network"}},
        {"status", {"status", "state", "exit_status", "pod_phase"}},
        {"gpu_model", {"gpu_model", "gpu_type", "model", "accelerator"}},
        {"rack", {"rack", "rack_id"}},
    };
    return s;
}

QString fieldLabel(const std::string& field) {
    static const std::map<std::string, const char*> labels{
        {"id", QT_TRANSLATE_NOOP("CsvMappingForm", "Id")},
        {"submit", QT_TRANSLATE_NOOP("CsvMappingForm", "Submit time (required)")},
        {"duration", QT_TRANSLATE_NOOP("CsvMappingForm", "Duration (or end)")},
        {"start", QT_TRANSLATE_NOOP("CsvMappingForm", "Start time")},
        {"end", QT_TRANSLATE_NOOP("CsvMappingForm", "End time")},
        {"gpus", QT_TRANSLATE_NOOP("CsvMappingForm", "GPUs")},
        {"gpu_milli", QT_TRANSLATE_NOOP("CsvMappingForm", "GPU share (milli)")},
        {"cpus", QT_TRANSLATE_NOOP("CsvMappingForm", "CPUs")},
        {"mem_gb", QT_TRANSLATE_NOOP("CsvMappingForm", "Memory")},
        {"user", QT_TRANSLATE_NOOP("CsvMappingForm", "User")},
        {"vc", QT_TRANSLATE_NOOP("CsvMappingForm", "VC / queue")},
        {"model", QT_TRANSLATE_NOOP("CsvMappingForm", "Model")},
        {"status", QT_TRANSLATE_NOOP("CsvMappingForm", "Status")},
        {"gpu_model", QT_TRANSLATE_NOOP("CsvMappingForm", "GPU model")},
        {"rack", QT_TRANSLATE_NOOP("CsvMappingForm", "Rack")},
    };
    const auto it = labels.find(field);
    return it == labels.end() ? QString::fromStdString(field)
                              : QCoreApplication::translate("CsvMappingForm", it->second);
}

std::string lowerCase(std::string s) {
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

QComboBox* unitBox(const QStringList& units, const QString& name, QWidget* parent) {
    auto* box = new QComboBox(parent);
    box->addItems(units);
    box->setObjectName(name);
    return box;
}

double seconds(const QString& unit) {
    return unit == QLatin1String("ms")    ? 0.001
           : unit == QLatin1String("min") ? 60
           : unit == QLatin1String("h")   ? 3600
                                          : 1;
}

double gigabytes(const QString& unit) {
    return unit == QLatin1String("MiB") ? 1.0 / 1024 : unit == QLatin1String("MB") ? 1.0 / 1000 : 1;
}

} // namespace

CsvMappingForm::CsvMappingForm(bool nodes, QWidget* parent)
    : QWidget(parent)
    , nodes_(nodes) {
    auto* form = new QFormLayout(this);
    header_ = new QCheckBox(tr("The first row names the columns"), this);
    header_->setObjectName(QStringLiteral("header"));
    header_->setChecked(true);
    form->addRow(header_);
    connect(header_, &QCheckBox::toggled, this, [this] {
        refillColumns();
        emit changed();
    });
    for (const auto& field : nodes ? csvNodeFields() : csvJobFields()) {
        auto* box = new QComboBox(this);
        box->setObjectName(QString::fromStdString("column_" + field));
        fields_.emplace_back(field, box);
        form->addRow(fieldLabel(field), box);
        connect(box, &QComboBox::currentIndexChanged, this, &CsvMappingForm::changed);
    }
    if (!nodes) {
        timeFormat_ = new QComboBox(this);
        timeFormat_->setObjectName(QStringLiteral("timeFormat"));
        timeFormat_->addItem(tr("numbers, relative (kept as written)"), QStringLiteral("seconds"));
        timeFormat_->addItem(tr("numbers, Unix time (from the earliest job)"),
                             QStringLiteral("epoch"));
        timeFormat_->addItem(tr("dates, YYYY-MM-DD HH:MM:SS (from the earliest job)"),
                             QStringLiteral("datetime"));
        form->addRow(tr("Times are"), timeFormat_);
        const QStringList units{QStringLiteral("s"), QStringLiteral("ms"), QStringLiteral("min"),
                                QStringLiteral("h")};
        timeUnit_ = unitBox(units, QStringLiteral("timeUnit"), this);
        form->addRow(tr("Unit of time numbers"), timeUnit_);
        durationUnit_ = unitBox(units, QStringLiteral("durationUnit"), this);
        form->addRow(tr("Unit of durations"), durationUnit_);
        for (auto* box : {timeFormat_, timeUnit_, durationUnit_})
            connect(box, &QComboBox::currentIndexChanged, this, &CsvMappingForm::changed);
        connect(timeFormat_, &QComboBox::currentIndexChanged, this, [this] {
            timeUnit_->setEnabled(timeFormat_->currentData().toString() !=
                                  QLatin1String("datetime"));
        });
    }
    memUnit_ = unitBox({QStringLiteral("GB"), QStringLiteral("MiB"), QStringLiteral("MB")},
                       QStringLiteral("memUnit"), this);
    form->addRow(tr("Unit of memory"), memUnit_);
    connect(memUnit_, &QComboBox::currentIndexChanged, this, &CsvMappingForm::changed);
}

void CsvMappingForm::setFirstRow(const std::vector<std::string>& firstRow, bool header) {
    firstRow_ = firstRow;
    const QSignalBlocker block(header_);
    header_->setChecked(header);
    refillColumns();
    emit changed();
}

bool CsvMappingForm::header() const {
    return header_->isChecked();
}

void CsvMappingForm::setHeaderFixed(bool fixed) {
    if (fixed)
        header_->setChecked(true);
    header_->setEnabled(!fixed);
}

void CsvMappingForm::refillColumns() {
    const bool header = header_->isChecked();
    std::vector<std::string> taken;
    for (auto& [field, box] : fields_) {
        const QSignalBlocker block(box);
        box->clear();
        box->addItem(tr("(not in the file)"), QString());
        for (std::size_t i = 0; i < firstRow_.size(); ++i) {
            const QString number = QString::number(i + 1);
            const QString name = QString::fromStdString(firstRow_[i]);
            if (header)
                box->addItem(name, name);
            else
                box->addItem(tr("column %1 (e.g. %2)").arg(number, name.left(24)), number);
        }
        if (!header)
            continue;
        // Start each field at the best-named column no other field has taken.
        for (const auto& candidate : synonyms().at(field)) {
            const auto it = std::find_if(firstRow_.begin(), firstRow_.end(),
                                         [&](const auto& c) { return lowerCase(c) == candidate; });
            if (it == firstRow_.end() || std::find(taken.begin(), taken.end(), *it) != taken.end())
                continue;
            taken.push_back(*it);
            box->setCurrentIndex(static_cast<int>(it - firstRow_.begin()) + 1);
            break;
        }
    }
}

std::map<std::string, std::string> CsvMappingForm::columns() const {
    std::map<std::string, std::string> out;
    for (const auto& [field, box] : fields_)
        if (const QString column = box->currentData().toString(); !column.isEmpty())
            out[field] = column.toStdString();
    return out;
}

CsvMapping CsvMappingForm::jobMapping() const {
    CsvMapping m;
    m.columns = columns();
    m.header = header();
    if (timeFormat_) {
        m.timeFormat = timeFormat_->currentData().toString().toStdString();
        m.timeUnitS = seconds(timeUnit_->currentText());
        m.durationUnitS = seconds(durationUnit_->currentText());
    }
    m.memUnitGb = gigabytes(memUnit_->currentText());
    return m;
}

NodeCsvMapping CsvMappingForm::nodeMapping() const {
    NodeCsvMapping m;
    m.columns = columns();
    m.header = header();
    m.memUnitGb = gigabytes(memUnit_->currentText());
    return m;
}

QString CsvMappingForm::yamlKeys() const {
    QStringList cols;
    for (const auto& [field, column] : columns())
        cols << QString::fromStdString(field) + QStringLiteral(": ") +
                    yamlScalar(QString::fromStdString(column));
    QStringList keys;
    if (!header())
        keys << QStringLiteral("header: false");
    keys << QStringLiteral("columns: {%1}").arg(cols.join(QStringLiteral(", ")));
    if (timeFormat_) {
        const QString format = timeFormat_->currentData().toString();
        if (format != QLatin1String("seconds"))
            keys << QStringLiteral("time_format: ") + format;
        if (format != QLatin1String("datetime") && timeUnit_->currentText() != QLatin1String("s"))
            keys << QStringLiteral("time_unit: ") + timeUnit_->currentText();
        if (durationUnit_->currentText() != QLatin1String("s"))
            keys << QStringLiteral("duration_unit: ") + durationUnit_->currentText();
    }
    if (memUnit_->currentText() != QLatin1String("GB"))
        keys << QStringLiteral("mem_unit: ") + memUnit_->currentText();
    return keys.join(QStringLiteral(", "));
}

QString CsvMappingForm::missing() const {
    const auto cols = columns();
    if (nodes_) {
        if (!cols.count("cpus"))
            return tr("Choose the column of CPUs.");
        if (!cols.count("mem_gb"))
            return tr("Choose the column of memory.");
        if (cols.count("gpus") && !cols.count("gpu_model"))
            return tr("Nodes with GPUs need the column of their GPU model.");
        return {};
    }
    if (!cols.count("submit"))
        return tr("Choose the column of submit times.");
    if (!cols.count("duration") && !cols.count("end"))
        return tr("Choose the column of durations, or of end times.");
    return {};
}

} // namespace maifs::ui
