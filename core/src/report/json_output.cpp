// Report numbers: coordinates through base/decimal.hpp, scores to 4 decimals.
#include "report/json_output.hpp"

#include <cmath>
#include <cstdint>

namespace plumbline {

nlohmann::json rounded(double v) {
    if (!std::isfinite(v)) return nullptr;
    return round_significant(v);
}

nlohmann::json rounded_fixed(double v) {
    if (!std::isfinite(v)) return nullptr;
    const double r = std::round(v * 1e4) / 1e4;
    return r == 0 ? 0.0 : r;
}

nlohmann::json js_number(double v) {
    if (!std::isfinite(v)) return nullptr;
    if (v == std::floor(v) && std::fabs(v) < 9e15) return static_cast<std::int64_t>(v);
    return v;
}

nlohmann::json span_json(const Span& s) {
    return {{"line", s.line}, {"column", s.column}, {"end_line", s.end_line}, {"end_column", s.end_column}};
}

}  // namespace plumbline
