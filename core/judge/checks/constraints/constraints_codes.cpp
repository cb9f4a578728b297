// The diagnostic codes the constraints check writes, its task options' among them.
#include "checks/constraints/constraints_check.hpp"

namespace plumbline::constraints {

const std::vector<CodeInfo>& codes() {
    [[maybe_unused]] constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;
    static const std::vector<CodeInfo> codes = {
        // --- its task options ---
        {"task.constraints.missing", E, "A constraints check has no non-empty `constraints` list."},
        {"task.constraints.object", E,
         "An object definition of a constraints check is malformed: no or two constructions, operands of the wrong "
         "kind, an inline answer object, a bad `label`/`index`/`which`; the message says which and where."},
        {"task.constraints.name", E,
         "A constraints check names an object that is not defined, or one defined in terms of itself, or a name that "
         "is not a name."},
        {"task.constraints.relation", E,
         "A constraint is malformed: no or two relations, an unknown key, operands of the wrong kind or number, a bad "
         "`tolerance` or `id`."},
        {"task.constraints.unit", E,
         "A constraints check's `unit` is malformed: no name, neither `scene_units` nor a given `segment` with its "
         "`length`, or a segment not known before the search."},
        {"task.constraints.preserve", E,
         "A constraints check's `preserve_exact` is neither true nor {\"tolerance\": a positive number}."},
        {"task.constraints.threshold", E, "A constraints check's `pass_threshold` is not a number in (0, 1]."},
        {"task.constraints.measure", E,
         "A measure of `equal` or `compare` does not parse (the message gives the column) or mixes lengths and angles."},

        // --- the constraints check (docs/constraints.md) -----------------------------------
        {"constraints.satisfied", I,
         "A constraint holds for the best assignment of answer items; the message gives the measured and required "
         "values and the objects involved, which the shapes draw."},
        {"constraints.failed", E,
         "A constraint does not hold for the best assignment of answer items (or an object it needs does not exist: "
         "circles that do not meet, no answer item left); the message gives the measured and required values."},
        {"constraints.given.missing", E,
         "An object the task takes from its given drawing is not there (no such label, no segment between two labelled "
         "points, an index past the items); the verdict is invalid. Fix the task."},
        {"constraints.search.budget", E,
         "The search over assignments of answer items ran out of its step budget before finding one that satisfies "
         "every constraint or showing none does better; the verdict is invalid. Raise `check.budget`."},
        {"constraints.given.changed", E,
         "With `preserve_exact`, an element of the given drawing is not in the answer exactly as given: moved, "
         "lengthened or removed (no element of its kind within the tolerance), or its class or colours changed."},
        {"constraints.empty", E, "A constraints check with no constraints; it could not fail, so the verdict is invalid."},
    };
    return codes;
}

}  // namespace plumbline::constraints
