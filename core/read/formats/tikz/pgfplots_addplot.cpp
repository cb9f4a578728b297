// \addplot and \addplot+ as pgfplots reads them: the plot's style (the cycle list's entry,
// then the options), then its points in data coordinates: `coordinates {(x,y) ...}`, an
// expression `{f(x)}` or `({x(t)}, {y(t)})` over a domain with samples, or an inline
// `table {..}`; `\closedcycle` before the `;`. Other plot kinds are refused by name.
#include <cctype>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "formats/tikz/foreach_list.hpp"
#include "formats/tikz/pgfmath.hpp"
#include "formats/tikz/pgfplots.hpp"

namespace plumbline::tikz {

namespace {

// pgfplots' default cycle list `color` (pgfplots.code.tex).
const char* const kColorCycle[] = {
    "blue,every mark/.append style={fill=blue!80!black},mark=*",
    "red,every mark/.append style={fill=red!80!black},mark=square*",
    "brown!60!black,every mark/.append style={fill=brown!80!black},mark=otimes*",
    "black,mark=star",
    "blue,every mark/.append style={fill=blue!80!black},mark=diamond*",
    "red,densely dashed,every mark/.append style={solid,fill=red!80!black},mark=*",
    "brown!60!black,densely dashed,every mark/.append style={solid,fill=brown!80!black},mark=square*",
    "black,densely dashed,every mark/.append style={solid,fill=gray},mark=otimes*",
    "blue,densely dashed,mark=star,every mark/.append style=solid",
    "red,densely dashed,every mark/.append style={solid,fill=red!80!black},mark=diamond*",
};

bool is_ident(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0 || c == '_'; }

// `x` (the plot's variable) in an expression replaced by its value, as pgfplots declares it.
std::string substitute(const std::string& expr, const std::string& name, const std::string& value) {
    std::string out;
    size_t i = 0;
    while (i < expr.size()) {
        if (is_ident(expr[i]) && (i == 0 || expr[i - 1] != '\\')) {
            size_t j = i;
            while (j < expr.size() && (is_ident(expr[j]) || std::isdigit(static_cast<unsigned char>(expr[j])))) ++j;
            const std::string word = expr.substr(i, j - i);
            out += word == name ? "(" + value + ")" : word;
            i = j;
        } else {
            out += expr[i++];
        }
    }
    return out;
}

bool number_text(const std::string& s, double& v) {
    if (s.empty()) return false;
    char* end = nullptr;
    v = std::strtod(s.c_str(), &end);
    return end == s.c_str() + s.size() && std::isfinite(v);
}

// The known marks (pgf's plot marks library): anything else is refused.
bool known_mark(std::string_view m) {
    return one_of(m, {"none", "*", "o", "x", "+", "-", "|", "square", "square*", "triangle", "triangle*", "diamond",
                      "diamond*", "otimes", "otimes*", "oplus", "oplus*", "star", "asterisk", "pentagon",
                      "pentagon*", "Mercedes star", "10-pointed star", "halfcircle", "halfcircle*"});
}

}  // namespace

// A number as the expression reads it: all its digits (pgfplots computes in floating point).
std::string exact(double v) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    return buf;
}

// The index of the ')' closing the '(' at `open`, or npos.
size_t closing(const std::string& s, size_t open) {
    int depth = 0;
    for (size_t i = open; i < s.size(); ++i) {
        if (s[i] == '(') ++depth;
        else if (s[i] == ')' && --depth == 0) return i;
    }
    return std::string::npos;
}

// Calls of `name(..)` replaced by `replace(arguments)`; false when a call is not closed.
template <class F>
bool rewrite_calls(std::string& text, const std::string& name, F replace, int& budget) {
    size_t i = 0;
    while ((i = text.find(name + "(", i)) != std::string::npos) {
        if (--budget < 0) return false;
        if (i > 0 && (is_ident(text[i - 1]) || text[i - 1] == '\\')) {
            i += name.size();
            continue;
        }
        const size_t open = i + name.size(), close = closing(text, open);
        if (close == std::string::npos) return false;
        const std::string replaced = replace(text.substr(open + 1, close - open - 1));
        text.replace(i, close + 1 - i, replaced);
        i += replaced.size();
    }
    return true;
}

// Evaluates `expr` (tokens, \x and x the variable) at `v`, as pgfplots' floating point unit
// does: declared functions expanded, trigonometry in radians under `trig format plots=rad`;
// an undefined value (1/0, ln(0)) is NaN, an unbounded point. False on an error (reported).
bool Interpreter::pgfplots_expression(const PgfAxis& axis, const Tokens& expr, const std::string& variable, double v,
                                      size_t offset, double& out) {
    macros_.push();
    const std::string value = exact(v);
    macros_.define_text(variable, text_tokens(value, static_cast<std::uint32_t>(offset)));
    std::string text = expand(expr);
    macros_.pop();
    int budget = 256;
    for (int round = 0; round < 8 && !axis.functions.empty(); ++round) {
        bool changed = false;
        for (const auto& function : axis.functions) {
            // not a structured binding: clang (WebAssembly) refuses one captured by the lambda below
            const std::string& head = function.first;
            const std::string& body = function.second;
            const size_t paren = head.find('(');
            const std::string name(trim(head.substr(0, paren)));
            std::vector<std::string> params;
            if (paren != std::string::npos)
                for (std::string_view p : split_top(std::string_view(head).substr(paren + 1, head.size() - paren - 2), ','))
                    params.emplace_back(trim(p));
            if (paren == std::string::npos) {   // f=body; used as f
                const std::string replaced = substitute(text, name, body);
                changed |= replaced != text;
                text = replaced;
                continue;
            }
            if (text.find(name + "(") == std::string::npos) continue;
            changed = true;
            const bool ok = rewrite_calls(text, name, [&](const std::string& args) {
                std::string b = body;
                const std::vector<std::string_view> a = split_top(args, ',');
                for (size_t k = 0; k < params.size() && k < a.size(); ++k) {
                    const std::string& needle = params[k];   // \x, or #1 (\pgfmathdeclarefunction)
                    if (needle.empty()) continue;
                    for (size_t at = 0; (at = b.find(needle, at)) != std::string::npos;) {
                        const size_t end = at + needle.size();
                        if (end < b.size() && is_ident(b[end])) { at = end; continue; }
                        const std::string arg = "(" + std::string(a[k]) + ")";
                        b.replace(at, end - at, arg);
                        at += arg.size();
                    }
                }
                return "(" + b + ")";
            }, budget);
            if (!ok) break;
        }
        if (!changed) break;
    }
    text = substitute(text, variable, value);
    // pgfmath's logical functions as its operators: and(a,b) is a && b, or(a,b) a || b, not(a) !a
    for (const char* f : {"and", "or", "not"})
        rewrite_calls(text, f, [&](const std::string& a) {
            const std::vector<std::string_view> parts = split_top(a, ',');
            if (std::string(f) == "not") return "(!(" + a + "))";
            if (parts.size() != 2) return std::string(f) + "(" + a + ")";   // pgfmath's error, below
            return "((" + std::string(parts[0]) + ")" + (std::string(f) == "and" ? "&&" : "||") + "(" +
                   std::string(parts[1]) + "))";
        }, budget);
    if (axis.trig_rad) {   // radians: the trigonometric functions' arguments turned to degrees
        for (const char* f : {"sin", "cos", "tan", "sec", "cosec", "cot"})
            rewrite_calls(text, f, [&](const std::string& a) { return std::string(f) + "(deg(" + a + "))"; }, budget);
        for (const char* f : {"asin", "acos", "atan"})
            rewrite_calls(text, f, [&](const std::string& a) { return "rad(" + std::string(f) + "_(" + a + "))"; }, budget);
        for (size_t at = 0; (at = text.find("_(", at)) != std::string::npos;) text.erase(at, 1);
    }
    const MathResult r = evaluate_math(strip_braces(trim(text)), budget_.steps, true);
    if (budget_.steps < 0) return false;
    if (!r.ok) {
        // 1/x at 0: pgfplots drops the point ("unbounded coords=discard").
        if (r.error.find("zero") != std::string::npos || r.error.find("finite") != std::string::npos) {
            out = NAN;
            return true;
        }
        error("tikz.math.syntax", "Cannot evaluate \"" + text + "\": " + r.error + ".", offset, offset + 1);
        return false;
    }
    out = std::isfinite(r.value) ? r.value : NAN;
    return true;
}

// The plot's keys: pgfplots' own read here, TikZ's passed to apply_options.
bool Interpreter::pgfplots_plot_options(std::string_view text, size_t offset, PgfAxis& axis, PgfPlot& plot) {
    (void)axis;
    std::string tikz;
    for (const KeyValue& kv : split_options(text)) {
        const std::string& k = kv.key;
        const std::string v(trim(kv.value));
        const size_t at = offset + kv.offset;
        if (k == "mark") {
            if (!known_mark(v)) {
                error("tikz.pgfplots.unsupported", "The plot mark \"" + v + "\" is not read by Plumbline.", at,
                      at + k.size());
                return false;
            }
            plot.mark = v;
        } else if (k == "only marks") plot.line = v == "false";
        else if (k == "no marks" || k == "no markers") plot.mark = "none";
        else if (k == "sharp plot") plot.set.path.smooth = false, plot.handler = PgfPlot::Handler::Lines;
        else if (k == "const plot" || k == "const plot mark left") plot.handler = PgfPlot::Handler::ConstLeft;
        else if (k == "const plot mark right") plot.handler = PgfPlot::Handler::ConstRight;
        else if (k == "ycomb") plot.handler = PgfPlot::Handler::YComb;
        else if (k == "xcomb") plot.handler = PgfPlot::Handler::XComb;
        else if (k == "mark size") {
            if (const std::optional<double> n = number(v, at)) plot.mark_size = *n;
        } else if (k == "mark repeat") {
            if (const std::optional<double> n = number(v, at)) plot.mark_repeat = std::max(1, static_cast<int>(*n));
        } else if (k == "mark phase") {
            if (const std::optional<double> n = number(v, at)) plot.mark_phase = std::max(1, static_cast<int>(*n));
        } else if (k == "mark options" || k == "every mark/.append style" || k == "every mark/.style") {
            for (const KeyValue& m : split_options(v)) {
                if (m.key == "fill") plot.mark_fill = m.value;
                else if (m.key == "scale") {
                    if (const std::optional<double> n = number(m.value, at)) plot.mark_size *= *n;
                } else if (m.key == "mark size") {
                    if (const std::optional<double> n = number(m.value, at)) plot.mark_size = *n;
                }
            }
        } else if (k == "forget plot") plot.legend = false;
        else if (k == "smooth cycle") plot.smooth_cycle = true, plot.set.path.smooth = true;
        else if (k == "name path" || k == "name path global") plot.name_path = v;
        else if (one_of(k, {"samples at", "restrict y to domain", "restrict x to domain", "unbounded coords",
                            "id", "legend image post style", "line legend", "legend image code/.code",
                            "area legend", "point meta", "variable"})) {
            tikz += "";   // read by the caller where it matters
        } else if (one_of(k, {"jump mark left",
                              "jump mark right", "ybar", "xbar", "ybar interval", "xbar interval",
                              "scatter", "nodes near coords", "error bars/.cd", "quiver", "surf", "mesh",
                              "contour prepared", "stack plots", "polar comb", "each nth point",
                              "x filter/.code", "y filter/.code", "x expr", "y expr", "matrix plot", "patch",
                              "fill between", "hist"}) ||
                   k.rfind("error bars", 0) == 0) {
            error("tikz.pgfplots.unsupported",
                  "The plot kind \"" + k + "\" is not read by Plumbline (it reads lines, smooth lines and marks).",
                  at, at + k.size());
            return false;
        } else if (one_of(k, {"densely dashed", "loosely dashed", "densely dotted", "loosely dotted", "dashdotted",
                              "densely dashdotted", "dashdotdotted", "solid", "dashed", "dotted"})) {
            // dashes: cosmetic, as in TikZ
        } else {
            if (k == "smooth") plot.handler = PgfPlot::Handler::Lines;   // the last handler key wins
            tikz += (tikz.empty() ? "" : ",") + k + (kv.has_value ? "={" + kv.value + "}" : std::string());
        }
    }
    if (!tikz.empty()) apply_options(tikz, offset, plot.state, plot.set);
    return true;
}

bool Interpreter::pgfplots_addplot(Stream& s, const Token& t, PgfAxis& axis) {
    PgfPlot plot;
    plot.begin = t.offset;
    plot.index = static_cast<int>(axis.plots.size());
    plot.state = states_.back();
    s.skip_spaces();
    bool plus = false;
    if (const Token* u = s.peek(); u && u->is_char('3')) {
        error("tikz.pgfplots.unsupported",
              "\\addplot3 (a three-dimensional plot) is not read by Plumbline; the axis is not drawn.", t.offset,
              t.end() + 1);
        return false;
    }
    if (const Token* u = s.peek(); u && u->is_char('+')) s.next(), plus = true;
    std::string options;
    size_t options_offset = t.end();
    const bool has_options = read_options(s, options, options_offset);
    // The style: the cycle list's entry when no options or `+`, then the axis' plot
    // style, then the options.
    std::string style;
    if (!has_options || plus) {
        const size_t n = axis.cycle.empty() ? sizeof kColorCycle / sizeof *kColorCycle : axis.cycle.size();
        const size_t i = static_cast<size_t>(plot.index) % n;
        style = axis.cycle.empty() ? kColorCycle[i] : axis.cycle[i];
    }
    if (!pgfplots_plot_options(style, t.offset, axis, plot)) return false;
    if (!axis.plot_style.empty() && !pgfplots_plot_options(axis.plot_style, t.offset, axis, plot)) return false;
    if (has_options && !pgfplots_plot_options(options, options_offset, axis, plot)) return false;
    // Keys read here rather than as styles: domain, samples, restrictions.
    std::string domain = axis.domain, samples = axis.samples, samples_at, variable = "x", restrict_y;
    bool jump = false;
    auto sampling_keys = [&](const std::string& text) {
        for (const KeyValue& kv : split_options(text)) {
            const std::string v(trim(kv.value));
            if (kv.key == "domain") domain = v;
            else if (kv.key == "samples") samples = v;
            else if (kv.key == "samples at") samples_at = v;
            else if (kv.key == "variable") variable = v.size() > 1 && v[0] == '\\' ? v.substr(1) : v;
            else if (kv.key == "restrict y to domain") restrict_y = v;
            else if (kv.key == "unbounded coords") jump = v == "jump";
        }
    };
    for (const std::string* text : {&style, &axis.plot_style, &options}) sampling_keys(*text);

    s.skip_spaces();
    const Token* u = s.peek();
    if (!u) return false;
    std::vector<Vec2> points;   // NaN y: an unbounded point
    const size_t body_offset = u->offset;
    auto fail = [&](const std::string& what) {
        error("tikz.pgfplots.unsupported", what, body_offset, body_offset + 1);
        return false;
    };
    if (u->kind == Token::Kind::Char && std::isalpha(static_cast<unsigned char>(u->c))) {
        std::string word;
        while (s.peek() && s.peek()->kind == Token::Kind::Char &&
               (std::isalpha(static_cast<unsigned char>(s.peek()->c)) || s.peek()->c == ' '))
            word += s.next()->c;
        while (!word.empty() && word.back() == ' ') word.pop_back();
        if (word == "fill") {   // fill between: a second word after a blank
            s.skip_spaces();
            std::string second;
            while (s.peek() && s.peek()->kind == Token::Kind::Char && std::isalpha(static_cast<unsigned char>(s.peek()->c)))
                second += s.next()->c;
            word += " " + second;
        }
        if (word == "coordinates") {
            Tokens group;
            s.skip_spaces();
            if (!s.read_group(group)) return fail("\\addplot coordinates needs its points in braces.");
            const std::string text = expand(group);
            size_t i = 0;
            while (i < text.size() && budget_.spend(body_offset)) {
                if (text[i] != '(') {
                    ++i;
                    continue;
                }
                const size_t close = text.find(')', i);
                if (close == std::string::npos) return fail("A point in \\addplot coordinates is not closed by ')'.");
                // pgfplots reads a point up to the first ')': `((1.8,0)` is the point (1.8,0)
                size_t open = i + 1;
                while (open < close && (text[open] == '(' || std::isspace(static_cast<unsigned char>(text[open])))) ++open;
                const std::vector<std::string_view> parts = split_top(std::string_view(text).substr(open, close - open), ',');
                if (parts.size() != 2) {
                    return fail("\\addplot coordinates: the point (" + text.substr(i + 1, close - i - 1) +
                                ") is not (x,y); Plumbline reads two-dimensional plots.");
                }
                const std::optional<double> x = number(parts[0], body_offset);
                const std::optional<double> y = number(parts[1], body_offset);
                if (!x || !y) return false;
                points.emplace_back(*x, *y);
                i = close + 1;
                // error bars +- (..) and point meta [..] after a point: not read
                size_t j = i;
                while (j < text.size() && std::isspace(static_cast<unsigned char>(text[j]))) ++j;
                if (j < text.size() && (text[j] == '+' || text[j] == '[' || text[j] == '-'))
                    return fail("\\addplot coordinates with error bars or point meta are not read by Plumbline.");
            }
        } else if (word == "table") {
            std::string table_options;
            size_t table_offset = 0;
            read_options(s, table_options, table_offset);
            s.skip_spaces();
            const Token* open = s.peek();
            if (!open || !open->is_char('{')) return fail("\\addplot table without braces (a file) is not read.");
            const size_t from = open->offset + 1;
            Tokens group;
            if (!s.read_group(group)) return false;
            const size_t to = group.empty() ? from : group.back().end();
            std::string raw(text_.substr(from, to > from ? to - from : 0));
            std::string x_col, y_col;
            int x_index = 0, y_index = 1;
            bool rows_by_backslash = false;
            for (const KeyValue& kv : split_options(table_options)) {
                const std::string v(trim(kv.value));
                if (kv.key == "x") x_col = v;
                else if (kv.key == "y") y_col = v;
                else if (kv.key == "x index") x_index = std::atoi(v.c_str());
                else if (kv.key == "y index") y_index = std::atoi(v.c_str());
                else if (kv.key == "row sep") rows_by_backslash = v == "\\\\";
                else if (kv.key == "col sep" && v != "space")
                    return fail("\\addplot table with col sep=" + v + " is not read by Plumbline.");
                else if (kv.key != "header" && kv.key != "meta")
                    return fail("\\addplot table's \"" + kv.key + "\" is not read by Plumbline.");
            }
            if (raw.find_first_of("\n\\") == std::string::npos && raw.find(' ') == std::string::npos)
                return fail("\\addplot table {" + raw + "} reads a file; Plumbline reads inline tables only.");
            if (rows_by_backslash)
                for (size_t p = 0; (p = raw.find("\\\\", p)) != std::string::npos;) raw.replace(p, 2, "\n");
            std::istringstream lines(raw);
            std::string line;
            std::vector<std::string> header;
            bool first = true;
            while (std::getline(lines, line) && budget_.spend(body_offset)) {
                if (const size_t pc = line.find('%'); pc != std::string::npos) line.resize(pc);
                std::istringstream cells(line);
                std::vector<std::string> row;
                for (std::string c; cells >> c;) row.push_back(c);
                if (row.empty()) continue;
                double probe = 0;
                if (first && !number_text(row[0], probe)) {
                    header = row;
                    first = false;
                    continue;
                }
                first = false;
                auto column = [&](const std::string& name, int index) {
                    if (!name.empty()) {
                        for (size_t c = 0; c < header.size(); ++c)
                            if (header[c] == name) return static_cast<int>(c);
                        return -1;
                    }
                    return index;
                };
                const int xc = column(x_col, x_index), yc = column(y_col, y_index);
                if (xc < 0 || yc < 0) return fail("\\addplot table: no column named \"" + (xc < 0 ? x_col : y_col) + "\".");
                double x = 0, y = 0;
                if (xc >= static_cast<int>(row.size()) || yc >= static_cast<int>(row.size()) ||
                    !number_text(row[xc], x) || !number_text(row[yc], y)) {
                    if (xc < static_cast<int>(row.size()) && yc < static_cast<int>(row.size()) &&
                        (row[yc] == "nan" || row[yc] == "inf")) {
                        points.emplace_back(x, NAN);
                        continue;
                    }
                    return fail("\\addplot table: the row \"" + line + "\" is not numbers.");
                }
                points.emplace_back(x, y);
            }
        } else if (word == "fill between") {
            // fill between[of=A and B, soft clip={domain=a:b}] (pgfplots' fillbetween library)
            std::string between;
            size_t between_offset = 0;
            read_options(s, between, between_offset);
            for (const KeyValue& kv : split_options(between)) {
                const std::string v(trim(strip_braces(trim(kv.value))));
                if (kv.key == "of") {
                    const size_t and_at = v.find(" and ");
                    if (and_at == std::string::npos) return fail("fill between's of= names two paths: of=A and B.");
                    plot.between_a = std::string(trim(std::string_view(v).substr(0, and_at)));
                    plot.between_b = std::string(trim(std::string_view(v).substr(and_at + 5)));
                } else if (kv.key == "soft clip" && v.rfind("domain=", 0) == 0) {
                    const std::string range = v.substr(7);
                    const size_t colon = range.find(':');
                    const std::optional<double> a = number(range.substr(0, colon), body_offset);
                    const std::optional<double> b =
                        colon == std::string::npos ? std::nullopt : number(range.substr(colon + 1), body_offset);
                    if (!a || !b) return fail("fill between's soft clip={domain=a:b} needs two numbers.");
                    plot.between_domain = std::make_pair(std::min(*a, *b), std::max(*a, *b));
                } else {
                    return fail("fill between's \"" + kv.key + "\" is not read by Plumbline (it reads of= and soft "
                                "clip={domain=a:b}).");
                }
            }
            if (plot.between_a.empty()) return fail("fill between needs of=A and B.");
            plot.legend = false;
        } else if (word == "expression") {
            // `\addplot expression [options] {expr}`: options may follow the keyword too
            std::string more;
            size_t more_offset = 0;
            if (read_options(s, more, more_offset)) {
                if (!pgfplots_plot_options(more, more_offset, axis, plot)) return false;
                sampling_keys(more);
            }
            s.skip_spaces();
            // handled below as {expr}
        } else {
            return fail("\\addplot " + word + " is not read by Plumbline (it reads coordinates, expressions and "
                        "inline tables).");
        }
    }
    u = s.peek();
    if (points.empty() && u && (u->is_char('{') || u->is_char('('))) {
        Tokens xe, ye;
        bool parametric = false;
        if (u->is_char('{')) {
            s.read_group(ye);
        } else {
            Tokens pair;
            s.read_delimited('(', ')', pair);
            // ({x(t)}, {y(t)}): split at the comma outside braces
            int depth = 0;
            bool second = false;
            for (const Token& p : pair) {
                if (p.is_char('{') || p.is_char('(')) ++depth;
                if (p.is_char('}') || p.is_char(')')) --depth;
                if (depth == 0 && p.is_char(',') && !second) {
                    second = true;
                    continue;
                }
                (second ? ye : xe).push_back(p);
            }
            if (!second) return fail("\\addplot (..) needs two expressions, (x, y).");
            parametric = true;
        }
        std::vector<double> at;
        if (!samples_at.empty()) {
            ForeachList list(strip_braces(samples_at));
            std::string item;
            for (int i = 0; i < 100000 && list.next(item) && budget_.spend(body_offset); ++i)
                if (const std::optional<double> n = number(item, body_offset)) at.push_back(*n);
                else return false;
        } else {
            double from = -5, to = 5;
            if (!domain.empty()) {
                const size_t colon = domain.find(':');
                const std::optional<double> a = number(domain.substr(0, colon), body_offset);
                const std::optional<double> b =
                    colon == std::string::npos ? std::nullopt : number(domain.substr(colon + 1), body_offset);
                if (!a || !b) return false;
                from = *a, to = *b;
            }
            int n = 25;
            if (!samples.empty())
                if (const std::optional<double> v = number(samples, body_offset)) n = static_cast<int>(*v);
            if (n < 2 || n > static_cast<int>(std::min<size_t>(limits_.max_items, 1000000)))
                return fail("\\addplot samples=" + std::to_string(n) + " is out of what Plumbline reads.");
            if (axis.x.log && !parametric && from > 0 && to > 0) {   // pgfplots samples a log axis' domain logarithmically
                const double a = std::log10(from), b = std::log10(to);
                for (int k = 0; k < n; ++k) at.push_back(std::pow(10.0, a + (b - a) * k / (n - 1)));
            } else {
                for (int k = 0; k < n; ++k) at.push_back(from + (to - from) * k / (n - 1));
            }
        }
        for (double v : at) {
            if (!budget_.spend(body_offset, 4)) return false;
            double x = v, y = 0;
            if (parametric && !pgfplots_expression(axis, xe, variable, v, body_offset, x)) return false;
            if (!pgfplots_expression(axis, ye, variable, v, body_offset, y)) return false;
            points.emplace_back(x, y);
        }
    } else if (points.empty() && plot.between_a.empty() && (!u || !u->is_char(';'))) {
        if (u && u->is_command("closedcycle")) return fail("\\addplot without points.");
        return fail("\\addplot: expected coordinates {..}, table {..}, {expression} or (x, y) here.");
    }
    // After the points: \closedcycle, then ';'.
    s.skip_spaces();
    if (const Token* c = s.peek(); c && c->is_command("closedcycle")) {
        s.next();
        plot.closed_cycle = true;
        s.skip_spaces();
    }
    // Nodes after the points: node[pos=0.8, above] {text}, placed along the plot.
    for (int guard = 0; guard < 16; ++guard) {
        const Token* n = s.peek();
        if (!n || !(n->is_char('n') || n->is_command("node"))) break;
        const size_t node_at = n->offset;
        if (n->is_char('n')) {
            std::string word;
            while (s.peek() && s.peek()->kind == Token::Kind::Char && std::isalpha(static_cast<unsigned char>(s.peek()->c)))
                word += s.next()->c;
            if (word != "node") return fail("\\addplot: \"" + word + "\" after the points is not read by Plumbline.");
        } else {
            s.next();
        }
        PgfPlot::Node node;
        node.offset = node_at;
        size_t o = 0;
        read_options(s, node.options, o);
        for (const KeyValue& kv : split_options(node.options))
            if (kv.key == "pos") {
                if (const std::optional<double> p = number(kv.value, node_at)) node.pos = *p;
            } else if (one_of(kv.key, {"midway"})) node.pos = 0.5;
            else if (one_of(kv.key, {"near start"})) node.pos = 0.25;
            else if (one_of(kv.key, {"near end"})) node.pos = 0.75;
            else if (one_of(kv.key, {"at start", "very near start"})) node.pos = kv.key == "at start" ? 0 : 0.125;
            else if (one_of(kv.key, {"at end", "very near end"})) node.pos = kv.key == "at end" ? 1 : 0.875;
        s.skip_spaces();
        if (const Token* paren = s.peek(); paren && paren->is_char('(')) {   // node (name)
            Tokens name;
            s.read_delimited('(', ')', name);
            node.options += (node.options.empty() ? "" : ",") + std::string("name=") + to_text(name);
        }
        Tokens text;
        if (!s.read_group(text)) return fail("\\addplot ... node needs its text in braces.");
        node.text = to_text(text);
        plot.nodes.push_back(std::move(node));
        s.skip_spaces();
    }
    const Token* end = s.peek();
    if (!end || !end->is_char(';')) {
        const size_t at = end ? end->offset : body_offset;
        error("tikz.pgfplots.unsupported",
              "Plumbline reads an \\addplot up to its ';' with nothing after its points but "
              "\\closedcycle and nodes.",
              at, at + 1);
        return false;
    }
    plot.end = end->end();
    s.next();
    // restrict y to domain=a:b: points outside are unbounded.
    double ylo = -INFINITY, yhi = INFINITY;
    if (!restrict_y.empty()) {
        const size_t colon = restrict_y.find(':');
        const std::optional<double> a = number(restrict_y.substr(0, colon), body_offset);
        const std::optional<double> b =
            colon == std::string::npos ? std::nullopt : number(restrict_y.substr(colon + 1), body_offset);
        if (a && b) ylo = *a, yhi = *b;
    }
    // Unbounded points are dropped: the line joins across them, or breaks (unbounded coords=jump).
    std::vector<Vec2> run;
    for (const Vec2& p : points) {
        const bool bad = !std::isfinite(p.x()) || !std::isfinite(p.y()) || p.y() < ylo || p.y() > yhi;
        if (bad) {
            if (jump && !run.empty()) plot.runs.push_back(run), run.clear();
            continue;
        }
        run.push_back(p);
    }
    if (!run.empty()) plot.runs.push_back(run);
    axis.plots.push_back(std::move(plot));
    return true;
}

}  // namespace plumbline::tikz
