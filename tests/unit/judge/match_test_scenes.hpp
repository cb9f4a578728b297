// Hand-built drawings for the match and select tests: each element on its own source
// line, with the items an SVG reader and shape recognition would produce for it, so the
// tests need no SVG text.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "checks/match/match_check.hpp"
#include "report/check.hpp"

namespace plumbline::testing {

constexpr double kPi = 3.14159265358979323846;

class Drawing {
public:
    // A square drawing of `size` units, `units_per_pixel` scene units per CSS pixel.
    explicit Drawing(double size = 500, double units_per_pixel = 1) {
        scene.format = "svg";
        scene.frame = Frame{0, 0, size, size, true, units_per_pixel};
    }

    // Classes applied to the next elements added (e.g. {"output_object"}).
    Drawing& with_classes(std::vector<std::string> classes) {
        classes_ = std::move(classes);
        return *this;
    }

    int line(Vec2 a, Vec2 b) { return add(Segment{a, b}, "line"); }

    // A <polygon> / <polyline>: a Path of line pieces plus one straight run per edge (the
    // tests draw no two consecutive edges collinear).
    int polygon(const std::vector<Vec2>& pts, bool closed = true) {
        Path path;
        path.closed = closed;
        const size_t n = pts.size();
        for (size_t i = 0; i + 1 < n + (closed ? 1 : 0); ++i) {
            PathPiece p;
            p.p0 = pts[i];
            p.p3 = pts[(i + 1) % n];
            path.pieces.push_back(p);
        }
        const int primary = add(path, closed ? "polygon" : "polyline");
        for (const PathPiece& p : path.pieces) scene.add_derived(primary, Segment{p.p0, p.p3});
        return primary;
    }

    int circle(Vec2 c, double r) { return add(Circle{c, r}, "circle"); }

    int ellipse(Vec2 c, double rx, double ry, double angle = 0) {
        return add(Ellipse{c, rx, ry, angle}, "ellipse");
    }

    // A circle drawn as a <path> of four arcs; recognition adds the Circle. Returns the
    // derived circle's index.
    int circle_path(Vec2 c, double r) {
        Path path;
        path.closed = true;
        for (int k = 0; k < 4; ++k) {
            PathPiece p;
            p.kind = PathPiece::Kind::Arc;
            p.arc = Arc{Ellipse{c, r, r, 0}, k * kPi / 2, kPi / 2};
            p.p0 = p.arc.start();
            p.p3 = p.arc.end();
            path.pieces.push_back(p);
        }
        const int primary = add(path, "path");
        return scene.add_derived(primary, Circle{c, r});
    }

    // A <path> holding arbitrary pieces; straight runs are derived for its line pieces.
    int path(const Path& p) {
        const int primary = add(p, "path");
        for (const PathPiece& piece : p.pieces)
            if (piece.kind == PathPiece::Kind::Line) scene.add_derived(primary, Segment{piece.p0, piece.p3});
        return primary;
    }

    int text(Vec2 anchor, std::string content) {
        Text t;
        t.anchor = anchor;
        t.content = std::move(content);
        return add(t, "text");
    }

    Item& operator[](int i) { return scene.items[static_cast<size_t>(i)]; }

    Scene scene;

private:
    int add(Geometry g, const char* element) {
        Item item;
        item.geometry = std::move(g);
        item.style.stroke = Color::rgb8(0, 0, 0);
        item.style.classes = classes_;
        item.source.format = "svg";
        item.source.element = element;
        item.source.element_index = next_line_ - 2;
        item.source.span = Span{next_line_, 3, next_line_, 40};
        ++next_line_;
        return scene.add(std::move(item));
    }

    std::vector<std::string> classes_;
    int next_line_ = 2;   // line 1 holds the <svg> tag
};

inline PathPiece line_piece(Vec2 a, Vec2 b) {
    PathPiece p;
    p.p0 = a;
    p.p3 = b;
    return p;
}

inline PathPiece cubic_piece(Vec2 a, Vec2 c1, Vec2 c2, Vec2 b) {
    PathPiece p;
    p.kind = PathPiece::Kind::Cubic;
    p.p0 = a;
    p.p1 = c1;
    p.p2 = c2;
    p.p3 = b;
    return p;
}

inline Selector class_selector(const std::string& cls) {
    Selector s;
    s.kind = Selector::Kind::Class;
    s.cls = cls;
    s.text = "class " + cls;
    return s;
}

// The options of a match task whose reference is the output_object elements, as in SSVG-Bench.
inline match::Options match_task() {
    match::Options t;
    t.reference_select = class_selector("output_object");
    return t;
}

inline Report run_match(const match::Options& options, Profile profile, const Scene& reference,
                        const Scene& candidate, const Scene* input = nullptr) {
    Report report;
    match::check(CheckInput{&options, profile, reference, input, candidate}, report);
    return report;
}

inline Report run_match(Profile profile, const Scene& reference, const Scene& candidate) {
    return run_match(match_task(), profile, reference, candidate);
}

inline const Diagnostic* find_code(const Report& r, const std::string& code) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code) return &d;
    return nullptr;
}

inline bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

}  // namespace plumbline::testing
