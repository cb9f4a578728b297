// A task is data: what was asked, the drawings given, and how to check an answer.
// Schema "plumbline/task@1" (documented in docs/schema.md).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "plumbline/base/color.hpp"
#include "plumbline/base/diagnostic.hpp"

namespace plumbline {

// Which Scene items count: all; those with a class; those with a stroke or fill colour;
// those not present in the task's input drawing ("added").
struct Selector {
    enum class Kind { All, Class, Color, Added };
    Kind kind = Kind::All;
    std::string cls;             // Kind::Class
    Color color;                 // Kind::Color
    std::string text;            // as written, for messages
};

enum class Profile { Default, Ssvg };
const char* to_string(Profile p);
bool parse_profile(std::string_view s, Profile& out);

struct Task {
    std::string schema;          // "plumbline/task@1"
    std::string id;
    std::string domain;          // "geometry", "molecule", "diagram"
    std::string format;          // expected answer format: "svg"
    std::string prompt;
    std::optional<std::string> input;   // given drawing (text)
    std::string reference;              // reference drawing (text)
    std::string input_format = "svg";
    std::string reference_format = "svg";

    std::string check_kind;      // "match"
    Selector reference_select;   // default {"class": "output_object"}
    Selector candidate_select;   // default "all"
    std::optional<double> tolerance;    // scene units; overrides the profile's position tolerance
    nlohmann::json check;        // the whole check object, for kinds with more parameters
};

struct TaskParse {
    bool ok = false;
    Task task;
    std::vector<Diagnostic> diagnostics;  // source "task"
};

// Never throws: wrong types and missing fields are diagnostics.
TaskParse parse_task(const nlohmann::json& j);
TaskParse parse_task_text(std::string_view text);

}  // namespace plumbline
