// The layout section's facade (docs/layout.md): every finding kind run over a candidate
// Scene, always, apart from the verdict. One file per kind: frame.cpp (out of frame),
// overlap.cpp, labels.cpp, closed.cpp, marks.cpp, ticks.cpp, proportions.cpp, stated.cpp,
// legibility.cpp; the
// shared view of the scene in context.hpp, the codes in layout_codes.cpp.
#pragma once

#include <cstddef>
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

// prompt: the task's prompt, whose stated lengths ("AB = 4 cm", "AB = 2 BC") are held
// against the drawing (stated.cpp); empty without a task.
LayoutSection find_layout(const Scene& scene, const LayoutLimits& limits = {}, std::string_view prompt = {});

const std::vector<CodeInfo>& layout_codes();

}  // namespace plumbline::layout
