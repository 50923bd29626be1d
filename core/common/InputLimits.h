#pragma once

#include <QtGlobal>

/// Upper bounds on everything a user file can make the program hold in memory. Each reader refuses
/// input beyond a bound with a CoastlineError naming the file and the bound, instead of running out of
/// memory or time. The bounds are far above any real input (configs are a few KB, job lists and
/// measured-runs tables a few MB).
namespace InputLimits {

/// Bytes of a YAML configuration or infrastructure file (yaml-cpp needs ~4 s per pathological MiB).
constexpr qint64 yamlFileBytes = 1024 * 1024;
/// Bytes of a CSV file (jobs, measured runs, simulation cases).
constexpr qint64 csvFileBytes = 64 * 1024 * 1024;
/// Cells of a whole CSV table (rows × columns); about 16 bytes of memory each plus their text.
constexpr qint64 csvCells = 4'000'000;
/// Cells of a jobs CSV (`recommend --input`, the batch window): 10⁶ jobs of up to 16 columns. The
/// file's byte bound (csvFileBytes) bounds its memory too: about 250 MB at most while it is read.
constexpr qint64 jobsCsvCells = 16'000'000;
/// Columns of a CSV header.
constexpr int csvColumns = 1024;
/// Characters of a CSV header name.
constexpr int csvHeaderChars = 256;
/// Characters of one CSV cell.
constexpr int csvCellChars = 64 * 1024;
/// Bytes of a Kavier calibration JSON table (the shipped ones are under 16 KB).
constexpr qint64 calibrationFileBytes = 4 * 1024 * 1024;
/// Bytes of a learned-predictor model file (learned-predictors.md "Model file"; 70 runs give < 400 KB):
/// the payload's budget plus room for the other fields.
constexpr qint64 modelFileBytes = 24 * 1024 * 1024;
/// Bytes of a model file's "payload" value (the model's parameters), checked before the JSON is parsed:
/// a random forest of 100 full depth-8 trees (the largest `tune` writes) takes about 6 MB, so 16 MiB
/// leaves room; a parsed payload holds about 14 bytes of memory per byte of it (< 250 MB).
constexpr qint64 modelPayloadBytes = 16 * 1024 * 1024;
/// Bytes of each other field a model file uses ("features", "domain", "cross_validation", …; each is
/// a few KB).
constexpr qint64 modelFieldBytes = 1024 * 1024;
/// Bytes of one top-level key of a model file that Coastline does not use (kept for notes, never read).
constexpr qint64 modelExtraKeyBytes = 4096;
/// Top-level keys of a model file that Coastline does not use.
constexpr int modelExtraKeys = 16;
/// Largest amount in a trace cell: seconds (runtimes, durations, |submission time|), tokens/s, watts
/// per GPU. 10^12 s is 31,700 years; sums and products of such values (GPU-hours, energy, work in
/// tokens) stay finite, so no verb writes inf or nan for a trace.
constexpr double traceAmount = 1e12;
/// Values in one list of a configuration (grid.total_gpus, gpu_models, ...).
constexpr int listValues = 100'000;
/// Values in grid.batch_sizes (real grids have a dozen; each value multiplies the search).
constexpr int batchSizeValues = 10'000;
/// Configurations in one search grid (GPU counts × batch sizes): bounds time and memory of a search.
constexpr qint64 gridCandidates = 200'000;

} // namespace InputLimits
