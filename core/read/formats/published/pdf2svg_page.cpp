// A TikZ drawing on the page pdflatex + pdf2svg make of it, as the published chain's
// script reads that page: see published.hpp for what pdf2svg writes and the model taken.
#include <cmath>
#include <cstdio>
#include <map>
#include <string>

#include "base/numbers.hpp"
#include "formats/published/published.hpp"

namespace plumbline {

namespace {

constexpr double kBpPerPt = 72.0 / 72.27;

// pdfTeX writes colour components with at most five decimals; pdf2svg prints them as
// percentages: `rgb(15.294%,29.02%,29.02%)`. The script compares fills as text.
std::string page_fill_text(const Color& c) {
    if (c.none) return "";
    std::string out = "rgb(";
    for (int k = 0; k < 3; ++k) {
        const double v = std::round((k == 0 ? c.r : k == 1 ? c.g : c.b) * 1e5) / 1e3;
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.3f", v);
        std::string s = buf;
        while (!s.empty() && s.back() == '0') s.pop_back();
        if (!s.empty() && s.back() == '.') s.pop_back();
        out += s + (k < 2 ? "%," : "%)");
    }
    return out;
}

// The script's reading of the <path> pdf2svg writes for one subpath: `M` at its start, `L`
// for straight pieces, `C` for curves and arcs (not read, and the current point stays
// where the curve began), `Z` for a closing side (not read) followed by `M` at the start.
void script_segments(const Path& path, const Affine& page, std::vector<Segment>& out) {
    if (path.pieces.empty()) return;
    size_t n = path.pieces.size();
    if (path.closed && path.pieces.back().kind == PathPiece::Kind::Line) --n;   // written as Z
    Vec2 cur = page.apply(path.pieces.front().p0);
    for (size_t i = 0; i < n; ++i) {
        const PathPiece& piece = path.pieces[i];
        if (piece.kind != PathPiece::Kind::Line) continue;
        const Vec2 end = page.apply(piece.p3);
        out.push_back(Segment{cur, end});
        cur = end;
    }
}

// How many curves pdf2svg writes for a piece: pgf splits an arc in steps of 90 degrees
// while more than 115 remain, of 60 while more than 90 remain, then the rest.
int curve_count(const PathPiece& piece) {
    if (piece.kind == PathPiece::Kind::Cubic || piece.kind == PathPiece::Kind::Quad) return 1;
    if (piece.kind != PathPiece::Kind::Arc) return 0;
    double remaining = std::abs(piece.arc.dt) * 180 / kPi;
    int n = 0;
    while (remaining > 90) remaining -= remaining > 115 ? 90 : 60, ++n;
    return remaining > 1e-9 ? n + 1 : n;
}

// pdf2svg writes `M C C C C Z` for it: closed, four curves, nothing straight. The
// published reading takes such a path for the circle or ellipse it draws, as it takes
// TikZ's `circle` (the same four curves on the page).
bool four_curve_loop(const Path& path) {
    if (!path.closed) return false;
    int curves = 0;
    for (const PathPiece& piece : path.pieces) {
        if (piece.kind == PathPiece::Kind::Line) {
            if ((piece.p3 - piece.p0).norm() > 1e-9) return false;
            continue;
        }
        curves += curve_count(piece);
    }
    return curves == 4;
}

// The rendered reading `out`, cropped to its frame and scaled by `scale` (to bp), as the
// page pdf2svg writes and the script reads it.
void place_on_page(ReadResult& out, double scale, const ReadLimits& limits) {
    const Frame frame = out.scene.frame;
    // The crop: the page's top-left corner (y down) to the origin.
    const Affine page = Affine::scale(scale, scale) * Affine::translate(-frame.x, -frame.y);
    Scene scene;
    scene.format = out.scene.format;
    scene.frame.known = frame.known;
    scene.frame.width = frame.width * scale;
    scene.frame.height = frame.height * scale;
    scene.frame.units_per_pixel = 0.75;   // bp per CSS pixel
    const std::vector<std::vector<int>> derived = out.scene.derived_items();
    // pdf2svg writes one <path> per path painted (a TikZ path command, all its subpaths in
    // one `d`; a PostScript painting operator), so a command's items are read together: a
    // lone segment is a <line>, a lone circle or four-curve loop a <circle>/<ellipse>,
    // anything else a <path> of straight pieces.
    std::map<int, std::vector<int>> commands;
    for (int i = 0; i < static_cast<int>(out.scene.items.size()); ++i) {
        const Item& item = out.scene.items[static_cast<size_t>(i)];
        if (item.is_primary(i) && item.kind() != ItemKind::Text) commands[item.source.element_index].push_back(i);
    }
    for (const auto& [command, items] : commands) {
        const bool single = items.size() == 1;
        for (int i : items) {
            const Item& item = out.scene.items[static_cast<size_t>(i)];
            std::vector<std::pair<const char*, Geometry>> primitives;
            if (const Segment* s = std::get_if<Segment>(&item.geometry)) {
                primitives.emplace_back(single ? "line" : "path", Segment{page.apply(s->a), page.apply(s->b)});
            } else if (const Circle* c = std::get_if<Circle>(&item.geometry)) {
                if (single) primitives.emplace_back("circle", Circle{page.apply(c->c), c->r * scale});
            } else if (const Ellipse* e = std::get_if<Ellipse>(&item.geometry)) {
                if (single) primitives.emplace_back("ellipse", transform(*e, page));
            } else if (const Path* p = std::get_if<Path>(&item.geometry)) {
                const Geometry* round = nullptr;
                if (single && four_curve_loop(*p))
                    for (int d : derived[static_cast<size_t>(i)]) {
                        const Geometry& g = out.scene.items[static_cast<size_t>(d)].geometry;
                        if (std::holds_alternative<Circle>(g) || std::holds_alternative<Ellipse>(g)) round = &g;
                    }
                if (const Circle* c = round ? std::get_if<Circle>(round) : nullptr) {
                    primitives.emplace_back("circle", Circle{page.apply(c->c), c->r * scale});
                } else if (const Ellipse* e = round ? std::get_if<Ellipse>(round) : nullptr) {
                    primitives.emplace_back("ellipse", transform(*e, page));
                } else {
                    std::vector<Segment> segments;
                    script_segments(*p, page, segments);
                    for (const Segment& seg : segments) primitives.emplace_back("path", seg);
                }
            }
            // A filled and stroked shape comes out of pdf2svg as two paths, the fill and then
            // the stroke, when cairo clips it: when its extents, rounded out to whole units,
            // pass the page's right or bottom edge (pages are rarely a whole number of bp
            // wide, so a shape in the last fraction of a unit is clipped); elsewhere as one.
            const bool both = !item.style.fill.none && !item.style.stroke.none;
            bool edge = false;
            if (both) {
                Box b = bounds(item.geometry);
                if (!b.empty) {
                    const double h = item.style.stroke_width / 2;
                    const Vec2 hi = page.apply(b.max + Vec2(h, h));
                    edge = std::ceil(hi.x() - 1e-6) > scene.frame.width || std::ceil(hi.y() - 1e-6) > scene.frame.height;
                }
            }
            for (int copy = 0; copy < (edge ? 2 : 1); ++copy) {
                Item base;
                base.style = item.style;
                if (edge && copy == 0) base.style.stroke = Color::paint_none();
                if (edge && copy == 1) base.style.fill = Color::paint_none();
                base.style.stroke_width *= scale;
                base.style.fill_text = page_fill_text(base.style.fill);
                base.source = item.source;
                base.source.depth = 0;
                base.source.transformed = false;
                base.arrows = item.arrows;
                for (const auto& [element, g] : primitives) {
                    if (scene.items.size() >= limits.max_items) break;
                    Item one = base;
                    one.source.element = element;
                    one.geometry = g;
                    scene.add(std::move(one));
                }
            }
        }
    }
    out.scene = std::move(scene);
}

}  // namespace

ReadResult read_tikz_published(std::string_view text, std::string_view source_name, const ReadLimits& limits) {
    ReadResult out = read_tikz(text, source_name, limits);
    if (out.ok && out.complete) place_on_page(out, kBpPerPt, limits);
    return out;
}

// Ghostscript's -dEPSCrop crops the page to the bounding box comment, which the EPS
// reader's frame already is (in bp): the page is the Scene shifted to the box's corner.
// Not yet checked against Ghostscript + pdf2svg output (issue 11).
ReadResult read_eps_published(std::string_view text, std::string_view source_name, const ReadLimits& limits) {
    ReadResult out = read_eps(text, source_name, limits);
    if (out.ok && out.complete) place_on_page(out, 1.0, limits);
    return out;
}

}  // namespace plumbline
