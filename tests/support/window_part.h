#pragma once

#include <stdexcept>
#include <typeinfo>

#include <QObject>
#include <QString>

namespace maifs::test {

// The one part of type T inside a window (a view, a model, a runner), found the way Qt finds
// children, so that MainWindow need not keep a getter per part for the tests. Throws when there is
// none or more than one, so a test cannot silently look at the wrong part.
template <class T> T* onlyPart(const QObject& window) {
    const QList<T*> found = window.findChildren<T*>();
    if (found.size() != 1)
        throw std::logic_error(std::string("expected one ") + typeid(T).name() +
                               " in the window, found " + std::to_string(found.size()));
    return found.front();
}

} // namespace maifs::test
