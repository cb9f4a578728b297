// The words a requirement is named by are true of its geometry: for every reference circle
// of every example with a labelled given drawing, each point the name says the circle goes
// "through" is on it, and each side it says the circle is "tangent to" touches it at one
// point, measured on the exact reference with a tolerance far tighter than the naming's.
#include <doctest/doctest.h>

#include <cmath>
#include <regex>
#include <string>
#include <vector>

#include "common/labels.hpp"
#include "examples.hpp"
#include "formats/read.hpp"

using namespace plumbline;

namespace {

// "A, B and C" -> {"A", "B", "C"} (names may hold any letters: "P₁").
std::vector<std::string> listed(std::string text) {
    std::vector<std::string> out;
    for (const char* separator : {" and ", ", "})
        for (size_t at; (at = text.find(separator)) != std::string::npos;) text.replace(at, std::string(separator).size(), "|");
    size_t begin = 0;
    for (size_t bar; (bar = text.find('|', begin)) != std::string::npos; begin = bar + 1) out.push_back(text.substr(begin, bar - begin));
    out.push_back(text.substr(begin));
    return out;
}

const labels::Label* point_named(const labels::Labelling& l, const std::string& name) {
    for (const labels::Label& p : l.points)
        if (p.name == name) return &p;
    return nullptr;
}

}  // namespace

TEST_CASE("names: every labelled example circle is through and tangent to what its name says") {
    int circles = 0, claims = 0;
    for (const char* domain : {"geometry", "constraints", "tikz", "eps"}) {
        for (const golden::Example& ex : golden::examples(domain)) {
            const Task& task = ex.task.task;
            if (!task.input) continue;
            const ReadResult input = read_drawing(task.input_format, *task.input, "input");
            const ReadResult reference = read_drawing(task.reference_format, task.reference, "reference");
            if (!input.ok || !reference.ok) continue;
            const labels::Labelling l = labels::Labelling::of(input.scene);
            if (l.empty()) continue;
            for (const Item& item : reference.scene.items) {
                const Circle* c = std::get_if<Circle>(&item.geometry);
                if (!c || !(c->r > 0)) continue;
                ++circles;
                const std::string name = labels::describe_geometry(&l, item.geometry);
                INFO(domain << "/" << ex.name << ": " << name);
                const double exact = 0.005 * c->r + 0.05;   // the examples' numbers carry 2-3 decimals
                static const std::regex kThrough(R"( through (.*?)(?: and tangent| \(|$))");
                static const std::regex kTangent(R"(tangent to (.*?)(?: \(|$))");
                std::smatch m;
                if (std::regex_search(name, m, kThrough))
                    for (const std::string& p : listed(m[1].str())) {
                        const labels::Label* at = point_named(l, p);
                        REQUIRE(at);
                        CHECK(std::abs((at->at - c->c).norm() - c->r) <= exact);
                        ++claims;
                    }
                if (std::regex_search(name, m, kTangent))
                    for (const std::string& side : listed(m[1].str())) {
                        // A side is its two ends' names run together: find the split that names two points.
                        const labels::Label *a = nullptr, *b = nullptr;
                        for (size_t k = 1; k < side.size() && !(a && b); ++k) {
                            a = point_named(l, side.substr(0, k));
                            b = point_named(l, side.substr(k));
                        }
                        REQUIRE((a && b));
                        const Segment s{a->at, b->at};
                        CHECK(std::abs(distance_point_segment(c->c, s) - c->r) <= exact);
                        ++claims;
                    }
            }
        }
    }
    CHECK(circles >= 10);
    CHECK(claims >= 10);
}
