#pragma once

#include <optional>
#include <string>
#include <vector>

#include <QDialog>

class QLineEdit;
class QListWidget;

namespace maifs::ui {

// Simulate > Run: which schedulers, which seeds.
class RunDialog : public QDialog {
    Q_OBJECT

public:
    RunDialog(const std::vector<std::string>& schedulers, const std::vector<std::string>& checked,
              quint64 firstSeed, QWidget* parent = nullptr);

    std::vector<std::string> schedulers() const;
    // The seeds typed, or nothing (and why) when the text is not a list of seeds.
    std::optional<std::vector<quint64>> seeds(QString* why = nullptr) const;

    // "1,2,3", "1-5" or a mix ("1, 4-6"); at most 1,000 seeds.
    static std::optional<std::vector<quint64>> parseSeeds(const QString& text, QString* why);

    QListWidget* schedulerList() const { return list_; }
    QLineEdit* seedsEdit() const { return seeds_; }

private:
    QListWidget* list_;
    QLineEdit* seeds_;
};

} // namespace maifs::ui
