// The molecule check's section of the report: both graphs and their correspondence, so
// a front end can colour matched and unmatched atoms and bonds on either drawing
// (docs/schema.md, "Molecule"; written as JSON by molecule_json.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "report/report.hpp"

namespace plumbline {

struct MoleculeAtom {
    int item = -1;               // the circle's scene item
    std::string element;         // palette class: "C", "B/Cl"; "?" for a colour in no class
    Vec2 center{0, 0};
    double radius = 0;
    std::optional<int> match;    // the corresponding atom of the other drawing
    // "matched", "element" (matched, other class), "missing", "extra": always one of these
    // literals, so a view of it (a string was a copy for every atom of every answer).
    std::string_view status;
};

struct MoleculeBond {
    int a = -1, b = -1;          // atom indices
    int order = 1;               // lines drawn for it (counted only with bond_order)
    std::vector<int> items;      // the lines' scene items
    std::string_view status;     // "matched", "order", "missing" (reference), "extra" (candidate): literals
};

struct MoleculeSide {
    std::vector<MoleculeAtom> atoms;
    std::vector<MoleculeBond> bonds;
    std::string formula;         // heavy atoms by class, Hill order: "C8NO"
    int fragments = 0;           // connected pieces
    double bond_length = 0;      // typical bond length found (scene units)
    double snap = 0;             // how far past an atom's edge a line end may stop
};

struct MoleculeResult : CheckResult {
    MoleculeSide reference, candidate;
    std::string outcome;         // "isomorphic", "different", "budget"
    std::string decided_by;      // for "different": what told them apart
    std::int64_t steps = 0, budget = 0;
    std::string_view member() const override { return "molecule"; }
    void write(JsonSink& w, ReportLevel level) const override;   // molecule_json.cpp
};

// The molecule section of a report, or nullptr when the report has none.
inline const MoleculeResult* molecule_result(const Report& report) {
    return dynamic_cast<const MoleculeResult*>(report.result.get());
}

}  // namespace plumbline
