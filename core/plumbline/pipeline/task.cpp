// Reading a task from JSON ("plumbline/task@1"). Every problem is a diagnostic with a
// JSON-pointer path, so a benchmark author sees all mistakes of a task at once.
#include "pipeline/task.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "pipeline/json_tree.hpp"
#include "json/json_limits.hpp"
#include "checks/registry.hpp"
#include "layout/requirements_json.hpp"
#include "extract/extract.hpp"
#include "common/options_json.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

constexpr std::string_view kSchema = "plumbline/task@1";
constexpr int kMaxTaskDepth = 64;
// A task holds at most three drawings of the readers' 16 MiB each, escaped in JSON text:
// anything longer is not a task, and parsing it would cost memory for nothing.
constexpr size_t kMaxTaskBytes = size_t{64} << 20;

const std::vector<std::string> kTopLevelKeys = {
    "schema", "id", "domain", "format", "prompt", "input", "input_format",
    "reference", "reference_format", "check", "meta"};
const std::vector<std::string> kDomains = {"geometry", "molecule", "diagram"};

class TaskReader {
public:
    explicit TaskReader(std::vector<Diagnostic>& out) : out_(out) {}

    void report(Severity severity, std::string code, const std::string& path, const std::string& message) {
        out_.push_back(task_diagnostic(severity, std::move(code), path, message));
        if (severity == Severity::Error) ok_ = false;
    }
    void error(std::string code, const std::string& path, const std::string& message) {
        report(Severity::Error, std::move(code), path, message);
    }
    bool ok() const { return ok_; }

    // A string member: absent is fine unless required; present must be a string.
    bool string_member(const json& object, const char* key, const std::string& path, std::string& out,
                       bool required) {
        const auto it = object.find(key);
        const std::string where = path + "/" + key;
        if (it == object.end() || it->is_null()) {
            if (required) error("task.field.missing", where, "required, but missing.");
            return false;
        }
        if (!it->is_string()) {
            error("task.field.type", where, std::string("must be a string, not ") + it->type_name() + ".");
            return false;
        }
        out = it->get<std::string>();
        return true;
    }

    // Diagnostics others appended from index `from` on: an error among them fails the task.
    void count_errors_from(size_t from) {
        for (size_t i = from; i < out_.size(); ++i) ok_ = ok_ && out_[i].severity != Severity::Error;
    }

private:
    std::vector<Diagnostic>& out_;
    bool ok_ = true;
};

// A drawing's format: as stated, or else as its text shows (`<svg>`, a tikzpicture, `%!PS`,
// `digraph`), said with an info diagnostic when that is not the default SVG. A stated format
// the text contradicts (it holds no drawing of that format but one of another) is an error:
// read in the wrong format, the drawing would only be refused with a confusing message.
void settle_format(TaskReader& reader, const std::string& drawing, const std::string& text, bool stated,
                   std::string& format) {
    const std::string key = "/" + drawing + "_format";
    const std::string_view seen = text.empty() ? std::string_view() : format_of_text(text);
    if (seen.empty() || seen == format) return;
    if (!stated) {
        format = std::string(seen);
        reader.report(Severity::Info, "task.format.inferred", key,
                      "absent, so the " + drawing + "'s format is taken from its text: \"" + format + "\".");
    } else if (!holds_format(text, format)) {
        reader.error("task.format.mismatch", key,
                     "says \"" + format + "\", but the " + drawing + " holds no " + format + " drawing; its text is " +
                         std::string(seen) + ". Write \"" + std::string(seen) + "\" or leave the member out.");
    }
}

}  // namespace

TaskParse parse_task(const json& j) {
    TaskParse result;
    TaskReader reader(result.diagnostics);
    Task& task = result.task;
    if (!j.is_object()) {
        reader.error("task.type", "", std::string("a task must be a JSON object, not ") + j.type_name() + ".");
        return result;
    }
    if (json_deeper_than(j, kMaxTaskDepth)) {
        reader.error("task.limit.depth", "",
                     "nested more than " + std::to_string(kMaxTaskDepth) + " levels deep; no task needs that.");
        return result;
    }

    if (reader.string_member(j, "schema", "", task.schema, false)) {
        if (task.schema != kSchema)
            reader.error("task.schema.unsupported", "/schema",
                         "\"" + task.schema + "\" is not supported; this version reads \"" + std::string(kSchema) + "\".");
    } else if (!j.contains("schema")) {
        reader.report(Severity::Warning, "task.schema.missing", "/schema",
                      "missing; assuming \"" + std::string(kSchema) + "\".");
        task.schema = std::string(kSchema);
    }
    for (const auto& [key, value] : j.items())
        if (std::find(kTopLevelKeys.begin(), kTopLevelKeys.end(), key) == kTopLevelKeys.end())
            reader.report(Severity::Warning, "task.field.unknown", "/" + key,
                          "not a task field; ignored (free-form notes belong in \"meta\").");

    if (reader.string_member(j, "id", "", task.id, true) && task.id.empty())
        reader.error("task.field.empty", "/id", "must not be empty.");
    task.domain = "geometry";
    if (reader.string_member(j, "domain", "", task.domain, false) &&
        std::find(kDomains.begin(), kDomains.end(), task.domain) == kDomains.end())
        reader.error("task.domain.unknown", "/domain",
                     "\"" + task.domain + "\" is not one of \"geometry\", \"molecule\", \"diagram\".");
    task.format = "svg";
    reader.string_member(j, "format", "", task.format, false);
    reader.string_member(j, "prompt", "", task.prompt, false);
    std::string input;
    if (reader.string_member(j, "input", "", input, false)) task.input = std::move(input);
    const bool input_format_stated = reader.string_member(j, "input_format", "", task.input_format, false);
    // A kind that compares with no reference (layout) needs none.
    const auto named_kind = j.find("check");
    const CheckKind* named = named_kind != j.end() && named_kind->is_object() && named_kind->contains("kind") &&
                                     (*named_kind)["kind"].is_string()
                                 ? find_check((*named_kind)["kind"].get<std::string>())
                                 : nullptr;
    const bool needs_reference = !named || named->needs_reference;
    const bool has_reference = reader.string_member(j, "reference", "", task.reference, needs_reference);
    const bool reference_format_stated = reader.string_member(j, "reference_format", "", task.reference_format, false);
    settle_format(reader, "input", task.input ? *task.input : std::string(), input_format_stated, task.input_format);
    if (has_reference || needs_reference)
        settle_format(reader, "reference", task.reference, reference_format_stated, task.reference_format);
    for (const char* key : {"format", "input_format", "reference_format"})
        if (j.contains(key) && j[key].is_string() && j[key].get<std::string>().empty())
            reader.error("task.field.empty", std::string("/") + key, "must name a format such as \"svg\".");

    const auto check = j.find("check");
    if (check == j.end() || check->is_null()) {
        reader.error("task.field.missing", "/check", "required, but missing; e.g. {\"kind\": \"match\"}.");
    } else if (!check->is_object()) {
        reader.error("task.field.type", "/check", std::string("must be an object, not ") + check->type_name() + ".");
    } else {
        task.check = *check;
        reader.string_member(*check, "kind", "/check", task.check_kind, true);
        // The kind reads its own members; an unknown kind is reported when it is run.
        if (const CheckKind* kind = find_check(task.check_kind)) {
            const size_t before = result.diagnostics.size();
            task.check_options = kind->read_options(*check, result.diagnostics);
            reader.count_errors_from(before);
        }
        if (const auto layout = check->find("layout"); layout != check->end() && !layout->is_null()) {
            const size_t before = result.diagnostics.size();
            task.layout = layout::read_requirements(*layout, "/check/layout", result.diagnostics);
            reader.count_errors_from(before);
        }
    }
    result.ok = reader.ok();
    return result;
}

TaskParse parse_task_text(std::string_view text) {
    if (text.size() > kMaxTaskBytes) {
        TaskParse result;
        TaskReader(result.diagnostics)
            .error("task.limit.bytes", "",
                   "the task is " + std::to_string(text.size() >> 20) + " MiB long, past the budget of " +
                       std::to_string(kMaxTaskBytes >> 20) + " MiB; it is not read.");
        return result;
    }
    // The scanner's tree when it is sure of the text (a task's drawings decode faster),
    // else the parser's, which also says what is wrong.
    if (const std::optional<json> scanned = scan_json_tree(text, kMaxTaskDepth + 2)) return parse_task(*scanned);
    const json j = json::parse(text.begin(), text.end(), nullptr, false);
    if (!j.is_discarded()) return parse_task(j);
    TaskParse result;
    const JsonSyntaxError where = locate_json_error(text);
    Diagnostic d;
    d.code = "task.json";
    d.message = "the task is not valid JSON: " + where.message;
    d.source = "task";
    d.span = LineIndex(text).at(where.offset);
    result.diagnostics.push_back(std::move(d));
    return result;
}

}  // namespace plumbline
