// The Scene and a reader's result as JSON, for front ends that draw or inspect them.
// Geometry goes through the report's writer, so coordinates are rounded the same way.
#include <utility>

#include "report/json_output.hpp"
#include "plumbline/report/json.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

json strings_json(const std::vector<std::string>& strings) {
    json out = json::array();
    for (const std::string& s : strings) out.push_back(valid_utf8(s));
    return out;
}

// "#rrggbb" or "none", and the alpha apart, so a page can use both directly.
json style_json(const Style& s) {
    return {{"stroke", s.stroke.hex()},
            {"stroke_opacity", rounded_fixed(s.stroke.none ? 0.0 : s.stroke.a)},
            {"fill", s.fill.hex()},
            {"fill_opacity", rounded_fixed(s.fill.none ? 0.0 : s.fill.a)},
            {"stroke_width", rounded(s.stroke_width)},
            {"id", valid_utf8(s.id)},
            {"classes", strings_json(s.classes)},
            {"group_classes", strings_json(s.group_classes)},
            {"visible", s.visible}};
}

json source_json(const Provenance& p) {
    json j = {{"format", valid_utf8(p.format)},
              {"element", valid_utf8(p.element)},
              {"element_index", p.element_index},
              {"depth", p.depth},
              {"transformed", p.transformed},
              {"via_use", p.via_use}};
    if (p.span.known()) j["span"] = span_json(p.span);
    return j;
}

json graph_json(const SceneGraph& g) {
    json nodes = json::array(), edges = json::array();
    for (const GraphNode& n : g.nodes) {
        json j = {{"id", valid_utf8(n.id)}, {"label", valid_utf8(n.label)}};
        if (n.span.known()) j["span"] = span_json(n.span);
        nodes.push_back(std::move(j));
    }
    for (const GraphEdge& e : g.edges) {
        json j = {{"from", e.from}, {"to", e.to}, {"direction", to_string(e.direction)}};
        if (e.span.known()) j["span"] = span_json(e.span);
        edges.push_back(std::move(j));
    }
    return {{"directed", g.directed}, {"strict", g.strict}, {"name", valid_utf8(g.name)},
            {"nodes", std::move(nodes)}, {"edges", std::move(edges)}};
}

}  // namespace

json to_json(const Scene& s) {
    json items = json::array();
    for (size_t i = 0; i < s.items.size(); ++i) {
        const Item& item = s.items[i];
        items.push_back({{"index", static_cast<int>(i)},
                         {"kind", to_string(item.kind())},
                         {"origin", item.origin},
                         {"geometry", to_json(item.geometry)},
                         {"style", style_json(item.style)},
                         {"source", source_json(item.source)}});
    }
    json frame = nullptr;
    if (s.frame.known)
        frame = {{"x", rounded(s.frame.x)},
                 {"y", rounded(s.frame.y)},
                 {"width", rounded(s.frame.width)},
                 {"height", rounded(s.frame.height)},
                 {"units_per_pixel", rounded(s.frame.units_per_pixel)}};
    json out = {{"format", valid_utf8(s.format)}, {"frame", std::move(frame)}, {"items", std::move(items)}};
    if (s.graph) out["graph"] = graph_json(*s.graph);   // only formats that state a graph (DOT)
    return out;
}

json to_json(const ReadResult& r) {
    json diagnostics = json::array();
    for (const Diagnostic& d : r.diagnostics) diagnostics.push_back(to_json(d));
    return {{"ok", r.ok}, {"scene", to_json(r.scene)}, {"diagnostics", std::move(diagnostics)}};
}

}  // namespace plumbline
