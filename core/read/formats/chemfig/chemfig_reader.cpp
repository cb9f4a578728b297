// The chemfig reader: the LaTeX around the molecules (document structure, \usepackage,
// \setchemfig, \definesubmol, tikzpicture nodes), each \chemfig laid out (molecule.hpp),
// the molecules placed on the page, and the Scene built from them.
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "formats/chemfig/chemfig_blocks.hpp"
#include "formats/chemfig/molecule.hpp"
#include "formats/chemfig/settings.hpp"
#include "formats/reporter.hpp"

namespace plumbline {

namespace chemfig {

namespace {

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// Commands of the chemfig package (and its schemes) that draw what this reader does not.
const std::set<std::string> kUnread = {"chemname", "lewis", "Lewis", "schemestart", "arrow", "chemmove",
                                       "charge", "Charge", "polymerdelim", "chemrel", "chemsign", "chemabove",
                                       "chembelow", "chemleft", "chemright", "subscheme", "merge", "chemup", "chemdown"};
// TikZ commands that draw inside a picture.
const std::set<std::string> kTikzDrawing = {"draw", "fill", "filldraw", "path", "shade", "shadedraw", "clip",
                                            "coordinate", "pic", "foreach", "matrix", "graph"};

// A molecule as read, and where it goes on the page.
struct Placed {
    Drawing drawing;
    bool in_node = false;     // \node at (x,y) {\chemfig...}: centred there
    Vec2 node_at;
    double gap = 0;           // horizontal space before it on its line
    bool new_line = false;    // a paragraph or line break before it
    size_t begin = 0;
};

class Reader {
public:
    Reader(std::string_view text, std::string_view source, const ReadLimits& limits, ReadResult& out)
        : text_(text), lines_(text), limits_(limits), out_(out), reporter_(std::string(source), out.diagnostics) {
        steps_ = static_cast<std::int64_t>(limits.max_steps);
    }

    void run() {
        out_.scene.format = "chemfig";
        if (text_.size() > limits_.max_bytes) {
            report(Severity::Error, "read.limit.bytes",
                   "The drawing is " + std::to_string(text_.size()) + " bytes; the limit is " +
                       std::to_string(limits_.max_bytes) + ".",
                   0, 1);
            return finish();
        }
        if (!braces_balance()) return finish();
        scan();
        if (!failed_) check_document();
        if (!failed_ && placed_.empty()) {
            if (misspelt_ != std::string_view::npos)   // \chemfg{...}: TeX stops on it
                report(Severity::Error, "chemfig.molecule.none",
                       "No \\chemfig{...} found; \\" + misspelt_name_ +
                           " is no command chemfig defines (pdflatex stops: \"Undefined control sequence\"). "
                           "Did you mean \\chemfig?",
                       misspelt_, misspelt_ + 1 + misspelt_name_.size());
            else
                report(Severity::Error, "chemfig.molecule.none",
                       "No \\chemfig{...} found: there is no molecule to read.", 0, text_.size());
        }
        build_scene();
        finish();
    }

private:
    std::string_view text_;
    LineIndex lines_;
    const ReadLimits& limits_;
    ReadResult& out_;
    ReadReporter reporter_;
    std::int64_t steps_ = 0;
    size_t items_ = 0;
    bool failed_ = false;
    Settings settings_;
    std::map<std::string, Code> submols_;
    std::vector<Placed> placed_;
    // The document: whether it is one, and its structure.
    bool has_document_ = false, package_ = false, begun_ = false, ended_ = false;
    size_t first_chemfig_ = std::string_view::npos, document_at_ = 0;
    std::vector<std::pair<std::string, size_t>> environments_;
    int picture_depth_ = 0;
    bool node_pending_ = false;
    size_t misspelt_ = std::string_view::npos;   // the first \chem... command chemfig does not define
    std::string misspelt_name_;
    Vec2 node_at_;
    double gap_ = 0;
    bool new_line_ = false;

    void report(Severity severity, const std::string& code, const std::string& message, size_t begin, size_t end) {
        if (severity == Severity::Error) failed_ = true;
        begin = std::min(begin, text_.size());
        end = std::max(begin + 1, std::min(end, text_.size()));
        reporter_.add(severity, code, message, text_.empty() ? Span{1, 1, 1, 1} : lines_.range(begin, end));
    }
    void once(Severity severity, const std::string& key, const std::string& code, const std::string& message,
              size_t begin, size_t end) {
        if (reporter_.first_time(key)) report(severity, code, message, begin, end);
    }

    void finish() {
        out_.ok = !reporter_.has_errors() && !failed_;
        recognize_within_budget(out_.scene, limits_.max_items, reporter_);
        reporter_.finish();
    }

    // Past a % comment's line end.
    size_t skip_comment(size_t i) const {
        const size_t eol = text_.find('\n', i);
        return eol == std::string_view::npos ? text_.size() : eol + 1;
    }

    // TeX stops on a brace that does not balance: the first one is reported.
    bool braces_balance() {
        std::vector<size_t> open;
        for (size_t i = 0; i < text_.size(); ++i) {
            const char c = text_[i];
            if (c == '\\') {
                ++i;
                continue;
            }
            if (c == '%') {
                i = skip_comment(i) - 1;
                continue;
            }
            if (c == '{') open.push_back(i);
            if (c == '}') {
                if (open.empty()) {
                    report(Severity::Error, "chemfig.syntax.brace",
                           "This `}` closes no `{`; TeX stops here (\"Too many }'s\" or \"Extra }\").", i, i + 1);
                    return false;
                }
                open.pop_back();
            }
        }
        if (!open.empty()) {
            report(Severity::Error, "chemfig.syntax.brace",
                   "This `{` is never closed by `}`; TeX reads to the end of the file and stops (\"Runaway argument\" "
                   "or \"File ended while scanning\").",
                   open.back(), open.back() + 1);
            return false;
        }
        return true;
    }

    size_t skip_blanks(size_t i) const {
        while (i < text_.size() && is_blank(text_[i])) ++i;
        return i;
    }

    // The braced argument at i (blanks skipped): its content's range, and i past it.
    bool braced(size_t& i, size_t& begin, size_t& end) {
        size_t j = skip_blanks(i);
        if (j >= text_.size() || text_[j] != '{') return false;
        int depth = 0;
        for (size_t k = j; k < text_.size(); ++k) {
            if (text_[k] == '\\') {
                ++k;
                continue;
            }
            if (text_[k] == '%') {
                k = skip_comment(k) - 1;
                continue;
            }
            if (text_[k] == '{') ++depth;
            if (text_[k] == '}' && --depth == 0) {
                begin = j + 1, end = k;
                i = k + 1;
                return true;
            }
        }
        return false;
    }
    bool bracketed(size_t& i, size_t& begin, size_t& end) {
        size_t j = skip_blanks(i);
        if (j >= text_.size() || text_[j] != '[') return false;
        int depth = 0;
        for (size_t k = j + 1; k < text_.size(); ++k) {
            if (text_[k] == '{') ++depth;
            if (text_[k] == '}') --depth;
            if (text_[k] == ']' && depth == 0) {
                begin = j + 1, end = k;
                i = k + 1;
                return true;
            }
        }
        return false;
    }

    // The molecule's code as TeX reads it with chemfig's \endlinechar=-1: comments and line
    // ends gone (with the blanks that start the next line).
    Code code_of(size_t begin, size_t end) const {
        Code code;
        for (size_t i = begin; i < end; ++i) {
            const char c = text_[i];
            if (c == '\\' && i + 1 < end) {
                code.text += c;
                code.origin.push_back(i);
                code.text += text_[i + 1];
                code.origin.push_back(++i);
                continue;
            }
            if (c == '%') {
                i = std::min(end, skip_comment(i)) - 1;
                while (i + 1 < end && (text_[i + 1] == ' ' || text_[i + 1] == '\t')) ++i;
                continue;
            }
            if (c == '\r') continue;
            if (c == '\n') {
                while (i + 1 < end && (text_[i + 1] == ' ' || text_[i + 1] == '\t')) ++i;
                continue;
            }
            code.text += c;
            code.origin.push_back(i);
        }
        return code;
    }

    // `!{name}` and `!\name` replaced by their \definesubmol code (nested ones too).
    bool splice_submols(Code& code) {
        for (int round = 0; round < 64; ++round) {
            bool changed = false;
            Code next;
            for (size_t i = 0; i < code.text.size(); ++i) {
                if (code.text[i] != '!') {
                    next.text += code.text[i];
                    next.origin.push_back(code.origin[i]);
                    continue;
                }
                std::string name;
                size_t stop = i + 1;
                if (stop < code.text.size() && code.text[stop] == '{') {
                    const size_t close = code.text.find('}', stop);
                    if (close == std::string::npos) break;
                    name = code.text.substr(stop + 1, close - stop - 1);
                    stop = close + 1;
                } else if (stop < code.text.size() && code.text[stop] == '\\') {
                    size_t k = stop + 1;
                    while (k < code.text.size() && is_letter(code.text[k])) ++k;
                    name = code.text.substr(stop, k - stop);
                    stop = k;
                } else {
                    next.text += '!';
                    next.origin.push_back(code.origin[i]);
                    continue;
                }
                const auto found = submols_.find(std::string(trim(name)));
                if (found == submols_.end()) {
                    report(Severity::Error, "chemfig.submol.undefined",
                           "No \\definesubmol defines \"" + name + "\"; chemfig stops here.", code.origin[i],
                           code.origin[std::min(stop, code.origin.size()) - 1] + 1);
                    return false;
                }
                steps_ -= static_cast<std::int64_t>(found->second.text.size());
                if (steps_ < 0 || next.text.size() > limits_.max_bytes) {
                    report(Severity::Error, "read.limit.steps",
                           "Submolecules expand past the reading budget; reading stopped here.", code.origin[i],
                           code.origin[i] + 1);
                    return false;
                }
                next.text += found->second.text;
                next.origin.insert(next.origin.end(), found->second.text.size(), code.origin[i]);
                i = stop - 1;
                changed = true;
            }
            code = std::move(next);
            if (!changed) return true;
        }
        report(Severity::Error, "read.limit.depth", "Submolecules nest more than 64 deep; reading stopped.",
               code.origin.empty() ? 0 : code.origin[0], code.origin.empty() ? 1 : code.origin[0] + 1);
        return false;
    }

    void apply_settings(size_t begin, size_t end, Settings& settings) {
        std::vector<std::string> ignored, unknown;
        apply_keys(text_.substr(begin, end - begin), settings, ignored, unknown);
        for (const std::string& key : ignored)
            report(Severity::Warning, "chemfig.key.ignored",
                   "The chemfig key \"" + key + "\" is not carried out by this reading; what chemfig draws may differ.",
                   begin, end);
        for (const std::string& key : unknown)
            report(Severity::Warning, "chemfig.key.unknown",
                   "chemfig has no key \"" + key + "\"; chemfig ignores it, and so does this reading.", begin, end);
    }

    void read_chemfig_command(size_t at, size_t& i) {
        if (first_chemfig_ == std::string_view::npos) first_chemfig_ = at;
        Settings settings = settings_;
        size_t ob = 0, oe = 0;
        if (bracketed(i, ob, oe)) apply_settings(ob, oe, settings);
        size_t b = 0, e = 0;
        if (!braced(i, b, e)) {
            report(Severity::Error, "chemfig.argument.missing",
                   "\\chemfig needs the molecule in braces, \\chemfig{*6(=-=-=-)}.", at, at + 8);
            return;
        }
        Code code = code_of(b, e);
        if (!splice_submols(code)) return;
        Placed placed;
        placed.begin = at;
        placed.in_node = node_pending_;
        placed.node_at = node_at_;
        placed.gap = gap_;
        placed.new_line = new_line_;
        node_pending_ = false;
        gap_ = 0;
        new_line_ = false;
        MoleculeLimits limits;
        limits.steps = &steps_;
        limits.max_depth = limits_.max_depth;
        limits.max_items = limits_.max_items;
        limits.items = &items_;
        const Report report_fn = [this](Severity s, const std::string& c, const std::string& m, size_t rb, size_t re) {
            report(s, c, m, rb, re);
        };
        lay_out_molecule(code, settings, limits, report_fn, placed.drawing);
        placed_.push_back(std::move(placed));
    }

    void read_submol(size_t at, size_t& i) {
        std::string name;
        size_t j = skip_blanks(i);
        size_t b = 0, e = 0;
        if (j < text_.size() && text_[j] == '\\') {
            size_t k = j + 1;
            while (k < text_.size() && is_letter(text_[k])) ++k;
            name = std::string(text_.substr(j, k - j));
            i = k;
        } else if (braced(i, b, e)) {
            name = std::string(trim(text_.substr(b, e - b)));
        } else {
            report(Severity::Error, "chemfig.argument.missing", "\\definesubmol needs a name and the code in braces.", at,
                   i);
            return;
        }
        size_t ob = 0, oe = 0;
        bracketed(i, ob, oe);   // the code for bonds arriving from the right: the main code is read
        if (!braced(i, b, e)) {
            report(Severity::Error, "chemfig.argument.missing", "\\definesubmol needs the code in braces.", at, i);
            return;
        }
        submols_[name] = code_of(b, e);
    }

    // \node[...] (name) at (x,y) {...}: a \chemfig in its text is centred at (x,y).
    void read_node(size_t& i) {
        size_t j = i;
        for (int guard = 0; guard < 8; ++guard) {
            j = skip_blanks(j);
            if (j >= text_.size()) return;
            size_t b = 0, e = 0;
            if (text_[j] == '[') {
                if (!bracketed(j, b, e)) return;
            } else if (text_[j] == '(') {
                const size_t close = text_.find(')', j);
                if (close == std::string_view::npos) return;
                j = close + 1;
            } else if (text_.compare(j, 2, "at") == 0) {
                j = skip_blanks(j + 2);
                if (j >= text_.size() || text_[j] != '(') return;
                const size_t close = text_.find(')', j);
                if (close == std::string_view::npos) return;
                const std::vector<std::string_view> xy = split_top_level(text_.substr(j + 1, close - j - 1));
                j = close + 1;
                if (xy.size() != 2) continue;
                const auto coord = [](std::string_view v) -> std::optional<double> {
                    if (auto d = parse_dimension(v)) return d;
                    const std::string s(trim(v));
                    char* end = nullptr;
                    const double x = std::strtod(s.c_str(), &end);
                    if (end == s.c_str() || !trim(std::string_view(end)).empty()) return std::nullopt;
                    return x * 72.27 / 2.54;   // TikZ's unit vectors: 1cm
                };
                const auto x = coord(xy[0]), y = coord(xy[1]);
                if (x && y) node_at_ = Vec2(*x, *y);
                else node_at_ = Vec2(0, 0);
            } else {
                break;
            }
        }
        node_pending_ = true;
        i = j;
    }

    void scan() {
        size_t i = 0;
        while (i < text_.size() && !failed_) {
            if (--steps_ < 0) {
                report(Severity::Error, "read.limit.steps", "The text takes more steps to read than the budget allows.",
                       i, i + 1);
                return;
            }
            const char c = text_[i];
            if (c == '%') {
                i = skip_comment(i);
                continue;
            }
            if (c == '\n') {   // a blank line is a paragraph break
                size_t j = i + 1;
                while (j < text_.size() && (text_[j] == ' ' || text_[j] == '\t' || text_[j] == '\r')) ++j;
                if (j < text_.size() && text_[j] == '\n' && !placed_.empty()) new_line_ = true;
                else if (!placed_.empty()) gap_ = std::max(gap_, 10.0 / 3);
                i = j;
                continue;
            }
            if (c == ' ' || c == '\t' || c == '~') {
                if (!placed_.empty()) gap_ = std::max(gap_, 10.0 / 3);
                ++i;
                continue;
            }
            if (c == ';') node_pending_ = false;
            if (c != '\\') {
                ++i;
                continue;
            }
            const size_t at = i;
            size_t j = i + 1;
            while (j < text_.size() && is_letter(text_[j])) ++j;
            if (j == i + 1 && j < text_.size()) ++j;   // a control symbol
            const std::string name(text_.substr(i + 1, j - i - 1));
            i = j;
            size_t b = 0, e = 0;
            if (name == "chemfig") {
                read_chemfig_command(at, i);
            } else if (name == "setchemfig") {
                if (braced(i, b, e)) apply_settings(b, e, settings_);
                else report(Severity::Error, "chemfig.argument.missing", "\\setchemfig needs its keys in braces.", at, i);
            } else if (name == "definesubmol" || name == "redefinesubmol") {
                read_submol(at, i);
            } else if (name == "documentclass") {
                if (!has_document_) document_at_ = at;
                has_document_ = true;
            } else if (name == "usepackage" || name == "RequirePackage") {
                size_t ob = 0, oe = 0;
                bracketed(i, ob, oe);
                if (braced(i, b, e))
                    for (std::string_view p : split_top_level(text_.substr(b, e - b)))
                        if (p == "chemfig") package_ = true;
            } else if (name == "begin" || name == "end") {
                if (!braced(i, b, e)) {
                    report(Severity::Error, "chemfig.document.structure",
                           "\\" + name + " needs an environment name in braces.", at, i);
                    return;
                }
                environment(name == "begin", std::string(trim(text_.substr(b, e - b))), at, i);
            } else if (name == "node" && picture_depth_ > 0) {
                read_node(i);
            } else if (kTikzDrawing.count(name) && picture_depth_ > 0) {
                once(Severity::Warning, "tikz", "chemfig.tikz.unread",
                     "The picture draws \\" + name + " besides its molecules; TikZ commands are not read here, so "
                     "the reading is incomplete.",
                     at, i);
            } else if (kUnread.count(name) || name == "+") {
                once(Severity::Warning, "unread:" + name, "chemfig.command.unread",
                     "\\" + name + " draws something this reader does not read (" +
                         (name == "chemname" ? std::string("the name under the molecule; the molecule itself is read")
                                             : std::string("it is left out")) + ").",
                     at, i);
            } else if (name == "quad" || name == "qquad" || name == "hspace" || name == "hfill") {
                if (!placed_.empty()) gap_ += name == "qquad" ? 20 : 10;
                if (name == "hspace" && braced(i, b, e))
                    if (auto d = parse_dimension(text_.substr(b, e - b))) gap_ += *d - 10;
            } else if (name.rfind("chem", 0) == 0 && name != "chemfig" && !kUnread.count(name) &&
                       misspelt_ == std::string_view::npos) {
                misspelt_ = at;
                misspelt_name_ = name;
            } else if (name == "\\" || name == "par" || name == "newline") {
                if (!placed_.empty()) new_line_ = true;
            }
        }
    }

    void environment(bool begin, const std::string& name, size_t at, size_t end) {
        if (begin) {
            environments_.push_back({name, at});
            if (name == "document") begun_ = true;
            if (name == "tikzpicture") ++picture_depth_;
            return;
        }
        if (environments_.empty() || environments_.back().first != name) {
            report(Severity::Error, "chemfig.document.structure",
                   environments_.empty()
                       ? "\\end{" + name + "} closes no environment; LaTeX stops here."
                       : "\\begin{" + environments_.back().first + "} on line " +
                             std::to_string(lines_.at(environments_.back().second).line) + " is ended by \\end{" + name +
                             "}; LaTeX stops here.",
                   at, end);
            return;
        }
        environments_.pop_back();
        if (name == "document") ended_ = true;
        if (name == "tikzpicture") --picture_depth_;
    }

    void check_document() {
        if (!environments_.empty()) {
            const auto& [name, at] = environments_.back();
            report(Severity::Error, "chemfig.document.structure",
                   "\\begin{" + name + "} is never ended; LaTeX stops at the end of the file.", at, at + 7 + name.size());
            return;
        }
        if (!has_document_) return;
        if (!begun_) {
            report(Severity::Error, "chemfig.document.structure",
                   "The document has no \\begin{document}; LaTeX stops (\"Missing \\begin{document}\").", document_at_,
                   document_at_ + 14);
            return;
        }
        if (!ended_) {
            report(Severity::Error, "chemfig.document.structure",
                   "The document has no \\end{document}; pdflatex stops at the end of the file (\"Emergency stop\").",
                   document_at_, document_at_ + 14);
            return;
        }
        if (first_chemfig_ != std::string_view::npos && !package_)
            report(Severity::Error, "chemfig.package.missing",
                   "\\chemfig is used without \\usepackage{chemfig}; pdflatex stops here (\"Undefined control sequence\").",
                   first_chemfig_, first_chemfig_ + 8);
    }

    // Molecules placed as TeX sets their boxes: in a node, centred at its position; else
    // side by side on the baseline, lines one under the other.
    void place() {
        if (placed_.size() > 1 || (placed_.size() == 1 && placed_[0].in_node))
            once(Severity::Warning, "layout", "chemfig.layout.approximate",
                 placed_.size() > 1
                     ? "There are " + std::to_string(placed_.size()) + " molecules; each is read as chemfig draws it, but "
                       "the spaces between them are approximated."
                     : "The molecule stands in a TikZ node; it is placed at the node's position, centred.",
                 placed_[placed_.size() > 1 ? 1 : 0].begin, placed_[placed_.size() > 1 ? 1 : 0].begin + 8);
        double x = 0, baseline = 0, line_depth = 0;
        bool first = true;
        for (Placed& p : placed_) {
            Box& box = p.drawing.box;
            if (box.empty) continue;
            Vec2 shift(0, 0);
            if (p.in_node) {
                shift = p.node_at - (box.min + box.max) * 0.5;
            } else {
                if (!first && p.new_line) {
                    baseline -= line_depth + std::max(0.0, box.max.y()) + 1;
                    x = 0;
                    line_depth = 0;
                } else if (!first) {
                    x += p.gap;
                } else {
                    x = box.min.x();   // the first molecule stays where chemfig draws it
                }
                shift = Vec2(x - box.min.x(), baseline);
                x += box.max.x() - box.min.x();
                line_depth = std::max(line_depth, -box.min.y());
                first = false;
            }
            translate(p.drawing, shift);
        }
    }

    static void translate(Drawing& d, Vec2 v) {
        for (Stroke& s : d.strokes) s.a = s.a + v, s.b = s.b + v;
        for (Triangle& t : d.triangles)
            for (Vec2& p : t.p) p = p + v;
        for (RingCircle& c : d.circles) c.centre = c.centre + v;
        for (Label& l : d.labels) {
            l.centre = l.centre + v;
            if (!l.box.empty) l.box.min = l.box.min + v, l.box.max = l.box.max + v;
        }
        if (!d.box.empty) d.box.min = d.box.min + v, d.box.max = d.box.max + v;
    }

    static Vec2 flip(Vec2 p) { return Vec2(p.x(), -p.y()); }

    void add(Geometry g, const Style& style, const char* element, size_t begin, size_t end, int index) {
        Item item;
        item.geometry = std::move(g);
        item.style = style;
        item.source.format = "chemfig";
        item.source.element = element;
        item.source.element_index = index;
        begin = std::min(begin, text_.size());
        item.source.span = text_.empty() ? Span{1, 1, 1, 1} : lines_.range(begin, std::max(begin + 1, std::min(end, text_.size())));
        out_.scene.add(std::move(item));
    }

    void build_scene() {
        place();
        Style stroke;
        stroke.stroke = Color::rgb8(0, 0, 0);
        stroke.fill = Color::paint_none();
        Style fill = stroke;
        fill.fill = Color::rgb8(0, 0, 0);
        fill.fill_text = "black";
        Style text;
        text.stroke = Color::paint_none();
        text.fill = Color::rgb8(0, 0, 0);
        Box frame;
        int index = 0;
        for (const Placed& p : placed_) {
            const Drawing& d = p.drawing;
            for (const Stroke& s : d.strokes) {
                Style style = stroke;
                style.stroke_width = s.width;
                add(Segment{flip(s.a), flip(s.b)}, style, "bond", s.begin, s.end, index++);
            }
            for (const Triangle& t : d.triangles) {
                Path path;
                path.closed = true;
                for (int k = 0; k < 3; ++k) path.pieces.push_back(PathPiece::line(flip(t.p[k]), flip(t.p[(k + 1) % 3])));
                Style style = t.filled ? fill : stroke;
                style.stroke_width = settings_.line_width;
                add(path, style, "bond", t.begin, t.end, index++);
            }
            for (const RingCircle& c : d.circles) {
                Style style = stroke;
                style.stroke_width = settings_.line_width;
                if (std::abs(c.to - c.from) >= 360) {
                    add(Circle{flip(c.centre), c.radius}, style, "ring", c.begin, c.end, index++);
                } else {
                    Arc arc;
                    arc.ellipse = Ellipse{flip(c.centre), c.radius, c.radius, 0};
                    // y flipped: the angles turn the other way.
                    arc.t0 = -c.from * 3.14159265358979323846 / 180;
                    arc.dt = -(c.to - c.from) * 3.14159265358979323846 / 180;
                    Path path;
                    PathPiece piece;
                    piece.kind = PathPiece::Kind::Arc;
                    piece.arc = arc;
                    piece.p0 = arc.start();
                    piece.p3 = arc.end();
                    path.pieces.push_back(piece);
                    add(path, style, "ring", c.begin, c.end, index++);
                }
            }
            for (const Label& l : d.labels) {
                Text t;
                t.anchor = flip(l.centre);
                t.content = l.plain;
                t.font_size = 10;
                if (!l.box.empty) {
                    t.box.add(flip(l.box.min));
                    t.box.add(flip(l.box.max));
                }
                add(t, text, "atom", l.begin, l.end, index++);
            }
            if (!d.box.empty) {
                frame.add(flip(d.box.min));
                frame.add(flip(d.box.max));
            }
        }
        out_.scene.frame.units_per_pixel = 72.27 / 96;
        // The page pdflatex makes holds the strokes whole: half a line width past the paths.
        if (!frame.empty) {
            const double half = settings_.line_width / 2;
            frame.add(frame.min - Vec2(half, half));
            frame.add(frame.max + Vec2(half, half));
            out_.scene.frame.cover(frame);
        }
    }
};

}  // namespace

}  // namespace chemfig

ReadResult read_chemfig(std::string_view text, std::string_view source_name, const ReadLimits& limits) {
    ReadResult result;
    chemfig::Reader(text, source_name, limits, result).run();
    return result;
}

}  // namespace plumbline
