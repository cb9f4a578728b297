// Small molecules drawn as SVG for the molecule check's tests: atoms (symbol, position)
// and bonds, drawn the benchmark's way (lines centre to centre, then circles), with knobs
// for what answers vary: placement, colour spelling, where lines end.
#pragma once

#include <cmath>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace molecule_test {

struct Molecule {
    std::vector<std::pair<std::string, std::pair<double, double>>> atoms;  // symbol, (x, y) in bond lengths
    std::vector<std::pair<int, int>> bonds;
};

inline const std::map<std::string, std::string>& palette() {
    static const std::map<std::string, std::string> p = {
        {"H", "#638c8c"}, {"B", "#2AD52A"},  {"C", "#274A4A"},  {"N", "#0000FF"},  {"O", "#FF0000"},  {"F", "#D52092"},
        {"Si", "#D59E13"}, {"P", "#D58600"}, {"S", "#D5D500"},  {"Cl", "#2AD52A"}, {"Br", "#D58639"}, {"Te", "#D5CD72"},
        {"I", "#FF00FF"},  {"Eu", "#00CCD5"}, {"Lu", "#00CCD5"}, {"Os", "#838C8C"}, {"U", "#00CCD5"}};
    return p;
}

struct Style {
    double scale = 10, radius = 1.5;
    double angle = 0;                 // radians, about the origin
    bool mirror = false;
    double end_gap = 0;               // lines end this far from the atom centres (scene units)
    std::function<std::string(const std::string&)> color = [](const std::string& symbol) {
        return palette().at(symbol);
    };
};

inline std::pair<double, double> place(const std::pair<double, double>& p, const Style& s) {
    const double x = (s.mirror ? -p.first : p.first) * s.scale, y = p.second * s.scale;
    return {x * std::cos(s.angle) - y * std::sin(s.angle) + 100, x * std::sin(s.angle) + y * std::cos(s.angle) + 100};
}

inline std::string svg(const Molecule& m, const Style& s = {}, const std::string& extra = "") {
    std::ostringstream out;
    out.precision(10);
    out << "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 200 200\">\n";
    for (const auto& [i, j] : m.bonds) {
        auto [x1, y1] = place(m.atoms[static_cast<size_t>(i)].second, s);
        auto [x2, y2] = place(m.atoms[static_cast<size_t>(j)].second, s);
        const double len = std::hypot(x2 - x1, y2 - y1), ux = (x2 - x1) / len, uy = (y2 - y1) / len;
        out << "<line x1=\"" << x1 + ux * s.end_gap << "\" y1=\"" << y1 + uy * s.end_gap << "\" x2=\""
            << x2 - ux * s.end_gap << "\" y2=\"" << y2 - uy * s.end_gap << "\" stroke=\"black\" stroke-width=\"1\"/>\n";
    }
    for (const auto& [symbol, p] : m.atoms) {
        auto [x, y] = place(p, s);
        out << "<circle cx=\"" << x << "\" cy=\"" << y << "\" r=\"" << s.radius << "\" fill=\"" << s.color(symbol)
            << "\"/>\n";
    }
    out << extra << "</svg>\n";
    return out.str();
}

// A regular hexagon of carbons (bond length 1), atoms 0..5 going round; position k.
inline std::pair<double, double> hexagon(int k) {
    const double a = 3.14159265358979323846 / 3 * k;
    return {std::cos(a), std::sin(a)};
}

// Pyridine-like ring with a methyl: ring atoms 0..5 (atom 0 is `hetero`), methyl 6 on ring atom `at`.
inline Molecule ring_with_methyl(const std::string& hetero = "N", int at = 2) {
    Molecule m;
    for (int k = 0; k < 6; ++k) m.atoms.push_back({k == 0 ? hetero : "C", hexagon(k)});
    const auto p = hexagon(at);
    m.atoms.push_back({"C", {2 * p.first, 2 * p.second}});
    for (int k = 0; k < 6; ++k) m.bonds.push_back({k, (k + 1) % 6});
    m.bonds.push_back({at, 6});
    return m;
}

inline nlohmann::json task(const std::string& reference, nlohmann::json extra = nlohmann::json::object()) {
    nlohmann::json check = {{"kind", "molecule"}, {"palette", palette()}};
    for (auto& [k, v] : extra.items()) check[k] = v;
    return {{"schema", "plumbline/task@1"}, {"id", "molecule/test"}, {"domain", "molecule"},
            {"reference", reference},       {"check", check}};
}

}  // namespace molecule_test
