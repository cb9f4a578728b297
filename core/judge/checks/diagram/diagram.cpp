// The diagram check (DiagramEval, ../shared/seeds/003, section 4.2): node alignment and
// path alignment between the reference's graph and the candidate's, and beyond the paper
// the direct edges between matched nodes. docs/diagram.md gives the rules.
//
// Verdict: pass when node, path and edge F1 are all 1 (the `diagrameval` profile, or the
// task's "verdict": "diagrameval": node and path F1 only, the paper's metrics); score: the
// mean of those F1s. A reference without
// nodes makes the task invalid; a candidate without nodes fails with score 0.
#include <algorithm>
#include <memory>
#include <set>

#include "diagnostics/capped_diagnostics.hpp"
#include "checks/diagram/diagram.hpp"
#include "checks/diagram/diagram_check.hpp"
#include "checks/diagram/result.hpp"

namespace plumbline::diagram {

namespace {

Diagnostic diag(const std::string& code, Severity severity, const std::string& source, std::string message) {
    Diagnostic d;
    d.code = code;
    d.severity = severity;
    d.source = source;
    d.message = std::move(message);
    return d;
}

std::string quoted(const std::string& label) {
    std::string out = "\"";
    for (char c : label) out += c == '\n' ? ' ' : c;
    if (out.size() > 60) out = out.substr(0, 57) + "...";
    return out + "\"";
}

DiagramMetric metric(const Score& s) { return DiagramMetric{s.tp, s.fp, s.fn, s.precision, s.recall, s.f1}; }

DiagramSide side(const Graph& g, bool drawing) {
    DiagramSide s;
    s.read_from = drawing ? "drawing" : "graph";
    for (const Node& n : g.nodes) s.nodes.push_back(DiagramNode{n.label, n.items, -1, 0, "extra"});
    for (const Edge& e : g.edges) s.edges.push_back(DiagramEdge{e.from, e.to, to_string(e.direction), e.item, "", e.label});
    return s;
}

// A node's shapes for the page: its box, else its texts' box.
void node_shapes(const Node& n, const char* role, Diagnostic& d) {
    if (n.box.empty) return;
    Path p;
    const Vec2 a = n.box.min, c = n.box.max, b(c.x(), a.y()), e(a.x(), c.y());
    p.pieces = {PathPiece::line(a, b), PathPiece::line(b, c), PathPiece::line(c, e), PathPiece::line(e, a)};
    p.closed = true;
    d.shapes.push_back(Shape{role, p});
}

void edge_shape(const Graph& g, int from, int to, const char* role, Diagnostic& d) {
    const Node& a = g.nodes[static_cast<size_t>(from)];
    const Node& b = g.nodes[static_cast<size_t>(to)];
    if (a.box.empty || b.box.empty) return;
    d.shapes.push_back(Shape{role, Segment{(a.box.min + a.box.max) / 2, (b.box.min + b.box.max) / 2}});
}

}  // namespace

void check(const CheckInput& in, Report& report) {
    report.verdict = Verdict::Invalid;
    static const Options kDefaults;
    const auto* given = dynamic_cast<const Options*>(in.options);
    const Options& options = given ? *given : kDefaults;

    const Rule rule = options.rule ? *options.rule : in.profile == Profile::DiagramEval ? Rule::DiagramEval : Rule::Default;
    // The paper's rule reads every text as a node's word: no edge labels, no text-less boxes.
    ReadOptions reading;
    reading.edge_labels = reading.textless_boxes = rule != Rule::DiagramEval;
    const Graph ref = read_graph(in.reference, "reference", reading);
    const Graph cand = read_graph(in.candidate, "candidate", reading);
    report.diagnostics.insert(report.diagnostics.end(), ref.diagnostics.begin(), ref.diagnostics.end());
    report.diagnostics.insert(report.diagnostics.end(), cand.diagnostics.begin(), cand.diagnostics.end());
    for (const Graph* g : {&ref, &cand})
        for (const Diagnostic& d : g->diagnostics)
            if (d.severity == Severity::Error) return;
    if (ref.nodes.empty()) {
        report.diagnostics.push_back(diag("diagram.reference.empty", Severity::Error, "task",
                                          "The reference has no nodes (no labelled text, or an empty graph), so no "
                                          "answer could fail; check the task's reference."));
        return;
    }

    auto result = std::make_shared<DiagramResult>();
    result->rule = rule == Rule::DiagramEval ? "diagrameval" : "default";
    result->threshold = options.node_threshold;
    result->reference = side(ref, ref.from_drawing);
    result->candidate = side(cand, cand.from_drawing);

    // Node alignment (section 4.2, "Node Alignment").
    const Alignment al = align(ref, cand, options.node_threshold);
    if (al.over_budget) {
        report.diagnostics.push_back(diag("diagram.limit.labels", Severity::Error, "candidate",
                                          "Comparing every label with every reference label would take more than the "
                                          "work budget (too many long labels); not judged."));
        return;
    }
    int matched = 0;
    for (size_t r = 0; r < ref.nodes.size(); ++r) {
        const int c = al.candidate_of[r];
        DiagramNode& rn = result->reference.nodes[r];
        if (c < 0) {
            rn.status = "missing";
            continue;
        }
        ++matched;
        rn.status = "matched";
        rn.match = c;
        rn.similarity = al.similarity[r];
        DiagramNode& cn = result->candidate.nodes[static_cast<size_t>(c)];
        cn.status = "matched";
        cn.match = static_cast<int>(r);
        cn.similarity = al.similarity[r];
    }
    const int ref_n = static_cast<int>(ref.nodes.size()), cand_n = static_cast<int>(cand.nodes.size());
    result->nodes = metric(score(matched, cand_n - matched, ref_n - matched));

    if (matched > options.max_path_nodes) {
        report.diagnostics.push_back(diag("diagram.limit.paths", Severity::Error, "candidate",
                                          std::to_string(matched) + " nodes matched, more than the " +
                                              std::to_string(options.max_path_nodes) +
                                              " whose paths (every ordered pair) are compared; not judged."));
        return;
    }
    if (!al.exact)
        report.diagnostics.push_back(diag("diagram.match.greedy", Severity::Warning, "candidate",
                                          "Too many nodes share similar labels for the optimal assignment; they were "
                                          "matched greedily, most similar first."));

    // Edges and paths live on reference node indices of matched nodes (the induced subgraphs).
    std::vector<int> ref_map(ref.nodes.size(), -1);
    for (size_t r = 0; r < ref.nodes.size(); ++r)
        if (al.candidate_of[r] >= 0) ref_map[r] = static_cast<int>(r);
    const bool symmetric = !ref.directed;   // the reference states no direction: none is judged
    result->directed = !symmetric;
    const Pairs ref_arcs = arcs(ref, ref_map, symmetric);
    const Pairs cand_arcs = arcs(cand, al.reference_of, symmetric);
    const Pairs ref_paths = paths(ref_arcs, ref_n), cand_paths = paths(cand_arcs, ref_n);
    const auto count_common = [](const Pairs& a, const Pairs& b) {
        Pairs common;
        std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(common));
        return static_cast<int>(common.size());
    };
    const int edge_tp = count_common(ref_arcs, cand_arcs), path_tp = count_common(ref_paths, cand_paths);
    // "Nothing to find": the whole reference (not only its matched part) has no edge, or
    // no edge between two distinct nodes (so no path).
    const bool no_edges = ref.edges.empty();
    const bool no_paths = std::none_of(ref.edges.begin(), ref.edges.end(), [](const Edge& e) { return e.from != e.to; });
    result->edges = metric(score(edge_tp, static_cast<int>(cand_arcs.size()) - edge_tp,
                                 static_cast<int>(ref_arcs.size()) - edge_tp, no_edges));
    result->paths = metric(score(path_tp, static_cast<int>(cand_paths.size()) - path_tp,
                                 static_cast<int>(ref_paths.size()) - path_tp, no_paths));

    // Diagnostics: nodes, then edges, then paths; a dozen of each, then a count.
    CappedDiagnostics capped(report.diagnostics);
    if (cand.nodes.empty())
        capped.add(diag("diagram.candidate.empty", Severity::Error, "candidate",
                        cand.from_drawing ? "The drawing shows no node: no text to read as a node's label."
                                          : "The graph has no nodes."));
    for (size_t r = 0; r < ref.nodes.size(); ++r) {
        const int c = al.candidate_of[r];
        if (c < 0) {
            if (!capped.listed("diagram.node.missing")) {
                capped.count("diagram.node.missing", Severity::Error);
                continue;
            }
            Diagnostic d = diag("diagram.node.missing", Severity::Error, "candidate",
                                "No node is labelled like the reference's " + quoted(ref.nodes[r].label) + ".");
            capped.add(std::move(d));
        } else if (al.similarity[r] < 1) {
            if (!capped.listed("diagram.node.approximate")) {
                capped.count("diagram.node.approximate", Severity::Info);
                continue;
            }
            Diagnostic d = diag("diagram.node.approximate", Severity::Info, "candidate",
                                quoted(cand.nodes[static_cast<size_t>(c)].label) + " was matched to the reference's " +
                                    quoted(ref.nodes[r].label) + " (similarity " +
                                    std::to_string(static_cast<int>(al.similarity[r] * 100 + 0.5)) + "%).");
            if (cand.from_drawing && !cand.nodes[static_cast<size_t>(c)].items.empty()) d.item = cand.nodes[static_cast<size_t>(c)].items.front();
            d.span = cand.nodes[static_cast<size_t>(c)].span;
            node_shapes(cand.nodes[static_cast<size_t>(c)], "found", d);
            capped.add(std::move(d));
        }
    }
    for (size_t c = 0; c < cand.nodes.size(); ++c) {
        if (al.reference_of[c] >= 0) continue;
        if (!capped.listed("diagram.node.extra")) {
            capped.count("diagram.node.extra", Severity::Warning);
            continue;
        }
        Diagnostic d = diag("diagram.node.extra", Severity::Warning, "candidate",
                            "The node " + quoted(cand.nodes[c].label) + " matches no reference node.");
        if (cand.from_drawing && !cand.nodes[c].items.empty()) d.item = cand.nodes[c].items.front();
        d.span = cand.nodes[c].span;
        node_shapes(cand.nodes[c], "extraneous", d);
        capped.add(std::move(d));
    }
    // Edges between matched nodes, per arc. A missing arc whose reverse is extra is one
    // reversed edge.
    const std::set<std::pair<int, int>> ref_set(ref_arcs.begin(), ref_arcs.end()), cand_set(cand_arcs.begin(), cand_arcs.end());
    const auto label = [&](int r) { return quoted(ref.nodes[static_cast<size_t>(r)].label); };
    // The answer's edge drawing an arc (in reference indices), to point at it.
    const auto cand_edge = [&](int u, int v) -> const Edge* {
        for (const Edge& e : cand.edges) {
            const int a = al.reference_of[static_cast<size_t>(e.from)], b = al.reference_of[static_cast<size_t>(e.to)];
            if ((a == u && b == v) || ((symmetric || e.direction != EdgeDirection::Forward) && a == v && b == u)) return &e;
        }
        return nullptr;
    };
    const auto point_at = [&](const Edge* e, Diagnostic& d) {
        if (!e) return;
        if (e->item >= 0) d.item = e->item;
        d.span = e->span;
    };
    const auto cand_node = [&](int r) { return al.candidate_of[static_cast<size_t>(r)]; };
    for (const auto& [u, v] : ref_arcs) {
        if (cand_set.count({u, v})) continue;
        const bool reversed = cand_set.count({v, u}) && !ref_set.count({v, u});
        const std::string code = reversed ? "diagram.edge.reversed" : "diagram.edge.missing";
        if (!capped.listed(code)) {
            capped.count(code, Severity::Error);
            continue;
        }
        const std::string arrow = symmetric ? " -- " : " -> ";
        Diagnostic d = diag(code, Severity::Error, "candidate",
                            reversed ? "The edge " + label(u) + arrow + label(v) + " is drawn the other way round."
                                     : "The edge " + label(u) + arrow + label(v) + " is missing.");
        edge_shape(cand, cand_node(u), cand_node(v), "expected", d);
        if (reversed) point_at(cand_edge(v, u), d);
        capped.add(std::move(d));
    }
    for (const auto& [u, v] : cand_arcs) {
        if (ref_set.count({u, v})) continue;
        if (ref_set.count({v, u}) && !cand_set.count({v, u})) continue;   // said as reversed
        if (!capped.listed("diagram.edge.extra")) {
            capped.count("diagram.edge.extra", Severity::Error);
            continue;
        }
        Diagnostic d = diag("diagram.edge.extra", Severity::Error, "candidate",
                            "The edge " + label(u) + (symmetric ? " -- " : " -> ") + label(v) +
                                " is not in the reference.");
        edge_shape(cand, cand_node(u), cand_node(v), "extraneous", d);
        point_at(cand_edge(u, v), d);
        capped.add(std::move(d));
    }
    // Edge labels (not under the paper's rule): a reference edge with a label, between
    // matched nodes, needs an answer edge between the same nodes whose label matches as
    // node labels do; parallel edges each take their own.
    int label_errors = 0;
    if (rule != Rule::DiagramEval) {
        std::vector<char> used(cand.edges.size(), 0);
        for (const Edge& re : ref.edges) {
            const std::string want = normalise(re.label);
            if (want.empty()) continue;
            const int cu = cand_node(re.from), cv = cand_node(re.to);
            if (cu < 0 || cv < 0) continue;
            int best = -1;
            double best_sim = -1;
            for (size_t k = 0; k < cand.edges.size(); ++k) {
                const Edge& ce = cand.edges[k];
                if (used[k] || !((ce.from == cu && ce.to == cv) || (ce.from == cv && ce.to == cu))) continue;
                const double sim = similarity(want, normalise(ce.label));
                if (sim > best_sim) best = static_cast<int>(k), best_sim = sim;
            }
            if (best < 0) continue;   // no edge there at all: said as missing
            used[static_cast<size_t>(best)] = 1;
            if (best_sim >= options.node_threshold) continue;
            ++label_errors;
            if (!capped.listed("diagram.edge.label")) {
                capped.count("diagram.edge.label", Severity::Error);
                continue;
            }
            const Edge& ce = cand.edges[static_cast<size_t>(best)];
            const std::string arrow = symmetric ? " -- " : " -> ";
            Diagnostic d = diag("diagram.edge.label", Severity::Error, "candidate",
                                "The edge " + label(re.from) + arrow + label(re.to) + " is labelled " + quoted(re.label) +
                                    " in the reference; the answer's " +
                                    (normalise(ce.label).empty() ? std::string("has no label.") : "says " + quoted(ce.label) + "."));
            edge_shape(cand, cu, cv, "expected", d);
            point_at(&ce, d);
            capped.add(std::move(d));
        }
    }
    // Paths the edges above do not already explain.
    const auto path_note = [&](const Pairs& from, const Pairs& other, const char* code, const char* what) {
        const std::set<std::pair<int, int>> o(other.begin(), other.end());
        for (const auto& [u, v] : from) {
            if (o.count({u, v})) continue;
            if (!capped.listed(code)) {
                capped.count(code, Severity::Warning);
                continue;
            }
            capped.add(diag(code, Severity::Warning, "candidate",
                            std::string("No path ") + what + " from " + label(u) + " to " + label(v) + "."));
        }
    };
    path_note(ref_paths, cand_paths, "diagram.path.missing", "in the answer leads, as in the reference,");
    path_note(cand_paths, ref_paths, "diagram.path.extra", "in the reference leads, as in the answer,");
    capped.finish();

    // Edge statuses for the page.
    const auto status_of = [&](const Graph& g, const std::vector<int>& map, const std::set<std::pair<int, int>>& other,
                               std::vector<DiagramEdge>& out, bool reference_side) {
        for (size_t k = 0; k < g.edges.size(); ++k) {
            const Edge& e = g.edges[k];
            const int a = map[static_cast<size_t>(e.from)], b = map[static_cast<size_t>(e.to)];
            if (a < 0 || b < 0) {
                out[k].status = "unmatched-node";
                continue;
            }
            const bool two_way = symmetric || e.direction != EdgeDirection::Forward;
            const bool ok = other.count({a, b}) && (!two_way || other.count({b, a}));
            if (ok) out[k].status = "matched";
            else if (!two_way && other.count({b, a})) out[k].status = "reversed";
            else out[k].status = reference_side ? "missing" : "extra";
        }
    };
    status_of(ref, ref_map, cand_set, result->reference.edges, true);
    status_of(cand, al.reference_of, ref_set, result->candidate.edges, false);

    const bool paper = rule == Rule::DiagramEval;
    const double n = result->nodes.f1, p = result->paths.f1, e = result->edges.f1;
    const bool pass = n == 1 && p == 1 && (paper || (e == 1 && label_errors == 0));
    report.verdict = pass ? Verdict::Pass : Verdict::Fail;
    report.score = paper ? (n + p) / 2 : (n + p + e) / 3;
    report.result = std::move(result);
}

const CheckKind check_kind{"diagram", read_options, nullptr, check, codes};

}  // namespace plumbline::diagram
