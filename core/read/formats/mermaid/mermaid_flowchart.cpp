// The flowchart parser: Mermaid's flow.jison (lexer modes and grammar) for what makes the
// graph, with flowDb.ts's semantics:
//
//   start     : (graph | flowchart | flowchart-elk) [TB|TD|BT|LR|RL] (';' | newline) document
//   statement : vertexStatement | style | linkStyle | classDef | class | click
//             | subgraph [id] ['[' title ']'] document end | direction XX | accTitle | accDescr
//   vertexStatement : group (link group)*          group : node ('&' node)*
//   node      : id [shape '(' text ')' ...] [':::' class] ['@{' shape data '}']
//   link      : '-->' ['|' text '|']  |  '--' text '-->'   (and ===, -.-, ~~~, o, x, <)
//
// A vertex is made where it is first named; a later definition's text wins; a vertex
// named without text is labelled with its id. `A & B --> C & D` is four edges, a chain
// `A --> B --> C` two. A subgraph is not a vertex; an edge naming its id makes one (as the
// db does), labelled with the subgraph's title. `~~~` is a link the db keeps with stroke
// "invisible" and Mermaid lays out but does not draw: its ends are vertices, it is no edge.
#include <map>
#include <set>
#include <string>
#include <vector>

#include "formats/mermaid/mermaid_parse.hpp"
#include "formats/mermaid/mermaid_text.hpp"

namespace plumbline::mermaid {

namespace {

constexpr size_t npos = std::string_view::npos;

bool space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }
bool ws(char c) { return space(c) || c == '\n'; }
bool alnum(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }
bool word(char c) { return alnum(c) || c == '_'; }

const char* const kIdTokens =
    "'AMP', 'COLON', 'STYLE_SEPARATOR', 'DOWN', 'DEFAULT', 'NUM', 'COMMA', 'NODE_STRING', 'BRKT', 'MINUS', 'MULT', "
    "'UNICODE_TEXT'";

struct Text {
    std::string raw;
    TextKind kind = TextKind::Plain;
    bool set = false;
    size_t begin = 0, end = 0;
};

struct Link {
    enum Head { Open, Point, Cross, Circle, Invalid } head = Open;
    bool both = false, invisible = false, piped = false;
    Text text;
    size_t begin = 0, end = 0;
};

struct Subgraph {
    std::string id, title;
    size_t at = 0;
};

class Flow {
public:
    Flow(Context& ctx) : c_(ctx), s_(ctx.text) {}

    bool run(size_t at) {
        pos_ = at;
        if (!header()) return false;
        while (true) {
            skip_separators();
            if (pos_ >= s_.size()) break;
            if (!c_.step(pos_) || !statement()) return false;
        }
        if (!open_.empty())
            return c_.fail(s_.size(), "EOF", "'end'",
                           "the subgraph '" + open_.back().title + "' opened on line " +
                               std::to_string(c_.lines.at(open_.back().at).line) + " is never closed by 'end'");
        finish();
        return true;
    }

private:
    char at(size_t i) const { return i < s_.size() ? s_[i] : '\0'; }
    bool starts(size_t i, std::string_view w) const { return s_.substr(i, w.size()) == w; }
    // The token Mermaid's lexer would see at i, for "got '...'".
    std::string token_name(size_t i) const {
        if (i >= s_.size()) return "EOF";
        const char ch = s_[i];
        if (ch == '\n') return "NEWLINE";
        if (space(ch)) return "SPACE";
        if (ch == ';') return "SEMI";
        if (ch == '"') return "STR";
        if (starts(i, "([")) return "STADIUMSTART";
        if (starts(i, "[[")) return "SUBROUTINESTART";
        if (starts(i, "[(")) return "CYLINDERSTART";
        if (starts(i, "(((")) return "DOUBLECIRCLESTART";
        if (starts(i, "[/")) return "TRAPSTART";
        if (starts(i, "[\\")) return "INVTRAPSTART";
        if (starts(i, "])")) return "STADIUMEND";
        if (starts(i, "]]")) return "SUBROUTINEEND";
        if (starts(i, ")]")) return "CYLINDEREND";
        switch (ch) {
        case '(': return "PS";
        case ')': return "PE";
        case '[': return "SQS";
        case ']': return "SQE";
        case '{': return "DIAMOND_START";
        case '}': return "DIAMOND_STOP";
        case '|': return "PIPE";
        case '>': return "TAGEND";
        case '<': return "TAGSTART";
        case '&': return "AMP";
        case ':': return "COLON";
        case ',': return "COMMA";
        case '-': return "MINUS";
        case '=': return "LINK";
        default: break;
        }
        if (keyword_at(i) != nullptr) return keyword_at(i);
        return "NODE_STRING";
    }

    // Which keyword token Mermaid's lexer reads at i where a name should start, or nullptr:
    // a keyword standing as a whole word ("end", "style"), not one starting a longer name
    // ("classic", "endpoint"), which Mermaid reads as a name.
    const char* keyword_at(size_t i) const {
        static const std::pair<const char*, const char*> words[] = {
            {"style", "STYLE"},         {"linkStyle", "LINKSTYLE"}, {"interpolate", "INTERPOLATE"},
            {"classDef", "CLASSDEF"},   {"class", "CLASS"},         {"href", "HREF"},
            {"click", "CLICK"},         {"flowchart-elk", "GRAPH"}, {"graph", "GRAPH"},
            {"flowchart", "GRAPH"},     {"subgraph", "subgraph"},   {"end", "end"},
            {"_self", "LINK_TARGET"},   {"_blank", "LINK_TARGET"},  {"_parent", "LINK_TARGET"},
            {"_top", "LINK_TARGET"}};
        for (const auto& [w, token] : words) {
            const std::string_view word(w);
            if (starts(i, word) && !name_char(at(i + word.size()))) return token;
        }
        return nullptr;
    }
    // A character that continues a name (Mermaid's NODE_STRING).
    static bool name_char(char ch) {
        const unsigned char u = static_cast<unsigned char>(ch);
        return alnum(ch) || u >= 0x80 || ch == '!' || ch == '#' || ch == '$' || ch == '%' || ch == '&' ||
               ch == '\'' || ch == '*' || ch == '+' || ch == '.' || ch == '`' || ch == '?' || ch == '\\' ||
               ch == '_' || ch == '/' || ch == '-' || ch == '=';
    }

    bool header() {
        size_t i = pos_;
        while (space(at(i))) ++i;
        // graph TD, graph LR; or no direction (TB) up to the line's end.
        if (i >= s_.size() || at(i) == '\n') {
            pos_ = i;
            return true;
        }
        static const char* const dirs[] = {"TB", "TD", "BT", "LR", "RL", "BR", "<", ">", "^", "v"};
        for (const char* d : dirs) {
            const std::string_view dir(d);
            if (starts(i, dir)) {
                size_t j = i + dir.size();
                while (space(at(j))) ++j;
                if (j >= s_.size() || at(j) == '\n' || at(j) == ';') {
                    pos_ = j;
                    return true;
                }
                return c_.fail(j, token_name(j), "'SEMI', 'NEWLINE', 'SPACE'",
                               "the diagram's first line holds only its type and direction (\"flowchart LR\"); "
                               "statements start on the next line or after ';'");
            }
        }
        return c_.fail(i, "NODE_STRING", "'DIR', 'NODIR'",
                       "a direction after the diagram type: TB, TD, BT, LR or RL");
    }

    void skip_separators() {
        while (pos_ < s_.size() && (ws(s_[pos_]) || s_[pos_] == ';')) ++pos_;
    }

    size_t line_end(size_t i) const {
        const size_t eol = s_.find('\n', i);
        return eol == npos ? s_.size() : eol;
    }
    size_t line_start(size_t i) const {
        const size_t nl = i == 0 ? npos : s_.rfind('\n', i - 1);
        return nl == npos ? 0 : nl + 1;
    }
    // The end of a statement that runs to ';' or the line's end.
    size_t statement_end(size_t i) const {
        size_t e = i;
        while (e < s_.size() && s_[e] != '\n' && s_[e] != ';') ++e;
        return e;
    }

    bool statement() {
        const size_t i = pos_;
        if (starts(i, "subgraph") && (ws(at(i + 8)) || at(i + 8) == ';' || i + 8 >= s_.size())) return subgraph();
        if (starts(i, "end") && !word(at(i + 3))) {
            if (open_.empty())
                return c_.fail(i, "end", "'SPACE', 'GRAPH', 'NODE_STRING'... (a statement)",
                               "'end' closes a subgraph, and no subgraph is open here");
            open_.pop_back();
            pos_ = i + 3;
            return true;
        }
        // A line holding "direction XX" is a direction statement, whatever else it holds
        // (looked for once a line: a line of many statements is not scanned for each).
        if (direction_checked_ == npos || i >= direction_checked_) {
            const size_t eol = line_end(i);
            direction_checked_ = eol;
            const std::string_view line = s_.substr(i, eol - i);
            for (size_t d = line.find("direction"); d != npos; d = line.find("direction", d + 1)) {
                size_t k = d + 9;
                if (k >= line.size() || !space(line[k])) continue;
                while (k < line.size() && space(line[k])) ++k;
                const std::string_view dir = line.substr(k, 2);
                if (dir == "TB" || dir == "BT" || dir == "RL" || dir == "LR" || dir == "TD") {
                    pos_ = eol;
                    return true;
                }
            }
        }
        if (const size_t e = accessibility_end(s_, i, false); e != npos) {
            pos_ = e;
            return true;
        }
        if (starts(i, "style") && space(at(i + 5))) {   // style ID styles: makes the vertex if new
            size_t k = i + 5;
            while (space(at(k))) ++k;
            const size_t b = k;
            while (k < s_.size() && !ws(s_[k]) && s_[k] != ';') ++k;
            if (k > b && c_.node(s_.substr(b, k - b), b, k) < 0) return false;
            pos_ = statement_end(k);
            return true;
        }
        if ((starts(i, "linkStyle") || starts(i, "classDef") || starts(i, "class")) &&
            space(at(i + (starts(i, "linkStyle") ? 9 : starts(i, "classDef") ? 8 : 5)))) {
            pos_ = statement_end(i);
            return true;
        }
        if (starts(i, "click") && ws(at(i + 5))) {
            // click ID callback|href "url" ["tooltip"] [_blank]: strings may hold ';'.
            size_t k = i + 5;
            while (k < s_.size() && s_[k] != '\n') {
                if (s_[k] == '"') {
                    const size_t close = s_.find('"', k + 1);
                    k = close == npos ? s_.size() : close + 1;
                    continue;
                }
                if (s_[k] == ';') break;
                ++k;
            }
            pos_ = k;
            return true;
        }
        if (const char* kw = keyword_at(i))
            return c_.fail(i, kw, kIdTokens, std::string("a node name, but '") + std::string(s_.substr(i, 5)) +
                                                 "...' starts with a keyword Mermaid reads on its own (" + kw +
                                                 "); rename the node");
        return vertex_statement();
    }

    bool subgraph() {
        if (!c_.depth_ok(static_cast<int>(open_.size()) + 1, pos_)) return false;
        Subgraph g;
        g.at = pos_;
        size_t k = pos_ + 8;
        while (space(at(k))) ++k;
        const size_t end = statement_end(k);
        // subgraph id [title] | subgraph id["title"] | subgraph title words | subgraph "title"
        size_t bracket = s_.substr(k, end - k).find('[');   // within the statement only
        if (bracket != npos) bracket += k;
        std::string id_text;
        Text title;
        if (bracket != npos && bracket < end) {
            id_text = std::string(s_.substr(k, bracket - k));
            size_t t = bracket + 1;
            if (!text_until(t, "]", title, "'SQE'", "']' closing the subgraph's title")) return false;
            ++t;
            while (space(at(t))) ++t;
            if (t < s_.size() && s_[t] != '\n' && s_[t] != ';')
                return c_.fail(t, token_name(t), "'SEMI', 'NEWLINE', 'EOF'",
                               "the end of the subgraph's line after its title");
            pos_ = t;
            g.id = trim(id_text);
            bool lost = false;
            g.title = label_text(trim(title.raw), title.kind, lost);
        } else {
            std::string_view words = s_.substr(k, end - k);
            bool quoted = false;
            std::string raw;
            const std::string_view tw = trim_view(words);
            if (tw.size() >= 2 && tw.front() == '"' && tw.back() == '"') {
                raw = std::string(tw.substr(1, tw.size() - 2));
                quoted = true;
                if (raw.size() >= 2 && raw.front() == '`' && raw.back() == '`') raw = raw.substr(1, raw.size() - 2);
            } else {
                raw = std::string(tw);
            }
            pos_ = end;
            g.id = raw;
            bool lost = false;
            g.title = label_text(raw, quoted ? TextKind::String : TextKind::Plain, lost);
            bool has_space = false;
            for (char ch : raw) has_space |= ws(ch);
            if (has_space) g.id.clear();   // a title with blanks names no subgraph (subGraphN)
        }
        if (g.id.empty()) g.id = "subGraph" + std::to_string(sub_count_);
        ++sub_count_;
        subgraphs_.push_back(g);
        open_.push_back(g);
        return true;
    }

    static std::string_view trim_view(std::string_view v) {
        while (!v.empty() && ws(v.front())) v.remove_prefix(1);
        while (!v.empty() && ws(v.back())) v.remove_suffix(1);
        return v;
    }
    static std::string trim(std::string_view v) { return std::string(trim_view(v)); }

    // ---- vertex statements --------------------------------------------------------------
    struct Member {
        int node;
    };

    bool vertex_statement() {
        std::vector<int> left;
        if (!group(left)) return false;
        while (true) {
            size_t k = pos_;
            while (space(at(k))) ++k;
            // A link's token takes the blanks and line breaks before it (Mermaid's LINK
            // pattern starts with \s*), so a link opening the next line continues the statement.
            if (at(k) == '\n') {
                size_t n = k;
                while (ws(at(n))) ++n;
                if (link_ahead(n) && !(at(n) == '-' && at(n + 1) == '-' && at(n + 2) == '-' && line_is_dashes(n)))
                    k = n;
            }
            if (k >= s_.size() || at(k) == '\n' || at(k) == ';') {
                pos_ = k;
                return true;
            }
            Link link;
            const size_t link_at = k;
            pos_ = k;
            // An edge id: `e1@-->`.
            std::string edge_id;
            if (!link_ahead(pos_)) {
                size_t e = pos_;
                while (e < s_.size() && !ws(s_[e]) && s_[e] != '"' && s_[e] != '@') ++e;
                if (at(e) == '@' && at(e + 1) != '{' && at(e + 1) != '"' && link_ahead(e + 1)) {
                    edge_id = std::string(s_.substr(pos_, e - pos_));
                    pos_ = e + 1;
                }
            }
            if (!this->link(link)) {
                if (c_.failed) return false;
                return c_.fail(k, token_name(k), "'SEMI', 'NEWLINE', 'SPACE', 'EOF', 'LINK', 'START_LINK', 'AMP'",
                               "a link ('-->', '---', '-.->', '==>'...), '&' and another node, or the end of the "
                               "statement");
            }
            // After `|text|` Mermaid's grammar takes one blank (pipe_text took it), no more.
            if (!link.piped)
                while (space(at(pos_))) ++pos_;
            std::vector<int> right;
            if (!group(right)) return false;
            if (!link.invisible) {
                const EdgeDirection dir = link.both ? EdgeDirection::Both
                                          : link.head == Link::Open ? EdgeDirection::None
                                                                    : EdgeDirection::Forward;
                std::string label;
                if (link.text.set) {
                    bool lost = false;
                    std::string raw = trim(link.text.raw);
                    if (raw.size() >= 2 && raw.front() == '"' && raw.back() == '"') raw = raw.substr(1, raw.size() - 2);
                    label = label_text(raw, link.text.kind, lost);
                    if (lost) lost_at(link.text.begin, link.text.end);
                }
                if (link.head == Link::Invalid)
                    c_.reporter.add(Severity::Warning, "mermaid.link.mixed",
                                    "The link starts and ends in different strokes or heads ('" +
                                        std::string(s_.substr(link.begin, link.end - link.begin)) +
                                        "'); Mermaid keeps it as an edge of type INVALID, read here without direction.",
                                    c_.lines.range(link.begin, link.end));
                for (int a : left)
                    for (int b : right) {
                        if (a < 0 || b < 0) continue;   // an end named after an edge's id is no vertex
                        if (!c_.edge(a, b, dir, label, link_at, pos_)) return false;
                        name_edge(a, b, a == left.back() && b == right.front() ? edge_id : std::string());
                    }
            }
            left = std::move(right);
        }
    }

    // The ids flowDb gives edges: the user's (`e1@-->`), else L_<start>_<end>_<n>. A vertex
    // named after one is that edge's metadata (`e1@{ animate: true }`), not a vertex.
    void name_edge(int a, int b, const std::string& user) {
        if (!user.empty() && edge_ids_.insert(user).second) return;
        const std::string& from = c_.graph.nodes[a].id;
        const std::string& to = c_.graph.nodes[b].id;
        const int before = pair_count_[from + '\n' + to]++;
        edge_ids_.insert("L_" + from + "_" + to + "_" + std::to_string(before == 0 ? 0 : before + 1));
    }

    // node ( SPACE+ '&' SPACE+ node )*
    bool group(std::vector<int>& nodes) {
        while (true) {
            if (!c_.step(pos_)) return false;
            int n = -1;
            if (!vertex(n)) return false;
            if (n >= 0) nodes.push_back(n);
            size_t k = pos_;
            while (space(at(k)) || at(k) == '\n') {
                if (at(k) == '\n') break;
                ++k;
            }
            if (k > pos_ && at(k) == '&' && space(at(k + 1))) {
                k += 1;
                while (space(at(k))) ++k;
                pos_ = k;
                continue;
            }
            return true;
        }
    }

    bool line_is_dashes(size_t i) const {
        while (at(i) == '-') ++i;
        while (space(at(i))) ++i;
        return i >= s_.size() || at(i) == '\n';
    }

    // Whether a link token starts at i (after blanks).
    bool link_ahead(size_t i) const {
        while (space(at(i))) ++i;
        size_t k = i;
        if (at(k) == 'x' || at(k) == 'o' || at(k) == '<') ++k;
        if (at(k) == '-' && (at(k + 1) == '-' || at(k + 1) == '.')) return true;
        if (at(k) == '.' ) return at(i) != '.' || true;
        if (at(k) == '=' && at(k + 1) == '=') return true;
        if (at(i) == '~' && at(i + 1) == '~' && at(i + 2) == '~') return true;
        return false;
    }

    // The id run at pos_ (NODE_STRING, NUM, ':', ',', '*', '#', '&', 'v', unicode...).
    bool id(std::string& out, size_t& begin) {
        begin = pos_;
        if (const char* kw = keyword_at(pos_))
            return c_.fail(pos_, kw, kIdTokens,
                           std::string("a node name; '") + std::string(s_.substr(pos_, 8)) +
                               "...' starts with a keyword Mermaid reads on its own (" + kw + "), so it cannot name a node");
        size_t k = pos_;
        while (k < s_.size()) {
            const char ch = s_[k];
            const unsigned char u = static_cast<unsigned char>(ch);
            if (starts(k, ":::")) break;
            if (alnum(ch) || u >= 0x80 || ch == '!' || ch == '#' || ch == '$' || ch == '%' || ch == '&' ||
                ch == '\'' || ch == '*' || ch == '+' || ch == '.' || ch == '`' || ch == '?' || ch == '\\' ||
                ch == '_' || ch == '/' || ch == ':' || ch == ',') {
                // A link inside a name ends it: "A.-.B" is not one name; "Ao--oB" keeps "Ao".
                if (ch == '.' && k > pos_ && at(k + 1) == '-' ) {
                    size_t d = k;
                    while (at(d) == '.') ++d;
                    if (at(d) == '-') break;
                }
                ++k;
                continue;
            }
            if (ch == '"' && k > pos_) {   // a quote inside a name is part of it (NODE_STRING)
                ++k;
                continue;
            }
            if (ch == '-' && at(k + 1) != '>' && at(k + 1) != '-' && at(k + 1) != '.') {
                ++k;
                continue;
            }
            if (ch == '=' && at(k + 1) != '=') {
                ++k;
                continue;
            }
            break;
        }
        if (k == pos_)
            return c_.fail(pos_, token_name(pos_), kIdTokens, "a node's name (its id) here");
        out = std::string(s_.substr(pos_, k - pos_));
        pos_ = k;
        return true;
    }

    bool vertex(int& node) {
        std::string name;
        size_t begin = 0;
        if (!id(name, begin)) return false;
        const size_t name_end = pos_;
        Text text;
        if (!shape(text)) return false;
        if (edge_ids_.count(name) && !c_.index.count(name)) {
            node = -2;   // an edge's id: `e1@{ ... }` sets the edge's metadata
            if (starts(pos_, "@{")) {
                const size_t close = s_.find('}', pos_);
                pos_ = close == npos ? s_.size() : close + 1;
            }
            return true;
        }
        node = c_.node(name, begin, name_end);
        if (node < 0) return false;
        if (text.set) set_label(node, text);
        if (text.set) set_shape(node, false, 0, 0);   // a bracket shape replaces an earlier one
        // ':::class'
        if (starts(pos_, ":::")) {
            pos_ += 3;
            std::string cls;
            size_t b = 0;
            if (!id(cls, b)) return false;
        }
        // '@{ shape data }'
        if (starts(pos_, "@{")) {
            if (!shape_data(node)) return false;
        }
        return true;
    }

    void set_label(int node, const Text& text) {
        bool lost = false;
        std::string raw = trim(text.raw);
        if (raw.size() >= 2 && raw.front() == '"' && raw.back() == '"') raw = raw.substr(1, raw.size() - 2);
        c_.graph.nodes[node].label = label_text(raw, text.kind, lost);
        labelled_.resize(c_.graph.nodes.size());
        labelled_[node] = true;
        if (lost) lost_at(text.begin, text.end);
    }

    // Whether the node's shape (its last one) draws no text: the v11 shapes whose drawing
    // Mermaid makes without a label (shapes.ts: stateStart, stateEnd, forkJoin, hourglass,
    // lightningBolt, filledCircle, crossedCircle, and the internal choice and anchor).
    void set_shape(int node, bool textless, size_t b, size_t e) {
        textless_.resize(c_.graph.nodes.size());
        textless_[static_cast<size_t>(node)] = {textless, b, e};
    }
    static bool textless_shape(std::string_view name) {
        static constexpr std::string_view kNames[] = {
            "sm-circ", "start", "small-circle", "stateStart", "fr-circ", "stop", "framed-circle", "stateEnd",
            "fork", "join", "forkJoin", "hourglass", "collate", "bolt", "com-link", "lightning-bolt",
            "f-circ", "junction", "filled-circle", "cross-circ", "summary", "crossed-circle", "choice", "anchor"};
        for (std::string_view n : kNames)
            if (n == name) return true;
        return false;
    }

    void lost_at(size_t b, size_t e) {
        c_.reporter.add(Severity::Info, "mermaid.label.lost",
                        "The label draws more than text (an icon such as fa:fa-car, an image, a tag with "
                        "attributes); only its text is read.",
                        c_.lines.range(b, e));
    }

    // The shapes: [ ], ( ), { }, ([ ]), (( )), ((( ))), >], [( )], {{ }}, [[ ]], [/ /], [\ \],
    // [/ \], [\ /], (- -), [|field:value| ].
    bool shape(Text& text) {
        struct Shape {
            const char* open;
            const char* close;
            const char* close_token;
            bool trap;
        };
        static const Shape shapes[] = {
            {"(-", "-)", "'-)'", false},         {"([", "])", "'STADIUMEND'", false},
            {"[[", "]]", "'SUBROUTINEEND'", false}, {"[(", ")]", "'CYLINDEREND'", false},
            {"(((", ")))", "'DOUBLECIRCLEEND'", false}, {"[/", "", "'TRAPEND', 'INVTRAPEND'", true},
            {"[\\", "", "'TRAPEND', 'INVTRAPEND'", true}, {"((", "))", "'PE'", false},
            {"{{", "}}", "'DIAMOND_STOP'", false}, {"(", ")", "'PE'", false},
            {"[", "]", "'SQE'", false},          {"{", "}", "'DIAMOND_STOP'", false},
            {">", "]", "'SQE'", false},
        };
        for (const Shape& sh : shapes) {
            const std::string_view open(sh.open);
            if (!starts(pos_, open)) continue;
            if (open == "[" && at(pos_ + 1) == '|') return props_vertex(text);
            pos_ += open.size();
            const size_t text_begin = pos_;
            if (sh.trap) {
                if (!trap_text(text)) return false;
            } else if (open == "(-") {
                while (pos_ < s_.size() && !starts(pos_, "-)") && !starts(pos_, "/)") && s_[pos_] != '(' &&
                       s_[pos_] != ')' && s_[pos_] != '[' && s_[pos_] != ']' && s_[pos_] != '{' && s_[pos_] != '}')
                    text.raw += s_[pos_++];
                text.set = true;
                if (!starts(pos_, "-)") && !starts(pos_, "/)"))
                    return c_.fail(pos_, token_name(pos_), sh.close_token, "'-)' closing the ellipse's text");
                pos_ += 2;
            } else {
                const std::string_view close(sh.close);
                if (!text_until(pos_, close, text, sh.close_token,
                                "'" + std::string(close) + "' closing the node's text (a text holding ( ) [ ] { } | or \" "
                                                           "must be quoted: A[\"f(x)\"])"))
                    return false;
                pos_ += close.size();
            }
            text.begin = text_begin;
            text.end = pos_;
            return true;
        }
        return true;
    }

    // [|field:value|text]
    bool props_vertex(Text& text) {
        const size_t bar = s_.find('|', pos_ + 2);
        if (bar == npos) return c_.fail(pos_ + 2, token_name(pos_ + 2), "'PIPE'", "'|' after the vertex's property");
        pos_ = bar + 1;
        if (!text_until(pos_, "]", text, "'SQE'", "']' closing the node's text")) return false;
        ++pos_;
        return true;
    }

    // The token Mermaid's text mode reads at i when it closes or breaks a text: its
    // length and name, or 0 for a text character.
    size_t text_token(size_t i, std::string& name) const {
        static const std::pair<const char*, const char*> tokens[] = {
            {"])", "STADIUMEND"}, {"]]", "SUBROUTINEEND"}, {")]", "CYLINDEREND"}, {")))", "DOUBLECIRCLEEND"},
            {"(-", "'(-'"}, {"([", "STADIUMSTART"}, {"[[", "SUBROUTINESTART"}, {"[(", "CYLINDERSTART"},
            {"(((", "DOUBLECIRCLESTART"}, {"[/", "TRAPSTART"}, {"[\\", "INVTRAPSTART"}, {"|", "PIPE"},
            {")", "PE"}, {"]", "SQE"}, {"}", "DIAMOND_STOP"}, {"(", "PS"}, {"[", "SQS"}, {"{", "DIAMOND_START"}};
        for (const auto& [text, token] : tokens)
            if (starts(i, text)) {
                name = token;
                return std::string_view(text).size();
            }
        return 0;
    }

    // Text mode up to `close` at i: runs of characters other than [ ] ( ) { } | ", a quoted
    // or markdown string first. Leaves i at `close`. `close` is the closer's text: "]",
    // "])", "]]", ")]", ")))", "))", ")", "}}", "}", "|".
    bool text_until(size_t& i, std::string_view close, Text& text, const std::string& close_token,
                    const std::string& plain) {
        text.set = true;
        text.begin = i;
        bool first = true;
        while (true) {
            if (!c_.step(i)) return false;
            if (i >= s_.size()) return c_.fail(i, "EOF", close_token, plain);
            std::string name;
            if (const size_t len = text_token(i, name)) {
                // "))" and "}}" are two closers of one character each.
                const std::string_view unit = close == "))" ? ")" : close == "}}" ? "}" : close;
                if (s_.substr(i, len) == unit) {
                    if (unit != close) {
                        std::string second;
                        if (text_token(i + 1, second) != 1 || s_[i + 1] != unit[0])
                            return c_.fail(i + 1, i + 1 < s_.size() ? token_name(i + 1) : "EOF", close_token, plain);
                    }
                    text.end = i;
                    return true;
                }
                return c_.fail(i, name, close_token, plain);
            }
            if (s_[i] == '"') {
                if (!first) return c_.fail(i, "STR", close_token, plain + " (a quoted string must be the whole text)");
                if (at(i + 1) == '`') {   // "`markdown`"
                    const size_t e = s_.find("`\"", i + 2);
                    if (e == npos) return c_.fail(i, "MD_STR", close_token, "'`\"' closing the markdown string");
                    text.raw += std::string(s_.substr(i + 2, e - i - 2));
                    text.kind = TextKind::Markdown;
                    i = e + 2;
                } else {
                    const size_t e = s_.find('"', i + 1);
                    if (e == npos) return c_.fail(i, "STR", close_token, "'\"' closing the quoted string");
                    text.raw += std::string(s_.substr(i + 1, e - i - 1));
                    text.kind = TextKind::String;
                    i = e + 1;
                }
                first = false;
                continue;
            }
            text.raw += s_[i++];
            first = false;
        }
    }

    // Trapezoid text: up to "\]" or "/]"; '/' and '\' elsewhere are text.
    bool trap_text(Text& text) {
        text.set = true;
        while (true) {
            if (!c_.step(pos_)) return false;
            if (pos_ >= s_.size()) return c_.fail(pos_, "EOF", "'TRAPEND', 'INVTRAPEND'", "'/]' or '\\]' closing the node");
            const char ch = s_[pos_];
            if ((ch == '/' || ch == '\\') && at(pos_ + 1) == ']') {
                pos_ += 2;
                return true;
            }
            if (ch == '"') {
                const size_t e = s_.find('"', pos_ + 1);
                if (e == npos) return c_.fail(pos_, "STR", "'TRAPEND', 'INVTRAPEND'", "'\"' closing the quoted string");
                std::string_view inner = s_.substr(pos_ + 1, e - pos_ - 1);
                if (inner.size() >= 2 && inner.front() == '`' && inner.back() == '`') {
                    inner = inner.substr(1, inner.size() - 2);
                    text.kind = TextKind::Markdown;
                } else {
                    text.kind = TextKind::String;
                }
                text.raw += std::string(inner);
                pos_ = e + 1;
                continue;
            }
            if (ch == '[' || ch == ']' || ch == '(' || ch == ')' || ch == '{' || ch == '}')
                return c_.fail(pos_, token_name(pos_), "'TRAPEND', 'INVTRAPEND'", "'/]' or '\\]' closing the node");
            text.raw += ch;
            ++pos_;
        }
    }

    // @{ shape: ..., label: "..." }: the label is the node's text.
    bool shape_data(int node) {
        size_t k = pos_ + 2;
        std::string body;
        while (k < s_.size() && s_[k] != '}') {
            if (s_[k] == '"') {
                const size_t e = s_.find('"', k + 1);
                if (e == npos) return c_.fail(k, "SHAPE_DATA", "'}'", "'\"' closing the string in the shape data");
                body += std::string(s_.substr(k, e + 1 - k));
                k = e + 1;
                continue;
            }
            body += s_[k++];
        }
        if (k >= s_.size()) return c_.fail(pos_, "SHAPE_DATA", "'}'", "'}' closing the node's '@{' shape data");
        const size_t data_begin = pos_;
        pos_ = k + 1;
        // Where a key's value starts ("label: x" -> at x), or npos: the first `key:` that is a
        // whole word.
        auto value_of = [&body](std::string_view key) {
            for (size_t l = body.find(key); l != std::string::npos; l = body.find(key, l + 1)) {
                if (l > 0 && word(body[l - 1])) continue;
                size_t m = l + key.size();
                while (m < body.size() && ws(body[m])) ++m;
                if (m >= body.size() || body[m] != ':') continue;
                ++m;
                while (m < body.size() && ws(body[m])) ++m;
                return m;
            }
            return std::string::npos;
        };
        // label: "text" | label: text (up to ',' or the end)
        if (const size_t m = value_of("label"); m != std::string::npos) {
            std::string value;
            if (m < body.size() && (body[m] == '"' || body[m] == '\'')) {
                const size_t e = body.find(body[m], m + 1);
                value = body.substr(m + 1, (e == std::string::npos ? body.size() : e) - m - 1);
                // Mermaid's lexer turns a line break (and the indent after it) in the string into <br/>.
                std::string joined;
                for (size_t q = 0; q < value.size(); ++q) {
                    if (value[q] == '\n') {
                        joined += "<br/>";
                        while (q + 1 < value.size() && ws(value[q + 1])) ++q;
                    } else {
                        joined += value[q];
                    }
                }
                value = joined;
            } else {
                size_t e = m;
                while (e < body.size() && body[e] != ',' && body[e] != '\n') ++e;
                value = trim(std::string_view(body).substr(m, e - m));
            }
            Text t;
            t.raw = value;
            t.kind = TextKind::Markdown;
            t.set = true;
            t.begin = data_begin;
            t.end = pos_;
            if (!trim(value).empty()) set_label(node, t);
        }
        // shape: name (up to ',', a blank or the end)
        if (const size_t m = value_of("shape"); m != std::string::npos) {
            size_t e = m;
            while (e < body.size() && body[e] != ',' && !ws(body[e])) ++e;
            set_shape(node, textless_shape(std::string_view(body).substr(m, e - m)), data_begin, pos_);
        }
        return true;
    }

    // ---- links --------------------------------------------------------------------------
    // A link at pos_: LINK, or START_LINK edge text LINK; then an optional |text|.
    bool link(Link& out) {
        size_t i = pos_;
        out.begin = i;
        // invisible: ~~~+
        if (starts(i, "~~~")) {
            while (at(i) == '~') ++i;
            out.invisible = true;
            out.end = i;
            pos_ = i;
            while (space(at(pos_))) ++pos_;
            return pipe_text(out);
        }
        if (at(i) == 'x' || at(i) == 'o' || at(i) == '<') ++i;   // a head at the start
        const size_t body = i;
        // LINK: --+[-xo>] | ==+[=xo>] | -?.+-[xo>]?
        size_t e = full_link(body);
        if (e != npos) {
            destruct(s_.substr(out.begin, e - out.begin), "", out);
            out.end = e;
            pos_ = e;
            while (space(at(pos_))) ++pos_;
            return pipe_text(out);
        }
        // START_LINK: -- | == | -.   then edge text up to a LINK of the same stroke
        char stroke = 0;
        if (starts(body, "--")) stroke = '-', i = body + 2;
        else if (starts(body, "==")) stroke = '=', i = body + 2;
        else if (starts(body, "-.")) stroke = '.', i = body + 2;
        else return false;
        const std::string start(s_.substr(out.begin, i - out.begin));
        while (space(at(i))) ++i;
        Text& text = out.text;
        text.set = true;
        text.begin = i;
        while (true) {
            if (!c_.step(i)) return false;
            if (i >= s_.size())
                return c_.fail(i, "EOF", "'LINK', 'EDGE_TEXT'",
                               std::string("the end of the link whose text starts here ('") + start + " text -->')");
            // a LINK (with its leading blanks) ends the text
            size_t b = i;
            while (space(at(b))) ++b;
            size_t h = b;
            if (at(h) == 'x' || at(h) == 'o' || at(h) == '<') ++h;
            const size_t end_link = end_link_at(h, stroke);
            if (end_link != npos) {
                text.end = i;
                destruct(s_.substr(b, end_link - b), start, out);
                out.end = end_link;
                pos_ = end_link;
                while (space(at(pos_))) ++pos_;
                return true;
            }
            if (s_[i] == '"') {
                const bool md = at(i + 1) == '`';
                const size_t e2 = md ? s_.find("`\"", i + 2) : s_.find('"', i + 1);
                if (e2 == npos) return c_.fail(i, "STR", "'LINK', 'EDGE_TEXT'", "'\"' closing the quoted string");
                text.raw += std::string(s_.substr(i + (md ? 2 : 1), e2 - i - (md ? 2 : 1)));
                text.kind = md ? TextKind::Markdown : TextKind::String;
                i = e2 + (md ? 2 : 1);
                continue;
            }
            text.raw += s_[i++];
        }
    }

    // End of a complete LINK token starting at i (after its optional head), or npos.
    size_t full_link(size_t i) const {
        if (at(i) == '-' && at(i + 1) == '-') {
            size_t k = i + 2;
            while (at(k) == '-') ++k;
            // --+[-xo>]: the last dash may be the closing character
            if (at(k) == 'x' || at(k) == 'o' || at(k) == '>') return k + 1;
            if (k - i >= 3) return k;   // '---': the third dash closes
            return npos;
        }
        if (at(i) == '=' && at(i + 1) == '=') {
            size_t k = i + 2;
            while (at(k) == '=') ++k;
            if (at(k) == 'x' || at(k) == 'o' || at(k) == '>') return k + 1;
            if (k - i >= 3) return k;
            return npos;
        }
        size_t k = i;
        if (at(k) == '-') ++k;
        if (at(k) != '.') return npos;
        while (at(k) == '.') ++k;
        if (at(k) != '-') return npos;
        ++k;
        if (at(k) == 'x' || at(k) == 'o' || at(k) == '>') ++k;
        return k;
    }

    // The closing LINK of an edge text of `stroke` at i, or npos.
    size_t end_link_at(size_t i, char stroke) const {
        if (stroke == '-' && at(i) == '-' && at(i + 1) == '-') return full_link(i);
        if (stroke == '=' && at(i) == '=' && at(i + 1) == '=') return full_link(i);
        if (stroke == '.' && (at(i) == '.' || (at(i) == '-' && at(i + 1) == '.'))) {
            const size_t e = full_link(i);
            return e;
        }
        // Another stroke's link is text here, as in Mermaid's edge-text lexer modes.
        return npos;
    }

    // flowDb.destructLink: the heads of the link "x--o" (after an optional "x--" start).
    void destruct(std::string_view link, std::string_view start, Link& out) const {
        auto head_of = [](char ch) {
            return ch == 'x' ? Link::Cross : ch == 'o' ? Link::Circle : ch == '>' ? Link::Point : Link::Open;
        };
        char last = link.empty() ? 0 : link.back();
        Link::Head end_head = head_of(last);
        bool both = false;
        if ((last == 'x' && link.front() == 'x') || (last == '>' && link.front() == '<') ||
            (last == 'o' && link.front() == 'o'))
            both = true;
        const char stroke_end = link.find('.') != npos ? '.' : link.find('=') != npos ? '=' : '-';
        if (start.empty()) {
            out.head = end_head;
            out.both = both && end_head != Link::Open;
            return;
        }
        const char stroke_start = start.find('.') != npos ? '.' : start.find('=') != npos ? '=' : '-';
        Link::Head start_head = Link::Open;
        if (start.front() == '<') start_head = Link::Point;
        else if (start.front() == 'x') start_head = Link::Cross;
        else if (start.front() == 'o') start_head = Link::Circle;
        if (stroke_start != stroke_end || (start_head != Link::Open && start_head != end_head)) {
            out.head = Link::Invalid;
            return;
        }
        out.head = end_head;
        out.both = start_head != Link::Open;
    }

    // |text| after a link.
    bool pipe_text(Link& out) {
        if (at(pos_) != '|') return true;
        size_t i = pos_ + 1;
        Text text;
        if (!text_until(i, "|", text, "'PIPE'", "'|' closing the link's text")) return false;
        text.begin = pos_ + 1;
        out.text = text;
        out.piped = true;
        pos_ = i + 1;
        // Mermaid's grammar takes one blank after |text|
        if (space(at(pos_))) ++pos_;
        return true;
    }

    void finish() {
        // A vertex named after a subgraph is drawn as that subgraph: its title is its label.
        labelled_.resize(c_.graph.nodes.size());
        for (const Subgraph& g : subgraphs_) {
            const auto it = c_.index.find(g.id);
            if (it != c_.index.end() && !labelled_[it->second]) c_.graph.nodes[it->second].label = g.title;
        }
        // A shape that draws no text shows no label: the node is drawn without one (as a
        // state diagram's start, end, choice, fork and join are), said when it had one.
        textless_.resize(c_.graph.nodes.size());
        for (size_t n = 0; n < textless_.size(); ++n) {
            if (!textless_[n].textless) continue;
            GraphNode& node = c_.graph.nodes[n];
            if (!node.label.empty() && labelled_[n])
                c_.reporter.add(Severity::Info, "mermaid.label.lost",
                                "Node '" + node.id + "': its shape draws no text, so its label \"" + node.label +
                                    "\" is not shown; the node is read as drawn, without a label.",
                                c_.lines.range(textless_[n].begin, textless_[n].end));
            node.label.clear();
        }
    }

    Context& c_;
    std::string_view s_;
    size_t pos_ = 0;
    std::vector<Subgraph> open_, subgraphs_;
    std::vector<bool> labelled_;
    struct Shaped {
        bool textless = false;
        size_t begin = 0, end = 0;   // where the shape was set
    };
    std::vector<Shaped> textless_;
    int sub_count_ = 0;
    std::set<std::string> edge_ids_;
    size_t direction_checked_ = npos;   // the end of the line last looked at for "direction XX"
    std::map<std::string, int> pair_count_;
};

}  // namespace

bool parse_flowchart(Context& ctx, size_t begin) {
    Flow flow(ctx);
    return flow.run(begin);
}

}  // namespace plumbline::mermaid
