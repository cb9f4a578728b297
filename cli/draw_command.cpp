// plumb draw FORMAT FILE: the drawing read into a Scene and written back as plain SVG by
// the core's writer, the bytes the JS API's drawScene returns. Reading problems go to
// stderr; what could be read is still drawn.
#include <iostream>

#include "cli.hpp"
#include "plumbline/plumbline.hpp"

namespace plumb {

int run_draw(const std::vector<std::string>& args) {
    Options options;
    std::string error;
    if (!parse_options(args, 0, options, error)) return usage_error(error);
    if (options.positional.size() != 2) return usage_error("draw needs a format (svg) and a drawing file (or - for stdin)");
    const std::string& format = options.positional[0];
    const std::string& path = options.positional[1];
    std::string text;
    if (!read_input(path, text)) return usage_error("cannot read drawing file '" + path + "'");

    const plumbline::ReadResult read = plumbline::read_drawing(format, text, "candidate");
    for (const plumbline::Diagnostic& d : read.diagnostics)
        if (d.severity == plumbline::Severity::Error)
            std::cerr << "plumb: " << path << ':' << d.span.line << ':' << d.span.column << ": " << d.message << '\n';
    std::cout << plumbline::write_svg(read.scene);
    return kExitOk;
}

}  // namespace plumb
