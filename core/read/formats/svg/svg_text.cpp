// <text>: one Text item per positioned run. A <tspan> with its own x or y starts a new
// run (a new line or label); other tspans continue the current one. Glyph metrics are
// unknown, so the box is an estimate: 0.6 em per character, 0.8 em above the baseline
// and 0.2 em below.
#include <cmath>

#include "base/number_syntax.hpp"
#include "formats/svg/svg_reader.hpp"

namespace plumbline::svg {

namespace {

constexpr double kAdvancePerEm = 0.6, kAscentPerEm = 0.8, kDescentPerEm = 0.2;

// White space as a browser renders it by default: runs of spaces, tabs and newlines
// become one space; none at either end.
std::string collapse_white_space(std::string_view raw) {
    std::string out;
    bool pending_space = false;
    for (char c : raw) {
        if (is_space(c)) {
            pending_space = !out.empty();
            continue;
        }
        if (pending_space) out += ' ';
        pending_space = false;
        out += c;
    }
    return out;
}

size_t code_points(std::string_view s) {
    size_t n = 0;
    for (char c : s)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
    return n;
}

// The first entry of a coordinate list such as x="10 20 30".
std::string_view first_entry(std::string_view list) {
    const size_t begin = skip_spaces(list, 0);
    size_t end = begin;
    while (end < list.size() && !is_space(list[end]) && list[end] != ',') ++end;
    return list.substr(begin, end - begin);
}

}  // namespace

void Reader::draw_text(pugi::xml_node text, const Context& context) {
    struct Run {
        Vec2 position;
        std::string content;
        pugi::xml_node element;
        Context context;
    };
    auto coordinate = [&](pugi::xml_node node, const char* name, LengthAxis axis, const Context& c,
                          double fallback) {
        const pugi::xml_attribute a = node.attribute(name);
        if (!a) return fallback;
        const std::optional<Length> l = parse_length(first_entry(a.value()));
        if (!l) {
            warn("svg.attribute.invalid", describe(node) + ": " + name + "=\"" + a.value() +
                 "\" does not start with a length; it was ignored.", doc_->attribute_span(node, name));
            return fallback;
        }
        return to_user_units(*l, length_context(c), axis);
    };
    auto flush = [&](const Run& run) {
        const std::string content = collapse_white_space(run.content);
        if (content.empty() || stopped_) return;
        const Affine& m = run.context.ctm;
        const double size = run.context.style.font_size;
        const double width = kAdvancePerEm * size * static_cast<double>(code_points(content));
        const double shift = run.context.style.text_anchor == TextAnchor::Middle ? width / 2
                             : run.context.style.text_anchor == TextAnchor::End  ? width
                                                                                 : 0.0;
        Text item;
        item.anchor = m.apply(run.position);
        item.content = content;
        item.font_size = size * m.mean_scale();
        const double left = run.position.x() - shift, base = run.position.y();
        for (const Vec2& corner : {Vec2(left, base - kAscentPerEm * size), Vec2(left + width, base - kAscentPerEm * size),
                                   Vec2(left, base + kDescentPerEm * size), Vec2(left + width, base + kDescentPerEm * size)})
            item.box.add(m.apply(corner));
        if (!std::isfinite(item.font_size) || !item.anchor.allFinite() || !item.box.min.allFinite() ||
            !item.box.max.allFinite()) {
            report_overflow(run.element);
            return;
        }
        add_item(std::move(item), run.element, run.context);
    };

    // x before y, each on its own line: the order of a call's arguments is the compiler's
    // (GCC and clang differ), and each may warn, so one line gave two orders of warnings.
    const double x = coordinate(text, "x", LengthAxis::X, context, 0);
    const double y = coordinate(text, "y", LengthAxis::Y, context, 0);
    Run run{Vec2(x, y), std::string(), text, context};
    struct Open {
        pugi::xml_node next;
        Context context;
    };
    std::vector<Open> open{{text.first_child(), context}};
    while (!open.empty()) {
        if (!open.back().next) {
            open.pop_back();
            continue;
        }
        const pugi::xml_node node = open.back().next;
        open.back().next = node.next_sibling();
        if (node.type() == pugi::node_pcdata || node.type() == pugi::node_cdata) {
            run.content += node.value();
            continue;
        }
        if (node.type() != pugi::node_element || !doc_->is_svg(node)) continue;
        const std::string_view name = css::local_name(node);
        if (name != "tspan" && name != "a" && name != "textPath") continue;
        const Context parent = open.back().context;  // copied: pushing below may move it
        std::optional<Context> child = derive(node, parent, false);
        if (!child) continue;
        if (name == "tspan" && (node.attribute("x") || node.attribute("y"))) {
            flush(run);
            const double tx = coordinate(node, "x", LengthAxis::X, *child, run.position.x());
            double ty = coordinate(node, "y", LengthAxis::Y, *child, run.position.y());
            // A line set by a relative shift (<tspan x="150" dy="1.2em">, a two-line label)
            // lies that far below the one before.
            if (node.attribute("dy")) ty += coordinate(node, "dy", LengthAxis::Y, *child, 0);
            run = Run{Vec2(tx, ty), std::string(), node, *child};
        }
        open.push_back({node.first_child(), std::move(*child)});
    }
    flush(run);
}

}  // namespace plumbline::svg
