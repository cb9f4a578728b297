// recognize_shapes(): each reader's last step, so every check sees circles, ellipses and
// straight segments however the source happened to draw them.
#include <utility>

#include "scene/scene.hpp"
#include "scene/shape_recognition.hpp"

namespace plumbline {

bool recognize_shapes(Scene& scene, const RecognizeOptions& options) {
    const size_t primaries_end = scene.items.size();
    for (size_t i = 0; i < primaries_end; ++i) {
        const int index = static_cast<int>(i);
        if (!scene.items[i].is_primary(index)) continue;
        const Path* path = std::get_if<Path>(&scene.items[i].geometry);
        if (!path) continue;
        // Compute everything before adding: add_derived() may move the items.
        const auto round = full_ellipse_of(*path, options.relative_tolerance);
        std::vector<Segment> runs = straight_runs(*path);
        if (scene.items.size() + runs.size() + (round ? 1 : 0) > options.max_items) return false;
        if (round) std::visit([&](const auto& shape) { scene.add_derived(index, shape); }, *round);
        for (Segment& s : runs) scene.add_derived(index, std::move(s));
    }
    return true;
}

}  // namespace plumbline
