// A diagnostic is one thing Plumbline has to say about a task or a drawing: a stable
// code, a severity, a sentence for a person, where in the source, and shapes to draw.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "geometry/geometry.hpp"

namespace plumbline {

// 1-based line and column; 0 means unknown. End is inclusive of the last character.
// Columns count characters (Unicode code points, a tab one) as an editor does, not bytes.
struct Span {
    int line = 0, column = 0, end_line = 0, end_column = 0;
    bool known() const { return line > 0; }
};

enum class Severity { Error, Warning, Info };
const char* to_string(Severity s);

// What a diagnostic's shape stands for, so the page can style it.
// "expected": a reference item; "found": the candidate item that matched;
// "nearest": the closest candidate to a missing reference item; "extraneous": a candidate
// item nothing asked for; "location": a point of interest.
using ShapeGeometry = std::variant<Segment, Circle, Ellipse, Arc, Path, Vec2>;
struct Shape {
    std::string role;
    ShapeGeometry geometry;
};

struct Diagnostic {
    std::string code;        // stable, dotted: "svg.path.syntax", "match.segment.missing"
    Severity severity = Severity::Error;
    std::string message;     // one or two sentences a person can act on
    std::string source;      // "candidate", "reference", "input", "task", "response"
    Span span;               // in that source's text
    std::optional<int> item; // scene item index in that source, if about one item
    std::vector<Shape> shapes;
};

// An error about a whole source (no span, no item): what a check says when it cannot judge.
Diagnostic source_error(std::string code, std::string source, std::string message);

// Line/column for byte offsets of one text; built once per text, O(log n) per lookup.
// Columns count code points: a byte of UTF-8 that continues a character belongs to that
// character's column, and a byte that is not valid UTF-8 counts as one character (as the
// U+FFFD a decoder shows for it). The text need not outlive the index.
class LineIndex {
public:
    explicit LineIndex(std::string_view text);
    Span at(size_t offset) const;                   // a one-character span
    Span range(size_t begin, size_t end) const;     // [begin, end)
private:
    int column(size_t line_start, size_t offset) const;
    size_t continuations_before(size_t offset) const;
    std::vector<size_t> starts_;
    size_t size_ = 0;
    // Only for a text with a byte above 0x7F: per block of 64 bytes, how many bytes before
    // the block continue a character, and which of its own do (a bit each). O(1) a column,
    // an eighth of the text's size in memory, nothing at all for ASCII.
    std::vector<size_t> continued_before_;
    std::vector<std::uint64_t> continued_;
};

}  // namespace plumbline
