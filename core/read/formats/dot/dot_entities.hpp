// Named character entities as Graphviz decodes them in labels: the HTML 4 set.
#pragma once

#include <cstdint>
#include <string_view>

namespace plumbline::dot {

// The code point `&name;` stands for, or 0 when the HTML 4 set has no such name
// (names are case-sensitive: `&AMP;` is none).
std::uint32_t html_entity(std::string_view name);

}  // namespace plumbline::dot
