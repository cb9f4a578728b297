#include "checks/atom_grid.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace plumbline::molecule {

AtomGrid::AtomGrid(const std::vector<Vec2>& centres, double cell)
    : cell_(cell > 0 && std::isfinite(cell) ? cell : 1), count_(centres.size()) {
    for (size_t i = 0; i < centres.size(); ++i)
        cells_[pack(key(centres[i].x()), key(centres[i].y()))].push_back(static_cast<int>(i));
}

long AtomGrid::key(double v) const {
    // Clamped so that coordinates far out (or a reach of 1e300) cannot overflow the key.
    const double k = std::floor(v / cell_);
    return static_cast<long>(std::clamp(k, -1e9, 1e9));
}

std::vector<double> nearest_neighbour_distances(const std::vector<Vec2>& centres) {
    const size_t n = centres.size();
    std::vector<double> best(n, std::numeric_limits<double>::infinity());
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return centres[a].x() < centres[b].x(); });
    // Each atom scans outwards both ways until the x gap alone is no shorter than its best.
    for (size_t k = 0; k < n; ++k) {
        const Vec2& p = centres[order[k]];
        double& b = best[order[k]];
        const auto consider = [&](size_t j) {
            const double d = (centres[order[j]] - p).norm();
            if (d > 0) b = std::min(b, d);
        };
        for (size_t j = k + 1; j < n && centres[order[j]].x() - p.x() < b; ++j) consider(j);
        for (size_t j = k; j-- > 0 && p.x() - centres[order[j]].x() < b;) consider(j);
    }
    return best;
}

}  // namespace plumbline::molecule
