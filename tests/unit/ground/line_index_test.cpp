// LineIndex: byte offsets to the 1-based line/column spans diagnostics carry.
#include <doctest/doctest.h>

#include <string>

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

TEST_CASE("LineIndex: columns count characters (code points), not bytes") {
    // "aé✓😀b\nç!": é is 2 bytes, ✓ 3, 😀 4; line 2 starts at byte 12.
    const std::string text = "a\xC3\xA9\xE2\x9C\x93\xF0\x9F\x98\x80" "b\n\xC3\xA7!";
    const LineIndex index(text);
    CHECK(index.at(0).column == 1);
    CHECK(index.at(1).column == 2);    // é
    CHECK(index.at(2).column == 2);    // its second byte: the same character
    CHECK(index.at(3).column == 3);    // ✓
    CHECK(index.at(6).column == 4);    // 😀, one column though two UTF-16 units in JS
    CHECK(index.at(10).column == 5);   // b
    CHECK(index.at(11).column == 6);   // the newline
    CHECK(index.at(12).line == 2);
    CHECK(index.at(14).column == 2);   // ! after ç
    CHECK(index.at(15).column == 3);   // past the end
    const Span emoji = index.range(6, 10);
    CHECK(emoji.column == 4);
    CHECK(emoji.end_column == 4);      // ends on its last byte's character
    const Span across = index.range(1, 11);
    CHECK(across.column == 2);
    CHECK(across.end_column == 5);
    // A tab is one character; a byte that is not UTF-8 is one too (a decoder shows U+FFFD).
    const LineIndex tab("\tx\xFFy\x80z");
    CHECK(tab.at(1).column == 2);
    CHECK(tab.at(3).column == 4);
    CHECK(tab.at(5).column == 6);
    // Past 64 bytes (the index's blocks) the counts carry on.
    std::string long_line;
    for (int i = 0; i < 50; ++i) long_line += "\xC3\xA9";   // 50 x é, 100 bytes
    long_line += "x";
    const LineIndex longer(long_line);
    CHECK(longer.at(100).column == 51);
    CHECK(longer.at(99).column == 50);
}

TEST_CASE("LineIndex: empty text and severities") {
    const LineIndex index("");
    CHECK(index.at(0).line == 1);
    CHECK(index.at(0).column == 1);
    CHECK(std::string(to_string(Severity::Error)) == "error");
    CHECK(std::string(to_string(Severity::Warning)) == "warning");
    CHECK(std::string(to_string(Severity::Info)) == "info");
}
