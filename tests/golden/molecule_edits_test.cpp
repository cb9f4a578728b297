// Every example molecule edited once, in each of seven ways (molecule_edits.hpp), and
// judged: the diagnosis must name the edit or a cheaper explanation (its cost, the atoms
// and bonds the report marks missing, extra, of another element or order, no more than
// the edit's) on at least 99.5% of the edits. The ones explained worse are listed in
// molecule_edits.tsv and the figures per kind in molecule_edits_rates.tsv, both held here
// (PLUMBLINE_UPDATE_SNAPSHOTS=1 rewrites them). PLUMBLINE_EDITS_DIR=<folder> also writes
// every edited drawing there (<molecule>/<n>-<kind>.svg) with index.tsv (edit, expected
// cost): the generator's output for other tools.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <cstdio>
#include <map>
#include <string>

#include "checks/molecule/result.hpp"
#include "examples.hpp"
#include "molecule_edits.hpp"

using namespace plumbline;
using namespace golden;

namespace {

// Edits of each kind per molecule, spread over it; PLUMBLINE_EDITS_PER_KIND=n tries more
// (then the recorded list is not compared).
constexpr int kPerKind = 12;

// What the report's correspondence costs: reference atoms and bonds not matched as they
// are (missing, another element, another order) and candidate atoms and bonds extra.
int diagnosis_cost(const Report& r) {
    if (r.verdict == Verdict::Pass) return 0;
    const MoleculeResult* m = molecule_result(r);
    if (!m) return 1 << 20;
    int cost = 0;
    for (const MoleculeAtom& a : m->reference.atoms) cost += a.status != "matched";
    for (const MoleculeBond& b : m->reference.bonds) cost += b.status != "matched";
    for (const MoleculeAtom& a : m->candidate.atoms) cost += a.status == "extra";
    for (const MoleculeBond& b : m->candidate.bonds) cost += b.status == "extra";
    return cost;
}

int count(const Report& r, const std::string& code) {
    int n = 0;
    for (const Diagnostic& d : r.diagnostics) n += d.code == code;
    return n;
}

// "bond.missing x3, bond.extra x3": the report's error codes, in the order first written.
std::string codes(const Report& r) {
    std::vector<std::pair<std::string, int>> seen;
    for (const Diagnostic& d : r.diagnostics) {
        if (d.severity != Severity::Error) continue;
        std::string code = d.code.rfind("molecule.", 0) == 0 ? d.code.substr(9) : d.code;
        auto it = std::find_if(seen.begin(), seen.end(), [&](const auto& s) { return s.first == code; });
        if (it == seen.end()) seen.emplace_back(code, 1);
        else ++it->second;
    }
    std::string out;
    for (const auto& [code, n] : seen) out += (out.empty() ? "" : ", ") + code + (n > 1 ? " x" + std::to_string(n) : "");
    return out;
}

// Whether the words name the edit as made, for the kinds whose naming is not just the
// cost: a move as one moved bond, a swap as two elements.
bool named(const edits::Edit& e, const Report& r) {
    if (r.verdict == Verdict::Pass) return true;
    if (e.kind == "moved") return count(r, "molecule.bond.moved") == 1 || count(r, "molecule.atom.element") == 2;
    if (e.kind == "swap") return count(r, "molecule.atom.element") == 2 || count(r, "molecule.bond.moved") == 1;
    return true;
}

struct Tally {
    int edits = 0, right = 0, named = 0, passed = 0;
};

}  // namespace

TEST_CASE("molecule: single edits of every example are diagnosed as the edit or something cheaper") {
    const char* dump = std::getenv("PLUMBLINE_EDITS_DIR");
    const char* per_kind_text = std::getenv("PLUMBLINE_EDITS_PER_KIND");
    const int per_kind = per_kind_text ? std::max(1, std::atoi(per_kind_text)) : kPerKind;
    std::string index = "molecule\tn\tkind\tedit\tcost\n";
    std::map<std::string, Tally> tally;
    Tally all;
    std::string worse = "molecule\tkind\tedit\tcost\tdiagnosed\tscore\terrors\n";
    std::string unnamed;   // as cheap as the edit, but in other words (not held, printed)
    int molecules = 0;
    for (const Example& ex : examples("molecule")) {
        REQUIRE(ex.task.ok);
        const Task& task = ex.task.task;
        std::map<std::string, std::string> palette;
        for (const auto& [symbol, colour] : task.check.at("palette").items()) palette[symbol] = colour.get<std::string>();
        const edits::Molecule m = edits::parse(task.reference, palette);
        const PreparedTask prepared = prepare_task(ex.task, golden_options());
        int n = 0;
        for (const edits::Edit& e : edits::single_edits(m, per_kind)) {
            const Report r = evaluate(prepared, e.svg, golden_options());
            const int cost = diagnosis_cost(r);
            const bool right = cost <= e.cost;
            for (Tally* t : {&tally[e.kind], &all}) {
                ++t->edits;
                t->right += right;
                t->named += right && named(e, r);
                t->passed += r.verdict == Verdict::Pass;
            }
            char score[16];
            std::snprintf(score, sizeof score, "%.3f", r.score);
            const std::string row = ex.name + "\t" + e.kind + "\t" + e.what + "\t" + std::to_string(e.cost) + "\t" +
                                    std::to_string(cost) + "\t" + score + "\t" + codes(r) + "\n";
            if (!right) worse += row;
            else if (!named(e, r)) unnamed += row;
            ++n;
            if (dump) {
                const std::string file = std::to_string(n) + "-" + e.kind + ".svg";
                std::string svg = e.svg.substr(e.svg.find('<'));
                svg = svg.substr(0, svg.rfind('>') + 1) + "\n";
                write_text(fs::path(dump) / ex.name / file, svg);
                index += ex.name + "\t" + std::to_string(n) + "\t" + e.kind + "\t" + e.what + "\t" +
                         std::to_string(e.cost) + "\n";
            }
        }
        ++molecules;
    }
    if (dump) write_text(fs::path(dump) / "index.tsv", index);

    std::string table = "kind           edits  right  named  passed (a symmetry)\n";
    std::string rates = "kind\tedits\tright\tnamed\tpassed\tright_percent\n";
    const auto row = [&](const std::string& name, const Tally& t) {
        char line[160];
        const double percent = 100.0 * t.right / std::max(1, t.edits);
        std::snprintf(line, sizeof line, "%-13s %6d %6d %6d %6d   %.2f%% right\n", name.c_str(), t.edits, t.right, t.named,
                      t.passed, percent);
        table += line;
        std::snprintf(line, sizeof line, "%s\t%d\t%d\t%d\t%d\t%.2f\n", name.c_str(), t.edits, t.right, t.named, t.passed,
                      percent);
        rates += line;
    };
    for (const auto& [kind, t] : tally) row(kind, t);
    row("all", all);
    MESSAGE(molecules, " molecules, single edits:\n", table, "explained worse than the edit:\n", worse,
            "as cheap as the edit, in other words:\n", unnamed);

    CHECK(molecules == 46);
    CHECK(all.edits >= 2000);
    CHECK(all.right >= 0.995 * all.edits);

    // The edits explained worse, and the figures per kind.
    for (const auto& entry : {std::pair<std::string, std::string>{"molecule_edits.tsv", worse},
                              std::pair<std::string, std::string>{"molecule_edits_rates.tsv", rates}}) {
        // Named references, not structured bindings: INFO's lambda may not capture those (C++17).
        const std::string& file = entry.first;
        const std::string& got = entry.second;
        const fs::path recorded = fs::path(PLUMBLINE_SOURCE_DIR) / "tests" / "golden" / file;
        if (per_kind != kPerKind) {
            MESSAGE("PLUMBLINE_EDITS_PER_KIND is set: tests/golden/", file, " is not compared");
        } else if (updating_snapshots()) {
            write_text(recorded, got);
        } else {
            const std::string want = fs::exists(recorded) ? read_text(recorded) : std::string();
            INFO("tests/golden/", file, " differs (PLUMBLINE_UPDATE_SNAPSHOTS=1 rewrites it): ", first_difference(want, got));
            CHECK(want == got);
        }
    }
}
