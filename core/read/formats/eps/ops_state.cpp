// The graphics state: gsave/grestore (save/restore approximated by them), line width and
// the other stroke parameters, colours in every device colour space, the CTM
// (translate, scale, rotate, concat, setmatrix, currentmatrix, transform...), clipping
// (not applied, said once).
#include <cmath>

#include "base/numbers.hpp"
#include "formats/eps/clip.hpp"
#include "formats/eps/machine.hpp"

namespace plumbline::eps {

namespace {

constexpr double kDeg = kPi / 180;

// A matrix operand: an array of six numbers.
bool matrix_of(Machine& m, const Object& o, Affine* out) {
    if (o.type != Type::Array) return m.fail("typecheck", "a matrix (an array of six numbers) expected");
    const Array& a = o.array();
    if (a.size() != 6) return m.fail("rangecheck", "a matrix has six numbers, this array " + std::to_string(a.size()));
    double v[6];
    for (size_t k = 0; k < 6; ++k) {
        if (!a[k].is_number()) return m.fail("typecheck", "a matrix holds numbers, not " + describe(a[k]));
        v[k] = a[k].number();
    }
    *out = Affine{v[0], v[1], v[2], v[3], v[4], v[5]};
    return true;
}

void fill_matrix(const Object& o, const Affine& a) {
    Array& arr = o.array();
    const double v[6] = {a.a, a.b, a.c, a.d, a.e, a.f};
    for (size_t k = 0; k < 6; ++k) arr[k] = make_real(v[k], o.offset);
}

bool pop_matrix(Machine& m, Affine* out, Object* array) {
    if (!m.need(1)) return false;
    *array = m.pop();
    return matrix_of(m, *array, out);
}

// translate/scale/rotate: with a matrix operand on top, the result goes into it instead.
bool transform_op(Machine& m, size_t numbers, Affine (*make)(const double*)) {
    if (!m.need(1)) return false;
    if (m.top().type == Type::Array) {
        Object arr = m.pop();
        double v[2];
        if (!m.pop_numbers(v, numbers)) return false;
        if (arr.array().size() != 6) return m.fail("rangecheck", "a matrix has six numbers");
        fill_matrix(arr, make(v));
        return m.push(arr);
    }
    double v[2];
    if (!m.pop_numbers(v, numbers)) return false;
    const Affine t = make(v);
    if (!t.is_finite()) return m.fail("undefinedresult", "the transformation is not finite");
    m.gs().ctm = m.gs().ctm * t;
    return true;
}

bool op_translate(Machine& m) {
    return transform_op(m, 2, [](const double* v) { return Affine::translate(v[0], v[1]); });
}
bool op_scale(Machine& m) { return transform_op(m, 2, [](const double* v) { return Affine::scale(v[0], v[1]); }); }
bool op_rotate(Machine& m) {
    return transform_op(m, 1, [](const double* v) {
        const double c = std::cos(v[0] * kDeg), s = std::sin(v[0] * kDeg);
        return Affine{c, s, -s, c, 0, 0};   // counterclockwise in y-up user space
    });
}

bool op_concat(Machine& m) {
    Affine t;
    Object arr;
    if (!pop_matrix(m, &t, &arr)) return false;
    m.gs().ctm = m.gs().ctm * t;
    return true;
}
bool op_setmatrix(Machine& m) {
    Affine t;
    Object arr;
    if (!pop_matrix(m, &t, &arr)) return false;
    m.gs().ctm = t;
    return true;
}
bool op_currentmatrix(Machine& m) {
    Affine unused;
    Object arr;
    if (!m.need(1)) return false;
    arr = m.pop();
    if (arr.type != Type::Array) return m.fail("typecheck", "currentmatrix needs a matrix");
    if (arr.array().size() != 6) return m.fail("rangecheck", "a matrix has six numbers");
    (void)unused;
    fill_matrix(arr, m.gs().ctm);
    return m.push(arr);
}
bool op_matrix(Machine& m) {
    Object arr = make_array(Array(6), false, m.op_offset);
    fill_matrix(arr, Affine{});
    return m.push(arr);
}
bool op_identmatrix(Machine& m) {
    if (!m.need(1)) return false;
    if (m.top().type != Type::Array || m.top().array().size() != 6) return m.fail("typecheck", "a matrix expected");
    fill_matrix(m.top(), Affine{});
    return true;
}
bool op_initmatrix(Machine& m) {
    m.gs().ctm = Affine{};
    return true;
}
bool op_defaultmatrix(Machine& m) { return op_identmatrix(m); }
bool op_concatmatrix(Machine& m) {
    if (!m.need(3)) return false;
    Object out = m.pop();
    Affine b, a;
    Object ab, aa;
    if (!pop_matrix(m, &b, &ab) || !pop_matrix(m, &a, &aa)) return false;
    if (out.type != Type::Array || out.array().size() != 6) return m.fail("typecheck", "a matrix expected");
    fill_matrix(out, b * a);   // matrix1 then matrix2
    return m.push(out);
}

// Device space for distances: dtransform and idtransform with the CTM go to and from a
// 720 dpi device, as Ghostscript's pdfwrite has it, so the rounding idiom of MetaPost and
// others (`0 0.5 dtransform truncate idtransform`) keeps 0.5 rather than rounding to 0.
constexpr double kDevicePerBp = 10;

// transform, itransform, dtransform, idtransform: with the CTM or a matrix operand.
bool point_op(Machine& m, bool inverse, bool delta) {
    if (!m.need(2)) return false;
    Affine t = m.gs().ctm;
    bool device = delta;
    if (m.top().type == Type::Array) {
        Object arr;
        if (!pop_matrix(m, &t, &arr)) return false;
        device = false;
    }
    double v[2];
    if (!m.pop_numbers(v, 2)) return false;
    Vec2 p(v[0], v[1]);
    if (device && inverse) p = p / kDevicePerBp;
    if (inverse) {
        const double det = t.determinant();
        if (det == 0 || !std::isfinite(det)) return m.fail("undefinedresult", "the matrix is not invertible");
        if (!delta) p -= Vec2(t.e, t.f);
        p = Vec2((t.d * p.x() - t.c * p.y()) / det, (-t.b * p.x() + t.a * p.y()) / det);
    } else {
        p = delta ? t.apply_linear(p) : t.apply(p);
        if (device) p = p * kDevicePerBp;
    }
    return m.push(make_real(p.x(), m.op_offset)) && m.push(make_real(p.y(), m.op_offset));
}
bool op_transform(Machine& m) { return point_op(m, false, false); }
bool op_itransform(Machine& m) { return point_op(m, true, false); }
bool op_dtransform(Machine& m) { return point_op(m, false, true); }
bool op_idtransform(Machine& m) { return point_op(m, true, true); }

bool op_gsave(Machine& m) { return m.gsave(); }
bool op_grestore(Machine& m) {
    m.grestore();
    return true;
}
bool op_grestoreall(Machine& m) {
    while (m.gsave_depth() > 0) m.grestore();
    return true;
}
// save/restore: the graphics state part only (VM is not rolled back).
bool op_save(Machine& m) {
    if (!m.gsave()) return false;
    return m.push(make_name("--save--", false, m.op_offset));
}
bool op_restore(Machine& m) {
    if (!m.need(1)) return false;
    m.pop();
    m.grestore();
    return true;
}
bool op_initgraphics(Machine& m) {
    GraphicsState& g = m.gs();
    FontState font = g.font;
    g = GraphicsState{};
    g.font = font;
    return true;
}

bool op_setlinewidth(Machine& m) {
    double w = 0;
    if (!m.pop_number(&w)) return false;
    m.gs().line_width = std::abs(w);
    return true;
}
bool op_currentlinewidth(Machine& m) { return m.push(make_real(m.gs().line_width, m.op_offset)); }

bool int_in(Machine& m, int lo, int hi, int* out) {
    std::int64_t v = 0;
    if (!m.pop_integer(&v)) return false;
    if (v < lo || v > hi) return m.fail("rangecheck", std::to_string(v) + " is not in " + std::to_string(lo) + ".." + std::to_string(hi));
    *out = static_cast<int>(v);
    return true;
}
bool op_setlinecap(Machine& m) { return int_in(m, 0, 2, &m.gs().line_cap); }
bool op_setlinejoin(Machine& m) { return int_in(m, 0, 2, &m.gs().line_join); }
bool op_setmiterlimit(Machine& m) {
    double v = 0;
    if (!m.pop_number(&v)) return false;
    if (v < 1) return m.fail("rangecheck", "the miter limit is at least 1");
    m.gs().miter_limit = v;
    return true;
}
bool op_setdash(Machine& m) {
    double offset = 0;
    Object arr;
    if (!m.need(2) || !m.pop_number(&offset) || !m.pop_type(Type::Array, &arr)) return false;
    for (const Object& o : arr.array())
        if (!o.is_number()) return m.fail("typecheck", "a dash array holds numbers");
    return true;   // dashes change the look, not the structure
}
bool op_pop_number(Machine& m) {
    double v = 0;
    return m.pop_number(&v);
}
bool op_pop_bool(Machine& m) {
    bool v = false;
    return m.pop_bool(&v);
}

// Colours: the operands, their text as written, the RGB value.
bool set_color(Machine& m, int components, bool cmyk_space, Color (*make)(const double*)) {
    if (!m.need(static_cast<size_t>(components))) return false;
    std::string text;
    for (int k = components; k-- > 0;) {
        if (!m.top(static_cast<size_t>(k)).is_number())
            return m.fail("typecheck", "a colour component is a number, not " + describe(m.top(static_cast<size_t>(k))));
        text += (text.empty() ? "" : " ") + m.number_text(m.top(static_cast<size_t>(k)));
    }
    double v[4];
    if (!m.pop_numbers(v, static_cast<size_t>(components))) return false;
    GraphicsState& g = m.gs();
    g.color = make(v);
    g.color_text = text;
    g.color_components = components;
    g.cmyk = cmyk_space;
    return true;
}
bool op_setgray(Machine& m) { return set_color(m, 1, false, [](const double* v) { return gray_color(v[0]); }); }
bool op_setrgbcolor(Machine& m) {
    return set_color(m, 3, false, [](const double* v) { return rgb_color(v[0], v[1], v[2]); });
}
bool op_sethsbcolor(Machine& m) {
    if (!set_color(m, 3, false, [](const double* v) { return hsb_color(v[0], v[1], v[2]); })) return false;
    return true;
}
bool op_setcmykcolor(Machine& m) {
    return set_color(m, 4, true, [](const double* v) { return cmyk_color(v[0], v[1], v[2], v[3]); });
}
bool op_setcolorspace(Machine& m) {
    if (!m.need(1)) return false;
    Object o = m.pop();
    if (o.type == Type::Array && !o.array().empty()) o = o.array()[0];
    if (o.type != Type::Name) return m.fail("typecheck", "a colour space name expected");
    GraphicsState& g = m.gs();
    const std::string& n = o.name();
    if (n == "DeviceGray") g.color_components = 1, g.cmyk = false, g.color = gray_color(0);
    else if (n == "DeviceRGB") g.color_components = 3, g.cmyk = false, g.color = rgb_color(0, 0, 0);
    else if (n == "DeviceCMYK") g.color_components = 4, g.cmyk = true, g.color = cmyk_color(0, 0, 0, 1);
    else return m.fail("undefined", "the colour space /" + n.substr(0, 40) + " is not supported (DeviceGray, DeviceRGB, DeviceCMYK are)");
    g.color_text.clear();
    return true;
}
bool op_setcolor(Machine& m) {
    switch (m.gs().color_components) {
        case 3: return op_setrgbcolor(m);
        case 4: return op_setcmykcolor(m);
        default: return op_setgray(m);
    }
}
bool op_currentrgbcolor(Machine& m) {
    const Color& c = m.gs().color;
    return m.push(make_real(c.r, m.op_offset)) && m.push(make_real(c.g, m.op_offset)) &&
           m.push(make_real(c.b, m.op_offset));
}
bool op_currentgray(Machine& m) {
    const Color& c = m.gs().color;
    return m.push(make_real(0.3 * c.r + 0.59 * c.g + 0.11 * c.b, m.op_offset));
}

// The clip is narrowed to the current path (clip.hpp: cut exactly when it is a rectangle);
// the path stays (clip does not consume it).
bool op_clip(Machine& m) {
    m.gs().clip = clip_with(m.gs().clip, m.gs().path.subpaths());
    return true;
}
bool op_initclip(Machine& m) {
    m.gs().clip = ClipState();
    return true;
}
// x y w h rectclip: the rectangle in user space (the array and string forms: typecheck).
bool op_rectclip(Machine& m) {
    double v[4];
    if (!m.pop_numbers(v, 4)) return false;
    const Affine& ctm = m.gs().ctm;
    Subpath s;
    const Vec2 c[4] = {ctm.apply(Vec2(v[0], v[1])), ctm.apply(Vec2(v[0] + v[2], v[1])),
                       ctm.apply(Vec2(v[0] + v[2], v[1] + v[3])), ctm.apply(Vec2(v[0], v[1] + v[3]))};
    s.start = c[0];
    for (int k = 0; k < 4; ++k) s.path.pieces.push_back(PathPiece::line(c[k], c[(k + 1) % 4]));
    s.path.closed = true;
    m.gs().clip = clip_with(m.gs().clip, {s});
    m.gs().path.clear();   // rectclip ends with a newpath
    return true;
}

}  // namespace

void add_state_operators(std::vector<OperatorEntry>& t) {
    t.insert(t.end(), {{"translate", op_translate},     {"scale", op_scale},           {"rotate", op_rotate},
                       {"concat", op_concat},           {"setmatrix", op_setmatrix},   {"currentmatrix", op_currentmatrix},
                       {"matrix", op_matrix},           {"identmatrix", op_identmatrix}, {"initmatrix", op_initmatrix},
                       {"defaultmatrix", op_defaultmatrix}, {"concatmatrix", op_concatmatrix},
                       {"transform", op_transform},     {"itransform", op_itransform}, {"dtransform", op_dtransform},
                       {"idtransform", op_idtransform}, {"gsave", op_gsave},           {"grestore", op_grestore},
                       {"grestoreall", op_grestoreall}, {"save", op_save},             {"restore", op_restore},
                       {"initgraphics", op_initgraphics}, {"setlinewidth", op_setlinewidth},
                       {"currentlinewidth", op_currentlinewidth}, {"setlinecap", op_setlinecap},
                       {"setlinejoin", op_setlinejoin}, {"setmiterlimit", op_setmiterlimit}, {"setdash", op_setdash},
                       {"setflat", op_pop_number},      {"setstrokeadjust", op_pop_bool}, {"setgray", op_setgray},
                       {"setrgbcolor", op_setrgbcolor}, {"sethsbcolor", op_sethsbcolor}, {"setcmykcolor", op_setcmykcolor},
                       {"setcolorspace", op_setcolorspace}, {"setcolor", op_setcolor},
                       {"currentrgbcolor", op_currentrgbcolor}, {"currentgray", op_currentgray},
                       {"clip", op_clip},               {"eoclip", op_clip},           {"initclip", op_initclip},
                       {"rectclip", op_rectclip}});
}

}  // namespace plumbline::eps
