// Selectors decide on primary items; an item derived by shape recognition is selected
// exactly when the item it was derived from is. "added" asks the match check's matchers
// whether an item reproduces a given one.
#include "matching/select.hpp"

#include <cmath>
#include <optional>

#include "matching/matching.hpp"

namespace plumbline {

namespace {

// Colours closer than this (Euclidean, 0-1 RGB) are the same colour: "red", "#ff0000",
// "rgb(255,0,0)" and "#fe0101" all select red items; "#cc0000" does not.
constexpr double kSameColour = 0.1;

bool has_colour(const Style& style, const Color& c) {
    return color_distance(style.stroke, c) <= kSameColour || color_distance(style.fill, c) <= kSameColour;
}

}  // namespace

std::vector<bool> drawn_in(const Scene& scene, const std::vector<int>& primaries, const Scene& other,
                           const Scene& scale, double tolerance) {
    const std::optional<double> position =
        std::isfinite(tolerance) && tolerance > 0 ? std::optional<double>(tolerance) : std::nullopt;
    // Past the work budget an item counts as not drawn: for "added" a selector that picks
    // too much asks more of the candidate, never less; for a given element, it is reported.
    matching::Budget budget;
    return matching::reproduces_input(scene, primaries, other, matching::Tolerances::for_drawing(scale, position), budget);
}

std::vector<int> select_items(const Scene& scene, const Selector& selector, Profile profile, const Scene* input,
                              double tolerance) {
    const int n = static_cast<int>(scene.items.size());
    std::vector<char> chosen(static_cast<size_t>(n), 0);   // per primary item

    if (selector.kind == Selector::Kind::Added && input) {
        std::vector<int> primaries;
        for (int i = 0; i < n; ++i)
            if (scene.primary_of(i) == i) primaries.push_back(i);
        const std::vector<bool> given = drawn_in(scene, primaries, *input, *input, tolerance);
        for (size_t k = 0; k < primaries.size(); ++k) chosen[static_cast<size_t>(primaries[k])] = !given[k];
    } else {
        for (int i = 0; i < n; ++i) {
            if (scene.primary_of(i) != i) continue;
            const Style& style = scene.items[static_cast<size_t>(i)].style;
            switch (selector.kind) {
                case Selector::Kind::All: chosen[static_cast<size_t>(i)] = 1; break;
                case Selector::Kind::Class:
                    // The published scripts read the element's own class attribute only.
                    chosen[static_cast<size_t>(i)] = profile == Profile::Ssvg ? style.has_class(selector.cls)
                                                                              : style.has_class_inherited(selector.cls);
                    break;
                case Selector::Kind::Color: chosen[static_cast<size_t>(i)] = has_colour(style, selector.color); break;
                // Without an input drawing nothing is given, so everything is added.
                case Selector::Kind::Added: chosen[static_cast<size_t>(i)] = 1; break;
            }
        }
    }

    std::vector<int> selected;
    for (int i = 0; i < n; ++i)
        if (chosen[static_cast<size_t>(scene.primary_of(i))]) selected.push_back(i);
    return selected;
}

}  // namespace plumbline
