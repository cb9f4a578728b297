// What a producer's SVG says its groups are (docs/diagram.md, "Producers' groups"):
// Graphviz writes <g class="node">, <g class="edge">, <g class="cluster"> and a root
// <g class="graph">, each with a <title> (a node's name, an edge's ends "a->b"). The
// diagram reading takes such groups for what they say and falls back on geometry for
// everything else. The table (producers.cpp) is the one place that knows class names.
#pragma once

#include "scene/scene.hpp"

namespace plumbline::diagram {

enum class Role {
    None,        // nothing said: read by geometry
    Graph,       // the root graph: a text in it is the graph's title, not a node
    Cluster,     // a cluster's frame and title: no node, unless a line ends on the frame
                 // (Mermaid: a subgraph an edge names is a node, drawn as its cluster)
    Composite,   // a node drawn as a frame around other nodes (a composite state): its
                 // title is its label, its frame its box, where lines end
    Node,        // one node: every item in the group is its drawing
    Edge,        // one edge: its line(s), arrowheads and label texts
    EdgeLabel,   // an edge's label drawn outside its edge's group
};

struct GroupRole {
    Role role = Role::None;
    int group = -1;   // the Scene::groups entry that says so (-1: the item's own class)
};

// The role the first of these classes with one says (None: none does).
Role role_of_classes(const std::vector<std::string>& classes);
// The role of an item: its own classes first, then its groups' from the innermost out.
GroupRole role_of(const Scene& scene, const Item& item);

}  // namespace plumbline::diagram
