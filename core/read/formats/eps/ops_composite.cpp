// Dictionaries, arrays and strings: def and friends, the dictionary stack, bind, array
// and dictionary construction ([ ] << >>), get/put/length/getinterval/putinterval,
// aload/astore. Every allocation is charged to the memory budget.
#include <set>

#include "formats/eps/machine.hpp"

namespace plumbline::eps {

namespace {

// A key as a message shows it: a name's or string's text, else the object ("--array--").
std::string key_words(const Object& key, const std::string& k) {
    return key.type == Type::Name || key.type == Type::String ? k.substr(0, 60) : describe(key);
}

long mark_depth(Machine& m) {
    for (size_t k = 0; k < m.operands.size(); ++k)
        if (m.top(k).type == Type::Mark) return static_cast<long>(k);
    return -1;
}

bool op_dict(Machine& m) {
    std::int64_t n = 0;
    if (!m.pop_integer(&n)) return false;
    if (n < 0) return m.fail("rangecheck", "a negative dictionary size");
    if (!m.charge_memory(n * kBytesPerElement)) return false;
    return m.push(make_dict(m.op_offset));
}

bool op_begin(Machine& m) {
    Object d;
    if (!m.pop_type(Type::Dict, &d)) return false;
    return m.begin_dict(d);
}

bool op_end(Machine& m) { return m.end_dict(); }

bool put_in(Machine& m, Dict& d, const Object& key, Object value) {
    std::string k;
    if (!key_of(key, &k)) return m.fail("typecheck", "null cannot be a key");
    auto it = d.entries.find(k);
    if (it == d.entries.end()) {
        if (!m.charge_memory(kBytesPerElement + static_cast<std::int64_t>(k.size()))) return false;
        d.entries.emplace(std::move(k), std::move(value));
    } else {
        it->second = std::move(value);
    }
    return true;
}

bool op_def(Machine& m) {
    if (!m.need(2)) return false;
    Object value = m.pop(), key = m.pop();
    return put_in(m, m.dict_stack.back().dict(), key, std::move(value));
}

bool op_load(Machine& m) {
    if (!m.need(1)) return false;
    std::string k;
    if (!key_of(m.top(), &k)) return m.fail("typecheck", "null cannot be a key");
    const Object* v = m.lookup(k);
    if (!v) return m.fail("undefined", "`" + key_words(m.top(), k) + "` is not defined");
    m.pop();
    return m.push(*v);
}

bool op_store(Machine& m) {
    if (!m.need(2)) return false;
    Object value = m.pop(), key = m.pop();
    std::string k;
    if (!key_of(key, &k)) return m.fail("typecheck", "null cannot be a key");
    for (size_t i = m.dict_stack.size(); i-- > 0;) {
        Dict& d = m.dict_stack[i].dict();
        const auto it = d.entries.find(k);
        if (it != d.entries.end()) {
            it->second = std::move(value);
            return true;
        }
    }
    return put_in(m, m.dict_stack.back().dict(), key, std::move(value));
}

bool op_undef(Machine& m) {
    if (!m.need(2)) return false;
    const Object key = m.pop();
    Object d;
    if (!m.pop_type(Type::Dict, &d)) return false;
    std::string k;
    if (key_of(key, &k)) d.dict().entries.erase(k);
    return true;
}

bool op_known(Machine& m) {
    if (!m.need(2)) return false;
    const Object key = m.pop();
    Object d;
    if (!m.pop_type(Type::Dict, &d)) return false;
    std::string k;
    return m.push(make_bool(key_of(key, &k) && d.dict().entries.count(k) > 0, m.op_offset));
}

bool op_where(Machine& m) {
    if (!m.need(1)) return false;
    std::string k;
    if (!key_of(m.pop(), &k)) return m.fail("typecheck", "null cannot be a key");
    for (size_t i = m.dict_stack.size(); i-- > 0;)
        if (m.dict_stack[i].dict().entries.count(k)) return m.push(m.dict_stack[i]) && m.push(make_bool(true, m.op_offset));
    return m.push(make_bool(false, m.op_offset));
}

bool op_currentdict(Machine& m) { return m.push(m.dict_stack.back()); }
bool op_countdictstack(Machine& m) {
    return m.push(make_integer(static_cast<std::int64_t>(m.dict_stack.size()), m.op_offset));
}

// bind: executable names that are operators now become the operators, in the procedure
// and the procedures inside it (an explicit stack; each array visited once, so a
// procedure that contains itself ends).
bool op_bind(Machine& m) {
    if (!m.need(1)) return false;
    if (m.top().type != Type::Array) return m.fail("typecheck", "bind needs a procedure");
    std::vector<Array*> todo{&m.top().array()};
    std::set<const Array*> seen{todo.back()};
    while (!todo.empty()) {
        Array* a = todo.back();
        todo.pop_back();
        for (Object& o : *a) {
            if (o.type == Type::Name && o.executable) {
                const Object* v = m.lookup(o.name());
                if (v && v->type == Type::Operator) {
                    const std::uint32_t at = o.offset;
                    o = *v;
                    o.offset = at;
                }
            } else if (o.type == Type::Array && o.executable && seen.insert(&o.array()).second) {
                todo.push_back(&o.array());
            }
        }
    }
    return true;
}

bool op_array(Machine& m) {
    std::int64_t n = 0;
    if (!m.pop_integer(&n)) return false;
    if (n < 0) return m.fail("rangecheck", "a negative array size");
    if (!m.charge_memory(n * kBytesPerElement)) return false;
    return m.push(make_array(Array(static_cast<size_t>(n)), false, m.op_offset));
}

bool op_string(Machine& m) {
    std::int64_t n = 0;
    if (!m.pop_integer(&n)) return false;
    if (n < 0) return m.fail("rangecheck", "a negative string size");
    if (!m.charge_memory(n)) return false;
    return m.push(make_string(std::string(static_cast<size_t>(n), '\0'), m.op_offset));
}

bool op_array_end(Machine& m) {
    const long d = mark_depth(m);
    if (d < 0) return m.fail("unmatchedmark", "`]` without its `[`");
    if (!m.charge_memory(d * kBytesPerElement)) return false;
    Array a(m.operands.end() - d, m.operands.end());
    m.operands.resize(m.operands.size() - static_cast<size_t>(d) - 1);
    return m.push(make_array(std::move(a), false, m.op_offset));
}

bool op_dict_end(Machine& m) {
    const long d = mark_depth(m);
    if (d < 0) return m.fail("unmatchedmark", "`>>` without its `<<`");
    if (d % 2) return m.fail("rangecheck", "`<< ... >>` holds an odd number of objects");
    Object dict = make_dict(m.op_offset);
    const size_t first = m.operands.size() - static_cast<size_t>(d);
    for (size_t k = first; k < m.operands.size(); k += 2)
        if (!put_in(m, dict.dict(), m.operands[k], m.operands[k + 1])) return false;
    m.operands.resize(first - 1);
    return m.push(dict);
}

bool op_length(Machine& m) {
    if (!m.need(1)) return false;
    const Object o = m.pop();
    switch (o.type) {
        case Type::Array: return m.push(make_integer(static_cast<std::int64_t>(o.array().size()), m.op_offset));
        case Type::String: return m.push(make_integer(static_cast<std::int64_t>(o.string().size()), m.op_offset));
        case Type::Dict: return m.push(make_integer(static_cast<std::int64_t>(o.dict().entries.size()), m.op_offset));
        case Type::Name: return m.push(make_integer(static_cast<std::int64_t>(o.name().size()), m.op_offset));
        default: return m.fail("typecheck", "length needs an array, a string, a dictionary or a name");
    }
}

bool index_in(Machine& m, const Object& idx, size_t size, size_t* k) {
    if (idx.type != Type::Integer) return m.fail("typecheck", "an integer index expected, got " + describe(idx));
    if (idx.i < 0 || static_cast<size_t>(idx.i) >= size)
        return m.fail("rangecheck", "index " + std::to_string(idx.i) + " outside 0.." +
                                        std::to_string(static_cast<long long>(size) - 1));
    *k = static_cast<size_t>(idx.i);
    return true;
}

bool op_get(Machine& m) {
    if (!m.need(2)) return false;
    const Object key = m.pop(), o = m.pop();
    size_t k = 0;
    switch (o.type) {
        case Type::Array:
            if (!index_in(m, key, o.array().size(), &k)) return false;
            return m.push(o.array()[k]);
        case Type::String:
            if (!index_in(m, key, o.string().size(), &k)) return false;
            return m.push(make_integer(static_cast<unsigned char>(o.string()[k]), m.op_offset));
        case Type::Dict: {
            std::string name;
            if (!key_of(key, &name)) return m.fail("typecheck", "null cannot be a key");
            const auto it = o.dict().entries.find(name);
            if (it == o.dict().entries.end())
                return m.fail("undefined", "`" + key_words(key, name) + "` is not in the dictionary");
            return m.push(it->second);
        }
        default: return m.fail("typecheck", "get needs an array, a string or a dictionary");
    }
}

bool op_put(Machine& m) {
    if (!m.need(3)) return false;
    Object value = m.pop();
    const Object key = m.pop(), o = m.pop();
    size_t k = 0;
    switch (o.type) {
        case Type::Array:
            if (!index_in(m, key, o.array().size(), &k)) return false;
            o.array()[k] = std::move(value);
            return true;
        case Type::String:
            if (!index_in(m, key, o.string().size(), &k)) return false;
            if (value.type != Type::Integer) return m.fail("typecheck", "a string element is an integer");
            if (value.i < 0 || value.i > 255) return m.fail("rangecheck", "a string element is 0..255");
            o.string()[k] = static_cast<char>(value.i);
            return true;
        case Type::Dict: return put_in(m, o.dict(), key, std::move(value));
        default: return m.fail("typecheck", "put needs an array, a string or a dictionary");
    }
}

bool op_getinterval(Machine& m) {
    std::int64_t start = 0, count = 0;
    if (!m.need(3) || !m.pop_integer(&count) || !m.pop_integer(&start)) return false;
    const Object o = m.pop();
    const size_t size = o.type == Type::Array ? o.array().size() : o.type == Type::String ? o.string().size() : 0;
    if (o.type != Type::Array && o.type != Type::String)
        return m.fail("typecheck", "getinterval needs an array or a string");
    if (start < 0 || count < 0 || static_cast<size_t>(start + count) > size)
        return m.fail("rangecheck", "the interval lies outside the " + std::string(o.type == Type::Array ? "array" : "string"));
    if (!m.charge_memory(count * (o.type == Type::Array ? kBytesPerElement : 1))) return false;
    if (o.type == Type::String)
        return m.push(make_string(o.string().substr(static_cast<size_t>(start), static_cast<size_t>(count)), m.op_offset));
    Array part(o.array().begin() + start, o.array().begin() + start + count);
    return m.push(make_array(std::move(part), o.executable, m.op_offset));
}

bool op_putinterval(Machine& m) {
    if (!m.need(3)) return false;
    const Object src = m.pop();
    std::int64_t start = 0;
    if (!m.pop_integer(&start)) return false;
    const Object dst = m.pop();
    if (src.type != dst.type || (src.type != Type::Array && src.type != Type::String))
        return m.fail("typecheck", "putinterval needs two arrays or two strings");
    const size_t n = src.type == Type::Array ? src.array().size() : src.string().size();
    const size_t size = dst.type == Type::Array ? dst.array().size() : dst.string().size();
    if (start < 0 || static_cast<size_t>(start) + n > size) return m.fail("rangecheck", "the interval does not fit");
    if (src.type == Type::Array)
        std::copy(src.array().begin(), src.array().end(), dst.array().begin() + start);
    else
        dst.string().replace(static_cast<size_t>(start), n, src.string());
    return true;
}

bool op_aload(Machine& m) {
    Object a;
    if (!m.pop_type(Type::Array, &a)) return false;
    if (m.operands.size() + a.array().size() >= kMaxOperandStack)
        return m.limit("stack", "The operand stack would hold more than " + std::to_string(kMaxOperandStack) +
                                    " objects; reading stopped here.");
    for (const Object& o : a.array()) m.operands.push_back(o);
    return m.push(a);
}

bool op_astore(Machine& m) {
    Object a;
    if (!m.pop_type(Type::Array, &a)) return false;
    const size_t n = a.array().size();
    if (!m.need(n)) return false;
    for (size_t k = n; k-- > 0;) a.array()[k] = m.pop();
    return m.push(a);
}

bool op_noop_access(Machine& m) { return m.need(1); }   // readonly, executeonly, noaccess: kept as they are

}  // namespace

void add_composite_operators(std::vector<OperatorEntry>& t) {
    t.insert(t.end(), {{"dict", op_dict},         {"begin", op_begin},       {"end", op_end},
                       {"def", op_def},           {"load", op_load},         {"store", op_store},
                       {"undef", op_undef},       {"known", op_known},       {"where", op_where},
                       {"currentdict", op_currentdict}, {"countdictstack", op_countdictstack},
                       {"bind", op_bind},         {"array", op_array},       {"string", op_string},
                       {"[", [](Machine& m) { return m.push(make_mark(m.op_offset)); }},
                       {"]", op_array_end},
                       {"<<", [](Machine& m) { return m.push(make_mark(m.op_offset)); }},
                       {">>", op_dict_end},       {"length", op_length},     {"get", op_get},
                       {"put", op_put},           {"getinterval", op_getinterval},
                       {"putinterval", op_putinterval}, {"aload", op_aload}, {"astore", op_astore},
                       {"readonly", op_noop_access}, {"executeonly", op_noop_access},
                       {"noaccess", op_noop_access}});
}

}  // namespace plumbline::eps
