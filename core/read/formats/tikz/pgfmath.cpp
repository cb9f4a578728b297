// A pgfmath evaluator: recursive descent over the expression text, with a nesting limit
// (parentheses and function arguments) and the caller's step budget, so no expression can
// recurse deep or run long. Precedence follows the pgfmath manual: ?: < || < && < ==, !=
// < <, >, <=, >= < +, - < *, / < unary -, ! < ^ < postfix (!, r).
#include "formats/tikz/pgfmath.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "base/decimal.hpp"
#include "base/numbers.hpp"

namespace plumbline::tikz {

namespace {

constexpr int kMaxNesting = 64;
constexpr double kMaxDimen = 16383.99998;   // \maxdimen, in pt

// TeX units in pt (the TeXbook; em and ex are those of 10pt Computer Modern).
bool unit_in_pt(std::string_view unit, double& pt) {
    struct Unit {
        std::string_view name;
        double pt;
    };
    static constexpr Unit kUnits[] = {{"pt", 1.0},          {"bp", 72.27 / 72},       {"in", 72.27},
                                      {"cm", 72.27 / 2.54}, {"mm", 72.27 / 25.4},     {"pc", 12.0},
                                      {"dd", 1238.0 / 1157}, {"cc", 12 * 1238.0 / 1157}, {"sp", 1.0 / 65536},
                                      {"em", 10.0},         {"ex", 4.3055},           {"px", 72.27 / 72}};   // px: pdfTeX's \pdfpxdimen, 1bp
    for (const Unit& u : kUnits)
        if (u.name == unit) {
            pt = u.pt;
            return true;
        }
    return false;
}

struct Value {
    double v = 0;
    bool unit = false;
};

class Parser {
public:
    Parser(std::string_view text, std::int64_t& steps, bool fpu = false) : s_(text), steps_(steps), fpu_(fpu) {}

    MathResult run() {
        MathResult r;
        Value v = ternary();
        skip_space();
        if (!failed_ && pos_ < s_.size()) fail("unexpected '" + std::string(1, s_[pos_]) + "'");
        if (failed_) {
            r.error = error_;
            r.error_offset = error_at_;
            return r;
        }
        if (!std::isfinite(v.v)) {
            r.error = "the result is not a finite number";
            return r;
        }
        r.ok = true;
        r.value = v.v;
        // pgfmath's \ifpgfmathunitsdeclared: set by any unit read anywhere in the expression, so
        // (2*\R*\R/(4*\R)) with \R=1cm is a length, though the units cancel.
        r.has_unit = v.unit || units_declared_;
        return r;
    }

private:
    std::string_view s_;
    size_t pos_ = 0;
    std::int64_t& steps_;
    int depth_ = 0;
    bool failed_ = false;
    bool units_declared_ = false;   // a unit was read somewhere in the expression
    bool fpu_ = false;   // pgfplots' floating point unit: no dimension limit
    std::string error_;
    size_t error_at_ = 0;

    void fail(const std::string& message) {
        if (failed_) return;
        failed_ = true;
        error_ = message;
        error_at_ = pos_;
    }
    // pgfmath computes in TeX dimensions: a result past the largest one stops TeX with
    // "Dimension too large" (sqrt(121.57^2+65.54^2) does: the sum is 19074). Checked on
    // what operators and functions make, not on literals (\foreach reads its bounds itself).
    Value checked(Value v) {
        if (!failed_ && !fpu_ && std::abs(v.v) > kMaxDimen)
            fail("Dimension too large: " + format_value(v.v) + " is past TeX's largest dimension, 16383.99998pt "
                 "(veclen(x,y) avoids the square)");
        return v;
    }
    bool spend() {
        if (steps_ <= 0) {
            fail("the interpretation step budget ran out");
            return false;
        }
        --steps_;
        return true;
    }
    void skip_space() {
        // An empty group is nothing to pgfmath (`\r{}` after a macro): skipped like a blank.
        while (pos_ < s_.size() && (std::isspace(static_cast<unsigned char>(s_[pos_])) ||
                                    (s_[pos_] == '{' && pos_ + 1 < s_.size() && s_[pos_ + 1] == '}')))
            pos_ += s_[pos_] == '{' ? 2 : 1;
    }
    bool eat(std::string_view token) {
        skip_space();
        if (s_.substr(pos_, token.size()) != token) return false;
        pos_ += token.size();
        return true;
    }
    bool peek(char c) {
        skip_space();
        return pos_ < s_.size() && s_[pos_] == c;
    }

    // One nesting level (parentheses, function arguments, the branches of ?:).
    struct Nest {
        Parser& p;
        bool ok;
        explicit Nest(Parser& parser) : p(parser), ok(++parser.depth_ <= kMaxNesting) {
            if (!ok) p.fail("nested more than " + std::to_string(kMaxNesting) + " levels deep");
        }
        ~Nest() { --p.depth_; }
    };

    Value ternary() {
        Nest nest(*this);
        if (!nest.ok) return {};
        Value c = logical_or();
        if (failed_ || !eat("?")) return c;
        Value a = ternary();
        if (!eat(":")) {
            fail("'?' without its ':'");
            return {};
        }
        Value b = ternary();
        return c.v != 0 ? a : b;
    }
    Value logical_or() {
        Value a = logical_and();
        while (!failed_ && eat("||")) {
            Value b = logical_and();
            a = {(a.v != 0 || b.v != 0) ? 1.0 : 0.0, false};
        }
        return a;
    }
    Value logical_and() {
        Value a = comparison();
        while (!failed_ && eat("&&")) {
            Value b = comparison();
            a = {(a.v != 0 && b.v != 0) ? 1.0 : 0.0, false};
        }
        return a;
    }
    Value comparison() {
        Value a = additive();
        while (!failed_) {
            skip_space();
            const std::string_view ops[] = {"==", "!=", "<=", ">=", "<", ">"};
            std::string_view op;
            for (std::string_view o : ops)
                if (s_.substr(pos_, o.size()) == o) {
                    op = o;
                    break;
                }
            if (op.empty()) break;
            pos_ += op.size();
            const Value b = additive();
            bool r = false;
            if (op == "==") r = a.v == b.v;
            else if (op == "!=") r = a.v != b.v;
            else if (op == "<=") r = a.v <= b.v;
            else if (op == ">=") r = a.v >= b.v;
            else if (op == "<") r = a.v < b.v;
            else r = a.v > b.v;
            a = {r ? 1.0 : 0.0, false};
        }
        return a;
    }
    Value additive() {
        Value a = multiplicative();
        while (!failed_) {
            if (eat("+")) {
                const Value b = multiplicative();
                a = checked({a.v + b.v, a.unit || b.unit});
            } else if (peek('-')) {
                ++pos_;
                const Value b = multiplicative();
                a = checked({a.v - b.v, a.unit || b.unit});
            } else {
                break;
            }
        }
        return a;
    }
    Value multiplicative() {
        Value a = unary();
        while (!failed_) {
            if (eat("*")) {
                const Value b = unary();
                a = checked({a.v * b.v, a.unit || b.unit});
            } else if (eat("/")) {
                const Value b = unary();
                if (b.v == 0) {
                    fail("division by zero");
                    return {};
                }
                a = checked({a.v / b.v, a.unit && !b.unit});
            } else {
                break;
            }
        }
        return a;
    }
    Value unary() {
        if (!spend()) return {};
        if (eat("-")) {
            Nest nest(*this);
            if (!nest.ok) return {};
            Value v = unary();
            v.v = -v.v;
            return v;
        }
        if (eat("+")) {
            Nest nest(*this);
            if (!nest.ok) return {};
            return unary();
        }
        skip_space();
        if (pos_ < s_.size() && s_[pos_] == '!' && s_.substr(pos_, 2) != "!=") {
            ++pos_;
            Nest nest(*this);
            if (!nest.ok) return {};
            const Value v = unary();
            return {v.v == 0 ? 1.0 : 0.0, false};
        }
        return power();
    }
    Value power() {
        Value base = postfix();
        if (!failed_ && eat("^")) {
            Nest nest(*this);
            if (!nest.ok) return {};
            const Value exponent = unary();   // right-associative; -2^2 is -(2^2)
            return checked({std::pow(base.v, exponent.v), base.unit});
        }
        return base;
    }
    Value postfix() {
        Value v = primary();
        while (!failed_) {
            skip_space();
            if (pos_ < s_.size() && s_[pos_] == '!' && s_.substr(pos_, 2) != "!=") {
                ++pos_;
                v = {factorial(v.v), false};
            } else if (pos_ < s_.size() && s_[pos_] == 'r' &&
                       (pos_ + 1 >= s_.size() || !std::isalpha(static_cast<unsigned char>(s_[pos_ + 1])))) {
                ++pos_;   // "1.5r": radians, converted to degrees
                v.v = v.v * 180 / kPi;
            } else {
                break;
            }
        }
        return v;
    }

    double factorial(double n) {
        if (n < 0 || n != std::floor(n) || n > 170) {
            fail("factorial needs a whole number from 0 to 170");
            return 0;
        }
        double r = 1;
        for (int i = 2; i <= static_cast<int>(n); ++i) r *= i;
        return r;
    }

    Value primary() {
        skip_space();
        if (pos_ >= s_.size()) {
            fail("an expression ends too early");
            return {};
        }
        const char c = s_[pos_];
        if (c == '(' || c == '{') {   // pgfmath groups with braces as with parentheses
            ++pos_;
            const Value v = ternary();
            if (!eat(c == '(' ? ")" : "}")) fail(c == '(' ? "'(' without its ')'" : "'{' without its '}'");
            return v;
        }
        if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') return number();
        if (std::isalpha(static_cast<unsigned char>(c))) return checked(function());
        if (c == '\\') {
            fail("the macro '" + std::string(word_at(pos_ + 1)) + "' is not defined here");
            return {};
        }
        fail("unexpected '" + std::string(1, c) + "'");
        return {};
    }

    std::string_view word_at(size_t i) const {
        size_t j = i;
        while (j < s_.size() && std::isalpha(static_cast<unsigned char>(s_[j]))) ++j;
        return s_.substr(i, j - i);
    }

    Value number() {
        const size_t start = pos_;
        while (pos_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '.')) ++pos_;
        // Scientific notation: 1e3, 2.5e-4 (but not the unit "em" or "ex").
        if (pos_ < s_.size() && (s_[pos_] == 'e' || s_[pos_] == 'E')) {
            size_t j = pos_ + 1;
            if (j < s_.size() && (s_[j] == '+' || s_[j] == '-')) ++j;
            if (j < s_.size() && std::isdigit(static_cast<unsigned char>(s_[j]))) {
                pos_ = j;
                while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) ++pos_;
            }
        }
        const std::string_view digits = s_.substr(start, pos_ - start);
        double v = 0;
        if (!parse_decimal(digits, v)) {   // strtod's value, without musl's slow strtod in WebAssembly
            pos_ = start;
            fail("'" + std::string(digits) + "' is not a number");
            return {};
        }
        // A unit directly after the number, or after spaces: "2cm", "2 cm".
        size_t u = pos_;
        while (u < s_.size() && s_[u] == ' ') ++u;
        const std::string_view unit = word_at(u);
        double pt = 1;
        if (unit.size() == 2 && unit_in_pt(unit, pt)) {
            pos_ = u + 2;
            units_declared_ = true;
            return {v * pt, true};
        }
        return {v, false};
    }

    // Arguments of a function call: a comma-separated list in parentheses.
    std::vector<Value> arguments(std::string_view name) {
        std::vector<Value> args;
        if (!eat("(")) return args;
        Nest nest(*this);
        if (!nest.ok) return args;
        if (eat(")")) return args;
        while (!failed_) {
            args.push_back(ternary());
            if (eat(")")) break;
            if (!eat(",")) {
                fail("the arguments of " + std::string(name) + " need ',' between them and ')' after them");
                break;
            }
        }
        return args;
    }

    Value function() {
        const size_t start = pos_;
        size_t j = pos_;
        while (j < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[j])) || s_[j] == '_')) ++j;
        const std::string name(s_.substr(pos_, j - pos_));
        pos_ = j;
        if (!spend()) return {};
        if (name == "pi") return {kPi, false};
        if (name == "e") return {std::exp(1.0), false};
        if (name == "true") return {1, false};
        if (name == "false") return {0, false};
        if (name == "rnd" || name == "rand" || name == "random") {
            pos_ = start;
            fail("random numbers are not supported: the same answer must always get the same verdict");
            return {};
        }
        const std::vector<Value> a = arguments(name);
        if (failed_) return {};
        const auto need = [&](size_t n) {
            if (a.size() == n) return true;
            pos_ = start;
            fail(name + " takes " + std::to_string(n) + (n == 1 ? " argument" : " arguments") + ", not " +
                 std::to_string(a.size()));
            return false;
        };
        const double rad = kPi / 180;
        const auto x = [&](size_t i) { return a[i].v; };
        if (name == "sin") return need(1) ? Value{std::sin(x(0) * rad)} : Value{};
        if (name == "cos") return need(1) ? Value{std::cos(x(0) * rad)} : Value{};
        if (name == "tan") return need(1) ? Value{std::tan(x(0) * rad)} : Value{};
        if (name == "sec") return need(1) ? Value{1 / std::cos(x(0) * rad)} : Value{};
        if (name == "cosec") return need(1) ? Value{1 / std::sin(x(0) * rad)} : Value{};
        if (name == "cot") return need(1) ? Value{1 / std::tan(x(0) * rad)} : Value{};
        if (name == "asin") return need(1) ? Value{std::asin(x(0)) / rad} : Value{};
        if (name == "acos") return need(1) ? Value{std::acos(x(0)) / rad} : Value{};
        if (name == "atan") return need(1) ? Value{std::atan(x(0)) / rad} : Value{};
        if (name == "atan2") return need(2) ? Value{std::atan2(x(0), x(1)) / rad} : Value{};
        if (name == "sinh") return need(1) ? Value{std::sinh(x(0))} : Value{};
        if (name == "cosh") return need(1) ? Value{std::cosh(x(0))} : Value{};
        if (name == "tanh") return need(1) ? Value{std::tanh(x(0))} : Value{};
        if (name == "deg") return need(1) ? Value{x(0) / rad} : Value{};
        if (name == "rad") return need(1) ? Value{x(0) * rad} : Value{};
        if (name == "exp") return need(1) ? Value{std::exp(x(0))} : Value{};
        if (name == "ln") return need(1) ? Value{std::log(x(0))} : Value{};
        if (name == "log10") return need(1) ? Value{std::log10(x(0))} : Value{};
        if (name == "log2") return need(1) ? Value{std::log2(x(0))} : Value{};
        if (name == "sqrt") return need(1) ? Value{std::sqrt(x(0)), a[0].unit} : Value{};
        if (name == "abs") return need(1) ? Value{std::abs(x(0)), a[0].unit} : Value{};
        if (name == "sign") return need(1) ? Value{double((x(0) > 0) - (x(0) < 0))} : Value{};
        if (name == "round") return need(1) ? Value{std::round(x(0)), a[0].unit} : Value{};
        if (name == "floor") return need(1) ? Value{std::floor(x(0)), a[0].unit} : Value{};
        if (name == "ceil") return need(1) ? Value{std::ceil(x(0)), a[0].unit} : Value{};
        if (name == "int") return need(1) ? Value{std::trunc(x(0)), a[0].unit} : Value{};
        if (name == "frac") return need(1) ? Value{x(0) - std::trunc(x(0))} : Value{};
        if (name == "real") return need(1) ? a[0] : Value{};
        if (name == "factorial") return need(1) ? Value{factorial(x(0))} : Value{};
        if (name == "pow") return need(2) ? Value{std::pow(x(0), x(1)), a[0].unit} : Value{};
        if (name == "mod" || name == "Mod") {
            if (!need(2)) return {};
            if (x(1) == 0) {
                fail("mod by zero");
                return {};
            }
            double m = std::fmod(x(0), x(1));
            if (name == "Mod" && m < 0) m += std::abs(x(1));   // Mod is never negative
            return {m, a[0].unit};
        }
        if (name == "veclen") return need(2) ? Value{std::hypot(x(0), x(1)), a[0].unit || a[1].unit} : Value{};
        if (name == "min" || name == "max") {
            if (a.empty()) {
                pos_ = start;
                fail(name + " needs at least one argument");
                return {};
            }
            Value best = a[0];
            for (const Value& v : a)
                if (name == "min" ? v.v < best.v : v.v > best.v) best = v;
            return best;
        }
        pos_ = start;
        fail("unknown function '" + name + "'");
        return {};
    }
};

}  // namespace

MathResult evaluate_math(std::string_view expr, std::int64_t& steps, bool fpu) { return Parser(expr, steps, fpu).run(); }

MathResult parse_length(std::string_view text) {
    std::int64_t steps = 10'000;   // a length is short; this only bounds a hostile one
    return evaluate_math(text, steps);
}

std::string format_value(double v, bool integer) {
    if (integer) return std::to_string(static_cast<long long>(std::llround(v)));
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.5f", v);
    std::string s = buffer;
    while (!s.empty() && s.back() == '0') s.pop_back();
    if (!s.empty() && s.back() == '.') s += '0';
    if (s == "-0.0") s = "0.0";
    return s;
}

}  // namespace plumbline::tikz
