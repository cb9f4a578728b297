// The number microsyntax every SVG attribute parser shares: "1.5.5" is two numbers,
// "1e2" is one, "1em" is the number 1 followed by the unit "em". Converted without the C
// locale, so native and WebAssembly builds read identical values.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace plumbline::svg {

// One number scanned at an exact position (no whitespace skipped). `found` is false when
// no number starts there; `value` may be infinite when the text overflows a double.
struct NumberToken {
    bool found = false;
    size_t end = 0;      // one past the number's last character
    double value = 0;
};
NumberToken scan_number(std::string_view text, size_t pos);

// XML whitespace as SVG uses it: space, tab, CR, LF (and FF, which CSS allows).
bool is_space(char c);
size_t skip_spaces(std::string_view text, size_t pos);
// Skips whitespace, at most one comma, and whitespace again.
size_t skip_comma_spaces(std::string_view text, size_t pos);
std::string_view trim(std::string_view text);

// The whole text is one finite number (surrounding whitespace allowed).
std::optional<double> parse_number(std::string_view text);

// Finite numbers separated by whitespace and/or single commas ("10,20 30 40"). Reading
// stops at the first syntax error or non-finite number (ok = false, error_offset says
// where; the numbers before it are kept) or after max_count numbers (truncated = true).
struct NumberList {
    std::vector<double> values;
    bool ok = true;
    size_t error_offset = 0;
    bool truncated = false;
};
NumberList parse_number_list(std::string_view text, size_t max_count);

}  // namespace plumbline::svg
