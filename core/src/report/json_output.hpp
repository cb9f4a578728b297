// Private to the report writer: how values are written into report JSON so that native and
// WebAssembly builds print byte-identical text and no value can make the JSON invalid.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "plumbline/base/diagnostic.hpp"

namespace plumbline {

// A coordinate or measure, rounded to 6 significant digits (0 below 1e-9 in magnitude);
// null when not finite.
nlohmann::json rounded(double v);
// A score or timing, rounded to 4 decimals; null when not finite.
nlohmann::json rounded_fixed(double v);
// The same 6-significant-digit number as text, for SVG path data ("12.5", "-3", "1e+07").
std::string number_text(double v);
// `text` with every byte that is not part of valid UTF-8 replaced by U+FFFD, because a JSON
// string must be UTF-8 (and nlohmann::json refuses to print anything else).
std::string valid_utf8(std::string_view text);
// A source span: {"line", "column", "end_line", "end_column"}.
nlohmann::json span_json(const Span& s);

}  // namespace plumbline
