// The math symbols node text uses (tex_symbols.hpp): Greek in cmmi10 (capitals upright in
// cmr10), operators, relations and arrows in cmsy10, big operators as widths of cmex10's.
#include "formats/tikz/tex_symbols.hpp"

#include <cctype>
#include <iterator>
#include <string>
#include <utility>

namespace plumbline::tikz {

namespace {

using F = TexFont;
using C = MathClass;

const TexSymbol kSymbols[] = {
    {"alpha", F::MathItalic, 11, C::Ord, "α"},    {"beta", F::MathItalic, 12, C::Ord, "β"},
    {"gamma", F::MathItalic, 13, C::Ord, "γ"},    {"delta", F::MathItalic, 14, C::Ord, "δ"},
    {"epsilon", F::MathItalic, 15, C::Ord, "ϵ"},  {"zeta", F::MathItalic, 16, C::Ord, "ζ"},
    {"eta", F::MathItalic, 17, C::Ord, "η"},      {"theta", F::MathItalic, 18, C::Ord, "θ"},
    {"iota", F::MathItalic, 19, C::Ord, "ι"},     {"kappa", F::MathItalic, 20, C::Ord, "κ"},
    {"lambda", F::MathItalic, 21, C::Ord, "λ"},   {"mu", F::MathItalic, 22, C::Ord, "μ"},
    {"nu", F::MathItalic, 23, C::Ord, "ν"},       {"xi", F::MathItalic, 24, C::Ord, "ξ"},
    {"pi", F::MathItalic, 25, C::Ord, "π"},       {"rho", F::MathItalic, 26, C::Ord, "ρ"},
    {"sigma", F::MathItalic, 27, C::Ord, "σ"},    {"tau", F::MathItalic, 28, C::Ord, "τ"},
    {"upsilon", F::MathItalic, 29, C::Ord, "υ"},  {"phi", F::MathItalic, 30, C::Ord, "ϕ"},
    {"chi", F::MathItalic, 31, C::Ord, "χ"},      {"psi", F::MathItalic, 32, C::Ord, "ψ"},
    {"omega", F::MathItalic, 33, C::Ord, "ω"},    {"varepsilon", F::MathItalic, 34, C::Ord, "ε"},
    {"vartheta", F::MathItalic, 35, C::Ord, "ϑ"}, {"varpi", F::MathItalic, 36, C::Ord, "ϖ"},
    {"varrho", F::MathItalic, 37, C::Ord, "ϱ"},   {"varsigma", F::MathItalic, 38, C::Ord, "ς"},
    {"varphi", F::MathItalic, 39, C::Ord, "φ"},   {"ell", F::MathItalic, 96, C::Ord, "ℓ"},
    // plain TeX's \hbar: a bar over the math italic h, as wide as the h
    {"hbar", F::MathItalic, 104, C::Ord, "ħ"},
    {"Gamma", F::Roman, 0, C::Ord, "Γ"},          {"Delta", F::Roman, 1, C::Ord, "Δ"},
    {"Theta", F::Roman, 2, C::Ord, "Θ"},          {"Lambda", F::Roman, 3, C::Ord, "Λ"},
    {"Xi", F::Roman, 4, C::Ord, "Ξ"},             {"Pi", F::Roman, 5, C::Ord, "Π"},
    {"Sigma", F::Roman, 6, C::Ord, "Σ"},          {"Upsilon", F::Roman, 7, C::Ord, "Υ"},
    {"Phi", F::Roman, 8, C::Ord, "Φ"},            {"Psi", F::Roman, 9, C::Ord, "Ψ"},
    {"Omega", F::Roman, 10, C::Ord, "Ω"},
    {"cdot", F::Symbols, 1, C::Bin, "·"},         {"times", F::Symbols, 2, C::Bin, "×"},
    {"ast", F::Symbols, 3, C::Bin, "∗"},          {"div", F::Symbols, 4, C::Bin, "÷"},
    {"pm", F::Symbols, 6, C::Bin, "±"},           {"mp", F::Symbols, 7, C::Bin, "∓"},
    {"oplus", F::Symbols, 8, C::Bin, "⊕"},        {"otimes", F::Symbols, 10, C::Bin, "⊗"},
    {"circ", F::Symbols, 14, C::Bin, "∘"},        {"bullet", F::Symbols, 15, C::Bin, "•"},
    {"cup", F::Symbols, 91, C::Bin, "∪"},         {"cap", F::Symbols, 92, C::Bin, "∩"},
    {"wedge", F::Symbols, 94, C::Bin, "∧"},       {"vee", F::Symbols, 95, C::Bin, "∨"},
    {"setminus", F::Symbols, 110, C::Bin, "∖"},
    {"equiv", F::Symbols, 17, C::Rel, "≡"},       {"le", F::Symbols, 20, C::Rel, "≤"},
    {"leq", F::Symbols, 20, C::Rel, "≤"},         {"ge", F::Symbols, 21, C::Rel, "≥"},
    {"geq", F::Symbols, 21, C::Rel, "≥"},         {"sim", F::Symbols, 24, C::Rel, "∼"},
    {"approx", F::Symbols, 25, C::Rel, "≈"},      {"subset", F::Symbols, 26, C::Rel, "⊂"},
    {"supset", F::Symbols, 27, C::Rel, "⊃"},      {"subseteq", F::Symbols, 18, C::Rel, "⊆"},
    {"ll", F::Symbols, 28, C::Rel, "≪"},          {"gg", F::Symbols, 29, C::Rel, "≫"},
    {"leftarrow", F::Symbols, 32, C::Rel, "←"},   {"gets", F::Symbols, 32, C::Rel, "←"},
    {"rightarrow", F::Symbols, 33, C::Rel, "→"},  {"to", F::Symbols, 33, C::Rel, "→"},
    {"uparrow", F::Symbols, 34, C::Rel, "↑"},     {"downarrow", F::Symbols, 35, C::Rel, "↓"},
    {"leftrightarrow", F::Symbols, 36, C::Rel, "↔"}, {"simeq", F::Symbols, 39, C::Rel, "≃"},
    {"Leftarrow", F::Symbols, 40, C::Rel, "⇐"},   {"Rightarrow", F::Symbols, 41, C::Rel, "⇒"},
    {"Leftrightarrow", F::Symbols, 44, C::Rel, "⇔"}, {"propto", F::Symbols, 47, C::Rel, "∝"},
    {"in", F::Symbols, 50, C::Rel, "∈"},          {"ni", F::Symbols, 51, C::Rel, "∋"},
    {"perp", F::Symbols, 63, C::Rel, "⊥"},        {"mid", F::Symbols, 106, C::Rel, "∣"},
    {"parallel", F::Symbols, 107, C::Rel, "∥"},   {"neq", F::Roman, 61, C::Rel, "≠"},
    {"ne", F::Roman, 61, C::Rel, "≠"},            {"cong", F::Roman, 61, C::Rel, "≅"},
    {"prime", F::Symbols, 48, C::Ord, "′"},       {"infty", F::Symbols, 49, C::Ord, "∞"},
    {"triangle", F::Symbols, 52, C::Ord, "△"},    {"forall", F::Symbols, 56, C::Ord, "∀"},
    {"exists", F::Symbols, 57, C::Ord, "∃"},      {"neg", F::Symbols, 58, C::Ord, "¬"},
    {"emptyset", F::Symbols, 59, C::Ord, "∅"},    {"nabla", F::Symbols, 114, C::Ord, "∇"},
    {"clubsuit", F::Symbols, 124, C::Ord, "♣"},   {"diamondsuit", F::Symbols, 125, C::Ord, "♢"},
    {"heartsuit", F::Symbols, 126, C::Ord, "♡"},  {"spadesuit", F::Symbols, 127, C::Ord, "♠"},
    {"partial", F::MathItalic, 64, C::Ord, "∂"},  {"angle", F::Symbols, 52, C::Ord, "∠", 0.7778f},
    {"degree", F::Symbols, 14, C::Ord, "°", 0.3889f}, {"textdegree", F::Symbols, 14, C::Ord, "°", 0.3889f},
    {"ldots", F::MathItalic, 58, C::Ord, "…", 1.1667f}, {"dots", F::MathItalic, 58, C::Ord, "…", 1.1667f},
    {"cdots", F::Symbols, 1, C::Ord, "⋯", 1.1667f},
    {"langle", F::Symbols, 104, C::Open, "⟨"},    {"rangle", F::Symbols, 105, C::Close, "⟩"},
    {"lbrace", F::Symbols, 102, C::Open, "{"},    {"rbrace", F::Symbols, 103, C::Close, "}"},
    {"sum", F::Symbols, 80, C::Op, "∑", 1.0556f},  {"prod", F::Symbols, 81, C::Op, "∏", 0.9444f},
    {"int", F::Symbols, 82, C::Op, "∫", 0.6944f},
};

}  // namespace

const TexSymbol* math_symbol(std::string_view name) {
    for (const TexSymbol& s : kSymbols)
        if (s.name == name) return &s;
    return nullptr;
}

TexSymbol math_character(char c) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (std::isalpha(u)) return {"", F::MathItalic, u, C::Ord, {}};
    switch (c) {
        case '+': return {"", F::Roman, u, C::Bin, "+"};
        case '-': return {"", F::Symbols, 0, C::Bin, "−"};
        case '*': return {"", F::Symbols, 3, C::Bin, "∗"};
        case '=': return {"", F::Roman, u, C::Rel, "="};
        case '<': return {"", F::MathItalic, 60, C::Rel, "<"};
        case '>': return {"", F::MathItalic, 62, C::Rel, ">"};
        case ':': return {"", F::Roman, u, C::Rel, ":"};
        case ',': return {"", F::MathItalic, 59, C::Punct, ","};
        case ';': return {"", F::Roman, u, C::Punct, ";"};
        case '.': return {"", F::MathItalic, 58, C::Ord, "."};
        case '/': return {"", F::MathItalic, 61, C::Ord, "/"};
        case '|': return {"", F::Symbols, 106, C::Ord, "|"};
        case '\'': return {"", F::Symbols, 48, C::Ord, "′"};
        case '(': case '[': return {"", F::Roman, u, C::Open, {}};
        case ')': case ']': return {"", F::Roman, u, C::Close, {}};
        default: return {"", F::Roman, u, C::Ord, {}};
    }
}

bool unicode_script(std::string_view text, bool superscript, std::string& out) {
    static const char* const kSup[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
    static const char* const kSub[] = {"₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"};
    static const std::pair<std::string_view, std::string_view> kSupOther[] = {
        {"+", "⁺"}, {"−", "⁻"}, {"-", "⁻"}, {"=", "⁼"}, {"(", "⁽"}, {")", "⁾"}, {"n", "ⁿ"}, {"i", "ⁱ"},
        {"∘", "°"}, {"′", "′"}, {"*", "*"}, {"∗", "*"}};
    static const std::pair<std::string_view, std::string_view> kSubOther[] = {
        {"+", "₊"}, {"−", "₋"}, {"-", "₋"}, {"=", "₌"}, {"(", "₍"}, {")", "₎"}, {"a", "ₐ"}, {"e", "ₑ"},
        {"o", "ₒ"}, {"x", "ₓ"}, {"i", "ᵢ"}, {"j", "ⱼ"}, {"n", "ₙ"}, {"k", "ₖ"}, {"m", "ₘ"}, {"t", "ₜ"}};
    std::string result;
    size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c >= '0' && c <= '9') {
            result += superscript ? kSup[c - '0'] : kSub[c - '0'];
            ++i;
            continue;
        }
        if (c == ' ') {
            ++i;
            continue;
        }
        bool found = false;
        const auto* first = superscript ? std::begin(kSupOther) : std::begin(kSubOther);
        const auto* last = superscript ? std::end(kSupOther) : std::end(kSubOther);
        for (const auto* p = first; p != last; ++p) {
            if (text.substr(i, p->first.size()) == p->first) {
                result += p->second;
                i += p->first.size();
                found = true;
                break;
            }
        }
        if (!found) return false;
    }
    out = result;
    return true;
}

}  // namespace plumbline::tikz
