// `plot coordinates {(x,y) ...}` and function plots `plot (\x, {f(\x)})` over a domain
// with a number of samples. A smooth plot is read through the same points as a polyline.
#include <cctype>
#include <cmath>

#include "formats/tikz/foreach_list.hpp"
#include "formats/tikz/interpreter.hpp"
#include "formats/tikz/pgfmath.hpp"

namespace plumbline::tikz {

std::vector<PathPiece> smooth_curve(const std::vector<Vec2>& p, double tension, bool closed) {
    std::vector<PathPiece> pieces;
    const size_t n = p.size();
    if (n < 2) return pieces;
    const double k = std::round(tension * 0.2775 * 1e5) / 1e5;   // \pgf@plottension, five decimals
    if (closed && n > 2) {
        auto support = [&](size_t i) { return Vec2(k * (p[(i + 1) % n] - p[(i + n - 1) % n])); };
        for (size_t j = 0; j < n; ++j) {
            const size_t i = (1 + j) % n, next = (i + 1) % n;
            pieces.push_back(PathPiece::cubic(p[i], p[i] + support(i), p[next] - support(next), p[next]));
        }
        return pieces;
    }
    auto support = [&](size_t i) { return Vec2(k * (p[i + 1] - p[i - 1])); };
    for (size_t i = 0; i + 1 < n; ++i) {
        const Vec2 c1 = i == 0 ? p[0] : Vec2(p[i] + support(i));
        const Vec2 c2 = i + 2 == n ? p[n - 1] : Vec2(p[i + 1] - support(i + 1));
        pieces.push_back(PathPiece::cubic(p[i], c1, c2, p[i + 1]));
    }
    return pieces;
}

bool Interpreter::read_plot(Stream& s, const State& state, const OptionSet& set, std::vector<Vec2>& points,
                            size_t offset, PlotShape& shape) {
    OptionSet local = set;
    State local_state = state;
    std::string options;
    size_t options_offset = offset;
    if (read_options(s, options, options_offset)) apply_options(options, options_offset, local_state, local);
    shape.closed = local.path.cycle;
    shape.smooth = local.path.smooth;
    shape.tension = local.path.tension;
    s.skip_spaces();
    const Token* t = s.peek();
    if (t && t->is_char('c')) {   // coordinates {...}
        std::string word;
        while (s.peek() && s.peek()->kind == Token::Kind::Char && std::isalpha(static_cast<unsigned char>(s.peek()->c)))
            word += s.next()->c;
        if (word != "coordinates") {
            error("tikz.path.syntax", "Expected \"coordinates {...}\" or a function (x, f(x)) after plot.", offset,
                  offset + 4);
            return false;
        }
        const size_t group_offset = s.position();
        Tokens group;
        if (!s.read_group(group)) {
            error("tikz.path.syntax", "plot coordinates needs its points in braces.", offset, offset + 4);
            return false;
        }
        const std::string text = expand(group);
        size_t i = 0;
        while (i < text.size()) {
            if (std::isspace(static_cast<unsigned char>(text[i]))) {
                ++i;
                continue;
            }
            if (text[i] != '(') {
                error("tikz.path.syntax", "plot coordinates holds points in parentheses only.", group_offset,
                      group_offset + 1);
                return false;
            }
            int depth = 0;
            size_t j = i;
            for (; j < text.size(); ++j) {
                if (text[j] == '(' || text[j] == '{') ++depth;
                if ((text[j] == ')' || text[j] == '}') && --depth == 0) break;
            }
            if (j >= text.size()) {
                error("tikz.syntax.paren", "A point in plot coordinates is not closed by ')'.", group_offset,
                      group_offset + 1);
                return false;
            }
            const std::optional<Vec2> p = coordinate(std::string_view(text).substr(i + 1, j - i - 1), group_offset, local_state);
            if (!p) return false;
            if (!budget_.spend(group_offset)) return false;
            points.push_back(*p);
            i = j + 1;
        }
        return true;
    }
    if (!t || !t->is_char('(')) {
        error("tikz.path.syntax", "Expected \"coordinates {...}\" or a function (x, f(x)) after plot.", offset, offset + 4);
        return false;
    }
    const size_t paren = t->offset;
    Tokens expression;
    s.read_delimited('(', ')', expression);
    double from = -5, to = 5;
    // The innermost domain= and samples=, the plot's own or a scope's or picture's around it.
    const std::string domain = local_state.domain.empty() ? local.path.domain : local_state.domain;
    if (!local_state.samples.empty())
        if (const std::optional<double> k = number(local_state.samples, offset))
            local.path.samples = static_cast<int>(std::max(2.0, std::min(*k, 10000.0)));
    if (!domain.empty()) {
        const size_t colon = domain.find(':');
        const std::optional<double> a = number(domain.substr(0, colon), offset);
        const std::optional<double> b =
            colon == std::string::npos ? std::nullopt : number(domain.substr(colon + 1), offset);
        if (!a || !b) return false;
        from = *a;
        to = *b;
    }
    const int n = std::max(2, local.path.samples);
    for (int k = 0; k < n && !budget_.stop; ++k) {
        const double x = from + (to - from) * k / (n - 1);
        macros_.push();
        macros_.define_text(local.path.variable, text_tokens(format_value(x, false), static_cast<std::uint32_t>(paren)));
        const std::optional<Vec2> p = coordinate(expand(expression), paren + 1, local_state);
        macros_.pop();
        if (!p) return false;
        points.push_back(*p);
    }
    return true;
}

}  // namespace plumbline::tikz
