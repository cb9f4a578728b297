// Compact JSON text of a value, byte for byte what nlohmann's dump(-1) with the `replace`
// error handler writes, in a third of the time: strings are copied in runs between the
// bytes that need escaping instead of character by character. A report is written for
// every answer of a batch, so this is on the hot path.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace plumbline {

void append_compact_json(std::string& out, const nlohmann::json& j);

// The pieces, as the dump writes them (also for report/json_sink's text sink).
// A string, quoted and escaped; false (and nothing appended) when `s` is not valid UTF-8.
bool append_json_string(std::string& out, std::string_view s);
void append_json_integer(std::string& out, std::int64_t v);
void append_json_unsigned(std::string& out, std::uint64_t v);
void append_json_float(std::string& out, double v);   // null when not finite

}  // namespace plumbline
