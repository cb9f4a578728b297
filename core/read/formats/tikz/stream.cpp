// The input stack. Frames whose tokens are used up are dropped before a macro's body is
// pushed, so a macro that ends by calling itself (\def\a{\a}) runs in constant space and
// is stopped by the step budget, and one that grows the stack is stopped by the depth limit.
#include "formats/tikz/stream.hpp"

namespace plumbline::tikz {

Tokens text_tokens(std::string_view text, std::uint32_t offset) {
    Tokens out;
    out.reserve(text.size());
    for (char c : text) {
        Token t;
        t.kind = c == ' ' ? Token::Kind::Space : Token::Kind::Char;
        t.c = c;
        t.offset = offset;
        t.length = 0;
        out.push_back(t);
    }
    return out;
}

Stream::Stream(std::shared_ptr<const Tokens> tokens, Macros& macros, Budget& budget)
    : macros_(macros), budget_(budget) {
    if (tokens && !tokens->empty()) end_offset_ = tokens->back().end();
    frames_.push_back(Frame{std::move(tokens), 0});
}

bool Stream::push_front(Tokens tokens) {
    drop_finished();
    if (tokens.empty()) return true;
    if (frames_.size() >= budget_.max_frames) return false;
    frames_.push_back(Frame{std::make_shared<const Tokens>(std::move(tokens)), 0});
    return true;
}

void Stream::drop_finished() {
    while (!frames_.empty() && (!frames_.back().tokens || frames_.back().pos >= frames_.back().tokens->size()))
        frames_.pop_back();
}

const Token* Stream::peek_raw() {
    if (budget_.stop) return nullptr;
    drop_finished();
    if (frames_.empty()) return nullptr;
    return &(*frames_.back().tokens)[frames_.back().pos];
}

// The token returned stays valid until the stream is next used (its frame is dropped only
// by the next read), so no copy is made. A token peek_raw showed is always returned: the
// step that crosses the budget stops the stream after this token, so callers may read
// what they peeked without checking again (a null here once read a token through null).
const Token* Stream::next_raw() {
    const Token* t = peek_raw();
    if (!t) return nullptr;
    budget_.spend(t->offset);
    ++frames_.back().pos;
    return t;
}

const Token* Stream::peek() {
    for (;;) {
        const Token* t = peek_raw();
        if (!t || t->kind != Token::Kind::Command) return t;
        const Macro* macro = macros_.find(t->name);
        if (!macro) {
            if (t->name.size() < 2 || (t->name.substr(0, 2) != "if" && t->name != "fi" && t->name != "else")) return t;
            const Token command = *t;
            if (!is_conditional(command.name)) return t;
            ++frames_.back().pos;
            if (!budget_.spend(command.offset) || !conditional(command)) return nullptr;
            continue;
        }
        if (keep_registers && macro->reg) return t;
        const Token command = *t;
        const Macro copy = *macro;   // reading arguments may not redefine it, but stay safe
        ++frames_.back().pos;
        if (!budget_.spend(command.offset)) return nullptr;
        if (!expand(command, copy)) return nullptr;
    }
}

const Token* Stream::next() {
    const Token* t = peek();
    if (!t) return nullptr;
    ++frames_.back().pos;
    return t;
}

bool Stream::read_argument(Tokens& out) {
    out.clear();
    while (const Token* t = peek_raw()) {
        if (!t->is_space()) break;
        next_raw();
    }
    const Token* t = peek_raw();
    if (!t || t->is_char('}')) return false;
    if (t->is_char('{')) return read_group(out);
    out.push_back(*next_raw());
    return true;
}

namespace {

bool same_token(const Token& a, const Token& b) {
    if (a.kind != b.kind) return false;
    if (a.kind == Token::Kind::Command) return a.name == b.name;
    return a.kind == Token::Kind::Space || a.c == b.c;
}

}  // namespace

// \def's parameter text matched as TeX does: literal tokens must follow as written; an
// argument followed by delimiter tokens runs up to their first occurrence outside braces (one
// pair of braces around the whole argument is removed); one without runs as #1#2 do.
bool Stream::read_pattern(const Token& command, const Macro& macro, std::vector<Tokens>& args) {
    const Tokens& pattern = *macro.pattern;
    const std::string name = "\\" + std::string(command.name);
    auto fail = [&](const std::string& message) {
        if (budget_.error && !budget_.stop) budget_.error("tikz.macro.argument", command.offset, command.end(), message);
        return false;
    };
    size_t i = 0;
    while (i < pattern.size() && pattern[i].kind != Token::Kind::Param) {
        const Token* t = next_raw();
        if (!t || !same_token(*t, pattern[i]))
            return fail("Use of " + name + " does not match its definition (it expects \"" + to_text(pattern) + "\")");
        ++i;
    }
    while (i < pattern.size()) {
        ++i;   // the parameter
        const size_t from = i;
        while (i < pattern.size() && pattern[i].kind != Token::Kind::Param) ++i;
        const size_t delimiter = i - from;
        Tokens arg;
        if (delimiter == 0) {
            if (!read_argument(arg)) return fail(name + " needs argument " + std::to_string(args.size() + 1));
            args.push_back(std::move(arg));
            continue;
        }
        std::vector<bool> top;   // per token of arg: outside braces
        for (;;) {
            const Token* t = next_raw();
            if (!t)
                return fail("Runaway argument: " + name + "'s argument " + std::to_string(args.size() + 1) +
                            " never meets \"" + to_text(Tokens(pattern.begin() + from, pattern.begin() + i)) + "\"");
            arg.push_back(*t);
            top.push_back(!t->is_char('{'));
            if (t->is_char('{')) {   // a group is read whole
                int depth = 1;
                while (depth > 0) {
                    const Token* u = next_raw();
                    if (!u) break;
                    if (u->is_char('{')) ++depth;
                    if (u->is_char('}')) --depth;
                    arg.push_back(*u);
                    top.push_back(false);
                }
                continue;
            }
            if (arg.size() < delimiter) continue;
            bool match = true;
            for (size_t k = 0; k < delimiter && match; ++k) {
                const size_t at = arg.size() - delimiter + k;
                match = top[at] && same_token(arg[at], pattern[from + k]);
            }
            if (match) {
                arg.resize(arg.size() - delimiter);
                break;
            }
        }
        if (arg.size() >= 2 && arg.front().is_char('{') && arg.back().is_char('}')) {
            int depth = 0;
            bool whole = true;
            for (size_t k = 0; k + 1 < arg.size() && whole; ++k) {
                if (arg[k].is_char('{')) ++depth;
                if (arg[k].is_char('}')) --depth;
                whole = depth > 0;
            }
            if (whole) arg = Tokens(arg.begin() + 1, arg.end() - 1);
        }
        args.push_back(std::move(arg));
    }
    return true;
}

bool Stream::expand(const Token& command, const Macro& macro) {
    std::vector<Tokens> args;
    args.reserve(static_cast<size_t>(macro.params));
    if (macro.pattern && !read_pattern(command, macro, args)) return !budget_.stop;
    for (int k = macro.pattern ? macro.params : 0; k < macro.params; ++k) {
        Tokens arg;
        if (k == 0 && macro.optional_first) {
            while (const Token* t = peek_raw()) {
                if (!t->is_space()) break;
                next_raw();
            }
            const Token* t = peek_raw();
            if (t && t->is_char('[')) {
                read_delimited('[', ']', arg);
            } else {
                arg = macro.optional_default;
            }
        } else if (!read_argument(arg)) {
            if (budget_.error && !budget_.stop)
                budget_.error("tikz.macro.argument", command.offset, command.end(),
                              "\\" + std::string(command.name) + " needs " + std::to_string(macro.params) +
                                  " argument(s); argument " + std::to_string(k + 1) + " is missing");
            return !budget_.stop;
        }
        args.push_back(std::move(arg));
    }
    auto body = std::make_shared<Tokens>();
    if (macro.params == 0) {
        body = std::const_pointer_cast<Tokens>(macro.body);
    } else if (macro.body) {
        body->reserve(macro.body->size());
        for (const Token& t : *macro.body) {
            if (t.kind == Token::Kind::Param) {
                const int k = t.c - '1';
                if (k < static_cast<int>(args.size())) body->insert(body->end(), args[k].begin(), args[k].end());
            } else {
                body->push_back(t);
            }
        }
    }
    if (!budget_.spend(command.offset, static_cast<std::int64_t>(body ? body->size() / 8 : 0))) return false;
    drop_finished();
    if (frames_.size() >= budget_.max_frames) {
        budget_.stop = true;
        if (budget_.exhausted) budget_.exhausted("depth", command.offset);
        return false;
    }
    if (body && !body->empty()) frames_.push_back(Frame{std::move(body), 0});
    return true;
}

void Stream::skip_spaces() {
    while (const Token* t = peek()) {
        if (!t->is_space()) break;
        next();
    }
}

bool Stream::accept(char c) {
    skip_spaces();
    const Token* t = peek();
    if (t && t->is_char(c)) {
        next();
        return true;
    }
    return false;
}

std::uint32_t Stream::position() {
    const Token* t = peek_raw();
    return t ? t->offset : end_offset_;
}

bool Stream::read_group(Tokens& out) {
    skip_spaces();
    const Token* t = peek();
    if (!t || !t->is_char('{')) return false;
    next();
    int depth = 1;
    while (const Token* u = next_raw()) {
        if (u->is_char('{')) ++depth;
        if (u->is_char('}') && --depth == 0) return true;
        out.push_back(*u);
    }
    return false;
}

bool Stream::read_delimited(char open, char close, Tokens& out, bool* unclosed) {
    const Token* t = peek();
    if (!t || !t->is_char(open)) return false;
    next();
    out.reserve(out.size() + 16);
    int nest = 1, braces = 0;
    while (const Token* u = next_raw()) {
        if (u->is_char('{')) ++braces;
        if (u->is_char('}')) --braces;
        if (braces == 0) {
            if (u->is_char(open) && open != close) ++nest;
            else if (u->is_char(close) && --nest == 0) return true;
        }
        out.push_back(*u);
    }
    if (unclosed) *unclosed = true;
    return false;
}

Tokens Stream::read_until(char stop) {
    Tokens out;
    int braces = 0;
    while (const Token* t = peek_raw()) {
        if (braces == 0 && t->is_char(stop)) break;
        if (t->is_char('{')) ++braces;
        if (t->is_char('}')) {
            if (braces == 0) break;
            --braces;
        }
        out.push_back(*next_raw());
    }
    return out;
}

Tokens expand_tokens(const Tokens& tokens, Macros& macros, Budget& budget) {
    Stream s(std::make_shared<const Tokens>(tokens), macros, budget);
    Tokens out;
    while (const Token* t = s.next()) out.push_back(*t);
    return out;
}

std::string expand_to_text(const Tokens& tokens, Macros& macros, Budget& budget) {
    return to_text(expand_tokens(tokens, macros, budget));
}

}  // namespace plumbline::tikz
