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
// A producer's groups (producers.cpp) come first: a node group is one node, an edge group
// one edge, a cluster or composite state a frame, which is a node when a line ends on its
// outline (a Mermaid subgraph an edge names) or always (a composite state).
// reach = the median font size of the drawing's texts (16 when it has none).
#include <algorithm>
#include <array>
#include <cmath>
#include <deque>
#include <limits>
#include <map>
#include <numeric>

#include "checks/diagram/diagram.hpp"
#include "checks/diagram/producers.hpp"

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
        Edge edge;
        edge.from = e.from, edge.to = e.to, edge.direction = e.direction, edge.span = e.span;
        edge.label = e.label;
        out.edges.push_back(std::move(edge));
        any_direction |= e.direction != EdgeDirection::None;
    }
    out.directed = any_direction;
    return out;
}

// Reading order: top to bottom, then left to right on a line (a line: anchors within half
// a font size).
void reading_order(const Scene& scene, std::vector<int>& items) {
    const auto text_of = [&](int i) -> const Text& { return std::get<Text>(scene.items[static_cast<size_t>(i)].geometry); };
    std::sort(items.begin(), items.end(), [&](int a, int b) {
        const Text& x = text_of(a);
        const Text& y = text_of(b);
        const double size = std::max(x.font_size, y.font_size);
        if (std::abs(x.anchor.y() - y.anchor.y()) > size / 2) return x.anchor.y() < y.anchor.y();
        return x.box.min.x() < y.box.min.x();
    });
}

// The texts joined: a line break between lines, a blank between texts on one line.
std::string joined(const Scene& scene, const std::vector<int>& items) {
    std::string label;
    for (size_t k = 0; k < items.size(); ++k) {
        const Text& t = std::get<Text>(scene.items[static_cast<size_t>(items[k])].geometry);
        if (k > 0) {
            const Text& prev = std::get<Text>(scene.items[static_cast<size_t>(items[k - 1])].geometry);
            label += std::abs(t.anchor.y() - prev.anchor.y()) > std::max(t.font_size, prev.font_size) / 2 ? "\n" : " ";
        }
        label += t.content;
    }
    return label;
}

// An edge's title as Graphviz writes it, "tail->head" or "tail--head", each end a node's
// name with an optional ":port[:compass]": the two nodes, or -1 when the names are no
// nodes' titles.
std::pair<int, int> title_ends(const std::string& title, const std::map<std::string, int>& node_of_title) {
    const auto node = [&](std::string name) {
        for (int cut = 0; cut < 3; ++cut) {
            if (const auto it = node_of_title.find(name); it != node_of_title.end()) return it->second;
            const size_t colon = name.rfind(':');
            if (colon == std::string::npos) break;
            name.resize(colon);
        }
        return -1;
    };
    for (size_t at = title.find('-'); at != std::string::npos && at + 1 < title.size(); at = title.find('-', at + 1)) {
        if (title[at + 1] != '>' && title[at + 1] != '-') continue;
        const int a = node(title.substr(0, at)), b = node(title.substr(at + 2));
        if (a >= 0 && b >= 0) return {a, b};
    }
    return {-1, -1};
}

// Arc length position (0 at the first point, 1 at the last) of the point of `pts` nearest
// q, and its distance.
std::pair<double, double> nearest_on(const std::vector<Vec2>& pts, const Vec2& q) {
    double total = 0, best = std::numeric_limits<double>::infinity(), at = 0;
    std::vector<double> length(pts.size(), 0);
    for (size_t k = 1; k < pts.size(); ++k) length[k] = total += (pts[k] - pts[k - 1]).norm();
    for (size_t k = 1; k < pts.size(); ++k) {
        const Vec2 d = pts[k] - pts[k - 1];
        const double len2 = d.dot(d);
        const double t = len2 > 0 ? std::clamp((q - pts[k - 1]).dot(d) / len2, 0.0, 1.0) : 0;
        const double dist = (pts[k - 1] + d * t - q).norm();
        if (dist < best) best = dist, at = length[k - 1] + t * (length[k] - length[k - 1]);
    }
    return {total > 0 ? at / total : 0.5, best};
}

// The point half way along a polyline.
Vec2 middle_of(const std::vector<Vec2>& pts) {
    double total = 0;
    for (size_t k = 1; k < pts.size(); ++k) total += (pts[k] - pts[k - 1]).norm();
    double left = total / 2;
    for (size_t k = 1; k < pts.size(); ++k) {
        const double len = (pts[k] - pts[k - 1]).norm();
        if (len >= left && len > 0) return pts[k - 1] + (pts[k] - pts[k - 1]) * (left / len);
        left -= len;
    }
    return pts.empty() ? Vec2(0, 0) : pts.front();
}

double box_distance(const Box& b, const Vec2& q) {
    const double dx = std::max({b.min.x() - q.x(), 0.0, q.x() - b.max.x()});
    const double dy = std::max({b.min.y() - q.y(), 0.0, q.y() - b.max.y()});
    return std::hypot(dx, dy);
}

Graph from_drawing(const Scene& scene, const std::string& source, const ReadOptions& options) {
    Graph out;
    out.from_drawing = true;
    const size_t n_items = scene.items.size();
    const auto usable = [&](size_t i) { return scene.items[i].is_primary(static_cast<int>(i)) && scene.items[i].style.visible; };

    // What each item's producer says it is (producers.cpp). A Node or Edge group is one node
    // or one edge when it names itself (a <title> or an id, as Graphviz and Mermaid write);
    // an anonymous group's class only says what its items are.
    std::vector<GroupRole> role(n_items);
    for (size_t i = 0; i < n_items; ++i) {
        role[i] = role_of(scene, scene.items[i]);
        if (role[i].group >= 0) {
            const SceneGroup& g = scene.groups[static_cast<size_t>(role[i].group)];
            if (g.title.empty() && g.id.empty() &&
                (role[i].role == Role::Node || role[i].role == Role::Edge || role[i].role == Role::Composite))
                role[i].group = -1;
        }
        if ((role[i].role == Role::Node || role[i].role == Role::Composite) && role[i].group < 0) role[i].role = Role::None;
    }
    const auto is_text = [&](size_t i) {
        const auto* t = std::get_if<Text>(&scene.items[i].geometry);
        return t && !normalise(t->content).empty();
    };

    // Texts: node words (free, or in a node group), edge labels, and titles (no node).
    std::vector<int> texts;          // free texts: nodes by geometry
    std::vector<int> label_texts;    // edge labels placed by their producer or reader
    std::vector<double> sizes;
    for (size_t i = 0; i < n_items; ++i) {
        if (!usable(i) || !is_text(i)) continue;
        const Item& item = scene.items[i];
        const Role r = role[i].role;
        if (r == Role::Graph || r == Role::Cluster) continue;   // the graph's or a cluster's title
        if (r == Role::Edge || r == Role::EdgeLabel || (options.edge_labels && item.label_of >= 0)) {
            label_texts.push_back(static_cast<int>(i));
            continue;
        }
        sizes.push_back(std::get<Text>(item.geometry).font_size);
        if (r != Role::Node && r != Role::Composite) texts.push_back(static_cast<int>(i));
    }
    size_t shapes = 0, lines = 0;
    for (size_t i = 0; i < n_items; ++i) {
        if (!usable(i)) continue;
        const Item& item = scene.items[i];
        if (std::holds_alternative<Circle>(item.geometry) || std::holds_alternative<Ellipse>(item.geometry)) ++shapes;
        else if (const auto* p = std::get_if<Path>(&item.geometry)) (p->closed ? shapes : lines) += 1;
        else if (std::holds_alternative<Segment>(item.geometry) || std::holds_alternative<Arc>(item.geometry)) ++lines;
    }
    const size_t all_texts = sizes.size() + label_texts.size();
    if (all_texts > kMaxTexts || shapes > kMaxShapes || lines > kMaxLines) {
        out.diagnostics.push_back(note("diagram.limit.items", Severity::Error, source,
                                       "The drawing has " + std::to_string(all_texts) + " texts, " +
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
    std::vector<int> region_of(n_items, -1);
    for (size_t i = 0; i < n_items; ++i) {
        if (!usable(i)) continue;
        const Item& item = scene.items[i];
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
        region_of[i] = static_cast<int>(regions.size());
        regions.push_back(std::move(r));
    }
    const auto text_of = [&](int item) -> const Text& { return std::get<Text>(scene.items[static_cast<size_t>(item)].geometry); };
    const auto encloses = [&](const Region& r, const Vec2& c) { return box_contains(r.box, c, 0) && inside(r.polygon, c); };

    // Nodes a producer drew as groups: one group (merged by title: Graphviz draws a node
    // once per layer) is one node, its largest closed shape the box, its texts inside the
    // box the label (a text outside is an xlabel), in reading order.
    std::vector<const Region*> node_region;
    std::map<std::string, int> node_of_title;
    std::map<int, int> node_of_group;
    for (size_t i = 0; i < n_items; ++i) {
        if (role[i].role != Role::Node || !usable(i)) continue;
        const int g = role[i].group;
        if (node_of_group.count(g)) continue;
        const std::string& title = scene.groups[static_cast<size_t>(g)].title;
        if (!title.empty())
            if (const auto it = node_of_title.find(title); it != node_of_title.end()) {
                node_of_group[g] = -2 - it->second;   // a later layer's drawing of a node
                continue;
            }
        node_of_group[g] = static_cast<int>(out.nodes.size());
        if (!title.empty()) node_of_title[title] = static_cast<int>(out.nodes.size());
        out.nodes.emplace_back();
        node_region.push_back(nullptr);
    }
    // A node group with nothing drawn (shape=none or plain with label="") is still a node:
    // Graphviz wrote it, and its edges name it.
    for (size_t g = 0; g < scene.groups.size(); ++g) {
        const SceneGroup& group = scene.groups[g];
        if (group.title.empty() || node_of_group.count(static_cast<int>(g)) || node_of_title.count(group.title)) continue;
        if (role_of_classes(group.classes) != Role::Node) continue;
        node_of_group[static_cast<int>(g)] = static_cast<int>(out.nodes.size());
        node_of_title[group.title] = static_cast<int>(out.nodes.size());
        out.nodes.emplace_back();
        node_region.push_back(nullptr);
    }
    {
        std::vector<std::vector<int>> words(out.nodes.size());
        std::vector<Box> drawn(out.nodes.size());   // everything the group draws but text
        for (size_t i = 0; i < n_items; ++i) {
            if (role[i].role != Role::Node || !usable(i)) continue;
            const int n = node_of_group[role[i].group];
            if (n < 0) continue;
            if (!std::holds_alternative<Text>(scene.items[i].geometry))
                drawn[static_cast<size_t>(n)].add(bounds(scene.items[i].geometry));
            if (region_of[i] >= 0) {
                const Region* r = &regions[static_cast<size_t>(region_of[i])];
                if (!node_region[static_cast<size_t>(n)] || r->area > node_region[static_cast<size_t>(n)]->area)
                    node_region[static_cast<size_t>(n)] = r;
            }
            if (is_text(i)) words[static_cast<size_t>(n)].push_back(static_cast<int>(i));
        }
        for (size_t n = 0; n < out.nodes.size(); ++n) {
            Node& node = out.nodes[n];
            const Region* r = node_region[n];
            for (int t : words[n])
                if (!r || encloses(*r, centre(text_of(t).box)) || box_contains(r->box, text_of(t).anchor, 0))
                    node.items.push_back(t);
            // In the order the producer wrote them: a record's fields and an HTML table's
            // cells as the DOT source gives them, which reading order is not.
            node.label = joined(scene, node.items);
            node.key = normalise(node.label);
            for (int t : node.items) node.box.add(text_of(t).box);
            if (r) {
                node.box = r->box;
                node.box_item = r->item;
                node.items.push_back(r->item);
            } else if (!drawn[n].empty) {   // drawn without a closed shape (rough.js strokes, an underline)
                node.box.add(drawn[n]);
            }
        }
    }
    const size_t group_nodes = out.nodes.size();
    // The items a producer's group claims: no free box, head or connector.
    const auto claimed = [&](size_t i) { return role[i].role != Role::None; };

    // 1. Free texts merged by the paper's rule.
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
    // 2. The smallest free box around each text's centre; texts in one box are one group.
    // Not a node's box: a background (a shape covering most of the drawing) or a frame
    // around other boxes that enclose text (a cluster, a swimlane), or a producer's shape.
    std::vector<char> encloses_text(regions.size(), 0), container(regions.size(), 0);
    for (size_t r = 0; r < regions.size(); ++r)
        for (int t : texts) encloses_text[r] |= encloses(regions[r], centre(text_of(t).box));
    Box drawing;
    for (size_t i = 0; i < n_items; ++i)
        if (usable(i)) drawing.add(bounds(scene.items[i].geometry));
    for (size_t r = 0; r < regions.size(); ++r) {
        if (claimed(static_cast<size_t>(regions[r].item))) container[r] = 1;
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

    // Connectors: open stroked items no producer's node or edge group claims.
    struct Connector {
        int item = -1;
        std::vector<Vec2> pts;
        Vec2 ends[2], dirs[2];
        bool arrow[2] = {false, false};
    };
    const auto make_connector = [&](size_t i, Connector& c) {
        const Item& item = scene.items[i];
        if (std::holds_alternative<Text>(item.geometry) || std::holds_alternative<Point>(item.geometry)) return false;
        if (item.style.stroke.none) return false;
        c.item = static_cast<int>(i);
        c.pts = connector_points(item.geometry, flatness);
        if (c.pts.size() < 2) return false;
        c.ends[0] = c.pts.front(), c.ends[1] = c.pts.back();
        c.dirs[0] = c.dirs[1] = Vec2(0, 0);
        for (size_t k = 1; k < c.pts.size() && c.dirs[0].norm() == 0; ++k) c.dirs[0] = c.pts.front() - c.pts[k];
        for (size_t k = c.pts.size() - 1; k-- > 0 && c.dirs[1].norm() == 0;) c.dirs[1] = c.pts.back() - c.pts[k];
        for (Vec2& d : c.dirs)
            if (d.norm() > 0) d.normalize();
        c.arrow[0] = item.arrows.start, c.arrow[1] = item.arrows.end;
        return true;
    };
    // An element a producer says is an edge, with an id, is one connector whatever its
    // subpaths (rough.js draws a hand-drawn edge as each stretch stroked twice): from the
    // first subpath's start to the last one's end, with every subpath's heads.
    std::vector<Connector> connectors;
    std::map<int, size_t> connector_of_compound;
    for (size_t i = 0; i < n_items; ++i) {
        if (!usable(i) || region_of[i] >= 0) continue;
        const Role r = role[i].role;
        if (r == Role::Node || r == Role::Graph || r == Role::Cluster || r == Role::Composite ||
            (r == Role::Edge && role[i].group >= 0))
            continue;
        Connector c;
        if (!make_connector(i, c)) continue;
        const Item& item = scene.items[i];
        if (r == Role::Edge && item.compound >= 0 && !item.style.id.empty()) {
            if (const auto it = connector_of_compound.find(item.compound); it != connector_of_compound.end()) {
                Connector& whole = connectors[it->second];
                whole.pts.insert(whole.pts.end(), c.pts.begin(), c.pts.end());
                whole.ends[1] = c.ends[1], whole.dirs[1] = c.dirs[1];
                whole.arrow[0] = whole.arrow[0] || c.arrow[0];
                whole.arrow[1] = whole.arrow[1] || c.arrow[1];
                continue;
            }
            connector_of_compound[item.compound] = connectors.size();
        }
        connectors.push_back(std::move(c));
    }

    // Free edge labels (not under the paper's rule, where every text is a node's word): a
    // group of texts in no box, beside a connector's middle stretch (its nearest point 20%
    // to 80% along it, within one font size of the group's box) and where no connector
    // ends (none within `reach` of the box).
    if (options.edge_labels && !connectors.empty()) {
        std::map<int, Box> group_box;
        std::map<int, double> group_size;
        std::map<int, bool> boxed;
        for (size_t t = 0; t < texts.size(); ++t) {
            const int g = groups.find(static_cast<int>(t));
            group_box[g].add(text_of(texts[t]).box);
            group_size[g] = std::max(group_size[g], text_of(texts[t]).font_size);
            boxed[g] = boxed[g] || box_of[t] >= 0;
        }
        std::map<int, bool> is_label;
        for (const auto& [g, b] : group_box) {
            bool label = !boxed[g];
            for (const Connector& c : connectors)
                for (const Vec2& e : c.ends)
                    if (label && box_distance(b, e) <= reach) label = false;
            if (label) {
                label = false;
                const Vec2 q = centre(b);
                const double half = (b.max - b.min).norm() / 2;
                for (const Connector& c : connectors) {
                    const auto [at, d] = nearest_on(c.pts, q);
                    if (at >= 0.2 && at <= 0.8 && d <= half + group_size[g]) label = true;
                }
            }
            is_label[g] = label;
        }
        std::vector<int> kept;
        for (size_t t = 0; t < texts.size(); ++t) {
            if (is_label[groups.find(static_cast<int>(t))]) label_texts.push_back(texts[t]);
            else kept.push_back(static_cast<int>(t));
        }
        if (kept.size() < texts.size()) {   // the labels leave the node texts
            std::vector<int> t2, b2;
            Union g2(kept.size());
            for (size_t k = 0; k < kept.size(); ++k) {
                t2.push_back(texts[static_cast<size_t>(kept[k])]);
                b2.push_back(box_of[static_cast<size_t>(kept[k])]);
                for (size_t j = 0; j < k; ++j)
                    if (groups.find(kept[j]) == groups.find(kept[k])) g2.join(static_cast<int>(j), static_cast<int>(k));
            }
            texts = std::move(t2);
            box_of = std::move(b2);
            groups = std::move(g2);
        }
    }

    // A group takes the box of its first text that has one; texts in one box join.
    std::vector<int> first_in_box(regions.size(), -1);
    for (size_t t = 0; t < texts.size(); ++t) {
        if (box_of[t] < 0) continue;
        int& first = first_in_box[static_cast<size_t>(box_of[t])];
        if (first < 0) first = static_cast<int>(t);
        else groups.join(first, static_cast<int>(t));
    }
    std::vector<int> node_of_group_text(texts.size(), -1);
    std::vector<char> region_used(regions.size(), 0);
    for (size_t t = 0; t < texts.size(); ++t) {
        const int g = groups.find(static_cast<int>(t));
        int& n = node_of_group_text[static_cast<size_t>(g)];
        if (n < 0) {
            n = static_cast<int>(out.nodes.size());
            out.nodes.emplace_back();
            node_region.push_back(nullptr);
        }
        Node& node = out.nodes[static_cast<size_t>(n)];
        node.items.push_back(texts[t]);
        node.box.add(text_of(texts[t]).box);
        if (box_of[t] >= 0 && node.box_item < 0) {
            node.box_item = box_of[t];   // a region index for now
            region_used[static_cast<size_t>(box_of[t])] = 1;
        }
    }
    for (size_t n = group_nodes; n < out.nodes.size(); ++n) {
        Node& node = out.nodes[n];
        reading_order(scene, node.items);
        node.label = joined(scene, node.items);
        node.key = normalise(node.label);
        if (node.box_item >= 0) {
            const Region& r = regions[static_cast<size_t>(node.box_item)];
            node.box = r.box;
            node.box_item = r.item;
            node.items.push_back(r.item);
            node_region[n] = &r;
        }
    }

    // Arrowhead shapes: small closed triangles or quadrilaterals that are no node's box.
    std::vector<const Region*> heads;
    for (size_t r = 0; r < regions.size(); ++r) {
        if (region_used[r] || claimed(static_cast<size_t>(regions[r].item))) continue;
        const Geometry& g = scene.items[static_cast<size_t>(regions[r].item)].geometry;
        const auto* p = std::get_if<Path>(&g);
        if (!p || p->pieces.size() < 3 || p->pieces.size() > 5) continue;
        if (regions[r].box.diagonal() > 2.5 * reach) continue;
        heads.push_back(&regions[r]);
    }

    // Which node an end at `e`, going on in direction `dir`, attaches to; -1 for none. A
    // frame (a node drawn around others: below) takes an end on its outline only.
    std::vector<char> frame;   // per node: drawn as a frame
    const auto attach = [&](const Vec2& e, const Vec2& dir) {
        for (double k : {0.0, 0.5, 1.0, 1.5, 2.0}) {
            const Vec2 q = e + dir * (k * reach);
            int best = -1;
            double best_area = std::numeric_limits<double>::infinity();
            double best_frame = std::numeric_limits<double>::infinity();
            int frame_best = -1;
            for (size_t n = 0; n < out.nodes.size(); ++n) {
                const Node& node = out.nodes[n];
                const bool is_frame = n < frame.size() && frame[n];
                const double margin = k == 0 || is_frame ? reach / 2 : 0;
                if (!box_contains(node.box, q, margin)) continue;
                if (is_frame) {   // the nearest outline (two frames may touch)
                    const double d = distance_to_outline(node_region[n]->polygon, q);
                    if (d <= margin && d < best_frame) frame_best = static_cast<int>(n), best_frame = d;
                    continue;
                }
                if (const Region* r = node_region[n])
                    if (!inside(r->polygon, q) && distance_to_outline(r->polygon, q) > margin) continue;
                const double area = box_area(node.box);
                if (area < best_area) best = static_cast<int>(n), best_area = area;
            }
            if (best >= 0) return best;
            if (frame_best >= 0) return frame_best;
        }
        return -1;
    };

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

    // Boxes without text that connectors end on are nodes labelled "" (not under the
    // paper's rule, whose nodes are texts): a closed shape no text, producer, frame or
    // arrowhead took, not inside a node's box, at least half a font size across.
    const size_t text_nodes = out.nodes.size();
    if (options.textless_boxes) {
        std::vector<char> head_region(regions.size(), 0);
        for (size_t h = 0; h < heads.size(); ++h)
            if (head_taken[h]) head_region[static_cast<size_t>(heads[h] - regions.data())] = 1;
        for (size_t r = 0; r < regions.size(); ++r) {
            if (region_used[r] || container[r] || head_region[r] || claimed(static_cast<size_t>(regions[r].item))) continue;
            if (regions[r].box.diagonal() < reach / 2) continue;
            bool within = false;
            for (size_t n = 0; n < text_nodes && !within; ++n)
                within = box_contains(out.nodes[n].box, centre(regions[r].box), 0);
            for (size_t o = 0; o < regions.size() && !within; ++o)   // a shape inside another free shape is its drawing
                within = o != r && !container[o] && regions[o].area > regions[r].area && encloses(regions[o], centre(regions[r].box)) &&
                         !claimed(static_cast<size_t>(regions[o].item)) && !head_region[o];
            if (within) continue;
            Node node;
            node.box = regions[r].box;
            node.box_item = regions[r].item;
            node.items.push_back(regions[r].item);
            out.nodes.push_back(std::move(node));
            node_region.push_back(&regions[r]);
        }
    }

    // Frames a producer drew around other nodes, which lines end on (Mermaid): a composite
    // state is a node, whatever reaches it; a cluster is one when a line ends on its frame
    // (a subgraph an edge names, which Mermaid's db makes a node and draws as the cluster).
    // Its largest closed shape is the frame, its texts its label (the title).
    // A frame without a title (a concurrency region, an unlabelled cluster) is no node; one
    // drawn without a closed shape (rough.js strokes) is its drawing's bounding box.
    const size_t first_frame = out.nodes.size();
    std::vector<char> keep;        // per frame node: a node even when no line reaches it
    std::deque<Region> drawn_frames;   // the bounding boxes (a deque: node_region points into it)
    {
        struct Framed {
            const Region* region = nullptr;
            std::vector<int> words;
            Box drawn;
        };
        std::map<int, Framed> framed;
        for (size_t i = 0; i < n_items; ++i) {
            const Role r = role[i].role;
            if (!usable(i) || (r != Role::Cluster && r != Role::Composite) || role[i].group < 0) continue;
            const SceneGroup& g = scene.groups[static_cast<size_t>(role[i].group)];
            if (g.title.empty() && g.id.empty()) continue;
            Framed& f = framed[role[i].group];
            if (region_of[i] >= 0 && (!f.region || regions[static_cast<size_t>(region_of[i])].area > f.region->area))
                f.region = &regions[static_cast<size_t>(region_of[i])];
            if (is_text(i)) f.words.push_back(static_cast<int>(i));
            else if (!std::holds_alternative<Text>(scene.items[i].geometry)) f.drawn.add(bounds(scene.items[i].geometry));
        }
        for (auto& [g, f] : framed) {
            std::vector<int>& words = f.words;
            if (words.empty()) continue;
            const Region* region = f.region;
            if (!region || box_area(f.drawn) > region->area * 1.5) {
                if (f.drawn.empty || box_area(f.drawn) <= 0) continue;
                Region r;
                r.box = f.drawn;
                r.polygon = {f.drawn.min, Vec2(f.drawn.max.x(), f.drawn.min.y()), f.drawn.max, Vec2(f.drawn.min.x(), f.drawn.max.y())};
                r.area = box_area(f.drawn);
                r.item = -1;
                drawn_frames.push_back(std::move(r));
                region = &drawn_frames.back();
            }
            Node node;
            reading_order(scene, words);
            node.label = joined(scene, words);
            node.key = normalise(node.label);
            node.items = words;
            node.box = region->box;
            node.box_item = region->item;
            if (region->item >= 0) node.items.push_back(region->item);
            out.nodes.push_back(std::move(node));
            node_region.push_back(region);
            keep.push_back(role_of_classes(scene.groups[static_cast<size_t>(g)].classes) == Role::Composite);
        }
        frame.assign(out.nodes.size(), 0);
        std::fill(frame.begin() + static_cast<long>(first_frame), frame.end(), 1);
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

    // Edges a producer drew as groups (Graphviz: <g class="edge"><title>a->b</title>):
    // the ends are the title's nodes, else where the line's ends attach; the line is the
    // group's longest open item, every other drawn item an arrowhead (any shape Graphviz
    // draws: normal, inv, dot, odot, tee, box, diamond, crow, vee, curve...) at the line's
    // end nearer to it; its texts are the edge's label.
    std::map<int, std::vector<size_t>> edge_groups;
    for (size_t i = 0; i < n_items; ++i)
        if (usable(i) && role[i].role == Role::Edge && role[i].group >= 0) edge_groups[role[i].group].push_back(i);
    std::map<int, int> edge_of_group;
    for (const auto& [g, members] : edge_groups) {
        Connector line;
        double longest = -1;
        for (size_t i : members) {
            if (region_of[i] >= 0 || is_text(i)) continue;
            Connector c;
            if (!make_connector(i, c)) continue;
            double len = 0;
            for (size_t k = 1; k < c.pts.size(); ++k) len += (c.pts[k] - c.pts[k - 1]).norm();
            if (len > longest) longest = len, line = std::move(c);
        }
        if (longest < 0) continue;   // nothing drawn but texts: no edge
        bool arrow[2] = {line.arrow[0], line.arrow[1]};
        for (size_t i : members) {
            if (static_cast<int>(i) == line.item || is_text(i)) continue;
            if (region_of[i] < 0) {   // an open item as long as the line is another colour of it
                Connector c;
                if (make_connector(i, c)) {
                    double len = 0;
                    for (size_t k = 1; k < c.pts.size(); ++k) len += (c.pts[k] - c.pts[k - 1]).norm();
                    if (len >= longest / 2) continue;
                }
            }
            const Box b = bounds(scene.items[i].geometry);
            if (b.empty) continue;
            const Vec2 c = centre(b);
            if ((c - line.ends[0]).norm() <= (c - line.ends[1]).norm()) {
                if (box_distance(b, line.ends[0]) <= reach) arrow[0] = true;
            } else if (box_distance(b, line.ends[1]) <= reach) {
                arrow[1] = true;
            }
        }
        auto [a, b] = title_ends(scene.groups[static_cast<size_t>(g)].title, node_of_title);
        if (a >= 0 && b >= 0) {
            // Which end of the line is at the tail: the nearer, by the nodes' boxes.
            const Box& ta = out.nodes[static_cast<size_t>(a)].box;
            const Box& tb = out.nodes[static_cast<size_t>(b)].box;
            if (!ta.empty && !tb.empty &&
                box_distance(ta, line.ends[1]) + box_distance(tb, line.ends[0]) <
                    box_distance(ta, line.ends[0]) + box_distance(tb, line.ends[1]))
                std::swap(arrow[0], arrow[1]);
        } else {
            a = attach(line.ends[0], line.dirs[0]);
            b = attach(line.ends[1], line.dirs[1]);
            if (a < 0 || b < 0) {
                dangling += (a >= 0) != (b >= 0);
                continue;
            }
        }
        Edge e;
        e.item = line.item;
        e.span = scene.items[static_cast<size_t>(line.item)].source.span;
        if (arrow[0] && arrow[1]) e.from = a, e.to = b, e.direction = EdgeDirection::Both;
        else if (arrow[1]) e.from = a, e.to = b, e.direction = EdgeDirection::Forward;
        else if (arrow[0]) e.from = b, e.to = a, e.direction = EdgeDirection::Forward;
        else e.from = a, e.to = b, e.direction = EdgeDirection::None;
        out.directed |= e.direction != EdgeDirection::None;
        edge_of_group[g] = static_cast<int>(out.edges.size());
        out.edges.push_back(e);
    }

    // Boxes without text and clusters' frames that no edge reached are no nodes after all.
    if (out.nodes.size() > text_nodes) {
        std::vector<char> reached(out.nodes.size(), 0);
        for (const Edge& e : out.edges) reached[static_cast<size_t>(e.from)] = reached[static_cast<size_t>(e.to)] = 1;
        for (size_t n = first_frame; n < out.nodes.size(); ++n) reached[n] |= keep[n - first_frame];
        std::vector<int> renumber(out.nodes.size(), -1);
        std::vector<Node> kept;
        for (size_t n = 0; n < out.nodes.size(); ++n)
            if (n < text_nodes || reached[n]) {
                renumber[n] = static_cast<int>(kept.size());
                kept.push_back(std::move(out.nodes[n]));
            }
        out.nodes = std::move(kept);
        for (Edge& e : out.edges) e.from = renumber[static_cast<size_t>(e.from)], e.to = renumber[static_cast<size_t>(e.to)];
    }

    // Edge labels: a producer's edge group's texts are its edge's; a text placed on a
    // connector (Item::label_of) or found beside one goes to that connector's edge, else
    // to the edge whose line passes nearest its middle.
    std::map<int, std::vector<int>> label_items;   // edge -> its label texts
    std::map<int, int> edge_of_item;
    for (size_t k = 0; k < out.edges.size(); ++k) edge_of_item[out.edges[k].item] = static_cast<int>(k);
    std::vector<std::vector<Vec2>> edge_pts(out.edges.size());
    for (size_t k = 0; k < out.edges.size(); ++k)
        edge_pts[k] = connector_points(scene.items[static_cast<size_t>(out.edges[k].item)].geometry, flatness);
    // A text of an edge group by an end of its line (within `reach` of it, and nearer to
    // it than to the line's middle) is a headlabel or taillabel, not the edge's label,
    // when the group also has a text by the middle (else it is the label of a short edge
    // or a self-loop).
    const auto by_end = [&](int t, int edge) {
        const std::vector<Vec2>& pts = edge_pts[static_cast<size_t>(edge)];
        const Box& b = text_of(t).box;
        const double to_end = std::min(box_distance(b, pts.front()), box_distance(b, pts.back()));
        return to_end <= reach && to_end < box_distance(b, middle_of(pts));
    };
    std::vector<char> edge_has_middle_text(out.edges.size(), 0);
    for (int t : label_texts) {
        const GroupRole& gr = role[static_cast<size_t>(t)];
        if (gr.role != Role::Edge || gr.group < 0) continue;
        if (const auto it = edge_of_group.find(gr.group); it != edge_of_group.end() && !by_end(t, it->second))
            edge_has_middle_text[static_cast<size_t>(it->second)] = 1;
    }
    int unplaced = 0;
    for (int t : label_texts) {
        const Item& item = scene.items[static_cast<size_t>(t)];
        int edge = -1;
        const GroupRole& gr = role[static_cast<size_t>(t)];
        if (gr.role == Role::Edge && gr.group >= 0) {
            if (const auto it = edge_of_group.find(gr.group); it != edge_of_group.end()) edge = it->second;
            if (edge >= 0 && by_end(t, edge) && edge_has_middle_text[static_cast<size_t>(edge)]) continue;
        } else if (item.label_of >= 0) {
            if (const auto it = edge_of_item.find(scene.primary_of(item.label_of)); it != edge_of_item.end()) edge = it->second;
        }
        if (edge < 0 && !(gr.role == Role::Edge && gr.group >= 0)) {
            double best = std::numeric_limits<double>::infinity();
            for (size_t k = 0; k < out.edges.size(); ++k) {
                const double d = nearest_on(edge_pts[k], centre(text_of(t).box)).second;
                if (d < best) best = d, edge = static_cast<int>(k);
            }
        }
        if (edge < 0) {
            ++unplaced;
            continue;
        }
        label_items[edge].push_back(t);
    }
    for (auto& [k, items] : label_items) {
        reading_order(scene, items);
        out.edges[static_cast<size_t>(k)].label = joined(scene, items);
        out.edges[static_cast<size_t>(k)].label_items = items;
    }
    if (unplaced > 0)
        out.diagnostics.push_back(note("diagram.label.unplaced", Severity::Info, source,
                                       std::to_string(unplaced) + (unplaced == 1 ? " edge label has" : " edge labels have") +
                                           " no edge to go with; not read as a node either."));
    if (dangling > 0)
        out.diagnostics.push_back(note("diagram.connector.dangling", Severity::Info, source,
                                       std::to_string(dangling) + (dangling == 1 ? " line has" : " lines have") +
                                           " one end on a node and the other on none; not read as edges."));
    return out;
}

}  // namespace

Graph read_graph(const Scene& scene, const std::string& source, const ReadOptions& options) {
    if (scene.graph) return from_graph_form(*scene.graph);
    return from_drawing(scene, source, options);
}

}  // namespace plumbline::diagram
