// Private to the bundle's results: rows counted per model x (domain, format), per model x
// domain and per model, which the summary JSON and the text table both print. Counts are
// integers (scores in units of 1e-4, as reports round them), so the same rows in any
// order add up to the same figures, bit for bit.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "bundle/results.hpp"

namespace plumbline::bundle {

struct Tally {
    long answers = 0;            // rows: the cell's usable tasks, answered or not
    long missing = 0, passes = 0, fails = 0, invalid = 0;
    long extraneous = 0;         // extraneous items over the answered rows
    long with_extraneous = 0;    // answered rows with any
    long drawn = 0;              // answered rows judged pass or fail: a drawing was read
    long readable = 0;           // of those, the rows with no layout warning
    long long score_units = 0;   // the scores' sum, in 1e-4
    void add(const BundleRow& row);
    long answered() const { return answers - missing; }
};

struct ModelTally {
    std::string model;
    std::vector<Tally> cells;     // one per Tallies::columns
    std::vector<Tally> domains;   // one per Tallies::domains
    Tally overall;
};

struct Tallies {
    std::vector<std::pair<std::string, std::string>> columns;   // (domain, format), domains grouped
    std::vector<std::string> domains;
    std::vector<long> column_tasks, domain_tasks;                // distinct tasks with a row there
    long tasks = 0;
    std::vector<ModelTally> models;                              // by name
};

Tallies tally(const std::vector<BundleRow>& rows);

}  // namespace plumbline::bundle
