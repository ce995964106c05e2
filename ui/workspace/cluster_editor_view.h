#pragma once

#include <QList>
#include <QWidget>

class QTableView;

namespace maifs::ui {

class ClusterCanvas;
class ClusterSpecModel;
class NodeTableModel;
class ScenarioEditor;

// The topology editor (Cluster tab): the cluster section as written (templates, nodes, imports)
// in an editable table with add / duplicate / remove / import, edits applying to every selected
// row; below, the cluster drawn as racks of nodes and the node-by-node table.
class ClusterEditorView : public QWidget {
    Q_OBJECT

public:
    ClusterEditorView(ScenarioEditor* editor, NodeTableModel* nodes, QWidget* parent = nullptr);

    ClusterSpecModel* specModel() const { return spec_; }
    QTableView* specTable() const { return table_; }
    ClusterCanvas* canvas() const { return canvas_; }
    QList<int> selectedRows() const;

signals:
    void editRefused(const QString& reason);

private:
    void importInventory();

    ScenarioEditor* editor_;
    ClusterSpecModel* spec_;
    QTableView* table_;
    ClusterCanvas* canvas_;
};

} // namespace maifs::ui
