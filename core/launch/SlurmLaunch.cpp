#include "launch/SlurmLaunch.h"

#include "launch/LaunchPlan.h"
#include "launch/TorchtitanLaunch.h"

#include <QRegularExpression>

QString SlurmLaunch::write(const LaunchPlan &plan, QStringList *warnings)
{
    const QString toml = TorchtitanLaunch::write(plan, warnings);
    QString out = QStringLiteral("#!/bin/bash\n");
    for (const QString &line : plan.headerLines(QStringLiteral("Slurm (sbatch, torchtitan v0.2.2)")))
        out += QStringLiteral("# %1\n").arg(line);
    QString name = plan.workload.llmModel;
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
    out += QStringLiteral("#SBATCH --job-name=%1\n").arg(name);
    out += QStringLiteral("#SBATCH --nodes=%1\n").arg(plan.workload.numberOfNodes.value_or(1));
    out += QStringLiteral("#SBATCH --ntasks-per-node=1\n");
    out += QStringLiteral("#SBATCH --gpus-per-node=%1\n").arg(plan.workload.gpusPerNode.value_or(1));
    out += QStringLiteral("#SBATCH --exclusive\n");
    out += QStringLiteral("set -euo pipefail\n\n");
    out += QStringLiteral("config=\"${SLURM_SUBMIT_DIR:-.}/coastline-job-${SLURM_JOB_ID:-0}.toml\"\n");
    out += QStringLiteral("cat > \"$config\" <<'COASTLINE_TOML'\n%1COASTLINE_TOML\n\n").arg(toml);
    out += QStringLiteral("head_node=$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | head -n 1)\n");
    out += QStringLiteral(
        "srun torchrun --nnodes=\"$SLURM_NNODES\" --nproc-per-node=%1 \\\n"
        "  --rdzv-id=\"$SLURM_JOB_ID\" --rdzv-backend=c10d --rdzv-endpoint=\"$head_node:29500\" \\\n"
        "  -m torchtitan.train --job.config_file \"$config\"\n")
               .arg(plan.workload.gpusPerNode.value_or(1));
    return out;
}
