// Legibility (docs/layout.md): a text smaller than kMinPoints at the page's natural size
// (scene units turned into points through the frame's units per CSS pixel, 0.75 pt a
// pixel: a TikZ picture's pt are points, an SVG's px three quarters of one), and a text
// painted in the colour of the opaque shape under it.
#include "layout/context.hpp"

#include <algorithm>
#include <cmath>

namespace plumbline::layout {

namespace {

constexpr double kMinPoints = 5.0;
constexpr double kSameColour = 0.06;   // largest channel difference

bool contains(const Box& outer, const Vec2& p) {
    return !outer.empty && p.x() >= outer.min.x() && p.x() <= outer.max.x() && p.y() >= outer.min.y() &&
           p.y() <= outer.max.y();
}

}  // namespace

void find_illegible(Context& c) {
    const auto& items = c.scene.items;
    const double upp = c.scene.frame.units_per_pixel > 0 ? c.scene.frame.units_per_pixel : 1;
    for (const int t : c.texts) {
        const Text& text = std::get<Text>(items[t].geometry);
        const double points = text.font_size / upp * 0.75;
        if (points > 0 && points < kMinPoints) {
            LayoutFinding f;
            f.code = "layout.legibility.small";
            f.severity = Severity::Warning;
            f.message = "The text '" + plain_text(text.content) + "' is " + num(points) +
                        " pt at the page's natural size: too small to read (under " + num(kMinPoints) + " pt).";
            f.items = {t};
            if (!text.box.empty) f.shapes.push_back(box_shape(text.box, "location"));
            c.add(std::move(f));
            continue;
        }
        // The colour it is painted in (fill; a stroke-only text by its stroke).
        const Color& ink = !items[t].style.fill.none ? items[t].style.fill : items[t].style.stroke;
        if (ink.none) continue;
        const Vec2 at = text_centre(text);
        // The topmost opaque shape drawn before it under its centre.
        for (int under = t - 1; under >= 0; --under) {
            const Item& u = items[under];
            if (!u.style.visible || u.kind() == ItemKind::Text || u.style.fill.none || !(u.style.fill.a > 0.9)) continue;
            if (!u.is_primary(under) || !contains(bounds(u.geometry), at)) continue;
            const Color& paper = u.style.fill;
            const double diff = std::max({std::abs(paper.r - ink.r), std::abs(paper.g - ink.g), std::abs(paper.b - ink.b)});
            if (diff <= kSameColour) {
                LayoutFinding f;
                f.code = "layout.legibility.contrast";
                f.severity = Severity::Warning;
                f.message = "The text '" + plain_text(text.content) + "' is painted " + ink.hex() +
                            " on a shape filled " + paper.hex() + ": it cannot be seen.";
                f.items = {under, t};
                if (!text.box.empty) f.shapes.push_back(box_shape(text.box, "location"));
                c.add(std::move(f));
            }
            break;
        }
    }
}

}  // namespace plumbline::layout
