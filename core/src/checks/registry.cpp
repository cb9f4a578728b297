// The check kinds a task can name. A new kind adds one line here and one in
// report/check_json.cpp (its JSON side).
#include "checks/constraints/constraints_check.hpp"
#include "checks/diagram/diagram_check.hpp"
#include "checks/match/match_check.hpp"
#include "checks/molecule/molecule_check.hpp"
#include "plumbline/checks/check.hpp"

namespace plumbline {

namespace {

constexpr CheckKind kChecks[] = {
    {"match", match::prepare_check, match::check},
    {"molecule", molecule::prepare_check, molecule::check},
    {"constraints", nullptr, constraints::check},
    {"diagram", nullptr, diagram::check},
};

}  // namespace

const CheckKind* find_check(std::string_view name) {
    for (const CheckKind& c : kChecks)
        if (c.name == name) return &c;
    return nullptr;
}

std::string check_names() {
    std::string names;
    for (const CheckKind& c : kChecks) names += (names.empty() ? "\"" : ", \"") + std::string(c.name) + "\"";
    return names;
}

}  // namespace plumbline
