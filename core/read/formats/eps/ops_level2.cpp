// The LanguageLevel 2 operators that programs' prologs ask about or set without drawing:
// the interpreter's identity (`languagelevel` 2, `version`, `product`), packing, VM and
// cache parameters, halftones and transfer functions, the device's state queries
// (`currentlinecap`, `currentdash`, `currentflat`...), and string searching. None changes
// the geometry: setting them is read past; a query answers what Ghostscript answers.
#include <algorithm>
#include <cmath>

#include "formats/eps/machine.hpp"

namespace plumbline::eps {

namespace {

bool push_int(Machine& m, std::int64_t v) { return m.push(make_integer(v, m.op_offset)); }
bool push_real(Machine& m, double v) { return m.push(make_real(v, m.op_offset)); }
bool push_bool(Machine& m, bool v) { return m.push(make_bool(v, m.op_offset)); }
bool push_proc(Machine& m) { return m.push(make_array(Array(), true, m.op_offset)); }

// Pops n operands of any type (the setters of device parameters read past).
template <int N>
bool pop_any(Machine& m) {
    if (!m.need(N)) return false;
    for (int k = 0; k < N; ++k) m.pop();
    return true;
}

bool op_languagelevel(Machine& m) { return push_int(m, 2); }
bool op_version(Machine& m) { return m.push(make_string("3010", m.op_offset)); }
bool op_product(Machine& m) { return m.push(make_string("Plumbline", m.op_offset)); }
bool op_revision(Machine& m) { return push_int(m, 1); }
bool op_serialnumber(Machine& m) { return push_int(m, 0); }
bool op_false(Machine& m) { return push_bool(m, false); }
bool op_zero(Machine& m) { return push_int(m, 0); }

bool op_setpacking(Machine& m) {
    bool v = false;
    return m.pop_bool(&v);
}
bool op_packedarray(Machine& m) {
    std::int64_t n = 0;
    if (!m.pop_integer(&n)) return false;
    if (n < 0) return m.fail("rangecheck", "a negative array size");
    if (!m.need(static_cast<size_t>(n)) || !m.charge_memory(n * kBytesPerElement)) return false;
    Array a(static_cast<size_t>(n));
    for (size_t k = a.size(); k-- > 0;) a[k] = m.pop();
    return m.push(make_array(std::move(a), false, m.op_offset));
}

bool op_cleardictstack(Machine& m) {
    m.dict_stack.resize(Machine::kPermanentDicts);
    ++dict_keys_changed;   // Machine::lookup's memory
    return true;
}

// vmstatus: level, used, maximum.
bool op_vmstatus(Machine& m) { return push_int(m, 0) && push_int(m, 0) && push_int(m, 100000000); }

// setscreen (frequency angle proc), currentscreen; sethalftone; transfer functions.
bool op_currentscreen(Machine& m) { return push_real(m, 60) && push_real(m, 0) && push_proc(m); }
bool op_currenthalftone(Machine& m) {
    Object d = make_dict(m.op_offset);
    d.dict().entries["HalftoneType"] = make_integer(1, m.op_offset);
    d.dict().entries["Frequency"] = make_real(60, m.op_offset);
    d.dict().entries["Angle"] = make_real(0, m.op_offset);
    d.dict().entries["SpotFunction"] = make_array(Array(), true, m.op_offset);
    return m.push(d);
}
bool op_currentcolorscreen(Machine& m) {
    for (int k = 0; k < 4; ++k)
        if (!op_currentscreen(m)) return false;
    return true;
}
bool op_currentcolortransfer(Machine& m) { return push_proc(m) && push_proc(m) && push_proc(m) && push_proc(m); }
bool op_setcolorscreen(Machine& m) { return pop_any<12>(m); }

bool op_currentlinecap(Machine& m) { return push_int(m, m.gs().line_cap); }
bool op_currentlinejoin(Machine& m) { return push_int(m, m.gs().line_join); }
bool op_currentmiterlimit(Machine& m) { return push_real(m, m.gs().miter_limit); }
bool op_currentflat(Machine& m) { return push_real(m, 1.0); }
bool op_currentdash(Machine& m) { return m.push(make_array(Array(), false, m.op_offset)) && push_int(m, 0); }
bool op_currentcmykcolor(Machine& m) {
    const Color& c = m.gs().color;
    const double k = 1 - std::max({c.r, c.g, c.b});
    const double d = k < 1 ? 1 - k : 1;
    return push_real(m, (1 - c.r - k) / d) && push_real(m, (1 - c.g - k) / d) && push_real(m, (1 - c.b - k) / d) &&
           push_real(m, k);
}
bool op_currentcolorspace(Machine& m) {
    const char* name = m.gs().color_components == 4 ? "DeviceCMYK" : m.gs().color_components == 3 ? "DeviceRGB" : "DeviceGray";
    return m.push(make_array({make_name(name, false, m.op_offset)}, false, m.op_offset));
}
bool op_currentpagedevice(Machine& m) {
    Object d = make_dict(m.op_offset);
    d.dict().entries["PageSize"] = make_array({make_integer(612, m.op_offset), make_integer(792, m.op_offset)}, false, m.op_offset);
    d.dict().entries["HWResolution"] = make_array({make_real(720, m.op_offset), make_real(720, m.op_offset)}, false, m.op_offset);
    return m.push(d);
}
bool op_dict_result(Machine& m) { return m.push(make_dict(m.op_offset)); }
bool op_cachestatus(Machine& m) {
    for (int k = 0; k < 7; ++k)
        if (!push_int(m, 0)) return false;
    return true;
}
// setucacheparams, setcacheparams: mark ... setucacheparams.
bool op_cleartomark_params(Machine& m) {
    for (size_t k = 0; k < m.operands.size(); ++k)
        if (m.top(k).type == Type::Mark) {
            m.operands.resize(m.operands.size() - k - 1);
            return true;
        }
    return m.fail("unmatchedmark", "no mark before the parameters");
}
bool op_currentcacheparams(Machine& m) { return m.push(make_mark(m.op_offset)) && push_int(m, 0) && push_int(m, 0); }

// string seek search: post match pre true, or string false.
bool op_search(Machine& m) {
    Object seek, s;
    if (!m.need(2) || !m.pop_type(Type::String, &seek) || !m.pop_type(Type::String, &s)) return false;
    const std::string& text = s.string();
    const size_t at = text.find(seek.string());
    if (at == std::string::npos) return m.push(s) && push_bool(m, false);
    return m.push(make_string(text.substr(at + seek.string().size()), m.op_offset)) &&
           m.push(make_string(text.substr(at, seek.string().size()), m.op_offset)) &&
           m.push(make_string(text.substr(0, at), m.op_offset)) && push_bool(m, true);
}
bool op_anchorsearch(Machine& m) {
    Object seek, s;
    if (!m.need(2) || !m.pop_type(Type::String, &seek) || !m.pop_type(Type::String, &s)) return false;
    const std::string& text = s.string();
    if (text.compare(0, seek.string().size(), seek.string()) != 0) return m.push(s) && push_bool(m, false);
    return m.push(make_string(text.substr(seek.string().size()), m.op_offset)) &&
           m.push(make_string(seek.string(), m.op_offset)) && push_bool(m, true);
}

// num radix string cvrs: the number in that radix (integers; a real as cvs gives it).
bool op_cvrs(Machine& m) {
    Object dst;
    std::int64_t radix = 10;
    if (!m.need(3) || !m.pop_type(Type::String, &dst) || !m.pop_integer(&radix)) return false;
    if (radix < 2 || radix > 36) return m.fail("rangecheck", "the radix is from 2 to 36");
    double v = 0;
    if (!m.pop_number(&v)) return false;
    std::string text;
    if (radix == 10 && v != std::floor(v)) {
        char buf[40];
        std::snprintf(buf, sizeof buf, "%g", v);
        text = buf;
    } else {
        auto u = static_cast<std::uint32_t>(static_cast<std::int64_t>(v));
        if (radix == 10 && v < 0) text = std::to_string(static_cast<std::int64_t>(v));
        else {
            do {
                text.insert(text.begin(), "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[u % static_cast<std::uint32_t>(radix)]);
                u /= static_cast<std::uint32_t>(radix);
            } while (u);
        }
    }
    if (text.size() > dst.string().size()) return m.fail("rangecheck", "the string is too short for the text");
    dst.string().replace(0, text.size(), text);
    return m.push(make_string(text, m.op_offset));
}

// matrix invertmatrix / matrix1 matrix2 invertmatrix.
bool op_invertmatrix(Machine& m) {
    Object dst, src;
    if (!m.need(2) || !m.pop_type(Type::Array, &dst) || !m.pop_type(Type::Array, &src)) return false;
    if (src.array().size() != 6 || dst.array().size() != 6) return m.fail("rangecheck", "a matrix has six numbers");
    double v[6];
    for (size_t k = 0; k < 6; ++k) {
        if (!src.array()[k].is_number()) return m.fail("typecheck", "a matrix holds numbers");
        v[k] = src.array()[k].number();
    }
    const double det = v[0] * v[3] - v[1] * v[2];
    if (det == 0 || !std::isfinite(det)) return m.fail("undefinedresult", "the matrix is not invertible");
    const double r[6] = {v[3] / det, -v[1] / det, -v[2] / det, v[0] / det, (v[2] * v[5] - v[3] * v[4]) / det,
                         (v[1] * v[4] - v[0] * v[5]) / det};
    for (size_t k = 0; k < 6; ++k) dst.array()[k] = make_real(r[k], m.op_offset);
    return m.push(dst);
}

// gcheck, scheck: a simple object counts as global; composites are local (no global VM here).
bool op_gcheck(Machine& m) {
    if (!m.need(1)) return false;
    const Type t = m.pop().type;
    return push_bool(m, !(t == Type::Array || t == Type::String || t == Type::Dict || t == Type::File));
}
bool op_wcheck(Machine& m) { return pop_any<1>(m) && push_bool(m, true); }
bool op_countexecstack(Machine& m) { return push_int(m, 1); }
bool op_noop(Machine&) { return true; }

// dict maxlength: its capacity; a dictionary here grows as it needs, so room is always left.
bool op_maxlength(Machine& m) {
    Object d;
    if (!m.pop_type(Type::Dict, &d)) return false;
    return push_int(m, static_cast<std::int64_t>(d.dict().entries.size()) + 100);
}

// string token: post any true | false; file token: any true | false.
bool op_token(Machine& m) {
    if (!m.need(1)) return false;
    const Object src = m.pop();
    if (src.type == Type::String) {
        Object o;
        size_t used = 0;
        if (!m.scan_token(src.string(), &o, &used)) return push_bool(m, false);
        return m.push(make_string(src.string().substr(used), m.op_offset)) && m.push(o) && push_bool(m, true);
    }
    if (src.type == Type::File) {
        FileData& f = src.file();
        if (!f.current && !materialize_file(m, f)) return false;
        const std::string_view rest = f.current ? m.text().substr(std::min(m.file_pos(), m.text().size()))
                                                : std::string_view(f.data).substr(std::min(f.pos, f.data.size()));
        Object o;
        size_t used = 0;
        const bool found = m.scan_token(rest, &o, &used);
        if (f.current) m.set_file_pos(m.file_pos() + used);
        else {
            f.pos += used;
            f.rescan = true;
        }
        return found ? m.push(o) && push_bool(m, true) : push_bool(m, false);
    }
    return m.fail("typecheck", "token reads a string or a file, not " + describe(src));
}

// move line curve close pathforall: the current path in user space, each piece handed to
// its procedure (an arc as the line to its end).
bool op_pathforall(Machine& m) {
    Object procs[4];
    if (!m.need(4)) return false;
    for (int k = 3; k >= 0; --k)
        if (!m.pop_procedure(&procs[k])) return false;
    const Affine& t = m.gs().ctm;
    const double det = t.determinant();
    if (det == 0 || !std::isfinite(det)) return m.fail("undefinedresult", "the current matrix is not invertible");
    const auto user = [&](const Vec2& p) {
        const Vec2 q = p - Vec2(t.e, t.f);
        return Vec2((t.d * q.x() - t.c * q.y()) / det, (-t.b * q.x() + t.a * q.y()) / det);
    };
    const Object exec = m.dict_stack[0].dict().entries["exec"];
    Array body;
    const auto call = [&](std::initializer_list<Vec2> points, const Object& proc) {
        for (const Vec2& p : points) {
            const Vec2 u = user(p);
            body.push_back(make_real(u.x(), m.op_offset));
            body.push_back(make_real(u.y(), m.op_offset));
        }
        body.push_back(proc);
        body.push_back(exec);
    };
    for (const Subpath& sp : m.gs().path.subpaths()) {
        call({sp.start}, procs[0]);
        for (const PathPiece& piece : sp.path.pieces) {
            if (piece.kind == PathPiece::Kind::Cubic) call({piece.p1, piece.p2, piece.p3}, procs[2]);
            else call({piece.p3}, procs[1]);
        }
        if (sp.path.closed) call({}, procs[3]);
    }
    if (!m.charge_memory(static_cast<std::int64_t>(body.size()) * kBytesPerElement)) return false;
    if (body.empty()) return true;
    return m.call(make_array(std::move(body), true, m.op_offset));
}

// Resources: a dictionary per category; fonts are FontDirectory's.
Object& resource_category(Machine& m, const std::string& category) {
    Object& all = m.dict_stack[0].dict().entries[".Resources"];
    if (all.type != Type::Dict) all = make_dict(m.op_offset);
    Object& cat = all.dict().entries[category];
    if (cat.type != Type::Dict) cat = make_dict(m.op_offset);
    return cat;
}
bool resource_key(Machine& m, const Object& o, std::string* k) {
    if (!key_of(o, k)) return m.fail("typecheck", "a resource is named by a name or a string");
    return true;
}
bool op_defineresource(Machine& m) {
    Object category;
    if (!m.need(3) || !m.pop_type(Type::Name, &category)) return false;
    const Object instance = m.pop(), key = m.pop();
    std::string k;
    if (!resource_key(m, key, &k)) return false;
    if (category.name() == "Font") {
        Object& dir = m.dict_stack[0].dict().entries["FontDirectory"];
        if (dir.type == Type::Dict) dir.dict().entries[k] = instance;
    }
    resource_category(m, category.name()).dict().entries[k] = instance;
    return m.push(instance);
}
bool op_findresource(Machine& m) {
    Object category;
    if (!m.need(2) || !m.pop_type(Type::Name, &category)) return false;
    const Object key = m.pop();
    if (category.name() == "Font") {
        if (!m.push(key)) return false;
        return m.execute(m.dict_stack[0].dict().entries["findfont"]);
    }
    std::string k;
    if (!resource_key(m, key, &k)) return false;
    const auto& e = resource_category(m, category.name()).dict().entries;
    const auto it = e.find(k);
    if (it == e.end() && category.name() == "Encoding" && (k == "StandardEncoding" || k == "ISOLatin1Encoding"))
        return m.push(m.dict_stack[0].dict().entries[k]);
    if (it == e.end())
        return m.fail("undefined", "the resource " + printable(k, 40) + " of category " + printable(category.name(), 40) +
                                       " is not defined");
    return m.push(it->second);
}
bool op_resourcestatus(Machine& m) {
    Object category;
    if (!m.need(2) || !m.pop_type(Type::Name, &category)) return false;
    const Object key = m.pop();
    std::string k;
    if (!resource_key(m, key, &k)) return false;
    const auto& e = resource_category(m, category.name()).dict().entries;
    // The font types an interpreter like Ghostscript has (42: TrueType; 3: procedures...).
    const bool builtin = (category.name() == "FontType" && key.is_number() &&
                          (key.number() == 0 || key.number() == 1 || key.number() == 3 || key.number() == 42)) ||
                         (category.name() == "Encoding" && (k == "StandardEncoding" || k == "ISOLatin1Encoding"));
    if (!builtin && e.find(k) == e.end()) return push_bool(m, false);
    return push_int(m, 1) && push_int(m, 0) && push_bool(m, true);
}
bool op_undefineresource(Machine& m) {
    Object category;
    if (!m.need(2) || !m.pop_type(Type::Name, &category)) return false;
    const Object key = m.pop();
    std::string k;
    if (!resource_key(m, key, &k)) return false;
    resource_category(m, category.name()).dict().entries.erase(k);
    return true;
}

bool op_currentcolor(Machine& m) {
    const Color& c = m.gs().color;
    switch (m.gs().color_components) {
        case 4: return op_currentcmykcolor(m);
        case 3: return push_real(m, c.r) && push_real(m, c.g) && push_real(m, c.b);
        default: return push_real(m, 0.3 * c.r + 0.59 * c.g + 0.11 * c.b);
    }
}
bool op_currenthsbcolor(Machine& m) {
    const Color& c = m.gs().color;
    const double mx = std::max({c.r, c.g, c.b}), mn = std::min({c.r, c.g, c.b});
    double h = 0;
    if (mx > mn) {
        if (mx == c.r) h = std::fmod((c.g - c.b) / (mx - mn), 6.0) / 6;
        else if (mx == c.g) h = ((c.b - c.r) / (mx - mn) + 2) / 6;
        else h = ((c.r - c.g) / (mx - mn) + 4) / 6;
        if (h < 0) h += 1;
    }
    return push_real(m, h) && push_real(m, mx > 0 ? (mx - mn) / mx : 0) && push_real(m, mx);
}

// shading shfill: the shading is not painted; said once.
bool op_shfill(Machine& m) {
    Object d;
    if (!m.pop_type(Type::Dict, &d)) return false;
    m.note_once(Severity::Warning, "eps.paint.shading",
                "A smooth shading (`shfill`) is not painted: the area it fills is missing from the reading.");
    return true;
}

// name findencoding: the standard encodings.
bool op_findencoding(Machine& m) {
    Object name;
    if (!m.pop_type(Type::Name, &name)) return false;
    if (name.name() != "StandardEncoding" && name.name() != "ISOLatin1Encoding") {
        const auto& e = resource_category(m, "Encoding").dict().entries;
        const auto it = e.find(name.name());
        if (it == e.end()) return m.fail("undefined", "the encoding " + printable(name.name(), 40) + " is not defined");
        return m.push(it->second);
    }
    return m.push(m.dict_stack[0].dict().entries[name.name()]);
}

// gstate, currentgstate, setgstate: graphics states as objects (the machine keeps them).
bool op_gstate(Machine& m) {
    Object o;
    return m.save_gstate(&o) && m.push(o);
}
bool op_currentgstate(Machine& m) {
    Object o;
    if (!m.pop_type(Type::Dict, &o)) return false;
    return m.save_gstate(&o) && m.push(o);
}
bool op_setgstate(Machine& m) {
    Object o;
    if (!m.pop_type(Type::Dict, &o)) return false;
    return m.restore_gstate(o);
}

}  // namespace

void add_level2_operators(std::vector<OperatorEntry>& t) {
    t.insert(t.end(), {{"languagelevel", op_languagelevel}, {"version", op_version}, {"product", op_product},
                       {"revision", op_revision}, {"serialnumber", op_serialnumber},
                       {"currentpacking", op_false}, {"setpacking", op_setpacking}, {"packedarray", op_packedarray},
                       {"cleardictstack", op_cleardictstack}, {"vmstatus", op_vmstatus}, {"vmreclaim", pop_any<1>},
                       {"setvmthreshold", pop_any<1>}, {"setglobal", op_setpacking}, {"currentglobal", op_false},
                       {"setshared", op_setpacking}, {"currentshared", op_false},
                       {"setscreen", pop_any<3>}, {"currentscreen", op_currentscreen},
                       {"setcolorscreen", op_setcolorscreen}, {"currentcolorscreen", op_currentcolorscreen},
                       {"sethalftone", pop_any<1>}, {"currenthalftone", op_currenthalftone},
                       {"settransfer", pop_any<1>}, {"currenttransfer", push_proc},
                       {"setcolortransfer", pop_any<4>}, {"currentcolortransfer", op_currentcolortransfer},
                       {"setblackgeneration", pop_any<1>}, {"currentblackgeneration", push_proc},
                       {"setundercolorremoval", pop_any<1>}, {"currentundercolorremoval", push_proc},
                       {"setcolorrendering", pop_any<1>}, {"currentcolorrendering", op_dict_result},
                       {"setoverprint", op_setpacking}, {"currentoverprint", op_false},
                       {"setsmoothness", pop_any<1>}, {"currentsmoothness", op_currentflat},
                       {"currentstrokeadjust", op_false}, {"currentflat", op_currentflat},
                       {"currentlinecap", op_currentlinecap}, {"currentlinejoin", op_currentlinejoin},
                       {"currentmiterlimit", op_currentmiterlimit}, {"currentdash", op_currentdash},
                       {"currentcmykcolor", op_currentcmykcolor}, {"currentcolorspace", op_currentcolorspace},
                       {"currentpagedevice", op_currentpagedevice}, {"currentsystemparams", op_dict_result},
                       {"currentuserparams", op_dict_result}, {"setsystemparams", pop_any<1>},
                       {"setuserparams", pop_any<1>}, {"setdevparams", pop_any<2>},
                       {"setobjectformat", pop_any<1>}, {"currentobjectformat", op_zero},
                       {"setcachelimit", pop_any<1>}, {"cachestatus", op_cachestatus},
                       {"setucacheparams", op_cleartomark_params}, {"setcacheparams", op_cleartomark_params},
                       {"currentcacheparams", op_currentcacheparams}, {"ucache", op_noop},
                       {"search", op_search}, {"anchorsearch", op_anchorsearch}, {"cvrs", op_cvrs},
                       {"invertmatrix", op_invertmatrix}, {"gcheck", op_gcheck}, {"wcheck", op_wcheck},
                       {"rcheck", op_wcheck}, {"scheck", op_gcheck}, {"countexecstack", op_countexecstack},
                       {"echo", pop_any<1>}, {"prompt", op_noop}, {"maxlength", op_maxlength},
                       {"token", op_token}, {"pathforall", op_pathforall}, {"defineresource", op_defineresource},
                       {"findresource", op_findresource}, {"resourcestatus", op_resourcestatus},
                       {"undefineresource", op_undefineresource}, {"currentcolor", op_currentcolor},
                       {"currenthsbcolor", op_currenthsbcolor}, {"shfill", op_shfill}, {"gstate", op_gstate},
                       {"currentgstate", op_currentgstate}, {"setgstate", op_setgstate},
                       {"findencoding", op_findencoding}});
}

}  // namespace plumbline::eps
