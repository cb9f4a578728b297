// One picture, three formats: every geometry and molecule example answer in SVG
// (examples/geometry, examples/molecule) and its rewrites in TikZ and EPS (examples/tikz,
// examples/tikz-molecule, examples/eps, examples/eps-molecule, written from the SVG answers
// by examples/tools/make_tikz_examples.mjs and make_eps_examples.mjs) get the same judgement
// in the default profile. A rewrite is named after its SVG answer, with the style it was
// written in appended ("pass-rotated" -> "pass-rotated-foreach"), or keeps the name when it
// holds no drawing ("invalid-prose-only").
//
// What is compared is the part of the report JSON that says what was judged, which does not
// depend on how the drawing was spelt:
//   - verdict and score;
//   - requirements: how many, and for each its `id` (kind and reference item), `kind`,
//     `satisfied`, and `expected` (the reference item's geometry, within 0.05 units: the
//     references are the same drawing, written with at most four decimals; an ellipse as its
//     centre, axes and major-axis direction modulo 180 degrees, a segment with either end first).
//     For molecules, which reference atoms and bonds are unmet is compared up to the
//     molecule's symmetries: as a multiset of each unmet atom's element and number of bonds
//     and each unmet bond's two atoms so described. When a symmetric molecule misses one of
//     several equivalent bonds (a bond of one of tristearin's three equal chains), the best
//     correspondence may pin the loss on any of them, and which one the search meets first
//     follows the order the candidate's items come in, which is how a format spells them;
//   - molecules: `outcome` and `decided_by`; both sides' `formula`, `fragments` and numbers of
//     atoms and bonds; and the candidate's atoms and bonds as a multiset of element/status
//     and status (which atom is a wrong element, which bond is extra), not by index.
// What is left out, and why:
//   - a requirement's `error`, `tolerance` and `measure`: tolerances scale with the reference's
//     frame and its pixel size (an SVG viewBox, TikZ's cropped picture, an EPS bounding box
//     at 0.75bp per pixel), so the allowance differs and the report may name another of an
//     item's measures (the centre's offset, not the radius's) as the binding one;
//   - `matched_by`, `nearest`, `reference_item`, `reference_span`, `extraneous`,
//     `candidate_items` and the molecule's atom/bond `item`s: indices and source positions of
//     items, which depend on how a format paints (a polygon as one path or a `for` loop of
//     pieces, a label in two `show`s, a dot filled and outlined);
//   - `diagnostics` and `extracted`: messages name elements, lines and formats, and the
//     extraction and reading diagnostics (eps.*, tikz.*, extract.*) belong to one format;
//   - the molecule's `steps` (the search follows item order), `bond_length` and `snap` (equal
//     up to the rewrite's rounding, and they decide nothing the statuses do not show), and
//     atom centres (a rewrite may mirror the molecule, as the paper's own TikZ and EPS
//     examples do);
//   - the `ssvg` profile: it judges each format's published page (the SVG as the script
//     parses it, pdflatex + pdf2svg for TikZ, Ghostscript's cropped page for EPS), which
//     differ by design: a TikZ page is cropped to its picture, an EPS page to its bounding
//     box comment, and the script compares fills as text. Only where every format's reading
//     must agree is it compared: the helper-line answers (TikZ and EPS, no SVG twin) pass
//     in the default profile and fail in `ssvg`, their page having grown.
// Invalid SVG geometry answers have no TikZ rewrite (the TikZ generator skips them); they are
// compared with their EPS rewrite alone.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "examples.hpp"

using namespace plumbline;
using namespace golden;
using nlohmann::json;

namespace {

constexpr double kGeometryTolerance = 0.05;

double rounded(double v, double step) { return std::round(v / step) * step; }

// A reference item's geometry in a form that does not depend on how it was written.
json expected_geometry(const json& g) {
    const std::string type = g.value("type", "");
    const auto r = [](double v) { return rounded(v, kGeometryTolerance); };
    if (type == "segment") {
        std::vector<double> a = g["a"].get<std::vector<double>>(), b = g["b"].get<std::vector<double>>();
        if (std::make_pair(r(b[0]), r(b[1])) < std::make_pair(r(a[0]), r(a[1]))) std::swap(a, b);
        return {{"type", type}, {"a", a}, {"b", b}};
    }
    if (type == "ellipse") {
        double rx = g["rx"].get<double>(), ry = g["ry"].get<double>(), angle = g["angle_deg"].get<double>();
        if (ry > rx) std::swap(rx, ry), angle += 90;
        angle = std::fmod(std::fmod(angle, 180) + 180, 180);
        if (angle > 179.95) angle -= 180;
        return {{"type", type}, {"c", g["c"]}, {"major", rx}, {"minor", ry}, {"direction", angle}};
    }
    return g;
}

// Where two JSON values first differ, numbers within `tolerance` ("" when they are equal):
// the path and both values.
std::string difference(const json& a, const json& b, double tolerance, const std::string& path = "") {
    const auto differ = [&] { return (path.empty() ? "/" : path) + ": " + a.dump() + " vs " + b.dump(); };
    if (a.is_number() && b.is_number())
        return std::fabs(a.get<double>() - b.get<double>()) <= tolerance ? "" : differ();
    if (a.type() != b.type()) return differ();
    if (a.is_array()) {
        if (a.size() != b.size()) return path + ": " + std::to_string(a.size()) + " vs " + std::to_string(b.size()) + " entries";
        for (size_t i = 0; i < a.size(); ++i) {
            std::string d = difference(a[i], b[i], tolerance, path + "/" + std::to_string(i));
            if (!d.empty()) return d;
        }
        return "";
    }
    if (a.is_object()) {
        for (auto it = a.begin(); it != a.end(); ++it) {
            if (!b.contains(it.key())) return path + "/" + it.key() + ": missing";
            std::string d = difference(it.value(), b[it.key()], tolerance, path + "/" + it.key());
            if (!d.empty()) return d;
        }
        return a.size() == b.size() ? "" : differ();
    }
    return a == b ? "" : differ();
}

json sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

json molecule_side(const json& side, bool statuses) {
    json out = {{"formula", side["formula"]}, {"fragments", side["fragments"]},
                {"atoms", side["atoms"].size()}, {"bonds", side["bonds"].size()}};
    if (statuses) {
        std::vector<std::string> atoms, bonds;
        for (const json& a : side["atoms"]) atoms.push_back(a["element"].get<std::string>() + "/" + a["status"].get<std::string>());
        for (const json& b : side["bonds"]) bonds.push_back(b["status"].get<std::string>());
        out["atom_status"] = sorted(atoms);
        out["bond_status"] = sorted(bonds);
    }
    return out;
}

// A reference atom or bond as the molecule's symmetries leave it: an atom by its element and
// number of bonds, a bond by its two atoms so described (and its order).
std::string symmetric_name(const json& reference, const std::string& id) {
    const size_t hash = id.find('#');
    const size_t k = std::stoul(id.substr(hash + 1)) - 1;   // atom#1 is the first atom
    const json& atoms = reference["atoms"];
    const json& bonds = reference["bonds"];
    const auto atom = [&](size_t i) {
        int degree = 0;
        for (const json& b : bonds) degree += (b["a"] == i) + (b["b"] == i);
        return atoms[i]["element"].get<std::string>() + "(" + std::to_string(degree) + ")";
    };
    if (id.compare(0, hash, "atom") == 0) return atom(k);
    std::string a = atom(bonds[k]["a"].get<size_t>()), b = atom(bonds[k]["b"].get<size_t>());
    if (b < a) std::swap(a, b);
    return a + "-" + b + " x" + std::to_string(bonds[k]["order"].get<int>());
}

// The format-independent part of a report (see the header comment).
json judgement(const Report& report) {
    const json r = to_json(report);
    json out = {{"verdict", r["verdict"]}, {"score", rounded(r["score"].get<double>(), 1e-6)}};
    json requirements = json::array();
    std::vector<std::string> unmet;
    for (const json& q : r["requirements"]) {
        json entry = {{"id", q["id"]}, {"kind", q["kind"]}, {"expected", expected_geometry(q["expected"])}};
        // A molecule's unmet atoms and bonds are compared up to its symmetries (below).
        if (r.contains("molecule")) {
            if (!q["satisfied"].get<bool>()) unmet.push_back(symmetric_name(r["molecule"]["reference"], q["id"]));
        } else {
            entry["satisfied"] = q["satisfied"];
        }
        requirements.push_back(entry);
    }
    out["requirements"] = requirements;
    if (r.contains("molecule")) {
        out["unmet"] = sorted(unmet);
        const json& m = r["molecule"];
        out["molecule"] = {{"outcome", m["outcome"]}, {"decided_by", m.value("decided_by", "")},
                           {"reference", molecule_side(m["reference"], false)},
                           {"candidate", molecule_side(m["candidate"], true)}};
    }
    return out;
}

// The rewrite of an SVG answer in another folder: the same name, or the name and a style.
const Answer* rewrite_of(const Example& ex, const std::string& svg_answer) {
    const Answer* found = nullptr;
    for (const Answer& a : ex.answers) {
        if (a.name == svg_answer) return &a;
        const size_t dash = a.name.rfind('-');
        if (dash != std::string::npos && a.name.substr(0, dash) == svg_answer) {
            REQUIRE_MESSAGE(!found, "two rewrites of ", svg_answer, " in ", ex.domain, "/", ex.name);
            found = &a;
        }
    }
    return found;
}

const Example* task_in(const std::string& domain, const std::string& name) {
    for (const Example& ex : examples(domain))
        if (ex.name == name) return &ex;
    return nullptr;
}

struct Formats {
    std::string svg, tikz, eps;        // example folders
    std::string tikz_suffix, eps_suffix;   // task folder name = SVG task name + suffix
};

// Every SVG answer against its rewrites; returns how many rewrites were compared.
int compare_all(const Formats& f, int* svg_answers) {
    int compared = 0;
    for (const Example& svg : examples(f.svg)) {
        REQUIRE(svg.task.ok);
        const Example* tikz = task_in(f.tikz, svg.name + f.tikz_suffix);
        const Example* eps = task_in(f.eps, svg.name + f.eps_suffix);
        REQUIRE_MESSAGE(tikz, "no TikZ version of ", f.svg, "/", svg.name);
        REQUIRE_MESSAGE(eps, "no EPS version of ", f.svg, "/", svg.name);
        for (const Answer& a : svg.answers) {
            ++*svg_answers;
            const json want = judgement(a.report);
            const Answer* in_tikz = rewrite_of(*tikz, a.name);
            const Answer* in_eps = rewrite_of(*eps, a.name);
            // every SVG answer is in EPS; every one with a drawing to judge is in TikZ too
            CHECK_MESSAGE(in_eps, "no EPS rewrite of ", f.svg, "/", svg.name, "/", a.name);
            if (f.svg == "molecule" || a.expected != Verdict::Invalid)
                CHECK_MESSAGE(in_tikz, "no TikZ rewrite of ", f.svg, "/", svg.name, "/", a.name);
            for (const auto& pair : {std::pair<std::string, const Answer*>{"TikZ", in_tikz},
                                     std::pair<std::string, const Answer*>{"EPS", in_eps}}) {
                const std::string& format = pair.first;   // not bound: clang 14 cannot capture a binding (INFO does)
                const Answer* rewrite = pair.second;
                if (!rewrite) continue;
                const std::string diff = difference(want, judgement(rewrite->report), kGeometryTolerance);
                INFO(f.svg, "/", svg.name, "/", a.name, " in ", format, " (", rewrite->name, "): SVG vs ", format, " at ", diff);
                CHECK(diff.empty());
                ++compared;
            }
        }
    }
    return compared;
}

}  // namespace

TEST_CASE("cross-format: every geometry answer is judged alike in SVG, TikZ and EPS") {
    int svg_answers = 0;
    const int compared = compare_all({"geometry", "tikz", "eps", "-tikz", "-eps"}, &svg_answers);
    CHECK(svg_answers == 111);
    CHECK(compared == 104 + 111);   // TikZ: the pass and fail answers; EPS: all of them
}

TEST_CASE("cross-format: every molecule answer is judged alike in SVG, TikZ and EPS") {
    int svg_answers = 0;
    const int compared = compare_all({"molecule", "tikz-molecule", "eps-molecule", "", ""}, &svg_answers);
    CHECK(svg_answers == 227);
    CHECK(compared == 2 * 227);
}

TEST_CASE("cross-format: a helper line that grows the page passes by default and fails on the published page, in TikZ and EPS") {
    const std::string helper = "pass-helper-line-grows-bbox";
    int tasks = 0;
    for (const Example& svg : examples("geometry")) {
        const Example* tikz = task_in("tikz", svg.name + "-tikz");
        const Example* eps = task_in("eps", svg.name + "-eps");
        REQUIRE(tikz);
        REQUIRE(eps);
        const Answer* t = rewrite_of(*tikz, helper);
        const Answer* e = rewrite_of(*eps, helper);
        REQUIRE(t);
        REQUIRE(e);
        INFO(svg.name);
        const std::string diff = difference(judgement(t->report), judgement(e->report), kGeometryTolerance);
        INFO("TikZ vs EPS at ", diff);
        CHECK(diff.empty());
        CHECK(e->report.verdict == Verdict::Pass);
        const EvaluateOptions ssvg = golden_options(Profile::Ssvg);
        CHECK(evaluate(tikz->task.task, t->response, ssvg).verdict == Verdict::Fail);
        CHECK(evaluate(eps->task.task, e->response, ssvg).verdict == Verdict::Fail);
        ++tasks;
    }
    CHECK(tasks == 16);
}
