// chemfig's parameters (\setchemfig{...} and \chemfig[...]{...}) in TeX points, with the
// package's defaults at 10pt, and the TeX dimensions they are written in.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plumbline::chemfig {

// Lengths at LaTeX's \normalsize (10pt, cmr10): 1em = 10pt, 1ex = 4.30554pt.
constexpr double kEm = 10.0;
constexpr double kEx = 4.30554;

struct Settings {
    double atom_sep = 3 * kEm;          // atom sep: the distance between bonded atoms' centres
    double bond_offset = 2;             // bond offset: the gap between a bond and a label
    double double_sep = 2;              // double bond sep
    double angle_increment = 45;        // angle increment: [n] is n times this
    double cram_width = 1.5 * kEx;      // cram width: a wedge's base
    double cram_dash_width = 1;         // cram dash width: a hash's stroke
    double cram_dash_sep = 2;           // cram dash sep
    double cycle_radius_coeff = 0.75;   // the circle of **n(...) against the inscribed one
    double line_width = 0.4;            // TikZ's default; bond style is not read
};

// A TeX dimension ("3em", "1.5ex", "2pt", "0.8cm", "-1mm"), in pt; nullopt when it is not one.
std::optional<double> parse_dimension(std::string_view text);

// Applies a key=value list; each key chemfig knows but this reader does not carry out, and
// each key chemfig does not know, is appended to `ignored` (a key) or `unknown`.
void apply_keys(std::string_view list, Settings& settings, std::vector<std::string>& ignored,
                std::vector<std::string>& unknown);

// Splits "a=1, b={x,y}, c" at top-level commas, trimming blanks.
std::vector<std::string_view> split_top_level(std::string_view list, char separator = ',');
std::string_view trim(std::string_view s);

}  // namespace plumbline::chemfig
