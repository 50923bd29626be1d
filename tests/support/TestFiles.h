#pragma once

#include <QByteArray>
#include <QString>

class QTemporaryDir;

/// Input files that tests write into a temporary folder.
namespace TestFiles {

/// Writes `text` to the file `name` in `dir` (replacing it) and returns its path; stops the test program
/// (qFatal) when the file cannot be written.
QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &text);

/// A configuration holding only `grid: top_k: 3`, written to "base.yaml" in `dir`: the configuration that
/// `catalog import --config` adds an entry to. Returns its path.
QString baseConfig(const QTemporaryDir &dir);

} // namespace TestFiles
