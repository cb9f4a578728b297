// The diagnostic codes of the preserved-input check.
#include "matching/preserved.hpp"

namespace plumbline {

const std::vector<CodeInfo>& preserved_input_codes() {
    [[maybe_unused]] constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;
    static const std::vector<CodeInfo> codes = {
        // --- the given drawing kept in the answer (check.preserve_input) --------------------
        {"input.preserved", I, "Every element of the given drawing is in the answer, unmoved and unchanged."},
        {"input.modified", W,
         "An element of the given drawing is not in the answer as given (moved, changed or removed); it is drawn, "
         "with its line in the given drawing. An error, and the verdict fails, when the task's `preserve_input` is "
         "`strict`."},
    };
    return codes;
}

}  // namespace plumbline
