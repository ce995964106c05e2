#include "ui/sweep/new_sweep_dialog.h"

#include "ui/comparison/run_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QVBoxLayout>

namespace maifs::ui {

namespace {

// What an axis entry does: `set` a path, or one of the scale kinds of docs/sweeps.md.
enum class AxisKind { Set, ArrivalRate, Duration, Path };

QStringList listOf(const QString& text) {
    QStringList out;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (const QString t = part.trimmed(); !t.isEmpty())
            out << t;
    return out;
}

} // namespace

NewSweepDialog::NewSweepDialog(const ScenarioDocument& document, const QString& defaultOut,
                               QWidget* parent)
    : QDialog(parent)
    , document_(document)
    , axis_(new QComboBox(this))
    , path_(new QLineEdit(this))
    , values_(new QLineEdit(this))
    , schedulers_(new QLineEdit(QStringLiteral("fifo, fifo+tune, tiresias"), this))
    , seeds_(new QLineEdit(QStringLiteral("1-3"), this))
    , out_(new QLineEdit(defaultOut, this))
    , error_(new QLabel(this)) {
    setWindowTitle(tr("New Sweep"));
    axis_->setObjectName(QStringLiteral("axis"));
    // The node templates the scenario writes: their count is the capacity planner's first axis.
    for (const ClusterEntry& e : document.clusterEntries())
        if (e.kind == ClusterEntry::Kind::Template) {
            const auto field = [&e](const char* key) {
                const auto it = e.fields.find(key);
                return it == e.fields.end() ? QString() : QString::fromStdString(it->second);
            };
            axis_->addItem(tr("Nodes of %1 (%2 x %3; now %4)")
                               .arg(QString::fromStdString(e.path), field("gpus"),
                                    field("gpu_model"), field("count")),
                           QVariantList{static_cast<int>(AxisKind::Set),
                                        QString::fromStdString(e.path) + QStringLiteral(".count")});
        }
    axis_->addItem(tr("Arrival rate (x; 2 = twice as fast)"),
                   QVariantList{static_cast<int>(AxisKind::ArrivalRate), QString()});
    axis_->addItem(tr("Job durations (x)"),
                   QVariantList{static_cast<int>(AxisKind::Duration), QString()});
    axis_->addItem(tr("A value at a path (e.g. engine.round_s)"),
                   QVariantList{static_cast<int>(AxisKind::Path), QString()});
    path_->setPlaceholderText(tr("engine.round_s, cluster.nodes[0].cpus, …"));
    values_->setPlaceholderText(tr("comma-separated, e.g. 2, 3, 4, 6"));
    values_->setObjectName(QStringLiteral("values"));
    error_->setObjectName(QStringLiteral("sweepError"));
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: #b00020"));
    auto* browse = new QPushButton(tr("Browse…"), this);
    auto* outRow = new QHBoxLayout;
    outRow->addWidget(out_, 1);
    outRow->addWidget(browse);
    auto* form = new QFormLayout;
    form->addRow(tr("Axis:"), axis_);
    form->addRow(tr("Path:"), path_);
    form->addRow(tr("Values:"), values_);
    form->addRow(tr("Schedulers:"), schedulers_);
    form->addRow(tr("Seeds:"), seeds_);
    form->addRow(tr("Results folder:"), outRow);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Run Sweep"));
    auto* note = new QLabel(tr("Every value x scheduler x seed is a cell, run in the background "
                               "and kept as it finishes (a stopped sweep resumes from its "
                               "folder). The folder gets the sweep file, the scenario as it is "
                               "now, and sweep.csv, which the Sweep tab opens; `maifs sweep` "
                               "runs the same file."),
                            this);
    note->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(error_);
    layout->addWidget(buttons);
    const auto follow = [this] {
        const auto kind = static_cast<AxisKind>(axis_->currentData().toList().value(0).toInt());
        path_->setEnabled(kind == AxisKind::Path);
        if (kind == AxisKind::Set)
            values_->setPlaceholderText(tr("node counts, e.g. 2, 3, 4, 6"));
        else if (kind == AxisKind::Path)
            values_->setPlaceholderText(tr("YAML values, e.g. 60, 300, 900"));
        else
            values_->setPlaceholderText(tr("factors, e.g. 0.5, 1, 1.5, 2"));
    };
    connect(axis_, &QComboBox::currentIndexChanged, this, follow);
    follow();
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir =
            QFileDialog::getExistingDirectory(this, tr("Results folder"), out_->text());
        if (!dir.isEmpty())
            out_->setText(dir);
    });
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        QString why;
        if (sweepText(QStringLiteral("base.yaml"), &why).isEmpty())
            showError(why);
        else
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void NewSweepDialog::showError(const QString& why) {
    error_->setText(why);
}

QString NewSweepDialog::outDir() const {
    return out_->text().trimmed();
}

QString NewSweepDialog::sweepText(const QString& baseName, QString* why) const {
    const auto fail = [why](const QString& text) {
        if (why)
            *why = text;
        return QString();
    };
    const QVariantList choice = axis_->currentData().toList();
    const auto kind = static_cast<AxisKind>(choice.value(0).toInt());
    const QStringList values = listOf(values_->text());
    if (values.isEmpty())
        return fail(tr("Values: give at least one, separated by commas"));
    if (QSet<QString>(values.begin(), values.end()).size() != values.size())
        return fail(tr("Values: each value once"));
    const QStringList schedulers = listOf(schedulers_->text());
    if (schedulers.isEmpty())
        return fail(tr("Schedulers: give at least one (e.g. fifo, tiresias)"));
    QString seedWhy;
    const auto seeds = RunDialog::parseSeeds(seeds_->text(), &seedWhy);
    if (!seeds)
        return fail(tr("Seeds: %1").arg(seedWhy));
    if (outDir().isEmpty())
        return fail(tr("Results folder: choose one"));
    QString axis;
    switch (kind) {
    case AxisKind::Set:
        axis = QStringLiteral("  - name: nodes\n    set: %1\n    values: [%2]\n")
                   .arg(choice.value(1).toString(), values.join(QStringLiteral(", ")));
        break;
    case AxisKind::ArrivalRate:
        axis = QStringLiteral("  - name: arrival_rate\n    arrival_rate_scale: [%1]\n")
                   .arg(values.join(QStringLiteral(", ")));
        break;
    case AxisKind::Duration:
        axis = QStringLiteral("  - name: duration\n    duration_scale: [%1]\n")
                   .arg(values.join(QStringLiteral(", ")));
        break;
    case AxisKind::Path: {
        const QString path = path_->text().trimmed();
        if (path.isEmpty())
            return fail(tr("Path: name the value to sweep (e.g. engine.round_s)"));
        const QString name = path.section(QLatin1Char('.'), -1)
                                 .remove(QRegularExpression(QStringLiteral("[^A-Za-z0-9_]")));
        axis = QStringLiteral("  - name: %1\n    set: %2\n    values: [%3]\n")
                   .arg(name.isEmpty() ? QStringLiteral("value") : name, path,
                        values.join(QStringLiteral(", ")));
        break;
    }
    }
    QStringList seedText;
    for (quint64 s : *seeds)
        seedText << QString::number(s);
    // The name in single quotes: a scenario's name may hold any character.
    const QString name =
        QString::fromStdString(document_.scenario().name).replace(QLatin1Char('\''), "''");
    return QStringLiteral(
               "# Written by MAIFS Studio (Simulate > New Sweep); `maifs sweep` runs it.\n"
               "version: 1\nname: '%1-sweep'\nbase: %2\naxes:\n%3schedulers: [%4]\n"
               "seeds: [%5]\n")
        .arg(name, baseName, axis, schedulers.join(QStringLiteral(", ")),
             seedText.join(QStringLiteral(", ")));
}

} // namespace maifs::ui
