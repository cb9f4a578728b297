// The match check on ellipses, default profile: deterministic area IoU of at least 0.92,
// or boundaries within a pixel and a half (for ellipses too small for IoU to be fair),
// one-to-one; circles and ellipses with equal axes stand in for each other.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <random>
#include <string>

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

namespace {

// What a report says of its requirements and diagnostics, every number to the bit.
std::string outcome_text(const Report& r) {
    std::string s = std::string(to_string(r.verdict)) + "\n";
    for (const Requirement& q : r.requirements) {
        char error[64];
        std::snprintf(error, sizeof error, "%a", q.error);
        s += q.id + " " + q.measure + " " + error + (q.satisfied ? " found by" : " missing, nearest ") +
             (q.nearest ? std::to_string(*q.nearest) : "-");
        for (int k : q.matched_by) s += " " + std::to_string(k);
        s += "\n";
    }
    for (const Diagnostic& d : r.diagnostics) s += d.code + ": " + d.message + "\n";
    return s;
}

}  // namespace

TEST_CASE("match: ellipses compared in order of their IoU bound give what comparing in order gives") {
    // A row whose budget is surely enough is compared the likeliest first, skipping the
    // clippings its bound proves cannot matter; with less budget than that, in column order.
    // Both must say the same of every reference ellipse, nearest candidates included.
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> unit(0, 1);
    int missing = 0, found = 0;   // both kinds of row must come up
    for (int round = 0; round < 60; ++round) {
        Drawing ref, cand;
        std::vector<Ellipse> refs;
        for (int i = 0; i < 6; ++i) {
            const Ellipse e{Vec2(60 + 380 * unit(rng), 60 + 380 * unit(rng)), 5 + 60 * unit(rng), 5 + 60 * unit(rng), 3 * unit(rng)};
            refs.push_back(e);
            ref.with_classes({"output_object"}).ellipse(e.c, e.rx, e.ry, e.angle);
        }
        for (int i = 0; i < 10; ++i) {   // near copies, nested ones, circles, strays
            const Ellipse& e = refs[static_cast<size_t>(i) % refs.size()];
            const double k = 1 + 0.3 * (unit(rng) - 0.5);
            switch (i % 4) {
            case 0: cand.ellipse(e.c + Vec2(unit(rng), unit(rng)), e.rx * k, e.ry * k, e.angle + 0.05 * unit(rng)); break;
            case 1: cand.ellipse(e.c, e.rx * 0.6, e.ry * 0.6, e.angle); break;
            case 2: cand.circle(e.c + Vec2(10 * unit(rng), 10 * unit(rng)), std::max(e.rx, e.ry) * k); break;
            default: cand.ellipse(Vec2(500 * unit(rng), 500 * unit(rng)), 5 + 80 * unit(rng), 5 + 80 * unit(rng), unit(rng)); break;
            }
        }
        match::Options ordered = match_task(), in_order = match_task();
        in_order.budget = 10'000'000;   // below 10 candidates' worst case: every row in column order
        const std::string a = outcome_text(run_match(ordered, Profile::Default, ref.scene, cand.scene));
        const std::string b = outcome_text(run_match(in_order, Profile::Default, ref.scene, cand.scene));
        REQUIRE(b.find("budget") == std::string::npos);   // the smaller budget sufficed
        CHECK(a == b);
        for (size_t at = a.find(" missing"); at != std::string::npos; at = a.find(" missing", at + 1)) ++missing;
        for (size_t at = a.find(" found by"); at != std::string::npos; at = a.find(" found by", at + 1)) ++found;
    }
    CHECK(missing > 20);
    CHECK(found > 20);
}
