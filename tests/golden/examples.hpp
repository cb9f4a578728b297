// The example benchmark as the golden tests see it: examples/<domain>/<task>/task.json with
// answers/<expected>-<label>.txt, every answer judged once in the default profile, and
// report snapshots under tests/golden/snapshots/<domain>/<task>/<answer>.json.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "pipeline/evaluate.hpp"
#include "output/json.hpp"
#include "report/report.hpp"
#include "pipeline/task.hpp"

namespace golden {

namespace fs = std::filesystem;

struct Answer {
    std::string name;            // file stem: "pass-prose"
    bool named_ok = false;       // the name starts with a verdict
    plumbline::Verdict expected = plumbline::Verdict::Invalid;
    std::string response;        // the raw model response
    plumbline::Report report;    // judged in the default profile
};

struct Example {
    std::string domain;          // "geometry", "molecule"
    std::string name;            // folder name: "circumcircle"
    plumbline::TaskParse task;
    std::vector<Answer> answers; // sorted by name
};

fs::path examples_dir(const std::string& domain);
std::string read_text(const fs::path& path);

// Reports without timings, so they are byte-stable.
plumbline::EvaluateOptions golden_options(plumbline::Profile profile = plumbline::Profile::Default);

// Every example of a domain, evaluated once and cached, sorted by name.
const std::vector<Example>& examples(const std::string& domain);

// What a report says, for a failure message.
std::string explain(const plumbline::Report& report);

// Snapshot helpers every golden test shares: PLUMBLINE_UPDATE_SNAPSHOTS=1 asks for snapshots
// to be rewritten; a text written to a file (folders made); where two texts first differ.
bool updating_snapshots();
void write_text(const fs::path& path, const std::string& text);
std::string first_difference(const std::string& want, const std::string& got);

// Compares every expected answer's report with its snapshot (or rewrites them when
// PLUMBLINE_UPDATE_SNAPSHOTS=1, only for answers judged as expected in the default profile),
// and fails on stale snapshots. `include` picks the tasks that have snapshots. The default
// profile's reports are under snapshots/<domain>/, the ssvg profile's under
// snapshots/<domain>-ssvg/.
void check_snapshots(const std::string& domain, bool (*include)(const Example&),
                     plumbline::Profile profile = plumbline::Profile::Default);

}  // namespace golden
