// Counting rows into cells. Columns are ordered as SSVG-Bench's Table 4 groups them:
// domains geometry, molecule, diagram, formats svg, tikz, eps, dot, mermaid, anything else after
// them by name; models by name, since rows carry no manifest order.
#include "bundle/tally.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace plumbline::bundle {

namespace {

// Known names first, in their order; then the rest by byte order.
struct Ranked {
    std::vector<std::string> known;
    bool operator()(const std::string& a, const std::string& b) const {
        const auto ra = std::find(known.begin(), known.end(), a) - known.begin();
        const auto rb = std::find(known.begin(), known.end(), b) - known.begin();
        return ra != rb ? ra < rb : a < b;
    }
};

const Ranked kDomainOrder{{"geometry", "molecule", "diagram"}};
const Ranked kFormatOrder{{"svg", "tikz", "eps", "dot", "mermaid", "chemfig", "smiles"}};

template <class T>
size_t index_of(const std::vector<T>& list, const T& value) {
    return static_cast<size_t>(std::find(list.begin(), list.end(), value) - list.begin());
}

}  // namespace

void Tally::add(const BundleRow& row) {
    ++answers;
    score_units += std::llround(row.score * 1e4);
    if (row.missing) {
        ++missing;
        return;
    }
    if (row.verdict == "pass") ++passes;
    else if (row.verdict == "invalid") ++invalid;
    else ++fails;
    extraneous += row.extraneous;
    if (row.extraneous > 0) ++with_extraneous;
    if (row.verdict != "invalid") {
        ++drawn;
        if (row.layout.empty()) ++readable;
    }
}

Tallies tally(const std::vector<BundleRow>& rows) {
    Tallies t;
    std::set<std::string, Ranked> domains(kDomainOrder);
    std::set<std::string> models;
    for (const BundleRow& r : rows) {
        domains.insert(r.domain);
        models.insert(r.model);
    }
    t.domains.assign(domains.begin(), domains.end());
    for (const std::string& domain : t.domains) {
        std::set<std::string, Ranked> formats(kFormatOrder);
        for (const BundleRow& r : rows)
            if (r.domain == domain) formats.insert(r.format);
        for (const std::string& format : formats) t.columns.emplace_back(domain, format);
    }

    std::vector<std::set<std::string>> column_tasks(t.columns.size()), domain_tasks(t.domains.size());
    std::set<std::string> all_tasks;
    std::map<std::string, size_t> model_index;
    for (const std::string& name : models) {
        model_index[name] = t.models.size();
        t.models.push_back({name, std::vector<Tally>(t.columns.size()), std::vector<Tally>(t.domains.size()), {}});
    }
    for (const BundleRow& r : rows) {
        ModelTally& m = t.models[model_index[r.model]];
        const size_t c = index_of(t.columns, std::make_pair(r.domain, r.format));
        const size_t d = index_of(t.domains, r.domain);
        m.cells[c].add(r);
        m.domains[d].add(r);
        m.overall.add(r);
        column_tasks[c].insert(r.task);
        domain_tasks[d].insert(r.task);
        all_tasks.insert(r.task);
    }
    for (const auto& s : column_tasks) t.column_tasks.push_back(static_cast<long>(s.size()));
    for (const auto& s : domain_tasks) t.domain_tasks.push_back(static_cast<long>(s.size()));
    t.tasks = static_cast<long>(all_tasks.size());
    return t;
}

}  // namespace plumbline::bundle
