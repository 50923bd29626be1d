#pragma once

#include <QString>
#include <QStringList>

struct LaunchPlan;

/// A Slurm batch script: `#SBATCH --nodes`, `--ntasks-per-node=1`, `--gpus-per-node`, and the launcher
/// line, one torchrun per node (c10d rendezvous on the first node) running torchtitan with the plan's job
/// TOML, which the script writes next to itself first (TorchtitanLaunch). So it expresses exactly what
/// the torchtitan format does, and refuses the same plans.
class SlurmLaunch
{
public:
    static QString write(const LaunchPlan &plan, QStringList *warnings);
};
