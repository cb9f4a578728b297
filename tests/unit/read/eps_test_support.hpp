// Helpers the EPS reader tests share: reading a page body under a 300x300 bounding box
// (y_scene = 300 - y), on top of the TikZ tests' helpers (primary items, codes).
#pragma once

#include <string>

#include "tikz_test_support.hpp"

namespace eps_test {

using namespace plumbline;
using tikz_test::codes;
using tikz_test::find;
using tikz_test::near;
using tikz_test::primaries;
using tikz_test::primary;
using tikz_test::same_segment;

// The page header takes two lines: the body starts on line 3.
inline ReadResult page(const std::string& body, const ReadLimits& limits = {}) {
    return read_eps("%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 300 300\n" + body + "\nshowpage\n", "candidate",
                    limits);
}

}  // namespace eps_test
