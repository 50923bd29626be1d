#include "HowItWorksDialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

HowItWorksDialog::HowItWorksDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("howItWorksDialog"));
    setWindowTitle(tr("How a recommendation is made"));
    auto *browser = new QTextBrowser(this);
    browser->setObjectName(QStringLiteral("howItWorksTextBrowser"));
    browser->setHtml(renderedText());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    resize(760, 640);
}

QString HowItWorksDialog::renderedText()
{
    QFile file(QStringLiteral(":/data/how-a-recommendation-is-made.txt"));
    if (!file.open(QIODevice::ReadOnly))
        return tr("<p>The explanation could not be loaded.</p>");
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    QString html;
    bool first = true;
    for (QString line : lines) {
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        if (line.endsWith(QChar(0x00B6))) {
            line.chop(1);
            html += first ? QStringLiteral("<h2>%1</h2>").arg(line.toHtmlEscaped())
                          : QStringLiteral("<h3>%1</h3>").arg(line.toHtmlEscaped());
            first = false;
        } else {
            html += QStringLiteral("<p>%1</p>").arg(line.toHtmlEscaped());
        }
    }
    return html;
}
