// The diagnostic codes the diagram check writes, its task options' among them.
#include "checks/diagram/diagram_check.hpp"

namespace plumbline::diagram {

const std::vector<CodeInfo>& codes() {
    [[maybe_unused]] constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;
    static const std::vector<CodeInfo> codes = {
        // --- its task options ---
        {"task.node_threshold.invalid", E, "`check.node_threshold` (diagram) is not a number in (0, 1]."},
        {"task.verdict.invalid", E, "`check.verdict` (diagram) is not `default` or `diagrameval`."},

        // --- the diagram check -----------------------------------------------------------
        {"diagram.reference.empty", E, "The reference has no nodes, so no answer could fail; the task is at fault."},
        {"diagram.candidate.empty", E, "The answer has no nodes (no text in a drawing, no node in a graph); it fails with score 0."},
        {"diagram.node.missing", E, "A reference node has no counterpart: no answer node is labelled similarly enough (docs/diagram.md)."},
        {"diagram.node.extra", W, "An answer node matches no reference node (a stray or renamed node); it lowers node precision."},
        {"diagram.node.approximate", I, "An answer node was matched to a reference node whose label differs slightly (similarity under 1, at or above the threshold)."},
        {"diagram.edge.missing", E, "A reference edge between two matched nodes is not in the answer."},
        {"diagram.edge.reversed", E, "A reference edge between two matched nodes is in the answer the other way round."},
        {"diagram.edge.extra", E, "The answer has an edge between two matched nodes that the reference does not."},
        {"diagram.edge.label", E,
         "A reference edge's label is missing or different on the answer's edge between the same nodes (not under the diagrameval rule)."},
        {"diagram.path.missing", W,
         "The reference connects two matched nodes by a path (over matched nodes) and the answer does not (DiagramEval's path recall)."},
        {"diagram.path.extra", W,
         "The answer connects two matched nodes by a path (over matched nodes) and the reference does not (DiagramEval's path precision)."},
        {"diagram.match.greedy", W, "So many nodes have similar labels that they were matched greedily, not by the optimal assignment."},
        {"diagram.limit.labels", E,
         "So many long labels that comparing each with every reference label would pass the work budget (2e8 edit-distance cells); not judged."},
        {"diagram.limit.paths", E, "More than 2,000 nodes matched: their paths (every ordered pair) are not compared and the answer is not judged."},
        {"diagram.limit.items", E,
         "A drawing with more than 2,000 texts, 2,000 closed shapes or 5,000 lines is not read as a diagram (the reading compares them pairwise); not judged."},
        {"diagram.label.unplaced", I, "Texts read as edge labels (a producer's edge label, a text placed on a connector) had no edge to go with."},
        {"diagram.connector.dangling", I, "Lines with one end on a node and the other on none were not read as edges."},
    };
    return codes;
}

}  // namespace plumbline::diagram
