// The JSON side of each check kind: its options read from the task's check object, and
// its result written as the report's member. The functions are defined beside the code
// they serialise (checks/<kind>/<kind>_json.cpp) and declared here, so that no header
// under checks/ includes the JSON library.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "plumbline/checks/check.hpp"
#include "plumbline/report/report.hpp"

namespace plumbline {

// Reads a kind's members of `check` (the task's check object). Problems are appended as
// task diagnostics ("/check/palette/N: ..."); any error makes the task unusable.
using ReadOptions = std::shared_ptr<const CheckOptions> (*)(const nlohmann::json& check,
                                                             std::vector<Diagnostic>& diagnostics);
class JsonSink;
// Writes the kind's result at a report level (Full or Compact; Verdict writes no result).
using WriteResult = void (*)(JsonSink& w, const CheckResult& result, ReportLevel level);

struct CheckJson {
    std::string_view kind;
    ReadOptions read_options;
    std::string_view result_member;   // the report member holding the kind's result ("" if none)
    WriteResult write_result;         // null when the kind has no result section
};

// The JSON side of a kind, or nullptr for a kind the core does not have.
const CheckJson* find_check_json(std::string_view kind);

// A task diagnostic: source "task", the message led by the JSON pointer of what it is about.
Diagnostic task_diagnostic(Severity severity, std::string code, const std::string& path,
                             const std::string& message);

struct Selector;
// Reads check[key] as a selector into `out` (left as it is when absent): "all", "added",
// {"class": NAME} or {"color": COLOUR}. Shared by the kinds that select items.
void read_selector(const nlohmann::json& check, const char* key, Selector& out, std::vector<Diagnostic>& diagnostics);

// Reads check.tolerance (a positive number of scene units) into `out` (left as it is when
// absent): the position tolerance a task may set in place of the drawing-scaled one.
void read_tolerance(const nlohmann::json& check, std::optional<double>& out, std::vector<Diagnostic>& diagnostics);

// Reads check.budget (a positive whole number of search or work steps) into `out` (left as
// it is when absent): every kind with a search takes its budget from the same member.
void read_budget(const nlohmann::json& check, std::int64_t& out, std::vector<Diagnostic>& diagnostics);

enum class PreserveInput;
// Reads check.preserve_input ("off", "report", "strict") into `out` (left as it is when absent).
void read_preserve_input(const nlohmann::json& check, PreserveInput& out, std::vector<Diagnostic>& diagnostics);

namespace match {
std::shared_ptr<const CheckOptions> read_options(const nlohmann::json& check, std::vector<Diagnostic>& diagnostics);
}
namespace diagram {
std::shared_ptr<const CheckOptions> read_options(const nlohmann::json& check, std::vector<Diagnostic>& diagnostics);
void write_result(JsonSink& w, const CheckResult& result, ReportLevel level);
}
namespace molecule {
struct Options;
// Reads check.palette, check.bond_order, check.snap and check.budget into `out`; false
// (with task diagnostics) when the check cannot run.
bool parse_options(const nlohmann::json& check, Options& out, std::vector<Diagnostic>& diagnostics);
std::shared_ptr<const CheckOptions> read_options(const nlohmann::json& check, std::vector<Diagnostic>& diagnostics);
void write_result(JsonSink& w, const CheckResult& result, ReportLevel level);
}

namespace constraints {
std::shared_ptr<const CheckOptions> read_options(const nlohmann::json& check, std::vector<Diagnostic>& diagnostics);
void write_result(JsonSink& w, const CheckResult& result, ReportLevel level);
}

}  // namespace plumbline
