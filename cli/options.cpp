// Flags shared by the commands, and how usage errors are reported.
#include <iostream>

#include "cli.hpp"

namespace plumb {

namespace {

bool parse_jobs(const std::string& text, int& out) {
    if (text.empty() || text.size() > 3 || text.find_first_not_of("0123456789") != std::string::npos) return false;
    const int n = std::stoi(text);
    if (n < 1 || n > 256) return false;
    out = n;
    return true;
}

}  // namespace

bool parse_options(const std::vector<std::string>& args, unsigned allowed, Options& out, std::string& error) {
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg.size() < 2 || arg[0] != '-') {
            out.positional.push_back(arg);
            continue;
        }
        std::string name = arg, value;
        const size_t equals = arg.find('=');
        if (equals != std::string::npos) {
            name = arg.substr(0, equals);
            value = arg.substr(equals + 1);
        }
        if (name == "--profile" && (allowed & kProfile)) {
            if (equals == std::string::npos) {
                if (i + 1 >= args.size()) {
                    error = "--profile needs a value (" + plumbline::profile_names() + ")";
                    return false;
                }
                value = args[++i];
            }
            if (!plumbline::parse_profile(value, out.evaluate.profile)) {
                error = "unknown profile '" + value + "' (use " + plumbline::profile_names() + ")";
                return false;
            }
        } else if (name == "--report" && (allowed & kReport)) {
            if (equals == std::string::npos) {
                if (i + 1 >= args.size()) {
                    error = "--report needs a value (full, compact or verdict)";
                    return false;
                }
                value = args[++i];
            }
            if (!plumbline::parse_report_level(value, out.evaluate.report)) {
                error = "unknown report level '" + value + "' (use full, compact or verdict)";
                return false;
            }
        } else if ((name == "--jobs" || name == "-j") && (allowed & kJobs)) {
            if (equals == std::string::npos) {
                if (i + 1 >= args.size()) {
                    error = name + " needs a number of threads";
                    return false;
                }
                value = args[++i];
            }
            if (!parse_jobs(value, out.jobs)) {
                error = "the number of threads must be a whole number from 1 to 256, not '" + value + "'";
                return false;
            }
        } else if (name == "--no-timings" && (allowed & kNoTimings) && equals == std::string::npos) {
            out.evaluate.timings = false;
        } else if (name == "--pretty" && (allowed & kPretty) && equals == std::string::npos) {
            out.pretty = true;
        } else if ((name == "--csv" || name == "--summary" || name == "--latex" || name == "--pack" ||
                    name == "--differences") &&
                   (allowed & kBundleOutput) && equals == std::string::npos) {
            const BundleOutput wanted = name == "--csv"       ? BundleOutput::Csv
                                        : name == "--summary" ? BundleOutput::Summary
                                        : name == "--latex"   ? BundleOutput::Latex
                                        : name == "--pack"    ? BundleOutput::Pack
                                                              : BundleOutput::Differences;
            if (out.bundle_output != BundleOutput::Rows && out.bundle_output != wanted) {
                error = "--csv, --summary, --latex, --differences and --pack each choose what is printed; give one";
                return false;
            }
            out.bundle_output = wanted;
        } else {
            error = "unknown option '" + arg + "'";
            return false;
        }
    }
    return true;
}

int usage_error(const std::string& message) {
    std::cerr << "plumb: " << message << "\nTry 'plumb --help'.\n";
    return kExitUsage;
}

}  // namespace plumb
