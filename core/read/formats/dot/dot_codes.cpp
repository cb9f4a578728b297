// The diagnostic codes the DOT reader writes (the catalogue: diagnostics/diagnostic_codes.hpp).
#include "formats/dot/dot_blocks.hpp"

namespace plumbline {

const std::vector<CodeInfo>& dot_codes() {
    [[maybe_unused]] constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;
    static const std::vector<CodeInfo> codes = {
        // --- the DOT reader ---------------------------------------------------------------
        {"dot.syntax", E,
         "The DOT text breaks the language's grammar; the message says where (as Graphviz: \"syntax error in line N "
         "near ...\") and what was expected there. Nothing is read."},
        {"dot.syntax.string", E, "A double-quoted string is never closed; the span points at its opening quote."},
        {"dot.syntax.comment", E, "A `/*` comment is never closed by `*/`."},
        {"dot.syntax.html", E, "An HTML string's `<` is never balanced by its closing `>`."},
        {"dot.syntax.character", E, "A character that cannot stand in DOT outside a string (`@`, `$`, a lone `-`...)."},
        {"dot.syntax.number", W,
         "A number runs into a name (`2a`); like Graphviz, Plumbline reads two IDs, which is rarely what was meant."},
        {"dot.graph.several", W, "Text follows the first graph's closing `}` (another graph, or stray text); only the first graph is read."},
        {"dot.charset.latin1", W,
         "A name or label holds bytes that are not UTF-8 in a graph without charset=latin1; like Graphviz (which warns too), "
         "Plumbline reads each such byte as a Latin-1 character."},
        {"dot.attribute.value", W, "An edge's `dir` is not forward, back, both or none; the edge keeps its default direction."},
    };
    return codes;
}

}  // namespace plumbline
