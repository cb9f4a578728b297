// Reading a drawing as a molecule: the palette's colour classes, which circles are atoms,
// and when a line end reaches an atom (the snap tolerance, read from the drawing's scale).
#include <doctest/doctest.h>

#include "checks/molecule/atom_grid.hpp"
#include "checks/molecule/molecule.hpp"
#include "common/options_json.hpp"
#include "molecule_drawings.hpp"
#include "formats/read.hpp"

using namespace plumbline;
using namespace plumbline::molecule;
using namespace molecule_test;

namespace {

Options options_with(nlohmann::json extra = nlohmann::json::object()) {
    Options o;
    std::vector<Diagnostic> diagnostics;
    REQUIRE(parse_options(task("<svg/>", std::move(extra))["check"], o, diagnostics));
    return o;
}

Drawing read(const std::string& svg_text, const Options& o = options_with()) {
    const ReadResult r = read_svg(svg_text, "candidate");
    REQUIRE(r.ok);
    return read_molecule(r.scene, o, "candidate");
}

Drawing read_ssvg(const std::string& svg_text, const Options& o = options_with()) {
    const ReadResult r = read_svg(svg_text, "candidate");
    REQUIRE(r.ok);
    return read_molecule_ssvg(r.scene, o, "candidate");
}

bool has(const Drawing& d, const std::string& code) {
    for (const Diagnostic& x : d.diagnostics)
        if (x.code == code) return true;
    return false;
}

Molecule ethanol() {
    return Molecule{{{"C", {0, 0}}, {"C", {1, 0}}, {"O", {1.5, 0.866}}}, {{0, 1}, {1, 2}}};
}

}  // namespace

TEST_CASE("molecule: the palette groups symbols of one colour into a class") {
    const Options o = options_with();
    const Palette& p = o.palette;
    // 17 symbols, 14 colours: B/Cl and Eu/Lu/U share theirs.
    CHECK(p.classes().size() == 14);
    const int cl = p.classify(*parse_color("#2ad52a"));
    CHECK(p.name(cl) == "B/Cl");
    CHECK(p.name(p.classify(*parse_color("#00CCD5"))) == "Eu/Lu/U");
    CHECK(p.name(p.hydrogen()) == "H");
    // H #638c8c and Os #838C8C are the closest pair (0.125 apart): 0.4 of that is 0.05.
    CHECK(p.tolerance() == doctest::Approx(0.05).epsilon(0.01));
}

TEST_CASE("molecule: colours are compared as colours, not strings") {
    const Palette& p = options_with().palette;
    const int carbon = p.classify(*parse_color("#274A4A"));
    REQUIRE(carbon >= 0);
    CHECK(p.classify(*parse_color("#274a4a")) == carbon);
    CHECK(p.classify(*parse_color("rgb(39,74,74)")) == carbon);
    Color eps;  // the EPS prompt's rounded floats [0.15, 0.29, 0.29]
    eps.none = false, eps.r = 0.15, eps.g = 0.29, eps.b = 0.29;
    CHECK(p.classify(eps) == carbon);
    CHECK(p.name(p.classify(*parse_color("blue"))) == "N");
    CHECK(p.classify(*parse_color("#7F3FBF")) == -1);
    // Just inside and just outside the tolerance of carbon.
    CHECK(p.classify(*parse_color("rgb(39,74,84)")) == carbon);    // 10/255 = 0.039 off
    CHECK(p.classify(*parse_color("rgb(39,74,92)")) == -1);        // 18/255 = 0.071 off
}

TEST_CASE("molecule: palettes may be given as EPS floats; bad entries are task diagnostics") {
    Options o;
    std::vector<Diagnostic> d;
    CHECK(parse_options({{"palette", {{"C", {0.15, 0.29, 0.29}}, {"N", "#0000FF"}}}}, o, d));
    CHECK(o.palette.classes().size() == 2);

    Options bad;
    d.clear();
    CHECK_FALSE(parse_options({{"palette", {{"C", "not a colour"}, {"xx", "#000"}}}, {"bond_order", "yes"}}, bad, d));
    REQUIRE(d.size() == 3);
    CHECK(d[0].code == "task.palette.color");
    CHECK(d[0].message.find("/check/palette/C") == 0);
    CHECK(d[1].code == "task.palette.symbol");
    CHECK(d[2].code == "task.bond_order.invalid");

    // No palette: atoms compare by element symbol (SMILES references); an empty one is refused.
    d.clear();
    molecule::Options none;
    CHECK(parse_options(nlohmann::json::object(), none, d));
    CHECK(d.empty());
    CHECK_FALSE(none.palette.by_color());
    CHECK(parse_options({{"palette", nullptr}}, none, d));
    CHECK_FALSE(parse_options({{"palette", nlohmann::json::object()}}, bad, d));
    CHECK(d.at(0).code == "task.palette.missing");
}

TEST_CASE("molecule: atoms are filled circles, also circles drawn as paths") {
    const std::string path_circle =
        "<path d=\"M 130 100 A 1.5 1.5 0 1 0 127 100 A 1.5 1.5 0 1 0 130 100 Z\" fill=\"#FF0000\"/>"
        "<circle cx=\"50\" cy=\"50\" r=\"20\" fill=\"none\" stroke=\"black\"/>";  // an outline: no atom
    const Drawing d = read(svg(Molecule{{{"C", {0, 0}}, {"C", {1, 0}}}, {{0, 1}}}, {}, path_circle));
    REQUIRE(d.atoms.size() == 3);
    CHECK(d.atoms[2].cls == options_with().palette.classify(*parse_color("red")));
    CHECK(d.atoms[2].center.x() == doctest::Approx(128.5));
}

TEST_CASE("molecule: an unknown colour is an atom of no element, with a diagnostic") {
    molecule_test::Style s;
    s.color = [](const std::string& sym) { return sym == "O" ? std::string("#7F3FBF") : palette().at(sym); };
    const Drawing d = read(svg(ethanol(), s));
    REQUIRE(d.atoms.size() == 3);
    CHECK(d.atoms[2].cls == -1);
    REQUIRE(has(d, "molecule.atom.color"));
    CHECK(d.diagnostics[0].message.find("#7f3fbf") != std::string::npos);
}

TEST_CASE("molecule: the snap tolerance comes from the drawing's bond length") {
    SUBCASE("lines from centre to centre, edge to edge, and at ten times the size") {
        for (double scale : {10.0, 100.0}) {
            for (double gap : {0.0, 0.15 * scale}) {
                molecule_test::Style s;
                s.scale = scale;
                s.radius = 0.15 * scale;
                s.end_gap = gap;
                const Drawing d = read(svg(ethanol(), s));
                CHECK(d.bond_length == doctest::Approx(scale).epsilon(0.001));
                CHECK(d.snap == doctest::Approx(0.2 * scale).epsilon(0.001));
                CHECK(d.bonds.size() == 2);
                CHECK(d.diagnostics.empty());
            }
        }
    }
    SUBCASE("just inside and just outside the snap distance past the atom's edge") {
        molecule_test::Style s;  // bond 10, radius 1.5: a line end may stop up to 1.5 + 2 from the centre
        s.end_gap = 3.4;
        CHECK(read(svg(ethanol(), s)).bonds.size() == 2);
        s.end_gap = 3.6;
        const Drawing d = read(svg(ethanol(), s));
        CHECK(d.bonds.empty());
        CHECK(has(d, "molecule.bond.dangling"));
        CHECK(d.diagnostics[0].message.find("stops 2.1 units outside") != std::string::npos);
    }
    SUBCASE("a task's snap replaces the derived one") {
        molecule_test::Style s;
        s.end_gap = 3.6;
        CHECK(read(svg(ethanol(), s), options_with({{"snap", 2.5}})).bonds.size() == 2);
    }
}

TEST_CASE("molecule: a line over an atom is one bond, with a warning") {
    // Three carbons in a row, one line from the first to the last.
    const Molecule row{{{"C", {0, 0}}, {"C", {1, 0}}, {"C", {2, 0}}}, {{0, 2}}};
    const Drawing d = read(svg(row));
    REQUIRE(d.bonds.size() == 1);
    CHECK(d.bonds[0].a == 0);
    CHECK(d.bonds[0].b == 2);
    CHECK(has(d, "molecule.bond.through"));
}

TEST_CASE("molecule: each straight piece of a path or polyline is its own bond") {
    // The same row of three drawn as one polyline and one path: two bonds each, although
    // the pieces are collinear (shape recognition would merge them into one run).
    const Molecule atoms_only{{{"C", {0, 0}}, {"C", {1, 0}}, {"C", {2, 0}}}, {}};
    for (const std::string line : {"<polyline points=\"100,100 110,100 120,100\" stroke=\"black\" fill=\"none\"/>",
                                   "<path d=\"M100 100 L110 100 L120 100\" stroke=\"black\" fill=\"none\"/>"}) {
        const Drawing d = read(svg(atoms_only, {}, line));
        REQUIRE(d.bonds.size() == 2);
        CHECK(d.bonds[0].b == 1);
        CHECK(d.bonds[1].a == 1);
        CHECK_FALSE(has(d, "molecule.bond.through"));
    }
    const Drawing curved =
        read(svg(atoms_only, {}, "<path d=\"M100 100 Q105 95 110 100\" stroke=\"black\" fill=\"none\"/>"));
    CHECK(curved.bonds.empty());
    CHECK(has(curved, "molecule.bond.curved"));
}

TEST_CASE("molecule: parallel lines make one bond of higher order") {
    const Molecule atoms_only{{{"C", {0, 0}}, {"O", {1, 0}}}, {}};
    SUBCASE("two full lines offset from the axis") {
        const Drawing d = read(svg(atoms_only, {},
                                   "<line x1=\"100\" y1=\"99.2\" x2=\"110\" y2=\"99.2\" stroke=\"black\"/>"
                                   "<line x1=\"100\" y1=\"100.8\" x2=\"110\" y2=\"100.8\" stroke=\"black\"/>"));
        REQUIRE(d.bonds.size() == 1);
        CHECK(d.bonds[0].order() == 2);
        CHECK(d.bonds[0].items.size() == 2);
    }
    SUBCASE("a centre line and a shorter inner companion that reaches no atom") {
        const Drawing d = read(svg(atoms_only, {},
                                   "<line x1=\"100\" y1=\"100\" x2=\"110\" y2=\"100\" stroke=\"black\"/>"
                                   "<line x1=\"103\" y1=\"102.5\" x2=\"107\" y2=\"102.5\" stroke=\"black\"/>"));
        REQUIRE(d.bonds.size() == 1);
        CHECK(d.bonds[0].order() == 2);
        CHECK(d.diagnostics.empty());
    }
    SUBCASE("a loose line across the bond is no companion") {
        const Drawing d = read(svg(atoms_only, {},
                                   "<line x1=\"100\" y1=\"100\" x2=\"110\" y2=\"100\" stroke=\"black\"/>"
                                   "<line x1=\"105\" y1=\"97\" x2=\"105\" y2=\"103\" stroke=\"black\"/>"));
        CHECK(d.bonds.at(0).order() == 1);
        CHECK(has(d, "molecule.bond.dangling"));
    }
}

TEST_CASE("molecule: the ssvg reading is the published script's") {
    SUBCASE("root <circle> children by fill text; a line end within 0.1 of a centre") {
        molecule_test::Style lower;
        lower.color = [](const std::string& sym) { return sym == "O" ? std::string("#ff0000") : palette().at(sym); };
        const Drawing d = read_ssvg(svg(ethanol(), lower));
        REQUIRE(d.atoms.size() == 3);
        CHECK(d.atoms[2].label == "#ff0000");
        CHECK(d.bonds.size() == 2);
    }
    SUBCASE("edge-to-edge lines and grouped circles are invisible to it") {
        molecule_test::Style s;
        s.end_gap = 1.5;
        CHECK(read_ssvg(svg(ethanol(), s)).bonds.empty());
        const std::string grouped = "<svg xmlns=\"http://www.w3.org/2000/svg\"><g><circle cx=\"1\" cy=\"1\" r=\"1\" "
                                    "fill=\"#274A4A\"/></g><circle cx=\"9\" cy=\"1\" r=\"1\" fill=\"#274A4A\"/></svg>";
        CHECK(read_ssvg(grouped).atoms.size() == 1);
    }
    SUBCASE("a line with both ends on one circle is a loop; duplicate lines are one edge") {
        const std::string text =
            "<svg xmlns=\"http://www.w3.org/2000/svg\"><circle cx=\"0\" cy=\"0\" r=\"1\" fill=\"#274A4A\"/>"
            "<circle cx=\"10\" cy=\"0\" r=\"1\" fill=\"#274A4A\"/>"
            "<line x1=\"0\" y1=\"0\" x2=\"0.05\" y2=\"0\"/><line x1=\"0\" y1=\"0\" x2=\"10\" y2=\"0\"/>"
            "<line x1=\"10\" y1=\"0\" x2=\"0\" y2=\"0\"/></svg>";
        const Drawing d = read_ssvg(text);
        CHECK(d.loops == std::vector<int>{0});
        REQUIRE(d.bonds.size() == 1);
        CHECK(d.bonds[0].items.size() == 2);
    }
}

TEST_CASE("molecule: a dozen diagnostics of a kind are listed, the rest counted in one line") {
    // Twenty stray lines far from the two atoms: each a dangling bond.
    std::string stray;
    for (int k = 0; k < 20; ++k)
        stray += "<line x1=\"150\" y1=\"" + std::to_string(20 + 5 * k) + "\" x2=\"190\" y2=\"" +
                 std::to_string(20 + 5 * k) + "\" stroke=\"black\"/>";
    for (const bool ssvg : {false, true}) {
        INFO("ssvg: ", ssvg);
        const std::string text = svg(Molecule{{{"C", {0, 0}}, {"C", {1, 0}}}, {{0, 1}}}, {}, stray);
        const Drawing d = ssvg ? read_ssvg(text) : read(text);
        int listed = 0;
        for (const Diagnostic& x : d.diagnostics) listed += x.code == "molecule.bond.dangling";
        CHECK(listed == 13);
        REQUIRE(!d.diagnostics.empty());
        CHECK(d.diagnostics.back().message == "... and 8 more like the above.");
        CHECK(d.bonds.size() == 1);
    }
}

TEST_CASE("molecule: the atom grid stays small whatever the drawing spans") {
    std::vector<Vec2> ring;
    for (int k = 0; k < 100; ++k) ring.emplace_back(std::cos(0.0628 * k) * 50, std::sin(0.0628 * k) * 50);
    const AtomGrid normal(ring, 3.5);
    CHECK(normal.cell_count() <= 5 * ring.size() + 64);  // about four per atom, each side rounded up
    int found = 0;
    normal.near(ring[7], 0.1, [&](int k) { found += k == 7; });
    CHECK(found == 1);

    // Centres a double's range apart: their distance overflows, and one cell holds both.
    const AtomGrid huge({Vec2(-1e308, 0), Vec2(1e308, 1e308)}, 2);
    CHECK(huge.cell_count() == 1);
    int both = 0;
    huge.near(Vec2(0, 0), 1, [&](int) { ++both; });
    CHECK(both == 2);
}
