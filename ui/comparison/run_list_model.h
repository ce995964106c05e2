#pragma once

#include <QAbstractTableModel>
#include <QList>

namespace maifs::ui {

class RunManager;

// The runs started in this session, with their progress and outcome: what the Run Queue dock
// shows (one progress bar per run).
class RunListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Scheduler, Seed, Progress, State, ColumnCount };
    enum class RunState { Running, Done, Failed, Cancelled };

    explicit RunListModel(RunManager* runs, QObject* parent = nullptr);

    // A run RunManager::start returned.
    void addRun(int id, const QString& scheduler, quint64 seed);
    int runId(int row) const { return rows_.at(row).id; }
    RunState state(int row) const { return rows_.at(row).state; }
    double progress(int row) const { return rows_.at(row).progress; }
    void clearFinished();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    int rowOf(int id) const;

    struct Row {
        int id;
        QString scheduler;
        quint64 seed;
        double progress = 0;
        RunState state = RunState::Running;
        QString message;
    };
    QList<Row> rows_;
};

} // namespace maifs::ui
