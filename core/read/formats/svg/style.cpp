// The cascade (which declaration wins) and value computation (what it means for this
// element, given its parent) for the properties the Scene records.
#include "formats/svg/style.hpp"

#include <algorithm>
#include <cmath>
#include <tuple>

#include "formats/svg/length.hpp"
#include "base/number_syntax.hpp"

namespace plumbline::svg {

namespace {

// string_views, so that comparing a name costs no strlen per entry (this runs for every
// attribute of every element).
constexpr std::string_view kPropertyNames[] = {"fill", "fill-opacity", "stroke", "stroke-opacity",
                                          "stroke-width", "color", "opacity", "display",
                                          "visibility", "font-size", "text-anchor", "transform",
                                          "overflow", "fill-rule", "marker-start", "marker-mid",
                                          "marker-end"};
static_assert(sizeof(kPropertyNames) / sizeof(kPropertyNames[0]) == static_cast<size_t>(Property::Count));

std::optional<Property> property_of(std::string_view name) {
    for (size_t i = 0; i < static_cast<size_t>(Property::Count); ++i)
        if (name == kPropertyNames[i]) return static_cast<Property>(i);
    return std::nullopt;
}

void split_words(std::string_view list, std::vector<std::string_view>& out) {
    size_t pos = skip_spaces(list, 0);
    while (pos < list.size()) {
        size_t end = pos;
        while (end < list.size() && !is_space(list[end])) ++end;
        out.push_back(list.substr(pos, end - pos));
        pos = skip_spaces(list, end);
    }
}

// --- value parsers --------------------------------------------------------------------------

enum class Wide { No, Inherit, Initial, Unset };

Wide css_wide(std::string_view v) {
    if (v == "inherit") return Wide::Inherit;
    if (v == "initial") return Wide::Initial;
    if (v == "unset") return Wide::Unset;
    return Wide::No;
}

std::optional<double> parse_opacity(std::string_view v) {
    const std::string_view t = trim(v);
    if (!t.empty() && t.back() == '%') {
        const auto n = parse_number(t.substr(0, t.size() - 1));
        if (!n) return std::nullopt;
        return std::clamp(*n / 100.0, 0.0, 1.0);
    }
    const auto n = parse_number(t);
    if (!n) return std::nullopt;
    return std::clamp(*n, 0.0, 1.0);
}

// A colour, "none" or "currentColor"; a trailing ICC colour is an optional refinement.
std::optional<Paint> parse_plain_paint(std::string_view v) {
    v = trim(v);
    if (v == "none") return Paint{Paint::Kind::None, Color{}};
    if (const size_t icc = v.find("icc-color("); icc != std::string_view::npos && icc > 0)
        v = trim(v.substr(0, icc));
    bool current = false;
    const std::optional<Color> c = parse_color(v, &current);
    if (current) return Paint{Paint::Kind::CurrentColor, Color{}};
    if (!c) return std::nullopt;
    if (c->none) return Paint{Paint::Kind::None, Color{}};
    return Paint{Paint::Kind::Color, *c};
}

struct UrlPaint {
    std::string_view iri;        // the reference, unquoted ("#arrow", "file.svg#a")
    std::string_view target;     // without '#'; empty when not a local reference
    std::string_view fallback;
};

std::optional<UrlPaint> parse_url(std::string_view v) {
    v = trim(v);
    if (v.substr(0, 4) != "url(") return std::nullopt;
    const size_t close = v.find(')');
    if (close == std::string_view::npos) return std::nullopt;
    std::string_view iri = trim(v.substr(4, close - 4));
    if (iri.size() >= 2 && (iri.front() == '"' || iri.front() == '\'') && iri.back() == iri.front())
        iri = trim(iri.substr(1, iri.size() - 2));
    UrlPaint url;
    url.iri = iri;
    if (!iri.empty() && iri[0] == '#') url.target = iri.substr(1);
    url.fallback = trim(v.substr(close + 1));
    return url;
}

struct FontSizeKeyword {
    std::string_view name;
    double px;
};
constexpr FontSizeKeyword kFontSizes[] = {{"xx-small", 9}, {"x-small", 10}, {"small", 13},
                                          {"medium", 16},  {"large", 18},   {"x-large", 24},
                                          {"xx-large", 32}, {"xxx-large", 48}};

}  // namespace

const char* property_name(Property p) { return kPropertyNames[static_cast<size_t>(p)].data(); }

// --- cascade --------------------------------------------------------------------------------

IndexedSheet::IndexedSheet(css::StyleSheet parsed) : sheet(std::move(parsed)) {
    for (size_t i = 0; i < sheet.rules.size(); ++i) {
        const css::Compound& key = sheet.rules[i].selector.compounds.back();
        if (!key.ids.empty()) by_id[key.ids.front()].push_back(i);
        else if (!key.classes.empty()) by_class[key.classes.front()].push_back(i);
        else if (!key.tag.empty()) by_tag[key.tag].push_back(i);
        else universal.push_back(i);
    }
}

Cascade::Cascade(std::shared_ptr<const IndexedSheet> sheet, size_t match_budget)
    : sheet_(std::move(sheet)), budget_(match_budget) {}

void Cascade::consider(DeclaredStyle& style, const css::Declaration& d, Origin origin, long specificity) {
    if (const std::optional<Property> p = property_of(d.name)) consider(style, *p, d.value, d.important, origin, specificity);
    else if (d.name == "marker")
        for (Property p : {Property::MarkerStart, Property::MarkerMid, Property::MarkerEnd})
            consider(style, p, d.value, d.important, origin, specificity);
}

void Cascade::consider(DeclaredStyle& style, Property p, std::string_view value, bool important, Origin origin,
                       long specificity) {
    std::optional<DeclaredValue>& slot = style[static_cast<size_t>(p)];
    // Declarations arrive in cascade order within each origin, so ties go to the later one.
    if (slot && std::make_tuple(slot->important, slot->origin, slot->specificity) >
                    std::make_tuple(important, origin, specificity))
        return;
    slot = DeclaredValue{value, origin, important, specificity};
}

DeclaredStyle Cascade::declared(pugi::xml_node element, const Attributes& attributes) {
    DeclaredStyle style;
    // One pass over the element's attributes (a few), not one lookup per property (twelve).
    for (const Attributes::Entry& a : attributes.entries())
        if (const std::optional<Property> p = property_of(std::string_view(a.name, a.size)))
            consider(style, *p, trim(a.text), false, Origin::Attribute, 0);

    const IndexedSheet& index = *sheet_;
    if (!index.sheet.rules.empty() && budget_ > 0) {
        std::vector<size_t>& candidates = candidates_;
        candidates.clear();
        auto gather = [&](const std::unordered_map<std::string, std::vector<size_t>>& bucket, std::string_view key) {
            if (bucket.empty()) return;
            const auto it = bucket.find(std::string(key));
            if (it != bucket.end()) candidates.insert(candidates.end(), it->second.begin(), it->second.end());
        };
        if (const std::string_view id = attributes.text("id"); !id.empty()) gather(index.by_id, id);
        classes_.clear();
        split_words(attributes.text("class"), classes_);
        for (std::string_view c : classes_) gather(index.by_class, c);
        gather(index.by_tag, css::local_name(element));
        candidates.insert(candidates.end(), index.universal.begin(), index.universal.end());
        std::sort(candidates.begin(), candidates.end());
        candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
        for (size_t i : candidates) {
            const css::Rule& rule = index.sheet.rules[i];
            if (!css::matches(rule.selector, element, budget_)) continue;
            for (const css::Declaration& d : rule.declarations)
                consider(style, d, Origin::Sheet, rule.selector.specificity);
        }
    }

    inline_.clear();
    if (const Attributes::Entry* inline_style = attributes.entry("style")) {
        inline_ = css::parse_declarations(inline_style->text);
        for (const css::Declaration& d : inline_) consider(style, d, Origin::Inline, 0);
    }
    return style;
}

// --- computed values ------------------------------------------------------------------------

ComputedStyle ComputedStyle::inherited() const {
    ComputedStyle child = *this;
    child.opacity = 1;
    child.display_none = false;
    child.overflow_shown = false;
    return child;
}

ComputedStyle compute_style(const DeclaredStyle& declared, const ComputedStyle& parent,
                            const StyleEnvironment& env, std::vector<StyleNote>& notes) {
    ComputedStyle out = parent.inherited();
    const ComputedStyle initial;

    // Calls `apply` with the declared text unless a CSS-wide keyword settles the value.
    // `inherits` says what "unset" means for the property.
    auto with_value = [&](Property p, bool inherits, auto&& take_parent, auto&& take_initial, auto&& apply) {
        const std::optional<DeclaredValue>& d = declared[static_cast<size_t>(p)];
        if (!d) return;
        // An empty presentation attribute (fill="", common in exported icons) is what no
        // attribute is to a browser: nothing to say about it.
        if (d->origin == Origin::Attribute && trim(d->value).empty()) return;
        switch (css_wide(d->value)) {
            case Wide::Inherit: take_parent(); return;
            case Wide::Initial: take_initial(); return;
            case Wide::Unset: inherits ? take_parent() : take_initial(); return;
            case Wide::No: break;
        }
        if (!apply(d->value)) notes.push_back({StyleNote::Kind::Invalid, p, std::string(d->value), d->origin});
    };
    auto note = [&](StyleNote::Kind kind, Property p) {
        const std::optional<DeclaredValue>& d = declared[static_cast<size_t>(p)];
        notes.push_back({kind, p, d ? std::string(d->value) : std::string(), d ? d->origin : Origin::Attribute});
    };

    // font-size first: em units in the other properties refer to it.
    with_value(Property::FontSize, true, [&] { out.font_size = parent.font_size; },
               [&] { out.font_size = initial.font_size; },
               [&](std::string_view v) {
                   const std::string_view t = trim(v);
                   for (const FontSizeKeyword& k : kFontSizes)
                       if (t == k.name) return (out.font_size = k.px), true;
                   if (t == "smaller") return (out.font_size = parent.font_size / 1.2), true;
                   if (t == "larger") return (out.font_size = parent.font_size * 1.2), true;
                   const std::optional<Length> l = parse_length(t);
                   if (!l || l->value < 0) return false;
                   // Relative font sizes refer to the parent's font size.
                   const LengthContext ctx{parent.font_size, env.root_font_size, 0, 0,
                                           env.root_viewport_width, env.root_viewport_height};
                   out.font_size = l->unit == LengthUnit::Percent ? parent.font_size * l->value / 100
                                                                  : to_user_units(*l, ctx, LengthAxis::Other);
                   return true;
               });

    with_value(Property::Color, true, [&] { out.color = parent.color; }, [&] { out.color = initial.color; },
               [&](std::string_view v) {
                   bool current = false;
                   const std::optional<Color> c = parse_color(v, &current);
                   if (current) return (out.color = parent.color), true;
                   if (!c) return false;
                   out.color = *c;
                   return true;
               });

    auto paint = [&](Property p, Paint& target, const Paint& parent_value, const Paint& initial_value) {
        with_value(p, true, [&] { target = parent_value; }, [&] { target = initial_value; },
                   [&](std::string_view v) {
                       // The context element of a <use> instance is the <use>, whose paint
                       // the instance inherits: the inherited paint stands in for it.
                       if (v == "context-fill") return (target = parent.fill), true;
                       if (v == "context-stroke") return (target = parent.stroke), true;
                       if (const std::optional<UrlPaint> url = parse_url(v)) {
                           if (!url->target.empty() && env.is_paint_server && env.is_paint_server(url->target)) {
                               target = Paint{Paint::Kind::Server, Color{}};
                               note(StyleNote::Kind::PaintServer, p);
                               return true;
                           }
                           if (url->fallback.empty()) {
                               target = Paint{};
                               note(StyleNote::Kind::MissingPaint, p);
                               return true;
                           }
                           const std::optional<Paint> fallback = parse_plain_paint(url->fallback);
                           if (!fallback) return false;
                           target = *fallback;
                           return true;
                       }
                       const std::optional<Paint> plain = parse_plain_paint(v);
                       if (!plain) return false;
                       target = *plain;
                       return true;
                   });
    };
    paint(Property::Fill, out.fill, parent.fill, initial.fill);
    paint(Property::Stroke, out.stroke, parent.stroke, initial.stroke);

    auto opacity = [&](Property p, double& target, double parent_value, bool inherits) {
        with_value(p, inherits, [&] { target = parent_value; }, [&] { target = 1; },
                   [&](std::string_view v) {
                       const std::optional<double> o = parse_opacity(v);
                       if (!o) return false;
                       target = *o;
                       return true;
                   });
    };
    opacity(Property::FillOpacity, out.fill_opacity, parent.fill_opacity, true);
    opacity(Property::StrokeOpacity, out.stroke_opacity, parent.stroke_opacity, true);
    opacity(Property::Opacity, out.opacity, parent.opacity, false);

    with_value(Property::StrokeWidth, true, [&] { out.stroke_width = parent.stroke_width; },
               [&] { out.stroke_width = initial.stroke_width; },
               [&](std::string_view v) {
                   const std::optional<Length> l = parse_length(v);
                   if (!l || l->value < 0) return false;
                   const LengthContext ctx{out.font_size,         env.root_font_size,
                                           env.viewport_width,    env.viewport_height,
                                           env.root_viewport_width, env.root_viewport_height};
                   out.stroke_width = to_user_units(*l, ctx, LengthAxis::Other);
                   return true;
               });

    with_value(Property::Visibility, true, [&] { out.visible = parent.visible; },
               [&] { out.visible = true; },
               [&](std::string_view v) {
                   if (v == "visible") return (out.visible = true), true;
                   if (v == "hidden" || v == "collapse") return (out.visible = false), true;
                   return false;
               });

    with_value(Property::Display, false, [&] { out.display_none = parent.display_none; },
               [&] { out.display_none = false; },
               [&](std::string_view v) {
                   out.display_none = v == "none";
                   return true;
               });

    with_value(Property::Overflow, false, [&] { out.overflow_shown = parent.overflow_shown; },
               [&] { out.overflow_shown = false; },
               [&](std::string_view v) {
                   if (v == "visible" || v == "auto") return (out.overflow_shown = true), true;
                   if (v == "hidden" || v == "scroll" || v == "clip") return (out.overflow_shown = false), true;
                   return false;
               });

    with_value(Property::FillRule, true, [&] { out.even_odd = parent.even_odd; }, [&] { out.even_odd = false; },
               [&](std::string_view v) {
                   if (v == "evenodd") return (out.even_odd = true), true;
                   if (v == "nonzero") return (out.even_odd = false), true;
                   return false;
               });

    for (size_t k = 0; k < 3; ++k)
        with_value(static_cast<Property>(static_cast<size_t>(Property::MarkerStart) + k), true,
                   [&] { out.markers[k] = parent.markers[k]; }, [&] { out.markers[k].clear(); },
                   [&](std::string_view v) {
                       if (trim(v) == "none") return out.markers[k].clear(), true;
                       const std::optional<UrlPaint> url = parse_url(v);
                       if (!url || !url->fallback.empty()) return false;
                       // url() names nothing and draws nothing; it is still a value, told of
                       out.markers[k] = url->iri.empty() ? std::string("url()") : std::string(url->iri);
                       return true;
                   });

    with_value(Property::TextAnchor, true, [&] { out.text_anchor = parent.text_anchor; },
               [&] { out.text_anchor = TextAnchor::Start; },
               [&](std::string_view v) {
                   if (v == "start") return (out.text_anchor = TextAnchor::Start), true;
                   if (v == "middle") return (out.text_anchor = TextAnchor::Middle), true;
                   if (v == "end") return (out.text_anchor = TextAnchor::End), true;
                   return false;
               });
    return out;
}

Color resolve_paint(const Paint& paint, const Color& current_color, double opacity) {
    Color c;
    switch (paint.kind) {
        case Paint::Kind::None: return Color::paint_none();
        case Paint::Kind::Color: c = paint.color; break;
        case Paint::Kind::CurrentColor: c = current_color; break;
        case Paint::Kind::Server: c = Color::rgb8(128, 128, 128); break;
    }
    if (c.none) return c;
    c.a *= opacity;
    return c;
}

}  // namespace plumbline::svg
