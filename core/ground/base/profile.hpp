// Which judgement a check applies: Plumbline's own (default), the published SSVG-Bench
// scripts reproduced on the same Scene (ssvg), or DiagramEval's own verdict for the
// diagram check (diagrameval: node and path F1 = 1; every other check judges as default).
// The one list of them: front ends take their names and messages from here.
#pragma once

#include <string>
#include <string_view>

namespace plumbline {

enum class Profile { Default, Ssvg, DiagramEval };
const char* to_string(Profile p);
bool parse_profile(std::string_view s, Profile& out);
// The names for messages: "default, ssvg or diagrameval", or each in double quotes.
std::string profile_names(bool quoted = false);

}  // namespace plumbline
