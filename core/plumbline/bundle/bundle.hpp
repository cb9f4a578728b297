// A benchmark bundle (schema "plumbline/bundle@1", docs/bundle.md): tasks, and per model
// one raw response per task. The reader takes the manifest's text and fetches the files it
// names through the caller (the core reads no files), checks every line, and keeps what is
// usable: a bad line, file or task is a problem and the rest is still read. Only a manifest
// that cannot be used stops it. What it keeps is judged through the batch protocol: one
// batch line per answer, task-major, so a task is prepared once for all its answers.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "diagnostics/diagnostic.hpp"

namespace plumbline {

// One thing wrong with a bundle, where it is.
struct BundleProblem {
    std::string file;       // bundle-relative: "bundle.json", "answers/model-a.jsonl"
    int line = 0;           // 1-based; 0 when not on a line of its own (inside the manifest)
    std::string code;       // "bundle.*" (docs/schema.md, "Diagnostic codes")
    Severity severity = Severity::Error;
    std::string message;
};

// Budgets, like the readers' (ReadLimits): a bundle is untrusted input too.
struct BundleLimits {
    size_t max_bytes = size_t(1) << 30;   // the manifest and every file it names, together
    size_t max_lines = 1'000'000;         // lines of one file, entries of one inline array
    size_t max_models = 1'000;
};

struct BundleTask {
    std::string id, domain, format;       // domain and format as the task parser reads them
    std::optional<int> size;              // molecule tasks: the reference's atoms + bonds
    std::string file;                     // where the task is written
    int line = 0;                         // 0: inline in the manifest
    std::string text;                     // the task as compact JSON: what its batch lines carry
    bool usable = false;                  // false: it cannot judge answers (bundle.task.invalid)
};

struct BundleModel {
    std::string name;
    nlohmann::json metadata = nlohmann::json::object();   // its manifest entry without name and answers
    std::vector<std::optional<std::string>> responses;    // per task (index in Bundle::tasks): its first answer
};

struct Bundle {
    std::string schema, name, description;
    std::vector<BundleTask> tasks;        // each id's first task, in order (usable or not)
    std::vector<BundleModel> models;      // each name's first model, in manifest order
    std::vector<BundleProblem> problems;  // in reading order
};

// How the reader gets a file the manifest names: `path` is bundle-relative and normalised
// (bundle_path). Missing: no such file; TooLarge: it is over `max_bytes` (left unread).
enum class FileFetch { Ok, Missing, TooLarge };
using BundleFiles = std::function<FileFetch(const std::string& path, size_t max_bytes, std::string& text)>;

struct BundleRead {
    bool ok = false;                      // false: the manifest cannot be used; `fatal` says why
    BundleProblem fatal;
    Bundle bundle;
};

// Reads a bundle: first its manifest, fetched as `manifest` ("bundle.json", the name
// problems give it), then the files it names. Never throws on bad input.
BundleRead read_bundle(const std::string& manifest, const BundleFiles& files, const BundleLimits& limits = {});

// A path a manifest may name, normalised ("./answers//a.jsonl" -> "answers/a.jsonl");
// false for an empty or absolute path, or one that climbs out with "..".
bool bundle_path(std::string_view path, std::string& out);

// One judged answer: the task (index in Bundle::tasks) and the model (in Bundle::models).
struct BundleAnswer {
    size_t task = 0, model = 0;
};

// The answers to judge, task-major: every usable task's answers, models in manifest order
// (consecutive lines share their task, so a batch prepares each task once).
std::vector<BundleAnswer> answers_to_judge(const Bundle& bundle);

// The batch line of an answer: {"id": {"domain", "format", "model", "size", "task"},
// "task": {...}, "candidate": "the raw response"}; its report echoes the id as line_id.
std::string batch_line(const Bundle& bundle, BundleAnswer answer);

// The single-file form, compact: tasks and answers inline, in order (plumb bundle --pack).
std::string pack_bundle(const Bundle& bundle);

// "file:line: message [code]" (no ":line" when there is no line).
std::string problem_text(const BundleProblem& problem);

nlohmann::json to_json(const BundleProblem& problem);

}  // namespace plumbline
