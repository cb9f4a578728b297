// \clip as pgf applies it: what follows in the scope is drawn only inside the path, and no
// longer counts for the picture's size (pgf sets \ifpgf@relevantforpicturesize false after
// a clip, to the end of the TeX group), so a standalone page is cropped to the clip. The
// region rides on each later item as Item::clips (scene.hpp), which the SVG writer draws
// and checks can read. A rectangle (any parallelogram once transformed) is such a region;
// another path is not applied, and the warning says the reading shows more than TeX.
#include <cmath>

#include "formats/tikz/interpreter.hpp"

namespace plumbline::tikz {

namespace {

// The four corners of a closed path of four straight pieces forming a parallelogram.
bool parallelogram(const Path& p, Vec2 (&corners)[4]) {
    if (!p.closed || p.pieces.size() != 4) return false;
    for (int k = 0; k < 4; ++k) {
        if (p.pieces[k].kind != PathPiece::Kind::Line) return false;
        corners[k] = p.pieces[k].start();
    }
    const double size = (corners[2] - corners[0]).norm() + (corners[3] - corners[1]).norm();
    return ((corners[0] + corners[2]) - (corners[1] + corners[3])).norm() <= 1e-9 * std::max(size, 1.0);
}

}  // namespace

void Interpreter::apply_clip(const BuiltPath& built, const Token& t) {
    State& scope = states_.back();
    scope.size_relevant = false;
    picture_size_.relevant = false;
    Vec2 corners[4];
    if (built.subpaths.size() == 1 && built.conics.empty() && built.grid.empty() &&
        parallelogram(built.subpaths[0], corners)) {
        ClipRegion region;
        for (int k = 0; k < 4; ++k) region.corners[k] = Vec2(corners[k].x(), -corners[k].y());   // canvas to scene
        scope.clips.push_back(region);
        return;
    }
    warn("tikz.clip.ignored",
         "This \\clip is not a rectangle and is not applied: what follows is read whole, including what TeX cuts "
         "off (the reading is incomplete).",
         t.offset, t.end());
}

}  // namespace plumbline::tikz
