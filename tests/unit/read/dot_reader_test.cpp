// The DOT reader, one test per production of the grammar
// (https://graphviz.org/doc/info/lang.html) and per lexical rule, the semantics that decide
// the graph (defaults, subgraph operands, strict, dir), labels, located errors and budgets.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "extract/extract.hpp"
#include "formats/read.hpp"

using namespace plumbline;

namespace {

SceneGraph graph_of(const ReadResult& r) {
    REQUIRE(r.ok);
    REQUIRE(r.scene.graph.has_value());
    return *r.scene.graph;
}

ReadResult read(const std::string& text, const ReadLimits& limits = {}) { return read_dot(text, "candidate", limits); }

// "a>b" per edge (a "-" for an undirected one, "=" for dir=both), by node id, in order.
std::string edges(const SceneGraph& g) {
    std::string out;
    for (const GraphEdge& e : g.edges) {
        if (!out.empty()) out += ' ';
        out += g.nodes[static_cast<size_t>(e.from)].id;
        out += e.direction == EdgeDirection::Forward ? ">" : e.direction == EdgeDirection::Both ? "=" : "-";
        out += g.nodes[static_cast<size_t>(e.to)].id;
    }
    return out;
}

std::string ids(const SceneGraph& g) {
    std::string out;
    for (const GraphNode& n : g.nodes) out += (out.empty() ? "" : " ") + n.id;
    return out;
}

std::string label(const SceneGraph& g, const std::string& id) {
    for (const GraphNode& n : g.nodes)
        if (n.id == id) return n.label;
    FAIL("no node ", id);
    return "";
}

const Diagnostic* find(const ReadResult& r, const std::string& code) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code) return &d;
    return nullptr;
}

// The one error of an unreadable text.
const Diagnostic& error_of(const ReadResult& r) {
    REQUIRE_FALSE(r.ok);
    REQUIRE(!r.diagnostics.empty());
    for (const Diagnostic& d : r.diagnostics)
        if (d.severity == Severity::Error) return d;
    FAIL("no error");
    return r.diagnostics.front();
}

}  // namespace

TEST_CASE("dot: graph, digraph, strict, the graph's ID, keywords in any case") {
    const SceneGraph& g = graph_of(read("graph { a -- b }"));
    CHECK_FALSE(g.directed);
    CHECK_FALSE(g.strict);
    CHECK(edges(g) == "a-b");
    const SceneGraph& d = graph_of(read("DiGraph G { a -> b }"));
    CHECK(d.directed);
    CHECK(d.name == "G");
    CHECK(edges(d) == "a>b");
    const SceneGraph& s = graph_of(read("strict digraph \"my graph\" { a -> b; a -> b; b -> a }"));
    CHECK(s.strict);
    CHECK(s.name == "my graph");
    CHECK(edges(s) == "a>b b>a");   // one per ordered pair in a strict digraph
    const SceneGraph& su = graph_of(read("STRICT graph { a -- b; b -- a; a -- a; a -- a }"));
    CHECK(edges(su) == "a-b a-a");   // one per unordered pair; a self-loop stays
    const SceneGraph& multi = graph_of(read("digraph { a -> b; a -> b }"));
    CHECK(edges(multi) == "a>b a>b");   // not strict: multi-edges kept
}

TEST_CASE("dot: stmt_list with and without semicolons, empty bodies") {
    CHECK(ids(graph_of(read("digraph { a b; c\n d; }"))) == "a b c d");
    CHECK(graph_of(read("digraph {}")).nodes.empty());
    CHECK(graph_of(read("graph{}")).edges.empty());
}

TEST_CASE("dot: node_stmt with attribute lists, several lists, ',' and ';' separators") {
    const SceneGraph& g = graph_of(read("digraph { a [label=\"Load data\", shape=box]; b [shape=box; label=Train][color=red] c }"));
    CHECK(ids(g) == "a b c");
    CHECK(label(g, "a") == "Load data");
    CHECK(label(g, "b") == "Train");
    CHECK(label(g, "c") == "c");   // no label: the node's name
    const SceneGraph& later = graph_of(read("digraph { a -> b; a [label=\"First\"] }"));
    CHECK(label(later, "a") == "First");   // a node statement after the node's first mention still sets it
}

TEST_CASE("dot: attr_stmt defaults apply to what follows in their scope") {
    const SceneGraph& g = graph_of(read(
        "digraph { a; node [label=\"X\"]; b; subgraph s { node [label=\"Y\"]; c } d; edge [dir=back]; e -> f; graph [rankdir=LR] }"));
    CHECK(label(g, "a") == "a");   // made before the default
    CHECK(label(g, "b") == "X");
    CHECK(label(g, "c") == "Y");   // the subgraph's own default
    CHECK(label(g, "d") == "X");   // back in the outer scope
    CHECK(edges(g) == "f>e");      // edge default dir=back
    const SceneGraph& esc = graph_of(read("digraph { node [label=\"node \\N\"]; q }"));
    CHECK(label(esc, "q") == "node q");
}

TEST_CASE("dot: ID '=' ID statements are graph attributes, not nodes") {
    const SceneGraph& g = graph_of(read("digraph { rankdir = LR; label=\"Title\"; a -> b }"));
    CHECK(ids(g) == "a b");
}

TEST_CASE("dot: edge chains and subgraph operands") {
    CHECK(edges(graph_of(read("digraph { a -> b -> c -> d }"))) == "a>b b>c c>d");
    CHECK(edges(graph_of(read("digraph { a -> {b c} }"))) == "a>b a>c");
    CHECK(edges(graph_of(read("digraph { {a b} -> {c d} }"))) == "a>c a>d b>c b>d");
    CHECK(edges(graph_of(read("digraph { a -> subgraph s { b; c } -> d }"))) == "a>b a>c b>d c>d");
    // Edges inside a subgraph operand are made too, and its nodes join the edge.
    CHECK(edges(graph_of(read("digraph { x -> { y -> z } }"))) == "y>z x>y x>z");
    // Attributes on a chain apply to every edge of it.
    CHECK(edges(graph_of(read("digraph { a -> b -> c [dir=both] }"))) == "a=b b=c");
}

TEST_CASE("dot: subgraphs and clusters: named, anonymous, nested") {
    const SceneGraph& g = graph_of(read(R"(digraph {
        subgraph cluster_0 { label="Stage 1"; a -> b; subgraph cluster_inner { c } }
        subgraph { d }
        { e }
        b -> c -> d -> e
    })"));
    CHECK(ids(g) == "a b c d e");
    CHECK(edges(g) == "a>b b>c c>d d>e");
}

TEST_CASE("dot: ports and compass points are read past, the node stays the node") {
    const SceneGraph& g = graph_of(read("digraph { a:p1 -> b:n; a:p2:se -> c:\"out\":w; b:_ -> c:c }"));
    CHECK(ids(g) == "a b c");
    CHECK(edges(g) == "a>b a>c b>c");
}

TEST_CASE("dot: IDs: names, numerals, quoted strings with escapes and concatenation, HTML strings") {
    const SceneGraph& g = graph_of(read(
        "digraph { _x9 -> -1.5 -> .5 -> 42; \"with \\\"quotes\\\"\" -> \"con\" + \"cat\"; <<b>html</b>> -> \"multi\\\nline\" }"));
    CHECK(ids(g) == "_x9 -1.5 .5 42 with \"quotes\" concat <b>html</b> multiline");
    const SceneGraph& u = graph_of(read("digraph { Zürich -> \"São Paulo\" }"));
    CHECK(ids(u) == "Zürich São Paulo");
}

TEST_CASE("dot: labels: \\n \\l \\r line breaks, \\N, \\G, escaped backslash, HTML and records") {
    const SceneGraph& g = graph_of(read(R"(digraph G {
        a [label="Load\ndata\l"];
        b [label="\N in \G"];
        c [label="back\\slash \E"];
        d [label=<<b>Train</b><br/>model &amp; <i>tune</i>>];
        e [label=<<table><tr><td>left</td><td>right</td></tr></table>>];
        f [shape=record, label="{<in> input|<out> output \{x\}}"];
        g [label=""];
    })"));
    CHECK(label(g, "a") == "Load\ndata");
    CHECK(label(g, "b") == "b in G");
    CHECK(label(g, "c") == "back\\slash ");
    CHECK(label(g, "d") == "Train\nmodel & tune");
    CHECK(label(g, "e") == "left\nright");
    CHECK(label(g, "f") == "input\noutput {x}");
    CHECK(label(g, "g") == "");
}

// Each expectation below is what `dot -Tsvg` (Graphviz 2.43) draws for the same text
// (scripts/dev/dot_reading.py records the comparison).
TEST_CASE("dot: comma-separated node lists, as Graphviz's grammar has them") {
    const SceneGraph g = graph_of(read("digraph { a, b -> c, d; e, f; g:p, h:n -> i [label=X] }"));
    CHECK(ids(g) == "a b c d e f g h i");
    CHECK(edges(g) == "a>c a>d b>c b>d g>i h>i");
    CHECK(label(g, "g") == "g");   // an edge statement's attributes are the edges'
    const SceneGraph n = graph_of(read("graph { x, y [label=Same] }"));
    CHECK(label(n, "x") == "Same");
    CHECK(label(n, "y") == "Same");
    // A list holds node IDs only: a subgraph in it, or a trailing comma, is an error.
    CHECK(error_of(read("digraph { a, {b} -> c }")).code == "dot.syntax");
    CHECK(error_of(read("digraph { a, ; }")).code == "dot.syntax");
}

TEST_CASE("dot: entities in ordinary labels are decoded as Graphviz does") {
    const SceneGraph g = graph_of(read(R"(digraph {
        a [label="&lt;x&gt; &amp; &quot;q&quot;"];
        b [label="&#160;|&#x3b1;|&#X3B1;|&alpha;&beta;&Omega;&rarr;&hellip;"];
        c [label="&foo; &AMP; &amp &apos; &thetasym; &upsih;"];
        d [label="&#0;|&#1234567;|&#x123456;"];
        e [label="x&#92;ny"];
    })"));
    CHECK(label(g, "a") == "<x> & \"q\"");
    CHECK(label(g, "b") == "\u00a0|\u03b1|\u03b1|\u03b1\u03b2\u03a9\u2192\u2026");
    // Unknown names, wrong case, no ';', XML's &apos; (not HTML 4's) stay as written, and
    // so does a name longer than Graphviz's 7 characters.
    CHECK(label(g, "c") == "&foo; &AMP; &amp &apos; &thetasym; \u03d2");
    CHECK(label(g, "d") == "&|&#1234567;|&#x123456;");
    // Entities are decoded before escapes: &#92; is a backslash that starts one.
    CHECK(label(g, "e") == "x\ny");
}

TEST_CASE("dot: \\N is the node's name with its escapes and entities shown as in a label") {
    const SceneGraph g = graph_of(read(R"(digraph G {
        "a\nb"; "c\\d" [label="<\N>"]; "e&amp;f"; "x\Gy"; "h\"i";
    })"));
    CHECK(ids(g) == "a\\nb c\\\\d e&amp;f x\\Gy h\"i");
    CHECK(label(g, "a\\nb") == "a\nb");
    CHECK(label(g, "c\\\\d") == "<c\\d>");
    CHECK(label(g, "e&amp;f") == "e&f");
    CHECK(label(g, "x\\Gy") == "xGy");   // substituted once: \G inside the name is a 'G'
    CHECK(label(g, "h\"i") == "h\"i");
}

TEST_CASE("dot: charset=latin1 reads the bytes as Latin-1; other bytes that are not UTF-8 too, with a warning") {
    const ReadResult latin = read("digraph { charset=latin1; \"caf\xe9\" -> b; b [label=\"\xb5m &eacute;\"] }");
    const SceneGraph g = graph_of(latin);
    CHECK(ids(g) == "caf\u00e9 b");
    CHECK(label(g, "caf\u00e9") == "caf\u00e9");
    CHECK(label(g, "b") == "\u00b5m \u00e9");
    CHECK(find(latin, "dot.charset.latin1") == nullptr);
    CHECK(ids(graph_of(read("digraph { graph [charset=\"ISO-8859-1\"]; \"\xc3\xa9\" }"))) == "\u00c3\u00a9");
    CHECK(label(graph_of(read("digraph { charset=L1; a [label=<caf\xe9 &alpha;>] }")), "a") == "caf\u00e9 \u03b1");
    // UTF-8 by default: valid text as it is, a stray Latin-1 byte read as Latin-1, in names
    // as in labels (Graphviz keeps the byte and writes it back: a Latin-1 character).
    const ReadResult utf8 = read("digraph { \"caf\xe9\"; b [label=\"\xc3\xa9\"] }");
    CHECK(label(graph_of(utf8), "b") == "\u00e9");
    CHECK(ids(graph_of(utf8)) == "caf\u00e9 b");
    CHECK(label(graph_of(utf8), "caf\u00e9") == "caf\u00e9");
    const ReadResult named = read("digraph { \"S\x80x\" [label=\"Undefined\"]; \"S\x80x\" -> b }");
    CHECK(ids(graph_of(named)) == "S\u0080x b");
    CHECK(label(graph_of(named), "S\u0080x") == "Undefined");
    REQUIRE(find(named, "dot.charset.latin1") != nullptr);
    const Diagnostic* warning = find(utf8, "dot.charset.latin1");
    REQUIRE(warning != nullptr);
    CHECK(warning->severity == Severity::Warning);
}

TEST_CASE("dot: comments: //, /* */, and # to the end of the line (anywhere, as Graphviz's scanner does)") {
    const SceneGraph g = graph_of(read("# a preprocessor line { }\n  # indented one\ndigraph { a /* b -> c */ -> d // e -> f\n"
                                       " d -> x # -> y\n }"));
    CHECK(edges(g) == "a>d d>x");
}

TEST_CASE("dot: dir forward, back, both, none; an undirected graph's edges have none") {
    CHECK(edges(graph_of(read("digraph { a -> b [dir=forward]; c -> d [dir=back]; e -> f [dir=both]; g -> h [dir=none] }"))) ==
          "a>b d>c e=f g-h");
    CHECK(edges(graph_of(read("graph { a -- b [dir=forward] }"))) == "a>b");
    const ReadResult odd = read("digraph { a -> b [dir=sideways] }");
    CHECK(edges(graph_of(odd)) == "a>b");
    REQUIRE(find(odd, "dot.attribute.value"));
    CHECK(find(odd, "dot.attribute.value")->severity == Severity::Warning);
}

TEST_CASE("dot: self-loops and nodes first named in edges keep their order of mention") {
    const SceneGraph& g = graph_of(read("digraph { b -> a; a -> a; c }"));
    CHECK(ids(g) == "b a c");
    CHECK(edges(g) == "b>a a>a");
}

TEST_CASE("dot: syntax errors are located at the token Graphviz stops at, with what was expected") {
    struct Case {
        const char* text;
        const char* code;
        int line, column;
        const char* says;
    };
    const Case cases[] = {
        {"digraph { a -> b", "dot.syntax", 1, 17, "'}' closing the graph"},
        {"digraph {\n  a -- b\n}", "dot.syntax", 2, 5, "a digraph's edges are written '->'"},
        {"graph {\n  a -> b\n}", "dot.syntax", 2, 5, "a graph's edges are written '--'"},
        {"diagraph { a }", "dot.syntax", 1, 1, "'graph' or 'digraph'"},
        {"digraph { a [label=] }", "dot.syntax", 1, 20, "the value of 'label'"},
        {"digraph { a [label \"x\"] }", "dot.syntax", 1, 20, "'=' after the attribute name 'label'"},
        {"digraph { a -> }", "dot.syntax", 1, 16, "a node name"},
        {"digraph { node -> b }", "dot.syntax", 1, 16, "'[' opening the attribute list"},
        {"digraph { a -> b }\n}", "dot.graph.several", 2, 1, "ignored"},
        {"digraph { a [label=\"open }", "dot.syntax.string", 1, 20, "never closed"},
        {"digraph { /* open a -> b }", "dot.syntax.comment", 1, 11, "never closed"},
        {"digraph { a [label=<<b>x</b>] }", "dot.syntax.html", 1, 20, "never balanced"},
        {"digraph { a -> b; @ }", "dot.syntax.character", 1, 19, "'@'"},
        {"digraph { a -> \"x\" + y }", "dot.syntax", 1, 22, "a double-quoted string after '+'"},
        {"digraph { subgraph s a }", "dot.syntax", 1, 22, "'{' opening the subgraph's body"},
        {"digraph { a;; }", "dot.syntax", 1, 13, "a node name"},   // Graphviz: "syntax error in line 1 near ';'"
    };
    for (const Case& c : cases) {
        INFO(c.text);
        const ReadResult r = read(c.text);
        const Diagnostic* d = find(r, c.code);
        REQUIRE(d);
        CHECK(d->span.line == c.line);
        CHECK(d->span.column == c.column);
        CHECK(d->message.find(c.says) != std::string::npos);
        CHECK(d->source == "candidate");
        if (d->severity == Severity::Error) {
            CHECK_FALSE(r.ok);
            if (std::string(c.code) == "dot.syntax")
                CHECK(d->message.find("syntax error in line " + std::to_string(c.line) + " near") == 0);
        } else {
            CHECK(r.ok);
        }
    }
}

TEST_CASE("dot: a number running into a name is two IDs, with a warning, as in Graphviz") {
    const ReadResult r = read("digraph { 2a -> b }");
    CHECK(ids(graph_of(r)) == "2 a b");
    REQUIRE(find(r, "dot.syntax.number"));
}

TEST_CASE("dot: budgets are diagnostics, never a crash") {
    ReadLimits small;
    small.max_bytes = 10;
    const ReadResult big = read("digraph { a -> b }", small);
    CHECK_FALSE(big.ok);
    CHECK(find(big, "read.limit.bytes"));

    ReadLimits shallow;
    shallow.max_depth = 3;
    CHECK(graph_of(read("digraph { { { a } } }", shallow)).nodes.size() == 1);
    const ReadResult deep = read("digraph { { { { { a } } } } }", shallow);
    CHECK_FALSE(deep.ok);
    REQUIRE(find(deep, "read.limit.depth"));
    CHECK(find(deep, "read.limit.depth")->span.column == 17);
    // Far past any real graph: the default depth budget stops it, the stack does not.
    std::string nested = "digraph { ";
    for (int i = 0; i < 100000; ++i) nested += "{ ";
    const ReadResult very = read(nested);
    CHECK_FALSE(very.ok);
    CHECK(find(very, "read.limit.depth"));

    ReadLimits few;
    few.max_items = 5;
    const ReadResult many = read("digraph { a -> b -> c -> d }", few);
    CHECK_FALSE(many.ok);
    CHECK(find(many, "read.limit.items"));

    ReadLimits steps;
    steps.max_steps = 20;
    std::string statements = "digraph { ";
    for (int i = 0; i < 30; ++i) statements += "n" + std::to_string(i) + "; ";
    statements += "}";
    const ReadResult long_one = read(statements, steps);
    CHECK_FALSE(long_one.ok);
    CHECK(find(long_one, "read.limit.steps"));
}

TEST_CASE("dot: read_drawing knows the format; the Scene has the graph and no items") {
    const ReadResult r = read_drawing("dot", "digraph { a -> b }", "reference");
    REQUIRE(r.ok);
    CHECK(r.scene.format == "dot");
    CHECK(r.scene.items.empty());
    REQUIRE(r.scene.graph);
    CHECK(r.scene.graph->edges.size() == 1);
    // Drawn formats leave the graph form empty.
    CHECK_FALSE(read_drawing("svg", "<svg><line x1='0' y1='0' x2='1' y2='1'/></svg>", "reference").scene.graph);
}

TEST_CASE("dot: extraction finds ```dot fences, bare digraphs, and the last complete graph") {
    const std::string fenced = "Here it is:\n```dot\ndigraph G {\n  a -> b\n}\n```\nDone.";
    Extraction e = extract_drawing(fenced, "dot");
    REQUIRE(e.found);
    CHECK(e.text == "digraph G {\n  a -> b\n}");
    CHECK(e.how == "fence");
    CHECK(e.line == 3);

    const std::string graphviz = "```graphviz\nstrict graph { x -- y }\n```";
    e = extract_drawing(graphviz, "dot");
    REQUIRE(e.found);
    CHECK(e.text == "strict graph { x -- y }");

    const std::string bare = "The pipeline as a graph:\n\ndigraph {\n  load -> \"train { model }\" // }\n  train -> eval\n}\n\nThat is all.";
    e = extract_drawing(bare, "dot");
    REQUIRE(e.found);
    CHECK(e.how == "bare");
    CHECK(e.text.substr(e.text.size() - 1) == "}");
    CHECK(e.text.find("train -> eval") != std::string::npos);

    // Prose that merely says "graph" is no graph; a mention in a code span is none either.
    e = extract_drawing("The graph below shows it.\nA `digraph { }` is written like that.", "dot");
    CHECK_FALSE(e.found);

    const std::string two = "First try:\n```dot\ndigraph { a -> b }\n```\nBetter:\n```dot\ndigraph { a -> c }\n```";
    e = extract_drawing(two, "dot");
    REQUIRE(e.found);
    CHECK(e.text == "digraph { a -> c }");

    const std::string cut = "```dot\ndigraph {\n  a -> b\n";
    e = extract_drawing(cut, "dot");
    bool truncated = false;
    for (const Diagnostic& d : e.diagnostics) truncated |= d.code == "extract.truncated";
    CHECK(truncated);
}

TEST_CASE("dot: every prefix and many mutations of a real graph read without a crash, or fail located") {
    const std::string text = R"(strict digraph "G" {
  # preprocessed
  node [shape=record, label="{<a> in|out}"]; edge [dir=both]
  subgraph cluster_0 { label=<<b>Stage</b>>; a:a:n -> { b c } -> d [label="x\ny"]; }
  "e" + "f" -- g; /* comment */ h -> h // loop
  2a -> -0.5 -> <<table><tr><td>t</td></tr></table>>
})";
    unsigned seed = 12345;
    const auto next = [&]() { return seed = seed * 1103515245u + 12345u; };
    const std::string alphabet = "{}[];,=:\"<>-+#/*\\\n ab1._";
    int unreadable = 0;
    for (size_t cut = 0; cut <= text.size(); ++cut) {
        std::vector<std::string> variants = {text.substr(0, cut)};
        std::string deleted = text;
        if (cut < text.size()) deleted.erase(cut, 1);
        variants.push_back(deleted);
        std::string replaced = text;
        if (cut < text.size()) replaced[cut] = alphabet[next() % alphabet.size()];
        variants.push_back(replaced);
        for (const std::string& v : variants) {
            const ReadResult r = read(v);
            if (r.ok) {
                REQUIRE(r.scene.graph);
                for (const GraphEdge& e : r.scene.graph->edges) {
                    CHECK(e.from >= 0);
                    CHECK(e.to < static_cast<int>(r.scene.graph->nodes.size()));
                }
                continue;
            }
            ++unreadable;
            bool located = false;
            for (const Diagnostic& d : r.diagnostics) located |= d.severity == Severity::Error && d.span.known();
            CHECK_MESSAGE(located, v);
        }
    }
    CHECK(unreadable > 100);
}

TEST_CASE("DOT edges: labels, and the heads Graphviz draws") {
    const SceneGraph g = graph_of(read(
        "digraph { a -> b [label=\"yes\"]; a -> c [label=<no <b>way</b>>]; b -> c [arrowhead=none];"
        " c -> d [dir=both, arrowtail=none]; d -> e [dir=back]; e -> f [dir=back, arrowtail=none] }"));
    REQUIRE(g.edges.size() == 6);
    CHECK(g.edges[0].label == "yes");
    CHECK(g.edges[1].label == "no way");
    CHECK(g.edges[2].label.empty());
    // arrowhead=none: no head at b, so no direction; dir=both without a tail: forward.
    CHECK(edges(g) == "a>b a>c b-c c>d e>d e-f");
}

TEST_CASE("DOT nodes: a point is drawn without its label") {
    const SceneGraph g = graph_of(read("digraph { p [shape=point, label=\"x\"]; q [shape=point]; r [label=\"R\"] }"));
    CHECK(g.nodes[0].label.empty());
    CHECK(g.nodes[1].label.empty());
    CHECK(g.nodes[2].label == "R");
}
