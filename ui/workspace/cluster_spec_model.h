#pragma once

#include "core/session/scenario_document.h"

#include <QAbstractTableModel>

namespace maifs::ui {

class ScenarioEditor;

// The topology editor's table: the cluster section of the open scenario as written, one row per
// `generate` template, node and imported inventory. Editing a cell changes the document through
// the editor (undoable); templates and nodes are editable, imports are read-only.
class ClusterSpecModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Kind, Id, Rack, Count, GpuModel, Gpus, Cpus, MemGb, Interconnect, ColumnCount };

    explicit ClusterSpecModel(ScenarioEditor* editor, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // The same value in one column of several rows, as one undo step (multi-select edit).
    QString setColumn(const QList<int>& rows, int column, const QString& value);
    // Node rows: a new node like `likeRow` (or a default 8-GPU node) with a fresh id.
    QString addNode(int likeRow = -1);
    // Copies of the given node and template rows (nodes get fresh ids).
    QString duplicate(const QList<int>& rows);
    // Removes the given rows (the scenario must keep at least one node).
    QString remove(const QList<int>& rows);
    // Adds an inventory import: a `cluster.import` entry (YAML flow text, as the import wizard
    // writes it) as one undoable edit.
    QString addImport(const QString& entryYaml, const QString& label);

    const ClusterEntry& entry(int row) const { return entries_[static_cast<std::size_t>(row)]; }

signals:
    // An edit was refused: why (the reader's file, field and message).
    void editRefused(const QString& reason);

private:
    void reload();
    QString keyOf(int row, int column) const;

    ScenarioEditor* editor_;
    std::vector<ClusterEntry> entries_;
};

} // namespace maifs::ui
