// The match check on curves (paths and arcs that are neither straight runs nor circles
// or ellipses), default profile: Hausdorff distance within a tolerance scaled to the
// curve's size.
#include <doctest/doctest.h>

#include "match_test_scenes.hpp"

using namespace plumbline;
using namespace plumbline::testing;

namespace {

// A bow 300 wide and 150 high: big enough to get the whole position tolerance (10.6).
Path bow(double dy = 0) {
    Path p;
    p.pieces.push_back(cubic_piece({100, 300 + dy}, {150, 100 + dy}, {350, 100 + dy}, {400, 300 + dy}));
    return p;
}

// A quarter circle of radius r about `c`: an angle mark.
Path quarter_arc(Vec2 c, double r) {
    PathPiece piece;
    piece.kind = PathPiece::Kind::Arc;
    piece.arc = Arc{Ellipse{c, r, r, 0}, 0, kPi / 2};
    piece.p0 = piece.arc.start();
    piece.p3 = piece.arc.end();
    Path p;
    p.pieces.push_back(piece);
    return p;
}

Report judge(const Drawing& ref, const Drawing& cand) { return run_match(Profile::Default, ref.scene, cand.scene); }

}  // namespace

TEST_CASE("match: a curve drawn as given is found") {
    Drawing ref;
    ref.with_classes({"output_object"}).path(bow());
    Drawing cand;
    const int c = cand.path(bow());
    const Report r = judge(ref, cand);
    CHECK(r.verdict == Verdict::Pass);
    const Requirement& q = r.requirements.at(0);
    CHECK(q.kind == "curve");
    CHECK(q.measure == "hausdorff");
    CHECK(q.matched_by == std::vector<int>{c});
    CHECK(q.tolerance == doctest::Approx(0.015 * std::hypot(500, 500)));
    CHECK(find_code(r, "match.curve.found"));
}

TEST_CASE("match: curve tolerance, both sides") {
    Drawing ref;
    ref.with_classes({"output_object"}).path(bow());
    Drawing near, far;
    near.path(bow(10));   // the apex moves 10, the flanks less
    far.path(bow(12));
    CHECK(judge(ref, near).verdict == Verdict::Pass);
    const Report r = judge(ref, far);
    CHECK(r.verdict == Verdict::Fail);
    CHECK(r.requirements[0].error == doctest::Approx(12).epsilon(0.01));
    CHECK(contains(find_code(r, "match.curve.missing")->message, "the curves are up to 12 apart (allowed 10.61)"));
}

TEST_CASE("match: a small curve gets a tolerance proportional to its size") {
    // An angle mark of radius 15: a mark of radius 8 at the same vertex is another mark,
    // though it is within the drawing's position tolerance.
    Drawing ref;
    ref.with_classes({"output_object"}).path(quarter_arc({200, 200}, 15));
    Drawing shifted, smaller;
    shifted.path(quarter_arc({201, 200}, 15));
    smaller.path(quarter_arc({200, 200}, 8));
    CHECK(judge(ref, shifted).verdict == Verdict::Pass);
    const Report r = judge(ref, smaller);
    CHECK(r.verdict == Verdict::Fail);
    CHECK(r.requirements[0].tolerance == doctest::Approx(1.5));
}

TEST_CASE("match: a path with straight and curved pieces is one curve") {
    Path mixed = bow();
    mixed.pieces.push_back(line_piece({400, 300}, {100, 300}));
    Drawing ref;
    ref.with_classes({"output_object"}).path(mixed);
    Drawing whole, straight_only;
    whole.path(mixed);
    straight_only.line({400, 300}, {100, 300});
    const Report r = judge(ref, whole);
    REQUIRE(r.requirements.size() == 1);
    CHECK(r.requirements[0].kind == "curve");
    CHECK(r.verdict == Verdict::Pass);
    CHECK(judge(ref, straight_only).verdict == Verdict::Fail);
}

TEST_CASE("match: text is never a requirement") {
    Drawing ref;
    ref.with_classes({"output_object"});
    ref.text({120, 90}, "A");
    ref.line({100, 100}, {400, 100});
    Drawing cand;
    cand.line({100, 100}, {400, 100});
    const Report r = judge(ref, cand);
    CHECK(r.requirements.size() == 1);
    CHECK(r.verdict == Verdict::Pass);
}
