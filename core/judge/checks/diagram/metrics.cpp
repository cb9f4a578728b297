// Node alignment and the metrics (DiagramEval section 4.2), and the edge metric beyond it.
#include <algorithm>
#include <cstdint>
#include <map>
#include <set>

#include "base/ascii.hpp"
#include "checks/diagram/diagram.hpp"
#include "graph/assignment.hpp"

namespace plumbline::diagram {

namespace {

std::vector<std::uint32_t> code_points(const std::string& s) {
    std::vector<std::uint32_t> out;
    for (size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        int len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        if (i + static_cast<size_t>(len) > s.size()) len = 1;
        std::uint32_t cp = len == 1 ? c : c & (0x7F >> len);
        for (int k = 1; k < len; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + static_cast<size_t>(k)]) & 0x3F);
        out.push_back(cp);
        i += static_cast<size_t>(len);
    }
    return out;
}

}  // namespace

std::string normalise(const std::string& label) {
    std::string out;
    bool space = false;
    for (size_t i = 0; i < label.size(); ++i) {
        const char c = label[i];
        // A no-break space (U+00A0) is a blank: Graphviz writes two spaces as " &#160;".
        const bool nbsp = c == '\xC2' && i + 1 < label.size() && label[i + 1] == '\xA0';
        if (nbsp) ++i;
        if (nbsp || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
            space = !out.empty();
            continue;
        }
        if (space) out += ' ';
        space = false;
        out += ascii_lower(c);
    }
    return out;
}

namespace {

using CodePoints = std::vector<std::uint32_t>;

// 1 - edit distance / longer length, with `row` as the reusable work row.
double similarity_of(const CodePoints& x, const CodePoints& y, std::vector<size_t>& row) {
    if (x.empty() || y.empty()) return 0;
    row.resize(y.size() + 1);
    for (size_t j = 0; j <= y.size(); ++j) row[j] = j;
    for (size_t i = 1; i <= x.size(); ++i) {
        size_t diagonal = row[0];
        row[0] = i;
        for (size_t j = 1; j <= y.size(); ++j) {
            const size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (x[i - 1] == y[j - 1] ? 0 : 1)});
            diagonal = up;
        }
    }
    return 1.0 - static_cast<double>(row[y.size()]) / static_cast<double>(std::max(x.size(), y.size()));
}

}  // namespace

double similarity(const std::string& a, const std::string& b) {
    if (a == b) return 1;
    std::vector<size_t> row;
    return similarity_of(code_points(a), code_points(b), row);
}

Score score(int tp, int fp, int fn, bool nothing_to_find) {
    Score s;
    s.tp = tp, s.fp = fp, s.fn = fn;
    if (tp + fp == 0 && tp + fn == 0) {
        s.precision = s.recall = s.f1 = nothing_to_find ? 1 : 0;
        return s;
    }
    s.precision = tp + fp == 0 ? 0 : static_cast<double>(tp) / (tp + fp);
    s.recall = tp + fn == 0 ? 0 : static_cast<double>(tp) / (tp + fn);
    s.f1 = s.precision + s.recall == 0 ? 0 : 2 * s.precision * s.recall / (s.precision + s.recall);
    return s;
}

namespace {

// The normalised labels of a node's in- and out-neighbours, for telling equal labels apart.
struct Neighbourhood {
    std::multiset<std::string> in, out;
};

std::vector<Neighbourhood> neighbourhoods(const Graph& g) {
    std::vector<Neighbourhood> n(g.nodes.size());
    for (const Edge& e : g.edges) {
        if (e.from < 0 || e.to < 0) continue;
        const bool both = e.direction != EdgeDirection::Forward;
        n[static_cast<size_t>(e.from)].out.insert(g.nodes[static_cast<size_t>(e.to)].key);
        n[static_cast<size_t>(e.to)].in.insert(g.nodes[static_cast<size_t>(e.from)].key);
        if (both) {
            n[static_cast<size_t>(e.to)].out.insert(g.nodes[static_cast<size_t>(e.from)].key);
            n[static_cast<size_t>(e.from)].in.insert(g.nodes[static_cast<size_t>(e.to)].key);
        }
    }
    return n;
}

// 1 - |A ∩ B| / |A ∪ B| over multisets; 0 for two empty ones.
template <typename T>
double multiset_distance(const std::multiset<T>& a, const std::multiset<T>& b) {
    if (a.empty() && b.empty()) return 0;
    std::vector<T> common;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(common));
    const size_t unite = a.size() + b.size() - common.size();
    return 1.0 - static_cast<double>(common.size()) / static_cast<double>(unite);
}

// Neighbours by identity, for a second look at equal labels: a reference node's by their
// own indices, a candidate node's by the reference nodes they were matched to (an
// unmatched one by a number no reference node has).
struct IdNeighbourhood {
    std::multiset<int> in, out;
};

std::vector<IdNeighbourhood> id_neighbourhoods(const Graph& g, const std::vector<int>* mapped) {
    std::vector<IdNeighbourhood> n(g.nodes.size());
    const auto id = [&](int v) { return mapped ? ((*mapped)[static_cast<size_t>(v)] >= 0 ? (*mapped)[static_cast<size_t>(v)] : -1 - v) : v; };
    for (const Edge& e : g.edges) {
        if (e.from < 0 || e.to < 0) continue;
        n[static_cast<size_t>(e.from)].out.insert(id(e.to));
        n[static_cast<size_t>(e.to)].in.insert(id(e.from));
        if (e.direction != EdgeDirection::Forward) {
            n[static_cast<size_t>(e.to)].out.insert(id(e.from));
            n[static_cast<size_t>(e.from)].in.insert(id(e.to));
        }
    }
    return n;
}

bool has_equal_keys(const Graph& g) {
    std::set<std::string> seen;
    for (const Node& n : g.nodes)
        if (!seen.insert(n.key).second) return true;
    return false;
}

}  // namespace

Alignment align(const Graph& reference, const Graph& candidate, double threshold) {
    Alignment out;
    const int rows = static_cast<int>(reference.nodes.size()), cols = static_cast<int>(candidate.nodes.size());
    out.candidate_of.assign(static_cast<size_t>(rows), -1);
    out.reference_of.assign(static_cast<size_t>(cols), -1);
    out.similarity.assign(static_cast<size_t>(rows), 0);
    // Candidates by normalised label, so equal labels cost nothing to find; other labels
    // are compared pairwise only when their lengths allow the threshold.
    std::vector<graph::Edge> edges;
    std::vector<std::vector<double>> sims(static_cast<size_t>(rows));
    const std::vector<Neighbourhood> rn = neighbourhoods(reference), cn = neighbourhoods(candidate);
    // A small weight: the label decides; the neighbourhood only breaks ties between equal
    // or equally similar labels (always below the gap between two distinct similarities
    // of labels up to 400 characters).
    constexpr double kNeighbourWeight = 1e-3 / 4;
    // Each label decoded once: the loop below visits every pair.
    std::vector<CodePoints> rcp(static_cast<size_t>(rows)), ccp(static_cast<size_t>(cols));
    for (int r = 0; r < rows; ++r) rcp[static_cast<size_t>(r)] = code_points(reference.nodes[static_cast<size_t>(r)].key);
    for (int c = 0; c < cols; ++c) ccp[static_cast<size_t>(c)] = code_points(candidate.nodes[static_cast<size_t>(c)].key);
    std::vector<size_t> row;
    double cells = 0;
    for (int r = 0; r < rows; ++r) {
        const std::string& a = reference.nodes[static_cast<size_t>(r)].key;
        const size_t la = rcp[static_cast<size_t>(r)].size();
        for (int c = 0; c < cols; ++c) {
            const std::string& b = candidate.nodes[static_cast<size_t>(c)].key;
            const size_t lb = ccp[static_cast<size_t>(c)].size();
            const size_t longer = std::max(la, lb), shorter = std::min(la, lb);
            if (longer > 0 && 1.0 - static_cast<double>(longer - shorter) / static_cast<double>(longer) < threshold) continue;
            cells += static_cast<double>(la) * static_cast<double>(lb);
            if (cells > kMaxLabelCells) {
                out.over_budget = true;
                return out;
            }
            const double s = a == b ? 1 : similarity_of(rcp[static_cast<size_t>(r)], ccp[static_cast<size_t>(c)], row);
            if (s < threshold) continue;
            const Neighbourhood& x = rn[static_cast<size_t>(r)];
            const Neighbourhood& y = cn[static_cast<size_t>(c)];
            const double tie = multiset_distance(x.in, y.in) + multiset_distance(x.out, y.out);
            edges.push_back({r, c, (1.0 - s) * (1.0 - 4 * kNeighbourWeight) + kNeighbourWeight * tie});
        }
    }
    graph::Assignment a = graph::assign(rows, cols, edges);
    // Equal labels (nodes without text among them) told apart by structure: again, with
    // each tie also weighing how far the pair's neighbours are the same nodes under the
    // last assignment, until it settles (at most 4 more rounds). Only ties move.
    if (has_equal_keys(reference) || has_equal_keys(candidate)) {
        const std::vector<IdNeighbourhood> rid = id_neighbourhoods(reference, nullptr);
        for (int round = 0; round < 4; ++round) {
            std::vector<int> mapped(static_cast<size_t>(cols), -1);
            for (int r = 0; r < rows; ++r)
                if (const int c = a.col_of_row[static_cast<size_t>(r)]; c >= 0) mapped[static_cast<size_t>(c)] = r;
            const std::vector<IdNeighbourhood> cid = id_neighbourhoods(candidate, &mapped);
            std::vector<graph::Edge> again = edges;
            for (graph::Edge& e : again) {
                const Neighbourhood& x = rn[static_cast<size_t>(e.row)];
                const Neighbourhood& y = cn[static_cast<size_t>(e.col)];
                const double by_label = multiset_distance(x.in, y.in) + multiset_distance(x.out, y.out);
                const IdNeighbourhood& p = rid[static_cast<size_t>(e.row)];
                const IdNeighbourhood& q = cid[static_cast<size_t>(e.col)];
                const double by_id = multiset_distance(p.in, q.in) + multiset_distance(p.out, q.out);
                e.cost += kNeighbourWeight * ((by_label + by_id) / 2 - by_label);
            }
            graph::Assignment b = graph::assign(rows, cols, again);
            const bool same = b.col_of_row == a.col_of_row;
            a = std::move(b);
            if (same) break;
        }
    }
    out.exact = a.exact;
    for (int r = 0; r < rows; ++r) {
        const int c = a.col_of_row[static_cast<size_t>(r)];
        if (c < 0) continue;
        out.candidate_of[static_cast<size_t>(r)] = c;
        out.reference_of[static_cast<size_t>(c)] = r;
        out.similarity[static_cast<size_t>(r)] =
            similarity(reference.nodes[static_cast<size_t>(r)].key, candidate.nodes[static_cast<size_t>(c)].key);
    }
    return out;
}

Pairs arcs(const Graph& g, const std::vector<int>& map, bool symmetric) {
    std::set<std::pair<int, int>> out;
    for (const Edge& e : g.edges) {
        if (e.from < 0 || e.to < 0) continue;
        const int a = map[static_cast<size_t>(e.from)], b = map[static_cast<size_t>(e.to)];
        if (a < 0 || b < 0) continue;
        out.emplace(a, b);
        if (symmetric || e.direction != EdgeDirection::Forward) out.emplace(b, a);
    }
    return Pairs(out.begin(), out.end());
}

Pairs paths(const Pairs& arcs, int nodes) {
    std::vector<std::vector<int>> next(static_cast<size_t>(nodes));
    std::vector<char> present(static_cast<size_t>(nodes), 0);
    for (const auto& [a, b] : arcs) {
        next[static_cast<size_t>(a)].push_back(b);
        present[static_cast<size_t>(a)] = present[static_cast<size_t>(b)] = 1;
    }
    Pairs out;
    std::vector<int> seen(static_cast<size_t>(nodes), -1), queue;
    for (int s = 0; s < nodes; ++s) {
        if (!present[static_cast<size_t>(s)]) continue;
        queue.assign(1, s);
        seen[static_cast<size_t>(s)] = s;
        std::vector<int> reached;
        for (size_t q = 0; q < queue.size(); ++q)
            for (int t : next[static_cast<size_t>(queue[q])])
                if (seen[static_cast<size_t>(t)] != s) {
                    seen[static_cast<size_t>(t)] = s;
                    queue.push_back(t);
                    reached.push_back(t);
                }
        // A cycle back to s is not a pair: u != v (eq. 1).
        std::sort(reached.begin(), reached.end());
        for (int t : reached)
            if (t != s) out.emplace_back(s, t);
    }
    return out;
}

}  // namespace plumbline::diagram
