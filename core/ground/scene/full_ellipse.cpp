// Recognising a closed path as a full circle or ellipse, however it was drawn: arcs,
// the usual four kappa cubics, any number of Bezier pieces, after any affine transform.
// The method is the same for all: sample the path, fit a conic, then verify that every
// sample lies on the fitted ellipse and that the path goes round it exactly once.
#include <cmath>

#include "geometry/ellipse_fit.hpp"
#include "scene/shape_recognition.hpp"
#include "base/numbers.hpp"

namespace plumbline {

namespace {

// Paths with more curve pieces than this are not drawn circles; the cap bounds the fit.
constexpr size_t kMaxCurvePieces = 1024;
constexpr int kSamplesPerPiece = 16;

bool is_curve(const PathPiece& p) { return p.kind != PathPiece::Kind::Line; }

// Samples along the path, or empty when the path cannot be a full ellipse: a line piece
// longer than `gap`, a gap between pieces, or not closed within `gap`.
std::vector<Vec2> curve_samples(const Path& path, double gap) {
    if (path.pieces.empty() || (path.pieces.back().end() - path.pieces.front().start()).norm() > gap)
        return {};
    std::vector<Vec2> samples;
    size_t curves = 0;
    for (const PathPiece& p : path.pieces) {
        if (!samples.empty() && (p.start() - samples.back()).norm() > gap) return {};
        if (is_curve(p)) {
            if (++curves > kMaxCurvePieces) return {};
            if (!samples.empty()) samples.pop_back();  // the previous end is this start
            for (int k = 0; k <= kSamplesPerPiece; ++k)
                samples.push_back(p.point_at(double(k) / kSamplesPerPiece));
        } else if ((p.end() - p.start()).norm() > gap) {
            return {};
        } else if (samples.empty()) {
            samples.push_back(p.start());
        }
    }
    if (curves == 0) return {};
    return samples;
}

// Every sample lies on `e` within the tolerance, and the samples go once round its centre
// without turning back.
bool traces_once(const Ellipse& e, const std::vector<Vec2>& samples, double relative_tolerance) {
    double total = 0, previous = 0;
    int direction = 0;
    for (size_t i = 0; i < samples.size(); ++i) {
        const EllipseCoordinates q = ellipse_coordinates(e, samples[i]);
        if (!(std::abs(q.radius - 1) <= relative_tolerance)) return false;
        if (i > 0) {
            const double step = std::remainder(q.angle - previous, 2 * kPi);
            const int sign = step > 0 ? 1 : -1;
            if (direction != 0 && sign != direction && std::abs(step) > 1e-9) return false;
            if (std::abs(step) > 1e-9) direction = sign;
            total += step;
        }
        previous = q.angle;
    }
    return std::abs(std::abs(total) - 2 * kPi) < 0.1;
}

}  // namespace

std::optional<std::variant<Circle, Ellipse>> full_ellipse_of(const Path& path,
                                                             double relative_tolerance) {
    const Box box = bounds(path);
    if (box.empty) return std::nullopt;
    // The radius a circle with this bounding box has; closure and straight-piece
    // allowances are measured against it like the radial deviation.
    const double radius = box.diagonal() / (2 * std::sqrt(2.0));
    if (!(radius > 0)) return std::nullopt;
    const std::vector<Vec2> samples = curve_samples(path, relative_tolerance * radius);
    const std::optional<Ellipse> fit = fit_ellipse(samples);
    if (!fit || !traces_once(*fit, samples, relative_tolerance)) return std::nullopt;
    if (fit->rx - fit->ry <= relative_tolerance * fit->rx)
        return Circle{fit->c, (fit->rx + fit->ry) / 2};
    return *fit;
}

}  // namespace plumbline
