#include "support/WorkloadFlags.h"

namespace cli {

Workload WorkloadFlags::appliedTo(Workload base) const
{
    if (llm)
        base.llmModel = *llm;
    if (method)
        base.method = *method;
    if (gpu)
        base.gpuModel = *gpu;
    if (tokens)
        base.tokensPerSample = *tokens;
    if (batch)
        base.batchSize = *batch;
    if (gpusPerNode)
        base.gpusPerNode = *gpusPerNode;
    if (nodes)
        base.numberOfNodes = *nodes;
    return base;
}

} // namespace cli
