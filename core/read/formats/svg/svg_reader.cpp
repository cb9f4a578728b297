// The walk over the SVG tree: element kinds, style and transform inheritance, nested
// viewports, <use> instantiation with cycle and budget checks, and turning geometry into
// Scene items with style and provenance.
#include "formats/svg/svg_reader.hpp"

#include <algorithm>
#include <cmath>

#include "base/decimal.hpp"
#include "base/number_syntax.hpp"
#include "formats/svg/sheet_cache.hpp"
#include "formats/svg/svg_lint.hpp"
#include "formats/svg/transform_list.hpp"
#include "formats/svg/viewport.hpp"
#include "scene/scene.hpp"

namespace plumbline::svg {

namespace {

// Bounds all selector matching in one document; generous for real sheets.
constexpr size_t kSelectorMatchBudget = 5000000;

// CSS's default size for a replaced element, used when the root gives no size at all.
constexpr double kDefaultViewportWidth = 300, kDefaultViewportHeight = 150;

enum class ElementKind { Group, Switch, Svg, Use, Shape, Text, Foreign, NotRendered, Unsupported, Unknown };

bool one_of(std::string_view name, std::initializer_list<std::string_view> names) {
    for (std::string_view n : names)
        if (n == name) return true;
    return false;
}

ElementKind classify(std::string_view name) {
    if (one_of(name, {"rect", "circle", "ellipse", "line", "polyline", "polygon", "path"})) return ElementKind::Shape;
    if (one_of(name, {"g", "a"})) return ElementKind::Group;
    if (name == "svg") return ElementKind::Svg;
    if (name == "use") return ElementKind::Use;
    if (name == "text") return ElementKind::Text;
    if (name == "foreignObject") return ElementKind::Foreign;   // its text, as a label (svg_foreign.cpp)
    if (name == "switch") return ElementKind::Switch;
    // Definitions, metadata and text pieces outside <text>: never drawn where they stand.
    if (one_of(name, {"defs", "symbol", "title", "desc", "metadata", "style", "script", "clipPath",
                      "mask", "marker", "pattern", "linearGradient", "radialGradient", "meshgradient",
                      "hatch", "stop", "filter", "tspan", "textPath", "animate", "animateMotion",
                      "animateTransform", "animateColor", "set", "mpath", "view", "cursor", "font",
                      "font-face", "glyph", "missing-glyph", "color-profile", "solidcolor", "discard"}) ||
        (name.size() > 2 && name.substr(0, 2) == "fe"))
        return ElementKind::NotRendered;
    if (one_of(name, {"image", "video", "audio", "iframe", "canvas"})) return ElementKind::Unsupported;
    return ElementKind::Unknown;
}

std::vector<std::string> class_list(std::string_view list) {
    std::vector<std::string> out;
    size_t pos = skip_spaces(list, 0);
    while (pos < list.size()) {
        size_t end = pos;
        while (end < list.size() && !is_space(list[end])) ++end;
        out.emplace_back(list.substr(pos, end - pos));
        pos = skip_spaces(list, end);
    }
    return out;
}

size_t leading_spaces(std::string_view s) { return skip_spaces(s, 0); }

}  // namespace

Reader::Reader(std::string_view text, std::string_view source_name, const ReadLimits& limits, ReadResult& out)
    : text_(text), limits_(limits), out_(out), reporter_(std::string(source_name), out.diagnostics) {}

void Reader::run() {
    out_.ok = false;
    out_.scene.format = "svg";
    if (text_.size() > limits_.max_bytes) {
        reporter_.add(Severity::Error, "read.limit.bytes",
                      "The drawing is " + std::to_string(text_.size()) + " bytes long, more than the limit of " +
                          std::to_string(limits_.max_bytes) + ".",
                      Span{1, 1, 1, 1});
        reporter_.finish();
        return;
    }
    doc_.emplace(text_);
    if (!doc_->load(limits_.max_depth, reporter_)) {
        reporter_.finish();
        return;
    }
    read_style_sheets();

    Context base;
    read_frame(base);
    // About one item per element; growing the vector of (large) items costs more than a
    // read of a plain molecule drawing's attributes.
    out_.scene.items.reserve(std::min(doc_->element_count() + 16, limits_.max_items));
    visit(doc_->root(), base);
    while (!stack_.empty() && !stopped_) {
        Level& top = stack_.back();
        if (!top.next) {
            stack_.pop_back();
            continue;
        }
        const pugi::xml_node node = top.next;
        top.next = top.single ? pugi::xml_node() : node.next_sibling();
        visit(node, top.context);
    }

    recognize_within_budget(out_.scene, limits_.max_items, reporter_);
    out_.ok = true;
    reporter_.finish();
}

void Reader::read_style_sheets() {
    const std::vector<StyleText>& texts = doc_->style_texts();
    ParsedSheets parsed = parse_style_sheets(texts);
    for (size_t t = 0; t < texts.size(); ++t) {
        for (const css::Problem& problem : parsed.problems[t]) {
            size_t source = 0;
            for (const StyleText::Piece& piece : texts[t].pieces)
                if (piece.begin <= problem.offset) source = piece.source_offset + (problem.offset - piece.begin);
            reporter_.add(Severity::Info, "svg.css.skipped", "Style sheet: " + problem.message + ".",
                          doc_->source_span(source));
        }
    }
    cascade_.emplace(std::move(parsed.index), kSelectorMatchBudget);
}

// The root viewBox is the Scene's frame and is not applied: coordinates stay in root
// user units. Percentages inside refer to the viewBox (or the root's size). How a viewer
// fits the viewBox to its viewport (preserveAspectRatio) is kept with the frame.
void Reader::read_frame(Context& base) {
    const pugi::xml_node root = doc_->root();
    std::optional<ViewBox> box;
    if (const pugi::xml_attribute a = root.attribute("viewBox")) {
        box = parse_view_box(a.value());
        if (!box) warn("svg.attribute.invalid", "The root viewBox \"" + std::string(a.value()) +
                       "\" is not four numbers with a non-negative size; it was ignored.",
                       doc_->attribute_span(root, "viewBox"));
    }
    // A root width or height of zero (or below: SVG 2 calls it an error, and browsers draw
    // the document as an empty one) leaves nothing to see: the items are read, not shown.
    auto absolute_size = [&](const char* name) -> double {
        const std::optional<Length> l = parse_length(root.attribute(name).value());
        if (!l) return 0;
        if (l->value <= 0) {
            if (!root_hidden_)
                warn("svg.attribute.invalid", "The root's " + std::string(name) + " is " +
                     (l->value == 0 ? "zero" : "negative") + ": a browser shows nothing of the drawing, so "
                     "its items are read as not visible.", doc_->attribute_span(root, name));
            root_hidden_ = true;
            return 0;
        }
        if (l->unit == LengthUnit::Percent) return 0;
        return to_user_units(*l, LengthContext{}, LengthAxis::Other);
    };
    const double width = absolute_size("width"), height = absolute_size("height");

    plumbline::Frame& frame = out_.scene.frame;
    if (width > 0 && height > 0) {
        frame.pixel_width = width;
        frame.pixel_height = height;
    }
    if (box && box->width > 0 && box->height > 0) {
        frame.x = box->x;
        frame.y = box->y;
        frame.width = box->width;
        frame.height = box->height;
        frame.known = true;
        if (width > 0) frame.units_per_pixel = box->width / width;
        else if (height > 0) frame.units_per_pixel = box->height / height;
        // One size given: a browser takes the other from the viewBox's aspect ratio.
        if ((width > 0) != (height > 0)) {
            frame.pixel_width = width > 0 ? width : height * box->width / box->height;
            frame.pixel_height = height > 0 ? height : width * box->height / box->width;
        }
        if (const pugi::xml_attribute a = root.attribute("preserveAspectRatio")) {
            if (const std::optional<AspectRatio> r = parse_aspect_ratio(a.value())) {
                auto align = [](AspectRatio::Align x) {
                    switch (x) {
                        case AspectRatio::Align::None: return FrameFit::Align::None;
                        case AspectRatio::Align::Min: return FrameFit::Align::Min;
                        case AspectRatio::Align::Mid: return FrameFit::Align::Mid;
                        case AspectRatio::Align::Max: return FrameFit::Align::Max;
                    }
                    return FrameFit::Align::Mid;
                };
                frame.fit.x = align(r->x);
                frame.fit.y = align(r->y);
                frame.fit.slice = r->slice && r->x != AspectRatio::Align::None;
            } else {
                warn("svg.attribute.invalid", "The root's preserveAspectRatio \"" + std::string(a.value()) +
                     "\" is not valid; xMidYMid meet was used.", doc_->attribute_span(root, "preserveAspectRatio"));
            }
        }
        base.viewport_width = box->width;
        base.viewport_height = box->height;
    } else if (width > 0 && height > 0) {
        frame.width = width;
        frame.height = height;
        frame.known = true;
        base.viewport_width = width;
        base.viewport_height = height;
    } else {
        base.viewport_width = width > 0 ? width : kDefaultViewportWidth;
        base.viewport_height = height > 0 ? height : kDefaultViewportHeight;
    }
    // The root viewport in CSS pixels, for vw, vh, vmin and vmax: the root's width and
    // height; a size the document leaves to the page showing it is taken as one pixel per
    // viewBox unit (or CSS's 300 x 150 for a replaced element without one).
    const bool sized_box = box && box->width > 0 && box->height > 0;
    root_viewport_width_ = width > 0 ? width
                           : sized_box && height > 0 ? height * box->width / box->height
                           : sized_box ? box->width
                                       : base.viewport_width;
    root_viewport_height_ = height > 0 ? height
                            : sized_box && width > 0 ? width * box->height / box->width
                            : sized_box ? box->height
                                        : base.viewport_height;
}

void Reader::visit(pugi::xml_node node, const Context& parent) {
    if (node.type() != pugi::node_element || stopped_) return;
    if (doc_->element_index(node) < 0) return;  // deeper than the depth limit
    const std::string name(css::local_name(node));
    if (!doc_->is_svg(node)) {
        once(Severity::Info, "foreign:" + name, "svg.element.foreign",
             "Elements outside the SVG namespace, like <" + std::string(node.name()) + ">, are not drawn.",
             doc_->tag_span(node));
        return;
    }
    switch (classify(name)) {
        case ElementKind::Group: enter_group(node, parent); return;
        case ElementKind::Switch: enter_switch(node, parent); return;
        case ElementKind::Svg: enter_viewport(node, parent, false); return;
        case ElementKind::Use: enter_use(node, parent); return;
        case ElementKind::NotRendered:
            // A symbol is drawn only as the instance of a <use>.
            if (name == "symbol" && parent.use_target == node) enter_viewport(node, parent, true);
            return;
        case ElementKind::Unsupported:
            once(Severity::Info, "unsupported:" + name, "svg.element.unsupported",
                 "<" + name + "> elements are not read; their content is not part of the scene.",
                 doc_->tag_span(node));
            return;
        case ElementKind::Unknown:
            warn("svg.element.unknown",   // every one: each is a place the drawing lost something
                 "<" + name + "> is not an SVG element; it and its content are not drawn." + element_suggestion(name),
                 doc_->name_span(node));
            return;
        case ElementKind::Foreign: {
            const std::optional<Context> context = derive(node, parent, true);
            if (context) draw_foreign_object(node, *context);
            return;
        }
        case ElementKind::Shape:
        case ElementKind::Text: {
            const std::optional<Context> context = derive(node, parent, true);
            if (!context) return;
            note_ignored_features(node);
            if (name == "text") draw_text(node, *context);
            else draw_shape(name, node, *context);
            return;
        }
    }
}

std::optional<Reader::Context> Reader::derive(pugi::xml_node node, const Context& parent, bool transformable) {
    StyleEnvironment env;
    env.viewport_width = parent.viewport_width;
    env.viewport_height = parent.viewport_height;
    env.root_font_size = root_font_size_;
    env.root_viewport_width = root_viewport_width_;
    env.root_viewport_height = root_viewport_height_;
    env.is_paint_server = [this](std::string_view id) {
        const pugi::xml_node target = doc_->by_id(id);
        return target && doc_->is_svg(target) &&
               one_of(css::local_name(target), {"linearGradient", "radialGradient", "pattern", "meshgradient", "hatch"});
    };
    const DeclaredStyle declared = cascade_->declared(node, attributes(node));
    if (cascade_->budget_exhausted())
        once(Severity::Warning, "css-budget", "read.limit.css",
             "Matching the style sheet's selectors took too long; later elements were styled without it.",
             doc_->tag_span(node));
    std::vector<StyleNote> notes;
    const ComputedStyle style = compute_style(declared, parent.style, env, notes);
    report_style_notes(node, notes, style);
    if (style.display_none) return std::nullopt;  // not rendered, nor anything inside

    Context c;
    c.ctm = parent.ctm;
    c.style = style;
    c.opacity = parent.opacity * style.opacity;
    c.viewport_width = parent.viewport_width;
    c.viewport_height = parent.viewport_height;
    c.group_classes = parent.group_classes;
    c.group = parent.group;
    c.clips = parent.clips;
    c.via_use = parent.via_use;
    c.element = node;
    if (node == doc_->root()) root_font_size_ = style.font_size;

    const std::optional<DeclaredValue>& transform = declared[static_cast<size_t>(Property::Transform)];
    if (transformable && transform) {
        const bool attribute = transform->origin == Origin::Attribute;
        const TransformList list = parse_transform_list(
            transform->value, attribute ? TransformSyntax::Attribute : TransformSyntax::Css);
        if (list.ok) {
            c.ctm = parent.ctm * list.matrix;
        } else {
            const Span span =
                attribute ? doc_->attribute_span(node, "transform",
                                                list.error_offset + leading_spaces(node.attribute("transform").value()))
                : transform->origin == Origin::Inline ? doc_->attribute_span(node, "style")
                                                      : doc_->tag_span(node);
            warn("svg.transform.syntax",
                 describe(node) + ": the transform \"" + std::string(transform->value) + "\" is not valid (expected " +
                     list.expected + " at character " + std::to_string(list.error_offset + 1) +
                     "); it was ignored, as browsers do.",
                 span);
        }
    }
    if (!c.ctm.is_finite() || !std::isfinite(c.ctm.determinant())) {
        warn("svg.number.nonfinite", describe(node) + ": its transform overflows; it is not drawn.",
             doc_->tag_span(node));
        return std::nullopt;
    }
    if (c.ctm.determinant() == 0) {
        once(Severity::Info, "singular", "svg.transform.singular",
             describe(node) + " is scaled to nothing by its transform; it is not drawn.", doc_->tag_span(node));
        return std::nullopt;
    }
    return c;
}

void Reader::push(const Context& context, pugi::xml_node first, bool single) {
    if (!first) return;
    if (stack_.size() >= static_cast<size_t>(std::max(limits_.max_depth, 0))) {
        once(Severity::Warning, "depth", "read.limit.depth",
             "Elements (with <use> instances) are nested more than " + std::to_string(limits_.max_depth) +
                 " deep here; the deeper ones were not read.",
             doc_->tag_span(context.element));
        return;
    }
    stack_.push_back(Level{context, first, single});
}

void Reader::enter_group(pugi::xml_node node, const Context& parent) {
    std::optional<Context> context = derive(node, parent, true);
    if (!context) return;
    note_ignored_features(node);
    std::vector<std::string> classes = class_list(attributes(node).value("class"));
    const pugi::xml_node title = node.child("title");
    const std::string id(attributes(node).text("id"));
    if (!classes.empty() || !id.empty() || title) {   // kept for producers' groups (SceneGroup)
        SceneGroup g;
        g.id = id;
        g.classes = classes;
        g.title = title ? title.child_value() : "";
        g.parent = context->group;
        context->group = static_cast<int>(out_.scene.groups.size());
        out_.scene.groups.push_back(std::move(g));
    }
    for (std::string& c : classes) context->group_classes.push_back(std::move(c));
    push(*context, node.first_child(), false);
}

// <switch> draws its first direct child whose conditions hold; Plumbline assumes an
// English-speaking reader and no extensions.
void Reader::enter_switch(pugi::xml_node node, const Context& parent) {
    std::optional<Context> context = derive(node, parent, true);
    if (!context) return;
    for (std::string& c : class_list(attributes(node).value("class"))) context->group_classes.push_back(std::move(c));
    for (pugi::xml_node child = node.first_child(); child; child = child.next_sibling()) {
        if (child.type() != pugi::node_element || !doc_->is_svg(child)) continue;
        if (child.attribute("requiredExtensions")) continue;
        if (const pugi::xml_attribute lang = child.attribute("systemLanguage")) {
            const std::string_view v = lang.value();
            if (v.find("en") == std::string_view::npos) continue;
        }
        push(*context, child, true);
        return;
    }
}

void Reader::enter_viewport(pugi::xml_node node, const Context& parent, bool is_symbol) {
    // SVG 1.1 gives <svg> and <symbol> no transform attribute; browsers agree for symbol.
    std::optional<Context> context = derive(node, parent, false);
    if (!context) return;
    for (std::string& c : class_list(attributes(node).value("class"))) context->group_classes.push_back(std::move(c));
    if (node == doc_->root()) {
        push(*context, node.first_child(), false);
        return;
    }

    const bool instantiated = parent.use_target == node;
    auto size = [&](const char* name, LengthAxis axis, std::optional<double> from_use, double whole) {
        if (instantiated && from_use) return *from_use;
        const LengthAttribute a = length_attribute(node, name, axis, *context);
        return a.usable() ? a.value : whole;
    };
    const double width = size("width", LengthAxis::X, parent.use_width, context->viewport_width);
    const double height = size("height", LengthAxis::Y, parent.use_height, context->viewport_height);
    double x = 0, y = 0;
    if (!is_symbol) {
        const LengthAttribute ax = length_attribute(node, "x", LengthAxis::X, *context);
        const LengthAttribute ay = length_attribute(node, "y", LengthAxis::Y, *context);
        if (ax.usable()) x = ax.value;
        if (ay.usable()) y = ay.value;
    }
    if (width < 0 || height < 0) {
        warn("svg.attribute.invalid", describe(node) + " has a negative width or height; it is not drawn.",
             doc_->tag_span(node));
        return;
    }
    if (width == 0 || height == 0) return;  // a zero-sized viewport disables rendering
    // The viewport clips its content (the user agent style sheet's overflow: hidden)
    // unless overflow is visible or auto: its rectangle, in root user units.
    if (!context->style.overflow_shown) {
        const Affine& m = context->ctm;
        context->clips.push_back(ClipRegion::quad(m.apply(Vec2(x, y)), m.apply(Vec2(x + width, y)),
                                                  m.apply(Vec2(x + width, y + height)), m.apply(Vec2(x, y + height))));
    }

    std::optional<ViewBox> box;
    if (const pugi::xml_attribute a = node.attribute("viewBox")) {
        box = parse_view_box(a.value());
        if (!box)
            warn("svg.attribute.invalid", describe(node) + ": the viewBox \"" + std::string(a.value()) +
                 "\" is not four numbers with a non-negative size; it was ignored.",
                 doc_->attribute_span(node, "viewBox"));
    }
    if (box) {
        if (box->width == 0 || box->height == 0) return;
        AspectRatio ratio;
        if (const pugi::xml_attribute a = node.attribute("preserveAspectRatio")) {
            if (const std::optional<AspectRatio> r = parse_aspect_ratio(a.value())) ratio = *r;
            else warn("svg.attribute.invalid", describe(node) + ": preserveAspectRatio \"" + std::string(a.value()) +
                      "\" is not valid; xMidYMid meet was used.", doc_->attribute_span(node, "preserveAspectRatio"));
        }
        context->ctm = context->ctm * view_box_transform(*box, ratio, x, y, width, height);
        context->viewport_width = box->width;
        context->viewport_height = box->height;
    } else {
        context->ctm = context->ctm * Affine::translate(x, y);
        context->viewport_width = width;
        context->viewport_height = height;
    }
    push(*context, node.first_child(), false);
}

void Reader::enter_use(pugi::xml_node node, const Context& parent) {
    std::optional<Context> context = derive(node, parent, true);
    if (!context) return;
    note_ignored_features(node);
    const char* href_name = node.attribute("href") ? "href" : "xlink:href";
    const std::string_view href = trim(node.attribute(href_name).value());
    if (href.empty()) {
        warn("svg.use.missing", describe(node) + " has no href; it draws nothing.", doc_->tag_span(node));
        return;
    }
    if (href[0] != '#') {
        warn("svg.use.external", describe(node) + " refers to another document (\"" + std::string(href) +
             "\"); Plumbline reads one document only.", doc_->attribute_span(node, href_name));
        return;
    }
    const pugi::xml_node target = doc_->by_id(href.substr(1));
    if (!target) {
        warn("svg.use.missing", describe(node) + " refers to \"" + std::string(href) +
             "\", which is not in the document.", doc_->attribute_span(node, href_name));
        return;
    }
    if (is_use_cycle(node, target)) {
        warn("svg.use.cycle", describe(node) + " refers to \"" + std::string(href) +
             "\", which contains this <use> itself; the reference was not followed.",
             doc_->attribute_span(node, href_name));
        return;
    }
    if (use_expansions_ >= limits_.max_use_expansions) {
        once(Severity::Warning, "use-budget", "read.limit.use",
             "More than " + std::to_string(limits_.max_use_expansions) +
                 " <use> instances; the remaining ones were not drawn.",
             doc_->tag_span(node));
        return;
    }
    ++use_expansions_;

    const LengthAttribute x = length_attribute(node, "x", LengthAxis::X, *context);
    const LengthAttribute y = length_attribute(node, "y", LengthAxis::Y, *context);
    if (x.state == LengthAttribute::State::Overflow || y.state == LengthAttribute::State::Overflow) return;
    context->ctm = context->ctm * Affine::translate(x.usable() ? x.value : 0, y.usable() ? y.value : 0);
    const LengthAttribute width = length_attribute(node, "width", LengthAxis::X, *context);
    const LengthAttribute height = length_attribute(node, "height", LengthAxis::Y, *context);
    if (width.usable()) context->use_width = width.value;
    if (height.usable()) context->use_height = height.value;
    context->via_use = true;
    context->use_target = target;
    for (std::string& c : class_list(attributes(node).value("class"))) context->group_classes.push_back(std::move(c));
    push(*context, target, true);
}

// A <use> may not instantiate itself, an element that is being instantiated around it,
// or an element that contains it.
bool Reader::is_use_cycle(pugi::xml_node use, pugi::xml_node target) const {
    if (target == use) return true;
    for (const Level& f : stack_)
        if (f.context.element == target) return true;
    for (pugi::xml_node p = use.parent(); p; p = p.parent())
        if (p == target) return true;
    return false;
}

namespace {

std::string paint_words(const Paint& paint, const Color& current) {
    switch (paint.kind) {
        case Paint::Kind::None: return "none";
        case Paint::Kind::Color: return plumbline::describe(paint.color);
        case Paint::Kind::CurrentColor: return "currentColor, " + plumbline::describe(current);
        case Paint::Kind::Server: return "a gradient or pattern";
    }
    return "none";
}

// What the element is drawn with once a browser has ignored its invalid value of `p`:
// the value it inherits, or for a property that does not inherit, the initial one.
std::string fallback_words(Property p, const ComputedStyle& s, const std::string& element) {
    switch (p) {
        case Property::Fill: return element + " is filled with the fill it inherits, " + paint_words(s.fill, s.color);
        case Property::Stroke:
            return element + " has the stroke it inherits, " + paint_words(s.stroke, s.color);
        case Property::Color: return element + "'s color is the one it inherits, " + plumbline::describe(s.color);
        case Property::Opacity: return element + " is drawn fully opaque (opacity 1)";
        case Property::FillOpacity: return element + "'s fill opacity is the one it inherits, " + number_text(s.fill_opacity);
        case Property::StrokeOpacity:
            return element + "'s stroke opacity is the one it inherits, " + number_text(s.stroke_opacity);
        case Property::StrokeWidth:
            return element + "'s stroke width is the one it inherits, " + number_text(s.stroke_width);
        default: return element + " takes the value it inherits, or the initial one";
    }
}

}  // namespace

void Reader::report_style_notes(pugi::xml_node node, const std::vector<StyleNote>& notes, const ComputedStyle& style) {
    for (const StyleNote& n : notes) {
        const char* property = property_name(n.property);
        const Span span = n.origin == Origin::Attribute ? doc_->attribute_span(node, property)
                          : n.origin == Origin::Inline  ? doc_->attribute_span(node, "style")
                                                        : doc_->tag_span(node);
        switch (n.kind) {
            case StyleNote::Kind::Invalid: {
                const std::string element = "<" + std::string(node.name()) + ">";
                const std::string written = n.origin == Origin::Attribute
                                                ? std::string(property) + "=\"" + n.value + "\""
                                                : "`" + std::string(property) + ": " + n.value + "`";
                warn("svg.attribute.invalid", describe(node) + ": " + written + " is not a valid " + property +
                     ", so a browser ignores it, as here: the " + fallback_words(n.property, style, element) + "." +
                     value_advice(property, n.value), span);
                break;
            }
            case StyleNote::Kind::PaintServer:
                once(Severity::Info, "paint-server", "svg.paint.server",
                     "Gradients and patterns are read as a present, mid-grey paint.", span);
                break;
            case StyleNote::Kind::MissingPaint:
                warn("svg.paint.missing", describe(node) + ": the " + property + " \"" + n.value +
                     "\" refers to no gradient or pattern and has no fallback colour; it paints nothing.", span);
                break;
        }
    }
}

// Attributes that change what is visible but that the Scene does not model (markers are
// told of where they are resolved, svg_markers.cpp).
void Reader::note_ignored_features(pugi::xml_node node) {
    static constexpr std::string_view kFeatures[] = {"clip-path", "mask", "filter"};
    bool as_attribute[std::size(kFeatures)] = {};
    std::string_view style;
    // One pass over the attributes rather than a lookup per feature.
    for (const Attributes::Entry& a : attributes(node).entries()) {
        const std::string_view name(a.name, a.size);
        if (name == "style") style = a.attribute.value();
        for (size_t k = 0; k < std::size(kFeatures); ++k) as_attribute[k] |= name == kFeatures[k];
    }
    for (size_t k = 0; k < std::size(kFeatures); ++k) {
        const std::string_view feature = kFeatures[k];
        const bool present = as_attribute[k] || style.find(feature) != std::string_view::npos;
        if (present)
            once(Severity::Info, "feature:" + std::string(feature), "svg.feature.ignored",
                 "The " + std::string(feature) + " property is not modelled; the element's own geometry is read.",
                 doc_->tag_span(node));
    }
}

LengthContext Reader::length_context(const Context& context) const {
    return LengthContext{context.style.font_size,  root_font_size_,       context.viewport_width,
                         context.viewport_height, root_viewport_width_, root_viewport_height_};
}

Reader::LengthAttribute Reader::length_attribute(pugi::xml_node node, std::string_view name, LengthAxis axis,
                                                 const Context& context) {
    LengthAttribute result;
    const Attributes::Entry* entry = attributes(node).entry(name);
    if (!entry) return result;
    const std::string_view text = entry->text;
    const std::optional<Length> length = parse_length(text);
    if (length) {
        result.value = to_user_units(*length, length_context(context), axis);
        result.state = std::isfinite(result.value) ? LengthAttribute::State::Valid : LengthAttribute::State::Overflow;
    } else {
        const std::string_view t = trim(text);
        const NumberToken number = scan_number(t, 0);
        result.state = number.found && !std::isfinite(number.value) ? LengthAttribute::State::Overflow
                                                                      : LengthAttribute::State::Invalid;
    }
    if (result.state == LengthAttribute::State::Overflow)
        warn("svg.number.nonfinite", describe(node) + ": " + std::string(name) + "=\"" + std::string(text) +
             "\" is too large to compute with; the element is not drawn.", doc_->attribute_span(node, name));
    else if (result.state == LengthAttribute::State::Invalid)
        warn("svg.attribute.invalid", describe(node) + ": " + std::string(name) + "=\"" + std::string(text) +
             "\" is not a length; it was ignored." + value_advice(name, text), doc_->attribute_span(node, name));
    return result;
}

bool Reader::add_item(Geometry geometry, pugi::xml_node element, const Context& context, MarkerEnds ends) {
    if (out_.scene.items.size() >= limits_.max_items) {
        once(Severity::Warning, "items", "read.limit.items",
             "The drawing has more than " + std::to_string(limits_.max_items) +
                 " items; the rest were not read.", doc_->tag_span(element));
        stopped_ = true;
        return false;
    }
    const ComputedStyle& s = context.style;
    Item& item = out_.scene.add_empty();
    item.geometry = std::move(geometry);
    item.style.fill = resolve_paint(s.fill, s.color, s.fill_opacity * context.opacity);
    item.style.stroke = resolve_paint(s.stroke, s.color, s.stroke_opacity * context.opacity);
    item.style.stroke_width = s.stroke_width * context.ctm.mean_scale();
    item.style.fill_rule = s.even_odd ? FillRule::EvenOdd : FillRule::NonZero;
    const Attributes& attrs = attributes(element);
    item.style.id = attrs.text("id");
    item.style.classes = class_list(attrs.text("class"));
    item.style.group_classes = context.group_classes;
    item.style.group = context.group;
    item.style.visible = s.visible && !root_hidden_;
    item.clips = context.clips;
    item.source.format = "svg";
    item.source.element = std::string(css::local_name(element));
    item.source.element_index = doc_->element_index(element);
    item.source.span = doc_->tag_span(element);
    item.source.transformed = !context.ctm.is_identity();
    item.source.via_use = context.via_use;
    // Depth 0 is exactly "a child of the root written in place"; below it, the open levels.
    item.source.depth = !context.via_use && element.parent() == doc_->root()
                            ? 0
                            : std::max(1, static_cast<int>(stack_.size()) - 1);
    item.style.fill_text = attrs.text("fill");
    item.arrows = marker_arrows(element, context, item.geometry, ends);
    return true;
}

void Reader::warn(const std::string& code, const std::string& message, Span span) {
    reporter_.add(Severity::Warning, code, message, span);
}

void Reader::once(Severity severity, const std::string& key, const std::string& code, const std::string& message,
                  Span span) {
    if (reporter_.first_time(key)) reporter_.add(severity, code, message, span);
}

std::string Reader::describe(pugi::xml_node node) const {
    const std::string_view id = node.attribute("id").value();
    std::string out = "<" + std::string(node.name());
    if (!id.empty()) out += " id=\"" + std::string(id) + "\"";
    return out + ">";
}

}  // namespace plumbline::svg

namespace plumbline {

ReadResult read_svg(std::string_view text, std::string_view source_name, const ReadLimits& limits) {
    ReadResult result;
    svg::Reader(text, source_name, limits, result).run();
    mark_partial(result);
    return result;
}

}  // namespace plumbline
