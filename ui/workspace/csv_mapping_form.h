#pragma once

#include "core/io/trace/importers.h"

#include <map>
#include <string>
#include <vector>

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;

namespace maifs::ui {

// Which column of a generic CSV holds each field of a job (or of a node), whether the first row is
// a header, and the units: the `columns:` mapping of docs/traces.md as a form. Columns are offered
// by header name, or by number for a file without a header; fields start at the column whose name
// suggests them (submit_time -> submit, num_gpus -> gpus, ...).
class CsvMappingForm : public QWidget {
    Q_OBJECT
public:
    explicit CsvMappingForm(bool nodes, QWidget* parent = nullptr);

    // The file's first row (header names, or the first data row without a header).
    void setFirstRow(const std::vector<std::string>& firstRow, bool header);
    bool header() const;
    // A JSON log's keys always name its fields: the header box is then checked and locked.
    void setHeaderFixed(bool fixed);

    CsvMapping jobMapping() const;
    NodeCsvMapping nodeMapping() const;
    // The mapping as scenario keys inside an entry's braces ("columns: {...}, time_unit: min").
    QString yamlKeys() const;
    // What the mapping still lacks (e.g. "map the submit time"), empty when it is complete.
    QString missing() const;

signals:
    void changed();

private:
    void refillColumns();
    std::map<std::string, std::string> columns() const;

    bool nodes_;
    std::vector<std::string> firstRow_;
    QCheckBox* header_;
    std::vector<std::pair<std::string, QComboBox*>> fields_;
    QComboBox* timeFormat_ = nullptr;
    QComboBox* timeUnit_ = nullptr;
    QComboBox* durationUnit_ = nullptr;
    QComboBox* memUnit_;
};

} // namespace maifs::ui
