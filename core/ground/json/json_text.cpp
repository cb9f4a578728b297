#include "json/json_text.hpp"

#include <charconv>
#include <cmath>
#include <vector>

#include "base/plain_bytes.hpp"
#include "base/utf8.hpp"

namespace plumbline {

using nlohmann::json;

bool append_json_string(std::string& out, std::string_view s) {
    const size_t mark = out.size();
    out += '"';
    size_t run = 0;
    for (size_t i = 0; i < s.size();) {
        // The plain bytes up to the next one that needs a look: 8 at a step, then one by one.
        i += plain_prefix(s.data() + i, s.data() + s.size());
        while (i < s.size()) {
            const unsigned char c = static_cast<unsigned char>(s[i]);
            if (c < 0x20 || c == '"' || c == '\\' || c >= 0x80) break;
            ++i;
        }
        if (i == s.size()) break;
        const unsigned char c = static_cast<unsigned char>(s[i]);
        out.append(s, run, i - run);
        if (c >= 0x80) {
            const size_t length = utf8_sequence_length(s, i);
            if (length == 0) {
                out.resize(mark);
                return false;
            }
            out.append(s, i, length);
            i += length;
        } else {
            switch (c) {
                case '"': out += "\\\""; break;
                case '\\': out += "\\\\"; break;
                case '\b': out += "\\b"; break;
                case '\f': out += "\\f"; break;
                case '\n': out += "\\n"; break;
                case '\r': out += "\\r"; break;
                case '\t': out += "\\t"; break;
                default: {
                    static const char kHex[] = "0123456789abcdef";
                    const char escaped[] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 15]};
                    out.append(escaped, sizeof escaped);
                }
            }
            ++i;
        }
        run = i;
    }
    out.append(s, run, std::string::npos);
    out += '"';
    return true;
}

void append_json_integer(std::string& out, std::int64_t v) {
    char buffer[24];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, v).ptr;
    out.append(buffer, static_cast<size_t>(end - buffer));
}

void append_json_unsigned(std::string& out, std::uint64_t v) {
    char buffer[24];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, v).ptr;
    out.append(buffer, static_cast<size_t>(end - buffer));
}

void append_json_float(std::string& out, double v) {
    if (!std::isfinite(v)) {
        out += "null";
        return;
    }
    char buffer[64];
    const char* end = nlohmann::detail::to_chars(buffer, buffer + sizeof buffer, v);
    out.append(buffer, static_cast<size_t>(end - buffer));
}

namespace {

void append_string(std::string& out, const std::string& s) {
    if (append_json_string(out, s)) return;
    // Not UTF-8: nlohmann's own replacement rules, for the whole string.
    out += json(s).dump(-1, ' ', false, json::error_handler_t::replace);
}

void append_value(std::string& out, const json& j);

// Containers are walked with an explicit stack of their own, not by recursion: a value
// built from untrusted input may nest deeply.
struct Frame {
    const json* container;
    json::const_iterator next;
    bool first;
};

void append_value(std::string& out, const json& root) {
    std::vector<Frame> stack;
    const json* value = &root;
    for (;;) {
        if (value) {
            switch (value->type()) {
                case json::value_t::object:
                    out += '{';
                    stack.push_back({value, value->cbegin(), true});
                    break;
                case json::value_t::array:
                    out += '[';
                    stack.push_back({value, value->cbegin(), true});
                    break;
                case json::value_t::string: append_string(out, value->get_ref<const std::string&>()); break;
                case json::value_t::boolean: out += value->get<bool>() ? "true" : "false"; break;
                case json::value_t::number_integer: append_json_integer(out, value->get<json::number_integer_t>()); break;
                case json::value_t::number_unsigned: append_json_unsigned(out, value->get<json::number_unsigned_t>()); break;
                case json::value_t::number_float: append_json_float(out, value->get<double>()); break;
                case json::value_t::null: out += "null"; break;
                default: out += value->dump(-1, ' ', false, json::error_handler_t::replace); break;
            }
            value = nullptr;
        }
        if (stack.empty()) return;
        Frame& top = stack.back();
        const bool object = top.container->is_object();
        if (top.next == top.container->cend()) {
            out += object ? '}' : ']';
            stack.pop_back();
            continue;
        }
        if (!top.first) out += ',';
        top.first = false;
        if (object) {
            append_string(out, top.next.key());
            out += ':';
        }
        value = &*top.next;
        ++top.next;
    }
}

}  // namespace

void append_compact_json(std::string& out, const json& j) { append_value(out, j); }

}  // namespace plumbline
