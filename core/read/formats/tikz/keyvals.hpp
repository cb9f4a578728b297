// TikZ option lists: "draw=red, thick, shift={(1,2)}" split into keys and values at the
// commas outside braces, brackets and parentheses, each with its offset in the list text.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace plumbline::tikz {

struct KeyValue {
    std::string key;        // trimmed, blanks inside collapsed to one
    std::string value;      // trimmed, one pair of outer braces removed
    bool has_value = false; // an '=' was written
    size_t offset = 0;      // where the entry starts in the list text
};

std::vector<KeyValue> split_options(std::string_view text);

std::string_view trim(std::string_view s);
// One pair of braces around the whole text removed ("{(1,2)}" -> "(1,2)").
std::string_view strip_braces(std::string_view s);
// Splits at `sep` outside braces, brackets and parentheses.
std::vector<std::string_view> split_top(std::string_view s, char sep);

// Whether `name` is one of `names` (option keys and command names in small fixed lists).
inline bool one_of(std::string_view name, std::initializer_list<std::string_view> names) {
    for (std::string_view n : names)
        if (n == name) return true;
    return false;
}

}  // namespace plumbline::tikz
