// Colour refinement of two graphs jointly: the stable colouring (for the isomorphism
// search) and the colouring after each round (for the partial mapping).
#include "graph/refine.hpp"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <tuple>

namespace plumbline::graph {

namespace {

// Both graphs as one, in compressed rows: node v of b is a.size() + v. Edge labels are
// renumbered 0..labels-1 in their sorted order, so they compare the same on both sides.
struct Joint {
    int n = 0;
    std::vector<int> offset;   // neighbours of x: target[offset[x] .. offset[x + 1])
    std::vector<int> target;
    std::vector<int> label;
    int labels = 0;
};

Joint joint_of(const Graph& a, const Graph& b) {
    Joint j;
    j.n = a.size() + b.size();
    // The edge labels, each once. A molecule has a few (bond orders), looked for in the
    // short list; past 16 every label is kept and the list sorted and made unique after.
    std::vector<int> distinct;
    j.offset.assign(static_cast<size_t>(j.n) + 1, 0);
    int x = 0;
    for (const Graph* g : {&a, &b})
        for (int v = 0; v < g->size(); ++v, ++x) {
            j.offset[static_cast<size_t>(x) + 1] = j.offset[static_cast<size_t>(x)] + g->degree(v);
            for (const auto& [w, label] : g->neighbours(v)) {
                (void)w;
                if (distinct.size() <= 16 && std::find(distinct.begin(), distinct.end(), label) != distinct.end())
                    continue;
                distinct.push_back(label);
            }
        }
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    j.labels = static_cast<int>(distinct.size());
    j.target.reserve(static_cast<size_t>(j.offset.back()));
    j.label.reserve(static_cast<size_t>(j.offset.back()));
    int base = 0;
    for (const Graph* g : {&a, &b}) {
        for (int v = 0; v < g->size(); ++v)
            for (const auto& [w, label] : g->neighbours(v)) {
                j.target.push_back(base + w);
                j.label.push_back(static_cast<int>(
                    std::lower_bound(distinct.begin(), distinct.end(), label) - distinct.begin()));
            }
        base += g->size();
    }
    return j;
}

// Classes are contiguous runs of `elems`; a class is split by the number of neighbours
// its members have in a splitter class, one edge label at a time.
class Refiner {
public:
    Refiner(const Graph& a, const Graph& b, const std::vector<std::int64_t>* extra)
        : a_(a), b_(b), g_(joint_of(a, b)), extra_(extra) {}

    JointColours run() {
        initial_classes();
        // Per edge label, the nodes next to the splitter (once per edge to it), and the
        // labels that have any; buckets rather than a sort, as this runs per splitter.
        std::vector<std::vector<int>> arrivals(static_cast<size_t>(g_.labels));
        std::vector<int> labels_seen;
        while (!work_.empty()) {
            const int s = work_.back();
            work_.pop_back();
            queued_[static_cast<size_t>(s)] = 0;
            // Gathered before any split: splitting may reorder the splitter's own members.
            for (int i = start_[static_cast<size_t>(s)]; i < end_[static_cast<size_t>(s)]; ++i) {
                const int x = elems_[static_cast<size_t>(i)];
                for (int e = g_.offset[static_cast<size_t>(x)]; e < g_.offset[static_cast<size_t>(x) + 1]; ++e) {
                    std::vector<int>& bucket = arrivals[static_cast<size_t>(g_.label[static_cast<size_t>(e)])];
                    if (bucket.empty()) labels_seen.push_back(g_.label[static_cast<size_t>(e)]);
                    bucket.push_back(g_.target[static_cast<size_t>(e)]);
                }
            }
            for (int label : labels_seen) {
                std::vector<int>& bucket = arrivals[static_cast<size_t>(label)];
                touched_.clear();
                for (int w : bucket)
                    if (count_[static_cast<size_t>(w)]++ == 0) touched_.push_back(w);
                split_touched();
                for (int w : touched_) count_[static_cast<size_t>(w)] = 0;
                bucket.clear();
            }
            labels_seen.clear();
        }
        JointColours out;
        out.colour = cls_;
        out.count = static_cast<int>(start_.size());
        return out;
    }

private:
    std::tuple<int, int, std::int64_t> initial_key(int x) const {
        const int na = a_.size();
        const std::int64_t more = extra_ ? (*extra_)[static_cast<size_t>(x)] : 0;
        return x < na ? std::make_tuple(a_.label(x), a_.self_loops(x), more)
                      : std::make_tuple(b_.label(x - na), b_.self_loops(x - na), more);
    }

    void initial_classes() {
        const size_t n = static_cast<size_t>(g_.n);
        elems_.resize(n);
        std::iota(elems_.begin(), elems_.end(), 0);
        // Each node's key made once, not twice per comparison of the sort.
        std::vector<std::tuple<int, int, std::int64_t>> keys(n);
        for (size_t x = 0; x < n; ++x) keys[x] = initial_key(static_cast<int>(x));
        std::sort(elems_.begin(), elems_.end(), [&](int x, int y) {
            const auto& kx = keys[static_cast<size_t>(x)];
            const auto& ky = keys[static_cast<size_t>(y)];
            return kx != ky ? kx < ky : x < y;
        });
        pos_.resize(n);
        cls_.resize(n);
        count_.assign(n, 0);
        // At most one class per node: room for them all at once, not grown one by one.
        for (std::vector<int>* v : {&start_, &end_, &work_}) v->reserve(n);
        queued_.reserve(n);
        for (size_t i = 0; i < n; ++i) {
            const int x = elems_[i];
            if (i == 0 || keys[static_cast<size_t>(x)] != keys[static_cast<size_t>(elems_[i - 1])])
                new_class(static_cast<int>(i));
            end_.back() = static_cast<int>(i) + 1;
            pos_[static_cast<size_t>(x)] = static_cast<int>(i);
            cls_[static_cast<size_t>(x)] = static_cast<int>(start_.size()) - 1;
        }
        // Nothing is known to be stable yet: every initial class must split the others.
        for (int c = static_cast<int>(start_.size()) - 1; c >= 0; --c) enqueue(c);
    }

    int new_class(int begin) {
        start_.push_back(begin);
        end_.push_back(begin);
        queued_.push_back(0);
        return static_cast<int>(start_.size()) - 1;
    }

    void enqueue(int c) {
        if (queued_[static_cast<size_t>(c)]) return;
        queued_[static_cast<size_t>(c)] = 1;
        work_.push_back(c);
    }

    void place(int x, int i) {
        elems_[static_cast<size_t>(i)] = x;
        pos_[static_cast<size_t>(x)] = i;
    }

    void split_touched() {
        std::sort(touched_.begin(), touched_.end(), [&](int x, int y) {
            const int cx = cls_[static_cast<size_t>(x)], cy = cls_[static_cast<size_t>(y)];
            return cx != cy ? cx < cy : count_[static_cast<size_t>(x)] < count_[static_cast<size_t>(y)];
        });
        for (size_t i = 0; i < touched_.size();) {
            const int c = cls_[static_cast<size_t>(touched_[i])];
            size_t j = i;
            while (j < touched_.size() && cls_[static_cast<size_t>(touched_[j])] == c) ++j;
            split_class(c, i, j);
            i = j;
        }
    }

    // Splits class c by the counts of touched_[from, to) (its touched members, sorted by
    // count); the untouched members have count 0.
    void split_class(int c, size_t from, size_t to) {
        const int lo = start_[static_cast<size_t>(c)], hi = end_[static_cast<size_t>(c)];
        const int t = static_cast<int>(to - from);
        const auto cnt = [&](int x) { return count_[static_cast<size_t>(x)]; };
        if (t == hi - lo && cnt(touched_[from]) == cnt(touched_[to - 1])) return;
        // Touched members to the tail of the class, in count order.
        for (int k = 0; k < t; ++k) {
            const int w = touched_[from + static_cast<size_t>(k)];
            const int at = hi - t + k, was = pos_[static_cast<size_t>(w)];
            const int displaced = elems_[static_cast<size_t>(at)];
            place(displaced, was);
            place(w, at);
        }
        parts_.clear();
        if (hi - t > lo) parts_.emplace_back(lo, hi - t);
        for (int k = hi - t; k < hi;) {
            int e = k + 1;
            while (e < hi && cnt(elems_[static_cast<size_t>(e)]) == cnt(elems_[static_cast<size_t>(k)])) ++e;
            parts_.emplace_back(k, e);
            k = e;
        }
        // Counts into the largest part follow from those into c and into the others, so
        // it need not split anything unless c itself was still waiting to.
        const bool c_waiting = queued_[static_cast<size_t>(c)] != 0;
        size_t largest = 0;
        for (size_t p = 1; p < parts_.size(); ++p)
            if (parts_[p].second - parts_[p].first > parts_[largest].second - parts_[largest].first) largest = p;
        for (size_t p = 0; p < parts_.size(); ++p) {
            const int id = p == 0 ? c : new_class(parts_[p].first);
            start_[static_cast<size_t>(id)] = parts_[p].first;
            end_[static_cast<size_t>(id)] = parts_[p].second;
            if (p > 0)
                for (int i = parts_[p].first; i < parts_[p].second; ++i)
                    cls_[static_cast<size_t>(elems_[static_cast<size_t>(i)])] = id;
            if (c_waiting || p != largest) enqueue(id);
        }
    }

    const Graph& a_;
    const Graph& b_;
    const Joint g_;
    const std::vector<std::int64_t>* extra_;
    std::vector<int> elems_, pos_, cls_, count_;
    std::vector<int> start_, end_;
    std::vector<char> queued_;
    std::vector<int> work_;
    std::vector<int> touched_;
    std::vector<std::pair<int, int>> parts_;
};

}  // namespace

JointColours stable_colours(const Graph& a, const Graph& b, const std::vector<std::int64_t>* extra) {
    return Refiner(a, b, extra).run();
}

namespace {

// splitmix64's finaliser: spreads a small integer over 64 bits, so that sums of mixed
// terms tell multisets apart (two equal sums of different multisets are a 2^-64 accident,
// and would only merge two colours of a heuristic).
std::uint64_t mix(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

}  // namespace

std::vector<std::vector<int>> colour_rounds(const Graph& a, const Graph& b, int max_rounds) {
    const Joint g = joint_of(a, b);
    const size_t n = static_cast<size_t>(g.n);
    const int na = a.size();

    // Colours are ranks of sorted signatures, not first-seen numbers, so they do not
    // depend on how either graph numbers its nodes.
    std::vector<std::tuple<int, std::uint64_t, int>> keyed(n);   // (previous colour, signature, node)
    const auto rank = [&](std::vector<int>& colour) {
        std::sort(keyed.begin(), keyed.end());
        colour.assign(n, 0);
        int next = 0;
        for (size_t i = 0; i < n; ++i) {
            if (i > 0 && (std::get<0>(keyed[i]) != std::get<0>(keyed[i - 1]) ||
                          std::get<1>(keyed[i]) != std::get<1>(keyed[i - 1])))
                ++next;
            colour[static_cast<size_t>(std::get<2>(keyed[i]))] = next;
        }
        return n == 0 ? 0 : next + 1;
    };

    std::vector<std::vector<int>> rounds(1);
    for (int x = 0; x < g.n; ++x) keyed[static_cast<size_t>(x)] = {x < na ? a.label(x) : b.label(x - na), 0, x};
    int classes = rank(rounds[0]);
    for (int r = 0; r < max_rounds; ++r) {
        const std::vector<int>& previous = rounds.back();
        for (int x = 0; x < g.n; ++x) {
            // The neighbour multiset as a sum of mixed (edge label, colour) terms: no sort
            // per node. The loop count's term has the top bit set, so it never equals one.
            const int loops = x < na ? a.self_loops(x) : b.self_loops(x - na);
            std::uint64_t h = mix(static_cast<std::uint64_t>(loops) | (1ULL << 63));
            for (int e = g.offset[static_cast<size_t>(x)]; e < g.offset[static_cast<size_t>(x) + 1]; ++e)
                h += mix(static_cast<std::uint64_t>(g.label[static_cast<size_t>(e)]) << 32 |
                         static_cast<std::uint32_t>(previous[static_cast<size_t>(g.target[static_cast<size_t>(e)])]));
            keyed[static_cast<size_t>(x)] = {previous[static_cast<size_t>(x)], h, x};
        }
        std::vector<int> next;
        const int split = rank(next);
        if (split == classes) break;
        classes = split;
        rounds.push_back(std::move(next));
    }
    return rounds;
}

WalkCounts walk_counts(const Graph& a, const Graph& b, const std::vector<int>& labels, int length) {
    constexpr size_t kMaxEntries = size_t(1) << 22;
    constexpr std::int64_t kSaturated = std::int64_t(1) << 30;
    const Joint g = joint_of(a, b);
    const size_t n = static_cast<size_t>(g.n), L = labels.size();
    WalkCounts out;
    out.labels = static_cast<int>(L);
    out.length = n == 0 || L == 0 ? 0 : std::max(0, std::min(length, static_cast<int>(kMaxEntries / (n * L))));
    out.counts.assign(n * static_cast<size_t>(out.length) * L, 0);
    if (out.length == 0) return out;

    // With A the adjacency and D the degrees, walks of length k ending at label l are
    // W1 = A E, W2 = A W1 - D E, Wk = A W(k-1) - (D - 1) W(k-2), E the label indicator.
    std::vector<std::int64_t> older(n * L, 0), previous(n * L, 0), current(n * L);
    const int na = a.size();
    for (int x = 0; x < g.n; ++x) {
        const int label = x < na ? a.label(x) : b.label(x - na);
        const auto it = std::lower_bound(labels.begin(), labels.end(), label);
        if (it != labels.end() && *it == label) previous[static_cast<size_t>(x) * L + static_cast<size_t>(it - labels.begin())] = 1;
    }
    for (int k = 1; k <= out.length; ++k) {
        std::fill(current.begin(), current.end(), 0);
        for (size_t x = 0; x < n; ++x) {
            std::int64_t* row = &current[x * L];
            for (int e = g.offset[x]; e < g.offset[x + 1]; ++e) {
                const std::int64_t* next = &previous[static_cast<size_t>(g.target[static_cast<size_t>(e)]) * L];
                for (size_t l = 0; l < L; ++l) row[l] += next[l];
            }
            const std::int64_t degree = g.offset[x + 1] - g.offset[x];
            const std::int64_t back = k == 1 ? 0 : k == 2 ? degree : degree - 1;
            for (size_t l = 0; l < L; ++l) {
                row[l] = std::clamp<std::int64_t>(row[l] - back * older[x * L + l], 0, kSaturated);
                out.counts[(x * static_cast<size_t>(out.length) + static_cast<size_t>(k - 1)) * L + l] =
                    static_cast<std::int32_t>(row[l]);
            }
        }
        older.swap(previous);
        previous.swap(current);
    }
    return out;
}

}  // namespace plumbline::graph
