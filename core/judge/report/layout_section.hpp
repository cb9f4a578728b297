// The report's layout section (docs/layout.md): what a reader of the drawing would trip
// over (parts out of frame, texts over strokes, a label nearer another point, a mark that
// lies, text too small), found on the candidate's Scene for every report and kept apart
// from the verdict. The data only; core/judge/layout/ finds it.
#pragma once

#include <string>
#include <vector>

#include "diagnostics/diagnostic.hpp"

namespace plumbline {

struct LayoutFinding {
    std::string code;            // "layout.overlap.text_stroke" (layout_codes.cpp)
    Severity severity = Severity::Warning;
    std::string message;
    std::vector<int> items;      // the candidate scene items involved, in index order
    std::vector<Shape> shapes;   // what the page draws: the overlap box, a label's line to its point
};

// How many things of each sort were looked at: a finding's absence means something only
// where its sort was examined (no angle labels: nothing to say about angle labels).
struct LayoutExamined {
    int items = 0;               // visible primary items
    int texts = 0;               // visible non-empty texts
    int point_labels = 0;        // texts that name a point ("A", "B'")
    int length_labels = 0;       // numeric texts attached to a segment ("8", "4 cm")
    int angle_labels = 0;        // texts stating an angle ("60°", "$45^\circ$")
    int right_angle_marks = 0;   // small L-shaped marks at a corner
    int open_paths = 0;          // open paths whose ends nearly meet
};

struct LayoutSection {
    std::vector<LayoutFinding> findings;
    LayoutExamined examined;
    // A search stopped at its budget (docs/layout.md, "Budgets"): what was not looked at
    // has no findings, and a `layout.budget` finding says which search stopped.
    bool truncated = false;
};

}  // namespace plumbline
