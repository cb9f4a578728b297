// The PostScript that programs write (issue 41): fonts as dictionaries and the re-encoding
// idiom, the Level 2 queries and parameters, currentfile with decode filters, images read
// past with their box kept, patterns, Separation colours, the DOS EPS header, width 0 and
// the device-resolution rounding idiom; and the decode filters against known encodings.
#include <doctest/doctest.h>

#include "eps_test_support.hpp"
#include "formats/eps/filters.hpp"

using namespace plumbline;
using namespace eps_test;

namespace {

std::string decoded(const char* filter, std::string_view in, size_t* consumed = nullptr) {
    std::string out;
    size_t used = 0;
    CHECK(eps::decode_filter(filter, eps::FilterParams(), in, 1 << 20, &out, &used) == eps::FilterResult::Ok);
    if (consumed) *consumed = used;
    return out;
}

bool has_code(const ReadResult& r, const std::string& code) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code) return true;
    return false;
}

}  // namespace

TEST_CASE("eps filters: ASCIIHex, ASCII85, RunLength, LZW, SubFile against known encodings") {
    size_t used = 0;
    CHECK(decoded("ASCIIHexDecode", "48 65 6C6c 6F>rest", &used) == "Hello");
    CHECK(used == 14);
    CHECK(decoded("ASCIIHexDecode", "414>") == std::string("A@"));
    // Python's base64.a85encode(b'Hello, PostScript!')
    CHECK(decoded("ASCII85Decode", "87cURD_*#-Df^#!@rc:&F<L~>after", &used) == "Hello, PostScript!");
    CHECK(used == 25);
    CHECK(decoded("ASCII85Decode", "z~>") == std::string(4, '\0'));
    CHECK(decoded("RunLengthDecode", std::string("\x02" "abc" "\xFE" "x" "\x80", 7)) == "abcxxx");
    // The PostScript Language Reference's LZW example (3.13.3): 45 45 45 45 45 65 45 45 45 66.
    const std::string lzw("\x80\x0B\x60\x50\x22\x0C\x0C\x85\x01", 9);
    CHECK(decoded("LZWDecode", lzw) == std::string("\x2D\x2D\x2D\x2D\x2D\x41\x2D\x2D\x2D\x42", 10));
    eps::FilterParams sub;
    sub.eod_string = "%%EOD";
    std::string out;
    CHECK(eps::decode_filter("SubFileDecode", sub, "data here%%EOD more", 100, &out, &used) == eps::FilterResult::Ok);
    CHECK(out == "data here");
    CHECK(used == 14);
    out.clear();
    CHECK(eps::decode_filter("CCITTFaxDecode", sub, "x", 100, &out, &used) == eps::FilterResult::Unknown);
    CHECK(eps::decode_filter("FlateDecode", sub, "x", 100, &out, &used) == eps::FilterResult::Corrupt);
}

TEST_CASE("eps fonts: dictionaries, re-encoding, definefont, FontDirectory, maxlength") {
    const ReadResult r = page(
        "/Helvetica findfont dup length dict begin\n"
        "  { 1 index /FID ne { def } { pop pop } ifelse } forall\n"
        "  /Encoding ISOLatin1Encoding def currentdict\n"
        "end /Helvetica-ISO exch definefont pop\n"
        "FontDirectory /Helvetica-ISO known { /Helvetica-ISO findfont 12 scalefont setfont } if\n"
        "currentfont /FontMatrix get 0 get 0.012 sub abs 1e-9 lt { 10 10 moveto 20 20 lineto stroke } if\n"
        "StandardEncoding 65 get /A eq { 10 30 moveto 20 40 lineto stroke } if\n"
        "currentdict maxlength 0 gt { 50 50 moveto (Hi) show } if\n"
        "/Times-Roman [10 0 0 10 0 0] selectfont 50 80 moveto (x) show");
    CHECK(r.ok);
    REQUIRE(primaries(r.scene).size() == 4);
    const Text* text = nullptr;
    for (const Item& it : r.scene.items)
        if (!text && std::holds_alternative<Text>(it.geometry)) text = &std::get<Text>(it.geometry);
    REQUIRE(text);
    CHECK(text->font_size == doctest::Approx(12));
}

TEST_CASE("eps level 2: version, languagelevel, packing, screens and the current parameters") {
    const ReadResult r = page(
        "languagelevel 2 ge version length 0 gt and currentpacking not and\n"
        "{ true setpacking 60 45 {} setscreen 1 setflat currentflat pop currentlinecap pop currentscreen pop pop pop\n"
        "  mark 0 0 setucacheparams cleardictstack 10 10 moveto 90 90 lineto stroke } if");
    CHECK(r.ok);
    CHECK(primaries(r.scene).size() == 1);
}

TEST_CASE("eps files: currentfile with a hex image read past, its box kept, the program going on") {
    const ReadResult r = page(
        "/pic 2 string def\n"
        "gsave 100 100 translate 50 50 scale 4 2 8 [4 0 0 2 0 0] { currentfile pic readhexstring pop } image\n"
        "00ff00ff\n00ff 00ff\ngrestore\n"
        "10 10 moveto 90 10 lineto stroke");
    CHECK(r.ok);
    CHECK(has_code(r, "eps.image.skipped"));
    REQUIRE(primaries(r.scene).size() == 2);
}

TEST_CASE("eps files: a decoded file run by exec (ASCII85), and binary data read by readstring") {
    // "10 10 moveto 90 90 lineto stroke" in ASCII85.
    const ReadResult r = page(
        "currentfile /ASCII85Decode filter cvx exec\n"
        "0ea_)0Hb4NG%Gc6+?;+u3A;RlBl7L(D]j+CEc5`)~>\n"
        "/s 5 string def currentfile s readstring\n(){}%\npop pop 50 50 moveto 60 60 lineto stroke");
    CHECK(r.ok);
    CHECK(primaries(r.scene).size() == 2);
}

TEST_CASE("eps colours: patterns as a grey fill said once, Separation through its tint transform") {
    const ReadResult r = page(
        "<< /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 4 4] /XStep 4 /YStep 4\n"
        "   /PaintProc { pop 0 0 2 2 rectfill } >> matrix makepattern setpattern\n"
        "10 10 40 40 rectfill\n"
        "[/Separation /Spot /DeviceCMYK { dup 0 0 4 -1 roll }] setcolorspace 1 setcolor 60 60 20 20 rectfill");
    CHECK(r.ok);
    CHECK(has_code(r, "eps.paint.pattern"));
    REQUIRE(primaries(r.scene).size() == 2);
}

TEST_CASE("eps strokes: width 0 is the thinnest line; dtransform rounds on a 720 dpi device") {
    const ReadResult r = page(
        "0 setlinewidth 10 10 moveto 90 10 lineto stroke\n"
        "0 0.5 dtransform truncate idtransform setlinewidth pop 10 50 moveto 90 50 lineto stroke");
    CHECK(r.ok);
    const auto items = primaries(r.scene);
    REQUIRE(items.size() == 2);
    CHECK(items[0]->style.stroke_width == doctest::Approx(0.1));
    CHECK(items[1]->style.stroke_width == doctest::Approx(0.5));
}

TEST_CASE("eps: a DOS EPS binary header's PostScript section is read; binary bytes never printed raw") {
    std::string body = "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\n10 10 moveto 90 90 lineto stroke\n\xC5\xD0 showpage\n";
    std::string file("\xC5\xD0\xD3\xC6", 4);
    const auto le = [](std::uint32_t v) {
        std::string s;
        for (int k = 0; k < 4; ++k) s.push_back(static_cast<char>((v >> (8 * k)) & 0xFF));
        return s;
    };
    file += le(30) + le(static_cast<std::uint32_t>(body.size())) + std::string(18, '\0') + body + "\xFF\xFF";
    const ReadResult r = read_eps(file, "candidate", {});
    CHECK(has_code(r, "eps.dos.header"));
    CHECK(has_code(r, "eps.error.undefined"));
    for (const Diagnostic& d : r.diagnostics)
        for (const char c : d.message) CHECK(static_cast<unsigned char>(c) < 0x80);
    CHECK(primaries(r.scene).size() == 1);
}
