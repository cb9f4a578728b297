// The extended syntax is read here rather than in ColorTable, whose interface is shared:
// a model list is not needed, only the weighted sum of named colours.
#include "formats/tikz/color_expression.hpp"

#include <cstdlib>

#include "formats/tikz/keyvals.hpp"

namespace plumbline::tikz {

std::optional<Color> read_color(const ColorTable& table, std::string_view expression, std::string* error) {
    const std::string_view text = strip_braces(expression);
    const size_t colon = text.find(':');
    if (colon == std::string_view::npos) return table.parse(text, error);
    // model[,divisor]:colour,weight;colour,weight;...
    const std::string_view head = trim(text.substr(0, colon));
    const size_t comma = head.find(',');
    const std::string_view model = trim(head.substr(0, comma));
    if (model != "rgb" && model != "RGB" && model != "cmyk" && model != "cmy" && model != "gray" && model != "hsb") {
        if (error) *error = "the colour model \"" + std::string(model) + "\" is not read in extended colour expressions";
        return std::nullopt;
    }
    double divisor = 0;
    if (comma != std::string_view::npos) {
        const std::string d(trim(head.substr(comma + 1)));
        char* end = nullptr;
        divisor = std::strtod(d.c_str(), &end);
        if (d.empty() || end != d.c_str() + d.size() || !(divisor > 0)) {
            if (error) *error = "the divisor \"" + d + "\" is not a positive number";
            return std::nullopt;
        }
    }
    double r = 0, g = 0, b = 0, total = 0;
    for (std::string_view part : split_top(text.substr(colon + 1), ';')) {
        part = trim(part);
        if (part.empty()) continue;
        const size_t c = part.rfind(',');
        if (c == std::string_view::npos) {
            if (error) *error = "\"" + std::string(part) + "\" should be colour,weight";
            return std::nullopt;
        }
        const std::string w(trim(part.substr(c + 1)));
        char* end = nullptr;
        const double weight = std::strtod(w.c_str(), &end);
        if (w.empty() || end != w.c_str() + w.size()) {
            if (error) *error = "the weight \"" + w + "\" is not a number";
            return std::nullopt;
        }
        const std::optional<Color> colour = table.parse(trim(part.substr(0, c)), error);
        if (!colour) return std::nullopt;
        r += weight * colour->r;
        g += weight * colour->g;
        b += weight * colour->b;
        total += weight;
    }
    const double by = divisor > 0 ? divisor : total;
    if (!(by > 0)) {
        if (error) *error = "the weights add up to nothing";
        return std::nullopt;
    }
    auto clamp = [](double v) { return v < 0 ? 0.0 : v > 1 ? 1.0 : v; };
    Color out;
    out.none = false;
    out.r = clamp(r / by);
    out.g = clamp(g / by);
    out.b = clamp(b / by);
    return out;
}

}  // namespace plumbline::tikz
