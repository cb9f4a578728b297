// Colours as values, not strings: "#274a4a", "#274A4A", "rgb(39,74,74)" and a colour
// name all compare equal, and EPS's 0-1 floats land on the same scale.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace plumbline {

struct Color {
    bool none = true;              // "none": no paint
    double r = 0, g = 0, b = 0;    // 0..1
    double a = 1;                  // alpha 0..1 (opacity folded in)

    static Color rgb8(int r, int g, int b, double a = 1.0);
    static Color paint_none() { return Color{}; }
    bool operator==(const Color& o) const;
    std::string hex() const;       // "#rrggbb", or "none"
};

// Euclidean distance in 0..1 RGB space (0 for identical, sqrt(3) for black/white);
// either side "none" gives 0 if both are none, else infinity.
double color_distance(const Color& a, const Color& b);

// Parses an SVG/CSS colour: #rgb, #rrggbb, rgb(r,g,b) with numbers or percentages,
// rgba(), the 147 SVG colour names (case-insensitive), "none", "transparent".
// "currentColor" is not resolved here (it needs the cascade): returns nullopt with
// *is_current_color set. Any other text: nullopt.
std::optional<Color> parse_color(std::string_view text, bool* is_current_color = nullptr);

// The SVG name of an exactly matching named colour ("red"), else hex().
std::string describe(const Color& c);

}  // namespace plumbline
