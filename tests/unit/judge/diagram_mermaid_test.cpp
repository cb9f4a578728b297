// Mermaid's rendered SVG read back as the graph it was drawn from (docs/diagram.md,
// "Mermaid's rendered SVG"): subgraphs an edge names and composite states drawn as frames
// read as nodes, the hand-drawn look's strokes read as one node and one edge, markers'
// directions taken from what they draw (Mermaid's start markers point along -x), and
// shapes that draw no text compared without their label. The drawings are cut down from
// what Mermaid 11 draws (tests/corpus/mermaid/svgs.json.gz).
#include <doctest/doctest.h>

#include <string>

#include "checks/diagram/diagram.hpp"
#include "checks/diagram/result.hpp"
#include "formats/read.hpp"
#include "pipeline/evaluate.hpp"
#include "pipeline/task.hpp"

using namespace plumbline;

namespace {

Report judge(const std::string& mermaid, const std::string& svg) {
    const nlohmann::json task = {{"schema", "plumbline/task@1"}, {"id", "diagram/mermaid"}, {"domain", "diagram"},
                                 {"format", "svg"},               {"prompt", "Draw it."},  {"reference", mermaid},
                                 {"reference_format", "mermaid"}, {"check", {{"kind", "diagram"}}}};
    EvaluateOptions o;
    o.timings = false;
    return evaluate(parse_task(task), svg, o);
}

const DiagramResult& result(const Report& r) {
    const DiagramResult* d = diagram_result(r);
    REQUIRE(d);
    return *d;
}

// Mermaid's markers: the end marker's triangle has its tip at the largest x, the start
// marker's at the smallest; both orient="auto".
const std::string kMarkers =
    "<marker id='pointEnd' viewBox='0 0 10 10' refX='5' refY='5' markerWidth='8' markerHeight='8' orient='auto'>"
    "<path d='M 0 0 L 10 5 L 0 10 z'/></marker>"
    "<marker id='pointStart' viewBox='0 0 10 10' refX='4.5' refY='5' markerWidth='8' markerHeight='8' orient='auto'>"
    "<path d='M 0 5 L 10 10 L 10 0 z'/></marker>"
    "<marker id='circleEnd' viewBox='0 0 10 10' refX='11' refY='5' markerWidth='11' markerHeight='11' orient='auto'>"
    "<circle cx='5' cy='5' r='5'/></marker>"
    "<marker id='circleStart' viewBox='0 0 10 10' refX='-1' refY='5' markerWidth='11' markerHeight='11' orient='auto'>"
    "<circle cx='5' cy='5' r='5'/></marker>";

std::string node(const std::string& id, double x, double y, const std::string& label) {
    return "<g class='node default' id='mmd-flowchart-" + id + "-0' transform='translate(" + std::to_string(x) + ", " +
           std::to_string(y) + ")'><rect class='basic label-container' x='-30' y='-20' width='60' height='40'/>"
           "<g class='label' transform='translate(-20, -12)'><foreignObject width='40' height='24'>"
           "<div xmlns='http://www.w3.org/1999/xhtml'><span class='nodeLabel'><p>" + label + "</p></span></div>"
           "</foreignObject></g></g>";
}

std::string svg(const std::string& body) {
    return "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 400'><g>" + kMarkers + "<g class='root'>" + body +
           "</g></g></svg>";
}

}  // namespace

TEST_CASE("Mermaid SVG: a two-headed link's start marker points back, so the edge goes both ways") {
    const std::string two = svg(
        "<g class='edgePaths'><path class='flowchart-link' stroke='#333' fill='none' id='mmd-L_A_B_0' d='M100,70 L100,130' "
        "marker-start='url(#pointStart)' marker-end='url(#pointEnd)'/>"
        "<path class='flowchart-link' stroke='#333' fill='none' id='mmd-L_B_C_0' d='M100,170 L100,230' "
        "marker-start='url(#circleStart)' marker-end='url(#circleEnd)'/></g>"
        "<g class='nodes'>" + node("A", 100, 50, "A") + node("B", 100, 150, "B") + node("C", 100, 250, "C") + "</g>");
    const Report r = judge("flowchart TD\n  A <--> B\n  B o--o C\n", two);
    CHECK(r.verdict == Verdict::Pass);
    const DiagramResult& d = result(r);
    REQUIRE(d.candidate.edges.size() == 2);
    CHECK(d.candidate.edges[0].direction == "both");
    CHECK(d.candidate.edges[1].direction == "both");
    // One-way: only the end marker.
    std::string one = two;
    one.erase(one.find(" marker-start='url(#pointStart)'"), std::string(" marker-start='url(#pointStart)'").size());
    CHECK(result(judge("flowchart TD\n  A --> B\n  B o--o C\n", one)).candidate.edges[0].direction == "forward");
}

TEST_CASE("Mermaid SVG: a subgraph an edge ends on is a node; one no edge reaches is not") {
    const std::string drawing = svg(
        "<g class='clusters'><g class='cluster' id='mmd-one'><rect x='40' y='100' width='120' height='120'/>"
        "<g class='cluster-label' transform='translate(85, 100)'><foreignObject width='30' height='24'>"
        "<div xmlns='http://www.w3.org/1999/xhtml'><span class='nodeLabel'><p>one</p></span></div></foreignObject></g></g>"
        "<g class='cluster' id='mmd-two'><rect x='240' y='100' width='120' height='120'/>"
        "<g class='cluster-label' transform='translate(285, 100)'><foreignObject width='30' height='24'>"
        "<div xmlns='http://www.w3.org/1999/xhtml'><span class='nodeLabel'><p>two</p></span></div></foreignObject></g></g></g>"
        "<g class='edgePaths'><path class='flowchart-link' stroke='#333' fill='none' id='mmd-L_A_one_0' d='M100,70 L100,100' "
        "marker-end='url(#pointEnd)'/></g>"
        "<g class='nodes'>" + node("A", 100, 50, "A") + node("x", 100, 170, "x") + node("y", 300, 170, "y") + "</g>");
    const Report r = judge("flowchart TD\n  A --> one\n  subgraph one\n    x\n  end\n  subgraph two\n    y\n  end\n",
                           drawing);
    CHECK(r.verdict == Verdict::Pass);
    const DiagramResult& d = result(r);
    CHECK(d.candidate.nodes.size() == 4);   // A, x, y and the subgraph "one"; "two" is a frame only
    REQUIRE(d.candidate.edges.size() == 1);
}

TEST_CASE("Mermaid SVG: a composite state is a node whatever reaches it; a concurrency region is not") {
    const std::string state = "<g class='node statediagram-state' id='mmd-state-";
    const std::string drawing = svg(
        "<g class='clusters'><g class='statediagram-state statediagram-cluster' id='mmd-state-Busy-1'><g>"
        "<rect class='outer' x='20' y='20' width='300' height='200'/>"
        "<g class='cluster-label' transform='translate(150, 21)'><foreignObject width='40' height='24'>"
        "<div xmlns='http://www.w3.org/1999/xhtml'><span class='nodeLabel'><p>Busy</p></span></div></foreignObject></g>"
        "<rect class='inner' x='20' y='46' width='300' height='174'/></g></g>"
        "<g class='statediagram-state statediagram-cluster statediagram-cluster-alt' id='mmd-state-divider-id-1-0'><g>"
        "<rect class='divider' x='30' y='60' width='130' height='150'/></g></g>"
        "<g class='statediagram-state statediagram-cluster statediagram-cluster-alt' id='mmd-state-divider-id-2-0'><g>"
        "<rect class='divider' x='180' y='60' width='130' height='150'/></g></g></g>"
        "<g class='nodes'>" + state + "a-0' transform='translate(95, 135)'><rect x='-20' y='-20' width='40' height='40'/>"
        "<g class='label'><foreignObject x='-10' y='-12' width='20' height='24'><div xmlns='http://www.w3.org/1999/xhtml'>"
        "<span class='nodeLabel'><p>a</p></span></div></foreignObject></g></g>" +
        state + "b-0' transform='translate(245, 135)'><rect x='-20' y='-20' width='40' height='40'/>"
        "<g class='label'><foreignObject x='-10' y='-12' width='20' height='24'><div xmlns='http://www.w3.org/1999/xhtml'>"
        "<span class='nodeLabel'><p>b</p></span></div></foreignObject></g></g>" +
        state + "c-0' transform='translate(370, 135)'><rect x='-20' y='-20' width='40' height='40'/>"
        "<g class='label'><foreignObject x='-10' y='-12' width='20' height='24'><div xmlns='http://www.w3.org/1999/xhtml'>"
        "<span class='nodeLabel'><p>c</p></span></div></foreignObject></g></g></g>"
        // c --> Busy: the line ends on the composite state's frame, far from its title.
        "<g class='edgePaths'><path class='transition' id='mmd-edge0' stroke='#000' fill='none' d='M350,135 L320,135' "
        "marker-end='url(#pointEnd)'/></g>");
    const Report r = judge("stateDiagram-v2\n  c --> Busy\n  state Busy {\n    a\n    --\n    b\n  }\n", drawing);
    CHECK(r.verdict == Verdict::Pass);
    const DiagramResult& d = result(r);
    CHECK(d.candidate.nodes.size() == 4);   // Busy, a, b, c: the regions are no nodes
    REQUIRE(d.candidate.edges.size() == 1);
    CHECK(d.candidate.edges[0].direction == "forward");
}

TEST_CASE("Mermaid SVG: the hand-drawn look's strokes are one node and one edge") {
    // rough.js: a node's outline as two open wobbly strokes, an edge as each stretch drawn twice.
    const auto rough = [](const std::string& id, double y, const std::string& label) {
        return "<g class='rough-node  statediagram-state' id='mmd-state-" + id + "-0' transform='translate(100, " +
               std::to_string(y) + ")'><g class='basic label-container'>"
               "<path d='M-30 -20 C-10 -21, 10 -19, 30 -20 C31 0, 29 10, 30 20' stroke='#9370DB' fill='none'/>"
               "<path d='M30 20 C10 21, -10 19, -30 20 C-31 0, -29 -10, -30 -21' stroke='#9370DB' fill='none'/></g>"
               "<g class='label' transform='translate(-10, -12)'><foreignObject width='20' height='24'>"
               "<div xmlns='http://www.w3.org/1999/xhtml'><span class='nodeLabel'><p>" + label + "</p></span></div>"
               "</foreignObject></g></g>";
    };
    const std::string drawing = svg(
        "<g class='edgePaths'><path class='transition' id='mmd-edge0' fill='none' stroke='#000' "
        "d='M100 70 C100.5 80, 99.5 90, 100 100 M100.4 70.2 C99.6 80, 100.3 90, 99.8 100 "
        "M100 100 C100.3 110, 99.8 120, 100 130 M99.7 100.1 C100.2 110, 100 120, 100.1 130' "
        "marker-end='url(#pointEnd)'/></g>"
        "<g class='nodes'>" + rough("a", 50, "a") + rough("b", 150, "b") + "</g>");
    const Report r = judge("stateDiagram-v2\n  a --> b\n", drawing);
    CHECK(r.verdict == Verdict::Pass);
    const DiagramResult& d = result(r);
    CHECK(d.candidate.nodes.size() == 2);
    REQUIRE(d.candidate.edges.size() == 1);
    CHECK(d.candidate.edges[0].direction == "forward");
}

TEST_CASE("Mermaid SVG: a shape that draws no text matches the node, whose label Mermaid does not show") {
    const std::string drawing = svg(
        "<g class='edgePaths'><path class='flowchart-link' stroke='#333' fill='none' id='mmd-L_s_A_0' d='M100,57 L100,130' "
        "marker-end='url(#pointEnd)'/></g><g class='nodes'>"
        "<g class='node default' id='mmd-flowchart-s-0' transform='translate(100, 50)'>"
        "<circle class='state-start' r='7' width='14' height='14'/></g>" + node("A", 100, 150, "A") + "</g>");
    const Report r = judge("flowchart TD\n  s@{ shape: sm-circ, label: \"Start\" } --> A\n", drawing);
    CHECK(r.verdict == Verdict::Pass);
}
