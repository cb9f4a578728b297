// The Scene's small behaviours: item kinds, style queries, adding items, bounds.
#include "scene/scene.hpp"
#include "scene/translate.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace plumbline {

const char* to_string(EdgeDirection d) {
    switch (d) {
        case EdgeDirection::Forward: return "forward";
        case EdgeDirection::Both: return "both";
        case EdgeDirection::None: return "none";
    }
    return "none";
}

const char* to_string(FillRule r) { return r == FillRule::EvenOdd ? "evenodd" : "nonzero"; }

const char* to_string(ItemKind k) {
    switch (k) {
        case ItemKind::Segment: return "segment";
        case ItemKind::Circle: return "circle";
        case ItemKind::Ellipse: return "ellipse";
        case ItemKind::Arc: return "arc";
        case ItemKind::Path: return "path";
        case ItemKind::Text: return "text";
        case ItemKind::Point: return "point";
    }
    return "path";
}

std::string to_string(const FrameFit& fit) {
    if (fit.x == FrameFit::Align::None || fit.y == FrameFit::Align::None) return "none";
    auto code = [](FrameFit::Align a) { return a == FrameFit::Align::Min ? "Min" : a == FrameFit::Align::Max ? "Max" : "Mid"; };
    return std::string("x") + code(fit.x) + "Y" + code(fit.y) + (fit.slice ? " slice" : " meet");
}

ItemKind kind_of(const Geometry& g) {
    // The variant's alternatives are declared in the same order as ItemKind.
    return static_cast<ItemKind>(g.index());
}

bool Style::has_class(const std::string& c) const {
    return std::find(classes.begin(), classes.end(), c) != classes.end();
}

bool Style::has_class_inherited(const std::string& c) const {
    return has_class(c) ||
           std::find(group_classes.begin(), group_classes.end(), c) != group_classes.end();
}

double Frame::diagonal() const { return known ? std::hypot(width, height) : 0.0; }

void Frame::cover(const Box& b) {
    if (b.empty) return;
    x = b.min.x();
    y = b.min.y();
    width = b.max.x() - b.min.x();
    height = b.max.y() - b.min.y();
    known = true;
}

int Scene::add(Item item) {
    const int index = static_cast<int>(items.size());
    item.origin = index;
    items.push_back(std::move(item));
    return index;
}

Item& Scene::add_empty() {
    Item& item = items.emplace_back();
    item.origin = static_cast<int>(items.size()) - 1;
    return item;
}

void Scene::mark_compound(int first, int end) {
    if (first < 0 || end > static_cast<int>(items.size()) || end - first < 2) return;
    for (int i = first; i < end; ++i) {
        const ItemKind k = items[static_cast<size_t>(i)].kind();
        if (k != ItemKind::Path && k != ItemKind::Circle && k != ItemKind::Ellipse) return;
    }
    for (int i = first; i < end; ++i) items[static_cast<size_t>(i)].compound = first;
}

int Scene::add_derived(int origin, Geometry g) {
    if (origin < 0 || origin >= static_cast<int>(items.size())) return -1;
    Item item;
    item.geometry = std::move(g);
    item.style = items[origin].style;
    item.source = items[origin].source;
    item.clips = items[origin].clips;
    item.origin = origin;
    items.push_back(std::move(item));
    return static_cast<int>(items.size()) - 1;
}

int Scene::primary_of(int item) const {
    const int origin = items[static_cast<size_t>(item)].origin;
    return origin >= 0 && origin < static_cast<int>(items.size()) ? origin : item;
}

std::vector<std::vector<int>> Scene::derived_items() const {
    std::vector<std::vector<int>> derived(items.size());
    for (int i = 0; i < static_cast<int>(items.size()); ++i) {
        const int p = primary_of(i);
        if (p != i) derived[static_cast<size_t>(p)].push_back(i);
    }
    return derived;
}

int Scene::primary_count() const {
    int n = 0;
    for (int i = 0; i < static_cast<int>(items.size()); ++i) n += primary_of(i) == i;
    return n;
}

std::string describe_source(const Provenance& source, int item) {
    if (source.element.empty()) return "item " + std::to_string(item);
    // As the source writes it: SVG elements in angle brackets, TeX commands with their
    // backslash, other formats' constructs by name.
    std::string s = source.format == "svg"    ? "<" + source.element + ">"
                    : source.format == "tikz" ? "\\" + source.element
                                              : source.element;
    if (source.span.known()) return s + " at line " + std::to_string(source.span.line + source.line_offset);
    return s + " (item " + std::to_string(item) + ")";
}

Box bounds(const Geometry& g) {
    struct Visitor {
        Box operator()(const Text& t) const {
            Box b = t.box;
            b.add(t.anchor);
            return b;
        }
        Box operator()(const Point& p) const { return bounds(Segment{p.p, p.p}); }
        Box operator()(const Segment& s) const { return bounds(s); }
        Box operator()(const Circle& c) const { return bounds(c); }
        Box operator()(const Ellipse& e) const { return bounds(e); }
        Box operator()(const Arc& a) const { return bounds(a); }
        Box operator()(const Path& p) const { return bounds(p); }
    };
    return std::visit(Visitor{}, g);
}

Box Scene::bounds() const {
    Box box;
    for (const Item& item : items)
        if (item.style.visible) box.add(plumbline::bounds(item.geometry));
    return box;
}

ClipRegion ClipMoves::moved(const ClipRegion& region, const Vec2& d) {
    // The old region is kept too: its storage cannot be freed and reused by a moved copy
    // while its address is a key here.
    auto [at, added] = done_.try_emplace(region.identity());
    if (added) at->second = {region, region.translated(d)};
    return at->second.second;
}

void translate_item(Item& item, const Vec2& d, ClipMoves* moves) {
    const Affine m = Affine::translate(d.x(), d.y());
    struct Visitor {
        const Vec2& d;
        const Affine& m;
        void operator()(Segment& s) const { s.a += d, s.b += d; }
        void operator()(Circle& c) const { c.c += d; }
        void operator()(Ellipse& e) const { e.c += d; }
        void operator()(Arc& a) const { a.ellipse.c += d; }
        void operator()(Path& p) const {
            for (PathPiece& piece : p.pieces) piece = transform(piece, m);
        }
        void operator()(Text& t) const {
            t.anchor += d;
            if (!t.box.empty) t.box.min += d, t.box.max += d;
        }
        void operator()(Point& p) const { p.p += d; }
    };
    std::visit(Visitor{d, m}, item.geometry);
    for (ClipRegion& clip : item.clips) clip = moves ? moves->moved(clip, d) : clip.translated(d);
}

void Scene::translate(const Vec2& d) {
    ClipMoves moves;
    for (Item& item : items) translate_item(item, d, &moves);
    frame.x += d.x();
    frame.y += d.y();
}

static_assert(std::variant_size_v<Geometry> == 7, "ItemKind must list every Geometry alternative");

}  // namespace plumbline
