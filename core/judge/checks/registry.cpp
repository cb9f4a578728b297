// The check kinds a task can name. A new kind is its folder under checks/, exporting one
// CheckKind record from its *_check.hpp, and one row here.
#include "checks/registry.hpp"

#include "checks/constraints/constraints_check.hpp"
#include "checks/diagram/diagram_check.hpp"
#include "checks/layout/layout_check.hpp"
#include "checks/match/match_check.hpp"
#include "checks/molecule/molecule_check.hpp"

namespace plumbline {

namespace {

const std::vector<const CheckKind*>& table() {
    static const std::vector<const CheckKind*> kinds = {
        &match::check_kind,
        &molecule::check_kind,
        &constraints::check_kind,
        &diagram::check_kind,
        &layout_kind::check_kind,
    };
    return kinds;
}

}  // namespace

const std::vector<const CheckKind*>& all_checks() { return table(); }

const CheckKind* find_check(std::string_view name) {
    for (const CheckKind* c : table())
        if (c->name == name) return c;
    return nullptr;
}

std::string check_names() {
    std::string names;
    for (const CheckKind* c : table()) names += (names.empty() ? "\"" : ", \"") + std::string(c->name) + "\"";
    return names;
}

}  // namespace plumbline
