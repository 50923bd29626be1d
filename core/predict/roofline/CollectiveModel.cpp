#include "predict/roofline/CollectiveModel.h"

#include <algorithm>
#include <cmath>

int CollectiveModel::Group::domains() const
{
    const int n = std::max(1, ranks);
    const int m = std::clamp(perDomain, 1, n);
    return (n + m - 1) / m;
}

CollectiveModel::CollectiveModel(Links links)
    : m_links(links)
{ }

double CollectiveModel::busFactor(Collective collective, int ranks)
{
    const double n = std::max(1, ranks);
    switch (collective) {
    case Collective::AllReduce:
        return 2 * (n - 1) / n;
    case Collective::ReduceScatter:
    case Collective::AllGather:
    case Collective::AllToAll:
        return (n - 1) / n;
    case Collective::PointToPoint:
        break;
    }
    return n > 1 ? 1 : 0;
}

double CollectiveModel::busBytesPerS(Collective collective, Group group) const
{
    const int k = group.domains();
    const double domain = collective == Collective::AllReduce
        ? m_links.domainBytesPerS * std::max(1.0, m_links.nvlsAllReduceFactor)
        : m_links.domainBytesPerS;
    if (k <= 1 || !(m_links.nicBytesPerS > 0))
        return domain;
    const int m = std::clamp(group.perDomain, 1, std::max(1, group.ranks));
    switch (collective) {
    case Collective::AllToAll: // one NIC's worth, k/(k − 1) of it counted as bus bandwidth
        return std::min(domain, m_links.nicBytesPerS * k / (k - 1.0));
    case Collective::PointToPoint:
        return std::min(domain, m_links.nicBytesPerS);
    case Collective::AllReduce:
    case Collective::ReduceScatter:
    case Collective::AllGather:
        break;
    }
    // Hierarchical: the slowest level, the m NICs the group's ranks in one domain drive.
    return std::min(m_links.domainBytesPerS, m * m_links.nicBytesPerS);
}

double CollectiveModel::latencySeconds(Group group) const
{
    if (group.ranks <= 1)
        return 0;
    return m_links.latencyS * (1 + std::log2(double(group.domains())));
}

double CollectiveModel::seconds(Collective collective, double bytes, Group group) const
{
    if (group.ranks <= 1 || !(bytes > 0))
        return 0;
    const double bus = busBytesPerS(collective, group);
    if (!(bus > 0))
        return 0;
    return latencySeconds(group) + bytes * busFactor(collective, group.ranks) / bus;
}
