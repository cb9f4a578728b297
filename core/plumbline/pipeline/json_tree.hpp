// A task's raw text as a JSON tree, built by the batch line's strict scanner: strings
// (most of a task's bytes: its drawings) decoded a run at a time instead of by the JSON
// parser's lexer, a character at a time. Numbers go to the JSON parser itself. Anything the
// scan is unsure of (a syntax error, nesting past `max_depth`) gives nothing, and the
// caller parses the text with the JSON parser, which then also says what is wrong.
#pragma once

#include <optional>
#include <string_view>

#include <nlohmann/json.hpp>

namespace plumbline {

// The same tree json::parse builds of `text` (duplicate names: the last one kept).
std::optional<nlohmann::json> scan_json_tree(std::string_view text, int max_depth);

}  // namespace plumbline
