#include "ui/common/user_guide.h"

#include "ui/common/bundled_scenarios.h"

#include <algorithm>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextStream>
#include <QUrl>
#include <QVBoxLayout>

namespace maifs::ui {

namespace {

// A page's title: its first "# " heading, else its file name.
QString titleOf(const QString& path) {
    QFile file(path);
    if (file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        QTextStream in(&file);
        for (int i = 0; i < 20 && !in.atEnd(); ++i) {
            const QString line = in.readLine();
            if (line.startsWith(QStringLiteral("# ")))
                return line.mid(2).trimmed();
        }
    }
    return QFileInfo(path).completeBaseName();
}

} // namespace

UserGuide::UserGuide(QWidget* parent)
    : QDialog(parent, Qt::Window)
    , pages_(new QListWidget(this))
    , browser_(new QTextBrowser(this))
    , find_(new QLineEdit(this)) {
    setWindowTitle(tr("MAIFS Studio User Guide"));
    setObjectName(QStringLiteral("userGuide"));
    pages_->setObjectName(QStringLiteral("pages"));
    browser_->setObjectName(QStringLiteral("page"));
    browser_->setOpenExternalLinks(true);
    find_->setObjectName(QStringLiteral("find"));
    find_->setPlaceholderText(tr("Find in this page (Enter: next, Shift+Enter: previous)"));
    find_->setClearButtonEnabled(true);

    const QDir docs(documentationDir());
    QFileInfoList files = docs.entryInfoList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
    // The studio's own page first: it is where a studio user starts.
    std::stable_partition(files.begin(), files.end(), [](const QFileInfo& f) {
        return f.fileName() == QLatin1String("studio.md");
    });
    for (const QFileInfo& f : files) {
        auto* item = new QListWidgetItem(titleOf(f.absoluteFilePath()), pages_);
        item->setData(Qt::UserRole, f.absoluteFilePath());
        item->setToolTip(f.fileName());
    }
    browser_->setSearchPaths({docs.absolutePath()});
    if (files.isEmpty())
        browser_->setPlainText(
            tr("No documentation found in %1.").arg(QDir::toNativeSeparators(docs.path())));

    connect(pages_, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (item)
            browser_->setSource(QUrl::fromLocalFile(item->data(Qt::UserRole).toString()),
                                QTextDocument::MarkdownResource);
    });
    // A link followed inside the guide selects its page in the list.
    connect(browser_, &QTextBrowser::sourceChanged, this, [this](const QUrl& url) {
        const QString path = url.toLocalFile();
        for (int i = 0; i < pages_->count(); ++i)
            if (pages_->item(i)->data(Qt::UserRole).toString() == path) {
                const QSignalBlocker block(pages_);
                pages_->setCurrentRow(i);
            }
    });
    connect(find_, &QLineEdit::returnPressed, this,
            [this] { find((QApplication::keyboardModifiers() & Qt::ShiftModifier) != 0); });

    auto* split = new QSplitter(this);
    split->addWidget(pages_);
    split->addWidget(browser_);
    split->setStretchFactor(1, 1);
    split->setSizes({220, 780});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(find_);
    layout->addWidget(split, 1);
    resize(1000, 720);
    if (pages_->count() > 0)
        pages_->setCurrentRow(0);
}

bool UserGuide::showPage(const QString& fileName) {
    for (int i = 0; i < pages_->count(); ++i)
        if (QFileInfo(pages_->item(i)->data(Qt::UserRole).toString()).fileName() == fileName) {
            pages_->setCurrentRow(i);
            return true;
        }
    return false;
}

void UserGuide::find(bool backwards) {
    const QString text = find_->text();
    if (text.isEmpty())
        return;
    const QTextDocument::FindFlags flags =
        backwards ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    if (!browser_->find(text, flags)) {
        // Wrap around once.
        QTextCursor cursor = browser_->textCursor();
        cursor.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
        browser_->setTextCursor(cursor);
        browser_->find(text, flags);
    }
}

} // namespace maifs::ui
