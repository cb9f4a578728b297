// Fuzz target: `plumb batch` lines. Each line of the input is one JSONL line, judged with
// one cache as the CLI does, so lines for the same task take the prepared-task path.
// The first line may instead be options as the JS API passes them ({"profile": "ssvg"}).
#include "input.hpp"
#include "pipeline/evaluate.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace plumbline;
    std::string_view text = fuzz::as_text(data, size);
    EvaluateOptions options;
    options.timings = false;
    BatchCache cache;
    std::string out, error;
    long number = 0;
    while (!text.empty()) {
        const size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++number;
        if (number == 1 && parse_evaluate_options(line, options, error)) {
            options.timings = false;   // reports must not depend on the clock
            continue;
        }
        out.clear();
        append_batch_line_report(out, line, number, options, &cache);
    }
    return 0;
}
