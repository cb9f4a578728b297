// Arrowheads from markers as a browser draws them: the computed marker-start, -mid and
// -end (the cascade: attributes, style sheets, style="", inherited from groups) of a
// markable element (path, line, polyline, polygon), each naming a <marker> that draws
// something, pointing the way its `orient` turns it. Which way a marker's arrow points in
// its own space is read from what it draws (marker_way): a head narrows to its tip, so a
// triangle with its tip at the largest x points along +x (SVG's own examples, the usual
// end marker) and one with its tip at the smallest x along -x (Mermaid's start markers,
// drawn the other way round and set with orient="auto"); a shape that narrows to neither
// side (a circle, a cross, a bar) points nowhere and marks the end it is drawn at.
//
// Arrowheads records the way the heads point, which is what a reader of the picture
// takes the connector's direction from: `end` when a head points along the path (from its
// first point to its last), `start` when one points back. So `orient="auto"` at the end
// and `auto-start-reverse` at the start give the usual arrows; `orient="auto"` at the
// start draws a head pointing forward, into the line, and counts as forward; a fixed
// angle counts by the way it points, within 60° of the path's way (a head across the
// line says nothing). A mid marker points the path's way at its vertices.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <vector>

#include "base/number_syntax.hpp"
#include "formats/svg/path_data.hpp"
#include "formats/svg/svg_reader.hpp"

namespace plumbline::svg {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kAlong = 0.5;   // cos 60°: within 60° of the path's way

struct Orient {
    enum class Kind { Auto, AutoStartReverse, Angle } kind = Kind::Angle;
    double radians = 0;
};

// `orient`: auto, auto-start-reverse or an angle (deg, grad, rad, turn; no unit: degrees);
// absent or invalid: 0, as browsers draw it.
Orient parse_orient(std::string_view v) {
    v = trim(v);
    if (v == "auto") return {Orient::Kind::Auto, 0};
    if (v == "auto-start-reverse") return {Orient::Kind::AutoStartReverse, 0};
    struct Unit {
        std::string_view name;
        double per_unit;
    };
    for (const Unit u : {Unit{"deg", kPi / 180}, Unit{"grad", kPi / 200}, Unit{"rad", 1.0}, Unit{"turn", 2 * kPi},
                         Unit{"", kPi / 180}})
        if (v.size() > u.name.size() && v.substr(v.size() - u.name.size()) == u.name)
            if (const std::optional<double> n = parse_number(v.substr(0, v.size() - u.name.size())))
                return {Orient::Kind::Angle, *n * u.per_unit};
    return {};
}

Vec2 unit(const Vec2& v) { return v.norm() > 0 ? Vec2(v / v.norm()) : Vec2(0, 0); }

// The way a piece leaves its first point and arrives at its last.
Vec2 leaving(const PathPiece& p) {
    switch (p.kind) {
        case PathPiece::Kind::Line: return unit(p.p3 - p.p0);
        case PathPiece::Kind::Quad: return unit(p.p1 != p.p0 ? p.p1 - p.p0 : p.p3 - p.p0);
        case PathPiece::Kind::Cubic:
            return unit(p.p1 != p.p0 ? p.p1 - p.p0 : p.p2 != p.p0 ? p.p2 - p.p0 : p.p3 - p.p0);
        case PathPiece::Kind::Arc: return unit(p.point_at(1e-4) - p.p0);
    }
    return Vec2(0, 0);
}

Vec2 arriving(const PathPiece& p) {
    switch (p.kind) {
        case PathPiece::Kind::Line: return unit(p.p3 - p.p0);
        case PathPiece::Kind::Quad: return unit(p.p3 != p.p1 ? p.p3 - p.p1 : p.p3 - p.p0);
        case PathPiece::Kind::Cubic:
            return unit(p.p3 != p.p2 ? p.p3 - p.p2 : p.p3 != p.p1 ? p.p3 - p.p1 : p.p3 - p.p0);
        case PathPiece::Kind::Arc: return unit(p.p3 - p.point_at(1 - 1e-4));
    }
    return Vec2(0, 0);
}

// The path's way at its first and last points and at its first inner vertex (zero
// where there is none; zero-length pieces take their neighbours' way, as markers do).
struct Ways {
    Vec2 start{0, 0}, end{0, 0}, mid{0, 0};
};

Ways ways_of(const Geometry& g) {
    Ways w;
    if (const Segment* s = std::get_if<Segment>(&g)) {
        w.start = w.end = unit(s->b - s->a);
        return w;
    }
    const Path* path = std::get_if<Path>(&g);
    if (!path) return w;
    const std::vector<PathPiece>& pieces = path->pieces;
    for (size_t i = 0; i < pieces.size() && w.start.norm() == 0; ++i) w.start = leaving(pieces[i]);
    for (size_t i = pieces.size(); i-- > 0 && w.end.norm() == 0;) w.end = arriving(pieces[i]);
    for (size_t i = 1; i < pieces.size() && w.mid.norm() == 0; ++i)
        w.mid = unit(arriving(pieces[i - 1]) + leaving(pieces[i]));
    return w;
}

// The way a marker's drawing points along its own x axis: +1, -1, or 0 when it narrows to
// neither side. Read from its first drawn child: a path's, polygon's, polyline's or line's
// vertices (control points left out); the vertices within a tenth of the width of each
// side's extreme x span some height there, and the side where that span is smaller (by a
// tenth of the larger or more) is the tip's. Circles, ellipses, rects, a child with its own
// transform (rare: not followed) and anything else: 0.
int marker_way(pugi::xml_node marker) {
    pugi::xml_node shape;
    for (pugi::xml_node child = marker.first_child(); child && !shape; child = child.next_sibling())
        if (child.type() == pugi::node_element) shape = child;
    if (!shape || shape.attribute("transform")) return 0;
    std::string_view name = shape.name();
    if (const size_t colon = name.find(':'); colon != std::string_view::npos) name = name.substr(colon + 1);
    std::vector<Vec2> v;
    if (name == "path") {
        const PathData data = parse_path_data(shape.attribute("d").value(), 64);
        for (const Path& sub : data.subpaths)
            for (const PathPiece& piece : sub.pieces) v.push_back(piece.p0), v.push_back(piece.p3);
    } else if (name == "polygon" || name == "polyline") {
        const NumberList list = parse_number_list(shape.attribute("points").value(), 128);
        for (size_t k = 0; k + 1 < list.values.size(); k += 2) v.emplace_back(list.values[k], list.values[k + 1]);
    } else if (name == "line") {
        const auto at = [&](const char* a) { return parse_number(shape.attribute(a).value()).value_or(0.0); };
        v = {Vec2(at("x1"), at("y1")), Vec2(at("x2"), at("y2"))};
    }
    if (v.size() < 2) return 0;
    double lo = v[0].x(), hi = v[0].x();
    for (const Vec2& p : v) lo = std::min(lo, p.x()), hi = std::max(hi, p.x());
    const double width = hi - lo;
    if (!(width > 0) || !std::isfinite(width)) return 0;
    const auto span_at = [&](double x) {
        double top = std::numeric_limits<double>::infinity(), bottom = -top;
        for (const Vec2& p : v)
            if (std::abs(p.x() - x) <= width / 10) top = std::min(top, p.y()), bottom = std::max(bottom, p.y());
        return bottom - top;
    };
    const double at_hi = span_at(hi), at_lo = span_at(lo);
    const double margin = std::max(at_hi, at_lo) / 10;
    if (at_hi + margin < at_lo) return 1;
    if (at_lo + margin < at_hi) return -1;
    return 0;
}

}  // namespace

// The <marker> a computed marker value draws, or none (with a warning when it names
// something that is not one).
pugi::xml_node Reader::marker_element(pugi::xml_node element, std::string_view property, const std::string& value) {
    if (value.empty()) return {};
    const pugi::xml_node target = value[0] == '#' ? doc_->by_id(std::string_view(value).substr(1)) : pugi::xml_node();
    const bool is_marker = target && doc_->is_svg(target) && css::local_name(target) == "marker";
    bool draws = false;
    if (is_marker)
        for (pugi::xml_node child = target.first_child(); child && !draws; child = child.next_sibling())
            draws = child.type() == pugi::node_element;
    if (draws) return target;
    once(Severity::Warning, "marker:" + value, "svg.marker.missing",
         describe(element) + ": " + std::string(property) + " is url(" + value + "), which " +
             (!target      ? std::string(value[0] == '#' ? "is not in the document" : "is not in this document")
              : !is_marker ? "is a <" + std::string(target.name()) + ">, not a <marker>"
                           : "is a <marker> with nothing in it") +
             ": it draws nothing, in a browser as here, so that end has no arrowhead.",
         doc_->tag_span(element));
    return {};
}

Arrowheads Reader::marker_arrows(pugi::xml_node element, const Context& context, const Geometry& geometry,
                                 MarkerEnds ends) {
    Arrowheads arrows;
    const std::array<std::string, 3>& markers = context.style.markers;
    if (markers[0].empty() && markers[1].empty() && markers[2].empty()) return arrows;   // most items
    const std::string_view name = css::local_name(element);
    if (name != "path" && name != "line" && name != "polyline" && name != "polygon") return arrows;
    const Ways ways = ways_of(geometry);
    static constexpr std::string_view kProperties[] = {"marker-start", "marker-mid", "marker-end"};
    for (int k = 0; k < 3; ++k) {
        // A path's subpaths are items of their own: its start marker is on the first one's
        // first point, its end marker on the last one's last point, mid markers between.
        if (!(k == 0 ? ends.first : k == 2 ? ends.last : true)) continue;
        const Vec2 way = k == 0 ? ways.start : k == 2 ? ways.end : ways.mid;
        const pugi::xml_node marker = marker_element(element, kProperties[k], markers[k]);
        if (!marker) continue;
        once(Severity::Info, "feature:" + std::string(kProperties[k]), "svg.feature.ignored",
             "The " + std::string(kProperties[k]) + " property's marker is not drawn; the element's own geometry is "
             "read, with an arrowhead " + (k == 1 ? "along it" : "at that end") +
                 " (a diagram reads its direction from it).",
             doc_->tag_span(element));
        if (way.norm() == 0) continue;   // a path of no length points nowhere
        const int drawn_way = marker_way(marker);
        if (drawn_way == 0) {   // points nowhere: a head where it is drawn (a mid one says nothing)
            if (k == 0) arrows.start = true;
            if (k == 2) arrows.end = true;
            continue;
        }
        const Orient orient = parse_orient(marker.attribute("orient").value());
        double along = 1;   // auto: the marker's +x axis along the path's way
        if (orient.kind == Orient::Kind::AutoStartReverse && k == 0) along = -1;
        if (orient.kind == Orient::Kind::Angle) {
            const Vec2 head = unit(context.ctm.apply_linear(Vec2(std::cos(orient.radians), std::sin(orient.radians))));
            along = head.dot(way);
        }
        along *= drawn_way;
        if (along >= kAlong) arrows.end = true;
        else if (along <= -kAlong) arrows.start = true;
    }
    return arrows;
}

}  // namespace plumbline::svg
