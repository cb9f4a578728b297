// An extraction as JSON: what was found in the raw response, where, and how.
#include <utility>

#include "json/json_output.hpp"
#include "output/json.hpp"

namespace plumbline {

using nlohmann::json;

json to_json(const Extraction& e) {
    json diagnostics = json::array();
    for (const Diagnostic& d : e.diagnostics) diagnostics.push_back(to_json(d));
    return {{"found", e.found},
            {"format", valid_utf8(e.format)},
            {"text", valid_utf8(e.text)},
            {"offset", e.offset},
            {"line", e.line},
            {"how", valid_utf8(e.how)},
            {"diagnostics", std::move(diagnostics)}};
}

}  // namespace plumbline
