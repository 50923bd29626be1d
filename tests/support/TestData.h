#pragma once

#include <QString>

/// Fixture locations for tests (tests/data, see tests/data/README.md).
namespace TestData {

/// The absolute path of tests/data.
QString directory();
/// The absolute path of `name` inside tests/data (e.g. "configs/demo.yaml", "golden/cases.tsv").
QString path(const QString &name);

} // namespace TestData
