#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTableView;

namespace maifs::ui {

class RunLibrary;
class RunLibraryModel;

// The Runs tab: every run kept in the workspace's run library (this session's and earlier ones,
// of any scenario), and the delta between two selected runs.
class RunsView : public QWidget {
    Q_OBJECT

public:
    RunsView(RunLibrary* library, QWidget* parent = nullptr);

    RunLibraryModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    // The delta shown for the two selected runs (empty unless exactly two are selected).
    QString delta() const;

private:
    void selectionChanged();
    void removeSelected();

    RunLibrary* library_;
    RunLibraryModel* model_;
    QTableView* table_;
    QLabel* where_;
    QPlainTextEdit* delta_;
};

} // namespace maifs::ui
