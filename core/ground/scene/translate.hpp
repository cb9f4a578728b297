// One item moved by d (its geometry and its clip regions), as Scene::translate moves every
// item; for readers that move a range of items they just emitted (a TikZ \matrix's cells).
#pragma once

#include <map>
#include <utility>

#include "scene/scene.hpp"

namespace plumbline {

// The clip regions one translation has moved, by the storage they were moved from, so the
// items that shared a region before share its moved copy after (not one copy each).
class ClipMoves {
public:
    ClipRegion moved(const ClipRegion& region, const Vec2& d);

private:
    std::map<const void*, std::pair<ClipRegion, ClipRegion>> done_;   // identity -> (old, moved)
};

// `moves` shared across the calls of one translation keeps shared regions shared.
void translate_item(Item& item, const Vec2& d, ClipMoves* moves = nullptr);

}  // namespace plumbline
