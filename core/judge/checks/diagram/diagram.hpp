// The diagram check's internals (DiagramEval, ../shared/seeds/003: a diagram as a directed
// graph whose nodes are its texts): the graph read from a Scene (its graph form, or its
// drawn texts, boxes and connectors), the node alignment and the three metrics.
// docs/diagram.md says every rule and constant, with the paper's sections.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "report/check.hpp"

namespace plumbline::diagram {

// Which judgement decides the verdict (the check's "verdict" member).
enum class Rule {
    Default,       // node, path and edge F1 all 1
    DiagramEval,   // node and path F1 = 1: the paper's own metrics only
};

struct Options : CheckOptions {
    // Two labels match when their similarity (1 - edit distance / longer length, over
    // normalised text) is at least this.
    double node_threshold = 0.9;
    // The task's "verdict" member; unset: the profile's (diagrameval: DiagramEval).
    std::optional<Rule> rule;
    // More matched nodes than this and the path sets (n^2 pairs) are not computed: invalid.
    int max_path_nodes = 2000;
};

struct Node {
    std::string label;           // as read ("Load\ndata")
    std::string key;             // normalised: lower case, blanks and line breaks one space, trimmed
    std::vector<int> items;      // drawn: its text items, then its box item
    int box_item = -1;           // drawn: the shape enclosing its text, if any
    Box box;                     // drawn: where edges attach (the shape's bounds, else the texts')
    Span span;                   // DOT: where it is named
};

struct Edge {
    int from = -1, to = -1;
    EdgeDirection direction = EdgeDirection::Forward;
    int item = -1;               // drawn: the connector item
    Span span;
    std::string label;           // its label ("" none): DOT's `label`, a drawn edge's label texts
    std::vector<int> label_items;   // drawn: the label's texts
};

struct Graph {
    std::vector<Node> nodes;
    std::vector<Edge> edges;
    bool from_drawing = false;   // read from drawn items, not a graph form
    bool directed = false;       // some edge has a direction
    std::vector<Diagnostic> diagnostics;
};

// The diagram a Scene shows: its graph form when it has one, else its drawing read by
// the rules of docs/diagram.md ("Reading a drawing").
struct ReadOptions {
    // Texts placed on or beside a connector are its edge's label (not under the paper's
    // rule, where every text is a node's word).
    bool edge_labels = true;
    // Closed shapes without text that connectors end on are nodes labelled "".
    bool textless_boxes = true;
};
Graph read_graph(const Scene& scene, const std::string& source, const ReadOptions& options = {});

// Lower case (ASCII), every run of blanks and line breaks one space, trimmed.
std::string normalise(const std::string& label);
// 1 - Levenshtein distance / longer length, over code points; 1 for two empty texts.
double similarity(const std::string& a, const std::string& b);

// The node alignment: candidate node of each reference node (-1: unmatched), and its
// similarity. Pairs at or above the threshold are admissible; the most pairs, then the
// most similar, by optimal assignment; equal labels are told apart by their neighbours.
struct Alignment {
    std::vector<int> candidate_of;         // per reference node
    std::vector<int> reference_of;         // per candidate node
    std::vector<double> similarity;        // per reference node (0 when unmatched)
    bool exact = true;                     // false: the assignment fell back to greedy
    bool over_budget = false;              // the label comparisons would pass kMaxLabelCells: not aligned
};
// Edit-distance cells (label length x label length) all label comparisons may take, so
// many long labels cannot make the check slow.
constexpr double kMaxLabelCells = 2e8;
Alignment align(const Graph& reference, const Graph& candidate, double threshold);

struct Score {
    int tp = 0, fp = 0, fn = 0;
    double precision = 0, recall = 0, f1 = 0;
};
// TP, FP, FN as counted; precision TP/(TP+FP), recall TP/(TP+FN), F1 their harmonic
// mean; a zero denominator gives 0. Both compared sets empty: all 1 when the reference has
// nothing of the kind to find at all (`nothing_to_find`), else all 0 (nothing matched, so
// nothing of what it has was shown).
Score score(int tp, int fp, int fn, bool nothing_to_find = false);

// Directed pairs (u, v) between reference node indices: arcs of an edge, or reachability.
using Pairs = std::vector<std::pair<int, int>>;
// The arcs of a graph's edges (Forward: one; Both, None: both ways), self-loops included,
// nodes mapped by `map` (-1: dropped), as a sorted set. `symmetric`: every arc both ways.
Pairs arcs(const Graph& g, const std::vector<int>& map, bool symmetric);
// DiagramEval's path set (section 4.2, eq. 1): ordered pairs of distinct mapped nodes with
// a path between them in the subgraph induced by the mapped nodes; sorted.
Pairs paths(const Pairs& arcs, int nodes);

}  // namespace plumbline::diagram
