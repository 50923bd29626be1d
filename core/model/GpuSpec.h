#pragma once

#include <QString>
#include <QStringList>

/// One GPU of the catalog: Kavier's `GPU_SPEC_LIBRARY` fields (kavier.md §1, data
/// `resources/catalog/gpus.csv`) plus the device memory as the driver reports it (memory-model.md §5.3).
struct GpuSpec
{
    QString name; ///< catalog key, e.g. "NVIDIA-A100-SXM4-80GB"
    QStringList aliases; ///< Coastline aliases, e.g. "A100-SXM4-80GB" (spec decision 8)
    double memoryGb = 0; ///< nominal memory, GB
    double memoryMib = 0; ///< memory as nvidia-smi reports it, MiB (memory-model.md §5.3a rule 5)
    QString memoryMibSource;
    double memoryBandwidthGBps = 0; ///< GB/s (decimal); bytes/s = value × 1e9
    double fp16TensorCoreTflops = 0; ///< peak FP16 tensor TFLOP/s
    QString tflopsBasis; ///< "dense" or "with-sparsity" (a note, not a Kavier field)
    int gpuCores = 0;
    int gpuCoreMaxMhz = 0;
    double basePowerW = 0; ///< W
    double idlePowerW = 0; ///< W
    double maxPowerW = 0; ///< W (TDP)
    double mseCalibFactor = 1.0; ///< exponent r of the OpenDC MSE power curve
    double mfuFactor = 0; ///< Kavier's per-GPU model-FLOPs-utilisation factor
    double networkBandwidthGbps = 400.0; ///< intra-node link, Gbit/s (Kavier default 400)
    QString networkBandwidthSource;

    // Roofline step-time model fields (step-time-model.md §1); Kavier never reads them.
    /// Dense (no sparsity) BF16 tensor peak, TFLOP/s (FP16 where the GPU has no BF16); 0 = unknown, then
    /// the roofline derives it from fp16TensorCoreTflops and tflopsBasis (denseTflops()).
    double denseBf16Tflops = 0;
    QString denseTflopsSource;
    /// Achievable NCCL all-reduce bus bandwidth inside one node, GB/s (NVLink / NVSwitch or PCIe);
    /// 0 = unknown (the roofline then assumes PCIe 4.0: 20 GB/s).
    double intraNodeBusGBps = 0;
    QString intraNodeBusSource;
    /// Default inter-node bandwidth of one node, Gbit/s (all NICs together, e.g. 1600 = 8 × 200 HDR);
    /// used when the infrastructure sets none; 0 = unknown (the roofline then assumes 200).
    double interNodeGbps = 0;
    QString interNodeSource;
    /// GPUs in one scale-up (NVLink / NVSwitch / Infinity Fabric) domain, which talk at intraNodeBusGBps:
    /// 8 for HGX/DGX and MI300-class nodes, 72 for a GB200/GB300 NVL72 rack (18 trays of 4 GPUs), 2 or 4
    /// for NVLink-bridged cards, 1 for PCIe cards without NVLink (they still share the node's PCIe bus);
    /// 0 = unknown (then the node). step-time-model.md §8.1.
    int nvlinkDomainGpus = 0;
    /// The NIC rate each GPU drives across domains, Gbit/s (rail-optimised systems: one NIC per GPU, e.g.
    /// 400 for DGX H100 / B200, ConnectX-8 800 for B300 / GB300); 0 = unknown (then inter_node_gbps ÷ 8).
    double nicGbpsPerGpu = 0;
    QString topologySource; ///< where nvlinkDomainGpus and nicGbpsPerGpu come from
    /// Dense (no sparsity) FP8 tensor peak, TFLOP/s; 0 = the GPU has no FP8 tensor cores (precision fp8
    /// is then refused by the roofline).
    double denseFp8Tflops = 0;
    QString denseFp8Source;
    /// Dense (no sparsity) FP4 tensor peak, TFLOP/s (NVFP4 / MXFP4 GEMMs); 0 = none stated (precision nvfp4
    /// is then refused).
    double denseFp4Tflops = 0;
    QString denseFp4Source;
    /// GPU architecture generation (ampere, ada, hopper, volta, turing, blackwell, cdna): selects the
    /// roofline's efficiency ceiling; empty or unknown → the default ceiling.
    QString architecture;
    /// Where Kavier's own figures come from (memory bandwidth, FP16 tensor peak, cores, clock, base/idle/max
    /// power, mse and mfu factors): Kavier's GPU library or a datasheet (issue 36: every field has a source).
    QString kavierFieldsSource;

    // Power of the board for roofline_power (issue 34); Kavier keeps idlePowerW / maxPowerW untouched.
    /// Board power with a CUDA context and no kernel running, W; 0 = unknown (then idlePowerW is used).
    double boardIdleW = 0;
    /// Board power limit (TDP / TBP) from the vendor's datasheet, W; 0 = unknown (then maxPowerW is used).
    double boardTdpW = 0;
    QString boardPowerSource; ///< where boardIdleW and boardTdpW come from
    /// How the GPU's usual system is cooled, "air" or "liquid" (empty = air): it sets the default host
    /// power per node (Infrastructure::hostPowerWPerNodeIn; issue 43 item 8).
    QString cooling;
    QString coolingSource; ///< where cooling comes from
    /// Whether the GPU's usual system is liquid-cooled.
    bool liquidCooled() const { return cooling == u"liquid"; }

    /// The idle power roofline_power uses, W: boardIdleW when set, else Kavier's idlePowerW.
    double idleW() const { return boardIdleW > 0 ? boardIdleW : idlePowerW; }
    /// The power limit roofline_power uses, W: boardTdpW when set, else Kavier's maxPowerW.
    double tdpW() const { return boardTdpW > 0 ? boardTdpW : maxPowerW; }

    /// The dense peak the roofline uses, TFLOP/s: denseBf16Tflops when set, else fp16TensorCoreTflops,
    /// halved when tflopsBasis says "with-sparsity".
    double denseTflops() const
    {
        if (denseBf16Tflops > 0)
            return denseBf16Tflops;
        return tflopsBasis.startsWith(QLatin1String("with-sparsity")) ? fp16TensorCoreTflops / 2
                                                                      : fp16TensorCoreTflops;
    }
};
