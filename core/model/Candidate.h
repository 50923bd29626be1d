#pragma once

#include "model/ParallelLayout.h"

#include <QList>
#include <QPair>
#include <QStringList>
#include <QtGlobal>
#include <algorithm>
#include <optional>

/// One point of the search: a GPU layout and a per-device batch size (seed "Grid").
struct Candidate
{
    int totalGpus = 0; ///< total GPUs = gpusPerNode × numberOfNodes
    int gpusPerNode = 0;
    int numberOfNodes = 0;
    qint64 batchSize = 0; ///< per-device batch size
    /// How each model replica is split (tensor, pipeline, context parallel); plain data parallel by default.
    ParallelLayout layout {};

    /// Samples one optimizer step takes in (before gradient accumulation) = per-device batch × data-parallel
    /// degree dp = GPUs / (tp · pp · cp): the tp · pp · cp ranks of one replica share each micro-batch
    /// (Megatron). For plain data parallelism dp = total GPUs (the seed's per-device batch × total GPUs).
    qint64 totalBatch() const
    {
        return batchSize * (layout.isDataParallel() ? totalGpus : layout.dataParallel(totalGpus));
    }
    bool operator==(const Candidate &) const = default;
};

/// The cluster the job may use (spec "Configuration file", `infrastructure`).
struct Infrastructure
{
    int totalGpus = 32; ///< cluster-wide GPU budget, ≥ 1
    int maxNodes = 4; ///< ≥ 1
    int maxGpusPerNode = 8; ///< ≥ 1
    QStringList gpuModels; ///< GPU types present (the GUI restricts its picker to them)
    /// Inter-node bandwidth of one node, Gbit/s (all NICs, e.g. 1600 = 8 × 200), > 0; unset → the GPU
    /// model's catalog default (`inter_node_gbps`). Config `infrastructure.inter_node_gbps`,
    /// `--inter-node-gbps`; only the roofline step-time model reads it.
    std::optional<double> interNodeGbps;
    /// The largest inter-node bandwidth accepted, Gbit/s (well beyond any 2026 node: 64 × 1.6 Tbit/s).
    static constexpr double kMaxInterNodeGbps = 102400.0;
    /// The smallest inter-node bandwidth accepted, Gbit/s (below it no training job would run).
    static constexpr double kMinInterNodeGbps = 1.0;

    // Prices (config `infrastructure.price_per_gpu_hour`, `price_per_kwh`, `currency`;
    // `--price-per-gpu-hour`,
    // `--price-per-kwh`, `--currency`): with none set no cost is computed.
    /// Price of one GPU-hour in `currency`, ≥ 0, for every GPU model without an entry of its own.
    std::optional<double> pricePerGpuHour {};
    /// Price of one GPU-hour per GPU model (the catalog name, any letter case), ≥ 0.
    QList<QPair<QString, double>> pricePerGpuHourByGpu {};
    /// Price of one kWh of cluster energy in `currency`, ≥ 0.
    std::optional<double> pricePerKwh {};
    /// The currency label shown beside costs, e.g. "USD" or "EUR"; empty shows plain numbers.
    QString currency {};
    /// Hours of the whole job lost to checkpoints and restarts per node-hour it runs, 0 … kMaxRestartOverhead
    /// (config `infrastructure.restart_overhead_per_node_hour`, `--restart-overhead-per-node-hour`;
    /// default 0): a node's failure rate (per hour) × the hours a restart loses (reload + the work since
    /// the last checkpoint). A job on n nodes then runs (1 + overhead × n) × its failure-free time, so
    /// every GPU-hour, kWh and cost grows with the nodes (e.g. 0.001: a node failing every 1,000 h, 1 h
    /// lost per restart; 32 nodes run 3.2 % longer, 4 nodes 0.4 %).
    double restartOverheadPerNodeHour = 0;
    /// The largest restart overhead accepted: 0.01 (a restart every 100 node-hours costing an hour).
    static constexpr double kMaxRestartOverhead = 0.01;
    // Node power (issue 34; config `infrastructure.host_power_w_per_node`, `energy_power`;
    // `--host-power-per-node`, `--energy-power`).
    /// What one node draws besides its GPUs, W (CPUs, memory, NICs, fans, power-supply losses), shared
    /// by the node's GPUs: node power per GPU = GPU W + host / GPUs per node. Unset → the default of the
    /// node's cooling (hostPowerWPerNodeIn).
    std::optional<double> hostPowerWPerNode {};
    /// How the nodes are cooled, which sets the default host power (issue 43 item 8; config
    /// `infrastructure.cooling`, `--cooling`). Auto: the GPU's usual system (catalog column `cooling`:
    /// liquid for GB200/GB300 NVL72 and MI355X, air otherwise).
    enum class Cooling {
        Auto, ///< the GPU catalog row's cooling
        Air, ///< fans: an air-cooled HGX/DGX-class node
        Liquid, ///< direct liquid cooling (cold plates), e.g. Lenovo Neptune, GB200 NVL72
    };
    Cooling cooling = Cooling::Auto;
    /// The default host power per GPU of an air-cooled node, W: fitted on the development runs (MLPerf
    /// Training v4.1, Dell PowerEdge XE9680, air-cooled, 8 × H100-SXM, llama2_70b_lora as it ran, TP4 ×
    /// CP2 × DP8: median measured node wall power 891.65 W per GPU minus roofline_power's 557.3 W GPU
    /// power; tests/data/measured/mlperf_power_dev.csv, docs/performance.md "Power"). 2,672 W per
    /// 8-GPU node.
    static constexpr double kHostPowerWPerGpuAir = 334.0;
    /// The default host power per GPU of a liquid-cooled node, W: fitted on the development runs (MLPerf
    /// Training v5.0, Lenovo ThinkSystem SR780a V3, Neptune direct water cooling, 8 × B200, data parallel:
    /// median 1,198.0 W per GPU minus roofline_power's 919.6 W; same file). 2,224 W per 8-GPU node.
    static constexpr double kHostPowerWPerGpuLiquid = 278.0;
    /// The largest host power accepted per node, W.
    static constexpr double kMaxHostPowerWPerNode = 100000.0;
    /// Which per-GPU power cluster power, energy (kWh), its cost and the energy score count.
    enum class EnergyPower {
        Auto, ///< node power under roofline_power, GPU power under kavier_power (the seed's scores)
        Gpu, ///< the GPUs only (power_w_per_gpu)
        Node, ///< GPU plus host share (node_power_w_per_gpu): what a facility meter reads
    };
    EnergyPower energyPower = EnergyPower::Auto;
    /// Whether the nodes are liquid-cooled: `cooling`, or under Auto the GPU's catalog cooling
    /// (`gpuLiquidCooled`, GpuSpec::liquidCooled()).
    bool liquidCooled(bool gpuLiquidCooled) const
    {
        return cooling == Cooling::Auto ? gpuLiquidCooled : cooling == Cooling::Liquid;
    }
    /// The host power of one node in use, W: hostPowerWPerNode when set, else the cooling's default per
    /// GPU × maxGpusPerNode (the node's GPU slots, which share it).
    double hostPowerWPerNodeIn(bool gpuLiquidCooled) const
    {
        return hostPowerWPerNode.value_or(
            (liquidCooled(gpuLiquidCooled) ? kHostPowerWPerGpuLiquid : kHostPowerWPerGpuAir)
            * std::max(1, maxGpusPerNode));
    }
    /// "auto", "air" or "liquid".
    static QString coolingName(Cooling c)
    {
        return c == Cooling::Air   ? QStringLiteral("air")
            : c == Cooling::Liquid ? QStringLiteral("liquid")
                                   : QStringLiteral("auto");
    }
    /// The value named `text` (auto, air, liquid; any letter case); nullopt when unknown.
    static std::optional<Cooling> parseCooling(const QString &text)
    {
        for (Cooling c : {Cooling::Auto, Cooling::Air, Cooling::Liquid})
            if (text.trimmed().compare(coolingName(c), Qt::CaseInsensitive) == 0)
                return c;
        return std::nullopt;
    }
    /// Whether cluster power counts node power under power model `powerModel` (a PredictorId).
    bool countsNodePower(QStringView powerModel) const
    {
        return energyPower == EnergyPower::Node
            || (energyPower == EnergyPower::Auto && powerModel == u"roofline_power");
    }
    /// "auto", "gpu" or "node".
    static QString energyPowerName(EnergyPower e)
    {
        return e == EnergyPower::Gpu ? QStringLiteral("gpu")
            : e == EnergyPower::Node ? QStringLiteral("node")
                                     : QStringLiteral("auto");
    }
    /// The value named `text` (auto, gpu, node; any letter case); nullopt when unknown.
    static std::optional<EnergyPower> parseEnergyPower(const QString &text)
    {
        for (EnergyPower e : {EnergyPower::Auto, EnergyPower::Gpu, EnergyPower::Node})
            if (text.trimmed().compare(energyPowerName(e), Qt::CaseInsensitive) == 0)
                return e;
        return std::nullopt;
    }
    /// The largest price accepted (per GPU-hour or per kWh).
    static constexpr double kMaxPrice = 1e9;

    /// The GPU-hour price of `gpuModel`: its own entry, else pricePerGpuHour; nullopt when neither is set.
    std::optional<double> gpuHourPrice(const QString &gpuModel) const
    {
        for (const auto &[name, price] : pricePerGpuHourByGpu)
            if (name.compare(gpuModel, Qt::CaseInsensitive) == 0)
                return price;
        return pricePerGpuHour;
    }
    /// True when any price is set (then every row with a job size has a cost).
    bool hasPrices() const { return pricePerGpuHour || !pricePerGpuHourByGpu.isEmpty() || pricePerKwh; }
};
