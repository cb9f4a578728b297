// TeX's conditionals as the stream's head expands them (stream.hpp): the condition is read
// with macros expanded (\ifnum\i>2, \ifdim\r pt<1cm, \ifodd\n, \ifx\a\b), a false branch is
// skipped raw to its \else or \fi, counting the conditionals nested in it, and the \else of
// a true branch skips to its \fi. Malformed conditions are located errors, as in TeX.
#include <cctype>
#include <cmath>
#include <string>

#include "formats/tikz/stream.hpp"

namespace plumbline::tikz {

namespace {

constexpr int kMaxScanNesting = 64;   // \ifnum\ifnum... inside conditions

bool opens_conditional(std::string_view name) {
    return name.size() > 2 && name.substr(0, 2) == "if" && name != "ifthenelse";
}

// Points per unit, for \ifdim.
double unit_size(const std::string& u) {
    if (u == "pt") return 1;
    if (u == "bp") return 72.27 / 72;
    if (u == "in") return 72.27;
    if (u == "cm") return 72.27 / 2.54;
    if (u == "mm") return 72.27 / 25.4;
    if (u == "pc") return 12;
    if (u == "dd") return 1238.0 / 1157;
    if (u == "cc") return 12 * 1238.0 / 1157;
    if (u == "sp") return 1.0 / 65536;
    if (u == "em") return 10;
    if (u == "ex") return 4.30555;
    return -1;
}

}  // namespace

bool is_conditional(std::string_view name) {
    return name == "ifnum" || name == "ifdim" || name == "ifodd" || name == "ifx" || name == "ifdefined" ||
           name == "iftrue" || name == "iffalse" || name == "else" || name == "fi";
}

void Stream::fail(const char* code, const Token& command, const std::string& message) {
    if (budget_.error && !budget_.stop) budget_.error(code, command.offset, command.end(), message);
}

// A number (or with `dimension`, a length in pt) as TeX scans one: signs, digits (and a
// decimal point for a length), then a unit; one blank after it is part of it.
bool Stream::scan_number(const Token& command, bool dimension, double& out) {
    double sign = 1;
    for (;;) {
        skip_spaces();
        const Token* t = peek();
        if (t && t->is_char('-')) sign = -sign;
        else if (!(t && t->is_char('+'))) break;
        next();
    }
    std::string digits;
    while (const Token* t = peek()) {
        if (t->kind != Token::Kind::Char) break;
        const bool digit = t->c >= '0' && t->c <= '9';
        const bool point = dimension && (t->c == '.' || t->c == ',') && digits.find('.') == std::string::npos;
        if (!digit && !point) break;
        digits += point ? '.' : t->c;
        next();
    }
    if (digits.empty() || digits == ".") {
        fail("tikz.conditional.syntax", command,
             "\\" + std::string(command.name) + ": a number is missing here (TeX: Missing number, treated as zero)");
        return false;
    }
    double value = std::atof(digits.c_str());
    if (dimension) {
        skip_spaces();
        std::string unit;
        for (int k = 0; k < 2; ++k) {
            const Token* t = peek();
            if (!t || t->kind != Token::Kind::Char || !std::isalpha(static_cast<unsigned char>(t->c))) break;
            unit += static_cast<char>(std::tolower(static_cast<unsigned char>(t->c)));
            next();
        }
        const double size = unit_size(unit);
        if (size < 0) {
            fail("tikz.conditional.syntax", command,
                 "\\ifdim: \"" + digits + unit + "\" has no unit TeX knows (TeX: Illegal unit of measure)");
            return false;
        }
        value *= size;
    }
    if (const Token* t = peek_raw(); t && t->is_space()) next_raw();   // one blank ends the number
    out = sign * value;
    return true;
}

// From after a false condition (to_else) or a true branch's \else, to the matching \else / \fi.
bool Stream::skip_branch(const Token& command, bool to_else) {
    int depth = 0;
    while (const Token* t = next_raw()) {
        if (t->kind != Token::Kind::Command) continue;
        if (opens_conditional(t->name)) {
            ++depth;
        } else if (t->name == "fi") {
            if (depth-- == 0) return true;
        } else if (t->name == "else" && depth == 0 && to_else) {
            ++open_conditionals_;   // the \else branch is read; its \fi is to come
            return true;
        }
    }
    if (!budget_.stop)
        fail("tikz.conditional.syntax", command, "\\" + std::string(command.name) + " is never ended by \\fi");
    return false;
}

bool Stream::conditional(const Token& command) {
    const std::string_view name = command.name;
    if (name == "fi" || name == "else") {
        if (open_conditionals_ == 0) {
            fail("tikz.conditional.syntax", command,
                 "\\" + std::string(name) + " without a matching \\if (TeX: Extra \\" + std::string(name) + ")");
            return !budget_.stop;
        }
        if (name == "fi") {
            --open_conditionals_;
            return true;
        }
        --open_conditionals_;
        return skip_branch(command, false);
    }
    if (scanning_ >= kMaxScanNesting) {
        fail("tikz.conditional.syntax", command, "Conditionals are nested inside conditions too deeply here");
        budget_.stop = true;
        return false;
    }
    ++scanning_;
    bool truth = false, ok = true;
    if (name == "iftrue" || name == "iffalse") {
        truth = name == "iftrue";
    } else if (name == "ifodd") {
        double n = 0;
        ok = scan_number(command, false, n);
        truth = ok && std::fmod(std::abs(n), 2) == 1;
    } else if (name == "ifx" || name == "ifdefined") {
        // Two raw tokens compared by meaning (\ifx), or one user macro's existence (\ifdefined).
        auto raw = [&]() -> const Token* {
            while (const Token* t = peek_raw()) {
                if (!t->is_space()) break;
                next_raw();
            }
            return next_raw();
        };
        const Token* a = raw();
        const Token first = a ? *a : Token{};
        if (!a) ok = false;
        else if (name == "ifdefined") truth = first.kind == Token::Kind::Command && macros_.find(first.name);
        else if (const Token* b = raw()) {
            const Token second = *b;
            if (first.kind != second.kind) {
                truth = false;
            } else if (first.kind != Token::Kind::Command) {
                truth = first.c == second.c;
            } else if (first.name == second.name) {
                truth = true;
            } else {
                const Macro* x = macros_.find(first.name);
                const Macro* y = macros_.find(second.name);
                truth = x && y && x->params == y->params && x->body && y->body && to_text(*x->body) == to_text(*y->body);
            }
        } else {
            ok = false;
        }
    } else {   // \ifnum, \ifdim
        const bool dimension = name == "ifdim";
        double a = 0, b = 0;
        ok = scan_number(command, dimension, a);
        char relation = 0;
        if (ok) {
            skip_spaces();
            const Token* t = peek();
            if (t && (t->is_char('<') || t->is_char('=') || t->is_char('>'))) {
                relation = t->c;
                next();
            } else {
                fail("tikz.conditional.syntax", command,
                     "\\" + std::string(name) + " needs <, = or > between its numbers (TeX: Missing = inserted)");
                ok = false;
            }
        }
        ok = ok && scan_number(command, dimension, b);
        if (!dimension) {   // \ifnum compares integers: TeX stops reading a number at its point
            a = std::trunc(a);
            b = std::trunc(b);
        }
        truth = relation == '<' ? a < b : relation == '>' ? a > b : a == b;
    }
    --scanning_;
    if (budget_.stop) return false;
    if (!ok) truth = false;   // read on as TeX does after its error, in the \else branch
    if (truth) {
        ++open_conditionals_;
        return true;
    }
    return skip_branch(command, true);
}

}  // namespace plumbline::tikz
