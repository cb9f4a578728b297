// The match check on circles, default profile: centre and radius tolerances scaled to
// the circle (a quarter too small is wrong at any size; a pixel off is not), one-to-one
// optimal assignment, circles drawn as paths or as round ellipses.
#include <doctest/doctest.h>

#include "match_test_scenes.hpp"

using namespace plumbline;
using namespace plumbline::testing;

namespace {

// In a 500x500 drawing the position tolerance is 10.6. For r = 8 the centre may be 1.5
// off and the radius 1.2; for r = 200 both may be 10.6 off.
Drawing reference_circle(Vec2 c, double r) {
    Drawing ref;
    ref.with_classes({"output_object"}).circle(c, r);
    return ref;
}

Verdict verdict_for(const Drawing& ref, Vec2 c, double r) {
    Drawing cand;
    cand.circle(c, r);
    return run_match(Profile::Default, ref.scene, cand.scene).verdict;
}

}  // namespace

TEST_CASE("match: a radius a quarter too small is wrong however few units that is") {
    SUBCASE("r = 8, 24% too small is 1.9 units") {
        const Drawing ref = reference_circle({100, 100}, 8);
        Drawing cand;
        const int small = cand.circle({100, 100}, 8 * 0.76);
        const Report r = run_match(Profile::Default, ref.scene, cand.scene);
        CHECK(r.verdict == Verdict::Fail);
        const Requirement& q = r.requirements.at(0);
        CHECK(q.kind == "circle");
        CHECK(q.nearest == small);
        CHECK(q.measure == "radius difference");
        CHECK(q.error == doctest::Approx(1.92));
        CHECK(q.tolerance == doctest::Approx(1.2));
        const Diagnostic* d = find_code(r, "match.circle.missing");
        REQUIRE(d);
        CHECK(contains(d->message, "reference <circle> at line 2 (circle (100,100) r 8) missing; nearest candidate "
                                   "<circle> at line 2 (circle (100,100) r 6.08): radius 6.08 vs 8 expected "
                                   "(24% too small; allowed 1.2)"));
    }
    SUBCASE("r = 200, 24% too small") {
        CHECK(verdict_for(reference_circle({250, 250}, 200), {250, 250}, 152) == Verdict::Fail);
    }
    SUBCASE("r = 24, 25% too small, in the message's words") {
        const Drawing ref = reference_circle({250, 250}, 24);
        Drawing cand;
        cand.circle({250, 250}, 18);
        const Report r = run_match(Profile::Default, ref.scene, cand.scene);
        CHECK(contains(find_code(r, "match.circle.missing")->message,
                       "radius 18 vs 24 expected (25% too small; allowed 1.5)"));
    }
}

TEST_CASE("match: circle tolerances, both sides of each line") {
    SUBCASE("small circle: a pixel off passes, two do not") {
        const Drawing ref = reference_circle({100, 100}, 8);
        CHECK(verdict_for(ref, {101, 100}, 8) == Verdict::Pass);
        CHECK(verdict_for(ref, {100, 100}, 9) == Verdict::Pass);
        CHECK(verdict_for(ref, {102, 100}, 8) == Verdict::Fail);
        CHECK(verdict_for(ref, {100, 100}, 9.5) == Verdict::Fail);
    }
    SUBCASE("large circle: 10 units (5% of the radius) passes, 12 does not") {
        const Drawing ref = reference_circle({250, 250}, 200);
        CHECK(verdict_for(ref, {260, 250}, 200) == Verdict::Pass);
        CHECK(verdict_for(ref, {250, 250}, 210) == Verdict::Pass);
        CHECK(verdict_for(ref, {262, 250}, 200) == Verdict::Fail);
        CHECK(verdict_for(ref, {250, 250}, 212) == Verdict::Fail);
    }
    SUBCASE("a miss off centre says how far and what was allowed") {
        const Drawing ref = reference_circle({100, 100}, 8);
        Drawing cand;
        cand.circle({103, 104}, 8);
        const Report r = run_match(Profile::Default, ref.scene, cand.scene);
        CHECK(r.requirements[0].measure == "centre distance");
        CHECK(r.requirements[0].error == doctest::Approx(5));
        CHECK(contains(find_code(r, "match.circle.missing")->message,
                       "centre (103,104) is 5 from (100,100) (allowed 1.5)"));
    }
}

TEST_CASE("match: circles are assigned one-to-one") {
    Drawing ref;
    ref.with_classes({"output_object"});
    ref.circle({100, 100}, 30);
    ref.circle({103, 100}, 30);
    Drawing cand;
    const int only = cand.circle({101.5, 100}, 30);
    const Report r = run_match(Profile::Default, ref.scene, cand.scene);
    CHECK(r.verdict == Verdict::Fail);
    CHECK(r.score == doctest::Approx(0.5));
    const Diagnostic* d = find_code(r, "match.circle.missing");
    REQUIRE(d);
    CHECK(contains(d->message, "it reproduces the reference circle"));
    int uses = 0;
    for (const Requirement& q : r.requirements) uses += q.matched_by == std::vector<int>{only};
    CHECK(uses == 1);
}

TEST_CASE("match: the optimal assignment finds the pairing a greedy choice misses") {
    // X is the best overlap for A, but B can only use X; A can also use Y.
    Drawing ref;
    ref.with_classes({"output_object"});
    ref.circle({250, 250}, 200);   // A
    ref.circle({268, 250}, 200);   // B
    Drawing cand;
    const int x = cand.circle({258, 250}, 200);
    const int y = cand.circle({240.5, 250}, 200);
    const Report r = run_match(Profile::Default, ref.scene, cand.scene);
    CHECK(r.verdict == Verdict::Pass);
    CHECK(r.requirements[0].matched_by == std::vector<int>{y});
    CHECK(r.requirements[1].matched_by == std::vector<int>{x});
}

TEST_CASE("match: a circle drawn as a path is a circle") {
    const Drawing ref = reference_circle({250, 250}, 60);
    Drawing cand;
    const int recognised = cand.circle_path({250, 250}, 60);
    const Report r = run_match(Profile::Default, ref.scene, cand.scene);
    CHECK(r.verdict == Verdict::Pass);
    CHECK(r.requirements[0].matched_by == std::vector<int>{recognised});
    CHECK(r.extraneous.empty());
}

TEST_CASE("match: a reference circle drawn as a path asks for one circle, not a curve") {
    Drawing ref;
    const int recognised = ref.with_classes({"output_object"}).circle_path({250, 250}, 60);
    Drawing cand;
    cand.circle({250, 250}, 60);
    const Report r = run_match(Profile::Default, ref.scene, cand.scene);
    REQUIRE(r.requirements.size() == 1);
    CHECK(r.requirements[0].kind == "circle");
    CHECK(r.requirements[0].reference_item == recognised);
    CHECK(r.verdict == Verdict::Pass);
}

TEST_CASE("match: an ellipse with (nearly) equal axes reproduces a circle, a flat one does not") {
    const Drawing ref = reference_circle({250, 250}, 50);
    Drawing round, flat;
    round.ellipse({250, 250}, 50.5, 49.8, 0.3);
    flat.ellipse({250, 250}, 60, 40);
    CHECK(run_match(Profile::Default, ref.scene, round.scene).verdict == Verdict::Pass);
    const Report r = run_match(Profile::Default, ref.scene, flat.scene);
    CHECK(r.verdict == Verdict::Fail);
    CHECK(contains(find_code(r, "match.circle.missing")->message, "radii 40 and 60 vs 50 expected (20% too"));
}

TEST_CASE("match: a candidate without circles gets a clear miss") {
    const Drawing ref = reference_circle({250, 250}, 50);
    Drawing cand;
    cand.line({0, 0}, {100, 100});
    const Report r = run_match(Profile::Default, ref.scene, cand.scene);
    CHECK(r.verdict == Verdict::Fail);
    CHECK_FALSE(r.requirements[0].nearest);
    CHECK(contains(find_code(r, "match.circle.missing")->message, "missing: the candidate has no circles"));
}
