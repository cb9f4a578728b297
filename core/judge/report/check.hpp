// The check interface. A check kind reads its own options from the task's `check`
// object, may work something out once per task, and fills the verdict, score,
// requirements, diagnostics and its own result section of a Report. Checks consume
// Scenes only (never source text or format) and include no JSON library: each kind's
// JSON lives in its *_json.cpp.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>   // the options reader's parameter; the library itself stays in *_json.cpp

#include "base/profile.hpp"
#include "diagnostics/diagnostic_codes.hpp"
#include "report/report.hpp"
#include "scene/scene.hpp"

namespace plumbline {

// A check kind's parameters, read from the task's check object by the kind's *_json.cpp.
struct CheckOptions {
    virtual ~CheckOptions() = default;
};

// What a check kind works out once per task and reuses for every answer (the molecule
// check's reference graph, the match check's labels of the given drawing). prepare_task
// keeps it beside the task's read drawings; a check given none, or one made for another
// profile, works it out itself.
struct CheckPreparation {
    std::string_view kind;       // the check kind that made it
    Profile profile = Profile::Default;
    virtual ~CheckPreparation() = default;
    // How big the task is, as benchmark tables bin tasks (SSVG-Bench bins molecules by
    // size): the molecule check's reference atoms + bonds; -1 for kinds without a size.
    virtual int reference_size() const { return -1; }
};

struct CheckInput {
    const CheckOptions* options; // the kind's own (null: its defaults)
    Profile profile;
    const Scene& reference;
    const Scene* input;          // the given drawing, if the task has one
    const Scene& candidate;
    const CheckPreparation* prepared = nullptr;
    // The report will show only the verdict and the score (ReportLevel::Verdict): a check
    // may leave out work whose only product that level does not show, where leaving it out
    // cannot change the verdict or the score (an RL loop asks for nothing else).
    bool verdict_only = false;
};

// One check kind, as the registry (checks/registry.cpp) lists it: its name in tasks, its
// options reader, its once-per-task work (may be null; given the reference and, when the
// task has one, the given drawing) and the check. Its result writes itself (CheckResult).
struct CheckKind {
    std::string_view name;
    // Reads the kind's members of the task's check object (its *_json.cpp); problems are
    // task diagnostics ("/check/palette/N: ..."), any error making the task unusable.
    std::shared_ptr<const CheckOptions> (*read_options)(const nlohmann::json& check,
                                                        std::vector<Diagnostic>& diagnostics);
    std::shared_ptr<const CheckPreparation> (*prepare)(const CheckOptions*, Profile, const Scene& reference,
                                                       const Scene* input);
    void (*run)(const CheckInput&, Report&);
    const std::vector<CodeInfo>& (*codes)();   // the diagnostic codes it writes (<kind>_codes.cpp)
    // Whether its tasks need a reference drawing (the layout kind compares with none).
    bool needs_reference = true;
};

}  // namespace plumbline
