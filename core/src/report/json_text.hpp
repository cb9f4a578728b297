// Compact JSON text of a value, byte for byte what nlohmann's dump(-1) with the `replace`
// error handler writes, in a third of the time: strings are copied in runs between the
// bytes that need escaping instead of character by character. A report is written for
// every answer of a batch, so this is on the hot path.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace plumbline {

void append_compact_json(std::string& out, const nlohmann::json& j);

}  // namespace plumbline
