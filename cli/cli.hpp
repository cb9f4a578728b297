// What the plumb commands share: option parsing, file input, JSON output, and the
// commands themselves (one file each).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "plumbline/plumbline.hpp"

namespace plumb {

constexpr int kExitOk = 0;
constexpr int kExitDisagree = 1;   // summary: some answer's verdict is not the expected one
constexpr int kExitProblems = 1;   // bundle: judged, but the bundle had problems (listed on stderr)
constexpr int kExitUsage = 2;
constexpr int kExitIo = 3;         // batch: standard input could not be read to its end; bundle: no usable manifest

// Flags a command accepts, besides its positional arguments.
enum Flag : unsigned {
    kProfile = 1, kNoTimings = 2, kPretty = 4, kReport = 8, kJobs = 16,
    kBundleOutput = 32,   // plumb bundle's --csv, --summary, --latex, --differences, --pack
};

// What plumb bundle prints on stdout.
enum class BundleOutput { Rows, Csv, Summary, Latex, Differences, Pack };

struct Options {
    // Reports are compact unless --report says otherwise: the full report is for drawing.
    Options() { evaluate.report = plumbline::ReportLevel::Compact; }
    plumbline::EvaluateOptions evaluate;
    int jobs = 1;   // --jobs / -j: threads judging a batch
    bool pretty = false;
    BundleOutput bundle_output = BundleOutput::Rows;
    std::vector<std::string> positional;   // "-" counts as positional (stdin)
};

// Parses `args` allowing only the flags in `allowed`; on failure `error` says why.
bool parse_options(const std::vector<std::string>& args, unsigned allowed, Options& out, std::string& error);

// Prints "plumb: MESSAGE" and a pointer to --help on stderr; returns kExitUsage.
int usage_error(const std::string& message);

// The whole file (or standard input for "-"), as bytes.
bool read_input(const std::string& path, std::string& out);

// One line of JSON (or indented with pretty); never throws.
std::string dump(const nlohmann::json& j, bool pretty = false);

int run_check(const std::vector<std::string>& args);
int run_batch(const std::vector<std::string>& args);
int run_summary(const std::vector<std::string>& args);
int run_codes(const std::vector<std::string>& args);
int run_draw(const std::vector<std::string>& args);
int run_read(const std::vector<std::string>& args);
int run_layout(const std::vector<std::string>& args);
int run_bundle(const std::vector<std::string>& args);

}  // namespace plumb
