#pragma once

#include <optional>
#include <string>
#include <vector>

#include <QDialog>

class QLineEdit;
class QTableWidget;

namespace maifs {
class SchedulerRegistry;
}

namespace maifs::ui {

// A scheduler the dialog offers, with the allocation modes it also runs in ("tune" for
// "fifo+tune"; Synergy's modes, docs/schedulers.md) besides its own default.
struct SchedulerOffer {
    std::string id;
    std::string description;
    std::vector<std::string> modes;
};

// Simulate > Run: which schedulers in which allocation modes, which seeds. One row per scheduler,
// one column per mode, so that "MAIFS against FIFO+TUNE" is two ticks.
class RunDialog : public QDialog {
    Q_OBJECT

public:
    // `checked` holds full ids ("sjf", "fifo+tune").
    RunDialog(const std::vector<SchedulerOffer>& offers, const std::vector<std::string>& checked,
              quint64 firstSeed, QWidget* parent = nullptr);

    // The registry's schedulers among `ids`, with the modes each accepts.
    static std::vector<SchedulerOffer> offersOf(const SchedulerRegistry& registry,
                                                const std::vector<std::string>& ids);
    // The dialog's mode columns after the default one.
    static const std::vector<std::string>& modeColumns();

    // The ticked runs as scheduler ids, row by row ("fifo", "fifo+tune", "maifs", ...).
    std::vector<std::string> schedulers() const;
    // The seeds typed, or nothing (and why) when the text is not a list of seeds.
    std::optional<std::vector<quint64>> seeds(QString* why = nullptr) const;

    // "1,2,3", "1-5" or a mix ("1, 4-6"); at most 1,000 seeds.
    static std::optional<std::vector<quint64>> parseSeeds(const QString& text, QString* why);

    QTableWidget* schedulerTable() const { return table_; }
    QLineEdit* seedsEdit() const { return seeds_; }

private:
    std::vector<SchedulerOffer> offers_;
    QTableWidget* table_;
    QLineEdit* seeds_;
};

} // namespace maifs::ui
