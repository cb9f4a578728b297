// <foreignObject>: the HTML inside is not rendered (Plumbline draws SVG, not HTML), but its
// text is read, because diagram tools write their labels there: Mermaid puts every node and
// edge label in `<foreignObject><div><span class="nodeLabel"><p>text</p></span></div>`.
// Each line of the text (lines broken by <br> and by block elements: p, div, li, h1-h6,
// tr) is one Text item, the lines stacked 1.5 em apart (Mermaid's line-height) around the
// centre of the foreignObject's box; the font size is the foreignObject's own (its style
// or what it inherits; 16 px when nothing sets it). Anything else the HTML draws (images,
// form controls, an <svg> inside) is lost, and an info diagnostic says so.
#include <cmath>

#include "base/number_syntax.hpp"
#include "formats/svg/svg_reader.hpp"

namespace plumbline::svg {

namespace {

constexpr double kAdvancePerEm = 0.6, kLineHeightEm = 1.5;

bool one_of(std::string_view name, std::initializer_list<std::string_view> names) {
    for (std::string_view n : names)
        if (n == name) return true;
    return false;
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

// The element's local name, lower case ("xhtml:div" -> "div").
std::string local(pugi::xml_node node) {
    std::string_view name = node.name();
    const size_t colon = name.find(':');
    if (colon != std::string_view::npos) name = name.substr(colon + 1);
    return lower(name);
}

size_t code_points(std::string_view s) {
    size_t n = 0;
    for (char c : s)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
    return n;
}

// The HTML's text as lines, white space collapsed as HTML shows it; `lost` names the first
// element that draws something other than text.
struct Gathered {
    std::vector<std::string> lines{std::string()};
    bool space = false;
    std::string lost;
};

void break_line(Gathered& g) {
    g.space = false;
    if (!g.lines.back().empty()) g.lines.emplace_back();
}

void gather(pugi::xml_node root, Gathered& g, size_t budget) {
    struct Open {
        pugi::xml_node next;
        bool block;
    };
    std::vector<Open> open{{root.first_child(), false}};
    size_t visited = 0;
    while (!open.empty()) {
        if (!open.back().next) {
            if (open.back().block) break_line(g);
            open.pop_back();
            continue;
        }
        if (++visited > budget) return;
        const pugi::xml_node node = open.back().next;
        open.back().next = node.next_sibling();
        if (node.type() == pugi::node_pcdata || node.type() == pugi::node_cdata) {
            for (const char c : std::string_view(node.value())) {
                if (is_space(c)) {
                    g.space = !g.lines.back().empty();
                    continue;
                }
                if (g.space) g.lines.back() += ' ';
                g.space = false;
                g.lines.back() += c;
            }
            continue;
        }
        if (node.type() != pugi::node_element) continue;
        const std::string name = local(node);
        if (name == "br") {
            // A <br> ends the line even when it is empty: "a<br><br>b" is three lines.
            g.space = false;
            g.lines.emplace_back();
            continue;
        }
        if (one_of(name, {"img", "svg", "input", "button", "select", "textarea", "video", "audio", "canvas", "iframe",
                          "object", "embed", "math"})) {
            if (g.lost.empty()) g.lost = "<" + name + ">";
            continue;
        }
        if (one_of(name, {"script", "style", "template", "head", "title"})) continue;
        const bool block = one_of(name, {"p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr",
                                         "table", "section", "article", "blockquote", "pre", "header", "footer"});
        if (block) break_line(g);
        open.push_back({node.first_child(), block});
    }
}

}  // namespace

void Reader::draw_foreign_object(pugi::xml_node node, const Context& context) {
    const LengthAttribute x = length_attribute(node, "x", LengthAxis::X, context);
    const LengthAttribute y = length_attribute(node, "y", LengthAxis::Y, context);
    const LengthAttribute width = length_attribute(node, "width", LengthAxis::X, context);
    const LengthAttribute height = length_attribute(node, "height", LengthAxis::Y, context);
    Gathered g;
    gather(node, g, limits_.max_path_commands);
    while (!g.lines.empty() && g.lines.back().empty()) g.lines.pop_back();
    size_t first = 0;
    while (first < g.lines.size() && g.lines[first].empty()) ++first;
    std::vector<std::string> lines(g.lines.begin() + static_cast<long>(first), g.lines.end());
    if (!g.lost.empty())
        once(Severity::Info, "foreign-lost:" + g.lost, "svg.foreign.lost",
             describe(node) + " holds HTML that draws more than text (" + g.lost +
                 "); only its text is read, as a label at the box's centre.",
             doc_->tag_span(node));
    if (lines.empty() || stopped_) return;
    const double size = context.style.font_size > 0 ? context.style.font_size : 16.0;
    const double cx = (x.usable() ? x.value : 0) + (width.usable() ? width.value : 0) / 2;
    const double cy = (y.usable() ? y.value : 0) + (height.usable() ? height.value : 0) / 2;
    const Affine& m = context.ctm;
    const double n = static_cast<double>(lines.size());
    for (size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].empty()) continue;
        // Each line centred on the box's centre line, the block of lines centred vertically.
        const double line_cy = cy + (static_cast<double>(i) - (n - 1) / 2) * kLineHeightEm * size;
        const double w = kAdvancePerEm * size * static_cast<double>(code_points(lines[i]));
        Text item;
        item.anchor = m.apply(Vec2(cx, line_cy));
        item.content = lines[i];
        item.font_size = size * m.mean_scale();
        for (const Vec2& corner : {Vec2(cx - w / 2, line_cy - size / 2), Vec2(cx + w / 2, line_cy - size / 2),
                                   Vec2(cx - w / 2, line_cy + size / 2), Vec2(cx + w / 2, line_cy + size / 2)})
            item.box.add(m.apply(corner));
        if (!std::isfinite(item.font_size) || !item.anchor.allFinite() || !item.box.min.allFinite() ||
            !item.box.max.allFinite()) {
            report_overflow(node);
            return;
        }
        add_item(std::move(item), node, context);
    }
}

}  // namespace plumbline::svg
