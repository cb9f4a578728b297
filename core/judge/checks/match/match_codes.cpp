// The diagnostic codes the match check writes, its task options' among them.
#include "checks/match/match_check.hpp"

namespace plumbline::match {

const std::vector<CodeInfo>& codes() {
    [[maybe_unused]] constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;
    static const std::vector<CodeInfo> codes = {
        // --- the match check -------------------------------------------------------------
        {"match.segment.found", I,
         "A reference segment is reproduced (a chain of collinear candidate pieces counts); the message says by "
         "what and how far off."},
        {"match.segment.missing", E,
         "A reference segment is not reproduced within tolerance; the nearest candidate is named and drawn."},
        {"match.circle.found", I,
         "A reference circle is reproduced: centre and radius within tolerance, one candidate per circle."},
        {"match.circle.missing", E,
         "A reference circle is not reproduced within tolerance; the nearest candidate is named and drawn."},
        {"match.ellipse.found", I,
         "A reference ellipse is reproduced: its area overlap (IoU) with a candidate is above the threshold."},
        {"match.ellipse.missing", E,
         "A reference ellipse has no candidate overlapping it enough; the nearest is named and drawn."},
        {"match.curve.found", I,
         "A reference curve is reproduced: a candidate lies within tolerance of it (Hausdorff distance)."},
        {"match.curve.missing", E, "A reference curve has no candidate within tolerance; the nearest is named and drawn."},
        {"match.reference.empty", E,
         "The reference selection holds nothing to reproduce, so the check could not fail: the verdict is invalid. "
         "Fix the task's reference or its selector."},
        {"match.budget.exhausted", E,
         "The drawings are too large to compare within the work budget; the verdict is left undecided (invalid)."},
        {"match.extraneous", I,
         "Candidate items that are neither in the reference nor in the given drawing; not counted against the verdict."},
    };
    return codes;
}

}  // namespace plumbline::match
