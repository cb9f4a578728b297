// Which judgement a check applies: Plumbline's own (default), the published SSVG-Bench
// scripts reproduced on the same Scene (ssvg), or DiagramEval's own verdict for the
// diagram check (diagrameval: node and path F1 = 1; every other check judges as default).
#pragma once

#include <string_view>

namespace plumbline {

enum class Profile { Default, Ssvg, DiagramEval };
const char* to_string(Profile p);
bool parse_profile(std::string_view s, Profile& out);

}  // namespace plumbline
