// The diagram check: DiagramEval's node and path alignment (../shared/seeds/003, section
// 4.2, eq. 1) and the edge metric, checked against values computed by hand; every edge
// case the docs define (no matches, empty graphs, duplicate labels, self-loops,
// undirected references); the verdict rules; and diagrams read from drawn SVG and TikZ.
#include <doctest/doctest.h>

#include <string>

#include "checks/diagram/diagram.hpp"
#include "checks/diagram/result.hpp"
#include "pipeline/evaluate.hpp"
#include "pipeline/task.hpp"

using namespace plumbline;

namespace {

Report judge(const std::string& reference, const std::string& answer, const std::string& format = "dot",
             nlohmann::json check = nlohmann::json::object(), const std::string& reference_format = "dot") {
    check["kind"] = "diagram";
    const nlohmann::json task = {{"schema", "plumbline/task@1"}, {"id", "diagram/test"},   {"domain", "diagram"},
                                 {"format", format},              {"prompt", "Draw it."}, {"reference", reference},
                                 {"reference_format", reference_format}, {"check", check}};
    EvaluateOptions o;
    o.timings = false;
    return evaluate(parse_task(task), answer, o);
}

const DiagramResult& result(const Report& r) {
    const DiagramResult* d = diagram_result(r);
    REQUIRE(d);
    return *d;
}

void metric_is(const DiagramMetric& m, int tp, int fp, int fn, double p, double r, double f1) {
    CHECK(m.tp == tp);
    CHECK(m.fp == fp);
    CHECK(m.fn == fn);
    CHECK(m.precision == doctest::Approx(p));
    CHECK(m.recall == doctest::Approx(r));
    CHECK(m.f1 == doctest::Approx(f1));
}

int count(const Report& r, const std::string& code) {
    int n = 0;
    for (const Diagnostic& d : r.diagnostics) n += d.code == code;
    return n;
}

// The reference of the hand-computed cases: a chain A -> B -> C -> D. Its arcs: AB, BC, CD
// (3); its paths: AB AC AD BC BD CD (6).
const std::string kChain = "digraph { A -> B -> C -> D }";

}  // namespace

TEST_CASE("diagram metrics: the same graph written differently scores 1 everywhere") {
    const Report r = judge(kChain, "digraph { d [label=\"D\"]; x [label=\"a\"]; x -> b [label=\"edge\"]; b [label=\"B\"]; "
                                   "{ b } -> c [label=\"ignored\"]; c [label=\"c\"]; c -> d }");
    CHECK(r.verdict == Verdict::Pass);
    CHECK(r.score == doctest::Approx(1));
    metric_is(result(r).nodes, 4, 0, 0, 1, 1, 1);
    metric_is(result(r).paths, 6, 0, 0, 1, 1, 1);
    metric_is(result(r).edges, 3, 0, 0, 1, 1, 1);
}

TEST_CASE("diagram metrics: an edge missing splits the chain") {
    // Arcs AB, CD: paths AB, CD. Paths TP 2 FP 0 FN 4: P 1, R 1/3, F1 0.5.
    // Edges TP 2 FP 0 FN 1: P 1, R 2/3, F1 0.8.
    const Report r = judge(kChain, "digraph { A -> B; C -> D }");
    CHECK(r.verdict == Verdict::Fail);
    metric_is(result(r).nodes, 4, 0, 0, 1, 1, 1);
    metric_is(result(r).paths, 2, 0, 4, 1, 1.0 / 3, 0.5);
    metric_is(result(r).edges, 2, 0, 1, 1, 2.0 / 3, 0.8);
    CHECK(r.score == doctest::Approx((1 + 0.5 + 0.8) / 3));
    CHECK(count(r, "diagram.edge.missing") == 1);
    CHECK(count(r, "diagram.path.missing") == 4);
}

TEST_CASE("diagram metrics: a reversed arrow") {
    // Arcs AB, CB, CD: paths AB, CB, CD. Paths TP 2 (AB, CD) FP 1 (CB) FN 4 (AC AD BC BD):
    // P 2/3, R 1/3, F1 4/9. Edges TP 2 FP 1 FN 1: 2/3 each.
    const Report r = judge(kChain, "digraph { A -> B; C -> B; C -> D }");
    CHECK(r.verdict == Verdict::Fail);
    metric_is(result(r).paths, 2, 1, 4, 2.0 / 3, 1.0 / 3, 4.0 / 9);
    metric_is(result(r).edges, 2, 1, 1, 2.0 / 3, 2.0 / 3, 2.0 / 3);
    CHECK(count(r, "diagram.edge.reversed") == 1);
    CHECK(count(r, "diagram.edge.missing") == 0);
    CHECK(count(r, "diagram.edge.extra") == 0);
    // dir=back says the same as the arrow written the other way.
    const Report back = judge(kChain, "digraph { A -> B; B -> C [dir=back]; C -> D }");
    metric_is(result(back).edges, 2, 1, 1, 2.0 / 3, 2.0 / 3, 2.0 / 3);
}

TEST_CASE("diagram metrics: a shortcut the paper's path metric cannot see fails the default verdict only") {
    // Arcs AB BC CD AC: the same paths as the reference. Edges TP 3 FP 1 FN 0: P 3/4, R 1, F1 6/7.
    const std::string answer = "digraph { A -> B -> C -> D; A -> C }";
    const Report r = judge(kChain, answer);
    metric_is(result(r).paths, 6, 0, 0, 1, 1, 1);
    metric_is(result(r).edges, 3, 1, 0, 0.75, 1, 6.0 / 7);
    CHECK(r.verdict == Verdict::Fail);
    CHECK(count(r, "diagram.edge.extra") == 1);
    const Report paper = judge(kChain, answer, "dot", {{"verdict", "diagrameval"}});
    CHECK(paper.verdict == Verdict::Pass);
    CHECK(paper.score == doctest::Approx(1));
    CHECK(result(paper).rule == "diagrameval");
}

TEST_CASE("diagram check: the diagrameval profile gives the paper's verdict; a task's own verdict member wins") {
    const std::string answer = "digraph { A -> B -> C -> D; A -> C }";   // a shortcut: path F1 1, edge F1 6/7
    const nlohmann::json task = {{"schema", "plumbline/task@1"}, {"id", "diagram/profile"}, {"domain", "diagram"},
                                 {"format", "dot"}, {"reference", kChain}, {"reference_format", "dot"},
                                 {"check", {{"kind", "diagram"}}}};
    EvaluateOptions o;
    o.timings = false;
    o.profile = Profile::DiagramEval;
    const Report paper = evaluate(parse_task(task), answer, o);
    CHECK(paper.verdict == Verdict::Pass);
    CHECK(result(paper).rule == "diagrameval");
    CHECK(std::string(to_string(paper.profile)) == "diagrameval");
    nlohmann::json strict = task;
    strict["check"]["verdict"] = "default";
    CHECK(evaluate(parse_task(strict), answer, o).verdict == Verdict::Fail);
    Profile parsed = Profile::Default;
    CHECK(parse_profile("diagrameval", parsed));
    CHECK(parsed == Profile::DiagramEval);
}

TEST_CASE("diagram metrics: an edge left out whose ends stay connected another way") {
    // Reference A->B->C plus A->C; the answer leaves A->C out: paths equal, edges R 2/3.
    const Report r = judge("digraph { A -> B -> C; A -> C }", "digraph { A -> B -> C }");
    metric_is(result(r).paths, 3, 0, 0, 1, 1, 1);
    metric_is(result(r).edges, 2, 0, 1, 1, 2.0 / 3, 0.8);
    CHECK(r.verdict == Verdict::Fail);
    CHECK(judge("digraph { A -> B -> C; A -> C }", "digraph { A -> B -> C }", "dot", {{"verdict", "diagrameval"}}).verdict ==
          Verdict::Pass);
}

TEST_CASE("diagram metrics: a renamed node leaves the induced subgraphs") {
    // B renamed "Beta": nodes TP 3 FP 1 FN 1 (0.75 each). Induced on {A, C, D}: the
    // reference keeps arc CD only (A reaches C through B, which is not matched), as does
    // the answer: paths CD = CD, edges CD = CD.
    const Report r = judge(kChain, "digraph { A -> Beta -> C -> D }");
    metric_is(result(r).nodes, 3, 1, 1, 0.75, 0.75, 0.75);
    metric_is(result(r).paths, 1, 0, 0, 1, 1, 1);
    metric_is(result(r).edges, 1, 0, 0, 1, 1, 1);
    CHECK(r.verdict == Verdict::Fail);
    CHECK(r.score == doctest::Approx((0.75 + 1 + 1) / 3));
    CHECK(count(r, "diagram.node.missing") == 1);
    CHECK(count(r, "diagram.node.extra") == 1);
}

TEST_CASE("diagram metrics: an extra node") {
    // Nodes TP 4 FP 1 FN 0: P 0.8, R 1, F1 8/9; the extra node's edge is outside the induced subgraph.
    const Report r = judge(kChain, "digraph { A -> B -> C -> D; A -> E }");
    metric_is(result(r).nodes, 4, 1, 0, 0.8, 1, 8.0 / 9);
    metric_is(result(r).paths, 6, 0, 0, 1, 1, 1);
    metric_is(result(r).edges, 3, 0, 0, 1, 1, 1);
    CHECK(r.verdict == Verdict::Fail);
}

TEST_CASE("diagram metrics: labels match after normalising case, blanks and line breaks, and within the threshold") {
    const std::string reference = "digraph { a [label=\"Load data\"]; b [label=\"Train model\"]; a -> b }";
    const Report r = judge(reference, "digraph { x [label=\"LOAD\\n  Data \"]; y [label=\"Train models\"]; x -> y }");
    CHECK(r.verdict == Verdict::Pass);
    // "train model" vs "train models": 1 - 1/12 = 0.9167 >= 0.9.
    CHECK(result(r).reference.nodes[1].similarity == doctest::Approx(11.0 / 12));
    CHECK(count(r, "diagram.node.approximate") == 1);
    // Encoder / Decoder: two substitutions, 1 - 2/7 = 0.714 < 0.9: a different node.
    const Report swapped = judge("digraph { Encoder -> Latent }", "digraph { Decoder -> Latent }");
    metric_is(result(swapped).nodes, 1, 1, 1, 0.5, 0.5, 0.5);
    // A lower threshold admits it.
    const Report loose = judge("digraph { Encoder -> Latent }", "digraph { Decoder -> Latent }", "dot", {{"node_threshold", 0.7}});
    CHECK(loose.verdict == Verdict::Pass);
    CHECK(diagram::similarity("encoder", "decoder") == doctest::Approx(1 - 2.0 / 7));
    CHECK(diagram::similarity("kitten", "sitting") == doctest::Approx(1 - 3.0 / 7));
    CHECK(diagram::similarity("", "") == 1);
    CHECK(diagram::similarity("a", "") == 0);
    CHECK(diagram::similarity("naïve", "naive") == doctest::Approx(0.8));   // code points, not bytes
    CHECK(diagram::normalise("  Two\n\tLines  ") == "two lines");
}

TEST_CASE("diagram metrics: matching is optimal, not greedy") {
    // At threshold 0.7, "abcx" is 0.75-similar to "abcd". The paper's procedure (each
    // answer node against the unmatched reference nodes, the first above the threshold)
    // would pair the answer's first node "abcx" with the reference's first "abcd" and
    // then "abcd" with "abcx", reversing the edge; the assignment pairs equal labels.
    const Report r = judge("digraph { abcd -> abcx }", "digraph { abcx; abcd; abcd -> abcx }", "dot",
                           {{"node_threshold", 0.7}});
    metric_is(result(r).nodes, 2, 0, 0, 1, 1, 1);
    CHECK(result(r).reference.nodes[0].similarity == 1);
    CHECK(r.verdict == Verdict::Pass);
}

TEST_CASE("diagram metrics: two labels swapped") {
    // Reference A->B->C; answer A->C->B (B and C swapped): arcs AC, CB. Edges TP 0 FP 2 FN 2.
    // Paths ref AB AC BC; answer AC AB CB: TP 2 FP 1 FN 1.
    const Report r = judge("digraph { A -> B -> C }", "digraph { A -> C -> B }");
    metric_is(result(r).edges, 0, 2, 2, 0, 0, 0);
    metric_is(result(r).paths, 2, 1, 1, 2.0 / 3, 2.0 / 3, 2.0 / 3);
}

TEST_CASE("diagram metrics: duplicate labels are told apart by their neighbours") {
    // Two "Conv" nodes in different branches: matched so that both branches agree.
    const std::string reference =
        "digraph { c1 [label=Conv]; c2 [label=Conv]; Input -> c1 -> Pool; Text -> c2 -> Embed }";
    const std::string answer = "digraph { x [label=Conv]; y [label=Conv]; Text -> x -> Embed; Input -> y -> Pool }";
    const Report r = judge(reference, answer);
    CHECK(r.verdict == Verdict::Pass);
    metric_is(result(r).edges, 4, 0, 0, 1, 1, 1);
    CHECK(result(r).reference.nodes[0].match == 1);   // c1 (Input -> c1) is y (Input -> y)
}

TEST_CASE("diagram metrics: self-loops count as edges, never as paths") {
    // A state machine: A loops on itself. Paths (u != v): AB only; edges AA, AB.
    const std::string reference = "digraph { A -> A; A -> B }";
    const Report same = judge(reference, "digraph { A -> B; A -> A }");
    metric_is(same.verdict == Verdict::Pass ? result(same).paths : DiagramMetric{}, 1, 0, 0, 1, 1, 1);
    metric_is(result(same).edges, 2, 0, 0, 1, 1, 1);
    const Report no_loop = judge(reference, "digraph { A -> B }");
    metric_is(result(no_loop).paths, 1, 0, 0, 1, 1, 1);
    metric_is(result(no_loop).edges, 1, 0, 1, 1, 0.5, 2.0 / 3);
    CHECK(no_loop.verdict == Verdict::Fail);
    // A cycle reaches back to its start: still no (u, u) pair.
    const std::vector<std::pair<int, int>> p = diagram::paths({{0, 1}, {1, 0}}, 2);
    CHECK(p == std::vector<std::pair<int, int>>{{0, 1}, {1, 0}});
}

TEST_CASE("diagram metrics: no matches, empty graphs, graphs without edges") {
    // Nothing matched: nodes 0; paths and edges compare two empty sets, but the reference
    // has paths and edges to find, so 0.
    const Report none = judge(kChain, "digraph { W -> X -> Y -> Z }");
    metric_is(result(none).nodes, 0, 4, 4, 0, 0, 0);
    metric_is(result(none).paths, 0, 0, 0, 0, 0, 0);
    metric_is(result(none).edges, 0, 0, 0, 0, 0, 0);
    CHECK(none.verdict == Verdict::Fail);
    CHECK(none.score == 0);
    // An empty answer graph fails with a diagnostic.
    const Report empty = judge(kChain, "digraph { }");
    CHECK(empty.verdict == Verdict::Fail);
    CHECK(count(empty, "diagram.candidate.empty") == 1);
    metric_is(result(empty).nodes, 0, 0, 4, 0, 0, 0);
    // An empty reference cannot judge anything.
    const Report bad = judge("digraph { }", "digraph { a }");
    CHECK(bad.verdict == Verdict::Invalid);
    CHECK(count(bad, "diagram.reference.empty") == 1);
    // Nodes without edges on both sides: nothing to find, all 1.
    const Report isolated = judge("graph { a; b }", "graph { b; a }");
    CHECK(isolated.verdict == Verdict::Pass);
    metric_is(result(isolated).paths, 0, 0, 0, 1, 1, 1);
    // An edge where the reference has none: precision 0.
    const Report added = judge("graph { a; b }", "graph { a -- b }");
    CHECK(added.verdict == Verdict::Fail);
    metric_is(result(added).edges, 0, 2, 0, 0, 0, 0);
}

TEST_CASE("diagram metrics: an undirected reference judges no direction") {
    // graph { a -- b -- c }: arcs both ways. An answer with arrows either way is the same.
    const Report r = judge("graph { a -- b -- c }", "digraph { b -> a; b -> c }");
    CHECK(r.verdict == Verdict::Pass);
    CHECK_FALSE(result(r).directed);
    // A directed reference with an undirected answer: the missing direction is wrong.
    const Report d = judge("digraph { a -> b }", "graph { a -- b }");
    CHECK(d.verdict == Verdict::Fail);
    metric_is(result(d).edges, 1, 1, 0, 0.5, 1, 2.0 / 3);
    // dir=both is both arcs.
    CHECK(judge("digraph { a -> b; b -> a }", "digraph { a -> b [dir=both] }").verdict == Verdict::Pass);
}

TEST_CASE("diagram check: many long labels stop at the work budget, not after minutes") {
    // 20 x 1000 comparisons of 600-character labels: 7.2e9 cells, far past the 2e8 budget.
    const std::string long_label(600, 'x');
    std::string reference = "digraph { ", answer = "digraph { ";
    for (int i = 0; i < 20; ++i) reference += "r" + std::to_string(i) + " [label=\"" + long_label + std::to_string(i) + "\"]; ";
    for (int i = 0; i < 1000; ++i) answer += "c" + std::to_string(i) + " [label=\"" + long_label + "\"]; ";
    const Report r = judge(reference + "}", answer + "}");
    CHECK(r.verdict == Verdict::Invalid);
    CHECK(count(r, "diagram.limit.labels") == 1);
}

TEST_CASE("diagram check: task options are validated") {
    const Report r = judge(kChain, kChain, "dot", {{"node_threshold", 1.5}});
    CHECK(r.verdict == Verdict::Invalid);
    CHECK(count(r, "task.node_threshold.invalid") == 1);
    const Report v = judge(kChain, kChain, "dot", {{"verdict", "lenient"}});
    CHECK(v.verdict == Verdict::Invalid);
    CHECK(count(v, "task.verdict.invalid") == 1);
}

TEST_CASE("diagram check: a DOT answer with a syntax error is invalid, located") {
    const Report r = judge(kChain, "```dot\ndigraph {\n  A -> B\n  B -- C\n}\n```");
    CHECK(r.verdict == Verdict::Invalid);
    REQUIRE(count(r, "dot.syntax") == 1);
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == "dot.syntax") {
            CHECK(d.span.line == 3);   // in the extracted text: line 3 is "  B -- C"
            CHECK(d.span.column == 5);
        }
}

// --- diagrams read from drawings --------------------------------------------------------

namespace {

// A hand-written SVG flowchart the way models write one: rects, texts, marker arrows.
std::string svg_chain(const std::string& arrows) {
    return R"x(<svg xmlns="http://www.w3.org/2000/svg" width="200" height="400">
<defs><marker id="ah" markerWidth="10" markerHeight="7" refX="10" refY="3.5" orient="auto"><polygon points="0 0, 10 3.5, 0 7"/></marker><marker id="ahs" markerWidth="10" markerHeight="7" refX="10" refY="3.5" orient="auto-start-reverse"><polygon points="0 0, 10 3.5, 0 7"/></marker></defs>
<rect x="50" y="10" width="100" height="40" fill="white" stroke="black"/>
<text x="100" y="35" text-anchor="middle" font-size="14">A</text>
<rect x="50" y="110" width="100" height="40" fill="white" stroke="black"/>
<text x="100" y="128" text-anchor="middle" font-size="14">Two</text>
<text x="100" y="144" text-anchor="middle" font-size="14">lines</text>
<rect x="50" y="210" width="100" height="40" fill="white" stroke="black"/>
<text x="100" y="235" text-anchor="middle" font-size="14">C</text>
)x" + arrows + "</svg>";
}

}  // namespace

TEST_CASE("diagram from SVG: rect + text nodes, texts merged, marker arrows as directed edges") {
    const std::string reference = "digraph { A -> t -> C; t [label=\"Two\\nlines\"] }";
    const std::string right = svg_chain(
        R"x(<line x1="100" y1="50" x2="100" y2="108" stroke="black" marker-end="url(#ah)"/>
<path d="M100 150 L100 208" stroke="black" fill="none" style="marker-end: url(#ah)"/>
)x");
    const Report r = judge(reference, right, "svg");
    CHECK(r.verdict == Verdict::Pass);
    REQUIRE(result(r).candidate.nodes.size() == 3);
    CHECK(result(r).candidate.nodes[1].label == "Two\nlines");
    CHECK(result(r).candidate.read_from == "drawing");

    // A head at the second line's start pointing back (orient="auto-start-reverse"): reversed.
    const std::string reversed = svg_chain(
        R"x(<line x1="100" y1="50" x2="100" y2="108" stroke="black" marker-end="url(#ah)"/>
<line x1="100" y1="150" x2="100" y2="208" stroke="black" marker-start="url(#ahs)"/>
)x");
    const Report rev = judge(reference, reversed, "svg");
    CHECK(rev.verdict == Verdict::Fail);
    CHECK(count(rev, "diagram.edge.reversed") == 1);
    for (const Diagnostic& d : rev.diagnostics)
        if (d.code == "diagram.edge.reversed") {   // points at the <line> drawn the wrong way, and draws where it belongs
            REQUIRE(d.item);
            CHECK(d.span.line == 11);
            REQUIRE(d.shapes.size() == 1);
            CHECK(d.shapes[0].role == "expected");
        }

    // A line stopping short of the box still points into it; a line with no marker has no direction.
    const std::string short_plain = svg_chain(
        R"x(<line x1="100" y1="52" x2="100" y2="100" stroke="black" marker-end="url(#ah)"/>
<line x1="100" y1="150" x2="100" y2="210" stroke="black"/>
)x");
    const Report sp = judge(reference, short_plain, "svg");
    CHECK(result(sp).candidate.edges.size() == 2);
    CHECK(result(sp).candidate.edges[0].direction == "forward");
    CHECK(result(sp).candidate.edges[1].direction == "none");
    CHECK(sp.verdict == Verdict::Fail);
}

TEST_CASE("diagram from SVG: arrowheads set by a style sheet rule or a group read as directed edges") {
    // As models draw flowcharts: the arrowheads come from `.edge { marker-end: ... }`, or
    // from a <g> around the connectors; a browser draws both, and so the edges are directed.
    const std::string reference = "digraph { A -> t -> C; t [label=\"Two\\nlines\"] }";
    const std::string css = svg_chain(
        R"x(<style>.edge { stroke: black; marker-end: url(#ah) }</style>
<line class="edge" x1="100" y1="50" x2="100" y2="108"/>
<path class="edge" d="M100 150 L100 208" fill="none"/>
)x");
    const Report r = judge(reference, css, "svg");
    CHECK(r.verdict == Verdict::Pass);
    REQUIRE(result(r).candidate.edges.size() == 2);
    CHECK(result(r).candidate.edges[0].direction == "forward");
    CHECK(result(r).candidate.edges[1].direction == "forward");

    const std::string group = svg_chain(
        R"x(<g stroke="black" marker-end="url(#ah)">
<line x1="100" y1="50" x2="100" y2="108"/>
<line x1="100" y1="150" x2="100" y2="208"/>
</g>
)x");
    CHECK(judge(reference, group, "svg").verdict == Verdict::Pass);

    // orient="auto" at a line's start points into the line, towards its end: forward.
    const std::string start_auto = svg_chain(
        R"x(<line x1="100" y1="50" x2="100" y2="108" stroke="black" marker-start="url(#ah)"/>
<line x1="100" y1="150" x2="100" y2="208" stroke="black" marker-end="url(#ah)"/>
)x");
    CHECK(judge(reference, start_auto, "svg").verdict == Verdict::Pass);

    // A marker url naming nothing draws no head: the edge has no direction.
    const std::string missing = svg_chain(
        R"x(<line x1="100" y1="50" x2="100" y2="108" stroke="black" marker-end="url(#ah)"/>
<line x1="100" y1="150" x2="100" y2="208" stroke="black" marker-end="url(#arrow)"/>
)x");
    const Report m = judge(reference, missing, "svg");
    CHECK(m.verdict == Verdict::Fail);
    REQUIRE(result(m).candidate.edges.size() == 2);
    CHECK(result(m).candidate.edges[1].direction == "none");
    CHECK(count(m, "svg.marker.missing") == 1);
}

TEST_CASE("diagram from SVG: Graphviz's own output (groups, polygon arrowheads, cluster labels)") {
    // Written as dot -Tsvg writes `digraph { subgraph cluster_0 { label="Stage"; a -> b } }`.
    const std::string graphviz = R"x(<svg width="89pt" height="188pt" viewBox="0.00 0.00 89.00 188.00" xmlns="http://www.w3.org/2000/svg">
<g id="graph0" class="graph" transform="scale(1 1) rotate(0) translate(4 184)">
<polygon fill="white" stroke="none" points="-4,4 -4,-184 85,-184 85,4 -4,4"/>
<g id="clust1" class="cluster"><title>cluster_0</title>
<polygon fill="none" stroke="black" points="8,-8 8,-172 73,-172 73,-8 8,-8"/>
<text text-anchor="middle" x="40.5" y="-155.4" font-family="Times,serif" font-size="14.00">Stage</text>
</g>
<g id="node1" class="node"><title>a</title>
<ellipse fill="none" stroke="black" cx="40.5" cy="-122" rx="27" ry="18"/>
<text text-anchor="middle" x="40.5" y="-117.8" font-family="Times,serif" font-size="14.00">a</text>
</g>
<g id="node2" class="node"><title>b</title>
<ellipse fill="none" stroke="black" cx="40.5" cy="-34" rx="27" ry="18"/>
<text text-anchor="middle" x="40.5" y="-29.8" font-family="Times,serif" font-size="14.00">b</text>
</g>
<g id="edge1" class="edge"><title>a&#45;&gt;b</title>
<path fill="none" stroke="black" d="M40.5,-103.7C40.5,-92.85 40.5,-78.92 40.5,-64.6"/>
<polygon fill="black" stroke="black" points="44,-64.65 40.5,-54.65 37,-64.65 44,-64.65"/>
</g>
</g>
</svg>)x";
    const Report r = judge("digraph { a -> b }", graphviz, "svg");
    CHECK(r.verdict == Verdict::Pass);
    CHECK(result(r).candidate.nodes.size() == 2);   // the cluster's label is not a node
    REQUIRE(result(r).candidate.edges.size() == 1);
    CHECK(result(r).candidate.edges[0].direction == "forward");
    // The arrowhead polygon at the other end reverses it.
    const Report back = judge("digraph { b -> a }", graphviz, "svg");
    CHECK(back.verdict == Verdict::Fail);
    CHECK(count(back, "diagram.edge.reversed") == 1);
}

TEST_CASE("diagram from TikZ: \\node[draw] boxes and -> arrows") {
    const std::string tikz = R"x(\begin{tikzpicture}
\node[draw] (l) at (0,0) {Load};
\node[draw] (t) at (3,0) {Train};
\node[draw] (e) at (6,0) {Evaluate};
\draw[->] (l) -- (t);
\draw[<-] (e) -- (t);
\end{tikzpicture})x";
    const Report r = judge("digraph { Load -> Train -> Evaluate }", tikz, "tikz");
    CHECK(r.verdict == Verdict::Pass);
    const Report wrong = judge("digraph { Load -> Train; Evaluate -> Train }", tikz, "tikz");
    CHECK(wrong.verdict == Verdict::Fail);
    // The reference may be a drawing and the answer DOT.
    const Report other_way = judge(tikz, "digraph { Load -> Train -> Evaluate }", "dot", nlohmann::json::object(), "tikz");
    CHECK(other_way.verdict == Verdict::Pass);
}

TEST_CASE("diagram from SVG: a background and a frame around boxes are no node's box; plain texts are nodes") {
    // Plain texts joined by arrows on a white background: each text is a node.
    const std::string plain = R"x(<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">
<defs><marker id="m" refX="5" refY="3" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L6,3 L0,6 z"/></marker></defs>
<rect x="0" y="0" width="300" height="200" fill="white"/>
<text x="20" y="100" font-size="14">Input</text>
<text x="200" y="100" font-size="14">Output</text>
<line x1="70" y1="95" x2="190" y2="95" stroke="black" marker-end="url(#m)"/>
</svg>)x";
    const Report r = judge("digraph { Input -> Output }", plain, "svg");
    CHECK(r.verdict == Verdict::Pass);
    CHECK(result(r).candidate.nodes.size() == 2);

    // A labelled frame (a swimlane) around two boxes: its label is a text of its own (a
    // node, as in DiagramEval), and the boxes are still the nodes' boxes.
    const std::string lane = R"x(<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
<defs><marker id="m" refX="5" refY="3" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L6,3 L0,6 z"/></marker></defs>
<rect x="10" y="10" width="300" height="150" fill="none" stroke="gray"/>
<text x="20" y="30" font-size="14">Stage</text>
<rect x="30" y="60" width="80" height="40" fill="none" stroke="black"/><text x="50" y="85" font-size="14">Load</text>
<rect x="200" y="60" width="80" height="40" fill="none" stroke="black"/><text x="220" y="85" font-size="14">Train</text>
<line x1="110" y1="80" x2="200" y2="80" stroke="black" marker-end="url(#m)"/>
</svg>)x";
    const Report l = judge("digraph { Stage; Load -> Train }", lane, "svg");
    CHECK(l.verdict == Verdict::Pass);
    REQUIRE(result(l).candidate.nodes.size() == 3);
}

TEST_CASE("diagram from SVG: a drawing past the reading's budget is not judged, and says so") {
    std::string many = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\">";
    for (int i = 0; i < 2001; ++i) many += "<rect x=\"1\" y=\"1\" width=\"5\" height=\"5\" stroke=\"black\"/>";
    many += "<text x=\"2\" y=\"4\">A</text></svg>";
    const Report r = judge("digraph { A }", many, "svg");
    CHECK(r.verdict == Verdict::Invalid);
    CHECK(count(r, "diagram.limit.items") == 1);
    std::string lines = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\"><text x=\"2\" y=\"4\">A</text>";
    for (int i = 0; i < 5001; ++i) lines += "<line x1=\"0\" y1=\"0\" x2=\"9\" y2=\"9\" stroke=\"black\"/>";
    CHECK(count(judge("digraph { A }", lines + "</svg>", "svg"), "diagram.limit.items") == 1);
}

TEST_CASE("diagram from EPS: stroked boxes, shown text, a line with a filled triangle for its head") {
    const auto eps = [](const std::string& head) {
        return "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 300 200\n/Helvetica findfont 14 scalefont setfont\n"
               "/box { 4 dict begin /h exch def /w exch def /y exch def /x exch def\n"
               "  newpath x y moveto w 0 rlineto 0 h rlineto w neg 0 rlineto closepath stroke end } def\n"
               "20 80 80 40 box\n200 80 80 40 box\n35 95 moveto (Load) show\n215 95 moveto (Train) show\n"
               "newpath 100 100 moveto 190 100 lineto stroke\n" + head + "showpage\n";
    };
    const std::string at_train = "newpath 200 100 moveto 190 105 lineto 190 95 lineto closepath fill\n";
    const std::string at_load = "newpath 100 100 moveto 110 105 lineto 110 95 lineto closepath fill\n";
    CHECK(judge("digraph { Load -> Train }", eps(at_train), "eps").verdict == Verdict::Pass);
    const Report back = judge("digraph { Load -> Train }", eps(at_load), "eps");
    CHECK(back.verdict == Verdict::Fail);
    CHECK(count(back, "diagram.edge.reversed") == 1);
}
