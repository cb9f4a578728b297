// The pipeline's own codes: the task, a batch line, a bundle, extraction, reading in any
// format, and the modules' failures. A code composed at its emitter (match.<family>.found)
// is listed once per concrete code, so a reader of a report can look up any code it meets.
#include "diagnostics/diagnostic_codes.hpp"

namespace plumbline {

namespace {

constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;

const std::vector<CodeInfo> kCodes = {
    // --- the task (source "task") ----------------------------------------------------
    {"task.json", E, "The task is not valid JSON; the span points at the syntax error."},
    {"task.type", E, "The task is JSON but not an object."},
    {"task.limit.bytes", E, "The task text is longer than 64 MiB; it is not read."},
    {"task.limit.depth", E, "The task is nested more than 64 levels deep; it is not read."},
    {"task.schema.missing", W, "The task has no `schema` member; it is read as `plumbline/task@1`. Add the member."},
    {"task.schema.unsupported", E,
     "The task's `schema` is not `plumbline/task@1`, the only schema this version reads."},
    {"task.field.missing", E, "A required member (`id`, `reference`, `check` or `check.kind`) is absent."},
    {"task.field.type", E, "A member has the wrong JSON type; the message names it and the type it needs."},
    {"task.field.empty", E, "`id` or a format name is an empty string."},
    {"task.format.inferred", I,
     "`input_format` or `reference_format` is absent and the drawing's text is not SVG: its format was taken from "
     "the text (a tikzpicture, `%!PS`, `digraph`)."},
    {"task.format.mismatch", E,
     "`input_format` or `reference_format` names a format the drawing's text is not in (it holds a drawing of "
     "another format); the message says which. Fix the member or leave it out."},
    {"task.field.unknown", W, "An unknown top-level member, often a typo such as `refrence`; it is ignored."},
    {"task.domain.unknown", E, "`domain` is not `geometry`, `molecule` or `diagram`."},
    {"task.selector.invalid", E,
     "A selector is not `all`, `added` or an object with exactly one of `class` (non-empty) and `color`."},
    {"task.selector.color", E, "A colour selector names a colour that cannot be read."},
    {"task.tolerance.invalid", E, "`check.tolerance` is not a positive finite number of scene units."},
    {"task.budget.invalid", E, "`check.budget` is not a positive whole number of search steps."},
    {"task.preserve_input.invalid", E, "`check.preserve_input` is not `off`, `report` or `strict`."},
    {"task.check.unknown", E,
     "At evaluation: this version has no check of the task's kind; the message lists the known kinds."},
    {"task.reference.unreadable", E,
     "At evaluation: the task's reference drawing cannot be read; its reader's diagnostics (source `reference`) "
     "come with it. Fix the task."},
    {"task.input.unreadable", E,
     "At evaluation: the task's input drawing cannot be read; its reader's diagnostics (source `input`) come "
     "with it. Fix the task."},

    // --- a batch line (source "batch") -----------------------------------------------
    {"batch.line.json", E, "A batch line is not JSON; the span gives the column of the syntax error."},
    {"batch.line.type", E, "A batch line is JSON but not an object."},
    {"batch.line.bytes", E, "A batch line is longer than 96 MiB; it is not read (plumb batch keeps only that much of it)."},
    {"batch.line.depth", E, "A batch line is nested more than 66 levels deep; it is not read."},
    {"batch.line.field", E, "A batch line has no `task` object or no `candidate` string."},
    {"batch.line.task", E, "A batch line's task does not parse; the task's own diagnostics follow."},

    // --- a benchmark bundle (bundle problems: file, line, docs/bundle.md) -------------
    {"bundle.json", E, "The bundle's manifest is not valid JSON, or nests more than 68 levels; nothing is read."},
    {"bundle.manifest.invalid", E,
     "The manifest is not an object, or its `tasks` is neither the path of a JSONL file nor an array; nothing is "
     "read."},
    {"bundle.manifest.field", W, "The manifest's `name` or `description` is not a string; it is ignored."},
    {"bundle.schema.missing", W, "The manifest has no `schema`; it is read as `plumbline/bundle@1`. Add the member."},
    {"bundle.schema.unsupported", E,
     "The manifest's `schema` is not `plumbline/bundle@1`, the only bundle schema this version reads; it is read as "
     "that anyway."},
    {"bundle.path.invalid", E,
     "A path in the manifest is empty, absolute or climbs out of the bundle with `..`; that file is not read."},
    {"bundle.file.missing", E,
     "A file the manifest names (or the manifest itself) does not exist: without the tasks file there are no tasks, "
     "without a model's answers file every task counts as unanswered."},
    {"bundle.limit.bytes", E,
     "A file would take the bundle past its budget of 1 GiB in all; it is not read (the manifest: nothing is)."},
    {"bundle.limit.lines", E, "A file has more than 1,000,000 lines (or an inline array as many entries); the rest "
                              "is not read."},
    {"bundle.limit.models", E, "The manifest lists more than 1,000 models; the rest are not read."},
    {"bundle.line.json", E,
     "A line of the tasks or an answers file is not valid JSON (the message gives the column), or nests more than 66 "
     "levels; it is skipped."},
    {"bundle.line.field", E,
     "A task is not an object with a non-empty string `id`, or an answer not one with a string `task` and a string "
     "`response`; it is skipped."},
    {"bundle.task.duplicate", W, "A task id is given again; the first task with it is kept."},
    {"bundle.task.invalid", E,
     "A task cannot judge any answer (it does not parse, names an unknown check, or its reference cannot be read); "
     "the message gives the task's own first error. Its answers are not judged and it counts in no total."},
    {"bundle.answer.duplicate", W, "A model answers one task twice; the first answer is judged."},
    {"bundle.answer.unknown", W, "An answer names a task id the bundle does not have; it is ignored."},
    {"bundle.models.none", E, "The manifest lists no models; the tasks are read, nothing is judged."},
    {"bundle.model.field", E,
     "A model entry has no non-empty string `name` (it is skipped), or its `answers` is neither a path nor an array "
     "(the model answers nothing)."},
    {"bundle.model.duplicate", W, "Two models have one name; the first is kept."},

    // --- finding the drawing in the response (source "response") ---------------------
    {"extract.none", E,
     "The response holds no drawing of the task's format; when a fence of that language holds none, the message "
     "and span name it."},
    {"extract.several", I, "The response holds several complete drawings; the last one was judged."},
    {"extract.truncated", E,
     "A drawing starts but never ends (the answer was cut off) and no complete one comes before it. A warning "
     "when an earlier complete drawing was used, or the one used sits in a fence that never closes."},
    {"extract.given", I,
     "The last drawing repeats the task's given drawing (shown for comparison); the complete drawing before it was "
     "judged."},
    {"extract.think", W, "The only drawing was inside `<think>`, a draft; it was judged anyway."},
    {"extract.format.unknown", E, "The task's `format` has no extractor in this version."},

    // --- readers, whatever the format ------------------------------------------------
    {"read.diagnostics.truncated", I,
     "More than 50 diagnostics of one code from a reader; the rest were counted, not listed."},
    {"read.format.unsupported", E, "No reader for the drawing's format in this version; the message lists the formats Plumbline reads."},
    {"read.incomplete", E,
     "A budget stopped the reader (a `read.limit.*` diagnostic says which), so only part of the answer was read; "
     "it is judged invalid rather than on what remains."},
    {"read.published.raises", E,
     "The `ssvg` profile's published reading: SSVG-Bench's parse_svg_file raises on this element (`float(\"100%\")`, "
     "a path its tokeniser cannot pair, an element without a namespace), so the published script prints 0 for the "
     "drawing; Plumbline reports the drawing unreadable in that profile."},
    {"read.limit.bytes", E, "The drawing is longer than the input size budget; it is not read."},
    {"read.limit.depth", W,
     "Elements are nested deeper than the depth budget (counting `<use>` instances); the deeper ones were not read. "
     "TikZ: environments, \\foreach loops or macro expansions nested past the budget stop the reading with an error, "
     "as TeX stops. DOT and Mermaid: subgraphs (Mermaid: and composite states) nested past the budget stop the reading "
     "with an error."},
    {"read.limit.items", W,
     "The drawing makes more scene items than the item budget; the rest were not read, or shape recognition "
     "stopped early. DOT and Mermaid: more nodes and edges than the budget stop the reading with an error."},
    {"read.limit.use", W, "More `<use>` instances than the budget; the remaining ones were not drawn."},
    {"read.limit.path", W, "More path commands and points than the budget in all; the rest were not read."},
    {"read.limit.steps", E,
     "TikZ, EPS, DOT and Mermaid: interpreting (DOT: tokens and statements; Mermaid: statements, nodes and label "
     "characters) took more steps than the budget (a loop or a macro that does not end, or one far "
     "too long); reading stopped and the drawing is invalid."},
    {"read.limit.stack", E,
     "EPS: the operand stack grew past 100,000 objects (a loop that pushes without popping); reading stopped and "
     "the drawing is invalid."},
    {"read.limit.memory", E,
     "EPS: arrays, strings and dictionaries asked for more than the memory budget (32 MB for one, 64 MB in all); "
     "reading stopped and the drawing is invalid."},
    {"read.limit.css", W,
     "Matching the style sheet's selectors ran past its budget; later elements were styled without it."},

    // --- the WebAssembly and Python modules (source "module") -------------------------
    {"options.invalid", E,
     "The options given to the WebAssembly module are malformed; the JS wrapper throws a RangeError."},
    {"internal.exception", E,
     "The WebAssembly or Python module failed unexpectedly (such as running out of memory); the call returns an "
     "invalid result instead of aborting or raising. Please report it."},
};

}  // namespace

const std::vector<CodeInfo>& pipeline_codes() { return kCodes; }

bool is_read_limit(std::string_view code) {
    constexpr std::string_view kPrefix = "read.limit.";
    return code.substr(0, kPrefix.size()) == kPrefix;
}

}  // namespace plumbline
