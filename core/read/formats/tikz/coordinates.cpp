// Coordinates: numbers through pgfmath, cartesian and polar forms scaled by the x/y unit
// vectors unless a unit is written, named coordinates and node anchors, the calc
// library's $...$ forms, and intersections. Results are canvas pt, y up.
#include <cctype>
#include <cmath>

#include "base/numbers.hpp"
#include "formats/tikz/interpreter.hpp"
#include "formats/tikz/intersections.hpp"
#include "formats/tikz/pgfmath.hpp"

namespace plumbline::tikz {

namespace {

// The top-level position of `c` in s (outside braces and parentheses), or npos.
size_t find_top(std::string_view s, char c) {
    int depth = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '{' || s[i] == '(' || s[i] == '[') ++depth;
        else if ((s[i] == '}' || s[i] == ')' || s[i] == ']') && depth > 0) --depth;
        else if (s[i] == c && depth == 0) return i;
    }
    return std::string_view::npos;
}

// From s[open] == '(' to its matching ')'; npos when unmatched.
size_t matching_paren(std::string_view s, size_t open) {
    int depth = 0;
    for (size_t i = open; i < s.size(); ++i) {
        if (s[i] == '(' || s[i] == '{') ++depth;
        if ((s[i] == ')' || s[i] == '}') && --depth == 0) return i;
    }
    return std::string_view::npos;
}

Vec2 direction(double degrees) {
    const double a = degrees * kPi / 180;
    return Vec2(std::cos(a), std::sin(a));
}

}  // namespace

std::optional<double> Interpreter::number(std::string_view expr, size_t offset, bool* has_unit) {
    const std::string text(strip_braces(expr));
    if (text.empty()) {
        error("tikz.math.syntax", "A number is missing here.", offset, offset + 1);
        return std::nullopt;
    }
    const MathResult r = evaluate_math(text, budget_.steps);
    if (budget_.steps < 0) {
        if (!budget_.stop) {
            budget_.stop = true;
            if (budget_.exhausted) budget_.exhausted("steps", offset);
        }
        return std::nullopt;
    }
    if (!r.ok || !std::isfinite(r.value)) {
        error("tikz.math.syntax",
              "Cannot evaluate \"" + text + "\": " + (r.ok ? std::string("the result is not a finite number") : r.error) + ".",
              offset, offset + text.size());
        return std::nullopt;
    }
    if (has_unit) *has_unit = r.has_unit;
    return r.value;
}

std::optional<double> Interpreter::length(std::string_view expr, size_t offset) { return number(expr, offset); }

namespace {

// The inverse of a transformation; none when it flattens the plane.
std::optional<Affine> inverted(const Affine& m) {
    const double det = m.determinant();
    if (std::abs(det) < 1e-300) return std::nullopt;
    return Affine{m.d / det, -m.b / det, -m.c / det, m.a / det, (m.c * m.f - m.d * m.e) / det,
                  (m.b * m.e - m.a * m.f) / det};
}

}  // namespace

std::optional<Vec2> Interpreter::local_vector(std::string_view text, size_t offset, const State& state,
                                              bool* named_point) {
    if (named_point) *named_point = false;
    text = trim(text);
    if (!text.empty() && text.front() == '(') {
        const size_t close = matching_paren(text, 0);
        if (close == text.size() - 1) text = trim(text.substr(1, close - 1));
        text = trim(strip_braces(text));   // shift=({50:3em}): braces that keep the colon out of the options
    }
    // A calc expression (shift={($(A)!0.5!(C)$)}) is a point on the canvas, as a named one.
    if (text.size() >= 2 && text.front() == '$' && text.back() == '$') {
        if (named_point) *named_point = true;
        return coordinate(text, offset, state, nullptr);
    }
    // An explicit coordinate system (canvas cs:x=1cm, y=2cm), whatever follows its colon.
    if (const size_t colon = find_top(text, ':'); colon != std::string_view::npos) {
        const std::string_view head = trim(text.substr(0, colon));
        // barycentric cs:a=1,b=2: the named points' average by those weights, on the canvas.
        if (head == "barycentric cs") {
            Vec2 sum(0, 0);
            double total = 0;
            for (const KeyValue& kv : split_options(text.substr(colon + 1))) {
                const std::optional<double> w = number(kv.value, offset);
                const std::optional<Vec2> p = named(kv.key, offset, nullptr);
                if (!w || !p) return std::nullopt;
                sum += *w * *p;
                total += *w;
            }
            if (std::abs(total) < 1e-12) {
                error("tikz.math.syntax", "The barycentric coordinate's weights add up to 0 (TeX: Arithmetic overflow).",
                      offset, offset + text.size() + 2);
                return std::nullopt;
            }
            if (named_point) *named_point = true;
            return Vec2(sum / total);
        }
        if (head.size() > 3 && head.substr(head.size() - 3) == " cs")
            return coordinate_system(head.substr(0, head.size() - 3), text.substr(colon + 1), offset, state);
    }
    if (const size_t comma = find_top(text, ','); comma != std::string_view::npos) {
        const std::vector<std::string_view> parts = split_top(text, ',');
        if (parts.size() == 3) {   // (x,y,z): each part times its unit vector (z: (-3.85mm,-3.85mm))
            bool u[3] = {false, false, false};
            std::optional<double> c[3];
            for (int k = 0; k < 3; ++k) {
                c[k] = number(parts[k], offset, &u[k]);
                if (!c[k]) return std::nullopt;
            }
            const Vec2 vx = u[0] ? Vec2(*c[0], 0) : Vec2(*c[0] * state.xvec);
            const Vec2 vy = u[1] ? Vec2(0, *c[1]) : Vec2(*c[1] * state.yvec);
            const Vec2 vz = u[2] ? Vec2(*c[2] * state.zvec / std::max(1e-300, state.zvec.norm())) : Vec2(*c[2] * state.zvec);
            return Vec2(vx + vy + vz);
        }
        if (parts.size() != 2) {
            error("tikz.coordinate.syntax",
                  "The coordinate (" + std::string(text) + ") has " + std::to_string(parts.size()) +
                      " parts; a coordinate is (x,y) or (x,y,z).",
                  offset, offset + text.size() + 2);
            return std::nullopt;
        }
        bool ux = false, uy = false;
        const std::optional<double> x = number(parts[0], offset, &ux);
        const std::optional<double> y = number(parts[1], offset, &uy);
        if (!x || !y) return std::nullopt;
        const Vec2 vx = ux ? Vec2(*x, 0) : Vec2(*x * state.xvec);
        const Vec2 vy = uy ? Vec2(0, *y) : Vec2(*y * state.yvec);
        return Vec2(vx + vy);
    }
    if (const size_t colon = find_top(text, ':'); colon != std::string_view::npos) {
        const std::string_view head = trim(text.substr(0, colon));
        const std::optional<double> angle = number(head, offset);
        std::string_view radius_text = text.substr(colon + 1);
        std::string_view second;
        if (const size_t and_at = radius_text.find(" and "); and_at != std::string_view::npos) {
            second = radius_text.substr(and_at + 5);
            radius_text = radius_text.substr(0, and_at);
        } else {
            second = radius_text;
        }
        bool ur = false, us = false;
        const std::optional<double> r = number(radius_text, offset, &ur);
        const std::optional<double> r2 = number(second, offset, &us);
        if (!angle || !r || !r2) return std::nullopt;
        const Vec2 d = direction(*angle);
        const Vec2 vx = ur ? Vec2(*r * d.x(), 0) : Vec2(*r * d.x() * state.xvec);
        const Vec2 vy = us ? Vec2(0, *r2 * d.y()) : Vec2(*r2 * d.y() * state.yvec);
        return Vec2(vx + vy);
    }
    // A named point is already on the canvas.
    if (named_point) *named_point = true;
    return named(text, offset, nullptr);
}

// canvas cs (x=, y= lengths), xyz cs (x=, y= in the unit vectors), canvas polar cs and xyz
// polar cs (angle=, radius= or x radius= and y radius=); others are not read.
std::optional<Vec2> Interpreter::coordinate_system(std::string_view system, std::string_view keys, size_t offset,
                                                   const State& state) {
    system = trim(system);
    if (axis_ && (system == "axis" || system == "rel axis")) return pgfplots_coordinate(system, keys, offset, state);
    const bool canvas = system == "canvas" || system == "canvas polar";
    const bool polar = system == "canvas polar" || system == "xyz polar";
    if (!canvas && system != "xyz" && !polar) {
        error("tikz.coordinate.unsupported",
              "The coordinate system \"" + std::string(system) + " cs\" is not supported; write (x,y), "
              "(angle:radius) or a canvas / xyz cs.",
              offset, offset + keys.size() + system.size() + 6);
        return std::nullopt;
    }
    double x = 0, y = 0, z = 0, angle = 0, rx = 0, ry = 0;
    for (const KeyValue& kv : split_options(keys)) {
        const std::optional<double> v = number(kv.value, offset);
        if (!v) return std::nullopt;
        if (kv.key == "x") x = *v;
        else if (kv.key == "y") y = *v;
        else if (kv.key == "angle") angle = *v;
        else if (kv.key == "radius") rx = ry = *v;
        else if (kv.key == "x radius") rx = *v;
        else if (kv.key == "y radius") ry = *v;
        else if (kv.key == "z") z = *v;
    }
    if (polar) {
        x = rx * std::cos(angle * kPi / 180);
        y = ry * std::sin(angle * kPi / 180);
    }
    return canvas ? Vec2(x, y) : Vec2(x * state.xvec + y * state.yvec + z * state.zvec);
}

std::optional<Vec2> Interpreter::vector_of(std::string_view text, size_t offset, const State& state) {
    return local_vector(text, offset, state, nullptr);
}

std::optional<Vec2> Interpreter::coordinate(std::string_view text, size_t offset, const State& state,
                                            const std::string** node) {
    if (node) *node = nullptr;
    // calc and intersections nest coordinates in coordinates: bounded, so no input can
    // drive the recursion deep.
    if (coordinate_depth_ >= kMaxCoordinateNesting) {
        error("tikz.coordinate.syntax",
              "Coordinates are nested more than " + std::to_string(kMaxCoordinateNesting) + " deep here.", offset,
              offset + 1);
        return std::nullopt;
    }
    ++coordinate_depth_;
    const std::optional<Vec2> p = coordinate_at_depth(text, offset, state, node);
    --coordinate_depth_;
    return p;
}

std::optional<Vec2> Interpreter::coordinate_at_depth(std::string_view text, size_t offset, const State& state,
                                                     const std::string** node) {
    text = trim(text);
    // ({30:5em}): TeX strips the braces of a delimited argument that is one group whole
    // (once; TikZ's own parsing strips a second pair only where it reads a group).
    if (text.size() >= 2 && text.front() == '{' && text.back() == '}') {
        int depth = 0;
        bool whole = true;
        for (size_t i = 0; i < text.size() && whole; ++i) {
            if (text[i] == '{') ++depth;
            else if (text[i] == '}' && --depth == 0 && i + 1 < text.size()) whole = false;
        }
        if (whole) {
            text = trim(text.substr(1, text.size() - 2));
            ++offset;
        }
    }
    // A coordinate with options, ([xshift=-1em]P.north): the point, then the options'
    // transformation on top of the current one (a named point moves by it too).
    if (!text.empty() && text.front() == '[') {
        int depth = 0;
        size_t close = std::string_view::npos;
        for (size_t i = 0; i < text.size() && close == std::string_view::npos; ++i) {
            if (text[i] == '[' || text[i] == '{') ++depth;
            else if ((text[i] == ']' || text[i] == '}') && --depth == 0) close = i;
        }
        if (close != std::string_view::npos) {
            State local = state;
            OptionSet ignored;
            apply_options(text.substr(1, close - 1), offset + 1, local, ignored);
            const std::optional<Vec2> p = coordinate_at_depth(text.substr(close + 1), offset + close + 1, state, node);
            if (!p) return std::nullopt;
            if (node) *node = nullptr;   // a shifted point is no longer on the node's border
            const std::optional<Affine> inverse = inverted(state.ctm);
            if (!inverse) return p;
            return (local.ctm * *inverse).apply(*p);
        }
    }
    if (text.size() >= 2 && text.front() == '$' && text.back() == '$') return calc(text.substr(1, text.size() - 2), offset, state);
    // (A |- B): A's x and B's y; (A -| B): B's x and A's y (TikZ's perpendicular coordinates).
    {
        int depth = 0;
        for (size_t i = 0; i + 1 < text.size(); ++i) {
            const char c = text[i];
            if (c == '(' || c == '{' || c == '[') ++depth;
            else if (c == ')' || c == '}' || c == ']') --depth;
            else if (depth == 0 && ((c == '|' && text[i + 1] == '-') || (c == '-' && text[i + 1] == '|'))) {
                const std::optional<Vec2> a = coordinate_at_depth(text.substr(0, i), offset, state, nullptr);
                const std::optional<Vec2> b = coordinate_at_depth(text.substr(i + 2), offset + i + 2, state, nullptr);
                if (!a || !b) return std::nullopt;
                if (node) *node = nullptr;
                return c == '|' ? Vec2(a->x(), b->y()) : Vec2(b->x(), a->y());
            }
        }
    }
    if (text.rfind("intersection of", 0) == 0) return intersection_of(text.substr(15), offset, state);
    // The same, as a coordinate system: (intersection cs: first line={(A)--(B)}, second line={(C)--(D)}).
    if (text.rfind("intersection cs:", 0) == 0) {
        std::string first, second;
        for (const KeyValue& kv : split_options(std::string(text.substr(16)))) {
            if (kv.key == "first line") first = std::string(strip_braces(trim(kv.value)));
            if (kv.key == "second line") second = std::string(strip_braces(trim(kv.value)));
        }
        return intersection_of(first + " and " + second, offset, state);
    }
    if (find_top(text, ',') == std::string_view::npos && find_top(text, ':') == std::string_view::npos)
        return named(text, offset, node);
    bool is_named = false;
    const std::optional<Vec2> v = local_vector(text, offset, state, &is_named);
    if (!v) return std::nullopt;
    const Vec2 p = is_named ? *v : state.ctm.apply(*v);
    if (!is_finite(p)) {
        error("tikz.math.syntax", "The coordinate (" + std::string(text) + ") is too large (TeX: Dimension too large).",
              offset, offset + text.size() + 2);
        return std::nullopt;
    }
    return p;
}

std::optional<Vec2> Interpreter::named(std::string_view text, size_t offset, const std::string** node) {
    const std::string name(trim(text));
    // TikZ's own node: the box of everything drawn so far (titles are placed against it).
    static constexpr std::string_view kBox = "current bounding box";
    if (name.rfind(kBox, 0) == 0 && (name.size() == kBox.size() || name[kBox.size()] == '.')) {
        // pgf's picture size so far (canvas, y up): line widths and node boxes included.
        const Box box = picture_size_.box();
        NodeGeometry g;
        if (!box.empty) {
            g.centre = Vec2((box.min.x() + box.max.x()) / 2, (box.min.y() + box.max.y()) / 2);
            g.half_width = (box.max.x() - box.min.x()) / 2;
            g.half_height = (box.max.y() - box.min.y()) / 2;
        }
        nodes_[std::string(kBox)] = g;
    }
    if (const auto it = nodes_.find(name); it != nodes_.end()) {
        if (node) *node = &it->first;
        return it->second.centre;
    }
    const size_t dot = name.rfind('.');
    if (dot != std::string::npos) {
        if (const auto it = nodes_.find(std::string_view(name).substr(0, dot)); it != nodes_.end()) {
            Vec2 p;
            if (node_anchor(it->second, trim(std::string_view(name).substr(dot + 1)), p)) return p;
            error("tikz.coordinate.anchor",
                  "The node \"" + it->first + "\" has no anchor \"" + name.substr(dot + 1) + "\".", offset,
                  offset + name.size() + 2);
            return std::nullopt;
        }
    }
    if (name.empty()) {
        error("tikz.coordinate.syntax", "An empty coordinate ().", offset, offset + 2);
        return std::nullopt;
    }
    error("tikz.coordinate.undefined",
          "No coordinate or node named \"" + name + "\" is defined before this point (TeX: \"No shape named " + name +
              " is known\").",
          offset, offset + name.size() + 2);
    return std::nullopt;
}

// calc: a sum of terms, each an optional factor and a coordinate followed by
// !t!(B), !t!angle:(B), !dist!(B) and !(P)!(B) modifiers. TikZ computes it in the current
// frame, before the transformation (pgf's \pgfpointanchor gives a node's point there), so
// in a shifted scope ($(A)-(1,0)$) is A less one x unit, not less the shift too.
std::optional<Vec2> Interpreter::calc(std::string_view text, size_t offset, const State& state) {
    const std::optional<Affine> to_local = inverted(state.ctm);
    const auto local = [&](const Vec2& canvas) { return to_local ? to_local->apply(canvas) : canvas; };
    Vec2 sum(0, 0);
    size_t i = 0;
    auto skip = [&] {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    };
    auto bad = [&](const std::string& what) -> std::optional<Vec2> {
        error("tikz.calc.syntax", "In $" + std::string(text) + "$: " + what + ".", offset, offset + text.size() + 2);
        return std::nullopt;
    };
    auto read_point = [&](Vec2& p) -> bool {
        skip();
        if (i >= text.size() || text[i] != '(') return false;
        const size_t close = matching_paren(text, i);
        if (close == std::string_view::npos) return false;
        const std::optional<Vec2> q = coordinate(text.substr(i + 1, close - i - 1), offset, state);
        i = close + 1;
        if (!q) return false;
        p = local(*q);
        return true;
    };
    bool first = true;
    for (int guard = 0; guard < 10000; ++guard) {
        skip();
        if (i >= text.size()) break;
        double sign = 1;
        if (text[i] == '+' || text[i] == '-') {
            sign = text[i] == '-' ? -1 : 1;
            ++i;
            skip();
        } else if (!first) {
            return bad("expected + or - between terms");
        }
        first = false;
        double factor = 1;
        if (i < text.size() && text[i] != '(') {
            const size_t star = find_top(text.substr(i), '*');
            if (star == std::string_view::npos) return bad("expected a coordinate in parentheses");
            const std::optional<double> f = number(text.substr(i, star), offset);
            if (!f) return std::nullopt;
            factor = *f;
            i += star + 1;
        }
        Vec2 p;
        if (!read_point(p)) return bad("expected a coordinate in parentheses");
        for (;;) {
            skip();
            if (i >= text.size() || text[i] != '!') break;
            ++i;
            const size_t bang = find_top(text.substr(i), '!');
            if (bang == std::string_view::npos) return bad("a '!' modifier is not closed by '!'");
            const std::string_view part = trim(text.substr(i, bang));
            i += bang + 1;
            skip();
            // An optional angle before the target: !0.5!90:(B)
            double angle = 0;
            const size_t paren = text.find('(', i);
            if (paren == std::string_view::npos) return bad("expected the modifier's target coordinate");
            const std::string_view before = trim(text.substr(i, paren - i));
            if (!before.empty()) {
                if (before.back() != ':') return bad("expected angle:(coordinate) after the modifier");
                const std::optional<double> a = number(before.substr(0, before.size() - 1), offset);
                if (!a) return std::nullopt;
                angle = *a;
                i = paren;
            }
            Vec2 q;
            if (!read_point(q)) return bad("expected the modifier's target coordinate");
            if (angle != 0) {
                const Vec2 d = q - p, u = direction(angle);
                q = p + Vec2(d.x() * u.x() - d.y() * u.y(), d.x() * u.y() + d.y() * u.x());
            }
            if (!part.empty() && part.front() == '(') {   // projection of P on the line p-q
                Vec2 projected;
                size_t k = 0;
                const size_t close = matching_paren(part, 0);
                if (close == std::string_view::npos) return bad("the projected coordinate is not closed");
                const std::optional<Vec2> r = coordinate(part.substr(1, close - 1), offset, state);
                (void)k;
                (void)projected;
                if (!r) return std::nullopt;
                const Vec2 d = q - p;
                const double len2 = d.squaredNorm();
                p = len2 == 0 ? p : Vec2(p + d * ((local(*r) - p).dot(d) / len2));
            } else {
                bool unit = false;
                const std::optional<double> t = number(part, offset, &unit);
                if (!t) return std::nullopt;
                const Vec2 d = q - p;
                if (unit) {
                    const double len = d.norm();
                    p = len == 0 ? p : Vec2(p + d * (*t / len));
                } else {
                    p = p + d * *t;
                }
            }
        }
        sum += sign * factor * p;
    }
    return to_local ? state.ctm.apply(sum) : sum;
}

std::optional<Vec2> Interpreter::intersection_of(std::string_view text, size_t offset, const State& state) {
    const size_t and_at = text.find(" and ");
    auto bad = [&]() -> std::optional<Vec2> {
        error("tikz.intersection.syntax",
              "Expected \"intersection of A--B and C--D\" (two lines, each two points joined by --).", offset,
              offset + text.size() + 2);
        return std::nullopt;
    };
    if (and_at == std::string_view::npos) return bad();
    Vec2 points[4];
    const std::string_view lines[2] = {text.substr(0, and_at), text.substr(and_at + 5)};
    for (int k = 0; k < 2; ++k) {
        const size_t dash = lines[k].find("--");
        if (dash == std::string_view::npos) return bad();
        for (int j = 0; j < 2; ++j) {
            std::string_view c = trim(j == 0 ? lines[k].substr(0, dash) : lines[k].substr(dash + 2));
            if (c.size() >= 2 && c.front() == '(' && c.back() == ')') c = c.substr(1, c.size() - 2);
            const std::optional<Vec2> p = coordinate(c, offset, state);
            if (!p) return std::nullopt;
            points[2 * k + j] = *p;
        }
    }
    Vec2 out;
    if (!line_intersection(points[0], points[1], points[2], points[3], out)) {
        error("tikz.intersection.none", "The two lines of this intersection are parallel; they do not meet.", offset,
              offset + text.size() + 2);
        return std::nullopt;
    }
    return out;
}

void Interpreter::define_point(const std::string& name, const Vec2& p) {
    NodeGeometry g;
    g.shape = NodeShape::Coordinate;
    g.centre = p;
    nodes_[name] = g;
}

void Interpreter::define_intersections(const std::string& a, const std::string& b, const std::vector<std::string>& by,
                                       const std::string& prefix, const std::string& total, size_t offset) {
    Shapes shapes[2];
    const std::string names[2] = {a, b};
    for (int k = 0; k < 2; ++k) {
        const auto p = named_paths_.find(names[k]);
        const auto c = named_conics_.find(names[k]);
        if (p == named_paths_.end() && c == named_conics_.end()) {
            error("tikz.intersection.undefined",
                  "No path named \"" + names[k] + "\" (name path=" + names[k] + ") is defined before this point.",
                  offset, offset + 18);
            return;
        }
        if (p != named_paths_.end()) shapes[k].paths = p->second;
        if (c != named_conics_.end()) shapes[k].conics = c->second;
    }
    size_t pieces[2] = {0, 0};
    for (int k = 0; k < 2; ++k)
        for (const Path& path : shapes[k].paths) pieces[k] += path.pieces.size() * 8 + 1;
    if (!budget_.spend(offset, static_cast<std::int64_t>((pieces[0] + shapes[0].conics.size()) *
                                                        (pieces[1] + shapes[1].conics.size()) / 4)))
        return;
    const std::vector<Vec2> found = intersect(shapes[0], shapes[1]);
    for (size_t i = 0; i < found.size(); ++i) {
        define_point(prefix + "-" + std::to_string(i + 1), found[i]);
        if (i < by.size() && !by[i].empty()) define_point(by[i], found[i]);
    }
    if (total.size() > 1 && total[0] == '\\')
        macros_.define_text(total.substr(1), text_tokens(std::to_string(found.size()), static_cast<std::uint32_t>(offset)));
}

}  // namespace plumbline::tikz
