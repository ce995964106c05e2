#include "ui/comparison/runs_view.h"

#include "ui/common/run_library.h"
#include "ui/comparison/run_library_model.h"

#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace maifs::ui {

RunsView::RunsView(RunLibrary* library, QWidget* parent)
    : QWidget(parent)
    , library_(library)
    , model_(new RunLibraryModel(library, this))
    , table_(new QTableView(this))
    , where_(new QLabel(this))
    , delta_(new QPlainTextEdit(this)) {
    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(model_);
    proxy->setSortRole(Qt::UserRole);
    table_->setModel(proxy);
    table_->setSortingEnabled(true);
    table_->sortByColumn(-1, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    delta_->setReadOnly(true);
    delta_->setPlaceholderText(tr("Select two runs to see what differs between them and how each "
                                  "metric changed (the first selected is the baseline)."));
    auto* remove = new QPushButton(tr("Delete Selected Runs"), this);
    connect(remove, &QPushButton::clicked, this, &RunsView::removeSelected);
    const auto updateWhere = [this] {
        where_->setText(tr("Run library: %1 (%2 runs). Every finished run is kept here.")
                            .arg(QDir::toNativeSeparators(library_->file()))
                            .arg(model_->rowCount()));
    };
    connect(model_, &QAbstractItemModel::modelReset, this, updateWhere);
    updateWhere();
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RunsView::selectionChanged);

    auto* top = new QHBoxLayout;
    top->addWidget(where_, 1);
    top->addWidget(remove);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(table_);
    split->addWidget(delta_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
}

QString RunsView::delta() const {
    return delta_->toPlainText();
}

void RunsView::selectionChanged() {
    // In the order the user picked them: the first is the baseline.
    QList<int> rows;
    for (const QModelIndex& i : table_->selectionModel()->selectedRows())
        rows << static_cast<QSortFilterProxyModel*>(table_->model())->mapToSource(i).row();
    delta_->setPlainText(rows.size() == 2 ? runDelta(model_->run(rows[0]), model_->run(rows[1]))
                                          : QString());
}

void RunsView::removeSelected() {
    QList<qint64> ids;
    for (const QModelIndex& i : table_->selectionModel()->selectedRows())
        ids << model_
                   ->run(static_cast<QSortFilterProxyModel*>(table_->model())->mapToSource(i).row())
                   .id;
    if (ids.isEmpty())
        return;
    if (const QString error = library_->remove(ids); !error.isEmpty())
        QMessageBox::warning(this, tr("Cannot delete runs"), error);
}

} // namespace maifs::ui
