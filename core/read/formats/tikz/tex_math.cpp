// Math mode of node text (tex_setter.hpp): TeX's atoms (ord, op, bin, rel, open, close,
// punct) with its spacing table, the italic correction, super- and subscripts at 7pt placed
// by the TeXbook's rules (Appendix G, text style), \frac, \sqrt, accents and operator names.
#include <algorithm>
#include <cmath>

#include "formats/tikz/tex_setter.hpp"

namespace plumbline::tikz::tex {

namespace {

// TeX's spacing between atoms in text style (TeXbook, chapter 18): 0 none, 1 thin (3mu),
// 2 medium (4mu), 3 thick (5mu); negative: only outside scripts.
constexpr int kSpacing[7][7] = {
    //          Ord Op Bin Rel Open Close Punct
    /* Ord   */ {0, 1, -2, -3, 0, 0, 0},
    /* Op    */ {1, 1, 0, -3, 0, 0, 0},
    /* Bin   */ {-2, -2, 0, 0, -2, 0, 0},
    /* Rel   */ {-3, -3, 0, 0, -3, 0, 0},
    /* Open  */ {0, 0, 0, 0, 0, 0, 0},
    /* Close */ {0, 1, -2, -3, 0, 0, 0},
    /* Punct */ {-1, -1, 0, -1, -1, -1, -1},
};

TexFont script_font(TexFont f) {
    if (f == TexFont::Roman) return TexFont::Roman7;
    if (f == TexFont::MathItalic) return TexFont::MathItalic7;
    return f;
}

}  // namespace

// LaTeX's \DeclareMathSizes (fontmath.ltx): the script size at each text size of the
// standard classes (7 at 10, 14.4 at 20.74, 20.74 at 24.88); other sizes take
// \defaultscriptratio, 0.7.
namespace {
double script_size(double text) {
    static const double kSizes[][2] = {{5, 5},         {6, 5},     {7, 5},      {8, 6},          {9, 6},
                                       {10, 7},        {10.95, 8}, {12, 8},     {14.4, 10},      {17.28, 12},
                                       {20.74, 14.4},  {24.88, 20.74}};
    for (const auto& row : kSizes)
        if (std::abs(row[0] - text) < 0.01) return row[1];
    return 0.7 * text;
}
}  // namespace

Box Setter::math_text(std::string_view inner, TexFont font, double size, std::string& plain) {
    Style style;
    style.font = font;
    style.size = size;
    return inline_text(inner, style, plain);
}

Box Setter::math_atom(size_t& i, bool script, Atom& atom) {
    const double size = script ? script_size(base_) : base_;
    auto symbol_box = [&](const TexSymbol& sym) {
        TexFont font = script ? script_font(sym.font) : sym.font;
        const GlyphMetrics* g = glyph(font, sym.code, size);
        const double s = size;
        Box b;
        if (sym.width > 0) {
            b = Box{sym.width * s, (sym.cls == MathClass::Op ? 0.75 : 0.7) * s, (sym.cls == MathClass::Op ? 0.25 : 0) * s};
        } else if (g) {
            b = Box{g->width * s, g->height * s, g->depth * s};
            atom.italic = g->italic * s;
        }
        atom.cls = sym.cls;
        atom.is_char = sym.width <= 0;
        return b;
    };
    const char c = src_[i];
    if (c == '{') {
        std::string plain;
        ++i;
        const Box b = math(i, "}", script, plain);
        atom.plain = plain;
        return b;
    }
    if (c == '\\') {
        const std::string name = command_name(i);
        if (const TexSymbol* sym = math_symbol(name)) {
            atom.plain = std::string(sym->plain);
            return symbol_box(*sym);
        }
        if (name == "frac" || name == "dfrac" || name == "tfrac") {
            std::string num_plain, den_plain;
            size_t j = i;
            const std::string_view num = argument(j);
            const std::string_view den = argument(j);
            i = j;
            Setter a(num, base_, depth_ + 1), b(den, base_, depth_ + 1);
            size_t k = 0, l = 0;
            const Box nb = a.math(k, "", true, num_plain);
            const Box db = b.math(l, "", true, den_plain);
            // Text style: numerator up num2, denominator down denom2, clear of the rule.
            const double em = base_ / 10, axis = 2.5 * em, rule = 0.4 * em;
            double up = 3.94431 * em, down = 3.44841 * em;
            up = std::max(up, axis + rule / 2 + rule + nb.d);
            down = std::max(down, rule + db.h - (axis - rule / 2));
            atom.plain = num_plain + "/" + den_plain;
            atom.cls = MathClass::Ord;
            // \nulldelimiterspace: 1.2pt either side at every size
            return Box{std::max(nb.w, db.w) + 2 * 1.2, up + nb.h, down + db.d};
        }
        if (name == "sqrt") {
            skip_optional(i);
            std::string inner_plain;
            size_t j = i;
            const std::string_view arg = argument(j);
            i = j;
            Setter a(arg, base_, depth_ + 1);
            size_t k = 0;
            const Box ab = a.math(k, "", script, inner_plain);
            atom.plain = "√" + (inner_plain.size() > 1 ? "(" + inner_plain + ")" : inner_plain);
            return Box{0.833336 * size + ab.w, ab.h + 0.19 * size, std::max(ab.d, 0.2 * size)};
        }
        if (name == "text" || name == "textrm" || name == "mbox" || name == "mathrm" || name == "textup" ||
            name == "operatorname" || name == "mathbf" || name == "textbf" || name == "mathit" || name == "textit" ||
            name == "mathsf" || name == "textsf" || name == "mathtt" || name == "texttt" || name == "boldsymbol" ||
            name == "mathcal" || name == "mathbb") {
            const TexFont font = (name == "mathbf" || name == "textbf" || name == "boldsymbol") ? TexFont::Bold
                                 : (name == "mathit" || name == "textit") ? TexFont::Italic
                                 : (name == "mathsf" || name == "textsf") ? TexFont::Sans
                                 : (name == "mathtt" || name == "texttt") ? TexFont::Typewriter
                                                                         : TexFont::Roman;
            std::string plain;
            const Box b = math_text(argument(i), script ? script_font(font) : font, size, plain);
            atom.plain = plain;
            if (name == "operatorname") atom.cls = MathClass::Op;
            return b;
        }
        static const std::string_view kFunctions[] = {"sin", "cos", "tan", "cot", "sec", "csc", "log", "ln",
                                                      "exp", "max", "min", "lim", "det", "arcsin", "arccos",
                                                      "arctan", "sinh", "cosh", "tanh", "gcd", "deg"};
        for (std::string_view f : kFunctions)
            if (name == f) {
                std::string plain;
                const Box b = math_text(f, script ? TexFont::Roman7 : TexFont::Roman, size, plain);
                atom.plain = plain;
                atom.cls = MathClass::Op;
                return b;
            }
        if (name == "hat" || name == "bar" || name == "vec" || name == "tilde" || name == "dot" || name == "overline" ||
            name == "widehat" || name == "overrightarrow" || name == "underline" || name == "mathring") {
            static const std::pair<std::string_view, std::string_view> kMarks[] = {
                {"hat", "\xCC\x82"}, {"widehat", "\xCC\x82"}, {"bar", "\xCC\x84"}, {"overline", "\xCC\x85"},
                {"vec", "\xE2\x83\x97"}, {"overrightarrow", "\xE2\x83\x97"}, {"tilde", "\xCC\x83"},
                {"dot", "\xCC\x87"}, {"mathring", "\xCC\x8A"}, {"underline", "\xCC\xB2"}};
            std::string mark;
            for (const auto& [n, m] : kMarks)
                if (n == name) mark = std::string(m);
            std::string inner_plain;
            size_t j = i;
            const std::string_view arg = argument(j);
            i = j;
            Setter a(arg, base_, depth_ + 1);
            size_t k = 0;
            Box b = a.math(k, "", script, inner_plain);
            // The mark after every character (U+0305 over each letter of AB).
            for (size_t p = 0; p < inner_plain.size();) {
                const unsigned char u = static_cast<unsigned char>(inner_plain[p]);
                const size_t len = u < 0x80 ? 1 : (u & 0xE0) == 0xC0 ? 2 : (u & 0xF0) == 0xE0 ? 3 : 4;
                atom.plain += inner_plain.substr(p, len) + mark;
                p += len;
            }
            if (name != "underline") b.h += 0.25 * size;
            return b;
        }
        if (name == "," || name == ":" || name == ">" || name == ";" || name == "!" || name == "quad" ||
            name == "qquad" || name == " ") {
            const double mu = size / 18;
            const double w = name == "," ? 3 * mu : name == ";" ? 5 * mu : name == "!" ? -3 * mu
                             : name == "quad" ? size : name == "qquad" ? 2 * size : name == " " ? 0.333334 * size : 4 * mu;
            atom.kern = true;
            atom.plain = w > 0 ? " " : "";
            return Box{w, 0, 0};
        }
        if (name == "left" || name == "right" || name == "big" || name == "Big" || name == "bigl" || name == "bigr") {
            skip_blanks(i);
            if (i >= src_.size()) return Box{};
            if (src_[i] == '.') {
                ++i;
                return Box{1.2, 0, 0};
            }
            return math_atom(i, script, atom);
        }
        if (name == "{" || name == "}") {
            const TexSymbol* sym = math_symbol(name == "{" ? "lbrace" : "rbrace");
            atom.plain = name;
            return symbol_box(*sym);
        }
        if (name == "%" || name == "&" || name == "#" || name == "$" || name == "_") {
            atom.plain = name;
            return symbol_box(TexSymbol{"", TexFont::Roman, static_cast<unsigned char>(name[0]), MathClass::Ord, {}});
        }
        if (name == "displaystyle" || name == "textstyle" || name == "limits" || name == "nolimits" || name == "not")
            return Box{};
        // A picture or an image in a formula (a `\tikz` legend in an array): TeX draws it, the
        // setter does not; an alignment (`array`, `cases`) is set only roughly. Named, so the
        // reading says so, as in text.
        if (name == "tikz" || name == "includegraphics") {
            if (unread_.empty()) unread_ = "\\" + name;
            skip_blanks(i);
            skip_optional(i);
            skip_blanks(i);
            if (i < src_.size() && src_[i] == '{') {
                argument(i);
            } else if (name == "tikz") {
                const size_t semi = src_.find(';', i);
                i = semi == std::string_view::npos ? src_.size() : semi + 1;
            }
            return Box{};
        }
        if (name == "begin" || name == "end") {
            const std::string_view env = argument(i);
            if (name == "begin" && (env == "tikzpicture" || env == "axis")) {
                if (unread_.empty()) unread_ = "\\begin{" + std::string(env) + "}";
                const std::string end = "\\end{" + std::string(env) + "}";
                const size_t stop = src_.find(end, i);
                i = stop == std::string_view::npos ? src_.size() : stop + end.size();
            } else if (name == "begin") {
                if (rough_.empty()) rough_ = "\\begin{" + std::string(env) + "}";
                if (env == "array") skip_optional(i), argument(i);   // the column spec is no text
            }
            return Box{};
        }
        // Text size switches are invalid in math mode: LaTeX warns and sets nothing
        // (`$\tiny x_0$` is x_0 at the surrounding size). Old font switches, \scriptstyle
        // (approximated: the size stays) and \relax take no room either.
        static const std::string_view kNoInk[] = {
            "tiny", "scriptsize", "footnotesize", "small", "normalsize", "large", "Large", "LARGE", "huge", "Huge",
            "scriptstyle", "scriptscriptstyle", "bf", "it", "rm", "sf", "tt", "boldmath", "unboldmath", "relax",
            "nonumber", "notag"};
        if (std::find(std::begin(kNoInk), std::end(kNoInk), name) != std::end(kNoInk)) return Box{};
        // Another command: its braced argument, or a glyph.
        skip_blanks(i);
        if (i < src_.size() && src_[i] == '{') {
            std::string plain;
            ++i;
            const Box b = math(i, "}", script, plain);
            atom.plain = plain;
            return b;
        }
        return Box{0.5 * size, 0.7 * size, 0};
    }
    ++i;
    if (c == '~') {
        atom.kern = true;
        atom.plain = " ";
        return Box{0.333334 * size, 0, 0};
    }
    const TexSymbol sym = math_character(c);
    atom.plain = sym.plain.empty() ? std::string(1, c) : std::string(sym.plain);
    return symbol_box(sym);
}

Box Setter::attach_scripts(size_t& i, Atom& atom, bool script) {
    Box sup, sub;
    bool has_sup = false, has_sub = false;
    std::string sup_plain, sub_plain;
    for (;;) {
        skip_blanks(i);
        if (i >= src_.size()) break;
        const char c = src_[i];
        if (c == '\'') {   // a prime: a superscript \prime
            ++i;
            Atom p;
            size_t j = 0;
            Setter s("\\prime", base_, depth_ + 1);
            sup.beside(s.math_atom(j, true, p));
            sup_plain += "′";
            has_sup = true;
            continue;
        }
        if (c != '^' && c != '_') break;
        ++i;
        skip_blanks(i);
        if (i >= src_.size()) break;
        std::string plain;
        Box b;
        if (src_[i] == '{') {
            ++i;
            b = math(i, "}", true, plain);
        } else {
            Atom a;
            b = math_atom(i, true, a);
            plain = a.plain;
        }
        if (c == '^') {
            sup.beside(b);
            sup_plain += plain;
            has_sup = true;
        } else {
            sub.beside(b);
            sub_plain += plain;
            has_sub = true;
        }
    }
    Box box = atom.box;
    if (atom.is_char && !has_sub) box.w += atom.italic;   // the italic correction
    if (!has_sup && !has_sub) return box;
    // Text style (TeXbook, Appendix G, rule 18), cmsy10's parameters.
    const double em = base_ / 10;
    // $...$ is text style, not display: superscripts rise by sup2 (sigma 14), not sup1.
    const double xheight = 4.30555 * em, sup1 = 3.62892 * em, sub1 = 1.5 * em, sub2 = 2.47217 * em;
    const double script_em = script_size(base_) / 10;   // the script font's sup_drop and sub_drop
    double u = atom.is_char ? 0 : atom.box.h - 3.86108 * script_em;
    double v = atom.is_char ? 0 : atom.box.d + 0.5 * script_em;
    if (script) {   // scripts of scripts: a little less
        u *= 0.7;
        v *= 0.7;
    }
    const double script_space = 0.5;   // \scriptspace, 0.5pt at every size
    if (has_sup) u = std::max({u, sup1, sup.d + xheight / 4});
    if (has_sub && !has_sup) v = std::max({v, sub1, sub.h - 0.8 * xheight});
    if (has_sub && has_sup) v = std::max(v, sub2);
    const double sup_x = atom.box.w + (atom.is_char ? atom.italic : 0);
    box.w = std::max(has_sup ? sup_x + sup.w : 0.0, has_sub ? atom.box.w + sub.w : 0.0) + script_space;
    box.w = std::max(box.w, atom.box.w);
    if (has_sup) {
        box.h = std::max(box.h, u + sup.h);
        box.d = std::max(box.d, sup.d - u);
        std::string uni;
        atom.plain += unicode_script(sup_plain, true, uni) ? uni : "^" + sup_plain;
    }
    if (has_sub) {
        box.h = std::max(box.h, sub.h - v);
        box.d = std::max(box.d, v + sub.d);
        std::string uni;
        atom.plain += unicode_script(sub_plain, false, uni) ? uni : "_" + sub_plain;
    }
    return box;
}

Box Setter::math(size_t& i, std::string_view close, bool script, std::string& plain) {
    // Past kMaxNesting a group is read flat: its content goes on in the enclosing list.
    if (depth_ >= kMaxNesting) {
        if (close == "}") ++flat_;
        return Box{};
    }
    struct Nest {
        int& depth;
        explicit Nest(int& d) : depth(++d) {}
        ~Nest() { --depth; }
    } nest(depth_);
    std::vector<Atom> atoms;   // `close` empty: to the end of the text
    while (i < src_.size()) {
        skip_blanks(i);
        if (i >= src_.size()) break;
        if (!close.empty() && src_.substr(i, close.size()) == close) {
            i += close.size();
            break;
        }
        if (src_[i] == '}' && flat_ > 0) {   // a brace read flat
            --flat_;
            ++i;
            continue;
        }
        if (src_[i] == '}' && close != "}") break;   // an unmatched brace: stop here
        Atom atom;
        // `$_{1}$`, `$'$`: scripts with an empty nucleus (a subscript after text, a lone prime).
        const char first = src_[i];
        if (first != '^' && first != '_' && first != '\'') atom.box = math_atom(i, script, atom);
        atom.box = attach_scripts(i, atom, script);
        atoms.push_back(std::move(atom));
    }
    // A binary operator with nothing to combine becomes ordinary (TeXbook, Appendix G, rule 5-6).
    for (size_t k = 0; k < atoms.size(); ++k) {
        if (atoms[k].kern || atoms[k].cls != MathClass::Bin) continue;
        int before = -1;
        for (size_t p = k; p-- > 0;)
            if (!atoms[p].kern) {
                before = static_cast<int>(p);
                break;
            }
        const MathClass prev = before < 0 ? MathClass::Bin : atoms[before].cls;
        if (prev == MathClass::Bin || prev == MathClass::Op || prev == MathClass::Rel || prev == MathClass::Open ||
            prev == MathClass::Punct)
            atoms[k].cls = MathClass::Ord;
    }
    for (size_t k = 0; k < atoms.size(); ++k) {
        if (atoms[k].kern || atoms[k].cls != MathClass::Bin) continue;
        size_t next = k + 1;
        while (next < atoms.size() && atoms[next].kern) ++next;
        if (next >= atoms.size() || atoms[next].cls == MathClass::Rel || atoms[next].cls == MathClass::Close ||
            atoms[next].cls == MathClass::Punct)
            atoms[k].cls = MathClass::Ord;
    }
    Box box;
    const double mu = (script ? script_size(base_) : base_) / 18;
    const Atom* prev = nullptr;
    for (const Atom& a : atoms) {
        if (prev && !a.kern && !prev->kern) {
            const int s = kSpacing[static_cast<int>(prev->cls)][static_cast<int>(a.cls)];
            const int amount = s < 0 ? (script ? 0 : -s) : s;
            box.w += amount == 1 ? 3 * mu : amount == 2 ? 4 * mu : amount == 3 ? 5 * mu : 0;
            // "x + y", "x, y": a space wherever TeX puts a medium or thick one, and after punctuation.
            if (amount >= 2 || (amount == 1 && prev->cls == MathClass::Punct)) plain += " ";
            plain += a.plain;
        } else {
            plain += a.plain;
        }
        box.beside(a.box);
        if (!a.kern) prev = &a;
    }
    return box;
}

}  // namespace plumbline::tikz::tex
