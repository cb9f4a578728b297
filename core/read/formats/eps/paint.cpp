// Painting into Scene items: page space (bp, y up) flipped into scene coordinates against
// the bounding box's top, a lone straight piece as a Segment, a subpath that is one full
// arc as a Circle (an Ellipse under a non-uniform scale), other subpaths as Paths; the
// colour of the graphics state as the stroke or the fill.
#include <cmath>

#include "formats/eps/clip.hpp"
#include "formats/eps/machine.hpp"
#include "base/numbers.hpp"

namespace plumbline::eps {

namespace {

constexpr std::int64_t kStepsPerItem = 25;
constexpr double kFullTurn = 2 * kPi;

bool full_arc(const PathPiece& p) { return p.kind == PathPiece::Kind::Arc && std::abs(p.arc.dt) >= kFullTurn - 1e-9; }
bool degenerate(const PathPiece& p) {
    return p.kind == PathPiece::Kind::Line && (p.p3 - p.p0).norm() <= 1e-9;
}

// The full arc a subpath draws, when it is one: a lone full arc (a closepath after it adds
// nothing), or, filled, the implicit line from a current point to the arc's start and the
// arc (the line encloses no area, so the fill is the disc).
const PathPiece* conic_of(const Path& path, bool filled) {
    std::vector<const PathPiece*> pieces;
    for (const PathPiece& p : path.pieces)
        if (!degenerate(p)) pieces.push_back(&p);
    if (pieces.size() == 1 && full_arc(*pieces[0])) return pieces[0];
    if (filled && pieces.size() == 2 && pieces[0]->kind == PathPiece::Kind::Line && full_arc(*pieces[1]))
        return pieces[1];
    return nullptr;
}

}  // namespace

bool Machine::add_item(Geometry g, const Style& style, bool transformed, std::uint32_t span_from) {
    if (items_full_) return false;
    steps_left_ -= kStepsPerItem;
    if (out_.scene.items.size() >= limits_.max_items) {
        reporter_.add(Severity::Warning, "read.limit.items",
                      "The drawing has more than " + std::to_string(limits_.max_items) +
                          " items; the rest were not read.",
                      op_offset, op_offset + std::max<size_t>(op_name.size(), 1));
        items_full_ = true;
        return false;
    }
    Item item;
    item.geometry = std::move(g);
    item.style = style;
    item.source.format = "eps";
    item.source.element = std::string(op_name);
    item.source.element_index = paint_count_ - 1;
    item.source.span = lines_.range(span_from, std::min<size_t>(text_.size(), op_offset + std::max<size_t>(op_name.size(), 1)));
    item.source.depth = gsave_depth();
    item.source.transformed = transformed;
    out_.scene.add(std::move(item));
    return true;
}

// A painted item's span starts where its path began when that is in the same block of the
// text as the painting operator (no brace between them: not built in a procedure that is
// painted outside it) and near it (a highlight, not a page; and a bounded look), else at
// the painting operator.
std::uint32_t Machine::span_start(const std::optional<std::uint32_t>& origin) const {
    constexpr std::uint32_t kNear = 4096;
    if (!origin || *origin >= op_offset || op_offset - *origin > kNear) return op_offset;
    return text_.substr(*origin, op_offset - *origin).find_first_of("{}") == std::string_view::npos ? *origin : op_offset;
}

void Machine::paint_path(const std::vector<Subpath>& subpaths, Paint how, const std::optional<std::uint32_t>& origin) {
    ++paint_count_;
    const std::uint32_t from = span_start(origin);
    const GraphicsState& g = gs();
    Style style;
    style.stroke = Color::paint_none();
    style.fill = Color::paint_none();
    if (how == Paint::Stroke) {
        style.stroke = g.color;
    } else {
        style.fill = g.color;
        style.fill_text = g.color_text;
        if (how == Paint::EvenOddFill) style.fill_rule = FillRule::EvenOdd;
    }
    style.stroke_width = g.line_width * g.ctm.mean_scale();
    // Width 0 is the thinnest line the device draws: one pixel of Ghostscript's pdfwrite
    // device (720 dpi), not nothing.
    if (style.stroke_width == 0) style.stroke_width = 0.1;
    const bool transformed = !g.ctm.is_identity();
    const Affine flip{1, 0, 0, -1, 0, flip_y_};
    const bool filled = how != Paint::Stroke;
    const int first = static_cast<int>(out_.scene.items.size());
    std::vector<Subpath> cut;
    std::vector<const Subpath*> parts;
    for (const Subpath& whole : subpaths) {
        if (whole.path.pieces.empty()) continue;
        parts.clear();
        switch (clip_subpath(g.clip, whole, filled, &cut)) {
            case ClipFate::Outside: continue;   // Ghostscript draws none of it
            case ClipFate::Cut:
                for (const Subpath& c : cut) parts.push_back(&c);
                break;
            case ClipFate::Crossing:
                note_once(Severity::Warning, "eps.clip.approximated",
                          "A painted path crosses the edge of a clip that is not a rectangle (or is curved "
                          "itself): it is kept whole, where Ghostscript draws only the part inside the clip.");
                parts.push_back(&whole);
                break;
            case ClipFate::Inside: parts.push_back(&whole); break;
        }
        for (const Subpath* part : parts) {
            const Subpath& sub = *part;
            if (const PathPiece* arc = conic_of(sub.path, filled)) {
                const Ellipse e = transform(arc->arc.ellipse, flip);
                Geometry geometry;
                if (std::abs(e.rx - e.ry) <= 1e-9 * std::max(1.0, e.rx)) geometry = Circle{e.c, (e.rx + e.ry) / 2};
                else geometry = e;
                if (!add_item(std::move(geometry), style, transformed, from)) break;
                continue;
            }
            Path path;
            path.closed = sub.path.closed || filled;
            for (const PathPiece& p : sub.path.pieces) path.pieces.push_back(transform(p, flip));
            if (filled && !sub.path.closed) {
                const Vec2 end = sub.path.pieces.back().end();
                if ((end - sub.start).norm() > 0) path.pieces.push_back(PathPiece::line(flip.apply(end), flip.apply(sub.start)));
            }
            Geometry geometry;
            if (path.pieces.size() == 1 && !path.closed && path.pieces[0].kind == PathPiece::Kind::Line)
                geometry = Segment{path.pieces[0].p0, path.pieces[0].p3};
            else
                geometry = std::move(path);
            if (!add_item(std::move(geometry), style, transformed, from)) break;
        }
        if (items_full_) break;
    }
    // A filled path of several subpaths is one shape (a ring, a letter with a hole).
    if (filled) out_.scene.mark_compound(first, static_cast<int>(out_.scene.items.size()));
}

void Machine::paint_text(const std::string& text, const Vec2& user_origin, double user_width) {
    ++paint_count_;
    const GraphicsState& g = gs();
    Style style;
    style.stroke = Color::paint_none();
    style.fill = g.color;
    style.fill_text = g.color_text;
    style.stroke_width = 0;
    const Affine flip{1, 0, 0, -1, 0, flip_y_};
    const Affine to_scene = flip * g.ctm;
    Text t;
    t.anchor = to_scene.apply(user_origin);
    t.content = text;
    t.font_size = g.font.size * g.ctm.mean_scale();
    // The box: the advance width, and a cap height of 0.72 of the size above the baseline.
    const double height = 0.72 * g.font.size;
    for (const Vec2& corner : {user_origin, Vec2(user_origin + Vec2(user_width, 0)),
                               Vec2(user_origin + Vec2(0, height)), Vec2(user_origin + Vec2(user_width, height))})
        t.box.add(to_scene.apply(corner));
    add_item(std::move(t), style, !g.ctm.is_identity(), op_offset);
}

}  // namespace plumbline::eps
