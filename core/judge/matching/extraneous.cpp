// Extraneous candidate items: drawn, but neither asked for by the reference nor copied
// from the given input. SSVG-Bench (appendix C) names this as its scripts' blind spot: a
// drawing full of extra lines passes them. Reported for information; the verdict is
// unaffected unless a task makes it strict.
#include <algorithm>

#include "matching/matching.hpp"

namespace plumbline::matching {

namespace {
// Items named in the summary message; the rest are counted.
constexpr size_t kNamedInMessage = 8;
// Items drawn among the diagnostic's shapes: a page highlights them all at once, and a
// drawing of 100,000 stray lines must not make a report of megabytes. The report's
// `extraneous` list keeps every index.
constexpr size_t kShapesAtMost = 500;

bool draws_something(const Item& item) {
    if (const Path* p = std::get_if<Path>(&item.geometry)) return !p->pieces.empty();
    return item.kind() != ItemKind::Text;
}
}  // namespace

std::vector<int> extraneous_items(const Scene& candidate, const std::vector<int>& selection,
                                  const std::vector<Requirement>& requirements, const Scene* input,
                                  const Tolerances& tolerances, Budget& budget) {
    const size_t n = candidate.items.size();
    std::vector<char> used(n, 0), listed(n, 0);
    for (const Requirement& r : requirements)
        for (int i : r.matched_by)
            if (i >= 0 && i < static_cast<int>(n)) used[static_cast<size_t>(candidate.primary_of(i))] = 1;

    std::vector<int> unused;
    for (int i : selection) {
        if (i < 0 || i >= static_cast<int>(n)) continue;
        const size_t p = static_cast<size_t>(candidate.primary_of(i));
        const Item& item = candidate.items[p];
        if (used[p] || listed[p] || !item.style.visible || !draws_something(item)) continue;
        listed[p] = 1;
        unused.push_back(static_cast<int>(p));
    }
    std::sort(unused.begin(), unused.end());
    if (!input || unused.empty()) return unused;

    const std::vector<bool> given = reproduces_input(candidate, unused, *input, tolerances, budget);
    std::vector<int> extra;
    for (size_t k = 0; k < unused.size(); ++k)
        if (!given[k]) extra.push_back(unused[k]);
    return extra;
}

void report_extraneous(const CheckInput& in, const std::vector<int>& selection, const Tolerances& tolerances,
                       Budget& budget, Report& report) {
    // Without an input nothing is compared. With one, at most one comparison for each pair
    // of a unit of a candidate item (each unit is an item of its own) and an input item.
    if (in.verdict_only &&
        (!in.input || budget.surely_lasts(double(in.candidate.items.size()) * double(in.input->items.size()) *
                                          kMostPairWork)))
        return;
    report.extraneous = extraneous_items(in.candidate, selection, report.requirements, in.input, tolerances, budget);
    if (auto d = extraneous_diagnostic(in.candidate, report.extraneous)) report.diagnostics.push_back(*d);
    report.precision = drawn_precision(in.candidate, selection, report.extraneous);
}

std::optional<double> drawn_precision(const Scene& candidate, const std::vector<int>& selection,
                                      const std::vector<int>& extraneous) {
    const size_t n = candidate.items.size();
    std::vector<char> seen(n, 0);
    int drawn = 0;
    for (int i : selection) {
        if (i < 0 || i >= static_cast<int>(n)) continue;
        const size_t p = static_cast<size_t>(candidate.primary_of(i));
        const Item& item = candidate.items[p];
        if (seen[p] || !item.style.visible || !draws_something(item)) continue;
        seen[p] = 1;
        ++drawn;
    }
    if (drawn == 0) return std::nullopt;
    return double(drawn - static_cast<int>(extraneous.size())) / drawn;
}

std::optional<Diagnostic> extraneous_diagnostic(const Scene& candidate, const std::vector<int>& items) {
    if (items.empty()) return std::nullopt;
    Diagnostic d;
    d.code = "match.extraneous";
    d.severity = Severity::Info;
    d.source = "candidate";
    std::string names;
    for (size_t k = 0; k < items.size() && k < kNamedInMessage; ++k)
        names += (k ? ", " : "") + describe_item(candidate, items[k]);
    if (items.size() > kNamedInMessage) names += " and " + std::to_string(items.size() - kNamedInMessage) + " more";
    d.message = items.size() == 1
                    ? "1 candidate item is neither in the reference nor in the given drawing: " + names +
                          ". It does not affect the verdict."
                    : std::to_string(items.size()) +
                          " candidate items are neither in the reference nor in the given drawing: " + names +
                          ". They do not affect the verdict.";
    if (items.size() == 1) {
        d.item = items.front();
        d.span = candidate.items[static_cast<size_t>(items.front())].source.span;
    }
    for (size_t k = 0; k < items.size() && k < kShapesAtMost; ++k)
        d.shapes.push_back(Shape{"extraneous", shape_of(candidate.items[static_cast<size_t>(items[k])].geometry)});
    return d;
}

}  // namespace plumbline::matching
