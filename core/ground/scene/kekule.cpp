// Perfect matchings by backtracking, and the bonds a Kekulé structure can swap.
#include "scene/kekule.hpp"

#include <algorithm>

namespace plumbline::kekule {

namespace {

struct Search {
    std::vector<std::vector<std::pair<int, int>>> choices;   // vertex -> (other vertex, edge)
    std::vector<int> mate, mate_edge;
    size_t& steps;
    bool out_of_steps = false;

    explicit Search(size_t& s) : steps(s) {}

    int options(int v) const {
        int n = 0;
        for (const auto& [w, e] : choices[static_cast<size_t>(v)]) n += mate[static_cast<size_t>(w)] < 0;
        return n;
    }

    // The unmatched vertex of `piece` with the fewest unmatched neighbours; -1 when none is left.
    int most_constrained(const std::vector<int>& piece, int& fewest) {
        int best = -1;
        fewest = 1 << 30;
        for (int v : piece) {
            if (steps == 0) {
                out_of_steps = true;
                return -1;
            }
            --steps;
            if (mate[static_cast<size_t>(v)] >= 0) continue;
            const int n = options(v);
            if (n < fewest) fewest = n, best = v;
            if (n == 0) break;
        }
        return best;
    }

    // Backtracking without recursion: a frame per decided vertex, its next choice to try.
    bool match(const std::vector<int>& piece) {
        if (piece.size() % 2 == 1) return false;
        struct Frame {
            int v;
            size_t next = 0;
        };
        std::vector<Frame> stack;
        int fewest = 0;
        const int first = most_constrained(piece, fewest);
        if (first < 0) return !out_of_steps;
        if (fewest == 0) return false;
        stack.push_back({first});
        while (!stack.empty()) {
            Frame& f = stack.back();
            const auto& list = choices[static_cast<size_t>(f.v)];
            if (f.next > 0) {   // undo the previous choice
                mate[static_cast<size_t>(list[f.next - 1].first)] = -1;
                mate[static_cast<size_t>(f.v)] = -1;
            }
            while (f.next < list.size() && mate[static_cast<size_t>(list[f.next].first)] >= 0) ++f.next;
            if (f.next == list.size()) {
                stack.pop_back();
                continue;
            }
            const auto [w, e] = list[f.next++];
            mate[static_cast<size_t>(f.v)] = w, mate_edge[static_cast<size_t>(f.v)] = e;
            mate[static_cast<size_t>(w)] = f.v, mate_edge[static_cast<size_t>(w)] = e;
            const int u = most_constrained(piece, fewest);
            if (out_of_steps) return false;
            if (u < 0) return true;
            if (fewest > 0) stack.push_back({u});
        }
        return false;
    }
};

}  // namespace

Found perfect_matching(int vertex_count, const std::vector<Edge>& edges, const std::vector<bool>& allowed,
                       const std::vector<bool>& needs, size_t& steps, std::vector<int>* chosen, int* failed,
                       const std::vector<bool>* preferred) {
    const size_t n = static_cast<size_t>(std::max(0, vertex_count));
    // Setting up costs a step per vertex and edge, so many searches stay within the budget too.
    if (steps < n + edges.size()) {
        steps = 0;
        return Found::Budget;
    }
    steps -= n + edges.size();
    Search s(steps);
    s.choices.resize(n);
    s.mate.assign(n, -1);
    s.mate_edge.assign(n, -1);
    for (size_t k = 0; k < edges.size(); ++k) {
        const Edge& e = edges[k];
        if (!allowed[k] || !needs[static_cast<size_t>(e.a)] || !needs[static_cast<size_t>(e.b)] || e.a == e.b) continue;
        s.choices[static_cast<size_t>(e.a)].push_back({e.b, static_cast<int>(k)});
        s.choices[static_cast<size_t>(e.b)].push_back({e.a, static_cast<int>(k)});
    }
    if (preferred)
        for (auto& list : s.choices)
            std::stable_partition(list.begin(), list.end(),
                                  [&](const std::pair<int, int>& c) { return (*preferred)[static_cast<size_t>(c.second)]; });
    // Each connected piece on its own: a failure in one is not searched through the others.
    std::vector<bool> seen(n, false);
    for (size_t start = 0; start < n; ++start) {
        if (!needs[start] || seen[start]) continue;
        std::vector<int> piece{static_cast<int>(start)};
        seen[start] = true;
        for (size_t k = 0; k < piece.size(); ++k)
            for (const auto& [w, e] : s.choices[static_cast<size_t>(piece[k])])
                if (!seen[static_cast<size_t>(w)]) seen[static_cast<size_t>(w)] = true, piece.push_back(w);
        std::sort(piece.begin(), piece.end());
        if (!s.match(piece)) {
            if (failed) *failed = piece.front();
            return s.out_of_steps ? Found::Budget : Found::No;
        }
    }
    if (chosen) {
        chosen->clear();
        for (size_t v = 0; v < n; ++v)
            if (needs[v] && s.mate[v] > static_cast<int>(v)) chosen->push_back(s.mate_edge[v]);
        std::sort(chosen->begin(), chosen->end());
    }
    return Found::Yes;
}

std::vector<int> alternation_labels(int vertex_count, const std::vector<Edge>& edges, const std::vector<int>& orders,
                                    size_t steps, bool* exhausted) {
    if (exhausted) *exhausted = false;
    const size_t n = static_cast<size_t>(std::max(0, vertex_count));
    std::vector<int> labels = orders;
    // The system that can alternate: atoms with exactly one double bond and nothing higher,
    // joined by single and double bonds; its double bonds are a perfect matching of it.
    std::vector<int> doubles(n, 0);
    std::vector<bool> higher(n, false);
    for (size_t k = 0; k < edges.size(); ++k) {
        for (int v : {edges[k].a, edges[k].b}) {
            if (orders[k] == 2) ++doubles[static_cast<size_t>(v)];
            if (orders[k] > 2) higher[static_cast<size_t>(v)] = true;
        }
    }
    const auto eligible = [&](int v) { return doubles[static_cast<size_t>(v)] == 1 && !higher[static_cast<size_t>(v)]; };
    std::vector<bool> in(edges.size(), false), needs(n, false);
    for (size_t k = 0; k < edges.size(); ++k)
        in[k] = (orders[k] == 1 || orders[k] == 2) && edges[k].a != edges[k].b && eligible(edges[k].a) && eligible(edges[k].b);
    for (size_t k = 0; k < edges.size(); ++k)
        if (in[k] && orders[k] == 2) needs[static_cast<size_t>(edges[k].a)] = needs[static_cast<size_t>(edges[k].b)] = true;
    // A bond swaps when another perfect matching of the system exists with its order
    // swapped: a single bond forced double (its atoms taken out), a double bond left out.
    // Every bond on which that other matching differs swaps too, so it is not tried again.
    std::vector<bool> swaps(edges.size(), false);
    std::vector<int> chosen;
    for (size_t k = 0; k < edges.size(); ++k) {
        if (!in[k] || swaps[k] || !needs[static_cast<size_t>(edges[k].a)] || !needs[static_cast<size_t>(edges[k].b)]) continue;
        std::vector<bool> allowed = in, need = needs;
        if (orders[k] == 2) {
            allowed[k] = false;
        } else {
            need[static_cast<size_t>(edges[k].a)] = need[static_cast<size_t>(edges[k].b)] = false;
        }
        const Found found = perfect_matching(vertex_count, edges, allowed, need, steps, &chosen);
        if (found == Found::Budget) {
            if (exhausted) *exhausted = true;
            return orders;
        }
        if (found == Found::No) continue;
        swaps[k] = true;
        std::vector<bool> now_double(edges.size(), false);
        for (int e : chosen) now_double[static_cast<size_t>(e)] = true;
        if (orders[k] == 1) now_double[k] = true;
        for (size_t j = 0; j < edges.size(); ++j)
            if (in[j] && needs[static_cast<size_t>(edges[j].a)] && needs[static_cast<size_t>(edges[j].b)] &&
                now_double[j] != (orders[j] == 2))
                swaps[j] = true;
    }
    for (size_t k = 0; k < edges.size(); ++k)
        if (swaps[k]) labels[k] = kAlternating;
    return labels;
}

}  // namespace plumbline::kekule
