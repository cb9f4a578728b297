// Clipping (clip.hpp): boxes, Liang-Barsky for lines, Sutherland-Hodgman for fills. Each
// loop runs over a subpath's pieces (bounded by the path budget) or the box's four edges.
#include "formats/eps/clip.hpp"

#include <algorithm>
#include <cmath>

namespace plumbline::eps {

namespace {

constexpr double kEps = 1e-9;

Box box_of(const Subpath& sub) {
    Box b = bounds(sub.path);
    b.add(sub.start);
    return b;
}

bool all_lines(const Subpath& sub) {
    for (const PathPiece& p : sub.path.pieces)
        if (p.kind != PathPiece::Kind::Line) return false;
    return true;
}

// The rectangle a path is, when it is one subpath of straight, axis-aligned pieces whose
// corners are its box's (a closed `re`/`rectclip` outline, or four lines back to the start).
bool rectangle(const std::vector<Subpath>& path, Box* out) {
    const Subpath* only = nullptr;
    for (const Subpath& s : path) {
        if (s.path.pieces.empty()) continue;
        if (only) return false;
        only = &s;
    }
    if (!only || !all_lines(*only)) return false;
    const Box b = box_of(*only);
    if (b.empty) return false;
    const double tol = 1e-6 * std::max(1.0, b.diagonal());
    const auto on_corner = [&](const Vec2& p) {
        return (std::abs(p.x() - b.min.x()) <= tol || std::abs(p.x() - b.max.x()) <= tol) &&
               (std::abs(p.y() - b.min.y()) <= tol || std::abs(p.y() - b.max.y()) <= tol);
    };
    for (const PathPiece& p : only->path.pieces) {
        if (!on_corner(p.p0) || !on_corner(p.p3)) return false;
        if (std::abs(p.p0.x() - p.p3.x()) > tol && std::abs(p.p0.y() - p.p3.y()) > tol) return false;   // a diagonal
    }
    *out = b;
    return true;
}

Box intersect(const Box& a, const Box& b) {
    Box r;
    r.min = Vec2(std::max(a.min.x(), b.min.x()), std::max(a.min.y(), b.min.y()));
    r.max = Vec2(std::min(a.max.x(), b.max.x()), std::min(a.max.y(), b.max.y()));
    r.empty = false;
    if (r.min.x() > r.max.x() || r.min.y() > r.max.y()) r.max = r.min;   // nothing is visible: a zero box
    return r;
}

bool inside(const Box& inner, const Box& outer, double slack) {
    return inner.min.x() >= outer.min.x() - slack && inner.min.y() >= outer.min.y() - slack &&
           inner.max.x() <= outer.max.x() + slack && inner.max.y() <= outer.max.y() + slack;
}

bool disjoint(const Box& a, const Box& b) {
    return a.max.x() < b.min.x() || a.min.x() > b.max.x() || a.max.y() < b.min.y() || a.min.y() > b.max.y();
}

// Liang-Barsky: the part of p->q inside the box; false if none.
bool clip_line(const Box& box, Vec2* p, Vec2* q) {
    double t0 = 0, t1 = 1;
    const Vec2 d = *q - *p;
    const double pk[4] = {-d.x(), d.x(), -d.y(), d.y()};
    const double qk[4] = {p->x() - box.min.x(), box.max.x() - p->x(), p->y() - box.min.y(), box.max.y() - p->y()};
    for (int k = 0; k < 4; ++k) {
        if (std::abs(pk[k]) < kEps) {
            if (qk[k] < 0) return false;
            continue;
        }
        const double t = qk[k] / pk[k];
        if (pk[k] < 0) t0 = std::max(t0, t);
        else t1 = std::min(t1, t);
        if (t0 > t1) return false;
    }
    const Vec2 a = *p + t0 * d, b = *p + t1 * d;
    *p = a;
    *q = b;
    return true;
}

// A stroked straight subpath: the runs of it inside the box, each its own subpath.
void cut_lines(const Box& box, const Subpath& sub, std::vector<Subpath>* out) {
    Subpath run;
    bool open = false;
    Vec2 last{0, 0};
    for (const PathPiece& piece : sub.path.pieces) {
        Vec2 a = piece.p0, b = piece.p3;
        if (!clip_line(box, &a, &b)) {
            if (open) out->push_back(run);
            open = false;
            continue;
        }
        if (!open || (a - last).norm() > kEps) {
            if (open) out->push_back(run);
            run = Subpath();
            run.start = a;
            open = true;
        }
        run.path.pieces.push_back(PathPiece::line(a, b));
        last = b;
        if ((b - piece.p3).norm() > kEps) {   // left the box inside this piece
            out->push_back(run);
            open = false;
        }
    }
    if (open) out->push_back(run);
    // A closed outline wholly inside stays closed.
    if (out->size() == 1 && sub.path.closed && out->front().path.pieces.size() == sub.path.pieces.size())
        out->front().path.closed = true;
}

// A filled straight subpath cut to the box (Sutherland-Hodgman, one box edge at a time).
void cut_area(const Box& box, const Subpath& sub, std::vector<Subpath>* out) {
    std::vector<Vec2> poly;
    poly.push_back(sub.start);
    for (const PathPiece& p : sub.path.pieces) poly.push_back(p.p3);
    for (int edge = 0; edge < 4 && !poly.empty(); ++edge) {
        const auto in = [&](const Vec2& v) {
            switch (edge) {
                case 0: return v.x() >= box.min.x();
                case 1: return v.x() <= box.max.x();
                case 2: return v.y() >= box.min.y();
                default: return v.y() <= box.max.y();
            }
        };
        const auto cross = [&](const Vec2& a, const Vec2& b) {
            double t;
            switch (edge) {
                case 0: t = (box.min.x() - a.x()) / (b.x() - a.x()); break;
                case 1: t = (box.max.x() - a.x()) / (b.x() - a.x()); break;
                case 2: t = (box.min.y() - a.y()) / (b.y() - a.y()); break;
                default: t = (box.max.y() - a.y()) / (b.y() - a.y()); break;
            }
            return Vec2(a + t * (b - a));
        };
        std::vector<Vec2> next;
        for (size_t k = 0; k < poly.size(); ++k) {
            const Vec2& a = poly[k];
            const Vec2& b = poly[(k + 1) % poly.size()];
            if (in(b)) {
                if (!in(a)) next.push_back(cross(a, b));
                next.push_back(b);
            } else if (in(a)) {
                next.push_back(cross(a, b));
            }
        }
        poly = std::move(next);
    }
    if (poly.size() < 3) return;
    Subpath s;
    s.start = poly[0];
    for (size_t k = 1; k < poly.size(); ++k) s.path.pieces.push_back(PathPiece::line(poly[k - 1], poly[k]));
    s.path.pieces.push_back(PathPiece::line(poly.back(), poly[0]));
    s.path.closed = true;
    out->push_back(std::move(s));
}

}  // namespace

ClipState clip_with(const ClipState& current, const std::vector<Subpath>& path) {
    ClipState next;
    next.active = true;
    Box b;
    next.exact = rectangle(path, &b);
    if (!next.exact) {
        for (const Subpath& s : path)
            if (!s.path.pieces.empty()) b.add(box_of(s));
        if (b.empty) {   // an empty clip path: nothing is visible
            b.add(Vec2(0, 0));
            next.exact = true;
        }
    }
    if (current.active) {
        // Two rectangles meet in a rectangle; with any other shape the region is not known.
        next.exact = next.exact && current.exact;
        b = intersect(b, current.box);
    }
    next.box = b;
    return next;
}

ClipFate clip_subpath(const ClipState& clip, const Subpath& sub, bool filled, std::vector<Subpath>* out) {
    if (!clip.active) return ClipFate::Inside;
    const Box b = box_of(sub);
    constexpr double kSlack = 1e-6;
    if (b.empty || inside(b, clip.box, kSlack)) return ClipFate::Inside;
    if (disjoint(b, clip.box)) return ClipFate::Outside;
    if (!clip.exact || !all_lines(sub)) return ClipFate::Crossing;
    out->clear();
    if (filled) cut_area(clip.box, sub, out);
    else cut_lines(clip.box, sub, out);
    return out->empty() ? ClipFate::Outside : ClipFate::Cut;
}

}  // namespace plumbline::eps
