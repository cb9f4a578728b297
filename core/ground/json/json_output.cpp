// Report numbers: coordinates through base/decimal.hpp, scores to 4 decimals.
#include "json/json_output.hpp"

#include <cmath>
#include <cstdint>

namespace plumbline {

void write_rounded(JsonSink& w, double v) {
    if (!std::isfinite(v)) return w.null();
    w.floating(round_significant(v));
}

double round_fixed(double v) {
    const double r = std::round(v * 1e4) / 1e4;
    return r == 0 ? 0.0 : r;
}

void write_fixed(JsonSink& w, double v) {
    if (!std::isfinite(v)) return w.null();
    w.floating(round_fixed(v));
}

nlohmann::json rounded_fixed(double v) {
    if (!std::isfinite(v)) return nullptr;
    return round_fixed(v);
}

nlohmann::json js_number(double v) {
    if (!std::isfinite(v)) return nullptr;
    if (v == std::floor(v) && std::fabs(v) < 9e15) return static_cast<std::int64_t>(v);
    return v;
}

void write_span(JsonSink& w, const Span& s) {
    w.begin_object();
    w.field("column", s.column);
    w.field("end_column", s.end_column);
    w.field("end_line", s.end_line);
    w.field("line", s.line);
    w.end_object();
}

void write_point(JsonSink& w, const Vec2& p) {
    w.begin_array();
    write_rounded(w, p.x());
    write_rounded(w, p.y());
    w.end_array();
}

}  // namespace plumbline
