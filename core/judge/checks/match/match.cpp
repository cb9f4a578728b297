// The match check (SSVG-Bench Pattern 1): every selected reference item must be
// reproduced by some candidate item. This file chooses the items, runs the family
// matchers of the chosen profile and assembles the report.
#include <algorithm>

#include "checks/match/match.hpp"

namespace plumbline::match {

namespace {

std::vector<int> visible(const Scene& scene, std::vector<int> items) {
    items.erase(std::remove_if(items.begin(), items.end(),
                               [&](int i) { return !scene.items[static_cast<size_t>(i)].style.visible; }),
                items.end());
    return items;
}

}  // namespace

const Options& options_of(const CheckOptions* options) {
    static const Options kDefaults;
    const auto* own = dynamic_cast<const Options*>(options);
    return own ? *own : kDefaults;
}

std::shared_ptr<const CheckPreparation> prepare_check(const CheckOptions* check_options, Profile profile,
                                                      const Scene& reference, const Scene* input) {
    const Options& options = options_of(check_options);
    auto p = std::make_shared<Prepared>();
    p->kind = "match";
    p->profile = profile;
    if (input) p->labels = labels::Labelling::of(*input);
    p->reference = select_items(reference, options.reference_select, profile, input, options.tolerance.value_or(0));
    if (profile != Profile::Ssvg) {
        p->units = units_of(reference, visible(reference, p->reference));
        p->words = words_of(reference, p->units, &p->labels);
    }
    return p;
}

void check(const CheckInput& in, Report& report) {
    const Options& options = options_of(in.options);
    // What the task's drawings give: prepared once per task, else worked out here.
    std::shared_ptr<const CheckPreparation> own;
    const CheckPreparation* prepared = in.prepared;
    if (!prepared || prepared->kind != "match" || prepared->profile != in.profile)
        prepared = (own = prepare_check(in.options, in.profile, in.reference, in.input)).get();
    const Prepared& given = static_cast<const Prepared&>(*prepared);
    const labels::Labelling* labels = &given.labels;
    const double tolerance = options.tolerance.value_or(0);
    const std::vector<int>& reference = given.reference;
    const std::vector<int> candidate =
        select_items(in.candidate, options.candidate_select, in.profile, in.input, tolerance);
    report.candidate_items = in.candidate.primary_count();
    if (in.profile == Profile::Ssvg) {
        check_match_ssvg(in, options, reference, candidate, labels, report);
        return;
    }

    const Tolerances tolerances = Tolerances::for_drawing(in.reference, options.tolerance);
    Budget budget(double(options.budget));
    const std::vector<Unit>& units = given.units;
    if (!units.empty()) {
        const Pool pool = make_pool(in.candidate, candidate);
        const std::vector<Outcome> outcomes = match_all(units, Matching{pool, tolerances, budget, true, true, labels});
        report_outcomes(in.reference, in.candidate, units, given.words, outcomes, labels, report);
        report_extraneous(in, candidate, tolerances, budget, report);
        // The given drawing kept (when the task asks): strict makes it one more requirement.
        if (in.input)
            check_preserved_input(*in.input, in.candidate, tolerance,
                                  preserve_mode(options.preserve_input, in.verdict_only), report);
    }
    finish_report(report, budget);
}

const CheckKind check_kind{"match", read_options, prepare_check, check, codes};

}  // namespace plumbline::match
