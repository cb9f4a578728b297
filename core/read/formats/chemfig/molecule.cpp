// chemfig's molecule parser and layout, step for step after chemfig.tex (v1.6): the same
// state (the default and previous angles, the last action, the ring being drawn), the same
// rules for which atom of a group a bond leaves and reaches, the same node placement and
// bond shortening. Comments name the chemfig macro each step follows.
#include "formats/chemfig/molecule.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "formats/chemfig/atoms.hpp"
#include "formats/tikz/pgfmath.hpp"
#include "formats/tikz/tex_characters.hpp"

namespace plumbline::chemfig {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr std::string_view kStops = "-=(*<>~";   // \CF_seeknodea: what ends an atom group
constexpr std::string_view kBonds = "-=<>~";
constexpr int kMaxNesting = 48;   // branches and rings in one another (no molecule nests so deep)

Vec2 polar(double degrees, double r) { return Vec2(r * std::cos(degrees * kPi / 180), r * std::sin(degrees * kPi / 180)); }

// One typeset atom: its box around `centre` (half sizes) and what it typesets.
struct Node {
    Vec2 centre;
    double half_w = 0, half_h = 0;
    double height = 0, depth = 0;   // its own, for the next group's \vphantom strut
    bool empty = true;
};

struct NodeRef {
    int group = -1;
    int atom = 0;   // 0-based
    bool valid() const { return group >= 0; }
};

struct BondSpec {
    int type = 1;          // \CF_assignbondcode: 1 -, 2 =, 3 ~, 4 >, 5 <, 6 >:, 7 <:, 8 >|, 9 <|
    int double_type = 0;   // 0 centred, 1 `=^` (second line to the left), 2 `=_`
    std::string start_offset, end_offset;   // -#(a,b)
    std::string tikz;
    size_t begin = 0, end = 0;
};

struct State {
    double default_angle = 0, default_length = 1;
    int default_from = 0, default_to = 0;   // 1-based; 0 = not given
    std::string default_tikz;
    double previous_angle = 0, current_angle = 0, current_length = 1;
    int current_from = 0, current_to = 0;
    std::string current_tikz;
    int last_action = 0;   // 0 start, 1 atom group drawn, 2 bond read, 3 after/inside a ring
    bool in_cycle = false;
    int cycle_num = 0, cycle_bonds = 0, last_cycle_num = 0;
    double init_cycle_angle = 0;
    NodeRef hook_cycle;
    bool hook_group_empty = true;
    int last_group = -1;
    bool previous_group_empty = true;
    Vec2 node{0, 0};        // CF_node: where the next group's atom goes
    NodeRef bond_out;       // \CF_bondoutnode as last evaluated
    BondSpec bond;          // the bond read, drawn when its end group is
};

struct Group {
    std::vector<int> nodes;
    bool empty = true;
};

struct SavedHook {
    NodeRef ref;
    bool atom_empty = true;
    int uses = 1;
    size_t offset = 0;   // in the code
};

class Layout {
public:
    Layout(const Code& code, const Settings& settings, const MoleculeLimits& limits, const Report& report,
           Drawing& out)
        : code_(code), s_(code.text), set_(settings), limits_(limits), report_(report), out_(out) {}

    bool run() {
        State st;
        molecule(0, s_.size(), st, false, {});
        for (const auto& [name, hook] : hooks_)
            if (hook.uses == 1 && !failed_)
                warn(Severity::Info, "chemfig.hook.unclosed",
                     "The ring closure \"" + name + "\" is never used again, so no bond is drawn for it (as chemfig does).",
                     hook.offset, hook.offset + 1);
        return !failed_;
    }

private:
    struct Arc {
        double from = 0, to = 360;
        size_t begin = 0, end = 0;
    };

    const Code& code_;
    const std::string& s_;
    const Settings& set_;
    const MoleculeLimits& limits_;
    const Report& report_;
    Drawing& out_;
    std::vector<Node> nodes_;
    std::vector<Group> groups_;
    std::vector<std::pair<std::string, SavedHook>> hooks_;
    bool correction_zero_ = false;   // \CF_cycleanglecorrection set to 0 once a bond is drawn
    bool failed_ = false;
    int depth_ = 0;
    bool style_warned_ = false;

    bool stopped() const { return failed_; }

    void error(const std::string& code, const std::string& message, size_t b, size_t e) {
        if (!failed_) report_(Severity::Error, code, message, code_.at(b), code_.at(std::max(b + 1, e) - 1) + 1);
        failed_ = true;
    }
    void warn(Severity sev, const std::string& code, const std::string& message, size_t b, size_t e) {
        report_(sev, code, message, code_.at(b), code_.at(std::max(b + 1, e) - 1) + 1);
    }
    bool spend(size_t at, std::int64_t n = 1) {
        if (failed_) return false;
        if (!limits_.steps) return true;
        *limits_.steps -= n;
        if (*limits_.steps >= 0) return true;
        error("read.limit.steps", "The molecule takes more steps to read than the budget allows; reading stopped here.",
              at, at + 1);
        return false;
    }
    bool add_item(size_t at) {
        if (!limits_.items) return true;
        if (++*limits_.items <= limits_.max_items) return true;
        error("read.limit.items",
              "The drawing has more than " + std::to_string(limits_.max_items) + " items; reading stopped here.", at,
              at + 1);
        return false;
    }

    double correction(int n) const { return correction_zero_ || n == 0 ? 0.0 : 180.0 / n; }

    // A pgfmath number (an angle, a length coefficient); nullopt after reporting.
    std::optional<double> number(std::string_view text, size_t b, size_t e, const char* what) {
        std::int64_t steps = 10000;
        const tikz::MathResult r = tikz::evaluate_math(text, steps);
        if (r.ok && std::isfinite(r.value) && std::abs(r.value) < 16383) return r.value;
        error("chemfig.bond.option",
              std::string("The ") + what + " \"" + std::string(text) + "\" is not a number pgfmath reads" +
                  (r.ok ? " (too large)" : ": " + r.error) + "; TeX stops here.",
              b, e);
        return std::nullopt;
    }

    // \CF_setbondangle
    std::optional<double> bond_angle(std::string_view text, const State& st, size_t b, size_t e) {
        text = trim(text);
        double a = 0;
        if (text.empty()) return st.default_angle;
        if (text.substr(0, 2) == "::") {
            const auto v = number(text.substr(2), b, e, "relative angle");
            if (!v) return std::nullopt;
            a = st.previous_angle + *v;
        } else if (text[0] == ':') {
            const auto v = number(text.substr(1), b, e, "angle");
            if (!v) return std::nullopt;
            a = *v;
        } else {
            const auto v = number(text, b, e, "angle");
            if (!v) return std::nullopt;
            a = *v * set_.angle_increment;
        }
        if (std::abs(a) > 360) a -= 360 * std::floor(a / 360);
        if (a < 0) a += 360;
        return a;
    }

    // Past the `close` matching the opener at i (braces nest too: chemfig reads both as
    // groups), or npos.
    size_t matching(size_t i, size_t e, char open, char close) const {
        int depth = 0, braces = 0;
        for (size_t j = i; j < e; ++j) {
            const char c = s_[j];
            if (c == '\\') {
                ++j;
                continue;
            }
            if (c == '{') ++braces;
            else if (c == '}') --braces;
            else if (braces == 0 && c == open) ++depth;
            else if (braces == 0 && c == close && --depth == 0) return j;
        }
        return std::string::npos;
    }

    // `[` ... `]` at i: the content range; npos when unclosed (reported).
    size_t bracket(size_t i, size_t e) {
        int braces = 0;
        for (size_t j = i + 1; j < e; ++j) {
            if (s_[j] == '{') ++braces;
            else if (s_[j] == '}') --braces;
            else if (s_[j] == ']' && braces == 0) return j;
        }
        error("chemfig.syntax.bracket",
              "This `[` is never closed by `]`; chemfig reads on past the molecule's end and TeX stops "
              "(\"Runaway argument\").",
              i, i + 1);
        return std::string::npos;
    }

    // \CF_bondoutnode: the atom of the last group a bond leaves from.
    NodeRef bond_out(const State& st, size_t b, size_t e) {
        NodeRef ref;
        if (st.last_group < 0) return ref;
        ref.group = st.last_group;
        const int count = static_cast<int>(groups_[st.last_group].nodes.size());
        if (st.current_from > 0) {
            if (st.current_from > count) {
                error("chemfig.bond.atom",
                      "The bond leaves atom " + std::to_string(st.current_from) + " of a group of " +
                          std::to_string(count) + "; TikZ stops (\"No shape named n" + std::to_string(st.last_group + 1) +
                          "-" + std::to_string(st.current_from) + "\").",
                      b, e);
                return NodeRef{};
            }
            ref.atom = st.current_from - 1;
        } else {
            const double a = st.current_angle;
            ref.atom = (a < 90 || a > 270) ? count - 1 : 0;
        }
        return ref;
    }

    // The point where the line from a node's centre towards `to` leaves its box.
    static Vec2 border(const Node& n, Vec2 to) {
        if (n.empty) return n.centre;
        const Vec2 d = to - n.centre;
        if (std::abs(d.x()) < 1e-12 && std::abs(d.y()) < 1e-12) return n.centre;
        double t = 1e300;
        if (std::abs(d.x()) > 1e-12) t = std::min(t, n.half_w / std::abs(d.x()));
        if (std::abs(d.y()) > 1e-12) t = std::min(t, n.half_h / std::abs(d.y()));
        return n.centre + d * t;
    }

    void add_stroke(Vec2 a, Vec2 b, double width, const BondSpec& bond) {
        if (!add_item(bond.begin)) return;
        out_.strokes.push_back({a, b, width, bond.begin, bond.end});
        out_.box.add(a);
        out_.box.add(b);
    }

    void add_triangle(Vec2 p0, Vec2 p1, Vec2 p2, bool filled, const BondSpec& bond) {
        if (!add_item(bond.begin)) return;
        Triangle t;
        t.p[0] = p0, t.p[1] = p1, t.p[2] = p2;
        t.filled = filled;
        t.begin = bond.begin, t.end = bond.end;
        out_.triangles.push_back(t);
        for (const Vec2& p : t.p) out_.box.add(p);
    }

    // A hashed wedge (\CF_drawbond types 6, 7): a dashed line as wide as the wedge's base,
    // clipped by the wedge; each dash becomes a stroke across the bond.
    void add_hashes(Vec2 base, Vec2 apex, Vec2 normal, const BondSpec& bond) {
        const Vec2 d = apex - base;
        const double length = d.norm();
        if (length <= 0) return;
        const Vec2 u = d * (1 / length);
        const double half = set_.cram_width / 2;
        const double on = set_.cram_dash_width, period = set_.cram_dash_width + set_.cram_dash_sep;
        if (on <= 0 || period <= 0) return;
        out_.box.add(base + normal * half);
        out_.box.add(base - normal * half);
        out_.box.add(apex);
        for (double t0 = 0; t0 < length && !stopped(); t0 += period) {
            if (!spend(bond.begin)) return;
            const double t1 = std::min(length, t0 + on);
            const double mid = (t0 + t1) / 2;
            const double w = half * (1 - mid / length);
            if (w <= 0.01) continue;
            const Vec2 c = base + u * mid;
            if (!add_item(bond.begin)) return;
            out_.strokes.push_back({c + normal * w, c - normal * w, t1 - t0, bond.begin, bond.end});
        }
    }

    // \CF_drawbond
    void draw_bond(const BondSpec& bond, NodeRef from, NodeRef to, bool from_empty, bool to_empty, const State& st) {
        if (!from.valid() || !to.valid() || stopped()) return;
        const Node& a = nodes_[groups_[from.group].nodes[from.atom]];
        const Node& b = nodes_[groups_[to.group].nodes[to.atom]];
        double start_off = from_empty ? 0 : set_.bond_offset;
        double end_off = to_empty ? 0 : set_.bond_offset;
        if (!bond.start_offset.empty()) {
            if (auto d = parse_dimension(bond.start_offset)) start_off = *d;
            else return error("chemfig.bond.option", "The bond offset \"" + bond.start_offset + "\" is not a TeX dimension; TeX stops here.", bond.begin, bond.end);
        }
        if (!bond.end_offset.empty()) {
            if (auto d = parse_dimension(bond.end_offset)) end_off = *d;
            else return error("chemfig.bond.option", "The bond offset \"" + bond.end_offset + "\" is not a TeX dimension; TeX stops here.", bond.begin, bond.end);
        }
        const Vec2 p = border(a, b.centre), q = border(b, a.centre);
        const double len = (q - p).norm();
        if (len < 1e-6) {
            return error("chemfig.bond.degenerate",
                         "This bond joins two atoms drawn at the same place (its length is 0); pgfmath stops "
                         "dividing by zero (\"You've asked me to divide\").",
                         bond.begin, bond.end);
        }
        const Vec2 u = (q - p) * (1 / len);
        const Vec2 n(-u.y(), u.x());   // \CF_computenodevect: the left normal
        const Vec2 s = p + u * start_off, e = p + u * (len - end_off);
        const double lw = set_.line_width;
        if (!bond.tikz.empty() && !style_warned_) {
            style_warned_ = true;
            warn(Severity::Warning, "chemfig.bond.style",
                 "The bond's TikZ options \"" + bond.tikz + "\" are not applied: it is read as a plain black line.",
                 bond.begin, bond.end);
        }
        const double sep = set_.double_sep;
        switch (bond.type) {
        case 1: add_stroke(s, e, lw, bond); break;
        case 2: {
            int type = bond.double_type;
            double corr = 0;
            if (st.in_cycle) {
                if (type == 0) type = 1;
                corr = sep * std::tan(kPi / st.cycle_num);
            }
            if (type == 0) {
                add_stroke(s + n * (sep / 2), e + n * (sep / 2), lw, bond);
                add_stroke(s - n * (sep / 2), e - n * (sep / 2), lw, bond);
            } else {
                add_stroke(s, e, lw, bond);
                const Vec2 side = type == 1 ? n * sep : n * -sep;
                // In a ring the inner line is shortened where no label stands (`=_`'s
                // outer line lengthened), so it meets the ring's neighbouring bonds.
                const double c = type == 1 ? corr : -corr;
                const double c0 = st.in_cycle && start_off == 0 ? c : 0;
                const double c1 = st.in_cycle && end_off == 0 ? c : 0;
                add_stroke(s + side + u * c0, e + side - u * c1, lw, bond);
            }
            break;
        }
        case 3:
            add_stroke(s, e, lw, bond);
            add_stroke(s + n * sep, e + n * sep, lw, bond);
            add_stroke(s - n * sep, e - n * sep, lw, bond);
            break;
        case 4: add_triangle(s + n * (set_.cram_width / 2), s - n * (set_.cram_width / 2), e, true, bond); break;
        case 5: add_triangle(e + n * (set_.cram_width / 2), e - n * (set_.cram_width / 2), s, true, bond); break;
        case 6: add_hashes(s, e, n, bond); break;
        case 7: add_hashes(e, s, n, bond); break;
        case 8: add_triangle(s + n * (set_.cram_width / 2), s - n * (set_.cram_width / 2), e, false, bond); break;
        case 9: add_triangle(e + n * (set_.cram_width / 2), e - n * (set_.cram_width / 2), s, false, bond); break;
        default: break;
        }
    }

    // \CF_analysebond: the bond at i; returns past it and its options.
    size_t read_bond(size_t i, size_t e, State& st) {
        BondSpec bond;
        bond.begin = i;
        const char c = s_[i];
        bond.type = c == '-' ? 1 : c == '=' ? 2 : c == '~' ? 3 : c == '>' ? 4 : 5;
        ++i;
        if (bond.type > 3 && i < e && (s_[i] == ':' || s_[i] == '|')) bond.type += s_[i++] == ':' ? 2 : 4;
        if (bond.type == 2 && i < e && (s_[i] == '^' || s_[i] == '_')) bond.double_type = s_[i++] == '^' ? 1 : 2;
        if (i + 1 < e && s_[i] == '#' && s_[i + 1] == '(') {
            const size_t close = matching(i + 1, e, '(', ')');
            if (close == std::string::npos) {
                error("chemfig.syntax.paren", "The bond offsets `#(` are never closed by `)`; TeX stops (\"Runaway argument\").", i, i + 2);
                return e;
            }
            const std::vector<std::string_view> parts = split_top_level(std::string_view(s_).substr(i + 2, close - i - 2));
            if (!parts.empty()) bond.start_offset = std::string(parts[0]);
            if (parts.size() > 1) bond.end_offset = std::string(parts[1]);
            i = close + 1;
        }
        std::string angle, length, from, to, tikz;
        if (i < e && s_[i] == '[') {
            const size_t close = bracket(i, e);
            if (close == std::string::npos) return e;
            std::string_view inside = std::string_view(s_).substr(i + 1, close - i - 1);
            if (!inside.empty() && inside[0] == '@') {   // [@{name,coeff},...]: a name for \chemmove
                size_t j = 1;
                if (j < inside.size() && inside[j] == '{') {
                    int depth = 0;
                    for (; j < inside.size(); ++j) {
                        if (inside[j] == '{') ++depth;
                        if (inside[j] == '}' && --depth == 0) break;
                    }
                }
                inside = inside.substr(std::min(inside.size(), j + 1));
            }
            const std::vector<std::string_view> parts = split_top_level(inside);
            const auto part = [&](size_t k) { return k < parts.size() ? std::string(parts[k]) : std::string(); };
            angle = part(0), length = part(1), from = part(2), to = part(3);
            for (size_t k = 4; k < parts.size(); ++k) tikz += (k > 4 ? "," : "") + std::string(parts[k]);
            bond.end = close + 1;
            i = close + 1;
        } else {
            bond.end = i;
        }
        // \CF_parseoptlist: an empty field takes the default.
        st.current_length = st.default_length;
        if (!trim(length).empty()) {
            const auto v = number(length, bond.begin, bond.end, "length coefficient");
            if (!v) return e;
            st.current_length = *v;
        }
        const auto atom_index = [&](const std::string& text, int fallback) -> std::optional<int> {
            if (trim(text).empty()) return fallback;
            const auto v = number(text, bond.begin, bond.end, "atom number");
            if (!v) return std::nullopt;
            return static_cast<int>(*v);
        };
        const auto f = atom_index(from, st.default_from);
        const auto t = atom_index(to, st.default_to);
        if (!f || !t) return e;
        st.current_from = *f, st.current_to = *t;
        bond.tikz = trim(tikz).empty() ? st.default_tikz : tikz;
        st.current_tikz = bond.tikz;
        if (st.in_cycle) {   // a ring's bonds turn by 360/n; angles and lengths written are ignored
            const double increment = 360.0 / st.cycle_num + st.init_cycle_angle;
            st.init_cycle_angle = 0;
            angle = "::" + tikz::format_value(increment);
            st.current_length = st.default_length;
        }
        const auto a = bond_angle(angle, st, bond.begin, bond.end);
        if (!a) return e;
        st.current_angle = *a;
        st.bond = bond;
        return i;
    }

    // \CF_drawatomgroup
    void draw_group(size_t b, size_t e, State& st) {
        if (!spend(b, static_cast<std::int64_t>(e - b) + 1)) return;
        const std::string_view text = std::string_view(s_).substr(b, e - b);
        for (size_t k = 0; k < text.size(); ++k)
            if (text[k] == ')')
                warn(Severity::Warning, "chemfig.text.stray",
                     "A `)` with no `(` open: chemfig typesets it as part of the atom group \"" + std::string(text) + "\".",
                     b + k, b + k + 1);
        if (const auto bad = tikz::first_unset_character(text)) {
            return error("chemfig.text.unicode",
                         "pdflatex stops on the character " + std::string(text.substr(bad->offset, bad->length)) +
                             " in this atom group: it is not set up for use with LaTeX. Write subscripts as H_2.",
                         b + bad->offset, b + bad->offset + bad->length);
        }
        AtomGroup g = split_atom_group(text);
        for (size_t m : g.move_marks)
            warn(Severity::Info, "chemfig.move.ignored", "An `@{...}` name marks a place for \\chemmove; it draws nothing.",
                 b + m, b + m + 1);
        const int count = static_cast<int>(g.atoms.size());
        int k = 0;   // the atom the bond reaches, 0-based
        if (st.current_to > 0) {
            if (st.current_to > count)
                return error("chemfig.bond.atom",
                             "The bond reaches atom " + std::to_string(st.current_to) + " of \"" + std::string(text) +
                                 "\", which has " + std::to_string(count) +
                                 "; chemfig stops (\"no atom found at position " + std::to_string(st.current_to) + "\").",
                             b, e);
            k = st.current_to - 1;
        } else {
            const double a = st.current_angle;
            k = (a > 90 && a < 270) ? count - 1 : 0;
        }
        // The strut: the reached atom is as high and deep as the atom the bond left.
        double strut_h = 0, strut_d = 0;
        if (!g.empty && st.bond_out.valid()) {
            const Node& out = nodes_[groups_[st.bond_out.group].nodes[st.bond_out.atom]];
            strut_h = out.height, strut_d = out.depth;
        }
        const int group_index = static_cast<int>(groups_.size());
        Group group;
        group.empty = g.empty;
        std::vector<Node> made(count);
        for (int j = 0; j < count; ++j) {
            made[j].height = g.atoms[j].height;
            made[j].depth = g.atoms[j].depth;
            made[j].empty = g.atoms[j].empty() && !(j == k && !g.empty && (strut_h > 0 || strut_d > 0));
        }
        const auto box_of = [&](int j, double h, double d) {
            made[j].half_w = g.atoms[j].width / 2;
            made[j].half_h = (h + d) / 2;
            return (h - d) / 2;   // the centre above the baseline
        };
        const double hh = std::max(g.atoms[k].height, g.empty ? 0.0 : strut_h);
        const double hd = std::max(g.atoms[k].depth, g.empty ? 0.0 : strut_d);
        const double lift = box_of(k, hh, hd);
        made[k].centre = st.last_action == 0 ? st.node + Vec2(0, lift) : st.node;
        const double baseline = made[k].centre.y() - lift;
        double east = made[k].centre.x() + made[k].half_w;
        for (int j = k + 1; j < count; ++j) {
            const double up = box_of(j, g.atoms[j].height, g.atoms[j].depth);
            made[j].centre = Vec2(east + made[j].half_w, baseline + up);
            east += 2 * made[j].half_w;
        }
        double west = made[k].centre.x() - made[k].half_w;
        for (int j = k - 1; j >= 0; --j) {
            const double up = box_of(j, g.atoms[j].height, g.atoms[j].depth);
            made[j].centre = Vec2(west - made[j].half_w, baseline + up);
            west -= 2 * made[j].half_w;
        }
        Label label;
        label.plain = g.plain;
        label.begin = b, label.end = e;
        for (Node& n : made) {
            group.nodes.push_back(static_cast<int>(nodes_.size()));
            nodes_.push_back(n);
            Box box;
            box.add(n.centre - Vec2(n.half_w, n.half_h));
            box.add(n.centre + Vec2(n.half_w, n.half_h));
            out_.box.add(box);
            if (!n.empty) label.box.add(box);
        }
        groups_.push_back(group);
        if (!g.empty && !label.plain.empty()) {
            if (!add_item(b)) return;
            label.centre = label.box.empty ? made[k].centre : (label.box.min + label.box.max) * 0.5;
            out_.labels.push_back(label);
        }
        const NodeRef reached{group_index, k};
        if (st.last_action == 2) {
            correction_zero_ = true;
            draw_bond(st.bond, st.bond_out, reached, st.previous_group_empty, g.empty, st);
        }
        st.last_action = 1;
        // Ring closures (\CF_hookdrawall): a name seen before draws its bond to this atom.
        for (const Hook& h : g.hooks) {
            const NodeRef here{group_index, std::min(h.atom, count - 1)};
            const bool here_empty = g.atoms[here.atom].empty();
            auto saved = std::find_if(hooks_.begin(), hooks_.end(), [&](const auto& p) { return p.first == h.name; });
            if (saved == hooks_.end()) {
                hooks_.push_back({h.name, SavedHook{here, here_empty, 1, b + h.offset}});
                continue;
            }
            ++saved->second.uses;
            BondSpec bond;
            bond.begin = b + h.offset, bond.end = b + h.offset + 1;
            bond.tikz = h.tikz;
            const std::string code = h.bond;
            if (code.size() == 1 && code[0] >= '1' && code[0] <= '9') bond.type = code[0] - '0';
            else if (!code.empty() && kBonds.find(code[0]) != std::string_view::npos) {
                bond.type = code[0] == '-' ? 1 : code[0] == '=' ? 2 : code[0] == '~' ? 3 : code[0] == '>' ? 4 : 5;
                if (bond.type > 3 && code.size() > 1 && (code[1] == ':' || code[1] == '|')) bond.type += code[1] == ':' ? 2 : 4;
            } else {
                return error("chemfig.hook.bond",
                             "The ring closure's bond \"" + code + "\" is not a bond chemfig knows (-, =, ~, >, <, or 1 to 9); "
                             "chemfig stops (\"unknown bond type\").",
                             b + h.offset, b + h.offset + 1);
            }
            State hook_state = st;
            draw_bond(bond, saved->second.ref, here, saved->second.atom_empty, here_empty, hook_state);
        }
        st.last_group = group_index;
        st.previous_group_empty = g.empty;
    }

    // \CF_chemfigc: a molecule, a branch's or a ring's content, in state `st`.
    void molecule(size_t b, size_t e, State& st, bool arc, Arc arc_spec) {
        if (stopped()) return;
        // Branches and rings are read recursively, a few hundred bytes of stack a level:
        // WebAssembly's stack (64 KiB) bounds the nesting well below max_depth.
        const int max_depth = std::min(limits_.max_depth, kMaxNesting);
        if (++depth_ > max_depth) {
            --depth_;
            return error("read.limit.depth",
                         "Branches and rings nest more than " + std::to_string(max_depth) +
                             " deep; reading stopped here.",
                         b, b + 1);
        }
        if (st.last_action == 3) {
            if (st.in_cycle) st.default_angle = 0;
            else if (st.cycle_bonds == 0) st.default_angle = st.previous_angle + 180 + correction(st.cycle_num);
            else st.default_angle = st.previous_angle - 90 + 180.0 / st.cycle_num;
        }
        st.current_angle = st.default_angle;
        size_t i = b;
        if (i < e && s_[i] == '[') {   // [angle,length,from,to,tikz]: this (sub)molecule's defaults
            const size_t close = bracket(i, e);
            if (close == std::string::npos) return void(--depth_);
            const std::vector<std::string_view> parts = split_top_level(std::string_view(s_).substr(i + 1, close - i - 1));
            const auto part = [&](size_t k) { return k < parts.size() ? std::string(parts[k]) : std::string(); };
            const auto a = bond_angle(part(0), st, i, close + 1);
            if (!a) return void(--depth_);
            st.current_angle = st.default_angle = st.previous_angle = *a;
            if (!trim(part(1)).empty()) {
                const auto v = number(part(1), i, close + 1, "length coefficient");
                if (!v) return void(--depth_);
                st.default_length = *v;
            }
            if (!trim(part(2)).empty()) st.default_from = std::atoi(part(2).c_str());
            if (!trim(part(3)).empty()) st.default_to = std::atoi(part(3).c_str());
            if (!trim(part(4)).empty()) st.default_tikz = part(4);
            i = close + 1;
        }
        st.current_length = st.default_length;
        st.current_from = st.default_from;
        st.current_to = st.default_to;
        st.current_tikz = st.default_tikz;
        bool insert_empty = false;
        if (st.in_cycle) {
            st.current_angle = st.previous_angle;
            if (arc && st.hook_cycle.valid()) {
                const int n = st.cycle_num;
                const double init = st.current_angle + st.init_cycle_angle + 180.0 / n + 90;
                const double offset = st.current_length * set_.atom_sep / (2 * std::sin(kPi / n));
                const Vec2 centre = nodes_[groups_[st.hook_cycle.group].nodes[st.hook_cycle.atom]].centre + polar(init, offset);
                RingCircle c;
                c.centre = centre;
                c.radius = set_.cycle_radius_coeff * st.current_length * set_.atom_sep / (2 * std::tan(kPi / n));
                c.from = arc_spec.from, c.to = arc_spec.to;
                c.begin = arc_spec.begin, c.end = arc_spec.end;
                if (add_item(arc_spec.begin)) {
                    out_.circles.push_back(c);
                    out_.box.add(centre - Vec2(c.radius, c.radius));
                    out_.box.add(centre + Vec2(c.radius, c.radius));
                }
            }
        } else {
            st.current_angle = st.default_angle;
        }
        if (st.last_action == 0) {
            st.previous_angle = st.default_angle;
            st.node = Vec2(0, 0);
            out_.box.add(st.node);
            if (i < e && std::string_view("-=(*~?<>").find(s_[i]) != std::string_view::npos) insert_empty = true;
        }
        loop(i, e, st, insert_empty);
        --depth_;
    }

    // \CF_chemfigd
    void loop(size_t i, size_t e, State& st, bool insert_empty) {
        while (!stopped()) {
            if (!spend(i)) return;
            if (insert_empty) {
                insert_empty = false;
                draw_group(i, i, st);
                continue;
            }
            while (i < e && (s_[i] == ' ' || s_[i] == '\t')) ++i;
            // \CF_seeknode: the atom group runs to the next bond, branch or ring.
            size_t g = i;
            while (g < e && kStops.find(s_[g]) == std::string_view::npos) {
                if (s_[g] == '\\') g = std::min(e, g + 2);
                else if (s_[g] == '{') {
                    int depth = 0;
                    for (; g < e; ++g) {
                        if (s_[g] == '\\') { ++g; continue; }
                        if (s_[g] == '{') ++depth;
                        if (s_[g] == '}' && --depth == 0) break;
                    }
                    g = std::min(e, g + 1);
                } else ++g;
            }
            if (g > i) {
                draw_group(i, g, st);
                i = g;
                continue;
            }
            if (i >= e) return;
            const char c = s_[i];
            if (kBonds.find(c) != std::string_view::npos) {
                if (st.last_action == 2) {
                    insert_empty = true;
                    continue;
                }
                if (st.in_cycle) ++st.cycle_bonds;
                const size_t bond_begin = i;
                i = read_bond(i, e, st);
                if (stopped()) return;
                st.bond_out = bond_out(st, bond_begin, i);
                if (stopped()) return;
                if (st.in_cycle && st.cycle_bonds == st.cycle_num) {
                    correction_zero_ = true;
                    draw_bond(st.bond, st.bond_out, st.hook_cycle, st.previous_group_empty, st.hook_group_empty, st);
                    size_t rest = i;
                    while (rest < e && (s_[rest] == ' ' || s_[rest] == '\t')) ++rest;
                    if (rest < e)
                        warn(Severity::Info, "chemfig.ring.extra",
                             "The ring's " + std::to_string(st.cycle_num) + " bonds are drawn; chemfig draws nothing of what follows in it (\"" +
                                 s_.substr(rest, std::min<size_t>(e - rest, 30)) + "\"), and neither does this reading.",
                             rest, e);
                    return;
                }
                if (st.bond_out.valid())
                    st.node = nodes_[groups_[st.bond_out.group].nodes[st.bond_out.atom]].centre +
                              polar(st.current_angle, st.current_length * set_.atom_sep);
                out_.box.add(st.node);
                st.previous_angle = st.current_angle;
                st.last_action = 2;
                size_t rest = i;
                while (rest < e && (s_[rest] == ' ' || s_[rest] == '\t')) ++rest;
                if (rest >= e) insert_empty = true;
                continue;
            }
            if (c == '(') {
                if (st.last_action == 2) {
                    insert_empty = true;
                    continue;
                }
                const size_t close = matching(i, e, '(', ')');
                if (close == std::string::npos)
                    return error("chemfig.syntax.paren",
                                 "This branch's `(` is never closed by `)`; TeX reads on past the molecule and stops "
                                 "(\"File ended while scanning use of \\CF_grabsubmola\").",
                                 i, i + 1);
                st.bond_out = bond_out(st, i, i + 1);
                State inner = st;
                if (st.in_cycle) inner.last_action = 3;
                inner.in_cycle = false;
                molecule(i + 1, close, inner, false, {});
                i = close + 1;
                continue;
            }
            // c == '*': a ring
            if (st.last_action == 2) {
                insert_empty = true;
                continue;
            }
            i = ring(i, e, st);
        }
    }

    size_t ring(size_t i, size_t e, State& st) {
        const size_t star = i++;
        bool arc = false;
        Arc spec;
        spec.begin = star;
        if (i < e && s_[i] == '*') {
            arc = true;
            ++i;
            if (i < e && s_[i] == '[') {
                const size_t close = bracket(i, e);
                if (close == std::string::npos) return e;
                const std::vector<std::string_view> parts = split_top_level(std::string_view(s_).substr(i + 1, close - i - 1));
                if (!parts.empty() && !parts[0].empty()) {
                    const auto v = number(parts[0], i, close + 1, "arc start angle");
                    if (!v) return e;
                    spec.from = *v;
                }
                if (parts.size() > 1 && !parts[1].empty()) {
                    const auto v = number(parts[1], i, close + 1, "arc end angle");
                    if (!v) return e;
                    spec.to = *v;
                }
                if (parts.size() > 2 && !parts[2].empty())
                    warn(Severity::Warning, "chemfig.bond.style",
                         "The ring circle's TikZ options \"" + std::string(parts[2]) + "\" are not applied.", i, close + 1);
                i = close + 1;
            }
        }
        if (st.in_cycle) st.last_action = 3;
        if (st.last_action == 3) st.last_cycle_num = st.cycle_num;
        // \CF_cycleparsepreamble: the size is one token.
        std::string size;
        size_t after = i;
        if (i < e && s_[i] == '{') {
            const size_t close = s_.find('}', i);
            if (close == std::string::npos || close >= e) close_missing(i);
            if (stopped()) return e;
            size = s_.substr(i + 1, close - i - 1);
            after = close + 1;
        } else if (i < e) {
            size = s_.substr(i, 1);
            after = i + 1;
        }
        char* end = nullptr;
        const long n = std::strtol(size.c_str(), &end, 10);
        if (size.empty() || *end != '\0' || n < 3) {
            error("chemfig.ring.size",
                  size.empty() || *end != '\0'
                      ? "A ring `*` must be followed by its size, a number from 3 on (`*6(...)`); TeX stops here (\"Missing number\")."
                      : "A ring must have at least 3 atoms; chemfig stops (\"a cycle must be at least a triangle\").",
                  star, after);
            return e;
        }
        if (n > 10000) {
            error("read.limit.items", "A ring of " + size + " atoms; no molecule has one, and reading stopped here.", star, after);
            return e;
        }
        spec.end = after;
        if (after >= e || s_[after] != '(') {
            error("chemfig.ring.syntax",
                  "A ring `*" + size + "` must be followed by its bonds in parentheses, `*" + size + "(-=-=-=)`.", star, after);
            return e;
        }
        const size_t close = matching(after, e, '(', ')');
        if (close == std::string::npos) {
            error("chemfig.syntax.paren",
                  "This ring's `(` is never closed by `)`; TeX reads on past the molecule and stops (\"File ended while "
                  "scanning use of \\CF_grabsubmola\").",
                  after, after + 1);
            return e;
        }
        st.bond_out = bond_out(st, star, after);
        if (stopped()) return e;
        State r = st;
        r.cycle_num = static_cast<int>(n);
        r.cycle_bonds = 0;
        r.hook_cycle = st.bond_out;
        r.hook_group_empty = st.previous_group_empty;
        r.in_cycle = true;
        r.init_cycle_angle = st.last_action == 3 ? 360.0 / st.last_cycle_num - 180 : -180.0 / n - 90 + correction(static_cast<int>(n));
        molecule(after + 1, close, r, arc, spec);
        return close + 1;
    }

    void close_missing(size_t i) {
        error("chemfig.syntax.brace", "This `{` is never closed by `}` inside the molecule.", i, i + 1);
    }
};

}  // namespace

bool lay_out_molecule(const Code& code, const Settings& settings, const MoleculeLimits& limits, const Report& report,
                      Drawing& out) {
    return Layout(code, settings, limits, report, out).run();
}

}  // namespace plumbline::chemfig
