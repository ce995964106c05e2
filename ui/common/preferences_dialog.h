#pragma once

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace maifs::ui {

// Edit > Preferences: theme, time unit, language (at the next start), run library file.
class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    // Stores the choices (preferences::set...) and applies the theme.
    void apply();

    QComboBox* themeBox() const { return theme_; }
    QComboBox* unitBox() const { return unit_; }
    QComboBox* languageBox() const { return language_; }
    QLineEdit* libraryEdit() const { return library_; }

private:
    QComboBox* theme_;
    QComboBox* unit_;
    QComboBox* language_;
    QLineEdit* library_;
};

} // namespace maifs::ui
