// A stream of tokens with user macros expanded at its head, as TeX's input stack: macro
// bodies are pushed as frames (no recursion), every token read spends a step of the
// shared budget, and the frame stack has a depth limit.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "formats/tikz/macros.hpp"
#include "formats/tikz/tokens.hpp"

namespace plumbline::tikz {

// What the whole interpretation shares: the step budget, the expansion depth limit and
// where problems go. `stop` is set once a budget is spent: every stream then ends.
struct Budget {
    std::int64_t steps = 0;
    size_t max_frames = 1000;
    bool stop = false;
    // Called once when a budget runs out, with the offset where it happened.
    std::function<void(const char* which, size_t offset)> exhausted;
    // A located error with its code: a macro used without its arguments, a conditional
    // that cannot be read.
    std::function<void(const char* code, size_t begin, size_t end, const std::string& message)> error;

    bool spend(size_t offset, std::int64_t n = 1) {
        if (stop) return false;
        steps -= n;
        if (steps < 0) {
            stop = true;
            if (exhausted) exhausted("steps", offset);
            return false;
        }
        return true;
    }
};

class Stream {
public:
    Stream(std::shared_ptr<const Tokens> tokens, Macros& macros, Budget& budget);

    // The next token, macros at the head expanded; nullptr at the end (or once stopped).
    // Pointers returned by these four are valid until the stream is used again.
    const Token* peek();
    const Token* next();
    // Without expansion: what \def reads, and group contents kept for later expansion.
    // next_raw returns the token peek_raw just showed, even on the step that ends the budget.
    const Token* peek_raw();
    const Token* next_raw();

    void skip_spaces();            // raw blanks and expanded ones alike
    bool at_end() { return peek() == nullptr; }
    // After skipping blanks: is the next (expanded) token the character c? Consumes it if so.
    bool accept(char c);
    // The offset where the next token starts (the end of the text once at the end).
    std::uint32_t position();

    // Reads a balanced {...} (the braces are dropped) without expanding its content;
    // false when the next token is not '{'. Blanks before it are skipped.
    bool read_group(Tokens& out);
    // Reads from an opening `open` up to its matching `close`, nested pairs and braces
    // respected, content raw. False when the next token is not `open`, or the close is
    // missing (then *unclosed is set).
    bool read_delimited(char open, char close, Tokens& out, bool* unclosed = nullptr);
    // Raw tokens up to (not including) the first `stop` char at brace depth 0.
    Tokens read_until(char stop);
    // One argument: a group's content, or a single token.
    bool read_argument(Tokens& out);

    // Tokens read again before the rest (a word read too far); false past the depth limit.
    bool push_front(Tokens tokens);

    Macros& macros() { return macros_; }
    // While set, a register at the head is returned as its command, not expanded to its
    // value: the statement loop reads `\QP=1.625in` as an assignment (registers.cpp).
    bool keep_registers = false;
    Budget& budget() { return budget_; }
    std::uint32_t end_offset() const { return end_offset_; }

private:
    struct Frame {
        std::shared_ptr<const Tokens> tokens;
        size_t pos = 0;
    };
    bool expand(const Token& command, const Macro& macro);   // pushes the substituted body
    bool read_pattern(const Token& command, const Macro& macro, std::vector<Tokens>& args);
    // conditionals.cpp: \ifnum, \ifdim, \ifodd, \ifx, \ifdefined, \iftrue, \iffalse, \else,
    // \fi at the head of the stream, expanded as TeX does. False when the stream must stop.
    bool conditional(const Token& command);
    bool skip_branch(const Token& command, bool to_else);
    bool scan_number(const Token& command, bool dimension, double& out);
    void fail(const char* code, const Token& command, const std::string& message);
    int open_conditionals_ = 0;   // true branches being read, whose \else or \fi is to come
    int scanning_ = 0;            // conditionals inside a condition being read
    void drop_finished();

    std::vector<Frame> frames_;
    Macros& macros_;
    Budget& budget_;
    std::uint32_t end_offset_ = 0;
};

// \ifnum, \ifdim, \ifodd, \ifx, \ifdefined, \iftrue, \iffalse, \else, \fi: what Stream expands itself.
bool is_conditional(std::string_view name);

// The text a token list means once user macros in it are expanded (commands that are not
// user macros are written back as they are). Spends steps of the budget.
std::string expand_to_text(const Tokens& tokens, Macros& macros, Budget& budget);
Tokens expand_tokens(const Tokens& tokens, Macros& macros, Budget& budget);

}  // namespace plumbline::tikz
