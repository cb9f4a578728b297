// The core's JSON: reports, and the pipeline's intermediate results for front ends.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "extract/extract.hpp"
#include "json/geometry_json.hpp"   // to_json of Geometry and ShapeGeometry
#include "formats/read.hpp"
#include "report/report.hpp"

namespace plumbline {

// Numbers are rounded (6 significant digits for coordinates, 4 decimals for scores) so
// native and WebAssembly builds print identical JSON.
// At a level below Full the report says so in a "report" member; Full is unchanged.
nlohmann::json to_json(const Report& r, ReportLevel level = ReportLevel::Full);
nlohmann::json to_json(const Diagnostic& d);
// The layout section alone, as a report writes it at Full ({"examined", "findings"}).
nlohmann::json to_json(const LayoutSection& s);

// The pipeline's intermediate results, for front ends that show them (the JS API's
// readDrawing and extract, the web page's scene view). Same rounding as reports.
// Scene: {"format", "frame", "items": [{"index", "kind", "origin", "geometry", "style",
// "source"}]}; ReadResult: {"ok", "scene", "diagnostics"}; Extraction: {"found",
// "format", "text", "offset" (bytes), "line", "how", "diagnostics"}.
nlohmann::json to_json(const Scene& s);
nlohmann::json to_json(const ReadResult& r);
nlohmann::json to_json(const Extraction& e);

// The report's text at a level: to_text(to_json(r, level)), byte for byte, written
// straight from the report without building the tree (a batch writes one per answer).
std::string report_text(const Report& r, ReportLevel level = ReportLevel::Full);

// The text every front end prints for a JSON value: one line (or 2-space indented),
// UTF-8, never throws. The CLI and the WebAssembly module share it, so their bytes agree.
std::string to_text(const nlohmann::json& j, bool pretty = false);

}  // namespace plumbline
