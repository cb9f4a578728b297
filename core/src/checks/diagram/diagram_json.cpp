// The diagram check's JSON: its options from the task's check object, its result as the
// report's "diagram" member (docs/diagram.md, docs/schema.md).
#include <cmath>
#include <memory>

#include "checks/diagram/diagram.hpp"
#include "checks/diagram/result.hpp"
#include "report/check_json.hpp"
#include "report/json_output.hpp"

namespace plumbline::diagram {

using nlohmann::json;

std::shared_ptr<const CheckOptions> read_options(const json& check, std::vector<Diagnostic>& diagnostics) {
    auto options = std::make_shared<Options>();
    if (const auto it = check.find("node_threshold"); it != check.end() && !it->is_null()) {
        if (it->is_number() && std::isfinite(it->get<double>()) && it->get<double>() > 0 && it->get<double>() <= 1)
            options->node_threshold = it->get<double>();
        else
            diagnostics.push_back(task_diagnostic(Severity::Error, "task.node_threshold.invalid", "/check/node_threshold",
                                                  "must be a number in (0, 1]: the least label similarity for two "
                                                  "nodes to match."));
    }
    if (const auto it = check.find("verdict"); it != check.end() && !it->is_null()) {
        if (it->is_string() && it->get<std::string>() == "default") options->rule = Rule::Default;
        else if (it->is_string() && it->get<std::string>() == "diagrameval") options->rule = Rule::DiagramEval;
        else
            diagnostics.push_back(task_diagnostic(Severity::Error, "task.verdict.invalid", "/check/verdict",
                                                  "must be \"default\" (node, path and edge F1 all 1) or "
                                                  "\"diagrameval\" (node and path F1 = 1, the paper's metrics)."));
    }
    return options;
}

namespace {

json metric_json(const DiagramMetric& m) {
    return {{"tp", m.tp}, {"fp", m.fp}, {"fn", m.fn},
            {"precision", rounded(m.precision)}, {"recall", rounded(m.recall)}, {"f1", rounded(m.f1)}};
}

json side_json(const DiagramSide& s, bool full) {
    json nodes = json::array(), edges = json::array();
    int matched_nodes = 0, matched_edges = 0;
    for (const DiagramNode& n : s.nodes) {
        matched_nodes += n.status == "matched";
        if (!full) continue;
        json j = {{"label", valid_utf8(n.label)}, {"status", n.status}, {"items", n.items}};
        if (n.match >= 0) j["match"] = n.match, j["similarity"] = rounded(n.similarity);
        nodes.push_back(std::move(j));
    }
    for (const DiagramEdge& e : s.edges) {
        matched_edges += e.status == "matched";
        if (!full) continue;
        json j = {{"from", e.from}, {"to", e.to}, {"direction", e.direction}, {"status", e.status}};
        if (e.item >= 0) j["item"] = e.item;
        edges.push_back(std::move(j));
    }
    if (!full)
        return {{"read_from", s.read_from}, {"node_count", s.nodes.size()}, {"edge_count", s.edges.size()}};
    return {{"read_from", s.read_from}, {"nodes", std::move(nodes)}, {"edges", std::move(edges)}};
}

}  // namespace

json write_result(const CheckResult& result, ReportLevel level) {
    const auto& d = static_cast<const DiagramResult&>(result);
    const bool full = level == ReportLevel::Full;
    return {{"rule", d.rule},
            {"node_threshold", rounded(d.threshold)},
            {"directed", d.directed},
            {"nodes", metric_json(d.nodes)},
            {"paths", metric_json(d.paths)},
            {"edges", metric_json(d.edges)},
            {"reference", side_json(d.reference, full)},
            {"candidate", side_json(d.candidate, full)}};
}

}  // namespace plumbline::diagram
