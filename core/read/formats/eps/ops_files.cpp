// Files: `currentfile` (the drawing text from where the scanner stands), decode filters
// over it (decoded whole when made: filters.hpp), reading (`read`, `readstring`,
// `readhexstring`, `readline`), `exec` of a decoded file (ps2write's compressed prolog),
// `eexec` (an embedded Type 1 font's encrypted part, skipped: its font is defined, its
// glyphs are not read), and the images that read their data from them: `image`,
// `colorimage` and `imagemask` are not drawn; their data is read as PostScript reads it
// (data procedures run until the image has its bytes) and their box (the unit square of
// user space) is kept as a filled rectangle, with a warning.
#include <algorithm>
#include <cmath>

#include "formats/eps/filters.hpp"
#include "formats/eps/machine.hpp"

namespace plumbline::eps {

namespace {

bool op_currentfile(Machine& m) {
    const Object running = m.running_file();
    if (running.type == Type::File) return m.push(running);
    FileData f;
    f.current = true;
    Object o = make_file(std::move(f), m.op_offset);
    return m.push(o);
}

FilterParams params_of(const PendingFilter& p) {
    FilterParams params;
    params.eod_count = p.eod_count;
    params.eod_string = p.eod_string;
    params.early_change = p.early_change;
    return params;
}

// Decodes `in` through a chain of filters; the bytes of `in` the first one consumed.
bool decode_chain(Machine& m, const std::vector<PendingFilter>& chain, std::string_view in, std::string* out,
                  size_t* consumed, bool for_image = false, std::string* skipped = nullptr) {
    std::string cur(in);
    *consumed = 0;
    for (size_t k = 0; k < chain.size(); ++k) {
        std::string next;
        size_t used = 0;
        const FilterResult r = decode_filter(chain[k].name, params_of(chain[k]), cur, static_cast<size_t>(kMaxObjectBytes),
                                             &next, &used);
        if (r == FilterResult::Unknown && for_image && k > 0) {
            // Image data after the first filter: the first one said where the data ends, and
            // the image is not drawn, so what the others would decode is not needed.
            cur.clear();
            if (skipped) *skipped = chain[k].name;
            break;
        }
        if (r == FilterResult::Unknown) {
            m.note(Severity::Error, "eps.filter.unsupported",
                   "The filter /" + printable(chain[k].name) + " is not supported (ASCIIHexDecode, ASCII85Decode, "
                   "RunLengthDecode, LZWDecode, FlateDecode, SubFileDecode are); the drawing cannot be read past its data.");
            return m.fail_quietly();
        }
        if (r == FilterResult::TooLarge || !m.charge_memory(static_cast<std::int64_t>(next.size())))
            return m.limit("memory", "A filter's decoded data is larger than the memory budget; reading stopped here.");
        if (r == FilterResult::Corrupt)
            m.note_once(Severity::Warning, "eps.filter.corrupt",
                        "The data of a /" + printable(chain[k].name) + " filter is not well formed; it is read up to "
                        "the fault.");
        if (k == 0) *consumed = used;
        cur = std::move(next);
    }
    *out = std::move(cur);
    return true;
}

bool unsupported_filter(Machine& m, const std::string& name) {
    m.note(Severity::Error, "eps.filter.unsupported",
           "The filter /" + printable(name) + " is not supported (ASCIIHexDecode, ASCII85Decode, RunLengthDecode, "
           "LZWDecode, FlateDecode, SubFileDecode are); the drawing cannot be read past its data.");
    return m.fail_quietly();
}

// A filter over currentfile is decoded when first read, from where the scanner stands.
bool materialize(Machine& m, FileData& f, bool for_image = false) {
    if (!f.unsupported.empty()) return for_image || unsupported_filter(m, f.unsupported);
    if (f.pending.empty()) return true;
    const std::vector<PendingFilter> chain = std::move(f.pending);
    f.pending.clear();
    const std::string_view in = m.text().substr(std::min(m.file_pos(), m.text().size()));
    size_t consumed = 0;
    if (!decode_chain(m, chain, in, &f.data, &consumed, for_image, &f.unsupported)) return false;
    f.pos = 0;
    m.set_file_pos(m.file_pos() + consumed);
    return true;
}

// What is left to read of a file.
std::string_view rest_of(Machine& m, FileData& f) {
    if (f.current) return m.text().substr(std::min(m.file_pos(), m.text().size()));
    if (!materialize(m, f)) return std::string_view();
    return std::string_view(f.data).substr(std::min(f.pos, f.data.size()));
}
void advance(Machine& m, FileData& f, size_t n) {
    if (f.current) m.set_file_pos(m.file_pos() + n);
    else {
        f.pos = std::min(f.data.size(), f.pos + n);
        f.rescan = true;   // if it is being run, its program goes on from here
    }
}

bool number_in(const Dict& d, const char* key, double* v) {
    const auto it = d.entries.find(key);
    if (it == d.entries.end() || !it->second.is_number()) return false;
    *v = it->second.number();
    return true;
}

// source [params] /Name filter; SubFileDecode: source [params] count string /SubFileDecode filter.
bool op_filter(Machine& m) {
    Object name;
    if (!m.pop_type(Type::Name, &name)) return false;
    const std::string& n = name.name();
    FilterParams params;
    if (n == "SubFileDecode") {
        Object s;
        std::int64_t count = 0;
        if (!m.need(2) || !m.pop_type(Type::String, &s) || !m.pop_integer(&count)) return false;
        params.eod_count = static_cast<long>(count);
        params.eod_string = s.string();
    }
    if (!m.need(1)) return false;
    if (m.top().type == Type::Dict) {
        double v = 1;
        if (number_in(m.top().dict(), "EarlyChange", &v)) params.early_change = v != 0;
        m.pop();
    }
    if (!m.need(1)) return false;
    const Object source = m.pop();
    if (source.type != Type::File && source.type != Type::String)
        return m.fail("typecheck", "a filter reads from a file or a string here (a procedure as its source is "
                                   "not supported), not " + describe(source));
    if (n.size() > 6 && n.compare(n.size() - 6, 6, "Encode") == 0) {
        m.note(Severity::Error, "eps.operator.unsupported",
               "The encoding filter /" + printable(n) + " writes to a file; Plumbline does not write files.");
        return m.fail_quietly();
    }
    if (n == "ReusableStreamDecode") {
        // Reads its whole source now (data it cannot decode is kept for an image to skip).
        if (source.type == Type::File && !source.file().current) {
            if (!materialize(m, source.file(), true)) return false;
            FileData copy;
            copy.data = std::string(rest_of(m, source.file()));
            copy.unsupported = source.file().unsupported;
            advance(m, source.file(), copy.data.size());
            return m.push(make_file(std::move(copy), m.op_offset));
        }
        FileData copy;
        copy.data = source.type == Type::String ? source.string() : std::string();
        return m.push(make_file(std::move(copy), m.op_offset));
    }
    PendingFilter p;
    p.name = n;
    p.eod_count = params.eod_count;
    p.eod_string = params.eod_string;
    p.early_change = params.early_change;
    FileData out;
    if (source.type == Type::File && (source.file().current || !source.file().pending.empty())) {
        // Over currentfile: read later, from where the scanner stands then.
        out.pending = source.file().current ? std::vector<PendingFilter>() : source.file().pending;
        out.pending.push_back(std::move(p));
        if (!source.file().current) source.file().pending.clear();
        return m.push(make_file(std::move(out), m.op_offset));
    }
    std::string probe;
    size_t probe_used = 0;
    if (decode_filter(n, params, "", 0, &probe, &probe_used) == FilterResult::Unknown ||
        (source.type == Type::File && !source.file().unsupported.empty())) {
        // Not decodable here: an image may still take it as its data (and skip it).
        out.unsupported = source.type == Type::File && !source.file().unsupported.empty() ? source.file().unsupported : n;
        return m.push(make_file(std::move(out), m.op_offset));
    }
    std::string_view in = source.type == Type::String ? std::string_view(source.string()) : rest_of(m, source.file());
    if (m.stopped()) return false;
    size_t consumed = 0;
    if (!decode_chain(m, {p}, in, &out.data, &consumed)) return false;
    if (source.type == Type::File) advance(m, source.file(), consumed);
    return m.push(make_file(std::move(out), m.op_offset));
}

bool pop_file(Machine& m, Object* f) { return m.pop_type(Type::File, f); }

bool op_read(Machine& m) {
    Object f;
    if (!pop_file(m, &f)) return false;
    const std::string_view rest = rest_of(m, f.file());
    if (rest.empty()) return m.push(make_bool(false, m.op_offset));
    const auto c = static_cast<unsigned char>(rest[0]);
    advance(m, f.file(), 1);
    return m.push(make_integer(c, m.op_offset)) && m.push(make_bool(true, m.op_offset));
}

// Data a filter this reader cannot decode (CCITTFaxDecode after an ASCII85Decode that finds
// its end), read into a string as raster data is (pswrite's `$C`): zero bytes, said once.
bool undecoded_data(Machine& m, FileData& f, std::string* data) {
    if (f.current || (f.pending.empty() && f.unsupported.empty())) return false;
    if (!materialize(m, f, true) || f.unsupported.empty()) return false;
    m.note_once(Severity::Warning, "eps.filter.skipped",
                "The data of a /" + printable(f.unsupported) + " filter is not decoded (the filter before it finds "
                "its end): it is read as zero bytes. Raster data read so is drawn as the image's box; anything "
                "else read from it is not what Ghostscript reads.");
    std::fill(data->begin(), data->end(), '\0');
    return true;
}

bool op_readstring(Machine& m) {
    Object s, f;
    if (!m.need(2) || !m.pop_type(Type::String, &s) || !pop_file(m, &f)) return false;
    if (undecoded_data(m, f.file(), &s.string()))
        return m.push(make_string(s.string(), m.op_offset)) && m.push(make_bool(true, m.op_offset));
    if (m.stopped()) return false;
    const std::string_view rest = rest_of(m, f.file());
    const size_t n = std::min(rest.size(), s.string().size());
    s.string().replace(0, n, rest.substr(0, n));
    advance(m, f.file(), n);
    return m.push(make_string(s.string().substr(0, n), m.op_offset)) &&
           m.push(make_bool(n == s.string().size(), m.op_offset));
}

int hexv(unsigned char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// Reads up to `want` bytes of hex digits (other characters skipped); the characters consumed.
size_t read_hex(std::string_view rest, size_t want, std::string* out) {
    size_t k = 0;
    int high = -1;
    while (k < rest.size() && out->size() < want) {
        const int v = hexv(static_cast<unsigned char>(rest[k++]));
        if (v < 0) continue;
        if (high < 0) high = v;
        else {
            out->push_back(static_cast<char>(high * 16 + v));
            high = -1;
        }
    }
    return k;
}

bool op_readhexstring(Machine& m) {
    Object s, f;
    if (!m.need(2) || !m.pop_type(Type::String, &s) || !pop_file(m, &f)) return false;
    std::string got;
    const size_t used = read_hex(rest_of(m, f.file()), s.string().size(), &got);
    s.string().replace(0, got.size(), got);
    advance(m, f.file(), used);
    return m.push(make_string(got, m.op_offset)) && m.push(make_bool(got.size() == s.string().size(), m.op_offset));
}

bool op_readline(Machine& m) {
    Object s, f;
    if (!m.need(2) || !m.pop_type(Type::String, &s) || !pop_file(m, &f)) return false;
    const std::string_view rest = rest_of(m, f.file());
    size_t n = 0;
    while (n < rest.size() && rest[n] != '\n' && rest[n] != '\r') ++n;
    if (n > s.string().size()) return m.fail("rangecheck", "the line is longer than the string");
    size_t used = n;
    if (used < rest.size()) used += (rest[used] == '\r' && used + 1 < rest.size() && rest[used + 1] == '\n') ? 2 : 1;
    s.string().replace(0, n, rest.substr(0, n));
    advance(m, f.file(), used);
    return m.push(make_string(std::string(rest.substr(0, n)), m.op_offset)) &&
           m.push(make_bool(used > n || n > 0, m.op_offset));
}

// closefile, flushfile: a filter is read to its end (a filter over currentfile moves the
// scanner past its data, as `currentfile 0 (%%EOD) /SubFileDecode filter flushfile` skips
// a section); currentfile itself stays open.
bool op_closefile(Machine& m) {
    Object f;
    if (!pop_file(m, &f)) return false;
    if (!f.file().current) {
        if (!materialize(m, f.file())) return false;
        f.file().pos = f.file().data.size();
        f.file().rescan = true;
    }
    return true;
}

// file status: open (true); a file name's status: none here (false).
bool op_status(Machine& m) {
    if (!m.need(1)) return false;
    const Object o = m.pop();
    if (o.type == Type::File) return m.push(make_bool(true, m.op_offset));
    if (o.type == Type::String) return m.push(make_bool(false, m.op_offset));
    return m.fail("typecheck", "status takes a file or a file name, not " + describe(o));
}

bool op_bytesavailable(Machine& m) {
    Object f;
    if (!pop_file(m, &f)) return false;
    return m.push(make_integer(static_cast<std::int64_t>(rest_of(m, f.file()).size()), m.op_offset));
}

// file eexec: an embedded Type 1 font's encrypted part. It is skipped to the 512 zeros
// that end it; what it would do is done instead: the font dictionary on the stack is
// defined under its FontName, and the mark its `cleartomark` clears is pushed.
bool op_eexec(Machine& m) {
    Object f;
    if (!pop_file(m, &f)) return false;
    const std::string_view rest = rest_of(m, f.file());
    const size_t zeros = rest.find("0000000000000000000000000000000000000000000000000000000000000000");
    advance(m, f.file(), zeros == std::string_view::npos ? rest.size() : zeros);
    m.note_once(Severity::Info, "eps.font.embedded",
                "An embedded font program (eexec) is not read: the font is defined, and its glyphs are read as "
                "text, every glyph 0.6 em wide.");
    if (!m.operands.empty() && m.top().type == Type::Dict) {
        const Object font = m.top();
        const auto name = font.dict().entries.find("FontName");
        if (name != font.dict().entries.end() && name->second.type == Type::Name) {
            m.pop();
            Object& dir = m.dict_stack[0].dict().entries["FontDirectory"];
            if (dir.type != Type::Dict) dir = make_dict(m.op_offset);
            dir.dict().entries[name->second.name()] = font;
        }
    }
    return m.push(make_mark(m.op_offset));
}

// --- images -------------------------------------------------------------------------------

// The names of a data procedure, in order: how it reads its data.
// The image's box: the unit square of user space, a filled rectangle (mid grey for an
// image, the current colour for a mask), and the warning that it stands for an image.
void image_box(Machine& m, bool mask) {
    const Affine& t = m.gs().ctm;
    Subpath s;
    const Vec2 p[4] = {t.apply(Vec2(0, 0)), t.apply(Vec2(1, 0)), t.apply(Vec2(1, 1)), t.apply(Vec2(0, 1))};
    for (const Vec2& q : p)
        if (!is_finite(q)) return;
    s.start = p[0];
    for (int k = 0; k < 4; ++k) s.path.pieces.push_back(PathPiece::line(p[k], p[(k + 1) % 4]));
    s.path.closed = true;
    m.note_once(Severity::Warning, "eps.image.skipped",
           "`" + std::string(m.op_name) + "` paints a raster image, which is not read: its box is kept as a filled rectangle.");
    if (!m.gsave()) return;
    if (!mask) m.gs().color = gray_color(0.5), m.gs().color_text = "0.5";
    m.paint_path({s}, Machine::Paint::Fill);
    m.grestore();
}

// The data sources are read as PostScript reads them: a procedure is run again and again,
// each string it returns counted, until the image has its bytes (or a procedure returns an
// empty string); a filter over currentfile reads its data now; a string is data already.
bool read_sources(Machine& m, const std::vector<Object>& sources, double bytes) {
    Array body;
    const Object exec = m.dict_stack[0].dict().entries["exec"];
    const Object consume = m.dict_stack[0].dict().entries["#imagedata"];
    for (const Object& src : sources) {
        if (src.type == Type::File && !materialize(m, src.file(), true)) return false;
        if (src.type == Type::Array && src.executable) {
            body.push_back(src);
            body.push_back(exec);
            body.push_back(consume);
        }
    }
    if (body.empty() || bytes <= 0) return true;
    m.image_remaining = bytes;
    Machine::Loop loop;
    loop.kind = Machine::LoopKind::Loop;
    loop.proc = make_array(std::move(body), true, m.op_offset);
    return m.start_loop(std::move(loop));
}

// string #imagedata (an operator no program can name): counts a data procedure's string; the reading loop ends when the
// image has its bytes.
bool op_imagedata(Machine& m) {
    if (!m.need(1)) return false;
    const Object s = m.pop();
    const double n = s.type == Type::String ? static_cast<double>(s.string().size()) : 0;
    m.image_remaining -= n;
    if (n == 0 || m.image_remaining <= 0) return m.exit_loop();
    return true;
}

double row_bytes(double width, double bits, double comps) { return std::ceil(width * bits * comps / 8); }

// width height bits matrix source image, or dict image (ImageType 1).
bool image_common(Machine& m, bool mask, int comps_override) {
    if (!m.need(1)) return false;
    if (m.top().type == Type::Dict) {
        const Object d = m.pop();
        double w = 0, h = 0, bits = 8;
        number_in(d.dict(), "Width", &w);
        number_in(d.dict(), "Height", &h);
        if (!number_in(d.dict(), "BitsPerComponent", &bits)) bits = 1;
        const auto src = d.dict().entries.find("DataSource");
        const double comps = mask ? 1 : std::max(1, m.gs().color_components);
        image_box(m, mask);
        if (src == d.dict().entries.end()) return true;
        return read_sources(m, {src->second}, row_bytes(w, bits, comps) * h);
    }
    if (comps_override > 0) {   // colorimage: width height bits matrix src... multi ncomp
        std::int64_t ncomp = 0;
        bool multi = false;
        if (!m.need(7) || !m.pop_integer(&ncomp) || !m.pop_bool(&multi)) return false;
        if (ncomp != 1 && ncomp != 3 && ncomp != 4) return m.fail("rangecheck", "colorimage takes 1, 3 or 4 components");
        const size_t nsrc = multi ? static_cast<size_t>(ncomp) : 1;
        if (!m.need(4 + nsrc)) return false;
        std::vector<Object> srcs(nsrc);
        for (size_t k = nsrc; k-- > 0;) srcs[k] = m.pop();
        Object matrix = m.pop();
        double v[3];
        if (!m.pop_numbers(v, 3)) return false;
        const double per = multi ? row_bytes(v[0], v[2], 1) * v[1] : row_bytes(v[0], v[2], static_cast<double>(ncomp)) * v[1];
        image_box(m, false);
        return read_sources(m, srcs, per * static_cast<double>(nsrc));
    }
    if (!m.need(5)) return false;
    const Object src = m.pop();
    const Object matrix = m.pop();
    double bits = 1;
    Object third = m.pop();
    if (third.type == Type::Boolean) bits = 1;   // imagemask: width height polarity matrix source
    else if (third.is_number()) bits = third.number();
    double wh[2];
    if (!m.pop_numbers(wh, 2)) return false;
    image_box(m, mask);
    return read_sources(m, {src}, row_bytes(wh[0], mask ? 1 : bits, 1) * wh[1]);
}
bool op_image(Machine& m) { return image_common(m, false, 0); }
bool op_imagemask(Machine& m) { return image_common(m, true, 0); }
bool op_colorimage(Machine& m) { return image_common(m, false, 1); }

}  // namespace

bool materialize_file(Machine& m, FileData& f) { return materialize(m, f); }

void add_file_operators(std::vector<OperatorEntry>& t) {
    t.insert(t.end(), {{"currentfile", op_currentfile}, {"filter", op_filter},       {"read", op_read},
                       {"readstring", op_readstring},   {"readhexstring", op_readhexstring},
                       {"readline", op_readline},       {"closefile", op_closefile}, {"flushfile", op_closefile},
                       {"bytesavailable", op_bytesavailable}, {"eexec", op_eexec}, {"status", op_status}, {"image", op_image},
                       {"imagemask", op_imagemask},     {"colorimage", op_colorimage}, {"#imagedata", op_imagedata}});
}

}  // namespace plumbline::eps
