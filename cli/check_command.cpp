// plumb check TASK.json CANDIDATE: one report on stdout, whatever the verdict.
#include <iostream>

#include "cli.hpp"

namespace plumb {

int run_check(const std::vector<std::string>& args) {
    Options options;
    std::string error;
    if (!parse_options(args, kProfile | kNoTimings | kPretty | kReport, options, error)) return usage_error(error);
    if (options.positional.size() != 2)
        return usage_error("check needs a task file and a candidate file (or - for stdin)");
    const std::string& task_path = options.positional[0];
    const std::string& candidate_path = options.positional[1];
    if (task_path == "-" && candidate_path == "-") return usage_error("only one input can come from stdin");

    std::string task_text, candidate;
    if (!read_input(task_path, task_text)) return usage_error("cannot read task file '" + task_path + "'");
    if (!read_input(candidate_path, candidate))
        return usage_error("cannot read candidate file '" + candidate_path + "'");

    const plumbline::Report report =
        plumbline::evaluate(plumbline::parse_task_text(task_text), candidate, options.evaluate);
    if (options.pretty) std::cout << dump(plumbline::to_json(report, options.evaluate.report), true) << '\n';
    else std::cout << plumbline::report_text(report, options.evaluate.report) << '\n';
    return kExitOk;
}

}  // namespace plumb
