// Geometry as report JSON: every shape in scene coordinates, paths as SVG path data the
// page can draw directly.
#include <cmath>
#include <string>

#include "report/json_output.hpp"
#include "plumbline/report/json.hpp"
#include "base/numbers.hpp"

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

// Builds "M x y L x y ..." and notices any coordinate that cannot be written.
class PathData {
public:
    void command(char letter) {
        if (!d_.empty()) d_ += ' ';
        d_ += letter;
    }
    void number(double v) {
        finite_ = finite_ && std::isfinite(v);
        d_ += ' ';
        d_ += number_text(v);
    }
    void point(const Vec2& p) {
        number(p.x());
        number(p.y());
    }
    // An SVG arc command to the end of `arc` (the current point is its start).
    void arc(const Arc& a, const Vec2& end) {
        command('A');
        number(a.ellipse.rx);
        number(a.ellipse.ry);
        number(degrees(a.ellipse.angle));
        number(std::abs(a.dt) > kPi ? 1 : 0);
        number(a.dt > 0 ? 1 : 0);   // y down: increasing t is SVG's positive sweep
        point(end);
    }
    json result() const { return finite_ ? json(d_) : json(nullptr); }

private:
    std::string d_;
    bool finite_ = true;
};

// The path's SVG "d", or null when a coordinate is not finite.
json path_data(const Path& path) {
    PathData d;
    Vec2 at(0, 0);
    bool started = false;
    for (const PathPiece& piece : path.pieces) {
        if (!started || (piece.start() - at).norm() > 1e-9 * (1 + at.norm())) {
            d.command('M');
            d.point(piece.start());
            started = true;
        }
        switch (piece.kind) {
            case PathPiece::Kind::Line:
                d.command('L');
                d.point(piece.p3);
                break;
            case PathPiece::Kind::Quad:
                d.command('Q');
                d.point(piece.p1);
                d.point(piece.p3);
                break;
            case PathPiece::Kind::Cubic:
                d.command('C');
                d.point(piece.p1);
                d.point(piece.p2);
                d.point(piece.p3);
                break;
            case PathPiece::Kind::Arc: {
                const Arc& a = piece.arc;
                if (!(a.ellipse.rx > 0 && a.ellipse.ry > 0)) {
                    d.command('L');
                    d.point(piece.p3);
                } else if (std::abs(a.dt) >= 2 * kPi * (1 - 1e-9)) {
                    // An SVG arc from a point back to itself draws nothing: two halves.
                    const Arc first{a.ellipse, a.t0, a.dt / 2};
                    d.arc(first, first.end());
                    d.arc(Arc{a.ellipse, a.t0 + a.dt / 2, a.dt / 2}, piece.p3);
                } else {
                    d.arc(a, piece.p3);
                }
                break;
            }
        }
        at = piece.end();
    }
    if (path.closed && started) d.command('Z');
    return d.result();
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
