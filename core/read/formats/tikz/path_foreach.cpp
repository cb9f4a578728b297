// \foreach inside a path (`\draw (i1) \foreach \i in {2,...,\n} {-- (i\i)} -- cycle;`):
// the body once per value, its variables replaced by the value, read as the rest of the
// path. Every token written costs a step of the budget.
#include "formats/tikz/foreach_list.hpp"
#include "formats/tikz/interpreter.hpp"

namespace plumbline::tikz {

int Interpreter::path_foreach(Stream& s, const Token& t) {
    Tokens consumed{t};   // given back when this is no \foreach of the path
    // Variables up to the word "in".
    std::vector<std::string> variables;
    bool seen_in = false;
    while (const Token* u = s.peek_raw()) {
        if (u->is_char('{') || u->is_char(';')) break;
        if (u->is_char('[')) {
            error("tikz.path.unsupported", "\\foreach options inside a path are not supported by Plumbline's TikZ reader.",
                  u->offset, u->end());
            return 0;
        }
        const Token h = *s.next_raw();
        consumed.push_back(h);
        if (h.kind == Token::Kind::Command) variables.emplace_back(h.name);
        if (h.is_char('i')) {
            const Token* n = s.peek_raw();
            if (n && n->is_char('n')) {
                consumed.push_back(*s.next_raw());
                seen_in = true;
                break;
            }
        }
    }
    if (!seen_in || variables.empty()) {
        error("tikz.foreach.syntax", "\\foreach needs a variable and \"in\" before its list (\\foreach \\x in {1,2,3} {...}).",
              t.offset, t.end());
        return 0;
    }
    s.skip_spaces();
    Tokens list_tokens, body;
    const size_t list_offset = s.position();
    if (const Token* l = s.peek_raw(); l && l->kind == Token::Kind::Command) {
        const Token command = *s.next_raw();
        consumed.push_back(command);
        if (const Macro* m = macros_.find(command.name); m && m->body) list_tokens = *m->body;
    } else if (l) {
        Token open = *l;
        s.read_group(list_tokens);
        consumed.push_back(open);
        consumed.insert(consumed.end(), list_tokens.begin(), list_tokens.end());
        open.c = '}';
        consumed.push_back(open);
    }
    s.skip_spaces();
    if (const Token* b = s.peek_raw(); !b || !b->is_char('{')) {
        s.push_front(std::move(consumed));   // a \foreach statement after a path without its ';'
        return -1;
    }
    s.read_group(body);
    ForeachList list(expand(list_tokens));
    Tokens out;
    std::string value;
    while (list.next(value)) {
        if (!budget_.spend(t.offset, static_cast<std::int64_t>(body.size()) + 1)) return 0;
        const std::vector<std::string_view> parts =
            variables.size() == 1 ? std::vector<std::string_view>{value} : split_top(value, '/');
        for (const Token& b : body) {
            bool replaced = false;
            if (b.kind == Token::Kind::Command)
                for (size_t k = 0; k < variables.size(); ++k)
                    if (b.name == variables[k]) {
                        const Tokens part = text_tokens(strip_braces(parts[std::min(k, parts.size() - 1)]), b.offset);
                        out.insert(out.end(), part.begin(), part.end());
                        replaced = true;
                        break;
                    }
            if (!replaced) out.push_back(b);
        }
        Token blank = t;
        blank.kind = Token::Kind::Space;
        blank.c = ' ';
        out.push_back(blank);
    }
    if (!list.error().empty()) {
        error("tikz.foreach.list", "\\foreach: " + list.error() + ".", list_offset, list_offset + 1);
        return 0;
    }
    if (!s.push_front(std::move(out))) {
        error("read.limit.depth", "\\foreach inside a path nests too deep here.", t.offset, t.end());
        return 0;
    }
    return 1;
}

}  // namespace plumbline::tikz
