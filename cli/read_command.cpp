// plumb read FORMAT FILE [--profile default|ssvg] [--pretty]: the drawing read into a Scene,
// printed as JSON ({ok, scene, diagnostics}). With --profile ssvg, the published reading
// that profile judges (the page pdflatex + pdf2svg make of a TikZ picture, an SVG as the
// published script reads it). For inspecting what a check will see, and for dev scripts
// that compare readings with other toolchains.
#include <iostream>

#include "cli.hpp"
#include "plumbline/plumbline.hpp"

namespace plumb {

int run_read(const std::vector<std::string>& args) {
    Options options;
    std::string error;
    if (!parse_options(args, kProfile | kPretty, options, error)) return usage_error(error);
    if (options.positional.size() != 2) return usage_error("read needs a format (svg, tikz, eps, dot, mermaid, smiles, chemfig) and a drawing file (or - for stdin)");
    std::string text;
    if (!read_input(options.positional[1], text))
        return usage_error("cannot read drawing file '" + options.positional[1] + "'");
    const plumbline::ReadResult read = plumbline::read_drawing(options.positional[0], text, "candidate", {},
                                                               plumbline::reading_for(options.evaluate.profile));
    std::cout << dump(plumbline::to_json(read), options.pretty) << '\n';
    return kExitOk;
}

}  // namespace plumb
