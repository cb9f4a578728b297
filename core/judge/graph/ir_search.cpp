// Individualization-refinement for the pair (a, b). Rather than a canonical form of each
// graph (which needs the whole of both trees, less what automorphisms prune), one path
// of a's tree is followed down to a leaf, then b's tree is searched for a leaf that
// orders b as that leaf orders a. If a and b are isomorphic, the isomorphism carries a's
// path onto a path of b's tree with the same traces, so such a leaf exists; a node of b
// whose refinement trace differs from a's at its depth cannot lead to it. Proving that
// no such leaf exists needs all of b's tree, less what b's automorphisms prune (the
// subtree of a child in the orbit of a searched child, under automorphisms fixing the
// path, is that subtree's image): so the same search is also nauty's automorphism search
// of b, its nodes kept alive by agreeing with a's trace or with the trace of b's own first
// path, and two leaves that order b alike giving an automorphism. (A CFI twin agrees with
// a at every depth, so a's trace alone leads to b's leaves and automorphisms; Latin square
// graphs of two groups of one order agree for a few levels and then nowhere, and without
// b's own trace no leaf, hence no automorphism, would ever be reached.)
#include <algorithm>
#include <numeric>
#include <unordered_map>

#include "graph/partition.hpp"
#include "graph/search.hpp"

namespace plumbline::graph {

namespace {

// Ints kept for b's leaves, automorphisms and orbit tables (16 MB): past it nothing more
// is kept, which only prunes less; the candidates of the current path past it end the
// search as if out of budget.
constexpr std::int64_t kMemory = std::int64_t(1) << 22;

// splitmix64's finaliser: edges hashed one by one and summed, in any order.
std::uint64_t mix(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// The graph as a discrete partition orders it, hashed: equal for two leaves when they
// order the graph alike (then exact comparison decides). Node labels need no term: the
// cells began as colours, so a position has the same label in every leaf of both trees.
std::uint64_t certificate(const Rows& g, const Partition& p) {
    std::uint64_t h = 0;
    for (int v = 0; v < g.n; ++v)
        for (int e = g.offset[static_cast<size_t>(v)]; e < g.offset[static_cast<size_t>(v) + 1]; ++e) {
            const int w = g.target[static_cast<size_t>(e)];
            if (w < v) continue;
            const std::uint64_t x = static_cast<std::uint64_t>(p.position(v)), y = static_cast<std::uint64_t>(p.position(w));
            h += mix((std::min(x, y) << 32 | std::max(x, y)) ^ mix(static_cast<std::uint64_t>(g.label[static_cast<size_t>(e)])));
        }
    return h;
}

// m (from -> to) keeps every edge and its label; with equal edge counts, every non-edge too.
bool keeps_edges(const Graph& from, const Graph& to, const std::vector<int>& m) {
    for (int v = 0; v < from.size(); ++v) {
        const int mv = m[static_cast<size_t>(v)];
        if (from.label(v) != to.label(mv) || from.self_loops(v) != to.self_loops(mv)) return false;
        for (const auto& [w, label] : from.neighbours(v))
            if (v < w && to.edge_label(mv, m[static_cast<size_t>(w)]) != label) return false;
    }
    return true;
}

int find_root(std::vector<int>& parent, int x) {
    while (parent[static_cast<size_t>(x)] != x) {
        parent[static_cast<size_t>(x)] = parent[static_cast<size_t>(parent[static_cast<size_t>(x)])];
        x = parent[static_cast<size_t>(x)];
    }
    return x;
}

class IrSearch {
public:
    IrSearch(const Graph& a, const Graph& b, const JointColours& colours, std::int64_t max_steps)
        : a_(a), b_(b), max_steps_(max_steps), scale_(edge_scale(a, b)), ra_(rows_of(a, scale_)), rb_(rows_of(b, scale_)),
          pa_(ra_, colours.colour.data(), colours.count), pb_(rb_, colours.colour.data() + a.size(), colours.count),
          n_(a.size()) {}

    IsomorphismResult run() {
        if (!follow_a()) return out_of_budget();
        if (pb_.discrete()) {
            const Leaf leaf = at_leaf(0, true);
            return leaf == Leaf::Isomorphic ? isomorphic() : different();
        }
        if (!enter(0, true, true)) return out_of_budget();
        int d = 0;
        while (true) {
            Node& node = path_[static_cast<size_t>(d)];
            // b's first path follows a's traces while some child agrees with them (then, if
            // a and b are isomorphic, its leaf is often the one); below a node where none
            // does, it takes the first child and records its own.
            bool recording = false;
            int c;
            if (!first_descent_) {
                c = next_candidate(node, d);
            } else if (node.alive_a && node.next < node.candidates.size()) {
                c = node.candidates[node.next++];
            } else {
                c = node.candidates[0];
                node.next = node.candidates.size();
                node.alive_a = false;
                recording = true;
            }
            if (c < 0) {   // every child searched or pruned
                if (d == 0) return different();
                --d;
                path_[static_cast<size_t>(d)].explored.push_back(path_[static_cast<size_t>(d)].chosen);
                continue;
            }
            if (steps() >= max_steps_) return out_of_budget();
            ++nodes_;
            pb_.backtrack(d + 1);
            node.chosen = c;
            const size_t depth = static_cast<size_t>(d);
            if (recording) b_traces_.emplace_back();
            trace_.start(recording ? &b_traces_.back() : nullptr,
                         node.alive_a && depth < a_traces_.size() ? &a_traces_[depth] : nullptr,
                         !first_descent_ && node.alive_b && depth < b_traces_.size() ? &b_traces_[depth] : nullptr);
            const bool agreed = pb_.individualize(c, d + 1, trace_);
            if (steps() > max_steps_) return out_of_budget();   // nothing decided past the budget
            if (!agreed) {   // neither a's path nor b's first
                node.explored.push_back(c);
                continue;
            }
            if (first_descent_ && !recording) b_traces_.push_back(a_traces_[depth]);
            const bool alive_a = trace_.agrees(0), alive_b = first_descent_ || trace_.agrees(1);
            if (!pb_.discrete()) {
                if (!enter(++d, alive_a, alive_b)) return out_of_budget();
                continue;
            }
            first_descent_ = false;
            const Leaf leaf = at_leaf(d + 1, alive_a);
            if (leaf == Leaf::Isomorphic) return isomorphic();
            if (leaf == Leaf::Automorphism) d = jump_;   // the rest of that subtree is an image of one searched
            path_[static_cast<size_t>(d)].explored.push_back(path_[static_cast<size_t>(d)].chosen);
        }
    }

private:
    // One node of b's tree on the current path.
    struct Node {
        std::vector<int> candidates;   // its target cell, as it was on entry
        size_t next = 0;
        int chosen = -1;               // the child being searched
        std::vector<int> explored;     // children searched (or images of searched ones)
        std::vector<int> orbit;        // union-find of the automorphisms fixing the path; empty when none
        size_t generators_seen = 0;
        bool alive_a = false;          // the path agrees with a's traces
        bool alive_b = false;          // the path agrees with the traces of b's first path
    };
    struct StoredLeaf {
        std::vector<int> order;        // position -> node of b
        std::vector<int> path;         // the children chosen from the root
    };
    enum class Leaf { Isomorphic, Automorphism, Other };

    static std::vector<int> edge_scale(const Graph& a, const Graph& b) {
        std::vector<int> scale;
        for (const Graph* g : {&a, &b})
            for (int v = 0; v < g->size(); ++v)
                for (const auto& [w, label] : g->neighbours(v)) {
                    (void)w;
                    scale.push_back(label);
                }
        std::sort(scale.begin(), scale.end());
        scale.erase(std::unique(scale.begin(), scale.end()), scale.end());
        return scale;
    }

    std::int64_t steps() const { return nodes_ + (pa_.work() + pb_.work() + work_) / kWorkPerStep; }

    // a's path: the first node of the target cell at every level, traces recorded.
    bool follow_a() {
        while (!pa_.discrete()) {
            if (steps() >= max_steps_) return false;
            ++nodes_;
            a_traces_.emplace_back();
            trace_.start(&a_traces_.back(), nullptr, nullptr);
            pa_.individualize(pa_.at(pa_.target_cell()), static_cast<int>(a_traces_.size()), trace_);
        }
        if (steps() > max_steps_) return false;
        a_certificate_ = certificate(ra_, pa_);
        work_ += static_cast<std::int64_t>(ra_.target.size());
        return true;
    }

    bool enter(int d, bool alive_a, bool alive_b) {
        if (path_.size() <= static_cast<size_t>(d)) path_.resize(static_cast<size_t>(d) + 1);
        Node& node = path_[static_cast<size_t>(d)];
        memory_ -= static_cast<std::int64_t>(node.candidates.size() + node.orbit.size());
        node = Node{};
        node.alive_a = alive_a;
        node.alive_b = alive_b;
        const int start = pb_.target_cell(), end = pb_.cell_end(start);
        if (memory_ + (end - start) > kMemory) return false;
        memory_ += end - start;
        for (int i = start; i < end; ++i) node.candidates.push_back(pb_.at(i));
        work_ += end - start;
        return true;
    }

    // The next child not known to be the image of a searched one, or -1.
    int next_candidate(Node& node, int d) {
        // Orbits matter from the second child on; most nodes off the first path never
        // get there (their first leaf is an automorphism's image and the search jumps up).
        if (node.next > 0) update_orbits(node, d);
        while (node.next < node.candidates.size()) {
            const int c = node.candidates[node.next++];
            if (node.orbit.empty()) return c;
            const int root = find_root(node.orbit, c);
            work_ += static_cast<std::int64_t>(node.explored.size());
            if (std::none_of(node.explored.begin(), node.explored.end(),
                             [&](int e) { return find_root(node.orbit, e) == root; }))
                return c;
        }
        return -1;
    }

    // Orbits of the automorphisms found so far that fix the node's path pointwise: they
    // map the subtree of one child onto another's.
    void update_orbits(Node& node, int d) {
        for (; node.generators_seen < generators_.size(); ++node.generators_seen) {
            const std::vector<int>& g = generators_[node.generators_seen];
            work_ += d;
            bool fixes = true;
            for (int k = 0; k < d && fixes; ++k) {
                const int v = path_[static_cast<size_t>(k)].chosen;
                fixes = g[static_cast<size_t>(v)] == v;
            }
            if (!fixes) continue;
            if (node.orbit.empty()) {
                if (memory_ + n_ > kMemory) continue;
                memory_ += n_;
                node.orbit.resize(static_cast<size_t>(n_));
                std::iota(node.orbit.begin(), node.orbit.end(), 0);
            }
            for (int v = 0; v < n_; ++v) {
                const int x = find_root(node.orbit, v), y = find_root(node.orbit, g[static_cast<size_t>(v)]);
                if (x != y) node.orbit[static_cast<size_t>(std::max(x, y))] = std::min(x, y);
            }
            work_ += n_;
        }
    }

    // b's partition is discrete, `depth` children down: does it order b as a's leaf orders
    // a (when its path agrees with a's), or as an earlier leaf of b does? Then jump_ is
    // where the two paths part, when the automorphism maps one path onto the other.
    Leaf at_leaf(int depth, bool alive_a) {
        const std::uint64_t h = certificate(rb_, pb_);
        work_ += static_cast<std::int64_t>(rb_.target.size());
        if (alive_a && h == a_certificate_) {
            mapping_.assign(static_cast<size_t>(n_), -1);
            for (int i = 0; i < n_; ++i) mapping_[static_cast<size_t>(pa_.at(i))] = pb_.at(i);
            work_ += static_cast<std::int64_t>(ra_.target.size());
            if (keeps_edges(a_, b_, mapping_)) return Leaf::Isomorphic;
        }
        const auto seen = leaves_.find(h);
        if (seen != leaves_.end()) {
            const StoredLeaf& earlier = seen->second;
            std::vector<int> gamma(static_cast<size_t>(n_));
            for (int i = 0; i < n_; ++i) gamma[static_cast<size_t>(earlier.order[static_cast<size_t>(i)])] = pb_.at(i);
            work_ += static_cast<std::int64_t>(rb_.target.size());
            if (!keeps_edges(b_, b_, gamma)) return Leaf::Other;   // a hash collision
            bool onto = static_cast<int>(earlier.path.size()) == depth;
            for (int k = 0; k < depth && onto; ++k)
                onto = gamma[static_cast<size_t>(earlier.path[static_cast<size_t>(k)])] == path_[static_cast<size_t>(k)].chosen;
            jump_ = 0;
            while (onto && jump_ + 1 < depth && earlier.path[static_cast<size_t>(jump_)] == path_[static_cast<size_t>(jump_)].chosen)
                ++jump_;
            if (memory_ + n_ <= kMemory) {
                memory_ += n_;
                generators_.push_back(std::move(gamma));
            }
            return onto ? Leaf::Automorphism : Leaf::Other;
        }
        if (memory_ + n_ + depth <= kMemory) {
            memory_ += n_ + depth;
            StoredLeaf leaf;
            leaf.order.resize(static_cast<size_t>(n_));
            for (int i = 0; i < n_; ++i) leaf.order[static_cast<size_t>(i)] = pb_.at(i);
            for (int k = 0; k < depth; ++k) leaf.path.push_back(path_[static_cast<size_t>(k)].chosen);
            leaves_.emplace(h, std::move(leaf));
        }
        return Leaf::Other;
    }

    // A decision stands only within the budget: work after the last check counts too.
    IsomorphismResult isomorphic() {
        if (steps() > max_steps_) return out_of_budget();
        IsomorphismResult out;
        out.outcome = Outcome::Isomorphic;
        out.mapping = mapping_;
        out.steps = std::min(steps(), max_steps_);
        return out;
    }

    IsomorphismResult different() {
        if (steps() > max_steps_) return out_of_budget();
        IsomorphismResult out;
        out.outcome = Outcome::Different;
        out.decided_by = "search";
        out.steps = std::min(steps(), max_steps_);
        return out;
    }

    IsomorphismResult out_of_budget() {
        IsomorphismResult out;
        out.outcome = Outcome::BudgetExhausted;
        out.steps = std::min(steps(), max_steps_);
        return out;
    }

    const Graph& a_;
    const Graph& b_;
    const std::int64_t max_steps_;
    const std::vector<int> scale_;
    const Rows ra_, rb_;
    Partition pa_, pb_;
    const int n_;
    Trace trace_;
    std::vector<std::vector<int>> a_traces_;   // per level of a's path
    std::vector<std::vector<int>> b_traces_;   // per level of b's first path
    bool first_descent_ = true;                // b's first path is being recorded
    std::uint64_t a_certificate_ = 0;
    std::vector<Node> path_;
    std::unordered_map<std::uint64_t, StoredLeaf> leaves_;
    std::vector<std::vector<int>> generators_;
    std::vector<int> mapping_;
    int jump_ = 0;
    std::int64_t nodes_ = 0, work_ = 0, memory_ = 0;
};

}  // namespace

IsomorphismResult ir_search(const Graph& a, const Graph& b, const JointColours& colours, std::int64_t max_steps) {
    return IrSearch(a, b, colours, max_steps).run();
}

}  // namespace plumbline::graph
