// `coastline-cli calibrate --runs CSV --output PROFILE`: the roofline scored on the user's measured runs
// (each with its own stack, RooflineEvaluation), then three physical factors fitted to them
// (CalibrationFit), written as a sealed profile that --calibration-profile reads.

#include "verbs/CalibrateCommand.h"

#include "common/AtomicFile.h"
#include "common/CoastlineError.h"
#include "predict/interval/CalibrationFit.h"
#include "predict/roofline/RooflineCalibration.h"
#include "predict/roofline/RooflineEvaluation.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/JobConfiguration.h"

#include <QSet>
#include <cmath>

namespace cli {

QString CalibrateCommand::description() const
{
    return QStringLiteral(
        "Scores the roofline on the measured runs of --runs (the measured-runs CSV, e.g. from import-runs; "
        "each row with its own stack columns) and fits three factors of your cluster to them: compute "
        "efficiency (compute time ÷ it), network efficiency (exposed communication ÷ it) and a fixed time "
        "per step (s, added), each with its uncertainty. With few runs the factors stay near 1 (and 0 s): "
        "each has a prior, so two runs of one model give a profile that still suits another model on the "
        "same cluster. Writes a sealed (checksummed, versioned) JSON profile to --output, atomically; "
        "--calibration-profile (config predictors.calibration_profile) applies it on recommend, explain and "
        "simulate.");
}

void CalibrateCommand::addOptions(CommandLine &cl) const
{
    cl.parser().addOptions({
        {QStringLiteral("runs"),
            QStringLiteral("The measured-runs CSV (or a comma-separated list) (required)."),
            QStringLiteral("file")},
        {QStringLiteral("output"), QStringLiteral("The profile to write, atomically (required)."),
            QStringLiteral("file")},
    });
    cl.addConfigOption();
}

int CalibrateCommand::execute(const CommandLine &cl) const
{
    const QString runsPath = cl.value(QStringLiteral("runs")).trimmed();
    if (runsPath.isEmpty())
        throw CoastlineError(QStringLiteral("--runs: expected the measured-runs CSV to calibrate on"));
    const QString output = cl.value(QStringLiteral("output")).trimmed();
    if (output.isEmpty())
        throw CoastlineError(QStringLiteral("--output: expected the profile file to write"));
    RecommenderContext::Inputs prepared;
    const Configuration config = effectiveConfiguration(cl, &prepared);
    const Catalog &catalog = prepared.catalogOf(config);
    const RooflineRuns runs = RooflineEvaluation::loadAll(runsPath, catalog);
    const QList<RooflineEvaluation::Score> scores = RooflineEvaluation::score(
        runs, catalog, RooflineCalibration::load(config.predictors.rooflineCalibration));
    if (scores.isEmpty())
        throw CoastlineError(
            QStringLiteral("--runs: no run of %1 can be predicted by the roofline").arg(runsPath));
    QStringList gpus;
    for (const RooflineEvaluation::Score &s : scores)
        if (!gpus.contains(s.run.workload.gpuModel))
            gpus.append(s.run.workload.gpuModel);
    const CalibrationProfile profile = CalibrationFit::fit(scores, gpus.join(QStringLiteral(", ")));
    QString error;
    if (!AtomicFile::write(output, profile.toJson(), &error))
        throw CoastlineError(error);
    const Eigen::Vector3d sd = profile.sd();
    cl.console().out(QStringLiteral("wrote %1: %2 runs (%3); compute efficiency %4 (×/÷ %5), network "
                                    "efficiency %6 (×/÷ %7), fixed time %8 s (± %9 s)\n")
                         .arg(output)
                         .arg(profile.runs)
                         .arg(profile.cluster)
                         .arg(profile.computeEfficiency(), 0, 'f', 3)
                         .arg(std::exp(sd(0)), 0, 'f', 2)
                         .arg(profile.networkEfficiency(), 0, 'f', 3)
                         .arg(std::exp(sd(1)), 0, 'f', 2)
                         .arg(profile.fixedSeconds(), 0, 'f', 4)
                         .arg(sd(2), 0, 'f', 4));
    return ExitSuccess;
}

} // namespace cli
