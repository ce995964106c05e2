#include "ui/common/run_library.h"

#include "core/io/run_writer.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>
#include <QVariant>

namespace maifs::ui {

RunLibrary::RunLibrary(QObject* parent)
    : QObject(parent)
    , connection_(QStringLiteral("run-library-") +
                  QUuid::createUuid().toString(QUuid::WithoutBraces)) {}

RunLibrary::~RunLibrary() {
    if (QSqlDatabase::contains(connection_)) {
        QSqlDatabase::database(connection_).close();
        QSqlDatabase::removeDatabase(connection_);
    }
}

QString RunLibrary::defaultFile() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("runs.sqlite"));
}

bool RunLibrary::isOpen() const {
    return QSqlDatabase::contains(connection_) &&
           QSqlDatabase::database(connection_, false).isOpen();
}

QString RunLibrary::open(const QString& file) {
    if (!QDir().mkpath(QFileInfo(file).absolutePath()))
        return tr("cannot create the folder of %1").arg(file);
    QSqlDatabase db = QSqlDatabase::contains(connection_)
                          ? QSqlDatabase::database(connection_, false)
                          : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    db.close();
    db.setDatabaseName(file);
    if (!db.open())
        return db.lastError().text();
    QSqlQuery q(db);
    const bool made = q.exec(QStringLiteral(
        "CREATE TABLE IF NOT EXISTS runs ("
        " id INTEGER PRIMARY KEY AUTOINCREMENT,"
        " finished TEXT NOT NULL,"
        " scenario_name TEXT NOT NULL, scenario_file TEXT NOT NULL, scenario_sha256 TEXT NOT NULL,"
        " nodes INTEGER NOT NULL, gpus INTEGER NOT NULL, jobs INTEGER NOT NULL,"
        " scheduler TEXT NOT NULL, seed INTEGER NOT NULL,"
        " summary TEXT NOT NULL)"));
    if (!made) {
        const QString why = q.lastError().text();
        db.close();
        return tr("%1 is not a run library: %2").arg(file, why);
    }
    file_ = file;
    emit changed();
    return {};
}

qint64 RunLibrary::add(const Session::RunResult& run, const Scenario& scenario) {
    if (!isOpen()) {
        error_ = tr("no run library is open");
        return 0;
    }
    QSqlQuery q(QSqlDatabase::database(connection_));
    q.prepare(QStringLiteral(
        "INSERT INTO runs (finished, scenario_name, scenario_file, scenario_sha256, nodes, gpus,"
        " jobs, scheduler, seed, summary) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    q.addBindValue(QString::fromStdString(scenario.name));
    q.addBindValue(QString::fromStdString(scenario.sourceFile));
    q.addBindValue(QString::fromStdString(scenario.sha256));
    q.addBindValue(scenario.cluster.size());
    q.addBindValue(scenario.cluster.totalGpus());
    q.addBindValue(run.summary.jobs);
    q.addBindValue(QString::fromStdString(run.scheduler));
    q.addBindValue(static_cast<qlonglong>(run.seed));
    q.addBindValue(QString::fromStdString(summaryJson(run.summary).dump()));
    if (!q.exec()) {
        error_ = q.lastError().text();
        return 0;
    }
    emit changed();
    return q.lastInsertId().toLongLong();
}

QList<LibraryRun> RunLibrary::runs() const {
    QList<LibraryRun> out;
    if (!isOpen())
        return out;
    QSqlQuery q(QSqlDatabase::database(connection_));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, finished, scenario_name, scenario_file, scenario_sha256,"
                               " nodes, gpus, jobs, scheduler, seed, summary FROM runs"
                               " ORDER BY id DESC")))
        return out;
    while (q.next()) {
        LibraryRun r;
        r.id = q.value(0).toLongLong();
        r.finished = QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs);
        r.scenarioName = q.value(2).toString();
        r.scenarioFile = q.value(3).toString();
        r.scenarioSha256 = q.value(4).toString();
        r.nodes = q.value(5).toInt();
        r.gpus = q.value(6).toInt();
        r.jobs = q.value(7).toInt();
        r.scheduler = q.value(8).toString();
        r.seed = q.value(9).toULongLong();
        try {
            r.summary =
                summaryFromJson(nlohmann::json::parse(q.value(10).toString().toStdString()));
        } catch (const std::exception&) {
            continue; // a row another program damaged: not shown rather than shown wrong
        }
        out << r;
    }
    return out;
}

QString RunLibrary::remove(const QList<qint64>& ids) {
    if (!isOpen())
        return tr("no run library is open");
    QSqlDatabase db = QSqlDatabase::database(connection_);
    db.transaction();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM runs WHERE id = ?"));
    for (qint64 id : ids) {
        q.addBindValue(id);
        if (!q.exec()) {
            db.rollback();
            return q.lastError().text();
        }
    }
    db.commit();
    emit changed();
    return {};
}

namespace {

QString signedCount(int n) {
    return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n);
}

QString change(double a, double b) {
    if (a == 0)
        return b == 0 ? QStringLiteral("±0%") : QStringLiteral("n/a");
    const double pct = 100.0 * (b - a) / a;
    return QStringLiteral("%1%2%")
        .arg(pct > 0 ? QStringLiteral("+") : QString())
        .arg(pct, 0, 'f', 0);
}

} // namespace

QString runDelta(const LibraryRun& a, const LibraryRun& b) {
    QStringList what;
    if (b.nodes != a.nodes || b.gpus != a.gpus)
        what << QObject::tr("%1 nodes (%2 GPUs)")
                    .arg(signedCount(b.nodes - a.nodes), signedCount(b.gpus - a.gpus));
    if (b.scenarioSha256 != a.scenarioSha256 && b.nodes == a.nodes && b.gpus == a.gpus)
        what << QObject::tr("another scenario variant (%1 -> %2)")
                    .arg(a.scenarioName, b.scenarioName);
    if (b.jobs != a.jobs)
        what << QObject::tr("%1 jobs").arg(signedCount(b.jobs - a.jobs));
    if (b.scheduler != a.scheduler)
        what << QObject::tr("scheduler %1 -> %2").arg(a.scheduler, b.scheduler);
    if (b.seed != a.seed)
        what << QObject::tr("seed %1 -> %2").arg(a.seed).arg(b.seed);
    if (what.isEmpty())
        what << QObject::tr("the same scenario, scheduler and seed");
    const auto hours = [](double s) {
        return QString::number(s / 3600.0, 'f', 2);
    };
    QStringList lines;
    lines << QObject::tr("Run %1 against run %2: %3")
                 .arg(b.id)
                 .arg(a.id)
                 .arg(what.join(QStringLiteral(", ")));
    const auto timeLine = [&](const QString& name, double x, double y) {
        lines << QObject::tr("%1 %2 h -> %3 h (%4)").arg(name, hours(x), hours(y), change(x, y));
    };
    timeLine(QObject::tr("mean JCT"), a.summary.meanJct, b.summary.meanJct);
    timeLine(QObject::tr("p95 JCT"), a.summary.p95Jct, b.summary.p95Jct);
    timeLine(QObject::tr("makespan"), a.summary.makespan, b.summary.makespan);
    timeLine(QObject::tr("mean wait"), a.summary.meanWait, b.summary.meanWait);
    lines << QObject::tr("GPU allocated %1% -> %2% (%3 points)")
                 .arg(100 * a.summary.gpuUtil, 0, 'f', 1)
                 .arg(100 * b.summary.gpuUtil, 0, 'f', 1)
                 .arg(QStringLiteral("%1%2")
                          .arg(b.summary.gpuUtil >= a.summary.gpuUtil ? QStringLiteral("+")
                                                                      : QString())
                          .arg(100 * (b.summary.gpuUtil - a.summary.gpuUtil), 0, 'f', 1));
    return lines.join(QLatin1Char('\n'));
}

} // namespace maifs::ui
