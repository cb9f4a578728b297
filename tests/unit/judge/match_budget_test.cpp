// The match check's work budget: running out stops the comparisons, leaves the rest
// unexamined, and turns the verdict into "invalid" with a diagnostic, never a hang.
#include <doctest/doctest.h>

#include "checks/match/match.hpp"
#include "match_test_scenes.hpp"

using namespace plumbline;
using namespace plumbline::match;
using namespace plumbline::testing;

TEST_CASE("budget: spending past the limit exhausts it for good") {
    Budget b(10);
    CHECK(b.spend(6));
    CHECK_FALSE(b.exhausted());
    CHECK_FALSE(b.spend(6));
    CHECK(b.exhausted());
    CHECK_FALSE(b.spend(0));
}

TEST_CASE("budget: an exhausted budget leaves requirements unexamined and the verdict undecided") {
    Drawing ref;
    ref.with_classes({"output_object"});
    for (int k = 0; k < 4; ++k) ref.line({100, 100.0 + 50 * k}, {400, 100.0 + 50 * k});
    Drawing cand;
    for (int k = 0; k < 4; ++k) cand.line({100, 100.0 + 50 * k}, {400, 100.0 + 50 * k});

    const std::vector<Unit> units = units_of(ref.scene, {0, 1, 2, 3});
    const Pool pool = make_pool(cand.scene, {0, 1, 2, 3});
    const Tolerances tolerances = Tolerances::for_drawing(ref.scene, std::nullopt);
    Budget budget(6);   // room for six of the sixteen segment comparisons
    const std::vector<Outcome> outcomes = match_all(units, Matching{pool, tolerances, budget, true});
    CHECK(budget.exhausted());
    CHECK(outcomes[0].found);
    CHECK_FALSE(outcomes[3].found);

    Report report;
    report_outcomes(ref.scene, cand.scene, units, words_of(ref.scene, units, nullptr), outcomes, nullptr, report);
    finish_report(report, budget);
    CHECK(report.verdict == Verdict::Invalid);
    const Diagnostic* d = find_code(report, "match.budget.exhausted");
    REQUIRE(d);
    CHECK(d->severity == Severity::Error);
}
