// Path pieces as SVG path data, shared by the report's "d" and the SVG writer. Moved here
// unchanged from the report writer, so reports keep their bytes.
#include <cmath>
#include <string>

#include "base/decimal.hpp"
#include "scene/svg_writer.hpp"
#include "base/numbers.hpp"

namespace plumbline {

namespace {

double degrees(double radians) { return radians * 180.0 / kPi; }

// Builds "M x y L x y ..." and notices any coordinate that cannot be written.
class PathText {
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
    std::optional<std::string> result() const { return finite_ ? std::optional<std::string>(d_) : std::nullopt; }

private:
    std::string d_;
    bool finite_ = true;
};

}  // namespace

std::optional<std::string> svg_path_data(const Path& path) {
    PathText d;
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

}  // namespace plumbline
