#include "shell/GuiCommandLine.h"

#include "common/CoastlineError.h"
#include "common/NamedChoice.h"
#include "common/TerminalText.h"
#include "shell/MainWindow.h"

#include <QCommandLineParser>
#include <QHash>
#include <algorithm>

GuiCommandLine::GuiCommandLine()
    : m_configOption(
        QStringLiteral("config"), QStringLiteral("Configuration to open (.yaml)."), QStringLiteral("FILE"))
    , m_screenshotOption(QStringLiteral("screenshot"),
          QStringLiteral(
              "Render the window (1280×800) into FILE.png once the pipeline has finished, then exit."),
          QStringLiteral("FILE.png"))
    , m_tabOption(QStringLiteral("tab"), QStringLiteral("Tab to show: ranking, rejected or charts."),
          QStringLiteral("TAB"), QStringLiteral("ranking"))
    , m_langOption(
          QStringLiteral("lang"), QStringLiteral("Language code (e.g. de, zh_CN)."), QStringLiteral("CODE"))
    , m_timeoutOption(QStringLiteral("timeout"),
          QStringLiteral("Seconds to wait for the pipeline in screenshot mode."), QStringLiteral("SECONDS"),
          QStringLiteral("120"))
    , m_darkOption(QStringLiteral("dark"), QStringLiteral("Use a dark palette."))
    , m_scalingOption(QStringLiteral("scaling"),
          QStringLiteral("Scaling chart of the Charts tab: throughput, runtime-cost or energy-per-token."),
          QStringLiteral("MODE"), QStringLiteral("throughput"))
{ }

void GuiCommandLine::addTo(QCommandLineParser &parser) const
{
    parser.setApplicationDescription(
        QStringLiteral("Coastline Desktop: GPU configurations for LLM fine-tuning jobs"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
        QStringLiteral("Configuration (.yaml) or infrastructure.yaml to open"),
        QStringLiteral("[FILE.yaml]"));
    parser.addOptions({m_configOption, m_screenshotOption, m_tabOption, m_langOption, m_timeoutOption,
        m_darkOption, m_scalingOption});
}

bool GuiCommandLine::fail(const QString &error)
{
    m_error = error;
    return false;
}

bool GuiCommandLine::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    addTo(parser);
    if (!parser.parse(arguments)) {
        // Qt's words ("Unknown option 'x'."), as coastline-cli words them: lower case, no full stop; then
        // the closest option (another program's name for one first: --language is --lang here).
        QString text = TerminalText::errorPhrase(parser.errorText());
        if (const QStringList unknown = parser.unknownOptionNames(); !unknown.isEmpty()) {
            static const QHash<QString, QString> otherNames {
                {QStringLiteral("language"), QStringLiteral("lang")},
                {QStringLiteral("locale"), QStringLiteral("lang")}};
            QStringList names;
            for (const QCommandLineOption *option : {&m_configOption, &m_screenshotOption, &m_tabOption,
                     &m_langOption, &m_timeoutOption, &m_darkOption, &m_scalingOption})
                names.append(option->names().constFirst());
            const QString best = otherNames.contains(unknown.first())
                ? otherNames.value(unknown.first())
                : NamedChoice::closest(
                    unknown.first(), names, std::min<int>(2, int(unknown.first().size()) / 2));
            if (!best.isEmpty())
                text += QStringLiteral("; did you mean --%1?").arg(best);
        }
        return fail(QStringLiteral("%1 (see coastline --help)").arg(text));
    }
    // An empty value is an error, as in coastline-cli: `--screenshot ""` opened the interactive
    // window (and never exited in a script), `--config ""` silently used the embedded default.
    for (const QCommandLineOption *option : {&m_configOption, &m_screenshotOption})
        if (parser.isSet(*option) && parser.value(*option).trimmed().isEmpty())
            return fail(QStringLiteral("--%1: expected a file name").arg(option->names().constFirst()));
    m_file = parser.value(m_configOption);
    if (m_file.isEmpty() && !parser.positionalArguments().isEmpty())
        m_file = parser.positionalArguments().constFirst();
    m_screenshot = parser.value(m_screenshotOption);
    m_languageGiven = parser.isSet(m_langOption);
    m_language = parser.value(m_langOption);
    m_dark = parser.isSet(m_darkOption);
    try {
        m_tab = ResultsPage::Tab(NamedChoice::parse(parser.value(m_tabOption),
            {QStringLiteral("ranking"), QStringLiteral("rejected"), QStringLiteral("charts")},
            QStringLiteral("--tab")));
        m_scalingMode = NamedChoice::parse(parser.value(m_scalingOption),
            {QStringLiteral("throughput"), QStringLiteral("runtime-cost"),
                QStringLiteral("energy-per-token")},
            QStringLiteral("--scaling"));
    } catch (const CoastlineError &error) {
        return fail(error.message());
    }
    bool ok = false;
    m_timeoutSeconds = parser.value(m_timeoutOption).toInt(&ok);
    if (!ok || m_timeoutSeconds < 1)
        return fail(QStringLiteral("--timeout: expected a whole number of seconds >= 1, got '%1'")
                        .arg(parser.value(m_timeoutOption)));
    return true;
}

bool GuiCommandLine::openFile(MainWindow &window)
{
    if (m_file.isEmpty() || window.openFile(m_file))
        return true;
    return fail(window.fileError().isEmpty() ? QStringLiteral("%1: cannot open the file").arg(m_file)
                                             : window.fileError());
}
