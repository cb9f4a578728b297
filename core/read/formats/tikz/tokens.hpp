// TeX-level tokens of a TikZ drawing: control sequences, single characters, runs of
// blanks and macro parameters, each with its byte offset in the drawing text so every
// later diagnostic can point at the source. Comments are dropped here.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace plumbline::tikz {

struct Token {
    enum class Kind : std::uint8_t { Command, Char, Space, Param };
    Kind kind = Kind::Char;
    char c = 0;                  // Char: the byte; Param: the digit ('1'..'9')
    std::uint32_t offset = 0;    // byte offset in the drawing text
    std::uint32_t length = 1;    // bytes it covers there
    // Command: the name without the backslash, viewing the lexed text (which outlives its
    // tokens: the drawing for the whole reading, a style's text while it is applied). A
    // view keeps a token at 32 bytes: a 16 MB drawing is millions of them.
    std::string_view name;

    bool is_char(char ch) const { return kind == Kind::Char && c == ch; }
    bool is_command(std::string_view n) const { return kind == Kind::Command && name == n; }
    bool is_space() const { return kind == Kind::Space; }
    std::uint32_t end() const { return offset + length; }
};
using Tokens = std::vector<Token>;
static_assert(sizeof(Token) <= 32, "a token stays small: drawings are millions of them");

struct LexProblem {
    size_t begin = 0, end = 0;   // byte range in the drawing text
    std::string message;
};

struct LexResult {
    Tokens tokens;
    std::vector<LexProblem> problems;   // unbalanced braces; each one is a TeX error
};

// Lexes the whole text; offsets in the tokens are into it. Braces are checked for
// balance (TeX refuses a document whose braces do not match). At most `max_tokens`
// tokens are made (each costs a step when read, so more could never be read); *truncated
// says when the text had more.
LexResult lex(std::string_view text, size_t max_tokens = static_cast<size_t>(-1), bool* truncated = nullptr);

// Tokens written back as TeX text (a command followed by a letter gets a space).
std::string to_text(const Tokens& tokens, size_t begin = 0, size_t end = static_cast<size_t>(-1));

}  // namespace plumbline::tikz
