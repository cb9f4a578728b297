// The coordinate convention proved on real data: every molecule example's reference.eps
// (written the SSVG-Bench way: the SVG's viewBox as %%BoundingBox, y flipped against its
// top, a filled full `arc` per atom, colours as 0-1 floats) read by the EPS reader gives
// the same circles (centre, radius, fill colour within the floats' two decimals) and
// lines as the task's SVG reference read by the SVG reader, within 0.01.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "eps_test_support.hpp"

using namespace plumbline;
using namespace eps_test;
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

}  // namespace

TEST_CASE("eps cross-check: molecule references in EPS and SVG give the same circles and lines") {
    const fs::path root = fs::path(PLUMBLINE_SOURCE_DIR) / "examples" / "molecule";
    int compared = 0;
    for (const auto& entry : fs::directory_iterator(root)) {
        const fs::path eps = entry.path() / "reference.eps";
        if (!fs::exists(eps)) continue;
        INFO(entry.path().filename().string());
        const nlohmann::json task = nlohmann::json::parse(read_file(entry.path() / "task.json"));
        const ReadResult svg = read_svg(task.at("reference").get<std::string>(), "reference");
        const ReadResult ps = read_eps(read_file(eps), "reference");
        REQUIRE(svg.ok);
        REQUIRE_MESSAGE(ps.ok, codes(ps));
        CHECK_MESSAGE(ps.diagnostics.empty(), codes(ps));
        CHECK(ps.scene.frame.width == doctest::Approx(svg.scene.frame.width));
        CHECK(ps.scene.frame.height == doctest::Approx(svg.scene.frame.height));

        const std::vector<Atom> a = atoms(svg.scene), b = atoms(ps.scene);
        REQUIRE(a.size() == b.size());
        std::vector<bool> used(b.size(), false);
        for (const Atom& want : a) {
            bool found = false;
            for (size_t k = 0; k < b.size() && !found; ++k) {
                if (used[k] || !near(want.circle.c, b[k].circle.c, 0.01)) continue;
                if (std::abs(want.circle.r - b[k].circle.r) > 0.01) continue;
                // The EPS palette writes each channel with two decimals.
                if (color_distance(want.fill, b[k].fill) > 0.01) continue;
                used[k] = found = true;
            }
            CHECK_MESSAGE(found, "no EPS circle at (" << want.circle.c.x() << ", " << want.circle.c.y() << ") r "
                                                       << want.circle.r << " fill " << want.fill.hex());
        }

        const std::vector<Segment> s = primary<Segment>(svg.scene), t = primary<Segment>(ps.scene);
        REQUIRE(s.size() == t.size());
        std::vector<bool> taken(t.size(), false);
        for (const Segment& want : s) {
            bool found = false;
            for (size_t k = 0; k < t.size() && !found; ++k)
                if (!taken[k] && same_segment(t[k], want.a, want.b, 0.01)) taken[k] = found = true;
            CHECK_MESSAGE(found, "no EPS line from (" << want.a.x() << ", " << want.a.y() << ") to (" << want.b.x()
                                                       << ", " << want.b.y() << ")");
        }
        ++compared;
    }
    CHECK(compared >= 40);
}
