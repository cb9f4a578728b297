// The DOT parser: recursive descent over the grammar of https://graphviz.org/doc/info/lang.html
//
//   graph     : [ strict ] (graph | digraph) [ ID ] '{' stmt_list '}'
//   stmt_list : [ stmt [ ';' ] stmt_list ]
//   stmt      : node_stmt | edge_stmt | attr_stmt | ID '=' ID | subgraph
//   attr_stmt : (graph | node | edge) attr_list
//   attr_list : '[' [ a_list ] ']' [ attr_list ]
//   a_list    : ID '=' ID [ (';' | ',') ] [ a_list ]
//   edge_stmt : (node_id | subgraph) edgeRHS [ attr_list ]
//   edgeRHS   : edgeop (node_id | subgraph) [ edgeRHS ]
//   node_stmt : node_id [ attr_list ]
//   node_id   : ID [ port ]
//   node_list : node_id [ ',' node_list ]   (Graphviz's own grammar, grammar.y: where a
//               node_id stands, a list of them may; not on the language page)
//   port      : ':' ID [ ':' compass_pt ] | ':' compass_pt
//   subgraph  : [ subgraph [ ID ] ] '{' stmt_list '}'
//
// with Graphviz's semantics for what matters to a graph: `node [...]` and `edge [...]`
// defaults apply to what is made after them in their scope (a subgraph starts with its
// parent's), an edge to or from a subgraph joins every node in it, `strict` keeps one edge
// per pair, `->` only in a digraph and `--` only in a graph, `dir` (forward, back, both,
// none) sets an edge's arrows, the root graph's `charset` says how its bytes are read.
// Nesting is bounded by the depth budget, so recursion is.
#include "formats/dot/dot_reader.hpp"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "base/ascii.hpp"
#include "formats/dot/dot_labels.hpp"
#include "formats/dot/dot_lexer.hpp"
#include "formats/reporter.hpp"

namespace plumbline {

namespace {

using dot::Tok;
using dot::Token;
using Attributes = std::map<std::string, Token>;   // name -> value token

bool keyword(const Token& t, const char* word) {
    if (t.kind != Tok::Id) return false;
    size_t i = 0;
    for (; word[i]; ++i) {
        if (i >= t.text.size()) return false;
        const char c = ascii_lower(t.text[i]);
        if (c != word[i]) return false;
    }
    return i == t.text.size();
}

bool is_id(const Token& t) { return t.kind == Tok::Id || t.kind == Tok::Numeral || t.kind == Tok::Quoted || t.kind == Tok::Html; }

struct Scope {
    Attributes node_defaults, edge_defaults;
    std::vector<int> nodes;       // nodes named in this subgraph (and its subgraphs)
};

class Parser {
public:
    Parser(std::string_view text, const ReadLimits& limits, ReadReporter& reporter, ReadResult& result)
        : text_(text), lines_(text), limits_(limits), reporter_(reporter), result_(result) {}

    void run() {
        bool over = false;
        tokens_ = dot::lex(text_, lex_problems_, limits_.max_steps, over);
        for (const dot::LexProblem& p : lex_problems_)
            if (!p.fatal) reporter_.add(Severity::Warning, p.code, p.message, lines_.at(p.at));
        if (over) {
            reporter_.add(Severity::Error, "read.limit.steps",
                          "The DOT text has more than " + std::to_string(limits_.max_steps) +
                              " tokens, the step budget; it is not read.",
                          Span{});
            return;
        }
        if (!graph()) return;
        result_.ok = true;
    }

private:
    const Token& peek(size_t ahead = 0) const {
        const size_t i = pos_ + ahead;
        return tokens_[i < tokens_.size() ? i : tokens_.size() - 1];
    }
    const Token& next() {
        const Token& t = peek();
        if (pos_ + 1 < tokens_.size()) ++pos_;
        return t;
    }
    Span span_of(const Token& t) const { return t.end > t.begin ? lines_.range(t.begin, t.end) : lines_.at(t.begin); }

    // Reports a syntax error at `t` (or the lexer's problem, when the token stream ended
    // there) and returns false, so callers can `return fail(...)`.
    bool fail(const Token& t, const std::string& expected) {
        if (failed_) return false;
        failed_ = true;
        if (t.kind == Tok::End && !lex_problems_.empty() && lex_problems_.back().fatal) {
            const dot::LexProblem& p = lex_problems_.back();
            reporter_.add(Severity::Error, p.code, p.message, lines_.at(p.at));
            return false;
        }
        const Span at = span_of(t);
        reporter_.add(Severity::Error, "dot.syntax",
                      "syntax error in line " + std::to_string(at.line) + " near " + dot::describe(t) + ": expected " +
                          expected + ".",
                      at);
        return false;
    }

    bool step() {
        if (++steps_ <= limits_.max_steps) return true;
        if (!failed_) {
            failed_ = true;
            reporter_.add(Severity::Error, "read.limit.steps",
                          "The DOT text has more than " + std::to_string(limits_.max_steps) +
                              " statements and tokens, the step budget; reading stopped.",
                          span_of(peek()));
        }
        return false;
    }

    // An ID, with '+' concatenation of quoted strings ("a" + "b" is "ab").
    bool id(Token& out, const std::string& expected) {
        const Token& t = peek();
        if (!is_id(t)) return fail(t, expected);
        out = next();
        while (out.kind == Tok::Quoted && peek().kind == Tok::Plus) {
            next();
            const Token& more = peek();
            if (more.kind != Tok::Quoted) return fail(more, "a double-quoted string after '+'");
            out.text += more.text;
            out.end = more.end;
            next();
        }
        return true;
    }

    bool graph() {
        SceneGraph& g = graph_;
        if (keyword(peek(), "strict")) {
            next();
            g.strict = true;
        }
        if (keyword(peek(), "digraph")) g.directed = true;
        else if (!keyword(peek(), "graph")) return fail(peek(), "'graph' or 'digraph' (optionally after 'strict')");
        next();
        if (is_id(peek())) {
            Token name;
            if (!id(name, "the graph's name")) return false;
            g.name = name.text;
        }
        if (peek().kind != Tok::LBrace) return fail(peek(), "'{' opening the graph's body");
        next();
        Scope root;
        if (!stmt_list(root, 1)) return false;
        if (peek().kind != Tok::RBrace) return fail(peek(), "'}' closing the graph, or a statement");
        next();
        if (peek().kind != Tok::End) {
            const Token& t = peek();
            const bool another = keyword(t, "graph") || keyword(t, "digraph") || keyword(t, "strict");
            reporter_.add(Severity::Warning, "dot.graph.several",
                          another ? "The text holds another graph after the first; only the first is read."
                                  : "Text after the graph's closing '}' was ignored, starting with " + dot::describe(t) + ".",
                          span_of(t));
        }
        result_.scene.graph = std::move(graph_);
        return true;
    }

    bool stmt_list(Scope& scope, int depth) {
        while (peek().kind != Tok::RBrace && peek().kind != Tok::End) {
            if (!step() || !stmt(scope, depth)) return false;
            if (peek().kind == Tok::Semicolon) next();
        }
        return true;
    }

    bool stmt(Scope& scope, int depth) {
        const Token& t = peek();
        if (keyword(t, "graph") || keyword(t, "node") || keyword(t, "edge")) {
            const Token& kw = next();
            if (peek().kind != Tok::LBracket) return fail(peek(), "'[' opening the attribute list after " + dot::describe(kw));
            Attributes attrs;
            if (!attr_list(attrs)) return false;
            Attributes* into = keyword(kw, "node") ? &scope.node_defaults : keyword(kw, "edge") ? &scope.edge_defaults : nullptr;
            if (into)
                for (auto& [k, v] : attrs) (*into)[k] = v;
            else if (const auto c = attrs.find("charset"); c != attrs.end() && depth == 1)
                charset_ = c->second.text;
            return true;
        }
        if (is_id(t) && !keyword(t, "subgraph") && peek(1).kind == Tok::Equals) {   // ID '=' ID: a graph attribute
            Token name, value;
            if (!id(name, "an attribute name")) return false;
            next();
            if (!id(value, "the attribute's value after '='")) return false;
            if (name.text == "charset" && depth == 1) charset_ = value.text;
            return true;
        }
        // node_stmt or edge_stmt: a first operand, then edge operators.
        std::vector<int> left;
        Token first = t;
        if (!operand(scope, depth, left)) return false;
        if (peek().kind != Tok::Arrow && peek().kind != Tok::Line) {
            if (first.kind == Tok::LBrace || keyword(first, "subgraph")) return true;   // a subgraph on its own
            Attributes attrs;
            if (peek().kind == Tok::LBracket && !attr_list(attrs)) return false;
            for (int node : left)
                for (auto& [k, v] : attrs) node_attrs_[node][k] = v;
            return true;
        }
        struct Hop {
            std::vector<int> from, to;
            Token op;
        };
        std::vector<Hop> hops;
        while (peek().kind == Tok::Arrow || peek().kind == Tok::Line) {
            const Token op = next();
            if ((op.kind == Tok::Arrow) != graph_.directed)
                return fail(op, graph_.directed ? "'->': a digraph's edges are written '->', '--' is for graphs"
                                                : "'--': a graph's edges are written '--', '->' is for digraphs");
            std::vector<int> right;
            if (!operand(scope, depth, right)) return false;
            hops.push_back({left, right, op});
            left = std::move(right);
        }
        Attributes attrs = scope.edge_defaults;
        if (peek().kind == Tok::LBracket) {
            Attributes own;
            if (!attr_list(own)) return false;
            for (auto& [k, v] : own) attrs[k] = v;
        }
        for (const Hop& hop : hops)
            for (int a : hop.from)
                for (int b : hop.to)
                    if (!add_edge(a, b, attrs, hop.op)) return false;
        return true;
    }

    // A subgraph, or node_ids separated by commas: the nodes it stands for.
    bool operand(Scope& scope, int depth, std::vector<int>& nodes) {
        const Token& t = peek();
        if (t.kind == Tok::LBrace || keyword(t, "subgraph")) return subgraph(scope, depth, nodes);
        if (!node_id(scope, nodes)) return false;
        while (peek().kind == Tok::Comma) {
            next();
            if (!node_id(scope, nodes)) return false;
        }
        return true;
    }

    bool node_id(Scope& scope, std::vector<int>& nodes) {
        Token name;
        if (!id(name, "a node name, a subgraph or a statement")) return false;
        if (keyword(name, "node") || keyword(name, "edge") || keyword(name, "graph") || keyword(name, "digraph") ||
            keyword(name, "strict"))
            return fail(name, "a node name; '" + name.text + "' is a keyword (quote it to use it as a name)");
        if (peek().kind == Tok::Colon) {   // a port: ':' ID [ ':' compass_pt ]
            next();
            Token port;
            if (!id(port, "a port name or compass point after ':'")) return false;
            if (peek().kind == Tok::Colon) {
                next();
                if (!id(port, "a compass point after ':'")) return false;
            }
        }
        const int node = node_of(name, scope);
        if (node < 0) return false;
        nodes.push_back(node);
        return true;
    }

    bool subgraph(Scope& parent, int depth, std::vector<int>& nodes) {
        if (depth > limits_.max_depth) {
            failed_ = true;
            reporter_.add(Severity::Error, "read.limit.depth",
                          "Subgraphs are nested more than " + std::to_string(limits_.max_depth) +
                              " deep, the depth budget; reading stopped.",
                          span_of(peek()));
            return false;
        }
        if (keyword(peek(), "subgraph")) {
            next();
            if (is_id(peek())) {
                Token name;
                if (!id(name, "the subgraph's name")) return false;
            }
        }
        if (peek().kind != Tok::LBrace) return fail(peek(), "'{' opening the subgraph's body");
        next();
        Scope inner;
        inner.node_defaults = parent.node_defaults;
        inner.edge_defaults = parent.edge_defaults;
        if (!stmt_list(inner, depth + 1)) return false;
        if (peek().kind != Tok::RBrace) return fail(peek(), "'}' closing the subgraph, or a statement");
        next();
        std::set<int> seen;
        for (int n : inner.nodes)
            if (seen.insert(n).second) nodes.push_back(n);
        parent.nodes.insert(parent.nodes.end(), inner.nodes.begin(), inner.nodes.end());
        return true;
    }

    int node_of(const Token& name, Scope& scope) {
        const auto found = index_.find(name.text);
        int node = 0;
        if (found != index_.end()) {
            node = found->second;
        } else {
            if (!item_budget()) return -1;
            node = static_cast<int>(graph_.nodes.size());
            index_.emplace(name.text, node);
            GraphNode n;
            n.id = name.text;
            n.span = span_of(name);
            graph_.nodes.push_back(std::move(n));
            node_attrs_.push_back(scope.node_defaults);
        }
        scope.nodes.push_back(node);
        return node;
    }

    bool item_budget() {
        if (graph_.nodes.size() + graph_.edges.size() < limits_.max_items) return true;
        failed_ = true;
        reporter_.add(Severity::Error, "read.limit.items",
                      "The graph has more than " + std::to_string(limits_.max_items) +
                          " nodes and edges, the item budget; reading stopped.",
                      span_of(peek()));
        return false;
    }

    bool add_edge(int a, int b, const Attributes& attrs, const Token& op) {
        // Which ends Graphviz draws a head at: `dir` says which may have one, and
        // arrowhead=none / arrowtail=none takes one away, so the edge is as it is drawn.
        bool head = graph_.directed, tail = false;
        if (const auto it = attrs.find("dir"); it != attrs.end()) {
            const std::string& d = it->second.text;
            if (d == "forward") head = true, tail = false;
            else if (d == "back") head = false, tail = true;
            else if (d == "both") head = tail = true;
            else if (d == "none") head = tail = false;
            else
                reporter_.add(Severity::Warning, "dot.attribute.value",
                              "dir=\"" + d + "\" is not forward, back, both or none; the edge keeps its default direction.",
                              span_of(it->second));
        }
        if (const auto it = attrs.find("arrowhead"); it != attrs.end() && it->second.text == "none") head = false;
        if (const auto it = attrs.find("arrowtail"); it != attrs.end() && it->second.text == "none") tail = false;
        EdgeDirection direction = head && tail ? EdgeDirection::Both : head || tail ? EdgeDirection::Forward : EdgeDirection::None;
        if (tail && !head) std::swap(a, b);
        if (graph_.strict) {
            // One edge per pair: per ordered pair in a digraph, per unordered pair in a graph.
            for (const GraphEdge& e : graph_.edges)
                if ((e.from == a && e.to == b) || (!graph_.directed && e.from == b && e.to == a)) return true;
        }
        if (!item_budget()) return false;
        GraphEdge e;
        e.from = a;
        e.to = b;
        e.direction = direction;
        e.span = span_of(op);
        graph_.edges.push_back(e);
        const auto label = attrs.find("label");
        edge_labels_.push_back(label != attrs.end() ? std::optional<Token>(label->second) : std::nullopt);
        return true;
    }

    bool attr_list(Attributes& attrs) {
        while (peek().kind == Tok::LBracket) {
            next();
            while (peek().kind != Tok::RBracket) {
                if (!step()) return false;
                Token name, value;
                if (!id(name, "an attribute name or ']'")) return false;
                if (peek().kind != Tok::Equals) return fail(peek(), "'=' after the attribute name '" + name.text + "'");
                next();
                if (!id(value, "the value of '" + name.text + "' after '='")) return false;
                attrs[name.text] = value;
                if (peek().kind == Tok::Comma || peek().kind == Tok::Semicolon) next();
            }
            next();
        }
        return true;
    }

public:
    // Labels from the attributes each node ended with, as Graphviz makes them: a node
    // without one has `\N`, so its name's escapes and entities show as in a label.
    void finish_labels() {
        if (!result_.scene.graph) return;
        SceneGraph& g = *result_.scene.graph;
        // charset=latin1: every byte is a character; names too, so the Scene holds UTF-8.
        const bool latin1 = dot::is_latin1_charset(charset_);
        const auto text_of = [&](const std::string& raw) { return latin1 ? dot::latin1_to_utf8(raw) : raw; };
        // Otherwise names are UTF-8 with stray bytes read as Latin-1, as in labels (Graphviz
        // keeps such a byte and writes it back as it is: a Latin-1 character to a reader).
        const auto name_of = [&](const std::string& raw, bool& not_utf8) {
            return latin1 ? dot::latin1_to_utf8(raw) : dot::utf8_or_latin1(raw, not_utf8);
        };
        bool graph_name_not_utf8 = false;
        g.name = name_of(g.name, graph_name_not_utf8);
        bool warned = false;
        for (size_t i = 0; i < g.nodes.size(); ++i) {
            GraphNode& n = g.nodes[i];
            bool name_not_utf8 = false;
            n.id = name_of(n.id, name_not_utf8);
            if (name_not_utf8 && !warned) {
                warned = true;
                reporter_.add(Severity::Warning, "dot.charset.latin1",
                              "The name of node '" + n.id + "' holds bytes that are not UTF-8; they were read as "
                                  "Latin-1, as Graphviz does (it warns too). If the file is Latin-1, say so with "
                                  "charset=latin1.",
                              n.span);
            }
            const Attributes& a = node_attrs_[i];
            const auto label = a.find("label");
            const bool own = label != a.end();
            bool not_utf8 = false;
            if (own && label->second.kind == Tok::Html) {
                n.label = dot::html_label_text(text_of(label->second.text));
            } else {
                const std::string text = own ? text_of(label->second.text) : std::string("\\N");
                const auto shape = a.find("shape");
                // Graphviz splits a record's raw label into fields, then makes each a label.
                const bool record = shape != a.end() && (shape->second.text == "record" || shape->second.text == "Mrecord");
                n.label = dot::escaped_label(record ? dot::record_label_text(text) : text, n.id, g.name, not_utf8);
            }
            // A point is drawn without its label (Graphviz ignores it).
            if (const auto shape = a.find("shape"); shape != a.end() && shape->second.text == "point") n.label.clear();
            if (not_utf8 && !warned) {
                warned = true;
                reporter_.add(Severity::Warning, "dot.charset.latin1",
                              "The label of node '" + n.label + "' holds bytes that are not UTF-8; they were read as "
                                  "Latin-1, as Graphviz does (it warns too). If the file is Latin-1, say so with "
                                  "charset=latin1.",
                              own ? span_of(label->second) : n.span);
            }
        }
        // Edge labels, made as node labels are (\N, \E and the like stay literal escapes' letters).
        for (size_t k = 0; k < g.edges.size() && k < edge_labels_.size(); ++k) {
            if (!edge_labels_[k]) continue;
            const Token& t = *edge_labels_[k];
            bool not_utf8 = false;
            g.edges[k].label = t.kind == Tok::Html ? dot::html_label_text(text_of(t.text))
                                                   : dot::escaped_label(text_of(t.text), "", g.name, not_utf8);
        }
    }

private:
    std::string_view text_;
    LineIndex lines_;
    const ReadLimits& limits_;
    ReadReporter& reporter_;
    ReadResult& result_;
    std::vector<Token> tokens_;
    std::vector<dot::LexProblem> lex_problems_;
    size_t pos_ = 0;
    size_t steps_ = 0;
    bool failed_ = false;
    SceneGraph graph_;
    std::unordered_map<std::string, int> index_;
    std::vector<Attributes> node_attrs_;
    std::vector<std::optional<Token>> edge_labels_;   // each edge's `label`, made into text at the end
    std::string charset_ = "utf-8";   // the root graph's charset
};

}  // namespace

ReadResult read_dot(std::string_view text, std::string_view source_name, const ReadLimits& limits) {
    ReadResult result;
    result.scene.format = "dot";
    ReadReporter reporter{std::string(source_name), result.diagnostics};
    if (text.size() > limits.max_bytes) {
        reporter.add(Severity::Error, "read.limit.bytes",
                     "The DOT text is " + std::to_string(text.size()) + " bytes, over the input budget of " +
                         std::to_string(limits.max_bytes) + "; it is not read.",
                     Span{});
        reporter.finish();
        return result;
    }
    Parser parser(text, limits, reporter, result);
    parser.run();
    parser.finish_labels();
    reporter.finish();
    return result;
}

}  // namespace plumbline
