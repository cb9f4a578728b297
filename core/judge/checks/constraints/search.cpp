// Branch and bound over assignments (see search.hpp).
#include "checks/constraints/search.hpp"

#include <algorithm>

#include "checks/constraints/objects.hpp"

namespace plumbline::constraints {

namespace {

class Search {
public:
    Search(const SearchInput& in, std::vector<Figure> figures) : in_(in), figures_(std::move(figures)) {
        const Program& p = in.program;
        const size_t levels = p.variables.size() + 1;
        objects_at_.resize(levels);
        constraints_at_.resize(levels);
        for (size_t k = 0; k < p.objects.size(); ++k)
            if (p.objects[k].op != Op::Given && p.objects[k].op != Op::Answer && p.objects[k].op != Op::AnswerLabel &&
                p.objects[k].op != Op::Choice)
                objects_at_[static_cast<size_t>(p.objects[k].level)].push_back(static_cast<int>(k));
        for (size_t k = 0; k < p.constraints.size(); ++k)
            constraints_at_[static_cast<size_t>(p.constraints[k].level)].push_back(static_cast<int>(k));
        // Constraints decided after each level: what a branch can still gain.
        after_.assign(levels + 1, 0);
        for (size_t l = levels; l-- > 0;) after_[l] = after_[l + 1] + static_cast<int>(constraints_at_[l].size());
        current_.outcomes.resize(p.constraints.size());
        current_.assignment.assign(p.variables.size(), -1);
        // Pixel-scale lengths are zero for the constructions (degenerate input).
        eps_ = in.scale.pixel * 1e-6;
    }

    SearchResult run() {
        const int sat0 = settle(0);
        best_.satisfied = -1;
        descend(0, sat0);
        best_.steps = steps_;
        best_.exhausted = exhausted_;
        return best_;
    }

private:
    const SearchInput& in_;
    std::vector<Figure> figures_;
    std::vector<std::vector<int>> objects_at_, constraints_at_;
    std::vector<int> after_;
    SearchResult current_, best_;
    std::vector<char> used_;   // per candidate item
    std::int64_t steps_ = 0;
    bool exhausted_ = false;
    double eps_ = 0;

    bool spend(int weight = 1) {
        steps_ += weight;
        if (steps_ > in_.budget) exhausted_ = true;
        return !exhausted_;
    }

    bool is_choice(size_t v) const {
        return in_.program.objects[static_cast<size_t>(in_.program.variables[v])].op == Op::Choice;
    }

    // Derives the objects and measures the constraints of `level`; returns how many hold.
    int settle(size_t level) {
        for (const int k : objects_at_[level]) {
            if (!spend()) return 0;
            figures_[static_cast<size_t>(k)] = derive(in_.program.objects[static_cast<size_t>(k)], figures_, eps_);
        }
        int satisfied = 0;
        for (const int k : constraints_at_[level]) {
            const Constraint& c = in_.program.constraints[static_cast<size_t>(k)];
            if (!spend(c.weight)) return satisfied;
            Outcome& o = current_.outcomes[static_cast<size_t>(k)];
            o = measure_relation(c, figures_, in_.scale, in_.unit);
            satisfied += o.satisfied ? 1 : 0;
        }
        return satisfied;
    }

    void set_variable(size_t v, int item) {
        const Object& o = in_.program.objects[static_cast<size_t>(in_.program.variables[v])];
        Figure& f = figures_[static_cast<size_t>(in_.program.variables[v])];
        if (o.op == Op::Choice) {
            f = item < 0 ? Figure::undefined("no choice for " + o.name)
                         : figures_[static_cast<size_t>(o.args[static_cast<size_t>(item)])];
        } else if (item < 0) {
            f = Figure::undefined(std::string("the answer has no ") +
                                  (o.arrow ? "arrow" : o.type == Type::Line ? "segment" : name(o.type)) + " left for " +
                                  o.name);
        } else if (static_cast<size_t>(item) >= in_.candidate.items.size() + in_.joined.size()) {
            const SegmentCycle& cycle = in_.cycles[static_cast<size_t>(item) - in_.candidate.items.size() - in_.joined.size()];
            f = Figure::polygon(cycle.vertices);
            f.item = cycle.items.front();
            f.pieces = cycle.items;
        } else if (static_cast<size_t>(item) >= in_.candidate.items.size()) {
            const matching::JoinedRun& run = in_.joined[static_cast<size_t>(item) - in_.candidate.items.size()];
            f = Figure::line(run.segment.a, run.segment.b, true);
            f.item = run.items.front();
            f.pieces = run.items;
        } else {
            f = figure_of_item(in_.candidate, item, o.type, o.arrow, in_.tolerance);
        }
        current_.assignment[v] = item;
    }

    void record(int satisfied) {
        if (satisfied <= best_.satisfied) return;
        best_.satisfied = satisfied;
        best_.assignment = current_.assignment;
        best_.outcomes = current_.outcomes;
        best_.figures = figures_;
    }

    bool done() const {
        return exhausted_ || best_.satisfied == static_cast<int>(in_.program.constraints.size());
    }

    void descend(size_t v, int satisfied) {
        if (v == in_.program.variables.size()) {
            record(satisfied);
            return;
        }
        const size_t level = v + 1;
        if (used_.empty()) used_.assign(in_.candidate.items.size(), 0);
        auto taken = [&](int item) {
            for (const int i : pieces_of(in_, item))
                if (used_[static_cast<size_t>(i)]) return true;
            return false;
        };
        auto mark = [&](int item, char on) {
            for (const int i : pieces_of(in_, item)) used_[static_cast<size_t>(i)] = on;
        };
        struct Choice {
            int item;
            int gain;
        };
        std::vector<Choice> choices;
        const bool choice = is_choice(v);
        for (const int item : in_.pools[v]) {
            if (!choice && taken(item)) continue;
            set_variable(v, item);
            choices.push_back({item, settle(level)});
            if (exhausted_) break;
        }
        if (choices.empty() && !exhausted_) {
            set_variable(v, -1);
            choices.push_back({-1, settle(level)});
        }
        if (exhausted_) {
            // Keep what was measured last as the best known, so the report can say how far it got.
            if (best_.satisfied < 0) record(satisfied);
            return;
        }
        std::stable_sort(choices.begin(), choices.end(), [](const Choice& a, const Choice& b) { return a.gain > b.gain; });
        for (const Choice& c : choices) {
            if (satisfied + c.gain + after_[level + 1] <= best_.satisfied) break;   // cannot beat the best
            set_variable(v, c.item);
            const int gain = settle(level);
            if (exhausted_) {
                if (best_.satisfied < 0) record(satisfied + gain);
                return;
            }
            if (c.item >= 0 && !choice) mark(c.item, 1);
            descend(v + 1, satisfied + gain);
            if (c.item >= 0 && !choice) mark(c.item, 0);
            if (done()) return;
        }
    }
};

}  // namespace

SearchResult search(const SearchInput& in, std::vector<Figure> figures) { return Search(in, std::move(figures)).run(); }

std::vector<int> pieces_of(const SearchInput& in, int entry) {
    if (entry < 0 || static_cast<size_t>(entry) < in.candidate.items.size()) return {entry};
    const size_t k = static_cast<size_t>(entry) - in.candidate.items.size();
    if (k >= in.joined.size()) return in.cycles[k - in.joined.size()].items;
    return in.joined[k].items;
}

}  // namespace plumbline::constraints
