// Which judgement a check applies: Plumbline's own (default), or the published
// SSVG-Bench scripts reproduced on the same Scene (ssvg).
#pragma once

#include <string_view>

namespace plumbline {

enum class Profile { Default, Ssvg };
const char* to_string(Profile p);
bool parse_profile(std::string_view s, Profile& out);

}  // namespace plumbline
