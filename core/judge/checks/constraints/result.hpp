// The constraints check's section of the report: the best assignment, every object as
// drawable geometry, and each constraint's measurement (docs/constraints.md; written as
// JSON by constraints_json.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "report/report.hpp"

namespace plumbline {

struct ConstraintObjectResult {
    std::string name;            // as the task names it ("I1"), or the inline definition's text
    std::string type;            // "point", "line", "segment", "circle"
    std::string origin;          // "given", "answer", "derived"
    bool defined = false;
    std::string why;             // when not defined
    Geometry geometry;           // when defined (a whole line drawn across the drawing)
    int item = -1;               // the scene item: the given drawing's for given, the answer's for answer
    std::vector<int> pieces;     // an answer segment joined from collinear pieces: their items
};

struct ConstraintResult {
    std::string id, relation, text;
    bool satisfied = false;
    double measured = 0, required = 0, tolerance = 0;
    std::string comparison, unit, message;
    std::vector<std::string> objects;    // the objects it reads, by name
};

struct ConstraintsResult : CheckResult {
    std::vector<ConstraintObjectResult> objects;
    std::vector<ConstraintResult> constraints;
    std::vector<std::pair<std::string, int>> assignment;   // answer object -> candidate item (-1: none)
    std::vector<std::pair<std::string, std::string>> choices;   // one_of object -> the alternative chosen ("": none)
    std::optional<double> pass_threshold;   // the task's share of constraints that passes beside the strict verdict
    bool threshold_pass = false;            // whether the best assignment meets that share
    int satisfied = 0;
    int total = 0;               // constraints in the task
    int answer_items = 0;        // the answer's drawn items (primary, visible, not text)
    int used_items = 0;          // those the best assignment took (the rest are extraneous)
    std::int64_t steps = 0, budget = 0;
    std::string outcome;         // "complete", "budget" (search stopped), "given" (a given object is missing)
    std::string_view member() const override { return "constraints"; }
    void write(JsonSink& w, ReportLevel level) const override;   // constraints_json.cpp
};

inline const ConstraintsResult* constraints_result(const Report& report) {
    return dynamic_cast<const ConstraintsResult*>(report.result.get());
}

}  // namespace plumbline
