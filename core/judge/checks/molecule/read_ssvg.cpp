// A drawing read as a molecule the way SSVG-Bench's published script reads it (appendix
// F.2, parse_svg_file): nodes from the root's <circle> children, labelled by the text of
// their fill attribute; edges from the root's <line> children whose two ends each lie
// within 0.1 of a circle centre (the first such circle in document order). What differs
// from the script is listed in molecule.cpp.
#include <algorithm>
#include <cmath>
#include <map>

#include "diagnostics/capped_diagnostics.hpp"
#include "common/words.hpp"
#include "checks/molecule/molecule.hpp"

namespace plumbline::molecule {

namespace {

constexpr double kScriptTolerance = 0.1;
constexpr std::int64_t kMaxPairWork = 50'000'000;

std::optional<Vec2> centre_of(const Geometry& g) {
    if (const Circle* c = std::get_if<Circle>(&g)) return c->c;
    if (const Ellipse* e = std::get_if<Ellipse>(&g)) return e->c;  // a <circle> under a non-uniform scale
    return std::nullopt;
}

// The script's findall("./svg:circle") sees the root's own children, written in place.
bool root_child(const Item& item) { return item.source.depth == 0 && !item.source.via_use; }

}  // namespace

Drawing read_molecule_ssvg(const Scene& scene, const Options& options, const std::string& source) {
    Drawing out;
    CappedDiagnostics said(out.diagnostics);
    std::map<std::pair<int, int>, Bond> bonds;
    const double tolerance = options.snap.value_or(kScriptTolerance);
    out.snap = tolerance;
    for (int i = 0; i < static_cast<int>(scene.items.size()); ++i) {
        const Item& item = scene.items[static_cast<size_t>(i)];
        if (!item.is_primary(i) || item.source.element != "circle" || !root_child(item)) continue;
        const std::optional<Vec2> c = centre_of(item.geometry);
        if (!c) continue;
        Atom atom;
        atom.item = i;
        atom.center = *c;
        if (const Circle* circle = std::get_if<Circle>(&item.geometry)) atom.radius = circle->r;
        atom.label = item.style.fill_text;
        atom.cls = options.palette.classify(item.style.fill);  // for messages only
        out.atoms.push_back(atom);
    }
    // find_circle: the first circle, in document order, strictly within the tolerance.
    // Every line end is compared with every circle; past this the work is not worth doing.
    std::int64_t work_left = kMaxPairWork;
    const auto find_circle = [&](const Vec2& p) {
        work_left -= static_cast<std::int64_t>(out.atoms.size());
        if (work_left < 0) return -1;
        for (size_t k = 0; k < out.atoms.size(); ++k)
            if ((out.atoms[k].center - p).norm() < tolerance) return static_cast<int>(k);
        return -1;
    };
    for (int i = 0; i < static_cast<int>(scene.items.size()); ++i) {
        const Item& item = scene.items[static_cast<size_t>(i)];
        if (!item.is_primary(i) || item.source.element != "line" || !root_child(item)) continue;
        const Segment* s = std::get_if<Segment>(&item.geometry);
        if (!s) continue;
        const int a = find_circle(s->a), b = find_circle(s->b);
        if (work_left < 0) {
            Diagnostic d;
            d.code = "molecule.limit.lines";
            d.severity = Severity::Error;
            d.source = source;
            d.message = "The drawing has too many lines and circles to connect within the work budget.";
            out.diagnostics.push_back(std::move(d));
            out.over_limit = true;
            out.atoms.clear();
            out.bonds.clear();
            out.loops.clear();
            said.finish();
            return out;
        }
        if (a < 0 || b < 0) {
            if (!said.listed("molecule.bond.dangling")) {
                said.count("molecule.bond.dangling", Severity::Error);
                continue;
            }
            Diagnostic d;
            d.code = "molecule.bond.dangling";
            d.severity = Severity::Error;
            d.source = source;
            d.item = i;
            d.span = item.source.span;
            d.message = "The script drops " + words::describe_item(scene, i) + ": its end " +
                        words::point(a < 0 ? s->a : s->b) + " is not within " + words::number(tolerance) +
                        " of any <circle> centre.";
            d.shapes.push_back(Shape{"extraneous", *s});
            said.add(std::move(d));
            continue;
        }
        if (a == b) {
            out.loops.push_back(a);  // networkx keeps a self-loop (once), and it counts in the test
            continue;
        }
        Bond& bond = bonds[{std::min(a, b), std::max(a, b)}];  // networkx.Graph keeps one edge
        bond.a = std::min(a, b);
        bond.b = std::max(a, b);
        bond.items.push_back(i);
    }
    for (auto& [key, bond] : bonds) out.bonds.push_back(std::move(bond));
    std::sort(out.loops.begin(), out.loops.end());
    out.loops.erase(std::unique(out.loops.begin(), out.loops.end()), out.loops.end());
    said.finish();
    return out;
}

}  // namespace plumbline::molecule
