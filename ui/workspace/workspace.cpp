#include "ui/workspace/workspace.h"

#include "core/io/run_writer.h"
#include "core/marl/rl_module.h"
#include "ui/comparison/comparison_model.h"
#include "ui/comparison/run_list_model.h"
#include "ui/comparison/run_manager.h"
#include "ui/comparison/run_shelf.h"
#include "ui/replay/live_run.h"
#include "ui/workspace/scenario_editor.h"

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <tuple>

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace maifs::ui {

Workspace::Workspace(QObject* parent)
    : QObject(parent)
    , session_(std::make_unique<Session>(marl::registerMaifsSchedulersOnDemand)) {
    editor_ = new ScenarioEditor(this);
    editor_->setEditGuard([this] {
        return simulating() ? tr("Cancel or wait for the running simulations before "
                                 "editing the scenario.")
                            : QString();
    });
    connect(editor_, &ScenarioEditor::changed, this, &Workspace::documentChanged);
    comparison_ = new ComparisonModel(this);
    runs_ = new RunManager(*session_, this);
    shelf_ = new RunShelf(*session_, 1, this);
    runList_ = new RunListModel(runs_, this);
    connect(runs_, &RunManager::finished, this, [this](int run) {
        // Taken from the run manager (which lets it go): from here the shelf decides how long
        // the record stays in memory.
        const Session::RunResult result = runs_->take(run);
        comparison_->add(result);
        if (result.record)
            shelf_->add(result, session_->scenarioHandle());
        ++runsDone_;
        emit runJoined(result);
        if (result.record)
            emit shelfChanged();
        emit runStateChanged();
    });
    connect(runs_, &RunManager::failed, this, [this](int, const QString& why) {
        ++runsDone_;
        emit runFailed(why);
        emit runStateChanged();
    });
}

Workspace::~Workspace() {
    // Runs hold a reference to the session: stop them before it goes.
    delete live_;
    live_ = nullptr;
    runs_->cancelAll();
    runs_->waitForAll();
}

QUndoStack* Workspace::undoStack() const {
    return editor_->undoStack();
}

QString Workspace::open(const QString& path) {
    if (simulating())
        return tr("Cancel or wait for the running simulations before opening another scenario.");
    opening_ = true;
    const QString error = editor_->open(path);
    opening_ = false;
    if (error.isEmpty())
        path_ = QFileInfo(path).absoluteFilePath();
    return error;
}

QString Workspace::openUntitled(const QString& text) {
    if (simulating())
        return tr("Cancel or wait for the running simulations before starting another scenario.");
    opening_ = true;
    const QString error = editor_->openUntitled(text);
    opening_ = false;
    if (error.isEmpty())
        path_.clear();
    return error;
}

QString Workspace::save(const QString& path, bool* renamedFiles) {
    bool renamed = false;
    const auto connection =
        connect(editor_, &ScenarioEditor::filesRenamed, this, [&renamed] { renamed = true; });
    const QString error = editor_->save(path);
    disconnect(connection);
    if (renamedFiles)
        *renamedFiles = renamed;
    if (error.isEmpty())
        path_ = QFileInfo(path).absoluteFilePath();
    return error;
}

void Workspace::documentChanged() {
    if (!editor_->hasDocument())
        return;
    // Runs in flight keep the scenario they started with. The comparison survives an edit: the
    // rows of the version before it are kept, labelled by it ([v1], [v2], ...), beside the runs
    // of this one; another scenario starts afresh.
    const std::string text = editor_->document().text();
    if (opening_ || documentText_.empty()) {
        comparison_->clear();
        scenarioVersion_ = 1;
    } else if (text != documentText_) {
        if (comparison_->rowCount() > 0)
            comparison_->keepAsVersion(QStringLiteral("v%1").arg(scenarioVersion_));
        ++scenarioVersion_;
    }
    documentText_ = text;
    session_->use(editor_->document().scenarioHandle());
    shelf_->clear();
    emit scenarioChanged();
    emit shelfChanged();
    emit runStateChanged();
}

bool Workspace::startRuns(const std::vector<std::string>& schedulers,
                          const std::vector<quint64>& seeds) {
    if (!session_->loaded() || simulating())
        return false;
    comparison_->clearCurrent(); // earlier versions' rows stay, for before and after
    QStringList order;
    for (const auto& id : schedulers)
        order << QString::fromStdString(id);
    comparison_->setOrder(order);
    shelf_->clear();
    runList_->clearFinished();
    runsStarted_ = runsDone_ = 0;
    runsClock_.start();
    emit shelfChanged();
    addRuns(schedulers, seeds);
    return true;
}

void Workspace::addRuns(const std::vector<std::string>& schedulers,
                        const std::vector<quint64>& seeds) {
    if (!session_->loaded())
        return;
    for (const auto& id : schedulers)
        for (quint64 seed : seeds) {
            const QString scheduler = QString::fromStdString(id);
            runList_->addRun(runs_->start(scheduler, seed), scheduler, seed);
            ++runsStarted_;
        }
    emit runStateChanged();
}

LiveRun* Workspace::startLiveRun(const QString& scheduler, quint64 seed) {
    if (!session_->loaded())
        return nullptr;
    delete live_;
    live_ = new LiveRun(*session_, scheduler, seed, this);
    connect(live_, &LiveRun::finished, this, [this](const Session::RunResult& result) {
        comparison_->add(result);
        shelf_->add(result, session_->scenarioHandle());
        live_->deleteLater();
        live_ = nullptr;
        emit liveRunEnded(true, {});
        emit shelfChanged();
        emit runStateChanged();
    });
    connect(live_, &LiveRun::failed, this, [this](const QString& error) {
        live_->deleteLater();
        live_ = nullptr;
        emit liveRunEnded(false, error);
        emit runStateChanged();
    });
    live_->start();
    emit runStateChanged();
    return live_;
}

void Workspace::cancelLiveRun() {
    if (!live_)
        return;
    delete live_; // cancels its thread and waits for it; no signal follows
    live_ = nullptr;
    emit liveRunEnded(false, {});
    emit runStateChanged();
}

void Workspace::cancelAll() {
    runs_->cancelAll();
    cancelLiveRun();
}

bool Workspace::simulating() const {
    // A live run counts: its result joins the comparison of the scenario it started on.
    return runs_->running() > 0 || live_ != nullptr;
}

double Workspace::runsElapsedSeconds() const {
    return runsClock_.isValid() ? static_cast<double>(runsClock_.elapsed()) / 1000.0 : -1;
}

QString Workspace::exportRunFiles(const QString& dir) {
    if (shelf_->size() == 0)
        return tr("No finished runs to export: compare the schedulers first.");
    // The CLI's own writers: the files are those of `maifs compare --out` for the same runs.
    std::vector<SummaryRow> rows;
    try {
        const std::filesystem::path root = QDir::toNativeSeparators(dir).toStdString();
        for (int i = 0; i < shelf_->size(); ++i) {
            const RunShelf::Entry& run = shelf_->at(i);
            // (re-simulated, one at a time, when its record was let go)
            const std::shared_ptr<const RunRecord> record = shelf_->record(i);
            if (!record)
                return tr("Could not re-simulate %1, seed %2 for its run files.")
                    .arg(QString::fromStdString(run.scheduler))
                    .arg(run.seed);
            rows.push_back({run.scheduler, run.seed, "", run.summary});
            writeRunFiles((root / runFolderName(rows.back())).string(), *record, run.summary);
        }
        std::sort(rows.begin(), rows.end(), [](const SummaryRow& a, const SummaryRow& b) {
            return std::tie(a.scheduler, a.seed) < std::tie(b.scheduler, b.seed);
        });
        std::ostringstream csv;
        writeSummaryCsv(csv, rows);
        QSaveFile file(QDir(dir).filePath(QStringLiteral("summary.csv")));
        const std::string bytes = csv.str();
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(bytes.data(), static_cast<qint64>(bytes.size())) !=
                static_cast<qint64>(bytes.size()) ||
            !file.commit())
            return file.errorString();
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace maifs::ui
