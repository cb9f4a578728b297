// Out of frame (docs/layout.md): an item that reaches past the page a viewer shows (the
// scene's frame: an SVG viewBox, a TikZ picture's bounding box, an EPS BoundingBox), or
// past a viewport that clips it (Item::clips), by more than half its stroke and a
// thousandth of the frame.
#include "layout/context.hpp"

#include <algorithm>

namespace plumbline::layout {

namespace {

// How far a box reaches past another (0 when inside).
double overshoot(const Box& b, const Box& frame) {
    return std::max({frame.min.x() - b.min.x(), frame.min.y() - b.min.y(), b.max.x() - frame.max.x(),
                     b.max.y() - frame.max.y(), 0.0});
}

// The part of `b` outside `frame`, as the smallest box holding it (for the page).
Box outside_part(const Box& b, const Box& frame) {
    Box out;
    if (b.min.x() < frame.min.x()) out.add(Box{b.min, Vec2(frame.min.x(), b.max.y()), false});
    if (b.max.x() > frame.max.x()) out.add(Box{Vec2(frame.max.x(), b.min.y()), b.max, false});
    if (b.min.y() < frame.min.y()) out.add(Box{b.min, Vec2(b.max.x(), frame.min.y()), false});
    if (b.max.y() > frame.max.y()) out.add(Box{Vec2(b.min.x(), frame.max.y()), b.max, false});
    return out;
}

}  // namespace

void find_out_of_frame(Context& c) {
    const Frame& f = c.scene.frame;
    Box frame;
    if (f.known && f.width > 0 && f.height > 0) {
        frame.add(Vec2(f.x, f.y));
        frame.add(Vec2(f.x + f.width, f.y + f.height));
    }
    const double slack = 0.001 * (frame.empty ? c.size : frame.diagonal());
    for (const int i : c.items) {
        const Item& item = c.scene.items[i];
        const Box b = bounds(item.geometry);
        if (b.empty || !is_finite(b.min) || !is_finite(b.max)) continue;
        const double tol = slack + (item.kind() == ItemKind::Text ? 0.0 : item.style.stroke_width / 2);
        if (!frame.empty && overshoot(b, frame) > tol) {
            LayoutFinding out;
            out.code = "layout.frame.outside";
            out.severity = Severity::Warning;
            out.message = describe_source(item.source, i) + " reaches " + num(overshoot(b, frame)) +
                          " past the frame: a viewer does not show that part.";
            out.items = {i};
            out.shapes.push_back(box_shape(outside_part(b, frame), "out_of_frame"));
            c.add(std::move(out));
            continue;
        }
        for (const ClipRegion& clip : item.clips) {
            const Box cb = clip.box();   // past its box: cut off whatever the region's shape
            if (overshoot(b, cb) <= tol) continue;
            LayoutFinding out;
            out.code = "layout.frame.clipped";
            out.severity = Severity::Warning;
            out.message = describe_source(item.source, i) + " reaches " + num(overshoot(b, cb)) +
                          " past the viewport that clips it: that part is cut off.";
            out.items = {i};
            out.shapes.push_back(box_shape(outside_part(b, cb), "out_of_frame"));
            c.add(std::move(out));
            break;
        }
    }
}

}  // namespace plumbline::layout
