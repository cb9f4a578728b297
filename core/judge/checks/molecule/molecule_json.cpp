// The molecule check's JSON: its options read from the task's check object, and its
// result written as the report's "molecule" member (docs/schema.md).
#include <cmath>
#include <memory>

#include "checks/molecule/molecule.hpp"
#include "common/options_json.hpp"
#include "json/json_output.hpp"

namespace plumbline::molecule {

using nlohmann::json;

namespace {

Diagnostic task_error(const std::string& code, const std::string& where, const std::string& message) {
    return task_diagnostic(Severity::Error, code, where, message);
}

// A palette colour: any SVG colour text, or EPS-style [r, g, b] floats in 0..1.
std::optional<Color> palette_color(const json& v) {
    if (v.is_string()) {
        std::optional<Color> c = parse_color(v.get<std::string>());
        if (c && !c->none) return c;
        return std::nullopt;
    }
    if (v.is_array() && v.size() == 3) {
        double rgb[3];
        for (size_t i = 0; i < 3; ++i) {
            if (!v[i].is_number()) return std::nullopt;
            rgb[i] = v[i].get<double>();
            if (!std::isfinite(rgb[i]) || rgb[i] < 0 || rgb[i] > 1) return std::nullopt;
        }
        Color c;
        c.none = false;
        c.r = rgb[0], c.g = rgb[1], c.b = rgb[2];
        return c;
    }
    return std::nullopt;
}

bool is_element_symbol(const std::string& s) {
    return (s.size() == 1 || s.size() == 2) && s[0] >= 'A' && s[0] <= 'Z' && (s.size() == 1 || (s[1] >= 'a' && s[1] <= 'z'));
}

}  // namespace

bool parse_options(const json& check, Options& out, std::vector<Diagnostic>& diagnostics) {
    const size_t errors_before = diagnostics.size();
    // No palette: atoms are compared by the element they state (SMILES, labels), and a
    // circle's colour stands for none. A palette given must map symbols to colours.
    const auto palette = check.find("palette");
    const bool given = palette != check.end() && !palette->is_null();
    if (given && (!palette->is_object() || palette->empty())) {
        diagnostics.push_back(task_error(
            "task.palette.missing", "/check/palette",
            "must be an object mapping element symbols to colours, e.g. {\"C\": \"#274A4A\", \"N\": \"#0000FF\"}, "
            "or left out (then atoms are compared by their element symbols)."));
        return false;
    }
    static const json kNone = json::object();
    for (const auto& [symbol, value] : (given ? *palette : kNone).items()) {
        const std::string where = "/check/palette/" + symbol;
        if (!is_element_symbol(symbol)) {
            diagnostics.push_back(task_error("task.palette.symbol", where,
                                             "\"" + symbol + "\" is not an element symbol (like C, N or Cl)."));
            continue;
        }
        const std::optional<Color> color = palette_color(value);
        if (!color) {
            diagnostics.push_back(task_error("task.palette.color", where,
                                             "must be a colour (\"#274A4A\", \"rgb(39,74,74)\", a name) or [r, g, b] "
                                             "with each in 0..1, not " + value.dump() + "."));
            continue;
        }
        out.palette.add(symbol, *color, value.is_string() ? value.get<std::string>() : std::string());
    }
    out.palette.finish();

    if (const auto it = check.find("bond_order"); it != check.end() && !it->is_null()) {
        if (it->is_boolean()) out.bond_order = it->get<bool>();
        else diagnostics.push_back(task_error("task.bond_order.invalid", "/check/bond_order", "must be true or false."));
    }
    if (const auto it = check.find("convention"); it != check.end() && !it->is_null()) {
        const std::string v = it->is_string() ? it->get<std::string>() : std::string();
        if (v == "auto") out.convention = Convention::Auto;
        else if (v == "circles") out.convention = Convention::Circles;
        else if (v == "skeletal") out.convention = Convention::Skeletal;
        else diagnostics.push_back(task_error("task.convention.invalid", "/check/convention",
                                              "must be \"auto\", \"circles\" or \"skeletal\"."));
    }
    if (const auto it = check.find("snap"); it != check.end() && !it->is_null()) {
        if (it->is_number() && std::isfinite(it->get<double>()) && it->get<double>() >= 0) out.snap = it->get<double>();
        else diagnostics.push_back(task_error("task.snap.invalid", "/check/snap",
                                              "must be a non-negative number of drawing units."));
    }
    read_budget(check, out.budget, diagnostics);
    return diagnostics.size() == errors_before;
}


std::shared_ptr<const CheckOptions> read_options(const json& check, std::vector<Diagnostic>& diagnostics) {
    auto options = std::make_shared<Options>();
    parse_options(check, *options, diagnostics);
    return options;
}

namespace {

void write_atom(JsonSink& w, const MoleculeAtom& a) {
    w.begin_object();
    w.key("center");
    write_point(w, a.center);
    w.field("element", a.element);
    w.field("item", a.item);
    if (a.match) w.field("match", *a.match);
    w.key("radius");
    write_rounded(w, a.radius);
    w.field("status", a.status);
    w.end_object();
}

void write_bond(JsonSink& w, const MoleculeBond& b) {
    w.begin_object();
    w.field("a", b.a);
    w.field("b", b.b);
    w.key("items");
    w.integers(b.items);
    w.field("order", b.order);
    w.field("status", b.status);
    w.end_object();
}

void write_side(JsonSink& w, const MoleculeSide& s) {
    w.begin_object();
    w.key("atoms");
    w.begin_array();
    for (const MoleculeAtom& a : s.atoms) write_atom(w, a);
    w.end_array();
    w.key("bond_length");
    write_rounded(w, s.bond_length);
    w.key("bonds");
    w.begin_array();
    for (const MoleculeBond& b : s.bonds) write_bond(w, b);
    w.end_array();
    w.field("formula", s.formula);
    w.field("fragments", s.fragments);
    w.key("snap");
    write_rounded(w, s.snap);
    w.end_object();
}

// The compact report's side: what the molecule is, not where each atom is drawn.
void write_side_summary(JsonSink& w, const MoleculeSide& s) {
    w.begin_object();
    w.field("atom_count", s.atoms.size());
    w.field("bond_count", s.bonds.size());
    w.field("formula", s.formula);
    w.field("fragments", s.fragments);
    w.end_object();
}

}  // namespace

void write_result(JsonSink& w, const MoleculeResult& m, ReportLevel level) {
    const auto side = level == ReportLevel::Full ? write_side : write_side_summary;
    w.begin_object();
    w.field("budget", m.budget);
    w.key("candidate");
    side(w, m.candidate);
    if (!m.decided_by.empty()) w.field("decided_by", m.decided_by);
    w.field("outcome", m.outcome);
    w.key("reference");
    side(w, m.reference);
    w.field("steps", m.steps);
    w.end_object();
}

}  // namespace plumbline::molecule

namespace plumbline {

void MoleculeResult::write(JsonSink& w, ReportLevel level) const { molecule::write_result(w, *this, level); }

}  // namespace plumbline
