// One item moved by d (its geometry and its clip regions), as Scene::translate moves every
// item; for readers that move a range of items they just emitted (a TikZ \matrix's cells).
#pragma once

#include "scene/scene.hpp"

namespace plumbline {

void translate_item(Item& item, const Vec2& d);

}  // namespace plumbline
