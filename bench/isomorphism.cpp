// bench_isomorphism: find_isomorphism on graph families that defeat colour refinement,
// per pair the median time of several runs, with the molecule check's default budget.
//   bench_isomorphism [--runs N] [--only TEXT] [--dump DIR] [--tsv]
// --only keeps the pairs whose family name contains TEXT; --tsv prints tab-separated
// rows without the header (for bench/isomorphism.sh).
// --dump writes every pair to DIR (cases.txt lists them) for bench/isomorphism_networkx.py,
// so both time the very same graphs.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "checks/molecule/molecule.hpp"
#include "graph/graph.hpp"
#include "unit/judge/graph_families.hpp"
#include "unit/judge/graph_shuffle.hpp"

using plumbline::graph::Graph;
using namespace graph_test;

namespace {

struct Case {
    std::string family;
    bool isomorphic;   // expected
    Graph a, b;
};

std::vector<Case> cases() {
    std::vector<Case> out;
    const auto pair = [&](const std::string& family, const Graph& a, const Graph& b, bool iso) {
        out.push_back({family, iso, a, shuffled(b, 1000u + static_cast<unsigned>(out.size()))});
    };
    for (int base : {20, 50, 100}) {
        const auto [plain, twisted] = cfi_pair(base, 7u + static_cast<unsigned>(base));
        pair("cfi", plain, plain, true);
        pair("cfi", plain, twisted, false);
    }
    pair("srg(16,6,2,2)", rook_4x4(), rook_4x4(), true);
    pair("srg(16,6,2,2)", shrikhande(), shrikhande(), true);
    pair("srg(16,6,2,2)", shrikhande(), rook_4x4(), false);
    for (int q : {13, 29, 101, 197}) {
        pair("paley", paley(q), paley(q), true);
        pair("paley 2-switched", paley(q), switched(paley(q)), false);
    }
    pair("latin square Z8", latin_square_graph({8}), latin_square_graph({8}), true);
    pair("latin square Z8 : Z2xZ4", latin_square_graph({8}), latin_square_graph({2, 4}), false);
    pair("latin square Z2xZ4 : Z2^3", latin_square_graph({2, 4}), latin_square_graph({2, 2, 2}), false);
    pair("latin square Z3^2", latin_square_graph({3, 3}), latin_square_graph({3, 3}), true);
    pair("latin square Z9 : Z3^2", latin_square_graph({9}), latin_square_graph({3, 3}), false);
    pair("latin square Z4^2", latin_square_graph({4, 4}), latin_square_graph({4, 4}), true);
    pair("latin square Z16 : Z4^2", latin_square_graph({16}), latin_square_graph({4, 4}), false);
    for (int d : {3, 4})
        for (int n : {100, 1000}) {
            const std::string family = "random " + std::to_string(d) + "-regular";
            const Graph g = graph_of(n, random_regular(n, d, 11u + static_cast<unsigned>(n + d)));
            const Graph other = graph_of(n, random_regular(n, d, 12u + static_cast<unsigned>(n + d)));
            pair(family, g, g, true);
            pair(family, g, other, false);
        }
    for (int n : {100, 1000}) {
        const Graph g = graph_of(n, random_cubic_triangle_free(n, 31u + static_cast<unsigned>(n)));
        const Graph other = graph_of(n, random_cubic_triangle_free(n, 1031u + static_cast<unsigned>(n)));
        pair("random 3-regular, no triangle", g, g, true);
        pair("random 3-regular, no triangle", g, other, false);
    }
    return out;
}

void write_graph(std::ofstream& out, const Graph& g) {
    out << g.size() << ' ' << g.edge_count() << '\n';
    for (int v = 0; v < g.size(); ++v) out << g.label(v) << (v + 1 < g.size() ? ' ' : '\n');
    for (int v = 0; v < g.size(); ++v)
        for (const auto& [w, label] : g.neighbours(v))
            if (v < w) out << v << ' ' << w << ' ' << label << '\n';
}

}  // namespace

int main(int argc, char** argv) {
    int runs = 5;
    std::string dump, only;
    bool tsv = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--dump" && i + 1 < argc) dump = argv[++i];
        else if (arg == "--only" && i + 1 < argc) only = argv[++i];
        else if (arg == "--tsv") tsv = true;
        else {
            std::fprintf(stderr, "usage: bench_isomorphism [--runs N] [--only TEXT] [--dump DIR] [--tsv]\n");
            return 2;
        }
    }
    const std::int64_t budget = plumbline::molecule::Options{}.budget;
    std::vector<Case> all = cases();
    all.erase(std::remove_if(all.begin(), all.end(), [&](const Case& c) { return c.family.find(only) == std::string::npos; }),
              all.end());
    if (!dump.empty()) {
        std::ofstream index(dump + "/cases.txt");
        for (size_t k = 0; k < all.size(); ++k) {
            const std::string name = "case" + std::to_string(k) + ".txt";
            index << name << '\t' << all[k].family << '\t' << all[k].a.size() << '\t'
                  << (all[k].isomorphic ? "isomorphic" : "different") << '\n';
            std::ofstream out(dump + "/" + name);
            write_graph(out, all[k].a);
            write_graph(out, all[k].b);
        }
        if (!index) {
            std::fprintf(stderr, "cannot write to %s\n", dump.c_str());
            return 1;
        }
    }
    if (!tsv)
        std::printf("%-28s %6s %-10s %-10s %-14s %8s %10s\n", "family", "nodes", "expected", "verdict", "decided by",
                    "steps", "median us");
    int wrong = 0;
    for (const Case& c : all) {
        std::vector<double> us;
        plumbline::graph::IsomorphismResult r;
        for (int k = 0; k < runs; ++k) {
            const auto t0 = std::chrono::steady_clock::now();
            r = plumbline::graph::find_isomorphism(c.a, c.b, budget);
            us.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
        }
        std::sort(us.begin(), us.end());
        const char* verdict = plumbline::graph::to_string(r.outcome);
        wrong += std::string(verdict) != (c.isomorphic ? "isomorphic" : "different");
        std::printf(tsv ? "%s\t%d\t%s\t%s\t%s\t%lld\t%.1f\n" : "%-28s %6d %-10s %-10s %-14s %8lld %10.1f\n", c.family.c_str(), c.a.size(),
                    c.isomorphic ? "isomorphic" : "different", verdict,
                    r.decided_by.empty() ? "-" : r.decided_by.c_str(), static_cast<long long>(r.steps),
                    us[us.size() / 2]);
    }
    if (!tsv) std::printf("budget %lld steps, %d runs per pair, %d wrong\n", static_cast<long long>(budget), runs, wrong);
    return wrong ? 1 : 0;
}
