// A drawing read as a skeletal formula (docs/molecule.md, "Skeletal formulas"): the bond
// network from straight lines, carbons at line ends and junctions, labels (texts) as the
// atoms they name, parallel lines as double and triple bonds, wedges and hashes as single
// bonds, a circle inside a ring as an aromatic ring. One reader for SVG, TikZ, EPS and
// chemfig alike, since all land on the Scene. Every distance is a share of L, the drawing's
// typical bond length (the median length of its bond lines), so scale does not matter.
#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <tuple>

#include "checks/molecule/labels.hpp"
#include "checks/molecule/molecule.hpp"
#include "common/words.hpp"
#include "diagnostics/capped_diagnostics.hpp"
#include "base/numbers.hpp"
#include "scene/kekule.hpp"

namespace plumbline::molecule {

namespace {

constexpr size_t kMaxMarks = 4000;           // lines, pieces and texts: past this, no molecule a person drew
constexpr double kParallelDeg = 8;           // the lines of a double or triple bond
constexpr double kBondLineShare = 0.2;       // shorter lines (RDKit's corner joins) are no bonds
constexpr double kHashStrokeShare = 0.5;     // a hash's strokes are shorter than this
constexpr double kCompanionShare = 0.35;     // a double bond's second line lies this close
constexpr double kOverhangShare = 0.2;     // how far a double bond's second line may pass its first's end
constexpr double kCoverShare = 0.6;          // how much of the first line a double bond's second line runs along
constexpr double kJunctionShare = 0.02;      // line ends this close are drawn to one point: a junction
constexpr double kJoinShare = 0.2;           // line ends this close are one atom
constexpr double kLabelShare = 0.3;          // a line end this close to a label's box reaches it
constexpr double kWeakJoinShare = 0.35;      // a wedge's or hash's end this close to an atom joins it
constexpr size_t kMergeSteps = 20'000'000;   // pairs of lines looked at for halves of one line

struct Mark {            // a straight line of the drawing, or a wedge's or hash's axis
    Vec2 a, b;
    std::vector<int> items;
    Color color;
    double length() const { return (b - a).norm(); }
};

struct Label {
    std::string text;
    Box box;
    std::vector<int> items;
    double font = 0;
    Vec2 centre() const { return 0.5 * (box.min + box.max); }
};

struct Piece {           // one bond as drawn: its axis, its lines
    Vec2 a, b;
    int order = 1;
    bool weak = false;   // a wedge or hash: its ends are not exact
    std::vector<int> items;
    int end[2] = {-1, -1};   // node indices
};

struct Node {
    Vec2 at;
    int label = -1;      // index into labels, or -1 for a carbon
    int ends = 0;
};

bool drawn_filled(const Style& s) { return s.visible && !s.fill.none && s.fill.a > 0; }
bool drawn_stroked(const Style& s) { return s.visible && !s.stroke.none && s.stroke.a > 0 && s.stroke_width > 0; }

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::nth_element(v.begin(), v.begin() + static_cast<long>(v.size() / 2), v.end());
    return v[v.size() / 2];
}

double cross(const Vec2& u, const Vec2& v) { return u.x() * v.y() - u.y() * v.x(); }

double box_distance(const Box& b, const Vec2& p) {
    const double dx = std::max({b.min.x() - p.x(), 0.0, p.x() - b.max.x()});
    const double dy = std::max({b.min.y() - p.y(), 0.0, p.y() - b.max.y()});
    return std::hypot(dx, dy);
}

double box_gap(const Box& a, const Box& b) {
    const double dx = std::max({a.min.x() - b.max.x(), 0.0, b.min.x() - a.max.x()});
    const double dy = std::max({a.min.y() - b.max.y(), 0.0, b.min.y() - a.max.y()});
    return std::hypot(dx, dy);
}

bool same_color(const Color& x, const Color& y) {
    return x.none == y.none && std::abs(x.r - y.r) < 1e-6 && std::abs(x.g - y.g) < 1e-6 && std::abs(x.b - y.b) < 1e-6;
}

struct UnionFind {
    std::vector<int> parent;
    explicit UnionFind(size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), 0); }
    int find(int x) { return parent[static_cast<size_t>(x)] == x ? x : parent[static_cast<size_t>(x)] = find(parent[static_cast<size_t>(x)]); }
    void join(int x, int y) { parent[static_cast<size_t>(find(x))] = find(y); }
};

// The usual valence of a label's element, its charge shifting it (N+ as C).
int usual_valence(const std::string& e, int charge) {
    static const char* kRow[] = {"B", "C", "N", "O", "F"};
    std::string el = e;
    for (int i = 0; i < 5 && charge != 0; ++i)
        if (e == kRow[i] && i - charge >= 0 && i - charge < 5) el = kRow[i - charge];
    if (el == "C" || el == "Si") return 4;
    if (el == "N" || el == "B" || el == "P") return 3;
    if (el == "O" || el == "S" || el == "Se") return 2;
    return 1;
}

class SkeletalReader {
public:
    SkeletalReader(const Scene& scene, const Options& options, const std::string& source)
        : scene_(scene), options_(options), source_(source) {}

    Drawing read() {
        collect();
        if (!out_.over_limit) build();
        said_.finish();
        return std::move(out_);
    }

private:
    Diagnostic diagnostic(const std::string& code, Severity severity, int item, std::string message) const {
        return item_diagnostic(code, severity, source_, scene_, item, std::move(message));
    }

    void unreadable(const std::string& code, int item, std::string message) {
        out_.diagnostics.push_back(diagnostic(code, Severity::Error, item, std::move(message)));
        out_.over_limit = true;
        out_.atoms.clear();
        out_.bonds.clear();
    }

    // --- what the drawing has -----------------------------------------------------------

    void collect() {
        size_t filled_circles = 0;
        for (int i = 0; i < static_cast<int>(scene_.items.size()); ++i) {
            const Item& item = scene_.items[static_cast<size_t>(i)];
            if (!item.is_primary(i)) continue;
            if (const Text* t = std::get_if<Text>(&item.geometry)) {
                if (item.style.visible && !plain_label(t->content).empty()) texts_.push_back(i);
            } else if (const Segment* s = std::get_if<Segment>(&item.geometry)) {
                if (drawn_stroked(item.style)) add_line(s->a, s->b, i, item.style.stroke);
            } else if (const Path* p = std::get_if<Path>(&item.geometry)) {
                read_path(*p, item, i);
            } else if (const Circle* c = std::get_if<Circle>(&item.geometry)) {
                if (drawn_filled(item.style) && !white(item.style.fill)) ++filled_circles;
                else if (drawn_stroked(item.style)) circles_.push_back(*c);
            }
            if (lines_.size() + texts_.size() + polygons_.size() > kMaxMarks) {
                unreadable("molecule.limit.lines", -1,
                           "The drawing has more than " + std::to_string(kMaxMarks) +
                               " lines and texts; it is not read as a skeletal formula.");
                return;
            }
        }
        if (filled_circles >= 2) {
            unreadable("molecule.convention", -1,
                       "The task asks for a skeletal formula (lines, with atoms other than carbon as labels), and the "
                       "drawing draws " + std::to_string(filled_circles) + " atoms as filled circles.");
        }
    }

    static bool white(const Color& c) { return c.r > 0.95 && c.g > 0.95 && c.b > 0.95; }

    void add_line(const Vec2& a, const Vec2& b, int item, const Color& color) {
        if (is_finite(a) && is_finite(b) && (b - a).norm() > 0) lines_.push_back(Mark{a, b, {item}, color});
    }

    void read_path(const Path& p, const Item& item, int i) {
        bool straight = true;
        for (const PathPiece& piece : p.pieces) straight = straight && piece.kind == PathPiece::Kind::Line;
        if (drawn_filled(item.style) && !white(item.style.fill)) {
            // A filled shape: a wedge (a triangle, or RDKit's half of one), else a glyph.
            if (straight) polygons_.push_back(Polygon{outline(p), i, item.style.fill});
            else glyphs_.push_back(i);
            return;
        }
        if (!drawn_stroked(item.style)) return;
        bool curved = false;
        for (const PathPiece& piece : p.pieces) {
            if (piece.kind == PathPiece::Kind::Line) add_line(piece.p0, piece.p3, i, item.style.stroke);
            else curved = true;
        }
        if (curved) curved_.push_back(i);
    }

    struct Polygon {
        std::vector<Vec2> v;
        int item = -1;
        Color color;
    };
    std::vector<Polygon> polygons_;

    static std::vector<Vec2> outline(const Path& p) {
        std::vector<Vec2> v;
        for (const PathPiece& piece : p.pieces) {
            if (v.empty() || (v.back() - piece.p0).norm() > 1e-9) v.push_back(piece.p0);
            v.push_back(piece.p3);
        }
        if (v.size() > 1 && (v.front() - v.back()).norm() < 1e-9) v.pop_back();
        return v;
    }

    // --- the bonds ------------------------------------------------------------------------

    void build() {
        merge_halves(lines_, true);
        measure();
        if (!(L_ > 0)) {
            if (texts_.empty()) return;   // nothing drawn: the check says the answer is empty
            L_ = 1;
        }
        read_wedges();
        read_hashes();
        group_multiple();
        read_labels();
        if (!glyphs_.empty() && labels_.empty() && glyph_labels()) return;
        place_nodes();
        make_molecule();
        aromatic_circles();
    }

    // RDKit draws a bond to a heteroatom as two halves in the two atoms' colours, end to end:
    // one line. Halves meet at a point no other line ends at, in line, in different colours
    // (or any colours for wedge halves).
    void merge_halves(std::vector<Mark>& marks, bool need_colours) {
        const double eps = 1e-3 * std::max(1.0, scale_hint(marks));
        for (size_t i = 0; i < marks.size(); ++i) {
            for (size_t j = i + 1; j < marks.size(); ++j) {
                if (++merge_steps_ > kMergeSteps) return;
                Mark& x = marks[i];
                const Mark& y = marks[j];
                if (need_colours && same_color(x.color, y.color)) continue;
                const Vec2 dx = x.b - x.a, dy = y.b - y.a;
                if (std::abs(cross(dx, dy)) > std::sin(6 * kPi / 180) * dx.norm() * dy.norm()) continue;   // in line, up to rounding
                Vec2 far_x, far_y, meet;
                bool joined = false;
                for (int ex = 0; ex < 2 && !joined; ++ex)
                    for (int ey = 0; ey < 2 && !joined; ++ey) {
                        const Vec2 px = ex ? x.b : x.a, py = ey ? y.b : y.a;
                        if ((px - py).norm() <= eps) far_x = ex ? x.a : x.b, far_y = ey ? y.a : y.b, meet = px, joined = true;
                    }
                // The halves lie on opposite sides of where they meet, and nothing else ends there.
                if (!joined || (far_x - meet).dot(far_y - meet) >= 0) continue;
                if (need_colours && ends_at(marks, meet, eps, i, j)) continue;
                x.a = far_x;
                x.b = far_y;
                x.items.insert(x.items.end(), y.items.begin(), y.items.end());
                marks.erase(marks.begin() + static_cast<long>(j));
                j = i;   // x changed: look at the others again
            }
        }
    }

    static double scale_hint(const std::vector<Mark>& marks) {
        double m = 0;
        for (const Mark& k : marks) m = std::max(m, k.length());
        return m;
    }

    static bool ends_at(const std::vector<Mark>& marks, const Vec2& p, double eps, size_t i, size_t j) {
        for (size_t k = 0; k < marks.size(); ++k)
            if (k != i && k != j && ((marks[k].a - p).norm() <= eps || (marks[k].b - p).norm() <= eps)) return true;
        return false;
    }

    // L: the median length of the lines long enough to be bonds (a fifth of the longest
    // tenth at least, which leaves out corner joins and hash strokes).
    void measure() {
        std::vector<double> lengths;
        for (const Mark& m : lines_) lengths.push_back(m.length());
        if (lengths.empty()) return;
        std::vector<double> sorted = lengths;
        std::sort(sorted.begin(), sorted.end());
        const double p90 = sorted[static_cast<size_t>(0.9 * static_cast<double>(sorted.size() - 1))];
        std::vector<double> long_ones;
        for (double l : lengths)
            if (l >= 0.3 * p90) long_ones.push_back(l);
        L_ = median(long_ones);
        // Hash strokes are measured against the longest bonds: where labels shorten most
        // bonds (a chemfig formula), L is short and a hash's widest strokes exceed half of it.
        longest_ = std::max(L_, p90);
        out_.bond_length = L_;
        out_.snap = kJoinShare * L_;
    }

    // A wedge: a filled triangle (tip at one atom, base at the other), or RDKit's two pieces
    // of one (a triangle and a quadrilateral, in the atoms' colours). Its axis is a single bond.
    void read_wedges() {
        std::vector<Mark> axes;
        for (const Polygon& p : polygons_) {
            const size_t n = p.v.size();
            Box box;
            for (const Vec2& v : p.v) box.add(v);
            if (box.diagonal() > 2 * L_) continue;   // a background, a frame
            std::optional<std::pair<Vec2, Vec2>> axis;   // narrow end, wide end
            if (n == 3) {
                size_t s = 0;   // the shortest side s -> s+1: the base; the tip opposite
                for (size_t k = 1; k < 3; ++k)
                    if ((p.v[(k + 1) % 3] - p.v[k]).norm() < (p.v[(s + 1) % 3] - p.v[s]).norm()) s = k;
                const Vec2 base = 0.5 * (p.v[s] + p.v[(s + 1) % 3]);
                const Vec2 tip = p.v[(s + 2) % 3];
                if ((base - tip).norm() >= 1.5 * (p.v[(s + 1) % 3] - p.v[s]).norm()) axis = {{tip, base}};
            } else if (n == 4) {
                // The pair of opposite sides shorter together: the two ends.
                const auto side = [&](size_t k) { return (p.v[(k + 1) % 4] - p.v[k]).norm(); };
                const size_t s = side(0) + side(2) <= side(1) + side(3) ? 0 : 1;
                Vec2 m0 = 0.5 * (p.v[s] + p.v[s + 1]), m1 = 0.5 * (p.v[s + 2] + p.v[(s + 3) % 4]);
                double w0 = side(s), w1 = side(s + 2);
                if (w0 > w1) std::swap(m0, m1), std::swap(w0, w1);
                if ((m1 - m0).norm() >= 1.5 * w1) axis = {{m0, m1}};
            }
            if (!axis) {
                glyphs_.push_back(p.item);
                continue;
            }
            axes.push_back(Mark{axis->first, axis->second, {p.item}, p.color});
        }
        // RDKit's two pieces of one wedge meet end to end.
        merge_halves(axes, false);
        for (Mark& m : axes) pieces_.push_back(Piece{m.a, m.b, 1, true, m.items, {-1, -1}});
    }

    // A hash: short parallel strokes across the bond, their midpoints in a row along it.
    void read_hashes() {
        std::vector<size_t> shortish;
        for (size_t k = 0; k < lines_.size(); ++k)
            if (lines_[k].length() < kHashStrokeShare * longest_) shortish.push_back(k);
        UnionFind uf(lines_.size());
        for (size_t x = 0; x < shortish.size(); ++x)
            for (size_t y = x + 1; y < shortish.size(); ++y) {
                const Mark& p = lines_[shortish[x]];
                const Mark& q = lines_[shortish[y]];
                const Vec2 dp = (p.b - p.a) / p.length(), dq = (q.b - q.a) / q.length();
                if (std::abs(cross(dp, dq)) > std::sin(15 * kPi / 180)) continue;
                const Vec2 mp = 0.5 * (p.a + p.b), mq = 0.5 * (q.a + q.b);
                const Vec2 gap = mq - mp;
                if (gap.norm() > 0.3 * longest_ || gap.norm() == 0) continue;
                if (std::abs(gap.dot(dp)) > 0.5 * gap.norm()) continue;   // in a row across the strokes
                uf.join(static_cast<int>(shortish[x]), static_cast<int>(shortish[y]));
            }
        std::vector<std::vector<size_t>> groups(lines_.size());
        for (size_t k : shortish) groups[static_cast<size_t>(uf.find(static_cast<int>(k)))].push_back(k);
        std::vector<bool> used(lines_.size(), false);
        for (const auto& g : groups) {
            if (g.size() < 3) continue;
            // Along the row: from the first midpoint to the last, the narrow end first.
            const Mark& s0 = lines_[g[0]];
            const Vec2 across = (s0.b - s0.a) / s0.length();
            const Vec2 along{-across.y(), across.x()};
            double lo = std::numeric_limits<double>::infinity(), hi = -lo, mean = 0;
            size_t lo_k = g[0], hi_k = g[0];
            for (size_t k : g) {
                const double t = along.dot(0.5 * (lines_[k].a + lines_[k].b));
                mean += lines_[k].length();
                if (t < lo) lo = t, lo_k = k;
                if (t > hi) hi = t, hi_k = k;
            }
            mean /= static_cast<double>(g.size());
            if (hi - lo < 1.5 * mean) continue;   // three short parallel lines side by side: a triple bond
            const double spacing = (hi - lo) / static_cast<double>(g.size() - 1);
            Vec2 a = 0.5 * (lines_[lo_k].a + lines_[lo_k].b), b = 0.5 * (lines_[hi_k].a + lines_[hi_k].b);
            if (lines_[lo_k].length() > lines_[hi_k].length()) std::swap(a, b);
            const Vec2 u = (b - a) / (b - a).norm();
            Piece piece{a - spacing * u, b + spacing * u, 1, true, {}, {-1, -1}};
            for (size_t k : g) {
                used[k] = true;
                piece.items.insert(piece.items.end(), lines_[k].items.begin(), lines_[k].items.end());
            }
            std::sort(piece.items.begin(), piece.items.end());
            piece.items.erase(std::unique(piece.items.begin(), piece.items.end()), piece.items.end());
            pieces_.push_back(piece);
        }
        std::vector<Mark> rest;
        for (size_t k = 0; k < lines_.size(); ++k)
            // A short line in two halves of two colours is still a bond: RDKit's bond between
            // two labels drawn crowded together (an N-methyl's H3C beside its N).
            if (!used[k] && (lines_[k].length() >= kBondLineShare * L_ || lines_[k].items.size() >= 2))
                rest.push_back(lines_[k]);
        lines_ = std::move(rest);
    }

    // Parallel lines side by side are one bond: two a double bond, three a triple. Its axis
    // is the longest line (a ring's inner line is shorter), or the middle of lines of one
    // length (a double bond drawn symmetric about its axis).
    void group_multiple() {
        UnionFind uf(lines_.size());
        for (size_t i = 0; i < lines_.size(); ++i)
            for (size_t j = i + 1; j < lines_.size(); ++j) {
                const Mark& p = lines_[i].length() >= lines_[j].length() ? lines_[i] : lines_[j];
                const Mark& q = &p == &lines_[i] ? lines_[j] : lines_[i];
                const Vec2 u = (p.b - p.a) / p.length();
                const Vec2 dq = q.b - q.a;
                if (std::abs(cross(u, dq)) > std::sin(kParallelDeg * kPi / 180) * q.length()) continue;
                const double off_a = std::abs(cross(u, q.a - p.a)), off_b = std::abs(cross(u, q.b - p.a));
                const double off = 0.5 * (off_a + off_b);
                if (off > kCompanionShare * L_ || off < 0.03 * L_) continue;
                double t0 = u.dot(q.a - p.a), t1 = u.dot(q.b - p.a);
                if (t0 > t1) std::swap(t0, t1);
                const double overlap = std::min(t1, p.length()) - std::max(t0, 0.0);
                if (overlap < 0.5 * q.length()) continue;
                // And it runs along most of the bond, as RDKit, chemfig and hand drawings draw
                // the second line (inset at a ring's corners, or cut at a label): a short line
                // beside the middle of a long one is another bond crossing near it (a cage's long
                // bonds lying close and parallel in its projection).
                if (overlap < kCoverShare * p.length()) continue;
                // A bond's second line stays between its atoms: a line sticking out past the
                // longer one's end is another bond that happens to run alongside (a bridged
                // ring's bond drawn across a C=O).
                if (t0 < -kOverhangShare * L_ || t1 > p.length() + kOverhangShare * L_) continue;
                uf.join(static_cast<int>(i), static_cast<int>(j));
            }
        std::vector<std::vector<size_t>> groups(lines_.size());
        for (size_t k = 0; k < lines_.size(); ++k) groups[static_cast<size_t>(uf.find(static_cast<int>(k)))].push_back(k);
        for (const auto& g : groups) {
            if (g.empty()) continue;
            Piece piece;
            piece.order = static_cast<int>(g.size());
            for (size_t k : g) piece.items.insert(piece.items.end(), lines_[k].items.begin(), lines_[k].items.end());
            size_t longest = g[0];
            for (size_t k : g)
                if (lines_[k].length() > lines_[longest].length()) longest = k;
            const Mark& m = lines_[longest];
            piece.a = m.a, piece.b = m.b;
            if (g.size() == 2) {
                const Mark& other = lines_[g[0] == longest ? g[1] : g[0]];
                if (other.length() >= 0.9 * m.length()) {
                    // Of one length: the axis between them (the other's ends matched by direction).
                    const bool same_way = (other.b - other.a).dot(m.b - m.a) > 0;
                    const Vec2 oa = same_way ? other.a : other.b, ob = same_way ? other.b : other.a;
                    piece.a = 0.5 * (m.a + oa), piece.b = 0.5 * (m.b + ob);
                }
            } else if (g.size() == 3) {
                // The middle line: the one between the other two.
                const Vec2 u = (m.b - m.a) / m.length();
                std::vector<std::pair<double, size_t>> offs;
                for (size_t k : g) offs.push_back({cross(u, 0.5 * (lines_[k].a + lines_[k].b) - m.a), k});
                std::sort(offs.begin(), offs.end());
                const Mark& mid = lines_[offs[1].second];
                piece.a = mid.a, piece.b = mid.b;
            }
            pieces_.push_back(piece);
        }
    }

    // --- the labels -----------------------------------------------------------------------

    // Texts side by side or stacked closely are one label (RDKit writes each letter of "NH2"
    // as a text of its own, the H sometimes under or over the N); letters are read left to
    // right, then top to bottom, subscripts and superscripts in place.
    void read_labels() {
        struct Glyph {
            int item;
            Box box;
            std::string text;
            double font;
        };
        std::vector<Glyph> gl;
        for (int i : texts_) {
            const Text& t = std::get<Text>(scene_.items[static_cast<size_t>(i)].geometry);
            Box b = t.box;
            if (b.empty) b.add(t.anchor);
            gl.push_back(Glyph{i, b, t.content, t.font_size});
        }
        UnionFind uf(gl.size());
        for (size_t i = 0; i < gl.size(); ++i)
            for (size_t j = i + 1; j < gl.size(); ++j) {
                const double font = std::max(gl[i].font, gl[j].font);
                if (box_gap(gl[i].box, gl[j].box) > 0.35 * font) continue;
                // Texts drawn over each other (chemfig's CH3 on the O of a C=O when a bond
                // continues in the previous direction): no one molecule can be read there.
                if (std::abs(gl[i].font - gl[j].font) <= 0.1 * font && overlapping(gl[i].box, gl[j].box)) {
                    said_.add(diagnostic(
                        "molecule.label.overlap", Severity::Error, gl[j].item,
                        "The labels \"" + plain_label(gl[i].text) + "\" and \"" + plain_label(gl[j].text) +
                            "\" are drawn over each other, so the drawing shows no one molecule there; both are "
                            "read as atoms at one place, and the answer cannot pass."));
                    continue;
                }
                // Stacked (no height in common): RDKit's letters, one or two characters each (an
                // H under its N, a charge). Whole labels stacked closely are atoms of their own
                // (chemfig's CH3 just above the O of a C=O).
                const double common = std::min(gl[i].box.max.y(), gl[j].box.max.y()) -
                                      std::max(gl[i].box.min.y(), gl[j].box.min.y());
                if (common <= 0 && (plain_label(gl[i].text).size() > 2 || plain_label(gl[j].text).size() > 2)) continue;
                uf.join(static_cast<int>(i), static_cast<int>(j));
            }
        std::vector<std::vector<size_t>> groups(gl.size());
        for (size_t k = 0; k < gl.size(); ++k) groups[static_cast<size_t>(uf.find(static_cast<int>(k)))].push_back(k);
        for (auto& g : groups) {
            if (g.empty()) continue;
            Label label;
            for (size_t k : g) label.box.add(gl[k].box), label.font = std::max(label.font, gl[k].font);
            const bool tall = label.box.max.y() - label.box.min.y() > 1.6 * label.font &&
                              label.box.max.x() - label.box.min.x() < 1.2 * label.font;
            // Reading order as keys (a strict order): column buckets of a fifth of the font
            // left to right, a subscript (lower) before a superscript at one place; rows first
            // for a stacked label.
            const double unit = std::max(1e-9, 0.25 * label.font);
            const auto key = [&](size_t k) {
                const Glyph& p = gl[k];
                const double col = std::floor(p.box.min.x() / unit), row = std::floor(p.box.min.y() / (2 * unit));
                return tall ? std::make_tuple(row, col, -p.box.max.y()) : std::make_tuple(col, -p.box.max.y(), row);
            };
            std::sort(g.begin(), g.end(), [&](size_t x, size_t y) { return std::make_pair(key(x), x) < std::make_pair(key(y), y); });
            for (size_t k : g) label.text += gl[k].text, label.items.push_back(gl[k].item);
            labels_.push_back(label);
        }
    }

    // Two texts of one size, the smaller box nearly inside the other: drawn over each other.
    // Letters of one word only touch (a narrow letter's estimated box may reach into the
    // next one's by half), and subscripts and charges are of a smaller size.
    static bool overlapping(const Box& a, const Box& b) {
        if (a.empty || b.empty) return false;
        const double w = std::min(a.max.x(), b.max.x()) - std::max(a.min.x(), b.min.x());
        const double h = std::min(a.max.y(), b.max.y()) - std::max(a.min.y(), b.min.y());
        if (w <= 0 || h <= 0) return false;
        const auto area = [](const Box& x) { return (x.max.x() - x.min.x()) * (x.max.y() - x.min.y()); };
        return w * h > 0.8 * std::min(area(a), area(b));
    }

    // Labels drawn as glyph outlines (RDKit's default with FreeType): filled shapes where
    // labels would be and no text. They cannot be read as letters: say so, read nothing.
    bool glyph_labels() {
        const int item = glyphs_.front();
        unreadable("molecule.label.glyphs", item,
                   "The drawing's atom labels are drawn as " + std::to_string(glyphs_.size()) +
                       " glyph outlines (filled paths, as RDKit draws text by default), not as text; which elements "
                       "they name cannot be read, so the molecule is not judged. Write labels as <text> (RDKit: "
                       "drawOptions or MolDraw2DSVG without FreeType).");
        return true;
    }

    // --- atoms where bonds end --------------------------------------------------------

    // The label a line end reaches: among labels within reach of the end, the one the line
    // points at (nearest to a point a little past the end, along the line), since bonds stop
    // short of their labels and another label may sit closer beside the end.
    int label_at(const Vec2& p, const Vec2& outward) const {
        const double n = outward.norm();
        const Vec2 ahead = n > 0 ? p + (0.15 * L_ / n) * outward : p;
        int best = -1;
        double best_d = 0, best_c = 0;
        for (size_t k = 0; k < labels_.size(); ++k) {
            if (box_distance(labels_[k].box, p) > kLabelShare * L_) continue;
            const double d = box_distance(labels_[k].box, ahead), c = (labels_[k].centre() - p).norm();
            if (best < 0 || d < best_d || (d == best_d && c < best_c)) best_d = d, best_c = c, best = static_cast<int>(k);
        }
        return best;
    }

    // Where two bonds' lines end at one point (a junction drawn), there is an atom of its
    // own, a carbon, though a label lies within reach (RDKit's N of a bridged ring a few
    // units off, an N-methyl's H3C drawn over the junction). Only a junction at a label's
    // middle (lines drawn to its centre, the text over them) is that label's atom.
    bool junction_off_label(const Piece& piece, const Vec2& p, int l) const {
        const double eps = kJunctionShare * L_;
        bool junction = false;
        for (const Piece& other : pieces_)
            if (&other != &piece && !other.weak && ((other.a - p).norm() <= eps || (other.b - p).norm() <= eps))
                junction = true;
        if (!junction) return false;
        const Label& label = labels_[static_cast<size_t>(l)];
        return (label.centre() - p).norm() > 0.25 * label.box.diagonal();
    }

    int node_near(const Vec2& p, double reach) const {
        int best = -1;
        double best_d = reach;
        for (size_t k = 0; k < nodes_.size(); ++k) {
            if (nodes_[k].label >= 0) continue;
            const double d = (nodes_[k].at - p).norm();
            if (d <= best_d) best_d = d, best = static_cast<int>(k);
        }
        return best;
    }

    void place_nodes() {
        label_node_.assign(labels_.size(), -1);
        const auto of_label = [&](int l) {
            if (label_node_[static_cast<size_t>(l)] < 0) {
                label_node_[static_cast<size_t>(l)] = static_cast<int>(nodes_.size());
                nodes_.push_back(Node{labels_[static_cast<size_t>(l)].centre(), l, 0});
            }
            return label_node_[static_cast<size_t>(l)];
        };
        // Exact ends first (lines), then a wedge's or hash's, which join what is near.
        for (int pass = 0; pass < 2; ++pass)
            for (Piece& piece : pieces_) {
                if (piece.weak != (pass == 1)) continue;
                // A short line from a label whose other end also lies near that label (RDKit's
                // N-methyl squeezed inside a bicycle): its far end is a carbon.
                const int la = label_at(piece.a, piece.a - piece.b), lb = label_at(piece.b, piece.b - piece.a);
                int far_end = -1;
                if (la >= 0 && la == lb) {
                    const Box& box = labels_[static_cast<size_t>(la)].box;
                    const double da = box_distance(box, piece.a), db = box_distance(box, piece.b);
                    if (da > 0 || db > 0) far_end = da > db ? 0 : 1;
                }
                for (int e = 0; e < 2; ++e) {
                    const Vec2 p = e ? piece.b : piece.a;
                    int l = e == far_end ? -1 : (e ? lb : la);
                    if (l >= 0 && !piece.weak && junction_off_label(piece, p, l)) l = -1;
                    int n = l >= 0 ? of_label(l) : node_near(p, (piece.weak ? kWeakJoinShare : kJoinShare) * L_);
                    if (n < 0) {
                        n = static_cast<int>(nodes_.size());
                        nodes_.push_back(Node{p, -1, 0});
                    }
                    Node& node = nodes_[static_cast<size_t>(n)];
                    if (node.label < 0 && !piece.weak) node.at = (node.at * node.ends + p) / (node.ends + 1);
                    ++node.ends;
                    piece.end[e] = n;
                }
            }
        // Labels no bond reaches: a lone atom or ion ("Cl-" beside a cation) when they read as
        // one, else a caption, left out with a word.
        for (size_t l = 0; l < labels_.size(); ++l) {
            if (label_node_[l] >= 0) continue;
            if (parse_label(labels_[l].text, 0, false)) {
                of_label(static_cast<int>(l));
            } else if (said_.listed("molecule.label.ignored")) {
                said_.add(diagnostic("molecule.label.ignored", Severity::Warning, labels_[l].items.front(),
                                     "The text \"" + labels_[l].text + "\" reaches no bond and names no atom or "
                                     "group; it is read as a caption, not as part of the molecule."));
            } else {
                said_.count("molecule.label.ignored", Severity::Warning);
            }
        }
    }

    // --- the molecule -----------------------------------------------------------------

    void make_molecule() {
        // Per node, its bonds' orders (a label's group completes its valences with them).
        std::vector<int> external(nodes_.size(), 0);
        std::vector<double> reach_x(nodes_.size(), 0);
        std::vector<int> reach_n(nodes_.size(), 0);
        for (const Piece& piece : pieces_) {
            if (piece.end[0] == piece.end[1]) continue;
            for (int e = 0; e < 2; ++e) {
                const size_t n = static_cast<size_t>(piece.end[e]);
                external[n] += piece.order;
                reach_x[n] += (e ? piece.b : piece.a).x();
                ++reach_n[n];
            }
        }
        std::vector<int> atom_of(nodes_.size(), -1);
        std::vector<int> hydrogen_of(nodes_.size(), 0);   // a label "H": a hydrogen atom, folded below
        for (size_t n = 0; n < nodes_.size(); ++n) {
            const Node& node = nodes_[n];
            const Vec2 at = node.at;
            if (node.label < 0) {
                atom_of[n] = add_atom("C", 0, std::max(0, 4 - external[n]), at, 0.15 * L_, first_item(n));
                continue;
            }
            const Label& label = labels_[static_cast<size_t>(node.label)];
            const bool from_right = reach_n[n] > 0 && reach_x[n] / reach_n[n] > label.centre().x();
            const std::optional<LabelFragment> f = parse_label(label.text, external[n], from_right);
            const double radius = 0.5 * label.box.diagonal();
            if (!f) {
                Diagnostic d = diagnostic(
                    "molecule.label.unknown", Severity::Error, label.items.front(),
                    "The label \"" + label.text + "\" is no element symbol, no abbreviation of the table and no "
                    "condensed formula of them (docs/molecule.md, \"The abbreviation table\"); it is not guessed, so "
                    "the atom there stands for no element.");
                d.shapes.push_back(Shape{"location", Circle{at, radius}});
                out_.diagnostics.push_back(std::move(d));
                atom_of[n] = add_atom("?", 0, 0, at, radius, label.items.front());
                continue;
            }
            if (f->atoms.size() == 1 && f->atoms[0].element == "H" && reach_n[n] == 1 && external[n] == 1) {
                hydrogen_of[n] = 1;   // a drawn hydrogen: its neighbour's, as drawings leave hydrogens out
                continue;
            }
            const int first = static_cast<int>(out_.atoms.size());
            for (const LabelAtom& a : f->atoms)
                add_atom(a.element, a.charge, a.hydrogens, at, radius, label.items.front());
            for (const LabelBond& b : f->bonds) add_bond(first + b.a, first + b.b, b.order, label.items, false);
            atom_of[n] = first + f->attach;
        }
        for (const Piece& piece : pieces_) {
            int x = piece.end[0], y = piece.end[1];
            if (x == y) continue;
            if (hydrogen_of[static_cast<size_t>(x)]) std::swap(x, y);
            if (hydrogen_of[static_cast<size_t>(y)]) {
                if (atom_of[static_cast<size_t>(x)] >= 0) ++out_.atoms[static_cast<size_t>(atom_of[static_cast<size_t>(x)])].hydrogens;
                continue;
            }
            if (atom_of[static_cast<size_t>(x)] < 0 || atom_of[static_cast<size_t>(y)] < 0) continue;
            add_bond(atom_of[static_cast<size_t>(x)], atom_of[static_cast<size_t>(y)], std::min(piece.order, 3),
                     piece.items, piece.order > 3);
        }
        // Two bonds between one pair (a line drawn twice): one bond, of the larger order, with
        // the first one's items. Stable: std::sort orders ties differently in libc++
        // (WebAssembly) and libstdc++, and the items kept would differ.
        std::stable_sort(out_.bonds.begin(), out_.bonds.end(), [](const Bond& p, const Bond& q) {
            return std::tie(p.a, p.b) < std::tie(q.a, q.b);
        });
        std::vector<Bond> unique;
        for (Bond& b : out_.bonds) {
            if (!unique.empty() && unique.back().a == b.a && unique.back().b == b.b) {
                unique.back().stated_order = std::max(unique.back().stated_order, b.stated_order);
                continue;
            }
            unique.push_back(std::move(b));
        }
        out_.bonds = std::move(unique);
        for (int i : curved_) {
            said_.add(diagnostic("molecule.bond.curved", Severity::Warning, i,
                                 words::describe_item(scene_, i) +
                                     " has curved pieces; only straight lines are bonds, so they were not read as bonds."));
        }
    }

    int first_item(size_t node) const {
        for (const Piece& p : pieces_)
            if ((p.end[0] == static_cast<int>(node) || p.end[1] == static_cast<int>(node)) && !p.items.empty())
                return p.items.front();
        return -1;
    }

    int add_atom(const std::string& element, int charge, int hydrogens, const Vec2& at, double radius, int item) {
        Atom a;
        a.element = element;
        a.charge = charge;
        a.hydrogens = hydrogens;
        a.center = at;
        a.radius = radius;
        a.item = item;
        a.label = element;
        a.cls = element == "?" ? -1 : options_.palette.symbol_class(element);
        if (a.cls < 0 && element != "?" && said_.listed("molecule.atom.symbol")) {
            said_.add(diagnostic("molecule.atom.symbol", Severity::Error, item,
                                 "An atom labelled " + element + " has no colour in the task's palette, so it stands "
                                 "for no element of the task; add " + element + " to the palette."));
        }
        if (item >= 0) a.span = scene_.items[static_cast<size_t>(item)].source.span;
        out_.atoms.push_back(a);
        return static_cast<int>(out_.atoms.size()) - 1;
    }

    void add_bond(int x, int y, int order, const std::vector<int>& items, bool too_many) {
        if (x == y) return;
        Bond b;
        b.a = std::min(x, y);
        b.b = std::max(x, y);
        b.items = items;
        b.stated_order = order;
        out_.bonds.push_back(b);
        if (too_many && !items.empty())
            said_.add(diagnostic("molecule.bond.lines", Severity::Warning, items.front(),
                                 "More than three parallel lines are drawn for one bond; it is read as a triple bond."));
    }

    // A circle inside a ring: the ring is aromatic, its bonds given a Kekulé structure
    // (docs/molecule.md, "Aromaticity and bond orders") so it compares as drawn alternating.
    void aromatic_circles() {
        if (circles_.empty() || out_.atoms.empty()) return;
        std::vector<bool> aromatic(out_.bonds.size(), false);
        bool any = false;
        for (const Circle& c : circles_) {
            if (c.r < 0.2 * L_ || c.r > 1.2 * L_) continue;
            for (size_t k = 0; k < out_.bonds.size(); ++k) {
                const Atom& p = out_.atoms[static_cast<size_t>(out_.bonds[k].a)];
                const Atom& q = out_.atoms[static_cast<size_t>(out_.bonds[k].b)];
                const double dp = (p.center - c.c).norm(), dq = (q.center - c.c).norm();
                const double dm = (0.5 * (p.center + q.center) - c.c).norm();
                if (dp > c.r && dq > c.r && dp < 1.35 * L_ && dq < 1.35 * L_ && dm < 1.1 * L_ &&
                    out_.bonds[k].stated_order == 1)
                    aromatic[k] = any = true;
            }
        }
        if (!any) return;
        std::vector<kekule::Edge> edges;
        std::vector<int> used(out_.atoms.size(), 0), arom_bonds(out_.atoms.size(), 0);
        for (size_t k = 0; k < out_.bonds.size(); ++k) {
            edges.push_back({out_.bonds[k].a, out_.bonds[k].b});
            for (int v : {out_.bonds[k].a, out_.bonds[k].b}) {
                if (aromatic[k]) ++arom_bonds[static_cast<size_t>(v)];
                else used[static_cast<size_t>(v)] += out_.bonds[k].stated_order;
            }
        }
        std::vector<bool> needs(out_.atoms.size(), false);
        for (size_t v = 0; v < out_.atoms.size(); ++v) {
            if (arom_bonds[v] == 0) continue;
            const Atom& a = out_.atoms[v];
            const int free = usual_valence(a.element, a.charge) - used[v] - arom_bonds[v] -
                             (a.element == "C" ? 0 : a.hydrogens);
            needs[v] = a.element == "C" ? (free >= 1 && used[v] < 2) : free == 1;
        }
        size_t steps = 1'000'000;
        std::vector<int> chosen;
        const kekule::Found found =
            kekule::perfect_matching(static_cast<int>(out_.atoms.size()), edges, aromatic, needs, steps, &chosen);
        for (size_t k = 0; k < out_.bonds.size(); ++k)
            if (aromatic[k]) out_.bonds[k].aromatic = true;
        if (found != kekule::Found::Yes) {
            out_.diagnostics.push_back(diagnostic(
                "molecule.aromatic", Severity::Error, -1,
                "A ring drawn with a circle inside has no Kekulé structure (alternating single and double bonds) "
                "with the atoms drawn; its bonds are read as single bonds."));
            return;
        }
        for (int k : chosen) out_.bonds[static_cast<size_t>(k)].stated_order = 2;
    }

    const Scene& scene_;
    const Options& options_;
    const std::string& source_;
    Drawing out_;
    CappedDiagnostics said_{out_.diagnostics};
    std::vector<int> texts_, glyphs_, curved_;
    std::vector<Mark> lines_;
    std::vector<Circle> circles_;
    std::vector<Piece> pieces_;
    std::vector<Label> labels_;
    std::vector<Node> nodes_;
    std::vector<int> label_node_;
    double L_ = 0;
    double longest_ = 0;   // the longest tenth of the lines' length
    size_t merge_steps_ = 0;
};

}  // namespace

Drawing read_skeletal(const Scene& scene, const Options& options, const std::string& source) {
    return SkeletalReader(scene, options, source).read();
}

bool has_skeletal_marks(const Scene& scene) {
    for (int i = 0; i < static_cast<int>(scene.items.size()); ++i) {
        const Item& item = scene.items[static_cast<size_t>(i)];
        if (!item.is_primary(i) || !item.style.visible) continue;
        if (std::holds_alternative<Text>(item.geometry)) return true;
        if ((std::holds_alternative<Segment>(item.geometry) || std::holds_alternative<Path>(item.geometry)) &&
            drawn_stroked(item.style))
            return true;
    }
    return false;
}

}  // namespace plumbline::molecule
