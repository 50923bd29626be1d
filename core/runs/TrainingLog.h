#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

/// Step measurements read from one training log (`coastline-cli import-runs`; issue "How sure": the user's
/// own runs). Four formats, each as its stack prints it:
/// - `torchtitan`: metric lines "step: 10  loss: 7.1  memory: …  tps: 6,521  tflops: …" (torchtitan
///   `components/metrics.py`); `tps` is tokens per second per GPU;
/// - `megatron` (Megatron-LM, NeMo): "iteration 71/ 100 | … | elapsed time per iteration (ms): 5361.6 |
///   throughput per GPU (TFLOP/s/GPU): 243.6 | … | global batch size: 128 |" (megatron/training/
///   training.py `training_log`); the step time of an interval's average iteration;
/// - `hf-trainer`: a `trainer_state.json` (its `log_history` entry with `train_samples_per_second`) or a log
///   with the Trainer's closing dict "{'train_runtime': …, 'train_samples_per_second': …}"
///   (transformers `trainer.py`, speed_metrics("train", …)): samples per second of the whole run;
/// - `mllog`: MLPerf Training `:::MLLOG {json}` lines (mlcommons/logging); `tracked_stats` events with a
///   `throughput` value (samples per second of the whole job) and the `global_batch_size` event.
/// Warm-up: the first `skipFirst` measurements are left out (compile, autotuning, the first interval's
/// average), but never the last one.
class TrainingLog
{
public:
    enum class Format { Torchtitan, Megatron, HfTrainer, Mllog };

    struct Measurement
    {
        int line = 0; ///< 1-based line of the log (1 for a JSON file)
        qint64 step = 0; ///< the step or iteration it reports (0 when the log gives none)
        std::optional<double> tokensPerSecondPerGpu; ///< torchtitan `tps`
        std::optional<double> secondsPerStep; ///< megatron: elapsed time per iteration
        std::optional<double> samplesPerSecond; ///< hf-trainer, mllog: whole job
        std::optional<qint64> globalBatch; ///< megatron `global batch size`
    };

    /// The format names of the CLI (`--from`): torchtitan, megatron, hf-trainer, mllog.
    static QStringList formatNames();
    /// The format of `name` (formatNames()); throws CoastlineError naming `--from` and the choices.
    static Format parseFormat(const QString &name);
    /// The stack a format implies (megatron, torchtitan, hf-trainer; mllog: empty, the submission's own).
    static QString stackOf(Format format);

    /// Reads `text` (the contents of `file`). Lines that are not measurements are ignored; a measurement
    /// line whose numbers do not read, or a `:::MLLOG` line that is not JSON, throws CoastlineError
    /// "<file>:<line>: <format> log: …"; a log without measurements left after the warm-up throws too.
    static TrainingLog parse(Format format, const QByteArray &text, const QString &file, int skipFirst = 1);

    Format format = Format::Torchtitan;
    QList<Measurement> measurements; ///< after the warm-up
    int skipped = 0; ///< warm-up measurements left out
    std::optional<qint64> globalBatch; ///< the log's global batch (megatron, mllog), when it states one

    /// The median of a field over the measurements (nullopt when none has it).
    std::optional<double> median(std::optional<double> Measurement::*field) const;
};
