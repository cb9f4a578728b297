// The match check's own parts, shared by its files: the reference's words worked out once
// per task, how outcomes become requirements and diagnostics, and the ssvg profile.
#pragma once

#include <string>
#include <vector>

#include "checks/match/match_check.hpp"
#include "matching/matching.hpp"

namespace plumbline::match {

// The engine's names, as the kind's files use them.
using namespace matching;

// A reference unit's words, which no answer changes: worked out once per task.
struct UnitWords {
    std::string id;          // "segment#3", or "segment#3.1" for a piece
    std::string plain;       // "segment (10,20)-(110,20)"
    std::string named;       // by the given drawing's labels; "" when they name none of its points
    std::string reference;   // how messages about it begin: "reference <line> at line 7 (segment ...)"
};
std::vector<UnitWords> words_of(const Scene& reference, const std::vector<Unit>& units,
                                const labels::Labelling* labels);

// What the match check works out once per task: the given drawing's labels, the
// reference selection, and (default profile) its units with their words.
struct Prepared : CheckPreparation {
    labels::Labelling labels;
    std::vector<int> reference;
    std::vector<Unit> units;
    std::vector<UnitWords> words;
};

// Requirements and one diagnostic per unit; score and verdict from them. Messages name
// points by `labels` (the given drawing's) where it has names for them.
void report_outcomes(const Scene& reference, const Scene& candidate, const std::vector<Unit>& units,
                     const std::vector<UnitWords>& words, const std::vector<Outcome>& outcomes,
                     const labels::Labelling* labels, Report& report);
void finish_report(Report& report, const Budget& budget);

// The ssvg compatibility profile (ssvg.cpp): the published script's semantics.
void check_match_ssvg(const CheckInput& in, const Options& options, const std::vector<int>& reference,
                      const std::vector<int>& candidate, const labels::Labelling* labels, Report& report);

}  // namespace plumbline::match
