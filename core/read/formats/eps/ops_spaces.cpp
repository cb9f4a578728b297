// Colour spaces beyond the device ones, patterns and the clip path. `Separation` and
// `DeviceN` colours go through their tint transform into the alternate space (the
// procedure is run, then the alternate space's operator), `Indexed` through its lookup,
// `ICCBased` and the CIE spaces as the device space of as many components. A pattern
// (`makepattern`, `setpattern`, a Pattern colour space) paints as a plain mid-grey fill,
// said once: the checks judge outlines, not the pattern's cells. `clippath` is the page
// (clipping is never applied here).
#include <cmath>

#include "formats/eps/machine.hpp"

namespace plumbline::eps {

namespace {

// A systemdict operator by name, as an object to put in a procedure.
Object system_operator(Machine& m, const char* name) {
    const auto& e = m.dict_stack[0].dict().entries;
    const auto it = e.find(name);
    return it == e.end() ? Object() : it->second;
}

const char* setter_for(int components) {
    return components == 4 ? "setcmykcolor" : components == 3 ? "setrgbcolor" : "setgray";
}

// The number of components of a colour space operand and the device operator that sets
// its colours ("" for a space that is not a device space once resolved).
int components_of(const Object& space) {
    const Object head = space.type == Type::Array && !space.array().empty() ? space.array()[0] : space;
    if (head.type != Type::Name) return 1;
    const std::string& n = head.name();
    if (n == "DeviceRGB" || n == "CIEBasedABC" || n == "CalRGB" || n == "Lab" || n == "CIEBasedDEF") return 3;
    if (n == "DeviceCMYK" || n == "CIEBasedDEFG") return 4;
    if (n == "ICCBased" && space.type == Type::Array && space.array().size() > 1 &&
        space.array()[1].type == Type::Dict) {
        const auto it = space.array()[1].dict().entries.find("N");
        if (it != space.array()[1].dict().entries.end() && it->second.is_number())
            return static_cast<int>(it->second.number());
    }
    if (n == "ICCBased") return 3;
    if (n == "DeviceN" && space.type == Type::Array && space.array().size() > 1 &&
        space.array()[1].type == Type::Array)
        return static_cast<int>(space.array()[1].array().size());
    return 1;   // DeviceGray, CIEBasedA, CalGray, Separation, Indexed, Pattern
}

std::string space_name(const Object& space) {
    const Object head = space.type == Type::Array && !space.array().empty() ? space.array()[0] : space;
    return head.type == Type::Name ? head.name() : std::string();
}

void note_pattern(Machine& m) {
    m.note_once(Severity::Warning, "eps.paint.pattern",
                "A pattern is painted as a plain mid-grey fill: its cells are not drawn (the outlines it fills are "
                "read as they are).");
    GraphicsState& g = m.gs();
    g.color = gray_color(0.5);
    g.color_text = "0.5";
}

// Runs `proc` then the operator `setter` (the tints or index are on the stack already).
bool run_then(Machine& m, const Object& proc, const char* setter) {
    Array body;
    if (proc.type == Type::Array) body = proc.array();
    const Object op = system_operator(m, setter);
    if (op.type != Type::Operator) return m.fail("undefined", std::string("`") + setter + "` is not defined");
    body.push_back(op);
    if (!m.charge_memory(static_cast<std::int64_t>(body.size()) * kBytesPerElement)) return false;
    return m.call(make_array(std::move(body), true, m.op_offset));
}

bool op_setcolorspace(Machine& m) {
    if (!m.need(1)) return false;
    const Object space = m.pop();
    const std::string n = space_name(space);
    if (n.empty()) return m.fail("typecheck", "a colour space name or array expected");
    GraphicsState& g = m.gs();
    const int comps = components_of(space);
    const bool device = n == "DeviceGray" || n == "DeviceRGB" || n == "DeviceCMYK";
    static const char* const kKnown[] = {"DeviceGray", "DeviceRGB", "DeviceCMYK", "CIEBasedABC", "CalRGB", "Lab",
                                         "CIEBasedDEF", "CIEBasedDEFG", "ICCBased", "DeviceN", "CIEBasedA", "CalGray",
                                         "Separation", "Indexed", "Pattern"};
    bool known = false;
    for (const char* k : kKnown) known = known || n == k;
    if (!known) return m.fail("undefined", "the colour space /" + printable(n, 40) + " is not known");
    g.color_space = device ? Object() : space;
    g.color_components = n == "Separation" || n == "Indexed" || n == "Pattern" ? 1 : comps;
    g.cmyk = comps == 4 && (device || n == "CIEBasedDEFG" || n == "ICCBased");
    g.color = comps == 4 ? cmyk_color(0, 0, 0, 1) : gray_color(0);
    g.color_text.clear();
    return true;
}

bool op_setcolor(Machine& m) {
    const Object space = m.gs().color_space;
    const std::string n = space_name(space);
    if (n == "Pattern" || (!m.operands.empty() && m.top().type == Type::Dict)) {
        if (!m.need(1)) return false;
        m.pop();   // the pattern; an uncoloured one's components below it stay for nobody
        note_pattern(m);
        return true;
    }
    if (n == "Separation" || n == "DeviceN") {
        const Array& a = space.array();
        if (a.size() < 4) return m.fail("rangecheck", "a " + n + " colour space has a name, an alternate and a tint transform");
        const int alt = components_of(a[2]);
        const size_t tints = n == "DeviceN" && a[1].type == Type::Array ? a[1].array().size() : 1;
        if (!m.need(tints)) return false;
        return run_then(m, a[3], setter_for(alt));
    }
    if (n == "Indexed") {
        const Array& a = space.array();
        if (a.size() < 4) return m.fail("rangecheck", "an Indexed colour space has a base, hival and a lookup");
        const int base = components_of(a[1]);
        double index = 0;
        if (!m.pop_number(&index)) return false;
        if (a[3].type == Type::String) {
            const std::string& lookup = a[3].string();
            const auto at = static_cast<size_t>(std::max(0.0, index)) * static_cast<size_t>(base);
            for (int k = 0; k < base; ++k) {
                const double v = at + static_cast<size_t>(k) < lookup.size()
                                     ? static_cast<unsigned char>(lookup[at + static_cast<size_t>(k)]) / 255.0
                                     : 0.0;
                if (!m.push(make_real(v, m.op_offset))) return false;
            }
            return m.execute(system_operator(m, setter_for(base)));
        }
        if (!m.push(make_real(index, m.op_offset))) return false;
        return run_then(m, a[3], setter_for(base));
    }
    const int comps = m.gs().color_components;
    const Object op = system_operator(m, setter_for(comps));
    return m.execute(op);
}

// dict matrix makepattern: the pattern (a copy of its dictionary); pattern setpattern.
bool op_makepattern(Machine& m) {
    Object matrix, d;
    if (!m.need(2) || !m.pop_type(Type::Array, &matrix) || !m.pop_type(Type::Dict, &d)) return false;
    if (!m.charge_memory(static_cast<std::int64_t>(d.dict().entries.size() + 1) * kBytesPerElement)) return false;
    Object p = make_dict(m.op_offset);
    p.dict().entries = d.dict().entries;
    p.dict().entries["Implementation"] = matrix;
    return m.push(p);
}

bool op_setpattern(Machine& m) {
    Object p;
    if (!m.pop_type(Type::Dict, &p)) return false;
    const auto paint = p.dict().entries.find("PaintType");
    if (paint != p.dict().entries.end() && paint->second.is_number() && paint->second.number() == 2) {
        // An uncoloured pattern takes the colour's components under it.
        const auto n = static_cast<size_t>(std::max(1, m.gs().color_components));
        size_t numbers = 0;
        while (numbers < n && numbers < m.operands.size() && m.top(numbers).is_number()) ++numbers;
        if (numbers == n)
            for (size_t k = 0; k < n; ++k) m.pop();
    }
    note_pattern(m);
    return true;
}

// clippath: the clip's box (the clip itself when it is a rectangle), else the page.
bool op_clippath(Machine& m) {
    auto box = m.page_box();
    if (m.gs().clip.active) {
        const Box& c = m.gs().clip.box;
        box = {c.min.x(), c.min.y(), c.max.x(), c.max.y()};
    }
    CurrentPath& p = m.build_path();
    p.clear();
    p.note_origin(m.op_offset);
    p.move_to(Vec2(box[0], box[1]));
    p.line_to(Vec2(box[2], box[1]));
    p.line_to(Vec2(box[2], box[3]));
    p.line_to(Vec2(box[0], box[3]));
    p.close();
    return true;
}

}  // namespace

void add_space_operators(std::vector<OperatorEntry>& t) {
    t.insert(t.end(), {{"setcolorspace", op_setcolorspace}, {"setcolor", op_setcolor},
                       {"makepattern", op_makepattern},     {"setpattern", op_setpattern},
                       {"clippath", op_clippath}});
}

}  // namespace plumbline::eps
