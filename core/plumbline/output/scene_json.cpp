// The Scene as JSON (the JS API's readDrawing, the page's scene view), members in key
// order (report/json_sink.hpp).
#include <map>
#include <utility>
#include <vector>

#include "json/json_output.hpp"
#include "output/json.hpp"
#include "output/report_writer.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

void write_strings(JsonSink& w, const std::vector<std::string>& strings) {
    w.begin_array();
    for (const std::string& s : strings) w.string(s);
    w.end_array();
}

void write_style(JsonSink& w, const Style& s) {
    w.begin_object();
    w.key("classes");
    write_strings(w, s.classes);
    w.field("fill", s.fill.hex());
    w.key("fill_opacity");
    write_fixed(w, s.fill.none ? 0.0 : s.fill.a);
    if (s.fill_rule != FillRule::NonZero) w.field("fill_rule", to_string(s.fill_rule));   // only when evenodd
    w.key("group_classes");
    write_strings(w, s.group_classes);
    w.field("id", s.id);
    w.field("stroke", s.stroke.hex());
    w.key("stroke_opacity");
    write_fixed(w, s.stroke.none ? 0.0 : s.stroke.a);
    w.key("stroke_width");
    write_rounded(w, s.stroke_width);
    w.field("visible", s.visible);
    w.end_object();
}

void write_source(JsonSink& w, const Provenance& p) {
    w.begin_object();
    w.field("depth", p.depth);
    w.field("element", p.element);
    w.field("element_index", p.element_index);
    w.field("format", p.format);
    if (p.span.known()) {
        w.key("span");
        write_span(w, p.span);
    }
    w.field("transformed", p.transformed);
    w.field("via_use", p.via_use);
    w.end_object();
}

void write_graph(JsonSink& w, const SceneGraph& g) {
    w.begin_object();
    w.field("directed", g.directed);
    w.key("edges");
    w.begin_array();
    for (const GraphEdge& e : g.edges) {
        w.begin_object();
        w.field("direction", to_string(e.direction));
        w.field("from", e.from);
        if (!e.label.empty()) w.field("label", e.label);   // only for a labelled edge
        if (e.span.known()) {
            w.key("span");
            write_span(w, e.span);
        }
        w.field("to", e.to);
        w.end_object();
    }
    w.end_array();
    w.field("name", g.name);
    w.key("nodes");
    w.begin_array();
    for (const GraphNode& n : g.nodes) {
        w.begin_object();
        w.field("id", n.id);
        w.field("label", n.label);
        if (n.span.known()) {
            w.key("span");
            write_span(w, n.span);
        }
        w.end_object();
    }
    w.end_array();
    w.field("strict", g.strict);
    w.end_object();
}

void write_molecule(JsonSink& w, const SceneMolecule& m) {
    w.begin_object();
    w.key("atoms");
    w.begin_array();
    for (const SceneAtom& a : m.atoms) {
        w.begin_object();
        w.field("aromatic", a.aromatic);
        if (a.atom_class) w.field("atom_class", a.atom_class);   // only when written
        w.field("charge", a.charge);
        if (!a.chirality.empty()) w.field("chirality", a.chirality);   // only when written
        w.field("element", a.element);
        w.field("hydrogens", a.hydrogens);
        w.field("hydrogens_stated", a.hydrogens_stated);
        if (a.isotope) w.field("isotope", a.isotope);   // only when written
        if (a.span.known()) {
            w.key("span");
            write_span(w, a.span);
        }
        w.end_object();
    }
    w.end_array();
    w.key("bonds");
    w.begin_array();
    for (const SceneBond& b : m.bonds) {
        w.begin_object();
        w.field("a", b.a);
        w.field("aromatic", b.aromatic);
        w.field("b", b.b);
        w.field("order", b.order);
        if (b.span.known()) {
            w.key("span");
            write_span(w, b.span);
        }
        if (b.stereo) w.field("stereo", std::string(1, b.stereo));   // only when written
        w.end_object();
    }
    w.end_array();
    w.end_object();
}

// A clip region: one outline under the nonzero rule (every viewport, a TikZ \clip of one
// closed path) as its points, [[x, y], ...]; several outlines, or the even odd rule, as
// {"outlines": [[[x, y], ...], ...], "rule": "nonzero" | "evenodd"}.
void write_points(JsonSink& w, const std::vector<Vec2>& points) {
    w.begin_array();
    for (const Vec2& p : points) {
        w.begin_array();
        write_rounded(w, p.x());
        write_rounded(w, p.y());
        w.end_array();
    }
    w.end_array();
}

void write_clip(JsonSink& w, const ClipRegion& clip) {
    const ClipRegion::Outlines& outlines = clip.outlines();
    if (outlines.size() == 1 && clip.rule() == FillRule::NonZero) return write_points(w, outlines[0]);
    w.begin_object();
    w.key("outlines");
    w.begin_array();
    for (const std::vector<Vec2>& outline : outlines) write_points(w, outline);
    w.end_array();
    w.field("rule", to_string(clip.rule()));
    w.end_object();
}

void write_scene(JsonSink& w, const Scene& s) {
    w.begin_object();
    // Every clip region once, in the order items first use it; an item names its regions by
    // their index here. Written per item, a region of a thousand points over a hundred
    // thousand items would be gigabytes.
    std::map<const void*, int> region_index;
    std::vector<const ClipRegion*> regions;
    for (const Item& item : s.items)
        for (const ClipRegion& clip : item.clips)
            if (region_index.emplace(clip.identity(), static_cast<int>(regions.size())).second) regions.push_back(&clip);
    if (!regions.empty()) {   // only when an item is inside a clip region
        w.key("clip_regions");
        w.begin_array();
        for (const ClipRegion* clip : regions) write_clip(w, *clip);
        w.end_array();
    }
    w.field("format", s.format);
    w.key("frame");
    if (s.frame.known) {
        w.begin_object();
        if (!s.frame.fit.is_default()) w.field("fit", to_string(s.frame.fit));   // only when not "xMidYMid meet"
        w.key("height");
        write_rounded(w, s.frame.height);
        if (s.frame.pixel_width > 0 && s.frame.pixel_height > 0) {   // only when the drawing gives its size
            w.key("pixel_height");
            write_rounded(w, s.frame.pixel_height);
            w.key("pixel_width");
            write_rounded(w, s.frame.pixel_width);
        }
        w.key("units_per_pixel");
        write_rounded(w, s.frame.units_per_pixel);
        w.key("width");
        write_rounded(w, s.frame.width);
        w.key("x");
        write_rounded(w, s.frame.x);
        w.key("y");
        write_rounded(w, s.frame.y);
        w.end_object();
    } else {
        w.null();
    }
    if (s.graph) {   // only formats that state a graph (DOT)
        w.key("graph");
        write_graph(w, *s.graph);
    }
    w.key("items");
    w.begin_array();
    for (size_t i = 0; i < s.items.size(); ++i) {
        const Item& item = s.items[i];
        w.begin_object();
        if (!item.clips.empty()) {   // only for an item inside a clip region: indices into clip_regions
            w.key("clips");
            w.begin_array();
            for (const ClipRegion& clip : item.clips) w.integer(region_index.at(clip.identity()));
            w.end_array();
        }
        if (item.compound >= 0) w.field("compound", item.compound);   // only for a compound path's subpaths
        w.key("geometry");
        write_geometry(w, item.geometry);
        w.field("index", static_cast<int>(i));
        w.field("kind", to_string(item.kind()));
        if (item.label_of >= 0) w.field("label_of", item.label_of);   // only for a connector's label
        w.field("origin", item.origin);
        w.key("source");
        write_source(w, item.source);
        w.key("style");
        write_style(w, item.style);
        w.end_object();
    }
    w.end_array();
    if (s.molecule) {   // only formats that state a molecule (SMILES)
        w.key("molecule");
        write_molecule(w, *s.molecule);
    }
    w.end_object();
}

}  // namespace

json to_json(const Scene& s) {
    TreeSink w;
    write_scene(w, s);
    return w.take();
}

json to_json(const ReadResult& r) {
    TreeSink w;
    w.begin_object();
    w.key("diagnostics");
    w.begin_array();
    for (const Diagnostic& d : r.diagnostics) write_diagnostic(w, d, ReportLevel::Full);
    w.end_array();
    w.field("ok", r.ok);
    w.key("scene");
    write_scene(w, r.scene);
    w.end_object();
    return w.take();
}

}  // namespace plumbline
