// The report's members as written through a JSON sink (report_json.cpp), for the writers
// beside it: the batch line (one report per answer, straight into text) and the read
// result's diagnostics.
#pragma once

#include <nlohmann/json.hpp>

#include "json/json_sink.hpp"
#include "report/report.hpp"

namespace plumbline {

// A diagnostic; below Full without the shapes to draw.
void write_diagnostic(JsonSink& w, const Diagnostic& d, ReportLevel level);
// A report at a level, with a batch line's id as "line_id" when given.
void write_report(JsonSink& w, const Report& r, ReportLevel level, const nlohmann::json* line_id);
// The layout section (docs/layout.md); below Full without the shapes to draw.
void write_layout(JsonSink& w, const LayoutSection& s, ReportLevel level);

}  // namespace plumbline
