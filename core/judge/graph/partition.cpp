// The ordered partition: individualization, refinement to equitable with a trace, and
// undoing both by level.
#include "graph/partition.hpp"

#include <algorithm>

namespace plumbline::graph {

Rows rows_of(const Graph& g, const std::vector<int>& scale) {
    Rows r;
    r.n = g.size();
    r.labels = std::max<int>(1, static_cast<int>(scale.size()));
    r.offset.assign(static_cast<size_t>(r.n) + 1, 0);
    for (int v = 0; v < r.n; ++v) {
        r.offset[static_cast<size_t>(v) + 1] = r.offset[static_cast<size_t>(v)] + g.degree(v);
        for (const auto& [w, label] : g.neighbours(v)) {
            r.target.push_back(w);
            r.label.push_back(static_cast<int>(std::lower_bound(scale.begin(), scale.end(), label) - scale.begin()));
        }
    }
    return r;
}

Partition::Partition(const Rows& g, const int* colour, int colours) : g_(g), n_(g.n) {
    const size_t n = static_cast<size_t>(n_);
    std::vector<int> first(static_cast<size_t>(colours) + 1, 0);
    for (int v = 0; v < n_; ++v) ++first[static_cast<size_t>(colour[v]) + 1];
    for (size_t c = 0; c < static_cast<size_t>(colours); ++c) first[c + 1] += first[c];
    elems_.resize(n);
    pos_.resize(n);
    start_of_.resize(n);
    end_.assign(n, 0);
    std::vector<int> fill(first.begin(), first.end() - 1);
    for (int v = 0; v < n_; ++v) {
        const size_t c = static_cast<size_t>(colour[v]);
        const int at = fill[c]++;
        elems_[static_cast<size_t>(at)] = v;
        pos_[static_cast<size_t>(v)] = at;
        start_of_[static_cast<size_t>(v)] = first[c];
    }
    for (size_t c = 0; c < static_cast<size_t>(colours); ++c)
        if (first[c + 1] > first[c]) {
            end_[static_cast<size_t>(first[c])] = first[c + 1];
            ++cells_;
        }
    queued_.assign(n, 0);
    count_.assign(n, 0);
    arrivals_.resize(static_cast<size_t>(g.labels));
}

int Partition::target_cell() const {
    int best = -1, best_size = n_ + 1;
    for (int s = 0; s < n_; s = end_[static_cast<size_t>(s)]) {
        const int size = end_[static_cast<size_t>(s)] - s;
        if (size > 1 && size < best_size) best = s, best_size = size;
        if (best_size == 2) break;   // nothing smaller to find
    }
    return best;
}

bool Partition::individualize(int v, int level, Trace& trace) {
    const int start = start_of_[static_cast<size_t>(v)], end = end_[static_cast<size_t>(start)];
    const int front = elems_[static_cast<size_t>(start)], was = pos_[static_cast<size_t>(v)];
    elems_[static_cast<size_t>(was)] = front, pos_[static_cast<size_t>(front)] = was;
    elems_[static_cast<size_t>(start)] = v, pos_[static_cast<size_t>(v)] = start;
    end_[static_cast<size_t>(start)] = start + 1;
    new_cell(start + 1, end, level);
    // The rest of the cell need not split anything: counts into it follow from counts
    // into the old cell (already equitable) and into v.
    enqueue(start);
    return refine(level, trace) && trace.finish();
}

void Partition::backtrack(int level) {
    // Newest first: the cell before a start is then the very part it was split from.
    while (!created_.empty() && created_level_.back() >= level) {
        const int p = created_.back(), e = end_[static_cast<size_t>(p)];
        created_.pop_back();
        created_level_.pop_back();
        const int s = start_of_[static_cast<size_t>(elems_[static_cast<size_t>(p) - 1])];
        for (int i = p; i < e; ++i) start_of_[static_cast<size_t>(elems_[static_cast<size_t>(i)])] = s;
        end_[static_cast<size_t>(s)] = e;
        --cells_;
        work_ += e - p;
    }
}

int Partition::new_cell(int start, int end, int level) {
    end_[static_cast<size_t>(start)] = end;
    for (int i = start; i < end; ++i) start_of_[static_cast<size_t>(elems_[static_cast<size_t>(i)])] = start;
    created_.push_back(start);
    created_level_.push_back(level);
    ++cells_;
    work_ += end - start;
    return start;
}

void Partition::enqueue(int start) {
    if (queued_[static_cast<size_t>(start)]) return;
    queued_[static_cast<size_t>(start)] = 1;
    queue_.push_back(start);
}

// Splitters in first-in first-out order; per splitter, the nodes next to it are counted
// one edge label at a time, and every cell they fall in is split by those counts.
bool Partition::refine(int level, Trace& trace) {
    bool agreed = true;
    while (agreed && head_ < queue_.size() && cells_ < n_) {
        const int s = queue_[head_++];
        queued_[static_cast<size_t>(s)] = 0;
        // Gathered before any split: a split may reorder the splitter's own members.
        for (int i = s; i < end_[static_cast<size_t>(s)]; ++i) {
            const int x = elems_[static_cast<size_t>(i)];
            for (int e = g_.offset[static_cast<size_t>(x)]; e < g_.offset[static_cast<size_t>(x) + 1]; ++e)
                arrivals_[static_cast<size_t>(g_.label[static_cast<size_t>(e)])].push_back(g_.target[static_cast<size_t>(e)]);
            work_ += 1 + g_.offset[static_cast<size_t>(x) + 1] - g_.offset[static_cast<size_t>(x)];
        }
        for (std::vector<int>& bucket : arrivals_) {
            if (bucket.empty() || !agreed) {
                bucket.clear();
                continue;
            }
            touched_.clear();
            for (int w : bucket)
                if (count_[static_cast<size_t>(w)]++ == 0) touched_.push_back(w);
            // By cell, then by count: both positions, so the same on any numbering.
            std::sort(touched_.begin(), touched_.end(), [&](int x, int y) {
                const int cx = start_of_[static_cast<size_t>(x)], cy = start_of_[static_cast<size_t>(y)];
                return cx != cy ? cx < cy : count_[static_cast<size_t>(x)] < count_[static_cast<size_t>(y)];
            });
            work_ += static_cast<std::int64_t>(touched_.size());
            for (size_t i = 0; i < touched_.size() && agreed;) {
                const int c = start_of_[static_cast<size_t>(touched_[i])];
                size_t j = i;
                while (j < touched_.size() && start_of_[static_cast<size_t>(touched_[j])] == c) ++j;
                agreed = split(c, i, j, level, trace);
                i = j;
            }
            for (int w : touched_) count_[static_cast<size_t>(w)] = 0;
            bucket.clear();
        }
    }
    for (size_t i = head_; i < queue_.size(); ++i) queued_[static_cast<size_t>(queue_[i])] = 0;
    queue_.clear();
    head_ = 0;
    return agreed;
}

// Splits the cell at `start` by the counts of touched_[from, to) (its touched members,
// sorted by count; the others count 0): parts in increasing count, written to the trace.
bool Partition::split(int start, size_t from, size_t to, int level, Trace& trace) {
    const int end = end_[static_cast<size_t>(start)];
    const int t = static_cast<int>(to - from);
    const auto cnt = [&](int x) { return count_[static_cast<size_t>(x)]; };
    if (t == end - start && cnt(touched_[from]) == cnt(touched_[to - 1])) return true;
    // Touched members to the tail of the cell, in count order.
    for (int k = 0; k < t; ++k) {
        const int w = touched_[from + static_cast<size_t>(k)];
        const int at = end - t + k, was = pos_[static_cast<size_t>(w)];
        const int displaced = elems_[static_cast<size_t>(at)];
        elems_[static_cast<size_t>(was)] = displaced, pos_[static_cast<size_t>(displaced)] = was;
        elems_[static_cast<size_t>(at)] = w, pos_[static_cast<size_t>(w)] = at;
    }
    work_ += t;
    parts_.clear();
    if (end - t > start) parts_.emplace_back(start, end - t);
    for (int k = end - t; k < end;) {
        int e = k + 1;
        while (e < end && cnt(elems_[static_cast<size_t>(e)]) == cnt(elems_[static_cast<size_t>(k)])) ++e;
        parts_.emplace_back(k, e);
        k = e;
    }
    if (!trace.push(start) || !trace.push(static_cast<int>(parts_.size()))) return false;
    for (const auto& [b, e] : parts_)
        if (!trace.push(e - b) || !trace.push(cnt(elems_[static_cast<size_t>(b)]))) return false;
    // Hopcroft: counts into the largest part follow from those into the cell and into the
    // other parts, so it need not split anything unless the cell was still waiting to.
    const bool waiting = queued_[static_cast<size_t>(start)] != 0;
    size_t largest = 0;
    for (size_t p = 1; p < parts_.size(); ++p)
        if (parts_[p].second - parts_[p].first > parts_[largest].second - parts_[largest].first) largest = p;
    end_[static_cast<size_t>(start)] = parts_[0].second;
    for (size_t p = 0; p < parts_.size(); ++p) {
        if (p > 0) new_cell(parts_[p].first, parts_[p].second, level);
        if (waiting || p != largest) enqueue(parts_[p].first);
    }
    return true;
}

}  // namespace plumbline::graph
