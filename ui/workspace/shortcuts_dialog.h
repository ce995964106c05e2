#pragma once

#include <QDialog>

class QTableWidget;

namespace maifs::ui {

// Help > Keyboard Shortcuts: every action of the window that has a shortcut (read from the actions
// themselves, so the list cannot drift from the menus), with its menu, and the keys the replay
// view answers.
class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    ShortcutsDialog(QWidget* window, QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }

private:
    QTableWidget* table_;
};

} // namespace maifs::ui
