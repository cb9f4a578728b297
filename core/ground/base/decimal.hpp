// How Plumbline prints numbers wherever its output must be byte-identical between the
// native and WebAssembly builds (report JSON, SVG the core writes).
#pragma once

#include <string>

namespace plumbline {

// `v` rounded to 6 significant digits through decimal text; 0 below 1e-9 in magnitude
// (floating-point noise, which differs between maths libraries), never -0.
double round_significant(double v);

// The same rounded number as text ("12.5", "-3", "1e+07"); "nan"/"inf" are the caller's
// to avoid.
std::string number_text(double v);

// `v` as printf's "%.Nf" writes it (N = `decimals`, 0..9), exactly the same text.
std::string fixed_text(double v, int decimals);

}  // namespace plumbline
