// Golden tests over the constraint examples (examples/constraints/<task>/, written by
// examples/tools/make_constraints_examples.py): every answer gets the verdict its file name
// promises, each failing answer fails the constraint its name is about and no more than it
// should, and whole reports equal their snapshots in tests/golden/snapshots/constraints/.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "checks/constraints/result.hpp"
#include "examples.hpp"

using namespace plumbline;
using namespace golden;

namespace {

const std::vector<Example>& tasks() { return examples("constraints"); }
bool every_task(const Example&) { return true; }

const ConstraintResult* find(const ConstraintsResult& r, const std::string& id) {
    for (const ConstraintResult& c : r.constraints)
        if (c.id == id) return &c;
    return nullptr;
}

const Answer* answer_named(const Example& ex, const std::string& name) {
    for (const Answer& a : ex.answers)
        if (a.name == name) return &a;
    return nullptr;
}

const Example* task_named(const std::string& name) {
    for (const Example& ex : tasks())
        if (ex.name == name) return &ex;
    return nullptr;
}

}  // namespace

TEST_CASE("constraints: the examples are many, each with several right answers and several wrong ones") {
    const auto& all = tasks();
    REQUIRE(all.size() >= 18);
    for (const Example& ex : all) {
        INFO("task ", ex.name);
        CHECK(ex.task.ok);
        CHECK(ex.task.task.check_kind == "constraints");
        int pass = 0, fail = 0;
        for (const Answer& a : ex.answers) {
            CHECK_MESSAGE(a.named_ok, a.name);
            pass += a.expected == Verdict::Pass;
            fail += a.expected == Verdict::Fail;
        }
        CHECK(pass >= 2);
        CHECK(fail >= 2);
    }
}

TEST_CASE("constraints: every answer gets the verdict its file name expects, with the share of constraints met") {
    int judged = 0;
    for (const Example& ex : tasks()) {
        if (!ex.task.ok) continue;
        for (const Answer& a : ex.answers) {
            if (!a.named_ok) continue;
            INFO(ex.name, "/", a.name, ": ", explain(a.report));
            CHECK(std::string(to_string(a.report.verdict)) == std::string(to_string(a.expected)));
            if (a.expected == Verdict::Pass) CHECK(a.report.score == doctest::Approx(1.0));
            if (a.expected == Verdict::Fail) {
                CHECK(a.report.score < 1.0);
                const ConstraintsResult* r = constraints_result(a.report);
                REQUIRE(r != nullptr);
                CHECK(r->outcome == "complete");
                // The share of requirements met: each constraint, and with "preserve_input":
                // "strict" the given drawing kept.
                int met = 0;
                for (const Requirement& q : a.report.requirements) met += q.satisfied ? 1 : 0;
                CHECK(a.report.score == doctest::Approx(double(met) / a.report.requirements.size()));
                CHECK(a.report.requirements.size() >= static_cast<size_t>(r->total));
            }
            ++judged;
        }
    }
    CHECK(judged >= 100);
}

TEST_CASE("constraints: the failing answers fail where their mistake is") {
    struct Case {
        const char* task;
        const char* answer;
        const char* failed;     // a constraint that must fail
        const char* held;       // one that must still hold ("" for none)
    };
    const Case cases[] = {
        {"perpendicular-bisector-compass", "fail-radius-below-half", "line-through-I1", "equal-radii"},
        {"perpendicular-bisector-compass", "fail-radii-unequal", "equal-radii", "c1-centred-at-A"},
        {"perpendicular-bisector-compass", "fail-line-misses-intersections", "line-through-I2", "equal-radii"},
        {"perpendicular-bisector-compass", "fail-line-too-short", "line-through-I1", "radius-over-half-AB"},
        {"perpendicular-bisector-compass-red", "fail-not-red", "c1-centred-at-A", ""},
        {"parallel-through-point-any-length", "fail-tilted-8-degrees", "parallel-to-AB", "through-P"},
        {"parallel-through-point-any-length", "fail-misses-P-by-9", "through-P", "parallel-to-AB"},
        {"angle-bisector-any-length", "fail-off-by-8-degrees", "bisects-ABC", ""},
        // Through T and tilted 12 degrees, the line passes the centre at r cos 12° = 0.978 r:
        // within the tangency tolerance; the right angle with OT is what fails.
        {"tangent-at-point", "fail-tilted-12-degrees", "perpendicular-to-OT", "through-T"},
        {"square-on-segment-either-side", "fail-sides-crossed", "same-side", "sides-equal"},
        {"square-on-segment-either-side", "fail-rectangle", "sides-equal", "s1-perpendicular"},
        // Polygons and arcs: a corner moved along the circle is still inscribed, not regular;
        // the major arc has the right centre and ends.
        {"regular-hexagon-in-circle", "fail-irregular", "regular", "inscribed"},
        {"regular-hexagon-in-circle", "fail-not-at-A", "vertex-at-A", "regular"},
        {"minor-arc-about-centre", "fail-major-arc", "minor", "centre-O"},
        {"minor-arc-about-centre", "fail-stops-short", "to-B", "from-A"},
    };
    for (const Case& c : cases) {
        INFO(std::string(c.task), "/", std::string(c.answer));
        const Example* ex = task_named(c.task);
        REQUIRE(ex != nullptr);
        const Answer* a = answer_named(*ex, c.answer);
        REQUIRE(a != nullptr);
        const ConstraintsResult* r = constraints_result(a->report);
        REQUIRE(r != nullptr);
        const ConstraintResult* failed = find(*r, c.failed);
        REQUIRE(failed != nullptr);
        CHECK_FALSE(failed->satisfied);
        if (*c.held) {
            const ConstraintResult* held = find(*r, c.held);
            REQUIRE(held != nullptr);
            CHECK(held->satisfied);
        }
    }
}

TEST_CASE("constraints: with preserve_input strict, a right construction on a moved given element fails") {
    const Example* ex = task_named("parallel-through-point-any-length");
    REQUIRE(ex != nullptr);
    const Answer* a = answer_named(*ex, "fail-given-segment-modified");
    REQUIRE(a != nullptr);
    const ConstraintsResult* r = constraints_result(a->report);
    REQUIRE(r != nullptr);
    CHECK(r->satisfied == r->total);   // the construction itself is right
    CHECK(a->report.verdict == Verdict::Fail);
    const Requirement& kept = a->report.requirements.back();
    CHECK(kept.id == "preserve-input");
    CHECK_FALSE(kept.satisfied);
    int modified = 0;
    for (const Diagnostic& d : a->report.diagnostics) {
        if (d.code != "input.modified") continue;
        ++modified;
        CHECK(d.severity == Severity::Error);
        CHECK(d.source == "input");
        CHECK(d.span.line == 8);             // the given <line>
        CHECK(d.shapes.size() == 1);
    }
    CHECK(modified == 1);
    // Its right answers keep the given drawing, and say so.
    const Answer* pass = answer_named(*ex, "pass-long");
    REQUIRE(pass != nullptr);
    bool preserved = false;
    for (const Diagnostic& d : pass->report.diagnostics) preserved = preserved || d.code == "input.preserved";
    CHECK(preserved);
    CHECK(pass->report.requirements.back().satisfied);
}

TEST_CASE("constraints: a crossing tangent fails only as not external") {
    const Example* ex = task_named("external-tangents-four-circles");
    REQUIRE(ex != nullptr);
    const ConstraintsResult* r = constraints_result(answer_named(*ex, "fail-internal-tangent")->report);
    REQUIRE(r != nullptr);
    int failed = 0;
    for (const ConstraintResult& c : r->constraints) {
        if (c.satisfied) continue;
        ++failed;
        CHECK(c.relation == "same_side");
    }
    CHECK(failed == 1);
}

TEST_CASE("constraints: the measured value of a failed relation is the mistake's size") {
    const Example* ex = task_named("parallel-through-point-any-length");
    REQUIRE(ex != nullptr);
    const ConstraintResult* tilt = find(*constraints_result(answer_named(*ex, "fail-tilted-8-degrees")->report), "parallel-to-AB");
    REQUIRE(tilt != nullptr);
    CHECK(tilt->unit == "degrees");
    CHECK(tilt->measured == doctest::Approx(8).epsilon(0.01));
    const ConstraintResult* miss = find(*constraints_result(answer_named(*ex, "fail-misses-P-by-9")->report), "through-P");
    REQUIRE(miss != nullptr);
    CHECK(miss->unit == "units");
    CHECK(miss->measured == doctest::Approx(9).epsilon(0.01));
}

TEST_CASE("constraints: the same task in TikZ judges the same construction the same way") {
    // perpendicular-bisector-compass-tikz asks Figure 3's task in TikZ, its answers the SVG
    // answers of the same names drawn with \draw: every relation holds or fails alike,
    // measured alike (the TikZ reader lands [x=1pt,y=1pt] coordinates on the SVG ones).
    const Example* svg = task_named("perpendicular-bisector-compass-red");
    const Example* tikz = task_named("perpendicular-bisector-compass-tikz");
    REQUIRE(svg != nullptr);
    REQUIRE(tikz != nullptr);
    int compared = 0;
    for (const char* name : {"pass-radius-130", "fail-radius-below-half", "fail-line-misses-intersections", "fail-not-red"}) {
        INFO(std::string(name));
        const Answer* a = answer_named(*svg, name);
        const Answer* b = answer_named(*tikz, name);
        REQUIRE(a != nullptr);
        REQUIRE(b != nullptr);
        CHECK(a->report.verdict == b->report.verdict);
        CHECK(a->report.score == doctest::Approx(b->report.score));
        const ConstraintsResult *ra = constraints_result(a->report), *rb = constraints_result(b->report);
        REQUIRE(ra != nullptr);
        REQUIRE(rb != nullptr);
        REQUIRE(ra->constraints.size() == rb->constraints.size());
        for (size_t k = 0; k < ra->constraints.size(); ++k) {
            const ConstraintResult &x = ra->constraints[k], &y = rb->constraints[k];
            INFO(x.id);
            CHECK(x.id == y.id);
            CHECK(x.satisfied == y.satisfied);
            if (std::isfinite(x.measured)) CHECK(x.measured == doctest::Approx(y.measured).epsilon(1e-6));
            ++compared;
        }
    }
    CHECK(compared == 24);
}

TEST_CASE("constraints: items the construction does not use are extraneous, beside a precision figure") {
    const Example* ex = task_named("equilateral-triangle-on-segment");
    REQUIRE(ex != nullptr);
    // The two sides and the two compass circles: the circles are extra, and do not fail it.
    const Answer* a = answer_named(*ex, "pass-with-compass-circles");
    REQUIRE(a != nullptr);
    CHECK(a->report.verdict == Verdict::Pass);
    const ConstraintsResult* r = constraints_result(a->report);
    REQUIRE(r != nullptr);
    CHECK(r->answer_items == 4);
    CHECK(r->used_items == 2);
    CHECK(a->report.extraneous.size() == 2);
    const Answer* b = answer_named(*ex, "pass-above");
    REQUIRE(b != nullptr);
    CHECK(constraints_result(b->report)->used_items == constraints_result(b->report)->answer_items);
    CHECK(b->report.extraneous.empty());
}

TEST_CASE("constraints example reports match their snapshots") { check_snapshots("constraints", every_task); }
