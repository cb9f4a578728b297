// The diagram check's section of the report (docs/diagram.md, written by diagram_json.cpp).
#pragma once

#include <string>
#include <vector>

#include "report/report.hpp"

namespace plumbline {

struct DiagramMetric {
    int tp = 0, fp = 0, fn = 0;
    double precision = 0, recall = 0, f1 = 0;
};

struct DiagramNode {
    std::string label;
    std::vector<int> items;      // drawn: its texts and box
    int match = -1;              // the other side's node
    double similarity = 0;
    std::string status;          // "matched", "missing" (reference), "extra" (candidate)
};

struct DiagramEdge {
    int from = -1, to = -1;      // node indices on its own side
    std::string direction;       // "forward", "both", "none"
    int item = -1;               // drawn: the connector
    std::string status;          // "matched", "missing", "extra", "reversed", "unmatched-node"
    std::string label;           // its label ("" none; not written)
};

struct DiagramSide {
    std::string read_from;       // "graph" (DOT) or "drawing"
    std::vector<DiagramNode> nodes;
    std::vector<DiagramEdge> edges;
};

struct DiagramResult : CheckResult {
    std::string rule;            // "default" or "diagrameval"
    double threshold = 0;
    bool directed = true;        // false: the reference has no direction, edges compared both ways
    DiagramMetric nodes, paths, edges;
    DiagramSide reference, candidate;
    std::string_view member() const override { return "diagram"; }
    void write(JsonSink& w, ReportLevel level) const override;   // diagram_json.cpp
};

inline const DiagramResult* diagram_result(const Report& report) {
    return dynamic_cast<const DiagramResult*>(report.result.get());
}

}  // namespace plumbline
