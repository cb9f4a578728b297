// The constraints check (SSVG-Bench Pattern 2): finds the given objects in the task's
// given drawing, searches the assignments of answer items, and reports each constraint
// of the best assignment as a requirement, a diagnostic with the objects it reads drawn,
// and a line of the check's result section.
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <memory>

#include "common/words.hpp"
#include "checks/constraints/constraints_check.hpp"
#include "checks/constraints/given_exact.hpp"
#include "checks/constraints/objects.hpp"
#include "checks/constraints/result.hpp"
#include "checks/constraints/search.hpp"

namespace plumbline::constraints {

namespace {

const Options& options_of(const CheckOptions* options) {
    static const Options kDefaults;
    const auto* own = dynamic_cast<const Options*>(options);
    return own ? *own : kDefaults;
}

std::string type_name(const Object& o) {
    if (o.type == Type::Line) return o.bounded ? "segment" : "line";
    return name(o.type);
}

const char* origin_of(const Object& o) {
    return o.op == Op::Given ? "given" : o.op == Op::Answer ? "answer" : "derived";
}

// The candidate items an object stands for, through the objects it is made from (a
// choice through the alternative the search chose).
void answer_items(const Program& p, const std::vector<Figure>& figures, const std::vector<int>& assignment, int object,
                  std::vector<int>& out, int depth = 0) {
    const Object& o = p.objects[static_cast<size_t>(object)];
    if (o.op == Op::Answer) {
        const Figure& f = figures[static_cast<size_t>(object)];
        const std::vector<int> items = f.pieces.empty() ? std::vector<int>{f.item} : f.pieces;
        for (const int item : items)
            if (item >= 0 && std::find(out.begin(), out.end(), item) == out.end()) out.push_back(item);
        return;
    }
    if (depth > 64) return;
    if (o.op == Op::Choice) {
        const size_t v = static_cast<size_t>(o.variable);
        const int chosen = v < assignment.size() ? assignment[v] : -1;
        if (chosen >= 0) answer_items(p, figures, assignment, o.args[static_cast<size_t>(chosen)], out, depth + 1);
        return;
    }
    for (const int a : o.args) answer_items(p, figures, assignment, a, out, depth + 1);
}

void report_constraint(const Program& p, const Constraint& c, const Outcome& o, const std::vector<Figure>& figures,
                       const std::vector<int>& assignment, const Box& frame, const Scene& candidate, Report& report,
                       ConstraintsResult& result) {
    std::vector<int> reads;
    for (const int k : objects_of(c))
        if (std::find(reads.begin(), reads.end(), k) == reads.end()) reads.push_back(k);
    std::vector<int> items;
    for (const int k : reads) answer_items(p, figures, assignment, k, items);

    Requirement r;
    r.id = c.id;
    r.kind = name(c.relation);
    r.satisfied = o.satisfied;
    r.matched_by = items;
    r.error = std::isfinite(o.measured) ? std::abs(o.measured - o.required) : std::numeric_limits<double>::infinity();
    if (c.relation == Relation::Compare || c.relation == Relation::Inside || c.relation == Relation::Outside ||
        c.relation == Relation::SameSide || c.relation == Relation::OppositeSide ||
        c.relation == Relation::PointsAwayFrom || c.relation == Relation::PointsTowards ||
        c.relation == Relation::Clockwise || c.relation == Relation::Counterclockwise ||
        c.relation == Relation::Above || c.relation == Relation::Below)
        r.error = std::isfinite(o.measured) ? (o.satisfied ? 0.0 : std::abs(o.measured - o.required)) : r.error;
    // any / all / not: how many nested constraints are off.
    if (!c.children.empty())
        r.error = o.satisfied ? 0.0 : c.relation == Relation::All ? std::abs(o.measured - o.required) : 1.0;
    r.tolerance = o.tolerance;
    r.measure = o.unit == "degrees" ? "degrees" : o.unit == "units" ? "distance" : "value";
    const Figure* first = nullptr;
    for (const int k : reads)
        if (figures[static_cast<size_t>(k)].defined) {
            first = &figures[static_cast<size_t>(k)];
            break;
        }
    r.expected = first ? geometry(*first, frame) : Geometry{Point{}};
    report.requirements.push_back(r);

    Diagnostic d;
    d.code = o.satisfied ? "constraints.satisfied" : "constraints.failed";
    d.severity = o.satisfied ? Severity::Info : Severity::Error;
    d.source = "candidate";
    std::string names;
    for (const int k : reads) {
        const Object& obj = p.objects[static_cast<size_t>(k)];
        const Figure& f = figures[static_cast<size_t>(k)];
        names += (names.empty() ? "" : "; ") + obj.name + " = " + describe(f);
        if (f.defined) d.shapes.push_back(Shape{obj.op == Op::Answer ? "found" : "expected", shape(f, frame)});
    }
    if (!items.empty()) {
        d.item = items.front();
        d.span = candidate.items[static_cast<size_t>(items.front())].source.span;
    }
    d.message = c.id + " " + c.text + (o.satisfied ? " holds: " : " fails: ") + o.message + " (" + names + ").";
    report.diagnostics.push_back(std::move(d));

    ConstraintResult cr;
    cr.id = c.id;
    cr.relation = name(c.relation);
    cr.text = c.text;
    cr.satisfied = o.satisfied;
    cr.measured = o.measured;
    cr.required = o.required;
    cr.tolerance = o.tolerance;
    cr.comparison = o.comparison;
    cr.unit = o.unit;
    cr.message = o.message;
    for (const int k : reads) cr.objects.push_back(p.objects[static_cast<size_t>(k)].name);
    result.constraints.push_back(std::move(cr));
}

void report_objects(const Program& p, const std::vector<Figure>& figures, const Box& frame, ConstraintsResult& result) {
    for (size_t k = 0; k < p.objects.size(); ++k) {
        const Object& o = p.objects[k];
        const Figure& f = figures[k];
        ConstraintObjectResult r;
        r.name = o.name;
        r.type = type_name(o);
        r.origin = origin_of(o);
        r.defined = f.defined;
        r.why = f.defined ? "" : f.why;
        if (f.defined) r.geometry = geometry(f, frame);
        r.item = f.item;
        r.pieces = f.pieces;
        result.objects.push_back(std::move(r));
    }
}

}  // namespace

void check(const CheckInput& in, Report& report) {
    const Options& options = options_of(in.options);
    const Program& program = options.program;
    auto result = std::make_shared<ConstraintsResult>();
    result->budget = options.budget;
    result->total = static_cast<int>(program.constraints.size());
    report.candidate_items = in.candidate.primary_count();
    report.verdict = Verdict::Invalid;
    report.score = 0;

    const Scene& given = in.input ? *in.input : in.reference;
    const DrawingScale scale = drawing_scale(in.reference, options.tolerance);
    Box frame = in.candidate.bounds();
    frame.add(given.bounds());

    if (program.constraints.empty()) {
        report.diagnostics.push_back(source_error("constraints.empty", "task",
                                             "The task's constraints check has no constraints, so it could not fail."));
        result->outcome = "given";
        report.result = result;
        return;
    }

    std::vector<Figure> figures(program.objects.size());
    std::vector<NamedPoint> named;
    bool named_known = false;
    for (size_t k = 0; k < program.objects.size(); ++k) {
        const Object& o = program.objects[k];
        if (o.op == Op::AnswerLabel) {
            if (!named_known) named = answer_points(in.candidate), named_known = true;
            figures[k] = labelled_answer_point(in.candidate, named, o.label);
        }
        if (o.op != Op::Given) continue;
        std::string error;
        if (!find_given(o, given, in.profile, scale.position, figures[k], error)) {
            report.diagnostics.push_back(source_error("constraints.given.missing", in.input ? "input" : "reference",
                                                 "The given object " + o.name + " (" + o.path + ") is not in the " +
                                                     (in.input ? "given" : "reference") + " drawing: " + error +
                                                     ". Fix the task."));
            result->outcome = "given";
            report.result = result;
            return;
        }
    }

    std::vector<int> selected = select_items(in.candidate, options.answer_select, in.profile, in.input,
                                             options.tolerance.value_or(0));
    // Every further criterion narrows the answer items (an item must meet them all).
    for (const Selector& also : options.answer_also) {
        std::vector<int> more = select_items(in.candidate, also, in.profile, in.input, options.tolerance.value_or(0));
        std::sort(more.begin(), more.end());
        selected.erase(std::remove_if(selected.begin(), selected.end(),
                                      [&](int i) { return !std::binary_search(more.begin(), more.end(), i); }),
                       selected.end());
    }
    SearchInput search_in{program, in.candidate, {}, scale, options.budget, {}, {}, {}, scale.position};
    if (!program.unit.name.empty()) {
        search_in.unit.name = program.unit.name;
        search_in.unit.per = program.unit.per_unit;
        if (program.unit.segment >= 0) {
            // Derived from given objects only (checked when the task was read): derive it here.
            std::vector<Figure> known = figures;
            for (size_t k = 0; k < program.objects.size(); ++k)
                if (program.objects[k].level == 0 && program.objects[k].op != Op::Given &&
                    program.objects[k].op != Op::AnswerLabel)
                    known[k] = derive(program.objects[k], known, scale.pixel * 1e-6);
            const Figure& s = known[static_cast<size_t>(program.unit.segment)];
            const double len = s.defined ? length(s) : 0;
            if (!(len > 0)) {
                report.diagnostics.push_back(source_error(
                    "constraints.given.missing", in.input ? "input" : "reference",
                    "The unit's segment " + program.objects[static_cast<size_t>(program.unit.segment)].name +
                        " has no length in the given drawing, so lengths cannot be read in " + program.unit.name +
                        ". Fix the task."));
                result->outcome = "given";
                report.result = result;
                return;
            }
            search_in.unit.per = len / program.unit.length;
        }
    }
    bool runs_known = false;
    // Joined runs are found first (their numbers come before the cycles').
    for (const int v : program.variables) {
        const Object& o = program.objects[static_cast<size_t>(v)];
        if (o.op != Op::Answer || o.type != Type::Line || o.arrow || runs_known) continue;
        std::vector<std::pair<int, Segment>> segments;
        for (const int i : answer_pool(in.candidate, selected, o, scale.position))
            if (const auto* s = std::get_if<Segment>(&in.candidate.items[static_cast<size_t>(i)].geometry))
                segments.emplace_back(i, *s);
        search_in.joined = matching::joined_runs(segments, scale.position);
        runs_known = true;
    }
    // Cycles of segments, for answer polygons (each keeps those with its number of sides):
    // among the answer's segments that are not sides of a closed path (that is a polygon itself).
    for (const int v : program.variables) {
        const Object& o = program.objects[static_cast<size_t>(v)];
        if (o.op != Op::Answer || o.type != Type::Polygon) continue;
        std::vector<std::pair<int, Segment>> segments;
        std::vector<Vec2> corners;
        for (const int i : selected) {
            const Item& it = in.candidate.items[static_cast<size_t>(i)];
            const auto* s = std::get_if<Segment>(&it.geometry);
            const int primary = in.candidate.primary_of(i);
            if (!s || !it.style.visible ||
                (primary >= 0 && primary != i &&
                 polygon_of_geometry(in.candidate.items[static_cast<size_t>(primary)].geometry, scale.position, corners)))
                continue;
            segments.emplace_back(i, *s);
        }
        search_in.cycles = segment_cycles(segments, scale.position, 0);
        break;
    }
    for (const int v : program.variables) {
        const Object& o = program.objects[static_cast<size_t>(v)];
        if (o.op == Op::Choice) {
            std::vector<int> positions;
            for (size_t k = 0; k < o.args.size(); ++k) positions.push_back(static_cast<int>(k));
            search_in.pools.push_back(positions);
            continue;
        }
        std::vector<int> pool = answer_pool(in.candidate, selected, o, scale.position);
        // A segment drawn in collinear pieces is also one segment (after the single items,
        // so an assignment of single items found first stays the one reported).
        if (o.type == Type::Line && !o.arrow)
            for (size_t r = 0; r < search_in.joined.size(); ++r)
                pool.push_back(static_cast<int>(in.candidate.items.size() + r));
        // A polygon drawn as separate segments, after the closed paths.
        if (o.type == Type::Polygon)
            for (size_t k = 0; k < search_in.cycles.size(); ++k)
                if (o.sides == 0 || static_cast<int>(search_in.cycles[k].vertices.size()) == o.sides)
                    pool.push_back(static_cast<int>(in.candidate.items.size() + search_in.joined.size() + k));
        search_in.pools.push_back(std::move(pool));
    }
    const SearchResult best = search(search_in, figures);

    result->steps = best.steps;
    result->satisfied = best.satisfied;
    result->outcome = best.exhausted ? "budget" : "complete";
    for (size_t v = 0; v < program.variables.size(); ++v) {
        const Object& o = program.objects[static_cast<size_t>(program.variables[v])];
        const int chosen = v < best.assignment.size() ? best.assignment[v] : -1;
        if (o.op == Op::Choice)
            result->choices.emplace_back(
                o.name, chosen >= 0 ? program.objects[static_cast<size_t>(o.args[static_cast<size_t>(chosen)])].name : "");
        else
            // A joined segment is reported by its first piece (its object lists them all).
            result->assignment.emplace_back(o.name, chosen >= 0 ? pieces_of(search_in, chosen).front() : chosen);
    }
    report_objects(program, best.figures, frame, *result);
    for (size_t k = 0; k < program.constraints.size() && k < best.outcomes.size(); ++k)
        report_constraint(program, program.constraints[k], best.outcomes[k], best.figures, best.assignment, frame,
                          in.candidate, report, *result);

    // The answer items no answer object took, as the match check lists its extraneous items.
    std::vector<char> used(in.candidate.items.size(), 0);
    for (const int entry : best.assignment)
        for (const int item : pieces_of(search_in, entry))
            if (item >= 0) used[static_cast<size_t>(in.candidate.primary_of(item))] = 1;
    for (const int i : selected) {
        const Item& it = in.candidate.items[static_cast<size_t>(i)];
        if (in.candidate.primary_of(i) != i || !it.style.visible || it.kind() == ItemKind::Text) continue;
        ++result->answer_items;
        if (used[static_cast<size_t>(i)]) ++result->used_items;
        else report.extraneous.push_back(i);
    }

    if (result->answer_items) report.precision = double(result->used_items) / result->answer_items;

    // The given drawing kept (when the task asks): strict makes it one more requirement.
    if (in.input)
        check_preserved_input(*in.input, in.candidate, options.tolerance.value_or(0),
                              preserve_mode(options.preserve_input, in.verdict_only), report);
    // Kept exactly (class, colour and extent too), at its own tolerance: 2 pixels unless stated.
    if (in.input && options.preserve_exact)
        check_given_exact(*in.input, in.candidate, *options.preserve_exact > 0 ? *options.preserve_exact : 2 * scale.pixel,
                          report);
    const int total = static_cast<int>(program.constraints.size());
    int met = 0;
    for (const Requirement& r : report.requirements) met += r.satisfied ? 1 : 0;
    const int required = static_cast<int>(report.requirements.size());
    report.score = required ? met / double(required) : 0;
    report.verdict = met == required ? Verdict::Pass : Verdict::Fail;
    // The task's pass threshold: a share of its constraints, judged beside the strict verdict.
    if (options.pass_threshold) {
        result->pass_threshold = *options.pass_threshold;
        // In each group of constraints apart (one group when the task names none).
        std::map<std::string, std::pair<int, int>> groups;   // group -> (met, total)
        for (size_t k = 0; k < program.constraints.size() && k < best.outcomes.size(); ++k) {
            auto& g = groups[program.constraints[k].group];
            g.first += best.outcomes[k].satisfied ? 1 : 0;
            ++g.second;
        }
        result->threshold_pass = !groups.empty();
        for (const auto& [name, g] : groups)
            result->threshold_pass = result->threshold_pass && g.first >= *options.pass_threshold * g.second - 1e-9;
    }
    if (best.exhausted && best.satisfied < total) {
        report.diagnostics.push_back(source_error(
            "constraints.search.budget", "candidate",
            "The search over answer items ran out of its budget (" + std::to_string(options.budget) +
                " steps) before it could show that no assignment satisfies more constraints; the best one found "
                "satisfies " + std::to_string(std::max(0, best.satisfied)) + " of " + std::to_string(total) +
                ". Select fewer answer items (answer_select) or raise check.budget."));
        report.verdict = Verdict::Invalid;
    }
    report.result = result;
}

const CheckKind check_kind{"constraints", read_options, nullptr, check, codes};

}  // namespace plumbline::constraints
