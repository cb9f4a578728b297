// The engine's budget and its one entry over every family.
#include "matching/matching.hpp"

namespace plumbline::matching {

bool Budget::spend(double work) {
    if (exhausted_) return false;
    left_ -= work;
    if (left_ < 0) exhausted_ = true;
    return !exhausted_;
}

std::string nothing_to_compare(const Budget& budget, const std::string& family_plural, bool drawn) {
    if (budget.exhausted()) return "not compared: the work budget ran out";
    if (drawn) return "the candidate's " + family_plural + " have no finite coordinates";
    return "the candidate has no " + family_plural;
}

std::vector<Outcome> match_all(const std::vector<Unit>& units, const Matching& m) {
    std::vector<Outcome> out(units.size());
    match_segments(units, m, out);
    match_circles(units, m, out);
    match_ellipses(units, m, out);
    match_curves(units, m, out);
    return out;
}

}  // namespace plumbline::matching
