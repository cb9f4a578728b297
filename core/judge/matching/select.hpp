// Selectors: which items of a drawing are "the answer" (or the reference's required
// part): all, those with a class or a colour, or those not in the task's given drawing.
#pragma once

#include <string>
#include <vector>

#include "base/color.hpp"
#include "base/profile.hpp"
#include "scene/scene.hpp"

namespace plumbline {

struct Selector {
    enum class Kind { All, Class, Color, Added };
    Kind kind = Kind::All;
    std::string cls;             // Kind::Class
    Color color;                 // Kind::Color
    std::string text = "all";    // as written, for messages
};

// Which items of `scene` a selector picks (indices of primary and derived items whose
// primary item is selected). `input` is needed for Selector::Kind::Added, judged with the
// position `tolerance` (scene units; 0 for the drawing's own).
// In the ssvg profile a class selector looks at the element's own class only, as the
// published scripts do; the default profile also honours classes on enclosing groups.
std::vector<int> select_items(const Scene& scene, const Selector& selector, Profile profile,
                              const Scene* input, double tolerance);

// For each of `primaries` (primary items of `scene`): whether everything it draws is also
// drawn by the items of `other`, judged by the match check's matchers with the position
// tolerances of the drawing `scale` (`tolerance`: scene units, 0 for that drawing's own).
// Past the work budget an item counts as not drawn.
std::vector<bool> drawn_in(const Scene& scene, const std::vector<int>& primaries, const Scene& other,
                           const Scene& scale, double tolerance);

}  // namespace plumbline
