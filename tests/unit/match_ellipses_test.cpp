// The match check on ellipses, default profile: deterministic area IoU of at least 0.92,
// or boundaries within a pixel and a half (for ellipses too small for IoU to be fair),
// one-to-one; circles and ellipses with equal axes stand in for each other.
#include <doctest/doctest.h>

#include "match_test_scenes.hpp"

using namespace plumbline;
using namespace plumbline::testing;

namespace {

Drawing reference_ellipse(Vec2 c, double rx, double ry, double angle) {
    Drawing ref;
    ref.with_classes({"output_object"}).ellipse(c, rx, ry, angle);
    return ref;
}

Report judge(const Drawing& ref, const Drawing& cand) { return run_match(Profile::Default, ref.scene, cand.scene); }

}  // namespace

TEST_CASE("match: an ellipse drawn as given is found") {
    const Drawing ref = reference_ellipse({250, 250}, 100, 50, 0.5);
    Drawing cand;
    const int e = cand.ellipse({250, 250}, 100, 50, 0.5);
    const Report r = judge(ref, cand);
    CHECK(r.verdict == Verdict::Pass);
    const Requirement& q = r.requirements.at(0);
    CHECK(q.kind == "ellipse");
    CHECK(q.matched_by == std::vector<int>{e});
    CHECK(q.measure == "1-iou");
    CHECK(q.error == doctest::Approx(0).epsilon(1e-3));
    CHECK(q.tolerance == doctest::Approx(0.08));
    CHECK(find_code(r, "match.ellipse.found"));
}

TEST_CASE("match: ellipse IoU threshold, both sides") {
    // Same centre and angle, axes scaled by k: IoU = 1 / k^2.
    const Drawing ref = reference_ellipse({250, 250}, 100, 50, 0.5);
    Drawing larger4, larger5;
    larger4.ellipse({250, 250}, 104, 52, 0.5);   // IoU 0.925
    larger5.ellipse({250, 250}, 104.5, 52.25, 0.5);   // IoU 0.916
    CHECK(judge(ref, larger4).verdict == Verdict::Pass);
    const Report r = judge(ref, larger5);
    CHECK(r.verdict == Verdict::Fail);
    CHECK(r.requirements[0].error == doctest::Approx(1 - 1 / (1.045 * 1.045)).epsilon(1e-3));
    CHECK(contains(find_code(r, "match.ellipse.missing")->message, "area overlap (IoU) 0.916, needs 0.92"));
}

TEST_CASE("match: an ellipse turned a quarter is a different ellipse") {
    const Drawing ref = reference_ellipse({250, 250}, 100, 50, 0);
    Drawing cand;
    cand.ellipse({250, 250}, 100, 50, kPi / 2);
    CHECK(judge(ref, cand).verdict == Verdict::Fail);
}

TEST_CASE("match: a tiny ellipse a pixel off passes by its boundary, two pixels off does not") {
    const Drawing ref = reference_ellipse({100, 100}, 4, 2, 0);
    Drawing near, far;
    near.ellipse({101, 100}, 4, 2, 0);   // IoU about 0.6, boundary 1 away
    far.ellipse({102, 100}, 4, 2, 0);
    const Report r = judge(ref, near);
    CHECK(r.verdict == Verdict::Pass);
    CHECK(r.requirements[0].measure == "hausdorff");
    CHECK(r.requirements[0].error == doctest::Approx(1).epsilon(0.02));
    CHECK(r.requirements[0].tolerance == doctest::Approx(1.5));
    CHECK(judge(ref, far).verdict == Verdict::Fail);
}

TEST_CASE("match: a circle reproduces an ellipse with equal axes") {
    const Drawing ref = reference_ellipse({250, 250}, 30, 30, 0);
    Drawing cand;
    cand.circle({250, 250}, 30);
    CHECK(judge(ref, cand).verdict == Verdict::Pass);
}

TEST_CASE("match: ellipses are assigned one-to-one") {
    Drawing ref;
    ref.with_classes({"output_object"});
    ref.ellipse({250, 250}, 100, 50, 0.5);
    ref.ellipse({250, 250}, 100, 50, 0.5);
    Drawing cand;
    cand.ellipse({250, 250}, 100, 50, 0.5);
    const Report r = judge(ref, cand);
    CHECK(r.verdict == Verdict::Fail);
    CHECK(r.score == doctest::Approx(0.5));
    CHECK(contains(find_code(r, "match.ellipse.missing")->message, "it reproduces another reference ellipse instead"));
}
