#include "ui/common/whole_file.h"

#include <QSaveFile>

namespace maifs::ui {

QString writeWholeFile(const QString& path, const QByteArray& bytes) {
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        return f.errorString();
    return {};
}

} // namespace maifs::ui
