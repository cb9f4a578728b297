// Report geometry JSON back to Geometry, then to SVG by the one writer. Paths come back
// through the SVG path parser the reader uses, so a "d" is drawn as the core reads it.
#include "output/geometry_svg.hpp"

#include <cmath>

#include "formats/svg/path_data.hpp"
#include "json/json_limits.hpp"
#include "base/numbers.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

constexpr size_t kMaxPathCommands = 100000;   // far above any report path
constexpr int kMaxDepth = 4;                  // a geometry nests {box: {min: [x, y]}} at most

bool number(const json& j, const char* key, double& out) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number()) return false;
    out = it->get<double>();
    return std::isfinite(out);
}

bool point(const json& j, const char* key, Vec2& out) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_array() || it->size() != 2 || !(*it)[0].is_number() || !(*it)[1].is_number())
        return false;
    out = Vec2((*it)[0].get<double>(), (*it)[1].get<double>());
    return is_finite(out);
}

bool ellipse(const json& j, Ellipse& e) {
    double degrees = 0;
    if (!point(j, "c", e.c) || !number(j, "rx", e.rx) || !number(j, "ry", e.ry) || !number(j, "angle_deg", degrees))
        return false;
    e.angle = degrees * kPi / 180.0;
    return true;
}

// One path of all the subpaths a "d" holds: their pieces in order (the writer starts a
// new subpath wherever pieces do not join).
std::optional<Geometry> path(const json& j) {
    const auto d = j.find("d");
    if (d == j.end() || !d->is_string()) return std::nullopt;
    const svg::PathData data = svg::parse_path_data(d->get_ref<const std::string&>(), kMaxPathCommands);
    if (data.stop != svg::PathDataStop::End) return std::nullopt;
    Path out;
    for (const Path& sub : data.subpaths) out.pieces.insert(out.pieces.end(), sub.pieces.begin(), sub.pieces.end());
    // Several subpaths keep their closing pieces as lines: the same outline, one path.
    out.closed = data.subpaths.size() == 1 && data.subpaths[0].closed;
    return Geometry(out);
}

std::optional<Geometry> text(const json& j) {
    Text t;
    const auto content = j.find("content");
    if (!point(j, "anchor", t.anchor) || !number(j, "font_size", t.font_size) || content == j.end() ||
        !content->is_string())
        return std::nullopt;
    t.content = content->get<std::string>();
    const auto box = j.find("box");
    if (box != j.end() && box->is_object()) {
        Vec2 lo, hi;
        if (point(*box, "min", lo) && point(*box, "max", hi)) {
            t.box.add(lo);
            t.box.add(hi);
        }
    }
    return Geometry(t);
}

}  // namespace

std::optional<Geometry> geometry_from_json(const json& j) {
    if (!j.is_object()) return std::nullopt;
    const auto type_it = j.find("type");
    if (type_it == j.end() || !type_it->is_string()) return std::nullopt;
    const std::string& type = type_it->get_ref<const std::string&>();
    if (type == "segment") {
        Segment s;
        if (point(j, "a", s.a) && point(j, "b", s.b)) return Geometry(s);
    } else if (type == "circle") {
        Circle c;
        if (point(j, "c", c.c) && number(j, "r", c.r)) return Geometry(c);
    } else if (type == "ellipse") {
        Ellipse e;
        if (ellipse(j, e)) return Geometry(e);
    } else if (type == "arc") {
        Arc a;
        double t0 = 0, dt = 0;
        if (ellipse(j, a.ellipse) && number(j, "t0_deg", t0) && number(j, "dt_deg", dt)) {
            a.t0 = t0 * kPi / 180.0;
            a.dt = dt * kPi / 180.0;
            return Geometry(a);
        }
    } else if (type == "path") {
        return path(j);
    } else if (type == "text") {
        return text(j);
    } else if (type == "point") {
        Point p;
        if (point(j, "p", p.p)) return Geometry(p);
    }
    return std::nullopt;
}

std::string geometry_svg(std::string_view geometry_json, const SvgElementOptions& options) {
    const json j = json::parse(geometry_json.begin(), geometry_json.end(), nullptr, false);
    if (j.is_discarded() || json_deeper_than(j, kMaxDepth)) return "";
    const std::optional<Geometry> g = geometry_from_json(j);
    return g ? svg_element(*g, options) : "";
}

}  // namespace plumbline
