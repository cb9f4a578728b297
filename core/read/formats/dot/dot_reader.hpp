// The Graphviz DOT reader: the language's grammar (https://graphviz.org/doc/info/lang.html)
// read into the Scene's graph form (Scene::graph): nodes with labels, edges with a
// direction. No geometry: a DOT answer states a graph; layout is Graphviz's business.
// docs/diagram.md lists what is read and what is left out.
#pragma once

#include <string_view>

#include "formats/read.hpp"

// read_dot (declared in plumbline/formats/read.hpp): syntax errors are located at the
// token where Graphviz would stop ("syntax error in line 3 near '->'"), with what was
// expected; budgets: limits.max_bytes (input), max_depth (subgraph nesting), max_items
// (nodes and edges), max_steps (tokens and statements).
