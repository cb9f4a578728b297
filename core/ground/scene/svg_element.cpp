// One shape as one SVG element, attributes from numbers only. Used for every item of a
// written Scene and for the report shapes the page draws over it.
#include <cmath>
#include <initializer_list>
#include <string>
#include <utility>
#include <variant>

#include "base/decimal.hpp"
#include "scene/svg_writer.hpp"
#include "base/numbers.hpp"

namespace plumbline {

namespace {


bool finite(std::initializer_list<double> values) {
    for (const double v : values)
        if (!std::isfinite(v)) return false;
    return true;
}

// <name a="1" b="2" ...ATTRIBUTES/> (or with content and a closing tag).
class Element {
public:
    explicit Element(const char* name) : name_(name) { text_ = std::string("<") + name; }
    Element& number(const char* attribute, double v) { return raw(attribute, number_text(v)); }
    Element& raw(const char* attribute, const std::string& value) {
        text_ += ' ';
        text_ += attribute;
        text_ += "=\"";
        text_ += value;
        text_ += '"';
        return *this;
    }
    std::string close(const SvgElementOptions& o, const std::string& content = "") {
        if (!o.attributes.empty()) text_ += ' ' + o.attributes;
        if (content.empty()) return text_ + "/>";
        return text_ + '>' + content + "</" + name_ + '>';
    }

private:
    const char* name_;
    std::string text_;
};

std::string point_marker(const Vec2& p, const SvgElementOptions& o) {
    if (!finite({p.x(), p.y(), o.point_radius})) return "";
    return Element("circle").raw("class", "point").number("cx", p.x()).number("cy", p.y()).number("r", o.point_radius).close(o);
}

std::string path_element(const Path& path, const SvgElementOptions& o) {
    if (path.pieces.empty()) return "";
    const std::optional<std::string> d = svg_path_data(path);
    return d ? Element("path").raw("d", *d).close(o) : "";
}

struct Draw {
    const SvgElementOptions& o;

    std::string operator()(const Segment& s) const {
        if (!finite({s.a.x(), s.a.y(), s.b.x(), s.b.y()})) return "";
        return Element("line").number("x1", s.a.x()).number("y1", s.a.y()).number("x2", s.b.x()).number("y2", s.b.y()).close(o);
    }
    std::string operator()(const Circle& c) const {
        if (!finite({c.c.x(), c.c.y(), c.r}) || c.r < 0) return "";
        return Element("circle").number("cx", c.c.x()).number("cy", c.c.y()).number("r", c.r).close(o);
    }
    std::string operator()(const Ellipse& e) const {
        if (!finite({e.c.x(), e.c.y(), e.rx, e.ry, e.angle}) || e.rx < 0 || e.ry < 0) return "";
        Element element("ellipse");
        element.number("cx", e.c.x()).number("cy", e.c.y()).number("rx", e.rx).number("ry", e.ry);
        const std::string degrees = number_text(e.angle * 180.0 / kPi);
        if (degrees != "0")
            element.raw("transform", "rotate(" + degrees + ' ' + number_text(e.c.x()) + ' ' + number_text(e.c.y()) + ')');
        return element.close(o);
    }
    // An arc is a one-piece path, so it shares the path's arc commands and full-turn split.
    std::string operator()(const Arc& a) const {
        if (!finite({a.t0, a.dt})) return "";
        Path path;
        path.pieces.push_back(PathPiece::of_arc(a, a.start(), a.end()));
        return path_element(path, o);
    }
    std::string operator()(const Path& p) const { return path_element(p, o); }
    std::string operator()(const Text& t) const {
        if (o.text_as_box) {
            const Box& b = t.box;
            if (b.empty || !finite({b.min.x(), b.min.y(), b.max.x(), b.max.y()})) return point_marker(t.anchor, o);
            return Element("rect").number("x", b.min.x()).number("y", b.min.y())
                .number("width", b.max.x() - b.min.x()).number("height", b.max.y() - b.min.y()).close(o);
        }
        if (!finite({t.anchor.x(), t.anchor.y(), t.font_size}) || t.content.empty()) return "";
        return Element("text").number("x", t.anchor.x()).number("y", t.anchor.y()).number("font-size", t.font_size)
            .close(o, xml_escape(t.content));
    }
    std::string operator()(const Point& p) const { return point_marker(p.p, o); }
    std::string operator()(const Vec2& p) const { return point_marker(p, o); }
};

}  // namespace

std::string svg_element(const Geometry& g, const SvgElementOptions& options) { return std::visit(Draw{options}, g); }
std::string svg_element(const ShapeGeometry& g, const SvgElementOptions& options) { return std::visit(Draw{options}, g); }

}  // namespace plumbline
