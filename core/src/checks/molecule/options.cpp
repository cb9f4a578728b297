// The molecule check's parameters: the palette (element symbol -> colour, grouped into
// colour classes) and the options, read from the task's check object.
#include <algorithm>
#include <cmath>
#include <limits>

#include "checks/molecule/molecule.hpp"

namespace plumbline::molecule {

using nlohmann::json;

void Palette::add(const std::string& symbol, const Color& color) {
    // Classes are colours as values: "#2AD52A" and "#2ad52a" are one class.
    for (Class& c : classes_) {
        if (color_distance(c.color, color) < 1e-9) {
            c.symbols.push_back(symbol);
            c.name += "/" + symbol;
            if (symbol == "H") hydrogen_ = static_cast<int>(&c - classes_.data());
            return;
        }
    }
    classes_.push_back(Class{color, {symbol}, symbol});
    if (symbol == "H") hydrogen_ = static_cast<int>(classes_.size()) - 1;
}

void Palette::finish() {
    double closest = std::numeric_limits<double>::infinity();
    for (size_t i = 0; i < classes_.size(); ++i)
        for (size_t j = i + 1; j < classes_.size(); ++j)
            closest = std::min(closest, color_distance(classes_[i].color, classes_[j].color));
    tolerance_ = std::min(0.06, 0.4 * closest);
}

int Palette::nearest(const Color& c, double* distance) const {
    int best = -1;
    double best_distance = std::numeric_limits<double>::infinity();
    for (size_t i = 0; i < classes_.size(); ++i) {
        // Alpha is opacity, not identity: a half-transparent carbon is still carbon.
        Color opaque = c;
        opaque.a = 1;
        Color entry = classes_[i].color;
        entry.a = 1;
        const double d = color_distance(opaque, entry);
        if (d < best_distance) best_distance = d, best = static_cast<int>(i);
    }
    if (distance) *distance = best_distance;
    return best;
}

int Palette::classify(const Color& c) const {
    double d = 0;
    const int cls = nearest(c, &d);
    return cls >= 0 && d <= tolerance_ ? cls : -1;
}

std::string Palette::name(int cls) const {
    return cls >= 0 && cls < static_cast<int>(classes_.size()) ? classes_[static_cast<size_t>(cls)].name : "?";
}

namespace {

Diagnostic task_error(const std::string& code, const std::string& where, const std::string& message) {
    Diagnostic d;
    d.code = code;
    d.severity = Severity::Error;
    d.source = "task";
    d.message = where + ": " + message;
    return d;
}

// A palette colour: any SVG colour text, or EPS-style [r, g, b] floats in 0..1.
std::optional<Color> palette_color(const json& v) {
    if (v.is_string()) {
        std::optional<Color> c = parse_color(v.get<std::string>());
        if (c && !c->none) return c;
        return std::nullopt;
    }
    if (v.is_array() && v.size() == 3) {
        double rgb[3];
        for (size_t i = 0; i < 3; ++i) {
            if (!v[i].is_number()) return std::nullopt;
            rgb[i] = v[i].get<double>();
            if (!std::isfinite(rgb[i]) || rgb[i] < 0 || rgb[i] > 1) return std::nullopt;
        }
        Color c;
        c.none = false;
        c.r = rgb[0], c.g = rgb[1], c.b = rgb[2];
        return c;
    }
    return std::nullopt;
}

bool is_element_symbol(const std::string& s) {
    return (s.size() == 1 || s.size() == 2) && s[0] >= 'A' && s[0] <= 'Z' && (s.size() == 1 || (s[1] >= 'a' && s[1] <= 'z'));
}

}  // namespace

bool parse_options(const json& check, Options& out, std::vector<Diagnostic>& diagnostics) {
    const size_t errors_before = diagnostics.size();
    const auto palette = check.find("palette");
    if (palette == check.end() || !palette->is_object() || palette->empty()) {
        diagnostics.push_back(task_error(
            "task.palette.missing", "/check/palette",
            "the molecule check needs a palette object mapping element symbols to colours, e.g. "
            "{\"C\": \"#274A4A\", \"N\": \"#0000FF\"}."));
        return false;
    }
    for (const auto& [symbol, value] : palette->items()) {
        const std::string where = "/check/palette/" + symbol;
        if (!is_element_symbol(symbol)) {
            diagnostics.push_back(task_error("task.palette.symbol", where,
                                             "\"" + symbol + "\" is not an element symbol (like C, N or Cl)."));
            continue;
        }
        const std::optional<Color> color = palette_color(value);
        if (!color) {
            diagnostics.push_back(task_error("task.palette.color", where,
                                             "must be a colour (\"#274A4A\", \"rgb(39,74,74)\", a name) or [r, g, b] "
                                             "with each in 0..1, not " + value.dump() + "."));
            continue;
        }
        out.palette.add(symbol, *color);
    }
    out.palette.finish();

    if (const auto it = check.find("bond_order"); it != check.end() && !it->is_null()) {
        if (it->is_boolean()) out.bond_order = it->get<bool>();
        else diagnostics.push_back(task_error("task.bond_order.invalid", "/check/bond_order", "must be true or false."));
    }
    if (const auto it = check.find("snap"); it != check.end() && !it->is_null()) {
        if (it->is_number() && std::isfinite(it->get<double>()) && it->get<double>() >= 0) out.snap = it->get<double>();
        else diagnostics.push_back(task_error("task.snap.invalid", "/check/snap",
                                              "must be a non-negative number of drawing units."));
    }
    if (const auto it = check.find("budget"); it != check.end() && !it->is_null()) {
        if (it->is_number_integer() && it->get<std::int64_t>() > 0) out.budget = it->get<std::int64_t>();
        else diagnostics.push_back(task_error("task.budget.invalid", "/check/budget",
                                              "must be a positive whole number of search steps."));
    }
    return diagnostics.size() == errors_before;
}

}  // namespace plumbline::molecule
