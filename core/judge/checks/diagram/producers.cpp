// The producers' classes (producers.hpp): one row per class a producer writes on a group
// or an element to say what it is. A new producer is a few rows here.
#include <algorithm>
#include <cstring>

#include "checks/diagram/producers.hpp"

namespace plumbline::diagram {

namespace {

struct ClassRole {
    const char* name;
    Role role;
};

constexpr ClassRole kClasses[] = {
    // Graphviz (its SVG renderer, every version since 2.26)
    {"graph", Role::Graph},
    {"cluster", Role::Cluster},
    {"node", Role::Node},
    {"edge", Role::Edge},
};

Role role_of_class(const std::string& c) {
    for (const ClassRole& row : kClasses)
        if (c == row.name) return row.role;
    return Role::None;
}

}  // namespace

Role role_of_classes(const std::vector<std::string>& classes) {
    for (const std::string& c : classes)
        if (const Role r = role_of_class(c); r != Role::None) return r;
    return Role::None;
}

GroupRole role_of(const Scene& scene, const Item& item) {
    if (const Role r = role_of_classes(item.style.classes); r != Role::None) return {r, -1};
    int g = item.style.group;
    for (int steps = 0; g >= 0 && g < static_cast<int>(scene.groups.size()) && steps < 1000; ++steps) {
        const SceneGroup& group = scene.groups[static_cast<size_t>(g)];
        if (const Role r = role_of_classes(group.classes); r != Role::None) return {r, g};
        g = group.parent;
    }
    return {};
}

}  // namespace plumbline::diagram
