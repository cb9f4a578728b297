#include "plumbline/checks/profile.hpp"

namespace plumbline {

const char* to_string(Profile p) {
    switch (p) {
        case Profile::Default: return "default";
        case Profile::Ssvg: return "ssvg";
        case Profile::DiagramEval: return "diagrameval";
    }
    return "default";
}

bool parse_profile(std::string_view s, Profile& out) {
    if (s == "default") {
        out = Profile::Default;
    } else if (s == "ssvg") {
        out = Profile::Ssvg;
    } else if (s == "diagrameval") {
        out = Profile::DiagramEval;
    } else {
        return false;
    }
    return true;
}

}  // namespace plumbline
