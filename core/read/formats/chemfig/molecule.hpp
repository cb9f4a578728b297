// One \chemfig{...} laid out as chemfig lays it out (chemfig.tex's \CF_chemfigc/d,
// \CF_drawatomgroup, \CF_drawbond): atom groups, bonds at their angles, branches, rings
// and ring closures, in TeX points with y up (the picture's own coordinates, origin at
// the first atom's base). The reader turns the Drawing into Scene items.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "diagnostics/diagnostic.hpp"
#include "formats/chemfig/settings.hpp"
#include "geometry/geometry.hpp"

namespace plumbline::chemfig {

// Where the molecule's code came from: text[i] of the code stands at origin[i] in the
// document (submolecules spliced in stand at their `!`).
struct Code {
    std::string text;
    std::vector<size_t> origin;
    size_t at(size_t i) const { return i < origin.size() ? origin[i] : (origin.empty() ? 0 : origin.back()); }
};

struct Stroke {       // a straight bond stroke
    Vec2 a, b;
    double width = 0.4;
    size_t begin = 0, end = 0;   // its bond in the document
};
struct Triangle {     // a wedge: filled (`>`, `<`) or outlined (`>|`, `<|`)
    Vec2 p[3];
    bool filled = true;
    size_t begin = 0, end = 0;
};
struct RingCircle {   // **n(...): the circle (or arc) inside the ring
    Vec2 centre;
    double radius = 0;
    double from = 0, to = 360;   // degrees
    size_t begin = 0, end = 0;
};
struct Label {        // one atom group's text
    std::string plain;
    Vec2 centre;
    Box box;
    size_t begin = 0, end = 0;
};

struct Drawing {
    std::vector<Stroke> strokes;
    std::vector<Triangle> triangles;
    std::vector<RingCircle> circles;
    std::vector<Label> labels;
    Box box;          // the picture's bounding box as TikZ computes it (paths and nodes)
};

// Diagnostics from the molecule: severity, code, message, document span.
using Report = std::function<void(Severity, const std::string& code, const std::string& message, size_t begin,
                                  size_t end)>;

struct MoleculeLimits {
    std::int64_t* steps = nullptr;   // shared budget; each character read and item made spends
    int max_depth = 1024;            // branches and rings nested
    size_t max_items = 200000;
    size_t* items = nullptr;         // items made so far in the document
};

// Lays out `code` (the \chemfig argument with submolecules spliced in). Returns false when
// chemfig would stop with an error (reported); what was laid out before stays in `out`.
bool lay_out_molecule(const Code& code, const Settings& settings, const MoleculeLimits& limits, const Report& report,
                      Drawing& out);

}  // namespace plumbline::chemfig
