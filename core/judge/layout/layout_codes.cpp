// The layout section's codes (docs/layout.md defines each with its tolerance).
#include "layout/layout.hpp"

namespace plumbline::layout {

const std::vector<CodeInfo>& layout_codes() {
    [[maybe_unused]] constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;
    static const std::vector<CodeInfo> codes = {
        {"layout.frame.outside", W, "An item reaches past the frame (the page a viewer shows): that part is not seen. Layout section only."},
        {"layout.frame.clipped", W, "An item reaches past a viewport that clips it: that part is cut off. Layout section only."},
        {"layout.overlap.texts", W, "Two texts overlap (more than a tenth of the smaller box). Layout section only."},
        {"layout.overlap.text_stroke", W, "A stroke runs through a text's core and nothing opaque drawn later hides it there. Layout section only."},
        {"layout.overlap.duplicate", I, "An item is drawn twice (same kind, extent and geometry). Layout section only."},
        {"layout.label.far", W, "A point or length label has no point or line within reach (4 font sizes): it names nothing a reader sees. Layout section only."},
        {"layout.label.ambiguous", W, "A point or length label is about as near two points or lines (within 0.15 font sizes): a reader cannot tell which it names. Layout section only."},
        {"layout.closed.gap", W, "An open path ends near where it starts (within 5% of its length, more than half its stroke width away): a shape meant closed, drawn with a gap. Layout section only."},
        {"layout.closed.unjoined", I, "An open path ends exactly where it starts without closing: the corner is two line ends, not a join. Layout section only."},
        {"layout.mark.right_angle", W, "A right-angle mark sits in a corner more than 2 degrees from 90. Layout section only."},
        {"layout.mark.equal_length", W, "Segments marked equal by as many tick marks across their middles differ in length by more than 5% of the longest. Layout section only."},
        {"layout.mark.angle_label", W, "An angle label states an angle more than 5 degrees from the corner it stands in. Layout section only."},
        {"layout.proportion.length", W, "A length label's drawn length is off the scale of the other labelled lengths by more than 10%. Layout section only."},
        {"layout.proportion.stated", W, "A length or ratio the task's prompt states between labelled points (\"AB = 4 cm\", \"AB = 2 BC\") is off the drawing by more than 10%. Layout section only."},
        {"layout.legibility.page", W, "The drawing is so large that a page shows it at under 85% of its size, its texts and marks with it. Layout section only."},
        {"layout.legibility.small", W, "A text is smaller than 5 pt at the page's natural size. Layout section only."},
        {"layout.legibility.contrast", W, "A text is painted in the colour of the opaque shape under it. Layout section only."},
        {"layout.required", E, "A layout finding the task makes a requirement of (check.layout, or the layout kind's require) is in the drawing: the verdict fails."},
        {"task.layout.invalid", E, "`check.layout` or the layout kind's `require` is not a layout finding code, a family of them or \"warnings\" (or a list of them)."},
        {"layout.budget", I, "A layout search reached its budget (items or pairs): what it did not reach has no findings."},
    };
    return codes;
}

}  // namespace plumbline::layout
