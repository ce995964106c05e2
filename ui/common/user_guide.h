#pragma once

#include <QDialog>

class QLineEdit;
class QListWidget;
class QTextBrowser;

namespace maifs::ui {

// Help > User Guide: the product's documentation (docs/*.md) rendered in the studio, the studio's
// own page first; links between the pages are followed, a find field searches the page shown.
class UserGuide : public QDialog {
    Q_OBJECT
public:
    explicit UserGuide(QWidget* parent = nullptr);

    // Shows a page by file name ("studio.md"); false when there is no such page.
    bool showPage(const QString& fileName);
    QListWidget* pages() const { return pages_; }
    QTextBrowser* browser() const { return browser_; }

private:
    void find(bool backwards);

    QListWidget* pages_;
    QTextBrowser* browser_;
    QLineEdit* find_;
};

} // namespace maifs::ui
