#pragma once

#include "core/sweep/capacity_search.h"

#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include <QFuture>
#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace maifs {
class Session;
}

namespace maifs::ui {

// "What is the smallest cluster that meets mean JCT <= 2 h?", asked of the open scenario from the
// GUI: the count of one kind of node is searched (searchCapacity: bracketing by doubling or
// halving from today's count, then bisection), each step run on the chosen seeds in the
// background and listed as it comes, with the answer at the end. The CLI's `maifs capacity`
// answers the same question by a YAML path.
class CapacitySearchPanel : public QGroupBox {
    Q_OBJECT

public:
    explicit CapacitySearchPanel(const Session& session, QWidget* parent = nullptr);
    ~CapacitySearchPanel() override;

    // The kind of node searched over (a node id: its shape), and the schedulers and seeds on
    // offer (the first scheduler is chosen unless the choice is still offered).
    void setKind(const std::string& nodeId);
    void setRuns(const std::vector<std::string>& schedulers, const std::vector<quint64>& seeds);

    // Starts the search; returns why not, or empty.
    QString search();
    void cancel();
    bool searching() const;

    QComboBox* metricBox() const { return metric_; }
    QDoubleSpinBox* boundBox() const { return bound_; }
    QComboBox* schedulerBox() const { return scheduler_; }
    QPushButton* searchButton() const { return searchButton_; }
    QTableWidget* stepsTable() const { return steps_; }
    QLabel* answerLabel() const { return answer_; }

signals:
    void searchFinished();

private:
    void addStep(long long count, const std::vector<double>& perSeed, double mean, bool met);
    void finish(const CapacitySearch& result, const QString& error);

    const Session& session_;
    std::string kind_;
    std::vector<quint64> seeds_;
    QComboBox* metric_;
    QDoubleSpinBox* bound_;
    QComboBox* scheduler_;
    QPushButton* searchButton_;
    QPushButton* cancelButton_;
    QTableWidget* steps_;
    QLabel* answer_;
    QFuture<void> future_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    int kindGpus_ = 0, otherGpus_ = 0;
};

} // namespace maifs::ui
