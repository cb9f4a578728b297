#include "checks/molecule/atom_grid.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace plumbline::molecule {

AtomGrid::AtomGrid(const std::vector<Vec2>& centres, double cell) {
    if (centres.empty()) return;
    Vec2 lo = centres.front(), hi = centres.front();
    for (const Vec2& c : centres) lo = lo.cwiseMin(c), hi = hi.cwiseMax(c);
    origin_ = lo;
    const double width = hi.x() - lo.x(), height = hi.y() - lo.y();
    // At most about four cells per atom: a tiny reach over a sprawling drawing (or a
    // non-finite one) must not allocate millions of empty cells.
    const double floor_cell = std::sqrt(width * height / (4.0 * static_cast<double>(centres.size()) + 16));
    cell_ = std::max({cell, floor_cell, width / 4096, height / 4096, 1e-9});
    // A drawing wider than a double can measure (or an infinite reach) gets one cell.
    const bool measurable = std::isfinite(cell_);
    columns_ = measurable ? static_cast<size_t>(std::min(4096.0, std::floor(width / cell_) + 1)) : 1;
    rows_ = measurable ? static_cast<size_t>(std::min(4096.0, std::floor(height / cell_) + 1)) : 1;
    // Counting sort by cell: counts, then starts, then the atoms in index order.
    std::vector<size_t> cell_of(centres.size());
    first_.assign(columns_ * rows_ + 1, 0);
    for (size_t i = 0; i < centres.size(); ++i) {
        cell_of[i] = static_cast<size_t>(row(centres[i].y())) * columns_ + static_cast<size_t>(column(centres[i].x()));
        ++first_[cell_of[i] + 1];
    }
    for (size_t c = 1; c < first_.size(); ++c) first_[c] += first_[c - 1];
    atoms_.resize(centres.size());
    std::vector<size_t> next(first_.begin(), first_.end() - 1);
    for (size_t i = 0; i < centres.size(); ++i) atoms_[next[cell_of[i]]++] = static_cast<int>(i);
}

int AtomGrid::column(double x) const {
    const double k = std::floor((x - origin_.x()) / cell_);
    return static_cast<int>(std::clamp(std::isnan(k) ? 0.0 : k, 0.0, static_cast<double>(columns_ - 1)));
}

int AtomGrid::row(double y) const {
    const double k = std::floor((y - origin_.y()) / cell_);
    return static_cast<int>(std::clamp(std::isnan(k) ? 0.0 : k, 0.0, static_cast<double>(rows_ - 1)));
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
