#include "scene/molecule_depiction.hpp"

#include <cmath>
#include <string>

namespace plumbline {

std::string atom_label(const SceneAtom& atom, int degree) {
    const bool carbon = atom.element == "C";
    if (carbon && atom.charge == 0 && atom.isotope == 0 && degree > 0) return "";
    std::string label = atom.isotope > 0 ? std::to_string(atom.isotope) : "";
    label += atom.element;
    if (atom.hydrogens == 1) label += "H";
    if (atom.hydrogens > 1) label += "H" + std::to_string(atom.hydrogens);
    if (atom.charge != 0) {
        const int size = atom.charge < 0 ? -atom.charge : atom.charge;
        if (size > 1) label += std::to_string(size);
        label += atom.charge > 0 ? "+" : "\u2212";
    }
    return label;
}

namespace {

constexpr double kFontShare = 0.5;       // a label's font size, in bond lengths
constexpr double kLabelClearance = 0.32; // a bond stops this far (bond lengths) from a labelled atom
constexpr double kDoubleOffset = 0.09;   // each line of a double bond off the axis, bond lengths
constexpr double kTripleOffset = 0.16;   // the outer lines of a triple bond

Item line_item(const Vec2& a, const Vec2& b, const Span& span, double width) {
    Item item;
    item.geometry = Segment{a, b};
    item.style.stroke = Color::rgb8(0, 0, 0);
    item.style.fill = Color::paint_none();
    item.style.stroke_width = width;
    item.source.format = "smiles";
    item.source.element = "bond";
    item.source.span = span;
    return item;
}

// Texts are anchored at their baseline's start (svg_element): centred on the atom by the
// usual estimate of a glyph's width (0.6 em) and the x-height's middle (0.35 em).
Item label_item(const Vec2& at, const std::string& text, const Span& span, double font_size) {
    // U+2212 is three bytes and one glyph
    size_t glyphs = 0;
    for (unsigned char c : text) glyphs += (c & 0xC0) != 0x80;
    const double width = 0.6 * font_size * static_cast<double>(glyphs);
    Text t;
    t.anchor = Vec2(at.x() - 0.5 * width, at.y() + 0.35 * font_size);
    t.content = text;
    t.font_size = font_size;
    t.box.add(Vec2(t.anchor.x(), t.anchor.y() - 0.75 * font_size));
    t.box.add(Vec2(t.anchor.x() + width, t.anchor.y() + 0.25 * font_size));
    Item item;
    item.geometry = t;
    item.style.fill = Color::rgb8(0, 0, 0);
    item.style.stroke = Color::paint_none();
    item.source.format = "smiles";
    item.source.element = "atom";
    item.source.span = span;
    return item;
}

}  // namespace

Scene depict_molecule(const SceneMolecule& m, double bond_length, const MoleculeLayoutOptions& options) {
    Scene scene;
    scene.format = "smiles";
    const std::vector<Vec2> unit = lay_out_molecule(m, options);
    std::vector<Vec2> at(unit.size());
    for (size_t i = 0; i < unit.size(); ++i) at[i] = unit[i] * bond_length;
    std::vector<int> degree(m.atoms.size(), 0);
    for (const SceneBond& b : m.bonds)
        if (b.a >= 0 && b.b >= 0 && static_cast<size_t>(b.a) < at.size() && static_cast<size_t>(b.b) < at.size())
            ++degree[static_cast<size_t>(b.a)], ++degree[static_cast<size_t>(b.b)];
    std::vector<std::string> labels(m.atoms.size());
    for (size_t i = 0; i < m.atoms.size(); ++i) labels[i] = atom_label(m.atoms[i], degree[i]);

    const double width = 0.05 * bond_length;
    for (const SceneBond& b : m.bonds) {
        if (b.a < 0 || b.b < 0 || static_cast<size_t>(b.a) >= at.size() || static_cast<size_t>(b.b) >= at.size() || b.a == b.b)
            continue;
        Vec2 p = at[static_cast<size_t>(b.a)], q = at[static_cast<size_t>(b.b)];
        const Vec2 d = q - p;
        const double length = d.norm();
        if (!(length > 1e-9)) continue;
        const Vec2 u = d / length, n(-u.y(), u.x());
        const double clear = kLabelClearance * bond_length;
        if (!labels[static_cast<size_t>(b.a)].empty()) p += u * std::min(clear, 0.4 * length);
        if (!labels[static_cast<size_t>(b.b)].empty()) q -= u * std::min(clear, 0.4 * length);
        if (b.order == 2) {
            const Vec2 o = n * (kDoubleOffset * bond_length);
            scene.add(line_item(p + o, q + o, b.span, width));
            scene.add(line_item(p - o, q - o, b.span, width));
        } else if (b.order == 3) {
            const Vec2 o = n * (kTripleOffset * bond_length);
            scene.add(line_item(p, q, b.span, width));
            scene.add(line_item(p + o, q + o, b.span, width));
            scene.add(line_item(p - o, q - o, b.span, width));
        } else {
            scene.add(line_item(p, q, b.span, width));
        }
    }
    for (size_t i = 0; i < m.atoms.size(); ++i)
        if (!labels[i].empty()) scene.add(label_item(at[i], labels[i], m.atoms[i].span, kFontShare * bond_length));
    if (!scene.items.empty()) {
        Box box = scene.bounds();
        const double pad = 0.5 * bond_length;
        scene.frame.x = box.min.x() - pad;
        scene.frame.y = box.min.y() - pad;
        scene.frame.width = box.max.x() - box.min.x() + 2 * pad;
        scene.frame.height = box.max.y() - box.min.y() + 2 * pad;
        scene.frame.known = true;
    }
    return scene;
}

}  // namespace plumbline
