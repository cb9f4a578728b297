// The reader's frame: budgets set up, the text lexed, statements run, open environments
// checked, the Scene's frame set and shapes recognised. Also read_tikz, the entry point.
#include "formats/tikz/interpreter.hpp"

#include <algorithm>

namespace plumbline::tikz {

Interpreter::Interpreter(std::string_view text, std::string_view source_name, const ReadLimits& limits,
                         ReadResult& out)
    : text_(text), lines_(text), limits_(limits), out_(out), reporter_(text, std::string(source_name), out.diagnostics) {
    states_.emplace_back();
    budget_.steps = static_cast<std::int64_t>(std::min<size_t>(limits.max_steps, INT64_MAX / 2));
    budget_.max_frames = static_cast<size_t>(std::max(limits.max_depth, 1));
    budget_.exhausted = [this](const char* which, size_t offset) {
        if (std::string_view(which) == "steps")
            error("read.limit.steps",
                  "The drawing needs more than " + std::to_string(limits_.max_steps) +
                      " interpretation steps (a loop or macro that does not end, or one far too long); "
                      "reading stopped here.",
                  offset, offset + 1);
        else
            error("read.limit.depth",
                  "Macros expand inside each other more than " + std::to_string(limits_.max_depth) +
                      " deep here (a macro that calls itself?); TeX would stop too.",
                  offset, offset + 1);
    };
    budget_.error = [this](const char* code, size_t begin, size_t end, const std::string& message) {
        error(code, message + ".", begin, end);
    };
}

void Interpreter::error(const std::string& code, const std::string& message, size_t begin, size_t end) {
    reporter_.add(Severity::Error, code, message, begin, end);
}
void Interpreter::warn(const std::string& code, const std::string& message, size_t begin, size_t end) {
    reporter_.add(Severity::Warning, code, message, begin, end);
}
void Interpreter::note(const std::string& code, const std::string& message, size_t begin, size_t end) {
    reporter_.add(Severity::Info, code, message, begin, end);
}
void Interpreter::once(Severity s, const std::string& key, const std::string& code, const std::string& message,
                       size_t begin, size_t end) {
    if (reporter_.first_time(key)) reporter_.add(s, code, message, begin, end);
}

void Interpreter::run() {
    out_.ok = false;
    out_.scene.format = "tikz";
    if (text_.size() > limits_.max_bytes) {
        error("read.limit.bytes",
              "The drawing is " + std::to_string(text_.size()) + " bytes long, more than the limit of " +
                  std::to_string(limits_.max_bytes) + ".",
              0, 1);
        reporter_.finish();
        return;
    }
    bool truncated = false;
    LexResult lexed = lex(text_, limits_.max_steps, &truncated);
    if (truncated) {
        // Every token costs a step to read: a text with more could never be read whole.
        const size_t at = lexed.tokens.empty() ? 0 : lexed.tokens.back().end();
        error("read.limit.steps",
              "The drawing has more than " + std::to_string(limits_.max_steps) +
                  " tokens, more than the interpretation step budget could ever read; it was not read.",
              at, at + 1);
        reporter_.finish();
        return;
    }
    if (!lexed.problems.empty()) {
        // Braces that do not match make every later group ambiguous: TeX stops, so do we.
        for (const LexProblem& p : lexed.problems)
            error("tikz.syntax.brace", "Unbalanced braces: " + p.message + ".", p.begin, p.end);
        reporter_.finish();
        return;
    }
    set_register("pgflinewidth", 'd', kDefaultLineWidth, true);   // pgf's current line width, at its default
    Stream main(std::make_shared<const Tokens>(std::move(lexed.tokens)), macros_, budget_);
    run_stream(main, 0);
    if (!budget_.stop && !depth_stopped_)
        for (const Environment& e : envs_)
            error("tikz.environment.unclosed", "\\begin{" + e.name + "} is never ended by \\end{" + e.name + "}.",
                  e.offset, e.offset + 6 + e.name.size() + 2);

    // Nothing drawn, but material skipped that TeX typesets (a package's environment or
    // commands): the picture TeX draws was not read.
    if (out_.scene.items.empty() && skipped_outside_ && !reporter_.has_errors() && !budget_.stop)
        once(Severity::Warning, "unread-picture", "tikz.picture.unread",
             "Nothing was drawn by what Plumbline read, and it skipped commands or environments TeX typesets "
             "(a package's drawing commands?): the reading is incomplete.",
             0, 1);
    finish_frame();
    recognize_within_budget(out_.scene, limits_.max_items, reporter_.shared());
    out_.ok = !reporter_.has_errors();
    reporter_.finish();
}

// A path's share of the picture size (picture_size.hpp).
void Interpreter::protocol_path(const BuiltPath& built, const State& state, bool draws) {
    picture_size_.add_path(built, draws, state.paint.line_width);
}

// The frame is the picture's size as pgf protocols it (picture_size.hpp), which is what a
// standalone page is cropped to; a CSS pixel is 0.75bp, that is 72.27/96 pt.
void Interpreter::finish_frame() {
    Frame& frame = out_.scene.frame;
    frame.units_per_pixel = 72.27 / 96;
    Box box;
    const Box picture = picture_size_.box();
    if (!picture.empty) {
        box.add(Vec2(picture.min.x(), -picture.max.y()));   // canvas (y up) to scene
        box.add(Vec2(picture.max.x(), -picture.min.y()));
    } else {
        box = out_.scene.bounds();
    }
    if (box.empty || !is_finite(box.min) || !is_finite(box.max)) return;
    // Interword spaces (cmr10: 3.33333pt) typeset before the picture on the page.
    if (!picture.empty && leading_spaces_ > 0) box.add(box.min - Vec2(leading_spaces_ * 10.0 / 3, 0));
    if (!picture.empty) {   // standalone's border (scene y down: the top border lowers min.y)
        box.add(box.min - Vec2(page_border_[0], page_border_[3]));
        box.add(box.max + Vec2(page_border_[2], page_border_[1]));
    }
    frame.cover(box);
}

}  // namespace plumbline::tikz

namespace plumbline {

ReadResult read_tikz(std::string_view text, std::string_view source_name, const ReadLimits& limits) {
    ReadResult result;
    tikz::Interpreter(text, source_name, limits, result).run();
    return result;
}

}  // namespace plumbline
