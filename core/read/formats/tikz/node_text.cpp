// Node text set as TeX would, approximately (node_text.hpp). Text mode here: Computer
// Modern glyphs with the font's ligatures and kerns, interword spaces, font switches in
// groups, and lines: they end at \\ when the node has align=, or wrap to its text width
// (greedily, between words), \baselineskip (1.2 x the size) apart. Math mode is tex_math.cpp.
#include "formats/tikz/node_text.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>

#include "formats/tikz/tex_setter.hpp"

namespace plumbline::tikz {

namespace tex {

// `f`'s character `c` in the font LaTeX sets `size` pt in (its design size: cmr7 at 7pt).
const GlyphMetrics* glyph(TexFont f, unsigned char c, double size) {
    if (c >= 128) return nullptr;
    const GlyphMetrics& g = font_metrics(f, size).glyphs[c];
    return g.exists ? &g : nullptr;
}

namespace {

double interword(TexFont f, double size) {
    const double space = font_metrics(f, size).space;
    return space > 0 ? space : 0.333334;   // a math font has none: cmr10's
}

// The font's kern or ligature for a pair (the tables are sorted by left, then right).
template <class T>
const T* find_pair(const T* table, size_t count, unsigned char a, unsigned char b) {
    const T* end = table + count;
    const T* it = std::lower_bound(table, end, std::make_pair(a, b), [](const T& x, const std::pair<unsigned char, unsigned char>& key) {
        return std::make_pair(x.left, x.right) < key;
    });
    return it != end && it->left == a && it->right == b ? it : nullptr;
}

const Kern* find_kern(const FontMetrics& m, unsigned char a, unsigned char b) {
    return m.kerns ? find_pair(m.kerns, m.kern_count, a, b) : nullptr;
}

const Ligature* find_ligature(const FontMetrics& m, unsigned char a, unsigned char b) {
    return m.ligatures ? find_pair(m.ligatures, m.ligature_count, a, b) : nullptr;
}

// A run of characters in one font: ligatures, then kerns between neighbours.
Box set_run(const std::vector<unsigned char>& typed, TexFont font, double size) {
    const FontMetrics& m = font_metrics(font, size);
    std::vector<unsigned char> codes;
    for (unsigned char c : typed) {
        codes.push_back(c);
        while (codes.size() >= 2) {
            const Ligature* lig = find_ligature(m, codes[codes.size() - 2], codes.back());
            if (!lig) break;
            codes.pop_back();
            codes.back() = lig->result;
        }
    }
    Box box;
    for (size_t i = 0; i < codes.size(); ++i) {
        const GlyphMetrics* g = glyph(font, codes[i], size);
        const double s = size;   // metrics are fractions of the design size, used at `size`
        if (!g) {
            box.w += 0.5 * size;   // a character Computer Modern does not have
            box.h = std::max(box.h, 0.7 * size);
            continue;
        }
        box.w += g->width * s;
        box.h = std::max(box.h, g->height * s);
        box.d = std::max(box.d, g->depth * s);
        if (i + 1 < codes.size())
            if (const Kern* k = find_kern(m, codes[i], codes[i + 1])) box.w += k->amount * s;
    }
    return box;
}

std::string text_plain(std::string s) {
    auto replace = [&](const std::string& from, const std::string& to) {
        for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
    };
    replace("---", "—");
    replace("--", "–");
    replace("``", "“");
    replace("''", "”");
    return s;
}

// A length as node text writes it (\hspace{1em}, \rule{4pt}{2pt}), in pt; 0 when unreadable.
double simple_length(std::string_view text, double size) {
    const std::string t(text);
    char* end = nullptr;
    const double v = std::strtod(t.c_str(), &end);
    if (end == t.c_str()) return 0;
    std::string unit(end);
    unit.erase(std::remove(unit.begin(), unit.end(), ' '), unit.end());
    if (unit == "pt") return v;
    if (unit == "em") return v * size;
    if (unit == "ex") return v * 0.430555 * size;
    if (unit == "cm") return v * 72.27 / 2.54;
    if (unit == "mm") return v * 72.27 / 25.4;
    if (unit == "in") return v * 72.27;
    if (unit == "bp") return v * 72.27 / 72;
    return 0;
}

}  // namespace

std::string Setter::command_name(size_t& i) {
    // at src_[i] == '\\'
    ++i;
    std::string name;
    if (i < src_.size() && std::isalpha(static_cast<unsigned char>(src_[i]))) {
        while (i < src_.size() && std::isalpha(static_cast<unsigned char>(src_[i]))) name += src_[i++];
        skip_blanks(i);   // TeX reads no blank after a control word
    } else if (i < src_.size()) {
        name = src_[i++];
    }
    return name;
}

std::string_view Setter::argument(size_t& i) {
    skip_blanks(i);
    if (i >= src_.size()) return {};
    if (src_[i] == '{') {
        int depth = 0;
        const size_t start = i + 1;
        for (; i < src_.size(); ++i) {
            if (src_[i] == '\\') {
                ++i;
                continue;
            }
            if (src_[i] == '{') ++depth;
            if (src_[i] == '}' && --depth == 0) return src_.substr(start, i++ - start);
        }
        return src_.substr(start);
    }
    const size_t start = i;
    if (src_[i] == '\\') command_name(i);
    else ++i;
    return src_.substr(start, i - start);
}

Box Setter::inline_text(std::string_view inner, Style style, std::string& plain) {
    if (depth_ >= kMaxNesting) return Box{};   // too deep to read on: left out
    Setter sub(inner, style.size, depth_ + 1);
    std::vector<Piece> pieces;
    size_t j = 0;
    sub.text(j, style, pieces);
    Box box;
    for (const Piece& p : pieces) {
        if (p.kind == Piece::Kind::Break) continue;
        box.beside(p.box);
        plain += p.plain;
    }
    return box;
}

void Setter::text(size_t& i, Style style, std::vector<Piece>& out) {
    std::vector<unsigned char> run;
    std::string typed;
    Style run_style = style;
    auto flush = [&] {
        if (run.empty()) return;
        Piece p;
        p.box = set_run(run, run_style.font, run_style.size);
        p.plain = text_plain(typed);
        out.push_back(std::move(p));
        run.clear();
        typed.clear();
    };
    auto ink = [&](const Box& box, std::string plain) {
        flush();
        Piece p;
        p.box = box;
        p.plain = std::move(plain);
        out.push_back(std::move(p));
    };
    auto space = [&](double width) {
        flush();
        Piece p;
        p.kind = Piece::Kind::Space;
        p.box.w = width;
        p.plain = " ";
        out.push_back(std::move(p));
    };
    auto group = [&](std::string_view inner, Style inner_style) {
        flush();
        if (depth_ >= kMaxNesting) return;   // too deep to read on: left out
        Setter sub(inner, inner_style.size, depth_ + 1);
        size_t j = 0;
        sub.text(j, inner_style, out);
        if (unread_.empty()) unread_ = sub.unread();
        if (rough_.empty()) rough_ = sub.rough();
    };
    while (i < src_.size()) {
        const char c = src_[i];
        if (c == '}' && flat_ > 0) {
            --flat_;
            ++i;
            continue;
        }
        if (c == '}') break;
        if (c == '{' && depth_ >= kMaxNesting) {
            ++flat_;
            ++i;
            continue;
        }
        if (c == '{') {
            const std::string_view inner = argument(i);
            group(inner, style);
            continue;
        }
        if (std::isspace(static_cast<unsigned char>(c)) || c == '~') {
            while (i < src_.size() && (std::isspace(static_cast<unsigned char>(src_[i])) || src_[i] == '~')) ++i;
            space(interword(style.font, style.size) * style.size);
            continue;
        }
        if (c == '$') {
            flush();
            ++i;
            std::string plain;
            const bool display = i < src_.size() && src_[i] == '$';
            if (display) ++i;
            if (display && rough_.empty()) rough_ = "$$";   // a display: TeX adds its skips and centres it
            base_ = style.size;
            const Box box = math(i, display ? "$$" : "$", false, plain);
            ink(box, plain);
            continue;
        }
        if (c == '\\') {
            const std::string name = command_name(i);
            if (name == "\\") {   // a line break; TikZ ignores it in a node without align=
                if (i < src_.size() && src_[i] == '*') ++i;
                skip_optional(i);
                flush();
                Piece p;
                p.kind = Piece::Kind::Break;
                out.push_back(std::move(p));
                continue;
            }
            if (name == "(") {
                flush();
                base_ = style.size;
                std::string plain;
                const Box box = math(i, "\\)", false, plain);
                ink(box, plain);
                continue;
            }
            if (name == " ") {
                space(interword(style.font, style.size) * style.size);
                continue;
            }
            if (name == "," || name == "thinspace") {
                space(style.size / 6);
                continue;
            }
            if (name == "quad" || name == "qquad") {
                space(style.size * (name == "quad" ? 1 : 2));
                continue;
            }
            if (name.size() == 1 && std::string_view("%&#$_{}").find(name[0]) != std::string_view::npos) {
                if (name == "{" || name == "}" || name == "_") {
                    ink(Box{0.5 * style.size, 0.75 * style.size, 0.25 * style.size}, name);
                } else {
                    run_style = style;
                    run.push_back(static_cast<unsigned char>(name[0]));
                    typed += name;
                }
                continue;
            }
            // A picture or an image: TeX draws it inside the node, the setter does not. Its
            // source is skipped (not read as words) and named, so the reading says so.
            if (name == "begin") {
                const std::string_view env = argument(i);
                static const std::string_view kPictures[] = {"tikzpicture", "circuitikz", "axis", "pspicture",
                                                             "picture", "tikzcd", "forest", "scope"};
                if (std::find(std::begin(kPictures), std::end(kPictures), env) != std::end(kPictures)) {
                    if (unread_.empty()) unread_ = "\\begin{" + std::string(env) + "}";
                    const std::string end = "\\end{" + std::string(env) + "}";
                    const size_t stop = src_.find(end, i);
                    i = stop == std::string_view::npos ? src_.size() : stop + end.size();
                    ink(Box{0, 0, 0}, "");
                    continue;
                }
                // Displays and alignments: their body is read as text, which sets it only
                // roughly (no columns, no display spacing).
                static const std::string_view kRough[] = {
                    "align", "align*", "equation", "equation*", "gather", "gather*", "multline", "multline*",
                    "eqnarray", "eqnarray*", "array", "tabular", "tabular*", "tabularx", "matrix", "pmatrix",
                    "bmatrix", "vmatrix", "Bmatrix", "cases", "split", "aligned", "gathered", "itemize",
                    "enumerate", "description", "minipage", "displaymath"};
                if (std::find(std::begin(kRough), std::end(kRough), env) != std::end(kRough)) {
                    if (rough_.empty()) rough_ = "\\begin{" + std::string(env) + "}";
                    // The arguments that are not text: a position, a width, the column spec.
                    if (env == "tabular" || env == "array" || env == "minipage" || env == "tabularx" ||
                        env == "tabular*") {
                        skip_optional(i);
                        if (env == "tabular*" || env == "tabularx") argument(i);
                        if (env == "minipage") skip_optional(i), skip_optional(i);
                        argument(i);
                    }
                }
                continue;   // another environment's body is text (center, minipage, tabular)
            }
            if (name == "end") {
                argument(i);
                continue;
            }
            if (name == "tikz" || name == "includegraphics" || name == "chemfig" || name == "pgfimage" ||
                name == "pgfuseimage" || name == "pgftext") {
                if (unread_.empty()) unread_ = "\\" + name;
                skip_blanks(i);
                if (name == "tikz" || name == "includegraphics" || name == "pgfimage") skip_optional(i);
                skip_blanks(i);
                // \tikz takes a braced group or a path up to ';'
                if (i < src_.size() && src_[i] == '{') argument(i);
                else if (name == "tikz") {
                    const size_t semi = src_.find(';', i);
                    i = semi == std::string_view::npos ? src_.size() : semi + 1;
                }
                ink(Box{0, 0, 0}, "");
                continue;
            }
            static const std::pair<std::string_view, TexFont> kSwitches[] = {
                {"bfseries", TexFont::Bold},    {"bf", TexFont::Bold},           {"itshape", TexFont::Italic},
                {"it", TexFont::Italic},        {"em", TexFont::Italic},         {"slshape", TexFont::Italic},
                {"sl", TexFont::Italic},        {"sffamily", TexFont::Sans},     {"sf", TexFont::Sans},
                {"ttfamily", TexFont::Typewriter}, {"tt", TexFont::Typewriter},  {"rmfamily", TexFont::Roman},
                {"rm", TexFont::Roman},         {"normalfont", TexFont::Roman},  {"upshape", TexFont::Roman}};
            bool done = false;
            for (const auto& [word, font] : kSwitches)
                if (name == word) {
                    flush();
                    style.font = font;
                    done = true;
                }
            static const std::pair<std::string_view, double> kSizes[] = {
                {"tiny", 5},    {"scriptsize", 7}, {"footnotesize", 8}, {"small", 9},    {"normalsize", 10},
                {"large", 12},  {"Large", 14.4},   {"LARGE", 17.28},    {"huge", 20.74}, {"Huge", 24.88}};
            for (const auto& [word, size] : kSizes)
                if (name == word) {
                    flush();
                    style.size = size;
                    done = true;
                }
            if (done || name == "mdseries" || name == "centering" || name == "raggedright" || name == "raggedleft" ||
                name == "par" || name == "noindent" || name == "relax" || name == "selectfont" || name == "null" ||
                name == "ignorespaces" || name == "unskip")
                continue;
            static const std::pair<std::string_view, TexFont> kArgFonts[] = {
                {"textbf", TexFont::Bold},   {"textit", TexFont::Italic},  {"emph", TexFont::Italic},
                {"textsl", TexFont::Italic}, {"textsf", TexFont::Sans},    {"texttt", TexFont::Typewriter},
                {"textrm", TexFont::Roman},  {"textup", TexFont::Roman},   {"textnormal", TexFont::Roman},
                {"textmd", TexFont::Roman}};
            for (const auto& [word, font] : kArgFonts)
                if (name == word) {
                    Style inner = style;
                    inner.font = font;
                    group(argument(i), inner);
                    done = true;
                }
            if (done) continue;
            if (name == "mbox" || name == "text" || name == "hbox" || name == "underline" || name == "fbox" ||
                name == "textsuperscript" || name == "makebox" || name == "framebox") {
                skip_optional(i);
                skip_optional(i);
                group(argument(i), style);
                continue;
            }
            if (name == "pgfmathprintnumber" || name == "pgfmathparse") {
                // Left by node_math.cpp (a format it does not print, an expression it cannot
                // evaluate): TeX prints a number there, Plumbline the text as written.
                if (rough_.empty()) rough_ = "\\" + name;
                continue;
            }
            if (name == "textcolor" || name == "raisebox" || name == "parbox") {
                // A \parbox is as wide as its argument says, its lines broken to it: set here
                // as one line of its text, so its size is said to be rough.
                if (name == "parbox" && rough_.empty()) rough_ = "\\parbox";
                skip_optional(i);
                argument(i);
                skip_optional(i);
                group(argument(i), style);
                continue;
            }
            if (name == "color" || name == "vspace" || name == "label" || name == "ref" || name == "footnote") {
                if (i < src_.size() && src_[i] == '*') ++i;
                argument(i);
                continue;
            }
            if (name == "hspace") {
                if (i < src_.size() && src_[i] == '*') ++i;
                space(simple_length(argument(i), style.size));
                continue;
            }
            if (name == "rule") {
                skip_optional(i);
                const double w = simple_length(argument(i), style.size);
                const double h = simple_length(argument(i), style.size);
                ink(Box{w, h, 0}, "");
                continue;
            }
            if (name == "strut") {
                ink(Box{0, 0.7 * 1.2 * style.size, 0.3 * 1.2 * style.size}, "");
                continue;
            }
            if (name == "phantom") {
                std::string ignored;
                ink(inline_text(argument(i), style, ignored), "");
                continue;
            }
            if (const TexSymbol* sym = math_symbol(name)) {   // \ldots, \textdegree, a stray \alpha
                const GlyphMetrics* g = glyph(sym->font, sym->code, style.size);
                const double w = sym->width > 0 ? sym->width : g ? g->width : 0.5;
                ink(Box{w * style.size, (g ? g->height : 0.7) * style.size, (g ? g->depth : 0) * style.size},
                    std::string(sym->plain));
                continue;
            }
            // Another command: its braced argument is text (\underbar{x}, \ce{H2O}); alone, a glyph.
            skip_blanks(i);
            if (i < src_.size() && src_[i] == '{') {
                group(argument(i), style);
            } else {
                ink(Box{0.5 * style.size, 0.7 * style.size, 0}, "");
            }
            continue;
        }
        // A character: UTF-8 passes through (measured as half an em), ASCII from the font.
        const unsigned char u = static_cast<unsigned char>(c);
        if (u >= 0x80) {
            size_t len = (u & 0xE0) == 0xC0 ? 2 : (u & 0xF0) == 0xE0 ? 3 : (u & 0xF8) == 0xF0 ? 4 : 1;
            len = std::min(len, src_.size() - i);
            ink(Box{0.5 * style.size, 0.7 * style.size, 0}, std::string(src_.substr(i, len)));
            i += len;
            continue;
        }
        if (run.empty() || run_style.font != style.font || run_style.size != style.size) {
            flush();
            run_style = style;
        }
        run.push_back(u);
        typed += c;
        ++i;
    }
    flush();
}

}  // namespace tex

namespace {

using namespace tex;

// A word TeX can break: at least five letters (\lefthyphenmin 2, \righthyphenmin 3).
bool hyphenatable(const std::vector<const Piece*>& word) {
    int letters = 0;
    for (const Piece* p : word)
        for (char c : p->plain) letters += std::isalpha(static_cast<unsigned char>(c)) ? 1 : 0;
    return letters >= 5;
}

// TeX's first pass over one paragraph (\pretolerance 100, no hyphenation): can its words be
// broken into lines that each fit the text width and leave at most the stretch unfilled
// (badness <= 100; the last line too where TikZ's text action sets \parfillskip to 0, i.e.
// centred text)? When not, TeX hyphenates in its second pass: the longest word it can break,
// else "" (also for a paragraph that fits on one line). Lines are tried only as long as they
// fit, so the work is words x words a line.
std::string needs_hyphenation(const std::vector<const Piece*>& line, const TextLayout& layout) {
    struct Word {
        double width = 0, space_before = 0;
        std::vector<const Piece*> pieces;
    };
    std::vector<Word> words;
    double space = 0;
    for (const Piece* p : line) {
        if (p->kind == Piece::Kind::Space) {
            if (!words.empty() && !words.back().pieces.empty()) space = p->box.w;
            continue;
        }
        if (words.empty() || space > 0) {
            words.emplace_back();
            words.back().space_before = words.size() > 1 ? space : 0;
            space = 0;
        }
        words.back().width += p->box.w;
        words.back().pieces.push_back(p);
    }
    const double em = layout.font_size, w = layout.text_width;
    // A paragraph that fits on one line stays one line whatever its badness.
    double natural = 0;
    for (const Word& word : words) natural += word.space_before + word.width;
    if (natural <= w + 1e-6) return "";
    const bool last_counts = layout.stretch_em >= 4;   // text centered: \parfillskip=0pt
    std::vector<char> reach(words.size() + 1, 0);
    reach[0] = 1;
    for (size_t a = 0; a < words.size(); ++a) {
        if (!reach[a]) continue;
        double width = 0;
        int spaces = 0;
        for (size_t b = a; b < words.size(); ++b) {
            if (b > a) width += words[b].space_before, ++spaces;
            width += words[b].width;
            if (width > w + 1e-6) break;   // overfull: infeasible, and so is every longer line
            const double stretch = layout.stretch_em > 0 ? layout.stretch_em * em
                                                         : spaces * 0.166666 * em;   // cmr's 1.67pt at 10pt
            const bool last = b + 1 == words.size();
            if ((last && !last_counts) || w - width <= stretch + 1e-6) reach[b + 1] = 1;
        }
    }
    if (reach[words.size()]) return "";
    std::string longest;
    size_t letters = 0;
    for (const Word& word : words) {
        if (!hyphenatable(word.pieces)) continue;
        std::string text;
        for (const Piece* p : word.pieces) text += p->plain;
        if (text.size() > letters) longest = text, letters = text.size();
    }
    return longest;
}

// Pieces into lines: at breaks (when allowed), and wrapped to the text width.
SetText lay_out(const std::vector<Piece>& pieces, const TextLayout& layout) {
    std::string hyphenated;
    std::vector<std::vector<const Piece*>> lines(1);
    const bool breaks = layout.lines || layout.text_width > 0;
    for (const Piece& p : pieces) {
        if (p.kind == Piece::Kind::Break) {
            if (breaks) lines.emplace_back();
            continue;
        }
        lines.back().push_back(&p);
    }
    if (layout.text_width > 0 && layout.stretch_em >= 0)
        for (const auto& line : lines)
            if (hyphenated.empty()) hyphenated = needs_hyphenation(line, layout);
    if (layout.text_width > 0) {   // greedy wrapping between words
        std::vector<std::vector<const Piece*>> wrapped;
        for (const auto& line : lines) {
            wrapped.emplace_back();
            double width = 0, pending_space = 0;
            std::vector<const Piece*> word;
            double word_width = 0;
            auto place_word = [&] {
                if (word.empty()) return;
                if (!wrapped.back().empty() && width + pending_space + word_width > layout.text_width + 1e-9) {
                    wrapped.emplace_back();
                    width = 0;
                    pending_space = 0;
                }
                if (!wrapped.back().empty() && pending_space > 0) {
                    static const Piece kSpace{Piece::Kind::Space, Box{}, " "};
                    wrapped.back().push_back(&kSpace);
                }
                width += pending_space + word_width;
                for (const Piece* w : word) wrapped.back().push_back(w);
                word.clear();
                word_width = 0;
                pending_space = 0;
            };
            for (const Piece* p : line) {
                if (p->kind == Piece::Kind::Space) {
                    place_word();
                    if (!wrapped.back().empty()) pending_space = p->box.w;
                    continue;
                }
                word.push_back(p);
                word_width += p->box.w;
            }
            place_word();
        }
        lines = std::move(wrapped);
    }
    SetText out;
    out.lines = static_cast<int>(lines.size());
    const double baselineskip = 1.2 * layout.font_size;
    for (size_t k = 0; k < lines.size(); ++k) {
        // Blanks at either end of a line do not count (TikZ trims the text; TeX drops them at breaks).
        size_t first = 0, last = lines[k].size();
        while (first < last && lines[k][first]->kind == Piece::Kind::Space) ++first;
        while (last > first && lines[k][last - 1]->kind == Piece::Kind::Space) --last;
        Box box;
        std::string plain;
        for (size_t p = first; p < last; ++p) {
            box.beside(lines[k][p]->box);
            plain += lines[k][p]->plain;
        }
        out.width = std::max(out.width, box.w);
        if (k == 0) out.height = box.h;
        if (k + 1 == lines.size()) out.depth = box.d + baselineskip * static_cast<double>(k);
        if (k > 0) out.plain += "\n";
        out.plain += plain;
    }
    if (layout.text_width > 0) out.width = layout.text_width;
    out.hyphenated = hyphenated;
    return out;
}

}  // namespace

SetText set_node_text(std::string_view tex, const TextLayout& layout) {
    Setter setter(tex);
    std::vector<Piece> pieces;
    Style style;
    style.size = layout.font_size;
    size_t i = 0;
    while (i < tex.size()) {   // a stray '}' ends a group; read on past it
        setter.text(i, style, pieces);
        if (i < tex.size()) ++i;
    }
    SetText out = lay_out(pieces, layout);
    out.unread = setter.unread();
    out.rough = setter.rough();
    return out;
}

}  // namespace plumbline::tikz
