// The state diagram parser: Mermaid's stateDiagram.jison (a line-oriented, case-insensitive
// lexer) with stateDb.ts and dataFetcher.ts's semantics for the graph it draws:
//
//   stateDiagram[-v2]
//   A --> B [: event]        [*] --> A        A : description        A:::class
//   state "description" as A [{ ... }]        state A { ... }        state A <<choice>>
//   -- (a concurrency separator inside a composite state)
//   note left of A : text    note right of A ... end note    direction, classDef, class,
//   style, click, scale, hide empty description, accTitle, accDescr
//
// `[*]` is a start node where an edge leaves it and an end node where one enters it, one
// of each per composite state (or concurrency region): `root_start`, `X_start`, `X_end`,
// as the db names them. Composite states are nodes. Notes are not (though a note names a
// state, which that makes). A state's label is its description (several: one per line),
// else its id; start, end, choice, fork and join draw no text, so their label is empty.
#include <string>
#include <vector>

#include "formats/mermaid/mermaid_parse.hpp"
#include "formats/mermaid/mermaid_text.hpp"

namespace plumbline::mermaid {

namespace {

constexpr size_t npos = std::string_view::npos;

bool space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }
bool ws(char c) { return space(c) || c == '\n'; }

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

struct Region {
    std::string id;       // "root", a composite state's id, or "<composite>_region<k>"
    std::string owner;    // the composite state (for its regions)
    int regions = 0;      // concurrency separators seen in this composite
    size_t at = 0;
};

class State {
public:
    explicit State(Context& ctx) : c_(ctx), s_(ctx.text) {}

    bool run(size_t at) {
        // "stateDiagram" or "stateDiagram-v2", then blanks
        pos_ = at + 12;
        if (starts_ci(pos_, "-v2")) pos_ += 3;
        if (pos_ < s_.size() && !ws(s_[pos_]))
            return c_.fail(pos_, "INVALID", "'SD'", "a blank or line break after 'stateDiagram-v2'",
                           "mermaid.syntax");
        stack_.push_back({"root", "", 0, at});
        while (true) {
            while (pos_ < s_.size() && ws(s_[pos_])) ++pos_;
            if (pos_ >= s_.size()) break;
            if (!c_.step(pos_) || !statement()) return false;
        }
        if (stack_.size() > 1)
            return c_.fail(s_.size(), "NL", "'STRUCT_STOP'",
                           "'}' closing the composite state '" + stack_.back().id + "' opened on line " +
                               std::to_string(c_.lines.at(stack_.back().at).line));
        finish();
        return true;
    }

private:
    char at(size_t i) const { return i < s_.size() ? s_[i] : '\0'; }
    bool starts_ci(size_t i, std::string_view w) const {
        if (i + w.size() > s_.size()) return false;
        for (size_t k = 0; k < w.size(); ++k)
            if (lower(s_[i + k]) != lower(w[k])) return false;
        return true;
    }
    size_t line_end(size_t i) const {
        const size_t e = s_.find('\n', i);
        return e == npos ? s_.size() : e;
    }
    size_t line_start(size_t i) const {
        const size_t nl = i == 0 ? npos : s_.rfind('\n', i - 1);
        return nl == npos ? 0 : nl + 1;
    }
    void skip_spaces() {
        while (space(at(pos_))) ++pos_;
    }
    // Blanks, then a comment ('#' or '%%' to the line's end), as the lexer skips them.
    void skip_trailing() {
        skip_spaces();
        if (at(pos_) == '#' || (at(pos_) == '%' && at(pos_ + 1) == '%' && at(pos_ + 2) != '{')) pos_ = line_end(pos_);
    }
    std::string got(size_t i) const {
        if (i >= s_.size() || s_[i] == '\n') return "NL";
        if (starts_ci(i, "-->")) return "-->";
        if (s_[i] == '{') return "STRUCT_START";
        if (s_[i] == '}') return "STRUCT_STOP";
        if (s_[i] == ':') return "DESCR";
        if (s_[i] == '-') return "INVALID";
        return "ID";
    }
    // The state grammar needs no separator between statements ("A --> B C --> D" is two):
    // what follows is the next statement. Blanks and a trailing comment are skipped.
    bool end_of_statement(const char*, const std::string&) {
        skip_trailing();
        return true;
    }

    // An ID: characters other than ':', blanks, '-', '{'; a '%%' cuts it (processId).
    bool state_id(std::string& out, size_t& begin) {
        begin = pos_;
        if (starts_ci(pos_, "[*]")) {
            out = "[*]";
            pos_ += 3;
            return true;
        }
        size_t k = pos_;
        while (k < s_.size() && !ws(s_[k]) && s_[k] != ':' && s_[k] != '-' && s_[k] != '{' &&
               !(s_[k] == '%' && at(k + 1) == '%'))
            ++k;
        if (k == pos_) return c_.fail(pos_, got(pos_), "'ID', 'EDGE_STATE'", "a state's name or [*]");
        out = std::string(s_.substr(pos_, k - pos_));
        pos_ = k;
        return true;
    }

    std::string region() const { return stack_.back().id; }

    // The node a statement's id stands for: [*] is the region's start (leaving) or end (entering).
    int node_for(const std::string& id, bool first, size_t begin) {
        if (id == "[*]") {
            const std::string name = region() + (first ? "_start" : "_end");
            const int n = c_.node(name, begin, begin + 3);
            if (n >= 0) {
                c_.graph.nodes[n].label.clear();
                silent_.resize(c_.graph.nodes.size());
                silent_[n] = true;
            }
            return n;
        }
        return c_.node(id, begin, begin + id.size());
    }

    void describe(int n, const std::string& raw, TextKind kind = TextKind::Markdown) {
        bool lost = false;
        const std::string text = label_text(raw, kind, lost);
        descriptions_.resize(c_.graph.nodes.size());
        descriptions_[n].push_back(text);
    }

    bool statement() {
        const size_t i = pos_;
        // comments
        if (at(i) == '#' || (at(i) == '%' && at(i + 1) == '%')) {
            pos_ = line_end(i);
            return true;
        }
        if (at(i) == '}') {
            if (stack_.size() <= 1) return c_.fail(i, "STRUCT_STOP", "'ID', 'EDGE_STATE', 'NL'...", "a statement; no composite state is open here");
            close_composite();
            ++pos_;
            return true;
        }
        // A line holding "direction XX" is a direction statement (looked for once a line).
        if (direction_checked_ == npos || i >= direction_checked_) {
            direction_checked_ = line_end(i);
            const std::string_view line = s_.substr(i, line_end(i) - i);
            for (size_t d = line.find("direction"); d != npos; d = line.find("direction", d + 1)) {
                size_t k = d + 9;
                if (k >= line.size() || !space(line[k])) continue;
                while (k < line.size() && space(line[k])) ++k;
                const std::string_view dir = line.substr(k, 2);
                if (dir == "TB" || dir == "BT" || dir == "RL" || dir == "LR") {
                    pos_ = line_end(i);
                    return true;
                }
            }
        }
        if (at(i) == '-' && at(i + 1) == '-' && at(i + 2) != '>') {
            if (stack_.size() <= 1) return c_.fail(i, "INVALID", "'ID', 'EDGE_STATE'", "a statement; '--' separates concurrent regions inside a composite state only");
            new_region();
            pos_ = i + 2;
            return true;
        }
        if (starts_ci(i, "hide empty description")) {
            pos_ = i + 22;
            return end_of_statement("'NL'", "the end of the line");
        }
        if (starts_ci(i, "scale") && space(at(i + 5))) {
            pos_ = line_end(i);
            return true;
        }
        if (const size_t e = accessibility_end(s_, i, true); e != npos) {
            pos_ = e;
            return true;
        }
        if ((starts_ci(i, "classdef") && ws(at(i + 8))) || (starts_ci(i, "class") && ws(at(i + 5)))) {
            pos_ = line_end(i);
            return true;
        }
        if (starts_ci(i, "style") && ws(at(i + 5))) {   // style A,B styles: makes the states if new
            size_t k = i + 5;
            while (space(at(k))) ++k;
            const size_t b = k;
            while (k < s_.size() && !ws(s_[k])) ++k;
            std::string_view ids = s_.substr(b, k - b);
            size_t from = 0;
            while (from <= ids.size()) {
                size_t comma = ids.find(',', from);
                if (comma == npos) comma = ids.size();
                const std::string one(ids.substr(from, comma - from));
                if (!one.empty() && c_.node(one, b + from, b + comma) < 0) return false;
                from = comma + 1;
            }
            pos_ = line_end(i);
            return true;
        }
        if (starts_ci(i, "click")) {
            pos_ = line_end(i);
            return true;
        }
        if (starts_ci(i, "note") && ws(at(i + 4))) return note();
        if (starts_ci(i, "state") && ws(at(i + 5))) return state_statement();
        return relation_or_state();
    }

    bool note() {
        size_t k = pos_ + 4;
        while (ws(at(k))) ++k;
        if (at(k) == '"') {   // note "text" as N: a floating note, nothing in the graph
            pos_ = line_end(k);
            return true;
        }
        size_t after = 0;
        if (starts_ci(k, "left of")) after = k + 7;
        else if (starts_ci(k, "right of")) after = k + 8;
        else return c_.fail(k, got(k), "'left_of', 'right_of'", "'left of' or 'right of' after 'note'");
        pos_ = after;
        while (space(at(pos_))) ++pos_;
        const size_t b = pos_;
        while (pos_ < s_.size() && !ws(s_[pos_]) && s_[pos_] != ':' && s_[pos_] != '-') ++pos_;
        if (pos_ == b) return c_.fail(pos_, got(pos_), "'ID'", "the state the note is about");
        const std::string id(s_.substr(b, pos_ - b));
        if (c_.node(id, b, pos_) < 0) return false;
        // ": text" on the line, or lines up to "end note"
        size_t k2 = pos_;
        while (space(at(k2))) ++k2;
        if (at(k2) == ':') {
            pos_ = line_end(k2);
            return true;
        }
        for (size_t line = line_end(pos_) + 1; line < s_.size(); line = line_end(line) + 1) {
            size_t t = line;
            while (space(at(t))) ++t;
            if (starts_ci(t, "end note")) {
                pos_ = t + 8;
                return true;
            }
        }
        return c_.fail(pos_, "NL", "'NOTE_TEXT'", "': text' after the note's state, or lines of text closed by 'end note'");
    }

    bool state_statement() {
        pos_ += 5;
        while (space(at(pos_))) ++pos_;
        const size_t eol = line_end(pos_);
        const std::string_view line = s_.substr(pos_, eol - pos_);
        // <<fork>> <<join>> <<choice>> (or [[fork]]...) ends the line's state
        static const char* const kinds[] = {"<<fork>>", "<<join>>", "<<choice>>", "[[fork]]", "[[join]]", "[[choice]]"};
        for (const char* kind : kinds) {
            const size_t k = line.find(kind);
            if (k == npos) continue;
            std::string id(line.substr(0, k));
            while (!id.empty() && ws(id.back())) id.pop_back();
            const int n = c_.node(id, pos_, pos_ + id.size());
            if (n < 0) return false;
            silent_.resize(c_.graph.nodes.size());
            silent_[n] = true;
            pos_ += k + std::string_view(kind).size();
            return end_of_statement("'NL'", "the end of the line after the state's kind");
        }
        if (at(pos_) == '"') {   // state "description" as ID [{ ... }]
            const size_t close = s_.find('"', pos_ + 1);
            if (close == npos) return c_.fail(pos_, "STATE_DESCR", "'\"'", "'\"' closing the state's description");
            const std::string description(s_.substr(pos_ + 1, close - pos_ - 1));
            pos_ = close + 1;
            while (space(at(pos_))) ++pos_;
            if (!starts_ci(pos_, "as") || !space(at(pos_ + 2)))
                return c_.fail(pos_, got(pos_), "'AS'", "'as' and the state's id after its description");
            pos_ += 2;
            while (space(at(pos_))) ++pos_;
            const size_t b = pos_;
            while (pos_ < s_.size() && s_[pos_] != '\n' && s_[pos_] != '{' && !(s_[pos_] == '%' && at(pos_ + 1) == '%'))
                ++pos_;
            std::string id(s_.substr(b, pos_ - b));
            while (!id.empty() && ws(id.back())) id.pop_back();
            std::string extra;
            if (const size_t colon = id.find(':'); colon != std::string::npos && at(pos_) != '{') {
                extra = id.substr(colon + 1);
                id = id.substr(0, colon);
            }
            if (id.empty()) return c_.fail(b, "NL", "'ID'", "the state's id after 'as'");
            const int n = c_.node(id, b, b + id.size());
            if (n < 0) return false;
            describe(n, trim(description));
            if (!extra.empty()) describe(n, trim(extra));
            if (at(pos_) == '{') return open_composite(n, id);
            return end_of_statement("'NL'", "the end of the line");
        }
        // state ID [{]
        const size_t b = pos_;
        while (pos_ < s_.size() && !ws(s_[pos_]) && s_[pos_] != '{') ++pos_;
        if (pos_ == b) return c_.fail(pos_, got(pos_), "'COMPOSIT_STATE', 'STATE_DESCR'", "the state's name after 'state'");
        const std::string id(s_.substr(b, pos_ - b));
        size_t k = pos_;
        while (ws(at(k))) ++k;
        if (at(k) == '{') {
            const int n = c_.node(id, b, b + id.size());
            if (n < 0) return false;
            pos_ = k;
            return open_composite(n, id);
        }
        // "state X" without '{' is a statement the db ignores (it makes no state); the rest of
        // its line is more such words, unless one of them opens a composite state.
        std::string word = id;
        size_t word_at = b;
        while (pos_ < s_.size() && s_[pos_] != '\n') {
            while (space(at(pos_))) ++pos_;
            if (at(pos_) == '{') {
                const int n = c_.node(word, word_at, word_at + word.size());
                if (n < 0) return false;
                return open_composite(n, word);
            }
            if (at(pos_) == '%' && at(pos_ + 1) == '%') break;
            const size_t wb = pos_;
            while (pos_ < s_.size() && !ws(s_[pos_]) && s_[pos_] != '{') ++pos_;
            if (pos_ > wb) word = std::string(s_.substr(wb, pos_ - wb)), word_at = wb;
        }
        pos_ = line_end(pos_);
        return true;
    }

    bool open_composite(int n, const std::string& id) {
        (void)n;
        if (!c_.depth_ok(static_cast<int>(stack_.size()), pos_)) return false;
        ++pos_;   // '{'
        stack_.push_back({id, id, 0, pos_});
        return true;
    }

    void new_region() {
        Region& top = stack_.back();
        // The statements so far were the composite's first region; from here on the next.
        const std::string owner = top.owner;
        const int k = ++top.regions;
        if (k == 1) {
            // Starts and ends named so far in the composite belong to its first region.
            rename_region(owner, owner + "_region1");
        }
        top.id = owner + "_region" + std::to_string(k + 1);
    }

    void rename_region(const std::string& from, const std::string& to) {
        for (const char* suffix : {"_start", "_end"}) {
            const auto it = c_.index.find(from + suffix);
            if (it == c_.index.end()) continue;
            const int n = it->second;
            c_.index.erase(it);
            c_.graph.nodes[n].id = to + suffix;
            c_.index[to + suffix] = n;
        }
    }

    void close_composite() { stack_.pop_back(); }

    bool relation_or_state() {
        std::string a;
        size_t a_at = 0;
        if (!state_id(a, a_at)) return false;
        if (starts_ci(pos_, ":::")) {
            pos_ += 3;
            while (pos_ < s_.size() && !ws(s_[pos_]) && s_[pos_] != '-' && s_[pos_] != ':') ++pos_;
        }
        skip_spaces();
        if (starts_ci(pos_, "-->")) {
            pos_ += 3;
            skip_spaces();
            std::string b;
            size_t b_at = 0;
            if (!state_id(b, b_at)) return false;
            if (starts_ci(pos_, ":::")) {
                pos_ += 3;
                while (pos_ < s_.size() && !ws(s_[pos_]) && s_[pos_] != '-' && s_[pos_] != ':') ++pos_;
            }
            const int from = node_for(a, true, a_at);
            if (from < 0) return false;
            const int to = node_for(b, false, b_at);
            if (to < 0) return false;
            skip_spaces();
            std::string label;
            if (at(pos_) == ':') {
                std::string raw;
                if (!description(raw)) return false;
                bool lost = false;
                label = label_text(raw, TextKind::Markdown, lost);
            }
            if (!c_.edge(from, to, EdgeDirection::Forward, label, a_at, pos_)) return false;
            return end_of_statement("'NL'", "the end of the line after the transition");
        }
        const int n = node_for(a, true, a_at);
        if (n < 0) return false;
        if (at(pos_) == ':') {
            std::string raw;
            if (!description(raw)) return false;
            if (a != "[*]") describe(n, raw);
        }
        return end_of_statement("'-->', 'DESCR', 'NL'", "'-->' and another state, ': description', or the end of the line");
    }

    // DESCR: ':' then text up to the line's end or ';' ("::" may not stand in it).
    bool description(std::string& out) {
        ++pos_;   // ':'
        const size_t b = pos_;
        while (pos_ < s_.size() && s_[pos_] != '\n' && s_[pos_] != ';') {
            if (s_[pos_] == '#') {   // "#quot;": Mermaid encodes entity codes before lexing, so no ';' ends here
                size_t e = pos_ + 1;
                while (e < s_.size() && e - pos_ < 32 &&
                       ((s_[e] >= 'a' && s_[e] <= 'z') || (s_[e] >= 'A' && s_[e] <= 'Z') ||
                        (s_[e] >= '0' && s_[e] <= '9') || s_[e] == '_'))
                    ++e;
                if (e > pos_ + 1 && at(e) == ';') {
                    pos_ = e + 1;
                    continue;
                }
            }
            if (s_[pos_] == ':' && (pos_ + 1 >= s_.size() || at(pos_ + 1) == ':' || at(pos_ + 1) == '\n' || at(pos_ + 1) == ';'))
                break;
            if (s_[pos_] == ':') ++pos_;
            ++pos_;
        }
        out = trim(s_.substr(b, pos_ - b));
        return true;
    }

    static std::string trim(std::string_view v) {
        while (!v.empty() && ws(v.front())) v.remove_prefix(1);
        while (!v.empty() && ws(v.back())) v.remove_suffix(1);
        return std::string(v);
    }

    void finish() {
        descriptions_.resize(c_.graph.nodes.size());
        silent_.resize(c_.graph.nodes.size());
        for (size_t i = 0; i < c_.graph.nodes.size(); ++i) {
            GraphNode& n = c_.graph.nodes[i];
            if (silent_[i]) {
                n.label.clear();
                continue;
            }
            if (descriptions_[i].empty()) continue;
            std::string label;
            for (const std::string& d : descriptions_[i]) label += (label.empty() ? "" : "\n") + d;
            n.label = label;
        }
    }

    Context& c_;
    std::string_view s_;
    size_t pos_ = 0;
    std::vector<Region> stack_;
    std::vector<std::vector<std::string>> descriptions_;
    std::vector<bool> silent_;
    size_t direction_checked_ = npos;   // the end of the line last looked at for "direction XX"
};

}  // namespace

bool parse_state(Context& ctx, size_t begin) {
    State state(ctx);
    return state.run(begin);
}

}  // namespace plumbline::mermaid
