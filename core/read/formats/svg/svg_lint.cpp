#include "formats/svg/svg_lint.hpp"

#include <cstring>
#include <string>
#include <vector>

#include "base/ascii.hpp"
#include "base/color_names.hpp"
#include "base/nearest_word.hpp"
#include "base/number_syntax.hpp"
#include "base/color.hpp"
#include "formats/svg/css.hpp"
#include "formats/svg/document.hpp"
#include "formats/svg/path_data.hpp"

namespace plumbline::svg {

namespace {

// The attributes SVG 1.1/2 and CSS presentation give meaning to (an attribute outside
// this list is not an error: data-*, editor attributes and unknown ones are only noted
// when they are one slip from one of these).
#define PLUMBLINE_SVG_ATTRIBUTES                                                                                     \
    "id", "class", "style", "transform", "fill", "stroke", "stroke-width", "stroke-opacity", "stroke-dasharray",      \
        "stroke-dashoffset", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "fill-opacity", "fill-rule",  \
        "opacity", "display", "visibility", "color", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry",  \
        "width", "height", "d", "points", "viewBox", "preserveAspectRatio", "href", "font-size", "font-family",       \
        "font-weight", "font-style", "font-variant", "font-stretch", "text-anchor", "dominant-baseline",              \
        "alignment-baseline", "baseline-shift", "letter-spacing", "word-spacing", "dx", "dy", "rotate", "textLength",  \
        "lengthAdjust", "pathLength", "marker-start", "marker-mid", "marker-end", "marker", "markerWidth",             \
        "markerHeight", "markerUnits", "refX", "refY", "orient", "clip-path", "clip-rule", "mask", "filter",          \
        "version", "baseProfile", "lang", "tabindex", "vector-effect", "shape-rendering", "text-rendering",           \
        "paint-order", "offset", "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod",  \
        "fx", "fy", "fr", "patternUnits", "patternContentUnits", "patternTransform", "clipPathUnits", "maskUnits",    \
        "maskContentUnits", "startOffset", "method", "spacing", "side", "overflow", "color-interpolation",           \
        "color-interpolation-filters", "color-rendering", "image-rendering", "pointer-events", "cursor",             \
        "writing-mode", "direction", "unicode-bidi", "kerning", "systemLanguage", "requiredFeatures",                \
        "requiredExtensions", "type", "media", "title", "filterUnits", "primitiveUnits", "in", "in2", "result",      \
        "stdDeviation", "mode", "operator", "values", "keyTimes", "begin", "dur", "end", "repeatCount",              \
        "attributeName", "from", "to", "by", "flood-color", "flood-opacity", "lighting-color", "mix-blend-mode",     \
        "isolation", "transform-origin", "font", "text-decoration", "enable-background", "zoomAndPan", "role"

// A small hash table of the names, keyed on the first two characters so that no length is
// measured: this runs on every attribute of every answer, where a std::unordered_set
// lookup cost 3% of a geometry answer's instructions.
class KnownAttributes {
public:
    KnownAttributes() {
        for (const char* name : {PLUMBLINE_SVG_ATTRIBUTES}) buckets_[key(name)].push_back(name);
    }
    bool contains(const char* name) const {
        for (const char* k : buckets_[key(name)])
            if (std::strcmp(k, name) == 0) return true;
        return false;
    }

private:
    static size_t key(const char* n) {
        const unsigned char c0 = static_cast<unsigned char>(n[0]);
        return (c0 * 31u + (c0 ? static_cast<unsigned char>(n[1]) : 0u)) & 255u;
    }
    std::vector<const char*> buckets_[256];
};

const KnownAttributes& known_attributes() {
    static const KnownAttributes k;
    return k;
}

bool free_form(std::string_view name) {
    return name.find(':') != std::string_view::npos || name.substr(0, 5) == "data-" ||
           name.substr(0, 5) == "aria-" || name.substr(0, 2) == "on" || name.substr(0, 5) == "xmlns";
}

// Elements whose text content is drawn or read; text anywhere else is stray.
bool holds_text(std::string_view name) {
    for (std::string_view n : {"text", "tspan", "textPath", "title", "desc", "style", "script", "metadata", "a"})
        if (n == name) return true;
    return false;
}

#define PLUMBLINE_SVG_ELEMENTS                                                                                     \
    "svg", "g", "circle", "ellipse", "line", "rect", "path", "polyline", "polygon", "text", "tspan", "use", "defs",   \
        "symbol", "style", "title", "desc", "marker", "clipPath", "mask", "pattern", "linearGradient",               \
        "radialGradient", "stop", "filter", "image", "switch", "textPath", "metadata", "foreignObject", "a"

bool is_element(std::string_view name) {
    for (std::string_view n : {PLUMBLINE_SVG_ELEMENTS})
        if (n == name) return true;
    return false;
}

// "circle cx=..." or "line x1=... />": an element that lost its '<'.
std::string lost_tag(std::string_view s) {
    size_t i = s.find_first_not_of(" \t\r\n");
    if (i == std::string_view::npos) return "";
    size_t end = i;
    while (end < s.size() && ((s[end] >= 'a' && s[end] <= 'z') || (s[end] >= 'A' && s[end] <= 'Z'))) ++end;
    if (end == i || end >= s.size() || (s[end] != ' ' && s[end] != '/')) return "";
    const std::string name(s.substr(i, end - i));
    const bool attribute_follows = s.find('=', end) != std::string_view::npos && s.find('"', end) != std::string_view::npos;
    if (!attribute_follows && s.find("/>", end) == std::string_view::npos) return "";
    return is_element(name) || !element_suggestion(name).empty() ? name : std::string();
}

std::string excerpt(std::string_view s) {
    const size_t b = s.find_first_not_of(" \t\r\n");
    const size_t e = s.find_last_not_of(" \t\r\n");
    std::string out(s.substr(b, e - b + 1));
    for (char& c : out)
        if (c == '\n' || c == '\r' || c == '\t') c = ' ';
    if (out.size() > 40) out = out.substr(0, 37) + "...";
    return out;
}

}  // namespace

std::string element_suggestion(std::string_view name) {
    const std::string_view near = nearest_word(name, {PLUMBLINE_SVG_ELEMENTS});
    return near.empty() ? std::string() : " Did you mean <" + std::string(near) + ">?";
}

namespace {

bool hex_digit(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

// The colour an invalid colour value was meant to be, when it is one written another way:
// "0x1A5F8E" and "1A5F8E" (#1A5F8E), "color:1A5F8E" or "fill: red" (a CSS declaration
// where the attribute takes the value alone). "" when it is none of these.
std::string colour_meant(std::string_view value) {
    value = trim(value);
    bool declaration = false;
    if (const size_t colon = value.find(':'); colon != std::string_view::npos && value.substr(0, 4) != "url(") {
        value = trim(value.substr(colon + 1));
        if (!value.empty() && value.back() == ';') value = trim(value.substr(0, value.size() - 1));
        declaration = true;
    }
    if (declaration && parse_color(value)) return std::string(value);
    bool prefixed = declaration;
    if (value.size() > 2 && value[0] == '0' && (value[1] == 'x' || value[1] == 'X')) value.remove_prefix(2), prefixed = true;
    else if (!value.empty() && value[0] == '#') value.remove_prefix(1), prefixed = true;
    if (value.size() != 3 && value.size() != 6) return "";
    bool digit = false;
    for (char c : value) {
        if (!hex_digit(c)) return "";
        digit = digit || (c >= '0' && c <= '9');
    }
    // Three bare letters are more likely a misspelt name ("bad", "fed") than a colour.
    if (!prefixed && value.size() == 3 && !digit) return "";
    return "#" + std::string(value);
}

bool is_opacity(std::string_view property) {
    return property == "opacity" || property == "fill-opacity" || property == "stroke-opacity" ||
           property == "stop-opacity" || property == "flood-opacity";
}

}  // namespace

std::string value_advice(std::string_view property, std::string_view value) {
    const bool colour = property == "fill" || property == "stroke" || property == "color" || property == "stop-color" ||
                        property == "flood-color" || property == "lighting-color";
    if (colour) {
        const std::string meant = colour_meant(value);
        if (!meant.empty()) {
            const std::string_view t = trim(value);
            const char* why = t.find(':') != std::string_view::npos ? " (the attribute takes the colour alone, not "
                                                                       "a `property: value` declaration)"
                              : t.size() > 1 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')
                                  ? " (a hexadecimal colour starts with `#`, not `0x`)"
                                  : " (a hexadecimal colour starts with `#`)";
            return " Did you mean " + meant + "?" + why;
        }
        static const std::vector<std::string_view> names = [] {
            std::vector<std::string_view> n;
            for (size_t i = 0; i < named_color_count(); ++i) n.emplace_back(named_colors()[i].name);
            return n;
        }();
        std::string lower(value);
        for (char& c : lower) c = ascii_lower(c);
        const std::string_view near = nearest_word(lower, names.data(), names.size());
        if (!near.empty()) return " Did you mean " + std::string(near) + "?";
        return " Write a colour name (red), #rrggbb, or rgb(r, g, b).";
    }
    // Letters typed for digits: O for 0, l or I for 1.
    std::string digits(value);
    bool swapped = false;
    for (char& c : digits) {
        if (c == 'O' || c == 'o') c = '0', swapped = true;
        else if (c == 'l' || c == 'I') c = '1', swapped = true;
    }
    if (swapped && !digits.empty() && digits.find_first_not_of("0123456789.-+") == std::string::npos)
        return " Did you mean " + digits + " (digits, not letters)?";
    if (is_opacity(property)) {
        const std::string_view t = trim(value);
        const NumberToken number = scan_number(t, 0);
        if (number.found && number.end < t.size() && t.substr(number.end) != "%")
            return " An opacity is a number from 0 to 1 (or a percentage), without a unit: did you mean " +
                   std::string(t.substr(0, number.end)) + "?";
        return " An opacity is a number from 0 to 1 (or a percentage): 0.5, 50%.";
    }
    return " Write a number, with a unit if needed: 10, 10px, 2.5em, 50%.";
}

bool known_attribute(const char* name) { return known_attributes().contains(name); }

void lint_attribute(const Document& doc, pugi::xml_node element, pugi::xml_attribute a, Reporter& reporter) {
    const std::string_view attribute = a.name();
    if (free_form(attribute)) return;
    // The attribute holding the path data of a <path> without `d` (`dd`, `p`) was meant to
    // be its `d`, whatever name it is nearest.
    const bool path_data =
        css::local_name(element) == "path" && !element.attribute("d") && looks_like_path_data(a.value());
    const std::string_view near = path_data ? std::string_view("d") : nearest_word(attribute, {PLUMBLINE_SVG_ATTRIBUTES});
    if (near.empty()) return;
    reporter.add(Severity::Warning, "svg.attribute.unknown",
                 "<" + std::string(css::local_name(element)) + "> has no attribute `" + std::string(attribute) +
                     "`, so it was ignored. Did you mean `" + std::string(near) + "`?",
                 doc.attribute_name_span(element, attribute));
}

void lint_text(const Document& doc, pugi::xml_node text, Reporter& reporter) {
    const std::string_view value = text.value();
    const size_t first = value.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return;
    const pugi::xml_node parent = text.parent();
    if (parent.type() != pugi::node_element || !doc.is_svg(parent)) return;
    const std::string_view name = css::local_name(parent);
    if (holds_text(name)) return;
    const std::string lost = lost_tag(value);
    const std::string shown = excerpt(value);
    reporter.add(Severity::Warning, "svg.text.stray",
                 lost.empty() ? "Stray text `" + shown + "` inside <" + std::string(name) +
                                    "> is not drawn: remove it (text to show belongs in a <text> element)."
                              : "Stray text `" + shown + "` inside <" + std::string(name) + "> looks like a <" + lost +
                                    "> element that lost its `<`: write `<" + lost + " ...`.",
                 doc.source_span(static_cast<size_t>(text.offset_debug()) + first));
}

}  // namespace plumbline::svg
