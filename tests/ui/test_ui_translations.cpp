// The embedded translations (spec ui.md "Translations"): :/i18n/coastline_de.qm and
// :/i18n/coastline_zh_CN.qm load, and a main window built after installing one shows its menus,
// ranking headers, forms and summary banner in that language. Every menu entry, group box and
// ranking header differs from the English window (apart from a short list of words that stay the same).
// Errors (issue 32, item 6): the common ones are shown translated, with plural forms, while
// CoastlineError::message() (what the CLI and logs print) stays English.
#include "../support/ThrownError.h"
#include "common/CoastlineError.h"
#include "common/Formatting.h"
#include "common/Settings.h"
#include "io/CsvTable.h"
#include "results/RankingTableModel.h"
#include "shell/MainWindow.h"

#include <QAction>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>
#include <memory>

namespace {

constexpr int runTimeoutMs = 120000;

/// Texts that are the same in a translation as in English (language names, product and unit names).
const QStringList sameInEveryLanguage {QStringLiteral("English"), QStringLiteral("Deutsch"),
    QStringLiteral("简体中文"),
    // the parallel-layout abbreviations (issue 35), as Megatron-LM's German and Chinese users write them
    QStringLiteral("TP"), QStringLiteral("PP"), QStringLiteral("CP"), QStringLiteral("DP")};

/// What a window shows that must be translated: menu titles and entries (by menu), group box titles
/// and the ranking headers, each under a stable key.
QMap<QString, QString> visibleTexts(const MainWindow &w)
{
    QMap<QString, QString> texts;
    const std::function<void(const QMenu *, const QString &)> addMenu
        = [&](const QMenu *menu, const QString &key) {
              texts.insert(key, menu->title());
              int index = 0;
              for (const QAction *a : menu->actions()) {
                  if (a->isSeparator())
                      continue;
                  const QString actionKey = QStringLiteral("%1/%2").arg(key).arg(index++);
                  if (a->menu())
                      addMenu(a->menu(), actionKey);
                  else if (!a->data().isValid()) // not a recent file (a file name)
                      texts.insert(actionKey, a->text());
              }
          };
    for (const QAction *a : w.menuBar()->actions())
        addMenu(a->menu(), a->menu()->objectName());
    for (const QGroupBox *box : w.findChildren<QGroupBox *>())
        texts.insert(box->objectName(), box->title());
    auto *view = w.findChild<QTableView *>(QStringLiteral("rankingTableView"));
    for (int column = 0; column < RankingTableModel::ColumnCount; ++column)
        texts.insert(QStringLiteral("header/%1").arg(column),
            view->model()->headerData(column, Qt::Horizontal).toString());
    auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("resultsTabWidget"));
    for (int tab = 0; tab < tabs->count(); ++tab)
        texts.insert(QStringLiteral("tab/%1").arg(tab), tabs->tabText(tab));
    return texts;
}

QString headline(const MainWindow &w)
{
    return w.findChild<QLabel *>(QStringLiteral("summaryHeadlineLabel"))->text();
}

bool waitForResults(MainWindow &w)
{
    QSignalSpy spy(&w, &MainWindow::resultsUpdated);
    return spy.wait(runTimeoutMs);
}

/// Writes `text` to `path`.
bool write(const QString &path, const QByteArray &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

/// A job that no GPU count can hold: 70B parameters, full fine-tuning, on 16 GB T4s; 2 candidates.
const QByteArray kNothingFits = "workload:\n  llm_model: llama3.1-70b\n  fine_tuning_method: full\n"
                                "  gpu_model: T4\n  tokens_per_sample: 2048\n  batch_size: 4\n"
                                "  gpus_per_node: 1\n  number_of_nodes: 1\n"
                                "grid:\n  batch_sizes: [4]\n  total_gpus: [1, 2]\n"
                                "infrastructure:\n  total_gpus: 2\n  max_nodes: 1\n  max_gpus_per_node: 2\n"
                                "  gpu_models: [T4]\n";

} // namespace

class TestUiTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void embeddedTranslationsLoad_data();
    void embeddedTranslationsLoad();
    void qtBaseTranslationsLoad_data();
    void qtBaseTranslationsLoad();
    void mainWindowIsTranslated_data();
    void mainWindowIsTranslated();
    void resultsFitAt1280_data();
    void resultsFitAt1280();
    void englishPluralsAreUnchanged();
    void errorsAreTranslated_data();
    void errorsAreTranslated();
    void windowShowsTranslatedErrors_data();
    void windowShowsTranslatedErrors();

private:
    void install(const QString &language);

    QTemporaryDir m_dir;
    QMap<QString, QString> m_english;
    QString m_englishHeadline;
    std::unique_ptr<QTranslator> m_translator;
};

void TestUiTranslations::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::useFileForTests(m_dir.filePath(QStringLiteral("settings.ini")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    // The English window, without any translator, for comparison.
    MainWindow english;
    QVERIFY(waitForResults(english));
    m_english = visibleTexts(english);
    m_englishHeadline = headline(english);
    QCOMPARE(m_english.value(QStringLiteral("fileMenu")), QStringLiteral("&File"));
    QVERIFY(m_englishHeadline.contains(QStringLiteral("per device")));
}

void TestUiTranslations::install(const QString &language)
{
    m_translator = std::make_unique<QTranslator>();
    QVERIFY(m_translator->load(QStringLiteral(":/i18n/coastline_%1.qm").arg(language)));
    QVERIFY(QCoreApplication::installTranslator(m_translator.get()));
}

void TestUiTranslations::cleanup()
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
    m_translator.reset();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestUiTranslations::embeddedTranslationsLoad_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("file");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("&Datei");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("文件(&F)");
}

void TestUiTranslations::embeddedTranslationsLoad()
{
    QFETCH(QString, language);
    QFETCH(QString, file);
    QTranslator byPath;
    QVERIFY(byPath.load(QStringLiteral(":/i18n/coastline_%1.qm").arg(language)));
    QVERIFY(!byPath.isEmpty());
    QCOMPARE(byPath.translate("MainWindow", "&File"), file);
    // The way the app looks it up (app/gui/main.cpp): by locale, with fallbacks.
    QTranslator byLocale;
    QVERIFY(byLocale.load(
        QLocale(language), QStringLiteral("coastline"), QStringLiteral("_"), QStringLiteral(":/i18n")));
    QCOMPARE(byLocale.language(), language);
    QCOMPARE(byLocale.translate("MainWindow", "&File"), file);
}

void TestUiTranslations::qtBaseTranslationsLoad_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestUiTranslations::qtBaseTranslationsLoad()
{
    QFETCH(QString, language);
    const QString directory = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (!QFile::exists(QStringLiteral("%1/qtbase_%2.qm").arg(directory, language)))
        QSKIP("Qt's translations are not installed (Debian: qt6-translations-l10n)");
    QTranslator qt;
    QVERIFY(qt.load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"), directory));
    QVERIFY(!qt.isEmpty());
}

void TestUiTranslations::mainWindowIsTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("menus"); // File, Edit, View, Tools, Help
    QTest::addColumn<QString>("throughputHeader");
    QTest::addColumn<QString>("batchHeader");
    QTest::addColumn<QString>("rankingTab");
    QTest::addColumn<QString>("headlineWords");
    QTest::addColumn<QString>("verdictStart"); // the top row's feasibility verdict, worded by the core
    QTest::addColumn<QStringList>("sameAsEnglish"); // keys whose text is rightly unchanged

    QTest::newRow("de") << QStringLiteral("de")
                        << QStringList {QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"),
                               QStringLiteral("&Ansicht"), QStringLiteral("E&xtras"),
                               QStringLiteral("&Hilfe")}
                        << QStringLiteral("Durchsatz\n(Tokens/s)") << QStringLiteral("Batchgröße/\nGerät")
                        << QStringLiteral("&Rangliste") << QStringLiteral("1,01-facher Durchsatz")
                        << QStringLiteral("passt: 50,75 GB von 85,90 GB pro GPU")
                        << QStringList {QStringLiteral("jobGroupBox")}; // "Job"
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                           << QStringList {QStringLiteral("文件(&F)"), QStringLiteral("编辑(&E)"),
                                  QStringLiteral("视图(&V)"), QStringLiteral("工具(&T)"),
                                  QStringLiteral("帮助(&H)")}
                           << QStringLiteral("吞吐量\n(tokens/s)") << QStringLiteral("每设备\n批大小")
                           << QStringLiteral("排名(&R)") << QStringLiteral("每设备批大小 8")
                           << QStringLiteral("可容纳：每 GPU 50.75 GB / 85.90 GB") << QStringList();
}

void TestUiTranslations::mainWindowIsTranslated()
{
    QFETCH(QString, language);
    QFETCH(QStringList, menus);
    QFETCH(QString, throughputHeader);
    QFETCH(QString, batchHeader);
    QFETCH(QString, rankingTab);
    QFETCH(QString, headlineWords);
    QFETCH(QString, verdictStart);
    QFETCH(QStringList, sameAsEnglish);

    install(language);
    QLocale::setDefault(QLocale(language)); // numbers in the interface language, as app/gui/main.cpp does
    MainWindow w; // built after the translator is installed, as app/gui/main.cpp does
    QVERIFY(waitForResults(w));

    QStringList titles;
    for (const QAction *a : w.menuBar()->actions())
        titles << a->text();
    QCOMPARE(titles, menus);
    QCOMPARE(w.findChild<QMenu *>(QStringLiteral("fileMenu"))->title(), menus.constFirst());

    auto *view = w.findChild<QTableView *>(QStringLiteral("rankingTableView"));
    QCOMPARE(view->model()->headerData(RankingTableModel::ThroughputColumn, Qt::Horizontal).toString(),
        throughputHeader);
    QCOMPARE(view->model()->headerData(RankingTableModel::BatchSizeColumn, Qt::Horizontal).toString(),
        batchHeader);
    auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("resultsTabWidget"));
    QVERIFY2(tabs->tabText(0).startsWith(rankingTab), qPrintable(tabs->tabText(0)));

    const QString verdict
        = view->model()->index(0, RankingTableModel::FeasibilityColumn).data(Qt::DisplayRole).toString();
    QVERIFY2(verdict.startsWith(verdictStart), qPrintable(verdict));

    // The banner sentence comes from the core (RecommendationSummary::summary), translated too.
    const QString text = headline(w);
    QVERIFY2(text.contains(headlineWords), qPrintable(text));
    QVERIFY2(text != m_englishHeadline, qPrintable(text));

    // Nothing the window shows in its menus, group boxes, headers and tabs is left in English.
    const QMap<QString, QString> texts = visibleTexts(w);
    QCOMPARE(texts.keys(), m_english.keys());
    QStringList untranslated;
    for (auto it = m_english.cbegin(); it != m_english.cend(); ++it) {
        if (texts.value(it.key()) == it.value() && !sameInEveryLanguage.contains(it.value())
            && !sameAsEnglish.contains(it.key()))
            untranslated << QStringLiteral("%1: %2").arg(it.key(), it.value());
    }
    QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QStringLiteral("; "))));
}

void TestUiTranslations::resultsFitAt1280_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QString();
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestUiTranslations::resultsFitAt1280()
{
    // Issue 45 item 7: at 1280 × 800, in every language, the ranking's throughput column is in view
    // without scrolling and the banner is compact (a headline of at most two lines and two more lines).
    QFETCH(QString, language);
    if (!language.isEmpty()) {
        install(language);
        QLocale::setDefault(QLocale(language));
    }
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.size(), QSize(1280, 800));
    QVERIFY(waitForResults(w));
    auto *view = w.findChild<QTableView *>(QStringLiteral("rankingTableView"));
    const QHeaderView *header = view->horizontalHeader();
    const int column = RankingTableModel::ThroughputColumn;
    QVERIFY(!header->isSectionHidden(column));
    const QRect shown(header->sectionViewportPosition(column), 0, header->sectionSize(column), 1);
    QVERIFY2(shown.left() >= 0 && shown.right() < view->viewport()->width(),
        qPrintable(QStringLiteral("throughput at %1–%2 of %3 px")
                       .arg(shown.left())
                       .arg(shown.right())
                       .arg(view->viewport()->width())));
    // Narrowed headers say what they are in their tooltip.
    for (int c = 0; c < RankingTableModel::ColumnCount; ++c)
        QVERIFY(!view->model()->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
    const auto *banner = w.findChild<QWidget *>(QStringLiteral("summaryBanner"));
    const auto *title = w.findChild<QLabel *>(QStringLiteral("summaryHeadlineLabel"));
    const int lines = 2 * title->fontMetrics().lineSpacing() + 2 * banner->fontMetrics().lineSpacing();
    QVERIFY2(banner->height() <= lines + 24, qPrintable(QString::number(banner->height())));
}

void TestUiTranslations::englishPluralsAreUnchanged()
{
    // No translator: the English of the %n forms is what the singular/plural pairs gave.
    QCOMPARE(Formatting::gpuCount(1), QStringLiteral("1 GPU"));
    QCOMPARE(Formatting::gpuCount(2), QStringLiteral("2 GPUs"));
    QCOMPARE(Formatting::gpuCount(1024), QStringLiteral("1,024 GPUs"));
}

void TestUiTranslations::errorsAreTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("notANumber"); // a CSV cell that is not a number
    QTest::addColumn<QString>("oneCount"); // the min-GPU error for 1 GPU count tried
    QTest::addColumn<QString>("twoCounts"); // ... for 2
    QTest::addColumn<QString>("oneGpu");
    QTest::addColumn<QString>("twoGpus");
    QTest::newRow("de") << QStringLiteral("de")
                        << QStringLiteral("runs.csv:2: Spalte „a“: Zahl erwartet, erhalten: „x“")
                        << QStringLiteral(
                               "min-GPU: keine GPU-Anzahl von 1 bis 8 ist für eine Gesamt-Batchgröße von "
                               "64 machbar (1 Anzahl geprüft)")
                        << QStringLiteral(
                               "min-GPU: keine GPU-Anzahl von 1 bis 8 ist für eine Gesamt-Batchgröße von "
                               "64 machbar (2 Anzahlen geprüft)")
                        << QStringLiteral("1 GPU") << QStringLiteral("2 GPUs");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                           << QStringLiteral("runs.csv:2：列“a”：应为数字，实际为“x”")
                           << QStringLiteral(
                                  "min-GPU：从 1 到 8 的 GPU 数都无法容纳总批大小 64（已尝试 1 个 GPU 数）")
                           << QStringLiteral(
                                  "min-GPU：从 1 到 8 的 GPU 数都无法容纳总批大小 64（已尝试 2 个 GPU 数）")
                           << QStringLiteral("1 个 GPU") << QStringLiteral("2 个 GPU");
}

void TestUiTranslations::errorsAreTranslated()
{
    QFETCH(QString, language);
    QFETCH(QString, notANumber);
    QFETCH(QString, oneCount);
    QFETCH(QString, twoCounts);
    QFETCH(QString, oneGpu);
    QFETCH(QString, twoGpus);
    install(language);

    const CoastlineError cell = thrownError([] {
        CsvTable::parse(QByteArrayLiteral("a\nx\n"), QStringLiteral("runs.csv"))
            .number(0, QStringLiteral("a"));
    });
    QCOMPARE(cell.translatedMessage(), notANumber);
    QCOMPARE(cell.message(), QStringLiteral("runs.csv:2: column 'a': expected a number, got 'x'")); // English

    // Plural forms: n = 1 and n = 2 (English keeps "counts" for both, as before).
    const auto minGpu = [](int tried) {
        return CoastlineError(ErrorMessage(ErrorCode::NoGpuCountFeasible).arg(8).arg(64).count(tried));
    };
    QCOMPARE(minGpu(1).translatedMessage(), oneCount);
    QCOMPARE(minGpu(2).translatedMessage(), twoCounts);
    QCOMPARE(minGpu(1).message(),
        QStringLiteral(
            "min-GPU: no GPU count from 1 to 8 is feasible for a total batch of 64 (1 counts tried)"));
    QCOMPARE(Formatting::gpuCount(1), oneGpu);
    QCOMPARE(Formatting::gpuCount(2), twoGpus);

    // A location in front is kept as it is; the problem after it is translated.
    const QString located = CoastlineError(
        ErrorMessage(ErrorCode::ValueEmpty).located(QStringLiteral("j.yaml:3: workload.llm_model: ")))
                                .translatedMessage();
    QVERIFY2(located.startsWith(QStringLiteral("j.yaml:3: workload.llm_model: ")), qPrintable(located));
    QVERIFY2(!located.endsWith(QStringLiteral("must not be empty")), qPrintable(located));
}

void TestUiTranslations::windowShowsTranslatedErrors_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("badValue"); // opening a file with batch_size: four
    QTest::addColumn<QString>("nothingFits"); // the run of a job that fits on no GPU count
    QTest::newRow("de") << QStringLiteral("de")
                        << QStringLiteral(
                               "bad.yaml kann nicht geöffnet werden: %1:6: workload.batch_size: ganze Zahl "
                               "erwartet, erhalten: „four“")
                        << QStringLiteral(
                               "keine machbare Konfiguration konnte vorhergesagt werden: 2 Kandidaten, 2 "
                               "davon von der Machbarkeitsprüfung verworfen");
    QTest::newRow("zh_CN") << QStringLiteral(
        "zh_CN") << QStringLiteral("无法打开 bad.yaml：%1:6: workload.batch_size: 应为整数，实际为“four”")
                           << QStringLiteral(
                                  "在 2 个候选配置中，没有可行的配置能被预测（2 个被可行性检查拒绝）");
}

void TestUiTranslations::windowShowsTranslatedErrors()
{
    QFETCH(QString, language);
    QFETCH(QString, badValue);
    QFETCH(QString, nothingFits);
    install(language);
    QLocale::setDefault(QLocale(language));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString bad = dir.filePath(QStringLiteral("bad.yaml"));
    QVERIFY(write(bad, QByteArray(kNothingFits).replace("batch_size: 4", "batch_size: four")));
    const QString none = dir.filePath(QStringLiteral("none.yaml"));
    QVERIFY(write(none, kNothingFits));

    MainWindow w;
    QVERIFY(waitForResults(w));
    QVERIFY(!w.openFile(bad));
    QCOMPARE(w.messageText(), badValue.arg(bad));
    // What the window reports on the command line stays English.
    QCOMPARE(w.fileError(),
        QStringLiteral("%1:6: workload.batch_size: expected a whole number, got 'four'").arg(bad));

    QSignalSpy failed(&w, &MainWindow::pipelineFailed);
    QVERIFY(w.openFile(none));
    QVERIFY(failed.wait(runTimeoutMs));
    QCOMPARE(failed.first().first().toString(), nothingFits);
    QVERIFY2(w.messageText().contains(nothingFits), qPrintable(w.messageText()));
    if (const QString shot = qEnvironmentVariable("COASTLINE_ERROR_SCREENSHOT"); !shot.isEmpty()) {
        w.resize(1280, 800);
        w.show();
        QTest::qWait(500);
        QVERIFY(w.grab().save(QStringLiteral("%1-%2.png").arg(shot, language)));
    }
}

QTEST_MAIN(TestUiTranslations)
#include "test_ui_translations.moc"
