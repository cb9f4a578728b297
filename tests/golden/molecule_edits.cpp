// The single-edit generator (molecule_edits.hpp).
#include "molecule_edits.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <regex>
#include <set>

namespace golden::edits {

namespace {

constexpr double kPi = 3.14159265358979323846;

std::string upper(std::string s) {
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

double number(const std::string& element, const std::string& name) {
    const std::regex re(" " + name + "=\"([-0-9.e]+)\"");
    std::smatch m;
    return std::regex_search(element, m, re) ? std::stod(m[1].str()) : 0.0;
}

std::string text(const std::string& element, const std::string& name) {
    const std::regex re(" " + name + "=\"([^\"]*)\"");
    std::smatch m;
    return std::regex_search(element, m, re) ? m[1].str() : std::string();
}

std::string fixed(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    return buf;
}

double dist(double ax, double ay, double bx, double by) { return std::hypot(ax - bx, ay - by); }

// Distance from point p to segment a-b.
double to_segment(double px, double py, double ax, double ay, double bx, double by) {
    const double dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
    double t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    return dist(px, py, ax + t * dx, ay + t * dy);
}

int nearest_atom(const Molecule& m, double x, double y) {
    int best = -1;
    double d = 1e300;
    for (size_t k = 0; k < m.atoms.size(); ++k) {
        const double e = dist(x, y, m.atoms[k].x, m.atoms[k].y);
        if (e < d) d = e, best = static_cast<int>(k);
    }
    return best;
}

// n indices spread evenly over 0..count-1 (all when count <= n).
std::vector<size_t> spread(size_t count, int n) {
    std::vector<size_t> out;
    if (count == 0) return out;
    if (count <= static_cast<size_t>(n)) {
        for (size_t k = 0; k < count; ++k) out.push_back(k);
        return out;
    }
    for (int k = 0; k < n; ++k) out.push_back(static_cast<size_t>(k) * count / static_cast<size_t>(n));
    return out;
}

// The drawing as the reference writes it: lines first, then circles; `skip_lines` and
// `skip_atoms` left out, `fills` replacing some atoms' fills, `extra` elements appended
// (lines before circles).
struct Draft {
    const Molecule& m;
    std::set<int> skip_lines, skip_atoms;
    std::map<int, std::string> fills;
    std::map<int, std::pair<double, double>> moved_atoms;
    std::vector<std::string> extra_lines, extra_circles;

    explicit Draft(const Molecule& mol) : m(mol) {}

    // The lines of a bond of `order` from (ax, ay) to (bx, by), offset as the references
    // draw double (±0.08 L) and triple (0, ±0.12 L) bonds.
    void add_bond(double ax, double ay, double bx, double by, int order) {
        const double len = dist(ax, ay, bx, by);
        const double nx = -(by - ay) / len, ny = (bx - ax) / len;
        std::vector<double> offsets = {0};
        if (order == 2) offsets = {-0.08, 0.08};
        if (order >= 3) offsets = {-0.12, 0, 0.12};
        for (double o : offsets) {
            const double ox = o * m.bond_length * nx, oy = o * m.bond_length * ny;
            extra_lines.push_back("<line x1=\"" + fixed(ax + ox) + "\" y1=\"" + fixed(ay + oy) + "\" x2=\"" +
                                  fixed(bx + ox) + "\" y2=\"" + fixed(by + oy) +
                                  "\" stroke=\"black\" stroke-width=\"1\" />");
        }
    }

    void add_atom(double x, double y, const std::string& fill) {
        extra_circles.push_back("<circle cx=\"" + fixed(x) + "\" cy=\"" + fixed(y) + "\" r=\"1.5\" fill=\"" + fill + "\" />");
    }

    std::string svg() const {
        double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;
        const auto grow = [&](double x, double y) {
            x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
        };
        for (const Atom& a : m.atoms) grow(a.x, a.y);
        for (const auto& [k, p] : moved_atoms) grow(p.first, p.second);
        for (const std::string& c : extra_circles) grow(number(c, "cx"), number(c, "cy"));
        std::string out = "```svg\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"" + fixed(x0 - 10) + " " +
                          fixed(y0 - 10) + " " + fixed(x1 - x0 + 20) + " " + fixed(y1 - y0 + 20) + "\">\n";
        for (size_t k = 0; k < m.lines.size(); ++k)
            if (!skip_lines.count(static_cast<int>(k))) out += m.lines[k] + "\n";
        for (const std::string& l : extra_lines) out += l + "\n";
        for (size_t k = 0; k < m.atoms.size(); ++k) {
            if (skip_atoms.count(static_cast<int>(k))) continue;
            const Atom& a = m.atoms[k];
            const auto f = fills.find(static_cast<int>(k));
            const auto p = moved_atoms.find(static_cast<int>(k));
            const double x = p == moved_atoms.end() ? a.x : p->second.first;
            const double y = p == moved_atoms.end() ? a.y : p->second.second;
            out += "<circle cx=\"" + fixed(x) + "\" cy=\"" + fixed(y) + "\" r=\"" + fixed(a.r) + "\" fill=\"" +
                   (f == fills.end() ? a.fill : f->second) + "\" />\n";
        }
        for (const std::string& c : extra_circles) out += c + "\n";
        return out + "</svg>\n```\n";
    }
};

// Where a new atom bonded to `at` fits best: one bond length away, in the direction (of 24)
// farthest from every other atom and line; `ignore` is an atom that is not there (the one
// being moved). Fails when nothing is clear by half a bond length.
bool free_place(const Molecule& m, int at, int ignore, double& px, double& py) {
    const double L = m.bond_length;
    const Atom& c = m.atoms[static_cast<size_t>(at)];
    double best = -1;
    for (int k = 0; k < 24; ++k) {
        const double angle = 2 * kPi * k / 24;
        const double x = c.x + L * std::cos(angle), y = c.y + L * std::sin(angle);
        double clear = 1e300;
        for (size_t j = 0; j < m.atoms.size(); ++j) {
            if (static_cast<int>(j) == ignore || static_cast<int>(j) == at) continue;
            const Atom& o = m.atoms[j];
            clear = std::min(clear, dist(x, y, o.x, o.y));
            clear = std::min(clear, 2 * to_segment(o.x, o.y, c.x, c.y, x, y));
        }
        for (const Bond& b : m.bonds) {
            if (b.a == ignore || b.b == ignore) continue;
            const Atom& p = m.atoms[static_cast<size_t>(b.a)];
            const Atom& q = m.atoms[static_cast<size_t>(b.b)];
            clear = std::min(clear, 2 * to_segment(x, y, p.x, p.y, q.x, q.y));
        }
        if (clear > best) best = clear, px = x, py = y;
    }
    return best >= 0.5 * L;
}

std::vector<int> atoms_of_bond_lines(const Molecule& m, int atom) {
    std::vector<int> lines;
    for (const auto& [n, b] : m.neighbours[static_cast<size_t>(atom)])
        for (int l : m.bonds[static_cast<size_t>(b)].lines) lines.push_back(l);
    return lines;
}

int graph_distance(const Molecule& m, int from, int to, int cap) {
    std::vector<int> d(m.atoms.size(), -1);
    std::vector<int> queue = {from};
    d[static_cast<size_t>(from)] = 0;
    for (size_t k = 0; k < queue.size(); ++k) {
        const int u = queue[k];
        if (u == to) return d[static_cast<size_t>(u)];
        if (d[static_cast<size_t>(u)] >= cap) continue;
        for (const auto& [v, b] : m.neighbours[static_cast<size_t>(u)])
            if (d[static_cast<size_t>(v)] < 0) d[static_cast<size_t>(v)] = d[static_cast<size_t>(u)] + 1, queue.push_back(v);
    }
    return -1;
}

std::string element(const Molecule& m, int atom) {
    const auto it = m.element_of_fill.find(upper(m.atoms[static_cast<size_t>(atom)].fill));
    return it == m.element_of_fill.end() ? "?" : it->second;
}

}  // namespace

std::string atom_label(const Molecule& m, int atom) { return element(m, atom) + std::to_string(atom + 1); }

Molecule parse(const std::string& svg, const std::map<std::string, std::string>& palette) {
    Molecule m;
    for (const auto& [symbol, colour] : palette) {
        std::string& name = m.element_of_fill[upper(colour)];
        name += (name.empty() ? "" : "/") + symbol;
    }
    // Class names in the palette's order would need the task's order; alphabetical is as good for names here.
    for (const auto& [fill, name] : m.element_of_fill) m.fill_of_element[name] = fill;
    const std::regex element("<(line|circle) [^>]*/>");
    for (auto it = std::sregex_iterator(svg.begin(), svg.end(), element); it != std::sregex_iterator(); ++it) {
        const std::string e = it->str();
        if ((*it)[1] == "circle") m.atoms.push_back(Atom{number(e, "cx"), number(e, "cy"), number(e, "r"), text(e, "fill")});
        else m.lines.push_back(e);
    }
    std::vector<double> nearest;
    for (size_t i = 0; i < m.atoms.size(); ++i) {
        double d = 1e300;
        for (size_t j = 0; j < m.atoms.size(); ++j)
            if (i != j) d = std::min(d, dist(m.atoms[i].x, m.atoms[i].y, m.atoms[j].x, m.atoms[j].y));
        nearest.push_back(d);
    }
    if (!nearest.empty()) {
        std::sort(nearest.begin(), nearest.end());
        m.bond_length = nearest[nearest.size() / 2];
    }
    std::map<std::pair<int, int>, size_t> bond_at;
    for (size_t k = 0; k < m.lines.size(); ++k) {
        const std::string& l = m.lines[k];
        int a = nearest_atom(m, number(l, "x1"), number(l, "y1"));
        int b = nearest_atom(m, number(l, "x2"), number(l, "y2"));
        if (a > b) std::swap(a, b);
        m.line_atoms.emplace_back(a, b);
        const auto [it, fresh] = bond_at.emplace(std::make_pair(a, b), m.bonds.size());
        if (fresh) m.bonds.push_back(Bond{a, b, {}});
        m.bonds[it->second].lines.push_back(static_cast<int>(k));
    }
    m.neighbours.resize(m.atoms.size());
    for (size_t k = 0; k < m.bonds.size(); ++k) {
        m.neighbours[static_cast<size_t>(m.bonds[k].a)].emplace_back(m.bonds[k].b, static_cast<int>(k));
        m.neighbours[static_cast<size_t>(m.bonds[k].b)].emplace_back(m.bonds[k].a, static_cast<int>(k));
    }
    return m;
}

std::vector<Edit> single_edits(const Molecule& m, int per_kind) {
    std::vector<Edit> out;
    const double L = m.bond_length;
    const auto add = [&](const std::string& kind, const std::string& what, int cost, const Draft& d) {
        out.push_back(Edit{kind, what, cost, d.svg()});
    };
    const auto label = [&](int atom) { return atom_label(m, atom); };
    const auto bond_label = [&](const Bond& b) { return label(b.a) + "-" + label(b.b); };

    // bond-deleted
    for (size_t k : spread(m.bonds.size(), per_kind)) {
        Draft d(m);
        for (int l : m.bonds[k].lines) d.skip_lines.insert(l);
        add("bond-deleted", "bond " + bond_label(m.bonds[k]) + " left out", 1, d);
    }

    // bond-added: atoms 1.3 to 2.2 bond lengths apart, not bonded, the line clear of others
    std::vector<std::pair<int, int>> pairs;
    std::set<std::pair<int, int>> bonded;
    for (const Bond& b : m.bonds) bonded.insert({b.a, b.b});
    for (size_t i = 0; i < m.atoms.size(); ++i)
        for (size_t j = i + 1; j < m.atoms.size(); ++j) {
            const Atom &p = m.atoms[i], &q = m.atoms[j];
            const double d = dist(p.x, p.y, q.x, q.y);
            if (d < 1.3 * L || d > 2.2 * L || bonded.count({static_cast<int>(i), static_cast<int>(j)})) continue;
            bool clear = true;
            for (size_t o = 0; o < m.atoms.size() && clear; ++o)
                if (o != i && o != j && to_segment(m.atoms[o].x, m.atoms[o].y, p.x, p.y, q.x, q.y) < 0.3 * L) clear = false;
            if (clear) pairs.emplace_back(static_cast<int>(i), static_cast<int>(j));
        }
    for (size_t k : spread(pairs.size(), per_kind)) {
        const auto [i, j] = pairs[k];
        Draft d(m);
        const Atom &p = m.atoms[static_cast<size_t>(i)], &q = m.atoms[static_cast<size_t>(j)];
        d.add_bond(p.x, p.y, q.x, q.y, 1);
        add("bond-added", "bond " + label(i) + "-" + label(j) + " added", 1, d);
    }

    // atom-deleted
    for (size_t k : spread(m.atoms.size(), per_kind)) {
        Draft d(m);
        d.skip_atoms.insert(static_cast<int>(k));
        for (int l : atoms_of_bond_lines(m, static_cast<int>(k))) d.skip_lines.insert(l);
        const int degree = static_cast<int>(m.neighbours[k].size());
        add("atom-deleted", label(static_cast<int>(k)) + " left out with its " + std::to_string(degree) + " bonds",
            1 + degree, d);
    }

    // atom-added: a C (an O on every other one) bonded to an atom where there is room
    std::vector<std::pair<int, std::pair<double, double>>> places;
    for (size_t k = 0; k < m.atoms.size(); ++k) {
        double x, y;
        if (free_place(m, static_cast<int>(k), -1, x, y)) places.push_back({static_cast<int>(k), {x, y}});
    }
    int n = 0;
    for (size_t k : spread(places.size(), per_kind)) {
        const auto& [at, p] = places[k];
        const std::string el = n++ % 2 ? "O" : "C";
        Draft d(m);
        const Atom& c = m.atoms[static_cast<size_t>(at)];
        d.add_bond(c.x, c.y, p.first, p.second, 1);
        d.add_atom(p.first, p.second, m.fill_of_element.at(el));
        add("atom-added", "an " + el + " added on " + label(at), 2, d);
    }

    // element: a C becomes N or O (alternately), anything else C
    n = 0;
    for (size_t k : spread(m.atoms.size(), per_kind)) {
        const std::string was = element(m, static_cast<int>(k));
        const std::string now = was != "C" ? "C" : n++ % 2 ? "O" : "N";
        Draft d(m);
        d.fills[static_cast<int>(k)] = m.fill_of_element.at(now);
        add("element", label(static_cast<int>(k)) + " drawn as " + now, 1, d);
    }

    // swap: pairs of different elements, half of them near (two bonds apart at most)
    std::vector<std::pair<int, int>> near, far;
    for (size_t i = 0; i < m.atoms.size(); ++i)
        for (size_t j = i + 1; j < m.atoms.size(); ++j) {
            if (element(m, static_cast<int>(i)) == element(m, static_cast<int>(j))) continue;
            const int g = graph_distance(m, static_cast<int>(i), static_cast<int>(j), 2);
            (g >= 0 ? near : far).emplace_back(static_cast<int>(i), static_cast<int>(j));
        }
    std::vector<std::pair<int, int>> swaps;
    for (size_t k : spread(near.size(), per_kind / 2)) swaps.push_back(near[k]);
    for (size_t k : spread(far.size(), per_kind - static_cast<int>(swaps.size()))) swaps.push_back(far[k]);
    for (const auto& [i, j] : swaps) {
        Draft d(m);
        d.fills[i] = m.atoms[static_cast<size_t>(j)].fill;
        d.fills[j] = m.atoms[static_cast<size_t>(i)].fill;
        add("swap", label(i) + " and " + label(j) + " swapped", 2, d);
    }

    // moved: a terminal atom t on atom p drawn on q, a neighbour of p, where there is room
    struct Move {
        int t, p, q, bond;
        double x, y;
    };
    std::vector<Move> moves;
    for (size_t t = 0; t < m.atoms.size(); ++t) {
        if (m.neighbours[t].size() != 1) continue;
        const auto [p, bond] = m.neighbours[t].front();
        for (const auto& [q, other] : m.neighbours[static_cast<size_t>(p)]) {
            (void)other;
            if (q == static_cast<int>(t)) continue;
            double x, y;
            if (free_place(m, q, static_cast<int>(t), x, y)) moves.push_back(Move{static_cast<int>(t), p, q, bond, x, y});
        }
    }
    for (size_t k : spread(moves.size(), per_kind)) {
        const Move& mv = moves[k];
        Draft d(m);
        const Bond& b = m.bonds[static_cast<size_t>(mv.bond)];
        for (int l : b.lines) d.skip_lines.insert(l);
        const Atom& q = m.atoms[static_cast<size_t>(mv.q)];
        d.moved_atoms[mv.t] = {mv.x, mv.y};
        d.add_bond(q.x, q.y, mv.x, mv.y, static_cast<int>(b.lines.size()));
        add("moved", label(mv.t) + " moved from " + label(mv.p) + " to " + label(mv.q), 2, d);
    }
    return out;
}

}  // namespace golden::edits
