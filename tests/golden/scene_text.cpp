// ReadResult -> snapshot text (scene_text.hpp).
#include "scene_text.hpp"

#include <cmath>
#include <cstdio>
#include <string>

#include "base/numbers.hpp"

namespace golden {

using namespace plumbline;

namespace {

// Rounded to 0.01, without trailing zeros; never "-0".
std::string num(double v) {
    if (!std::isfinite(v)) return std::isnan(v) ? "nan" : v > 0 ? "inf" : "-inf";
    double r = std::round(v * 100) / 100;
    if (r == 0) r = 0;
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.2f", r);
    std::string s = buf;
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s;
}

std::string deg(double radians) { return num(radians * 180 / kPi); }

std::string pt(const Vec2& p) { return "(" + num(p.x()) + "," + num(p.y()) + ")"; }

std::string span(const Span& s) {
    return std::to_string(s.line) + ":" + std::to_string(s.column) + "-" + std::to_string(s.end_line) + ":" +
           std::to_string(s.end_column);
}

std::string quoted(const std::string& text) {
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += "\\\"";
        else if (c == '\n') out += "\\n";
        else out += c;
    }
    return out + "\"";
}

std::string ellipse_text(const Ellipse& e) {
    return "c=" + pt(e.c) + " r=(" + num(e.rx) + "," + num(e.ry) + ") rot=" + deg(e.angle);
}

std::string path_text(const Path& p) {
    std::string s = std::string("path ") + (p.closed ? "closed:" : "open:");
    Vec2 at(NAN, NAN);
    for (const PathPiece& piece : p.pieces) {
        if (!((piece.p0 - at).norm() <= 1e-9)) s += " M " + pt(piece.p0);
        switch (piece.kind) {
            case PathPiece::Kind::Line: s += " L " + pt(piece.p3); break;
            case PathPiece::Kind::Quad: s += " Q " + pt(piece.p1) + " " + pt(piece.p3); break;
            case PathPiece::Kind::Cubic: s += " C " + pt(piece.p1) + " " + pt(piece.p2) + " " + pt(piece.p3); break;
            case PathPiece::Kind::Arc:
                s += " A " + ellipse_text(piece.arc.ellipse) + " t0=" + deg(piece.arc.t0) + " dt=" + deg(piece.arc.dt) +
                     " to " + pt(piece.p3);
                break;
        }
        at = piece.p3;
    }
    if (p.closed) s += " Z";
    return s;
}

struct GeometryText {
    std::string operator()(const Segment& g) const { return "segment " + pt(g.a) + " " + pt(g.b); }
    std::string operator()(const Circle& g) const { return "circle c=" + pt(g.c) + " r=" + num(g.r); }
    std::string operator()(const Ellipse& g) const { return "ellipse " + ellipse_text(g); }
    std::string operator()(const Arc& g) const {
        return "arc " + ellipse_text(g.ellipse) + " t0=" + deg(g.t0) + " dt=" + deg(g.dt);
    }
    std::string operator()(const Path& g) const { return path_text(g); }
    std::string operator()(const Text& g) const {
        std::string s = "text " + quoted(g.content) + " at " + pt(g.anchor) + " size " + num(g.font_size);
        if (!g.box.empty) s += " box " + pt(g.box.min) + " " + pt(g.box.max);
        return s;
    }
    std::string operator()(const Point& g) const { return "point " + pt(g.p); }
};

std::string paint(const Color& c) {
    if (c.none) return "none";
    std::string s = c.hex();
    if (c.a < 1) s += "/" + num(c.a);
    return s;
}

std::string style_text(const Item& item) {
    const Style& st = item.style;
    std::string s = "stroke " + paint(st.stroke) + " fill " + paint(st.fill) + " width " + num(st.stroke_width);
    if (!st.fill_text.empty()) s += " fill_text " + quoted(st.fill_text);
    if (!st.visible) s += " hidden";
    if (item.arrows.start || item.arrows.end)
        s += std::string(" arrows ") + (item.arrows.start ? "<" : "") + "-" + (item.arrows.end ? ">" : "");
    return s;
}

// The regions that clip an item (Item::clips), outermost first: each one's outlines, its
// points and its box, and the rule when it is even odd.
std::string clips_text(const Item& item) {
    std::string s;
    for (const ClipRegion& clip : item.clips) {
        size_t points = 0;
        for (const std::vector<Vec2>& outline : clip.outlines()) points += outline.size();
        const Box b = clip.box();
        s += " | clip " + std::to_string(clip.outlines().size()) + "x" + std::to_string(points);
        if (!b.empty) s += " " + pt(b.min) + " " + pt(b.max);
        if (clip.rule() == FillRule::EvenOdd) s += " evenodd";
    }
    return s;
}

std::string provenance_text(const Provenance& p) {
    std::string s = p.element + "#" + std::to_string(p.element_index) + " " + std::to_string(p.span.line) + ":" +
                    std::to_string(p.span.column);
    if (p.depth != 0) s += " depth " + std::to_string(p.depth);
    if (p.transformed) s += " transformed";
    return s;
}

}  // namespace

std::string read_result_text(const ReadResult& result) {
    std::string out;
    out += std::string("ok ") + (result.ok ? "true" : "false") + "\n";
    out += std::string("complete ") + (result.complete ? "true" : "false") + "\n";
    const Frame& f = result.scene.frame;
    if (f.known) out += "frame " + pt(Vec2(f.x, f.y)) + " " + num(f.width) + "x" + num(f.height) + "\n";
    for (const Diagnostic& d : result.diagnostics) {
        out += std::string("diagnostic ") + to_string(d.severity) + " " + d.code + " " + span(d.span);
        if (d.item) out += " item " + std::to_string(*d.item);
        out += "\n";
    }
    const Scene& scene = result.scene;
    for (size_t i = 0; i < scene.items.size(); ++i) {
        const Item& item = scene.items[i];
        const std::string geometry = std::visit(GeometryText{}, item.geometry);
        out += "item " + std::to_string(i) + " ";
        if (item.is_primary(static_cast<int>(i)))
            out += provenance_text(item.source) + " " + geometry + " | " + style_text(item) + clips_text(item) + "\n";
        else
            out += "derived from " + std::to_string(item.origin) + ": " + geometry + "\n";
    }
    return out;
}

}  // namespace golden
