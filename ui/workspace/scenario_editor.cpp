#include "ui/workspace/scenario_editor.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QUndoCommand>
#include <QUndoStack>

namespace maifs::ui {

namespace {

// What errors name an unsaved document by; the files it names are absolute, so no folder matters.
const char* const kUntitledLabel = "untitled.yaml";

// The one edit command: a list of (path, before, after). Applied already when pushed (the editor
// checked it), so its first redo does nothing.
class SetScenarioValues : public QUndoCommand {
public:
    SetScenarioValues(ScenarioEditor* editor, std::vector<ScenarioChange> before,
                      std::vector<ScenarioChange> after, const QString& label)
        : QUndoCommand(label)
        , editor_(editor)
        , before_(std::move(before))
        , after_(std::move(after)) {}

    void redo() override {
        if (applied_) {
            applied_ = false;
            return;
        }
        editor_->apply(after_);
    }
    void undo() override { editor_->apply(before_); }

private:
    ScenarioEditor* editor_;
    std::vector<ScenarioChange> before_; // in reverse order of after_
    std::vector<ScenarioChange> after_;
    bool applied_ = true;
};

std::optional<std::string> toStd(const std::optional<QString>& s) {
    return s ? std::optional<std::string>(s->toStdString()) : std::nullopt;
}

std::optional<QString> toQt(const std::optional<std::string>& s) {
    return s ? std::optional<QString>(QString::fromStdString(*s)) : std::nullopt;
}

} // namespace

QString yamlScalar(const QString& text) {
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./+-]+$"));
    if (plain.match(text).hasMatch())
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
        .replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString yamlList(const std::vector<std::string>& items) {
    QStringList parts;
    for (const auto& i : items)
        parts << QString::fromStdString(i);
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

ScenarioEditor::ScenarioEditor(QObject* parent)
    : QObject(parent)
    , stack_(new QUndoStack(this)) {}

ScenarioEditor::~ScenarioEditor() = default;

QString ScenarioEditor::open(const QString& path) {
    try {
        document_ = ScenarioDocument::fromFile(QDir::toNativeSeparators(path).toStdString());
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    untitled_ = false;
    stack_->clear();
    emit changed();
    return {};
}

QString ScenarioEditor::openUntitled(const QString& text) {
    try {
        document_ = ScenarioDocument::fromText(text.toStdString(), kUntitledLabel);
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    untitled_ = true;
    stack_->clear();
    emit changed();
    return {};
}

QString ScenarioEditor::change(const std::vector<ScenarioChange>& changes, const QString& label) {
    if (!document_)
        return tr("No scenario is open.");
    if (guard_)
        if (const QString reason = guard_(); !reason.isEmpty())
            return reason;
    std::vector<ScenarioChange> before;
    try {
        for (const auto& c : changes) {
            const std::string path = c.path.toStdString();
            before.insert(before.begin(), {c.path, toQt(document_->value(path))});
            document_->set(path, toStd(c.yaml));
        }
    } catch (const std::exception& e) {
        // Put back what was applied, newest first; `before` holds one entry more than applied.
        before.erase(before.begin());
        for (const auto& b : before)
            document_->set(b.path.toStdString(), toStd(b.yaml));
        return QString::fromStdString(e.what());
    }
    stack_->push(new SetScenarioValues(this, std::move(before), changes, label));
    emit changed();
    return {};
}

void ScenarioEditor::apply(const std::vector<ScenarioChange>& changes) {
    // Each state on the stack was valid when it was made, so replaying it cannot fail; if it ever
    // did, the document keeps its last valid reading.
    for (const auto& c : changes) {
        try {
            document_->set(c.path.toStdString(), toStd(c.yaml));
        } catch (const std::exception&) {
        }
    }
    emit changed();
}

QString ScenarioEditor::appendEntry(const QString& path, const QString& itemYaml,
                                    const QString& label) {
    if (!document_)
        return tr("No scenario is open.");
    const std::string p = path.toStdString();
    std::vector<std::string> entries = document_->items(p);
    if (entries.empty())
        if (const auto single = document_->value(p))
            entries.push_back(*single);
    entries.push_back(itemYaml.toStdString());
    return change(path, yamlList(entries), label);
}

QString ScenarioEditor::reference(const QString& file) const {
    const QString absolute = QFileInfo(file).absoluteFilePath();
    if (!document_ || untitled_)
        return absolute;
    const QDir base = QFileInfo(QString::fromStdString(document_->file())).absoluteDir();
    const QString rel = base.relativeFilePath(absolute);
    return rel.startsWith(QStringLiteral("..")) ? absolute : rel;
}

QString ScenarioEditor::save(const QString& path) {
    if (!document_)
        return tr("No scenario is open.");
    const std::string target = QDir::toNativeSeparators(path).toStdString();
    const bool moved =
        untitled_ || QFileInfo(path).absolutePath() !=
                         QFileInfo(QString::fromStdString(document_->file())).absolutePath();
    // Into another folder, the files the scenario names are rewritten to be found from there
    // (moveTo); the copy is checked to read before anything is written or changed.
    std::optional<ScenarioDocument> rebased;
    bool rewritten = false;
    if (moved) {
        try {
            rebased = ScenarioDocument::fromText(document_->text(), document_->file());
            rewritten = rebased->moveTo(target);
        } catch (const std::exception& e) {
            return tr("Not saved: in %1 the scenario would not read (%2).")
                .arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath()),
                     QString::fromStdString(e.what()));
        }
    }
    const std::string text = rebased ? rebased->text() : document_->text();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    file.write(text.data(), static_cast<qint64>(text.size()));
    if (!file.commit())
        return file.errorString();
    if (rebased)
        document_ = std::move(*rebased);
    document_->setFile(target);
    untitled_ = false;
    // The history's states name files as the old folder saw them: undoing into one would point
    // at the wrong file, so a save that rewrote names starts a new history.
    if (rewritten) {
        stack_->clear();
        emit filesRenamed();
    }
    stack_->setClean();
    emit changed();
    return {};
}

bool ScenarioEditor::isModified() const {
    return untitled_ || !stack_->isClean();
}

} // namespace maifs::ui
