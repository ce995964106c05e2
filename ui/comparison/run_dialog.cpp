#include "ui/comparison/run_dialog.h"

#include "core/sched/registry.h"

#include <algorithm>

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace maifs::ui {

const std::vector<std::string>& RunDialog::modeColumns() {
    static const std::vector<std::string> modes = {"greedy", "tune", "opt"};
    return modes;
}

std::vector<SchedulerOffer> RunDialog::offersOf(const SchedulerRegistry& registry,
                                                const std::vector<std::string>& ids) {
    std::vector<SchedulerOffer> out;
    for (const auto& id : ids) {
        const SchedulerInfo* info = registry.find(id);
        if (!info)
            continue;
        SchedulerOffer offer{id, info->description, {}};
        if (info->allocationModes)
            offer.modes = {"greedy", "tune"};
        if (info->optMode)
            offer.modes.push_back("opt");
        if (info->roundTune) // the MAIFS family: its own sizing, and the rounds' re-growth
            offer.modes = {"tune"};
        out.push_back(std::move(offer));
    }
    return out;
}

RunDialog::RunDialog(const std::vector<SchedulerOffer>& offers,
                     const std::vector<std::string>& checked, quint64 firstSeed, QWidget* parent)
    : QDialog(parent)
    , offers_(offers)
    , table_(new QTableWidget(static_cast<int>(offers.size()),
                              1 + static_cast<int>(modeColumns().size()), this))
    , seeds_(new QLineEdit(this)) {
    setWindowTitle(tr("Run Schedulers"));
    const auto isChecked = [&](const std::string& id) {
        return std::find(checked.begin(), checked.end(), id) != checked.end();
    };
    QStringList headers{tr("Scheduler (its own allocation)")};
    for (const auto& m : modeColumns())
        headers << QLatin1Char('+') + QString::fromStdString(m);
    table_->setHorizontalHeaderLabels(headers);
    table_->horizontalHeaderItem(1)->setToolTip(
        tr("CPU and memory at the model's best case, or the job waits (Synergy-GREEDY)"));
    table_->horizontalHeaderItem(2)->setToolTip(
        tr("Best case where it fits, else the GPU-proportional share, running jobs re-sized each "
           "round (Synergy-TUNE)"));
    table_->horizontalHeaderItem(3)->setToolTip(
        tr("CPU and memory of each decision's new jobs chosen together by a linear program "
           "(Synergy-OPT)"));
    for (int row = 0; row < static_cast<int>(offers.size()); ++row) {
        const SchedulerOffer& o = offers[static_cast<std::size_t>(row)];
        auto* name = new QTableWidgetItem(QString::fromStdString(o.id));
        name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        name->setCheckState(isChecked(o.id) ? Qt::Checked : Qt::Unchecked);
        name->setToolTip(QString::fromStdString(o.description));
        table_->setItem(row, 0, name);
        for (int c = 0; c < static_cast<int>(modeColumns().size()); ++c) {
            const std::string& mode = modeColumns()[static_cast<std::size_t>(c)];
            auto* cell = new QTableWidgetItem;
            if (std::find(o.modes.begin(), o.modes.end(), mode) != o.modes.end()) {
                cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
                cell->setCheckState(isChecked(o.id + '+' + mode) ? Qt::Checked : Qt::Unchecked);
                cell->setToolTip(QString::fromStdString(o.id + '+' + mode));
            } else {
                cell->setFlags(Qt::NoItemFlags); // this scheduler has no such mode
            }
            table_->setItem(row, 1 + c, cell);
        }
    }
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->setMinimumWidth(460);
    table_->setMinimumHeight(std::min(14, table_->rowCount() + 1) *
                             table_->verticalHeader()->defaultSectionSize());
    seeds_->setText(QStringLiteral("%1-%2").arg(firstSeed).arg(firstSeed + 2));
    seeds_->setPlaceholderText(tr("e.g. 1,2,3 or 1-5"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Run"));
    auto* clear = buttons->addButton(tr("Clear"), QDialogButtonBox::ResetRole);
    connect(clear, &QPushButton::clicked, this, [this] {
        for (int row = 0; row < table_->rowCount(); ++row)
            for (int c = 0; c < table_->columnCount(); ++c)
                if (table_->item(row, c)->flags() & Qt::ItemIsUserCheckable)
                    table_->item(row, c)->setCheckState(Qt::Unchecked);
    });
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        QString why;
        if (this->schedulers().empty())
            why = tr("Choose at least one scheduler.");
        else
            seeds(&why);
        if (!why.isEmpty()) {
            QMessageBox::warning(this, tr("Run Schedulers"), why);
            return;
        }
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout;
    form->addRow(tr("Schedulers:"), table_);
    form->addRow(tr("Seeds:"), seeds_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

std::vector<std::string> RunDialog::schedulers() const {
    std::vector<std::string> out;
    for (int row = 0; row < table_->rowCount(); ++row) {
        const std::string id = offers_[static_cast<std::size_t>(row)].id;
        if (table_->item(row, 0)->checkState() == Qt::Checked)
            out.push_back(id);
        for (int c = 0; c < static_cast<int>(modeColumns().size()); ++c) {
            const QTableWidgetItem* cell = table_->item(row, 1 + c);
            if ((cell->flags() & Qt::ItemIsUserCheckable) && cell->checkState() == Qt::Checked)
                out.push_back(id + '+' + modeColumns()[static_cast<std::size_t>(c)]);
        }
    }
    return out;
}

std::optional<std::vector<quint64>> RunDialog::seeds(QString* why) const {
    return parseSeeds(seeds_->text(), why);
}

std::optional<std::vector<quint64>> RunDialog::parseSeeds(const QString& text, QString* why) {
    constexpr std::size_t kMaxSeeds = 1000;
    std::vector<quint64> out;
    const auto fail = [&](const QString& reason) {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString p = part.trimmed();
        const QStringList range = p.split(QLatin1Char('-'));
        bool okA = false, okB = true;
        const quint64 a = range.value(0).trimmed().toULongLong(&okA);
        const quint64 b = range.size() == 2 ? range.value(1).trimmed().toULongLong(&okB) : a;
        if (range.size() > 2 || !okA || !okB)
            return fail(tr("'%1' is not a seed or a range of seeds (e.g. 4 or 1-5)").arg(p));
        if (b < a)
            return fail(tr("the range %1 ends before it starts").arg(p));
        if (b - a >= kMaxSeeds || out.size() + (b - a + 1) > kMaxSeeds)
            return fail(tr("more than %1 seeds").arg(kMaxSeeds));
        for (quint64 s = a; s <= b; ++s)
            if (std::find(out.begin(), out.end(), s) == out.end())
                out.push_back(s);
    }
    if (out.empty())
        return fail(tr("no seed given (e.g. 1,2,3 or 1-5)"));
    return out;
}

} // namespace maifs::ui
