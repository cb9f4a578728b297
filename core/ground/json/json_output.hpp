// The JSON writer's number and shape rules: how values are written into report JSON so that native and
// WebAssembly builds print byte-identical text and no value can make the JSON invalid.
#pragma once

#include <string>
#include <string_view>

#include "base/decimal.hpp"   // number_text, shared with the SVG writer
#include "base/utf8.hpp"      // valid_utf8
#include "diagnostics/diagnostic.hpp"
#include "scene/scene.hpp"   // Geometry
#include "json/json_sink.hpp"

namespace plumbline {

// A coordinate or measure, rounded to 6 significant digits (0 below 1e-9 in magnitude);
// null when not finite.
void write_rounded(JsonSink& w, double v);
// A score or timing, rounded to 4 decimals; null when not finite.
void write_fixed(JsonSink& w, double v);
// The finite value write_fixed writes (never -0), as a reader of its text gets it back.
double round_fixed(double v);
// The same as a JSON value, for the results the core builds as trees (bundle summaries).
nlohmann::json rounded_fixed(double v);
// A number as JavaScript's JSON.stringify writes it (1, not nlohmann's 1.0), for JSON a
// page rebuilds from objects and compares with ours: an integral value as an integer.
nlohmann::json js_number(double v);
// A source span: {"column", "end_column", "end_line", "line"}.
void write_span(JsonSink& w, const Span& s);
// A point as [x, y], rounded.
void write_point(JsonSink& w, const Vec2& p);

// Geometry (geometry_json.cpp): every shape in scene coordinates, paths as SVG path data.
void write_geometry(JsonSink& w, const Geometry& g);
void write_geometry(JsonSink& w, const ShapeGeometry& g);

}  // namespace plumbline
