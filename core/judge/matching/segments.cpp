// Default-profile segment matching. A reference segment is found when candidate
// segments lying along it cover it end to end: any number of pieces, in any order,
// touching or overlapping, with gaps no larger than the tolerance (the chained collinear
// merge; the published script merges pairs only). Pieces may run past the reference's
// ends: a longer line contains the segment, as in the published script.
#include <algorithm>
#include <cmath>

#include "matching/matching.hpp"
#include "matching/pieces.hpp"
#include "base/numbers.hpp"

namespace plumbline::matching {

namespace {


std::string allowed(double tol) { return "allowed " + number(tol); }

// How far one candidate segment is from reproducing the reference alone.
std::string single_how(const Segment& ref, const Segment& s, double tol, const Matching& m) {
    const double da = distance_point_segment(ref.a, s), db = distance_point_segment(ref.b, s);
    if (da > tol && db > tol)
        return "ends " + labels::two_points_words(m.labels, ref.a, ref.b) + " are " + number(da) + " and " +
               number(db) + " away (" + allowed(tol) + ")";
    const bool a_worse = da >= db;
    return "end " + point_in(m, a_worse ? ref.a : ref.b) + " is " + number(a_worse ? da : db) + " away (" +
           allowed(tol) + ")";
}

Outcome match_one(const Segment& ref, const Matching& m) {
    const Scene& scene = *m.pool.scene;
    const double length = ref.length();
    const double tol = m.tolerances.segment_endpoint(length);
    Outcome o;
    o.tolerance = tol;
    o.measure = "distance";

    std::vector<Piece> pieces;
    double nearest_error = std::numeric_limits<double>::infinity();
    for (int item : m.pool.segments) {
        if (!m.budget.spend(1)) break;
        const Segment& s = std::get<Segment>(scene.items[static_cast<size_t>(item)].geometry);
        const double alone = std::max(distance_point_segment(ref.a, s), distance_point_segment(ref.b, s));
        if (alone < nearest_error) nearest_error = alone, o.nearest = item;
        Piece p;
        p.item = item;
        if (length > 0 && as_piece(ref, length, tol, s, p)) pieces.push_back(p);
        // A point-like reference is found by any segment passing within tolerance.
        if (!(length > 0) && distance_point_segment(ref.a, s) <= tol) pieces.push_back(Piece{item, s, 0, 0, 0});
    }
    if (!o.nearest) {
        if (m.explain) o.how = nothing_to_compare(m.budget, "straight lines", !m.pool.segments.empty());
        return o;
    }

    const Coverage cover = coverage(pieces, length);
    // The piece nearest to each reference end, among `among` (indices into pieces).
    double to_a, to_b;
    size_t near_a, near_b;
    auto nearest_ends = [&](const std::vector<size_t>& among) {
        to_a = to_b = std::numeric_limits<double>::infinity();
        near_a = near_b = 0;
        for (size_t k : among) {
            const double da = distance_point_segment(ref.a, pieces[k].segment);
            const double db = distance_point_segment(ref.b, pieces[k].segment);
            if (da < to_a) to_a = da, near_a = k;
            if (db < to_b) to_b = db, near_b = k;
        }
    };
    std::vector<size_t> all(pieces.size());
    for (size_t k = 0; k < all.size(); ++k) all[k] = k;
    nearest_ends(all);

    if (!pieces.empty() && cover.largest_gap <= tol && to_a <= tol && to_b <= tol) {
        // Prefer the chain's own pieces for the ends, so a line that merely touches an end
        // (a helper line meeting the segment at an angle) is not named as part of the match.
        std::vector<size_t> used = chain(pieces, length, tol);
        nearest_ends(used);
        if (to_a > tol || to_b > tol) {
            nearest_ends(all);
            for (size_t k : {near_a, near_b})
                if (std::find(used.begin(), used.end(), k) == used.end()) used.push_back(k);
        }
        std::sort(used.begin(), used.end(), [&](size_t x, size_t y) { return pieces[x].lo < pieces[y].lo; });
        double offset = 0;
        for (size_t k : used) {
            o.matched_by.push_back(pieces[k].item);
            offset = std::max(offset, pieces[k].offset);
        }
        o.found = true;
        o.nearest.reset();
        o.error = std::max({to_a, to_b, cover.largest_gap, offset});
        if (m.explain)
            o.how = (used.size() > 1 ? std::to_string(used.size()) + " collinear pieces, " : std::string()) +
                    number(o.error) + " off, " + allowed(tol);
        return o;
    }

    const Segment& nearest = std::get<Segment>(scene.items[static_cast<size_t>(*o.nearest)].geometry);
    // One piece (or none) along it: say how far the nearest line's ends are; several: say
    // what the chain lacks.
    if (pieces.size() <= 1) {
        o.error = nearest_error;
        if (m.explain) o.how = single_how(ref, nearest, tol, m);
    } else if (cover.largest_gap > tol) {
        const double share = length > 0 ? 100 * (1 - cover.uncovered / length) : 0;
        o.error = cover.largest_gap;
        if (m.explain)
            o.how = "the pieces along it cover " + number(std::round(share)) + "% of its length; largest gap " +
                    number(cover.largest_gap) + " from " + point_in(m, ref.a + (ref.b - ref.a) * (cover.gap_at / length)) +
                    " (" + allowed(tol) + ")";
    } else {
        const bool a_worse = to_a >= to_b;
        o.error = std::max(to_a, to_b);
        if (m.explain)
            o.how = "end " + point_in(m, a_worse ? ref.a : ref.b) + " is " + number(o.error) + " from the pieces along it (" +
                    allowed(tol) + ")";
    }
    return o;
}

}  // namespace

void match_segments(const std::vector<Unit>& units, const Matching& m, std::vector<Outcome>& out) {
    for (size_t k = 0; k < units.size(); ++k)
        if (units[k].family == Family::Segment) out[k] = match_one(std::get<Segment>(units[k].geometry), m);
}

}  // namespace plumbline::matching
