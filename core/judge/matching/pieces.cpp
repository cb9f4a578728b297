// The chained collinear merge (see pieces.hpp).
#include "matching/pieces.hpp"

#include <algorithm>
#include <cmath>

#include "base/numbers.hpp"
#include "matching/tolerance.hpp"

namespace plumbline::matching {

Coverage coverage(std::vector<Piece>& pieces, double length) {
    std::sort(pieces.begin(), pieces.end(), [](const Piece& a, const Piece& b) { return a.lo < b.lo; });
    Coverage c;
    double reach = 0;
    auto gap = [&](double from, double to) {
        if (to <= from) return;
        c.uncovered += to - from;
        if (to - from > c.largest_gap) c.largest_gap = to - from, c.gap_at = from;
    };
    for (const Piece& p : pieces) {
        if (p.hi <= 0 || p.lo >= length) continue;
        gap(reach, std::min(p.lo, length));
        reach = std::max(reach, std::min(p.hi, length));
    }
    gap(reach, length);
    return c;
}

std::vector<size_t> chain(const std::vector<Piece>& sorted, double length, double tol) {
    std::vector<size_t> used;
    double reach = 0;
    size_t next = 0;
    while (reach < length) {
        size_t best = sorted.size();
        for (; next < sorted.size() && sorted[next].lo <= reach + tol; ++next)
            if (best == sorted.size() || sorted[next].hi > sorted[best].hi) best = next;
        // Pieces scanned in earlier rounds end before `reach`: they cannot go further.
        if (best == sorted.size() || sorted[best].hi <= reach) break;
        used.push_back(best);
        reach = sorted[best].hi;
    }
    return used;
}

bool as_piece(const Segment& ref, double length, double tol, const Segment& s, Piece& out) {
    const Vec2 u = (ref.b - ref.a) / length;
    const Vec2 n(-u.y(), u.x());
    const double s0 = (s.a - ref.a).dot(u), s1 = (s.b - ref.a).dot(u);
    const double h0 = (s.a - ref.a).dot(n), h1 = (s.b - ref.a).dot(n);
    if (!std::isfinite(s0) || !std::isfinite(s1) || !std::isfinite(h0) || !std::isfinite(h1)) return false;
    const double lo = std::min(s0, s1), hi = std::max(s0, s1);
    if (hi < -tol || lo > length + tol) return false;
    // Only the part beside the reference (within tol of its ends) must lie along it: a long
    // line slightly turned still contains the segment if it is close where the segment is.
    double a = lo, b = hi, ha, hb;
    if (hi - lo <= 1e-12 * std::max(1.0, length)) {
        ha = h0, hb = h1;
    } else {
        a = std::max(lo, -tol), b = std::min(hi, length + tol);
        auto h_at = [&](double x) { return h0 + (x - s0) * (h1 - h0) / (s1 - s0); };
        ha = h_at(a), hb = h_at(b);
    }
    const double offset = std::max(std::abs(ha), std::abs(hb));
    if (offset > tol) return false;
    const double beside = std::hypot(b - a, hb - ha);
    // A piece short enough to fit inside the tolerance band has no meaningful direction.
    if (beside > 2 * tol && angle_between(ref, s) > kMaxPieceAngleDeg * kPi / 180) return false;
    out.segment = s;
    out.lo = lo;
    out.hi = hi;
    out.offset = offset;
    return true;
}

std::vector<JoinedRun> joined_runs(const std::vector<std::pair<int, Segment>>& segments, double tol) {
    std::vector<JoinedRun> runs;
    const size_t n = std::min(segments.size(), kMaxJoinSegments);
    // A segment already in a run grows into that run again: not a seed (so a chain of n
    // pieces costs n rounds once, not once per piece).
    std::vector<char> joined(n, 0);
    for (size_t seed = 0; seed < n && runs.size() < kMaxJoinedRuns; ++seed) {
        if (joined[seed]) continue;
        Segment ref = segments[seed].second;
        std::vector<int> items;
        // Each round extends the run by the pieces along it; a run of n pieces needs at most
        // n rounds (one piece more each), and a round that adds none ends it.
        for (size_t round = 0; round < n; ++round) {
            const double length = ref.length();
            if (!(length > 2 * tol)) break;   // too short to give a direction to follow
            std::vector<Piece> along;
            for (size_t k = 0; k < n; ++k) {
                Piece p;
                p.item = static_cast<int>(k);   // the index here; the item when the run is kept
                // Pieces shorter than the tolerance band have no direction: not joined.
                if (segments[k].second.length() > 2 * tol && as_piece(ref, length, tol, segments[k].second, p))
                    along.push_back(p);
            }
            std::stable_sort(along.begin(), along.end(), [](const Piece& a, const Piece& b) { return a.lo < b.lo; });
            // The covered stretch holding [0, length]: pieces reaching it within tol, in both
            // directions, until a gap larger than tol.
            double lo = 0, hi = length;
            for (bool grew = true; grew;) {
                grew = false;
                for (const Piece& p : along)
                    if (p.lo <= hi + tol && p.hi >= lo - tol && (p.lo < lo || p.hi > hi)) {
                        lo = std::min(lo, p.lo), hi = std::max(hi, p.hi);
                        grew = true;
                    }
            }
            std::vector<int> now;
            for (const Piece& p : along)
                if (p.lo >= lo - tol && p.hi <= hi + tol) now.push_back(p.item);
            const Vec2 u = (ref.b - ref.a) / length;
            const Segment grown{ref.a + u * lo, ref.a + u * hi};
            const bool same = now == items;
            items = now;
            ref = grown;
            if (same) break;
        }
        if (items.size() < 2) continue;
        for (int& k : items) {
            joined[static_cast<size_t>(k)] = 1;
            k = segments[static_cast<size_t>(k)].first;
        }
        std::vector<int> key = items;
        std::sort(key.begin(), key.end());
        bool listed = false;
        for (const JoinedRun& r : runs) {
            std::vector<int> other = r.items;
            std::sort(other.begin(), other.end());
            listed = listed || other == key;
        }
        if (!listed) runs.push_back(JoinedRun{ref, items});
    }
    return runs;
}

}  // namespace plumbline::matching
