// plumb batch: JSONL in, one report per non-blank line out, in order. Per-line cost is
// constant: one reused line buffer, and only the last task (prepared) carried over.
#include <iostream>

#include "cli.hpp"

namespace plumb {

namespace {

bool blank(const std::string& line) {
    return line.find_first_not_of(" \t\r\f\v") == std::string::npos;
}

}  // namespace

int run_batch(const std::vector<std::string>& args) {
    Options options;
    std::string error;
    if (!parse_options(args, kProfile | kNoTimings, options, error)) return usage_error(error);
    if (!options.positional.empty()) return usage_error("batch reads JSONL from stdin and takes no file arguments");

    std::string line;
    long line_number = 0;
    plumbline::BatchCache cache;
    while (std::getline(std::cin, line)) {
        ++line_number;
        if (blank(line)) continue;
        if (line.back() == '\r') line.pop_back();
        std::cout << dump(plumbline::evaluate_batch_line(line, line_number, options.evaluate, &cache)) << '\n';
    }
    std::cout.flush();
    return kExitOk;
}

}  // namespace plumb
