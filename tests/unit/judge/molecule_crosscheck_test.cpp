// The coordinate conventions proved on real data: every molecule example's reference.tex
// (written the SSVG-Bench way: x=1pt,y=1pt with y negated) and reference.eps (the SVG's
// viewBox as %%BoundingBox, y flipped against its top, a filled full `arc` per atom,
// colours as 0-1 floats) read by their readers give the same circles (centre, radius,
// fill colour) and lines as the task's SVG reference read by the SVG reader, within 0.01.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "unit/read/tikz_test_support.hpp"

using namespace plumbline;
using namespace tikz_test;
namespace fs = std::filesystem;

namespace {

std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

struct Atom {
    Circle circle;
    Color fill;
};

std::vector<Atom> atoms(const Scene& scene) {
    std::vector<Atom> out;
    for (const Item* item : primaries(scene))
        if (const Circle* c = std::get_if<Circle>(&item->geometry)) out.push_back({*c, item->style.fill});
    return out;
}

// Every molecule's reference.<extension> in `format` against its task's SVG reference.
// `fill_tolerance`: how far the fill colours may differ (EPS writes two decimals).
void crosscheck(const char* extension, const char* format, double fill_tolerance, bool same_frame) {
    const fs::path root = fs::path(PLUMBLINE_SOURCE_DIR) / "examples" / "molecule";
    int compared = 0;
    for (const auto& entry : fs::directory_iterator(root)) {
        const fs::path file = entry.path() / (std::string("reference.") + extension);
        if (!fs::exists(file)) continue;
        INFO(entry.path().filename().string());
        const nlohmann::json task = nlohmann::json::parse(read_file(entry.path() / "task.json"));
        const ReadResult svg = read_svg(task.at("reference").get<std::string>(), "reference");
        const ReadResult other = read_drawing(format, read_file(file), "reference");
        REQUIRE(svg.ok);
        REQUIRE_MESSAGE(other.ok, codes(other));
        CHECK_MESSAGE(other.diagnostics.empty(), codes(other));
        if (same_frame) {
            CHECK(other.scene.frame.width == doctest::Approx(svg.scene.frame.width));
            CHECK(other.scene.frame.height == doctest::Approx(svg.scene.frame.height));
        }

        const std::vector<Atom> a = atoms(svg.scene), b = atoms(other.scene);
        REQUIRE(a.size() == b.size());
        std::vector<bool> used(b.size(), false);
        for (const Atom& want : a) {
            bool found = false;
            for (size_t k = 0; k < b.size() && !found; ++k) {
                if (used[k] || !near(want.circle.c, b[k].circle.c, 0.01)) continue;
                if (std::abs(want.circle.r - b[k].circle.r) > 0.01) continue;
                if (color_distance(want.fill, b[k].fill) > fill_tolerance) continue;
                used[k] = found = true;
            }
            CHECK_MESSAGE(found, "no " << format << " circle at (" << want.circle.c.x() << ", " << want.circle.c.y()
                                       << ") r " << want.circle.r << " fill " << want.fill.hex());
        }

        const std::vector<Segment> s = primary<Segment>(svg.scene), t = primary<Segment>(other.scene);
        REQUIRE(s.size() == t.size());
        std::vector<bool> taken(t.size(), false);
        for (const Segment& want : s) {
            bool found = false;
            for (size_t k = 0; k < t.size() && !found; ++k)
                if (!taken[k] && same_segment(t[k], want.a, want.b, 0.01)) taken[k] = found = true;
            CHECK_MESSAGE(found, "no " << format << " line from (" << want.a.x() << ", " << want.a.y() << ") to ("
                                       << want.b.x() << ", " << want.b.y() << ")");
        }
        ++compared;
    }
    CHECK(compared >= 40);
}

}  // namespace

TEST_CASE("molecule cross-check: references in TikZ and SVG give the same circles and lines") {
    // The TikZ frame is the cropped picture, not the SVG's viewBox.
    crosscheck("tex", "tikz", 1e-9, false);
}

TEST_CASE("molecule cross-check: references in EPS and SVG give the same circles and lines") {
    crosscheck("eps", "eps", 0.01, true);   // %%BoundingBox is the viewBox
}
