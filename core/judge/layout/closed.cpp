// Closed shapes (docs/layout.md): an open path of two or more pieces whose ends nearly
// meet (within kGapShare of its length and more than half its stroke width apart) was
// meant closed and shows a gap; one whose ends meet exactly but that is not closed shows
// two line caps at the corner instead of a join.
#include "layout/context.hpp"

#include <algorithm>

namespace plumbline::layout {

namespace {
constexpr double kGapShare = 0.05;    // of the path's length
}  // namespace

void find_open_shapes(Context& c) {
    for (const int i : c.items) {
        const Item& item = c.scene.items[i];
        const Path* p = std::get_if<Path>(&item.geometry);
        if (!p || p->closed || p->pieces.size() < 2 || !std::binary_search(c.strokes.begin(), c.strokes.end(), i))
            continue;
        double length = 0;
        for (const PathPiece& k : p->pieces) length += (k.end() - k.start()).norm();
        const double gap = (p->pieces.back().end() - p->pieces.front().start()).norm();
        if (gap > kGapShare * length) continue;
        ++c.out.examined.open_paths;
        LayoutFinding f;
        f.items = {i};
        f.shapes.push_back(line_shape(p->pieces.back().end(), p->pieces.front().start(), "gap"));
        if (gap > item.style.stroke_width / 2) {
            f.code = "layout.closed.gap";
            f.severity = Severity::Warning;
            f.message = describe_source(item.source, i) + " ends " + num(gap) +
                        " from where it starts: a shape meant closed, drawn with a gap.";
        } else {
            f.code = "layout.closed.unjoined";
            f.severity = Severity::Info;
            f.message = describe_source(item.source, i) +
                        " ends where it starts without closing (`-- cycle`, `Z`): the corner is drawn as two line ends, not a join.";
        }
        c.add(std::move(f));
    }
}

}  // namespace plumbline::layout
