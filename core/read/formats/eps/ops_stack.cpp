// Operand stack manipulation, comparison and logic, type and conversion operators.
#include <cmath>
#include <cstdio>

#include "formats/eps/machine.hpp"

namespace plumbline::eps {

namespace {

bool op_dup(Machine& m) { return m.need(1) && m.push(m.top()); }
bool op_pop(Machine& m) { return m.need(1) && (m.pop(), true); }
bool op_exch(Machine& m) {
    if (!m.need(2)) return false;
    std::swap(m.top(0), m.top(1));
    return true;
}
bool op_clear(Machine& m) {
    m.operands.clear();
    return true;
}
bool op_count(Machine& m) { return m.push(make_integer(static_cast<std::int64_t>(m.operands.size()), m.op_offset)); }
bool op_mark(Machine& m) { return m.push(make_mark(m.op_offset)); }

// The depth of the topmost mark, or -1.
long mark_depth(Machine& m) {
    for (size_t k = 0; k < m.operands.size(); ++k)
        if (m.top(k).type == Type::Mark) return static_cast<long>(k);
    return -1;
}

bool op_cleartomark(Machine& m) {
    const long d = mark_depth(m);
    if (d < 0) return m.fail("unmatchedmark", "no mark on the stack");
    m.operands.resize(m.operands.size() - static_cast<size_t>(d) - 1);
    return true;
}

bool op_counttomark(Machine& m) {
    const long d = mark_depth(m);
    if (d < 0) return m.fail("unmatchedmark", "no mark on the stack");
    return m.push(make_integer(d, m.op_offset));
}

bool op_copy(Machine& m) {
    if (!m.need(1)) return false;
    if (m.top().type == Type::Integer) {
        const std::int64_t n = m.pop().i;
        if (n < 0) return m.fail("rangecheck", "a negative count");
        if (!m.need(static_cast<size_t>(n))) return false;
        if (m.operands.size() + static_cast<size_t>(n) > kMaxOperandStack)
            return m.limit("stack", "The operand stack would hold more than " + std::to_string(kMaxOperandStack) +
                                        " objects; reading stopped here.");
        const size_t from = m.operands.size() - static_cast<size_t>(n);
        for (size_t k = 0; k < static_cast<size_t>(n); ++k) m.operands.push_back(m.operands[from + k]);
        return true;
    }
    // array1 array2 copy / string1 string2 copy / dict1 dict2 copy
    if (!m.need(2)) return false;
    Object dst = m.pop(), src = m.pop();
    if (src.type != dst.type) return m.fail("typecheck", "copy between different types");
    if (src.type == Type::Array) {
        if (src.array().size() > dst.array().size()) return m.fail("rangecheck", "the target array is shorter");
        for (size_t k = 0; k < src.array().size(); ++k) dst.array()[k] = src.array()[k];
        Array part(dst.array().begin(), dst.array().begin() + static_cast<long>(src.array().size()));
        return m.push(make_array(std::move(part), dst.executable, m.op_offset));
    }
    if (src.type == Type::String) {
        if (src.string().size() > dst.string().size()) return m.fail("rangecheck", "the target string is shorter");
        dst.string().replace(0, src.string().size(), src.string());
        return m.push(make_string(dst.string().substr(0, src.string().size()), m.op_offset));
    }
    if (src.type == Type::Dict) {
        for (const auto& [k, v] : src.dict().entries) dst.dict().entries[k] = v;
        return m.push(dst);
    }
    return m.fail("typecheck", "copy needs an integer, two arrays, two strings or two dictionaries");
}

bool op_index(Machine& m) {
    std::int64_t n = 0;
    if (!m.pop_integer(&n)) return false;
    if (n < 0 || static_cast<size_t>(n) >= m.operands.size())
        return m.fail(n < 0 ? "rangecheck" : "stackunderflow", "no operand " + std::to_string(n) + " deep");
    return m.push(m.top(static_cast<size_t>(n)));
}

bool op_roll(Machine& m) {
    std::int64_t n = 0, j = 0;
    if (!m.pop_integer(&j) || !m.pop_integer(&n)) return false;
    if (n < 0) return m.fail("rangecheck", "a negative count");
    if (!m.need(static_cast<size_t>(n))) return false;
    if (n == 0) return true;
    j %= n;
    if (j < 0) j += n;
    const auto first = m.operands.end() - static_cast<long>(n);
    std::rotate(first, m.operands.end() - static_cast<long>(j), m.operands.end());
    return true;
}

bool op_eq(Machine& m) {
    if (!m.need(2)) return false;
    const Object b = m.pop(), a = m.pop();
    return m.push(make_bool(equal(a, b), m.op_offset));
}
bool op_ne(Machine& m) {
    if (!m.need(2)) return false;
    const Object b = m.pop(), a = m.pop();
    return m.push(make_bool(!equal(a, b), m.op_offset));
}

template <class F>
bool compare(Machine& m, F f) {
    if (!m.need(2)) return false;
    const Object& a = m.top(1);
    const Object& b = m.top(0);
    if (a.type == Type::String && b.type == Type::String) {
        const int c = a.string().compare(b.string());
        m.pop(), m.pop();
        return m.push(make_bool(f(c, 0), m.op_offset));
    }
    double ab[2];
    if (!m.pop_numbers(ab, 2)) return false;
    return m.push(make_bool(f(ab[0], ab[1]), m.op_offset));
}
bool op_gt(Machine& m) { return compare(m, [](double a, double b) { return a > b; }); }
bool op_ge(Machine& m) { return compare(m, [](double a, double b) { return a >= b; }); }
bool op_lt(Machine& m) { return compare(m, [](double a, double b) { return a < b; }); }
bool op_le(Machine& m) { return compare(m, [](double a, double b) { return a <= b; }); }

template <class B, class I>
bool logic(Machine& m, B on_bools, I on_ints) {
    if (!m.need(2)) return false;
    if (m.top(0).type == Type::Boolean && m.top(1).type == Type::Boolean) {
        const bool b = m.pop().b, a = m.pop().b;
        return m.push(make_bool(on_bools(a, b), m.op_offset));
    }
    std::int64_t a = 0, b = 0;
    if (!m.pop_integer(&b) || !m.pop_integer(&a)) return false;
    return m.push(make_integer(on_ints(a, b), m.op_offset));
}
bool op_and(Machine& m) {
    return logic(m, [](bool a, bool b) { return a && b; }, [](std::int64_t a, std::int64_t b) { return a & b; });
}
bool op_or(Machine& m) {
    return logic(m, [](bool a, bool b) { return a || b; }, [](std::int64_t a, std::int64_t b) { return a | b; });
}
bool op_xor(Machine& m) {
    return logic(m, [](bool a, bool b) { return a != b; }, [](std::int64_t a, std::int64_t b) { return a ^ b; });
}
bool op_not(Machine& m) {
    if (!m.need(1)) return false;
    if (m.top().type == Type::Boolean) return m.push(make_bool(!m.pop().b, m.op_offset));
    std::int64_t a = 0;
    if (!m.pop_integer(&a)) return false;
    return m.push(make_integer(~a, m.op_offset));
}
bool op_bitshift(Machine& m) {
    std::int64_t a = 0, s = 0;
    if (!m.pop_integer(&s) || !m.pop_integer(&a)) return false;
    const auto u = static_cast<std::uint32_t>(a);
    const std::uint32_t r = s >= 32 || s <= -32 ? 0u : s >= 0 ? u << s : u >> -s;
    return m.push(make_integer(static_cast<std::int32_t>(r), m.op_offset));
}

bool op_cvx(Machine& m) {
    if (!m.need(1)) return false;
    m.top().executable = true;
    return true;
}
bool op_cvlit(Machine& m) {
    if (!m.need(1)) return false;
    m.top().executable = false;
    return true;
}
bool op_xcheck(Machine& m) {
    if (!m.need(1)) return false;
    return m.push(make_bool(m.pop().executable, m.op_offset));
}
bool op_cvn(Machine& m) {
    Object s;
    if (!m.pop_type(Type::String, &s)) return false;
    return m.push(make_name(s.string(), s.executable, m.op_offset));
}
bool op_type(Machine& m) {
    if (!m.need(1)) return false;
    return m.push(make_name(type_name(m.pop().type), true, m.op_offset));
}

// any string cvs: the text of the object written into the string's start.
bool op_cvs(Machine& m) {
    if (!m.need(2)) return false;
    Object dst;
    if (!m.pop_type(Type::String, &dst)) return false;
    const Object o = m.pop();
    std::string text;
    char buf[40];
    switch (o.type) {
        case Type::Integer: text = std::to_string(o.i); break;
        case Type::Real:
            std::snprintf(buf, sizeof buf, "%g", o.r);
            text = buf;
            if (text.find('.') == std::string::npos && text.find('e') == std::string::npos) text += ".0";
            break;
        case Type::Boolean: text = o.b ? "true" : "false"; break;
        case Type::Name: text = o.name(); break;
        case Type::String: text = o.string(); break;
        case Type::Operator: text = m.operator_table()[static_cast<size_t>(o.i)].name; break;
        default: text = "--nostringval--";
    }
    if (text.size() > dst.string().size()) return m.fail("rangecheck", "the string is too short for the text");
    dst.string().replace(0, text.size(), text);
    return m.push(make_string(text, m.op_offset));
}

}  // namespace

void add_stack_operators(std::vector<OperatorEntry>& t) {
    t.insert(t.end(), {{"dup", op_dup},       {"pop", op_pop},         {"exch", op_exch},
                       {"clear", op_clear},   {"count", op_count},     {"mark", op_mark},
                       {"cleartomark", op_cleartomark}, {"counttomark", op_counttomark},
                       {"copy", op_copy},     {"index", op_index},     {"roll", op_roll},
                       {"eq", op_eq},         {"ne", op_ne},           {"gt", op_gt},
                       {"ge", op_ge},         {"lt", op_lt},           {"le", op_le},
                       {"and", op_and},       {"or", op_or},           {"xor", op_xor},
                       {"not", op_not},       {"bitshift", op_bitshift}, {"cvx", op_cvx},
                       {"cvlit", op_cvlit},   {"xcheck", op_xcheck},   {"cvn", op_cvn},
                       {"type", op_type},     {"cvs", op_cvs}});
}

}  // namespace plumbline::eps
