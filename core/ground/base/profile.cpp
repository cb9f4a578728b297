#include "base/profile.hpp"

namespace plumbline {

namespace {

constexpr Profile kProfiles[] = {Profile::Default, Profile::Ssvg, Profile::DiagramEval};

}  // namespace

const char* to_string(Profile p) {
    switch (p) {
        case Profile::Default: return "default";
        case Profile::Ssvg: return "ssvg";
        case Profile::DiagramEval: return "diagrameval";
    }
    return "default";
}

bool parse_profile(std::string_view s, Profile& out) {
    for (Profile p : kProfiles)
        if (s == to_string(p)) {
            out = p;
            return true;
        }
    return false;
}

std::string profile_names(bool quoted) {
    const std::string q = quoted ? "\"" : "";
    const size_t n = std::size(kProfiles);
    std::string names;
    for (size_t i = 0; i < n; ++i)
        names += (i == 0 ? "" : i + 1 == n ? " or " : ", ") + q + to_string(kProfiles[i]) + q;
    return names;
}

}  // namespace plumbline
