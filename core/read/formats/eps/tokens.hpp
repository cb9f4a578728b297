// PostScript tokens of an EPS drawing, each with its byte range in the drawing text so
// every later diagnostic can point at the source: numbers (integers, reals, radix
// numbers), names (executable, /literal, //immediate), strings ((...) with escapes,
// <hex>), and the procedure braces. Comments are dropped; the DSC bounding box comments
// are read on the way.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plumbline::eps {

struct Token {
    enum class Kind : std::uint8_t { Integer, Real, Name, LiteralName, ImmediateName, String, ProcBegin, ProcEnd };
    Kind kind = Kind::Name;
    std::uint32_t offset = 0;    // byte offset in the drawing text
    std::uint32_t length = 0;    // bytes it covers there
    double real = 0;             // Real
    std::int64_t integer = 0;    // Integer; String: index into LexResult::strings
    std::uint32_t end() const { return offset + length; }
};
static_assert(sizeof(Token) <= 32, "a token stays small: drawings are millions of them");

// What a PostScript scanner would reject (syntaxerror): an unterminated string, a bad
// hex string, an unmatched brace, an ASCII85 string.
struct LexProblem {
    size_t begin = 0, end = 0;
    std::string message;
    std::string error = "syntaxerror";   // the PostScript error name
};

// %%BoundingBox: llx lly urx ury (integers) and %%HiResBoundingBox: (reals); the first of
// each that holds four numbers (an "(atend)" one is looked for later in the text).
struct BoundingBoxes {
    std::optional<std::array<double, 4>> box, hires;
    size_t box_offset = 0, hires_offset = 0;
};

struct LexResult {
    std::vector<Token> tokens;
    std::vector<std::string> strings;   // decoded string literals
    std::optional<LexProblem> problem;  // the first one; lexing stops there
    BoundingBoxes dsc;
};

// Lexes the whole text, at most `max_tokens` tokens (each costs a step to run, so more
// could never be run); *truncated says when the text had more.
LexResult lex(std::string_view text, size_t max_tokens = static_cast<size_t>(-1), bool* truncated = nullptr);

// A PostScript number token ("12", "-.5", "1e3", "16#FF"): true and the value when `word`
// is one; *is_integer says which kind (an integer too large for 32 bits is a real). A
// number past the double range is one, infinite (PostScript's limitcheck is the caller's).
bool parse_number(std::string_view word, double* value, bool* is_integer);

// The delimiters that end a name or number: white space and ()<>[]{}/%.
bool is_delimiter(char c);
bool is_white(char c);

}  // namespace plumbline::eps
