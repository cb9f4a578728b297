#include "report/json_sink.hpp"

#include <cmath>
#include <cstring>
#include <utility>

#include "base/plain_bytes.hpp"
#include "base/utf8.hpp"
#include "report/json_text.hpp"

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

void TextSink::key(std::string_view k) {
    Open& top = open_.back();
    const size_t at = out_.size() + (top.first ? 1 : 2);   // where the name's text goes
    if (k.size() <= 60 && is_plain(k)) {
        // Every name the core writes itself: in one append.
        char text[64];
        size_t n = 0;
        if (!top.first) text[n++] = ',';
        text[n++] = '"';
        std::memcpy(text + n, k.data(), k.size());
        n += k.size();
        text[n++] = '"';
        text[n++] = ':';
        out_.append(text, n);
    } else {
        if (!top.first) out_ += ',';
        if (!append_json_string(out_, k)) append_json_string(out_, valid_utf8(k));
        out_ += ':';
    }
    top.first = false;
    const size_t size = out_.size() - at - 2;   // the name as written, without its quote and colon
    // Written as given (no escapes, so the same bytes) and after the previous name.
    const bool plain = size == k.size();
    const std::string_view previous(out_.data() + top.key_at, top.key_size), name(out_.data() + at, size);
    const bool after = top.key_at == 0 || previous < name;   // the first name is never at offset 0
    if (!plain || !after) top.ordered = false;
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
