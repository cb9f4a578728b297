// A drawing read as a molecule, the default way: filled circles are atoms, straight lines
// whose ends reach two atoms are bonds. How close "reach" is comes from the drawing's own
// scale (its typical bond length), so a molecule drawn ten times larger reads the same.
#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

#include "checks/molecule/atom_grid.hpp"
#include "diagnostics/capped_diagnostics.hpp"
#include "common/words.hpp"
#include "checks/molecule/molecule.hpp"
#include "base/numbers.hpp"
#include "scene/kekule.hpp"

namespace plumbline::molecule {

namespace {

// Past these the drawing is no molecule a person drew; comparing it would cost seconds.
constexpr size_t kMaxAtoms = 5000;
constexpr double kMaxPairWork = 5e7;

// A share of the typical bond length L, which is how molecule drawings are proportioned.
constexpr double kSnapShare = 0.2;          // a line end may stop this far outside an atom
constexpr double kCompanionOffset = 0.35;   // a double bond's second line lies this close
constexpr double kCompanionAngleDeg = 10;

// Steps for finding which bonds a Kekulé structure can swap: C60 takes a few thousand.
constexpr size_t kAlternationSteps = 5'000'000;

// A straight line of the drawing: a <line>, or one line piece of a path or polyline.
struct Line {
    Segment s;
    int item = -1;
};

bool drawn_filled(const Style& s) { return s.visible && !s.fill.none && s.fill.a > 0; }
bool drawn_stroked(const Style& s) { return s.visible && !s.stroke.none && s.stroke.a > 0 && s.stroke_width > 0; }

// A circle, or an ellipse close enough to one (a circle under a slightly uneven scale).
std::optional<Circle> round_shape(const Geometry& g) {
    if (const Circle* c = std::get_if<Circle>(&g)) return *c;
    if (const Ellipse* e = std::get_if<Ellipse>(&g))
        if (e->ry > 0 && e->rx / e->ry <= 1.2) return Circle{e->c, 0.5 * (e->rx + e->ry)};
    return std::nullopt;
}

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::nth_element(v.begin(), v.begin() + static_cast<long>(v.size() / 2), v.end());
    return v[v.size() / 2];
}

class Reader {
public:
    Reader(const Scene& scene, const Options& options, const std::string& source)
        : scene_(scene), options_(options), source_(source) {}

    Drawing read() {
        read_molecule();
        said_.finish();
        return std::move(out_);
    }

private:
    void read_molecule() {
        read_atoms();
        if (out_.atoms.size() > kMaxAtoms) {
            out_.diagnostics.push_back(item_diagnostic(
                "molecule.limit.atoms", Severity::Error, source_, scene_, -1,
                "The drawing has " + std::to_string(out_.atoms.size()) + " filled circles; more than " +
                    std::to_string(kMaxAtoms) + " atoms are not read as a molecule."));
            out_.over_limit = true;
            out_.atoms.clear();
            return;
        }
        measure_scale();
        read_lines();
        if (static_cast<double>(lines_.size()) * static_cast<double>(out_.atoms.size()) > kMaxPairWork) {
            out_.diagnostics.push_back(item_diagnostic(
                "molecule.limit.lines", Severity::Error, source_, scene_, -1,
                "The drawing has " + std::to_string(lines_.size()) + " lines and " +
                    std::to_string(out_.atoms.size()) + " atoms, too many to attach within the work budget."));
            out_.over_limit = true;
            out_.atoms.clear();
            return;
        }
        attach_lines();
    }

    void read_atoms() {
        // A path recognised as a circle is an atom; its own pieces are then not bonds.
        for (int i = 0; i < static_cast<int>(scene_.items.size()); ++i) {
            const Item& item = scene_.items[static_cast<size_t>(i)];
            if (!drawn_filled(item.style)) continue;
            const std::optional<Circle> c = round_shape(item.geometry);
            if (!c || !(c->r > 0) || !is_finite(c->c)) continue;
            if (!item.is_primary(i)) rounded_paths_.push_back(item.origin);
            Atom atom;
            atom.item = i;
            atom.center = c->c;
            atom.radius = c->r;
            atom.cls = classify(item.style.fill);
            if (atom.cls < 0) unknown_color(atom, item);
            out_.atoms.push_back(atom);
        }
    }

    // The palette class of a fill: a drawing has a few fills for many atoms, so each
    // distinct one (to the bit) is looked up once among the palette's classes.
    int classify(const Color& fill) {
        const auto same = [&](const std::pair<Color, int>& seen) {
            const Color& c = seen.first;
            return c.none == fill.none && c.r == fill.r && c.g == fill.g && c.b == fill.b && c.a == fill.a;
        };
        const auto it = std::find_if(classes_seen_.begin(), classes_seen_.end(), same);
        if (it != classes_seen_.end()) return it->second;
        const int cls = options_.palette.classify(fill);
        classes_seen_.emplace_back(fill, cls);
        return cls;
    }

    void unknown_color(const Atom& atom, const Item& item) {
        double distance = 0;
        const int near = options_.palette.nearest(item.style.fill, &distance);
        if (!options_.palette.by_color()) {
            // Only once: every circle is in the same position.
            if (said_.listed("molecule.atom.color") && out_.atoms.empty()) {
                Diagnostic d = item_diagnostic(
                    "molecule.atom.color", Severity::Error, source_, scene_, atom.item,
                    "The drawing's atoms are circles, whose colours stand for elements only through a palette, and the "
                    "task gives none (it compares atoms by their element symbols); no circle stands for any element.");
                d.shapes.push_back(Shape{"location", Circle{atom.center, atom.radius}});
                said_.add(std::move(d));
            }
            return;
        }
        std::string message = "Atom " + std::to_string(out_.atoms.size() + 1) + " (" +
                              words::describe_item(scene_, atom.item) + ") is filled " +
                              describe(item.style.fill) + ", which is no palette colour";
        if (near >= 0)
            message += " (the nearest is " + options_.palette.name(near) + ", " +
                       options_.palette.classes()[static_cast<size_t>(near)].color.hex() + ", at distance " +
                       words::number(distance, 3) + "; allowed " + words::number(options_.palette.tolerance(), 3) + ")";
        message += "; it cannot stand for any element.";
        Diagnostic d = item_diagnostic("molecule.atom.color", Severity::Error, source_, scene_, atom.item, message);
        d.shapes.push_back(Shape{"location", Circle{atom.center, atom.radius}});
        said_.add(std::move(d));
    }

    // L: the median distance from an atom to its nearest neighbour, which in a molecule
    // drawing is the bond length; the snap distance is a share of it.
    void measure_scale() {
        std::vector<Vec2> centres;
        std::vector<double> radii;
        for (const Atom& a : out_.atoms) centres.push_back(a.center), radii.push_back(a.radius);
        std::vector<double> nearest = nearest_neighbour_distances(centres);
        nearest.erase(std::remove_if(nearest.begin(), nearest.end(), [](double d) { return !std::isfinite(d); }),
                      nearest.end());
        out_.bond_length = median(nearest);
        // One atom, or all atoms on one spot: no bond length to read; bonds are judged
        // against four radii, a usual proportion.
        if (!(out_.bond_length > 0)) out_.bond_length = 4 * median(radii);
        out_.snap = options_.snap.value_or(kSnapShare * out_.bond_length);
        max_radius_ = radii.empty() ? 0 : *std::max_element(radii.begin(), radii.end());
        grid_.emplace(centres, max_radius_ + out_.snap);
    }

    void read_lines() {
        std::sort(rounded_paths_.begin(), rounded_paths_.end());
        for (int i = 0; i < static_cast<int>(scene_.items.size()); ++i) {
            const Item& item = scene_.items[static_cast<size_t>(i)];
            if (!item.is_primary(i) || !drawn_stroked(item.style)) continue;
            if (const Segment* s = std::get_if<Segment>(&item.geometry)) {
                add_line(*s, i);
            } else if (const Path* p = std::get_if<Path>(&item.geometry)) {
                if (std::binary_search(rounded_paths_.begin(), rounded_paths_.end(), i)) continue;
                bool curved = false;
                for (const PathPiece& piece : p->pieces) {
                    if (piece.kind == PathPiece::Kind::Line) add_line(Segment{piece.p0, piece.p3}, i);
                    else curved = true;
                }
                if (curved)
                    said_.add(item_diagnostic(
                        "molecule.bond.curved", Severity::Warning, source_, scene_, i,
                        words::describe_item(scene_, i) + " has curved pieces; only straight lines are bonds, so "
                                                          "they were not read as bonds."));
            }
        }
    }

    void add_line(const Segment& s, int item) {
        if (is_finite(s.a) && is_finite(s.b) && s.length() > 0) lines_.push_back(Line{s, item});
    }

    // The atom a line end reaches: the one whose edge it is closest to, within the snap.
    int snap(const Vec2& p) const {
        int best = -1;
        double best_gap = std::numeric_limits<double>::infinity();
        grid_->near(p, max_radius_ + out_.snap, [&](int k) {
            const Atom& a = out_.atoms[static_cast<size_t>(k)];
            const double g = (p - a.center).norm() - a.radius;
            // Ties go to the first atom in document order, whatever order the grid gives.
            if (g <= out_.snap && (g < best_gap || (g == best_gap && k < best))) best_gap = g, best = k;
        });
        return best;
    }

    // For a loose end's message: the closest atom edge anywhere, and how far.
    int closest(const Vec2& p, double& gap) const {
        int best = -1;
        gap = std::numeric_limits<double>::infinity();
        for (size_t k = 0; k < out_.atoms.size(); ++k) {
            const double g = (p - out_.atoms[k].center).norm() - out_.atoms[k].radius;
            if (g < gap) gap = g, best = static_cast<int>(k);
        }
        return best;
    }

    void attach_lines() {
        // Lines joining two atoms, then grouped by the pair: one bond per pair, pairs in
        // order, each bond's lines in drawing order.
        struct Joining {
            int a, b, item;
        };
        std::vector<Joining> joining;
        std::vector<const Line*> loose;
        for (const Line& line : lines_) {
            const int a = snap(line.s.a), b = snap(line.s.b);
            if (a >= 0 && b >= 0 && a != b) {
                joining.push_back(Joining{std::min(a, b), std::max(a, b), line.item});
                passes_through(line, a, b);
            } else if (a >= 0 && a == b) {
                // A stroke inside one atom (an outline drawn as a line, a tick): no bond.
                continue;
            } else {
                loose.push_back(&line);
            }
        }
        std::stable_sort(joining.begin(), joining.end(),
                         [](const Joining& x, const Joining& y) { return std::tie(x.a, x.b) < std::tie(y.a, y.b); });
        for (size_t i = 0; i < joining.size(); ++i) {
            if (i == 0 || joining[i].a != joining[i - 1].a || joining[i].b != joining[i - 1].b) {
                Bond& bond = out_.bonds.emplace_back();
                bond.a = joining[i].a;
                bond.b = joining[i].b;
            }
            out_.bonds.back().items.push_back(joining[i].item);
        }
        // Companions are looked for among all bonds; past the budget a loose line is loose.
        const bool pair_up = static_cast<double>(loose.size()) * static_cast<double>(out_.bonds.size()) <= kMaxPairWork;
        for (const Line* line : loose) {
            const int companion = pair_up ? companion_of(*line) : -1;
            if (companion >= 0) {
                Bond& bond = out_.bonds[static_cast<size_t>(companion)];
                bond.items.push_back(line->item);
            } else {
                dangling(*line);
            }
        }
    }

    // A double or triple bond's shorter second line, drawn beside its bond without
    // reaching the atoms: parallel, close to the bond's axis and alongside it.
    int companion_of(const Line& line) const {
        const double offset = kCompanionOffset * out_.bond_length;
        const Vec2 d = line.s.b - line.s.a;
        for (size_t k = 0; k < out_.bonds.size(); ++k) {
            const Vec2 p = out_.atoms[static_cast<size_t>(out_.bonds[k].a)].center;
            const Vec2 q = out_.atoms[static_cast<size_t>(out_.bonds[k].b)].center;
            const Vec2 axis = q - p;
            const double len = axis.norm();
            if (!(len > 0)) continue;
            const Vec2 u = axis / len;
            const double sine = std::abs(u.x() * d.y() - u.y() * d.x()) / d.norm();
            if (sine > std::sin(kCompanionAngleDeg * kPi / 180)) continue;
            const auto across = [&](const Vec2& x) { return std::abs(u.x() * (x - p).y() - u.y() * (x - p).x()); };
            if (across(line.s.a) > offset || across(line.s.b) > offset) continue;
            double t0 = u.dot(line.s.a - p), t1 = u.dot(line.s.b - p);
            if (t0 > t1) std::swap(t0, t1);
            const double overlap = std::min(t1, len) - std::max(t0, 0.0);
            if (overlap >= 0.5 * (t1 - t0)) return static_cast<int>(k);
        }
        return -1;
    }

    void dangling(const Line& line) {
        for (const Vec2& end : {line.s.a, line.s.b}) {
            if (snap(end) >= 0) continue;
            if (!said_.listed("molecule.bond.dangling")) {
                said_.count("molecule.bond.dangling", Severity::Error);
                return;
            }
            double gap = 0;
            const int nearest = closest(end, gap);
            std::string message = "A line of " + words::describe_item(scene_, line.item) + " ends at " +
                                  words::point(end) + ", attached to no atom";
            if (nearest >= 0)
                message += ": it stops " + words::number(gap) + " units outside the nearest atom, atom " +
                           std::to_string(nearest + 1) + " (" +
                           options_.palette.name(out_.atoms[static_cast<size_t>(nearest)].cls) + "), and " +
                           words::number(out_.snap) + " is allowed (a fifth of the typical bond length " +
                           words::number(out_.bond_length) + ")";
            message += ". A bond must reach the atoms it joins; this line is not read as a bond.";
            Diagnostic d = item_diagnostic("molecule.bond.dangling", Severity::Error, source_, scene_, line.item, message);
            d.shapes.push_back(Shape{"extraneous", line.s});
            d.shapes.push_back(Shape{"location", end});
            said_.add(std::move(d));
            return;  // one diagnostic per line, about its first loose end
        }
    }

    // A line from atom a to atom b over a third atom is one bond a-b, not two; say so,
    // since the drawing probably meant a-c-b.
    void passes_through(const Line& line, int a, int b) {
        const Vec2 d = line.s.b - line.s.a;
        const double len2 = d.squaredNorm();
        std::vector<int> over;
        grid_->along(line.s.a, line.s.b, max_radius_, [&](int k) {
            if (k == a || k == b) return;
            const Atom& c = out_.atoms[static_cast<size_t>(k)];
            const double t = (c.center - line.s.a).dot(d) / len2;
            if (t > 0 && t < 1 && (line.s.a + t * d - c.center).norm() < c.radius) over.push_back(k);
        });
        std::sort(over.begin(), over.end());
        static const std::string kCode = "molecule.bond.through";
        for (size_t i = 0; i < over.size(); ++i) {
            if (!said_.listed(kCode)) {
                said_.count(kCode, Severity::Warning, static_cast<int>(over.size() - i));
                return;
            }
            const int k = over[i];
            const Atom& c = out_.atoms[static_cast<size_t>(k)];
            Diagnostic diag = item_diagnostic(
                kCode, Severity::Warning, source_, scene_, line.item,
                "The line of " + words::describe_item(scene_, line.item) + " joins atom " + std::to_string(a + 1) +
                    " (" + options_.palette.name(out_.atoms[static_cast<size_t>(a)].cls) + ") and atom " +
                    std::to_string(b + 1) + " (" + options_.palette.name(out_.atoms[static_cast<size_t>(b)].cls) +
                    ") and passes over atom " + std::to_string(k + 1) + " (" + options_.palette.name(c.cls) +
                    ") without ending there: it is one bond, not two.");
            diag.shapes.push_back(Shape{"found", line.s});
            diag.shapes.push_back(Shape{"location", Circle{c.center, c.radius}});
            said_.add(std::move(diag));
        }
    }

    const Scene& scene_;
    const Options& options_;
    const std::string& source_;
    Drawing out_;
    std::vector<int> rounded_paths_;
    std::vector<std::pair<Color, int>> classes_seen_;   // fill -> palette class
    std::vector<Line> lines_;
    double max_radius_ = 0;
    std::optional<AtomGrid> grid_;
    CappedDiagnostics said_{out_.diagnostics};
};

}  // namespace

Diagnostic item_diagnostic(const std::string& code, Severity severity, const std::string& source, const Scene& scene,
                      int item, std::string message) {
    Diagnostic d;
    d.code = code;
    d.severity = severity;
    d.source = source;
    d.message = std::move(message);
    if (item >= 0) {
        d.item = item;
        d.span = scene.items[static_cast<size_t>(item)].source.span;
    }
    return d;
}

Drawing read_molecule(const Scene& scene, const Options& options, const std::string& source) {
    return Reader(scene, options, source).read();
}

Drawing read_molecule(const Scene& scene, const Options& options, Profile profile, const std::string& source) {
    const auto stating = [](Drawing d) {
        charge_separate_nitro(d);
        return d;
    };
    if (scene.molecule) return stating(read_stated_molecule(scene, options, source));
    if (profile == Profile::Ssvg) return read_molecule_ssvg(scene, options, source);
    if (options.convention == Convention::Skeletal) return stating(read_skeletal(scene, options, source));
    Drawing circles = read_molecule(scene, options, source);
    // Auto: no circle atoms, but lines or labels: a skeletal formula.
    if (options.convention == Convention::Auto && circles.atoms.empty() && !circles.over_limit &&
        has_skeletal_marks(scene))
        return stating(read_skeletal(scene, options, source));
    return circles;
}

graph::Graph graph_of(const Drawing& d, const Options& options, Profile profile, std::vector<std::string>& labels) {
    const bool ssvg = profile == Profile::Ssvg;
    graph::Graph g;
    for (const Atom& a : d.atoms) {
        if (!ssvg) {
            g.add_node(a.cls);
            continue;
        }
        const auto it = std::find(labels.begin(), labels.end(), a.label);
        const int label = static_cast<int>(it - labels.begin());
        if (it == labels.end()) labels.push_back(a.label);
        g.add_node(label);
    }
    const bool orders = options.bond_order && !ssvg;  // the script has no bond orders
    if (orders && options.alternation) {
        // Up to the Kekulé structure: bonds a ring's alternation swaps compare as one label.
        std::vector<kekule::Edge> edges;
        std::vector<int> drawn;
        for (const Bond& b : d.bonds) edges.push_back({b.a, b.b}), drawn.push_back(b.order());
        const std::vector<int> labels =
            kekule::alternation_labels(static_cast<int>(d.atoms.size()), edges, drawn, kAlternationSteps);
        for (size_t k = 0; k < d.bonds.size(); ++k) g.add_edge(d.bonds[k].a, d.bonds[k].b, labels[k]);
    } else {
        for (const Bond& b : d.bonds) g.add_edge(b.a, b.b, orders ? b.order() : 0);
    }
    for (int v : d.loops) g.add_edge(v, v);
    return g;
}

}  // namespace plumbline::molecule
