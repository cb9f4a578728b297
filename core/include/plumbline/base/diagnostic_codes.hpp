// The catalogue of diagnostic codes: every code a report can hold, with the severity it
// is usually given and a line saying what it means. Emitters still write their codes as
// literals; tests/unit/diagnostic_codes_test.cpp keeps them and this table in step, and
// docs/schema.md's code table is printed from it (`plumb codes`).
#pragma once

#include <string_view>
#include <vector>

#include "plumbline/base/diagnostic.hpp"

namespace plumbline {

struct CodeInfo {
    std::string_view code;      // stable, dotted: "svg.path.syntax"
    Severity severity;          // the usual one; the meaning says when another is used
    std::string_view meaning;   // for a person: what happened, and what to do about it
};

// Every code, grouped in pipeline order (task, batch, bundle, extract, read, svg, match,
// molecule, module); no code twice.
const std::vector<CodeInfo>& diagnostic_codes();

// The entry for a code, or nullptr when the catalogue does not know it.
const CodeInfo* find_code(std::string_view code);

// Whether a code says a reader's budget stopped it (read.limit.*): what it read is partial.
bool is_read_limit(std::string_view code);

}  // namespace plumbline
