// Locating JSON syntax errors without exceptions, and measuring nesting without recursion.
#include "json/json_limits.hpp"

#include <utility>
#include <vector>

namespace plumbline {

using nlohmann::json;

namespace {

// A SAX handler that accepts everything and remembers the first error.
struct ErrorLocator : nlohmann::json_sax<json> {
    JsonSyntaxError error;

    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return true; }
    bool key(string_t&) override { return true; }
    bool end_object() override { return true; }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& ex) override {
        error.offset = position > 0 ? position - 1 : 0;
        std::string what = ex.what();
        const size_t prefix = what.find("] ");   // "[json.exception.parse_error.101] "
        error.message = prefix == std::string::npos ? what : what.substr(prefix + 2);
        return false;
    }
};

}  // namespace

JsonSyntaxError locate_json_error(std::string_view text) {
    ErrorLocator locator;
    json::sax_parse(text.begin(), text.end(), &locator);
    if (locator.error.message.empty()) locator.error.message = "not a JSON value";
    return locator.error;
}

std::string json_text(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

bool json_deeper_than(const json& j, int max_depth) {
    std::vector<std::pair<const json*, int>> pending{{&j, 1}};
    while (!pending.empty()) {
        const auto [node, depth] = pending.back();
        pending.pop_back();
        if (!node->is_structured()) continue;
        if (depth > max_depth) return true;
        for (const json& child : *node) pending.emplace_back(&child, depth + 1);
    }
    return false;
}

}  // namespace plumbline
