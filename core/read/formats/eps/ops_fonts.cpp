// Fonts as PostScript has them: dictionaries. `findfont` gives a font dictionary (FontName,
// FontType, FontMatrix, Encoding, FontBBox), kept in FontDirectory as Ghostscript keeps the
// fonts it loads; `scalefont` and `makefont` copy it with its FontMatrix transformed;
// `definefont` registers any dictionary (a re-encoded copy, an embedded Type 1, Type 3 or
// Type 42 font) under a key. Glyph outlines are never read: text is a Text item at the
// current point, every glyph 0.6 em wide; a Type 3 font's BuildChar/BuildGlyph is not run
// (its glyphs are text here, as pdf2svg's page draws them too). Also the text operators:
// show and its variants (ashow, widthshow, awidthshow, xshow, yshow, xyshow, glyphshow),
// stringwidth, charpath (one box per string), StandardEncoding and ISOLatin1Encoding.
#include <cmath>

#include "formats/eps/machine.hpp"

namespace plumbline::eps {

namespace {

// Every glyph is 0.6 of the font size wide (Courier's width): text is placed, not typeset.
constexpr double kGlyphWidth = 0.6;

// Codes 32..126 of both standard encodings (ISOLatin1Encoding differs at 39 and 96).
const char* const kAscii[] = {
    "space", "exclam", "quotedbl", "numbersign", "dollar", "percent", "ampersand", "quoteright", "parenleft",
    "parenright", "asterisk", "plus", "comma", "hyphen", "period", "slash", "zero", "one", "two", "three", "four",
    "five", "six", "seven", "eight", "nine", "colon", "semicolon", "less", "equal", "greater", "question", "at",
    "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q", "R", "S", "T", "U", "V",
    "W", "X", "Y", "Z", "bracketleft", "backslash", "bracketright", "asciicircum", "underscore", "quoteleft", "a",
    "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w",
    "x", "y", "z", "braceleft", "bar", "braceright", "asciitilde"};

struct Code {
    int code;
    const char* name;
};
const Code kStandardHigh[] = {
    {161, "exclamdown"}, {162, "cent"}, {163, "sterling"}, {164, "fraction"}, {165, "yen"}, {166, "florin"},
    {167, "section"}, {168, "currency"}, {169, "quotesingle"}, {170, "quotedblleft"}, {171, "guillemotleft"},
    {172, "guilsinglleft"}, {173, "guilsinglright"}, {174, "fi"}, {175, "fl"}, {177, "endash"}, {178, "dagger"},
    {179, "daggerdbl"}, {180, "periodcentered"}, {182, "paragraph"}, {183, "bullet"}, {184, "quotesinglbase"},
    {185, "quotedblbase"}, {186, "quotedblright"}, {187, "guillemotright"}, {188, "ellipsis"}, {189, "perthousand"},
    {191, "questiondown"}, {193, "grave"}, {194, "acute"}, {195, "circumflex"}, {196, "tilde"}, {197, "macron"},
    {198, "breve"}, {199, "dotaccent"}, {200, "dieresis"}, {202, "ring"}, {203, "cedilla"}, {205, "hungarumlaut"},
    {206, "ogonek"}, {207, "caron"}, {208, "emdash"}, {225, "AE"}, {227, "ordfeminine"}, {232, "Lslash"},
    {233, "Oslash"}, {234, "OE"}, {235, "ordmasculine"}, {241, "ae"}, {245, "dotlessi"}, {248, "lslash"},
    {249, "oslash"}, {250, "oe"}, {251, "germandbls"}};
const char* const kLatin1Accents[] = {  // 144..159
    "dotlessi", "grave", "acute", "circumflex", "tilde", "macron", "breve", "dotaccent", "dieresis", "",
    "ring", "cedilla", "", "hungarumlaut", "ogonek", "caron"};
const char* const kLatin1High[] = {  // 160..255
    "space", "exclamdown", "cent", "sterling", "currency", "yen", "brokenbar", "section", "dieresis", "copyright",
    "ordfeminine", "guillemotleft", "logicalnot", "hyphen", "registered", "macron", "degree", "plusminus",
    "twosuperior", "threesuperior", "acute", "mu", "paragraph", "periodcentered", "cedilla", "onesuperior",
    "ordmasculine", "guillemotright", "onequarter", "onehalf", "threequarters", "questiondown", "Agrave", "Aacute",
    "Acircumflex", "Atilde", "Adieresis", "Aring", "AE", "Ccedilla", "Egrave", "Eacute", "Ecircumflex",
    "Edieresis", "Igrave", "Iacute", "Icircumflex", "Idieresis", "Eth", "Ntilde", "Ograve", "Oacute",
    "Ocircumflex", "Otilde", "Odieresis", "multiply", "Oslash", "Ugrave", "Uacute", "Ucircumflex", "Udieresis",
    "Yacute", "Thorn", "germandbls", "agrave", "aacute", "acircumflex", "atilde", "adieresis", "aring", "ae",
    "ccedilla", "egrave", "eacute", "ecircumflex", "edieresis", "igrave", "iacute", "icircumflex", "idieresis",
    "eth", "ntilde", "ograve", "oacute", "ocircumflex", "otilde", "odieresis", "divide", "oslash", "ugrave",
    "uacute", "ucircumflex", "udieresis", "yacute", "thorn", "ydieresis"};

// The glyph name for no glyph (spelled so, not as one literal, for the code catalogue's
// test, which takes a quoted ".word" for a piece of a diagnostic code).
const std::string kNotdef = std::string(1, '.') + "notdef";

Array encoding(bool latin1) {
    Array a(256);
    for (Object& o : a) o = make_name(kNotdef, false);
    for (int c = 32; c <= 126; ++c) a[static_cast<size_t>(c)] = make_name(kAscii[c - 32], false);
    if (latin1) {
        a[39] = make_name("quotesingle", false);
        a[96] = make_name("grave", false);
        for (int c = 144; c <= 159; ++c)   // "" in the table: no glyph there
            if (*kLatin1Accents[c - 144]) a[static_cast<size_t>(c)] = make_name(kLatin1Accents[c - 144], false);
        for (int c = 160; c <= 255; ++c) a[static_cast<size_t>(c)] = make_name(kLatin1High[c - 160], false);
    } else {
        for (const Code& c : kStandardHigh) a[static_cast<size_t>(c.code)] = make_name(c.name, false);
    }
    return a;
}

// The two encodings and the standard glyph names (each to a placeholder: outlines are not
// read), made once for every machine: each machine copies them into arrays and a dictionary
// of its own (a program may change them), the names sharing their text, which nothing
// changes; the glyph names only when a font is first found (Machine::standard_charstrings).
// Made per drawing they were about a tenth of reading a small EPS answer.
struct FontResources {
    Array standard, latin1;
    std::map<std::string, Object, std::less<>> chars;
};

const FontResources& font_resources() {
    static const FontResources resources = [] {
        FontResources r;
        r.standard = encoding(false);
        r.latin1 = encoding(true);
        for (const Array* enc : {&r.standard, &r.latin1})
            for (const Object& name : *enc)
                if (name.type == Type::Name) r.chars[name.name()] = make_integer(0);
        return r;
    }();
    return resources;
}

Object matrix_object(const double* v, std::uint32_t at) {
    Array a;
    for (int k = 0; k < 6; ++k) a.push_back(make_real(v[k], at));
    return make_array(std::move(a), false, at);
}

Dict& systemdict(Machine& m) { return m.dict_stack[0].dict(); }

Object& font_directory(Machine& m) {
    Object& dir = systemdict(m).entries["FontDirectory"];
    if (dir.type != Type::Dict) dir = make_dict(m.op_offset);   // a program that replaced it gets a new one
    return dir;
}

// A font dictionary as findfont gives one for a font it knows by name.
Object standard_font(Machine& m, const std::string& name) {
    Object f = make_dict(m.op_offset);
    auto& e = f.dict().entries;
    e["FontName"] = make_name(name, false, m.op_offset);
    e["FontType"] = make_integer(1, m.op_offset);
    const double fm[6] = {0.001, 0, 0, 0.001, 0, 0};
    e["FontMatrix"] = matrix_object(fm, m.op_offset);
    e["FontBBox"] = make_array({make_integer(-200, m.op_offset), make_integer(-250, m.op_offset),
                                make_integer(1000, m.op_offset), make_integer(900, m.op_offset)},
                               false, m.op_offset);
    e["PaintType"] = make_integer(0, m.op_offset);
    e["Encoding"] = systemdict(m).entries["StandardEncoding"];
    if (m.standard_charstrings.type != Type::Dict) {   // the first font found makes it
        m.standard_charstrings = make_dict(m.op_offset);
        m.standard_charstrings.dict().entries = Entries(font_resources().chars);   // copied as systemdict's (machine.cpp)
    }
    e["CharStrings"] = m.standard_charstrings;
    e["FID"] = make_integer(static_cast<std::int64_t>(font_directory(m).dict().entries.size()) + 1, m.op_offset);
    return f;
}

bool font_key(Machine& m, const Object& key, std::string* name) {
    if (key.type == Type::Name) *name = key.name();
    else if (key.type == Type::String) *name = key.string();
    else return m.fail("typecheck", "a font is named by a name or a string, not " + describe(key));
    return true;
}

bool find_font(Machine& m, const std::string& name, Object* font) {
    Dict& dir = font_directory(m).dict();
    const auto it = dir.entries.find(name);
    if (it != dir.entries.end() && it->second.type == Type::Dict) {
        *font = it->second;
        return true;
    }
    if (!m.charge_memory(8 * kBytesPerElement)) return false;
    *font = standard_font(m, name);
    dir.entries[name] = *font;
    return true;
}

bool font_matrix(const Object& font, double* v) {
    const auto it = font.dict().entries.find("FontMatrix");
    if (it == font.dict().entries.end() || it->second.type != Type::Array || it->second.array().size() != 6) return false;
    for (size_t k = 0; k < 6; ++k) {
        if (!it->second.array()[k].is_number()) return false;
        v[k] = it->second.array()[k].number();
    }
    return true;
}

// A copy of the font with its FontMatrix multiplied by t (scalefont, makefont).
bool transformed_font(Machine& m, const Object& font, const double* t, Object* out) {
    if (!m.charge_memory(static_cast<std::int64_t>(font.dict().entries.size()) * kBytesPerElement)) return false;
    double fm[6] = {0.001, 0, 0, 0.001, 0, 0};
    font_matrix(font, fm);
    const double r[6] = {fm[0] * t[0] + fm[1] * t[2],         fm[0] * t[1] + fm[1] * t[3],
                         fm[2] * t[0] + fm[3] * t[2],         fm[2] * t[1] + fm[3] * t[3],
                         fm[4] * t[0] + fm[5] * t[2] + t[4], fm[4] * t[1] + fm[5] * t[3] + t[5]};
    *out = make_dict(m.op_offset);
    out->dict().entries = font.dict().entries;
    out->dict().entries["FontMatrix"] = matrix_object(r, m.op_offset);
    return true;
}

bool pop_font(Machine& m, Object* font) {
    if (!m.need(1)) return false;
    if (m.top().type != Type::Dict) return m.fail("typecheck", "a font dictionary expected, got " + describe(m.top()));
    *font = m.pop();
    return true;
}

bool op_findfont(Machine& m) {
    if (!m.need(1)) return false;
    std::string name;
    if (!font_key(m, m.top(), &name)) return false;
    m.pop();
    Object font;
    return find_font(m, name, &font) && m.push(font);
}

bool op_definefont(Machine& m) {
    if (!m.need(2)) return false;
    Object font;
    if (!pop_font(m, &font)) return false;
    std::string name;
    if (!font_key(m, m.top(), &name)) return false;
    m.pop();
    auto& e = font.dict().entries;
    if (!e.count("FID")) e["FID"] = make_integer(static_cast<std::int64_t>(font_directory(m).dict().entries.size()) + 1, m.op_offset);
    if (!e.count("FontName")) e["FontName"] = make_name(name, false, m.op_offset);
    const auto type = e.find("FontType");
    if (type != e.end() && type->second.type == Type::Integer && type->second.i == 3)
        m.note_once(Severity::Info, "eps.font.type3",
                    "A Type 3 font is defined: its glyph procedures (BuildChar, BuildGlyph) are not run; what it "
                    "shows is read as text, every glyph 0.6 em wide.");
    font_directory(m).dict().entries[name] = font;
    return m.push(font);
}

bool op_undefinefont(Machine& m) {
    if (!m.need(1)) return false;
    std::string name;
    if (!font_key(m, m.top(), &name)) return false;
    m.pop();
    font_directory(m).dict().entries.erase(name);
    return true;
}

bool op_scalefont(Machine& m) {
    double s = 0;
    Object font;
    if (!m.need(2) || !m.pop_number(&s) || !pop_font(m, &font)) return false;
    const double t[6] = {s, 0, 0, s, 0, 0};
    Object out;
    return transformed_font(m, font, t, &out) && m.push(out);
}

bool matrix_values(Machine& m, const Object& matrix, double* t) {
    if (matrix.type != Type::Array) return m.fail("typecheck", "a matrix (an array of six numbers) expected");
    if (matrix.array().size() != 6) return m.fail("rangecheck", "a matrix has six numbers");
    for (size_t k = 0; k < 6; ++k) {
        if (!matrix.array()[k].is_number()) return m.fail("typecheck", "a matrix holds numbers");
        t[k] = matrix.array()[k].number();
    }
    return true;
}

bool op_makefont(Machine& m) {
    if (!m.need(2)) return false;
    double t[6];
    if (!matrix_values(m, m.top(), t)) return false;
    m.pop();
    Object font, out;
    return pop_font(m, &font) && transformed_font(m, font, t, &out) && m.push(out);
}

// The graphics state's font: its name, and its size as the FontMatrix's vertical scale
// over a 1000-unit em.
void set_font(Machine& m, const Object& font) {
    FontState& f = m.gs().font;
    const auto name = font.dict().entries.find("FontName");
    f.name = name != font.dict().entries.end() && name->second.type == Type::Name ? name->second.name()
             : name != font.dict().entries.end() && name->second.type == Type::String ? name->second.string()
                                                                                      : "Font";
    double fm[6] = {0.001, 0, 0, 0.001, 0, 0};
    font_matrix(font, fm);
    f.size = 1000 * std::hypot(fm[2], fm[3]);
    f.dict = font;
}

bool op_setfont(Machine& m) {
    Object font;
    if (!pop_font(m, &font)) return false;
    set_font(m, font);
    return true;
}

bool op_selectfont(Machine& m) {
    if (!m.need(2)) return false;
    double t[6] = {0, 0, 0, 0, 0, 0};
    if (m.top().type == Type::Array) {
        if (!matrix_values(m, m.top(), t)) return false;
        m.pop();
    } else {
        double s = 0;
        if (!m.pop_number(&s)) return false;
        t[0] = t[3] = s;
    }
    std::string name;
    if (!m.need(1) || !font_key(m, m.top(), &name)) return false;
    m.pop();
    Object font, out;
    if (!find_font(m, name, &font) || !transformed_font(m, font, t, &out)) return false;
    set_font(m, out);
    return true;
}

bool op_currentfont(Machine& m) {
    if (m.gs().font.dict.type == Type::Dict) return m.push(m.gs().font.dict);
    Object font;
    return find_font(m, "Courier", &font) && m.push(font);
}

bool font_ready(Machine& m) {
    if (!m.gs().font.name.empty()) return true;
    return m.fail("invalidfont", "no font is set (findfont, scalefont and setfont, or selectfont, come first)");
}

double text_width(Machine& m, size_t glyphs) { return kGlyphWidth * m.gs().font.size * static_cast<double>(glyphs); }

// Paints the text at the current point and moves the point by its advance (user space).
bool show_text(Machine& m, const std::string& text, const Vec2& advance) {
    Vec2 at;
    if (!m.current_user_point(&at) || !font_ready(m)) return false;
    m.paint_text(text, at, advance.x());
    const Vec2 end = m.gs().ctm.apply(at + advance);
    if (is_finite(end)) m.gs().path.move_to(end);
    return true;
}

bool op_show(Machine& m) {
    Object s;
    if (!m.pop_type(Type::String, &s)) return false;
    return show_text(m, s.string(), Vec2(text_width(m, s.string().size()), 0));
}

// ax ay string ashow: every glyph's advance plus (ax, ay).
bool op_ashow(Machine& m) {
    Object s;
    double a[2];
    if (!m.need(3) || !m.pop_type(Type::String, &s) || !m.pop_numbers(a, 2)) return false;
    const double n = static_cast<double>(s.string().size());
    return show_text(m, s.string(), Vec2(text_width(m, s.string().size()) + n * a[0], n * a[1]));
}

size_t count_char(const std::string& s, double c) {
    size_t n = 0;
    for (const char ch : s) n += static_cast<unsigned char>(ch) == static_cast<int>(c);
    return n;
}

// cx cy char string widthshow: (cx, cy) added after each `char`.
bool op_widthshow(Machine& m) {
    Object s;
    double v[3];
    if (!m.need(4) || !m.pop_type(Type::String, &s) || !m.pop_numbers(v, 3)) return false;
    const double n = static_cast<double>(count_char(s.string(), v[2]));
    return show_text(m, s.string(), Vec2(text_width(m, s.string().size()) + n * v[0], n * v[1]));
}

bool op_awidthshow(Machine& m) {
    Object s;
    double v[5];
    if (!m.need(6) || !m.pop_type(Type::String, &s) || !m.pop_numbers(v, 5)) return false;
    const double n = static_cast<double>(count_char(s.string(), v[2]));
    const double all = static_cast<double>(s.string().size());
    return show_text(m, s.string(),
                     Vec2(text_width(m, s.string().size()) + n * v[0] + all * v[3], n * v[1] + all * v[4]));
}

// string numarray xshow / yshow / xyshow: the advances are given. An encoded number
// string in place of the array: its glyphs advance by the default width.
bool given_advances(Machine& m, int per_glyph) {
    if (!m.need(2)) return false;
    const Object adv = m.pop();
    Object s;
    if (!m.pop_type(Type::String, &s)) return false;
    Vec2 total(0, 0);
    if (adv.type == Type::Array) {
        const Array& a = adv.array();
        for (size_t k = 0; k < a.size(); ++k) {
            if (!a[k].is_number()) return m.fail("typecheck", "the advances are numbers");
            const double v = a[k].number();
            if (per_glyph == 2) (k % 2 ? total.y() : total.x()) += v;
            else if (per_glyph == 1) total.x() += v;
            else total.y() += v;
        }
    } else if (adv.type == Type::String) {
        total = Vec2(text_width(m, s.string().size()), 0);
    } else {
        return m.fail("typecheck", "the advances are an array or an encoded number string");
    }
    return show_text(m, s.string(), total);
}
bool op_xshow(Machine& m) { return given_advances(m, 1); }
bool op_yshow(Machine& m) { return given_advances(m, 0); }
bool op_xyshow(Machine& m) { return given_advances(m, 2); }

// name glyphshow: one glyph, shown as its name when that is one letter, else as "?".
bool op_glyphshow(Machine& m) {
    if (!m.need(1)) return false;
    const Object g = m.pop();
    const std::string text = g.type == Type::Name && g.name().size() == 1 ? g.name() : std::string("?");
    return show_text(m, text, Vec2(text_width(m, 1), 0));
}

bool op_stringwidth(Machine& m) {
    Object s;
    if (!m.pop_type(Type::String, &s)) return false;
    if (!font_ready(m)) return false;
    return m.push(make_real(text_width(m, s.string().size()), m.op_offset)) && m.push(make_real(0, m.op_offset));
}

// string bool charpath: the string's box (its advance by 0.72 em above the baseline), as
// glyph outlines are not read; the current point moves past it.
bool op_charpath(Machine& m) {
    bool stroked = false;
    Object s;
    if (!m.need(2) || !m.pop_bool(&stroked) || !m.pop_type(Type::String, &s)) return false;
    Vec2 at;
    if (!m.current_user_point(&at) || !font_ready(m)) return false;
    m.note_once(Severity::Warning, "eps.text.charpath",
                "`charpath` adds each string's box (its advance width, 0.72 em high) to the path, not its glyphs' "
                "outlines: what is painted from it is a box where Ghostscript paints letters.");
    const double w = text_width(m, s.string().size()), h = 0.72 * m.gs().font.size;
    const Affine& t = m.gs().ctm;
    CurrentPath& p = m.build_path();
    p.move_to(t.apply(at));
    p.line_to(t.apply(at + Vec2(w, 0)));
    p.line_to(t.apply(at + Vec2(w, h)));
    p.line_to(t.apply(at + Vec2(0, h)));
    p.close();
    p.move_to(t.apply(at + Vec2(w, 0)));
    return true;
}

// kshow, cshow: a procedure runs between glyphs; the text is shown whole (the procedure
// is not run), said once.
bool op_kshow(Machine& m) {
    Object s, proc;
    if (!m.need(2) || !m.pop_type(Type::String, &s) || !m.pop_procedure(&proc)) return false;
    m.note_once(Severity::Warning, "eps.text.procedure",
                "`" + std::string(m.op_name) + "` runs a procedure between glyphs; it is not run here: the text "
                "is shown whole, each glyph 0.6 em wide.");
    return show_text(m, s.string(), Vec2(text_width(m, s.string().size()), 0));
}

// setcharwidth, setcachedevice, setcachedevice2: inside BuildChar, never run here.
template <int N>
bool pop_numbers_n(Machine& m) {
    double v[10];
    return m.pop_numbers(v, N);
}

}  // namespace

void add_font_resources(Machine& m, Dict& sd) {
    const FontResources& resources = font_resources();
    sd.entries["StandardEncoding"] = make_array(resources.standard, false);
    sd.entries["ISOLatin1Encoding"] = make_array(resources.latin1, false);
    sd.entries["FontDirectory"] = make_dict();
    sd.entries["GlobalFontDirectory"] = sd.entries["FontDirectory"];
    sd.entries["SharedFontDirectory"] = sd.entries["FontDirectory"];
    (void)m;
}

void add_font_operators(std::vector<OperatorEntry>& t) {
    t.insert(t.end(), {{"findfont", op_findfont},   {"definefont", op_definefont}, {"undefinefont", op_undefinefont},
                       {"scalefont", op_scalefont}, {"makefont", op_makefont},     {"setfont", op_setfont},
                       {"selectfont", op_selectfont}, {"currentfont", op_currentfont}, {"rootfont", op_currentfont},
                       {"show", op_show},           {"ashow", op_ashow},           {"widthshow", op_widthshow},
                       {"awidthshow", op_awidthshow}, {"xshow", op_xshow},         {"yshow", op_yshow},
                       {"xyshow", op_xyshow},       {"glyphshow", op_glyphshow},   {"stringwidth", op_stringwidth},
                       {"charpath", op_charpath},   {"kshow", op_kshow},           {"cshow", op_kshow},
                       {"setcharwidth", pop_numbers_n<2>}, {"setcachedevice", pop_numbers_n<6>},
                       {"setcachedevice2", pop_numbers_n<10>}});
}

}  // namespace plumbline::eps
