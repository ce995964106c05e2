#pragma once

#include "ui/common/run_library.h"

#include <QAbstractTableModel>

namespace maifs::ui {

// The run library as a table, newest first; follows the library's changes.
class RunLibraryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Finished,
        Scenario,
        Nodes,
        Gpus,
        Jobs,
        Scheduler,
        Seed,
        MeanJct,
        P95Jct,
        Makespan,
        GpuUtil,
        ColumnCount
    };

    explicit RunLibraryModel(RunLibrary* library, QObject* parent = nullptr);

    void unitsChanged();
    const LibraryRun& run(int row) const { return runs_.at(row); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void reload();

    RunLibrary* library_;
    QList<LibraryRun> runs_;
};

} // namespace maifs::ui
