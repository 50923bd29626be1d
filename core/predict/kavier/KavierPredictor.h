#pragma once

#include "catalog/Catalog.h"
#include "predict/PredictorRegistry.h"
#include "predict/ThroughputPredictor.h"
#include "predict/kavier/KavierModel.h"

/// The `kavier` predictor: throughput and per-GPU power from one KavierModel call per candidate
/// (upstream-behaviour.md §5.1–§5.2; the `kavier_power` energy predictor reuses the same call).
/// Kavier is fed the candidate's GPUs per node and node count (kavier.md §8).
class KavierPredictor : public ThroughputPredictor
{
public:
    /// `catalog` must outlive the predictor.
    KavierPredictor(const Catalog &catalog, KavierModel model);

    std::optional<Prediction> predict(
        const Workload &workload, const Candidate &candidate, QString *whyNot = nullptr) const override;
    QString name() const override { return PredictorId::Kavier.toString(); }

    const KavierModel &model() const { return m_model; }

private:
    /// What a thread keeps for the workload it predicts: the prepared constants and the notes made so
    /// far (the note depends only on the triple, the candidate's and the simulated GPU count).
    struct Entry
    {
        struct Note
        {
            std::pair<int, int> key; ///< candidate's total GPUs, simulated total GPUs
            QStringList factors; ///< Prediction::uncalibratedFactors
            QStringList text; ///< Prediction::notes: the one note
        };
        KavierModel::Prepared prepared;
        QList<Note> notes;
    };
    /// The model's constants for `workload`'s LLM, GPU and method: resolved once per thread and
    /// (LLM, GPU, method) (WorkloadCache), so candidates only do arithmetic. Throws like prepare().
    Entry &prepared(const Workload &workload) const;

    const Catalog &m_catalog;
    KavierModel m_model;
    quint64 m_id; ///< unique per instance: keys the per-thread cache
};
