// The diagnostic codes the Mermaid reader writes (the catalogue: diagnostics/diagnostic_codes.hpp).
#include "formats/mermaid/mermaid_blocks.hpp"

namespace plumbline {

const std::vector<CodeInfo>& mermaid_codes() {
    [[maybe_unused]] constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;
    static const std::vector<CodeInfo> codes = {
        // --- the Mermaid reader -----------------------------------------------------------
        {"mermaid.syntax", E,
         "The Mermaid text breaks the diagram's grammar; the message says where, as Mermaid's parser does (\"Parse "
         "error on line N: ... Expecting 'SEMI', 'NEWLINE', ..., got 'PS'\"), and what was expected in plain words. "
         "Nothing is read."},
        {"mermaid.diagram.unsupported", E,
         "The text is a Mermaid diagram of another type (sequenceDiagram, classDiagram, gantt...), named in the "
         "message; Plumbline reads flowcharts and state diagrams only. Nothing is read."},
        {"mermaid.diagram.unknown", E,
         "The text does not start with a Mermaid diagram type (flowchart, graph, stateDiagram...): \"No diagram type "
         "detected\", as Mermaid says. Nothing is read."},
        {"mermaid.link.mixed", W,
         "A link with text starts and ends in different strokes or heads (`-- text ==>`, `x-- text -->`); Mermaid "
         "keeps it as an edge of type INVALID, read without direction."},
        {"mermaid.label.lost", I,
         "A label draws more than text (a Font Awesome icon such as `fa:fa-car`, an image, a tag with attributes); "
         "only its text is read."},
    };
    return codes;
}

}  // namespace plumbline
