// TeX colours as xcolor reads them: the base names (red, green, blue, cyan, magenta,
// yellow, black, gray, white, darkgray, lightgray, brown, lime, olive, orange, pink,
// purple, teal, violet), mixes ("red!30", "red!30!black", "blue!50!white!80"), the
// complement ("-red"), and colours defined by \definecolor / \colorlet.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/color.hpp"

namespace plumbline::tikz {

// One colour of a named set (svgnames, x11names, dvipsnames), rgb in [0, 1].
struct NamedColor {
    const char* name;
    double r, g, b;
};
// xcolor's named set (xcolor_names.cpp, generated from TeX Live); empty for another name.
const std::vector<NamedColor>& xcolor_named_set(std::string_view set);

class ColorTable {
public:
    ColorTable();   // the base names

    // \definecolor{name}{model}{spec}, model HTML, rgb, RGB, gray, cmyk, cmy (also
    // comma-separated model lists are not supported: false). False with *error set when the
    // model or spec is wrong.
    bool define(std::string_view name, std::string_view model, std::string_view spec, std::string* error);
    // \colorlet{name}{expression}
    bool let(std::string_view name, std::string_view expression, std::string* error);
    // A colour expression, or nullopt with *error set ("undefined colour 'redd'").
    std::optional<Color> parse(std::string_view expression, std::string* error) const;
    bool is_color(std::string_view expression) const;   // parse() would succeed
    // \usepackage[svgnames]{xcolor}: the set's names are defined (false for an unknown set).
    bool load_set(std::string_view set);

private:
    std::map<std::string, Color, std::less<>> named_;
};

}  // namespace plumbline::tikz
