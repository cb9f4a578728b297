// LineIndex: byte offsets to the 1-based line/column spans diagnostics carry.
#include <doctest/doctest.h>

#include "diagnostics/diagnostic.hpp"

using namespace plumbline;

TEST_CASE("LineIndex: offsets to lines and columns") {
    const LineIndex index("ab\ncd\r\n\nxyz");
    const Span a = index.at(0);
    CHECK(a.line == 1);
    CHECK(a.column == 1);
    CHECK(a.end_line == 1);
    CHECK(a.end_column == 1);
    CHECK(index.at(2).column == 3);          // the newline belongs to its line
    CHECK(index.at(3).line == 2);
    CHECK(index.at(3).column == 1);
    CHECK(index.at(5).column == 3);          // '\r' is a byte of line 2
    CHECK(index.at(7).line == 3);            // the empty line
    CHECK(index.at(8).line == 4);
    CHECK(index.at(10).column == 3);
    // Past the end: just after the last byte, never out of range.
    CHECK(index.at(11).line == 4);
    CHECK(index.at(11).column == 4);
    CHECK(index.at(1000).column == 4);
    CHECK(a.known());
    CHECK_FALSE(Span{}.known());
}

TEST_CASE("LineIndex: ranges end at their last character") {
    const LineIndex index("<svg>\n  <line/>\n</svg>");
    const Span s = index.range(8, 15);   // "<line/>"
    CHECK(s.line == 2);
    CHECK(s.column == 3);
    CHECK(s.end_line == 2);
    CHECK(s.end_column == 9);
    const Span across = index.range(0, 16);   // through the second newline
    CHECK(across.end_line == 2);
    const Span empty = index.range(4, 4);
    CHECK(empty.line == 1);
    CHECK(empty.end_column == empty.column);
}

TEST_CASE("LineIndex: empty text and severities") {
    const LineIndex index("");
    CHECK(index.at(0).line == 1);
    CHECK(index.at(0).column == 1);
    CHECK(std::string(to_string(Severity::Error)) == "error");
    CHECK(std::string(to_string(Severity::Warning)) == "warning");
    CHECK(std::string(to_string(Severity::Info)) == "info");
}
