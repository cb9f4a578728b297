// The basic shapes and <path>: attributes resolved with SVG 2's rules (auto radii,
// clamping, invalid values), geometry built in the element's user space and then
// transformed into root user units.
#include <cmath>

#include "base/number_syntax.hpp"
#include "formats/svg/path_data.hpp"
#include "formats/svg/svg_reader.hpp"
#include "base/numbers.hpp"

namespace plumbline::svg {

namespace {


using plumbline::is_finite;   // the point overload, beside the path one below

bool is_finite(const Path& path) {
    for (const PathPiece& p : path.pieces)
        if (!is_finite(p.p0) || !is_finite(p.p1) || !is_finite(p.p2) || !is_finite(p.p3)) return false;
    return true;
}

// The outline SVG 2 specifies for a rectangle: clockwise from the top edge, with a
// quarter-ellipse arc at each corner when both radii are positive.
Path rect_outline(double x, double y, double w, double h, double rx, double ry) {
    Path path;
    path.closed = true;
    if (rx <= 0 || ry <= 0) {
        const Vec2 corners[] = {{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}};
        for (int i = 0; i < 4; ++i) path.pieces.push_back(PathPiece::line(corners[i], corners[(i + 1) % 4]));
        return path;
    }
    // Corner arcs as (start, end) pairs, each followed by the straight edge to the next arc.
    const Vec2 points[] = {{x + rx, y},         {x + w - rx, y},     {x + w, y + ry},     {x + w, y + h - ry},
                           {x + w - rx, y + h}, {x + rx, y + h},     {x, y + h - ry},     {x, y + ry}};
    for (int i = 0; i < 8; i += 2) {
        const Vec2& edge_start = points[i];
        const Vec2& edge_end = points[i + 1];
        const Vec2& arc_end = points[(i + 2) % 8];
        if (edge_start != edge_end) path.pieces.push_back(PathPiece::line(edge_start, edge_end));
        Arc arc;
        path.pieces.push_back(arc_from_endpoints(edge_end, rx, ry, 0, false, true, arc_end, arc)
                                  ? PathPiece::of_arc(arc, edge_end, arc_end)
                                  : PathPiece::line(edge_end, arc_end));
    }
    return path;
}

}  // namespace

void Reader::draw_shape(std::string_view name, pugi::xml_node node, const Context& context) {
    if (name == "rect") draw_rect(node, context);
    else if (name == "circle") draw_circle(node, context);
    else if (name == "ellipse") draw_ellipse(node, context);
    else if (name == "line") draw_line(node, context);
    else if (name == "polyline") draw_poly(node, context, false);
    else if (name == "polygon") draw_poly(node, context, true);
    else if (name == "path") draw_path(node, context);
}

void Reader::draw_rect(pugi::xml_node node, const Context& context) {
    using State = LengthAttribute::State;
    LengthAttribute x = length_attribute(node, "x", LengthAxis::X, context);
    LengthAttribute y = length_attribute(node, "y", LengthAxis::Y, context);
    LengthAttribute w = length_attribute(node, "width", LengthAxis::X, context);
    LengthAttribute h = length_attribute(node, "height", LengthAxis::Y, context);
    LengthAttribute rx = length_attribute(node, "rx", LengthAxis::X, context);
    LengthAttribute ry = length_attribute(node, "ry", LengthAxis::Y, context);
    for (const LengthAttribute* a : {&x, &y, &w, &h, &rx, &ry})
        if (a->state == State::Overflow) return;
    if ((w.usable() && w.value < 0) || (h.usable() && h.value < 0)) {
        warn("svg.attribute.invalid", describe(node) + " has a negative width or height; it is not drawn.",
             doc_->tag_span(node));
        return;
    }
    const double width = w.usable() ? w.value : 0, height = h.usable() ? h.value : 0;
    if (width == 0 || height == 0) return;  // SVG draws nothing for an empty rectangle

    // Negative radii are errors that fall back to auto; auto takes the other radius.
    for (auto [radius, name] : {std::pair{&rx, "rx"}, std::pair{&ry, "ry"}}) {
        if (radius->usable() && radius->value < 0) {
            warn("svg.attribute.invalid", describe(node) + ": a negative " + name + " is invalid; auto was used.",
                 doc_->attribute_span(node, name));
            radius->state = State::Invalid;
        }
    }
    double rx_value = rx.usable() ? rx.value : ry.usable() ? ry.value : 0;
    double ry_value = ry.usable() ? ry.value : rx.usable() ? rx.value : 0;
    rx_value = std::min(rx_value, width / 2);
    ry_value = std::min(ry_value, height / 2);
    add_path(rect_outline(x.usable() ? x.value : 0, y.usable() ? y.value : 0, width, height, rx_value, ry_value),
             node, context);
}

void Reader::draw_circle(pugi::xml_node node, const Context& context) {
    using State = LengthAttribute::State;
    const LengthAttribute cx = length_attribute(node, "cx", LengthAxis::X, context);
    const LengthAttribute cy = length_attribute(node, "cy", LengthAxis::Y, context);
    const LengthAttribute r = length_attribute(node, "r", LengthAxis::Other, context);
    if (cx.state == State::Overflow || cy.state == State::Overflow || r.state == State::Overflow) return;
    if (r.usable() && r.value < 0) {
        warn("svg.attribute.invalid", describe(node) + " has a negative radius; it is not drawn.",
             doc_->attribute_span(node, "r"));
        return;
    }
    if (!r.usable() || r.value == 0) return;
    add_conic(Vec2(cx.usable() ? cx.value : 0, cy.usable() ? cy.value : 0), r.value, r.value, node, context);
}

void Reader::draw_ellipse(pugi::xml_node node, const Context& context) {
    using State = LengthAttribute::State;
    LengthAttribute cx = length_attribute(node, "cx", LengthAxis::X, context);
    LengthAttribute cy = length_attribute(node, "cy", LengthAxis::Y, context);
    LengthAttribute rx = length_attribute(node, "rx", LengthAxis::X, context);
    LengthAttribute ry = length_attribute(node, "ry", LengthAxis::Y, context);
    for (const LengthAttribute* a : {&cx, &cy, &rx, &ry})
        if (a->state == State::Overflow) return;
    // SVG 2: a negative or missing radius is auto, which takes the other one.
    for (auto [radius, name] : {std::pair{&rx, "rx"}, std::pair{&ry, "ry"}}) {
        if (radius->usable() && radius->value < 0) {
            warn("svg.attribute.invalid", describe(node) + ": a negative " + name + " is invalid; auto was used.",
                 doc_->attribute_span(node, name));
            radius->state = State::Invalid;
        }
    }
    if (!rx.usable() && !ry.usable()) return;
    const double rx_value = rx.usable() ? rx.value : ry.value;
    const double ry_value = ry.usable() ? ry.value : rx.value;
    if (rx_value == 0 || ry_value == 0) return;
    add_conic(Vec2(cx.usable() ? cx.value : 0, cy.usable() ? cy.value : 0), rx_value, ry_value, node, context);
}

void Reader::add_conic(const Vec2& centre, double rx, double ry, pugi::xml_node node, const Context& context) {
    const Affine& m = context.ctm;
    if (rx == ry && m.is_similarity()) {
        const Circle circle{m.apply(centre), rx * m.mean_scale()};
        if (is_finite(circle.c) && std::isfinite(circle.r)) add_item(circle, node, context);
        else report_overflow(node);
        return;
    }
    // Normalised as Ellipse requires: rx is the longer semi-axis.
    const Ellipse local = rx >= ry ? Ellipse{centre, rx, ry, 0} : Ellipse{centre, ry, rx, kPi / 2};
    const Ellipse e = transform(local, m);
    if (is_finite(e.c) && std::isfinite(e.rx) && std::isfinite(e.ry)) add_item(e, node, context);
    else report_overflow(node);
}

void Reader::draw_line(pugi::xml_node node, const Context& context) {
    LengthAttribute a[4];
    const char* names[] = {"x1", "y1", "x2", "y2"};
    for (int i = 0; i < 4; ++i) {
        a[i] = length_attribute(node, names[i], i % 2 ? LengthAxis::Y : LengthAxis::X, context);
        if (a[i].state == LengthAttribute::State::Overflow) return;
    }
    auto value = [&](int i) { return a[i].usable() ? a[i].value : 0.0; };
    const Segment s{context.ctm.apply(Vec2(value(0), value(1))), context.ctm.apply(Vec2(value(2), value(3)))};
    if (is_finite(s.a) && is_finite(s.b)) add_item(s, node, context);
    else report_overflow(node);
}

void Reader::draw_poly(pugi::xml_node node, const Context& context, bool closed) {
    const pugi::xml_attribute points = attributes(node).find("points");
    if (!points) return;
    const size_t budget = limits_.max_path_commands - std::min(path_commands_, limits_.max_path_commands);
    const NumberList list = parse_number_list(points.value(), budget * 2);
    path_commands_ += list.values.size() / 2;
    if (!list.ok) {
        const NumberToken bad = scan_number(points.value(), list.error_offset);
        if (bad.found && !std::isfinite(bad.value)) {
            warn("svg.number.nonfinite", describe(node) + ": a coordinate in points is too large; it is not drawn.",
                 doc_->attribute_span(node, "points", list.error_offset));
            return;
        }
        warn("svg.points.syntax", describe(node) + ": points is malformed at character " +
             std::to_string(list.error_offset + 1) + "; the points before it are drawn.",
             doc_->attribute_span(node, "points", list.error_offset));
    } else if (list.truncated) {
        once(Severity::Warning, "path-budget", "read.limit.path",
             "The drawing has more than " + std::to_string(limits_.max_path_commands) +
                 " path commands and points; the rest were not read.", doc_->tag_span(node));
    } else if (list.values.size() % 2 == 1) {
        warn("svg.points.syntax", describe(node) + ": points has an odd number of coordinates; the last one was ignored.",
             doc_->attribute_span(node, "points"));
    }
    const size_t count = list.values.size() / 2;
    if (count < 2) return;
    Path path;
    path.closed = closed;
    auto point = [&](size_t i) { return Vec2(list.values[2 * i], list.values[2 * i + 1]); };
    for (size_t i = 1; i < count; ++i) path.pieces.push_back(PathPiece::line(point(i - 1), point(i)));
    if (closed && point(count - 1) != point(0)) path.pieces.push_back(PathPiece::line(point(count - 1), point(0)));
    add_path(std::move(path), node, context);
}

void Reader::draw_path(pugi::xml_node node, const Context& context) {
    const pugi::xml_attribute d = attributes(node).find("d");
    if (!d || !*d.value()) {
        // Drawn by no browser. A model that wrote its path data under another name (most
        // often `id`) is told where it went.
        std::string moved;
        Span at = doc_->tag_span(node);
        for (pugi::xml_attribute a = node.first_attribute(); a; a = a.next_attribute())
            if (std::string_view(a.name()) != "d" && looks_like_path_data(a.value())) {
                moved = std::string(" Its `") + a.name() + "` holds path data: did you mean `d`?";
                at = doc_->attribute_name_span(node, a.name());
                break;
            }
        warn("svg.path.empty", describe(node) + (d ? " has an empty `d`" : " has no `d`") +
                                   ", so it draws nothing, in a browser as here." + moved,
             at);
        return;
    }
    const size_t budget = limits_.max_path_commands - std::min(path_commands_, limits_.max_path_commands);
    PathData data = parse_path_data(d.value(), budget);
    path_commands_ += data.commands;
    switch (data.stop) {
        case PathDataStop::End: break;
        case PathDataStop::Syntax:
            if (data.defect_offset != data.stop_offset)
                warn("svg.path.syntax", describe(node) + ": the path data goes wrong at character " +
                     std::to_string(data.defect_offset + 1) + ": " + data.defect + ". A browser reads on to character " +
                     std::to_string(data.stop_offset + 1) + ", where " + data.expected +
                     ", and draws the path up to there.",
                     doc_->attribute_span(node, "d", data.defect_offset));
            else
                warn("svg.path.syntax", describe(node) + ": the path data is malformed at character " +
                     std::to_string(data.stop_offset + 1) + ": " + data.expected +
                     ". It is drawn up to there, as browsers do.",
                     doc_->attribute_span(node, "d", data.stop_offset));
            break;
        case PathDataStop::NonFinite:
            warn("svg.number.nonfinite", describe(node) + ": a number in the path data is too large" +
                 (data.defect_offset != data.stop_offset ? " (" + data.defect + ")" : std::string()) +
                 "; it is not drawn.",
                 doc_->attribute_span(node, "d", data.defect_offset));
            return;
        case PathDataStop::Budget:
            once(Severity::Warning, "path-budget", "read.limit.path",
                 "The drawing has more than " + std::to_string(limits_.max_path_commands) +
                     " path commands and points; the rest were not read.", doc_->tag_span(node));
            break;
    }
    const int first = static_cast<int>(out_.scene.items.size());
    for (size_t k = 0; k < data.subpaths.size(); ++k) {
        if (stopped_) break;
        add_path(std::move(data.subpaths[k]), node, context, MarkerEnds{k == 0, k + 1 == data.subpaths.size()});
    }
    out_.scene.mark_compound(first, static_cast<int>(out_.scene.items.size()));
}

void Reader::report_overflow(pugi::xml_node node) {
    warn("svg.number.nonfinite", describe(node) + ": its coordinates overflow once transformed; it is not drawn.",
         doc_->tag_span(node));
}

void Reader::add_path(Path path, pugi::xml_node node, const Context& context, MarkerEnds ends) {
    if (!context.ctm.is_identity())
        for (PathPiece& piece : path.pieces) piece = transform(piece, context.ctm);
    if (!is_finite(path)) {
        report_overflow(node);
        return;
    }
    add_item(std::move(path), node, context, ends);
}

}  // namespace plumbline::svg
