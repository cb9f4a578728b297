// pgfmath inside a node's text: `{\pgfmathparse{0.35*2-0.15}\pgfmathprintnumber{\pgfmathresult}}`
// typesets the number, not the expression. Done on the text as written, before its macros are
// expanded, so \pgfmathresult is this text's own result (not one an earlier statement left).
// \pgfmathprintnumber[fixed]{x} prints as pgf's `fixed` format does: rounded to two decimals,
// trailing zeros dropped, in math mode (a minus sign, not a hyphen); the default format prints
// numbers from 1 to 9999 the same way, and others in its scientific form (not read here).
#include <cmath>
#include <cstdio>
#include <string>

#include "formats/tikz/interpreter.hpp"
#include "formats/tikz/pgfmath.hpp"

namespace plumbline::tikz {

namespace {

std::string print_number(double v) {
    const double r = std::round(v * 100) / 100;
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.2f", r == 0 ? 0.0 : r);
    std::string s = buffer;
    while (!s.empty() && s.back() == '0') s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    return "$" + s + "$";
}

}  // namespace

std::string Interpreter::node_text_math(const std::string& text) {
    if (text.find("\\pgfmath") == std::string::npos) return text;
    const LexResult lexed = lex(text, 1u << 20);
    if (!lexed.problems.empty()) return text;
    const Tokens& k = lexed.tokens;
    std::string out, result;
    bool parsed = false;
    // The content of the group at i (i moves past it); "" and false when there is none.
    const auto group = [&](size_t& i, std::string& content) {
        while (i < k.size() && k[i].is_space()) ++i;
        if (i >= k.size() || !k[i].is_char('{')) return false;
        int depth = 0;
        const size_t start = i;
        for (; i < k.size(); ++i) {
            if (k[i].is_char('{')) ++depth;
            if (k[i].is_char('}') && --depth == 0) break;
        }
        if (i >= k.size()) return false;
        content = to_text(k, start + 1, i);
        ++i;
        return true;
    };
    // An expression of this text: its \pgfmathresult is the last parse's, then macros expanded.
    const auto value = [&](std::string expr) -> std::optional<double> {
        for (size_t at; parsed && (at = expr.find("\\pgfmathresult")) != std::string::npos;)
            expr.replace(at, 14, result);
        const LexResult e = lex(expr, 1u << 16);
        if (!e.problems.empty()) return std::nullopt;
        const MathResult r = evaluate_math(expand(e.tokens), budget_.steps);
        if (!r.ok) return std::nullopt;
        return r.value;
    };
    // The text is copied as written between the commands replaced.
    size_t i = 0, copied = 0;
    const auto replace = [&](size_t from_token, size_t to_token, const std::string& with) {
        const size_t begin = k[from_token].offset;
        const size_t end = to_token < k.size() ? k[to_token].offset : text.size();
        out += text.substr(copied, begin - copied) + with;
        copied = end;
    };
    while (i < k.size()) {
        const Token& t = k[i];
        if (t.is_command("pgfmathparse")) {
            size_t j = i + 1;
            std::string expr;
            if (!group(j, expr)) return text;
            const std::optional<double> v = value(expr);
            if (!v) return text;   // as written: the text says what it holds
            result = format_value(*v), parsed = true;
            replace(i, j, "");
            i = j;
            continue;
        }
        if (t.is_command("pgfmathprintnumber")) {
            size_t j = i + 1;
            while (j < k.size() && k[j].is_space()) ++j;
            bool fixed = false;
            if (j < k.size() && k[j].is_char('[')) {   // its options: `fixed` is read, others not
                const size_t open = j;
                while (j < k.size() && !k[j].is_char(']')) ++j;
                for (const KeyValue& kv : split_options(to_text(k, open + 1, j))) fixed |= kv.key == "fixed";
                ++j;
            }
            std::string number;
            if (!group(j, number)) return text;
            const std::optional<double> v = value(number);
            // pgf's default format (std) turns to x.y·10^e below 0.1, where its own arithmetic
            // decides (0.35-0.45 is -0.09999 there): a number that far from 1..9999 is left as written.
            if (!v || (!fixed && *v != 0 && (std::abs(*v) < 1 || std::abs(*v) >= 10000))) return text;
            replace(i, j, print_number(*v));
            i = j;
            continue;
        }
        if (t.is_command("pgfmathresult") && parsed) {
            replace(i, i + 1, result);
            ++i;
            continue;
        }
        ++i;
    }
    out += text.substr(std::min(copied, text.size()));
    return out;
}

}  // namespace plumbline::tikz
