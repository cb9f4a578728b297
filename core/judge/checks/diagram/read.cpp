// The diagram a Scene shows (docs/diagram.md, "Reading a drawing").
//
// A graph form (DOT) is taken as it is. A drawing is read in four steps:
// 1. Texts merge into text groups by DiagramEval's spatial rule (section 4.1, with the
//    constants of section 5.1): two text items are one node when their y differ by less
//    than kappa = 1.5 font sizes and their x spans overlap by more than tau = 0.2 (of the
//    shorter span). The paper's second, LLM step is replaced by one geometric rule: texts
//    inside the same box are one node.
// 2. Boxes: closed shapes (rectangles, polygons, circles, ellipses, closed paths) enclosing
//    a text group's centre; each group takes the smallest one. A box with no text is no
//    node; a background (80% of the drawing's extent or more) or a frame around other
//    text-enclosing boxes (a cluster, a swimlane) is no node's box. Graphviz's own SVG: texts of a cluster (<g class="cluster">) or an edge
//    (<g class="edge">) are labels, not nodes.
// 3. Connectors: open lines, polylines, paths and arcs. Each end attaches to the node whose
//    box (or text box) it lies in or within `reach` of, or, stopping short, points into
//    (the end carried on along its direction up to 2 reach); the smallest box wins. Both
//    ends on nodes make an edge; a line whose two ends are in the same box and that never
//    leaves it is part of the node's drawing.
// 4. Direction: arrowheads at an end (markers, TikZ arrow tips: Item::arrows) or a small
//    closed triangle or quadrilateral without text whose axis the end lies on, pointing
//    the end's way (Graphviz's arrowhead polygons, hand-drawn heads; each head to the
//    nearest such end), whose tip is then the end.
// reach = the median font size of the drawing's texts (16 when it has none).
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>

#include "checks/diagram/diagram.hpp"

namespace plumbline::diagram {

namespace {

constexpr double kKappa = 1.5;   // DiagramEval section 5.1: y within 1.5 font sizes
constexpr double kTau = 0.2;     // and x spans overlapping by more than 0.2
// The reading compares texts with texts, shapes with shapes and texts, line ends with
// shapes: at most this many of each, so a hostile drawing cannot make it slow.
constexpr size_t kMaxTexts = 2000, kMaxShapes = 2000, kMaxLines = 5000;

struct Region {
    int item = -1;
    std::vector<Vec2> polygon;   // closed outline
    std::vector<Vec2> corners;   // a path's vertices (each once), for arrowheads
    Box box;
    double area = 0;
};

double polygon_area(const std::vector<Vec2>& p) {
    double a = 0;
    for (size_t i = 0, j = p.size() - 1; i < p.size(); j = i++) a += p[j].x() * p[i].y() - p[i].x() * p[j].y();
    return std::abs(a) / 2;
}

bool inside(const std::vector<Vec2>& poly, const Vec2& q) {
    bool in = false;
    for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const Vec2& a = poly[i];
        const Vec2& b = poly[j];
        if ((a.y() > q.y()) != (b.y() > q.y()) && q.x() < (b.x() - a.x()) * (q.y() - a.y()) / (b.y() - a.y()) + a.x())
            in = !in;
    }
    return in;
}

double distance_to_outline(const std::vector<Vec2>& poly, const Vec2& q) {
    double d = std::numeric_limits<double>::infinity();
    for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) d = std::min(d, distance_point_segment(q, Segment{poly[j], poly[i]}));
    return d;
}

bool box_contains(const Box& b, const Vec2& q, double margin) {
    return !b.empty && q.x() >= b.min.x() - margin && q.x() <= b.max.x() + margin && q.y() >= b.min.y() - margin &&
           q.y() <= b.max.y() + margin;
}

double box_area(const Box& b) { return b.empty ? 0 : (b.max.x() - b.min.x()) * (b.max.y() - b.min.y()); }

Vec2 centre(const Box& b) { return (b.min + b.max) / 2; }

bool in_group(const Item& item, const char* cls) {
    return std::find(item.style.group_classes.begin(), item.style.group_classes.end(), cls) !=
           item.style.group_classes.end();
}

// The closed outline of a shape, or empty when it is not closed.
std::vector<Vec2> outline(const Geometry& g, double tolerance) {
    if (const auto* c = std::get_if<Circle>(&g)) return flatten(*c, tolerance, 256);
    if (const auto* e = std::get_if<Ellipse>(&g)) return flatten(*e, tolerance, 256);
    if (const auto* p = std::get_if<Path>(&g)) {
        if (p->pieces.empty()) return {};
        const bool closed = p->closed || (p->pieces.front().start() - p->pieces.back().end()).norm() <= 1e-9;
        if (!closed) return {};
        std::vector<Vec2> pts;
        for (const Vec2& v : flatten(*p, tolerance, 2048))   // repeated vertices (a written closing point) once
            if (pts.empty() || (pts.back() - v).norm() > 1e-9) pts.push_back(v);
        while (pts.size() >= 2 && (pts.front() - pts.back()).norm() <= 1e-9) pts.pop_back();
        return pts.size() >= 3 ? pts : std::vector<Vec2>{};
    }
    return {};
}

// An open connector: its points, first to last.
std::vector<Vec2> connector_points(const Geometry& g, double tolerance) {
    if (const auto* s = std::get_if<Segment>(&g)) return {s->a, s->b};
    if (const auto* a = std::get_if<Arc>(&g)) return flatten(*a, tolerance, 512);
    if (const auto* p = std::get_if<Path>(&g)) return flatten(*p, tolerance, 2048);
    return {};
}

struct Union {
    std::vector<int> parent;
    explicit Union(size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), 0); }
    int find(int x) {
        while (parent[static_cast<size_t>(x)] != x) x = parent[static_cast<size_t>(x)] = parent[static_cast<size_t>(parent[static_cast<size_t>(x)])];
        return x;
    }
    void join(int a, int b) {
        a = find(a), b = find(b);
        if (a != b) parent[static_cast<size_t>(std::max(a, b))] = std::min(a, b);
    }
};

Diagnostic note(const std::string& code, Severity severity, const std::string& source, const std::string& message) {
    Diagnostic d;
    d.code = code;
    d.severity = severity;
    d.source = source;
    d.message = message;
    return d;
}

Graph from_graph_form(const SceneGraph& g) {
    Graph out;
    out.directed = g.directed;
    for (const GraphNode& n : g.nodes) {
        Node node;
        node.label = n.label;
        node.key = normalise(n.label);
        node.span = n.span;
        out.nodes.push_back(std::move(node));
    }
    bool any_direction = false;
    for (const GraphEdge& e : g.edges) {
        out.edges.push_back(Edge{e.from, e.to, e.direction, -1, e.span});
        any_direction |= e.direction != EdgeDirection::None;
    }
    out.directed = any_direction;
    return out;
}

Graph from_drawing(const Scene& scene, const std::string& source) {
    Graph out;
    out.from_drawing = true;
    // Texts that are nodes' words: visible, not empty, not a Graphviz cluster or edge label.
    std::vector<int> texts;
    std::vector<double> sizes;
    for (size_t i = 0; i < scene.items.size(); ++i) {
        const Item& item = scene.items[i];
        if (!item.is_primary(static_cast<int>(i)) || !item.style.visible) continue;
        const auto* t = std::get_if<Text>(&item.geometry);
        if (!t || normalise(t->content).empty()) continue;
        if ((in_group(item, "cluster") || in_group(item, "edge")) && !in_group(item, "node")) continue;
        texts.push_back(static_cast<int>(i));
        sizes.push_back(t->font_size);
    }
    size_t shapes = 0, lines = 0;
    for (size_t i = 0; i < scene.items.size(); ++i) {
        const Item& item = scene.items[i];
        if (!item.is_primary(static_cast<int>(i)) || !item.style.visible) continue;
        if (std::holds_alternative<Circle>(item.geometry) || std::holds_alternative<Ellipse>(item.geometry)) ++shapes;
        else if (const auto* p = std::get_if<Path>(&item.geometry)) (p->closed ? shapes : lines) += 1;
        else if (std::holds_alternative<Segment>(item.geometry) || std::holds_alternative<Arc>(item.geometry)) ++lines;
    }
    if (texts.size() > kMaxTexts || shapes > kMaxShapes || lines > kMaxLines) {
        out.diagnostics.push_back(note("diagram.limit.items", Severity::Error, source,
                                       "The drawing has " + std::to_string(texts.size()) + " texts, " +
                                           std::to_string(shapes) + " closed shapes and " + std::to_string(lines) +
                                           " lines; a diagram is read from at most " + std::to_string(kMaxTexts) +
                                           ", " + std::to_string(kMaxShapes) + " and " + std::to_string(kMaxLines) +
                                           ", so it is not judged."));
        return out;
    }
    double reach = 16;
    if (!sizes.empty()) {
        std::vector<double> sorted = sizes;
        std::nth_element(sorted.begin(), sorted.begin() + static_cast<long>(sorted.size() / 2), sorted.end());
        reach = sorted[sorted.size() / 2];
        if (!std::isfinite(reach) || reach <= 0) reach = 16;
    }
    const double flatness = reach / 20;

    // Closed shapes, the candidates for node boxes and arrowheads.
    std::vector<Region> regions;
    std::vector<char> is_region(scene.items.size(), 0);
    for (size_t i = 0; i < scene.items.size(); ++i) {
        const Item& item = scene.items[i];
        if (!item.is_primary(static_cast<int>(i)) || !item.style.visible) continue;
        std::vector<Vec2> poly = outline(item.geometry, flatness);
        if (poly.empty()) continue;
        Region r;
        r.item = static_cast<int>(i);
        for (const Vec2& p : poly) r.box.add(p);
        r.area = polygon_area(poly);
        r.polygon = std::move(poly);
        if (const auto* p = std::get_if<Path>(&item.geometry))
            for (const PathPiece& piece : p->pieces)
                if (r.corners.empty() || ((r.corners.back() - piece.start()).norm() > 1e-9 &&
                                          (r.corners.front() - piece.start()).norm() > 1e-9))
                    r.corners.push_back(piece.start());
        regions.push_back(std::move(r));
        is_region[i] = 1;
    }

    // 1. Texts merged by the paper's rule.
    const auto text_of = [&](int item) -> const Text& { return std::get<Text>(scene.items[static_cast<size_t>(item)].geometry); };
    Union groups(texts.size());
    for (size_t a = 0; a < texts.size(); ++a)
        for (size_t b = a + 1; b < texts.size(); ++b) {
            const Text& x = text_of(texts[a]);
            const Text& y = text_of(texts[b]);
            const double size = std::max(x.font_size, y.font_size);
            if (!(std::abs(x.anchor.y() - y.anchor.y()) < kKappa * size)) continue;
            const double overlap = std::min(x.box.max.x(), y.box.max.x()) - std::max(x.box.min.x(), y.box.min.x());
            const double shorter = std::min(x.box.max.x() - x.box.min.x(), y.box.max.x() - y.box.min.x());
            if (shorter > 0 && overlap > kTau * shorter) groups.join(static_cast<int>(a), static_cast<int>(b));
        }
    // 2. The smallest box around each text's centre; texts in one box are one group. Not a
    // node's box: a background (a shape covering most of the drawing) or a frame around
    // other boxes that enclose text (a cluster, a swimlane).
    std::vector<char> encloses_text(regions.size(), 0), container(regions.size(), 0);
    const auto encloses = [&](const Region& r, const Vec2& c) { return box_contains(r.box, c, 0) && inside(r.polygon, c); };
    for (size_t r = 0; r < regions.size(); ++r)
        for (int t : texts) encloses_text[r] |= encloses(regions[r], centre(text_of(t).box));
    Box drawing;
    for (size_t i = 0; i < scene.items.size(); ++i)
        if (scene.items[i].is_primary(static_cast<int>(i)) && scene.items[i].style.visible) drawing.add(bounds(scene.items[i].geometry));
    for (size_t r = 0; r < regions.size(); ++r) {
        if (box_area(regions[r].box) >= 0.8 * box_area(drawing)) container[r] = 1;
        for (size_t o = 0; o < regions.size() && !container[r]; ++o)
            if (o != r && encloses_text[o] && regions[o].area < regions[r].area &&
                box_contains(regions[r].box, regions[o].box.min, 1e-9) && box_contains(regions[r].box, regions[o].box.max, 1e-9))
                container[r] = 1;
    }
    std::vector<int> box_of(texts.size(), -1);
    for (size_t t = 0; t < texts.size(); ++t) {
        const Vec2 c = centre(text_of(texts[t]).box);
        for (size_t r = 0; r < regions.size(); ++r)
            if (!container[r] && encloses(regions[r], c) &&
                (box_of[t] < 0 || regions[r].area < regions[static_cast<size_t>(box_of[t])].area))
                box_of[t] = static_cast<int>(r);
    }
    // A group takes the box of its first text that has one; texts in one box join.
    std::vector<int> first_in_box(regions.size(), -1);
    for (size_t t = 0; t < texts.size(); ++t) {
        if (box_of[t] < 0) continue;
        int& first = first_in_box[static_cast<size_t>(box_of[t])];
        if (first < 0) first = static_cast<int>(t);
        else groups.join(first, static_cast<int>(t));
    }
    std::vector<int> node_of_group(texts.size(), -1);
    std::vector<char> region_used(regions.size(), 0);
    for (size_t t = 0; t < texts.size(); ++t) {
        const int g = groups.find(static_cast<int>(t));
        int& n = node_of_group[static_cast<size_t>(g)];
        if (n < 0) {
            n = static_cast<int>(out.nodes.size());
            out.nodes.emplace_back();
        }
        Node& node = out.nodes[static_cast<size_t>(n)];
        node.items.push_back(texts[t]);
        node.box.add(text_of(texts[t]).box);
        if (box_of[t] >= 0 && node.box_item < 0) {
            node.box_item = box_of[t];   // a region index for now
            region_used[static_cast<size_t>(box_of[t])] = 1;
        }
    }
    // Labels: the group's texts top to bottom, then left to right on a line.
    for (Node& node : out.nodes) {
        std::sort(node.items.begin(), node.items.end(), [&](int a, int b) {
            const Text& x = text_of(a);
            const Text& y = text_of(b);
            const double size = std::max(x.font_size, y.font_size);
            if (std::abs(x.anchor.y() - y.anchor.y()) > size / 2) return x.anchor.y() < y.anchor.y();
            return x.box.min.x() < y.box.min.x();
        });
        for (size_t k = 0; k < node.items.size(); ++k) {
            const Text& t = text_of(node.items[k]);
            if (k > 0) {
                const Text& prev = text_of(node.items[k - 1]);
                node.label += std::abs(t.anchor.y() - prev.anchor.y()) > std::max(t.font_size, prev.font_size) / 2 ? "\n" : " ";
            }
            node.label += t.content;
        }
        node.key = normalise(node.label);
        if (node.box_item >= 0) {
            const Region& r = regions[static_cast<size_t>(node.box_item)];
            node.box = r.box;
            node.box_item = r.item;
            node.items.push_back(r.item);
        }
    }
    // The region of each node (-1: its text box), for attaching ends.
    std::vector<const Region*> node_region(out.nodes.size(), nullptr);
    for (size_t n = 0; n < out.nodes.size(); ++n)
        for (const Region& r : regions)
            if (r.item == out.nodes[n].box_item) node_region[n] = &r;

    // Arrowhead shapes: small closed triangles or quadrilaterals that are no node's box.
    std::vector<const Region*> heads;
    for (size_t r = 0; r < regions.size(); ++r) {
        if (region_used[r]) continue;
        const Geometry& g = scene.items[static_cast<size_t>(regions[r].item)].geometry;
        const auto* p = std::get_if<Path>(&g);
        if (!p || p->pieces.size() < 3 || p->pieces.size() > 5) continue;
        if (regions[r].box.diagonal() > 2.5 * reach) continue;
        heads.push_back(&regions[r]);
    }

    // Which node an end at `e`, going on in direction `dir`, attaches to; -1 for none.
    const auto attach = [&](const Vec2& e, const Vec2& dir) {
        for (double k : {0.0, 0.5, 1.0, 1.5, 2.0}) {
            const Vec2 q = e + dir * (k * reach);
            int best = -1;
            double best_area = std::numeric_limits<double>::infinity();
            for (size_t n = 0; n < out.nodes.size(); ++n) {
                const Node& node = out.nodes[n];
                const double margin = k == 0 ? reach / 2 : 0;
                if (!box_contains(node.box, q, margin)) continue;
                if (const Region* r = node_region[n])
                    if (!inside(r->polygon, q) && distance_to_outline(r->polygon, q) > margin) continue;
                const double area = box_area(node.box);
                if (area < best_area) best = static_cast<int>(n), best_area = area;
            }
            if (best >= 0) return best;
        }
        return -1;
    };

    // 3 and 4. Connectors: their ends and end directions first.
    struct Connector {
        int item = -1;
        std::vector<Vec2> pts;
        Vec2 ends[2], dirs[2];
        bool arrow[2] = {false, false};
    };
    std::vector<Connector> connectors;
    for (size_t i = 0; i < scene.items.size(); ++i) {
        const Item& item = scene.items[i];
        if (!item.is_primary(static_cast<int>(i)) || !item.style.visible || is_region[i]) continue;
        if (std::holds_alternative<Text>(item.geometry) || std::holds_alternative<Point>(item.geometry)) continue;
        if (item.style.stroke.none) continue;
        Connector c;
        c.item = static_cast<int>(i);
        c.pts = connector_points(item.geometry, flatness);
        if (c.pts.size() < 2) continue;
        c.ends[0] = c.pts.front(), c.ends[1] = c.pts.back();
        c.dirs[0] = c.dirs[1] = Vec2(0, 0);
        for (size_t k = 1; k < c.pts.size() && c.dirs[0].norm() == 0; ++k) c.dirs[0] = c.pts.front() - c.pts[k];
        for (size_t k = c.pts.size() - 1; k-- > 0 && c.dirs[1].norm() == 0;) c.dirs[1] = c.pts.back() - c.pts[k];
        for (Vec2& d : c.dirs)
            if (d.norm() > 0) d.normalize();
        c.arrow[0] = item.arrows.start, c.arrow[1] = item.arrows.end;
        connectors.push_back(std::move(c));
    }
    // Arrowhead shapes go to the connector end they sit on: the end lies on the head's
    // axis (from the middle of its base to its tip, the vertex furthest on along the end's
    // direction; the line may stop at the base, as Graphviz draws, or run to the tip) and
    // the axis points the way the end does. Each head goes to the nearest such end, each
    // end takes one head; the end then moves to the tip.
    struct Claim {
        double distance;
        size_t head, connector;
        int end;
        Vec2 tip;
    };
    std::vector<Claim> claims;
    for (size_t h = 0; h < heads.size(); ++h)
        for (size_t c = 0; c < connectors.size(); ++c)
            for (int k = 0; k < 2; ++k) {
                const Connector& con = connectors[c];
                if (con.dirs[k].norm() == 0 || !box_contains(heads[h]->box, con.ends[k], reach / 4)) continue;
                const std::vector<Vec2>& poly = heads[h]->corners;
                if (poly.size() < 3) continue;
                size_t tip = 0;
                for (size_t v = 1; v < poly.size(); ++v)
                    if ((poly[v] - con.ends[k]).dot(con.dirs[k]) > (poly[tip] - con.ends[k]).dot(con.dirs[k])) tip = v;
                Vec2 base(0, 0);
                for (size_t v = 0; v < poly.size(); ++v)
                    if (v != tip) base += poly[v];
                base /= static_cast<double>(poly.size() - 1);
                const Vec2 axis = poly[tip] - base;
                if (axis.norm() == 0 || axis.normalized().dot(con.dirs[k]) < 0.5) continue;   // within 60 degrees (Graphviz aims heads at the node, not along the spline)
                const double d = distance_point_segment(con.ends[k], Segment{base, poly[tip]});
                if (d > reach / 4) continue;
                claims.push_back({d, h, c, k, poly[tip]});
            }
    std::stable_sort(claims.begin(), claims.end(), [](const Claim& x, const Claim& y) { return x.distance < y.distance; });
    std::vector<char> head_taken(heads.size(), 0);
    std::vector<std::array<char, 2>> end_taken(connectors.size(), {0, 0});
    for (const Claim& cl : claims) {
        if (head_taken[cl.head] || end_taken[cl.connector][static_cast<size_t>(cl.end)]) continue;
        head_taken[cl.head] = 1;
        end_taken[cl.connector][static_cast<size_t>(cl.end)] = 1;
        connectors[cl.connector].arrow[cl.end] = true;
        connectors[cl.connector].ends[cl.end] = cl.tip;
    }

    int dangling = 0;
    for (const Connector& c : connectors) {
        const Item& item = scene.items[static_cast<size_t>(c.item)];
        const int a = attach(c.ends[0], c.dirs[0]), b = attach(c.ends[1], c.dirs[1]);
        if (a < 0 || b < 0) {
            dangling += (a >= 0) != (b >= 0);
            continue;
        }
        if (a == b) {   // inside one box: a divider or underline unless it leaves the box
            const Node& node = out.nodes[static_cast<size_t>(a)];
            const bool leaves = std::any_of(c.pts.begin(), c.pts.end(), [&](const Vec2& p) { return !box_contains(node.box, p, reach / 4); });
            if (!leaves) continue;
        }
        Edge e;
        e.item = c.item;
        e.span = item.source.span;
        if (c.arrow[0] && c.arrow[1]) e.from = a, e.to = b, e.direction = EdgeDirection::Both;
        else if (c.arrow[1]) e.from = a, e.to = b, e.direction = EdgeDirection::Forward;
        else if (c.arrow[0]) e.from = b, e.to = a, e.direction = EdgeDirection::Forward;
        else e.from = a, e.to = b, e.direction = EdgeDirection::None;
        out.directed |= e.direction != EdgeDirection::None;
        out.edges.push_back(e);
    }
    if (dangling > 0)
        out.diagnostics.push_back(note("diagram.connector.dangling", Severity::Info, source,
                                       std::to_string(dangling) + (dangling == 1 ? " line has" : " lines have") +
                                           " one end on a node and the other on none; not read as edges."));
    return out;
}

}  // namespace

Graph read_graph(const Scene& scene, const std::string& source) {
    if (scene.graph) return from_graph_form(*scene.graph);
    return from_drawing(scene, source);
}

}  // namespace plumbline::diagram
