// What pdflatex stops on, found by compiling the corpus with the real toolchain
// (scripts/dev/toolchain.sh): node text with characters LaTeX has not set up, and
// pgfmath results past TeX's largest dimension. Both are located errors, as TeX's are.
#include <doctest/doctest.h>

#include "tikz_test_support.hpp"

using namespace plumbline;
using namespace tikz_test;

TEST_CASE("tikz: node text pdflatex cannot typeset is an error at the character") {
    const ReadResult r = picture("\\draw (0,0) -- (1,0);\n\\node at (0,1) {line ℓ};");
    CHECK_FALSE(r.ok);
    const Diagnostic* d = find(r, "tikz.text.unicode");
    REQUIRE(d);
    CHECK(d->span.line == 3);
    CHECK(d->span.column == 22);   // the ℓ, counted in characters
    CHECK(d->message.find("U+2113") != std::string::npos);

    CHECK_FALSE(picture("\\node[label=above:{F₁}] at (0,0) {};").ok);   // labels are typeset too
    // What LaTeX sets up by default typesets: accented Latin letters, dashes, quotes, the ellipsis.
    for (const char* ok : {"\\node at (0,0) {Café – “x” …};", "\\node at (0,0) {Łódź ß °};", "\\node at (0,0) {$\\ell_1$};"}) {
        const ReadResult fine = picture(ok);
        INFO(ok);
        CHECK_MESSAGE(fine.ok, codes(fine));
    }
}

TEST_CASE("tikz: node text with math mode left open is an error, as pdflatex's") {
    const ReadResult r = picture("\\node[text=red] at (243.16,0.45) {A$};");
    CHECK_FALSE(r.ok);
    REQUIRE(find(r, "tikz.text.math"));
    CHECK(picture("\\node at (0,0) {A$'$ costs \\$5};").ok);   // closed, and an escaped dollar
}

TEST_CASE("tikz: pgfmath results past TeX's largest dimension stop the reading, as TeX stops") {
    const ReadResult r = picture("\\pgfmathsetmacro{\\r}{sqrt((211.57-90)^2+(224.46-290)^2)}\n\\draw (0,0) circle (\\r);",
                                 "x=1pt,y=1pt");
    CHECK_FALSE(r.ok);
    const Diagnostic* d = find(r, "tikz.math.syntax");
    REQUIRE_MESSAGE(d, codes(r));
    CHECK(d->message.find("Dimension too large") != std::string::npos);
    // veclen avoids the square, as the message suggests; pdflatex compiles this one.
    CHECK(picture("\\pgfmathsetmacro{\\r}{veclen(211.57-90,224.46-290)}\n\\draw (0,0) circle (\\r);", "x=1pt,y=1pt").ok);
    // A large literal bound is \foreach's own business (the budget tests use one).
    CHECK(picture("\\pgfmathsetmacro{\\n}{16000}\\draw (0,0) -- (\\n pt,0);").ok);
}
