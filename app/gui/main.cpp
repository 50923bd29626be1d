// coastline [FILE.yaml] [--config FILE] [--screenshot FILE.png] [--tab ranking|rejected|charts] [--lang CODE]
#include "charts/CandidateChartView.h"
#include "common/Settings.h"
#include "shell/GuiCommandLine.h"
#include "shell/MainWindow.h"

#include <QApplication>
#include <QComboBox>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QPalette>
#include <QTimer>
#include <QTranslator>
#include <algorithm>
#include <cstdio>
#include <functional>

namespace {

/// Installs Qt's own translations (qtbase_<lang>.qm from the Qt installation, Debian package
/// qt6-translations-l10n) and Coastline's (embedded at :/i18n/coastline_<lang>.qm) for `language`
/// ("de", "zh_CN"; empty: the system language). Must run before any widget is built. Numbers then
/// follow the interface language too. Returns false when `language` is neither English nor translated.
bool installTranslations(QApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    else
        delete qt;
    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("coastline"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QApplication::installTranslator(own);
    } else {
        delete own;
        if (locale.language() != QLocale::English)
            return false;
    }
    QLocale::setDefault(locale);
    return true;
}

/// A dark Fusion palette (for dark desktops without a platform theme, and for checking the charts).
void useDarkPalette()
{
    QApplication::setStyle(QStringLiteral("Fusion"));
    QPalette p;
    const QColor window(0x2b, 0x2b, 0x2b), base(0x1e, 0x1e, 0x1e), text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xc6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    QApplication::setPalette(p);
}

QtMessageHandler previousMessageHandler = nullptr;

/// Drops the offscreen platform plugin's "This plugin does not support propagateSizeHints()" (printed
/// for every top-level window it shows; harmless, toolchain.md G10) and passes every other message on.
void filterPlatformNoise(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message == u"This plugin does not support propagateSizeHints()")
        return;
    if (previousMessageHandler)
        previousMessageHandler(type, context, message);
}

void setApplicationNames()
{
    QCoreApplication::setApplicationName(QStringLiteral("coastline"));
    QCoreApplication::setOrganizationName(QStringLiteral("coastline"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COASTLINE_VERSION));
}

/// True when the arguments ask for --help or --version: those are answered without a display.
bool asksForHelpOrVersion(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--")
            break;
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v"
            || arg == "--version")
            return true;
    }
    return false;
}

/// Prints "error: <message>" and returns cli.md's exit code for bad input (2).
int fail(const QString &message)
{
    std::fprintf(stderr, "error: %s\n", qPrintable(message));
    return GuiCommandLine::BadInput;
}

} // namespace

int main(int argc, char *argv[])
{
    previousMessageHandler = qInstallMessageHandler(filterPlatformNoise);
    GuiCommandLine options;
    if (asksForHelpOrVersion(argc, argv)) {
        // No QApplication: --help and --version work without a display (no platform plugin is loaded).
        QCoreApplication core(argc, argv);
        setApplicationNames();
        QCommandLineParser parser;
        options.addTo(parser);
        parser.process(core); // prints the help or the version and exits 0
        return 0;
    }
    QApplication app(argc, argv);
    setApplicationNames();
    QApplication::setApplicationDisplayName(QStringLiteral("Coastline Desktop"));

    if (!options.parse(QCoreApplication::arguments()))
        return fail(options.error());
    if (options.dark())
        useDarkPalette();

    const QString language = options.languageGiven() ? options.language() : Settings::instance().language();
    if (!installTranslations(app, language) && options.languageGiven())
        std::fprintf(stderr, "warning: no translation for '%s'; the interface stays in English\n",
            qPrintable(language));
    const MainWindow::Tab tab = options.tab();

    MainWindow window;
    if (auto *scaling = window.findChild<QComboBox *>(QStringLiteral("scalingModeComboBox")))
        scaling->setCurrentIndex(options.scalingMode());
    const QString screenshot = options.screenshot();
    if (screenshot.isEmpty()) {
        window.restoreWindowState();
        options.openFile(window); // an error is shown in the message bar
        window.showTab(tab);
        window.show();
        return app.exec();
    }

    // Screenshot mode: open, wait for the pipeline, render, exit.
    window.resize(1280, 800);
    window.showTab(tab);
    int exitCode = 0;
    bool done = false;
    const auto finish = [&](int code, const QString &message) {
        if (done)
            return;
        done = true;
        exitCode = code;
        if (!message.isEmpty())
            std::fprintf(stderr, "error: %s\n", qPrintable(message));
        QTimer::singleShot(0, &app, [&app, code] { app.exit(code); });
    };
    bool capturePending = false;
    // Renders the window into the PNG, then exits with `code` (and `message` on stderr). A run that
    // failed (e.g. nothing is feasible) is still captured: the window shows the failure and the
    // Rejected tab, which is what a planner documents; the exit code stays 1 (no result).
    // The point charts add a large grid's points in steps (StepQueue); a picture taken before they
    // finish shows part of the points and no legend.
    const auto chartsBuilding = [&window] {
        const QList<CandidateChartView *> charts = window.findChildren<CandidateChartView *>();
        return std::any_of(
            charts.cbegin(), charts.cend(), [](const CandidateChartView *c) { return c->isBuilding(); });
    };
    std::function<void(int, const QString &)> capture = [&](int code, const QString &message) {
        if (done || window.isBusy())
            return;
        // Let the layout and the charts settle before rendering.
        capturePending = true;
        QTimer::singleShot(400, &window, [&, code, message] {
            capturePending = false;
            if (done || window.isBusy())
                return;
            if (chartsBuilding()) {
                capture(code, message); // again in 400 ms
                return;
            }
            if (!window.grab().save(screenshot))
                finish(GuiCommandLine::BadInput,
                    QStringLiteral("%1: cannot write the screenshot").arg(screenshot));
            else
                finish(code, message);
        });
    };
    QObject::connect(&window, &MainWindow::resultsUpdated, &window, [&] { capture(0, {}); });
    QObject::connect(&window, &MainWindow::pipelineFailed, &window, [&](const QString &message) {
        capture(GuiCommandLine::NoResult, QStringLiteral("the pipeline failed: %1").arg(message));
    });
    const int timeoutSeconds = options.timeoutSeconds();
    QTimer::singleShot(timeoutSeconds * 1000, &window, [&] {
        finish(GuiCommandLine::NoResult,
            QStringLiteral("the pipeline did not finish within %1 s").arg(timeoutSeconds));
    });
    if (!options.openFile(window))
        return fail(options.error());
    window.show();
    // An input error (e.g. an unknown GPU name in the file) starts no run: report it instead of waiting.
    QTimer::singleShot(1500, &window, [&] {
        if (!done && !capturePending && !window.isBusy() && !window.messageText().isEmpty())
            finish(GuiCommandLine::BadInput, window.messageText());
    });
    app.exec();
    return exitCode;
}
