// PostScript errors, named as PostScript names them, located at the operator (line and
// column in the drawing), the drawing invalid; what was painted before stays in the Scene.
#include <doctest/doctest.h>

#include "eps_test_support.hpp"

using namespace plumbline;
using namespace eps_test;

namespace {

// The single error of a page whose body is `body`: its code, line and column.
void expect_error(const std::string& body, const std::string& code, int line, int column) {
    INFO(body);
    const ReadResult r = page(body);
    CHECK(!r.ok);
    const Diagnostic* d = find(r, code);
    REQUIRE_MESSAGE(d, codes(r));
    CHECK(d->severity == Severity::Error);
    CHECK(d->span.line == line);
    CHECK(d->span.column == column);
    CHECK(d->source == "candidate");
}

}  // namespace

TEST_CASE("eps errors: each PostScript error, located") {
    expect_error("0 0 moveto 10 10 linto stroke", "eps.error.undefined", 3, 18);
    expect_error("10 lineto", "eps.error.stackunderflow", 3, 4);
    expect_error("0 0 moveto\n(a) 1 lineto", "eps.error.typecheck", 4, 7);
    expect_error("[1 2] 5 get", "eps.error.rangecheck", 3, 9);
    expect_error("newpath 10 10 lineto", "eps.error.nocurrentpoint", 3, 15);
    expect_error("/Helvetica findfont 10 scalefont setfont (A) show", "eps.error.nocurrentpoint", 3, 46);
    expect_error("1 0 div", "eps.error.undefinedresult", 3, 5);
    expect_error("0 0 atan", "eps.error.undefinedresult", 3, 5);
    expect_error("-1 sqrt", "eps.error.rangecheck", 3, 4);
    expect_error("0 0 moveto (never closed", "eps.error.syntaxerror", 3, 12);
    expect_error("{ 1 2 add", "eps.error.syntaxerror", 3, 1);
    expect_error("1 2 }", "eps.error.syntaxerror", 3, 5);
    expect_error("exit", "eps.error.invalidexit", 3, 1);
    expect_error("0 0 moveto 1e400 0 lineto", "eps.error.limitcheck", 3, 12);   // Ghostscript's scanner
    expect_error("{ 0 0 moveto 1e400 } pop", "eps.error.limitcheck", 3, 14);     // inside a procedure too
    expect_error("(1e999) cvr", "eps.error.limitcheck", 3, 9);
    expect_error("1 2 ]", "eps.error.unmatchedmark", 3, 5);
    expect_error("end", "eps.error.dictstackunderflow", 3, 1);
    expect_error("0 0 moveto (A) show", "eps.error.invalidfont", 3, 16);
    expect_error("4 setlinecap", "eps.error.rangecheck", 3, 3);
    expect_error("/DeviceFoo setcolorspace", "eps.error.undefined", 3, 12);
}

TEST_CASE("eps errors: inside a procedure, the operator where it is written") {
    const ReadResult r = page("/p {\n  0 0 moveto\n  1 0 div\n} def\n10 10 moveto 20 20 lineto stroke\np");
    CHECK(!r.ok);
    const Diagnostic* d = find(r, "eps.error.undefinedresult");
    REQUIRE(d);
    CHECK(d->span.line == 5);
    CHECK(d->span.column == 7);
    CHECK(d->message.find("`div`") != std::string::npos);
    // What was painted before the error is kept (for the picture), the drawing is invalid.
    CHECK(primary<Segment>(r.scene).size() == 1);
}

TEST_CASE("eps errors: unsupported operators are named; hostile fragments end cleanly") {
    const ReadResult r = page("0 0 moveto 10 10 lineto strokepath stroke");
    CHECK(!r.ok);
    CHECK(find(r, "eps.operator.unsupported"));
    for (const char* text : {"", "}", "{", "(", "<", ">", ")", "[", "]", "<<", ">>", "//nothing", "/", "%", "\\",
                             "1 2 3 4 5 6 7 8 9 roll", "-1 array", "mark cleartomark cleartomark", "0 0 0 0 0 arc",
                             "1e308 1e308 mul", "0 0 moveto 1e308 0 rlineto 1e308 0 rlineto stroke",
                             "/a [ 1 ] def a 0 a put a a 0 get 0 get pop", "{ } bind dup 0 exch put",
                             "0 0 1 0 setmatrix 0 0 moveto", "[0 0 0 0 0 0] setmatrix 0 0 moveto currentpoint"}) {
        INFO(text);
        const ReadResult x = read_eps(text, "candidate");
        CHECK(x.scene.format == "eps");
    }
}
