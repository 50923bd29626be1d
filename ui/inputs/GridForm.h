#pragma once

#include "inputs/InputProblem.h"
#include "model/Configuration.h"

#include <QGroupBox>

class QComboBox;
class QLineEdit;

/// The "Search grid" group: per-device batch sizes and total GPU counts as GridExpression texts
/// ("4, 8, 16", "1-1024", "8-1024:8", "pow2:1-1024"), the GPU-count filter and the parallel layouts the
/// search tries (`search.layouts`, issue 35: data-parallel, auto or a list such as tp2,tp4cp2).
class GridForm : public QGroupBox
{
    Q_OBJECT
public:
    explicit GridForm(QWidget *parent = nullptr);

    void setConfiguration(const Configuration &config);
    /// Writes the lists that parse; invalid lists keep the previous values.
    void apply(Configuration *config) const;
    /// Marks lists that do not parse as whole numbers ≥ 1, and a parallel-layout text that does not parse
    /// (LayoutSearch::parse).
    QList<InputProblem> validate();

    /// Parses a GridExpression ("4, 8, 16", "1-1024", "pow2:1-64") into values in [1, maximum], at most
    /// `maxValues`; nullopt with `error` set (the problem in English) when it does not parse. An empty
    /// text is an empty list.
    static std::optional<QList<qint64>> parseList(
        const QString &text, qint64 maximum, int maxValues, QString *error = nullptr);

    /// Parses a `search.layouts` text (LayoutSearch::parse: data-parallel, auto or a list such as
    /// "tp2,tp4cp2"); nullopt with `error` set (translated) when it does not parse.
    static std::optional<LayoutSearch> parseLayouts(const QString &text, QString *error = nullptr);

signals:
    void edited(const QString &field);

private:
    void notify(const QString &field);

    QLineEdit *m_batchSizes = nullptr;
    QLineEdit *m_totalGpus = nullptr;
    QComboBox *m_layouts = nullptr;
    /// `search.layouts`: editable; its list holds data-parallel and auto, any layout list can be typed.
    QComboBox *m_parallelLayouts = nullptr;
    bool m_updating = false;
};
