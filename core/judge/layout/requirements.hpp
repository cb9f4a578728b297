// Layout findings made requirements (docs/layout.md, "Layout as requirements"): the
// `layout` check kind's `require` and the `layout` member any kind's check object may
// carry both land here, so a finding fails a verdict one way only.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "report/layout_section.hpp"
#include "report/report.hpp"

namespace plumbline::layout {

struct LayoutRequirements {
    // Each a finding code ("layout.frame.outside"), a family of them ("layout.overlap":
    // every code under it) or "warnings" (every finding of warning severity). At most
    // kMaxSelectors, each met when no finding it selects is in the section.
    std::vector<std::string> select;
};
constexpr size_t kMaxSelectors = 64;

// Whether `selector` is one a task may write: "warnings", or a layout code or family
// that some code in layout_codes() falls under.
bool known_selector(std::string_view selector);
bool selects(std::string_view selector, const LayoutFinding& finding);

// One Requirement (kind "layout") per selector, in order, met when the section has no
// finding it selects (`matched_by`: the items of those it has; `error`: how many), and a
// `layout.required` diagnostic per finding that breaks one; a Pass with a requirement
// not met becomes a Fail. Returns the share of the requirements met (1 with none).
double apply_requirements(const LayoutRequirements& required, const LayoutSection& section, Report& report);

}  // namespace plumbline::layout
