// SVG transform lists: "translate(10 20) rotate(45, 5, 5) matrix(1 0 0 1 0 0)", composed
// left to right (the first transform is the outermost).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "geometry/geometry.hpp"

namespace plumbline::svg {

enum class TransformSyntax {
    Attribute,   // the transform="" attribute: bare numbers
    Css,         // the CSS transform property: units allowed ("45deg", "10px")
};

struct TransformList {
    bool ok = true;
    Affine matrix;             // identity when !ok: SVG ignores an invalid transform
    size_t error_offset = 0;   // where the text stops being a transform list
    std::string expected;      // what the grammar wanted there
};

TransformList parse_transform_list(std::string_view text,
                                   TransformSyntax syntax = TransformSyntax::Attribute);

}  // namespace plumbline::svg
