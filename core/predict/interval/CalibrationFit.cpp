#include "predict/interval/CalibrationFit.h"

#include <Eigen/Dense>
#include <algorithm>
#include <cmath>

namespace CalibrationFit {

CalibrationProfile fit(const QList<RooflineEvaluation::Score> &runs, const QString &cluster)
{
    CalibrationProfile p;
    p.cluster = cluster;
    const Eigen::Vector3d prior(1 / (kComputePriorSigma * kComputePriorSigma),
        1 / (kNetworkPriorSigma * kNetworkPriorSigma), 1 / (kFixedPriorSigma * kFixedPriorSigma));
    const double weight = 1 / (CalibrationProfile::kRunSigma * CalibrationProfile::kRunSigma);
    QList<const RooflineEvaluation::Score *> used;
    double shortest = INFINITY;
    for (const RooflineEvaluation::Score &s : runs)
        if (s.step.stepS > 0 && s.predictedTokensPerSecond > 0 && s.run.measuredTokensPerSecond > 0) {
            used.append(&s);
            shortest = std::min(
                shortest, s.step.stepS * s.predictedTokensPerSecond / s.run.measuredTokensPerSecond);
        }
    p.runs = int(used.size());
    Eigen::Matrix3d hessian = prior.asDiagonal();
    for (int iteration = 0; iteration < 50 && !used.isEmpty(); ++iteration) {
        Eigen::Matrix3d h = prior.asDiagonal();
        Eigen::Vector3d g = -(prior.asDiagonal() * p.theta);
        for (const RooflineEvaluation::Score *s : used) {
            const double measured
                = s->step.stepS * s->predictedTokensPerSecond / s->run.measuredTokensPerSecond;
            const double r = std::log(measured) - std::log(p.stepSeconds(s->step));
            const Eigen::Vector3d j = p.gradient(s->step);
            h += weight * j * j.transpose();
            g += weight * j * r;
        }
        const Eigen::Vector3d step = h.ldlt().solve(g);
        p.theta += step;
        // Keep the step time positive: the fixed time may remove at most half of the shortest predicted step.
        p.theta(0) = std::clamp(p.theta(0), -2.0, 2.0);
        p.theta(1) = std::clamp(p.theta(1), -4.0, 4.0);
        p.theta(2) = std::max(p.theta(2), -0.5 * shortest);
        hessian = h;
        if (step.norm() < 1e-10)
            break;
    }
    p.covariance = hessian.inverse();
    return p;
}

} // namespace CalibrationFit
