// Diagrams drawn as people and models draw them (docs/diagram.md, "Edge labels" and
// "Producers' groups"): labels beside connectors are edge labels, not nodes, and are
// compared with the reference's; two-line labels read in reading order; boxes without
// text that connectors end on are nodes; Graphviz's own groups (node, edge, graph title,
// points, arrowheads of any shape) read for what they say.
#include <doctest/doctest.h>

#include <string>

#include "checks/diagram/diagram.hpp"
#include "checks/diagram/result.hpp"
#include "formats/read.hpp"
#include "pipeline/evaluate.hpp"
#include "pipeline/task.hpp"

using namespace plumbline;

namespace {

Report judge(const std::string& reference, const std::string& answer, const std::string& profile = "default") {
    const nlohmann::json task = {{"schema", "plumbline/task@1"}, {"id", "diagram/labels"}, {"domain", "diagram"},
                                 {"format", "svg"},               {"prompt", "Draw it."},   {"reference", reference},
                                 {"reference_format", "dot"},     {"check", {{"kind", "diagram"}}}};
    EvaluateOptions o;
    o.timings = false;
    if (profile == "diagrameval") o.profile = Profile::DiagramEval;
    return evaluate(parse_task(task), answer, o);
}

const DiagramResult& result(const Report& r) {
    const DiagramResult* d = diagram_result(r);
    REQUIRE(d);
    return *d;
}

int count(const Report& r, const std::string& code) {
    int n = 0;
    for (const Diagnostic& d : r.diagnostics) n += d.code == code;
    return n;
}

const std::string kMarker =
    "<defs><marker id='arrow' markerWidth='10' markerHeight='7' refX='10' refY='3.5' orient='auto'>"
    "<polygon points='0 0, 10 3.5, 0 7'/></marker></defs>";

// A decision as a model draws it: boxes, a diamond, arrows with marker heads, and the
// answers "yes" and "no" written beside the connectors' middles.
std::string decision(const std::string& yes, const std::string& no) {
    return "<svg xmlns='http://www.w3.org/2000/svg' width='400' height='320'>" + kMarker +
           "<rect x='100' y='10' width='100' height='40' fill='white' stroke='black'/>"
           "<text x='150' y='35' text-anchor='middle' font-size='14'>Start</text>"
           "<polygon points='150,90 200,120 150,150 100,120' fill='white' stroke='black'/>"
           "<text x='150' y='125' text-anchor='middle' font-size='14'>OK?</text>"
           "<line x1='150' y1='50' x2='150' y2='90' stroke='black' marker-end='url(#arrow)'/>"
           "<rect x='100' y='250' width='100' height='40' fill='white' stroke='black'/>"
           "<text x='150' y='275' text-anchor='middle' font-size='14'>Done</text>"
           "<line x1='150' y1='150' x2='150' y2='250' stroke='black' marker-end='url(#arrow)'/>"
           "<text x='160' y='205' font-size='12'>" + yes + "</text>"
           "<rect x='280' y='100' width='70' height='40' fill='white' stroke='black'/>"
           "<text x='315' y='125' text-anchor='middle' font-size='14'>Fix</text>"
           "<line x1='200' y1='120' x2='280' y2='120' stroke='black' marker-end='url(#arrow)'/>"
           "<text x='240' y='112' text-anchor='middle' font-size='12'>" + no + "</text>"
           "</svg>";
}

const std::string kDecision = "digraph { Start -> \"OK?\"; \"OK?\" -> Done [label=yes]; \"OK?\" -> Fix [label=no] }";

}  // namespace

TEST_CASE("diagram labels: 'yes' and 'no' beside connectors are the edges' labels") {
    const Report r = judge(kDecision, decision("yes", "no"));
    CHECK(r.verdict == Verdict::Pass);
    const DiagramResult& d = result(r);
    CHECK(d.candidate.nodes.size() == 4);
    int labelled = 0;
    for (const DiagramEdge& e : d.candidate.edges) {
        const std::string& to = d.candidate.nodes[static_cast<size_t>(e.to)].label;
        if (to == "Done") {
            CHECK(e.label == "yes");
            ++labelled;
        }
        if (to == "Fix") {
            CHECK(e.label == "no");
            ++labelled;
        }
    }
    CHECK(labelled == 2);
    CHECK(count(r, "diagram.edge.label") == 0);
}

TEST_CASE("diagram labels: a swapped or missing label fails the default verdict, not the paper's") {
    const Report swapped = judge(kDecision, decision("no", "yes"));
    CHECK(swapped.verdict == Verdict::Fail);
    CHECK(count(swapped, "diagram.edge.label") == 2);
    CHECK(result(swapped).edges.f1 == doctest::Approx(1));
    const Report missing = judge(kDecision, decision("", "no"));
    CHECK(missing.verdict == Verdict::Fail);
    CHECK(count(missing, "diagram.edge.label") == 1);
    // DiagramEval reads every text as a node: the two labels are extra nodes.
    const Report paper = judge(kDecision, decision("yes", "no"), "diagrameval");
    CHECK(result(paper).candidate.nodes.size() == 6);
    CHECK(result(paper).nodes.fp == 2);
    CHECK(count(paper, "diagram.edge.label") == 0);
}

TEST_CASE("diagram labels: a two-line label in one box reads top to bottom") {
    for (const std::string& lines :
         {std::string("<text x='150' y='40' text-anchor='middle' font-size='14'>Build</text>"
                      "<text x='150' y='58' text-anchor='middle' font-size='14'>project</text>"),
          std::string("<text x='150' y='58' text-anchor='middle' font-size='14'>project</text>"
                      "<text x='150' y='40' text-anchor='middle' font-size='14'>Build</text>"),
          std::string("<text text-anchor='middle' font-size='14'><tspan x='150' y='40'>Build</tspan>"
                      "<tspan x='150' dy='18'>project</tspan></text>")}) {
        const std::string svg = "<svg xmlns='http://www.w3.org/2000/svg' width='300' height='200'>" + kMarker +
                                "<rect x='90' y='20' width='120' height='50' fill='white' stroke='black'/>" + lines +
                                "<rect x='90' y='130' width='120' height='40' fill='white' stroke='black'/>"
                                "<text x='150' y='155' text-anchor='middle' font-size='14'>Test</text>"
                                "<line x1='150' y1='70' x2='150' y2='130' stroke='black' marker-end='url(#arrow)'/></svg>";
        const Report r = judge("digraph { \"Build\\nproject\" -> Test }", svg);
        CHECK(r.verdict == Verdict::Pass);
        REQUIRE(result(r).candidate.nodes.size() == 2);
        CHECK(result(r).candidate.nodes[0].label == "Build\nproject");
    }
}

TEST_CASE("diagram labels: a box without text that a connector ends on is a node") {
    const std::string svg = "<svg xmlns='http://www.w3.org/2000/svg' width='300' height='200'>" + kMarker +
                            "<circle cx='150' cy='20' r='8' fill='black'/>"
                            "<line x1='150' y1='28' x2='150' y2='80' stroke='black' marker-end='url(#arrow)'/>"
                            "<rect x='100' y='80' width='100' height='40' fill='white' stroke='black'/>"
                            "<text x='150' y='105' text-anchor='middle' font-size='14'>Idle</text>"
                            "<circle cx='250' cy='150' r='10' fill='none' stroke='black'/></svg>";   // no connector: no node
    const Report r = judge("digraph { s [shape=point]; s -> Idle }", svg);
    CHECK(r.verdict == Verdict::Pass);
    CHECK(result(r).candidate.nodes.size() == 2);
    CHECK(judge("digraph { s [shape=point]; s -> Idle }", svg, "diagrameval").verdict == Verdict::Fail);
}

TEST_CASE("diagram labels: a text placed on a connector (Item::label_of) is its edge's label") {
    ReadResult read = read_svg("<svg xmlns='http://www.w3.org/2000/svg' width='300' height='200'>" + kMarker +
                                   "<rect x='10' y='10' width='60' height='30' fill='none' stroke='black'/>"
                                   "<text x='40' y='30' text-anchor='middle' font-size='12'>A</text>"
                                   "<rect x='200' y='10' width='60' height='30' fill='none' stroke='black'/>"
                                   "<text x='230' y='30' text-anchor='middle' font-size='12'>B</text>"
                                   "<line x1='70' y1='25' x2='200' y2='25' stroke='black' marker-end='url(#arrow)'/>"
                                   "<text x='80' y='60' font-size='12'>sends</text></svg>",
                               "candidate");
    REQUIRE(read.ok);
    int line = -1, text = -1;
    for (size_t i = 0; i < read.scene.items.size(); ++i) {
        if (read.scene.items[i].source.element == "line") line = static_cast<int>(i);
        if (const auto* t = std::get_if<Text>(&read.scene.items[i].geometry); t && t->content == "sends") text = static_cast<int>(i);
    }
    REQUIRE(line >= 0);
    REQUIRE(text >= 0);
    const diagram::Graph unplaced = diagram::read_graph(read.scene, "candidate");
    CHECK(unplaced.nodes.size() == 3);   // far from the line's middle: a node of its own
    read.scene.items[static_cast<size_t>(text)].label_of = line;
    const diagram::Graph placed = diagram::read_graph(read.scene, "candidate");
    CHECK(placed.nodes.size() == 2);
    REQUIRE(placed.edges.size() == 1);
    CHECK(placed.edges[0].label == "sends");
    diagram::ReadOptions paper;
    paper.edge_labels = paper.textless_boxes = false;
    CHECK(diagram::read_graph(read.scene, "candidate", paper).nodes.size() == 3);
}

TEST_CASE("diagram labels: Graphviz's groups: the graph's title, a point, a tee head, an edge label") {
    const std::string svg =
        "<svg xmlns='http://www.w3.org/2000/svg' width='208pt' height='212pt' viewBox='0 0 208 212'>"
        "<g id='graph0' class='graph' transform='scale(1 1) rotate(0) translate(4 208)'><title>G</title>"
        "<polygon fill='white' stroke='transparent' points='-4,4 -4,-208 204,-208 204,4 -4,4'/>"
        "<text text-anchor='middle' x='100' y='-7.8' font-family='Times,serif' font-size='14.00'>My graph</text>"
        "<g id='node1' class='node'><title>a</title><ellipse fill='none' stroke='black' cx='50' cy='-186' rx='27' ry='18'/>"
        "<text text-anchor='middle' x='50' y='-182.3' font-family='Times,serif' font-size='14.00'>A</text></g>"
        "<g id='node2' class='node'><title>b</title><ellipse fill='black' stroke='black' cx='50' cy='-100' rx='1.8' ry='1.8'/></g>"
        "<g id='node3' class='node'><title>c</title><ellipse fill='none' stroke='black' cx='150' cy='-100' rx='27' ry='18'/>"
        "<text text-anchor='middle' x='150' y='-96.3' font-family='Times,serif' font-size='14.00'>C</text></g>"
        "<g id='edge1' class='edge'><title>a&#45;&gt;b</title>"
        "<path fill='none' stroke='black' d='M50,-167.8C50,-150 50,-125 50,-110'/>"
        "<polygon fill='black' stroke='black' points='54.5,-110 45.5,-110 45.5,-108 54.5,-108 54.5,-110'/>"
        "<text text-anchor='middle' x='65' y='-135' font-family='Times,serif' font-size='14.00'>go</text></g>"
        "<g id='edge2' class='edge'><title>a&#45;&gt;c</title>"
        "<path fill='none' stroke='black' d='M65,-171C90,-150 120,-130 135,-116'/>"
        "<ellipse fill='black' stroke='black' cx='138' cy='-113' rx='4' ry='4'/></g>"
        "</g></svg>";
    const Report r = judge("digraph G { label=\"My graph\"; a [label=A]; b [shape=point]; c [label=C];"
                           " a -> b [label=go, arrowhead=tee]; a -> c [arrowhead=dot] }",
                           svg);
    CHECK(r.verdict == Verdict::Pass);
    const DiagramResult& d = result(r);
    CHECK(d.candidate.nodes.size() == 3);
    REQUIRE(d.candidate.edges.size() == 2);
    CHECK(d.candidate.edges[0].label == "go");
    CHECK(d.candidate.edges[0].direction == "forward");
    CHECK(d.candidate.edges[1].direction == "forward");
}
