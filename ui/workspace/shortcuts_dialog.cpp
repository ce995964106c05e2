#include "ui/workspace/shortcuts_dialog.h"

#include "ui/replay/replay_view.h"

#include <algorithm>

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QTableWidget>
#include <QVBoxLayout>

namespace maifs::ui {

namespace {

// "&Save Scenario…" -> "Save Scenario"
QString plain(QString text) {
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QStringLiteral("…")))
        text.chop(1);
    return text;
}

// The menu an action sits in, as the menu bar names it ("File"), or empty.
QString menuOf(const QAction* action) {
    for (QObject* w : action->associatedObjects())
        if (const auto* menu = qobject_cast<const QMenu*>(w))
            return plain(menu->title());
    return {};
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QWidget* window, QWidget* parent)
    : QDialog(parent)
    , table_(new QTableWidget(this)) {
    setWindowTitle(tr("Keyboard Shortcuts"));
    setObjectName(QStringLiteral("shortcutsDialog"));
    struct Row {
        QString where, what, key;
    };
    std::vector<Row> rows;
    for (const QAction* a : window->findChildren<QAction*>()) {
        if (a->shortcut().isEmpty() || a->text().isEmpty())
            continue;
        rows.push_back(
            {menuOf(a), plain(a->text()), a->shortcut().toString(QKeySequence::NativeText)});
    }
    std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
        return std::tie(a.where, a.what) < std::tie(b.where, b.what);
    });
    for (const auto& key : ReplayView::keys())
        rows.push_back({tr("Replay tab"), key.what, key.key.toString(QKeySequence::NativeText)});
    rows.erase(
        std::unique(rows.begin(), rows.end(),
                    [](const Row& a, const Row& b) { return a.what == b.what && a.key == b.key; }),
        rows.end());
    table_->setObjectName(QStringLiteral("shortcuts"));
    table_->setColumnCount(3);
    table_->setHorizontalHeaderLabels({tr("Menu"), tr("Command"), tr("Keys")});
    table_->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < table_->rowCount(); ++r) {
        const Row& row = rows[static_cast<std::size_t>(r)];
        table_->setItem(r, 0, new QTableWidgetItem(row.where));
        table_->setItem(r, 1, new QTableWidgetItem(row.what));
        table_->setItem(r, 2, new QTableWidgetItem(row.key));
    }
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table_->resizeColumnToContents(0);
    table_->resizeColumnToContents(2);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_);
    layout->addWidget(buttons);
    resize(560, 520);
}

} // namespace maifs::ui
