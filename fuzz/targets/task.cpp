// Fuzz target: a task's JSON: parsed, its drawings read and its check prepared, as a batch
// does once per task, then one answer judged (the reference itself, a well-formed drawing
// of some format) so the check's options are used.
#include "input.hpp"
#include "pipeline/evaluate.hpp"
#include "output/json.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace plumbline;
    EvaluateOptions options;
    options.timings = false;
    PreparedTask prepared = prepare_task(parse_task_text(fuzz::as_text(data, size)), options);
    (void)task_errors(prepared);
    const std::string candidate = prepared.parse.task.reference;
    (void)report_text(evaluate(prepared, candidate, options));
    return 0;
}
