// What the Mermaid diagram parsers share: the text (comments, directives and front matter
// blanked out, so offsets and lines stay the source's), budgets, the graph being built,
// and errors worded as Mermaid's own parser words them.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>

#include "formats/read.hpp"
#include "formats/reporter.hpp"

namespace plumbline::mermaid {

class Context {
public:
    Context(std::string_view text, const ReadLimits& limits, ReadReporter& reporter, ReadResult& result)
        : text(text), lines(text), limits(limits), reporter(reporter), result(result) {}

    std::string_view text;
    LineIndex lines;
    const ReadLimits& limits;
    ReadReporter& reporter;
    ReadResult& result;
    SceneGraph graph;
    bool failed = false;

    // A parse error at `at`, as Mermaid reports it: "Parse error on line 3: ...A --> B
    // Expecting 'SEMI', 'NEWLINE', got 'PS'", then what was expected in plain words.
    // Returns false so that callers can `return ctx.fail(...)`.
    bool fail(size_t at, const std::string& got, const std::string& expecting, const std::string& plain,
              const char* code = "mermaid.syntax");
    // One more step (statement or token); false once the budget is spent (reported once).
    bool step(size_t at);
    // The node with this id, made (label = its id) when new; -1 past the item budget.
    int node(std::string_view id, size_t at, size_t end);
    // An edge; false past the item budget.
    bool edge(int from, int to, EdgeDirection direction, std::string label, size_t at, size_t end);
    // False (reported) when a block is nested deeper than the depth budget.
    bool depth_ok(int depth, size_t at);

    std::unordered_map<std::string, int> index;   // node id -> node
    size_t steps = 0;

private:
    bool items_ok(size_t at);
};

// An accessibility statement at `i` (`accTitle: text`, `accDescr: text`, `accDescr { ... }`:
// metadata for screen readers, no part of the graph): where it ends, or npos when none
// starts there. The flowchart's lexer spells the keywords in one case, the state
// diagram's in any (`any_case`). An unclosed `{` runs to the end of the text.
size_t accessibility_end(std::string_view text, size_t i, bool any_case);

// The diagram parsers: each reads from `begin` (just past the header keyword) to the end.
bool parse_flowchart(Context& ctx, size_t begin);
bool parse_state(Context& ctx, size_t begin);

}  // namespace plumbline::mermaid
