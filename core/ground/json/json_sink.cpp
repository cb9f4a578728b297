#include "json/json_sink.hpp"

#include <cmath>
#include <cstring>
#include <utility>

#include "base/plain_bytes.hpp"
#include "base/utf8.hpp"
#include "json/json_text.hpp"

namespace plumbline {

using nlohmann::json;

// --- text ----------------------------------------------------------------------------

void TextSink::separate() {
    if (open_.empty()) return;
    Open& top = open_.back();
    if (top.object) return;   // key() wrote the ',' and the name
    if (!top.first) out_ += ',';
    top.first = false;
}

void TextSink::begin_object() {
    separate();
    open_.push_back(Open{out_.size(), 0, 0, true});
    out_ += '{';
}

void TextSink::begin_array() {
    separate();
    open_.push_back(Open{out_.size(), 0, 0, false});
    out_ += '[';
}

void TextSink::end_array() {
    out_ += ']';
    open_.pop_back();
}

void TextSink::end_object() {
    out_ += '}';
    const Open closed = open_.back();
    open_.pop_back();
    if (closed.ordered) return;
    // Names out of order, repeated, or escaped (rare: a task's own names): the object is
    // parsed back and written again, which orders it exactly as the tree would be.
    const json j = json::parse(out_.begin() + static_cast<std::ptrdiff_t>(closed.start), out_.end());
    out_.resize(closed.start);
    append_compact_json(out_, j);
}

// Whether name `x` sorts before name `y`, as std::string compares them (bytes unsigned).
static bool sorts_before(const char* x, size_t nx, const char* y, size_t ny) {
    // The first bytes usually differ: decided without a call.
    if (nx && ny && x[0] != y[0]) return static_cast<unsigned char>(x[0]) < static_cast<unsigned char>(y[0]);
    const int c = std::memcmp(x, y, nx < ny ? nx : ny);
    return c != 0 ? c < 0 : nx < ny;
}

void TextSink::key(std::string_view k) {
    Open& top = open_.back();
    const size_t at = out_.size() + (top.first ? 1 : 2);   // where the name's text goes
    size_t size;   // the name as written, without its quotes and colon
    if (k.size() <= 60 && is_plain(k)) {
        // Every name the core writes itself: written in place, the same bytes.
        const size_t start = out_.size();
        out_.resize(at + k.size() + 2);
        char* w = out_.data() + start;
        if (!top.first) *w++ = ',';
        *w++ = '"';
        std::memcpy(w, k.data(), k.size());
        w += k.size();
        w[0] = '"';
        w[1] = ':';
        size = k.size();
    } else {
        if (!top.first) out_ += ',';
        if (!append_json_string(out_, k)) append_json_string(out_, valid_utf8(k));
        out_ += ':';
        size = out_.size() - at - 2;
        if (size != k.size()) top.ordered = false;   // escaped: not the bytes given
    }
    top.first = false;
    // After the previous name (the first name is never at offset 0), or out of order.
    if (top.key_at != 0 && !sorts_before(out_.data() + top.key_at, top.key_size, out_.data() + at, size))
        top.ordered = false;
    top.key_at = at;
    top.key_size = size;
}

void TextSink::string(std::string_view s) {
    separate();
    if (!append_json_string(out_, s)) append_json_string(out_, valid_utf8(s));
}

void TextSink::boolean(bool b) {
    separate();
    out_ += b ? "true" : "false";
}

void TextSink::integer(std::int64_t v) {
    separate();
    append_json_integer(out_, v);
}

void TextSink::unsigned_integer(std::uint64_t v) {
    separate();
    append_json_unsigned(out_, v);
}

void TextSink::floating(double v) {
    separate();
    append_json_float(out_, v);
}

void TextSink::null() {
    separate();
    out_ += "null";
}

void TextSink::value(const json& j) {
    separate();
    append_compact_json(out_, j);
}

// --- tree ----------------------------------------------------------------------------

json& TreeSink::slot() {
    if (open_.empty()) return root_;
    json& top = *open_.back();
    if (top.is_array()) {
        top.push_back(nullptr);
        return top.back();
    }
    return top[key_];
}

// A container's address stays valid while it is open: only the innermost open container
// grows, and a map's nodes never move.
void TreeSink::begin_object() {
    json& s = slot();
    s = json::object();
    open_.push_back(&s);
}

void TreeSink::begin_array() {
    json& s = slot();
    s = json::array();
    open_.push_back(&s);
}

void TreeSink::end_object() { open_.pop_back(); }
void TreeSink::end_array() { open_.pop_back(); }
void TreeSink::key(std::string_view k) { key_ = valid_utf8(k); }
void TreeSink::string(std::string_view s) { slot() = valid_utf8(s); }
void TreeSink::boolean(bool b) { slot() = b; }
void TreeSink::integer(std::int64_t v) { slot() = v; }
void TreeSink::unsigned_integer(std::uint64_t v) { slot() = v; }
void TreeSink::floating(double v) {
    if (std::isfinite(v)) slot() = v;
    else slot() = nullptr;
}
void TreeSink::null() { slot() = nullptr; }
void TreeSink::value(const json& j) { slot() = j; }

}  // namespace plumbline
