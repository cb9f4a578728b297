// The scene as every finding kind reads it (context.hpp), the shared helpers, and the
// facade that runs the kinds in a fixed order.
#include "layout/context.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <tuple>

namespace plumbline::layout {

namespace {

bool stroked(const Item& item) { return !item.style.stroke.none && item.style.stroke.a > 0 && item.style.stroke_width > 0; }

}  // namespace

Context::Context(const Scene& s, const LayoutLimits& l, LayoutSection& o) : scene(s), limits(l), out(o) {
    Box all;
    std::set<std::tuple<long long, long long, long long, long long>> seen_segments;
    for (int i = 0; i < static_cast<int>(scene.items.size()); ++i) {
        const Item& item = scene.items[i];
        if (!item.style.visible) continue;
        const bool primary = item.is_primary(i);
        if (primary) {
            if (items.size() >= limits.max_items) {
                out.truncated = true;
                stopped_.push_back("items");
                LayoutFinding f;
                f.code = "layout.budget";
                f.severity = Severity::Info;
                f.message = "The drawing has more than " + std::to_string(limits.max_items) +
                            " items; the layout section looks at the first ones only.";
                out.findings.push_back(std::move(f));
                break;
            }
            items.push_back(i);
        }
        const Geometry& g = item.geometry;
        if (const Text* t = std::get_if<Text>(&g)) {
            if (primary && !plain_text(t->content).empty()) texts.push_back(i);
            continue;
        }
        if (std::holds_alternative<Point>(g)) continue;
        const Box b = bounds(g);
        if (!b.empty && is_finite(b.min) && is_finite(b.max)) all.add(b);
        // A path's straight runs are read as its recognised segments; a closed path also
        // seen as a circle is read as that circle: the path itself is kept for curves.
        if (stroked(item)) {
            strokes.push_back(i);
            if (const Segment* seg = std::get_if<Segment>(&g)) {
                // One line drawn once, though a reader may give it as an item and as a run.
                const auto key = [](const Vec2& a, const Vec2& b) {
                    const auto q = [](double v) { return static_cast<long long>(std::llround(v * 1e4)); };
                    return std::make_tuple(q(a.x()), q(a.y()), q(b.x()), q(b.y()));
                };
                const auto k1 = key(seg->a, seg->b), k2 = key(seg->b, seg->a);
                if (!seen_segments.count(k1) && !seen_segments.count(k2)) {
                    seen_segments.insert(k1);
                    segments.push_back(i);
                }
            }
        }
    }
    size = all.diagonal();
    out.examined.items = static_cast<int>(items.size());
    out.examined.texts = static_cast<int>(texts.size());
}

bool Context::pair(const char* search) {
    if (pairs < limits.max_pairs) {
        ++pairs;
        return true;
    }
    if (std::find(stopped_.begin(), stopped_.end(), search) == stopped_.end()) {
        stopped_.push_back(search);
        out.truncated = true;
        LayoutFinding f;
        f.code = "layout.budget";
        f.severity = Severity::Info;
        f.message = std::string("The layout section's pair budget (") + std::to_string(limits.max_pairs) +
                    " pairs) ran out in the " + search + " search; what it did not reach has no findings.";
        out.findings.push_back(std::move(f));
    }
    return false;
}

void Context::add(LayoutFinding f) {
    if (out.findings.size() < limits.max_findings) out.findings.push_back(std::move(f));
}

std::vector<Vec2> Context::outline(int item) const {
    const Geometry& g = scene.items[item].geometry;
    const double step = std::max(size / 200, 1e-9);
    if (const Segment* s = std::get_if<Segment>(&g)) return {s->a, s->b};
    if (const Circle* c = std::get_if<Circle>(&g)) return flatten(*c, step, 400);
    if (const Ellipse* e = std::get_if<Ellipse>(&g)) return flatten(*e, step, 400);
    if (const Arc* a = std::get_if<Arc>(&g)) return flatten(*a, step, 400);
    if (const Path* p = std::get_if<Path>(&g)) return flatten(*p, step, 2000);
    return {};
}

// --- helpers -----------------------------------------------------------------------------

std::string plain_text(const std::string& content) {
    std::string s;
    for (size_t k = 0; k < content.size(); ++k) {
        const char ch = content[k];
        if (ch == '$' || ch == '{' || ch == '}') continue;
        if (ch == '\\' && k + 1 < content.size() && (content[k + 1] == '(' || content[k + 1] == ')')) {
            ++k;
            continue;
        }
        s += ch;
    }
    size_t a = 0, b = s.size();
    while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
    return s.substr(a, b - a);
}

namespace {

// A decimal number at the start of `s`; its length in *used.
std::optional<double> leading_number(const std::string& s, size_t* used) {
    size_t k = 0;
    while (k < s.size() && (std::isdigit(static_cast<unsigned char>(s[k])) || s[k] == '.')) ++k;
    if (k == 0 || !std::any_of(s.begin(), s.begin() + static_cast<long>(k), [](char c) { return c != '.'; }))
        return std::nullopt;
    const double v = std::strtod(s.substr(0, k).c_str(), nullptr);
    if (!std::isfinite(v)) return std::nullopt;
    *used = k;
    return v;
}

std::string without_spaces(const std::string& s) {
    std::string out;
    for (size_t k = 0; k < s.size(); ++k) {
        if (std::isspace(static_cast<unsigned char>(s[k])) || s[k] == '~') continue;
        if (s[k] == '\\' && k + 1 < s.size() && (s[k + 1] == ',' || s[k + 1] == ';' || s[k + 1] == ' ')) {
            ++k;
            continue;
        }
        out += s[k];
    }
    return out;
}

bool is_unit(const std::string& rest) {
    static const char* const kUnits[] = {"",     "cm",      "mm",   "m",     "km",  "in",     "ft",    "yd",
                                         "mi",   "units",   "unit", "u",     "cm^2", "m^2",   "in^2",  "ft^2",
                                         "units^2", "cm²",  "m²",   "in²",   "ft²", "\\text"};
    for (const char* u : kUnits)
        if (rest == u) return true;
    // "\text cm", "\mathrm cm" after braces were dropped
    for (const char* cmd : {"\\text", "\\mathrm", "\\textrm", "\\mbox"})
        if (rest.rfind(cmd, 0) == 0) return is_unit(rest.substr(std::string(cmd).size()));
    return false;
}

}  // namespace

std::optional<double> length_value(const std::string& content) {
    std::string s = without_spaces(plain_text(content));
    // "x=8", "AB=8", "h=6", "height=6": the stated value after the last '='.
    if (const size_t eq = s.rfind('='); eq != std::string::npos) s = s.substr(eq + 1);
    size_t used = 0;
    const std::optional<double> v = leading_number(s, &used);
    if (!v || !(*v > 0)) return std::nullopt;
    if (!is_unit(s.substr(used))) return std::nullopt;
    return v;
}

std::optional<double> angle_value(const std::string& content) {
    std::string s = without_spaces(plain_text(content));
    if (const size_t eq = s.rfind('='); eq != std::string::npos) s = s.substr(eq + 1);
    size_t used = 0;
    const std::optional<double> v = leading_number(s, &used);
    if (!v) return std::nullopt;
    const std::string rest = s.substr(used);
    for (const char* deg : {"^\\circ", "\\circ", "°", "^\\degree", "\\degree", "^o", "\\textdegree"})
        if (rest == deg) return v;
    return std::nullopt;
}

Vec2 text_centre(const Text& t) { return t.box.empty ? t.anchor : Vec2((t.box.min + t.box.max) / 2); }

Shape box_shape(const Box& b, const char* role) {
    Path p;
    p.closed = true;
    const Vec2 c[4] = {b.min, Vec2(b.max.x(), b.min.y()), b.max, Vec2(b.min.x(), b.max.y())};
    for (int k = 0; k < 4; ++k) p.pieces.push_back(PathPiece::line(c[k], c[(k + 1) % 4]));
    return Shape{role, p};
}

Shape line_shape(const Vec2& a, const Vec2& b, const char* role) { return Shape{role, Segment{a, b}}; }

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", std::abs(v) < 5e-3 ? 0.0 : v);
    std::string s = buf;
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s;
}

// --- the facade --------------------------------------------------------------------------

LayoutSection find_layout(const Scene& scene, const LayoutLimits& limits, std::string_view prompt) {
    return find_layout(scene, limits, read_stated_lengths(prompt));
}

LayoutSection find_layout(const Scene& scene, const LayoutLimits& limits, const std::vector<StatedLength>& stated) {
    LayoutSection section;
    Context c(scene, limits, section);
    c.stated = &stated;
    find_out_of_frame(c);
    find_overlaps(c);
    find_label_problems(c);
    find_open_shapes(c);
    find_lying_marks(c);
    find_equal_length_marks(c);
    find_proportions(c);
    find_stated_lengths(c);
    find_illegible(c);
    return section;
}

}  // namespace plumbline::layout
