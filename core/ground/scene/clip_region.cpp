// ClipRegion (scene.hpp) and its outlines flattened from paths (clip_region.hpp).
#include "scene/clip_region.hpp"

#include <algorithm>
#include <cmath>

#include "geometry/ellipse_points.hpp"

namespace plumbline {

namespace {

const ClipRegion::Outlines kNoOutlines;

// Segments a piece needs so that no point of the curve is more than `flatness` from the
// polygon: for a Bezier of degree d, Wang's bound d(d-1)/8 * max |second difference| / n^2;
// for an elliptical arc, (dt/n)^2/8 times the larger radius. Square roots only (correctly
// rounded everywhere), so native and WebAssembly count the same.
double segments_for(const PathPiece& p, double flatness) {
    double wanted = 1;
    switch (p.kind) {
        case PathPiece::Kind::Line: return 1;
        case PathPiece::Kind::Quad: wanted = std::sqrt((p.p0 - 2 * p.p1 + p.p3).norm() / (4 * flatness)); break;
        case PathPiece::Kind::Cubic: {
            const double m = std::max((p.p0 - 2 * p.p1 + p.p2).norm(), (p.p1 - 2 * p.p2 + p.p3).norm());
            wanted = std::sqrt(3 * m / (4 * flatness));
            break;
        }
        case PathPiece::Kind::Arc: {
            const double r = std::max(std::abs(p.arc.ellipse.rx), std::abs(p.arc.ellipse.ry));
            wanted = std::abs(p.arc.dt) * std::sqrt(r / (8 * flatness));
            break;
        }
    }
    return std::isfinite(wanted) ? std::max(1.0, std::ceil(wanted)) : HUGE_VAL;
}

void add_point(std::vector<Vec2>& out, const Vec2& p) {
    if (out.empty() || out.back() != p) out.push_back(p);
}

}  // namespace

ClipRegion::ClipRegion(Outlines outlines, FillRule rule)
    : outlines_(std::make_shared<const Outlines>(std::move(outlines))), rule_(rule) {}

ClipRegion ClipRegion::quad(const Vec2& a, const Vec2& b, const Vec2& c, const Vec2& d) {
    return ClipRegion(Outlines{{a, b, c, d}});
}

const ClipRegion::Outlines& ClipRegion::outlines() const { return outlines_ ? *outlines_ : kNoOutlines; }

Box ClipRegion::box() const {
    Box b;
    for (const std::vector<Vec2>& outline : outlines())
        for (const Vec2& p : outline) b.add(p);
    return b;
}

ClipRegion ClipRegion::translated(const Vec2& d) const {
    Outlines moved = outlines();
    for (std::vector<Vec2>& outline : moved)
        for (Vec2& p : outline) p += d;
    return ClipRegion(std::move(moved), rule_);
}

ClipRegion ClipRegion::transformed(const Affine& m) const {
    Outlines mapped = outlines();
    for (std::vector<Vec2>& outline : mapped)
        for (Vec2& p : outline) p = m.apply(p);
    return ClipRegion(std::move(mapped), rule_);
}

ClipRegion::Outlines clip_outlines(const std::vector<Path>& paths, double flatness, size_t max_points) {
    if (!(flatness > 0)) flatness = kClipFlatness;
    double total = 0;
    for (const Path& path : paths)
        for (const PathPiece& piece : path.pieces) {
            const double n = segments_for(piece, flatness);
            total += std::isfinite(n) ? n : 1;   // not finite: its outline is left out below
        }
    // Over the budget: every piece gives up the same share (each keeps one segment).
    const double share = total > double(max_points) ? double(max_points) / total : 1.0;
    ClipRegion::Outlines out;
    for (const Path& path : paths) {
        if (path.pieces.empty()) continue;
        std::vector<Vec2> outline;
        add_point(outline, path.pieces.front().start());
        for (const PathPiece& piece : path.pieces) {
            add_point(outline, piece.start());   // a gap the reader left: a line across it
            const double wanted = std::floor(segments_for(piece, flatness) * share);
            const size_t n = wanted >= 1 && std::isfinite(wanted) ? static_cast<size_t>(wanted) : 1;
            if (piece.kind == PathPiece::Kind::Arc) {
                const EllipsePoints points(piece.arc.ellipse);
                for (size_t i = 1; i < n; ++i)
                    add_point(outline, points.at(piece.arc.t0 + double(i) / double(n) * piece.arc.dt));
            } else {
                for (size_t i = 1; i < n; ++i) add_point(outline, piece.point_at(double(i) / double(n)));
            }
            add_point(outline, piece.end());
        }
        // Closed anyway: the last point goes when it is the first again, up to rounding (a
        // full circle's end is its start through cos and sin).
        Box extent;
        for (const Vec2& p : outline) extent.add(p);
        const double same = 1e-9 * std::max(1.0, extent.diagonal());
        while (outline.size() > 1 && (outline.back() - outline.front()).norm() <= same) outline.pop_back();
        bool finite = true;
        for (const Vec2& p : outline) finite &= is_finite(p);
        if (finite && outline.size() >= 3) out.push_back(std::move(outline));
    }
    return out;
}

}  // namespace plumbline
