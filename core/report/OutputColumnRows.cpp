// The names and cell rows of a list of output columns (OutputColumns.h): the header a table, CSV or JSON
// export writes and each row's raw cell values, read through the columns' getters.
#include "report/OutputColumns.h"

namespace OutputColumns {

QStringList names(const QList<Column> &columns)
{
    QStringList list;
    for (const Column &c : columns)
        list.append(c.name);
    return list;
}

QStringList names(const QList<Column> &columns, quint8 brief)
{
    QStringList list;
    for (const Column &c : columns)
        if (c.brief & brief)
            list.append(c.name);
    return list;
}

int indexOf(const QList<Column> &columns, Id id)
{
    for (int i = 0; i < columns.size(); ++i)
        if (columns.at(i).id == id)
            return i;
    return -1;
}

QVariantList row(const QList<Column> &columns, const RowContext &context)
{
    QVariantList cells;
    cells.reserve(columns.size());
    for (const Column &c : columns)
        cells.append(c.value(context));
    return cells;
}

QVariantList candidateRow(const QList<Column> &columns, const EvaluatedCandidate &candidate)
{
    static const Evaluation noEvaluation;
    static const RankingPolicy noPolicy;
    return row(columns, {noEvaluation, candidate, nullptr, noPolicy, std::nullopt});
}

QVariantList failedRow(const QList<Column> &columns, const QString &error)
{
    QVariantList cells(columns.size());
    for (int i = 0; i < columns.size(); ++i) {
        if (columns.at(i).id == Id::Feasible)
            cells[i] = false;
        else if (columns.at(i).id == Id::Error || columns.at(i).id == Id::PredictionError)
            cells[i] = error;
    }
    return cells;
}

} // namespace OutputColumns
