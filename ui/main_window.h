#pragma once

#include <QMainWindow>
#include <QString>

class QUndoStack;
class QMenu;
class QLabel;

namespace maifs::ui {

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a scenario file; on failure shows why and leaves the current document as it was.
    bool openScenario(const QString& path);
    QString scenarioPath() const { return scenarioPath_; }

    // The text of the About box (Qt and LibTorch versions), also used by tests.
    static QString aboutText();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void populateDemoMenu();
    void restoreLayout();
    void saveLayout() const;
    void showAbout();
    void chooseScenario();

    QUndoStack* undoStack_;
    QMenu* demoMenu_ = nullptr;
    QLabel* overview_ = nullptr;
    QString scenarioPath_;
};

} // namespace maifs::ui
