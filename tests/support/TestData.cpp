#include "TestData.h"

namespace TestData {

QString directory()
{
    return QStringLiteral(COASTLINE_TEST_DATA_DIR);
}

QString path(const QString &name)
{
    return directory() + u'/' + name;
}

} // namespace TestData
