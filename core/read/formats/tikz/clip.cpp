// \clip as pgf applies it: what follows in the scope is drawn only inside the path, and no
// longer counts for the picture's size (pgf sets \ifpgf@relevantforpicturesize false after
// a clip, to the end of the TeX group), so a standalone page is cropped to the clip. The
// region rides on each later item as Item::clips (scene.hpp), which the SVG writer draws
// and checks can read. Any closed region clips: every subpath closed as a fill closes it
// (`\clip (0,0) .. controls .. (1,1);` clips to the curve and the line back), circles and
// ellipses, several parts under the path's fill rule (nonzero unless `even odd rule`), as
// pgf's W and W* operators do. `\path[clip]` and `\draw[clip]` (the `clip` key) are the
// same clip, the second also drawn (its stroke not clipped, as pgf strokes before it clips).
#include <cmath>
#include <cstdint>

#include "base/numbers.hpp"
#include "formats/tikz/interpreter.hpp"
#include "scene/clip_region.hpp"

namespace plumbline::tikz {

namespace {

const Affine kFlip = Affine::scale(1, -1);   // canvas (y up) -> scene (y down)

// The path's closed parts in scene coordinates. A circle or ellipse operation runs from its
// first axis towards its second, as pgf draws it (counter-clockwise on the page unless a
// reflection turns it), which decides the nonzero rule where parts overlap.
std::vector<Path> region_paths(const BuiltPath& built) {
    std::vector<Path> out;
    for (const Path& p : built.subpaths) {
        Path scene_path;
        scene_path.closed = true;
        for (const PathPiece& piece : p.pieces) scene_path.pieces.push_back(transform(piece, kFlip));
        out.push_back(std::move(scene_path));
    }
    const bool axes = built.conic_axes.size() == built.conics.size();
    for (size_t k = 0; k < built.conics.size(); ++k) {
        const ConicAxes* q = axes ? &built.conic_axes[k] : nullptr;
        const bool clockwise = q && q->a.x() * q->b.y() - q->a.y() * q->b.x() < 0;
        Arc arc{built.conics[k], 0, clockwise ? -2 * kPi : 2 * kPi};
        Path p;
        p.closed = true;
        const Arc scene_arc = transform(arc, kFlip);
        p.pieces.push_back(PathPiece::of_arc(scene_arc, scene_arc.start(), scene_arc.end()));
        out.push_back(std::move(p));
    }
    return out;
}

}  // namespace

void Interpreter::apply_clip(const BuiltPath& built, const State& path_state, const Token& t) {
    State& scope = states_.back();
    scope.size_relevant = false;
    picture_size_.relevant = false;
    ClipRegion::Outlines outlines = clip_outlines(region_paths(built));
    // Flattening costs as the points it makes (at most kClipMaxPoints): a loop of clips is
    // held by the step budget like a loop of paths.
    size_t points = 0;
    for (const std::vector<Vec2>& outline : outlines) points += outline.size();
    if (!budget_.spend(t.offset, 1 + static_cast<std::int64_t>(points / 16))) return;
    if (outlines.empty()) {
        warn("tikz.clip.ignored",
             "This \\clip encloses no area (a line or a point, no closed part): TeX then shows nothing of what "
             "follows in the scope, and the reading shows it all (the reading is incomplete).",
             t.offset, t.end());
        return;
    }
    scope.clips.emplace_back(std::move(outlines),
                             path_state.paint.even_odd ? FillRule::EvenOdd : FillRule::NonZero);
}

}  // namespace plumbline::tikz
