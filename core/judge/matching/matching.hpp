// The matching engine: what a reference item asks for (units), what the candidate offers
// (pool), how each family is matched (outcomes), whether an item is already in the given
// drawing, and which items nothing asked for. The match check is built on it
// (checks/match/), and so are selection by "added", the preserved-input check and the
// constraints check's extraneous items.
#pragma once

#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "common/labels.hpp"
#include "common/words.hpp"
#include "matching/tolerance.hpp"
#include "report/check.hpp"

namespace plumbline::matching {

enum class Family { Segment, Circle, Ellipse, Curve };
const char* name(Family f);   // "segment", "circle", "ellipse", "curve"

// One thing to reproduce: an item (or one straight piece of it) seen as a segment,
// circle, ellipse or curve. Geometry: Segment, Circle or Ellipse for those families;
// Path or Arc for curves.
struct Unit {
    Family family = Family::Segment;
    int item = -1;                // index in its scene
    int piece = -1;               // ssvg: which straight piece of a path, else -1
    Geometry geometry;
};

// The units of the primary items among `items` (a derived item counts through its
// primary), in document order. A primary path is represented by what shape recognition
// found in it when that covers it (a circle or ellipse; the straight runs of an all-line
// path), else by itself as a curve. Text and point markers ask for nothing here.
std::vector<Unit> units_of(const Scene& scene, const std::vector<int>& items);
std::vector<Unit> units_of_primary(const Scene& scene, int primary, const std::vector<int>& derived);

// A cap on the work one check may do (pair comparisons weighted by their cost), so that
// hostile input cannot hang it. Running out is reported, never silent.
class Budget {
public:
    explicit Budget(double limit = 4e8) : limit_(limit), left_(limit) {}
    double limit() const { return limit_; }
    bool spend(double work);               // false, and stays false, once exhausted
    bool exhausted() const { return exhausted_; }
    // Whether `work` more can surely be spent, in any order, to the same end: the budget
    // has that much left, and whole amounts (which every charge is) subtract exactly.
    bool surely_lasts(double work) const { return !exhausted_ && left_ >= work && left_ == std::floor(left_); }

private:
    double limit_;
    double left_;
    bool exhausted_ = false;
};

// The most one comparison of a unit with a pool item charges, in any family: an ellipse
// pair's IoU (2e4) and a Hausdorff distance between two flattenings of at most 20,000
// points each (32 a point). A curve pair charges 1 and such a distance, the others 1.
constexpr double kMostPairWork = 2e4 + 32.0 * 2 * 20000;

// The visible candidate items each family may be matched against.
struct Pool {
    const Scene* scene = nullptr;
    std::vector<int> segments;   // Segment items (primary lines and recognised straight runs)
    std::vector<int> rounds;     // Circle and Ellipse items
    std::vector<int> curves;     // Path, Arc, Circle and Ellipse items
};
Pool make_pool(const Scene& scene, const std::vector<int>& items);

// How one unit fared.
struct Outcome {
    bool found = false;
    std::vector<int> matched_by;           // candidate items, several for a chain of pieces
    double error = std::numeric_limits<double>::infinity();  // of the match, else of the nearest
    double tolerance = 0;
    std::string measure;                   // what `error` measures
    std::optional<int> nearest;            // for a miss: the closest candidate of the family
    std::string how;                       // "0.8 off (allowed 6)", "radius 18 vs 24 expected (...)"
};

struct Matching {
    const Pool& pool;
    const Tolerances& tolerances;
    Budget& budget;
    bool one_to_one = true;      // circles and ellipses: each candidate reproduces one unit
    bool explain = true;         // write Outcome::how (false when only `found` is wanted)
    const labels::Labelling* labels = nullptr;   // names for the points Outcome::how mentions
};

// A point as Outcome::how mentions it: "C (275,55)", "(227.43,320.05) on AB", "(x,y)".
inline std::string point_in(const Matching& m, const Vec2& p) { return labels::point_words(m.labels, p); }

// Why a unit has no nearest candidate: the candidate draws nothing of the family, or
// only with coordinates that are not numbers, or the work budget ran out first.
std::string nothing_to_compare(const Budget& budget, const std::string& family_plural, bool drawn);

// Each fills outcomes[k] for the units[k] of its family and leaves the others alone.
void match_segments(const std::vector<Unit>& units, const Matching& m, std::vector<Outcome>& out);
void match_circles(const std::vector<Unit>& units, const Matching& m, std::vector<Outcome>& out);
void match_ellipses(const std::vector<Unit>& units, const Matching& m, std::vector<Outcome>& out);
void match_curves(const std::vector<Unit>& units, const Matching& m, std::vector<Outcome>& out);
std::vector<Outcome> match_all(const std::vector<Unit>& units, const Matching& m);

// For each item in `primaries`: whether everything it draws is already in the visible
// items of `input` (a copy of a given element, or a piece of one), by the same matchers.
std::vector<bool> reproduces_input(const Scene& scene, const std::vector<int>& primaries,
                                   const Scene& input, const Tolerances& tolerances, Budget& budget);

// Candidate primary items in `selection` (visible, not text) that no requirement used and
// that do not reproduce an item of `input`.
std::vector<int> extraneous_items(const Scene& candidate, const std::vector<int>& selection,
                                  const std::vector<Requirement>& requirements, const Scene* input,
                                  const Tolerances& tolerances, Budget& budget);
// The Info diagnostic summarising them, or nothing when there are none.
std::optional<Diagnostic> extraneous_diagnostic(const Scene& candidate, const std::vector<int>& items);
// Both, and the drawn precision, into the report; left out of a report that shows only the
// verdict and score when their comparisons cannot run the budget out (so that neither
// changes). `selection`: the candidate items the check judged.
void report_extraneous(const CheckInput& in, const std::vector<int>& selection, const Tolerances& tolerances,
                       Budget& budget, Report& report);

// The share of the selection's drawn items (visible primary items that draw something, as
// extraneous_items counts them) that are not extraneous; nullopt when nothing is drawn.
std::optional<double> drawn_precision(const Scene& candidate, const std::vector<int>& selection,
                                      const std::vector<int>& extraneous);

// Words for messages, shared with the other checks.
using words::describe_geometry;
using words::describe_item;
using words::number;
using words::point;
using words::shape_of;

}  // namespace plumbline::matching
