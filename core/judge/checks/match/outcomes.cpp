// Outcomes into the report: one requirement and one diagnostic per reference unit, each
// saying which reference element it is about, by what it was found (and how far off), or
// for a miss the nearest candidate and what is wrong with it.
#include <cmath>
#include <limits>

#include "checks/match/match.hpp"

namespace plumbline::match {

namespace {

std::string requirement_id(const Unit& u) {
    std::string id = std::string(name(u.family)) + "#" + std::to_string(u.item);
    if (u.piece >= 0) id += "." + std::to_string(u.piece);
    return id;
}

const Geometry& geometry_of(const Scene& scene, int item) { return scene.items[static_cast<size_t>(item)].geometry; }

// The labels' words for a geometry ("segment from C (275,55) to a point on AB (…)"), or
// "" when the labels name none of its points (then `plain` says it all).
std::string labelled(const labels::Labelling* labels, const Geometry& g, const std::string& plain) {
    if (!labels || labels->empty()) return {};
    std::string named = labels::describe_geometry(labels, g);
    return named == plain ? std::string() : named;
}

// An item and its geometry: "<line> at line 7 (segment (10,20)-(110,20))", or, when the
// given drawing's labels name its points, "<line> at line 7, the segment from C (275,55)
// to a point on AB (227.43,320.05),". `last` leaves off the closing comma.
std::string item_and_geometry(const Scene& scene, int item, const std::string& plain, const std::string& named,
                              bool last = false) {
    if (named.empty()) return describe_item(scene, item) + " (" + plain + ")";
    return describe_item(scene, item) + ", the " + named + (last ? "" : ",");
}

// The reference item's words come from words_of, once per task.
Diagnostic diagnostic_for(const Scene& reference, const Scene& candidate, const Unit& u, const Outcome& o,
                          const labels::Labelling* labels, const UnitWords& w) {
    Diagnostic d;
    d.code = std::string("match.") + name(u.family) + (o.found ? ".found" : ".missing");
    d.shapes.push_back(Shape{"expected", shape_of(u.geometry)});
    const std::string& ref = w.reference;
    if (o.found) {
        d.severity = Severity::Info;
        d.source = "candidate";
        std::string by;
        for (int i : o.matched_by) {
            by += (by.empty() ? "" : " + ") + describe_item(candidate, i);
            d.shapes.push_back(Shape{"found", shape_of(geometry_of(candidate, i))});
        }
        if (!o.matched_by.empty()) {
            d.item = o.matched_by.front();
            d.span = candidate.items[static_cast<size_t>(o.matched_by.front())].source.span;
        }
        d.message = ref + " found: " + by + " (" + o.how + ").";
        return d;
    }
    d.severity = Severity::Error;
    d.source = "reference";
    d.item = u.item;
    d.span = reference.items[static_cast<size_t>(u.item)].source.span;
    if (o.nearest) {
        const Geometry& g = geometry_of(candidate, *o.nearest);
        const std::string near = describe_geometry(g);
        d.shapes.push_back(Shape{"nearest", shape_of(g)});
        d.message = ref + " missing; nearest candidate " +
                    item_and_geometry(candidate, *o.nearest, near, labelled(labels, g, near), /*last=*/true) + ": " +
                    o.how + ".";
    } else {
        d.message = ref + " missing: " + o.how + ".";
    }
    return d;
}

}  // namespace

std::vector<UnitWords> words_of(const Scene& reference, const std::vector<Unit>& units,
                                const labels::Labelling* labels) {
    std::vector<UnitWords> out;
    out.reserve(units.size());
    for (const Unit& u : units) {
        UnitWords w;
        w.id = requirement_id(u);
        w.plain = describe_geometry(u.geometry);
        w.named = labelled(labels, u.geometry, w.plain);
        w.reference = "reference " + item_and_geometry(reference, u.item, w.plain, w.named);
        out.push_back(std::move(w));
    }
    return out;
}

void report_outcomes(const Scene& reference, const Scene& candidate, const std::vector<Unit>& units,
                     const std::vector<UnitWords>& words, const std::vector<Outcome>& outcomes,
                     const labels::Labelling* labels, Report& report) {
    for (size_t k = 0; k < units.size() && k < outcomes.size() && k < words.size(); ++k) {
        const Unit& u = units[k];
        const Outcome& o = outcomes[k];
        Requirement r;
        r.id = words[k].id;
        r.kind = name(u.family);
        r.name = words[k].named;
        r.satisfied = o.found;
        r.reference_item = u.item;
        r.reference_span = reference.items[static_cast<size_t>(u.item)].source.span;
        r.expected = u.geometry;
        r.matched_by = o.matched_by;
        // Nothing measured (no candidate of the family) is infinite, which the JSON writes
        // as null; a NaN from hostile geometry means the same.
        r.error = std::isfinite(o.error) ? o.error : std::numeric_limits<double>::infinity();
        r.tolerance = o.tolerance;
        r.measure = o.measure;
        r.nearest = o.nearest;
        report.diagnostics.push_back(diagnostic_for(reference, candidate, u, o, labels, words[k]));
        report.requirements.push_back(std::move(r));
    }
}

void finish_report(Report& report, const Budget& budget) {
    size_t satisfied = 0;
    for (const Requirement& r : report.requirements) satisfied += r.satisfied ? 1 : 0;
    const size_t total = report.requirements.size();
    report.score = total ? double(satisfied) / double(total) : 0;
    report.verdict = satisfied == total ? Verdict::Pass : Verdict::Fail;
    if (total == 0) {
        Diagnostic d;
        d.code = "match.reference.empty";
        d.severity = Severity::Error;
        d.source = "task";
        d.message = "The reference selection holds no segment, circle, ellipse or curve to reproduce, so this "
                    "check could not fail; check the task's reference drawing and its reference selector.";
        report.diagnostics.push_back(std::move(d));
        report.verdict = Verdict::Invalid;
    }
    if (budget.exhausted()) {
        Diagnostic d;
        d.code = "match.budget.exhausted";
        d.severity = Severity::Error;
        d.source = "candidate";
        d.message = "The drawings are too large to compare within the work budget (check.budget, " +
                    std::to_string(static_cast<long long>(budget.limit())) +
                    " units); requirements not examined are reported missing and the verdict is left undecided.";
        report.diagnostics.push_back(std::move(d));
        report.verdict = Verdict::Invalid;
    }
}

}  // namespace plumbline::match
