// A uniform grid over atom centres, so that attaching line ends and looking for atoms
// under a line costs a few cell visits each instead of a scan of every atom: a 150-atom
// molecule has about 160 lines, and scanning made reading it the check's largest cost.
#pragma once

#include <algorithm>
#include <vector>

#include "geometry/geometry.hpp"

namespace plumbline::molecule {

class AtomGrid {
public:
    // `cell` should be about the largest distance a query asks for (atom radius + snap);
    // it grows when the drawing would need more than a few cells per atom.
    AtomGrid(const std::vector<Vec2>& centres, double cell);

    // Calls f(atom) for every atom whose centre may lie within `reach` of p (a superset;
    // the caller measures). The order is by cell, not by atom index.
    template <class F>
    void near(const Vec2& p, double reach, F&& f) const {
        visit(p - Vec2(reach, reach), p + Vec2(reach, reach), f);
    }
    // ... within `reach` of the segment a-b (its bounding box grown by reach).
    template <class F>
    void along(const Vec2& a, const Vec2& b, double reach, F&& f) const {
        visit(a.cwiseMin(b) - Vec2(reach, reach), a.cwiseMax(b) + Vec2(reach, reach), f);
    }

    size_t cell_count() const { return columns_ * rows_; }

private:
    template <class F>
    void visit(const Vec2& lo, const Vec2& hi, F&& f) const {
        if (columns_ == 0) return;
        const int x0 = column(lo.x()), x1 = column(hi.x()), y0 = row(lo.y()), y1 = row(hi.y());
        for (int x = x0; x <= x1; ++x)
            for (int y = y0; y <= y1; ++y)
                for (size_t cell = static_cast<size_t>(y) * columns_ + static_cast<size_t>(x), k = first_[cell];
                     k < first_[cell + 1]; ++k)
                    f(atoms_[k]);
    }
    int column(double x) const;   // clamped into the grid: atoms outside it are in the edge cells
    int row(double y) const;

    Vec2 origin_{0, 0};
    double cell_ = 1;
    size_t columns_ = 0, rows_ = 0;
    // The atoms of cell c are atoms_[first_[c] .. first_[c + 1]), in index order: two
    // arrays, not a vector per cell.
    std::vector<size_t> first_;
    std::vector<int> atoms_;
};

// Per atom, the distance to its nearest other atom (infinity for a lone atom): a sweep
// over the atoms sorted by x that stops once the x gap alone exceeds the best distance.
std::vector<double> nearest_neighbour_distances(const std::vector<Vec2>& centres);

}  // namespace plumbline::molecule
