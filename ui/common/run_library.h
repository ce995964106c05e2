#pragma once

#include "core/model/scenario.h"
#include "core/session/session.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>

namespace maifs::ui {

// One finished run as the library keeps it: what it ran on, and its summary.
struct LibraryRun {
    qint64 id = 0;
    QDateTime finished;
    QString scenarioName, scenarioFile, scenarioSha256;
    int nodes = 0, gpus = 0, jobs = 0;
    QString scheduler;
    quint64 seed = 0;
    Summary summary;
};

// Finished runs kept on disk, in one SQLite file per workspace (Qt SQL), so that runs of earlier
// sessions and of other scenario variants can be listed and compared after a restart.
class RunLibrary : public QObject {
    Q_OBJECT

public:
    explicit RunLibrary(QObject* parent = nullptr);
    ~RunLibrary() override;

    // The default workspace library: runs.sqlite in the user's application data folder.
    static QString defaultFile();

    // Opens (creating when missing) a library file; returns an empty string or why not.
    QString open(const QString& file);
    bool isOpen() const;
    QString file() const { return file_; }

    // Keeps a finished run; returns its id, or 0 when the disk refused (error() says why).
    qint64 add(const Session::RunResult& run, const Scenario& scenario);
    QList<LibraryRun> runs() const; // newest first
    QString remove(const QList<qint64>& ids);
    QString error() const { return error_; }

signals:
    void changed();

private:
    QString connection_;
    QString file_;
    QString error_;
};

// "B against A": what differs in the scenario ("+8 nodes (+64 GPUs)", another workload, another
// scheduler or seed) and each metric's change ("mean JCT 4.10 h -> 3.16 h (-23%)").
QString runDelta(const LibraryRun& a, const LibraryRun& b);

} // namespace maifs::ui
