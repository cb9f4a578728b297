// Private to the report writer: how values are written into report JSON so that native and
// WebAssembly builds print byte-identical text and no value can make the JSON invalid.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "base/decimal.hpp"   // number_text, shared with the SVG writer
#include "base/utf8.hpp"      // valid_utf8
#include "plumbline/base/diagnostic.hpp"

namespace plumbline {

// A coordinate or measure, rounded to 6 significant digits (0 below 1e-9 in magnitude);
// null when not finite.
nlohmann::json rounded(double v);
// A score or timing, rounded to 4 decimals; null when not finite.
nlohmann::json rounded_fixed(double v);
// A number as JavaScript's JSON.stringify writes it (1, not nlohmann's 1.0), for JSON a
// page rebuilds from objects and compares with ours: an integral value as an integer.
nlohmann::json js_number(double v);
// A source span: {"line", "column", "end_line", "end_column"}.
nlohmann::json span_json(const Span& s);

}  // namespace plumbline
