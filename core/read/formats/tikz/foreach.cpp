// \foreach: variables (\x or \x/\y), options (count, evaluate, remember, var), the list
// (braced or a macro holding one) and the body (a group, or one statement up to ';').
// Each turn runs the body in a group of its own with the variables defined.
#include <algorithm>

#include "formats/tikz/foreach_list.hpp"
#include "formats/tikz/interpreter.hpp"
#include "formats/tikz/pgfmath.hpp"

namespace plumbline::tikz {

namespace {

struct Evaluate {
    std::string source, target, expression;
    bool assign = false;   // `assign={\a=..}`: defined as written, not evaluated
};

struct ForeachHeader {
    std::vector<std::string> variables;
    std::string count;           // count=\i
    double count_from = 1;
    std::vector<Evaluate> evaluations;
    std::string remember, remember_as, remember_initially;
};

// The macro name in "\x" (blank when there is none).
std::string macro_name(std::string_view text) {
    text = trim(text);
    if (text.size() < 2 || text[0] != '\\') return "";
    return std::string(text.substr(1));
}

// Options as pgffor reads them: count=\i from 1, evaluate=\x as \y using \x*2, var=\x,
// remember=\x as \lastx (initially 0).
void read_foreach_options(std::string_view options, ForeachHeader& h) {
    for (const KeyValue& kv : split_options(options)) {
        const std::string& v = kv.value;
        if (kv.key == "count") {
            const size_t from = v.find(" from ");
            h.count = macro_name(v.substr(0, from));
            if (from != std::string::npos) h.count_from = std::atof(v.c_str() + from + 6);
        } else if ((kv.key == "evaluate" || kv.key == "assign") &&
                   (kv.key == "assign" || v.find(';') != std::string::npos || v.find('=') != std::string::npos)) {
            // pgffor's newer form: `evaluate={\a=\i*15; \b=2*\a}`, assignments separated by ';'
            // (a bare `\a` evaluates \a itself); `assign` defines without evaluating.
            for (std::string_view part : split_top(v, ';')) {
                part = trim(part);
                if (part.empty()) continue;
                Evaluate e;
                const size_t eq = part.find('=');
                e.target = macro_name(part.substr(0, eq));
                e.expression = eq == std::string_view::npos ? std::string(part) : std::string(strip_braces(trim(part.substr(eq + 1))));
                e.assign = kv.key == "assign";
                if (!e.target.empty()) h.evaluations.push_back(std::move(e));
            }
        } else if (kv.key == "evaluate") {
            Evaluate e;
            const size_t as = v.find(" as ");
            const size_t using_at = v.find(" using ");
            e.source = macro_name(v.substr(0, std::min(as, using_at)));
            e.target = as == std::string::npos ? e.source
                                               : macro_name(v.substr(as + 4, using_at == std::string::npos
                                                                                 ? std::string::npos
                                                                                 : using_at - as - 4));
            // "using {int(mod(\\i,6)+1)}": the braces that keep the formula's commas out of the
            // option list go, as TeX drops them from a delimited argument that is one group.
            e.expression = using_at == std::string::npos ? "\\" + e.source : std::string(strip_braces(v.substr(using_at + 7)));
            if (!e.target.empty()) h.evaluations.push_back(std::move(e));
        } else if (kv.key == "var") {
            h.variables.push_back(macro_name(v));
        } else if (kv.key == "remember") {
            const size_t as = v.find(" as ");
            const size_t init = v.find("(initially");
            h.remember = macro_name(v.substr(0, as));
            if (as != std::string::npos) h.remember_as = macro_name(v.substr(as + 4, init == std::string::npos ? std::string::npos : init - as - 4));
            if (init != std::string::npos) {
                const size_t close = v.find(')', init);
                h.remember_initially = std::string(trim(v.substr(init + 10, close == std::string::npos ? std::string::npos : close - init - 10)));
            }
        }
    }
}

bool is_word_in(const Tokens& t, size_t i) {
    if (i + 1 >= t.size() || !t[i].is_char('i') || !t[i + 1].is_char('n')) return false;
    const bool before_ok = i == 0 || t[i - 1].is_space() || t[i - 1].kind == Token::Kind::Command ||
                           t[i - 1].is_char(']');
    const bool after_ok = i + 2 >= t.size() || t[i + 2].is_space() || t[i + 2].is_char('{') ||
                          t[i + 2].kind == Token::Kind::Command;
    return before_ok && after_ok;
}

}  // namespace

// One statement's raw tokens, for a \foreach body: a group (braces kept off), a nested
// \foreach with its own body, or tokens up to and including ';'.
bool Interpreter::read_statement(Stream& s, Tokens& out) {
    s.skip_spaces();
    bool nested = false;
    for (;;) {
        const Token* t = s.peek_raw();
        while (t && t->is_space()) {
            s.next_raw();
            t = s.peek_raw();
        }
        if (!t) return false;
        if (t->is_char('{')) {
            Tokens group;
            const Token open = *t;
            if (!s.read_group(group)) return false;
            if (!nested) {
                out = std::move(group);
                return true;
            }
            out.push_back(open);
            out.insert(out.end(), group.begin(), group.end());
            Token close = open;
            close.c = '}';
            out.push_back(close);
            return true;
        }
        if (t->is_command("foreach")) {
            // Its header up to the list, then its body in the next turn.
            nested = true;
            int brackets = 0;
            bool seen_in = false;
            while (const Token* u = s.next_raw()) {
                out.push_back(*u);
                if (u->is_char('[')) ++brackets;
                if (u->is_char(']')) --brackets;
                if (brackets == 0 && out.size() >= 2 && is_word_in(out, out.size() - 2)) {
                    seen_in = true;
                    break;
                }
            }
            if (!seen_in) return false;
            Tokens list;
            const Token* l = s.peek_raw();
            while (l && l->is_space()) {
                out.push_back(*s.next_raw());
                l = s.peek_raw();
            }
            if (l && l->is_char('{')) {
                const Token open = *l;
                s.read_group(list);
                out.push_back(open);
                out.insert(out.end(), list.begin(), list.end());
                Token close = open;
                close.c = '}';
                out.push_back(close);
            } else if (l) {
                out.push_back(*s.next_raw());
            }
            continue;
        }
        Tokens rest = s.read_until(';');
        out.insert(out.end(), rest.begin(), rest.end());
        if (const Token* semi = s.peek_raw(); semi && semi->is_char(';')) out.push_back(*s.next_raw());
        return true;
    }
}

void Interpreter::foreach_loop(Stream& s, const Token& t, int depth) {
    ForeachHeader header;
    // Variables and options, up to the word "in".
    Tokens head;
    int brackets = 0;
    bool seen_in = false;
    size_t stop = t.end();
    while (const Token* u = s.peek_raw()) {
        // A list or body before "in": the word is missing (TeX's pgffor would read on for it).
        if (brackets == 0 && (u->is_char('{') || u->is_char(';'))) {
            stop = u->offset;
            break;
        }
        head.push_back(*s.next_raw());
        const Token& h = head.back();
        if (h.is_char('[')) ++brackets;
        if (h.is_char(']')) --brackets;
        if (brackets == 0 && head.size() >= 2 && is_word_in(head, head.size() - 2)) {
            head.resize(head.size() - 2);
            seen_in = true;
            break;
        }
    }
    if (!seen_in) {
        error("tikz.foreach.syntax", "\\foreach needs \"in\" before its list (\\foreach \\x in {1,2,3} {...}).",
              t.offset, std::max<size_t>(stop, t.end()));
        Tokens skipped;   // the list and the body, so they are not read as statements
        s.read_group(skipped);
        read_statement(s, skipped);
        return;
    }
    for (size_t i = 0; i < head.size(); ++i) {
        const Token& h = head[i];
        if (h.kind == Token::Kind::Command) {
            header.variables.emplace_back(h.name);
        } else if (h.is_char('[')) {
            size_t j = i + 1;
            int nest = 1;
            Tokens options;
            for (; j < head.size(); ++j) {
                if (head[j].is_char('[')) ++nest;
                if (head[j].is_char(']') && --nest == 0) break;
                options.push_back(head[j]);
            }
            read_foreach_options(to_text(options), header);
            i = j;
        }
    }
    if (header.variables.empty()) {
        error("tikz.foreach.syntax", "\\foreach needs a variable such as \\x before \"in\".", t.offset, t.end());
        return;
    }
    // The list: a group, or a macro holding one (so blanks are skipped without expanding).
    while (const Token* blank = s.peek_raw()) {
        if (!blank->is_space()) break;
        s.next_raw();
    }
    Tokens list_tokens;
    const size_t list_offset = s.position();
    const Token* l = s.peek_raw();
    if (l && l->kind == Token::Kind::Command) {
        const Token command = *s.next_raw();
        if (const Macro* m = macros_.find(command.name); m && m->body) list_tokens = *m->body;
        else {
            error("tikz.foreach.syntax", "\\foreach: the list \\" + std::string(command.name) + " is not defined.", command.offset,
                  command.end());
            return;
        }
    } else if (!s.read_group(list_tokens)) {
        error("tikz.foreach.syntax", "\\foreach needs its list in braces after \"in\".", list_offset, list_offset + 1);
        return;
    }
    ForeachList list(expand(list_tokens));
    Tokens body_tokens;
    if (!read_statement(s, body_tokens)) {
        error("tikz.foreach.syntax", "\\foreach has no body (a group or a command ending in ';').", t.offset, t.end());
        return;
    }
    if (depth + 1 > limits_.max_depth) {
        error("read.limit.depth",
              "\\foreach loops are nested more than " + std::to_string(limits_.max_depth) + " deep here.", t.offset,
              t.end());
        depth_stopped_ = true;
        return;
    }
    const auto body = std::make_shared<const Tokens>(std::move(body_tokens));
    std::string value;
    std::string remembered = header.remember_initially;
    double count = header.count_from;
    while (!budget_.stop && !depth_stopped_ && list.next(value)) {
        if (!budget_.spend(t.offset)) break;
        const size_t macro_depth = macros_.depth(), state_depth = states_.size();
        macros_.push();
        states_.push_back(states_.back());
        // \x/\y: the value split at '/'; variables past the parts get the last part.
        const std::vector<std::string_view> parts =
            header.variables.size() == 1 ? std::vector<std::string_view>{value} : split_top(value, '/');
        for (size_t k = 0; k < header.variables.size(); ++k) {
            const std::string part(strip_braces(parts[std::min(k, parts.size() - 1)]));
            macros_.define_text(header.variables[k], text_tokens(part, t.offset));
        }
        if (!header.count.empty())
            macros_.define_text(header.count, text_tokens(format_value(count, std::floor(count) == count), t.offset));
        if (!header.remember_as.empty()) macros_.define_text(header.remember_as, text_tokens(remembered, t.offset));
        for (const Evaluate& e : header.evaluations) {
            const std::string expr = expand(lex(e.expression).tokens);
            if (e.assign) {   // the expanded text, as written
                macros_.define_text(e.target, text_tokens(expr, t.offset));
                continue;
            }
            const MathResult r = evaluate_math(expr, budget_.steps);
            if (!r.ok) {
                error("tikz.math.syntax", "\\foreach evaluate: cannot evaluate \"" + expr + "\": " + r.error + ".",
                      t.offset, t.end());
                break;
            }
            macros_.define_text(e.target, text_tokens(format_value(r.value, false), t.offset));
        }
        Stream body_stream(body, macros_, budget_);
        run_stream(body_stream, depth + 1);
        if (!header.remember.empty()) {
            if (const Macro* m = macros_.find(header.remember); m && m->body) remembered = to_text(*m->body);
        }
        // The body's own unclosed scopes end with the turn, as its TeX group does.
        while (states_.size() > state_depth) states_.pop_back();
        while (macros_.depth() > macro_depth) macros_.pop();
        count += 1;
    }
    if (!list.error().empty())
        error("tikz.foreach.list", "\\foreach: " + list.error() + ".", list_offset, list_offset + 1);
}

}  // namespace plumbline::tikz
