// TeX registers as pictures and their classes use them: \newdimen\QP, \QP=1.625in,
// \newlength{\w} + \setlength{\w}{2cm}, \newcount\n, \advance\n by 1, \multiply, \divide,
// \dimen0=.., \count0=... A register is a macro with a `reg` kind (macros.hpp), local to the
// group it is assigned in as TeX's are (\global assigns at the outermost level); an expression
// reads its value ("(117.43874pt)", "5"), and the statement loop reads an assignment to it
// (Stream::keep_registers). Dimensions are kept in scaled points, as TeX keeps them.
#include <cctype>
#include <cmath>
#include <cstdio>

#include "formats/tikz/interpreter.hpp"

namespace plumbline::tikz {

namespace {

// While a register's value or target is read, registers stay commands (\advance\W reads \W
// itself, 0.5\W its value), whatever blanks are skipped on the way.
struct KeepRegisters {
    Stream& s;
    bool old;
    explicit KeepRegisters(Stream& stream) : s(stream), old(stream.keep_registers) { s.keep_registers = true; }
    ~KeepRegisters() { s.keep_registers = old; }
};

constexpr double kMaxDimenSp = 1073741823;   // \maxdimen, 16383.99998pt
constexpr double kMaxCount = 2147483647;

// Points per unit, as TeX converts them (in: 7227/100, cm: 7227/254, ...).
double unit_size(const std::string& u) {
    if (u == "pt") return 1;
    if (u == "bp") return 7227.0 / 7200;
    if (u == "in") return 7227.0 / 100;
    if (u == "cm") return 7227.0 / 254;
    if (u == "mm") return 7227.0 / 2540;
    if (u == "pc") return 12;
    if (u == "dd") return 1238.0 / 1157;
    if (u == "cc") return 14856.0 / 1157;
    if (u == "sp") return 1.0 / 65536;
    if (u == "em") return 10;        // cmr10's quad, the size TikZ's text is set in
    if (u == "ex") return 4.30554;   // cmr10's x-height
    return -1;
}

std::string format_value(char kind, double v) {
    if (kind == 'c') return std::to_string(static_cast<long long>(v));
    // TeX's \the: the dimension in pt, to the sp; parenthesised so that a factor or an
    // operator written next to it (-\QP/2) applies to the whole value.
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.5f", v);
    std::string s(buf);
    while (s.size() > 1 && s.back() == '0') s.pop_back();
    if (s.back() == '.') s += '0';
    return "(" + s + "pt)";
}

}  // namespace

bool Interpreter::is_register(std::string_view name) const {
    const Macro* m = macros_.find(name);
    return m && m->reg;
}

// Defines or assigns a register named `name`: its kind, its value (pt for a dimension, sp-exact).
void Interpreter::set_register(const std::string& name, char kind, double value, bool global) {
    if (kind == 'd') value = std::round(value * 65536) / 65536;
    else value = std::trunc(value);
    Macro m;
    m.reg = kind;
    m.value = value;
    const std::string text = format_value(kind, value);
    m.body = std::make_shared<const Tokens>(text_tokens(text, 0));
    macros_.define(name, std::move(m), global);
}

// A numbered register (\dimen0, \count255) as a name of its own: "dimen@0".
bool Interpreter::numbered_register(Stream& s, const Token& t, std::string& name) {
    std::string digits;
    s.skip_spaces();
    while (const Token* d = s.peek_raw()) {
        if (d->kind != Token::Kind::Char || d->c < '0' || d->c > '9') break;
        digits += d->c;
        s.next_raw();
    }
    if (digits.empty() || digits.size() > 5) {
        error("tikz.register.syntax", "\\" + std::string(t.name) + " needs a register number (0 to 32767) here.",
              t.offset, t.end());
        return false;
    }
    name = std::string(t.name) + "@" + std::to_string(std::stoi(digits));
    if (!macros_.find(name)) set_register(name, t.name == "count" ? 'c' : 'd', 0, true);
    return true;
}

// The register a command names, raw: \QP, or \dimen<n> / \count<n> / \skip<n>.
bool Interpreter::register_name(Stream& s, const Token& t, std::string& name) {
    if (t.kind != Token::Kind::Command) return false;
    if (t.name == "dimen" || t.name == "count" || t.name == "skip") return numbered_register(s, t, name);
    if (!is_register(t.name)) return false;
    name = std::string(t.name);
    return true;
}

// A value as TeX scans one after a register (`=` and blanks before it are read by the
// caller): signs, then digits with a unit (`1.625in`, `-2 cm`, `true`), a factor and a
// register (`0.5\QP`), or a register alone. A dimension in pt, a count an integer.
bool Interpreter::scan_register_value(Stream& s, const Token& at, char kind, double& out) {
    KeepRegisters keep(s);
    double sign = 1;
    for (;;) {
        s.skip_spaces();
        const Token* t = s.peek();
        if (t && t->is_char('-')) sign = -sign;
        else if (!(t && t->is_char('+'))) break;
        s.next();
    }
    auto fail = [&](const std::string& what) {
        error("tikz.register.value",
              "\\" + std::string(at.name) + ": " + what + " (TeX: Missing number, treated as zero / Illegal unit of measure).",
              at.offset, at.end());
        return false;
    };
    auto register_value = [&](const Token& r, double& v, char& k) {
        std::string name;
        const Token copy = r;
        s.next_raw();
        if (!register_name(s, copy, name)) return false;
        const Macro* m = macros_.find(name);
        v = m->value;
        k = m->reg;
        return true;
    };
    const Token* head = s.peek();
    if (head && head->kind == Token::Kind::Command) {   // a register alone: its value (a count's, in sp)
        double v = 0;
        char k = 0;
        if (!register_value(*head, v, k)) return fail("a number or a length is missing here");
        out = sign * (kind == 'd' && k == 'c' ? v / 65536 : kind == 'c' && k == 'd' ? v * 65536 : v);
        return true;
    }
    std::string digits;
    while (const Token* t = s.peek()) {
        if (t->kind != Token::Kind::Char) break;
        const bool digit = t->c >= '0' && t->c <= '9';
        const bool point = kind == 'd' && (t->c == '.' || t->c == ',') && digits.find('.') == std::string::npos;
        if (!digit && !point) break;
        digits += point ? '.' : t->c;
        s.next();
    }
    if (digits.empty() || digits == ".") return fail("a number is missing here");
    double value = std::atof(digits.c_str());
    if (kind == 'd') {
        s.skip_spaces();
        const Token* u = s.peek();
        if (u && u->kind == Token::Kind::Command) {   // a factor times a register: 0.5\QP
            double v = 0;
            char k = 0;
            if (!register_value(*u, v, k) || k != 'd') return fail("\"" + digits + "\" needs a unit here");
            value *= v;
        } else {
            std::string unit;
            auto letters = [&](int n) {
                std::string w;
                for (int k = 0; k < n; ++k) {
                    const Token* c = s.peek();
                    if (!c || c->kind != Token::Kind::Char || !std::isalpha(static_cast<unsigned char>(c->c))) break;
                    w += static_cast<char>(std::tolower(static_cast<unsigned char>(c->c)));
                    s.next();
                }
                return w;
            };
            unit = letters(2);
            if (unit == "tr") {   // `true`: at magnification 1000, the same length
                if (letters(2) != "ue") return fail("\"" + digits + unit + "\" has no unit TeX knows");
                s.skip_spaces();
                unit = letters(2);
            }
            const double size = unit_size(unit);
            if (size < 0) return fail("\"" + digits + unit + "\" has no unit TeX knows");
            value *= size;
        }
        if (std::abs(value) * 65536 > kMaxDimenSp) {
            error("tikz.register.value", "\\" + std::string(at.name) + ": the length is past TeX's largest, 16383.99998pt "
                  "(TeX: Dimension too large).", at.offset, at.end());
            return false;
        }
    } else if (value > kMaxCount) {
        error("tikz.register.value", "\\" + std::string(at.name) + ": the number is past TeX's largest, 2147483647 "
              "(TeX: Number too big).", at.offset, at.end());
        return false;
    }
    if (const Token* t = s.peek_raw(); t && t->is_space()) s.next_raw();   // one blank ends the value
    out = sign * value;
    return true;
}

// `\X=<value>`, `\X <value>`: t is the register's command (the statement loop kept it).
void Interpreter::assign_register(Stream& s, const Token& t, bool global) {
    KeepRegisters keep(s);
    std::string name;
    if (!register_name(s, t, name)) return;
    const char kind = macros_.find(name)->reg;
    s.skip_spaces();
    s.accept('=');
    double v = 0;
    if (scan_register_value(s, t, kind, v)) set_register(name, kind, v, global);
}

// \advance\X by <value>, \multiply\X by <n>, \divide\X by <n> (a count divides towards zero,
// a dimension's sp too, as TeX does).
void Interpreter::arithmetic_register(Stream& s, const Token& op, bool global) {
    KeepRegisters keep(s);
    s.skip_spaces();
    const Token* r = s.next_raw();
    std::string name;
    if (!r) return;
    const Token target = *r;
    if (!register_name(s, target, name)) {
        error("tikz.register.syntax",
              "\\" + std::string(op.name) + " needs a register here (\\newdimen, \\newcount, \\newlength) "
              "(TeX: You can't use `\\" + std::string(op.name) + "' after \\" + std::string(op.name) + ").",
              op.offset, target.end());
        return;
    }
    const Macro* m = macros_.find(name);
    const char kind = m->reg;
    const double old = m->value;
    s.skip_spaces();
    // The optional keyword `by`.
    if (const Token* b = s.peek(); b && b->kind == Token::Kind::Char && (b->c == 'b' || b->c == 'B')) {
        s.next();
        if (const Token* y = s.peek(); y && y->kind == Token::Kind::Char && (y->c == 'y' || y->c == 'Y')) s.next();
    }
    double v = 0;
    if (op.name == "advance") {
        if (!scan_register_value(s, op, kind, v)) return;
        set_register(name, kind, old + v, global);
        return;
    }
    if (!scan_register_value(s, op, 'c', v)) return;
    if (op.name == "multiply") {
        set_register(name, kind, old * v, global);
    } else if (v == 0) {
        error("tikz.register.value", "\\divide by zero (TeX: Arithmetic overflow).", op.offset, op.end());
    } else {
        set_register(name, kind, kind == 'd' ? std::trunc(old * 65536 / v) / 65536 : std::trunc(old / v), global);
    }
}

// What registers.cpp reads as a statement: true when t was one of them.
bool Interpreter::register_statement(Stream& s, const Token& t) {
    if (t.kind != Token::Kind::Command) return false;
    const std::string_view n = t.name;
    bool global = false;
    Token command = t;
    if (n == "global") {   // \global\X=.., \global\advance..
        KeepRegisters keep(s);
        s.skip_spaces();
        const Token* next = s.peek();
        if (!next || next->kind != Token::Kind::Command) return true;
        command = *next;
        if (!is_register(command.name) &&
            !one_of(command.name, {"advance", "multiply", "divide", "dimen", "count", "skip"}))
            return true;   // \global\def.. and the like: the next statement reads it
        s.next_raw();
        global = true;
    }
    const std::string_view c = command.name;
    if (is_register(c) || c == "dimen" || c == "count" || c == "skip") {
        assign_register(s, command, global);
        return true;
    }
    if (one_of(c, {"advance", "multiply", "divide"})) {
        arithmetic_register(s, command, global);
        return true;
    }
    if (one_of(c, {"newdimen", "newcount", "newlength", "newskip", "countdef", "dimendef"})) {
        // \newdimen\X, \newlength{\X} / \newlength\X; \countdef\X=<n>: a register of its own.
        Tokens arg;
        if (!s.read_argument(arg) || arg.size() != 1 || arg[0].kind != Token::Kind::Command) {
            error("tikz.register.syntax", "\\" + std::string(c) + " needs a command name to define here.",
                  command.offset, command.end());
            return true;
        }
        const char kind = c == "newcount" || c == "countdef" ? 'c' : 'd';
        if (c == "newlength" && macros_.find(arg[0].name)) {
            error("tikz.register.syntax", "\\newlength: \\" + std::string(arg[0].name) + " is already defined "
                  "(LaTeX: Command already defined).", command.offset, arg[0].end());
            return true;
        }
        double value = 0;
        if (c == "countdef" || c == "dimendef") {   // \countdef\X=2: starts with register 2's value
            s.skip_spaces();
            s.accept('=');
            if (!scan_register_value(s, command, 'c', value)) return true;
            const Macro* numbered = macros_.find((c == "countdef" ? "count@" : "dimen@") +
                                                 std::to_string(static_cast<long long>(value)));
            value = numbered ? numbered->value : 0;
        }
        set_register(std::string(arg[0].name), kind, value, true);   // \newdimen allocates globally
        return true;
    }
    if (c == "setlength" || c == "addtolength") {
        // Only a length the document defined is assigned; LaTeX's own (\parindent) are layout.
        Tokens target, value;
        if (!s.read_argument(target)) return true;
        if (target.size() != 1 || target[0].kind != Token::Kind::Command || !is_register(target[0].name)) {
            s.read_argument(value);
            return true;
        }
        const std::string name(target[0].name);
        if (!s.read_argument(value)) return true;
        const char kind = macros_.find(name)->reg;
        const double old = macros_.find(name)->value;
        Stream v(std::make_shared<const Tokens>(value), macros_, budget_);
        double x = 0;
        if (!scan_register_value(v, command, kind, x)) return true;
        v.skip_spaces();
        if (!v.at_end()) {
            error("tikz.register.value", "\\" + std::string(c) + ": only a length is read here, not \"" +
                  to_text(value) + "\" (\\setlength's glue and calc expressions are not read).",
                  command.offset, command.end());
            return true;
        }
        set_register(name, kind, c == "setlength" ? x : old + x, false);
        return true;
    }
    return false;
}

}  // namespace plumbline::tikz
