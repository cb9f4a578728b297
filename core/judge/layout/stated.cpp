// Stated lengths (docs/layout.md): the lengths the task's prompt states between labelled
// points ("AB = 4 cm", "AB = 5", "AB = 2 BC", "AB is 3 cm") held against the drawing, where
// the drawing labels both points (labels.cpp: the point each label names). A ratio ("AB = 2
// BC") is held as drawn; a length in a unit of the page (cm, mm, in, pt) against the
// drawing's natural size when it has one (TikZ, EPS, an SVG with its own width and
// height); lengths without one (or a drawing without a natural size) against each other's
// scale, as proportions.cpp does with length labels. Off by more than kTolerance: a finding.
#include "layout/context.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <optional>

namespace plumbline::layout {

namespace {

constexpr double kTolerance = 0.10;
constexpr size_t kMaxStatements = 64;     // the prompt's statements read (the rest are not)
constexpr size_t kMaxPrompt = 1 << 20;    // the prompt's bytes read

using Statement = StatedLength;

bool upper(char ch) { return ch >= 'A' && ch <= 'Z'; }
bool alnum(char ch) { return std::isalnum(static_cast<unsigned char>(ch)) != 0; }

// A point name at s[k]: a capital letter, then a prime or a digit subscript ("A", "B'",
// "P1", "P_1", "P_{1}"); its length, 0 when none.
size_t point_name(std::string_view s, size_t k, std::string* name) {
    if (k >= s.size() || !upper(s[k])) return 0;
    size_t e = k + 1;
    if (e < s.size() && s[e] == '\'') {
        ++e;
    } else if (e + 1 < s.size() && s[e] == '_' && std::isdigit(static_cast<unsigned char>(s[e + 1]))) {
        e += 2;
    } else if (e + 3 < s.size() && s[e] == '_' && s[e + 1] == '{' && std::isdigit(static_cast<unsigned char>(s[e + 2])) &&
               s[e + 3] == '}') {
        e += 4;
    } else if (e < s.size() && std::isdigit(static_cast<unsigned char>(s[e]))) {
        ++e;
    }
    std::string n;
    for (size_t i = k; i < e; ++i)
        if (s[i] != '_' && s[i] != '{' && s[i] != '}') n += s[i];
    *name = n;
    return e - k;
}

// A segment's name at s[k] ("AB", "A'B", "P1P2"), not part of a longer word; its length.
// `after_factor`: it follows a ratio's factor, which may touch it ("3BC").
size_t segment_name(std::string_view s, size_t k, std::string* a, std::string* b, bool after_factor = false) {
    if (k > 0 && ((alnum(s[k - 1]) && !(after_factor && std::isdigit(static_cast<unsigned char>(s[k - 1])))) ||
                  s[k - 1] == '\\'))
        return 0;
    const size_t n1 = point_name(s, k, a);
    if (!n1) return 0;
    const size_t n2 = point_name(s, k + n1, b);
    if (!n2) return 0;
    const size_t e = k + n1 + n2;
    if (e < s.size() && (alnum(s[e]) || s[e] == '_')) return 0;
    return n1 + n2;
}

size_t skip_space(std::string_view s, size_t k) {
    while (k < s.size() && (s[k] == ' ' || s[k] == '$' || s[k] == '|' || s[k] == '~' || s[k] == '\t')) ++k;
    return k;
}

bool word_at(std::string_view s, size_t k, std::string_view w) {
    return s.substr(k, w.size()) == w && (k + w.size() >= s.size() || !alnum(s[k + w.size()]));
}

// Whether the text before s[k] (spaces skipped) ends with a ratio's sign: "BD : DC = AB : AC"
// states a proportion, not DC = AB.
bool after_ratio_sign(std::string_view s, size_t k) {
    while (k > 0 && (s[k - 1] == ' ' || s[k - 1] == '$')) --k;
    return k > 0 && (s[k - 1] == ':' || s[k - 1] == '/');
}

bool before_ratio_sign(std::string_view s, size_t k) {
    k = skip_space(s, k);
    return k < s.size() && (s[k] == ':' || s[k] == '/');
}

std::optional<Statement> statement_at(std::string_view s, size_t k, size_t* end) {
    Statement st;
    const size_t n = segment_name(s, k, &st.a, &st.b);
    if (!n || after_ratio_sign(s, k) || before_ratio_sign(s, k + n)) return std::nullopt;
    size_t i = skip_space(s, k + n);
    if (i < s.size() && s[i] == '=') {
        ++i;
    } else {
        bool said = false;
        for (const std::string_view w : {"is", "measures", "has length", "of length"})
            if (word_at(s, i, w)) {
                i += w.size();
                said = true;
                break;
            }
        if (!said) return std::nullopt;
    }
    i = skip_space(s, i);
    // The number, if any ("AB = BC" states a factor of 1).
    size_t j = i;
    while (j < s.size() && (std::isdigit(static_cast<unsigned char>(s[j])) || s[j] == '.')) ++j;
    double value = 1;
    bool number = false;
    if (j > i && std::any_of(s.begin() + static_cast<long>(i), s.begin() + static_cast<long>(j), [](char ch) { return ch != '.'; })) {
        value = std::strtod(std::string(s.substr(i, j - i)).c_str(), nullptr);
        number = true;
        if (j > i && s[j - 1] == '.') --j;   // the sentence's full stop
    }
    if (!(value > 0) || !std::isfinite(value)) return std::nullopt;
    size_t r = skip_space(s, number ? j : i);
    for (const std::string_view times : {"\\cdot", "\\times", "*", "\xc2\xb7", "\xc3\x97"})
        if (s.substr(r, times.size()) == times) {
            r = skip_space(s, r + times.size());
            break;
        }
    if (const size_t m = segment_name(s, r, &st.c, &st.d, number)) {
        if (before_ratio_sign(s, r + m)) return std::nullopt;
        st.value = value;
        st.text = std::string(s.substr(k, r + m - k));
        *end = r;   // "AC = BC = 5 cm": BC's own statement is read next
        return st;
    } else {
        if (!number) return std::nullopt;
        st.value = value;
        *end = r;
        for (const std::string_view u : {"cm", "mm", "in", "pt", "units", "unit"})
            if (word_at(s, r, u)) {
                st.unit = u.substr(0, 2) == "un" ? "" : std::string(u);
                *end = r + u.size();
                break;
            }
    }
    st.text = std::string(s.substr(k, *end - k));
    while (!st.text.empty() && (st.text.back() == ' ' || st.text.back() == '$')) st.text.pop_back();
    return st;
}

}  // namespace

std::vector<StatedLength> read_stated_lengths(std::string_view prompt) {
    std::vector<Statement> out;
    prompt = prompt.substr(0, kMaxPrompt);
    for (size_t k = 0; k + 1 < prompt.size() && out.size() < kMaxStatements; ++k) {
        // Most capitals start a word ("Draw", "The"): a segment's name is a capital after
        // no letter, digit or backslash, followed by a capital, a prime, a digit or '_'.
        const char next = prompt[k + 1];
        if (!upper(prompt[k]) || !(upper(next) || next == '\'' || next == '_' || std::isdigit(static_cast<unsigned char>(next))))
            continue;
        if (k > 0 && (alnum(prompt[k - 1]) || prompt[k - 1] == '\\')) continue;
        size_t end = k;
        if (std::optional<Statement> st = statement_at(prompt, k, &end)) {
            out.push_back(std::move(*st));
            k = end - 1;
        }
    }
    return out;
}

namespace {

// Centimetres per unit of the page.
double in_cm(const std::string& unit) {
    if (unit == "cm") return 1;
    if (unit == "mm") return 0.1;
    if (unit == "in") return 2.54;
    if (unit == "pt") return 2.54 / 72.27;
    return 0;
}

}  // namespace

void find_stated_lengths(Context& c) {
    if (!c.stated || c.stated->empty() || c.named_points.size() < 2) return;
    const auto find = [&](const std::string& name) -> const Context::NamedPoint* {
        for (const Context::NamedPoint& p : c.named_points)
            if (p.name == name) return &p;
        return nullptr;
    };
    // Scene units per centimetre at the drawing's natural size (0: it has none): scene
    // units through the frame's units per CSS pixel, 0.75 pt (1/72 in) a pixel.
    const Frame& fr = c.scene.frame;
    const double upp = fr.units_per_pixel > 0 ? fr.units_per_pixel : 1;
    const bool natural = fr.known && fr.width > 0 && fr.height > 0 &&
                         (c.scene.format != "svg" || (fr.pixel_width > 0 && fr.pixel_height > 0));
    const double per_cm = natural ? upp / 0.75 * 72 / 2.54 : 0;

    struct Measured {
        const Statement* st;
        const Context::NamedPoint *a, *b, *c, *d;
        double drawn;   // scene units (a ratio: drawn AB / drawn CD)
    };
    const std::vector<Statement>& all = *c.stated;
    std::vector<Measured> lengths;   // to hold against each other's scale
    const auto finding = [&](const Measured& m, const std::string& message) {
        LayoutFinding f;
        f.code = "layout.proportion.stated";
        f.severity = Severity::Warning;
        f.message = message;
        for (const Context::NamedPoint* p : {m.a, m.b, m.c, m.d})
            if (p) f.items.push_back(p->text);
        std::sort(f.items.begin(), f.items.end());
        f.items.erase(std::unique(f.items.begin(), f.items.end()), f.items.end());
        f.shapes.push_back(line_shape(m.a->at, m.b->at, "found"));
        if (m.c) f.shapes.push_back(line_shape(m.c->at, m.d->at, "found"));
        c.add(std::move(f));
    };
    for (const Statement& st : all) {
        const Context::NamedPoint *a = find(st.a), *b = find(st.b);
        if (!a || !b || a == b) continue;
        const double ab = (a->at - b->at).norm();
        if (!(ab > 0)) continue;
        if (!st.c.empty()) {
            const Context::NamedPoint *pc = find(st.c), *pd = find(st.d);
            if (!pc || !pd || pc == pd) continue;
            const double cd = (pc->at - pd->at).norm();
            if (!(cd > 0)) continue;
            const double ratio = ab / cd, off = ratio / st.value - 1;
            if (std::abs(off) <= kTolerance) continue;
            finding({&st, a, b, pc, pd, ratio},
                    "The prompt states " + st.text + "; the drawing has " + st.a + st.b + " " + num(ratio) + " times " +
                        st.c + st.d + " (" + num(100 * std::abs(off)) + "% " + (off > 0 ? "more" : "less") + ").");
            continue;
        }
        const double cm = in_cm(st.unit);
        if (cm > 0 && per_cm > 0) {
            const double drawn = ab / per_cm / cm, off = drawn / st.value - 1;
            if (std::abs(off) <= kTolerance) continue;
            finding({&st, a, b, nullptr, nullptr, drawn},
                    "The prompt states " + st.text + "; the drawing has " + st.a + st.b + " " + num(drawn) + " " +
                        st.unit + " long at its natural size (" + num(100 * std::abs(off)) + "% " +
                        (off > 0 ? "longer" : "shorter") + ").");
            continue;
        }
        lengths.push_back({&st, a, b, nullptr, nullptr, ab});
    }
    // Lengths without a page unit: each against the median scale of them all (stated in
    // one unit: a length in cm is not held against one in mm).
    if (lengths.size() < 2) return;
    std::vector<double> scales;
    for (const Measured& m : lengths) scales.push_back(m.drawn / (m.st->value * (in_cm(m.st->unit) > 0 ? in_cm(m.st->unit) : 1)));
    if (std::any_of(lengths.begin(), lengths.end(), [&](const Measured& m) { return (in_cm(m.st->unit) > 0) != (in_cm(lengths[0].st->unit) > 0); }))
        return;
    const double scale = median(scales);
    if (!(scale > 0)) return;
    for (size_t k = 0; k < lengths.size(); ++k) {
        const double off = scales[k] / scale - 1;
        if (std::abs(off) <= kTolerance) continue;
        const Measured& m = lengths[k];
        finding(m, "The prompt states " + m.st->text + "; at the scale of the other stated lengths the drawing has " +
                       m.st->a + m.st->b + " " + num(100 * std::abs(off)) + "% " + (off > 0 ? "longer" : "shorter") + ".");
    }
}

}  // namespace plumbline::layout
