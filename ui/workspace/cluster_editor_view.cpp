#include "ui/workspace/cluster_editor_view.h"

#include "ui/charts/cluster_canvas.h"
#include "ui/workspace/cluster_spec_model.h"
#include "ui/workspace/import_wizard.h"
#include "ui/workspace/node_table_model.h"
#include "ui/workspace/scenario_editor.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace maifs::ui {

namespace {

// Spreadsheet-style: a value typed into one of several selected rows goes to all of them, as one
// undo step.
class SelectedRowsDelegate : public QStyledItemDelegate {
public:
    SelectedRowsDelegate(ClusterEditorView* view, ClusterSpecModel* model)
        : QStyledItemDelegate(view)
        , view_(view)
        , model_(model) {}

    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override {
        const QList<int> rows = view_->selectedRows();
        if (rows.size() > 1 && rows.contains(index.row())) {
            auto* line = qobject_cast<QLineEdit*>(editor);
            model_->setColumn(rows, index.column(), line ? line->text() : QString());
            return;
        }
        QStyledItemDelegate::setModelData(editor, model, index);
    }

private:
    ClusterEditorView* view_;
    ClusterSpecModel* model_;
};

QTableView* plainTable(QWidget* parent) {
    auto* view = new QTableView(parent);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return view;
}

} // namespace

ClusterEditorView::ClusterEditorView(ScenarioEditor* editor, NodeTableModel* nodes, QWidget* parent)
    : QWidget(parent)
    , editor_(editor)
    , spec_(new ClusterSpecModel(editor, this))
    , table_(plainTable(this))
    , canvas_(new ClusterCanvas(this)) {
    table_->setModel(spec_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    table_->setItemDelegate(new SelectedRowsDelegate(this, spec_));
    connect(spec_, &ClusterSpecModel::editRefused, this, &ClusterEditorView::editRefused);

    auto* tools = new QToolBar(this);
    tools->addAction(tr("Add Node"), this, [this] {
        const QList<int> rows = selectedRows();
        spec_->addNode(rows.isEmpty() ? -1 : rows.constLast());
    });
    tools->addAction(tr("Duplicate"), this, [this] { spec_->duplicate(selectedRows()); });
    tools->addAction(tr("Remove"), this, [this] { spec_->remove(selectedRows()); });
    tools->addSeparator();
    tools->addAction(tr("Import Inventory…"), this, &ClusterEditorView::importInventory);

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(canvas_);
    scroll->setWidgetResizable(true);
    auto* nodeView = plainTable(this);
    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(nodes);
    proxy->setSortRole(Qt::UserRole);
    nodeView->setModel(proxy);
    nodeView->setSortingEnabled(true);
    auto* below = new QTabWidget(this);
    below->addTab(scroll, tr("Map"));
    below->addTab(nodeView, tr("Nodes"));

    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(tools);
    topLayout->addWidget(table_);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(below);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(editor_, &ScenarioEditor::changed, this, [this] {
        canvas_->setScenario(editor_->hasDocument() ? editor_->document().scenarioHandle()
                                                    : nullptr);
    });
    // Selecting rows lights up their nodes on the map; clicking a node selects its row.
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        QSet<QString> ids;
        for (int row : selectedRows()) {
            const auto& fields = spec_->entry(row).fields;
            if (spec_->entry(row).kind == ClusterEntry::Kind::Node && fields.count("id"))
                ids.insert(QString::fromStdString(fields.at("id")));
        }
        canvas_->setHighlighted(ids);
    });
    connect(canvas_, &ClusterCanvas::nodeClicked, this, [this](const QString& id) {
        for (int row = 0; row < spec_->rowCount(); ++row) {
            const auto& e = spec_->entry(row);
            if (e.kind == ClusterEntry::Kind::Node && e.fields.count("id") &&
                QString::fromStdString(e.fields.at("id")) == id) {
                table_->selectRow(row);
                return;
            }
        }
        canvas_->setHighlighted({id});
    });
}

QList<int> ClusterEditorView::selectedRows() const {
    QList<int> rows;
    for (const QModelIndex& i : table_->selectionModel()->selectedRows())
        rows << i.row();
    std::sort(rows.begin(), rows.end());
    return rows;
}

void ClusterEditorView::importInventory() {
    if (!editor_->hasDocument())
        return;
    // The same wizard as File > Import Cluster: format sniffed, a CSV mapped, the nodes previewed.
    ImportWizard wizard(ImportWizard::Kind::Nodes, importTargetOf(*editor_), this);
    if (wizard.exec() == QDialog::Accepted)
        spec_->addImport(wizard.entryYaml(), tr("Import inventory %1").arg(wizard.fileName()));
}

} // namespace maifs::ui
