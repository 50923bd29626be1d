#include "config/ConfigurationSection.h"

const QList<ConfigurationSection> &ConfigurationSection::all()
{
    static const QList<ConfigurationSection> list {
        workload(), strategy(), predictors(), grid(), training(), infrastructure(), catalog()};
    return list;
}
