// Legibility (docs/layout.md): a drawing too large for a page, so that printing it shrinks
// its texts and marks; a text smaller than kMinPoints at the page's natural size (scene
// units turned into points through the frame's units per CSS pixel, 0.75 pt a pixel: a
// TikZ picture's pt are points, an SVG's px three quarters of one); and a text painted in
// the colour of the opaque shape under it.
#include "layout/context.hpp"

#include <algorithm>
#include <cmath>

namespace plumbline::layout {

namespace {

constexpr double kMinPoints = 5.0;
constexpr double kSameColour = 0.06;   // largest channel difference
// The page a drawing is made for: LaTeX's article text block at 10 pt (\textwidth 345 pt,
// \textheight 550 pt), either way round. A drawing that must be shrunk below kMinScale of
// its size to fit it is shown with its texts and marks that much smaller than drawn
// (fitted on DiagramIR's even-numbered pictures: docs/layout.md).
constexpr double kPageWidth = 345.0, kPageHeight = 550.0;
constexpr double kMinScale = 0.85;

bool contains(const Box& outer, const Vec2& p) {
    return !outer.empty && p.x() >= outer.min.x() && p.x() <= outer.max.x() && p.y() >= outer.min.y() &&
           p.y() <= outer.max.y();
}

}  // namespace

// The drawing's natural size in points, if it has one: a page-description format's frame
// (TikZ, chemfig, EPS: their units are points), an SVG's own width and height; an SVG
// with a viewBox alone has none (it fills whatever shows it).
static bool natural_size(const Scene& s, double upp, double& w, double& h) {
    const Frame& f = s.frame;
    if (!f.known || !(f.width > 0) || !(f.height > 0)) return false;
    if (s.format == "svg" && !(f.pixel_width > 0 && f.pixel_height > 0)) return false;
    w = f.width / upp * 0.75;
    h = f.height / upp * 0.75;
    return std::isfinite(w) && std::isfinite(h);
}

static void find_too_large(Context& c, double upp) {
    double w = 0, h = 0;
    if (c.items.empty() || !natural_size(c.scene, upp, w, h)) return;
    // The larger of the two scales that fit the page upright or turned.
    const double scale = std::max(std::min(kPageWidth / w, kPageHeight / h), std::min(kPageWidth / h, kPageHeight / w));
    if (!(scale < kMinScale)) return;
    LayoutFinding f;
    f.code = "layout.legibility.page";
    f.severity = Severity::Warning;
    f.message = "The drawing is " + num(w) + " by " + num(h) + " pt: on a page (" + num(kPageWidth) + " by " +
                num(kPageHeight) + " pt, either way round) it is shown at " + num(std::round(scale * 100)) +
                "% of its size, its texts and marks with it (under " + num(kMinScale * 100) + "%).";
    const Frame& fr = c.scene.frame;
    Box page;
    page.add(Vec2(fr.x, fr.y));
    page.add(Vec2(fr.x + fr.width, fr.y + fr.height));
    f.shapes.push_back(box_shape(page, "location"));
    c.add(std::move(f));
}

void find_illegible(Context& c) {
    const auto& items = c.scene.items;
    const double upp = c.scene.frame.units_per_pixel > 0 ? c.scene.frame.units_per_pixel : 1;
    find_too_large(c, upp);
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
