// plumb codes: the diagnostic code catalogue as the Markdown table docs/schema.md holds
// (scripts/make-schema-codes.sh puts it there), so the page is printed, never typed.
#include <iostream>

#include "cli.hpp"
#include "plumbline/plumbline.hpp"

namespace plumb {

int run_codes(const std::vector<std::string>& args) {
    Options options;
    std::string error;
    if (!parse_options(args, 0, options, error)) return usage_error(error);
    if (!options.positional.empty()) return usage_error("codes takes no arguments");

    std::cout << "| code | severity | meaning |\n|---|---|---|\n";
    for (const plumbline::CodeInfo& c : plumbline::diagnostic_codes())
        std::cout << "| `" << c.code << "` | " << plumbline::to_string(c.severity) << " | " << c.meaning << " |\n";
    return kExitOk;
}

}  // namespace plumb
