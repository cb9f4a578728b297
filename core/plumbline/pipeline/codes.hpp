// The catalogue of diagnostic codes: the pipeline's own, then each format's and each check
// kind's as their registries list them. `plumb codes` prints it; docs/schema.md points at it.
#pragma once

#include <string_view>
#include <vector>

#include "diagnostics/diagnostic_codes.hpp"

namespace plumbline {

// Every code, grouped in pipeline order (the pipeline's own, the formats, the given
// drawing, the check kinds); no code twice.
const std::vector<CodeInfo>& diagnostic_codes();

// The entry for a code, or nullptr when the catalogue does not know it.
const CodeInfo* find_code(std::string_view code);

}  // namespace plumbline
