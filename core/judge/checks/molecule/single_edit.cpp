// Single edits tried against the drawing (single_edit.hpp). An edit changes the labels or
// the edges at a few atoms; the atoms whose two-bond neighbourhood it changes are those
// atoms and the atoms within two bonds of them. Each neighbourhood is hashed (colour
// refinement, two rounds), and an edit is a candidate only when the hashes it removes and
// adds are exactly the difference between the two graphs' multisets of hashes: a check of
// a few dozen atoms, so every edit near the difference can be tried, and only the one or
// two that pass it go to the exact search.
#include "checks/molecule/single_edit.hpp"

#include <algorithm>
#include <map>
#include <utility>

namespace plumbline::molecule {

namespace {

using Hash = std::uint64_t;
// (hash, count in b minus count in a), sorted, without zeros.
using Difference = std::vector<std::pair<Hash, int>>;

Hash mix(Hash x) {   // splitmix64's finaliser
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

Hash edge_hash(Hash neighbour, int label) { return mix(neighbour * 31 + static_cast<Hash>(label) + 0x51ed27); }

void compress(Difference& d) {
    std::sort(d.begin(), d.end());
    size_t out = 0;
    for (size_t k = 0; k < d.size();) {
        Hash h = d[k].first;
        int n = 0;
        for (; k < d.size() && d[k].first == h; ++k) n += d[k].second;
        if (n != 0) d[out++] = {h, n};
    }
    d.resize(out);
}

// One or two atoms relabelled, an edge taken away, an edge added, an edge's label changed.
struct Change {
    int node1 = -1, label1 = 0, node2 = -1, label2 = 0;
    int cut_u = -1, cut_v = -1;
    int join_u = -1, join_v = -1, join_label = 0;
    int order_u = -1, order_v = -1, order_label = 0;
};

bool same_edge(int u, int v, int x, int y) { return (u == x && v == y) || (u == y && v == x); }

class Search {
public:
    Search(const graph::Graph& a, const graph::Graph& b, std::int64_t max_steps)
        : a_(a), b_(b), max_steps_(max_steps), mark_(static_cast<size_t>(a.size()), 0),
          in_c1_(static_cast<size_t>(a.size()), 0),
          h1_new_(static_cast<size_t>(a.size()), 0) {
        h1a_ = first_round(a);
        h2a_ = second_round(a, h1a_);
        const std::vector<Hash> h1b = first_round(b), h2b = second_round(b, h1b);
        d1_ = difference(h1a_, h1b);
        d2_ = difference(h2a_, h2b);
    }

    std::int64_t steps() const { return steps_; }

    std::optional<SingleEdit> run(int below) {
        if (a_.size() != b_.size() || a_.edge_count() != b_.edge_count() || below <= 1) return std::nullopt;
        anchors();
        const auto [lost, gained] = label_difference();
        const auto [lost_order, gained_order] = edge_label_difference();
        std::optional<SingleEdit> found;
        if (lost.size() == 1 && gained.size() == 1 && lost_order.empty()) {
            if (within_reach(1)) found = elements(lost.front(), gained.front(), below);
        } else if (lost.empty() && lost_order.size() == 1 && gained_order.size() == 1) {
            if (within_reach(2)) found = orders(lost_order.front(), gained_order.front(), below);
        } else if (lost.empty() && lost_order.empty() && below > 2) {
            if (within_reach(2)) found = swaps(below);
            if (!found && within_reach(3)) found = moves(below);
        }
        return found;
    }

private:
    // --- hashes ------------------------------------------------------------------------

    static std::vector<Hash> first_round(const graph::Graph& g) {
        std::vector<Hash> h(static_cast<size_t>(g.size()));
        for (int v = 0; v < g.size(); ++v) {
            Hash sum = 0;
            for (const auto& [w, label] : g.neighbours(v)) sum += edge_hash(static_cast<Hash>(g.label(w)) + 7, label);
            h[static_cast<size_t>(v)] = mix(static_cast<Hash>(g.label(v)) * 0x100000001b3ULL + sum);
        }
        return h;
    }

    static std::vector<Hash> second_round(const graph::Graph& g, const std::vector<Hash>& h1) {
        std::vector<Hash> h(static_cast<size_t>(g.size()));
        for (int v = 0; v < g.size(); ++v) {
            Hash sum = 0;
            for (const auto& [w, label] : g.neighbours(v)) sum += edge_hash(h1[static_cast<size_t>(w)], label);
            h[static_cast<size_t>(v)] = mix(h1[static_cast<size_t>(v)] ^ (sum * 0x2545f4914f6cdd1dULL));
        }
        return h;
    }

    static Difference difference(const std::vector<Hash>& in_a, const std::vector<Hash>& in_b) {
        Difference d;
        for (Hash h : in_a) d.emplace_back(h, -1);
        for (Hash h : in_b) d.emplace_back(h, 1);
        compress(d);
        return d;
    }

    // --- the changed graph, seen through a Change --------------------------------------

    int label(const Change& c, int v) const {
        return v == c.node1 ? c.label1 : v == c.node2 ? c.label2 : a_.label(v);
    }

    template <class F>
    void neighbours(const Change& c, int v, F&& f) const {
        for (const auto& [w, l] : a_.neighbours(v)) {
            if (same_edge(v, w, c.cut_u, c.cut_v)) continue;
            f(w, same_edge(v, w, c.order_u, c.order_v) ? c.order_label : l);
        }
        if (v == c.join_u) f(c.join_v, c.join_label);
        if (v == c.join_v) f(c.join_u, c.join_label);
    }

    // --- the filter --------------------------------------------------------------------

    // Adds v to `set` once (marked with the current epoch).
    void include(std::vector<int>& set, int v) {
        if (v < 0 || mark_[static_cast<size_t>(v)] == epoch_) return;
        mark_[static_cast<size_t>(v)] = epoch_;
        set.push_back(v);
    }

    // Whether the change alters the hashes exactly as a differs from b.
    bool fits(const Change& c) {
        ++epoch_;
        c1_.clear();
        for (int v : {c.node1, c.node2, c.cut_u, c.cut_v, c.join_u, c.join_v, c.order_u, c.order_v}) include(c1_, v);
        const size_t touched = c1_.size();
        for (size_t k = 0; k < touched; ++k)
            for (const auto& [w, l] : a_.neighbours(c1_[k])) {
                (void)l;
                include(c1_, w);
            }
        steps_ += static_cast<std::int64_t>(c1_.size());
        delta_.clear();
        for (int v : c1_) {
            Hash sum = 0;
            neighbours(c, v, [&](int w, int l) { sum += edge_hash(static_cast<Hash>(label(c, w)) + 7, l); });
            const Hash h = mix(static_cast<Hash>(label(c, v)) * 0x100000001b3ULL + sum);
            h1_new_[static_cast<size_t>(v)] = h;
            delta_.emplace_back(h, 1);
            delta_.emplace_back(h1a_[static_cast<size_t>(v)], -1);
        }
        compress(delta_);
        if (delta_ != d1_) return false;

        // Second round: the atoms next to a changed first-round hash.
        c2_ = c1_;
        ++epoch_;
        for (int v : c2_) mark_[static_cast<size_t>(v)] = epoch_, in_c1_[static_cast<size_t>(v)] = epoch_;
        const std::uint32_t in_c1 = epoch_;
        for (int v : c1_)
            for (const auto& [w, l] : a_.neighbours(v)) {
                (void)l;
                include(c2_, w);
            }
        steps_ += static_cast<std::int64_t>(c2_.size());
        const auto h1 = [&](int w) {
            return in_c1_[static_cast<size_t>(w)] == in_c1 ? h1_new_[static_cast<size_t>(w)] : h1a_[static_cast<size_t>(w)];
        };
        delta_.clear();
        for (int v : c2_) {
            Hash sum = 0;
            neighbours(c, v, [&](int w, int l) { sum += edge_hash(h1(w), l); });
            delta_.emplace_back(mix(h1(v) ^ (sum * 0x2545f4914f6cdd1dULL)), 1);
            delta_.emplace_back(h2a_[static_cast<size_t>(v)], -1);
        }
        compress(delta_);
        return delta_ == d2_;
    }

    // The exact test of a change that passed the filter: a, changed, against b.
    std::optional<SingleEdit> confirm(const Change& c, int below) {
        graph::Graph g;
        for (int v = 0; v < a_.size(); ++v) g.add_node(label(c, v));
        for (int v = 0; v < a_.size(); ++v) {
            neighbours(c, v, [&](int w, int l) {
                if (v < w) g.add_edge(v, w, l);
            });
            for (int k = 0; k < a_.self_loops(v); ++k) g.add_edge(v, v);
        }
        const std::int64_t left = std::max<std::int64_t>(1, max_steps_ - steps_);
        const graph::IsomorphismResult iso = graph::find_isomorphism(g, b_, left);
        steps_ += std::max<std::int64_t>(1, iso.steps);
        if (iso.outcome != graph::Outcome::Isomorphic) return std::nullopt;
        SingleEdit e;
        e.a_to_b = iso.mapping;
        e.cost = correspondence_cost(a_, b_, e.a_to_b);
        if (e.cost >= below) return std::nullopt;
        return e;
    }

    std::optional<SingleEdit> attempt(const Change& c, int below) {
        if (!fits(c)) return std::nullopt;
        return confirm(c, below);
    }

    bool spent() const { return steps_ >= max_steps_; }

    // --- where to look -----------------------------------------------------------------

    // Whether an edit touching `touched` atoms could account for the first-round
    // difference: it changes the hashes of those atoms and their neighbours only. Graphs
    // that differ more (another molecule of the same size) are not searched at all.
    bool within_reach(int touched) const {
        int degree = 0;
        for (int v = 0; v < a_.size(); ++v) degree = std::max(degree, a_.degree(v));
        int excess = 0;
        for (const auto& [h, n] : d1_) excess += n < 0 ? -n : 0;
        return excess <= touched * (1 + degree + 1);
    }

    // Atoms within two bonds of an atom whose second-round hash a has more of than b: an
    // edit changes the hash of the atoms it touches, so it touches atoms near these.
    // Every atom when the hashes do not tell the graphs apart.
    void anchors() {
        std::vector<int> excess;
        for (int v = 0; v < a_.size(); ++v) {
            const auto it = std::lower_bound(d2_.begin(), d2_.end(), std::make_pair(h2a_[static_cast<size_t>(v)], -(1 << 30)));
            if (it != d2_.end() && it->first == h2a_[static_cast<size_t>(v)] && it->second < 0) excess.push_back(v);
        }
        is_anchor_.assign(static_cast<size_t>(a_.size()), excess.empty());
        anchors_.clear();
        if (excess.empty()) {
            for (int v = 0; v < a_.size(); ++v) anchors_.push_back(v);
            return;
        }
        std::vector<int> frontier = excess, next;
        for (int v : excess) is_anchor_[static_cast<size_t>(v)] = true;
        for (int round = 0; round < 2; ++round) {
            next.clear();
            for (int v : frontier)
                for (const auto& [w, l] : a_.neighbours(v)) {
                    (void)l;
                    if (!is_anchor_[static_cast<size_t>(w)]) is_anchor_[static_cast<size_t>(w)] = true, next.push_back(w);
                }
            frontier.swap(next);
        }
        for (int v = 0; v < a_.size(); ++v)
            if (is_anchor_[static_cast<size_t>(v)]) anchors_.push_back(v);
    }

    // Labels a has more of, and b has more of (each once per extra atom).
    std::pair<std::vector<int>, std::vector<int>> label_difference() const {
        std::map<int, int> count;
        for (int v = 0; v < a_.size(); ++v) --count[a_.label(v)];
        for (int v = 0; v < b_.size(); ++v) ++count[b_.label(v)];
        return split(count);
    }

    std::pair<std::vector<int>, std::vector<int>> edge_label_difference() const {
        std::map<int, int> count;
        for (const graph::Graph* g : {&a_, &b_})
            for (int v = 0; v < g->size(); ++v)
                for (const auto& [w, l] : g->neighbours(v))
                    if (v < w) count[l] += g == &a_ ? -1 : 1;
        return split(count);
    }

    static std::pair<std::vector<int>, std::vector<int>> split(const std::map<int, int>& count) {
        std::vector<int> lost, gained;
        for (const auto& [label, n] : count) {
            for (int k = 0; k < -n; ++k) lost.push_back(label);
            for (int k = 0; k < n; ++k) gained.push_back(label);
        }
        return {lost, gained};
    }

    // --- the edits ---------------------------------------------------------------------

    std::optional<SingleEdit> elements(int from, int to, int below) {
        for (int v : anchors_) {
            if (spent()) break;
            if (a_.label(v) != from) continue;
            Change c;
            c.node1 = v;
            c.label1 = to;
            if (auto e = attempt(c, below)) return e;
        }
        return std::nullopt;
    }

    std::optional<SingleEdit> orders(int from, int to, int below) {
        for (int v : anchors_)
            for (const auto& [w, l] : a_.neighbours(v)) {
                if (spent()) return std::nullopt;
                if (l != from || (is_anchor_[static_cast<size_t>(w)] && w < v)) continue;
                Change c;
                c.order_u = v;
                c.order_v = w;
                c.order_label = to;
                if (auto e = attempt(c, below)) return e;
            }
        return std::nullopt;
    }

    std::optional<SingleEdit> swaps(int below) {
        for (size_t x = 0; x < anchors_.size(); ++x)
            for (size_t y = x + 1; y < anchors_.size(); ++y) {
                if (spent()) return std::nullopt;
                const int u = anchors_[x], v = anchors_[y];
                if (a_.label(u) == a_.label(v)) continue;
                Change c;
                c.node1 = u;
                c.label1 = a_.label(v);
                c.node2 = v;
                c.label2 = a_.label(u);
                if (auto e = attempt(c, below)) return e;
            }
        return std::nullopt;
    }

    // The bond u-v drawn as u-w, w a neighbour of v (not of u): a substituent, or any
    // bond, one position over.
    // The move takes a bond from v and gives one to w: the degrees a has more of must be
    // those, and the ones b has more of one less and one more (or, with equal degree
    // counts, v has one bond more than w), which rules out most moves at no cost.
    std::optional<SingleEdit> moves(int below) {
        std::map<int, int> count;
        for (int x = 0; x < a_.size(); ++x) --count[a_.degree(x)];
        for (int x = 0; x < b_.size(); ++x) ++count[b_.degree(x)];
        // Named references, not structured bindings: C++17 lambdas may not capture those.
        const auto parts = split(count);
        const auto& lost = parts.first;
        const auto& gained = parts.second;
        if (lost.size() > 2) return std::nullopt;
        const auto degrees_fit = [&](int dv, int dw) {
            if (lost.empty()) return dv == dw + 1;
            std::vector<int> l = {dv, dw}, g = {dv - 1, dw + 1};
            std::sort(l.begin(), l.end());
            std::sort(g.begin(), g.end());
            return l == lost && g == gained;
        };
        for (int u : anchors_)
            for (const auto& [v, l] : a_.neighbours(u))
                for (const auto& [w, lw] : a_.neighbours(v)) {
                    (void)lw;
                    if (spent()) return std::nullopt;
                    if (w == u || a_.edge_label(u, w) >= 0 || !degrees_fit(a_.degree(v), a_.degree(w))) continue;
                    Change c;
                    c.cut_u = u;
                    c.cut_v = v;
                    c.join_u = u;
                    c.join_v = w;
                    c.join_label = l;
                    if (auto e = attempt(c, below)) return e;
                }
        return std::nullopt;
    }

    const graph::Graph& a_;
    const graph::Graph& b_;
    const std::int64_t max_steps_;
    std::int64_t steps_ = 0;
    std::vector<Hash> h1a_, h2a_;
    Difference d1_, d2_;
    std::vector<int> anchors_;
    std::vector<bool> is_anchor_;
    // Scratch for fits().
    std::vector<std::uint32_t> mark_, in_c1_;   // epoch marks: in the set being made; in the first round's
    std::uint32_t epoch_ = 0;
    std::vector<Hash> h1_new_;
    std::vector<int> c1_, c2_;
    Difference delta_;
};

}  // namespace

int correspondence_cost(const graph::Graph& a, const graph::Graph& b, const std::vector<int>& a_to_b) {
    int cost = 0;
    std::vector<int> b_to_a(static_cast<size_t>(b.size()), -1);
    for (int u = 0; u < a.size(); ++u) {
        const int v = u < static_cast<int>(a_to_b.size()) ? a_to_b[static_cast<size_t>(u)] : -1;
        if (v >= 0) b_to_a[static_cast<size_t>(v)] = u;
        cost += v < 0 || a.label(u) != b.label(v);
    }
    for (int v = 0; v < b.size(); ++v) cost += b_to_a[static_cast<size_t>(v)] < 0;
    for (int u = 0; u < a.size(); ++u)
        for (const auto& [w, l] : a.neighbours(u)) {
            if (w < u) continue;
            const int x = a_to_b[static_cast<size_t>(u)], y = a_to_b[static_cast<size_t>(w)];
            cost += x < 0 || y < 0 || b.edge_label(x, y) != l;
        }
    for (int x = 0; x < b.size(); ++x)
        for (const auto& [y, l] : b.neighbours(x)) {
            (void)l;
            if (y < x) continue;
            const int u = b_to_a[static_cast<size_t>(x)], w = b_to_a[static_cast<size_t>(y)];
            cost += u < 0 || w < 0 || a.edge_label(u, w) < 0;
        }
    return cost;
}

SingleEditSearch single_edit(const graph::Graph& a, const graph::Graph& b, int below, std::int64_t max_steps) {
    SingleEditSearch out;
    if (a.size() != b.size() || a.edge_count() != b.edge_count() || below <= 1 || max_steps <= 0) return out;
    Search search(a, b, max_steps);
    out.found = search.run(below);
    out.steps = search.steps();
    return out;
}

}  // namespace plumbline::molecule
