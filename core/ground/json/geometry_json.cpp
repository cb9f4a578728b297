// Geometry as report JSON: every shape in scene coordinates, paths as SVG path data the
// page can draw directly. Members in key order (report/json_sink.hpp).
#include <optional>
#include <string>

#include "json/json_output.hpp"
#include "base/numbers.hpp"
#include "json/geometry_json.hpp"
#include "scene/svg_writer.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

double degrees(double radians) { return radians * 180.0 / kPi; }

void point_field(JsonSink& w, const char* key, const Vec2& p) {
    w.key(key);
    write_point(w, p);
}

void rounded_field(JsonSink& w, const char* key, double v) {
    w.key(key);
    write_rounded(w, v);
}

// An ellipse's members, or an arc's with its angles between them.
void ellipse_fields(JsonSink& w, const char* type, const Ellipse& e, const Arc* arc) {
    rounded_field(w, "angle_deg", degrees(e.angle));
    point_field(w, "c", e.c);
    if (arc) rounded_field(w, "dt_deg", degrees(arc->dt));
    rounded_field(w, "rx", e.rx);
    rounded_field(w, "ry", e.ry);
    if (arc) rounded_field(w, "t0_deg", degrees(arc->t0));
    w.field("type", type);
}

struct GeometryJson {
    JsonSink& w;
    void operator()(const Segment& s) const {
        point_field(w, "a", s.a);
        point_field(w, "b", s.b);
        w.field("type", "segment");
    }
    void operator()(const Circle& c) const {
        point_field(w, "c", c.c);
        rounded_field(w, "r", c.r);
        w.field("type", "circle");
    }
    void operator()(const Ellipse& e) const { ellipse_fields(w, "ellipse", e, nullptr); }
    void operator()(const Arc& a) const { ellipse_fields(w, "arc", a.ellipse, &a); }
    void operator()(const Path& p) const {
        w.field("closed", p.closed);
        // The SVG writer's own path data, or null when a coordinate is not finite.
        w.key("d");
        if (const std::optional<std::string> d = svg_path_data(p)) w.string(*d);
        else w.null();
        w.field("type", "path");
    }
    void operator()(const Text& t) const {
        point_field(w, "anchor", t.anchor);
        if (!t.box.empty) {
            w.key("box");
            w.begin_object();
            point_field(w, "max", t.box.max);
            point_field(w, "min", t.box.min);
            w.end_object();
        }
        w.field("content", t.content);
        rounded_field(w, "font_size", t.font_size);
        w.field("type", "text");
    }
    void operator()(const Point& p) const { (*this)(p.p); }
    void operator()(const Vec2& p) const {
        point_field(w, "p", p);
        w.field("type", "point");
    }
};

}  // namespace

void write_geometry(JsonSink& w, const Geometry& g) {
    w.begin_object();
    std::visit(GeometryJson{w}, g);
    w.end_object();
}

void write_geometry(JsonSink& w, const ShapeGeometry& g) {
    w.begin_object();
    std::visit(GeometryJson{w}, g);
    w.end_object();
}

json to_json(const Geometry& g) {
    TreeSink w;
    write_geometry(w, g);
    return w.take();
}

json to_json(const ShapeGeometry& g) {
    TreeSink w;
    write_geometry(w, g);
    return w.take();
}

}  // namespace plumbline
