// The batch's prepared tasks, most recently used first. A lookup compares sizes before
// bytes, so a miss over all entries costs a few dozen comparisons of lengths.
#include <algorithm>
#include <utility>

#include "base/same_bytes.hpp"
#include "pipeline/evaluate.hpp"

namespace plumbline {

const PreparedTask* BatchCache::find(std::string_view key) {
    for (auto it = entries_.begin(); it != entries_.end(); ++it)
        if ((*it)->key.size() == key.size() && same_bytes((*it)->key, key)) {
            std::rotate(entries_.begin(), it, it + 1);
            return &entries_.front()->prepared;
        }
    return nullptr;
}

const PreparedTask& BatchCache::insert(std::string_view key, PreparedTask prepared) {
    auto entry = std::make_unique<Entry>(Entry{std::string(key), std::move(prepared)});
    key_bytes_ += key.size();
    entries_.insert(entries_.begin(), std::move(entry));
    while (entries_.size() > 1 && (entries_.size() > kEntries || key_bytes_ > kKeyBytes)) {
        key_bytes_ -= entries_.back()->key.size();
        entries_.pop_back();
    }
    return entries_.front()->prepared;
}

}  // namespace plumbline
