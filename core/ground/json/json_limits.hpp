// Private helpers for untrusted JSON text: where a syntax error is, and a depth guard,
// because copying or printing a json value recurses once per nesting level.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace plumbline {

struct JsonSyntaxError {
    size_t offset = 0;       // byte offset of the offending character
    std::string message;     // the parser's explanation, without its exception prefix
};

// For text that json::parse rejected: where and why.
JsonSyntaxError locate_json_error(std::string_view text);

// Compact JSON text of a value, for messages; never throws (invalid UTF-8 in a value built
// by a program, not parsed, becomes U+FFFD).
std::string json_text(const nlohmann::json& j);

// True when `j` nests arrays/objects more than `max_depth` levels (checked without recursion).
bool json_deeper_than(const nlohmann::json& j, int max_depth);

}  // namespace plumbline
