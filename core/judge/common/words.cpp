// Words for the checks' messages: numbers a person reads, items named by where they are
// in their source, geometry in short.
#include "common/words.hpp"

#include <cmath>
#include <cstdio>
#include <string>

#include "base/decimal.hpp"
#include "base/numbers.hpp"

namespace plumbline::words {

namespace {

std::string printf_number(const char* format, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, format, v);
    return buf;
}
}  // namespace

// `decimals` at most, trailing zeros dropped; small non-zero values keep two significant
// digits so "0.004 off" does not read as "0 off", but rounding noise (1e-14) reads as 0.
std::string number(double v, int decimals) {
    if (!std::isfinite(v)) return v > 0 ? "infinity" : (v < 0 ? "-infinity" : "undefined");
    if (std::abs(v) < 1e-6) v = 0;
    std::string s = fixed_text(v, decimals);
    if (s.find('.') != std::string::npos) {
        while (s.back() == '0') s.pop_back();
        if (s.back() == '.') s.pop_back();
    }
    if (s == "-0") s = "0";
    if (s == "0" && v != 0) s = printf_number("%.2g", v);
    return s;
}

std::string point(const Vec2& p) { return "(" + number(p.x()) + "," + number(p.y()) + ")"; }

std::string describe_item(const Scene& scene, int item) {
    if (item < 0 || item >= static_cast<int>(scene.items.size())) return "item " + std::to_string(item);
    return describe_source(scene.items[static_cast<size_t>(item)].source, item);
}

namespace {

struct Describe {
    std::string operator()(const Segment& s) const { return "segment " + point(s.a) + "-" + point(s.b); }
    std::string operator()(const Circle& c) const { return "circle " + point(c.c) + " r " + number(c.r); }
    std::string operator()(const Ellipse& e) const {
        std::string s = "ellipse " + point(e.c) + " rx " + number(e.rx) + " ry " + number(e.ry);
        const double deg = e.angle * 180 / kPi;
        if (std::abs(deg) >= 0.005) s += " rotated " + number(deg) + " deg";
        return s;
    }
    std::string operator()(const Arc& a) const { return "arc " + point(a.start()) + " to " + point(a.end()); }
    std::string operator()(const Path& p) const {
        if (p.pieces.empty()) return "empty path";
        const std::string pieces = std::to_string(p.pieces.size()) + (p.pieces.size() == 1 ? " piece" : " pieces");
        if (p.closed) return "closed path through " + point(p.pieces.front().start()) + ", " + pieces;
        return "path " + point(p.pieces.front().start()) + " to " + point(p.pieces.back().end()) + ", " + pieces;
    }
    std::string operator()(const Text& t) const { return "text \"" + t.content + "\" at " + point(t.anchor); }
    std::string operator()(const Point& p) const { return "point " + point(p.p); }
};

struct ToShape {
    ShapeGeometry operator()(const Segment& s) const { return s; }
    ShapeGeometry operator()(const Circle& c) const { return c; }
    ShapeGeometry operator()(const Ellipse& e) const { return e; }
    ShapeGeometry operator()(const Arc& a) const { return a; }
    ShapeGeometry operator()(const Path& p) const { return p; }
    ShapeGeometry operator()(const Text& t) const { return t.anchor; }
    ShapeGeometry operator()(const Point& p) const { return p.p; }
};

}  // namespace

std::string describe_geometry(const Geometry& g) { return std::visit(Describe{}, g); }

ShapeGeometry shape_of(const Geometry& g) { return std::visit(ToShape{}, g); }

}  // namespace plumbline::words
