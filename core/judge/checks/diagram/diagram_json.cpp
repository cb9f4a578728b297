// The diagram check's JSON: its options from the task's check object, its result as the
// report's "diagram" member (docs/diagram.md, docs/schema.md).
#include <cmath>
#include <memory>

#include "checks/diagram/diagram.hpp"
#include "checks/diagram/result.hpp"
#include "common/options_json.hpp"
#include "json/json_output.hpp"

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

void write_metric(JsonSink& w, const DiagramMetric& m) {
    w.begin_object();
    w.key("f1");
    write_rounded(w, m.f1);
    w.field("fn", m.fn);
    w.field("fp", m.fp);
    w.key("precision");
    write_rounded(w, m.precision);
    w.key("recall");
    write_rounded(w, m.recall);
    w.field("tp", m.tp);
    w.end_object();
}

void write_side(JsonSink& w, const DiagramSide& s, bool full) {
    w.begin_object();
    if (!full) {
        w.field("edge_count", s.edges.size());
        w.field("node_count", s.nodes.size());
        w.field("read_from", s.read_from);
        w.end_object();
        return;
    }
    w.key("edges");
    w.begin_array();
    for (const DiagramEdge& e : s.edges) {
        w.begin_object();
        w.field("direction", e.direction);
        w.field("from", e.from);
        if (e.item >= 0) w.field("item", e.item);
        if (!e.label.empty()) w.field("label", e.label);
        w.field("status", e.status);
        w.field("to", e.to);
        w.end_object();
    }
    w.end_array();
    w.key("nodes");
    w.begin_array();
    for (const DiagramNode& n : s.nodes) {
        w.begin_object();
        w.key("items");
        w.integers(n.items);
        w.field("label", n.label);
        if (n.match >= 0) {
            w.field("match", n.match);
            w.key("similarity");
            write_rounded(w, n.similarity);
        }
        w.field("status", n.status);
        w.end_object();
    }
    w.end_array();
    w.field("read_from", s.read_from);
    w.end_object();
}

}  // namespace

void write_result(JsonSink& w, const DiagramResult& d, ReportLevel level) {
    const bool full = level == ReportLevel::Full;
    w.begin_object();
    w.key("candidate");
    write_side(w, d.candidate, full);
    w.field("directed", d.directed);
    w.key("edges");
    write_metric(w, d.edges);
    w.key("node_threshold");
    write_rounded(w, d.threshold);
    w.key("nodes");
    write_metric(w, d.nodes);
    w.key("paths");
    write_metric(w, d.paths);
    w.key("reference");
    write_side(w, d.reference, full);
    w.field("rule", d.rule);
    w.end_object();
}

}  // namespace plumbline::diagram

namespace plumbline {

void DiagramResult::write(JsonSink& w, ReportLevel level) const { diagram::write_result(w, *this, level); }

}  // namespace plumbline
