#include "shell/HowItWorksDialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>

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

namespace {

/// Cells of a table line such as "| Preset | alpha |" or "autoconf (default) |".
QStringList cellsOf(const QString &line)
{
    QStringList cells;
    for (const QString &cell : line.split(QLatin1Char('|')))
        if (!cell.trimmed().isEmpty())
            cells.append(cell.trimmed());
    return cells;
}

bool isSeparator(const QString &line)
{
    return line.startsWith(QLatin1String("|-"));
}

} // namespace

QString HowItWorksDialog::renderedText()
{
    QFile file(QStringLiteral(":/data/how-coastline-recommends.html"));
    const QString app = file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll())
                                                       : tr("<p>The explanation could not be loaded.</p>");
    return app + tr("<hr><h2>Appendix: the seed text</h2>") + seedText();
}

QString HowItWorksDialog::seedText()
{
    // The seed text is the mission document as copied from its web page: headings end in "¶", tables
    // come one cell per line ("cell |") around a "|---|---|" separator, and prose is hard-wrapped.
    QFile file(QStringLiteral(":/data/how-a-recommendation-is-made.txt"));
    if (!file.open(QIODevice::ReadOnly))
        return tr("<p>The explanation could not be loaded.</p>");
    QStringList lines;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            lines.append(line.trimmed());

    QString html;
    QString paragraph;
    bool first = true;
    auto flush = [&] {
        if (!paragraph.isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(paragraph.toHtmlEscaped());
        paragraph.clear();
    };
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (line.endsWith(QChar(0x00B6))) {
            flush();
            html += (first ? QStringLiteral("<h3>%1</h3>") : QStringLiteral("<h4>%1</h4>"))
                        .arg(line.chopped(1).toHtmlEscaped());
            first = false;
            continue;
        }
        // A table starts at the header lines just before a separator.
        int separator = -1;
        for (int j = i; j < lines.size() && j <= i + 4 && lines.at(j).endsWith(QLatin1Char('|')); ++j)
            if (isSeparator(lines.at(j))) {
                separator = j;
                break;
            }
        if (separator > i) {
            flush();
            QStringList header;
            for (int j = i; j < separator; ++j)
                header += cellsOf(lines.at(j));
            const int columns = std::max<int>(1, int(lines.at(separator).count(QLatin1String("---"))));
            QStringList body;
            int j = separator + 1;
            for (; j < lines.size() && lines.at(j).endsWith(QLatin1Char('|')); ++j)
                body += cellsOf(lines.at(j));
            html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr>");
            for (const QString &cell : std::as_const(header))
                html += QStringLiteral("<th>%1</th>").arg(cell.toHtmlEscaped());
            for (int c = 0; c < body.size(); ++c) {
                if (c % columns == 0)
                    html += QStringLiteral("</tr><tr>");
                html += QStringLiteral("<td>%1</td>").arg(body.at(c).toHtmlEscaped());
            }
            html += QStringLiteral("</tr></table>");
            i = j - 1;
            continue;
        }
        paragraph += (paragraph.isEmpty() ? QString() : QStringLiteral(" ")) + line;
        // A short line ending a sentence ends the paragraph (full lines were wrapped).
        if ((line.endsWith(QLatin1Char('.')) || line.endsWith(QLatin1Char(':'))) && line.size() < 100)
            flush();
    }
    flush();
    return html;
}
