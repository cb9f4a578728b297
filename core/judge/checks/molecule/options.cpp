// The molecule check's palette: element symbol -> colour, grouped into colour classes; or,
// with no palette, the elements themselves.
#include <algorithm>
#include <cmath>
#include <limits>

#include "checks/molecule/molecule.hpp"
#include "scene/elements.hpp"

namespace plumbline::molecule {

void Palette::add(const std::string& symbol, const Color& color, const std::string& text) {
    // Classes are colours as values: "#2AD52A" and "#2ad52a" are one class.
    for (Class& c : classes_) {
        if (color_distance(c.color, color) < 1e-9) {
            c.symbols.push_back(symbol);
            c.name += "/" + symbol;
            if (symbol == "H") hydrogen_ = static_cast<int>(&c - classes_.data());
            return;
        }
    }
    classes_.push_back(Class{color, {symbol}, symbol, text});
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

int Palette::symbol_class(const std::string& symbol) const {
    if (!by_color()) return symbol == "*" ? 0 : atomic_number(symbol) > 0 ? atomic_number(symbol) : -1;
    for (size_t i = 0; i < classes_.size(); ++i)
        for (const std::string& s : classes_[i].symbols)
            if (s == symbol) return static_cast<int>(i);
    return -1;
}

const std::string& Palette::name(int cls) const {
    static const std::string kUnknown = "?";
    if (!by_color()) {
        // Classes are elements: their symbols, made once.
        static const std::vector<std::string> kElements = [] {
            std::vector<std::string> names{"*"};
            for (int z = 1; !element_symbol(z).empty(); ++z) names.emplace_back(element_symbol(z));
            return names;
        }();
        return cls >= 0 && cls < static_cast<int>(kElements.size()) ? kElements[static_cast<size_t>(cls)] : kUnknown;
    }
    return cls >= 0 && cls < static_cast<int>(classes_.size()) ? classes_[static_cast<size_t>(cls)].name : kUnknown;
}

}  // namespace plumbline::molecule
