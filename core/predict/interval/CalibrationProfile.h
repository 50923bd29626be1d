#pragma once

#include "model/Evaluation.h"
#include "model/StepTime.h"

#include <Eigen/Core>
#include <QByteArray>
#include <QString>
#include <optional>

/// A calibration profile of the user's cluster (`coastline-cli calibrate`; issue "How sure", item 3): three
/// physical factors on the roofline's step-time breakdown (step-time-model.md §4), fitted on the user's own
/// measured runs (CalibrationFit), each with its uncertainty:
/// - compute efficiency e_c: the achieved compute rate relative to the roofline's (compute and recompute
///   time ÷ e_c);
/// - network efficiency e_n: the achieved bus bandwidth relative to the roofline's (exposed communication
///   time ÷ e_n);
/// - fixed time f, s per step, added (data loading, launch, logging beyond the roofline's).
/// Calibrated step time T' = (compute + recompute) / e_c + exposed comm / e_n + the rest + f; the
/// throughput scales by T / T'. The factors are properties of the cluster and its software, not of a
/// model, so a profile fitted on one model's runs applies to another model on the same cluster.
///
/// Parameters θ = (ln e_c, ln e_n, f) with covariance Σ; a prediction's 80 % interval is T' · exp(±1.2816 ·
/// √(gᵀΣg + σ²)) with g = ∂ ln T' / ∂θ and σ = kRunSigma, never wider than the uncalibrated interval.
///
/// The file is sealed: JSON {"format": "coastline-calibration-profile", "version": 1, "profile": {…},
/// "sha256": hex of the profile object's compact JSON}; a changed or damaged file is refused.
struct CalibrationProfile
{
    /// The standard normal's 90th percentile: an 80 % interval is ±kZ80 standard deviations.
    static constexpr double kZ80 = 1.2815515655446004;
    static constexpr int kVersion = 1;
    /// Run-to-run and model-within-a-cluster scatter of ln(step time) that no factor explains: 0.05
    /// (5 %), the within-group spread of the roofline's log residuals on the development groups of
    /// one (model, GPU, stack) (test_calibration_profile prints it).
    static constexpr double kRunSigma = 0.05;

    Eigen::Vector3d theta = Eigen::Vector3d::Zero(); ///< ln e_c, ln e_n, f (s)
    Eigen::Matrix3d covariance = Eigen::Matrix3d::Zero();
    int runs = 0; ///< measured runs it was fitted on
    QString cluster; ///< what the runs were: GPU models and stacks, for display

    double computeEfficiency() const;
    double networkEfficiency() const;
    double fixedSeconds() const;
    /// One standard deviation of each parameter (ln e_c, ln e_n, f).
    Eigen::Vector3d sd() const;

    /// The calibrated step time of `step` (s).
    double stepSeconds(const StepTime &step) const;
    /// The gradient of ln T' over θ at `step`.
    Eigen::Vector3d gradient(const StepTime &step) const;
    /// The log half-width of the 80 % interval at `step`: 1.2816 · √(gᵀΣg + kRunSigma²).
    double logHalfWidth(const StepTime &step) const;

    /// Applies the profile to every roofline prediction of `evaluation` (those with a step breakdown): the
    /// throughput becomes calibrated; throughputUncertaintyPercent holds the profile's one log standard
    /// deviation (%, so that PredictionInterval gives its 80 % interval) and a note (appliedNote()) records
    /// the uncalibrated throughput. A prediction already calibrated is left alone.
    void apply(Evaluation &evaluation) const;
    /// apply() for one candidate of a job configured by `config`.
    void apply(const Configuration &config, EvaluatedCandidate &candidate) const;

    /// The note of a calibrated prediction: "calibrated by the cluster profile: 1.0712× the roofline's 1234.5
    /// tokens/s" (the uncalibrated throughput with full precision).
    static QString appliedNote(double ratio, double uncalibrated);
    /// The uncalibrated throughput recorded by appliedNote() in `prediction`'s notes; nullopt when the
    /// prediction was not calibrated.
    static std::optional<double> uncalibratedThroughput(const Prediction &prediction);

    /// The sealed JSON text.
    QByteArray toJson() const;
    /// Reads a sealed profile; throws CoastlineError naming `where` for malformed JSON, another format or
    /// version, a checksum that does not match, or values out of range.
    static CalibrationProfile fromJson(const QByteArray &json, const QString &where);
    /// Reads the file at `path` (fromJson()).
    static CalibrationProfile load(const QString &path);
};
