// pgfmath expressions, as \pgfmathparse, coordinates and options evaluate them: numbers
// with optional TeX units (the result is then in pt), + - * / ^, unary minus, parentheses,
// comparisons and ?:, and the functions models use (trigonometry in degrees, sqrt, veclen,
// atan2, min, max, ...). Macros are expanded by the caller before evaluation.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace plumbline::tikz {

struct MathResult {
    bool ok = false;
    double value = 0;
    bool has_unit = false;       // some operand carried a unit: value is in pt
    std::string error;           // when !ok: what is wrong, for a person ("unknown function 'sine'")
    size_t error_offset = 0;     // byte offset of the problem in the expression
};

// Evaluates `expr`. `steps` is a budget shared by the caller's whole interpretation: each
// token and function call spends one; at zero the result is an error saying so. `fpu`:
// pgfplots' floating point unit, which knows no "Dimension too large".
MathResult evaluate_math(std::string_view expr, std::int64_t& steps, bool fpu = false);

// A TeX length in pt: "2pt", "1cm", "3.5 mm", "1in", "72bp", "1em" (approximated: 10pt),
// "1ex" (4.3pt); a bare number is returned as is with has_unit = false.
MathResult parse_length(std::string_view text);

// A result as pgfmath writes it into \pgfmathresult (and \foreach its values): five
// decimals at most, trailing zeros dropped but one ("2.0"); an integer as one ("3").
std::string format_value(double v, bool integer = false);

}  // namespace plumbline::tikz
