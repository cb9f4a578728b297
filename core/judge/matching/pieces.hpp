// Collinear pieces along a segment: the chained merge by which the match check finds a
// reference segment drawn in pieces (segments.cpp), and by which the constraints check
// joins an answer's pieces that continue each other into one segment. One mechanism.
#pragma once

#include <cstddef>
#include <vector>

#include "scene/scene.hpp"

namespace plumbline::matching {

// A segment that runs along a reference, as an interval [lo, hi] of distances along it
// from its start.
struct Piece {
    int item = -1;
    Segment segment;
    double lo = 0, hi = 0;
    double offset = 0;   // largest distance from the reference's line over the part beside it
};

struct Coverage {
    double largest_gap = 0;
    double gap_at = 0;        // where along the reference the largest gap starts
    double uncovered = 0;     // total length of the gaps
};

// `s` as a piece along `ref` (of length `length` > 0): false when it does not run along it
// (more than `tol` off its line beside it, or turned more than kMaxPieceAngleDeg).
bool as_piece(const Segment& ref, double length, double tol, const Segment& s, Piece& out);

// The uncovered stretches of [0, length] left by the pieces (sorts them by lo).
Coverage coverage(std::vector<Piece>& pieces, double length);

// Fewest pieces (indices into `sorted`, sorted by lo) that carry [0, length] from end to
// end with gaps up to `tol`, taken greedily.
std::vector<size_t> chain(const std::vector<Piece>& sorted, double length, double tol);

// Pieces joined into one segment: the segment from the first piece's far end to the last
// one's, and the items, in order along it.
struct JoinedRun {
    Segment segment;
    std::vector<int> items;
};

// Among `segments` (item, geometry), every run of two or more that continue each other:
// collinear within `tol`, touching or overlapping or with gaps up to `tol`, grown from each
// segment until no piece extends it. A run is listed once. Budgets: the first
// kMaxJoinSegments segments are considered, at most kMaxJoinedRuns runs are returned.
constexpr size_t kMaxJoinSegments = 256;
constexpr size_t kMaxJoinedRuns = 64;
std::vector<JoinedRun> joined_runs(const std::vector<std::pair<int, Segment>>& segments, double tol);

}  // namespace plumbline::matching
