// Non-finite and absurd geometry (a reader passes on what it could not reject) must give
// a sensible report: no crash, no pass, JSON that parses.
#include <doctest/doctest.h>

#include <limits>

#include "match_test_scenes.hpp"
#include "output/json.hpp"

using namespace plumbline;
using namespace plumbline::testing;

namespace {
const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();

Drawing every_family(double bad) {
    Drawing d;
    d.line({100, bad}, {400, 100});
    d.line({bad, bad}, {bad, bad});
    d.circle({bad, 250}, 40);
    d.circle({250, 250}, bad);
    d.ellipse({250, 250}, bad, 50, 0.5);
    d.ellipse({250, 250}, 100, 50, bad);
    Path p;
    p.pieces.push_back(cubic_piece({100, 300}, {bad, 100}, {350, 100}, {400, 300}));
    d.path(p);
    return d;
}
}  // namespace

TEST_CASE("match: non-finite candidate geometry gives an ordinary failure") {
    Drawing ref;
    ref.with_classes({"output_object"});
    ref.line({100, 100}, {400, 100});
    ref.circle({250, 250}, 40);
    ref.ellipse({250, 250}, 100, 50, 0.5);
    Path p;
    p.pieces.push_back(cubic_piece({100, 300}, {150, 100}, {350, 100}, {400, 300}));
    ref.path(p);
    for (double bad : {kNaN, kInf, -kInf, 1e308}) {
        CAPTURE(bad);
        const Drawing cand = every_family(bad);
        for (Profile profile : {Profile::Default, Profile::Ssvg}) {
            const Report r = run_match(profile, ref.scene, cand.scene);
            CHECK(r.verdict == Verdict::Fail);
            CHECK(r.requirements.size() == (profile == Profile::Default ? 4u : 3u));   // the script has no curves
            // The default profile names a nearest candidate only when it measured one (the
            // ssvg profile names the script's greedy choice, whatever it measures).
            if (profile == Profile::Default)
                for (const Requirement& q : r.requirements) CHECK((std::isfinite(q.error) || !q.nearest));
            CHECK_FALSE(nlohmann::json::parse(to_json(r).dump(), nullptr, false).is_discarded());
        }
    }
}

TEST_CASE("match: a non-finite reference item is reported missing, not crashed on") {
    for (double bad : {kNaN, kInf}) {
        Drawing ref;
        ref.with_classes({"output_object"});
        ref.line({100, bad}, {400, 100});
        ref.circle({250, 250}, bad);
        Drawing cand;
        cand.line({100, 100}, {400, 100});
        cand.circle({250, 250}, 40);
        const Report r = run_match(Profile::Default, ref.scene, cand.scene);
        CHECK(r.verdict == Verdict::Fail);
        CHECK_FALSE(nlohmann::json::parse(to_json(r).dump(), nullptr, false).is_discarded());
    }
}

TEST_CASE("match: a candidate whose only line overflowed is told so, not that it drew none") {
    Drawing ref;
    ref.with_classes({"output_object"}).line({10, 50}, {90, 50});
    Drawing cand;
    cand.line({kInf, kInf}, {kInf, kInf});
    const Report r = run_match(Profile::Default, ref.scene, cand.scene);
    CHECK(r.verdict == Verdict::Fail);
    CHECK(contains(find_code(r, "match.segment.missing")->message,
                   "the candidate's straight lines have no finite coordinates"));
}
