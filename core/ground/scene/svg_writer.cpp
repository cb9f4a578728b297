// A Scene drawn back as a plain SVG document: the picture the page shows for any answer
// (TikZ, EPS and DOT have no SVG of their own) and what the render check compares with
// reference renderings. Only what the Scene carries is drawn (a stated molecule's depiction
// is drawn from what it states).
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <variant>

#include "base/decimal.hpp"
#include "base/numbers.hpp"
#include "scene/molecule_depiction.hpp"
#include "scene/svg_writer.hpp"

namespace plumbline {

namespace {

struct ViewBox {
    double x = 0, y = 0, width = 0, height = 0;
    bool known = false;
};

bool finite(const Box& b) {
    return std::isfinite(b.min.x()) && std::isfinite(b.min.y()) && std::isfinite(b.max.x()) && std::isfinite(b.max.y());
}

// The frame, or else the items' bounds with a 5% margin (a flat extent counts as 100
// units, so a lone horizontal line still gets a picture around it).
ViewBox view_box(const Scene& scene, const SvgWriteOptions& options) {
    const Frame& f = scene.frame;
    if (f.known && f.width > 0 && f.height > 0 && std::isfinite(f.x + f.y + f.width + f.height))
        return {f.x, f.y, f.width, f.height, true};
    if (options.width > 0 && options.height > 0) return {};   // user units are pixels
    const Box b = scene.bounds();
    if (b.empty || !finite(b)) return {};
    double w = b.max.x() - b.min.x(), h = b.max.y() - b.min.y();
    if (!(w > 0)) w = 100;
    if (!(h > 0)) h = 100;
    const double margin = 0.05 * std::max(w, h);
    return {b.min.x() - margin, b.min.y() - margin, w + 2 * margin, h + 2 * margin, true};
}

std::string paint_attribute(const char* name, const Color& c) {
    std::string out = std::string(name) + "=\"" + c.hex() + '"';
    if (!c.none && c.a != 1 && std::isfinite(c.a)) out += std::string(" ") + name + "-opacity=\"" + number_text(c.a) + '"';
    return out;
}

std::string paint(const Style& s) {
    std::string out = paint_attribute("fill", s.fill) + ' ' + paint_attribute("stroke", s.stroke);
    if (!s.fill.none && s.fill_rule == FillRule::EvenOdd) out += " fill-rule=\"evenodd\"";
    if (!s.stroke.none && std::isfinite(s.stroke_width)) out += " stroke-width=\"" + number_text(s.stroke_width) + '"';
    return out;
}

// A subpath of a compound as a path: a circle or an ellipse is one full turn.
std::optional<Path> outline(const Geometry& g) {
    if (const Path* p = std::get_if<Path>(&g)) return *p;
    Ellipse e;
    if (const Circle* c = std::get_if<Circle>(&g)) e = Ellipse{c->c, c->r, c->r, 0};
    else if (const Ellipse* x = std::get_if<Ellipse>(&g)) e = *x;
    else return std::nullopt;
    const Arc turn{e, 0, 2 * kPi};
    Path path;
    path.pieces.push_back(PathPiece::of_arc(turn, turn.start(), turn.end()));
    path.closed = true;
    return path;
}

// A compound path (Item::compound) as one <path>: its subpaths' data joined, so the fill
// rule sees them together and a ring keeps its hole. `end` becomes one past its last
// subpath. "" when no subpath has finite data.
std::string compound_element(const Scene& scene, size_t first, size_t& end, const std::string& attributes) {
    std::string d;
    end = first;
    while (end < scene.items.size() && scene.items[end].compound == static_cast<int>(first)) {
        if (const std::optional<Path> p = outline(scene.items[end].geometry))
            if (const std::optional<std::string> data = svg_path_data(*p)) d += (d.empty() ? "" : " ") + *data;
        ++end;
    }
    return d.empty() ? "" : "<path d=\"" + d + "\" " + attributes + "/>";
}

// The clipPath's content for a region: one outline a <polygon>, several a <path> of one
// closed subpath each, with the region's rule when it is even odd; "" when a point is not
// finite or nothing is left.
std::string clip_shape(const ClipRegion& clip) {
    const ClipRegion::Outlines& outlines = clip.outlines();
    std::string points;   // one outline: "x,y x,y ..."; several: path data
    for (const std::vector<Vec2>& outline : outlines) {
        for (size_t k = 0; k < outline.size(); ++k) {
            const Vec2& p = outline[k];
            if (!std::isfinite(p.x()) || !std::isfinite(p.y())) return "";
            if (outlines.size() > 1) points += k == 0 ? (points.empty() ? "M" : " M") : " ";
            else if (k > 0) points += ' ';
            points += number_text(p.x()) + ',' + number_text(p.y());
        }
        if (outlines.size() > 1) points += " Z";
    }
    if (points.empty()) return "";
    const std::string rule = clip.rule() == FillRule::EvenOdd ? " clip-rule=\"evenodd\"" : "";
    if (outlines.size() == 1) return "<polygon points=\"" + points + '"' + rule + "/>";
    return "<path d=\"" + points + '"' + rule + "/>";
}

// The arrowheads an item carries (Item::arrows), drawn as filled triangles in its stroke's
// colour with their tips at the line's ends: the reading knows them, so the picture shows
// them. The size follows the line width as TikZ's and browsers' usual tips do (a 0.4 line
// gets a tip about 3.3 long); it is a sketch of the tip, not the producer's exact shape.
std::string arrowhead_elements(const Item& item) {
    if (!item.arrows.start && !item.arrows.end) return "";
    if (item.style.stroke.none) return "";
    std::optional<Path> path;
    if (const Segment* s = std::get_if<Segment>(&item.geometry)) {
        Path p;
        p.pieces.push_back(PathPiece::line(s->a, s->b));
        path = p;
    } else if (const Arc* a = std::get_if<Arc>(&item.geometry)) {
        Path p;
        p.pieces.push_back(PathPiece::of_arc(*a, a->start(), a->end()));
        path = p;
    } else {
        path = outline(item.geometry);
    }
    if (!path || path->pieces.empty() || path->closed) return "";
    const double w = std::isfinite(item.style.stroke_width) && item.style.stroke_width > 0 ? item.style.stroke_width : 1;
    const double length = 2.5 + 2 * w, half = 0.6 * length;
    std::string out;
    auto head = [&](const PathPiece& piece, bool at_end) {
        const Vec2 tip = at_end ? piece.end() : piece.start();
        const Vec2 before = piece.point_at(at_end ? 1 - 1e-3 : 1e-3);
        Vec2 way = tip - before;
        const double n = way.norm();
        if (!(n > 0) || !is_finite(tip)) return;
        way /= n;
        const Vec2 across(-way.y(), way.x());
        const Vec2 base = tip - length * way;
        const Vec2 a = base + half * across, b = base - half * across;
        out += "<path d=\"M" + number_text(tip.x()) + ',' + number_text(tip.y()) + 'L' + number_text(a.x()) + ',' +
               number_text(a.y()) + 'L' + number_text(b.x()) + ',' + number_text(b.y()) + "Z\" " +
               paint_attribute("fill", item.style.stroke) + "/>";
    };
    if (item.arrows.end) head(path->pieces.back(), true);
    if (item.arrows.start) head(path->pieces.front(), false);
    return out;
}

}  // namespace

std::string write_svg(const Scene& scene, const SvgWriteOptions& options) {
    // A molecule stated without a drawing (SMILES) is drawn as a chemist would draw it.
    if (scene.items.empty() && scene.molecule && !scene.molecule->atoms.empty())
        return write_svg(depict_molecule(*scene.molecule, kDepictionBondLength), options);
    const ViewBox box = view_box(scene, options);
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\"";
    // The size asked for, else the drawing's own (its root's width and height).
    const Frame& f = scene.frame;
    const bool asked = options.width > 0 && options.height > 0 && std::isfinite(options.width + options.height);
    const bool own = f.pixel_width > 0 && f.pixel_height > 0 && std::isfinite(f.pixel_width + f.pixel_height);
    if (asked || own)
        out += " width=\"" + number_text(asked ? options.width : f.pixel_width) + "\" height=\"" +
               number_text(asked ? options.height : f.pixel_height) + '"';
    if (box.known)
        out += " viewBox=\"" + number_text(box.x) + ' ' + number_text(box.y) + ' ' + number_text(box.width) + ' ' +
               number_text(box.height) + '"';
    if (box.known && scene.frame.known && !scene.frame.fit.is_default())
        out += " preserveAspectRatio=\"" + to_string(scene.frame.fit) + '"';
    out += ">\n";

    SvgElementOptions element;
    element.point_radius = options.point_radius > 0 ? options.point_radius
                           : box.known            ? 0.005 * std::hypot(box.width, box.height)
                                                  : 1;
    std::map<std::string, size_t> clip_ids;        // clip region shape -> its clipPath's number
    std::map<const void*, std::string> clip_shapes;   // a region's shape, written once per storage
    for (size_t i = 0; i < scene.items.size(); ++i) {
        const Item& item = scene.items[i];
        if (!item.is_primary(static_cast<int>(i)) || !item.style.visible) continue;
        element.attributes = paint(item.style);
        std::string text;
        if (item.compound == static_cast<int>(i)) {
            size_t end = i;
            text = compound_element(scene, i, end, element.attributes);
            i = end - 1;   // its other subpaths are drawn with it
        } else {
            text = svg_element(item.geometry, element);
            if (!text.empty()) text += arrowhead_elements(item);
        }
        if (text.empty()) continue;
        // Each region that clips the item: a clipPath (written once per region) and a
        // group that applies it, outermost first.
        size_t groups = 0;
        for (const ClipRegion& clip : item.clips) {
            auto [known, fresh] = clip_shapes.try_emplace(clip.identity());
            if (fresh) known->second = clip_shape(clip);
            const std::string& shape = known->second;
            if (shape.empty()) continue;
            auto [at, added] = clip_ids.emplace(shape, clip_ids.size());
            const std::string id = "clip" + std::to_string(at->second);
            if (added) out += "<clipPath id=\"" + id + "\">" + shape + "</clipPath>\n";
            out += "<g clip-path=\"url(#" + id + ")\">";
            ++groups;
        }
        out += text;
        for (size_t g = 0; g < groups; ++g) out += "</g>";
        out += '\n';
    }
    out += "</svg>\n";
    return out;
}

}  // namespace plumbline
