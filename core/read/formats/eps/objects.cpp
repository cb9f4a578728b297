// Making and comparing PostScript objects.
#include "formats/eps/objects.hpp"

#include <algorithm>
#include <cmath>
#include <type_traits>
#include <cstdio>

namespace plumbline::eps {

thread_local std::uint64_t dict_keys_changed = 1;

namespace {
thread_local CompositeArena* open_arena = nullptr;
}  // namespace

CompositeArena::CompositeArena() : outer_(open_arena) { open_arena = this; }

CompositeArena::~CompositeArena() {
    release();
    open_arena = outer_;
}

template <class T>
void CompositeArena::note(const std::shared_ptr<T>& composite) {
    CompositeArena* arena = open_arena;
    if (!arena) return;
    if constexpr (std::is_same_v<T, Array>)
        arena->arrays_.push_back(composite);
    else
        arena->dicts_.push_back(composite);
    if (arena->arrays_.size() + arena->dicts_.size() >= arena->compact_at_) arena->compact();
}

std::shared_ptr<Array> CompositeArena::make(Array a) {
    std::shared_ptr<Array> array(new Array(std::move(a)), Deleter{});
    note(array);
    return array;
}

std::shared_ptr<Dict> CompositeArena::make_dict() {
    std::shared_ptr<Dict> dict(new Dict(), Deleter{});
    note(dict);
    return dict;
}

std::uint64_t CompositeArena::serial(const void* composite) {
    CompositeArena* arena = open_arena;
    if (!arena) return 0;
    const auto [it, added] = arena->serials_.try_emplace(composite, arena->next_serial_);
    if (added) ++arena->next_serial_;
    return it->second;
}

// Freeing a composite frees what it holds; a composite freed meanwhile is queued, not
// freed inside this one's destructor, so the depth of nesting never becomes stack depth.
template <class T>
void CompositeArena::dispose(T* composite) {
    CompositeArena* arena = open_arena;
    if (!arena) {
        delete composite;
        return;
    }
    // A later composite at the same address is another object: it gets a number of its own.
    if (!arena->serials_.empty()) arena->serials_.erase(composite);
    if constexpr (std::is_same_v<T, Array>)
        arena->doomed_arrays_.push_back(composite);
    else
        arena->doomed_dicts_.push_back(composite);
    if (arena->disposing_) return;
    arena->disposing_ = true;
    while (!arena->doomed_arrays_.empty() || !arena->doomed_dicts_.empty()) {
        if (!arena->doomed_arrays_.empty()) {
            Array* a = arena->doomed_arrays_.back();
            arena->doomed_arrays_.pop_back();
            delete a;
        } else {
            Dict* d = arena->doomed_dicts_.back();
            arena->doomed_dicts_.pop_back();
            delete d;
        }
    }
    arena->disposing_ = false;
}

void CompositeArena::Deleter::operator()(Array* a) const { dispose(a); }
void CompositeArena::Deleter::operator()(Dict* d) const { dispose(d); }

void CompositeArena::compact() {
    const auto expired = [](const auto& w) { return w.expired(); };
    arrays_.erase(std::remove_if(arrays_.begin(), arrays_.end(), expired), arrays_.end());
    dicts_.erase(std::remove_if(dicts_.begin(), dicts_.end(), expired), dicts_.end());
    compact_at_ = std::max<size_t>(4096, 2 * (arrays_.size() + dicts_.size()));
}

void CompositeArena::release() {
    // Hold every live composite first, so that emptying one frees nothing but leaves;
    // then empty them all; then let go, each one empty by then.
    std::vector<std::shared_ptr<Array>> arrays;
    std::vector<std::shared_ptr<Dict>> dicts;
    for (const auto& w : arrays_)
        if (auto a = w.lock()) arrays.push_back(std::move(a));
    for (const auto& w : dicts_)
        if (auto d = w.lock()) dicts.push_back(std::move(d));
    arrays_.clear();
    dicts_.clear();
    for (const auto& a : arrays) a->clear();
    for (const auto& d : dicts) d->entries.clear();
    serials_.clear();
}

Object make_integer(std::int64_t v, std::uint32_t offset) {
    Object o;
    o.type = Type::Integer;
    o.i = v;
    o.offset = offset;
    return o;
}

Object make_real(double v, std::uint32_t offset) {
    Object o;
    o.type = Type::Real;
    o.r = v;
    o.offset = offset;
    return o;
}

Object make_number(double v, bool integer, std::uint32_t offset) {
    if (integer && std::isfinite(v) && v == std::floor(v) && std::abs(v) <= 2147483647.0)
        return make_integer(static_cast<std::int64_t>(v), offset);
    return make_real(v, offset);
}

Object make_bool(bool v, std::uint32_t offset) {
    Object o;
    o.type = Type::Boolean;
    o.b = v;
    o.offset = offset;
    return o;
}

Object make_name(std::string_view name, bool executable, std::uint32_t offset) {
    Object o;
    o.type = Type::Name;
    o.executable = executable;
    o.ref = std::make_shared<std::string>(name);
    o.offset = offset;
    return o;
}

Object make_string(std::string s, std::uint32_t offset) {
    Object o;
    o.type = Type::String;
    o.ref = std::make_shared<std::string>(std::move(s));
    o.offset = offset;
    return o;
}

Object make_array(Array a, bool executable, std::uint32_t offset) {
    Object o;
    o.type = Type::Array;
    o.executable = executable;
    o.ref = CompositeArena::make(std::move(a));
    o.offset = offset;
    return o;
}

Object make_dict(std::uint32_t offset) {
    Object o;
    o.type = Type::Dict;
    o.ref = CompositeArena::make_dict();
    o.offset = offset;
    return o;
}

Object make_mark(std::uint32_t offset) {
    Object o;
    o.type = Type::Mark;
    o.offset = offset;
    return o;
}

Object make_operator(int index, std::uint32_t offset) {
    Object o;
    o.type = Type::Operator;
    o.executable = true;
    o.i = index;
    o.offset = offset;
    return o;
}

Object make_file(FileData file, std::uint32_t offset) {
    Object o;
    o.type = Type::File;
    o.ref = std::make_shared<FileData>(std::move(file));
    o.offset = offset;
    return o;
}

const char* type_name(Type t) {
    switch (t) {
        case Type::Null: return "nulltype";
        case Type::Integer: return "integertype";
        case Type::Real: return "realtype";
        case Type::Boolean: return "booleantype";
        case Type::Name: return "nametype";
        case Type::String: return "stringtype";
        case Type::Array: return "arraytype";
        case Type::Dict: return "dicttype";
        case Type::Operator: return "operatortype";
        case Type::Mark: return "marktype";
        case Type::File: return "filetype";
    }
    return "nulltype";
}

bool key_of(const Object& o, std::string* key) {
    switch (o.type) {
        case Type::Name: *key = o.name(); return true;
        case Type::String: *key = o.string(); return true;
        case Type::Integer: *key = "#" + std::to_string(o.i); return true;
        case Type::Real: {
            if (o.r == std::floor(o.r) && std::abs(o.r) < 1e15) {
                *key = "#" + std::to_string(static_cast<long long>(o.r));
            } else {
                char buf[40];
                std::snprintf(buf, sizeof buf, "#%.17g", o.r);
                *key = buf;
            }
            return true;
        }
        case Type::Boolean: *key = o.b ? "#true" : "#false"; return true;
        case Type::Null: return false;
        case Type::Operator: *key = "#operator" + std::to_string(o.i); return true;
        case Type::Mark: *key = "#mark"; return true;
        case Type::File: *key = "#file"; return true;   // files are few; never freed through the arena
        default: *key = "#@" + std::to_string(CompositeArena::serial(o.ref.get())); return true;   // by identity
    }
}

bool equal(const Object& a, const Object& b) {
    if (a.is_number() && b.is_number()) return a.number() == b.number();
    const bool text_a = a.type == Type::Name || a.type == Type::String;
    const bool text_b = b.type == Type::Name || b.type == Type::String;
    if (text_a && text_b) {
        const std::string& x = a.type == Type::Name ? a.name() : a.string();
        const std::string& y = b.type == Type::Name ? b.name() : b.string();
        return x == y;
    }
    if (a.type != b.type) return false;
    switch (a.type) {
        case Type::Null:
        case Type::Mark: return true;
        case Type::Boolean: return a.b == b.b;
        case Type::Operator: return a.i == b.i;
        default: return a.ref == b.ref;
    }
}

std::string describe(const Object& o) {
    char buf[64];
    switch (o.type) {
        case Type::Integer: return std::to_string(o.i);
        case Type::Real: std::snprintf(buf, sizeof buf, "%g", o.r); return buf;
        case Type::Boolean: return o.b ? "true" : "false";
        case Type::Name: return (o.executable ? "" : "/") + printable(o.name(), 40);
        case Type::String: return "(" + printable(o.string(), 40) + ")";
        case Type::Array: return o.executable ? "--procedure--" : "--array--";
        case Type::Dict: return "--dict--";
        case Type::Operator: return "--operator--";
        case Type::Mark: return "--mark--";
        case Type::File: return "--file--";
        case Type::Null: return "null";
    }
    return "null";
}

std::string printable(std::string_view text, size_t max) {
    std::string out;
    for (size_t k = 0; k < text.size() && k < max; ++k) {
        const auto c = static_cast<unsigned char>(text[k]);
        if (c >= 32 && c < 127) {
            out += static_cast<char>(c);
        } else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\%03o", c);
            out += buf;
        }
    }
    return out;
}

}  // namespace plumbline::eps
