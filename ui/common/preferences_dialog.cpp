#include "ui/common/preferences_dialog.h"

#include "ui/common/preferences.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

namespace maifs::ui {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent)
    , theme_(new QComboBox(this))
    , unit_(new QComboBox(this))
    , language_(new QComboBox(this))
    , library_(new QLineEdit(this)) {
    setWindowTitle(tr("Preferences"));
    theme_->addItem(tr("Follow the system"), static_cast<int>(preferences::Theme::System));
    theme_->addItem(tr("Light"), static_cast<int>(preferences::Theme::Light));
    theme_->addItem(tr("Dark"), static_cast<int>(preferences::Theme::Dark));
    theme_->setCurrentIndex(theme_->findData(static_cast<int>(preferences::theme())));
    unit_->addItem(tr("Hours"), static_cast<int>(preferences::TimeUnit::Hours));
    unit_->addItem(tr("Seconds"), static_cast<int>(preferences::TimeUnit::Seconds));
    unit_->setCurrentIndex(unit_->findData(static_cast<int>(preferences::timeUnit())));
    language_->addItem(tr("Follow the system"), QString());
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("中文 (简体)"), QStringLiteral("zh_CN"));
    language_->setCurrentIndex(std::max(0, language_->findData(preferences::language())));
    library_->setText(preferences::runLibraryFile());
    auto* browse = new QPushButton(tr("Choose…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getSaveFileName(this, tr("Run Library"), library_->text(),
                                                          tr("Run libraries (*.sqlite)"), nullptr,
                                                          QFileDialog::DontConfirmOverwrite);
        if (!file.isEmpty())
            library_->setText(file);
    });
    auto* libraryRow = new QHBoxLayout;
    libraryRow->addWidget(library_, 1);
    libraryRow->addWidget(browse);

    auto* form = new QFormLayout;
    form->addRow(tr("Theme:"), theme_);
    form->addRow(tr("Times in:"), unit_);
    form->addRow(tr("Language (at the next start):"), language_);
    form->addRow(tr("Run library (one per workspace):"), libraryRow);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void PreferencesDialog::apply() {
    preferences::setTheme(static_cast<preferences::Theme>(theme_->currentData().toInt()));
    preferences::setTimeUnit(static_cast<preferences::TimeUnit>(unit_->currentData().toInt()));
    preferences::setLanguage(language_->currentData().toString());
    preferences::setRunLibraryFile(library_->text().trimmed());
    preferences::applyTheme(preferences::theme());
}

} // namespace maifs::ui
