// The given drawing kept in the answer (see preserved.hpp).
#include "matching/preserved.hpp"

#include <string>

#include "matching/select.hpp"
#include "common/words.hpp"

namespace plumbline {

namespace {

constexpr size_t kNamedInMessage = 12;

}  // namespace

int check_preserved_input(const Scene& input, const Scene& candidate, double tolerance, PreserveInput mode,
                          Report& report) {
    if (mode == PreserveInput::Off) return 0;
    const bool strict = mode == PreserveInput::Strict;
    std::vector<int> given;
    for (int i = 0; i < static_cast<int>(input.items.size()); ++i)
        if (input.primary_of(i) == i && input.items[static_cast<size_t>(i)].style.visible) given.push_back(i);
    const std::vector<bool> kept = drawn_in(input, given, candidate, input, tolerance);
    int changed = 0;
    Requirement r;
    r.id = "preserve-input";
    r.kind = "preserve_input";
    r.measure = "elements";
    for (size_t k = 0; k < given.size(); ++k) {
        if (kept[k]) continue;
        ++changed;
        const Item& it = input.items[static_cast<size_t>(given[k])];
        if (static_cast<size_t>(changed) > kNamedInMessage) continue;
        Diagnostic d;
        d.code = "input.modified";
        d.severity = strict ? Severity::Error : Severity::Warning;
        d.source = "input";
        d.item = given[k];
        d.span = it.source.span;
        d.shapes.push_back(Shape{"expected", words::shape_of(it.geometry)});
        d.message = "The given " + words::describe_item(input, given[k]) + " (" + words::describe_geometry(it.geometry) +
                    ") is not in the answer as given: it was moved, changed or removed." +
                    (strict ? " The task asks for the given drawing to be kept, so the answer fails." : "");
        report.diagnostics.push_back(std::move(d));
    }
    if (static_cast<size_t>(changed) > kNamedInMessage) {
        Diagnostic d;
        d.code = "input.modified";
        d.severity = strict ? Severity::Error : Severity::Warning;
        d.source = "input";
        d.message = std::to_string(changed - static_cast<int>(kNamedInMessage)) + " more given elements are not in the answer as given.";
        report.diagnostics.push_back(std::move(d));
    }
    if (changed == 0) {
        Diagnostic d;
        d.code = "input.preserved";
        d.severity = Severity::Info;
        d.source = "candidate";
        d.message = "All " + std::to_string(given.size()) + " elements of the given drawing are in the answer, unmoved.";
        report.diagnostics.push_back(std::move(d));
    }
    if (strict) {
        r.satisfied = changed == 0;
        r.error = changed;
        r.tolerance = 0;
        report.requirements.push_back(r);
        if (changed > 0 && report.verdict == Verdict::Pass) report.verdict = Verdict::Fail;
    }
    return changed;
}

}  // namespace plumbline
