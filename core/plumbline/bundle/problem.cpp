// A bundle problem as a person reads it on a terminal, and as JSON for a page.
#include "bundle/bundle.hpp"

namespace plumbline {

std::string problem_text(const BundleProblem& p) {
    std::string out = p.file;
    if (p.line > 0) out += ":" + std::to_string(p.line);
    return out + ": " + p.message + " [" + p.code + "]";
}

nlohmann::json to_json(const BundleProblem& p) {
    return {{"file", p.file},
            {"line", p.line > 0 ? nlohmann::json(p.line) : nlohmann::json(nullptr)},
            {"code", p.code},
            {"severity", to_string(p.severity)},
            {"message", p.message}};
}

}  // namespace plumbline
