#include "TestFiles.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtGlobal>

namespace TestFiles {

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(file.fileName()));
    return file.fileName();
}

QString baseConfig(const QTemporaryDir &dir)
{
    return write(dir, QStringLiteral("base.yaml"), "grid:\n  top_k: 3\n");
}

} // namespace TestFiles
