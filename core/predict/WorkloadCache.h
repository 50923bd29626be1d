#pragma once

#include "model/Workload.h"

#include <QString>
#include <atomic>
#include <cstddef>
#include <unordered_map>
#include <utility>

/// What a predictor prepares once per (LLM, GPU, method) triple and keeps per thread, so that a candidate
/// only does arithmetic: up to capacity triples per thread (a batch has a few dozen; past that the cache
/// starts over), the last one checked first. There is one cache per value type `T` and thread; it belongs
/// to one owner at a time (a predictor or a loaded file, by its newOwner() id), and another owner's call
/// starts it over.
template<typename T> class WorkloadCache
{
public:
    static constexpr std::size_t capacity = 256;

    /// An owner id no other owner of this cache has had (ids are never reused, unlike addresses).
    static quint64 newOwner()
    {
        static std::atomic<quint64> next {1};
        return next++;
    }

    /// This thread's value for `workload`'s triple under `owner`, made by `make()` when the cache has none
    /// (a throw leaves nothing behind). The reference stays valid until this thread's next call.
    template<typename Make> static T &value(quint64 owner, const Workload &workload, Make make)
    {
        Cache &cache = threadCache();
        if (cache.owner != owner) {
            cache.entries.clear();
            cache.last = nullptr;
            cache.owner = owner;
        }
        Entry *last = cache.last;
        if (last && last->llm == workload.llmModel && last->gpu == workload.gpuModel
            && last->method == workload.method)
            return last->value;
        const QString key = workload.llmModel + u'\x1f' + workload.gpuModel + u'\x1f' + workload.method;
        auto it = cache.entries.find(key);
        if (it == cache.entries.end()) {
            if (cache.entries.size() >= capacity) { // bounded: start over
                cache.entries.clear();
                cache.last = nullptr;
            }
            it = cache.entries
                     .emplace(key, Entry {workload.llmModel, workload.gpuModel, workload.method, make()})
                     .first;
        }
        cache.last = &it->second;
        return it->second.value;
    }

private:
    struct Entry
    {
        QString llm, gpu, method;
        T value;
    };
    struct Cache
    {
        quint64 owner = 0;
        std::unordered_map<QString, Entry> entries; ///< by "llm\x1fgpu\x1fmethod"
        Entry *last = nullptr;
    };
    static Cache &threadCache()
    {
        thread_local Cache cache;
        return cache;
    }
};
