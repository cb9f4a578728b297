// Reading a bundle: the manifest, its tasks (a JSONL file or an inline array) and each
// model's answers (the same). Every problem is recorded where it is and reading goes on,
// so one bad line costs that line only; the manifest alone can stop it.
#include <algorithm>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

#include "bundle/bundle.hpp"
#include "pipeline/evaluate.hpp"
#include "pipeline/json_tree.hpp"
#include "output/json.hpp"
#include "json/json_limits.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

constexpr const char* kSchema = "plumbline/bundle@1";
// A task nests at most 64 levels (task.limit.depth): one more for a line around it, and
// two for the manifest, which holds tasks inside its "tasks" array.
constexpr int kMaxLineDepth = 66;
constexpr int kMaxManifestDepth = 68;

bool blank(std::string_view line) { return line.find_first_not_of(" \t\r\f\v") == std::string_view::npos; }

std::string_view without_bom(std::string_view text) {
    return text.substr(0, 3) == "\xEF\xBB\xBF" ? text.substr(3) : text;
}

const std::string* string_member(const json& object, const char* key) {
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? &it->get_ref<const std::string&>() : nullptr;
}

std::string json_string(const std::string& text) { return to_text(json(text)); }

// Where an entry is, for messages: "line 3" of a file, or a JSON pointer into the manifest.
struct Place {
    std::string file;
    int line = 0;            // 0: inline
    std::string pointer;     // inline: "/tasks/3"
    std::string name() const { return line ? "line " + std::to_string(line) : pointer; }
    std::string prefix() const { return line ? "" : pointer + ": "; }   // messages of inline entries start with it
};

class Reader {
public:
    Reader(Bundle& bundle, const std::string& manifest, const BundleFiles& files, const BundleLimits& limits,
           size_t used)
        : b_(bundle), manifest_(manifest), files_(files), limits_(limits), used_(used) {}

    void read(const json& m) {
        read_header(m);
        const json& tasks = *m.find("tasks");
        if (tasks.is_string()) {
            std::string file, text;
            if (fetch(tasks, "/tasks", "no task is read", file, text))
                each_line(file, text, [&](const json& v, const Place& at) { add_task(v, at); });
        } else {
            each_inline(tasks, "/tasks", [&](const json& v, const Place& at) { add_task(v, at); });
        }
        read_models(m);
    }

private:
    void problem(const std::string& file, int line, const char* code, Severity severity, std::string message) {
        b_.problems.push_back({file, line, code, severity, std::move(message)});
    }
    void problem(const Place& at, const char* code, Severity severity, const std::string& message) {
        problem(at.file, at.line, code, severity, at.prefix() + message);
    }

    void read_header(const json& m) {
        if (!m.contains("schema")) {
            problem(manifest_, 0, "bundle.schema.missing", Severity::Warning,
                    "no \"schema\"; read as " + std::string(kSchema) + ". Add \"schema\": \"" + kSchema + "\".");
        } else if (const std::string* schema = string_member(m, "schema"); !schema || *schema != kSchema) {
            problem(manifest_, 0, "bundle.schema.unsupported", Severity::Error,
                    "/schema: " + json_text(m["schema"]) + " is not " + kSchema +
                        ", the only bundle schema this version reads; read as that anyway.");
            if (schema) b_.schema = *schema;
        } else {
            b_.schema = *schema;
        }
        for (auto [key, field] : {std::pair{"name", &b_.name}, std::pair{"description", &b_.description}}) {
            if (!m.contains(key)) continue;
            if (const std::string* text = string_member(m, key)) *field = *text;
            else problem(manifest_, 0, "bundle.manifest.field", Severity::Warning,
                         std::string("/") + key + ": not a string; ignored.");
        }
    }

    // The text of the file a manifest member names; false, with the problem recorded, when
    // there is none to read. `consequence` says what its absence means.
    bool fetch(const json& value, const std::string& pointer, const std::string& consequence, std::string& file,
               std::string& text) {
        const std::string& written = value.get_ref<const std::string&>();
        if (!bundle_path(written, file)) {
            problem(manifest_, 0, "bundle.path.invalid", Severity::Error,
                    pointer + ": " + json_string(written) +
                        " is not a path inside the bundle (relative, without \"..\"); " + consequence + ".");
            return false;
        }
        const size_t left = limits_.max_bytes - used_;
        const FileFetch got = files_(file, left, text);
        if (got == FileFetch::Missing) {
            problem(file, 0, "bundle.file.missing", Severity::Error,
                    "no such file (named by " + manifest_ + " at " + pointer + "); " + consequence + ".");
            return false;
        }
        if (got == FileFetch::TooLarge || text.size() > left) {
            text.clear();
            problem(file, 0, "bundle.limit.bytes", Severity::Error,
                    "larger than the " + std::to_string(left) + " bytes left of the bundle's budget of " +
                        std::to_string(limits_.max_bytes) + "; not read, so " + consequence + ".");
            return false;
        }
        used_ += text.size();
        return true;
    }

    // Each non-blank line of a JSONL file that is JSON, parsed.
    template <class Each>
    void each_line(const std::string& file, std::string_view text, const Each& each) {
        text = without_bom(text);
        size_t start = 0;
        for (size_t number = 1; start < text.size(); ++number) {
            size_t end = text.find('\n', start);
            if (end == std::string_view::npos) end = text.size();
            std::string_view line = text.substr(start, end - start);
            start = end + 1;
            const Place at{file, static_cast<int>(number), ""};
            if (number > limits_.max_lines) {
                problem(at, "bundle.limit.lines", Severity::Error,
                        "more than " + std::to_string(limits_.max_lines) +
                            " lines; this line and the rest of the file are not read.");
                return;
            }
            if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
            if (blank(line)) continue;
            // The batch line's scanner first (a response's text decoded a run at a time, not
            // a character at a time: most of a bundle's bytes); the parser for the rest.
            std::optional<json> scanned = scan_json_tree(line, kMaxLineDepth);
            json value = scanned ? std::move(*scanned) : json::parse(line.begin(), line.end(), nullptr, false);
            if (value.is_discarded()) {
                const JsonSyntaxError where = locate_json_error(line);
                problem(at, "bundle.line.json", Severity::Error,
                        "not valid JSON at column " + std::to_string(LineIndex(line).at(where.offset).column) + ": " + where.message +
                            "; the line is skipped.");
            } else if (json_deeper_than(value, kMaxLineDepth)) {
                problem(at, "bundle.line.json", Severity::Error,
                        "nested more than " + std::to_string(kMaxLineDepth) + " levels deep; the line is skipped.");
            } else {
                each(value, at);
            }
        }
    }

    template <class Each>
    void each_inline(const json& array, const std::string& pointer, const Each& each) {
        for (size_t i = 0; i < array.size(); ++i) {
            const Place at{manifest_, 0, pointer + "/" + std::to_string(i)};
            if (i >= limits_.max_lines) {
                problem(manifest_, 0, "bundle.limit.lines", Severity::Error,
                        pointer + ": more than " + std::to_string(limits_.max_lines) +
                            " entries; the rest are not read.");
                return;
            }
            each(array[i], at);
        }
    }

    void add_task(const json& value, const Place& at) {
        const std::string* id = value.is_object() ? string_member(value, "id") : nullptr;
        if (!id || id->empty()) {
            problem(at, "bundle.line.field", Severity::Error,
                    "a task is a JSON object with a non-empty string \"id\" (plumbline/task@1); skipped.");
            return;
        }
        if (const auto seen = task_index_.find(*id); seen != task_index_.end()) {
            problem(at, "bundle.task.duplicate", Severity::Warning,
                    "task " + json_string(*id) + " again (first at " + task_places_[seen->second] +
                        "); this one is ignored.");
            return;
        }
        BundleTask task;
        task.id = *id;
        task.file = at.file;
        task.line = at.line;
        task.text = to_text(value);
        // The task is prepared as a batch would prepare it, so that a task no answer could
        // pass (unreadable reference, unknown check) is found here, once, not in every row.
        EvaluateOptions options;
        options.timings = false;
        const PreparedTask prepared = prepare_task(parse_task(value), options);
        const std::vector<Diagnostic> errors = task_errors(prepared);
        task.domain = prepared.parse.task.domain;
        task.format = prepared.parse.task.format;
        task.usable = errors.empty();
        if (task.usable) {
            const int size = prepared.given.check ? prepared.given.check->reference_size() : -1;
            if (size >= 0) task.size = size;
        } else {
            const auto first = std::find_if(errors.begin(), errors.end(),
                                            [](const Diagnostic& d) { return d.severity == Severity::Error; });
            const Diagnostic& why = first != errors.end() ? *first : errors.front();
            problem(at, "bundle.task.invalid", Severity::Error,
                    "task " + json_string(*id) + " cannot judge answers: " + why.message + " [" + why.code +
                        "]; its answers are not judged and it counts in no total.");
        }
        task_index_.emplace(task.id, b_.tasks.size());
        task_places_.push_back(at.line ? at.file + ":" + std::to_string(at.line) : at.pointer);
        b_.tasks.push_back(std::move(task));
    }

    void read_models(const json& m) {
        const auto models = m.find("models");
        if (models == m.end() || !models->is_array() || models->empty()) {
            problem(manifest_, 0, "bundle.models.none", Severity::Error,
                    "/models: no models (an array of {\"name\", \"answers\"} is expected); nothing is judged.");
            return;
        }
        std::unordered_map<std::string, size_t> names;
        for (size_t i = 0; i < models->size(); ++i) {
            if (i >= limits_.max_models) {
                problem(manifest_, 0, "bundle.limit.models", Severity::Error,
                        "/models: more than " + std::to_string(limits_.max_models) +
                            " models; the rest are not read.");
                return;
            }
            const std::string pointer = "/models/" + std::to_string(i);
            const json& entry = (*models)[i];
            const std::string* name = entry.is_object() ? string_member(entry, "name") : nullptr;
            if (!name || name->empty()) {
                problem(manifest_, 0, "bundle.model.field", Severity::Error,
                        pointer + ": a model is an object with a non-empty string \"name\"; skipped.");
                continue;
            }
            if (const auto seen = names.find(*name); seen != names.end()) {
                problem(manifest_, 0, "bundle.model.duplicate", Severity::Warning,
                        pointer + ": model " + json_string(*name) + " again (first at /models/" +
                            std::to_string(seen->second) + "); this one is ignored.");
                continue;
            }
            names.emplace(*name, i);
            add_model(entry, pointer);
        }
    }

    void add_model(const json& entry, const std::string& pointer) {
        BundleModel model;
        model.name = *string_member(entry, "name");
        for (const auto& [key, value] : entry.items())
            if (key != "name" && key != "answers") model.metadata[key] = value;
        model.responses.assign(b_.tasks.size(), std::nullopt);
        first_places_.assign(b_.tasks.size(), std::string());
        const auto answers = entry.find("answers");
        const std::string consequence = "the model " + json_string(model.name) + " answers nothing";
        const auto add = [&](const json& v, const Place& at) { add_answer(model, v, at); };
        if (answers != entry.end() && answers->is_string()) {
            std::string file, text;
            if (fetch(*answers, pointer + "/answers", consequence, file, text)) each_line(file, text, add);
        } else if (answers != entry.end() && answers->is_array()) {
            each_inline(*answers, pointer + "/answers", add);
        } else {
            problem(manifest_, 0, "bundle.model.field", Severity::Error,
                    pointer + "/answers: neither the path of a JSONL file nor an array; " + consequence + ".");
        }
        b_.models.push_back(std::move(model));
    }

    void add_answer(BundleModel& model, const json& value, const Place& at) {
        const std::string* task = value.is_object() ? string_member(value, "task") : nullptr;
        const std::string* response = value.is_object() ? string_member(value, "response") : nullptr;
        if (!task || !response) {
            problem(at, "bundle.line.field", Severity::Error,
                    "an answer is a JSON object with a string \"task\" (a task id) and a string \"response\" (the "
                    "raw model response); skipped.");
            return;
        }
        const auto index = task_index_.find(*task);
        if (index == task_index_.end()) {
            problem(at, "bundle.answer.unknown", Severity::Warning,
                    "an answer to task " + json_string(*task) + ", which the bundle does not have; ignored.");
            return;
        }
        std::optional<std::string>& slot = model.responses[index->second];
        if (slot) {
            problem(at, "bundle.answer.duplicate", Severity::Warning,
                    "model " + json_string(model.name) + " answers task " + json_string(*task) + " again (first at " +
                        first_places_[index->second] + "); the first answer is judged.");
            return;
        }
        slot = *response;
        first_places_[index->second] = at.name();
    }

    Bundle& b_;
    const std::string& manifest_;
    const BundleFiles& files_;
    const BundleLimits& limits_;
    size_t used_;                                          // bytes read so far, the manifest's included
    std::unordered_map<std::string, size_t> task_index_;   // id -> index in b_.tasks
    std::vector<std::string> task_places_;                 // where each task is, for messages
    std::vector<std::string> first_places_;                // the current model: where it first answered each task
};

}  // namespace

BundleRead read_bundle(const std::string& manifest_name, const BundleFiles& files, const BundleLimits& limits) {
    BundleRead out;
    const auto fatal = [&](int line, const char* code, std::string message) {
        out.fatal = {manifest_name, line, code, Severity::Error, std::move(message)};
        return out;
    };
    std::string manifest;
    const FileFetch got = files(manifest_name, limits.max_bytes, manifest);
    if (got == FileFetch::Missing) return fatal(0, "bundle.file.missing", "no such file: the bundle has no manifest.");
    if (got == FileFetch::TooLarge || manifest.size() > limits.max_bytes)
        return fatal(0, "bundle.limit.bytes",
                     "larger than the bundle's budget of " + std::to_string(limits.max_bytes) + " bytes; not read.");
    const std::string_view text = without_bom(manifest);
    const json m = json::parse(text.begin(), text.end(), nullptr, false);
    if (m.is_discarded()) {
        const JsonSyntaxError where = locate_json_error(text);
        const Span at = LineIndex(text).at(where.offset);
        return fatal(at.line, "bundle.json",
                     "the manifest is not valid JSON (column " + std::to_string(at.column) + "): " + where.message);
    }
    if (json_deeper_than(m, kMaxManifestDepth))
        return fatal(0, "bundle.json",
                     "the manifest is nested more than " + std::to_string(kMaxManifestDepth) + " levels deep.");
    if (!m.is_object())
        return fatal(0, "bundle.manifest.invalid",
                     "the manifest is JSON but not an object ({\"schema\": \"plumbline/bundle@1\", \"tasks\", "
                     "\"models\"}).");
    const auto tasks = m.find("tasks");
    if (tasks == m.end() || !(tasks->is_string() || tasks->is_array()))
        return fatal(0, "bundle.manifest.invalid",
                     "/tasks: neither the path of a JSONL file of tasks nor an array of tasks; without tasks "
                     "nothing can be judged.");
    out.ok = true;
    Reader(out.bundle, manifest_name, files, limits, manifest.size()).read(m);
    return out;
}

}  // namespace plumbline
