// One check kind fuzzed end to end: the example tasks of that kind (examples/*/*/task.json,
// read once, prepared as a batch prepares them; every example task for a kind that needs
// no reference, as the layout kind) judge the fuzzed answer. Input:
// "TASK-ID [PROFILE]\nRESPONSE": the task by its id (else one picked by the line's bytes),
// judged under PROFILE (default, ssvg, diagrameval) when the line names one. The response
// goes through extraction, reading, selection and the check, as `plumb check` takes it.
#pragma once

#include <cstddef>
#include <cstdint>

namespace plumbline::fuzz {

int fuzz_check(const char* kind, const uint8_t* data, size_t size);

}  // namespace plumbline::fuzz
