// TeX colours as xcolor reads them: the base names (red, green, blue, cyan, magenta,
// yellow, black, gray, white, darkgray, lightgray, brown, lime, olive, orange, pink,
// purple, teal, violet), mixes ("red!30", "red!30!black", "blue!50!white!80"), the
// complement ("-red"), and colours defined by \definecolor / \colorlet.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "base/color.hpp"

namespace plumbline::tikz {

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

private:
    std::map<std::string, Color, std::less<>> named_;
};

}  // namespace plumbline::tikz
