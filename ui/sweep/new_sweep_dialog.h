#pragma once

#include "core/session/scenario_document.h"

#include <QDialog>
#include <QString>

class QComboBox;
class QLabel;
class QLineEdit;

namespace maifs::ui {

// Simulate > New Sweep: a grid over one axis of the open scenario (nodes of a generate template,
// the arrival rate, the durations, or any value at a path) x schedulers x seeds, into a folder. It
// writes the sweep file `maifs sweep` reads (docs/sweeps.md), so the studio's sweep and the command
// line's are the same thing.
class NewSweepDialog : public QDialog {
    Q_OBJECT

public:
    NewSweepDialog(const ScenarioDocument& document, const QString& defaultOut,
                   QWidget* parent = nullptr);

    // The sweep file for a base scenario written beside it as `baseName`, or an empty string with
    // `why` (no value, a value twice, no scheduler, bad seeds).
    QString sweepText(const QString& baseName, QString* why) const;
    QString outDir() const;

    QComboBox* axisBox() const { return axis_; }
    QLineEdit* pathEdit() const { return path_; }
    QLineEdit* valuesEdit() const { return values_; }
    QLineEdit* schedulersEdit() const { return schedulers_; }
    QLineEdit* seedsEdit() const { return seeds_; }
    QLineEdit* outEdit() const { return out_; }
    QLabel* errorLabel() const { return error_; }
    // Shows why the sweep could not start and keeps the dialog open.
    void showError(const QString& why);

private:
    const ScenarioDocument& document_;
    QComboBox* axis_;
    QLineEdit* path_;
    QLineEdit* values_;
    QLineEdit* schedulers_;
    QLineEdit* seeds_;
    QLineEdit* out_;
    QLabel* error_;
};

} // namespace maifs::ui
