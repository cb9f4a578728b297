// The SVG reader end to end: elements to Scene items in root user units, transforms,
// viewports, <use>, the cascade, lengths, malformed input and budgets. Expected
// coordinates are computed by hand from the SVG specification, as a browser draws them.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "formats/svg/length.hpp"
#include "formats/svg/viewport.hpp"
#include "formats/read.hpp"

using namespace plumbline;

namespace {

constexpr double kPi = 3.14159265358979323846;

ReadResult read(const std::string& body, const std::string& root_attributes = "viewBox=\"0 0 200 200\"",
                const ReadLimits& limits = {}) {
    return read_svg("<svg xmlns=\"http://www.w3.org/2000/svg\" " + root_attributes + ">" + body + "</svg>",
                    "candidate", limits);
}

std::vector<const Item*> primaries(const Scene& scene) {
    std::vector<const Item*> out;
    for (size_t i = 0; i < scene.items.size(); ++i)
        if (scene.items[i].is_primary(static_cast<int>(i))) out.push_back(&scene.items[i]);
    return out;
}

template <class T>
std::vector<T> primary(const Scene& scene) {
    std::vector<T> out;
    for (const Item* item : primaries(scene))
        if (const T* g = std::get_if<T>(&item->geometry)) out.push_back(*g);
    return out;
}

const Diagnostic* find(const ReadResult& r, const std::string& code) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code) return &d;
    return nullptr;
}

int count(const ReadResult& r, const std::string& code) {
    return static_cast<int>(std::count_if(r.diagnostics.begin(), r.diagnostics.end(),
                                          [&](const Diagnostic& d) { return d.code == code; }));
}

bool near(const Vec2& a, const Vec2& b, double tol = 1e-9) { return (a - b).norm() <= tol; }

bool same_segment(const Segment& s, Vec2 a, Vec2 b, double tol = 1e-9) {
    return (near(s.a, a, tol) && near(s.b, b, tol)) || (near(s.a, b, tol) && near(s.b, a, tol));
}

// Every straight piece drawn: line elements and the line pieces of paths.
std::vector<Segment> drawn_segments(const Scene& scene) {
    std::vector<Segment> out;
    for (const Item* item : primaries(scene)) {
        if (const auto* s = std::get_if<Segment>(&item->geometry)) out.push_back(*s);
        if (const auto* p = std::get_if<Path>(&item->geometry))
            for (const PathPiece& piece : p->pieces)
                if (piece.kind == PathPiece::Kind::Line) out.push_back(Segment{piece.p0, piece.p3});
    }
    return out;
}

std::string corpus_file(const std::string& relative) {
    const std::filesystem::path path =
        std::filesystem::path(PLUMBLINE_SHARED_DIR) / "corpora" / "resvg-test-suite" / relative;
    std::ifstream in(path, std::ios::binary);
    REQUIRE_MESSAGE(in.good(), "corpus file missing: " << path.string());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

// --- elements ---------------------------------------------------------------------------

TEST_CASE("svg reader: each basic element becomes its scene item") {
    SUBCASE("line") {
        const ReadResult r = read(R"~(<line id="l1" class="a b" x1="10" y1="20" x2="30" y2="40" stroke="red"/>)~");
        REQUIRE(r.ok);
        const auto items = primaries(r.scene);
        REQUIRE(items.size() == 1);
        const Item& item = *items[0];
        REQUIRE(item.kind() == ItemKind::Segment);
        CHECK(same_segment(std::get<Segment>(item.geometry), {10, 20}, {30, 40}));
        CHECK(item.style.stroke == Color::rgb8(255, 0, 0));
        CHECK(item.style.fill == Color::rgb8(0, 0, 0));  // fill's initial value
        CHECK(item.style.stroke_width == 1);
        CHECK(item.style.id == "l1");
        CHECK(item.style.classes == std::vector<std::string>{"a", "b"});
        CHECK(item.source.format == "svg");
        CHECK(item.source.element == "line");
        CHECK(item.source.element_index == 1);  // after the root <svg>
        CHECK_FALSE(item.source.transformed);
        CHECK_FALSE(item.source.via_use);
    }
    SUBCASE("circle and ellipse") {
        const ReadResult r = read(R"~(<circle cx="50" cy="60" r="10"/><ellipse cx="1" cy="2" rx="3" ry="8"/>)~");
        const auto circles = primary<Circle>(r.scene);
        REQUIRE(circles.size() == 1);
        CHECK(near(circles[0].c, {50, 60}));
        CHECK(circles[0].r == 10);
        const auto ellipses = primary<Ellipse>(r.scene);
        REQUIRE(ellipses.size() == 1);
        CHECK(near(ellipses[0].c, {1, 2}));
        CHECK(ellipses[0].rx == doctest::Approx(8));  // normalised: rx is the longer axis
        CHECK(ellipses[0].ry == doctest::Approx(3));
        CHECK(ellipses[0].angle == doctest::Approx(kPi / 2));
    }
    SUBCASE("an ellipse with equal radii is a circle") {
        const ReadResult r = read(R"~(<ellipse cx="5" cy="5" rx="4" ry="4"/>)~");
        REQUIRE(primary<Circle>(r.scene).size() == 1);
        CHECK(primary<Circle>(r.scene)[0].r == 4);
    }
    SUBCASE("a plain rectangle is a closed path of four lines") {
        const ReadResult r = read(R"~(<rect x="10" y="20" width="30" height="40"/>)~");
        const auto paths = primary<Path>(r.scene);
        REQUIRE(paths.size() == 1);
        CHECK(paths[0].closed);
        REQUIRE(paths[0].pieces.size() == 4);
        const Vec2 corners[] = {{10, 20}, {40, 20}, {40, 60}, {10, 60}};
        for (int i = 0; i < 4; ++i) {
            CHECK(paths[0].pieces[i].kind == PathPiece::Kind::Line);
            CHECK(near(paths[0].pieces[i].p0, corners[i]));
            CHECK(near(paths[0].pieces[i].p3, corners[(i + 1) % 4]));
        }
    }
    SUBCASE("polyline and polygon") {
        const ReadResult r = read(R"~(<polyline points="0,0 10,0 10,10"/><polygon points="0 0 10 0 10 10"/>)~");
        const auto paths = primary<Path>(r.scene);
        REQUIRE(paths.size() == 2);
        CHECK_FALSE(paths[0].closed);
        CHECK(paths[0].pieces.size() == 2);
        CHECK(paths[1].closed);
        REQUIRE(paths[1].pieces.size() == 3);
        CHECK(near(paths[1].pieces[2].p0, {10, 10}));
        CHECK(near(paths[1].pieces[2].p3, {0, 0}));
    }
    SUBCASE("a path gives one item per subpath") {
        const ReadResult r = read(R"~(<path d="M0 0 L10 0 M 20 20 L 30 30 Z"/>)~");
        const auto paths = primary<Path>(r.scene);
        REQUIRE(paths.size() == 2);
        CHECK_FALSE(paths[0].closed);
        CHECK(paths[1].closed);
        CHECK(primaries(r.scene)[1]->source.element == "path");
    }
    SUBCASE("shapes that draw nothing give no item") {
        const ReadResult r = read(R"~(<rect width="10"/><circle r="0"/><ellipse/><path d=""/><polyline points="1 1"/>)~");
        CHECK(r.ok);
        CHECK(primaries(r.scene).empty());
    }
}

TEST_CASE("svg reader: rectangle corner radii") {
    auto arcs_of = [](const Path& p) {
        return std::count_if(p.pieces.begin(), p.pieces.end(),
                             [](const PathPiece& piece) { return piece.kind == PathPiece::Kind::Arc; });
    };
    SUBCASE("rx alone sets ry too") {
        const auto paths = primary<Path>(read(R"~(<rect x="0" y="0" width="100" height="50" rx="10"/>)~").scene);
        REQUIRE(paths.size() == 1);
        CHECK(paths[0].closed);
        REQUIRE(paths[0].pieces.size() == 8);
        CHECK(arcs_of(paths[0]) == 4);
        const PathPiece& top = paths[0].pieces[0];
        CHECK(near(top.p0, {10, 0}));
        CHECK(near(top.p3, {90, 0}));
        const PathPiece& corner = paths[0].pieces[1];
        CHECK(near(corner.p3, {100, 10}));
        CHECK(near(corner.arc.ellipse.c, {90, 10}, 1e-9));
        CHECK(corner.arc.ellipse.rx == doctest::Approx(10));
        CHECK(corner.arc.ellipse.ry == doctest::Approx(10));
        // The corner bulges outwards: its middle is 10 from the centre towards (+x, -y).
        CHECK(near(corner.point_at(0.5), Vec2(90 + 10 / std::sqrt(2.0), 10 - 10 / std::sqrt(2.0)), 1e-9));
    }
    SUBCASE("radii are clamped to half the sides, after resolving auto (the resvg clamping test)") {
        const ReadResult r = read_svg(corpus_file("shapes/rect/rx-attribute-clamping.svg"), "candidate");
        const auto paths = primary<Path>(r.scene);
        REQUIRE(paths.size() == 3);
        // rect2: rx=200 ry=80 on 160 x 160 gives rx = ry = 80: four quarter circles, no edges.
        const Path& rect2 = paths[1];
        REQUIRE(rect2.pieces.size() == 4);
        CHECK(arcs_of(rect2) == 4);
        for (const PathPiece& piece : rect2.pieces) {
            CHECK(near(piece.arc.ellipse.c, {100, 100}, 1e-9));
            CHECK(piece.arc.ellipse.rx == doctest::Approx(80));
            CHECK(piece.arc.ellipse.ry == doctest::Approx(80));
        }
        CHECK(near(rect2.pieces[0].p0, {100, 20}));
        CHECK(near(rect2.pieces[0].p3, {180, 100}));
    }
    SUBCASE("a negative radius is invalid and falls back to auto") {
        const ReadResult r = read(R"~(<rect width="100" height="100" rx="-5" ry="20"/>)~");
        const auto paths = primary<Path>(r.scene);
        REQUIRE(paths.size() == 1);
        CHECK(near(paths[0].pieces[0].p0, {20, 0}));
        const Diagnostic* d = find(r, "svg.attribute.invalid");
        REQUIRE(d);
        CHECK(d->span.line == 1);
        CHECK(d->severity == Severity::Warning);
    }
    SUBCASE("a zero radius gives square corners") {
        const auto paths = primary<Path>(read(R"~(<rect width="100" height="100" rx="0" ry="20"/>)~").scene);
        REQUIRE(paths.size() == 1);
        CHECK(arcs_of(paths[0]) == 0);
    }
}

TEST_CASE("svg reader: text") {
    const ReadResult r = read(R"~(<text x="10" y="20" font-size="10" text-anchor="middle" fill="blue">
                                   Hi   there</text>
                                 <text x="0" y="50">first<tspan x="0" y="70">second</tspan></text>)~");
    REQUIRE(r.ok);
    const auto texts = primary<Text>(r.scene);
    REQUIRE(texts.size() == 3);
    CHECK(texts[0].content == "Hi there");
    CHECK(near(texts[0].anchor, {10, 20}));
    CHECK(texts[0].font_size == 10);
    // 8 characters of 0.6 em, centred on x = 10; 0.8 em above the baseline, 0.2 em below.
    CHECK(near(texts[0].box.min, {-14, 12}));
    CHECK(near(texts[0].box.max, {34, 22}));
    CHECK(primaries(r.scene)[0]->style.fill == Color::rgb8(0, 0, 255));
    CHECK(texts[1].content == "first");
    CHECK(texts[2].content == "second");
    CHECK(near(texts[2].anchor, {0, 70}));
    CHECK(primaries(r.scene)[2]->source.element == "tspan");
}

// --- transforms and viewports -----------------------------------------------------------

TEST_CASE("svg reader: the same drawing written three ways gives the same segments") {
    const std::string baked = R"~(<line x1="10" y1="10" x2="50" y2="10"/>
                                 <line x1="50" y1="10" x2="50" y2="40"/>
                                 <line x1="50" y1="40" x2="10" y2="10"/>)~";
    const std::string grouped = R"~(<g transform="translate(10 10)"><g transform="scale(2)">
                                     <line x1="0" y1="0" x2="20" y2="0"/>
                                     <g transform="rotate(90)"><line x1="0" y1="-20" x2="15" y2="-20"/></g>
                                     <line x1="20" y1="15" x2="0" y2="0"/>
                                   </g></g>)~";
    const std::string paths = R"~(<path d="M10 10 H 50 M 50 10 v 30 M50 40 L10 10"/>)~";
    const std::string polygon = R"~(<polygon points="10,10 50,10 50,40"/>)~";
    const auto expected = drawn_segments(read(baked).scene);
    REQUIRE(expected.size() == 3);
    for (const std::string& variant : {grouped, paths, polygon}) {
        CAPTURE(variant);
        const auto got = drawn_segments(read(variant).scene);
        REQUIRE(got.size() == 3);
        for (const Segment& e : expected)
            CHECK(std::any_of(got.begin(), got.end(), [&](const Segment& s) { return same_segment(s, e.a, e.b, 1e-9); }));
    }
}

TEST_CASE("svg reader: transforms") {
    SUBCASE("rotate about a point (the resvg rotate-at-position test)") {
        const ReadResult r = read_svg(corpus_file("structure/transform/rotate-at-position.svg"), "candidate");
        const auto items = primaries(r.scene);
        REQUIRE(items.size() == 3);
        const Path& rect = std::get<Path>(items[1]->geometry);
        CHECK(items[1]->source.transformed);
        // rect 75,25 120x120 turned 45 degrees about (100, 50).
        const double s = std::sqrt(0.5);
        const Vec2 corners[] = {{100, 50 - 50 * s}, {100 + 120 * s, 50 + 70 * s}, {100, 50 + 190 * s},
                                {100 - 120 * s, 50 + 70 * s}};
        REQUIRE(rect.pieces.size() == 4);
        for (int i = 0; i < 4; ++i) CHECK(near(rect.pieces[i].p0, corners[i], 1e-9));
        // The red path drawn underneath is where the test says the corners land.
        CHECK(near(rect.pieces[0].p0, {100, 14.64}, 0.01));
        CHECK(near(rect.pieces[1].p0, {183.85, 99.5}, 1.01));
    }
    SUBCASE("a circle stays a circle under a similarity and becomes an ellipse otherwise") {
        const ReadResult r = read(R"~(<g transform="translate(10,0) rotate(30) scale(2)"><circle r="5"/></g>
                                     <circle r="5" transform="scale(2,1)"/>
                                     <ellipse rx="5" ry="5" transform="skewX(30)"/>)~");
        const auto circles = primary<Circle>(r.scene);
        REQUIRE(circles.size() == 1);
        CHECK(near(circles[0].c, {10, 0}));
        CHECK(circles[0].r == doctest::Approx(10));
        const auto ellipses = primary<Ellipse>(r.scene);
        REQUIRE(ellipses.size() == 2);
        CHECK(ellipses[0].rx == doctest::Approx(10));
        CHECK(ellipses[0].ry == doctest::Approx(5));
    }
    SUBCASE("an invalid transform is ignored, with a located diagnostic") {
        const ReadResult r = read("\n<line transform=\"rotate(45deg)\" x2=\"10\"/>");
        REQUIRE(primary<Segment>(r.scene).size() == 1);
        CHECK(same_segment(primary<Segment>(r.scene)[0], {0, 0}, {10, 0}));
        const Diagnostic* d = find(r, "svg.transform.syntax");
        REQUIRE(d);
        CHECK(d->span.line == 2);
        CHECK(d->span.column == 27);  // the 'd' of "deg"
        CHECK(d->source == "candidate");
    }
    SUBCASE("the CSS transform property replaces the attribute") {
        const ReadResult r = read(R"~(<line x2="10" transform="scale(5)" style="transform: translate(1px, 2px)"/>)~");
        CHECK(same_segment(primary<Segment>(r.scene)[0], {1, 2}, {11, 2}));
    }
    SUBCASE("a singular transform draws nothing") {
        const ReadResult r = read(R"~(<g transform="matrix(0 0 0 0 0 0)"><line x2="10"/></g>)~");
        CHECK(primaries(r.scene).empty());
        CHECK(find(r, "svg.transform.singular"));
    }
}

TEST_CASE("svg reader: nested svg viewports and preserveAspectRatio") {
    struct Case {
        const char* ratio;
        Vec2 a, b;
    };
    // A 10 x 10 viewBox into a 100 x 50 viewport at (10, 20); the line is its diagonal.
    const Case cases[] = {
        {"", {35, 20}, {85, 70}},                  // xMidYMid meet: scale 5, centred in x
        {"xMidYMid slice", {10, -5}, {110, 95}},   // scale 10, centred in y
        {"none", {10, 20}, {110, 70}},             // 10 by 5
        {"xMaxYMax meet", {60, 20}, {110, 70}},
        {"xMinYMin slice", {10, 20}, {110, 120}},
        {"xMinYMax", {10, 20}, {60, 70}},
    };
    for (const Case& c : cases) {
        CAPTURE(c.ratio);
        const std::string ratio = *c.ratio ? std::string(" preserveAspectRatio=\"") + c.ratio + "\"" : "";
        const ReadResult r = read("<svg x=\"10\" y=\"20\" width=\"100\" height=\"50\" viewBox=\"0 0 10 10\"" + ratio +
                                  "><line x1=\"0\" y1=\"0\" x2=\"10\" y2=\"10\"/></svg>");
        REQUIRE(primary<Segment>(r.scene).size() == 1);
        CHECK(same_segment(primary<Segment>(r.scene)[0], c.a, c.b));
    }
    SUBCASE("without a viewBox a nested svg only moves its content; percentages use the parent") {
        const ReadResult r = read(R"~(<svg x="10" y="20" width="50%" height="50%"><line x2="100%" y2="100%"/></svg>)~");
        CHECK(same_segment(primary<Segment>(r.scene)[0], {10, 20}, {110, 120}));
    }
    SUBCASE("a zero-sized viewport draws nothing") {
        CHECK(primaries(read(R"~(<svg width="0"><line x2="10"/></svg>)~").scene).empty());
    }
}

TEST_CASE("svg reader: nested viewports clip their content") {
    auto corners = [](const ClipRegion& c) {
        return c.outlines().size() == 1 ? c.outlines()[0] : std::vector<Vec2>();
    };
    SUBCASE("a nested svg's viewport, in root units, outermost first") {
        const ReadResult r = read(R"~(<g transform="translate(5 0)"><svg x="10" y="20" width="100" height="50">
                                       <svg x="1" y="2" width="3" height="4" viewBox="0 0 1 1"><line x2="1"/></svg>
                                       </svg></g><line x2="1"/>)~");
        const auto items = primaries(r.scene);
        REQUIRE(items.size() == 2);
        REQUIRE(items[0]->clips.size() == 2);
        CHECK(corners(items[0]->clips[0]) == std::vector<Vec2>{{15, 20}, {115, 20}, {115, 70}, {15, 70}});
        CHECK(corners(items[0]->clips[1]) == std::vector<Vec2>{{16, 22}, {19, 22}, {19, 26}, {16, 26}});
        CHECK(items[1]->clips.empty());   // the root's viewport is the frame
    }
    SUBCASE("a symbol instance is clipped to the use's rectangle, transformed with it") {
        const ReadResult r = read(R"~(<symbol id="s"><line x2="300"/></symbol>
                                     <use href="#s" x="5" width="20" height="10" transform="scale(2)"/>)~");
        REQUIRE(primaries(r.scene).size() == 1);
        REQUIRE(primaries(r.scene)[0]->clips.size() == 1);
        CHECK(corners(primaries(r.scene)[0]->clips[0]) == std::vector<Vec2>{{10, 0}, {50, 0}, {50, 20}, {10, 20}});
    }
    SUBCASE("overflow visible or auto does not clip") {
        for (const char* overflow : {"overflow=\"visible\"", "style=\"overflow: auto\""}) {
            CAPTURE(overflow);
            const ReadResult r = read(std::string("<svg width=\"10\" height=\"10\" ") + overflow + "><line x2=\"30\"/></svg>");
            CHECK(primaries(r.scene)[0]->clips.empty());
        }
        CHECK(primaries(read(R"~(<svg width="10" height="10" overflow="hidden"><line x2="30"/></svg>)~").scene)[0]
                  ->clips.size() == 1);
    }
}

TEST_CASE("svg reader: the scene frame comes from the root") {
    const ReadResult a = read("", R"~(viewBox="5 6 200 100" width="400")~");
    CHECK(a.scene.frame.known);
    CHECK(a.scene.frame.x == 5);
    CHECK(a.scene.frame.y == 6);
    CHECK(a.scene.frame.width == 200);
    CHECK(a.scene.frame.units_per_pixel == 0.5);
    const ReadResult b = read("", R"~(width="2in" height="1in")~");
    CHECK(b.scene.frame.known);
    CHECK(b.scene.frame.width == 192);
    CHECK(b.scene.frame.height == 96);
    CHECK_FALSE(read("", "").scene.frame.known);
    CHECK(a.scene.frame.fit.is_default());
    // preserveAspectRatio is kept with the frame for whoever fits it to a viewport.
    const ReadResult fit = read("", R"~(viewBox="0 0 10 10" width="20" height="10" preserveAspectRatio="xMaxYMin slice")~");
    CHECK(to_string(fit.scene.frame.fit) == "xMaxYMin slice");
    CHECK(to_string(read("", R"~(viewBox="0 0 10 10" preserveAspectRatio="none")~").scene.frame.fit) == "none");
    CHECK(find(read("", R"~(viewBox="0 0 10 10" preserveAspectRatio="xMidYMax junk")~"), "svg.attribute.invalid"));
    // A zero or negative root size shows nothing: the items are read, not visible.
    for (const char* size : {R"~(width="0" height="0")~", R"~(width="-50" height="-100")~"}) {
        CAPTURE(size);
        const ReadResult hidden = read(R"~(<line x2="10"/>)~", size);
        REQUIRE(primaries(hidden.scene).size() == 1);
        CHECK_FALSE(primaries(hidden.scene)[0]->style.visible);
        CHECK(find(hidden, "svg.attribute.invalid"));
    }
    // The root viewBox is the frame, not a transform: coordinates stay as written.
    const ReadResult c = read(R"~(<line x2="10"/>)~", R"~(viewBox="0 0 10 10" width="1000" height="1000")~");
    CHECK(same_segment(primary<Segment>(c.scene)[0], {0, 0}, {10, 0}));
}

// --- use, symbol, defs ----------------------------------------------------------------------

TEST_CASE("svg reader: use, symbol and defs") {
    SUBCASE("a use instance is translated by x and y and inherits from the use") {
        const ReadResult r = read(R"~(<g class="outer"><line id="l" x2="10" stroke="red"/></g>
                                     <g class="grp"><use href="#l" x="5" y="7" class="u" stroke="blue"/></g>)~");
        const auto items = primaries(r.scene);
        REQUIRE(items.size() == 2);
        CHECK(items[0]->style.group_classes == std::vector<std::string>{"outer"});
        const Item& instance = *items[1];
        CHECK(same_segment(std::get<Segment>(instance.geometry), {5, 7}, {15, 7}));
        CHECK(instance.source.via_use);
        CHECK(instance.source.transformed);
        CHECK(instance.source.element_index == items[0]->source.element_index);
        CHECK(instance.style.id == "l");
        CHECK(instance.style.group_classes == std::vector<std::string>{"grp", "u"});
        CHECK(instance.style.stroke == Color::rgb8(255, 0, 0));  // its own stroke wins over the use's
    }
    SUBCASE("xlink:href, defs content, and inheritance from the use") {
        const ReadResult r = read(R"~(<defs><line id="l" x2="10"/></defs><use xlink:href="#l" stroke="green"/>)~",
                                  R"~(xmlns:xlink="http://www.w3.org/1999/xlink")~");
        const auto items = primaries(r.scene);
        REQUIRE(items.size() == 1);  // defs content is not drawn where it stands
        CHECK(items[0]->style.stroke == Color::rgb8(0, 128, 0));
    }
    SUBCASE("a symbol with a viewBox is sized by the use") {
        const ReadResult r = read(R"~(<symbol id="s" viewBox="0 0 10 10"><line x2="10" y2="10"/></symbol>
                                     <use href="#s" x="5" y="5" width="20" height="20"/>)~");
        const auto segments = primary<Segment>(r.scene);
        REQUIRE(segments.size() == 1);  // the symbol itself is not drawn
        CHECK(same_segment(segments[0], {5, 5}, {25, 25}));
    }
    SUBCASE("a use of an svg element overrides its size") {
        const ReadResult r = read(R"~(<defs><svg id="s" width="10" height="10" viewBox="0 0 1 1">
                                       <line x2="1" y2="1"/></svg></defs>
                                     <use href="#s" width="50" height="50"/>)~");
        CHECK(same_segment(primary<Segment>(r.scene)[0], {0, 0}, {50, 50}));
    }
    SUBCASE("the resvg nested-use test: width and height only reach svg and symbol") {
        const ReadResult r = read_svg(corpus_file("structure/use/nested-xlink-to-svg-element-with-rect-and-size.svg"),
                                      "candidate");
        REQUIRE(primary<Circle>(r.scene).size() == 1);
        // svg2 at (40, 40), 80 wide and (from use2) 100 high, no viewBox: the circle moves by (40, 40).
        CHECK(near(primary<Circle>(r.scene)[0].c, {140, 140}));
    }
    SUBCASE("definitions are drawn only through use") {
        const ReadResult r = read(R"~(<clipPath id="c"><rect width="5" height="5"/></clipPath>
                                     <mask id="m"><line x2="1"/></mask>
                                     <marker id="k"><line x2="2"/></marker>
                                     <pattern id="p"><line x2="3"/></pattern>
                                     <symbol id="s"><line x2="4"/></symbol>
                                     <use href="#c"/>)~");
        CHECK(r.ok);
        CHECK(primaries(r.scene).empty());
        CHECK(r.diagnostics.empty());
    }
    SUBCASE("the resvg symbol test with a viewBox and a use rectangle") {
        const ReadResult r = read_svg(corpus_file("structure/symbol/with-viewBox-and-custom-use-rect.svg"), "candidate");
        const auto paths = primary<Path>(r.scene);
        REQUIRE(paths.size() == 2);
        // viewBox -50 -50 150 150 into 100 x 100 at (50, 50): scale 2/3, origin at 50 + 50 * 2/3.
        const double s = 2.0 / 3.0, origin = 50 + 50 * s;
        CHECK(near(paths[0].pieces[0].p0, {origin + 20 * s, origin + 20 * s}, 1e-9));
        CHECK(near(paths[0].pieces[1].p3, {origin + 180 * s, origin + 180 * s}, 1e-9));
        CHECK(primaries(r.scene)[0]->source.via_use);
        CHECK(primaries(r.scene)[0]->style.stroke_width == doctest::Approx(s));
    }
    SUBCASE("missing and external targets are reported where the href is") {
        const ReadResult r = read("\n<use href=\"#nowhere\"/><use href=\"other.svg#x\"/>");
        const Diagnostic* missing = find(r, "svg.use.missing");
        REQUIRE(missing);
        CHECK(missing->span.line == 2);
        CHECK(missing->span.column == 12);
        CHECK(find(r, "svg.use.external"));
        CHECK(r.ok);
    }
}

TEST_CASE("svg reader: use cycles terminate with a located diagnostic") {
    SUBCASE("self reference") {
        const ReadResult r = read(R"~(<use id="u" href="#u"/><line x2="1"/>)~");
        CHECK(r.ok);
        CHECK(primaries(r.scene).size() == 1);
        const Diagnostic* d = find(r, "svg.use.cycle");
        REQUIRE(d);
        CHECK(d->span.line == 1);
        CHECK(d->span.known());
    }
    SUBCASE("two uses referring to each other") {
        const ReadResult r = read(R"~(<use id="a" href="#b"/><use id="b" href="#a"/>)~");
        CHECK(r.ok);
        CHECK(primaries(r.scene).empty());
        CHECK(count(r, "svg.use.cycle") == 2);
    }
    SUBCASE("a group that uses itself still draws its other content once") {
        const ReadResult r = read(R"~(<g id="g"><use href="#g" x="20"/><line x2="1"/></g>)~");
        CHECK(primaries(r.scene).size() == 1);
        CHECK(count(r, "svg.use.cycle") == 1);
    }
    SUBCASE("a cycle through a use's own children") {
        const ReadResult r = read(R"~(<use id="u1" href="#u2"><use id="u2" href="#u1"/></use>)~");
        CHECK(r.ok);
        CHECK(find(r, "svg.use.cycle"));
    }
    SUBCASE("exponential fan-out stops at the expansion budget") {
        std::string body = R"~(<defs><g id="a0"><line x2="1"/></g>)~";
        for (int i = 1; i <= 40; ++i)
            body += "<g id=\"a" + std::to_string(i) + "\"><use href=\"#a" + std::to_string(i - 1) + "\"/><use href=\"#a" +
                    std::to_string(i - 1) + "\"/></g>";
        body += R"~(</defs><use href="#a40"/>)~";
        ReadLimits limits;
        limits.max_use_expansions = 1000;
        const ReadResult r = read(body, "", limits);
        CHECK(r.ok);
        CHECK(find(r, "read.limit.use"));
        CHECK(primaries(r.scene).size() <= 1000);
        CHECK(primaries(r.scene).size() > 400);
    }
}

// --- style ----------------------------------------------------------------------------------

TEST_CASE("svg reader: the cascade") {
    auto stroke_of = [](const ReadResult& r) {
        REQUIRE(primaries(r.scene).size() == 1);
        return primaries(r.scene)[0]->style.stroke;
    };
    const std::string sheet = "<style>line { stroke: yellow } .a { stroke: blue } #x { stroke: green }</style>";
    SUBCASE("id beats class beats type beats presentation attribute") {
        CHECK(stroke_of(read(sheet + R"~(<line id="x" class="a" stroke="red" x2="1"/>)~")) == Color::rgb8(0, 128, 0));
        CHECK(stroke_of(read(sheet + R"~(<line class="a" stroke="red" x2="1"/>)~")) == Color::rgb8(0, 0, 255));
        CHECK(stroke_of(read(sheet + R"~(<line stroke="red" x2="1"/>)~")) == Color::rgb8(255, 255, 0));
    }
    SUBCASE("style attribute beats the sheet; !important beats the style attribute") {
        CHECK(stroke_of(read(sheet + R"~(<line id="x" style="stroke: purple" x2="1"/>)~")) == Color::rgb8(128, 0, 128));
        CHECK(stroke_of(read("<style>#x { stroke: green !important }</style>" +
                             std::string(R"~(<line id="x" style="stroke: purple" x2="1"/>)~"))) == Color::rgb8(0, 128, 0));
    }
    SUBCASE("later rules of equal specificity win; sheets apply to earlier elements too") {
        CHECK(stroke_of(read(R"~(<line class="a" x2="1"/><style><![CDATA[ .a { stroke: red } .a { stroke: blue } ]]></style>)~")) ==
              Color::rgb8(0, 0, 255));
    }
    SUBCASE("descendant and child combinators") {
        const std::string s = "<style>svg line { stroke: green } svg > line { stroke: blue } g > line { stroke: red }</style>";
        CHECK(stroke_of(read(s + R"~(<g><line x2="1"/></g>)~")) == Color::rgb8(255, 0, 0));
        CHECK(stroke_of(read(s + R"~(<line x2="1"/>)~")) == Color::rgb8(0, 0, 255));
        CHECK(stroke_of(read(s + R"~(<a><line x2="1"/></a>)~")) == Color::rgb8(0, 128, 0));
    }
    SUBCASE("at-rules are skipped with a note") {
        const ReadResult r = read(R"~(<style>@media print { line { stroke: red } }</style><line x2="1" stroke="blue"/>)~");
        CHECK(stroke_of(r) == Color::rgb8(0, 0, 255));
        const Diagnostic* d = find(r, "svg.css.skipped");
        REQUIRE(d);
        CHECK(d->severity == Severity::Info);
        CHECK(d->span.column == 70);  // the '@'
    }
    SUBCASE("a sheet seen before (parsed once per thread) keeps its notes, located in each document") {
        const std::string sheet = "<style>@media print { line { stroke: red } } line { stroke: green }</style>";
        const ReadResult first = read(sheet + R"~(<line x2="1"/>)~");
        const ReadResult again = read(R"~(<g/>)~" + sheet + R"~(<line x2="1"/>)~");
        for (const ReadResult* r : {&first, &again}) {
            CHECK(stroke_of(*r) == Color::rgb8(0, 128, 0));
            REQUIRE(find(*r, "svg.css.skipped"));
        }
        CHECK(find(again, "svg.css.skipped")->span.column == find(first, "svg.css.skipped")->span.column + 4);
        CHECK(stroke_of(read("<style>line { stroke: blue }</style>" + std::string(R"~(<line x2="1"/>)~"))) ==
              Color::rgb8(0, 0, 255));   // another sheet, another result
    }
    SUBCASE("the resvg rule-specificity test") {
        const ReadResult r = read_svg(corpus_file("structure/style/rule-specificity.svg"), "candidate");
        REQUIRE(primaries(r.scene).size() == 2);
        CHECK(primaries(r.scene)[0]->style.fill == Color::rgb8(0, 128, 0));
        CHECK(primaries(r.scene)[0]->style.group_classes.empty());
    }
    SUBCASE("geometry properties in CSS are not presentation attributes (SVG 1.1)") {
        const ReadResult r = read(R"~(<rect width="10" style="height: 10px"/>)~");
        CHECK(primaries(r.scene).empty());
    }
}

TEST_CASE("svg reader: inherited and computed style") {
    SUBCASE("currentColor takes the element's own color") {
        const ReadResult r = read(R"~(<g color="blue"><line stroke="currentColor" x2="1"/></g>
                                     <g stroke="currentColor" color="red"><line color="green" x2="1"/></g>)~");
        REQUIRE(primaries(r.scene).size() == 2);
        CHECK(primaries(r.scene)[0]->style.stroke == Color::rgb8(0, 0, 255));
        CHECK(primaries(r.scene)[1]->style.stroke == Color::rgb8(0, 128, 0));
    }
    SUBCASE("stroke width is inherited in user units and scaled into the scene") {
        const ReadResult r = read(R"~(<g transform="scale(2)"><line stroke-width="3" x2="1"/></g>
                                     <g stroke-width="4" transform="scale(0.5)"><line x2="1"/></g>)~");
        CHECK(primaries(r.scene)[0]->style.stroke_width == 6);
        CHECK(primaries(r.scene)[1]->style.stroke_width == 2);
    }
    SUBCASE("opacities fold into alpha") {
        const ReadResult r = read(R"~(<g opacity="0.5"><line stroke="red" stroke-opacity="0.5" fill-opacity="20%" x2="1"/></g>)~");
        const Style& s = primaries(r.scene)[0]->style;
        CHECK(s.stroke.a == doctest::Approx(0.25));
        CHECK(s.fill.a == doctest::Approx(0.1));
    }
    SUBCASE("display none removes a whole subtree; visibility hidden marks items") {
        const ReadResult r = read(R"~(<g display="none"><line x2="1" display="inline"/></g>
                                     <line style="display:none" x2="2"/>
                                     <g visibility="hidden"><line x2="3"/><line visibility="visible" x2="4"/></g>)~");
        const auto items = primaries(r.scene);
        REQUIRE(items.size() == 2);
        CHECK_FALSE(items[0]->style.visible);
        CHECK(items[1]->style.visible);
    }
    SUBCASE("gradients are a present grey paint; missing references fall back") {
        const ReadResult r = read(R"~(<defs><linearGradient id="g"/></defs>
                                     <rect width="1" height="1" fill="url(#g)"/>
                                     <rect width="1" height="1" fill="url(#nothing) red"/>
                                     <rect width="1" height="1" fill="url('#nothing')"/>)~");
        const auto items = primaries(r.scene);
        REQUIRE(items.size() == 3);
        CHECK(items[0]->style.fill == Color::rgb8(128, 128, 128));
        CHECK(items[1]->style.fill == Color::rgb8(255, 0, 0));
        CHECK(items[2]->style.fill.none);
        CHECK(count(r, "svg.paint.server") == 1);
        CHECK(find(r, "svg.paint.missing"));
    }
    SUBCASE("an invalid value is ignored, so the inherited one applies") {
        const ReadResult r = read("<g fill=\"blue\">\n<rect width=\"1\" height=\"1\" fill=\"qwe\"/></g>");
        CHECK(primaries(r.scene)[0]->style.fill == Color::rgb8(0, 0, 255));
        const Diagnostic* d = find(r, "svg.attribute.invalid");
        REQUIRE(d);
        CHECK(d->span.line == 2);
        CHECK(d->span.column == 34);
    }
    SUBCASE("inherit and stroke none") {
        const ReadResult r = read(R"~(<g stroke="red"><g stroke="none"><line x2="1"/><line stroke="inherit" x2="1"/></g></g>)~");
        CHECK(primaries(r.scene)[0]->style.stroke.none);
        CHECK(primaries(r.scene)[1]->style.stroke.none);
    }
}

// --- lengths -------------------------------------------------------------------------------

TEST_CASE("svg lengths: units and percentages") {
    using namespace plumbline::svg;
    CHECK_FALSE(parse_length("10 px").has_value());
    CHECK_FALSE(parse_length("px").has_value());
    CHECK_FALSE(parse_length("1e999").has_value());
    CHECK(parse_length(" 12.5PX ")->unit == LengthUnit::Px);
    LengthContext ctx;
    ctx.font_size = 10;
    ctx.root_font_size = 20;
    ctx.viewport_width = 300;
    ctx.viewport_height = 400;
    auto user = [&](const char* text, LengthAxis axis = LengthAxis::Other) {
        return to_user_units(*parse_length(text), ctx, axis);
    };
    CHECK(user("1in") == 96);
    CHECK(user("72pt") == doctest::Approx(96));
    CHECK(user("1pc") == 16);
    CHECK(user("25.4mm") == doctest::Approx(96));
    CHECK(user("2.54cm") == doctest::Approx(96));
    CHECK(user("101.6Q") == doctest::Approx(96));
    CHECK(user("2em") == 20);
    CHECK(user("2ex") == 10);
    CHECK(user("2rem") == 40);
    CHECK(user("10%", LengthAxis::X) == 30);
    CHECK(user("10%", LengthAxis::Y) == 40);
    // Radii and stroke widths use the normalised diagonal sqrt((w^2 + h^2) / 2).
    CHECK(user("10%") == doctest::Approx(std::sqrt((300.0 * 300 + 400 * 400) / 2) / 10));

    SUBCASE("in a document") {
        const ReadResult r = read(R"~(<rect x="1in" y="2em" font-size="10" width="10mm" height="50%"/>
                                     <circle r="10%"/>)~",
                                  R"~(viewBox="0 0 300 400")~");
        const auto paths = primary<Path>(r.scene);
        REQUIRE(paths.size() == 1);
        CHECK(near(paths[0].pieces[0].p0, {96, 20}));
        CHECK(near(paths[0].pieces[1].p3, {96 + 96 / 2.54, 220}, 1e-9));
        CHECK(primary<Circle>(r.scene)[0].r == doctest::Approx(35.35533905932738));
    }
    SUBCASE("viewport units refer to the root's size in pixels, else to its viewBox") {
        // 1vw = 1% of 400 px, in user units (px) before the viewBox maps them.
        const ReadResult sized = read(R"~(<line x1="10vw" x2="10vh" y2="10vmax"/>)~",
                                      R"~(viewBox="0 0 100 100" width="400" height="200")~");
        CHECK(same_segment(primary<Segment>(sized.scene)[0], {40, 0}, {20, 40}));
        const ReadResult unsized = read(R"~(<line x1="10vw" x2="10vh"/>)~", R"~(viewBox="0 0 100 50")~");
        CHECK(same_segment(primary<Segment>(unsized.scene)[0], {10, 0}, {5, 0}));
        const ReadResult one_side = read(R"~(<line x1="10vw" x2="10vh"/>)~", R"~(viewBox="0 0 100 50" width="200")~");
        CHECK(same_segment(primary<Segment>(one_side.scene)[0], {20, 0}, {10, 0}));
    }
    SUBCASE("malformed lengths are reported and ignored") {
        const ReadResult r = read(R"~(<line x1="5" x2="10qq"/>)~");
        CHECK(same_segment(primary<Segment>(r.scene)[0], {5, 0}, {0, 0}));
        CHECK(find(r, "svg.attribute.invalid"));
    }
}

TEST_CASE("svg viewBox and preserveAspectRatio parsing") {
    using namespace plumbline::svg;
    CHECK(parse_view_box("0 0 10 20")->height == 20);
    CHECK(parse_view_box("0,0,10,20")->width == 10);
    CHECK_FALSE(parse_view_box("0 0 10").has_value());
    CHECK_FALSE(parse_view_box("0 0 -1 10").has_value());
    CHECK_FALSE(parse_view_box("0 0 1 1 1").has_value());
    CHECK(parse_aspect_ratio("none")->x == AspectRatio::Align::None);
    CHECK(parse_aspect_ratio("xMaxYMin slice")->slice);
    CHECK(parse_aspect_ratio(" xMinYMax ")->y == AspectRatio::Align::Max);
    CHECK_FALSE(parse_aspect_ratio("xMaxYMin cut").has_value());
    CHECK_FALSE(parse_aspect_ratio("middle").has_value());
    // A viewBox not at the origin is shifted back to the viewport's corner.
    const Affine m = view_box_transform(ViewBox{50, 50, 100, 100}, AspectRatio{}, 0, 0, 200, 200);
    CHECK(near(m.apply({50, 50}), {0, 0}));
    CHECK(near(m.apply({150, 150}), {200, 200}));
}

// --- documents ------------------------------------------------------------------------------

TEST_CASE("svg reader: document forms") {
    SUBCASE("no namespace, a DOCTYPE, comments and an XML declaration") {
        const ReadResult r = read_svg(R"~(<?xml version="1.0"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- a comment --><svg viewBox="0 0 10 10"><!-- another --><line x2="1"/></svg>)~", "reference");
        CHECK(r.ok);
        CHECK(primaries(r.scene).size() == 1);
    }
    SUBCASE("prefixed SVG elements") {
        const ReadResult r = read_svg(R"~(<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:line x2="1"/></s:svg>)~", "candidate");
        CHECK(r.ok);
        CHECK(primaries(r.scene).size() == 1);
    }
    SUBCASE("elements of another namespace are not drawn") {
        const ReadResult r = read(R"~(<x:line xmlns:x="http://example.org" x2="1"/><g xmlns="http://example.org"><line x2="1"/></g>)~");
        CHECK(primaries(r.scene).empty());
        CHECK(count(r, "svg.element.foreign") == 2);
    }
    SUBCASE("an svg inside HTML") {
        const ReadResult r = read_svg("<html><body><p>x</p><svg><line x2='10'/></svg></body></html>", "candidate");
        CHECK(r.ok);
        CHECK(primaries(r.scene).size() == 1);
        CHECK(count(r, "svg.namespace.missing") == 0);   // inline in a page, a browser draws it
    }
    SUBCASE("unsupported elements are noted once per name, unknown ones at every occurrence") {
        const ReadResult r = read(R"~(<image/><image/><foo><line x2="1"/></foo><foo/><line x2="1"/>)~");
        CHECK(r.ok);
        CHECK(primaries(r.scene).size() == 1);
        CHECK(count(r, "svg.element.unsupported") == 1);
        CHECK(count(r, "svg.element.unknown") == 2);
        CHECK(find(r, "svg.element.unsupported")->severity == Severity::Info);
    }
    SUBCASE("switch draws its first suitable child") {
        const ReadResult r = read(R"~(<switch><line systemLanguage="fr" x2="1"/><line x2="2"/><line x2="3"/></switch>)~");
        REQUIRE(primaries(r.scene).size() == 1);
        CHECK(same_segment(primary<Segment>(r.scene)[0], {0, 0}, {2, 0}));
    }
}

TEST_CASE("svg reader: malformed documents") {
    SUBCASE("not well-formed XML") {
        const ReadResult r = read_svg("<svg>\n<g></svg>", "candidate");
        CHECK_FALSE(r.ok);
        const Diagnostic* d = find(r, "svg.xml.malformed");
        REQUIRE(d);
        CHECK(d->severity == Severity::Error);
        CHECK(d->span.line == 2);
        CHECK(d->span.column == 1);   // the element left open
        CHECK(d->message == "The drawing is not well-formed XML: <g> is never closed, so `</svg>` cannot close <svg>: "
                            "end <g>'s tag with `/>`, or write `</g>` after its content.");
    }
    SUBCASE("truncated text") {
        const ReadResult r = read_svg("<svg><line x1=\"1", "candidate");
        CHECK_FALSE(r.ok);
        CHECK(find(r, "svg.xml.malformed"));
    }
    SUBCASE("no svg element") {
        for (const char* text : {"<html><p/></html>", "", "just words"}) {
            CAPTURE(text);
            const ReadResult r = read_svg(text, "candidate");
            CHECK_FALSE(r.ok);
            CHECK((find(r, "svg.root.missing") || find(r, "svg.xml.malformed")));
        }
    }
    SUBCASE("path syntax errors are located at the offending character") {
        const ReadResult r = read("\n<path d=\"M 0 0 L 10 10 L 5#\"/>");
        CHECK(r.ok);
        CHECK(primary<Path>(r.scene).size() == 1);
        const Diagnostic* d = find(r, "svg.path.syntax");
        REQUIRE(d);
        CHECK(d->span.line == 2);
        CHECK(d->span.column == 27);
    }
    SUBCASE("...also when the path data uses character references") {
        const ReadResult r = read("\n<path d=\"M&#x20;0&#x20;0&#x20;L&#x20;10&#x20;10&#x20;L&#x20;5#\"/>");
        CHECK(primary<Path>(r.scene).size() == 1);
        const Diagnostic* d = find(r, "svg.path.syntax");
        REQUIRE(d);
        CHECK(d->span.line == 2);
        CHECK(d->span.column == 62);
    }
    SUBCASE("overflowing numbers: the element is not drawn") {
        const ReadResult r = read(R"~(<circle r="1e999"/><path d="M 0 0 L 1e400 0"/><line x2="1e309"/><line x2="1"/>)~");
        CHECK(r.ok);
        CHECK(primaries(r.scene).size() == 1);
        CHECK(count(r, "svg.number.nonfinite") == 3);
    }
    SUBCASE("negative sizes: not drawn, with a diagnostic") {
        const ReadResult r = read(R"~(<circle r="-5"/><rect width="-1" height="5"/>)~");
        CHECK(primaries(r.scene).empty());
        CHECK(count(r, "svg.attribute.invalid") == 2);
    }
    SUBCASE("polyline points: drawn up to the error") {
        const ReadResult r = read(R"~(<polyline points="0 0 10 0 10 10 x 20"/>)~");
        REQUIRE(primary<Path>(r.scene).size() == 1);
        CHECK(primary<Path>(r.scene)[0].pieces.size() == 2);
        CHECK(find(r, "svg.points.syntax"));
    }
}

TEST_CASE("svg reader: budgets") {
    SUBCASE("100000 nested groups") {
        std::string text = "<svg><line x2='1'/>";
        for (int i = 0; i < 100000; ++i) text += "<g>";
        text += "<line x2='2'/>";
        for (int i = 0; i < 100000; ++i) text += "</g>";
        text += "</svg>";
        const ReadResult r = read_svg(text, "candidate");
        CHECK(r.ok);
        CHECK(primaries(r.scene).size() == 1);
        const Diagnostic* d = find(r, "read.limit.depth");
        REQUIRE(d);
        CHECK(d->span.known());
    }
    SUBCASE("a 10 MB drawing") {
        std::string text = "<svg viewBox='0 0 100 100'>";
        const std::string line = "<line x1='1' y1='2' x2='3' y2='4'/>\n";
        while (text.size() < (10u << 20)) text += line;
        text += "</svg>";
        const ReadResult r = read_svg(text, "candidate");
        CHECK(r.ok);
        CHECK(primaries(r.scene).size() == ReadLimits{}.max_items);
        CHECK(find(r, "read.limit.items"));
    }
    SUBCASE("input size") {
        ReadLimits limits;
        limits.max_bytes = 64;
        const ReadResult r = read(R"~(<line x2="1"/>)~", R"~(viewBox="0 0 100 100" width="100" height="100")~", limits);
        CHECK_FALSE(r.ok);
        CHECK(find(r, "read.limit.bytes"));
    }
    SUBCASE("path commands") {
        ReadLimits limits;
        limits.max_path_commands = 3;
        const ReadResult r = read(R"~(<path d="M0 0 L1 0 L2 0 L3 0"/><path d="M0 0 L 1 1"/>)~", "", limits);
        CHECK(r.ok);
        REQUIRE(primary<Path>(r.scene).size() == 1);
        CHECK(primary<Path>(r.scene)[0].pieces.size() == 2);
        CHECK(count(r, "read.limit.path") == 1);
    }
    SUBCASE("repeated diagnostics are capped, with a count of the rest") {
        std::string body;
        for (int i = 0; i < 200; ++i) body += R"~(<rect width="1" height="1" fill="bad"/>)~";
        const ReadResult r = read(body);
        CHECK(count(r, "svg.attribute.invalid") == 50);
        CHECK(find(r, "read.diagnostics.truncated"));
    }
}

TEST_CASE("read_drawing dispatches on the format") {
    const ReadResult svg = read_drawing("svg", "<svg><line x2='1'/></svg>", "reference");
    CHECK(svg.ok);
    CHECK(svg.scene.format == "svg");
    const ReadResult tikz = read_drawing("tikz", "\\draw (0,0) -- (1,1);", "candidate");
    CHECK(tikz.ok);
    CHECK(tikz.scene.format == "tikz");
    const ReadResult eps = read_drawing("eps", "%%BoundingBox: 0 0 10 10\n0 0 moveto 1 1 lineto stroke", "candidate");
    CHECK(eps.ok);
    CHECK(eps.scene.format == "eps");
    const ReadResult dot = read_drawing("dot", "digraph { a -> b }", "candidate");
    CHECK(dot.ok);
    CHECK(dot.scene.format == "dot");
    const ReadResult png = read_drawing("png", "\x89PNG", "candidate");
    CHECK_FALSE(png.ok);
    REQUIRE(png.diagnostics.size() == 1);
    CHECK(png.diagnostics[0].code == "read.format.unsupported");
    CHECK(png.diagnostics[0].source == "candidate");
    CHECK(png.diagnostics[0].message.find("svg, chemfig, tikz, eps, dot") != std::string::npos);
}

// An item's span is its start tag, '<' to '>'. The scan for the '>' starts after the last
// attribute's value, so values that hold '>' or quotes of the other kind, entities, single
// quotes, spaces before "/>" and a tag over several lines must all still end where it does.
TEST_CASE("SVG reader: an item's span runs from its tag's '<' to its '>'") {
    const std::string line1 = R"(<line x1="0" y1="0" x2="10" y2="0" data-note="a > b, 'c'"/>)";
    const std::string line2 = R"(<circle cx='5' cy='5' r='2' data-note='x "y" &gt; z &quot;'   />)";
    const std::string line3 = R"(<ellipse cx="5" cy="5" rx="3" ry="2">)";
    const ReadResult r = read_svg("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 20 20\">\n" + line1 + "\n" +
                                      line2 + "\n" + line3 + "</ellipse>\n<line x1=\"0\" y1=\"1\"\n  x2=\"10\" y2=\"1\"\n  >\n</line>\n</svg>",
                                  "candidate");
    const auto items = primaries(r.scene);
    REQUIRE(items.size() == 4);
    const auto span_is = [](const Item* item, int line, int column, int end_line, int end_column) {
        CHECK(item->source.span.line == line);
        CHECK(item->source.span.column == column);
        CHECK(item->source.span.end_line == end_line);
        CHECK(item->source.span.end_column == end_column);
    };
    span_is(items[0], 2, 1, 2, static_cast<int>(line1.size()));
    span_is(items[1], 3, 1, 3, static_cast<int>(line2.size()));
    span_is(items[2], 4, 1, 4, static_cast<int>(line3.size()));
    span_is(items[3], 5, 1, 7, 3);   // its '>' alone on the third line, after two spaces
}
