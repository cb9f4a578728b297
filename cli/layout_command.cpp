// plumb layout FORMAT FILE [--profile default|ssvg] [--pretty]: the drawing read into a
// Scene and its layout section (docs/layout.md) printed as JSON: {ok, complete,
// diagnostics (the reading's), layout ({examined, findings}, written even without
// findings)}. The section a report holds for the same drawing as a candidate; for dev
// scripts that measure the findings against people (scripts/dev/diagramir_kappa.py).
#include <iostream>

#include "cli.hpp"
#include "plumbline/plumbline.hpp"

namespace plumb {

int run_layout(const std::vector<std::string>& args) {
    Options options;
    std::string error;
    if (!parse_options(args, kProfile | kPretty, options, error)) return usage_error(error);
    if (options.positional.size() != 2) return usage_error("layout needs a format (svg, tikz, eps, ...) and a drawing file (or - for stdin)");
    std::string text;
    if (!read_input(options.positional[1], text))
        return usage_error("cannot read drawing file '" + options.positional[1] + "'");
    const plumbline::ReadResult read = plumbline::read_drawing(options.positional[0], text, "candidate", {},
                                                               plumbline::reading_for(options.evaluate.profile));
    nlohmann::json out = plumbline::to_json(read);
    out.erase("scene");
    out["complete"] = read.complete;
    if (read.ok) out["layout"] = plumbline::to_json(plumbline::layout::find_layout(read.scene));
    std::cout << dump(out, options.pretty) << '\n';
    return kExitOk;
}

}  // namespace plumb
