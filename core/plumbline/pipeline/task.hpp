// A task is data: what was asked, the drawings given, and how to check an answer.
// Schema "plumbline/task@1" (documented in docs/schema.md).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "diagnostics/diagnostic.hpp"
#include "layout/requirements.hpp"
#include "report/check.hpp"

namespace plumbline {

struct Task {
    std::string schema;          // "plumbline/task@1"
    std::string id;
    std::string domain;          // "geometry", "molecule", "diagram"
    std::string format;          // expected answer format: "svg", "tikz", "eps", "dot"
    std::string prompt;
    std::optional<std::string> input;   // given drawing (text)
    std::string reference;              // reference drawing (text)
    std::string input_format = "svg";
    std::string reference_format = "svg";

    std::string check_kind;      // "match", "molecule", "constraints", "diagram"
    // The kind's own parameters, read from the check object by that kind (null when the
    // kind is unknown, or for a Task built by hand: the kind then uses its defaults).
    std::shared_ptr<const CheckOptions> check_options;
    nlohmann::json check;        // the check object as written
    // The check object's `layout` member, on any kind: layout findings that fail the
    // verdict (docs/layout.md, "Layout as requirements").
    std::optional<layout::LayoutRequirements> layout;
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
