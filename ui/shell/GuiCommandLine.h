#pragma once

#include "results/ResultsPage.h"

#include <QCommandLineOption>
#include <QString>
#include <QStringList>

class MainWindow;
class QCommandLineParser;

/// The desktop app's command line: coastline [FILE.yaml] [--config FILE] [--screenshot FILE.png]
/// [--tab ranking|rejected|charts] [--scaling throughput|runtime-cost|energy-per-token] [--lang CODE]
/// [--timeout SECONDS] [--dark]. Its options and help
/// text, the values read from it, and its errors, which follow cli.md's exit codes as coastline-cli's
/// do: a bad argument or a bad input file is exit 2 with one "error: " line.
class GuiCommandLine
{
public:
    /// cli.md's exit codes.
    enum ExitCode { Success = 0, NoResult = 1, BadInput = 2 };

    GuiCommandLine();

    /// Adds the options, the positional file and the help text to `parser` (also for --help, --version).
    void addTo(QCommandLineParser &parser) const;
    /// Reads `arguments` (the first is the program). Returns false, with error(), for an unknown option,
    /// a missing value, an unknown --tab or a --timeout that is not a whole number ≥ 1.
    bool parse(const QStringList &arguments);
    /// Opens file() in `window` (nothing to do without one). Returns false, with error() the reader's
    /// words (naming the file once, e.g. "/tmp/bad.yaml:1: …"), when the file cannot be opened.
    bool openFile(MainWindow &window);
    /// What went wrong, without the "error: " prefix; the exit code is BadInput.
    QString error() const { return m_error; }

    /// --config, else the first positional argument (empty: none).
    QString file() const { return m_file; }
    QString screenshot() const { return m_screenshot; }
    ResultsPage::Tab tab() const { return m_tab; }
    /// --scaling: the Charts tab's scaling chart mode, 0 throughput, 1 runtime / cost, 2 energy per token.
    int scalingMode() const { return m_scalingMode; }
    /// --lang's value, empty when not given (then the saved language applies).
    QString language() const { return m_language; }
    bool languageGiven() const { return m_languageGiven; }
    int timeoutSeconds() const { return m_timeoutSeconds; }
    bool dark() const { return m_dark; }

private:
    bool fail(const QString &error);

    QCommandLineOption m_configOption;
    QCommandLineOption m_screenshotOption;
    QCommandLineOption m_tabOption;
    QCommandLineOption m_langOption;
    QCommandLineOption m_timeoutOption;
    QCommandLineOption m_darkOption;
    QCommandLineOption m_scalingOption;

    QString m_error;
    QString m_file;
    QString m_screenshot;
    ResultsPage::Tab m_tab = ResultsPage::Tab::Ranking;
    QString m_language;
    bool m_languageGiven = false;
    int m_timeoutSeconds = 120;
    bool m_dark = false;
    int m_scalingMode = 0;
};
