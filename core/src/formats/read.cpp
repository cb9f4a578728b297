// The readers' entry points: read_svg, and dispatch on a format name.
#include "plumbline/formats/read.hpp"

#include "formats/svg/svg_reader.hpp"

namespace plumbline {

ReadResult read_svg(std::string_view text, std::string_view source_name, const ReadLimits& limits) {
    ReadResult result;
    svg::Reader(text, source_name, limits, result).run();
    return result;
}

ReadResult read_drawing(std::string_view format, std::string_view text, std::string_view source_name,
                        const ReadLimits& limits) {
    if (format == "svg") return read_svg(text, source_name, limits);
    ReadResult result;
    Diagnostic d;
    d.code = "read.format.unsupported";
    d.severity = Severity::Error;
    d.message = "Drawings in the format \"" + std::string(format) + "\" cannot be read yet; Plumbline reads svg.";
    d.source = std::string(source_name);
    result.diagnostics.push_back(std::move(d));
    return result;
}

}  // namespace plumbline
