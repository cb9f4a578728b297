// SVG lengths: a number with an optional CSS unit, resolved to user units. Percentages
// refer to the nearest viewport: its width for x-like lengths, its height for y-like
// ones, and the normalised diagonal sqrt((w^2 + h^2) / 2) for the rest (r, stroke-width).
// Font-relative units use CSS's fallback metrics (no fonts are loaded); viewport units
// (vw, vh, vi, vb, vmin, vmax) refer to the root viewport in CSS pixels (its width and
// height, else its viewBox taken as pixels), in horizontal writing.
#pragma once

#include <optional>
#include <string_view>

namespace plumbline::svg {

enum class LengthUnit { None, Px, Pt, Pc, Mm, Cm, In, Q, Em, Ex, Ch, Cap, Ic, Lh, Rem, Rlh,
                        Vw, Vh, Vmin, Vmax, Percent };

struct Length {
    double value = 0;
    LengthUnit unit = LengthUnit::None;
};

// The whole text (whitespace trimmed) as one finite length; nullopt otherwise, including
// for units outside the list above.
std::optional<Length> parse_length(std::string_view text);

enum class LengthAxis { X, Y, Other };

struct LengthContext {
    double font_size = 16;          // the element's computed font-size (em, ex)
    double root_font_size = 16;     // the root element's (rem)
    double viewport_width = 0;      // the nearest viewport, for percentages
    double viewport_height = 0;
    double root_viewport_width = 0; // for vw, vh, vmin, vmax: CSS pixels
    double root_viewport_height = 0;
};

double to_user_units(const Length& length, const LengthContext& context, LengthAxis axis);

}  // namespace plumbline::svg
