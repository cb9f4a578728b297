// The layout section's facade (docs/layout.md): every finding kind run over a candidate
// Scene, always, apart from the verdict. One file per kind: frame.cpp (out of frame),
// overlap.cpp, labels.cpp, closed.cpp, marks.cpp, ticks.cpp, proportions.cpp, stated.cpp,
// legibility.cpp; the
// shared view of the scene in context.hpp, the codes in layout_codes.cpp.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "diagnostics/diagnostic_codes.hpp"
#include "report/layout_section.hpp"
#include "scene/scene.hpp"

namespace plumbline::layout {

// Budgets (docs/layout.md, "Budgets"). Over one, the search that hit it stops, the
// section is marked truncated and a `layout.budget` finding names the search.
struct LayoutLimits {
    size_t max_items = 5000;       // primary items looked at (the rest are not)
    size_t max_pairs = 400000;     // pairs the pairwise searches (overlaps, labels) may test
    size_t max_findings = 200;     // findings kept (the rest counted in one message)
};

// A length or ratio a task's prompt states between named points ("AB = 4 cm", "AB = 2 BC",
// "AB is 3 units"): read once per task (stated.cpp), held against every answer's drawing.
struct StatedLength {
    std::string a, b;                // the segment's two point names
    double value = 0;                // the stated length, or the ratio's factor
    std::string unit;                // "cm", "mm", "in", "pt", "" (none, "units")
    std::string c, d;                // a ratio's other segment ("AB = 2 BC"); empty for a length
    std::string text;                // as the prompt writes it, for the message
};
std::vector<StatedLength> read_stated_lengths(std::string_view prompt);

// stated: the lengths the task's prompt states, held against the drawing; none without a task.
LayoutSection find_layout(const Scene& scene, const LayoutLimits& limits = {}, const std::vector<StatedLength>& stated = {});
// The same, reading the prompt's statements first (one drawing judged against a prompt).
LayoutSection find_layout(const Scene& scene, const LayoutLimits& limits, std::string_view prompt);

const std::vector<CodeInfo>& layout_codes();

}  // namespace plumbline::layout
