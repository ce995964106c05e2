#pragma once

#include <QByteArray>
#include <QString>

namespace maifs::ui {

// Writes a file whole or not at all (QSaveFile: a reader sees the old file or the new one, and a
// failed write leaves the old one). Returns the error, or empty.
QString writeWholeFile(const QString& path, const QByteArray& bytes);

} // namespace maifs::ui
