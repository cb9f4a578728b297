// What every fuzz target shares: the input as text, and an optional first line that
// names a choice (a format, a task) so corpus files stay readable and a seed can be
// written by hand: "svg\n<response>", "geometry/altitude ssvg\n<answer>".
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace plumbline::fuzz {

struct Selected {
    std::string_view choice;   // the first line, or empty when there is none
    std::string_view rest;     // everything after it
};

// Splits off the first line (at most 200 bytes; a longer one is no selector).
inline Selected select_line(std::string_view text) {
    const size_t end = text.substr(0, 200).find('\n');
    if (end == std::string_view::npos) return {{}, text};
    return {text.substr(0, end), text.substr(end + 1)};
}

// The option named by `choice`, else one picked by its bytes: a mutated selector still
// lands on some option, deterministically, so every input reaches the code under test.
inline size_t pick(std::string_view choice, const std::vector<std::string>& options) {
    for (size_t i = 0; i < options.size(); ++i)
        if (options[i] == choice) return i;
    size_t h = 2166136261u;
    for (const char c : choice) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
    return options.empty() ? 0 : h % options.size();
}

inline std::string_view as_text(const uint8_t* data, size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

}  // namespace plumbline::fuzz
