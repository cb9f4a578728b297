// The VF2++-style matching search: nodes of a in a fixed order, each matched to a node of
// b of its refined colour consistent with the earlier matches. Fast when the refined
// colours nearly pin every node down (most molecules), helpless on symmetric graphs.
#include <algorithm>
#include <numeric>
#include <queue>
#include <tuple>

#include "graph/search.hpp"

namespace plumbline::graph {

namespace {

// The matching search. Nodes of a are matched in a fixed order (BFS from the rarest
// colour, most-connected first); node order[d] is matched at depth d, and only to an
// unmatched node of b of its colour that is adjacent, with the same edge labels, to the
// images of exactly its earlier neighbours. The DFS keeps its own stack of frames.
class Search {
public:
    Search(const Graph& a, const Graph& b, const JointColours& colours) : a_(a), b_(b), n_(a.size()) {
        const size_t n = static_cast<size_t>(n_);
        colour_a_.assign(colours.colour.begin(), colours.colour.begin() + n_);
        colour_b_.assign(colours.colour.begin() + n_, colours.colour.end());
        std::vector<int> count_a(static_cast<size_t>(colours.count), 0);
        for (int c : colour_a_) ++count_a[static_cast<size_t>(c)];
        build_free_lists(colours.count);
        build_order(count_a);
        a_to_b_.assign(n, -1);
        b_to_a_.assign(n, -1);
        mapped_neighbours_b_.assign(n, 0);
    }

    IsomorphismResult run(std::int64_t max_steps) {
        IsomorphismResult out;
        std::vector<Frame> frames(static_cast<size_t>(n_));
        int depth = 0;
        enter(frames[0], 0);
        while (depth < n_) {
            Frame& f = frames[static_cast<size_t>(depth)];
            if (f.chosen >= 0) {   // back from a dead end below: undo this depth's choice
                unmap(order_[static_cast<size_t>(depth)], f.chosen);
                f.chosen = -1;
            }
            const int v = next_candidate(f, depth, out.steps, max_steps);
            if (v == kOutOfBudget) {
                out.outcome = Outcome::BudgetExhausted;
                return out;
            }
            if (v < 0) {
                if (depth == 0) {
                    out.outcome = Outcome::Different;
                    out.decided_by = "search";
                    return out;
                }
                --depth;
                continue;
            }
            map(order_[static_cast<size_t>(depth)], v);
            f.chosen = v;
            if (++depth < n_) enter(frames[static_cast<size_t>(depth)], depth);
        }
        out.outcome = Outcome::Isomorphic;
        out.mapping = a_to_b_;
        return out;
    }

private:
    static constexpr int kOutOfBudget = -2;

    // Where the candidates of one depth come from: the neighbours of one earlier
    // neighbour's image, or the unmatched nodes of b of the colour, whichever is shorter.
    struct Frame {
        int anchor = -1;    // a node of b whose neighbours are the candidates, or -1
        int colour = 0;
        int cursor = 0;
        int chosen = -1;    // the candidate matched at this depth
    };

    // Unmatched nodes of b per colour, removed and restored in stack order, so a list
    // iterated at one depth is the same again when the search returns to that depth.
    void build_free_lists(int colours) {
        free_start_.assign(static_cast<size_t>(colours) + 1, 0);
        for (int c : colour_b_) ++free_start_[static_cast<size_t>(c) + 1];
        std::partial_sum(free_start_.begin(), free_start_.end(), free_start_.begin());
        free_size_.assign(static_cast<size_t>(colours), 0);
        free_nodes_.resize(static_cast<size_t>(n_));
        free_at_.resize(static_cast<size_t>(n_));
        for (int v = 0; v < n_; ++v) {
            const size_t c = static_cast<size_t>(colour_b_[static_cast<size_t>(v)]);
            const int at = free_start_[c] + free_size_[c]++;
            free_nodes_[static_cast<size_t>(at)] = v;
            free_at_[static_cast<size_t>(v)] = at;
        }
    }

    void take_free(int v) {
        const size_t c = static_cast<size_t>(colour_b_[static_cast<size_t>(v)]);
        const int at = free_at_[static_cast<size_t>(v)];
        const int last = free_start_[c] + --free_size_[c];
        const int moved = free_nodes_[static_cast<size_t>(last)];
        free_nodes_[static_cast<size_t>(at)] = moved;
        free_at_[static_cast<size_t>(moved)] = at;
        free_at_[static_cast<size_t>(v)] = at;   // where v goes back to
    }

    void return_free(int v) {
        const size_t c = static_cast<size_t>(colour_b_[static_cast<size_t>(v)]);
        const int at = free_at_[static_cast<size_t>(v)];
        const int end = free_start_[c] + free_size_[c]++;
        const int moved = free_nodes_[static_cast<size_t>(at)];
        free_nodes_[static_cast<size_t>(end)] = moved;
        free_at_[static_cast<size_t>(moved)] = end;
        free_nodes_[static_cast<size_t>(at)] = v;
    }

    // VF2++ order: each component from its node of the rarest colour (then highest
    // degree), breadth first; within a BFS level, the node with most neighbours already
    // ordered, then the rarest colour, then the highest degree, comes first. Rare,
    // well-connected nodes first means few candidates and early contradictions.
    void build_order(const std::vector<int>& count_a) {
        const size_t n = static_cast<size_t>(n_);
        const auto rarity = [&](int u) { return count_a[static_cast<size_t>(colour_a_[static_cast<size_t>(u)])]; };
        std::vector<int> roots(n);
        std::iota(roots.begin(), roots.end(), 0);
        std::sort(roots.begin(), roots.end(), [&](int x, int y) {
            return std::make_tuple(rarity(x), -a_.degree(x), x) < std::make_tuple(rarity(y), -a_.degree(y), y);
        });
        using Entry = std::tuple<int, int, int, int>;   // (-ordered neighbours, rarity, -degree, node)
        std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> ready;
        const auto entry = [&](int u, const std::vector<int>& ordered) {
            return Entry(-ordered[static_cast<size_t>(u)], rarity(u), -a_.degree(u), u);
        };
        std::vector<int> ordered_neighbours(n, 0), level_of(n, -1);
        std::vector<char> seen(n, 0), placed(n, 0);
        std::vector<int> level, next_level;
        order_.clear();
        order_.reserve(n);
        size_t next_root = 0;
        int level_number = 0;
        while (order_.size() < n) {
            while (seen[static_cast<size_t>(roots[next_root])]) ++next_root;
            level.assign(1, roots[next_root]);
            seen[static_cast<size_t>(roots[next_root])] = 1;
            while (!level.empty()) {
                ++level_number;
                for (int u : level) {
                    level_of[static_cast<size_t>(u)] = level_number;
                    ready.push(entry(u, ordered_neighbours));
                }
                const size_t first = order_.size();
                while (!ready.empty()) {
                    const Entry top = ready.top();
                    ready.pop();
                    const int u = std::get<3>(top);
                    // Stale entries (pushed before u gained an ordered neighbour) are skipped.
                    if (placed[static_cast<size_t>(u)] || -std::get<0>(top) != ordered_neighbours[static_cast<size_t>(u)])
                        continue;
                    placed[static_cast<size_t>(u)] = 1;
                    order_.push_back(u);
                    for (const auto& [w, label] : a_.neighbours(u)) {
                        (void)label;
                        ++ordered_neighbours[static_cast<size_t>(w)];
                        if (level_of[static_cast<size_t>(w)] == level_number && !placed[static_cast<size_t>(w)])
                            ready.push(entry(w, ordered_neighbours));
                    }
                }
                next_level.clear();
                for (size_t i = first; i < order_.size(); ++i)
                    for (const auto& [w, label] : a_.neighbours(order_[i])) {
                        (void)label;
                        if (seen[static_cast<size_t>(w)]) continue;
                        seen[static_cast<size_t>(w)] = 1;
                        next_level.push_back(w);
                    }
                level.swap(next_level);
            }
        }

        // Per depth: the earlier-ordered neighbours and the labels of the edges to them.
        std::vector<int> depth_of(n);
        for (size_t d = 0; d < n; ++d) depth_of[static_cast<size_t>(order_[d])] = static_cast<int>(d);
        earlier_start_.assign(n + 1, 0);
        earlier_node_.clear();
        earlier_label_.clear();
        for (size_t d = 0; d < n; ++d) {
            for (const auto& [w, label] : a_.neighbours(order_[d]))
                if (depth_of[static_cast<size_t>(w)] < static_cast<int>(d)) {
                    earlier_node_.push_back(w);
                    earlier_label_.push_back(label);
                }
            earlier_start_[d + 1] = static_cast<int>(earlier_node_.size());
        }
    }

    void enter(Frame& f, int depth) {
        const int u = order_[static_cast<size_t>(depth)];
        f = Frame{};
        f.colour = colour_a_[static_cast<size_t>(u)];
        int shortest = free_size_[static_cast<size_t>(f.colour)];
        for (int e = earlier_start_[static_cast<size_t>(depth)]; e < earlier_start_[static_cast<size_t>(depth) + 1]; ++e) {
            const int image = a_to_b_[static_cast<size_t>(earlier_node_[static_cast<size_t>(e)])];
            if (b_.degree(image) < shortest) {
                shortest = b_.degree(image);
                f.anchor = image;
            }
        }
    }

    // The next feasible candidate of this depth, -1 when there is none, or kOutOfBudget.
    int next_candidate(Frame& f, int depth, std::int64_t& steps, std::int64_t max_steps) {
        const size_t c = static_cast<size_t>(f.colour);
        while (true) {
            int v;
            if (f.anchor >= 0) {
                const auto& around = b_.neighbours(f.anchor);
                if (f.cursor >= static_cast<int>(around.size())) return -1;
                v = around[static_cast<size_t>(f.cursor++)].first;
                if (colour_b_[static_cast<size_t>(v)] != f.colour || b_to_a_[static_cast<size_t>(v)] >= 0) continue;
            } else {
                if (f.cursor >= free_size_[c]) return -1;
                v = free_nodes_[static_cast<size_t>(free_start_[c] + f.cursor++)];
            }
            if (steps >= max_steps) return kOutOfBudget;
            ++steps;
            if (feasible(depth, v)) return v;
        }
    }

    bool feasible(int depth, int v) const {
        const int from = earlier_start_[static_cast<size_t>(depth)], to = earlier_start_[static_cast<size_t>(depth) + 1];
        // As many matched neighbours on both sides, and each of u's has its edge in b:
        // then v has no edge to a matched node that u lacks. (No look-ahead on unmatched
        // neighbours per colour: nodes of one stable colour have as many neighbours of
        // each colour, and the matched ones correspond, so those counts agree already.)
        if (mapped_neighbours_b_[static_cast<size_t>(v)] != to - from) return false;
        for (int e = from; e < to; ++e) {
            const int image = a_to_b_[static_cast<size_t>(earlier_node_[static_cast<size_t>(e)])];
            if (b_.edge_label(image, v) != earlier_label_[static_cast<size_t>(e)]) return false;
        }
        return true;
    }

    void map(int u, int v) {
        a_to_b_[static_cast<size_t>(u)] = v;
        b_to_a_[static_cast<size_t>(v)] = u;
        take_free(v);
        for (const auto& [w, label] : b_.neighbours(v)) {
            (void)label;
            ++mapped_neighbours_b_[static_cast<size_t>(w)];
        }
    }

    void unmap(int u, int v) {
        for (const auto& [w, label] : b_.neighbours(v)) {
            (void)label;
            --mapped_neighbours_b_[static_cast<size_t>(w)];
        }
        return_free(v);
        b_to_a_[static_cast<size_t>(v)] = -1;
        a_to_b_[static_cast<size_t>(u)] = -1;
    }

    const Graph& a_;
    const Graph& b_;
    const int n_;
    std::vector<int> colour_a_, colour_b_;
    std::vector<int> order_;
    std::vector<int> earlier_start_, earlier_node_, earlier_label_;
    std::vector<int> free_start_, free_size_, free_nodes_, free_at_;
    std::vector<int> a_to_b_, b_to_a_, mapped_neighbours_b_;
};

}  // namespace

IsomorphismResult vf2_search(const Graph& a, const Graph& b, const JointColours& colours, std::int64_t max_steps) {
    return Search(a, b, colours).run(max_steps);
}

}  // namespace plumbline::graph
