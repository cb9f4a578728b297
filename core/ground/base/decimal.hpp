// How Plumbline prints numbers wherever its output must be byte-identical between the
// native and WebAssembly builds (report JSON, SVG the core writes).
#pragma once

#include <string>
#include <string_view>

namespace plumbline {

// `v` rounded to 6 significant digits through decimal text; 0 below 1e-9 in magnitude
// (floating-point noise, which differs between maths libraries), never -0.
double round_significant(double v);

// The same rounded number as text ("12.5", "-3", "1e+07"); "nan"/"inf" are the caller's
// to avoid.
std::string number_text(double v);

// `v` as printf's "%.Nf" writes it (N = `decimals`, 0..9), exactly the same text.
std::string fixed_text(double v, int decimals);

// Decimal text, [+-] digits [. digits] [(e|E) [+-] digits] with a digit before any
// exponent ("1.", ".5" and "2e-3" are numbers; ".", "1.2.3" and "1e" are not), read into
// `value`: exactly the double strtod gives for it, in both builds. False for other text.
bool parse_decimal(std::string_view text, double& value);

}  // namespace plumbline
