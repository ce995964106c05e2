#pragma once

#include <functional>
#include <utility>

#include <QWizardPage>

namespace maifs::ui {

// A wizard page whose Next / Finish button follows a condition its wizard states (QWizardPage's
// own registerField covers only single widgets' values).
class CheckedWizardPage : public QWizardPage {
public:
    CheckedWizardPage(std::function<bool()> complete, QWidget* parent)
        : QWizardPage(parent)
        , complete_(std::move(complete)) {}
    bool isComplete() const override { return complete_(); }
    void recheck() { emit completeChanged(); }

private:
    std::function<bool()> complete_;
};

} // namespace maifs::ui
