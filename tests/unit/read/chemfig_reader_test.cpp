// The chemfig reader: molecules laid out as chemfig lays them out (the corpus test,
// chemfig_corpus_test.cpp, holds every corpus answer's reading; scripts/dev/chemfig_corpus.py
// compares them with pdflatex's page), located errors, diagnostics for what is not read,
// extraction and format inference, budgets.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "extract/extract.hpp"
#include "formats/chemfig/chemfig_blocks.hpp"
#include "formats/read.hpp"

using namespace plumbline;

namespace {

ReadResult read(const std::string& text, const ReadLimits& limits = {}) {
    return read_chemfig(text, "candidate", limits);
}

ReadResult read_ok(const std::string& text) {
    ReadResult r = read(text);
    for (const Diagnostic& d : r.diagnostics) MESSAGE(d.code, ": ", d.message);
    REQUIRE(r.ok);
    return r;
}

std::vector<Segment> segments(const Scene& s) {
    std::vector<Segment> out;
    for (size_t i = 0; i < s.items.size(); ++i)
        if (s.items[i].is_primary(static_cast<int>(i)))
            if (const Segment* seg = std::get_if<Segment>(&s.items[i].geometry)) out.push_back(*seg);
    return out;
}

std::vector<Text> texts(const Scene& s) {
    std::vector<Text> out;
    for (const Item& it : s.items)
        if (const Text* t = std::get_if<Text>(&it.geometry)) out.push_back(*t);
    return out;
}

bool has_code(const ReadResult& r, const std::string& code) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code) return true;
    return false;
}

const Diagnostic* first_error(const ReadResult& r) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.severity == Severity::Error) return &d;
    return nullptr;
}

}  // namespace

TEST_CASE("chemfig: a chain of empty atoms is one stroke per bond, atom sep 3em apart") {
    const ReadResult r = read_ok("\\chemfig{-[1]-[7]}");
    const auto segs = segments(r.scene);
    REQUIRE(segs.size() == 2);
    CHECK(segs[0].a.x() == doctest::Approx(0));
    CHECK(segs[0].b.x() == doctest::Approx(30 / std::sqrt(2.0)));
    CHECK(segs[0].b.y() == doctest::Approx(-30 / std::sqrt(2.0)));   // 45 degrees up: y down in the Scene
    CHECK(segs[1].b.x() == doctest::Approx(60 / std::sqrt(2.0)));
    CHECK(segs[1].b.y() == doctest::Approx(0).epsilon(1e-9));
    CHECK(texts(r.scene).empty());
}

TEST_CASE("chemfig: angles [n], [:deg] and [::deg], and a length coefficient") {
    const auto segs = segments(read_ok("\\chemfig{-[:30]-[::-60]-[2,0.5]}").scene);
    REQUIRE(segs.size() == 3);
    const Vec2 d0 = segs[0].b - segs[0].a, d1 = segs[1].b - segs[1].a, d2 = segs[2].b - segs[2].a;
    CHECK(std::atan2(-d0.y(), d0.x()) * 180 / M_PI == doctest::Approx(30));
    CHECK(std::atan2(-d1.y(), d1.x()) * 180 / M_PI == doctest::Approx(-30));
    CHECK(d2.x() == doctest::Approx(0).epsilon(1e-9));
    CHECK(-d2.y() == doctest::Approx(15));
}

TEST_CASE("chemfig: a double bond is two strokes 2pt apart, a triple three") {
    auto segs = segments(read_ok("\\chemfig{=}").scene);
    REQUIRE(segs.size() == 2);
    CHECK(std::abs(segs[0].a.y() - segs[1].a.y()) == doctest::Approx(2));
    segs = segments(read_ok("\\chemfig{~}").scene);
    REQUIRE(segs.size() == 3);
}

TEST_CASE("chemfig: bonds stop 2pt short of a label's box, and a group is one text") {
    const ReadResult r = read_ok("\\chemfig{H_3C-OH}");
    const auto segs = segments(r.scene);
    REQUIRE(segs.size() == 1);
    const auto t = texts(r.scene);
    REQUIRE(t.size() == 2);
    CHECK(t[0].content == "H3C");
    CHECK(t[1].content == "OH");
    // The bond leaves C (the group's last atom, angle 0) and reaches O (the first).
    CHECK(segs[0].a.x() > t[0].box.max.x());
    CHECK(segs[0].a.x() - t[0].box.max.x() == doctest::Approx(2).epsilon(0.01));
    CHECK(t[1].box.min.x() - segs[0].b.x() == doctest::Approx(2).epsilon(0.01));
    // C's and O's centres are atom sep apart.
    const double c_centre = segs[0].a.x() - 2 - 7.22 / 2;   // cmr10 C is 7.22pt wide
    const double o_centre = segs[0].b.x() + 2 + 7.78 / 2;   // O 7.78pt
    CHECK(o_centre - c_centre == doctest::Approx(30).epsilon(0.01));
}

TEST_CASE("chemfig: a benzene ring's six bonds and three inner lines; **6 draws its circle") {
    auto r = read_ok("\\chemfig{*6(-=-=-=)}");
    CHECK(segments(r.scene).size() == 9);
    r = read_ok("\\chemfig{**6(------)}");
    CHECK(segments(r.scene).size() == 6);
    int circles = 0;
    for (const Item& it : r.scene.items) circles += it.kind() == ItemKind::Circle;
    CHECK(circles == 1);
}

TEST_CASE("chemfig: a ring at the molecule's start has a vertical left side (the first bond at -30 degrees)") {
    const auto segs = segments(read_ok("\\chemfig{*6(------)}").scene);
    REQUIRE(segs.size() == 6);
    const Vec2 d = segs[0].b - segs[0].a;
    CHECK(std::atan2(-d.y(), d.x()) * 180 / M_PI == doctest::Approx(-30));
    const Vec2 last = segs[5].b - segs[5].a;
    CHECK(last.x() == doctest::Approx(0).epsilon(1e-9));
}

TEST_CASE("chemfig: branches return to their atom; ring closures draw their bond") {
    auto segs = segments(read_ok("\\chemfig{-(-[2])-}").scene);
    CHECK(segs.size() == 3);
    segs = segments(read_ok("\\chemfig{?-[:30]-[:-30]-[6]-[:210]-[:150]?}").scene);
    REQUIRE(segs.size() == 6);   // five bonds and the closure back to the first atom
    CHECK(segs[5].a.y() == doctest::Approx(0).epsilon(1e-9));   // from the first atom
    CHECK(segs[5].b.x() == doctest::Approx(0).epsilon(1e-9));   // to the last, 30pt below it
    CHECK(segs[5].b.y() == doctest::Approx(30));
    // A closure between two atoms at one place: pgfmath divides by zero, and so the reading stops.
    const ReadResult r = read("\\chemfig{?-[:30]-[:-30]-[6]-[:210]-[:150]-[2]?}");
    REQUIRE(first_error(r));
    CHECK(first_error(r)->code == "chemfig.bond.degenerate");
}

TEST_CASE("chemfig: wedges are filled triangles, hashes their strokes") {
    ReadResult r = read_ok("\\chemfig{A>B}");
    int filled = 0;
    for (const Item& it : r.scene.items)
        if (it.kind() == ItemKind::Path && !it.style.fill.none) ++filled;
    CHECK(filled == 1);
    r = read_ok("\\chemfig{A>:B}");
    CHECK(segments(r.scene).size() > 3);
}

TEST_CASE("chemfig: \\setchemfig{atom sep} and \\chemfig[...] change the bond length") {
    auto segs = segments(read_ok("\\setchemfig{atom sep=2em}\n\\chemfig{-}").scene);
    REQUIRE(segs.size() == 1);
    CHECK(segs[0].b.x() - segs[0].a.x() == doctest::Approx(20));
    segs = segments(read_ok("\\chemfig[atom sep=1cm]{-}").scene);
    CHECK(segs[0].b.x() - segs[0].a.x() == doctest::Approx(72.27 / 2.54));
}

TEST_CASE("chemfig: a whole document is read; \\definesubmol spliced in") {
    const ReadResult r = read_ok(
        "\\documentclass{standalone}\n\\usepackage{chemfig}\n\\definesubmol{me}{-CH_3}\n\\begin{document}\n"
        "\\chemfig{A!{me}}\n\\end{document}\n");
    CHECK(segments(r.scene).size() == 1);
    CHECK(texts(r.scene).size() == 2);
}

TEST_CASE("chemfig: errors located like LaTeX's") {
    ReadResult r = read("\\documentclass{standalone}\n\\usepackage{chemfig}\n\\begin{document}\n\\chemfig{*2(--)}\n\\end{document}");
    CHECK_FALSE(r.ok);
    REQUIRE(first_error(r));
    CHECK(first_error(r)->code == "chemfig.ring.size");
    CHECK(first_error(r)->span.line == 4);
    CHECK(first_error(r)->span.column == 10);

    r = read("\\chemfig{A(-B}");
    REQUIRE(first_error(r));
    CHECK(first_error(r)->code == "chemfig.syntax.paren");
    CHECK(first_error(r)->span.column == 11);

    r = read("\\chemfig{A-B\n");
    REQUIRE(first_error(r));
    CHECK(first_error(r)->code == "chemfig.syntax.brace");

    r = read("\\documentclass{standalone}\n\\begin{document}\n\\chemfig{A-B}\n\\end{document}");
    REQUIRE(first_error(r));
    CHECK(first_error(r)->code == "chemfig.package.missing");
    CHECK(first_error(r)->span.line == 3);

    r = read("\\chemfig{A-[:abc]B}");
    REQUIRE(first_error(r));
    CHECK(first_error(r)->code == "chemfig.bond.option");

    r = read("\\chemfig{A-[,,,3]OH}");
    REQUIRE(first_error(r));
    CHECK(first_error(r)->code == "chemfig.bond.atom");

    r = read("no molecule here");
    REQUIRE(first_error(r));
    CHECK(first_error(r)->code == "chemfig.molecule.none");

    r = read("\\chemfig{H₂O}");
    REQUIRE(first_error(r));
    CHECK(first_error(r)->code == "chemfig.text.unicode");
}

TEST_CASE("chemfig: what chemfig draws and the reader does not is said") {
    CHECK(has_code(read_ok("\\chemname{\\chemfig{A-B}}{name}"), "chemfig.command.unread"));
    CHECK(has_code(read_ok("\\chemfig{A-[,,,,red]B}"), "chemfig.bond.style"));
    CHECK(has_code(read_ok("\\setchemfig{bond style={line width=1pt}}\\chemfig{A-B}"), "chemfig.key.ignored"));
    CHECK(has_code(read_ok("\\chemfig{A-B}\\quad\\chemfig{C-D}"), "chemfig.layout.approximate"));
    CHECK(has_code(read_ok("\\begin{tikzpicture}\\node at (0,0) {\\chemfig{A-B}};\\draw (0,0)--(1,1);\\end{tikzpicture}"),
                   "chemfig.tikz.unread"));
}

TEST_CASE("chemfig: budgets are located read.limit errors") {
    ReadLimits limits;
    limits.max_steps = 50;
    ReadResult r = read("\\chemfig{" + std::string(200, '-') + "}", limits);
    CHECK_FALSE(r.ok);
    CHECK(has_code(r, "read.limit.steps"));
    limits = {};
    limits.max_depth = 10;
    std::string deep = "\\chemfig{A";
    for (int i = 0; i < 20; ++i) deep += "(-B";
    for (int i = 0; i < 20; ++i) deep += ")";
    r = read(deep + "}", limits);
    CHECK(has_code(r, "read.limit.depth"));
    // Whatever max_depth says, nesting stops at 48 levels (WebAssembly's stack).
    deep = "\\chemfig{A";
    for (int i = 0; i < 3000; ++i) deep += "(-B";
    for (int i = 0; i < 3000; ++i) deep += ")";
    r = read(deep + "}");
    CHECK(has_code(r, "read.limit.depth"));
    // A ring's size in braces.
    CHECK(segments(read_ok("\\chemfig{*{5}(-----)}").scene).size() == 5);
}

TEST_CASE("chemfig: extraction finds documents, pictures and bare commands; the format is inferred") {
    Extraction e = extract_drawing("Here:\n```latex\n\\chemfig{*6(=-=-=-)}\n```\n", "chemfig");
    REQUIRE(e.found);
    CHECK(e.text == "\\chemfig{*6(=-=-=-)}");
    e = extract_drawing("```latex\n\\setchemfig{atom sep=2em}\n\\chemfig{A-B}\n\\chemfig{C-D}\n```", "chemfig");
    REQUIRE(e.found);
    CHECK(e.text == "\\setchemfig{atom sep=2em}\n\\chemfig{A-B}\n\\chemfig{C-D}");
    e = extract_drawing("Use the `\\chemfig` command: \\chemfig{A-B}.", "chemfig");
    REQUIRE(e.found);
    CHECK(e.text == "\\chemfig{A-B}");
    const std::string doc = "\\documentclass{standalone}\n\\usepackage{chemfig}\n\\begin{document}\n\\chemfig{A-B}\n\\end{document}";
    CHECK(format_of_text(doc) == "chemfig");
    CHECK(format_of_text("\\begin{tikzpicture}\\node {\\chemfig{A-B}};\\end{tikzpicture}") == "chemfig");
    CHECK(format_of_text("\\begin{tikzpicture}\\draw (0,0)--(1,1);\\end{tikzpicture}") == "tikz");
    CHECK(format_of_text("\\documentclass{standalone}\\usepackage{tikz}\\begin{document}\\begin{tikzpicture}"
                         "\\draw (0,0)--(1,1);\\end{tikzpicture}\\end{document}") == "tikz");
    e = extract_drawing("```latex\n\\chemfig{A-B\n", "chemfig");
    CHECK_FALSE(e.found);
}
