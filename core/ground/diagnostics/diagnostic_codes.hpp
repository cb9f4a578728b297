// Diagnostic codes as the catalogue lists them: every code a report can hold, with the
// severity it is usually given and a line saying what it means. Emitters write their codes
// as literals; tests/unit/diagnostic_codes_test.cpp keeps them and the lists in step, and
// docs/schema.md's code table is printed from the catalogue (`plumb codes`).
#pragma once

#include <string_view>
#include <vector>

#include "diagnostics/diagnostic.hpp"

namespace plumbline {

struct CodeInfo {
    std::string_view code;      // stable, dotted: "svg.path.syntax"
    Severity severity;          // the usual one; the meaning says when another is used
    std::string_view meaning;   // for a person: what happened, and what to do about it
};

// The pipeline's own codes: the task, a batch line, a bundle, extraction, reading in any
// format, the modules' failures. Each format and each check kind keeps its own list beside
// its code (a row of its registry names it); the catalogue of them all is the top stage's
// diagnostic_codes() (pipeline/codes.hpp).
const std::vector<CodeInfo>& pipeline_codes();

// Whether a code says a reader's budget stopped it (read.limit.*): what it read is partial.
bool is_read_limit(std::string_view code);

}  // namespace plumbline
