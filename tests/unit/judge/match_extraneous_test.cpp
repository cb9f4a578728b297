// Extraneous candidate items: drawn but neither required by the reference nor copied
// from the given drawing. Reported for information, never part of the verdict.
#include <doctest/doctest.h>

#include "match_test_scenes.hpp"

using namespace plumbline;
using namespace plumbline::testing;

namespace {

Drawing reference_line() {
    Drawing ref;
    ref.with_classes({"output_object"}).line({100, 100}, {400, 100});
    return ref;
}

}  // namespace

TEST_CASE("match: extra candidate items are listed but do not change the verdict") {
    const Drawing ref = reference_line();
    Drawing cand;
    cand.line({100, 100}, {400, 100});
    const int circle = cand.circle({250, 250}, 40);
    const int extra = cand.line({0, 400}, {300, 450});
    cand.text({20, 20}, "A");
    for (Profile p : {Profile::Default, Profile::Ssvg}) {
        const Report r = run_match(p, ref.scene, cand.scene);
        CHECK(r.verdict == Verdict::Pass);
        CHECK(r.extraneous == std::vector<int>{circle, extra});
        CHECK(r.candidate_items == 4);
        const Diagnostic* d = find_code(r, "match.extraneous");
        REQUIRE(d);
        CHECK(d->severity == Severity::Info);
        CHECK(d->source == "candidate");
        CHECK(contains(d->message, "2 candidate items are neither in the reference nor in the given drawing: "
                                   "<circle> at line 3, <line> at line 4"));
        REQUIRE(d->shapes.size() == 2);
        CHECK(d->shapes[0].role == "extraneous");
    }
}

TEST_CASE("match: no extraneous diagnostic when everything drawn was asked for") {
    const Drawing ref = reference_line();
    Drawing cand;
    cand.polygon({{100, 100}, {400, 100}, {250, 300}});   // one side is the required line
    const Report r = run_match(Profile::Default, ref.scene, cand.scene);
    CHECK(r.verdict == Verdict::Pass);
    CHECK(r.extraneous.empty());
    CHECK_FALSE(find_code(r, "match.extraneous"));
    CHECK(r.candidate_items == 1);
}

TEST_CASE("match: copies of the given drawing are not extraneous") {
    const Drawing ref = reference_line();
    Drawing input;
    input.line({100, 300}, {400, 300});
    input.circle({250, 200}, 30);
    Drawing cand;
    cand.line({100, 100}, {400, 100});
    cand.line({100, 300}, {250, 300});   // the given line, drawn in two pieces
    cand.line({250, 300}, {400, 300.5});
    cand.circle({250.5, 200}, 30);       // the given circle
    const int extended = cand.line({400, 300}, {480, 300});   // the given line continued: new
    const Report r = run_match(match_task(), Profile::Default, ref.scene, cand.scene, &input.scene);
    CHECK(r.verdict == Verdict::Pass);
    CHECK(r.extraneous == std::vector<int>{extended});
}

// Exact copies are found without measuring (reproduce.cpp's shortcut); what the shortcut
// must not do is take a copy of a hidden given item as given.
TEST_CASE("match: exact copies of given items, reversed too, are given; copies of hidden ones are not") {
    const Drawing ref = reference_line();
    Drawing input;
    input.line({100, 300}, {400, 300});
    input.circle({250, 200}, 30);
    input.ellipse({120, 420}, 40, 20, 0.5);
    const int hidden = input.circle({400, 420}, 25);
    input.scene.items[static_cast<size_t>(hidden)].style.visible = false;
    Drawing cand;
    cand.line({100, 100}, {400, 100});
    cand.line({400, 300}, {100, 300});      // the given line, drawn the other way
    cand.circle({250, 200}, 30);
    cand.ellipse({120, 420}, 40, 20, 0.5);
    const int copy_of_hidden = cand.circle({400, 420}, 25);
    const Report r = run_match(match_task(), Profile::Default, ref.scene, cand.scene, &input.scene);
    CHECK(r.verdict == Verdict::Pass);
    CHECK(r.extraneous == std::vector<int>{copy_of_hidden});
}

// A report of verdict and score alone (CheckInput::verdict_only) shows no extraneous items,
// so they are not looked for, unless looking could run the budget out: that makes the
// verdict invalid, and must do so at every report level.
TEST_CASE("match: a verdict-only check skips the extraneous items unless they could run the budget out") {
    const Drawing ref = reference_line();
    Drawing input;
    input.line({100, 300}, {400, 300});
    input.line({100, 350}, {400, 350});
    Drawing cand;
    cand.line({100, 100}, {400, 100});
    for (int k = 0; k < 3; ++k) cand.line({50, 150.0 + 40 * k}, {250, 180.0 + 40 * k});
    const auto judge = [&](const match::Options& options, Profile profile, bool verdict_only) {
        Report report;
        match::check(CheckInput{&options, profile, ref.scene, &input.scene, cand.scene, nullptr, verdict_only}, report);
        return report;
    };
    for (Profile p : {Profile::Default, Profile::Ssvg}) {
        CAPTURE(static_cast<int>(p));
        const Report full = judge(match_task(), p, false), brief = judge(match_task(), p, true);
        CHECK(full.verdict == Verdict::Pass);
        CHECK(full.extraneous == std::vector<int>{1, 2, 3});
        CHECK(find_code(full, "match.extraneous"));
        CHECK(full.precision.has_value());
        CHECK(brief.verdict == Verdict::Pass);
        CHECK(brief.score == full.score);
        CHECK(brief.extraneous.empty());
        CHECK_FALSE(find_code(brief, "match.extraneous"));
        CHECK_FALSE(brief.precision.has_value());
    }
    // The given drawing's "report" mode only adds diagnostics (default profile): here that
    // neither given line is in the answer.
    const Report full = judge(match_task(), Profile::Default, false), brief = judge(match_task(), Profile::Default, true);
    CHECK(find_code(full, "input.modified"));
    CHECK_FALSE(find_code(brief, "input.preserved"));
    CHECK_FALSE(find_code(brief, "input.modified"));

    // Budget 6: the reference line against the four candidate lines takes 4, the three
    // extra lines against the two given ones 6 more. The verdict is invalid either way.
    match::Options tight = match_task();
    tight.budget = 6;
    const Report tight_full = judge(tight, Profile::Default, false), tight_brief = judge(tight, Profile::Default, true);
    CHECK(tight_full.verdict == Verdict::Invalid);
    CHECK(find_code(tight_full, "match.budget.exhausted"));
    CHECK(tight_brief.verdict == Verdict::Invalid);
    CHECK(tight_brief.score == tight_full.score);
}
