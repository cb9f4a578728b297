// The Mermaid reader: flowcharts (`flowchart`/`graph`) and state diagrams
// (`stateDiagram`, `stateDiagram-v2`) read into the Scene's graph form (Scene::graph), as
// the graph Mermaid's own parser builds (its flowchart db's vertices and edges, its state
// db's nodes and edges). No geometry: layout is Mermaid's business. docs/diagram.md
// ("Mermaid") lists what is read and what is left out.
#pragma once

#include <string_view>

#include "formats/read.hpp"

// read_mermaid (declared in formats/read.hpp): syntax errors are located at the token where
// Mermaid's parser stops ("Parse error on line 3: ... Expecting 'SEMI', 'NEWLINE', got
// 'PS'"), with what was expected in plain words; another diagram type (sequenceDiagram,
// classDiagram...) is refused by name. Budgets: limits.max_bytes (input), max_depth
// (subgraph and composite state nesting), max_items (nodes and edges), max_steps
// (statements and tokens).
