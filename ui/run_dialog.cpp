#include "ui/run_dialog.h"

#include <algorithm>

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace maifs::ui {

RunDialog::RunDialog(const std::vector<std::string>& schedulers,
                     const std::vector<std::string>& checked, quint64 firstSeed, QWidget* parent)
    : QDialog(parent)
    , list_(new QListWidget(this))
    , seeds_(new QLineEdit(this)) {
    setWindowTitle(tr("Run Schedulers"));
    for (const auto& id : schedulers) {
        auto* item = new QListWidgetItem(QString::fromStdString(id), list_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(std::find(checked.begin(), checked.end(), id) != checked.end()
                                ? Qt::Checked
                                : Qt::Unchecked);
    }
    seeds_->setText(QStringLiteral("%1-%2").arg(firstSeed).arg(firstSeed + 2));
    seeds_->setPlaceholderText(tr("e.g. 1,2,3 or 1-5"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Run"));
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
    form->addRow(tr("Schedulers:"), list_);
    form->addRow(tr("Seeds:"), seeds_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

std::vector<std::string> RunDialog::schedulers() const {
    std::vector<std::string> out;
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->checkState() == Qt::Checked)
            out.push_back(list_->item(i)->text().toStdString());
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
