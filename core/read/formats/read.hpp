// Readers turn drawing text into a Scene. They never throw and never abort: anything
// malformed or unsupported becomes a located Diagnostic; a document that cannot be read
// at all gives ok = false.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "diagnostics/diagnostic.hpp"
#include "diagnostics/diagnostic_codes.hpp"   // is_read_limit
#include "scene/scene.hpp"

namespace plumbline {

// Budgets every reader honours; hitting one is a diagnostic ("read.limit.*"), not a hang.
struct ReadLimits {
    size_t max_bytes = 16u << 20;        // input text size
    // Element nesting (including <use> expansion). Deep enough for real exports (Inkscape
    // layers, Graphviz clusters nest a few hundred deep); every reader loop is iterative.
    int max_depth = 1024;
    size_t max_items = 200000;           // scene items produced
    size_t max_use_expansions = 20000;   // <use> instantiations in all
    size_t max_path_commands = 1000000;  // path commands in all
    size_t max_steps = 5000000;          // interpreter steps (TikZ: tokens read, macros expanded, loop turns)
};

struct ReadResult {
    bool ok = false;                     // false: not a readable drawing (verdict invalid)
    // false: a budget (a read.limit.* diagnostic) stopped the reader, so the Scene holds only
    // part of the drawing. It can be shown, but a verdict on what remains could be wrong,
    // so the pipeline does not judge it.
    bool complete = true;
    Scene scene;
    std::vector<Diagnostic> diagnostics; // source field set to `source_name`
};

// SVG (with or without the SVG namespace). `source_name` labels the diagnostics
// ("candidate", "reference", "input").
ReadResult read_svg(std::string_view text, std::string_view source_name,
                    const ReadLimits& limits = {});

// TikZ: a tikzpicture environment, a whole LaTeX document around one, or bare drawing
// commands. Coordinates in TeX pt with y negated (y down), as docs/architecture.md ("Coordinates") says.
ReadResult read_tikz(std::string_view text, std::string_view source_name,
                     const ReadLimits& limits = {});

// EPS / PostScript: an interpreter for the drawing subset models write. Coordinates in
// PostScript points (bp) with y flipped against the %%BoundingBox top (y_scene = ury - y),
// as docs/architecture.md ("Coordinates") says. core/read/formats/eps/README.md has the support table.
ReadResult read_eps(std::string_view text, std::string_view source_name,
                    const ReadLimits& limits = {});

// Graphviz DOT: the graph itself in Scene::graph (nodes with labels, edges with a
// direction), no items. Syntax errors located as Graphviz reports them; docs/diagram.md.
ReadResult read_dot(std::string_view text, std::string_view source_name,
                    const ReadLimits& limits = {});

// Mermaid flowcharts and state diagrams: the graph in Scene::graph as Mermaid's parser
// builds it (nodes with labels, edges with labels and a direction), no items. Syntax
// errors located as Mermaid reports them; other diagram types refused by name;
// docs/diagram.md ("Mermaid").
ReadResult read_mermaid(std::string_view text, std::string_view source_name,
                        const ReadLimits& limits = {});

// SMILES (OpenSMILES, organic molecules): the molecule itself in Scene::molecule (atoms
// with elements, charges and hydrogens; bonds with orders, aromatic rings given a Kekulé
// structure), no items. Errors located at the character; docs/molecule.md.
ReadResult read_smiles(std::string_view text, std::string_view source_name,
                       const ReadLimits& limits = {});

// Which reading of a drawing a reader makes.
enum class Reading {
    Rendered,    // what the drawing shows: every transform applied, every shape recognised
    // What SSVG-Bench's published chain hands its scripts (the `ssvg` profile): an SVG as
    // the appendix-F parse_svg_file reads it, a TikZ picture as the page pdflatex and
    // pdf2svg make of it. core/read/formats/published/published.hpp says exactly what.
    Published,
};

// Dispatch on format name ("svg"); unknown formats give ok = false with a diagnostic.
ReadResult read_drawing(std::string_view format, std::string_view text,
                        std::string_view source_name, const ReadLimits& limits = {},
                        Reading reading = Reading::Rendered);

// A reader that hit a budget (a read.limit.* diagnostic) read part of the drawing: the
// result says so, so that the pipeline can refuse to judge the rest.
inline void mark_partial(ReadResult& result) {
    for (const Diagnostic& d : result.diagnostics)
        if (is_read_limit(d.code)) result.complete = false;
}

}  // namespace plumbline
