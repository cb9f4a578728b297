// The Graphviz DOT lexer (https://graphviz.org/doc/info/lang.html, "Lexical and Semantic
// Notes"): identifiers, numerals, double-quoted strings (with `\"` and backslash-newline
// continuations, and `+` concatenation done by the parser), HTML strings `<...>` with
// balanced brackets, the edge operators, punctuation; `//` and `/* */` comments and `#`
// to the end of its line (C preprocessor output; Graphviz discards it anywhere) skipped. Keywords are identifiers the parser
// compares case-insensitively.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace plumbline::dot {

enum class Tok {
    Id,          // an identifier (letters, digits, '_', bytes >= 0x80; not starting with a digit)
    Numeral,     // [-]?(.[0-9]+ | [0-9]+(.[0-9]*)?)
    Quoted,      // "..." (text: the content, `\"` resolved, continuations removed; other escapes kept)
    Html,        // <...> (text: between the outer brackets)
    LBrace, RBrace, LBracket, RBracket, Semicolon, Comma, Equals, Colon, Plus,
    Arrow,       // ->
    Line,        // --
    End,
};

struct Token {
    Tok kind = Tok::End;
    std::string text;
    size_t begin = 0, end = 0;   // byte range in the source
};

// A lexing problem: where, which code, what to say. A fatal one ends the token stream.
struct LexProblem {
    size_t at = 0;
    std::string code;
    std::string message;
    bool fatal = true;
};

// Splits `text` into tokens (ending with one End token). Stops at the first fatal problem,
// or when more than `max_tokens` tokens were made (then `over_budget` is set).
std::vector<Token> lex(std::string_view text, std::vector<LexProblem>& problems, size_t max_tokens,
                       bool& over_budget);

// How a token is named in messages: "'->'", "'digraph'", "the end of the input".
std::string describe(const Token& t);

}  // namespace plumbline::dot
