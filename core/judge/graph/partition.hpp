// The ordered partition of individualization-refinement (as in nauty, bliss, Traces): a
// sequence of cells over one graph's nodes, refined to equitable by a rule that looks
// only at structure (positions, counts, edge labels), never at node numbers. So an
// isomorphism a -> b maps a's partition after individualizing u onto b's after
// individualizing its image, and both refinements write the same trace.
#pragma once

#include <cstdint>
#include <vector>

#include "graph/graph.hpp"

namespace plumbline::graph {

// One graph in compressed rows, its edge labels renumbered 0..labels-1 on a scale shared
// with the graph it is compared with (`scale`: the sorted distinct labels of both).
struct Rows {
    int n = 0;
    int labels = 1;
    std::vector<int> offset, target, label;   // neighbours of v: [offset[v], offset[v + 1])
};
Rows rows_of(const Graph& g, const std::vector<int>& scale);

// What a refinement did, value by value. It may be recorded, and compared as it goes with
// up to two reference traces (each dropped at its first difference); a refinement stops
// as soon as nothing records and no reference still agrees.
class Trace {
public:
    void start(std::vector<int>* out, const std::vector<int>* first, const std::vector<int>* second) {
        out_ = out, ref_[0] = first, ref_[1] = second, at_ = 0;
    }
    bool push(int x) {
        if (out_) out_->push_back(x);
        for (const std::vector<int>*& r : ref_)
            if (r && (at_ >= r->size() || (*r)[at_] != x)) r = nullptr;
        ++at_;
        return alive();
    }
    // At the end: a reference longer than what was written disagrees too.
    bool finish() {
        for (const std::vector<int>*& r : ref_)
            if (r && at_ != r->size()) r = nullptr;
        return alive();
    }
    bool agrees(int k) const { return ref_[k] != nullptr; }

private:
    bool alive() const { return out_ || ref_[0] || ref_[1]; }
    std::vector<int>* out_ = nullptr;
    const std::vector<int>* ref_[2] = {nullptr, nullptr};
    size_t at_ = 0;
};

class Partition {
public:
    // Cells are the colour classes (colour[v] in 0..colours-1), in colour order; the
    // colouring must be equitable already (stable_colours is).
    Partition(const Rows& g, const int* colour, int colours);

    int size() const { return n_; }
    bool discrete() const { return cells_ == n_; }
    int at(int position) const { return elems_[static_cast<size_t>(position)]; }
    int position(int v) const { return pos_[static_cast<size_t>(v)]; }
    int cell_end(int start) const { return end_[static_cast<size_t>(start)]; }
    // The first smallest cell of two or more nodes (its start), or -1 when discrete.
    int target_cell() const;

    // Makes v a cell of its own (at the front of its cell) and refines to equitable;
    // every split made is tagged with `level`. False when the trace gave up (the
    // partition is then half-refined; backtrack(level) restores it).
    bool individualize(int v, int level, Trace& trace);
    // Undoes every split tagged `level` or deeper.
    void backtrack(int level);

    // Elementary operations so far (edges scanned, nodes moved), for the step count.
    std::int64_t work() const { return work_; }

private:
    bool refine(int level, Trace& trace);
    bool split(int start, size_t from, size_t to, int level, Trace& trace);
    int new_cell(int start, int end, int level);
    void enqueue(int start);

    const Rows& g_;
    int n_ = 0, cells_ = 0;
    std::vector<int> elems_, pos_, start_of_, end_;   // end_ is valid at cell starts
    std::vector<char> queued_;                        // per cell start
    std::vector<int> queue_;
    size_t head_ = 0;
    std::vector<int> created_, created_level_;        // cell starts in creation order
    std::vector<int> count_, touched_;
    std::vector<std::vector<int>> arrivals_;          // per edge label
    std::vector<std::pair<int, int>> parts_;
    std::int64_t work_ = 0;
};

}  // namespace plumbline::graph
