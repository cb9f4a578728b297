// The constraints check's JSON: its options read from the task's check object (the
// program itself in program_json.cpp), and its result written as the report's
// "constraints" member (docs/constraints.md).
#include <algorithm>
#include <cmath>
#include <memory>

#include "checks/constraints/constraints_check.hpp"
#include "checks/constraints/result.hpp"
#include "common/options_json.hpp"
#include "matching/matching_json.hpp"
#include "json/json_limits.hpp"
#include "json/json_output.hpp"

namespace plumbline::constraints {

using nlohmann::json;

bool parse_program(const json& check, Program& program, std::vector<Diagnostic>& diagnostics);

namespace {

// "answer_select" as every selector reads it, or an object of several criteria that an
// answer item must all meet: {"class": "output_object", "color": "red"}, {"color": "red",
// "added": true}.
void read_answer_select(const json& check, Options& options, std::vector<Diagnostic>& diagnostics) {
    const auto it = check.find("answer_select");
    if (it == check.end() || !it->is_object() || it->size() < 2) {
        read_selector(check, "answer_select", options.answer_select, diagnostics);
        return;
    }
    bool first = true;
    for (const auto& [key, value] : it->items()) {
        Selector s;
        if (key == "added") {
            if (value != true) {
                diagnostics.push_back(task_diagnostic(Severity::Error, "task.selector.invalid", "/check/answer_select/added",
                                                      "\"added\" in a combined selector is true (not in the given drawing)."));
                return;
            }
            s = Selector{Selector::Kind::Added, "", Color{}, "added"};
        } else if (key == "class" || key == "color") {
            const size_t before = diagnostics.size();
            read_selector(json{{"answer_select", json{{key, value}}}}, "answer_select", s, diagnostics);
            if (diagnostics.size() != before) return;
        } else {
            diagnostics.push_back(task_diagnostic(Severity::Error, "task.selector.invalid",
                                                  "/check/answer_select/" + key,
                                                  "a combined selector has \"class\", \"color\" and \"added\": true."));
            return;
        }
        if (first) options.answer_select = s;
        else options.answer_also.push_back(s);
        first = false;
    }
}

}  // namespace

std::shared_ptr<const CheckOptions> read_options(const json& check, std::vector<Diagnostic>& diagnostics) {
    auto options = std::make_shared<Options>();
    read_answer_select(check, *options, diagnostics);
    read_tolerance(check, options->tolerance, diagnostics);
    read_budget(check, options->budget, diagnostics);
    read_preserve_input(check, options->preserve_input, diagnostics);
    // "preserve_exact": true (2 pixels) or {"tolerance": scene units}.
    if (const auto e = check.find("preserve_exact"); e != check.end()) {
        const json* t = e->is_object() && e->contains("tolerance") ? &e->at("tolerance") : nullptr;
        const bool ok = *e == true || (e->is_object() && e->size() == 1 && t && t->is_number() &&
                                       std::isfinite(t->get<double>()) && t->get<double>() > 0);
        if (!ok)
            diagnostics.push_back(task_diagnostic(Severity::Error, "task.constraints.preserve", "/check/preserve_exact",
                                                  "is true (the given drawing kept exactly, within 2 pixels) or "
                                                  "{\"tolerance\": a positive number of scene units}."));
        else
            options->preserve_exact = t ? t->get<double>() : 0.0;
    }
    parse_program(check, options->program, diagnostics);
    if (const auto t = check.find("pass_threshold"); t != check.end()) {
        if (!t->is_number() || !std::isfinite(t->get<double>()) || t->get<double>() <= 0 || t->get<double>() > 1)
            diagnostics.push_back(task_diagnostic(Severity::Error, "task.constraints.threshold", "/check/pass_threshold",
                                                  "must be a share of the constraints in (0, 1], such as 0.9."));
        else
            options->pass_threshold = t->get<double>();
    }
    return options;
}

namespace {

void write_object(JsonSink& w, const ConstraintObjectResult& o, bool full) {
    w.begin_object();
    w.field("defined", o.defined);
    if (full && o.defined) {
        w.key("geometry");
        write_geometry(w, o.geometry);
    }
    if (o.item >= 0) w.field("item", o.item);
    w.field("name", o.name);
    w.field("origin", o.origin);
    if (!o.pieces.empty()) {
        w.key("pieces");
        w.integers(o.pieces);
    }
    w.field("type", o.type);
    if (!o.defined) w.field("why", o.why);
    w.end_object();
}

void write_constraint(JsonSink& w, const ConstraintResult& c, bool full) {
    w.begin_object();
    w.field("comparison", c.comparison);
    w.field("id", c.id);
    w.key("measured");
    write_rounded(w, c.measured);
    if (full) {
        w.field("message", c.message);
        w.key("objects");
        w.begin_array();
        for (const std::string& n : c.objects) w.string(n);
        w.end_array();
    }
    w.field("relation", c.relation);
    w.key("required");
    write_rounded(w, c.required);
    w.field("satisfied", c.satisfied);
    w.field("text", c.text);
    w.key("tolerance");
    write_rounded(w, c.tolerance);
    w.field("unit", c.unit);
    w.end_object();
}

// The assignment as an object: by name in key order, a repeated name's last item (as
// assigning the members of a tree one by one would keep).
void write_assignment(JsonSink& w, const std::vector<std::pair<std::string, int>>& assignment) {
    std::vector<std::pair<std::string, int>> named;
    for (const auto& [name, item] : assignment) named.emplace_back(valid_utf8(name), item);
    std::stable_sort(named.begin(), named.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    w.begin_object();
    for (size_t i = 0; i < named.size(); ++i) {
        if (i + 1 < named.size() && named[i + 1].first == named[i].first) continue;
        w.key(named[i].first);
        if (named[i].second >= 0) w.integer(named[i].second);
        else w.null();
    }
    w.end_object();
}

}  // namespace

void write_result(JsonSink& w, const ConstraintsResult& r, ReportLevel level) {
    const bool full = level == ReportLevel::Full;
    w.begin_object();
    w.field("answer_items", r.answer_items);
    w.key("assignment");
    write_assignment(w, r.assignment);
    w.field("budget", r.budget);
    if (!r.choices.empty()) {
        // one_of objects, by name: the alternative the best assignment took (null: none).
        std::vector<std::pair<std::string, std::string>> named = r.choices;
        std::stable_sort(named.begin(), named.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        w.key("choices");
        w.begin_object();
        for (size_t i = 0; i < named.size(); ++i) {
            if (i + 1 < named.size() && named[i + 1].first == named[i].first) continue;
            w.key(valid_utf8(named[i].first));
            if (named[i].second.empty()) w.null();
            else w.string(valid_utf8(named[i].second));
        }
        w.end_object();
    }
    w.key("constraints");
    w.begin_array();
    for (const ConstraintResult& c : r.constraints)
        if (full || !c.satisfied) write_constraint(w, c, full);
    w.end_array();
    if (full) {
        w.key("objects");
        w.begin_array();
        for (const ConstraintObjectResult& o : r.objects) write_object(w, o, full);
        w.end_array();
    }
    w.field("outcome", r.outcome);
    if (r.pass_threshold) {
        w.key("pass_threshold");
        write_rounded(w, *r.pass_threshold);
        w.field("passes_threshold", r.threshold_pass);
    }
    w.key("precision");
    if (r.answer_items) write_fixed(w, double(r.used_items) / r.answer_items);
    else w.null();
    w.field("satisfied", r.satisfied < 0 ? 0 : r.satisfied);
    w.field("steps", r.steps);
    w.field("total", r.total);
    w.field("used_items", r.used_items);
    w.end_object();
}

}  // namespace plumbline::constraints

namespace plumbline {

void ConstraintsResult::write(JsonSink& w, ReportLevel level) const { constraints::write_result(w, *this, level); }

}  // namespace plumbline
