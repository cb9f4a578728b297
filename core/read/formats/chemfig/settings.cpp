// \setchemfig keys: the geometric ones carried out, the stylistic ones named as ignored.
#include "formats/chemfig/settings.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace plumbline::chemfig {

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split_top_level(std::string_view list, char separator) {
    std::vector<std::string_view> parts;
    int depth = 0;
    size_t start = 0;
    for (size_t i = 0; i <= list.size(); ++i) {
        const char c = i < list.size() ? list[i] : separator;
        if (c == '{') ++depth;
        else if (c == '}') depth = std::max(0, depth - 1);
        else if (c == separator && depth == 0) {
            parts.push_back(trim(list.substr(start, i - start)));
            start = i + 1;
        }
    }
    return parts;
}

namespace {

std::string_view strip_braces(std::string_view s) {
    s = trim(s);
    while (s.size() >= 2 && s.front() == '{' && s.back() == '}') s = trim(s.substr(1, s.size() - 2));
    return s;
}

}  // namespace

std::optional<double> parse_dimension(std::string_view text) {
    text = strip_braces(text);
    if (text.empty() || text.size() > 64) return std::nullopt;
    const std::string s(text);
    char* end = nullptr;
    const double value = std::strtod(s.c_str(), &end);
    if (end == s.c_str()) return std::nullopt;
    const std::string unit(trim(std::string_view(end)));
    static const std::pair<const char*, double> units[] = {
        {"pt", 1.0}, {"em", kEm}, {"ex", kEx}, {"cm", 72.27 / 2.54}, {"mm", 72.27 / 25.4},
        {"in", 72.27}, {"bp", 72.27 / 72}, {"pc", 12.0}, {"sp", 1.0 / 65536}};
    for (const auto& [name, size] : units)
        if (unit == name) return value * size;
    return std::nullopt;
}

void apply_keys(std::string_view list, Settings& settings, std::vector<std::string>& ignored,
                std::vector<std::string>& unknown) {
    // Keys whose value is a length this reader uses.
    struct LengthKey {
        const char* name;
        double Settings::*field;
        double fallback;
    };
    static const LengthKey lengths[] = {
        {"atom sep", &Settings::atom_sep, 3 * kEm},         {"bond offset", &Settings::bond_offset, 2},
        {"double bond sep", &Settings::double_sep, 2},      {"cram width", &Settings::cram_width, 1.5 * kEx},
        {"cram dash width", &Settings::cram_dash_width, 1}, {"cram dash sep", &Settings::cram_dash_sep, 2},
    };
    // Keys chemfig knows whose drawing this reader does not change (styles, schemes, arrows,
    // debugging): named, so a reading that may differ says so.
    static const char* const styling[] = {"atom style", "chemfig style", "node style", "bond style",
                                          "bond join", "fixed length", "cram rectangle", "debug",
                                          "show cntcycle", "autoreset cntcycle", "stack sep"};
    static const char* const schemes[] = {"compound style", "compound sep", "arrow offset", "arrow angle",
                                          "arrow coeff", "arrow style", "arrow double sep", "arrow double coeff",
                                          "arrow double harpoon", "arrow label sep", "arrow head", "+ sep left",
                                          "+ sep right", "+ vshift", "scheme debug", "schemestart code",
                                          "schemestop code", "lewis sep", "lewis length", "lewis style",
                                          "lewis dist", "lewis radius", "lewis diag coeff", "lewis | style",
                                          "lewis | width", "lewis | sep"};
    for (std::string_view item : split_top_level(list)) {
        if (item.empty()) continue;
        const size_t eq = item.find('=');
        std::string key(trim(item.substr(0, eq)));
        // Blanks inside a key are one space, as l3keys / simplekv compare them.
        key.erase(std::unique(key.begin(), key.end(), [](char a, char b) { return a == ' ' && b == ' '; }), key.end());
        const std::string_view value = eq == std::string_view::npos ? std::string_view() : item.substr(eq + 1);
        bool known = false;
        for (const LengthKey& k : lengths) {
            if (key != k.name) continue;
            known = true;
            if (strip_braces(value).empty()) settings.*(k.field) = k.fallback;
            else if (const auto d = parse_dimension(value)) settings.*(k.field) = *d;
            else ignored.push_back(key + "=" + std::string(trim(value)));
        }
        if (key == "angle increment" || key == "cycle radius coeff") {
            known = true;
            const std::string v(strip_braces(value));
            char* end = nullptr;
            const double x = std::strtod(v.c_str(), &end);
            double& field = key == "angle increment" ? settings.angle_increment : settings.cycle_radius_coeff;
            if (v.empty()) field = key == "angle increment" ? 45 : 0.75;
            else if (end != v.c_str() && trim(std::string_view(end)).empty()) field = x;
            else ignored.push_back(key + "=" + v);
        }
        if (known) continue;
        if (std::find(std::begin(styling), std::end(styling), key) != std::end(styling)) {
            // Empty or false values leave chemfig's drawing as it is.
            const std::string_view v = strip_braces(value);
            if (!v.empty() && v != "false") ignored.push_back(key + "=" + std::string(v));
        } else if (std::find(std::begin(schemes), std::end(schemes), key) == std::end(schemes)) {
            unknown.push_back(key);
        }
    }
}

}  // namespace plumbline::chemfig
