// Arithmetic: integers stay integers while they fit 32 bits (then they become reals, as
// in PostScript); angles in degrees; division by zero is undefinedresult.
#include <cmath>
#include <cstdint>
#include <limits>

#include "base/numbers.hpp"
#include "formats/eps/machine.hpp"

namespace plumbline::eps {

namespace {

constexpr double kDeg = kPi / 180;

bool both_integers(Machine& m) { return m.top(0).type == Type::Integer && m.top(1).type == Type::Integer; }

bool finite_result(Machine& m, double v) {
    if (std::isfinite(v)) return true;
    return m.fail("undefinedresult", "the result is not a finite number");
}

template <class F>
bool binary(Machine& m, F f) {
    if (!m.need(2)) return false;
    const bool ints = both_integers(m);
    double ab[2];
    if (!m.pop_numbers(ab, 2)) return false;
    const double v = f(ab[0], ab[1]);
    if (!finite_result(m, v)) return false;
    return m.push(make_number(v, ints, m.op_offset));
}

bool op_add(Machine& m) { return binary(m, [](double a, double b) { return a + b; }); }
bool op_sub(Machine& m) { return binary(m, [](double a, double b) { return a - b; }); }
bool op_mul(Machine& m) { return binary(m, [](double a, double b) { return a * b; }); }

bool op_div(Machine& m) {
    double ab[2];
    if (!m.pop_numbers(ab, 2)) return false;
    if (ab[1] == 0) return m.fail("undefinedresult", "division by zero");
    const double v = ab[0] / ab[1];
    if (!finite_result(m, v)) return false;
    return m.push(make_real(v, m.op_offset));
}

bool int_pair(Machine& m, std::int64_t* a, std::int64_t* b) { return m.pop_integer(b) && m.pop_integer(a); }

bool op_idiv(Machine& m) {
    std::int64_t a = 0, b = 0;
    if (!int_pair(m, &a, &b)) return false;
    if (b == 0) return m.fail("undefinedresult", "division by zero");
    return m.push(make_integer(a / b, m.op_offset));
}

bool op_mod(Machine& m) {
    std::int64_t a = 0, b = 0;
    if (!int_pair(m, &a, &b)) return false;
    if (b == 0) return m.fail("undefinedresult", "division by zero");
    return m.push(make_integer(a % b, m.op_offset));
}

template <class F>
bool unary_keep_type(Machine& m, F f) {
    if (!m.need(1)) return false;
    const bool integer = m.top().type == Type::Integer;
    double v = 0;
    if (!m.pop_number(&v)) return false;
    return m.push(make_number(f(v), integer, m.op_offset));
}

bool op_neg(Machine& m) { return unary_keep_type(m, [](double v) { return -v; }); }
bool op_abs(Machine& m) { return unary_keep_type(m, [](double v) { return std::abs(v); }); }
bool op_ceiling(Machine& m) { return unary_keep_type(m, [](double v) { return std::ceil(v); }); }
bool op_floor(Machine& m) { return unary_keep_type(m, [](double v) { return std::floor(v); }); }
bool op_round(Machine& m) { return unary_keep_type(m, [](double v) { return std::floor(v + 0.5); }); }
bool op_truncate(Machine& m) { return unary_keep_type(m, [](double v) { return std::trunc(v); }); }

template <class F>
bool unary_real(Machine& m, F f) {
    double v = 0;
    if (!m.pop_number(&v)) return false;
    const double r = f(v);
    if (!finite_result(m, r)) return false;
    return m.push(make_real(r, m.op_offset));
}

bool op_sqrt(Machine& m) {
    if (m.need(1) && m.top().is_number() && m.top().number() < 0)
        return m.fail("rangecheck", "the square root of a negative number");
    return unary_real(m, [](double v) { return std::sqrt(v); });
}
bool op_sin(Machine& m) { return unary_real(m, [](double v) { return std::sin(std::fmod(v, 360.0) * kDeg); }); }
bool op_cos(Machine& m) { return unary_real(m, [](double v) { return std::cos(std::fmod(v, 360.0) * kDeg); }); }

bool log_operand(Machine& m) {
    if (m.need(1) && m.top().is_number() && m.top().number() <= 0)
        return m.fail("rangecheck", "the logarithm of a number that is not positive");
    return true;
}
bool op_ln(Machine& m) { return log_operand(m) && unary_real(m, [](double v) { return std::log(v); }); }
bool op_log(Machine& m) { return log_operand(m) && unary_real(m, [](double v) { return std::log10(v); }); }

bool op_exp(Machine& m) {
    double ab[2];
    if (!m.pop_numbers(ab, 2)) return false;
    if (ab[0] < 0 && ab[1] != std::floor(ab[1]))
        return m.fail("undefinedresult", "a negative base to a fractional power");
    if (ab[0] == 0 && ab[1] < 0) return m.fail("undefinedresult", "zero to a negative power");
    const double v = std::pow(ab[0], ab[1]);
    if (!finite_result(m, v)) return false;
    return m.push(make_real(v, m.op_offset));
}

bool op_atan(Machine& m) {
    double ab[2];
    if (!m.pop_numbers(ab, 2)) return false;
    if (ab[0] == 0 && ab[1] == 0) return m.fail("undefinedresult", "0 0 atan has no angle");
    double deg = std::atan2(ab[0], ab[1]) / kDeg;
    if (deg < 0) deg += 360;
    return m.push(make_real(deg, m.op_offset));
}

// The operand cvi and cvr convert: a number, or a string holding one (blanks around it).
bool pop_convertible(Machine& m, double* v) {
    if (!m.need(1)) return false;
    if (m.top().type != Type::String) return m.pop_number(v);
    bool integer = false;
    const std::string s = m.pop().string();
    size_t b = 0, e = s.size();
    while (b < e && is_white(s[b])) ++b;
    while (e > b && is_white(s[e - 1])) --e;
    if (!parse_number(std::string_view(s).substr(b, e - b), v, &integer))
        return m.fail("syntaxerror", "the string is not a number");
    if (!std::isfinite(*v)) return m.fail("limitcheck", "the number is out of range");
    return true;
}

bool op_cvi(Machine& m) {
    double v = 0;
    if (!pop_convertible(m, &v)) return false;
    v = std::trunc(v);
    if (std::abs(v) > 2147483647.0) return m.fail("rangecheck", "the number does not fit an integer");
    return m.push(make_integer(static_cast<std::int64_t>(v), m.op_offset));
}

bool op_cvr(Machine& m) {
    double v = 0;
    if (!pop_convertible(m, &v)) return false;
    return m.push(make_real(v, m.op_offset));
}

// rand: Park and Miller's minimal standard generator, x' = 16807 x mod (2^31 - 1), which
// Adobe's LanguageLevel 2 interpreters and Ghostscript use, from the state 1 Ghostscript
// starts with: a drawing reads the same every time, and as Ghostscript draws it.
bool op_rand(Machine& m) {
    constexpr std::int64_t kA = 16807, kM = 2147483647;
    m.rand_state = m.rand_state * kA % kM;
    return m.push(make_integer(m.rand_state, m.op_offset));
}

// srand: the state, adjusted into 1..2^31-2 as Adobe documents and Ghostscript does.
bool op_srand(Machine& m) {
    std::int64_t v = 0;
    if (!m.pop_integer(&v)) return false;
    if (v < 1) v = -(v % 0x7ffffffe) + 1;
    else if (v > 0x7ffffffe) v = 0x7ffffffe;
    m.rand_state = v;
    return true;
}

bool op_rrand(Machine& m) { return m.push(make_integer(m.rand_state, m.op_offset)); }

}  // namespace

void add_math_operators(std::vector<OperatorEntry>& t) {
    t.insert(t.end(), {{"add", op_add},         {"sub", op_sub},     {"mul", op_mul},   {"div", op_div},
                       {"idiv", op_idiv},       {"mod", op_mod},     {"neg", op_neg},   {"abs", op_abs},
                       {"ceiling", op_ceiling}, {"floor", op_floor}, {"round", op_round}, {"truncate", op_truncate},
                       {"sqrt", op_sqrt},       {"sin", op_sin},     {"cos", op_cos},   {"ln", op_ln},
                       {"log", op_log},         {"exp", op_exp},     {"atan", op_atan}, {"cvi", op_cvi},
                       {"cvr", op_cvr},         {"rand", op_rand},   {"srand", op_srand},
                       {"rrand", op_rrand}});
}

}  // namespace plumbline::eps
