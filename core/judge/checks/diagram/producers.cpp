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

// In order of precedence: an element with several of these classes has the first row's
// role (Mermaid writes a note as <g class="node statediagram-note">).
constexpr ClassRole kClasses[] = {
    // Mermaid (11.x flowcharts and state diagrams): nodes are <g class="node ...">, as
    // Graphviz's; edge labels are drawn apart from their edges; a diagram's title and its
    // notes (with their connectors) are no node.
    {"edgeLabel", Role::EdgeLabel},
    {"flowchartTitleText", Role::Graph},
    {"statediagramTitleText", Role::Graph},
    {"statediagram-note", Role::Graph},
    {"note-cluster", Role::Graph},
    {"note-edge", Role::Graph},
    {"statediagram-cluster", Role::Composite},   // a composite state (or a region: "divider")
    {"rough-node", Role::Node},                  // look: handDrawn (rough.js strokes)
    {"flowchart-link", Role::Edge},              // an edge's path (its label is drawn apart)
    {"transition", Role::Edge},                  // a state diagram's edge path
    // Graphviz (its SVG renderer, every version since 2.26)
    {"graph", Role::Graph},
    {"cluster", Role::Cluster},
    {"node", Role::Node},
    {"edge", Role::Edge},
};

}  // namespace

Role role_of_classes(const std::vector<std::string>& classes) {
    for (const ClassRole& row : kClasses)
        if (std::find(classes.begin(), classes.end(), row.name) != classes.end()) return row.role;
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
