#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("coastline-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COASTLINE_VERSION));
    QTextStream(stdout) << "coastline-cli " << QCoreApplication::applicationVersion() << '\n';
    return 0;
}
