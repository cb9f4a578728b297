// The axis environment: read whole (its options, each \addplot's points, \legend, and the
// TikZ commands inside it kept for later), then drawn as pgfplots draws it at \end{axis}:
// the limits from the data (pgfplots_ticks.cpp), the box scaled to width and height, grid,
// ticks, axis lines, tick labels, the plots clipped to the box, labels, title, legend, and
// last the kept TikZ commands, whose coordinates are then in axis units (compat >= 1.11)
// or axis cs.
#include <algorithm>
#include <cmath>

#include "base/numbers.hpp"
#include "formats/tikz/pgfplots.hpp"

namespace plumbline::tikz {

namespace {

size_t error_count(const std::vector<Diagnostic>& d) {
    return static_cast<size_t>(std::count_if(d.begin(), d.end(), [](const Diagnostic& x) {
        return x.severity == Severity::Error;
    }));
}

// A tick label's TeX source, as pgfplots typesets it: $\pgfmathprintnumber{v}$.
std::string tick_tex(double v) {
    std::string s = pgfplots_tick_text(v);
    if (s.compare(0, 3, "\xE2\x88\x92") == 0) s = "-" + s.substr(3);
    std::string out;
    for (char c : s) out += c == ',' ? std::string("{,}") : std::string(1, c);
    return "$" + out + "$";
}

bool filled_mark(const std::string& m) { return !m.empty() && m.back() == '*'; }

}  // namespace

void Interpreter::pgfplots_lines(const PgfAxis& axis, const std::vector<std::vector<Vec2>>& lines, const State& state,
                                 const Command& command, bool closed, bool fill) {
    BuiltPath built;
    for (const std::vector<Vec2>& run : lines) {
        if (run.size() < 2) continue;
        Path path;
        path.closed = closed;
        for (size_t i = 0; i + 1 < run.size(); ++i)
            path.pieces.push_back(PathPiece::line(axis.page(run[i]), axis.page(run[i + 1])));
        if (closed && (run.back() - run.front()).norm() > 1e-9)
            path.pieces.push_back(PathPiece::line(axis.page(run.back()), axis.page(run.front())));
        built.subpaths.push_back(std::move(path));
    }
    if (built.subpaths.empty()) return;
    const bool draws = !(state.paint.draw && *state.paint.draw == "none");
    OptionSet set;
    State plain = state;
    plain.ctm = Affine();
    emit_path(built, plain, set, command, draws, fill);
    protocol_path(built, plain, draws);
}

void Interpreter::pgfplots_text(const std::string& text, Vec2 at, const std::string& anchor, const Command& command) {
    if (text.empty()) return;
    NodeDraft draft;
    draft.state = State();
    draft.state.styles = states_.back().styles;
    draft.text = text;
    draft.set.node.anchor = anchor;
    draft.offset = command.begin;
    draft.at = at;
    place_node(draft, at, command);
}

void Interpreter::pgfplots_axis(Stream& s, const Token& t, const std::string& name) {
    // Skips the environment to its \end (what is not read).
    auto skip_rest = [&] { skip_environment(s, name); };
    if (name != "axis") {
        error("tikz.pgfplots.unsupported",
              "The " + name + " environment (pgfplots) is not read by Plumbline: it reads the linear `axis`; its "
              "content was skipped.",
              t.offset, t.end());
        skip_rest();
        return;
    }
    if (axis_) {
        error("tikz.pgfplots.unsupported", "An axis inside an axis is not read by Plumbline.", t.offset, t.end());
        skip_rest();
        return;
    }
    const size_t errors_before = error_count(out_.diagnostics);
    auto axis = std::make_shared<PgfAxis>();
    axis->begin = t.offset;
    axis->axis_cs_default = pgfplots_axis_cs_;
    axis->outer = states_.back().ctm;
    axis->domain = states_.back().domain;   // a picture's domain= and samples= reach \addplot
    axis->samples = states_.back().samples;
    if (!pgfplots_defaults_.empty()) pgfplots_options(pgfplots_defaults_, t.offset, *axis);
    // Functions declared before the axis (declare function={f(\x)=..;} in the picture's
    // options, \tikzset or \pgfplotsset; \pgfmathdeclarefunction{f}{2}{\pgfmathparse{..#1..}}):
    // read as the axis' own. Comments dropped; each group's end found by brace depth.
    auto group_at = [&](size_t open) -> std::string {
        int depth = 0;
        std::string out;
        for (size_t i = open; i < text_.size() && i < open + 20000; ++i) {
            const char c = text_[i];
            if (c == '%' && (i == 0 || text_[i - 1] != '\\')) {
                while (i < text_.size() && text_[i] != '\n') ++i;
                continue;
            }
            if (c == '{' && depth++ == 0) continue;
            if (c == '}' && --depth == 0) return out;
            out += c;
        }
        return std::string();
    };
    for (size_t at = 0; (at = text_.find("declare function", at)) != std::string_view::npos && at < t.offset; ++at) {
        const size_t open = text_.find('{', at);
        if (open == std::string_view::npos || open >= t.offset) break;
        const std::string body = group_at(open);
        if (!body.empty()) pgfplots_options("declare function={" + body + "}", at, *axis);
    }
    for (size_t at = 0; (at = text_.find("\\pgfmathdeclarefunction", at)) != std::string_view::npos && at < t.offset;
         ++at) {
        size_t open = text_.find('{', at);
        if (open == std::string_view::npos || open >= t.offset) break;
        const std::string name(trim(group_at(open)));
        open = text_.find('{', text_.find('}', open));
        const std::string count(trim(group_at(open)));
        open = text_.find('{', text_.find('}', open));
        std::string body = group_at(open);
        const size_t parse = body.find("\\pgfmathparse");
        if (name.empty() || parse == std::string::npos) continue;
        const size_t b_open = body.find('{', parse);
        if (b_open == std::string::npos) continue;
        int depth = 0;
        std::string expr;
        for (size_t i = b_open; i < body.size(); ++i) {
            if (body[i] == '{' && depth++ == 0) continue;
            if (body[i] == '}' && --depth == 0) break;
            expr += body[i];
        }
        std::string head = name + "(";
        const int n = std::max(0, std::min(9, std::atoi(count.c_str())));
        for (int k = 1; k <= n; ++k) head += (k > 1 ? ",#" : "#") + std::to_string(k);
        axis->functions.emplace_back(head + ")", expr);
    }
    std::string options;
    size_t options_offset = t.end();
    if (read_options(s, options, options_offset)) pgfplots_options(options, options_offset, *axis);

    // The body: \addplot read now, TikZ commands kept for \end{axis}, definitions run.
    std::vector<std::pair<Tokens, size_t>> kept;   // with the number of plots read before it
    bool refused = false, ended = false;
    // The environment's group: what the body defines (\def\chempot{1}) holds for the TikZ
    // commands kept for \end{axis} too, and ends with the environment.
    macros_.push();
    struct GroupEnd {
        Macros& macros;
        ~GroupEnd() { macros.pop(); }
    } group_end{macros_};
    while (!budget_.stop) {
        const Token* next = s.next();
        if (!next) break;
        const Token u = *next;
        if (u.kind == Token::Kind::Space || u.is_char(';')) continue;
        if (u.is_command("end")) {
            Tokens inner;
            s.read_group(inner);
            if (trim(to_text(inner)) == "axis") {
                axis->end = s.position();
                ended = true;
                break;
            }
            error("tikz.environment.mismatch", "\\begin{axis} is ended by \\end{" + to_text(inner) + "}.", u.offset,
                  s.position());
            refused = true;
            break;
        }
        if (u.is_command("addplot")) {
            if (!pgfplots_addplot(s, u, *axis)) {
                refused = true;
                s.read_until(';');
                s.accept(';');
            }
            continue;
        }
        if (u.is_command("legend")) {
            Tokens group;
            if (s.read_group(group)) {
                axis->legend.clear();
                const std::string entries = expand(group);   // the views below point into it
                for (std::string_view p : split_top(entries, ','))
                    axis->legend.emplace_back(trim(strip_braces(trim(p))));
            }
            continue;
        }
        if (u.is_command("addlegendentry")) {
            std::string ignored;
            size_t at = 0;
            read_options(s, ignored, at);
            Tokens group;
            if (s.read_group(group)) axis->legend.push_back(expand(group));
            continue;
        }
        if (u.is_command("pgfplotsset")) {
            pgfplots_set(s, u);
            continue;
        }
        if (u.kind == Token::Kind::Command &&
            one_of(u.name, {"draw", "path", "fill", "filldraw", "node", "coordinate", "shade", "shadedraw", "clip",
                            "pattern", "pic", "matrix", "useasboundingbox"})) {
            Tokens statement{u};
            Tokens rest = s.read_until(';');
            statement.insert(statement.end(), rest.begin(), rest.end());
            if (const Token* semi = s.peek(); semi && semi->is_char(';')) statement.push_back(*s.next());
            kept.emplace_back(std::move(statement), axis->plots.size());
            continue;
        }
        if (u.kind == Token::Kind::Command &&
            one_of(u.name, {"foreach", "pgfplotsinvokeforeach", "pgfplotsforeachungrouped", "addplot3",
                            "addplotgraphicsnatural", "closedcycle", "pgfplotsextra", "begin", "numplots"})) {
            error("tikz.pgfplots.unsupported",
                  "\\" + std::string(u.name) + " inside an axis is not read by Plumbline; the axis is not drawn.",
                  u.offset, u.end());
            refused = true;
            break;
        }
        statement(s, u, 1);
    }
    if (!ended) {
        if (!refused && !budget_.stop)
            error("tikz.environment.unclosed", "\\begin{axis} is never ended by \\end{axis}.", t.offset, t.end());
        if (refused) skip_rest();
        return;
    }
    if (refused || error_count(out_.diagnostics) > errors_before || budget_.stop) return;

    // Logarithmic axes (xmode=log): the data, limits and ticks as their log10, so the rest is
    // linear; a point at or below 0 is unbounded (dropped). TikZ coordinates inside the axis
    // would need the same map, which a linear transformation cannot give: refused.
    if (axis->x.log || axis->y.log) {
        if (!kept.empty() || !axis->after_end.empty()) {
            error("tikz.pgfplots.unsupported",
                  "TikZ commands inside a logarithmic axis are not read by Plumbline; the axis is not drawn.", t.offset,
                  t.end());
            return;
        }
        for (PgfDirection* d : {&axis->x, &axis->y}) {
            if (!d->log) continue;
            for (std::optional<double>* limit : {&d->min, &d->max})
                if (*limit) **limit = **limit > 0 ? std::log10(**limit) : NAN;
            for (std::vector<double>* list : {&d->ticks, &d->extra}) {
                std::vector<double> kept_ticks;
                for (double v : *list)
                    if (v > 0) kept_ticks.push_back(std::log10(v));
                *list = kept_ticks;
            }
        }
        for (PgfPlot& plot : axis->plots) {
            std::vector<std::vector<Vec2>> runs;
            for (const std::vector<Vec2>& run : plot.runs) {
                std::vector<Vec2> out;
                for (const Vec2& p : run) {
                    if ((axis->x.log && !(p.x() > 0)) || (axis->y.log && !(p.y() > 0))) continue;
                    out.emplace_back(axis->x.log ? std::log10(p.x()) : p.x(), axis->y.log ? std::log10(p.y()) : p.y());
                }
                if (!out.empty()) runs.push_back(std::move(out));
            }
            plot.runs = std::move(runs);
        }
    }

    // The limits: the data's, where the options leave them (pgfplots counts only points
    // inside the limits the user gave), widened by enlarge limits.
    double dx0 = INFINITY, dx1 = -INFINITY, dy0 = INFINITY, dy1 = -INFINITY;
    for (const PgfPlot& plot : axis->plots)
        for (const std::vector<Vec2>& run : plot.runs)
            for (const Vec2& p : run) {
                if ((axis->x.min && p.x() < *axis->x.min) || (axis->x.max && p.x() > *axis->x.max) ||
                    (axis->y.min && p.y() < *axis->y.min) || (axis->y.max && p.y() > *axis->y.max))
                    continue;
                dx0 = std::min(dx0, p.x()), dx1 = std::max(dx1, p.x());
                dy0 = std::min(dy0, p.y()), dy1 = std::max(dy1, p.y());
            }
    auto limits = [&](PgfDirection& d, double data_lo, double data_hi, const char* which) {
        d.lo = d.min ? *d.min : data_lo;
        d.hi = d.max ? *d.max : data_hi;
        if (!std::isfinite(d.lo) || !std::isfinite(d.hi) || !(d.hi > d.lo)) {
            error("tikz.pgfplots.limits",
                  std::string("The axis' ") + which + " limits cannot be computed (no data, or one value: pgfplots "
                  "then picks limits Plumbline does not); give " + which + "min and " + which + "max to the axis.",
                  t.offset, t.end());
            return false;
        }
        pgfplots_enlarge(d.enlarge, !d.min, !d.max, d.lo, d.hi);
        return true;
    };
    if (!limits(axis->x, dx0, dx1, "x") || !limits(axis->y, dy0, dy1, "y")) return;

    // The size: width and height are the whole picture's, 45pt of it for the descriptions
    // (unless scale only axis); one of them alone keeps the default's proportions.
    double w = axis->width, h = axis->height;
    if (w <= 0 && h <= 0) w = kPgfDefaultWidth, h = kPgfDefaultHeight;
    else if (h <= 0) h = w / (kPgfDefaultWidth / kPgfDefaultHeight);
    else if (w <= 0) w = h * (kPgfDefaultWidth / kPgfDefaultHeight);
    if (!axis->scale_only) w -= kPgfLabelAllowance, h -= kPgfLabelAllowance;
    if (w <= 0 || h <= 0) {
        error("tikz.pgfplots.limits", "The axis is too small for its labels (pgfplots stops: \"Plot width is too small\").",
              t.offset, t.end());
        return;
    }
    axis->box_w = w, axis->box_h = h;
    axis->origin = axis->at;
    axis->x.scale = w / (axis->x.hi - axis->x.lo);
    axis->y.scale = h / (axis->y.hi - axis->y.lo);

    // Ticks: the options' lists or pgfplots' defaults, those inside the limits.
    for (PgfDirection* d : {&axis->x, &axis->y}) {
        const double length = d == &axis->x ? w : h;
        std::vector<double> all = d->ticks_set ? d->ticks : pgfplots_default_ticks(d->lo, d->hi, length, d->distance);
        if (d->log && !d->ticks_set && all.size() >= 2 && all[1] - all[0] < 1)   // log: whole decades
            all = pgfplots_default_ticks(d->lo, d->hi, length, 1.0);
        const double eps = 1e-9 * (d->hi - d->lo);
        for (size_t i = 0; i < all.size(); ++i) {
            if (all[i] < d->lo - eps || all[i] > d->hi + eps) continue;
            d->major.push_back(all[i]);
            std::string text;
            if (d->labels) text = i < d->labels->size() ? (*d->labels)[i] : std::string();
            else if (!d->no_labels && !d->label_template.empty()) {
                // the template with \pgfmathprintnumber{\tick} (or a bare \tick) as the number
                text = d->label_template;
                const std::string printed = "\\pgfmathprintnumber{\\tick}";
                const double value = d->log ? std::pow(10.0, all[i]) : all[i];
                if (const size_t p = text.find(printed); p != std::string::npos) text.replace(p, printed.size(), tick_tex(value));
                for (size_t p = 0; (p = text.find("\\tick", p)) != std::string::npos;)
                    text.replace(p, 5, pgfplots_tick_text(all[i])), p += 1;
            } else if (!d->no_labels && d->log) {
                text = "$10^{" + pgfplots_tick_text(std::round(all[i] * 1e6) / 1e6) + "}$";
            } else if (!d->no_labels) text = tick_tex(all[i]);
            d->major_text.push_back(text);
        }
        for (double e : d->extra)
            if (e >= d->lo - eps && e <= d->hi + eps) d->major.push_back(e), d->major_text.push_back(tick_tex(e));
        if (d->log && !d->ticks_set && all.size() >= 2 && std::abs(all[1] - all[0] - 1) < 1e-9) {
            // a log axis' minor ticks: 2..9 times each decade
            for (double n = std::floor(d->lo); n <= std::ceil(d->hi); n += 1)
                for (int k = 2; k <= 9; ++k) {
                    const double v = n + std::log10(static_cast<double>(k));
                    if (v > d->lo + eps && v < d->hi - eps) d->minor_at.push_back(v);
                }
        } else if (d->minor > 0 && all.size() >= 2) {
            const double step = all[1] - all[0];
            for (size_t i = 0; i + 1 < all.size() + 1; ++i)
                for (int k = 1; k <= d->minor; ++k) {
                    const double v = all[0] + step * (static_cast<double>(i) + static_cast<double>(k) / (d->minor + 1));
                    if (v > d->lo + eps && v < d->hi - eps) d->minor_at.push_back(v);
                }
        }
    }

    const Command command{"axis", command_count_++, t.offset, t.end()};
    pgfplots_draw(*axis, command);

    // The TikZ commands inside the axis, now that its coordinates are known: (1,2) in axis
    // units from compat 1.11 on, axis cs: and rel axis cs: always.
    axis_ = axis;
    nodes_["current axis"] = [&] {
        NodeGeometry g;
        const Vec2 a = axis->page(axis->canvas(axis->x.lo, axis->y.lo));
        const Vec2 b = axis->page(axis->canvas(axis->x.hi, axis->y.hi));
        g.centre = (a + b) / 2;
        g.half_width = std::abs(b.x() - a.x()) / 2;
        g.half_height = std::abs(b.y() - a.y()) / 2;
        return g;
    }();
    push_scope(t.offset);
    if (axis->axis_cs_default) {
        State& st = states_.back();
        st.ctm = axis->outer * Affine::translate(axis->origin.x() - axis->x.lo * axis->x.scale,
                                                 axis->origin.y() - axis->y.lo * axis->y.scale);
        st.xvec = Vec2(axis->x.scale, 0);
        st.yvec = Vec2(0, axis->y.scale);
    }
    for (const auto& one : kept) {
        // current plot begin/end: the first and last point of the plot written before it
        if (one.second > 0) {
            const PgfPlot& last = axis->plots[one.second - 1];
            if (!last.runs.empty() && !last.runs.front().empty()) {
                for (int end = 0; end < 2; ++end) {
                    const Vec2 d = end ? last.runs.back().back() : last.runs.front().front();
                    NodeGeometry g;
                    g.shape = NodeShape::Coordinate;
                    g.centre = axis->page(axis->canvas(d.x(), d.y()));
                    nodes_[end ? "current plot end" : "current plot begin"] = g;
                }
            }
        }
        Stream inner(std::make_shared<const Tokens>(one.first), macros_, budget_);
        run_stream(inner, 1);
        if (budget_.stop) break;
    }
    // after end axis/.code={..}: its TikZ, lexed from the drawing where it is written (the
    // option's text is an expansion; the drawing outlives the tokens), in axis coordinates.
    for (const auto& code : axis->after_end) {
        if (budget_.stop) break;
        const size_t key = text_.find("after end axis", code.second - std::min<size_t>(code.second, 64));
        const size_t open = key == std::string_view::npos ? key : text_.find('{', key);
        size_t close = std::string_view::npos;
        for (size_t i = open, depth = 0; open != std::string_view::npos && i < text_.size(); ++i) {
            if (text_[i] == '\\') { ++i; continue; }
            if (text_[i] == '{') ++depth;
            if (text_[i] == '}' && --depth == 0) { close = i; break; }
        }
        if (close == std::string_view::npos) {
            warn("tikz.pgfplots.option", "pgfplots' after end axis/.code was not found in the drawing; it is not drawn.",
                 code.second, code.second + 14);
            continue;
        }
        LexResult lexed = lex(text_.substr(open + 1, close - open - 1));
        for (Token& token : lexed.tokens) token.offset += static_cast<std::uint32_t>(open + 1);
        Stream inner(std::make_shared<const Tokens>(std::move(lexed.tokens)), macros_, budget_);
        run_stream(inner, 1);
    }
    // fill between: the region between two named paths (page pt, as drawn), in the soft clip's
    // x range, filled without a stroke; pgfplots fills it behind the plots (ink is the same).
    for (const PgfPlot& plot : axis->plots) {
        if (plot.between_a.empty() || budget_.stop) continue;
        const Affine& m = axis->outer;
        const double det = m.determinant();
        if (std::abs(m.b) > 1e-12 || std::abs(m.c) > 1e-12 || std::abs(det) < 1e-12) {
            error("tikz.pgfplots.unsupported", "fill between in a rotated or slanted axis is not read by Plumbline.",
                  plot.begin, plot.end);
            continue;
        }
        auto to_canvas = [&](const Vec2& p) { return Vec2((p.x() - m.e) / m.a, (p.y() - m.f) / m.d); };
        std::vector<Vec2> sides[2];
        bool missing = false;
        for (int k = 0; k < 2; ++k) {
            const std::string& name = k == 0 ? plot.between_a : plot.between_b;
            const auto found = named_paths_.find(name);
            if (found == named_paths_.end()) {
                error("tikz.pgfplots.unsupported", "fill between: no path is named \"" + name + "\" (name path=).",
                      plot.begin, plot.end);
                missing = true;
                break;
            }
            for (const Path& path : found->second)
                for (const PathPiece& piece : path.pieces) {
                    const int steps = piece.kind == PathPiece::Kind::Line ? 1 : 16;
                    for (int j = sides[k].empty() ? 0 : 1; j <= steps; ++j)
                        sides[k].push_back(to_canvas(piece.point_at(static_cast<double>(j) / steps)));
                }
            // the domain's x range: the points inside, and where the path crosses its ends
            if (plot.between_domain) {
                const double lo = axis->canvas(plot.between_domain->first, 0).x();
                const double hi = axis->canvas(plot.between_domain->second, 0).x();
                std::vector<Vec2> inside;
                const std::vector<Vec2>& all = sides[k];
                for (size_t j = 0; j < all.size(); ++j) {
                    if (j > 0)
                        for (double edge : {lo, hi}) {
                            const Vec2 &p = all[j - 1], &q = all[j];
                            if ((p.x() - edge) * (q.x() - edge) < 0) {
                                const double t = (edge - p.x()) / (q.x() - p.x());
                                inside.push_back(p + t * (q - p));
                            }
                        }
                    if (all[j].x() >= lo - 1e-9 && all[j].x() <= hi + 1e-9) inside.push_back(all[j]);
                }
                std::stable_sort(inside.begin(), inside.end(), [](const Vec2& p, const Vec2& q) { return p.x() < q.x(); });
                sides[k] = inside;
            }
        }
        if (missing || sides[0].size() < 2 || sides[1].size() < 2) continue;
        std::vector<Vec2> region = sides[0];
        region.insert(region.end(), sides[1].rbegin(), sides[1].rend());
        if (axis->clip) {
            const Vec2 lo = axis->canvas(axis->x.lo, axis->y.lo), hi = axis->canvas(axis->x.hi, axis->y.hi);
            region = clip_polygon(region, Vec2(std::min(lo.x(), hi.x()), std::min(lo.y(), hi.y())),
                                  Vec2(std::max(lo.x(), hi.x()), std::max(lo.y(), hi.y())));
        }
        State st = plot.state;
        st.paint.draw = std::string("none");
        const Command fill{"addplot", command_count_++, plot.begin, plot.end};
        pgfplots_lines(*axis, {region}, st, fill, true, true);
    }
    pop_scope();
    pgfplots_legend(*axis, command);
    axis_.reset();
}

void Interpreter::pgfplots_draw(PgfAxis& axis, const Command& command) {
    const double x0 = axis.x.lo, x1 = axis.x.hi, y0 = axis.y.lo, y1 = axis.y.hi;
    auto at = [&](double dx, double dy) { return axis.canvas(dx, dy); };
    // Where a non-boxed axis line crosses the other direction: at 0 if inside, else the end.
    const double xline_y = axis.x.line == 2 ? std::clamp(0.0, y0, y1) : axis.x.line == 3 ? y1 : y0;
    const double yline_x = axis.y.line == 2 ? std::clamp(0.0, x0, x1) : axis.y.line == 3 ? x1 : x0;

    // A middle axis line hides the other direction's tick, grid line and label where it
    // crosses (pgfplots' hide obscured x ticks).
    for (int k = 0; k < 2; ++k) {
        PgfDirection& d = k == 0 ? axis.x : axis.y;
        const PgfDirection& other = k == 0 ? axis.y : axis.x;
        if (other.line != 2 || other.hide) continue;
        const double crossing = k == 0 ? yline_x : xline_y;
        for (size_t i = d.major.size(); i-- > 0;)
            if (std::abs(d.major[i] - crossing) <= 1e-9 * (d.hi - d.lo)) {
                d.major.erase(d.major.begin() + static_cast<std::ptrdiff_t>(i));
                d.major_text.erase(d.major_text.begin() + static_cast<std::ptrdiff_t>(i));
            }
    }
    // axis background/.style={fill=..}: the box filled first.
    if (!axis.background.empty()) {
        State back;
        OptionSet set;
        apply_options(axis.background, command.begin, back, set);
        const bool fills = set.fill_on || (back.paint.fill && *back.paint.fill != "none");
        const bool draws = set.draw_on && !set.draw_off;
        if (!draws) back.paint.draw = std::string("none");
        if (fills || draws)
            pgfplots_lines(axis, {{at(x0, y0), at(x1, y0), at(x1, y1), at(x0, y1)}}, back, command, true, fills);
    }
    // Grid lines: thin, black!25, at every major tick.
    {
        State grid;
        grid.paint.color = "black!25";
        grid.paint.line_width = 0.4;
        OptionSet ignored;
        if (!axis.grid_style.empty()) apply_options(axis.grid_style, command.begin, grid, ignored);
        std::vector<std::vector<Vec2>> lines;
        if (axis.x.grid)
            for (double v : axis.x.major) lines.push_back({at(v, y0), at(v, y1)});
        if (axis.y.grid)
            for (double v : axis.y.major) lines.push_back({at(x0, v), at(x1, v)});
        if (axis.x.minor_grid)
            for (double v : axis.x.minor_at) lines.push_back({at(v, y0), at(v, y1)});
        if (axis.y.minor_grid)
            for (double v : axis.y.minor_at) lines.push_back({at(x0, v), at(x1, v)});
        pgfplots_lines(axis, lines, grid, command, false, false);
    }
    // Ticks: very thin gray, inward from each side they are on (or centred on a non-boxed line).
    {
        State tick;
        tick.paint.color = axis.tick_color;
        tick.paint.line_width = axis.tick_width;
        std::vector<std::vector<Vec2>> lines;
        auto ticks_for = [&](const PgfDirection& d, bool is_x, const std::vector<double>& at_values, double len) {
            if (d.hide || d.line == 4 || axis.tick_width <= 0) return;
            const PgfDirection& other = is_x ? axis.y : axis.x;
            (void)other;
            std::vector<std::pair<double, double>> sides;   // (position across, inward sign)
            const double lo = is_x ? y0 : x0, hi = is_x ? y1 : x1;
            if (d.line == 0) {
                if (d.pos != 2) sides.emplace_back(lo, 1);
                if (d.pos != 1) sides.emplace_back(hi, -1);
            } else {
                sides.emplace_back(is_x ? xline_y : yline_x, d.line == 3 ? -1 : 1);
            }
            for (double v : at_values)
                for (const auto& [across, sign] : sides) {
                    const Vec2 base = is_x ? at(v, across) : at(across, v);
                    const Vec2 dir = is_x ? Vec2(0, sign) : Vec2(sign, 0);
                    const double a = d.align == 0 ? 0 : d.align == 1 ? -len : -len / 2;
                    const double b = d.align == 0 ? len : d.align == 1 ? 0 : len / 2;
                    lines.push_back({Vec2(base + a * dir), Vec2(base + b * dir)});
                }
        };
        ticks_for(axis.x, true, axis.x.major, axis.tick_length);
        ticks_for(axis.y, false, axis.y.major, axis.tick_length);
        ticks_for(axis.x, true, axis.x.minor_at, 0.1 * kPtPerCm);
        ticks_for(axis.y, false, axis.y.minor_at, 0.1 * kPtPerCm);
        pgfplots_lines(axis, lines, tick, command, false, false);
    }
    // Axis lines: the box as one rectangle, other lines with a stealth tip.
    {
        State line;
        OptionSet ignored;
        if (!axis.axis_line_style.empty()) apply_options(axis.axis_line_style, command.begin, line, ignored);
        if (axis.x.line == 0 && axis.y.line == 0 && !axis.x.hide && !axis.y.hide) {
            pgfplots_lines(axis, {{at(x0, y0), at(x1, y0), at(x1, y1), at(x0, y1)}}, line, command, true, false);
        } else {
            for (int k = 0; k < 2; ++k) {
                const PgfDirection& d = k == 0 ? axis.x : axis.y;
                if (d.hide || d.line == 4) continue;
                State one = line;
                if (d.arrow) one.paint.arrows.end = true;
                std::vector<std::vector<Vec2>> lines;
                if (d.line == 0) {   // a box side pair in a mixed axis
                    if (k == 0) lines = {{at(x0, y0), at(x1, y0)}, {at(x0, y1), at(x1, y1)}};
                    else lines = {{at(x0, y0), at(x0, y1)}, {at(x1, y0), at(x1, y1)}};
                } else if (k == 0) {
                    lines = {{at(x0, xline_y), at(x1, xline_y)}};
                } else {
                    lines = {{at(yline_x, y0), at(yline_x, y1)}};
                }
                pgfplots_lines(axis, lines, one, command, false, false);
            }
        }
    }
    // Tick labels, below the x ticks and left of the y ticks (texts: where TeX sets them, roughly).
    {
        const double below = axis.x.align == 0 ? 0 : axis.x.align == 1 ? axis.tick_length : axis.tick_length / 2;
        const double left = axis.y.align == 0 ? 0 : axis.y.align == 1 ? axis.tick_length : axis.tick_length / 2;
        if (!axis.x.hide)
            for (size_t i = 0; i < axis.x.major.size(); ++i) {
                const double v = axis.x.major[i];
                const double across = axis.x.line == 0 ? y0 : xline_y;
                pgfplots_text(axis.x.major_text[i], axis.page(at(v, across) - Vec2(0, below)), "north", command);
            }
        if (!axis.y.hide)
            for (size_t i = 0; i < axis.y.major.size(); ++i) {
                const double v = axis.y.major[i];
                const double across = axis.y.line == 0 ? x0 : yline_x;
                pgfplots_text(axis.y.major_text[i], axis.page(at(across, v) - Vec2(left, 0)), "east", command);
            }
    }
    // The plots, in order, clipped to the box.
    for (const PgfPlot& plot : axis.plots) pgfplots_plot(axis, plot);
    // Labels and title.
    const Vec2 bottom_mid = at((x0 + x1) / 2, y0), left_mid = at(x0, (y0 + y1) / 2), top_mid = at((x0 + x1) / 2, y1);
    if (!axis.x.hide) pgfplots_text(axis.x.label, axis.page(bottom_mid - Vec2(0, 15)), "north", command);
    if (!axis.y.hide) pgfplots_text(axis.y.label, axis.page(left_mid - Vec2(35, 0)), "center", command);
    pgfplots_text(axis.title, axis.page(top_mid + Vec2(0, 6)), "south", command);
}

void Interpreter::pgfplots_plot(PgfAxis& axis, const PgfPlot& plot) {
    const Command command{"addplot", command_count_++, plot.begin, plot.end};
    const Vec2 lo = axis.canvas(axis.x.lo, axis.y.lo), hi = axis.canvas(axis.x.hi, axis.y.hi);
    const Vec2 box_lo(std::min(lo.x(), hi.x()), std::min(lo.y(), hi.y()));
    const Vec2 box_hi(std::max(lo.x(), hi.x()), std::max(lo.y(), hi.y()));
    const bool fills = plot.set.fill_on || (plot.state.paint.fill && *plot.state.paint.fill != "none");
    const bool draws = !plot.set.draw_off && !(plot.state.paint.draw && *plot.state.paint.draw == "none");
    // The handler's path through the points (data coordinates): a staircase, or one comb
    // line a point; the marks stay on the points.
    std::vector<std::vector<Vec2>> joined;
    using H = PgfPlot::Handler;
    for (const std::vector<Vec2>& run : plot.runs) {
        if (plot.handler == H::YComb || plot.handler == H::XComb) {
            for (const Vec2& p : run)
                joined.push_back({plot.handler == H::YComb ? Vec2(p.x(), 0) : Vec2(0, p.y()), p});
        } else if (plot.handler == H::ConstLeft || plot.handler == H::ConstRight) {
            std::vector<Vec2> steps;
            for (size_t i = 0; i < run.size(); ++i) {
                if (i > 0)
                    steps.push_back(plot.handler == H::ConstLeft ? Vec2(run[i].x(), run[i - 1].y())
                                                                 : Vec2(run[i - 1].x(), run[i].y()));
                steps.push_back(run[i]);
            }
            joined.push_back(std::move(steps));
        } else {
            joined.push_back(run);
        }
    }
    const bool smooth = plot.set.path.smooth && plot.handler == H::Lines;
    for (const std::vector<Vec2>& run : joined) {
        std::vector<Vec2> pts;
        pts.reserve(run.size());
        for (const Vec2& p : run) pts.push_back(axis.canvas(p.x(), p.y()));
        if (plot.closed_cycle && (fills || draws) && pts.size() >= 2) {
            const double base = std::clamp(0.0, axis.y.lo, axis.y.hi);
            std::vector<Vec2> poly = pts;
            poly.push_back(axis.canvas(run.back().x(), base));
            poly.push_back(axis.canvas(run.front().x(), base));
            if (axis.clip) poly = clip_polygon(poly, box_lo, box_hi);
            State st = plot.state;
            if (!draws) st.paint.draw = std::string("none");
            pgfplots_lines(axis, {poly}, st, command, true, fills);
        } else if (plot.line && draws && pts.size() >= 2) {
            const bool inside = std::all_of(pts.begin(), pts.end(), [&](const Vec2& p) {
                return p.x() >= box_lo.x() - 1e-9 && p.x() <= box_hi.x() + 1e-9 && p.y() >= box_lo.y() - 1e-9 &&
                       p.y() <= box_hi.y() + 1e-9;
            });
            if (smooth && (inside || !axis.clip)) {
                BuiltPath built;
                Path path;
                for (const PathPiece& piece : smooth_curve(pts, plot.set.path.tension, plot.smooth_cycle))
                    path.pieces.push_back(transform(piece, axis.outer));
                path.closed = plot.smooth_cycle;
                built.subpaths.push_back(std::move(path));
                State plain = plot.state;
                plain.ctm = Affine();
                emit_path(built, plain, OptionSet(), command, true, fills);
                protocol_path(built, plain, true);
            } else {
                std::vector<Vec2> flat = pts;
                if (smooth) {   // the smooth curve, flattened where it leaves the box
                    flat.clear();
                    for (const PathPiece& c : smooth_curve(pts, plot.set.path.tension, plot.smooth_cycle))
                        for (int k = 0; k < 16; ++k) {
                            const double u = k / 16.0, v = 1 - u;
                            flat.push_back(v * v * v * c.p0 + 3 * v * v * u * c.p1 + 3 * v * u * u * c.p2 + u * u * u * c.p3);
                        }
                    flat.push_back(pts.back());
                }
                if (fills && axis.clip) {   // a filled plot: TikZ closes it, the box cuts the region
                    pgfplots_lines(axis, {clip_polygon(flat, box_lo, box_hi)}, plot.state, command, true, true);
                } else {
                    pgfplots_lines(axis, axis.clip ? clip_polyline(flat, box_lo, box_hi) : std::vector<std::vector<Vec2>>{flat},
                                   plot.state, command, plot.smooth_cycle, fills);
                }
            }
        }
    }
    pgfplots_marks(axis, plot, command);
    // name path=: the plot as drawn (page canvas), for intersections and calc later.
    if (!plot.name_path.empty()) {
        std::vector<Path>& named = named_paths_[plot.name_path];
        named.clear();
        for (const std::vector<Vec2>& run : plot.runs) {
            std::vector<Vec2> pts;
            for (const Vec2& p : run) pts.push_back(axis.canvas(p.x(), p.y()));
            for (const std::vector<Vec2>& part : axis.clip ? clip_polyline(pts, box_lo, box_hi)
                                                           : std::vector<std::vector<Vec2>>{pts}) {
                Path path;
                for (size_t i = 0; i + 1 < part.size(); ++i)
                    path.pieces.push_back(PathPiece::line(axis.page(part[i]), axis.page(part[i + 1])));
                if (!path.pieces.empty()) named.push_back(std::move(path));
            }
        }
    }
    // Nodes after the points: at `pos` along the plot's points (by their count), their text
    // as TikZ places it; pgfplots measures pos along the path, so this is where it is roughly.
    for (const PgfPlot::Node& node : plot.nodes) {
        std::vector<Vec2> pts;
        for (const std::vector<Vec2>& run : plot.runs)
            for (const Vec2& p : run) pts.push_back(axis.page(axis.canvas(p.x(), p.y())));
        if (pts.empty()) continue;
        const double f = std::clamp(node.pos, 0.0, 1.0) * static_cast<double>(pts.size() - 1);
        const size_t i = std::min(pts.size() - 1, static_cast<size_t>(f));
        const Vec2 at = i + 1 < pts.size() ? Vec2(pts[i] + (f - static_cast<double>(i)) * (pts[i + 1] - pts[i])) : pts[i];
        NodeDraft draft;
        draft.state = states_.back();
        draft.state.ctm = Affine();
        draft.text = node.text;
        draft.offset = node.offset;
        draft.at = at;
        if (!node.options.empty()) apply_options(node.options, node.offset, draft.state, draft.set);
        once(Severity::Info, "pgf-plot-node", "tikz.pgfplots.approximated",
             "A node on an \\addplot is placed at its pos along the plot's points, roughly where pgfplots puts it.",
             node.offset, node.offset + 4);
        place_node(draft, at, command);
    }
}

// pgf's plot marks at the plot's points inside the box: mark size is the radius.
void Interpreter::pgfplots_marks(PgfAxis& axis, const PgfPlot& plot, const Command& command) {
    if (plot.mark == "none" || plot.mark.empty()) return;
    const Vec2 lo = axis.canvas(axis.x.lo, axis.y.lo), hi = axis.canvas(axis.x.hi, axis.y.hi);
    const double r = plot.mark_size;
    State st = plot.state;
    st.paint.arrows = Arrowheads{};
    st.paint.dot_start = st.paint.dot_end = 0;
    const bool filled = filled_mark(plot.mark);
    if (filled) st.paint.fill = plot.mark_fill.empty() ? (st.paint.draw ? *st.paint.draw : st.paint.color) : plot.mark_fill;
    if (st.paint.draw && *st.paint.draw == "none") st.paint.draw.reset();
    const std::string m = filled && plot.mark.size() > 1 ? plot.mark.substr(0, plot.mark.size() - 1) : plot.mark;
    int index = 0;
    for (const std::vector<Vec2>& run : plot.runs)
        for (const Vec2& d : run) {
            ++index;
            if (index < plot.mark_phase || (index - plot.mark_phase) % plot.mark_repeat != 0) continue;
            const Vec2 c = axis.canvas(d.x(), d.y());
            if (axis.clip && (c.x() < std::min(lo.x(), hi.x()) - 1e-9 || c.x() > std::max(lo.x(), hi.x()) + 1e-9 ||
                              c.y() < std::min(lo.y(), hi.y()) - 1e-9 || c.y() > std::max(lo.y(), hi.y()) + 1e-9))
                continue;
            if (!budget_.spend(command.begin)) return;
            BuiltPath built;
            auto polygon = [&](std::initializer_list<Vec2> corners, bool closed) {
                Path p;
                p.closed = closed;
                std::vector<Vec2> v(corners);
                for (size_t i = 0; i + 1 < v.size(); ++i) p.pieces.push_back(PathPiece::line(c + v[i], c + v[i + 1]));
                if (closed) p.pieces.push_back(PathPiece::line(c + v.back(), c + v.front()));
                built.subpaths.push_back(std::move(p));
            };
            const double q = r * 0.70710678;
            if (m == "*" || m == "o" || m == "otimes" || m == "oplus" || m == "halfcircle") {
                Ellipse e;
                e.c = c;
                e.rx = e.ry = r;
                built.conics.push_back(e);
                if (m == "otimes") polygon({Vec2(-q, -q), Vec2(q, q)}, false), polygon({Vec2(-q, q), Vec2(q, -q)}, false);
                if (m == "oplus") polygon({Vec2(-r, 0), Vec2(r, 0)}, false), polygon({Vec2(0, -r), Vec2(0, r)}, false);
            } else if (m == "square") {
                polygon({Vec2(-r, -r), Vec2(r, -r), Vec2(r, r), Vec2(-r, r)}, true);
            } else if (m == "triangle") {
                polygon({Vec2(0, r), Vec2(-0.8660254 * r, -0.5 * r), Vec2(0.8660254 * r, -0.5 * r)}, true);
            } else if (m == "diamond") {
                polygon({Vec2(0, r), Vec2(0.75 * r, 0), Vec2(0, -r), Vec2(-0.75 * r, 0)}, true);
            } else if (m == "pentagon") {
                Path p;
                p.closed = true;
                for (int k = 0; k < 5; ++k) {
                    const double a0 = (90 + 72 * k) * kPi / 180, a1 = (90 + 72 * (k + 1)) * kPi / 180;
                    p.pieces.push_back(PathPiece::line(c + r * Vec2(std::cos(a0), std::sin(a0)),
                                                       c + r * Vec2(std::cos(a1), std::sin(a1))));
                }
                built.subpaths.push_back(std::move(p));
            } else if (m == "x") {
                polygon({Vec2(-q, -q), Vec2(q, q)}, false), polygon({Vec2(-q, q), Vec2(q, -q)}, false);
            } else if (m == "+") {
                polygon({Vec2(-r, 0), Vec2(r, 0)}, false), polygon({Vec2(0, -r), Vec2(0, r)}, false);
            } else if (m == "-") {
                polygon({Vec2(-r, 0), Vec2(r, 0)}, false);
            } else if (m == "|") {
                polygon({Vec2(0, -r), Vec2(0, r)}, false);
            } else {   // star, asterisk, Mercedes star, 10-pointed star: spokes from the centre
                const int n = m == "asterisk" ? 6 : m == "Mercedes star" ? 3 : m == "10-pointed star" ? 10 : 5;
                for (int k = 0; k < n; ++k) {
                    const double a = (90 + 360.0 * k / n) * kPi / 180;
                    polygon({Vec2(0, 0), r * Vec2(std::cos(a), std::sin(a))}, false);
                }
            }
            for (Path& p : built.subpaths)
                for (PathPiece& piece : p.pieces) piece = transform(piece, axis.outer);
            for (Ellipse& e : built.conics) e = transform(e, axis.outer);
            State plain = st;
            plain.ctm = Affine();
            emit_path(built, plain, OptionSet(), command, true, filled);
            protocol_path(built, plain, true);
        }
}

// The legend: a white box with a black border at legend pos, a row per entry (the plot's
// line and mark, then the text). Its size is pgfplots' matrix of cells, roughly.
void Interpreter::pgfplots_legend(PgfAxis& axis, const Command& command) {
    std::vector<std::pair<std::string, const PgfPlot*>> rows;
    size_t next = 0;
    for (const PgfPlot& plot : axis.plots) {
        if (!plot.legend) continue;
        if (next >= axis.legend.size()) break;
        rows.emplace_back(axis.legend[next++], &plot);
    }
    if (rows.empty()) return;
    const double image_w = 0.6 * kPtPerCm;
    double text_w = 0, row_h = 0;
    std::vector<SetText> texts;
    for (const auto& row : rows) {
        TextLayout layout;
        texts.push_back(set_node_text(row.first, layout));
        text_w = std::max(text_w, texts.back().width);
        row_h = std::max(row_h, texts.back().height + std::max(texts.back().depth, 1.5) + 4);
    }
    // inner xsep 3pt, the image's 0.6cm, the text cell's inner sep 2pt either side, the
    // border's half line width (outer sep) either side.
    const double width = 3 + image_w + 2 + text_w + 2 + 3 + 0.4;
    const double height = 2 * 2 + row_h * static_cast<double>(rows.size());
    const Vec2 lo = axis.canvas(axis.x.lo, axis.y.lo), hi = axis.canvas(axis.x.hi, axis.y.hi);
    const double bw = hi.x() - lo.x(), bh = hi.y() - lo.y();
    Vec2 corner;   // the legend's north west corner
    const std::string& pos = axis.legend_pos;
    const double outer = 0.2;   // the anchor lies outer sep (half the line width) outside the border
    if (axis.legend_at) {
        // legend style={at={(a,b)}, anchor=..}: that anchor of the legend at (a,b) in rel axis cs
        const Vec2 p(lo.x() + axis.legend_at->x() * bw, lo.y() + axis.legend_at->y() * bh);
        const std::string& a = axis.legend_anchor.empty() ? std::string("north east") : axis.legend_anchor;
        const double w_out = width + 2 * outer, h_out = height + 2 * outer;
        double fx = 0.5, fy = 0.5;   // where the anchor is, from the west / from the north
        if (a.find("west") != std::string::npos) fx = 0;
        if (a.find("east") != std::string::npos) fx = 1;
        if (a.find("north") != std::string::npos) fy = 0;
        if (a.find("south") != std::string::npos) fy = 1;
        corner = Vec2(p.x() - fx * w_out + outer, p.y() + fy * h_out - outer);
    } else if (pos == "north west") corner = Vec2(lo.x() + 0.02 * bw + outer, hi.y() - 0.02 * bh - outer);
    else if (pos == "south west") corner = Vec2(lo.x() + 0.02 * bw + outer, lo.y() + 0.02 * bh + height + outer);
    else if (pos == "south east") corner = Vec2(hi.x() - 0.02 * bw - width - outer, lo.y() + 0.02 * bh + height + outer);
    else if (pos == "outer north east") corner = Vec2(hi.x() + 0.03 * bw + outer, hi.y() - outer);
    else corner = Vec2(hi.x() - 0.02 * bw - width - outer, hi.y() - 0.02 * bh - outer);
    once(Severity::Info, "pgf-legend", "tikz.pgfplots.approximated",
         "The legend's box is sized from its texts roughly (pgfplots sets it as a matrix of cells).", command.begin,
         command.end);
    State box;
    box.paint.fill = std::string("white");
    if (!axis.legend_draw) box.paint.draw = std::string("none");
    if (axis.legend_draw || axis.legend_fill)
        pgfplots_lines(axis, {{corner, corner + Vec2(width, 0), corner + Vec2(width, -height), corner + Vec2(0, -height)}},
                       box, command, true, axis.legend_fill);
    for (size_t i = 0; i < rows.size(); ++i) {
        const PgfPlot& plot = *rows[i].second;
        const double mid_y = corner.y() - 2 - row_h * (static_cast<double>(i) + 0.5);
        const double x_img = corner.x() + 3;
        const Command row_command{"addplot", command.index, plot.begin, plot.end};
        if (plot.line || plot.closed_cycle) {
            State st = plot.state;
            st.paint.arrows = Arrowheads{};
            st.paint.dot_start = st.paint.dot_end = 0;
            pgfplots_lines(axis, {{Vec2(x_img, mid_y), Vec2(x_img + image_w, mid_y)}}, st, row_command, false, false);
        }
        if (plot.mark != "none" && !plot.mark.empty()) {
            PgfAxis one;
            one.clip = false;
            one.outer = axis.outer;
            one.x.lo = 0, one.x.hi = 1, one.y.lo = 0, one.y.hi = 1;
            one.origin = Vec2(x_img + image_w / 2, mid_y);
            PgfPlot sample = plot;
            sample.runs = {{Vec2(0, 0)}};
            sample.mark_phase = sample.mark_repeat = 1;
            pgfplots_marks(one, sample, row_command);
        }
        pgfplots_text(rows[i].first, axis.page(Vec2(corner.x() + 3 + image_w + 2 + text_w / 2, mid_y)), "center", command);
    }
}

// axis cs:1,2 / axis cs:x=1,y=2 / rel axis cs:0.5,1 inside an axis: the local vector that the
// state's transformation takes to that point of the axis.
std::optional<Vec2> Interpreter::pgfplots_coordinate(std::string_view system, std::string_view keys, size_t offset,
                                                     const State& state) {
    if (!axis_) return std::nullopt;
    double v[2] = {0, 0};
    int positional = 0;
    for (const KeyValue& kv : split_options(keys)) {
        const std::string& text = kv.has_value ? kv.value : kv.key;
        const std::optional<double> n = number(text, offset);
        if (!n) return std::nullopt;
        if (kv.has_value && kv.key == "x") v[0] = *n;
        else if (kv.has_value && kv.key == "y") v[1] = *n;
        else if (!kv.has_value && positional < 2) v[positional++] = *n;
        else if (!kv.has_value) {
            error("tikz.pgfplots.unsupported", "A three-dimensional axis cs point is not read by Plumbline.", offset,
                  offset + keys.size());
            return std::nullopt;
        }
    }
    const PgfAxis& a = *axis_;
    if (system == "rel axis") v[0] = a.x.lo + v[0] * (a.x.hi - a.x.lo), v[1] = a.y.lo + v[1] * (a.y.hi - a.y.lo);
    const Vec2 p = a.page(a.canvas(v[0], v[1]));
    const Affine& m = state.ctm;
    const double det = m.determinant();
    if (std::abs(det) < 1e-300) return p;
    const Affine inverse{m.d / det, -m.b / det, -m.c / det, m.a / det, (m.c * m.f - m.d * m.e) / det,
                         (m.b * m.e - m.a * m.f) / det};
    return inverse.apply(p);
}

}  // namespace plumbline::tikz
