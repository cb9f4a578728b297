// Points the answer names: a text that is a point's name ("H", "P'", "M1") placed beside a
// point the answer draws (an end, a vertex, a centre, a point marker, or where two drawn
// segments or circles cross) names that point, by the rule the match check's labels use
// for the given drawing (common/labels.hpp): within 2.5 font sizes of the text's middle,
// closest pairs first, one name per point and one point per name.
#pragma once

#include <string>
#include <vector>

#include "scene/scene.hpp"

namespace plumbline::constraints {

struct NamedPoint {
    std::string name;    // as shown ("$H$" -> "H")
    Vec2 at{0, 0};       // the point it names
    double distance = 0; // from the text's middle
};

// Beyond these the answer is not a figure read point by point: the texts, items and
// points considered are capped so that pairing stays cheap on hostile input.
constexpr size_t kMaxNamingTexts = 256;
constexpr size_t kMaxCrossingItems = 256;
constexpr size_t kMaxNamedCandidates = 8192;
constexpr double kNamingReachInFontSizes = 2.5;

// The named points of `scene` (every visible item counts, given ones included).
std::vector<NamedPoint> answer_points(const Scene& scene);

// Whether `scene` has a visible text reading `name` (a point's name) at all.
bool has_point_text(const Scene& scene, const std::string& name);

}  // namespace plumbline::constraints
