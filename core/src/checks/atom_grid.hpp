// A uniform grid over atom centres, so that attaching line ends and looking for atoms
// under a line costs a few cell visits each instead of a scan of every atom: a 150-atom
// molecule has about 160 lines, and scanning made reading it the check's largest cost.
#pragma once

#include <algorithm>
#include <unordered_map>
#include <vector>

#include "plumbline/geometry.hpp"

namespace plumbline::molecule {

class AtomGrid {
public:
    // `cell` should be about the largest distance a query asks for (atom radius + snap).
    AtomGrid(const std::vector<Vec2>& centres, double cell);

    // Calls f(atom) for every atom whose centre may lie within `reach` of p (a superset;
    // the caller measures). Atoms come in ascending index order.
    template <class F>
    void near(const Vec2& p, double reach, F&& f) const {
        visit(p - Vec2(reach, reach), p + Vec2(reach, reach), f);
    }
    // ... within `reach` of the segment a-b (its bounding box grown by reach).
    template <class F>
    void along(const Vec2& a, const Vec2& b, double reach, F&& f) const {
        visit(a.cwiseMin(b) - Vec2(reach, reach), a.cwiseMax(b) + Vec2(reach, reach), f);
    }

private:
    template <class F>
    void visit(const Vec2& lo, const Vec2& hi, F&& f) const {
        const long x0 = key(lo.x()), x1 = key(hi.x()), y0 = key(lo.y()), y1 = key(hi.y());
        // A huge box (a line across the whole drawing) is cheaper as one pass over all.
        if ((x1 - x0 + 1) * (y1 - y0 + 1) > static_cast<long>(count_)) {
            for (int i = 0; i < static_cast<int>(count_); ++i) f(i);
            return;
        }
        scratch_.clear();
        for (long x = x0; x <= x1; ++x)
            for (long y = y0; y <= y1; ++y) {
                const auto it = cells_.find(pack(x, y));
                if (it != cells_.end()) scratch_.insert(scratch_.end(), it->second.begin(), it->second.end());
            }
        std::sort(scratch_.begin(), scratch_.end());
        for (int i : scratch_) f(i);
    }
    long key(double v) const;
    static long long pack(long x, long y) { return (static_cast<long long>(x) << 32) ^ (y & 0xffffffffLL); }

    double cell_;
    size_t count_;
    std::unordered_map<long long, std::vector<int>> cells_;
    mutable std::vector<int> scratch_;
};

// Per atom, the distance to its nearest other atom (infinity for a lone atom): a sweep
// over the atoms sorted by x that stops once the x gap alone exceeds the best distance.
std::vector<double> nearest_neighbour_distances(const std::vector<Vec2>& centres);

}  // namespace plumbline::molecule
