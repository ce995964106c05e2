#pragma once

#include "core/session/scenario_document.h"

#include <functional>
#include <optional>
#include <vector>

#include <QObject>
#include <QString>

class QUndoStack;

namespace maifs::ui {

// One value of the scenario document to change: its path and the new YAML text (nullopt removes).
struct ScenarioChange {
    QString path;
    std::optional<QString> yaml;
};

// A value typed by the user as YAML: numbers and plain words as they are, anything else quoted.
QString yamlScalar(const QString& text);
// Items (YAML flow text) as a YAML flow list.
QString yamlList(const std::vector<std::string>& items);

// The open scenario document and its edit history, which it owns (as Tiled's Document owns its
// QUndoStack): views and menus take the stack from it. Every edit is one SetScenarioValues command
// on the undo stack (one generic command for every field, list and section); an edit that would
// make the scenario invalid is refused with the reader's message and leaves the document unchanged.
class ScenarioEditor : public QObject {
    Q_OBJECT

public:
    explicit ScenarioEditor(QObject* parent = nullptr);
    ~ScenarioEditor() override;

    // Replaces the document (and clears the history) only when the file reads; otherwise returns
    // why (file:line:col: field: message) and keeps the open one.
    QString open(const QString& path);
    // Replaces the document with an untitled one read from `text` (a new scenario; the files it
    // names should be absolute); it counts as modified until saved. Returns why not, if not.
    QString openUntitled(const QString& text);
    bool isUntitled() const { return untitled_; }
    bool hasDocument() const { return document_.has_value(); }
    const ScenarioDocument& document() const { return *document_; }
    QUndoStack* undoStack() const { return stack_; }

    // Applies the changes in order as one undo step; returns an empty string or why not.
    QString change(const std::vector<ScenarioChange>& changes, const QString& label);
    QString change(const QString& path, const std::optional<QString>& yaml, const QString& label) {
        return change(std::vector<ScenarioChange>{{path, yaml}}, label);
    }

    // Appends an entry (YAML flow text) to a section that holds one entry or a list of them
    // (`cluster.import`, `workload.trace`), as one undoable edit; returns an empty string or why
    // not.
    QString appendEntry(const QString& path, const QString& itemYaml, const QString& label);
    // How the scenario should name a file: relative to its own folder when the file is inside it
    // (so that the two move together), absolute otherwise.
    QString reference(const QString& file) const;

    // Writes the document atomically (QSaveFile) and marks the history clean. Into another folder
    // the files the scenario names are rewritten to be found from there (relative when inside it,
    // else absolute; filesRenamed). Returns an empty string or why not.
    QString save(const QString& path);
    bool isModified() const;

    // When set and returning a reason, edits are refused with it (e.g. while runs use the
    // scenario).
    void setEditGuard(std::function<QString()> guard) { guard_ = std::move(guard); }

    // Applies values without the history: the undo command's side (public for the command only).
    void apply(const std::vector<ScenarioChange>& changes);

signals:
    // The scenario was re-read: after an edit, undo, redo, open or save-as.
    void changed();
    // A save into another folder rewrote the file names in the scenario; the undo history,
    // written in the old names, was cleared.
    void filesRenamed();

private:
    QUndoStack* stack_; // a child: lives as long as the document
    std::optional<ScenarioDocument> document_;
    std::function<QString()> guard_;
    bool untitled_ = false;
};

} // namespace maifs::ui
