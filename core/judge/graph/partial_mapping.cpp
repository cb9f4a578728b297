// The best partial correspondence between two graphs that are nearly the same molecule:
// one deletion that explains the difference exactly (one_deletion.cpp) when the counts
// allow it; else greedy common-subgraph growth from a few seed pairs, each followed by a
// local repair, keeping the mapping that preserves most.
#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <tuple>

#include "graph/graph.hpp"
#include "graph/one_deletion.hpp"
#include "graph/refine.hpp"

namespace plumbline::graph {

namespace {

// Colour rounds: enough to tell ring positions and substituents apart; beyond that the
// walk counts below say more, as they tolerate a difference on the way.
constexpr int kRounds = 4;
constexpr int kWalkLength = 4;
constexpr int kMaxWalkLabels = 16;   // more labels: no walk comparison (it would cost more than it tells)
constexpr int kSeedRuns = 4;         // growths from different seeds
constexpr int kSeedLooks = 32;       // seed pairs considered at most
constexpr int kSeedsPerSide = 4;     // per colour group, the first few nodes of each side
// Candidate pairs held at once, at most (48 bytes each: 3 MB). A hub of degree d matched to
// one of degree e offers d * e pairs, and every step may offer more: without a cap the list
// grew with the budget (40 MB at 500,000 steps).
constexpr size_t kMaxCandidates = size_t{1} << 16;

// How good a candidate pair looks, compared in this order.
struct Score {
    int preserved = 0;         // edges to matched pairs that the pair would keep (more)
    int same_label = 0;        // (more)
    int conflicts = 0;         // edges to matched nodes whose counterpart has none (fewer)
    int same_order = 0;        // kept edges whose labels (bond orders) agree too (more)
    int depth = -1;            // colour refinement rounds the two agree for (more)
    std::int64_t ahead = 0;    // difference of the walks into the unmatched rest (less)
    std::int64_t around = 0;   // difference of all walks from the two nodes (less)

    auto key() const { return std::make_tuple(preserved, same_label, -conflicts, same_order, depth, -ahead, -around); }
    bool operator!=(const Score& o) const { return key() != o.key(); }
};

struct Candidate {
    Score score;
    int u = 0, v = 0;
};

// Heap order: best score on top; among equals the smallest (u, v), for determinism.
bool worse(const Candidate& x, const Candidate& y) {
    if (x.score.key() != y.score.key()) return x.score.key() < y.score.key();
    return std::make_pair(x.u, x.v) > std::make_pair(y.u, y.v);
}

// Walk counts per length and label, compared so that an atom of another element costs
// less than an atom more or less: |difference| per label, plus twice the difference of
// the totals.
std::int64_t walk_gap(const std::int32_t* x, const std::int32_t* y, int length, int labels) {
    std::int64_t gap = 0;
    for (int k = 0; k < length; ++k) {
        std::int64_t total = 0;
        for (int l = 0; l < labels; ++l) {
            const std::int64_t d = std::int64_t(x[k * labels + l]) - y[k * labels + l];
            gap += std::abs(d);
            total += d;
        }
        gap += 2 * std::abs(total);
    }
    return gap;
}

std::vector<int> sorted_labels(const Graph& g) {
    std::vector<int> labels;
    for (int v = 0; v < g.size(); ++v) labels.push_back(g.label(v));
    std::sort(labels.begin(), labels.end());
    return labels;
}

// Filled-in counts of a mapping.
PartialMapping measured(const Graph& a, const Graph& b, std::vector<int> a_to_b) {
    PartialMapping m;
    for (int u = 0; u < a.size(); ++u) {
        const int v = a_to_b[static_cast<size_t>(u)];
        if (v < 0) continue;
        ++m.mapped;
        if (a.label(u) != b.label(v)) ++m.label_mismatches;
        for (const auto& [w, label] : a.neighbours(u)) {
            (void)label;
            const int x = a_to_b[static_cast<size_t>(w)];
            if (u < w && x >= 0 && b.edge_label(v, x) >= 0) ++m.preserved_edges;
        }
    }
    m.a_to_b = std::move(a_to_b);
    return m;
}

// The ranking of whole mappings: the size of the common subgraph they show (preserved
// edges plus pairs with equal labels), then preserved edges, then fewer mismatches. So a
// methyl one ring position off is one lost bond, not a ring turned to keep the bond at
// the price of two atoms of the wrong element; an N drawn as C is still mapped onto it
// (the pair keeps its bonds).
bool better(const PartialMapping& x, const PartialMapping& y) {
    const int equal_x = x.mapped - x.label_mismatches, equal_y = y.mapped - y.label_mismatches;
    return std::make_tuple(x.preserved_edges + equal_x, x.preserved_edges, -x.label_mismatches) >
           std::make_tuple(y.preserved_edges + equal_y, y.preserved_edges, -y.label_mismatches);
}

class Matcher {
public:
    Matcher(const Graph& a, const Graph& b, std::int64_t budget)
        : a_(a), b_(b), na_(a.size()), budget_(budget), rounds_(colour_rounds(a, b, kRounds)) {
        const std::vector<int> la = sorted_labels(a), lb = sorted_labels(b);
        std::vector<int> common;
        std::set_intersection(la.begin(), la.end(), lb.begin(), lb.end(), std::back_inserter(common));
        shared_label_count_ = static_cast<int>(common.size());
        common.erase(std::unique(common.begin(), common.end()), common.end());
        // Walks are compared over the labels both graphs have: hydrogens drawn on one
        // side only then change nothing.
        if (static_cast<int>(common.size()) <= kMaxWalkLabels) {
            walks_ = walk_counts(a, b, common, kWalkLength);
            label_index_.assign(static_cast<size_t>(na_ + b.size()), -1);
            for (int x = 0; x < na_ + b.size(); ++x) {
                const int label = x < na_ ? a.label(x) : b.label(x - na_);
                const auto it = std::lower_bound(common.begin(), common.end(), label);
                if (it != common.end() && *it == label) label_index_[static_cast<size_t>(x)] = static_cast<int>(it - common.begin());
            }
            ahead_a_.resize(static_cast<size_t>(walks_.length * walks_.labels));
            ahead_b_.resize(ahead_a_.size());
        }
        build_groups();
    }

    std::int64_t steps() const { return steps_; }
    size_t peak_candidates() const { return peak_candidates_; }
    bool exhausted() const { return exhausted_; }

    // Seeds from the colour groups, deepest and rarest first; a seed pair that an earlier
    // growth already matched would most likely grow the same mapping again.
    PartialMapping best() {
        PartialMapping best = measured(a_, b_, std::vector<int>(static_cast<size_t>(na_), -1));
        std::vector<std::vector<int>> grown;
        int looks = 0;
        for (const Group& group : groups_)
            for (int i = 0; i < std::min(group.a_size, kSeedsPerSide); ++i)
                for (int j = 0; j < std::min(group.b_size, kSeedsPerSide); ++j) {
                    if (static_cast<int>(grown.size()) >= kSeedRuns || looks >= kSeedLooks || exhausted_ ||
                        unbeatable(best))
                        return best;
                    ++looks;
                    const int u = members_[static_cast<size_t>(group.a_begin + i)];
                    const int v = members_[static_cast<size_t>(group.b_begin + j)] - na_;
                    if (std::any_of(grown.begin(), grown.end(),
                                    [&](const std::vector<int>& m) { return m[static_cast<size_t>(u)] == v; }))
                        continue;
                    if (!spend()) return best;
                    grow(u, v);
                    repair();
                    PartialMapping m = measured(a_, b_, a_to_b_);
                    if (better(m, best)) best = m;
                    grown.push_back(std::move(m.a_to_b));
                }
        return best;
    }

private:
    // Nodes of one colour after some round, in both graphs: where a growth may start or
    // restart. Groups of deeper rounds first, then of rarer colours (fewer pairs).
    struct Group {
        int a_begin = 0, a_size = 0, b_begin = 0, b_size = 0;   // in members_
    };

    void build_groups() {
        const int n = static_cast<int>(rounds_[0].size());
        std::vector<int> count, next;
        std::vector<std::pair<long long, int>> shared;   // (pairs, colour)
        for (int r = static_cast<int>(rounds_.size()) - 1; r >= 0; --r) {
            const std::vector<int>& colour = rounds_[static_cast<size_t>(r)];
            const size_t colours = n == 0 ? 0 : static_cast<size_t>(*std::max_element(colour.begin(), colour.end())) + 1;
            count.assign(2 * colours, 0);   // per colour: in a, in b
            for (int x = 0; x < n; ++x) ++count[2 * static_cast<size_t>(colour[static_cast<size_t>(x)]) + (x < na_ ? 0 : 1)];
            shared.clear();
            for (size_t c = 0; c < colours; ++c)
                if (count[2 * c] > 0 && count[2 * c + 1] > 0)
                    shared.emplace_back(static_cast<long long>(count[2 * c]) * count[2 * c + 1], static_cast<int>(c));
            std::sort(shared.begin(), shared.end());
            // Members of each shared colour, a's then b's, in node order.
            next.assign(2 * colours, -1);   // per colour: where its next a member, b member goes
            int at = static_cast<int>(members_.size());
            for (const auto& [pairs, c] : shared) {
                (void)pairs;
                Group g;
                g.a_begin = at;
                g.a_size = count[2 * static_cast<size_t>(c)];
                g.b_begin = at + g.a_size;
                g.b_size = count[2 * static_cast<size_t>(c) + 1];
                groups_.push_back(g);
                next[2 * static_cast<size_t>(c)] = g.a_begin;
                next[2 * static_cast<size_t>(c) + 1] = g.b_begin;
                at += g.a_size + g.b_size;
            }
            members_.resize(static_cast<size_t>(at));
            for (int x = 0; x < n; ++x) {
                int& slot = next[2 * static_cast<size_t>(colour[static_cast<size_t>(x)]) + (x < na_ ? 0 : 1)];
                if (slot >= 0) members_[static_cast<size_t>(slot++)] = x;
            }
        }
    }

    // Nothing beats a mapping that keeps as many edges as the sparser graph has and pairs
    // as many equal labels as the two label counts share.
    bool unbeatable(const PartialMapping& m) const {
        return m.preserved_edges == std::min(a_.edge_count(), b_.edge_count()) &&
               m.mapped - m.label_mismatches == shared_label_count_;
    }

    bool spend() {
        if (steps_ >= budget_) {
            exhausted_ = true;
            return false;
        }
        ++steps_;
        return true;
    }

    // --- scoring ---------------------------------------------------------------------

    int depth(int u, int v) const {
        for (int r = static_cast<int>(rounds_.size()) - 1; r >= 0; --r)
            if (rounds_[static_cast<size_t>(r)][static_cast<size_t>(u)] ==
                rounds_[static_cast<size_t>(r)][static_cast<size_t>(na_ + v)])
                return r;
        return -1;
    }

    // Non-backtracking walks from x through unmatched nodes only, per length and end
    // label: what is left to match beyond x. Capped, for hubs.
    void walks_ahead(const Graph& g, int base, const std::vector<int>& image, int x, std::vector<std::int32_t>& out) {
        constexpr int kMaxVisits = 1024;
        std::fill(out.begin(), out.end(), 0);
        stack_.clear();
        stack_.push_back({x, -1, 0});
        for (int visits = 0; !stack_.empty() && visits < kMaxVisits;) {
            const Step s = stack_.back();
            stack_.pop_back();
            for (const auto& [y, label] : g.neighbours(s.node)) {
                (void)label;
                if (y == s.from || y == x || image[static_cast<size_t>(y)] >= 0) continue;
                ++visits;
                const int l = label_index_[static_cast<size_t>(base + y)];
                if (l >= 0) ++out[static_cast<size_t>(s.length * walks_.labels + l)];
                if (s.length + 1 < walks_.length) stack_.push_back({y, s.node, s.length + 1});
            }
        }
    }

    Score score(int u, int v) {
        Score s;
        int matched_around_u = 0;
        for (const auto& [p, label] : a_.neighbours(u)) {
            const int q = a_to_b_[static_cast<size_t>(p)];
            if (q < 0) continue;
            ++matched_around_u;
            const int in_b = b_.edge_label(q, v);
            if (in_b < 0) continue;
            ++s.preserved;
            if (in_b == label) ++s.same_order;
        }
        s.same_label = a_.label(u) == b_.label(v) ? 1 : 0;
        s.conflicts = (matched_around_u - s.preserved) + (matched_around_v_[static_cast<size_t>(v)] - s.preserved);
        s.depth = depth(u, v);
        if (walks_.length > 0) {
            walks_ahead(a_, 0, a_to_b_, u, ahead_a_);
            walks_ahead(b_, na_, b_to_a_, v, ahead_b_);
            s.ahead = walk_gap(ahead_a_.data(), ahead_b_.data(), walks_.length, walks_.labels);
            s.around = walk_gap(walks_.of(u), walks_.of(na_ + v), walks_.length, walks_.labels);
        }
        return s;
    }

    // --- greedy growth ---------------------------------------------------------------

    void map(int u, int v) {
        a_to_b_[static_cast<size_t>(u)] = v;
        b_to_a_[static_cast<size_t>(v)] = u;
        for (const auto& [w, label] : b_.neighbours(v)) {
            (void)label;
            ++matched_around_v_[static_cast<size_t>(w)];
        }
    }

    // Every pair of unmatched neighbours of a newly matched pair keeps at least the edge
    // to it; these are the pairs whose number of kept edges went up.
    void push_neighbours(int p, int q) {
        for (const auto& [u, lu] : a_.neighbours(p)) {
            (void)lu;
            if (a_to_b_[static_cast<size_t>(u)] >= 0) continue;
            for (const auto& [v, lv] : b_.neighbours(q)) {
                (void)lv;
                if (b_to_a_[static_cast<size_t>(v)] >= 0) continue;
                if (!spend()) return;
                push(Candidate{score(u, v), u, v});
            }
        }
    }

    void push(const Candidate& c) {
        if (heap_.size() >= kMaxCandidates) compact();
        heap_.push_back(c);
        std::push_heap(heap_.begin(), heap_.end(), worse);
        peak_candidates_ = std::max(peak_candidates_, heap_.size());
    }

    // Makes room in a full candidate list: pairs with a node matched since they were
    // offered go (they would be skipped when reached), then all but the best-scored copy of
    // a pair offered several times (a reached copy is scored again anyway), then, if that
    // was not enough, the worse half. Only inputs far beyond a drawn molecule get here.
    void compact() {
        const auto matched = [&](const Candidate& c) {
            return a_to_b_[static_cast<size_t>(c.u)] >= 0 || b_to_a_[static_cast<size_t>(c.v)] >= 0;
        };
        heap_.erase(std::remove_if(heap_.begin(), heap_.end(), matched), heap_.end());
        std::sort(heap_.begin(), heap_.end(), [](const Candidate& x, const Candidate& y) {
            if (x.u != y.u || x.v != y.v) return std::make_pair(x.u, x.v) < std::make_pair(y.u, y.v);
            return worse(y, x);   // the best copy first
        });
        heap_.erase(std::unique(heap_.begin(), heap_.end(),
                                [](const Candidate& x, const Candidate& y) { return x.u == y.u && x.v == y.v; }),
                    heap_.end());
        if (heap_.size() > kMaxCandidates / 2) {
            std::nth_element(heap_.begin(), heap_.begin() + kMaxCandidates / 2, heap_.end(),
                             [](const Candidate& x, const Candidate& y) { return worse(y, x); });
            heap_.resize(kMaxCandidates / 2);
        }
        std::make_heap(heap_.begin(), heap_.end(), worse);
    }

    // The next pair of unmatched nodes of one colour, for a growth that ran out of edges
    // (another fragment): the deepest, rarest group first. Same colour, so same label.
    bool reseed(int& u, int& v) {
        for (; group_at_ < groups_.size(); ++group_at_) {
            const Group& g = groups_[group_at_];
            int& ia = cursor_a_[group_at_];
            int& ib = cursor_b_[group_at_];
            while (ia < g.a_size && a_to_b_[static_cast<size_t>(members_[static_cast<size_t>(g.a_begin + ia)])] >= 0) ++ia;
            while (ib < g.b_size && b_to_a_[static_cast<size_t>(members_[static_cast<size_t>(g.b_begin + ib)] - na_)] >= 0)
                ++ib;
            if (ia < g.a_size && ib < g.b_size) {
                u = members_[static_cast<size_t>(g.a_begin + ia)];
                v = members_[static_cast<size_t>(g.b_begin + ib)] - na_;
                return true;
            }
        }
        return false;
    }

    // From one seed pair, always match the best-scoring pair next to what is matched.
    // Pairs of different labels only enter this way, keeping an edge.
    void grow(int u0, int v0) {
        a_to_b_.assign(static_cast<size_t>(na_), -1);
        b_to_a_.assign(static_cast<size_t>(b_.size()), -1);
        matched_around_v_.assign(static_cast<size_t>(b_.size()), 0);
        heap_.clear();
        group_at_ = 0;
        cursor_a_.assign(groups_.size(), 0);
        cursor_b_.assign(groups_.size(), 0);
        map(u0, v0);
        push_neighbours(u0, v0);
        while (!exhausted_) {
            if (heap_.empty()) {
                int u, v;
                if (!reseed(u, v) || !spend()) break;
                map(u, v);
                push_neighbours(u, v);
                continue;
            }
            std::pop_heap(heap_.begin(), heap_.end(), worse);
            const Candidate top = heap_.back();
            heap_.pop_back();
            if (a_to_b_[static_cast<size_t>(top.u)] >= 0 || b_to_a_[static_cast<size_t>(top.v)] >= 0) continue;
            if (!spend()) break;
            // Scores change as the matching grows; a changed one waits its turn again.
            const Score now = score(top.u, top.v);
            if (now != top.score) {
                push(Candidate{now, top.u, top.v});
                continue;
            }
            map(top.u, top.v);
            push_neighbours(top.u, top.v);
        }
    }

    // --- local repair ----------------------------------------------------------------

    // Edges of u that its image v keeps, with u's neighbours at their current images.
    int kept(int u, int v) const {
        int n = 0;
        for (const auto& [w, label] : a_.neighbours(u)) {
            (void)label;
            const int x = a_to_b_[static_cast<size_t>(w)];
            if (x >= 0 && b_.edge_label(v, x) >= 0) ++n;
        }
        return n;
    }

    // Kept edges at u1 or u2 (both matched), the one between them counted once.
    int kept_at(int u1, int u2) const {
        int n = kept(u1, a_to_b_[static_cast<size_t>(u1)]);
        const int v2 = a_to_b_[static_cast<size_t>(u2)];
        for (const auto& [w, label] : a_.neighbours(u2)) {
            (void)label;
            const int x = a_to_b_[static_cast<size_t>(w)];
            if (w != u1 && x >= 0 && b_.edge_label(v2, x) >= 0) ++n;
        }
        return n;
    }

    // Judged like whole mappings (better() above): kept edges plus an equal label, then
    // kept edges.
    static std::pair<int, int> gain(int kept, int equal) { return {kept + equal, kept}; }

    int equal_label(int u, int v) const { return v >= 0 && a_.label(u) == b_.label(v) ? 1 : 0; }

    void set(int u, int v) {
        const int old = a_to_b_[static_cast<size_t>(u)];
        if (old >= 0) b_to_a_[static_cast<size_t>(old)] = -1;
        a_to_b_[static_cast<size_t>(u)] = v;
        if (v >= 0) b_to_a_[static_cast<size_t>(v)] = u;
    }

    // A pair of different labels stays only while it keeps an edge.
    void drop_unsupported_around(int u) {
        const auto check = [&](int x) {
            const int v = a_to_b_[static_cast<size_t>(x)];
            if (v >= 0 && !equal_label(x, v) && kept(x, v) == 0) set(x, -1);
        };
        check(u);
        for (const auto& [w, label] : a_.neighbours(u)) {
            (void)label;
            check(w);
        }
    }

    // Swaps the images of u1 and u2 if the two then show more in common.
    bool try_swap(int u1, int u2) {
        const int v1 = a_to_b_[static_cast<size_t>(u1)], v2 = a_to_b_[static_cast<size_t>(u2)];
        const auto before = gain(kept_at(u1, u2), equal_label(u1, v1) + equal_label(u2, v2));
        a_to_b_[static_cast<size_t>(u1)] = v2;
        a_to_b_[static_cast<size_t>(u2)] = v1;
        const auto after = gain(kept_at(u1, u2), equal_label(u1, v2) + equal_label(u2, v1));
        if (after <= before) {
            a_to_b_[static_cast<size_t>(u1)] = v1;
            a_to_b_[static_cast<size_t>(u2)] = v2;
            return false;
        }
        b_to_a_[static_cast<size_t>(v1)] = u2;
        b_to_a_[static_cast<size_t>(v2)] = u1;
        drop_unsupported_around(u1);
        drop_unsupported_around(u2);
        return true;
    }

    // Moves u (matched or not) onto the free node v on the same terms; never onto one of
    // another label that keeps no edge.
    bool try_move(int u, int v) {
        const int old = a_to_b_[static_cast<size_t>(u)];
        const auto before = gain(old >= 0 ? kept(u, old) : 0, equal_label(u, old));
        const auto after = gain(kept(u, v), equal_label(u, v));
        if (after <= before || after.first == 0) return false;
        set(u, v);
        drop_unsupported_around(u);
        return true;
    }

    // Greedy growth commits early; a wrong turn at a branch (a leaf taken for a chain)
    // shows as an edge that swapping two nearby images, or moving one onto a free node,
    // would keep. Every change improves the ranking, so the passes end.
    void repair() {
        bool changed = true;
        while (changed && !exhausted_) {
            changed = false;
            // Only a node unmatched, mismatched or with a lost edge can gain (two perfect
            // nodes keep all they can), and swap partners are symmetric.
            imperfect_.clear();
            for (int u = 0; u < na_; ++u) {
                const int v = a_to_b_[static_cast<size_t>(u)];
                if (v < 0 || !equal_label(u, v) || kept(u, v) < a_.degree(u)) imperfect_.push_back(u);
            }
            for (int u : imperfect_) {
                for (const auto& [p, lp] : a_.neighbours(u)) {
                    (void)lp;
                    // Swaps with a neighbour or a node two bonds away.
                    for (int k = -1; k < a_.degree(p); ++k) {
                        const int w = k < 0 ? p : a_.neighbours(p)[static_cast<size_t>(k)].first;
                        if (a_to_b_[static_cast<size_t>(u)] < 0) break;
                        if (w == u || a_to_b_[static_cast<size_t>(w)] < 0) continue;
                        if (!spend()) return;
                        changed |= try_swap(u, w);
                    }
                    // Moves onto free nodes next to a neighbour's image.
                    const int q = a_to_b_[static_cast<size_t>(p)];
                    if (q < 0) continue;
                    for (const auto& [v, lv] : b_.neighbours(q)) {
                        (void)lv;
                        if (b_to_a_[static_cast<size_t>(v)] >= 0) continue;
                        if (!spend()) return;
                        changed |= try_move(u, v);
                    }
                }
            }
        }
    }

    struct Step {
        int node, from, length;
    };

    const Graph& a_;
    const Graph& b_;
    const int na_;
    const std::int64_t budget_;
    std::int64_t steps_ = 0;
    bool exhausted_ = false;
    int shared_label_count_ = 0;   // pairs of equal labels a mapping can have at most
    const std::vector<std::vector<int>> rounds_;
    WalkCounts walks_;
    std::vector<int> label_index_;   // per joint node: its label among walks_' labels, or -1
    std::vector<Group> groups_;
    std::vector<int> members_;       // joint node ids (b's after a's), per group a's then b's
    // The mapping being grown and repaired, and scratch space kept between calls.
    std::vector<int> a_to_b_, b_to_a_, matched_around_v_;
    std::vector<Candidate> heap_;
    size_t peak_candidates_ = 0;
    size_t group_at_ = 0;
    std::vector<int> cursor_a_, cursor_b_;
    std::vector<std::int32_t> ahead_a_, ahead_b_;
    std::vector<Step> stack_;
    std::vector<int> imperfect_;
};

}  // namespace

PartialMapping best_partial_mapping(const Graph& a, const Graph& b, std::int64_t max_steps) {
    // One deletion explaining the difference exactly keeps every edge and label the
    // smaller graph has: no mapping is better, so it ends the search (half the budget at most).
    const OneDeletion deletion = one_deletion_mapping(a, b, max_steps / 2);
    if (deletion.a_to_b) {
        PartialMapping out = measured(a, b, *deletion.a_to_b);
        out.steps = deletion.steps;
        return out;
    }
    Matcher matcher(a, b, max_steps - deletion.steps);
    PartialMapping out = matcher.best();
    out.steps = deletion.steps + matcher.steps();
    out.exhausted = matcher.exhausted();
    out.peak_candidates = matcher.peak_candidates();
    return out;
}

}  // namespace plumbline::graph
