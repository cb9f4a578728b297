// Arrays and dictionaries that hold themselves, and chains of them nested far deeper than
// the stack (tests/fuzz/regressions/read_eps/): the reader frees them all (the sanitizer
// build's leak check sees it) without recursing per level, and reads the drawing around them.
#include <doctest/doctest.h>

#include "eps_test_support.hpp"

using namespace plumbline;
using namespace eps_test;

TEST_CASE("eps composites: cycles and deep chains are freed, the drawing is read") {
    const char* const bodies[] = {
        "[0] dup dup 0 exch put pop",                                      // an array holding itself
        "/d 1 dict def d /d d put",                                        // a dictionary holding itself
        "null 300000 { 1 array dup 0 4 -1 roll put } repeat pop",          // dropped mid-run
        "null 300000 { 1 array dup 0 4 -1 roll put } repeat",              // left on the stack at the end
        "<< >> 300000 { << /next 3 -1 roll >> } repeat pop",               // dictionaries, dropped
    };
    for (const char* body : bodies) {
        INFO(body);
        const ReadResult r = page(std::string(body) + "\n0 0 moveto 100 100 lineto stroke");
        CHECK(r.ok);
        CHECK(primaries(r.scene).size() == 1);
    }
}
