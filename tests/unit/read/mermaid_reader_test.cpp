// The Mermaid reader: flowcharts and state diagrams read as the graph Mermaid's own parser
// builds (the corpus test, tests/js/mermaid-corpus.test.mjs, holds it to Mermaid itself on
// hundreds of diagrams); here one test per construct, located errors, refusals and budgets.
#include <doctest/doctest.h>

#include <string>

#include "extract/extract.hpp"
#include "formats/read.hpp"

using namespace plumbline;

namespace {

ReadResult read(const std::string& text, const ReadLimits& limits = {}) {
    return read_mermaid(text, "candidate", limits);
}

SceneGraph graph_of(const std::string& text) {
    const ReadResult r = read(text);
    for (const Diagnostic& d : r.diagnostics) MESSAGE(d.code, ": ", d.message);
    REQUIRE(r.ok);
    REQUIRE(r.scene.graph.has_value());
    return *r.scene.graph;
}

// "a>b" per edge ("-" undirected, "=" both), "[label]" after it when it has one.
std::string edges(const SceneGraph& g) {
    std::string out;
    for (const GraphEdge& e : g.edges) {
        if (!out.empty()) out += ' ';
        out += g.nodes[static_cast<size_t>(e.from)].id;
        out += e.direction == EdgeDirection::Forward ? ">" : e.direction == EdgeDirection::Both ? "=" : "-";
        out += g.nodes[static_cast<size_t>(e.to)].id;
        if (!e.label.empty()) out += "[" + e.label + "]";
    }
    return out;
}

std::string nodes(const SceneGraph& g) {
    std::string out;
    for (const GraphNode& n : g.nodes) out += (out.empty() ? "" : " ") + n.id + (n.label == n.id ? "" : "(" + n.label + ")");
    return out;
}

const Diagnostic* error_of(const ReadResult& r) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.severity == Severity::Error) return &d;
    return nullptr;
}

}  // namespace

TEST_CASE("mermaid: every flowchart direction, and none") {
    for (const char* dir : {"TB", "TD", "BT", "LR", "RL"}) {
        const SceneGraph g = graph_of(std::string("flowchart ") + dir + "\n  A --> B\n");
        CHECK(edges(g) == "A>B");
        CHECK(g.directed);
    }
    CHECK(edges(graph_of("graph\n A --> B\n")) == "A>B");
    CHECK(edges(graph_of("graph TD;\n A-->B;\n A-->C;\n")) == "A>B A>C");
}

TEST_CASE("mermaid: node shapes give their text") {
    const SceneGraph g = graph_of(
        "flowchart LR\n a[square] --> b(round)\n b --> c{diamond}\n c --> d([stadium])\n d --> e((circle))\n"
        " e --> f>odd]\n f --> g[(db)]\n g --> h{{hex}}\n h --> i[/lean r/]\n i --> j[\\lean l\\]\n"
        " j --> k[/trap\\]\n k --> l[\\inv/]\n l --> m[[sub]]\n m --> n(((double)))\n");
    CHECK(nodes(g) == "a(square) b(round) c(diamond) d(stadium) e(circle) f(odd) g(db) h(hex) i(lean r) j(lean l) "
                      "k(trap) l(inv) m(sub) n(double)");
}

TEST_CASE("mermaid: links, heads and labels") {
    CHECK(edges(graph_of("flowchart LR\n A --> B\n B --- C\n C -.-> D\n D -.- E\n E ==> F\n F === G\n")) ==
          "A>B B-C C>D D-E E>F F-G");
    CHECK(edges(graph_of("flowchart LR\n G --o H\n H --x I\n I <--> J\n J o--o K\n K x--x L\n")) ==
          "G>H H>I I=J J=K K=L");
    CHECK(edges(graph_of("flowchart LR\n L ---> M\n M -..-> N\n N ====> O\n")) == "L>M M>N N>O");
    CHECK(edges(graph_of("flowchart TD\n A -- yes --> B\n A -->|no| C\n C -. maybe .-> D\n D == sure ==> E\n")) ==
          "A>B[yes] A>C[no] C>D[maybe] D>E[sure]");
    CHECK(edges(graph_of("flowchart LR\n A -->|\"a (quoted) text\"| B\n")) == "A>B[a (quoted) text]");
}

TEST_CASE("mermaid: ~~~ keeps its ends as nodes and is no edge") {
    const SceneGraph g = graph_of("flowchart LR\n A ~~~ B\n B --> C\n");
    CHECK(nodes(g) == "A B C");
    CHECK(edges(g) == "B>C");
}

TEST_CASE("mermaid: chains and & groups") {
    CHECK(edges(graph_of("flowchart LR\n A --> B --> C\n")) == "A>B B>C");
    CHECK(edges(graph_of("flowchart TD\n A & B --> C & D\n")) == "A>C A>D B>C B>D");
    CHECK(edges(graph_of("flowchart TD\n a --> b & c --> d\n")) == "a>b a>c b>d c>d");
}

TEST_CASE("mermaid: subgraphs are not nodes unless an edge names them") {
    const SceneGraph g = graph_of("flowchart TB\n c1-->a2\n subgraph one\n a1-->a2\n end\n subgraph ide [Two words]\n"
                                  "  direction LR\n  b1-->b2\n end\n");
    CHECK(nodes(g) == "c1 a2 a1 b1 b2");
    const SceneGraph h = graph_of("flowchart TB\n subgraph ide [Title]\n a --> b\n end\n ide --> c\n");
    CHECK(nodes(h) == "a b ide(Title) c");
}

TEST_CASE("mermaid: statements read past, comments, directives, front matter") {
    const SceneGraph g = graph_of(
        "---\ntitle: T\n---\n%%{init: {'theme': 'forest'}}%%\nflowchart LR\n %% a comment\n id1(Start)-->id2(Stop)\n"
        " style id1 fill:#f9f,stroke:#333\n classDef green fill:#9f6;\n class id1 green\n linkStyle 0 stroke:#ff3;\n"
        " click id2 \"https://example.com\" \"Tip\"\n A:::someclass --> B\n");
    CHECK(nodes(g) == "id1(Start) id2(Stop) A B");
    CHECK(edges(g) == "id1>id2 A>B");
}

TEST_CASE("mermaid: label text as Mermaid shows it") {
    const SceneGraph g = graph_of(
        "flowchart LR\n A[\"f(x) [y]\"] --> B[\"A quote: #quot;\"]\n B --> C[one<br/>two]\n"
        " C --> D(\"`**Bold** and *it*`\")\n D --> E[A hash #35; sign]\n");
    CHECK(nodes(g) == "A(f(x) [y]) B(A quote: \") C(one\ntwo) D(Bold and it) E(A hash # sign)");
}

TEST_CASE("mermaid: a later definition's text wins; no text is the id") {
    CHECK(nodes(graph_of("flowchart LR\n A --> B\n A[Alpha] --> C\n A[Again]\n")) == "A(Again) B C");
}

TEST_CASE("mermaid: v11 shape data's label") {
    CHECK(nodes(graph_of("flowchart TD\n A@{ shape: rect, label: \"Start here\" } --> B\n")) == "A(Start here) B");
}

TEST_CASE("mermaid: v11 shapes that draw no text have no label, and say so when one was given") {
    // sm-circ, fork, bolt... (Mermaid's shapes.ts draws them without their label).
    const ReadResult r = read("flowchart TD\n s@{ shape: sm-circ, label: \"Start\" } --> j@{ shape: fork }\n"
                              " j --> k@{ shape: rect, label: \"Kept\" }\n");
    REQUIRE(r.ok);
    CHECK(nodes(*r.scene.graph) == "s() j() k(Kept)");
    int lost = 0;
    for (const Diagnostic& d : r.diagnostics) lost += d.code == "mermaid.label.lost";
    CHECK(lost == 1);   // s had a label; j's was only its id
    // A later bracket shape replaces the textless one, and its text shows.
    CHECK(nodes(graph_of("flowchart TD\n A@{ shape: f-circ }\n A[Shown]\n")) == "A(Shown)");
}

TEST_CASE("mermaid: accTitle and accDescr are read past in flowcharts and (in any case) state diagrams") {
    CHECK(nodes(graph_of("flowchart TD\n accTitle: Title\n accDescr { two\n lines }\n A --> B\n")) == "A B");
    CHECK(nodes(graph_of("stateDiagram-v2\n ACCTITLE: Title\n accDescr: text\n A --> B\n")) == "A B");
}

TEST_CASE("mermaid: a flowchart with only undirected links is undirected") {
    CHECK_FALSE(graph_of("flowchart LR\n A --- B\n").directed);
}

TEST_CASE("mermaid: state diagrams") {
    const SceneGraph g = graph_of("stateDiagram-v2\n [*] --> Still\n Still --> [*]\n Still --> Moving : push\n");
    CHECK(nodes(g) == "root_start() Still root_end() Moving");
    CHECK(edges(g) == "root_start>Still Still>root_end Still>Moving[push]");
    CHECK(edges(graph_of("stateDiagram\n [*] --> A\n")) == "root_start>A");
}

TEST_CASE("mermaid: state descriptions, composites, choice, notes") {
    const SceneGraph g = graph_of(
        "stateDiagram-v2\n state \"Long name\" as L\n s1 : First\n s1 --> L\n state C {\n  [*] --> in\n  in --> [*]\n }\n"
        " state ch <<choice>>\n L --> ch\n ch --> C : yes\n note right of s1 : a note\n note left of L\n  text\n end note\n");
    CHECK(nodes(g) == "L(Long name) s1(First) C C_start() in C_end() ch()");
    CHECK(edges(g) == "s1>L C_start>in in>C_end L>ch ch>C[yes]");
}

TEST_CASE("mermaid: concurrency regions have their own start") {
    const SceneGraph g = graph_of("stateDiagram-v2\n state A {\n  [*] --> x\n  --\n  [*] --> y\n }\n");
    CHECK(nodes(g) == "A A_region1_start() x A_region2_start() y");
}

TEST_CASE("mermaid: syntax errors are located, worded as Mermaid's") {
    ReadResult r = read("flowchart TD\n  A[Call f(x)] --> B\n");
    REQUIRE(error_of(r));
    CHECK(error_of(r)->code == "mermaid.syntax");
    CHECK(error_of(r)->span.line == 2);
    CHECK(error_of(r)->message.find("Parse error on line 2") == 0);
    CHECK(error_of(r)->message.find("got 'PS'") != std::string::npos);
    r = read("flowchart LR\n  A --> end\n");
    REQUIRE(error_of(r));
    CHECK(error_of(r)->span.line == 2);
    r = read("stateDiagram-v2\n  state A {\n    a --> b\n");
    REQUIRE(error_of(r));
    CHECK_FALSE(r.ok);
    r = read("flowchart LR\n  subgraph one\n  A --> B\n");
    CHECK_FALSE(r.ok);
}

TEST_CASE("mermaid: other diagram types are refused by name") {
    ReadResult r = read("sequenceDiagram\n  Alice->>John: Hi\n");
    REQUIRE(error_of(r));
    CHECK(error_of(r)->code == "mermaid.diagram.unsupported");
    CHECK(error_of(r)->message.find("sequenceDiagram") != std::string::npos);
    r = read("flowchat TD\n A --> B\n");
    REQUIRE(error_of(r));
    CHECK(error_of(r)->code == "mermaid.diagram.unknown");
}

TEST_CASE("mermaid: budgets are located read.limit errors") {
    ReadLimits limits;
    limits.max_items = 3;
    ReadResult r = read("flowchart LR\n A --> B --> C --> D\n", limits);
    REQUIRE(error_of(r));
    CHECK(error_of(r)->code == "read.limit.items");
    CHECK(error_of(r)->span.line == 2);
    limits = {};
    limits.max_depth = 2;
    r = read("flowchart LR\n subgraph a\n subgraph b\n subgraph c\n x\n end\n end\n end\n", limits);
    REQUIRE(error_of(r));
    CHECK(error_of(r)->code == "read.limit.depth");
    limits = {};
    limits.max_bytes = 10;
    r = read("flowchart LR\n A --> B\n", limits);
    CHECK(error_of(r)->code == "read.limit.bytes");
    limits = {};
    limits.max_steps = 5;
    r = read("flowchart LR\n A --> B\n B --> C\n C --> D\n D --> E\n", limits);
    CHECK(error_of(r)->code == "read.limit.steps");
}

TEST_CASE("mermaid: found in responses") {
    Extraction e = extract_drawing("Here:\n```mermaid\nflowchart TD\n  A --> B\n```\nDone.", "mermaid");
    CHECK(e.found);
    CHECK(e.text == "flowchart TD\n  A --> B\n");
    e = extract_drawing("The chart:\n\ngraph LR\n  A --> B\n  B --> C\n\nThat is all.", "mermaid");
    CHECK(e.found);
    CHECK(e.text == "graph LR\n  A --> B\n  B --> C");
    e = extract_drawing("```mermaid\n%%{init: {}}%%\nstateDiagram-v2\n  [*] --> A\n```", "mermaid");
    CHECK(e.found);
    CHECK(e.text.find("%%{init") == 0);
    CHECK(format_of_text("flowchart LR\n A --> B\n") == "mermaid");
    CHECK(format_of_text("stateDiagram-v2\n [*] --> A\n") == "mermaid");
    CHECK(format_of_text("graph G { a -- b }") == "dot");
}
