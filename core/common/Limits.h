#pragma once

#include <QtGlobal>

/// The one set of upper bounds for workload and search numbers, shared by the configuration reader,
/// the CLI and the GUI's input forms: beyond any real job, low enough that products (batch × GPUs,
/// tokens × batch) never overflow a qint64. Every bound is inclusive; every lower bound is 1 unless
/// a min… constant says otherwise.
namespace Limits {
/// Tokens per sample (sequence length), in tokens.
constexpr qint64 maxTokensPerSample = 10'000'000;
/// Per-device batch size, in samples (also each entry of grid.batch_sizes).
constexpr qint64 maxBatchSize = 1'000'000;
/// Any GPU or node count: GPUs per node, nodes, a job's GPUs (per node × nodes), cluster GPUs.
constexpr qint64 maxGpus = 1'000'000;
/// GPUs per node beyond which a job's layout is implausible (warned about, not refused): the largest
/// servers hold 16 GPUs; a cluster whose infrastructure.max_gpus_per_node is larger raises the bound.
constexpr qint64 plausibleGpusPerNode = 64;
/// Number of recommendations (top_k).
constexpr qint64 maxTopK = 1'000'000;
/// Cross-validation folds (tune/evaluate --folds, the predictor lab): 2 … 10⁶ (cli.md "tune"; a
/// count ≥ the rows is leave-one-out).
constexpr qint64 minFolds = 2;
constexpr qint64 maxFolds = 1'000'000;
/// Tokens of a job (workload.total_tokens, dataset_tokens, dataset_tokens × epochs; --total-tokens, …):
/// 10¹⁸, about 10⁵ times the largest published pre-training runs (Llama 3: 1.5 × 10¹³ tokens).
constexpr double maxTokens = 1e18;
/// Characters of a currency label (infrastructure.currency, --currency): 1 … 8, enough for "USD", "€",
/// "kUSD", "GPU-EUR".
constexpr qsizetype maxCurrencyChars = 8;
/// A random seed (tune --seed, the predictor lab): any 32-bit unsigned value, 0 … 2³² − 1 (the seed
/// of std::mt19937 and of every learned model).
constexpr qint64 maxSeed = 4'294'967'295;
} // namespace Limits
