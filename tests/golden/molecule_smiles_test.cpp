// SMILES references of the example molecules give the same verdict as their drawn
// references, on every existing answer: examples/molecule/reference-smiles.tsv holds each
// task's molecule as RDKit's canonical SMILES, matched atom for atom with the drawn
// reference (scripts/dev/molecule_smiles.py); each task is judged again with that SMILES
// as its reference (`"reference_format": "smiles"`), the palette classing the SMILES atoms
// by symbol, against the answers in SVG, TikZ and EPS (examples/molecule, tikz-molecule,
// eps-molecule). The bond-order tasks compare the drawn orders with the SMILES's, benzene's
// aromatic ring up to its Kekulé structure.
#include <doctest/doctest.h>

#include <map>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "checks/molecule/result.hpp"
#include "examples.hpp"

using namespace plumbline;
using namespace golden;

namespace {

std::map<std::string, std::string> reference_smiles() {
    std::map<std::string, std::string> out;
    std::istringstream in(read_text(examples_dir("molecule") / "reference-smiles.tsv"));
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const size_t tab = line.find('\t');
        if (tab != std::string::npos) out[line.substr(0, tab)] = line.substr(tab + 1);
    }
    return out;
}

// The example's task with its reference replaced by the SMILES string.
TaskParse smiles_task(const std::string& domain, const std::string& name, const std::string& smiles) {
    nlohmann::json j = nlohmann::json::parse(read_text(examples_dir(domain) / name / "task.json"));
    j["reference"] = smiles;
    j["reference_format"] = "smiles";
    return parse_task(j);
}

}  // namespace

TEST_CASE("molecule examples: a SMILES reference gives every answer the drawn reference's verdict") {
    const std::map<std::string, std::string> smiles = reference_smiles();
    CHECK(smiles.size() == 46);
    int answers = 0, same = 0, same_score = 0, orders = 0;
    for (const std::string domain : {"molecule", "tikz-molecule", "eps-molecule"}) {
        for (const Example& ex : examples(domain)) {
            const auto it = smiles.find(ex.name);
            REQUIRE_MESSAGE(it != smiles.end(), ex.name << " has no SMILES in reference-smiles.tsv");
            const TaskParse task = smiles_task(domain, ex.name, it->second);
            INFO(domain << "/" << ex.name << ": " << it->second);
            for (const Diagnostic& d : task.diagnostics) INFO(d.code << ": " << d.message);
            REQUIRE(task.ok);
            const PreparedTask prepared = prepare_task(task, golden_options());
            const bool bond_order = task.task.check.value("bond_order", false);
            for (const Answer& a : ex.answers) {
                const Report r = evaluate(prepared, a.response, golden_options());
                INFO(a.name << ": drawn reference " << to_string(a.report.verdict) << ", SMILES " << to_string(r.verdict)
                            << "\n" << explain(r));
                CHECK(r.verdict == a.report.verdict);
                ++answers;
                same += r.verdict == a.report.verdict;
                same_score += r.score == a.report.score;
                orders += bond_order;
                // The reference side is the SMILES molecule: the drawn reference's formula.
                if (const MoleculeResult* m = molecule_result(r); m && molecule_result(a.report))
                    CHECK(m->reference.formula == molecule_result(a.report)->reference.formula);
            }
        }
    }
    MESSAGE(same << " of " << answers << " answers judged alike (" << same_score << " with the same score; " << orders
                 << " on bond-order tasks)");
    CHECK(answers == 3 * 227);
    CHECK(same == answers);
}
