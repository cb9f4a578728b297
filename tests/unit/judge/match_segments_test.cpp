// The match check on segments, default profile: tolerances scaled to the drawing and the
// segment, chains of collinear pieces, and what the report says about each segment.
#include <doctest/doctest.h>

#include "match_test_scenes.hpp"

using namespace plumbline;
using namespace plumbline::testing;

namespace {

// Reference: one required segment (100,100)-(400,100) in a 500x500 drawing, where the
// position tolerance is 1.5% of the diagonal (10.6) and a 300-long segment gets all of it.
Drawing reference_line(Vec2 a = {100, 100}, Vec2 b = {400, 100}) {
    Drawing ref;
    ref.with_classes({"output_object"}).line(a, b);
    return ref;
}

Report judge(const Drawing& ref, const Drawing& cand) { return run_match(Profile::Default, ref.scene, cand.scene); }

}  // namespace

TEST_CASE("match: a segment drawn as given is found, and the report says by what") {
    const Drawing ref = reference_line();
    Drawing cand;
    cand.text({10, 10}, "A");
    const int line = cand.line({100, 100}, {400, 100});

    const Report r = judge(ref, cand);
    CHECK(r.verdict == Verdict::Pass);
    CHECK(r.score == doctest::Approx(1));
    REQUIRE(r.requirements.size() == 1);
    const Requirement& q = r.requirements[0];
    CHECK(q.kind == "segment");
    CHECK(q.id == "segment#0");
    CHECK(q.satisfied);
    CHECK(q.reference_item == 0);
    CHECK(q.reference_span.line == 2);
    CHECK(q.matched_by == std::vector<int>{line});
    CHECK(q.error == doctest::Approx(0));
    CHECK(q.tolerance == doctest::Approx(0.015 * std::hypot(500, 500)));
    CHECK(q.measure == "distance");
    CHECK(std::get<Segment>(q.expected).b == Vec2(400, 100));

    const Diagnostic* d = find_code(r, "match.segment.found");
    REQUIRE(d);
    CHECK(d->severity == Severity::Info);
    CHECK(d->source == "candidate");
    CHECK(d->span.line == 3);
    CHECK(d->item == line);
    CHECK(contains(d->message, "reference <line> at line 2 (segment (100,100)-(400,100))"));
    CHECK(contains(d->message, "found: <line> at line 3 (0 off, allowed 10.61)"));
    REQUIRE(d->shapes.size() == 2);
    CHECK(d->shapes[0].role == "expected");
    CHECK(d->shapes[1].role == "found");
    CHECK(r.candidate_items == 2);
}

TEST_CASE("match: segment endpoint tolerance, both sides of the line") {
    const Drawing ref = reference_line();
    SUBCASE("an endpoint a pixel off is the same segment") {
        Drawing cand;
        cand.line({100, 101}, {401, 100});
        CHECK(judge(ref, cand).verdict == Verdict::Pass);
    }
    SUBCASE("reversed, it is still the same segment") {
        Drawing cand;
        cand.line({400, 100}, {100, 100});
        CHECK(judge(ref, cand).verdict == Verdict::Pass);
    }
    SUBCASE("an end 10 short is within 1.5% of the drawing") {
        Drawing cand;
        cand.line({100, 100}, {390, 100});
        CHECK(judge(ref, cand).verdict == Verdict::Pass);
    }
    SUBCASE("an end 3% of the drawing short is a different segment") {
        Drawing cand;
        const int line = cand.line({100, 100}, {400 - 0.03 * std::hypot(500, 500), 100});
        const Report r = judge(ref, cand);
        CHECK(r.verdict == Verdict::Fail);
        CHECK(r.score == doctest::Approx(0));
        const Requirement& q = r.requirements.at(0);
        CHECK_FALSE(q.satisfied);
        CHECK(q.nearest == line);
        CHECK(q.error == doctest::Approx(21.21).epsilon(0.01));
        const Diagnostic* d = find_code(r, "match.segment.missing");
        REQUIRE(d);
        CHECK(d->severity == Severity::Error);
        CHECK(d->source == "reference");
        CHECK(d->span.line == 2);
        CHECK(contains(d->message, "nearest candidate <line> at line 2"));
        CHECK(contains(d->message, "end (400,100) is 21.21 away (allowed 10.61)"));
        CHECK(d->shapes.back().role == "nearest");
    }
    SUBCASE("a parallel line 15 away is not the segment") {
        Drawing cand;
        cand.line({100, 115}, {400, 115});
        const Report r = judge(ref, cand);
        CHECK(r.verdict == Verdict::Fail);
        CHECK(contains(find_code(r, "match.segment.missing")->message, "ends (100,100) and (400,100) are 15 and 15 away"));
    }
}

TEST_CASE("match: a short segment gets a tolerance proportional to its length, not below 1.5 px") {
    // 20 long: 6% of it is 1.2, so the floor of 1.5 pixels applies.
    const Drawing ref = reference_line({100, 100}, {120, 100});
    Drawing near, far;
    near.line({100, 101.4}, {120, 100});
    far.line({100, 102}, {120, 100});
    CHECK(judge(ref, near).verdict == Verdict::Pass);
    CHECK(judge(ref, far).verdict == Verdict::Fail);
    CHECK(judge(ref, far).requirements[0].tolerance == doctest::Approx(1.5));
}

TEST_CASE("match: a longer candidate line contains the segment") {
    const Drawing ref = reference_line();
    SUBCASE("straight overshoot") {
        Drawing cand;
        cand.line({50, 100}, {450, 100});
        CHECK(judge(ref, cand).verdict == Verdict::Pass);
    }
    SUBCASE("a long line turned slightly is close where the segment is, far away elsewhere") {
        // Through (100,100.5) and (400,99.5), continued to x = 5000 where it is 16 off the
        // reference's line: only the part beside the segment matters.
        const double slope = -1.0 / 300;
        Drawing cand;
        cand.line({0, 100.5 - 100 * slope}, {5000, 100.5 + 4900 * slope});
        CHECK(judge(ref, cand).verdict == Verdict::Pass);
    }
}

TEST_CASE("match: collinear pieces chain into the segment, in any number and order") {
    const Drawing ref = reference_line();
    SUBCASE("three touching pieces, shuffled and one reversed") {
        Drawing cand;
        const int c = cand.line({400, 100}, {300, 100});
        const int a = cand.line({100, 100}, {200, 100});
        const int b = cand.line({200, 100}, {300, 100});
        const Report r = judge(ref, cand);
        CHECK(r.verdict == Verdict::Pass);
        CHECK(r.requirements[0].matched_by == std::vector<int>{a, b, c});
        CHECK(contains(find_code(r, "match.segment.found")->message, "3 collinear pieces"));
    }
    SUBCASE("overlapping pieces") {
        Drawing cand;
        cand.line({100, 100}, {260, 100});
        cand.line({240, 100.5}, {400, 100});
        CHECK(judge(ref, cand).verdict == Verdict::Pass);
    }
    SUBCASE("a gap within tolerance is a rendering artefact") {
        Drawing cand;
        cand.line({100, 100}, {200, 100});
        cand.line({205, 100}, {400, 100});
        CHECK(judge(ref, cand).verdict == Verdict::Pass);
    }
    SUBCASE("a gap beyond tolerance breaks the segment, and the report says where") {
        Drawing cand;
        cand.line({100, 100}, {200, 100});
        cand.line({215, 100}, {400, 100});
        const Report r = judge(ref, cand);
        CHECK(r.verdict == Verdict::Fail);
        CHECK(r.requirements[0].error == doctest::Approx(15));
        CHECK(contains(find_code(r, "match.segment.missing")->message,
                       "the pieces along it cover 95% of its length; largest gap 15 from (200,100)"));
    }
    SUBCASE("a polyline's straight runs count as pieces") {
        Drawing cand;
        cand.polygon({{100, 100}, {250, 100}, {250, 300}}, false);
        cand.line({250, 100}, {400, 100});
        CHECK(judge(ref, cand).verdict == Verdict::Pass);
    }
}

TEST_CASE("match: a stroke at an angle does not extend a line") {
    // An arrowhead barb ending where the segment should end, 11 degrees off its direction.
    const Drawing ref = reference_line();
    Drawing cand;
    cand.line({100, 100}, {370, 100});
    cand.line({370, 100}, {400, 106});
    CHECK(judge(ref, cand).verdict == Verdict::Fail);

    Drawing along;
    along.line({100, 100}, {370, 100});
    along.line({370, 100}, {400, 102});   // 4 degrees: a continuation drawn slightly off
    CHECK(judge(ref, along).verdict == Verdict::Pass);
}

TEST_CASE("match: a reference polygon asks for each of its sides") {
    Drawing ref;
    ref.with_classes({"output_object"}).polygon({{100, 100}, {400, 100}, {250, 300}});
    Drawing cand;
    cand.line({100, 100}, {400, 100});
    cand.line({400, 100}, {250, 300});
    const Report r = judge(ref, cand);
    REQUIRE(r.requirements.size() == 3);
    CHECK(r.verdict == Verdict::Fail);
    CHECK(r.score == doctest::Approx(2.0 / 3));
    CHECK(r.requirements[0].reference_item == 1);   // the derived runs, not the path (item 0)
    CHECK_FALSE(r.requirements[2].satisfied);
    CHECK(contains(find_code(r, "match.segment.missing")->message,
                   "reference <polygon> at line 2 (segment (250,300)-(100,100))"));
}

TEST_CASE("match: the task's tolerance replaces the drawing's position tolerance") {
    // 400 long, one end 21 short: over the default 10.6, within a task tolerance of 30
    // (capped by 6% of the length, 24).
    const Drawing ref = reference_line({50, 100}, {450, 100});
    Drawing cand;
    cand.line({50, 100}, {429, 100});
    match::Options task = match_task();
    CHECK(run_match(task, Profile::Default, ref.scene, cand.scene).verdict == Verdict::Fail);
    task.tolerance = 30;
    const Report r = run_match(task, Profile::Default, ref.scene, cand.scene);
    CHECK(r.verdict == Verdict::Pass);
    CHECK(r.requirements[0].tolerance == doctest::Approx(24));
}

TEST_CASE("match: only visible items are required or count as reproductions") {
    Drawing ref = reference_line();
    const int hidden = ref.line({100, 200}, {400, 200});
    ref[hidden].style.visible = false;
    Drawing cand;
    const int line = cand.line({100, 100}, {400, 100});
    CHECK(judge(ref, cand).requirements.size() == 1);
    CHECK(judge(ref, cand).verdict == Verdict::Pass);
    cand[line].style.visible = false;
    CHECK(judge(ref, cand).verdict == Verdict::Fail);
}

TEST_CASE("match: a candidate without lines gets a clear miss") {
    const Drawing ref = reference_line();
    Drawing cand;
    cand.circle({250, 250}, 40);
    const Report r = judge(ref, cand);
    CHECK(r.verdict == Verdict::Fail);
    CHECK_FALSE(r.requirements[0].nearest);
    CHECK_FALSE(std::isfinite(r.requirements[0].error));   // nothing measured: null in the JSON
    CHECK(contains(find_code(r, "match.segment.missing")->message, "missing: the candidate has no straight lines"));
}

TEST_CASE("match: a reference selection with nothing to reproduce is an invalid task") {
    Drawing ref;
    ref.line({100, 100}, {400, 100});              // no output_object class
    ref.with_classes({"output_object"}).text({10, 10}, "A");   // text is never required
    Drawing cand;
    cand.line({100, 100}, {400, 100});
    for (Profile p : {Profile::Default, Profile::Ssvg}) {
        const Report r = run_match(p, ref.scene, cand.scene);
        CHECK(r.verdict == Verdict::Invalid);
        CHECK(r.requirements.empty());
        const Diagnostic* d = find_code(r, "match.reference.empty");
        REQUIRE(d);
        CHECK(d->source == "task");
    }
}

TEST_CASE("match: a helper line meeting the segment's end at an angle is not named in the match") {
    // The segment drawn whole, plus a construction line from elsewhere ending at its start,
    // 15 degrees off: the match is the segment alone.
    const Drawing ref = reference_line();
    Drawing cand;
    cand.line({-100, 153.6}, {100, 100});   // the helper line, item 0
    const int line = cand.line({100, 100}, {400, 100});
    const Report r = judge(ref, cand);
    CHECK(r.verdict == Verdict::Pass);
    REQUIRE(r.requirements.size() == 1);
    CHECK(r.requirements[0].matched_by == std::vector<int>{line});
}
