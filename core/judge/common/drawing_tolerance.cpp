// The drawing-scaled position tolerance (see drawing_tolerance.hpp).
#include "common/drawing_tolerance.hpp"

#include <algorithm>
#include <cmath>

namespace plumbline {

namespace {

constexpr double kPositionShareOfDrawing = 0.015;
constexpr double kMinPositionPixels = 2;
constexpr double kMaxPositionPixels = 12;

bool usable(double v) { return std::isfinite(v) && v > 0; }

}  // namespace

DrawingScale drawing_scale(const Scene& drawing, std::optional<double> position) {
    DrawingScale s;
    s.pixel = usable(drawing.frame.units_per_pixel) ? drawing.frame.units_per_pixel : 1.0;
    const double frame = drawing.frame.diagonal();
    s.drawing = usable(frame) ? frame : drawing.bounds().diagonal();
    if (!std::isfinite(s.drawing)) s.drawing = 0;
    if (position && usable(*position))
        s.position = *position;
    else
        s.position = std::clamp(kPositionShareOfDrawing * s.drawing, kMinPositionPixels * s.pixel,
                                kMaxPositionPixels * s.pixel);
    return s;
}

}  // namespace plumbline
