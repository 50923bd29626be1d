#include "predict/power/RooflinePowerModel.h"

#include <algorithm>

RooflinePowerModel::Activity RooflinePowerModel::Activity::shipped()
{
    // Stated, not fitted: the development data (tests/data/measured/mlperf_power_dev.csv) holds two
    // configurations the product can describe (10 repeats each of one B200 node and of 8 H100 nodes), which
    // fix one number each, the host power per GPU of a liquid- and an air-cooled node
    // (Infrastructure::kHostPowerWPerGpuLiquid, kHostPowerWPerGpuAir); these cannot be told apart on them.
    Activity a;
    // Tensor-core GEMMs of training-sized matrices run A100, H100 and B200 boards at their power limit
    // (the clocks drop to hold TDP), so the GEMM phase draws TDP.
    a.gemm = 1.0;
    // Memory-bound kernels keep HBM busy and the SMs partly idle: about half the range (assumption).
    a.memory = 0.55;
    // Exposed communication: NCCL kernels spin a few SMs and drive NVLink / the NICs (assumption).
    a.communication = 0.3;
    // The optimizer update is memory-bound like the kernels above.
    a.optimizer = 0.55;
    // The fixed per-step time waits on the host (data loading, launches): idle.
    a.fixed = 0.0;
    // The pipeline bubble: the stage waits for its neighbours' activations, as idle as the fixed time.
    a.bubble = 0.0;
    return a;
}

RooflinePowerModel::RooflinePowerModel(Activity activity)
    : m_activity(activity)
{
    for (double *a : {&m_activity.gemm, &m_activity.memory, &m_activity.communication, &m_activity.optimizer,
             &m_activity.fixed, &m_activity.bubble})
        *a = std::clamp(*a, 0.0, 1.0);
}

PowerBreakdown RooflinePowerModel::power(const StepTime &step, double idleW, double tdpW) const
{
    PowerBreakdown p;
    p.idleW = std::max(0.0, idleW);
    p.tdpW = std::max(p.idleW, tdpW);
    const double range = p.tdpW - p.idleW;
    const auto phase = [&](double seconds, double activity) {
        return PowerBreakdown::Phase {std::max(0.0, seconds), p.idleW + activity * range};
    };
    const double memoryS = step.memoryBoundS + step.dequantS;
    p.gemm = phase(step.computeS + step.recomputeS - memoryS, m_activity.gemm);
    p.memory = phase(memoryS, m_activity.memory);
    p.communication = phase(step.exposedCommS, m_activity.communication);
    p.optimizer = phase(step.optimizerS, m_activity.optimizer);
    p.fixed = phase(step.fixedS, m_activity.fixed);
    p.bubble = phase(step.bubbleS, m_activity.bubble);
    double seconds = 0;
    double joules = 0;
    for (const PowerBreakdown::Phase *ph :
        {&p.gemm, &p.memory, &p.communication, &p.optimizer, &p.fixed, &p.bubble}) {
        seconds += ph->seconds;
        joules += ph->seconds * ph->watts;
    }
    p.wattsPerGpu = seconds > 0 ? std::clamp(joules / seconds, p.idleW, p.tdpW) : p.idleW;
    return p;
}
