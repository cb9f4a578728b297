// The statement loop: which command does what, environments and scopes, and the
// definitions (\def, \newcommand, \pgfmathsetmacro, \definecolor, \tikzset).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "formats/tikz/interpreter.hpp"
#include "formats/tikz/keyvals.hpp"
#include "formats/tikz/pgfmath.hpp"

namespace plumbline::tikz {

namespace {

// Commands that change nothing a drawing's geometry depends on (fonts, spacing,
// document structure): read past, with their arguments.
bool is_harmless(std::string_view n) {
    return one_of(n, {"centering", "small", "footnotesize", "scriptsize", "tiny", "large", "Large", "LARGE",
                      "huge", "Huge", "normalsize", "par", "noindent", "relax", "bfseries", "itshape",
                      "rmfamily", "sffamily", "ttfamily", "mdseries", "upshape", "makeatletter", "makeatother", "empty",
                      "hfill", "vfill", "quad", "qquad", "maketitle", "newpage", "clearpage", "leavevmode",
                      "ignorespaces", "selectfont", "\\", ",", ";", " ", "\n", "\t", "!", "tikzstyle@dummy", "null",
                      "pgfsetlayers", "pgfdeclarelayer", "pgfmathsetseed", "pagestyle", "thispagestyle",
                      "usetikzlibrary", "usepackage", "documentclass", "RequirePackage", "usepgflibrary",
                      "usepgfplotslibrary", "pgfplotsset", "setlength", "addtolength", "newlength",
                      "tikzexternalize", "PreviewEnvironment", "setlength", "title", "author", "date",
                      "geometry", "hypersetup", "vspace", "hspace", "bigskip", "medskip", "smallskip",
                      "linewidth", "textwidth", "tikzset@noop", "color", "pgfsetlinewidth", "caption", "label"});
}

}  // namespace

std::string Interpreter::expand(const Tokens& tokens) {
    // Most coordinates and option lists hold no command at all: no stream is needed.
    const bool plain = std::none_of(tokens.begin(), tokens.end(),
                                    [](const Token& t) { return t.kind == Token::Kind::Command; });
    if (plain) {
        if (!budget_.spend(tokens.empty() ? 0 : tokens.front().offset, static_cast<std::int64_t>(tokens.size())))
            return std::string();
        return to_text(tokens);
    }
    return expand_to_text(tokens, macros_, budget_);
}

bool Interpreter::read_options(Stream& s, std::string& text, size_t& offset) {
    // Looking for '[' must not expand a register that starts the next statement (\W=1cm).
    const bool keep = s.keep_registers;
    s.keep_registers = true;
    s.skip_spaces();
    const Token* t = s.peek();
    s.keep_registers = keep;
    if (!t || !t->is_char('[')) return false;
    offset = t->offset + 1;
    Tokens tokens;
    bool unclosed = false;
    if (!s.read_delimited('[', ']', tokens, &unclosed)) {
        if (unclosed) error("tikz.syntax.bracket", "This option list's '[' is never closed by ']'.", offset - 1, offset);
        return false;
    }
    text = expand(tokens);
    return true;
}

void Interpreter::run_stream(Stream& s, int depth) {
    while (!budget_.stop && !depth_stopped_) {
        s.keep_registers = true;   // `\QP=1.625in` is an assignment, not the value of \QP
        const Token* t = s.next();
        s.keep_registers = false;
        if (!t) break;
        picture_size_.relevant = states_.back().size_relevant;   // after a \clip in the scope: not
        const Token token = *t;
        statement(s, token, depth);
    }
}

void Interpreter::statement(Stream& s, const Token& t, int depth) {
    // A standalone page typesets the spaces of its body: an end of line after
    // \definecolor{..}{..}{..} before the picture widens the page to the picture's left.
    if (t.kind == Token::Kind::Space) {
        if (body_before_picture_ && body_material_) ++leading_spaces_, body_material_ = false;
        return;
    }
    if (body_before_picture_) body_material_ = true;
    if (t.kind == Token::Kind::Param) {
        error("tikz.macro.parameter", "A macro parameter (#" + std::string(1, t.c) + ") outside a definition.",
              t.offset, t.end());
        return;
    }
    if (t.kind == Token::Kind::Char) {
        if (t.c == '{') {
            if (group_depth_ >= std::max(limits_.max_depth, 1)) {
                error("read.limit.depth",
                      "Groups { } are nested more than " + std::to_string(limits_.max_depth) +
                          " deep here; the rest of the drawing was not read (TeX allows 255 levels).",
                      t.offset, t.end());
                depth_stopped_ = true;
                return;
            }
            macros_.push();
            ++group_depth_;
            group_ctms_.emplace_back(states_.size(), states_.back().ctm);
            group_size_relevant_.push_back(states_.back().size_relevant);
        } else if (t.c == '}') {
            macros_.pop();
            if (group_depth_ > 0) --group_depth_;
            if (!group_ctms_.empty()) {
                if (group_ctms_.back().first == states_.size()) {
                    states_.back().ctm = group_ctms_.back().second;
                    states_.back().size_relevant = group_size_relevant_.back();
                }
                group_ctms_.pop_back();
                group_size_relevant_.pop_back();
            }
        } else if (t.c != ';' && scope_depth_ > 0 && !envs_.empty()) {
            once(Severity::Warning, "stray@" + std::to_string(t.offset), "tikz.syntax.stray",
                 std::string("The character '") + t.c + "' stands where a command was expected; it was skipped.",
                 t.offset, t.end());
        }
        return;
    }
    if (register_statement(s, t)) return;
    const std::string n(t.name);
    if (n == "begin") return begin_environment(s, t);
    if (n == "end") return end_environment(s, t);
    if (one_of(n, {"draw", "path", "fill", "filldraw", "shade", "shadedraw", "clip", "node", "coordinate",
                   "pattern", "useasboundingbox"}))
        return path_command(s, t, depth);
    if (n == "foreach") return foreach_loop(s, t, depth);
    if (one_of(n, {"def", "edef", "gdef", "xdef"})) return define_def(s, t);
    if (one_of(n, {"newcommand", "renewcommand", "providecommand", "DeclareRobustCommand", "DeclareMathOperator"}))
        return define_newcommand(s, t);
    if (one_of(n, {"pgfmathsetmacro", "pgfmathparse", "pgfmathtruncatemacro", "pgfmathsetlengthmacro"}))
        return pgfmath_command(s, t);
    if (n == "definecolor" || n == "xdefinecolor" || n == "colorlet") return define_color(s, t);
    if (n == "tikzset") return tikzset(s, t, false);
    if (n == "tikzstyle") return tikzset(s, t, true);
    if (n == "pic") {
        // Angle marks and the like: TeX draws them, Plumbline does not; the rest is judged.
        warn("tikz.pic.skipped",
             "\\pic is not drawn by Plumbline's TikZ reader (angle marks and other pics are left out of the scene).",
             t.offset, t.end());
        s.read_until(';');
        s.accept(';');
        return;
    }
    if (n == "matrix" && in_picture()) return matrix_command(s, t, depth);   // trees.cpp
    if (one_of(n, {"graph", "datavisualization", "tikzmath", "addplot", "calendar"})) {
        error("tikz.command.unsupported",
              "\\" + n + " is not supported by Plumbline's TikZ reader; draw the shapes with \\draw, \\node "
              "and \\fill instead.",
              t.offset, t.end());
        s.read_until(';');
        s.accept(';');
        return;
    }
    if (n == "pgftransformreset") {   // pgf's transformation back to the identity (the scope's shifts too)
        states_.back().ctm = Affine();
        return;
    }
    if (one_of(n, {"pgftransformcm", "pgftransformshift", "pgftransformrotate", "pgftransformscale",
                   "pgftransformxshift", "pgftransformyshift"}))
        return pgf_transform(s, t);
    if (n == "let") {   // \let\a\b or \let\a=\b: read raw, so \b is not expanded first
        auto skip_blanks = [&] {
            while (const Token* u = s.peek_raw()) {
                if (!u->is_space()) break;
                s.next_raw();
            }
        };
        skip_blanks();
        const Token* first = s.next_raw();
        if (!first || first->kind != Token::Kind::Command) {
            error("tikz.macro.definition", "\\let must be followed by a macro name.", t.offset, t.end());
            return;
        }
        const std::string name(first->name);
        skip_blanks();
        if (const Token* eq = s.peek_raw(); eq && eq->is_char('=')) s.next_raw();
        skip_blanks();
        const Token* second = s.next_raw();
        if (!second) return;
        if (second->kind == Token::Kind::Command) {
            if (const Macro* m = macros_.find(second->name)) macros_.define(name, *m, false);
        } else {
            macros_.define_text(name, Tokens{*second});
        }
        return;
    }
    if (n == "usetikzlibrary") {   // which libraries: positioning changes what `above=1` means
        preamble_seen_ = true;
        s.skip_spaces();
        Tokens names;
        if (const Token* open = s.peek(); open && open->is_char('{') && s.read_group(names)) {
            const std::string list = to_text(names);
            size_t start = 0;
            while (start <= list.size()) {
                size_t comma = list.find(',', start);
                if (comma == std::string::npos) comma = list.size();
                const std::string_view one = trim(std::string_view(list).substr(start, comma - start));
                if (!one.empty()) libraries_.emplace(one);
                start = comma + 1;
            }
        }
        skip_arguments(s);
        return;
    }
    if (n == "documentclass") {   // standalone's border= widens the cropped page
        preamble_seen_ = true;
        std::string options;
        size_t offset = 0;
        if (read_options(s, options, offset)) {
            read_page_border(options, offset);
            load_color_sets(options);   // class options reach xcolor too
            for (const KeyValue& kv : split_options(options)) standalone_pages_ |= kv.key == "tikz" || kv.key == "multi";
        }
        {   // only standalone makes a page of each picture
            s.skip_spaces();
            Tokens cls;
            if (const Token* open = s.peek(); open && open->is_char('{') && s.read_group(cls))
                standalone_pages_ &= trim(to_text(cls)) == "standalone";
        }
        skip_arguments(s);
        return;
    }
    if (n == "usepackage" || n == "PassOptionsToPackage") {   // xcolor's svgnames, x11names, dvipsnames
        std::string options;
        size_t offset = 0;
        if (n == "usepackage" && read_options(s, options, offset)) load_color_sets(options);
        if (n == "usepackage") {   // tkz-base's frame commands (tkz_base.cpp)
            s.skip_spaces();
            Tokens names;
            if (const Token* open = s.peek(); open && open->is_char('{') && s.read_group(names)) {
                const std::string list = to_text(names);
                for (std::string_view one : split_top(list, ',')) {
                    tkz_loaded_ |= one_of(trim(one), {"tkz-base", "tkz-fct", "tkz-euclide", "tkz-graph", "tkz-berge"});
                    tkz_graph_loaded_ |= one_of(trim(one), {"tkz-graph", "tkz-berge"});
                    // A package of TeX macros over TikZ: its definitions are read (packages.cpp).
                    if (const std::string_view macros = package_macros(trim(one)); !macros.empty())
                        run_generated(std::string(macros), t, 0);
                }
            }
        }
        if (n == "PassOptionsToPackage") {
            Tokens group;
            s.skip_spaces();
            if (s.read_group(group)) load_color_sets(to_text(group));
        }
        skip_arguments(s);
        return;
    }
    if (n == "pgfplotsset") return pgfplots_set(s, t);   // pgfplots_options.cpp
    if (n.rfind("tkz", 0) == 0 && tkz_command(s, t, depth)) return;   // tkz_base.cpp
    if (tkz_graph_loaded_ && tkz_graph_command(s, t, depth)) return;
    if (n == "tikz" && !in_picture()) return inline_picture(s, t);
    if (is_harmless(n)) {
        skip_arguments(s);
        return;
    }
    if (in_picture()) {
        error("tikz.command.unknown",
              "Undefined control sequence \\" + n + ": TeX does not know this command here.", t.offset, t.end());
    } else {
        note("tikz.command.skipped", "\\" + n + " outside a picture was skipped.", t.offset, t.end());
        skipped_outside_ = true;
        skip_arguments(s);
    }
}

// \documentclass[border=2pt]{standalone}, or border={left bottom right top}: the page is
// the picture plus this margin.
void Interpreter::read_page_border(const std::string& options, size_t offset) {
    for (const KeyValue& kv : split_options(options)) {
        if (kv.key != "border") continue;
        std::string value(strip_braces(trim(kv.value)));
        std::vector<double> sides;
        size_t i = 0;
        while (i < value.size()) {
            while (i < value.size() && value[i] == ' ') ++i;
            const size_t start = i;
            while (i < value.size() && value[i] != ' ') ++i;
            if (i > start)
                if (const std::optional<double> v = length(std::string_view(value).substr(start, i - start), offset))
                    sides.push_back(*v);
        }
        if (sides.size() == 1) page_border_ = {sides[0], sides[0], sides[0], sides[0]};
        else if (sides.size() == 2) page_border_ = {sides[0], sides[1], sides[0], sides[1]};
        else if (sides.size() == 4) page_border_ = {sides[0], sides[1], sides[2], sides[3]};
    }
}

// pgf's basic layer transformations, composed onto the scope's: \pgftransformcm{a}{b}{c}{d}{\pgfpoint{x}{y}},
// \pgftransformshift{\pgfpoint{x}{y}}, \pgftransformrotate{deg}, \pgftransformscale{s}.
void Interpreter::pgf_transform(Stream& s, const Token& t) {
    const std::string n(t.name);
    const int count = n == "pgftransformcm" ? 5 : 1;
    std::vector<std::string> args;
    for (int k = 0; k < count; ++k) {
        Tokens arg;
        s.skip_spaces();
        if (!s.read_group(arg)) {
            error("tikz.syntax.argument", "\\" + n + " needs " + std::to_string(count) + " arguments in braces.", t.offset,
                  t.end());
            return;
        }
        args.push_back(expand(arg));
    }
    // \pgfpoint{x}{y}: two lengths (unitless is pt).
    const auto point = [&](const std::string& text) -> std::optional<Vec2> {
        std::string_view rest = trim(text);
        if (rest.rfind("\\pgfpoint", 0) != 0) return std::nullopt;
        rest.remove_prefix(9);
        std::vector<std::string> parts;
        for (int k = 0; k < 2; ++k) {
            rest = trim(rest);
            if (rest.empty() || rest.front() != '{') return std::nullopt;
            int depth = 0;
            size_t i = 0;
            for (; i < rest.size(); ++i) {
                if (rest[i] == '{') ++depth;
                if (rest[i] == '}' && --depth == 0) break;
            }
            if (i == rest.size()) return std::nullopt;
            parts.emplace_back(rest.substr(1, i - 1));
            rest.remove_prefix(i + 1);
        }
        const std::optional<double> x = length(parts[0], t.offset), y = length(parts[1], t.offset);
        if (!x || !y) return std::nullopt;
        return Vec2(*x, *y);
    };
    Affine m;
    bool ok = true;
    if (n == "pgftransformcm") {
        std::optional<double> v[4];
        for (int k = 0; k < 4; ++k) v[k] = number(args[k], t.offset), ok &= v[k].has_value();
        const std::optional<Vec2> p = point(args[4]);
        ok &= p.has_value();
        if (ok) m = Affine{*v[0], *v[1], *v[2], *v[3], p->x(), p->y()};
    } else if (n == "pgftransformshift") {
        const std::optional<Vec2> p = point(args[0]);
        ok = p.has_value();
        if (ok) m = Affine::translate(p->x(), p->y());
    } else if (n == "pgftransformxshift" || n == "pgftransformyshift") {
        const std::optional<double> d = length(args[0], t.offset);
        ok = d.has_value();
        if (ok) m = n == "pgftransformxshift" ? Affine::translate(*d, 0) : Affine::translate(0, *d);
    } else {
        const std::optional<double> v = number(args[0], t.offset);
        ok = v.has_value();
        if (ok) m = n == "pgftransformrotate" ? Affine::rotate_deg(*v) : Affine::scale(*v, *v);
    }
    if (!ok) {
        error("tikz.syntax.argument", "\\" + n + ": cannot read its arguments.", t.offset, s.position());
        return;
    }
    states_.back().ctm = states_.back().ctm * m;
}

void Interpreter::load_color_sets(const std::string& options) {
    for (const KeyValue& kv : split_options(options))
        if (one_of(kv.key, {"svgnames", "x11names", "dvipsnames"})) colors_.load_set(kv.key);
}

void Interpreter::skip_arguments(Stream& s) {
    for (int k = 0; k < 8; ++k) {
        s.skip_spaces();
        const Token* t = s.peek();
        if (!t) return;
        Tokens ignored;
        const size_t at = t->offset;
        if (t->is_char('[')) s.read_delimited('[', ']', ignored);
        else if (t->is_char('{')) s.read_group(ignored);
        else if (t->is_char('*')) s.next();
        else return;
        // A picture inside a skipped argument (\resizebox{..}{..}{\begin{tikzpicture}..}):
        // TeX draws it, Plumbline does not read it.
        for (const Token& u : ignored)
            if (u.kind == Token::Kind::Command && (u.name == "tikz" || u.name == "tikzpicture" ||
                                                   (u.name == "begin" && to_text(ignored).find("{tikzpicture}") !=
                                                                             std::string::npos))) {
                once(Severity::Warning, "unread-picture", "tikz.picture.unread",
                     "A picture inside this command's argument is not read (Plumbline reads pictures standing "
                     "on their own): the reading is incomplete.",
                     at, ignored.empty() ? at + 1 : ignored.back().end());
                break;
            }
    }
}

void Interpreter::push_scope(size_t offset) {
    (void)offset;
    states_.push_back(states_.back());
}

void Interpreter::pop_scope() {
    end_canvases();   // a transform canvas this scope set (canvas.cpp)
    if (states_.size() > 1) states_.pop_back();
}

bool Interpreter::in_picture() const {
    return std::any_of(envs_.begin(), envs_.end(), [](const Environment& e) { return e.pushed_state; });
}

// \tikz[options] statement; or \tikz[options]{statements} outside a picture. Alone on a
// page it is the picture, and its statements are read (its options are not). Set inside text
// that is not read (a tabular, a formula: the `\tikzmark` idiom), or with `remember picture`
// or `overlay` (coordinates shared with the text around it), where TeX puts it depends on the
// typesetting Plumbline does not do: it is not read, and the reading says so.
void Interpreter::inline_picture(Stream& s, const Token& t) {
    std::string options;
    size_t offset = 0;
    const bool has_options = read_options(s, options, offset);
    bool placed_by_text = skipped_outside_;
    if (has_options)
        for (const KeyValue& kv : split_options(options))
            placed_by_text |= kv.key == "remember picture" || kv.key == "overlay";
    if (!placed_by_text) return;   // the statements that follow are read
    s.skip_spaces();
    Tokens body;
    if (const Token* open = s.peek(); open && open->is_char('{')) {
        s.read_group(body);
    } else {
        body = s.read_until(';');
        s.accept(';');
    }
    once(Severity::Warning, "text-picture", "tikz.picture.unread",
         "This \\tikz picture stands in text Plumbline does not set (or remembers its place on the page): where "
         "TeX puts it is not known, so it is not read, and the reading is incomplete.",
         t.offset, s.position());
}

// Skips to the \end{name} that closes the environment just begun (nested ones of the same
// name counted), when its content is not read.
void Interpreter::skip_environment(Stream& s, const std::string& name) {
    int nest = 1;
    while (const Token* u = s.next_raw()) {
        if (u->is_command("begin") || u->is_command("end")) {
            const bool begins = u->is_command("begin");
            Tokens inner;
            if (s.read_group(inner) && to_text(inner) == name) nest += begins ? 1 : -1;
            if (nest == 0) break;
        }
    }
}

void Interpreter::begin_environment(Stream& s, const Token& t) {
    Tokens name_tokens;
    if (!s.read_group(name_tokens)) {
        error("tikz.environment.name", "\\begin needs an environment name in braces.", t.offset, t.end());
        return;
    }
    const std::string name(trim(expand(name_tokens)));
    if (envs_.size() >= static_cast<size_t>(std::max(limits_.max_depth, 1))) {
        error("read.limit.depth",
              "Environments are nested more than " + std::to_string(limits_.max_depth) +
                  " deep here; the rest of the drawing was not read (TeX allows 255 levels).",
              t.offset, t.end());
        depth_stopped_ = true;
        return;
    }
    Environment env{name, false, t.offset};
    // standalone's `tikz` option sets each picture on a page of its own, and the page read
    // against is the first: later pictures are not read, and the reading says so.
    const bool later_picture = name == "tikzpicture" && !in_picture() && pictures_begun_++ > 0;
    // Without a page per picture, TeX sets the pictures as text, side by side (or a line
    // apart): read on top of each other, the reading differs. Said only while it is not
    // refused already.
    if (later_picture && !standalone_pages_ && !reporter_.has_errors())
        once(Severity::Warning, "pictures-placed", "tikz.picture.placement",
             "A second picture in this document: TeX sets it beside the first, as text, but Plumbline reads it from "
             "the same origin, on top of it: the reading is incomplete.",
             t.offset, s.position());
    if (later_picture && standalone_pages_) {
        once(Severity::Warning, "later-pages", "tikz.picture.unread",
             "The standalone class's `tikz` option puts each picture on a page of its own: the first page is read, "
             "this picture (page " + std::to_string(pictures_begun_) + ") and any after it are not.",
             t.offset, s.position());
        skip_environment(s, name);
        return;
    }
    if (name == "document") body_before_picture_ = true, body_material_ = false;   // \begin{document} ignores spaces
    if (name == "tikzpicture") body_before_picture_ = false;
    if (name == "tikzpicture" || name == "scope" || name == "circuitikz") {
        std::string options;
        size_t offset = 0;
        const bool has_options = read_options(s, options, offset);
        push_scope(t.offset);
        env.pushed_state = true;
        // `every picture` / `every scope`, then the environment's own options, as TikZ does.
        const std::string every = name == "scope" ? "every scope" : "every picture";
        if (states_.back().styles->count(every)) {
            OptionSet ignored;
            apply_style(every, "", t.offset, states_.back(), ignored, 0);
        }
        if (has_options) {
            OptionSet ignored;
            apply_options(options, offset, states_.back(), ignored);
        }
        if (name == "scope") ++scope_depth_;
        else if (scope_depth_ == 0 && std::none_of(envs_.begin(), envs_.end(), [](const Environment& e) {
                     return e.pushed_state;
                 }))
            ;  // the outermost picture is depth 0
        else
            ++scope_depth_;   // a picture inside a picture nests like a scope
    } else if (one_of(name, {"axis", "semilogxaxis", "semilogyaxis", "loglogaxis", "polaraxis", "groupplot",
                              "ternaryaxis", "smithchart"})) {
        return pgfplots_axis(s, t, name);   // pgfplots_axis.cpp
    } else if (name == "tikzcd") {
        error("tikz.environment.unsupported",
              "The " + name + " environment (tikz-cd) is not supported; its content was skipped.",
              t.offset, t.end());
        skip_environment(s, name);
        return;
    } else if (!one_of(name, {"document", "center", "figure", "figure*", "minipage", "flushleft", "flushright",
                               "preview", "pgfonlayer", "adjustbox", "frame"})) {
        skipped_outside_ = true;
        note("tikz.environment.skipped", "The " + name + " environment is read as a plain group.", t.offset,
             t.end());
    }
    if (name == "minipage" || name == "pgfonlayer" || name == "adjustbox") skip_arguments(s);
    if (name == "pgfonlayer") {   // a group: a \clip in it ends with it (clip.cpp)
        push_scope(t.offset);
        env.group_state = true;
    }
    macros_.push();
    envs_.push_back(std::move(env));
}

void Interpreter::end_environment(Stream& s, const Token& t) {
    Tokens name_tokens;
    if (!s.read_group(name_tokens)) {
        error("tikz.environment.name", "\\end needs an environment name in braces.", t.offset, t.end());
        return;
    }
    const std::string name(trim(expand(name_tokens)));
    if (envs_.empty()) {
        error("tikz.environment.mismatch", "\\end{" + name + "} ends no open environment.", t.offset,
              s.position());
        return;
    }
    if (envs_.back().name != name) {
        error("tikz.environment.mismatch",
              "\\begin{" + envs_.back().name + "} is ended by \\end{" + name + "}.", t.offset, s.position());
        // Leniently close the nearest environment of that name, if there is one.
        bool found = false;
        for (const Environment& e : envs_) found |= e.name == name;
        if (!found) return;
        while (!envs_.empty() && envs_.back().name != name) {
            if (envs_.back().pushed_state || envs_.back().group_state) pop_scope();
            macros_.pop();
            envs_.pop_back();
        }
    }
    const Environment env = envs_.back();
    envs_.pop_back();
    macros_.pop();
    if (env.group_state) pop_scope();
    if (env.pushed_state) {
        pop_scope();
        if (scope_depth_ > 0 && (env.name == "scope" || std::any_of(envs_.begin(), envs_.end(), [](const Environment& e) {
                                     return e.pushed_state;
                                 })))
            --scope_depth_;
    }
}

void Interpreter::define_def(Stream& s, const Token& t) {
    const Token* name = s.next_raw();
    if (!name || name->kind != Token::Kind::Command) {
        error("tikz.macro.definition", "\\" + std::string(t.name) + " must be followed by the macro's name (a \\command).",
              t.offset, t.end());
        return;
    }
    const std::string macro_name(name->name);
    const size_t name_end = name->end();
    Macro m;
    // The parameter text up to the body's brace: #1#2..., or with delimiters, \def\pt(#1,#2).
    // Blanks right after the name are not part of it (TeX reads none after a control word).
    Tokens pattern;
    bool delimited = false;
    while (const Token* u = s.peek_raw()) {
        if (u->is_char('{')) break;
        const Token p = *s.next_raw();
        if (pattern.empty() && p.is_space()) continue;
        if (p.kind == Token::Kind::Param) {
            const int k = p.c - '0';
            if (k != m.params + 1) {
                error("tikz.macro.definition",
                      "\\" + macro_name + ": parameters must be numbered in order (#1, #2, ...); #" +
                          std::string(1, p.c) + " comes out of order.",
                      p.offset, p.end());
                s.read_until('{');
                break;
            }
            m.params = k;
        } else if (p.is_char('}')) {
            break;
        } else {
            delimited = true;
        }
        pattern.push_back(p);
    }
    if (delimited) m.pattern = std::make_shared<const Tokens>(std::move(pattern));
    Tokens body;
    if (!s.read_group(body)) {
        error("tikz.macro.definition", "\\" + std::string(t.name) + "\\" + macro_name + " needs a body in braces.", t.offset,
              name_end);
        return;
    }
    const bool expanded = t.name == "edef" || t.name == "xdef";
    if (expanded) body = expand_tokens(body, macros_, budget_);
    m.body = std::make_shared<const Tokens>(std::move(body));
    macros_.define(macro_name, std::move(m), t.name == "gdef" || t.name == "xdef");
}

void Interpreter::define_newcommand(Stream& s, const Token& t) {
    s.skip_spaces();
    if (const Token* star = s.peek_raw(); star && star->is_char('*')) s.next_raw();
    s.skip_spaces();
    std::string macro_name;
    const Token* u = s.peek_raw();
    if (u && u->kind == Token::Kind::Command) {
        macro_name = s.next_raw()->name;
    } else {
        Tokens name_tokens;
        if (s.read_group(name_tokens)) {
            for (const Token& k : name_tokens)
                if (k.kind == Token::Kind::Command) macro_name = k.name;
        }
    }
    if (macro_name.empty()) {
        error("tikz.macro.definition", "\\" + std::string(t.name) + " must be followed by the new command's name.", t.offset,
              t.end());
        return;
    }
    Macro m;
    s.skip_spaces();
    Tokens count;
    if (s.read_delimited('[', ']', count)) {
        const std::string text(trim(to_text(count)));
        m.params = text.size() == 1 && text[0] >= '0' && text[0] <= '9' ? text[0] - '0' : 0;
        s.skip_spaces();
        Tokens default_value;
        if (s.read_delimited('[', ']', default_value)) {
            m.optional_first = true;
            m.optional_default = std::move(default_value);
        }
    }
    Tokens body;
    if (!s.read_group(body)) {
        error("tikz.macro.definition", "\\" + std::string(t.name) + "{\\" + macro_name + "} needs a body in braces.", t.offset,
              t.end());
        return;
    }
    if (t.name == "providecommand" && macros_.find(macro_name)) return;
    if (t.name == "DeclareMathOperator") {   // \DeclareMathOperator\softmax{softmax}: \operatorname{softmax}
        Token op;
        op.kind = Token::Kind::Command;
        op.name = "operatorname";
        op.offset = t.offset;
        op.length = 0;
        Tokens wrapped = text_tokens("{", t.offset);
        wrapped.insert(wrapped.begin(), op);
        wrapped.insert(wrapped.end(), body.begin(), body.end());
        const Tokens close = text_tokens("}", t.offset);
        wrapped.insert(wrapped.end(), close.begin(), close.end());
        body = std::move(wrapped);
        m.params = 0;
    }
    m.body = std::make_shared<const Tokens>(std::move(body));
    macros_.define(macro_name, std::move(m), false);
}

void Interpreter::pgfmath_command(Stream& s, const Token& t) {
    std::string target;
    if (t.name != "pgfmathparse") {
        // The name is read as it stands: a macro already defined (set again) is not expanded.
        while (const Token* blank = s.peek_raw()) {
            if (!blank->is_space()) break;
            s.next_raw();
        }
        const Token* u = s.peek_raw();
        if (u && u->kind == Token::Kind::Command) {
            target = s.next_raw()->name;
        } else {
            Tokens name_tokens;
            if (s.read_group(name_tokens))
                for (const Token& k : name_tokens)
                    if (k.kind == Token::Kind::Command) target = k.name;
        }
        if (target.empty()) {
            error("tikz.macro.definition", "\\" + std::string(t.name) + " must be followed by a macro name.", t.offset, t.end());
            return;
        }
    }
    Tokens expr_tokens;
    const size_t at = s.position();
    if (!s.read_group(expr_tokens)) {
        error("tikz.math.syntax", "\\" + std::string(t.name) + " needs an expression in braces.", t.offset, t.end());
        return;
    }
    const std::string expr = expand(expr_tokens);
    const MathResult r = evaluate_math(expr, budget_.steps);
    if (budget_.steps < 0 && !budget_.stop) {
        budget_.stop = true;
        if (budget_.exhausted) budget_.exhausted("steps", at);
        return;
    }
    if (!r.ok) {
        error("tikz.math.syntax", "\\" + std::string(t.name) + ": cannot evaluate \"" + expr + "\": " + r.error + ".", at,
              at + expr_tokens.size() + 2);
        return;
    }
    std::string value = format_value(r.value);
    if (t.name == "pgfmathtruncatemacro") value = std::to_string(static_cast<long long>(std::trunc(r.value)));
    if (t.name == "pgfmathsetlengthmacro") value += "pt";
    if (target.empty()) {
        pgfmath_result_ = value;
        macros_.define_text("pgfmathresult", text_tokens(value, t.offset), true);
    } else {
        macros_.define_text(target, text_tokens(value, t.offset));
    }
}

void Interpreter::define_color(Stream& s, const Token& t) {
    s.skip_spaces();
    Tokens skip;
    s.read_delimited('[', ']', skip);   // \definecolor[named]: the type is irrelevant here
    std::vector<std::string> args;
    const bool define = t.name != "colorlet";
    const int wanted = define ? 3 : 2;
    for (int k = 0; k < wanted; ++k) {
        Tokens arg;
        s.skip_spaces();
        if (t.name == "colorlet" && k == 1) s.read_delimited('[', ']', skip);
        if (!s.read_group(arg)) {
            error("tikz.color.definition", "\\" + std::string(t.name) + " needs " + std::to_string(wanted) + " arguments in braces.",
                  t.offset, t.end());
            return;
        }
        args.emplace_back(trim(expand(arg)));
    }
    std::string problem;
    const bool ok = define ? colors_.define(args[0], args[1], args[2], &problem) : colors_.let(args[0], args[1], &problem);
    if (!ok)
        error("tikz.color.definition", "\\" + std::string(t.name) + "{" + args[0] + "}: " + problem + ".", t.offset,
              s.position());
}

void Interpreter::tikzset(Stream& s, const Token& t, bool old_syntax) {
    Tokens body;
    if (!old_syntax) {
        if (!s.read_group(body)) {
            error("tikz.syntax.argument", "\\tikzset needs its keys in braces.", t.offset, t.end());
            return;
        }
        OptionSet ignored;
        apply_options(to_text(body), t.end() + 1, states_.back(), ignored);
        return;
    }
    // \tikzstyle{name}=[options] or \tikzstyle{name}+=[options]
    // The name in braces, or (as TeX takes a macro's argument up to `=`) written bare:
    // \tikzstyle every node=[draw].
    Tokens name_tokens;
    s.skip_spaces();
    const Token* first = s.peek();
    if (first && first->is_char('{')) {
        s.read_group(name_tokens);
    } else {
        while (const Token* c = s.peek()) {
            if (c->is_char('=') || c->is_char('+') || c->is_char('[') || c->is_char(';') || c->is_char('\n') ||
                c->kind == Token::Kind::Command)
                break;
            name_tokens.push_back(*s.next());
        }
        while (!name_tokens.empty() && name_tokens.back().is_char(' ')) name_tokens.pop_back();
    }
    if (name_tokens.empty()) {
        error("tikz.syntax.argument", "\\tikzstyle needs a style name in braces.", t.offset, t.end());
        return;
    }
    s.skip_spaces();
    const bool append = s.accept('+');
    s.accept('=');
    s.skip_spaces();
    Tokens options;
    if (!s.read_delimited('[', ']', options)) {
        error("tikz.syntax.argument", "\\tikzstyle{...}= needs its options in brackets.", t.offset, t.end());
        return;
    }
    const std::string key = to_text(name_tokens) + (append ? "/.append style" : "/.style");
    OptionSet ignored;
    apply_options(key + "={" + to_text(options) + "}", t.end(), states_.back(), ignored);
}

}  // namespace plumbline::tikz
