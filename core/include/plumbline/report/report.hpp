// The report: verdict, score, per-requirement results, diagnostics, the extracted
// drawing, timings. Schema "plumbline/report@1" (documented in docs/schema.md); the CLI,
// the web page and the tests all read this JSON.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "plumbline/base/diagnostic.hpp"
#include "plumbline/extract/extract.hpp"
#include "plumbline/formats/read.hpp"
#include "plumbline/scene/scene.hpp"
#include "plumbline/pipeline/task.hpp"

namespace plumbline {

enum class Verdict { Pass, Fail, Invalid };
const char* to_string(Verdict v);

// One thing the check required, e.g. one reference segment to be reproduced.
struct Requirement {
    std::string id;              // "segment#2": kind and reference item index
    std::string kind;            // "segment", "circle", "ellipse", "curve"
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

// The molecule check's graphs and their correspondence, so a front end can colour matched
// and unmatched atoms and bonds on either drawing (docs/schema.md, "molecule").
struct MoleculeAtom {
    int item = -1;               // the circle's scene item
    std::string element;         // palette class: "C", "B/Cl"; "?" for a colour in no class
    Vec2 center{0, 0};
    double radius = 0;
    std::optional<int> match;    // the corresponding atom of the other drawing
    std::string status;          // "matched", "element" (matched, other class), "missing", "extra"
};

struct MoleculeBond {
    int a = -1, b = -1;          // atom indices
    int order = 1;               // lines drawn for it (counted only with bond_order)
    std::vector<int> items;      // the lines' scene items
    std::string status;          // "matched", "order", "missing" (reference), "extra" (candidate)
};

struct MoleculeSide {
    std::vector<MoleculeAtom> atoms;
    std::vector<MoleculeBond> bonds;
    std::string formula;         // heavy atoms by class, Hill order: "C8NO"
    int fragments = 0;           // connected pieces
    double bond_length = 0;      // typical bond length found (scene units)
    double snap = 0;             // how far past an atom's edge a line end may stop
};

struct MoleculeResult {
    MoleculeSide reference, candidate;
    std::string outcome;         // "isomorphic", "different", "budget"
    std::string decided_by;      // for "different": what told them apart
    std::int64_t steps = 0, budget = 0;
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
    std::optional<MoleculeResult> molecule;    // the molecule check's graphs
    int candidate_items = 0;                   // primary items in the candidate scene
    Timings timings;
    bool timed = false;                        // timings were measured; to_json writes them only then
};

// Numbers are rounded (6 significant digits for coordinates, 4 decimals for scores) so
// native and WebAssembly builds print identical JSON.
nlohmann::json to_json(const Report& r);
nlohmann::json to_json(const Diagnostic& d);
nlohmann::json to_json(const Geometry& g);
nlohmann::json to_json(const ShapeGeometry& g);

// The pipeline's intermediate results, for front ends that show them (the JS API's
// readDrawing and extract, the web page's scene view). Same rounding as reports.
// Scene: {"format", "frame", "items": [{"index", "kind", "origin", "geometry", "style",
// "source"}]}; ReadResult: {"ok", "scene", "diagnostics"}; Extraction: {"found",
// "format", "text", "offset" (bytes), "line", "how", "diagnostics"}.
nlohmann::json to_json(const Scene& s);
nlohmann::json to_json(const ReadResult& r);
nlohmann::json to_json(const Extraction& e);

// The text every front end prints for a JSON value: one line (or 2-space indented),
// UTF-8, never throws. The CLI and the WebAssembly module share it, so their bytes agree.
std::string to_text(const nlohmann::json& j, bool pretty = false);

// A report for input that never reached a check (bad task, bad JSON line).
Report error_report(const std::string& task_id, Profile profile, Diagnostic d);

}  // namespace plumbline
