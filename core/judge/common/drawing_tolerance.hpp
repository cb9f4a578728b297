// The drawing-scaled position tolerance every geometric check starts from: a pixel p
// (frame.units_per_pixel) and the drawing's diagonal D give t = clamp(1.5% of D, 2p, 12p)
// (match/tolerance.cpp gives the reasoning). Shared so that `match` and `constraints`
// judge "close enough" alike on the same drawing.
#pragma once

#include <optional>

#include "scene/scene.hpp"

namespace plumbline {

struct DrawingScale {
    double pixel = 1;      // p: scene units per CSS pixel
    double drawing = 0;    // D: the frame's diagonal (or the items' when the frame is unknown)
    double position = 0;   // t: the position tolerance (or the task's own, when it gives one)
};

// From `drawing`'s frame (or its items' bounds); `position` replaces the computed t.
DrawingScale drawing_scale(const Scene& drawing, std::optional<double> position);

}  // namespace plumbline
