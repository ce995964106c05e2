#include "ui/main_window.h"

#include "core/marl/torch_runtime.h"
#include "core/util/version.h"
#include "ui/bundled_scenarios.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>

namespace maifs::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , undoStack_(new QUndoStack(this)) {
    setWindowTitle(tr("MAIFS Studio"));
    overview_ = new QLabel(tr("Open a scenario (File > Open, or the Demo menu) to begin."), this);
    overview_->setAlignment(Qt::AlignCenter);
    overview_->setWordWrap(true);
    overview_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setCentralWidget(overview_);
    createMenus();
    statusBar()->showMessage(tr("Ready"));
    restoreLayout();
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open Scenario…"), this, &MainWindow::chooseScenario);
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = undoStack_->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = undoStack_->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* fullScreen = view->addAction(tr("&Full Screen"));
    fullScreen->setCheckable(true);
    fullScreen->setShortcut(QKeySequence::FullScreen);
    connect(fullScreen, &QAction::toggled, this,
            [this](bool on) { on ? showFullScreen() : showNormal(); });

    QMenu* simulate = menuBar()->addMenu(tr("&Simulate"));
    simulate->setObjectName(QStringLiteral("simulateMenu"));
    QMenu* train = menuBar()->addMenu(tr("&Train"));
    train->setObjectName(QStringLiteral("trainMenu"));

    demoMenu_ = menuBar()->addMenu(tr("&Demo"));
    populateDemoMenu();

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About MAIFS Studio"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::populateDemoMenu() {
    demoMenu_->clear();
    const QFileInfoList scenarios = bundledScenarios();
    for (const QFileInfo& info : scenarios) {
        const QString path = info.absoluteFilePath();
        demoMenu_->addAction(info.completeBaseName(), this, [this, path] { openScenario(path); });
    }
    if (scenarios.isEmpty())
        demoMenu_->addAction(tr("No bundled scenarios found in %1").arg(bundledScenarioDir()))
            ->setEnabled(false);
}

bool MainWindow::openScenario(const QString& path) {
    const QFileInfo info(path);
    if (!info.isFile() || !info.isReadable()) {
        QMessageBox::warning(this, tr("Cannot open scenario"),
                             tr("%1: no such readable file.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    scenarioPath_ = info.absoluteFilePath();
    setWindowFilePath(scenarioPath_);
    setWindowTitle(tr("%1 — MAIFS Studio").arg(info.fileName()));
    overview_->setText(tr("Scenario: %1").arg(QDir::toNativeSeparators(scenarioPath_)));
    statusBar()->showMessage(tr("Opened %1").arg(info.fileName()), 5000);
    return true;
}

void MainWindow::chooseScenario() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Scenario"), bundledScenarioDir(), tr("Scenarios (*.yaml *.yml)"));
    if (!path.isEmpty())
        openScenario(path);
}

QString MainWindow::aboutText() {
    const marl::TorchRuntime torch = marl::torchRuntime();
    return tr("<h3>MAIFS Studio %1</h3>"
              "<p>A what-if studio for scheduling deep-learning jobs on GPU clusters, around MAIFS "
              "(Li et al., IEEE TPDS 2025).</p>"
              "<p>Qt %2 (built with %3)<br>LibTorch %4</p>")
        .arg(QString::fromStdString(versionString()), QString::fromLatin1(qVersion()),
             QStringLiteral(QT_VERSION_STR), QString::fromStdString(torch.version));
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About MAIFS Studio"), aboutText());
}

void MainWindow::restoreLayout() {
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1280, 800);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::saveLayout() const {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveLayout();
    event->accept();
}

} // namespace maifs::ui
