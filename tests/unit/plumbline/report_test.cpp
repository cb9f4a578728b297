// The report JSON: field names, rounding, geometry shapes, and the guarantees that keep
// it printable (no NaN, valid UTF-8) and identical across builds.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>

#include "output/json.hpp"

using namespace plumbline;
using nlohmann::json;

namespace {

constexpr double kPi = 3.14159265358979323846;
const double kNaN = std::nan("");
const double kInf = std::numeric_limits<double>::infinity();

PathPiece line_piece(Vec2 a, Vec2 b) {
    PathPiece p;
    p.kind = PathPiece::Kind::Line;
    p.p0 = a;
    p.p3 = b;
    return p;
}

Report sample_report() {
    Report r;
    r.task_id = "bisector";
    r.check_kind = "match";
    r.verdict = Verdict::Fail;
    r.score = 2.0 / 3.0;
    Requirement q;
    q.id = "segment#2";
    q.kind = "segment";
    q.reference_item = 2;
    q.reference_span = Span{4, 3, 4, 40};
    q.expected = Segment{Vec2(0, 0), Vec2(10, 0)};
    q.matched_by = {5, 6};
    q.error = 0.123456789;
    q.tolerance = 10;
    q.measure = "distance";
    r.requirements.push_back(q);
    Diagnostic d;
    d.code = "match.segment.missing";
    d.message = "segment#2 is missing.";
    d.source = "candidate";
    d.shapes.push_back({"expected", Segment{Vec2(0, 0), Vec2(10, 0)}});
    r.diagnostics.push_back(d);
    r.extraneous = {7};
    r.candidate_items = 8;
    return r;
}

}  // namespace

TEST_CASE("report: the documented fields") {
    const json j = to_json(sample_report());
    CHECK(j.at("schema") == "plumbline/report@1");
    CHECK(j.at("task_id") == "bisector");
    CHECK(j.at("profile") == "default");
    CHECK(j.at("check") == "match");
    CHECK(j.at("verdict") == "fail");
    CHECK(j.at("score") == 0.6667);
    CHECK(j.at("extraneous") == json::array({7}));
    CHECK(j.at("candidate_items") == 8);
    CHECK_FALSE(j.contains("timings"));     // not measured
    CHECK_FALSE(j.contains("extracted"));   // nothing extracted

    const json& q = j.at("requirements").at(0);
    CHECK(q.at("id") == "segment#2");
    CHECK(q.at("kind") == "segment");
    CHECK(q.at("satisfied") == false);
    CHECK(q.at("reference_item") == 2);
    CHECK(q.at("reference_span") == json{{"line", 4}, {"column", 3}, {"end_line", 4}, {"end_column", 40}});
    CHECK(q.at("expected") == json{{"type", "segment"}, {"a", {0.0, 0.0}}, {"b", {10.0, 0.0}}});
    CHECK(q.at("matched_by") == json::array({5, 6}));
    CHECK(q.at("error") == 0.123457);
    CHECK(q.at("tolerance") == 10.0);
    CHECK(q.at("measure") == "distance");
    CHECK_FALSE(q.contains("nearest"));

    const json& d = j.at("diagnostics").at(0);
    CHECK(d.at("code") == "match.segment.missing");
    CHECK(d.at("severity") == "error");
    CHECK(d.at("source") == "candidate");
    CHECK_FALSE(d.contains("span"));   // unknown spans are left out
    CHECK_FALSE(d.contains("item"));
    CHECK(d.at("shapes").at(0).at("role") == "expected");
    CHECK(d.at("shapes").at(0).at("geometry").at("type") == "segment");
}

TEST_CASE("report: optional members when present") {
    Report r = sample_report();
    r.profile = Profile::Ssvg;
    r.requirements[0].nearest = 3;
    r.diagnostics[0].span = Span{2, 5, 2, 9};
    r.diagnostics[0].item = 4;
    r.extracted = "<svg/>";
    r.extracted_format = "svg";
    r.extracted_line = 3;
    r.timed = true;
    r.timings = Timings{0.12345, 1.5, 2.25, 3.99999};
    const json j = to_json(r);
    CHECK(j.at("profile") == "ssvg");
    CHECK(j.at("requirements").at(0).at("nearest") == 3);
    CHECK(j.at("diagnostics").at(0).at("span") == json{{"line", 2}, {"column", 5}, {"end_line", 2}, {"end_column", 9}});
    CHECK(j.at("diagnostics").at(0).at("item") == 4);
    CHECK(j.at("extracted") == json{{"format", "svg"}, {"line", 3}, {"text", "<svg/>"}});
    CHECK(j.at("timings") == json{{"extract_ms", 0.1235}, {"read_ms", 1.5}, {"check_ms", 2.25}, {"total_ms", 4.0}});
}

TEST_CASE("report: rounding and non-finite numbers") {
    SUBCASE("coordinates keep 6 significant digits at every scale") {
        const json g = to_json(Geometry{Circle{Vec2(1234.56789, -0.000123456789), 98765432.1}});
        CHECK(g.at("c") == json::array({1234.57, -0.000123457}));
        CHECK(g.at("r") == 98765400.0);
    }
    SUBCASE("floating-point noise below 1e-9 is written as 0") {
        const json g = to_json(Geometry{Segment{Vec2(std::cos(kPi / 2), 2e-9), Vec2(-9e-10, 1)}});
        CHECK(g.at("a") == json::array({0.0, 2e-9}));
        CHECK(g.at("b") == json::array({0.0, 1.0}));
    }
    SUBCASE("negative zero prints as 0") {
        const json g = to_json(Geometry{Point{Vec2(-0.0, -1e-300 * 1e-300)}});
        CHECK(g.dump() == R"({"p":[0.0,0.0],"type":"point"})");
    }
    SUBCASE("scores keep 4 decimals") {
        Report r;
        for (const auto& [score, expected] : {std::pair{2.0 / 3.0, 0.6667}, std::pair{0.99996, 1.0},
                                              std::pair{0.00004, 0.0}, std::pair{0.5, 0.5}}) {
            r.score = score;
            CHECK(to_json(r).at("score") == expected);
        }
    }
    SUBCASE("NaN and infinity become null, never invalid JSON") {
        Report r = sample_report();
        r.score = kNaN;
        r.requirements[0].error = kInf;
        r.requirements[0].expected = Circle{Vec2(kNaN, 1), -kInf};
        const json j = to_json(r);
        CHECK(j.at("score").is_null());
        CHECK(j.at("requirements").at(0).at("error").is_null());
        CHECK(j.at("requirements").at(0).at("expected").at("c") == json::array({nullptr, 1.0}));
        CHECK(j.at("requirements").at(0).at("expected").at("r").is_null());
        CHECK(json::parse(j.dump()) == j);
    }
}

TEST_CASE("report: geometry shapes") {
    SUBCASE("ellipse and arc, angles in degrees") {
        const Ellipse e{Vec2(5, 6), 4, 2, kPi / 6};
        CHECK(to_json(Geometry{e}) ==
              json{{"type", "ellipse"}, {"c", {5.0, 6.0}}, {"rx", 4.0}, {"ry", 2.0}, {"angle_deg", 30.0}});
        const json arc = to_json(Geometry{Arc{e, kPi / 2, -kPi}});
        CHECK(arc.at("type") == "arc");
        CHECK(arc.at("angle_deg") == 30.0);
        CHECK(arc.at("t0_deg") == 90.0);
        CHECK(arc.at("dt_deg") == -180.0);
    }
    SUBCASE("text and point") {
        Text t;
        t.anchor = Vec2(1, 2);
        t.content = "A";
        t.font_size = 12;
        const json j = to_json(Geometry{t});
        CHECK(j == json{{"type", "text"}, {"anchor", {1.0, 2.0}}, {"content", "A"}, {"font_size", 12.0}});
        t.box.add(Vec2(0, 0));
        t.box.add(Vec2(8, 12));
        CHECK(to_json(Geometry{t}).at("box") == json{{"min", {0.0, 0.0}}, {"max", {8.0, 12.0}}});
        CHECK(to_json(ShapeGeometry{Vec2(3, 4)}) == json{{"type", "point"}, {"p", {3.0, 4.0}}});
    }
}

TEST_CASE("report: paths become SVG path data in scene coordinates") {
    SUBCASE("lines, curves, a move between subpieces, closed") {
        Path p;
        p.pieces.push_back(line_piece(Vec2(0, 0), Vec2(10, 0)));
        PathPiece quad;
        quad.kind = PathPiece::Kind::Quad;
        quad.p0 = Vec2(10, 0);
        quad.p1 = Vec2(15, 5);
        quad.p3 = Vec2(10, 10);
        p.pieces.push_back(quad);
        PathPiece cubic;
        cubic.kind = PathPiece::Kind::Cubic;
        cubic.p0 = Vec2(20, 20);   // not where the quad ended: a move
        cubic.p1 = Vec2(21, 22);
        cubic.p2 = Vec2(23.5, 24);
        cubic.p3 = Vec2(1e7, -0.5);
        p.pieces.push_back(cubic);
        p.closed = true;
        const json j = to_json(Geometry{p});
        CHECK(j.at("type") == "path");
        CHECK(j.at("closed") == true);
        CHECK(j.at("d") == "M 0 0 L 10 0 Q 15 5 10 10 M 20 20 C 21 22 23.5 24 1e+07 -0.5 Z");
    }
    SUBCASE("arc pieces: flags from the sweep, full ellipses in two halves") {
        Path half;
        PathPiece arc;
        arc.kind = PathPiece::Kind::Arc;
        arc.arc = Arc{Ellipse{Vec2(0, 0), 5, 5, 0}, 0, kPi / 2};
        arc.p0 = arc.arc.start();
        arc.p3 = arc.arc.end();
        half.pieces.push_back(arc);
        CHECK(to_json(Geometry{half}).at("d") == "M 5 0 A 5 5 0 0 1 0 5");

        arc.arc = Arc{Ellipse{Vec2(0, 0), 5, 5, 0}, 0, -3 * kPi / 2};
        arc.p3 = arc.arc.end();
        half.pieces[0] = arc;
        CHECK(to_json(Geometry{half}).at("d") == "M 5 0 A 5 5 0 1 0 0 5");

        Path full;
        arc.arc = Arc{Ellipse{Vec2(0, 0), 5, 5, 0}, 0, 2 * kPi};
        arc.p3 = arc.arc.end();
        full.pieces.push_back(arc);
        full.closed = true;
        CHECK(to_json(Geometry{full}).at("d") == "M 5 0 A 5 5 0 0 1 -5 0 A 5 5 0 0 1 5 0 Z");
    }
    SUBCASE("a non-finite coordinate gives no path data") {
        Path p;
        p.pieces.push_back(line_piece(Vec2(0, 0), Vec2(kNaN, 1)));
        CHECK(to_json(Geometry{p}).at("d").is_null());
    }
}

TEST_CASE("report: strings are always valid UTF-8") {
    Report r = sample_report();
    r.extracted = std::string("<svg>\xff\xfe<text>caf\xc3\xa9 \xed\xa0\x80 \xc0\xaf</text>\0</svg>", 39);
    r.extracted_format = "svg";
    r.diagnostics[0].message = "bad byte \x80 here";
    const json j = to_json(r);
    const std::string text = j.at("extracted").at("text");
    CHECK(text == std::string("<svg>\xEF\xBF\xBD\xEF\xBF\xBD<text>caf\xc3\xa9 \xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD "
                              "\xEF\xBF\xBD\xEF\xBF\xBD</text>\0</svg>", 53));
    CHECK(j.at("diagnostics").at(0).at("message") == "bad byte \xEF\xBF\xBD here");
    CHECK_NOTHROW(j.dump());   // the default dump throws on invalid UTF-8
}

TEST_CASE("report: the same report prints the same text") {
    Report r = sample_report();
    r.extracted = "<svg/>";
    r.extracted_format = "svg";
    r.extracted_line = 1;
    CHECK(to_json(r).dump() ==
          R"({"candidate_items":8,"check":"match","diagnostics":[{"code":"match.segment.missing","message":"segment#2 is missing.",)"
          R"("severity":"error","shapes":[{"geometry":{"a":[0.0,0.0],"b":[10.0,0.0],"type":"segment"},"role":"expected"}],)"
          R"("source":"candidate"}],"extracted":{"format":"svg","line":1,"text":"<svg/>"},"extraneous":[7],)"
          R"("profile":"default","requirements":[{"error":0.123457,"expected":{"a":[0.0,0.0],"b":[10.0,0.0],"type":"segment"},)"
          R"("id":"segment#2","kind":"segment","matched_by":[5,6],"measure":"distance","reference_item":2,)"
          R"("reference_span":{"column":3,"end_column":40,"end_line":4,"line":4},"satisfied":false,"tolerance":10.0}],)"
          R"("schema":"plumbline/report@1","score":0.6667,"task_id":"bisector","verdict":"fail"})");
}

TEST_CASE("report: error reports") {
    Diagnostic d;
    d.code = "batch.line.json";
    d.message = "line 3: not valid JSON";
    d.source = "batch";
    d.span = Span{3, 1, 3, 1};
    const Report r = error_report("t9", Profile::Ssvg, d);
    CHECK(r.verdict == Verdict::Invalid);
    CHECK(r.score == 0);
    CHECK(r.task_id == "t9");
    CHECK(r.profile == Profile::Ssvg);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].code == "batch.line.json");
    CHECK(to_json(r).at("verdict") == "invalid");
    CHECK(std::string(to_string(Verdict::Pass)) == "pass");
}
