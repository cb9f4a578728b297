// The formats the core reads (see registry.hpp), and the readers' public entry points.
#include "formats/registry.hpp"

#include "formats/chemfig/chemfig_blocks.hpp"
#include "formats/dot/dot_blocks.hpp"
#include "formats/dot/dot_reader.hpp"
#include "formats/eps/eps_blocks.hpp"
#include "formats/mermaid/mermaid_blocks.hpp"
#include "formats/mermaid/mermaid_reader.hpp"
#include "formats/published/published.hpp"
#include "formats/smiles/smiles_blocks.hpp"
#include "formats/svg/svg_blocks.hpp"
#include "formats/tikz/tikz_blocks.hpp"

namespace plumbline {

namespace {

const std::vector<Format>& table() {
    static const std::vector<Format> table = {
        {"svg", {"svg", "xml", "html", "xhtml", "svg+xml", "image/svg+xml"}, "<svg>...</svg>", find_svg_blocks,
         read_svg, read_svg_published, svg_codes},
        // Before TikZ: a document or picture that uses \chemfig is chemfig's (its finder
        // claims nothing else), so format_of_text names it; extraction is per format.
        {"chemfig", {"latex", "tex", "chemfig"}, "\\chemfig{...}", find_chemfig_blocks, read_chemfig, nullptr,
         chemfig_codes},
        {"tikz", {"latex", "tex", "tikz", "pgf", "context"}, "\\begin{tikzpicture}...\\end{tikzpicture}",
         find_tikz_blocks, read_tikz, read_tikz_published, tikz_codes},
        // The published reading: Ghostscript's -dEPSCrop page through the pdf2svg model.
        {"eps", {"postscript", "ps", "eps", "epsf"}, "%!PS...showpage", find_eps_blocks, read_eps, read_eps_published,
         eps_codes},
        // A graph, not a drawing: no published reading (SSVG-Bench has no DOT).
        {"dot", {"dot", "graphviz", "gv"}, "digraph {...}", find_dot_blocks, read_dot, nullptr, dot_codes},
        // A graph too: flowcharts and state diagrams, as Mermaid's own parser builds them.
        {"mermaid", {"mermaid", "mmd"}, "flowchart TD ...", find_mermaid_blocks, read_mermaid, nullptr,
         mermaid_codes},
        // A molecule, not a drawing: the molecule check's reference (or an answer) as a
        // SMILES string. Last, so a task's text is taken for SMILES only when it is nothing else.
        {"smiles", {"smiles", "smi"}, "SMILES string", find_smiles_blocks, read_smiles, nullptr, smiles_codes},
    };
    return table;
}

}  // namespace

const std::vector<Format>& all_formats() { return table(); }

const Format* find_format(std::string_view name) {
    for (const Format& f : table())
        if (f.name == name) return &f;
    return nullptr;
}

std::string format_names() {
    std::string names;
    for (const Format& f : table()) names += (names.empty() ? "" : ", ") + std::string(f.name);
    return names;
}

ReadResult read_drawing(std::string_view format, std::string_view text, std::string_view source_name,
                        const ReadLimits& limits, Reading reading) {
    if (const Format* f = find_format(format)) {
        const DrawingReader reader = reading == Reading::Published && f->read_published ? f->read_published : f->read;
        ReadResult result = reader(text, source_name, limits);
        mark_partial(result);   // whatever the format, so the pipeline can refuse to judge the rest
        return result;
    }
    ReadResult result;
    Diagnostic d;
    d.code = "read.format.unsupported";
    d.severity = Severity::Error;
    d.message = "Drawings in the format \"" + std::string(format) + "\" cannot be read yet; Plumbline reads " +
                format_names() + ".";
    d.source = std::string(source_name);
    result.diagnostics.push_back(std::move(d));
    return result;
}

}  // namespace plumbline
