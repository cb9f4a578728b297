// Length parsing and resolution with the CSS absolute-unit ratios (1in = 96px) and the
// fallback font metrics CSS Values 4 gives for when a font's are unknown.
#include "formats/svg/length.hpp"

#include <algorithm>
#include <cmath>

#include "base/ascii.hpp"
#include "base/number_syntax.hpp"

namespace plumbline::svg {

namespace {

struct UnitName {
    std::string_view name;
    LengthUnit unit;
};

constexpr UnitName kUnits[] = {
    {"px", LengthUnit::Px},     {"pt", LengthUnit::Pt},     {"pc", LengthUnit::Pc},   {"mm", LengthUnit::Mm},
    {"cm", LengthUnit::Cm},     {"in", LengthUnit::In},     {"q", LengthUnit::Q},     {"em", LengthUnit::Em},
    {"ex", LengthUnit::Ex},     {"ch", LengthUnit::Ch},     {"cap", LengthUnit::Cap}, {"ic", LengthUnit::Ic},
    {"lh", LengthUnit::Lh},     {"rem", LengthUnit::Rem},   {"rlh", LengthUnit::Rlh}, {"vw", LengthUnit::Vw},
    {"vh", LengthUnit::Vh},     {"vi", LengthUnit::Vw},     {"vb", LengthUnit::Vh},   {"vmin", LengthUnit::Vmin},
    {"vmax", LengthUnit::Vmax}, {"%", LengthUnit::Percent},
};

// Fallback metrics: x-height and ch 0.5em, cap height 0.7em (a typical ascent), ideographic
// advance 1em, and the "normal" line height 1.2em.
constexpr double kExPerEm = 0.5, kChPerEm = 0.5, kCapPerEm = 0.7, kIcPerEm = 1.0, kLinePerEm = 1.2;

bool equals_ignore_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
        const char c = ascii_lower(a[i]);
        if (c != b[i]) return false;
    }
    return true;
}

}  // namespace

std::optional<Length> parse_length(std::string_view text) {
    const std::string_view t = trim(text);
    const NumberToken number = scan_number(t, 0);
    if (!number.found || !std::isfinite(number.value)) return std::nullopt;
    const std::string_view suffix = t.substr(number.end);
    if (suffix.empty()) return Length{number.value, LengthUnit::None};
    for (const UnitName& u : kUnits)
        if (equals_ignore_case(suffix, u.name)) return Length{number.value, u.unit};
    return std::nullopt;
}

double to_user_units(const Length& length, const LengthContext& context, LengthAxis axis) {
    const double v = length.value;
    switch (length.unit) {
        case LengthUnit::None:
        case LengthUnit::Px: return v;
        case LengthUnit::Pt: return v * 96.0 / 72.0;
        case LengthUnit::Pc: return v * 16.0;
        case LengthUnit::Mm: return v * 96.0 / 25.4;
        case LengthUnit::Cm: return v * 96.0 / 2.54;
        case LengthUnit::In: return v * 96.0;
        case LengthUnit::Q: return v * 96.0 / 101.6;
        case LengthUnit::Em: return v * context.font_size;
        case LengthUnit::Ex: return v * context.font_size * kExPerEm;
        case LengthUnit::Ch: return v * context.font_size * kChPerEm;
        case LengthUnit::Cap: return v * context.font_size * kCapPerEm;
        case LengthUnit::Ic: return v * context.font_size * kIcPerEm;
        case LengthUnit::Lh: return v * context.font_size * kLinePerEm;
        case LengthUnit::Rem: return v * context.root_font_size;
        case LengthUnit::Rlh: return v * context.root_font_size * kLinePerEm;
        case LengthUnit::Vw: return v / 100.0 * context.root_viewport_width;
        case LengthUnit::Vh: return v / 100.0 * context.root_viewport_height;
        case LengthUnit::Vmin: return v / 100.0 * std::min(context.root_viewport_width, context.root_viewport_height);
        case LengthUnit::Vmax: return v / 100.0 * std::max(context.root_viewport_width, context.root_viewport_height);
        case LengthUnit::Percent: {
            const double w = context.viewport_width, h = context.viewport_height;
            const double reference = axis == LengthAxis::X   ? w
                                     : axis == LengthAxis::Y ? h
                                                             : std::sqrt((w * w + h * h) / 2);
            return v / 100.0 * reference;
        }
    }
    return v;
}

}  // namespace plumbline::svg
