// A path's straight runs: what a reader's polyline, polygon, rectangle or line-piece path
// looks like to a check that wants segments.
#include <algorithm>
#include <cmath>

#include "scene/shape_recognition.hpp"
#include "base/numbers.hpp"

namespace plumbline {

namespace {

// Consecutive pieces turning less than this are one straight line to the eye.
const double kMaxTurn = 0.5 * kPi / 180;

struct Run {
    Segment s;
    size_t first = 0, last = 0;   // piece indices
};

// A piece that goes nowhere: it has no direction to continue or break a run.
bool degenerate(const PathPiece& p, double zero) {
    const double chord = (p.p3 - p.p0).norm();
    switch (p.kind) {
        case PathPiece::Kind::Line: return chord <= zero;
        case PathPiece::Kind::Arc:
            return chord <= zero && std::abs(p.arc.dt) * p.arc.ellipse.rx <= zero;
        case PathPiece::Kind::Quad:
        case PathPiece::Kind::Cubic:
            return std::max({chord, (p.p1 - p.p0).norm(), (p.p2 - p.p0).norm()}) <= zero;
    }
    return false;
}

// `next` carries on in the direction of `run`: small turn, same way.
bool continues(const Segment& run, const Segment& next) {
    const Vec2 u = run.b - run.a, v = next.b - next.a;
    if (u.dot(v) <= 0) return false;
    return angle_between(run, next) < kMaxTurn;
}

}  // namespace

std::vector<Segment> straight_runs(const Path& path) {
    const Box box = bounds(path);
    if (box.empty) return {};
    const double zero = 1e-9 * std::max(1.0, box.diagonal());

    std::vector<Run> runs;
    bool open = false;                // the last run can still grow
    size_t first_live = path.pieces.size(), last_live = 0;   // non-degenerate pieces
    for (size_t k = 0; k < path.pieces.size(); ++k) {
        const PathPiece& p = path.pieces[k];
        if (!p.p0.allFinite() || !p.p3.allFinite()) {  // nothing straight to say about it
            open = false;
            continue;
        }
        if (degenerate(p, zero)) continue;
        first_live = std::min(first_live, k);
        last_live = k;
        if (p.kind != PathPiece::Kind::Line) {
            open = false;
            continue;
        }
        const Segment piece{p.p0, p.p3};
        if (open && continues(runs.back().s, piece)) {
            runs.back().s.b = p.p3;
            runs.back().last = k;
        } else {
            runs.push_back(Run{piece, k, k});
            open = true;
        }
    }

    // A closed path's last run may carry straight on into its first one.
    const bool closed = path.closed || (!path.pieces.empty() &&
                                        (path.pieces.back().end() - path.pieces.front().start()).norm() <= zero);
    if (closed && runs.size() >= 2 && runs.front().first == first_live &&
        runs.back().last == last_live && continues(runs.back().s, runs.front().s)) {
        runs.front().s.a = runs.back().s.a;
        runs.pop_back();
    }

    std::vector<Segment> out;
    out.reserve(runs.size());
    for (const Run& r : runs) out.push_back(r.s);
    return out;
}

}  // namespace plumbline
