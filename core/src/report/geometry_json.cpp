// Geometry as report JSON: every shape in scene coordinates, paths as SVG path data the
// page can draw directly.
#include <optional>
#include <string>

#include "report/json_output.hpp"
#include "base/numbers.hpp"
#include "plumbline/report/json.hpp"
#include "plumbline/scene/svg_writer.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

double degrees(double radians) { return radians * 180.0 / kPi; }

json point(const Vec2& p) { return json::array({rounded(p.x()), rounded(p.y())}); }

json ellipse_fields(const char* type, const Ellipse& e) {
    return {{"type", type},
            {"c", point(e.c)},
            {"rx", rounded(e.rx)},
            {"ry", rounded(e.ry)},
            {"angle_deg", rounded(degrees(e.angle))}};
}

// The path's SVG "d" (the SVG writer's own path data), or null when a coordinate is not finite.
json path_data(const Path& path) {
    const std::optional<std::string> d = svg_path_data(path);
    return d ? json(*d) : json(nullptr);
}

json box_json(const Box& box) { return {{"min", point(box.min)}, {"max", point(box.max)}}; }

struct GeometryJson {
    json operator()(const Segment& s) const { return {{"type", "segment"}, {"a", point(s.a)}, {"b", point(s.b)}}; }
    json operator()(const Circle& c) const { return {{"type", "circle"}, {"c", point(c.c)}, {"r", rounded(c.r)}}; }
    json operator()(const Ellipse& e) const { return ellipse_fields("ellipse", e); }
    json operator()(const Arc& a) const {
        json j = ellipse_fields("arc", a.ellipse);
        j["t0_deg"] = rounded(degrees(a.t0));
        j["dt_deg"] = rounded(degrees(a.dt));
        return j;
    }
    json operator()(const Path& p) const {
        return {{"type", "path"}, {"closed", p.closed}, {"d", path_data(p)}};
    }
    json operator()(const Text& t) const {
        json j = {{"type", "text"},
                  {"anchor", point(t.anchor)},
                  {"content", valid_utf8(t.content)},
                  {"font_size", rounded(t.font_size)}};
        if (!t.box.empty) j["box"] = box_json(t.box);
        return j;
    }
    json operator()(const Point& p) const { return (*this)(p.p); }
    json operator()(const Vec2& p) const { return {{"type", "point"}, {"p", point(p)}}; }
};

}  // namespace

json to_json(const Geometry& g) { return std::visit(GeometryJson{}, g); }
json to_json(const ShapeGeometry& g) { return std::visit(GeometryJson{}, g); }

}  // namespace plumbline
