// The report: verdict, score, per-requirement results, diagnostics, the extracted
// drawing, timings. Schema "plumbline/report@1" (documented in docs/schema.md); the CLI,
// the web page and the tests all read its JSON (plumbline/report/json.hpp).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diagnostics/diagnostic.hpp"
#include "base/profile.hpp"
#include "report/layout_section.hpp"
#include "scene/scene.hpp"

namespace plumbline {

enum class Verdict { Pass, Fail, Invalid };
const char* to_string(Verdict v);

// One thing the check required, e.g. one reference segment to be reproduced.
struct Requirement {
    std::string id;              // "segment#2": kind and reference item index
    std::string kind;            // "segment", "circle", "ellipse", "curve"
    // The reference item in the given drawing's labels ("segment from C (275,55) to a point
    // on AB (227.43,320.05)"); empty when nothing labelled names it.
    std::string name;
    bool satisfied = false;
    int reference_item = -1;     // index in the reference Scene
    Span reference_span;
    Geometry expected;
    std::vector<int> matched_by; // candidate item indices (several for a merged chain)
    double error = 0;            // how far off the match (or the nearest) is, scene units or 1-IoU
    double tolerance = 0;        // what was allowed
    std::string measure;         // what `error` measures: "distance", "1-iou", "hausdorff"
    std::optional<int> nearest;  // for a missing item: the closest candidate item
};

// How much of a report is written (docs/schema.md, "Report levels"). Full: everything,
// what the page draws from. Compact: the verdict and what went wrong, without the drawing
// data (unsatisfied requirements only, diagnostics without shapes, no extracted text, a
// check's result summarised): the command-line default, a few hundred bytes where a
// molecule's full report is tens of kilobytes. Verdict: verdict and score, for loops that
// only score.
enum class ReportLevel { Full, Compact, Verdict };
const char* to_string(ReportLevel level);
bool parse_report_level(std::string_view s, ReportLevel& out);

class JsonSink;

// A check kind's own section of the report (the molecule check's graphs): each kind
// derives its own, and writes it itself (in its *_json.cpp) under the member it names.
struct CheckResult {
    virtual ~CheckResult() = default;
    virtual std::string_view member() const = 0;   // "molecule", "diagram", ...
    // Its JSON at a level (Full or Compact; a Verdict report writes no result).
    virtual void write(JsonSink& w, ReportLevel level) const = 0;
};

struct Timings {
    double extract_ms = 0, read_ms = 0, check_ms = 0, total_ms = 0;
};

struct Report {
    std::string task_id;
    Profile profile = Profile::Default;
    std::string check_kind;
    Verdict verdict = Verdict::Invalid;
    double score = 0;
    std::vector<Requirement> requirements;
    std::vector<Diagnostic> diagnostics;
    std::optional<std::string> extracted;      // the drawing text that was read
    std::string extracted_format;
    int extracted_line = 0;                    // its first line in the raw response
    std::vector<int> extraneous;               // candidate primary items nothing asked for
    // Precision-style: the share of the answer's drawn items the judgement accounts for
    // (match: not extraneous; constraints: used by the best assignment). Set by checks
    // that judge items one by one; absent otherwise.
    std::optional<double> precision;
    std::shared_ptr<const CheckResult> result; // the check kind's own section, if it has one
    // The layout section (docs/layout.md): set whenever the candidate was read whole and the
    // report is above the Verdict level; written only when it has findings. Never changes
    // the verdict.
    std::optional<LayoutSection> layout;
    int candidate_items = 0;                   // primary items in the candidate scene
    Timings timings;
    bool timed = false;                        // timings were measured; to_json writes them only then
};

// A report for input that never reached a check (bad task, bad JSON line).
Report error_report(const std::string& task_id, Profile profile, Diagnostic d);

}  // namespace plumbline
