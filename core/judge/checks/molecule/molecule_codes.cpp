// The diagnostic codes the molecule check writes, its task options' among them.
#include "checks/molecule/molecule_check.hpp"

namespace plumbline::molecule {

const std::vector<CodeInfo>& codes() {
    [[maybe_unused]] constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;
    static const std::vector<CodeInfo> codes = {
        // --- its task options ---
        {"task.palette.missing", E,
         "A molecule check's `palette` is not an object mapping element symbols to colours, or is left out while the "
         "reference draws its atoms as circles (without a palette atoms compare by element symbol: a SMILES reference)."},
        {"task.palette.symbol", E, "A palette key is not an element symbol (like C, N or Cl)."},
        {"task.palette.color", E, "A palette value is not a colour text or `[r, g, b]` floats in 0..1."},
        {"task.bond_order.invalid", E, "`check.bond_order` is not true or false."},
        {"task.convention.invalid", E, "`check.convention` is not \"auto\", \"circles\" or \"skeletal\"."},
        {"task.snap.invalid", E, "`check.snap` is not a non-negative number of drawing units."},

        // --- the molecule check ----------------------------------------------------------
        {"molecule.isomorphic", I,
         "The drawing is the reference molecule: the same atoms by colour class, bonded the same way."},
        {"molecule.formula", E,
         "The drawn formula differs from the reference's; info when the formula is right but the atoms are "
         "connected differently."},
        {"molecule.atom.element", E, "An atom stands for a reference atom but is drawn in another element's colour."},
        {"molecule.atom.missing", E, "A reference atom has no counterpart in the drawing."},
        {"molecule.atom.extra", E, "An atom in the drawing has no counterpart in the reference."},
        {"molecule.atom.charge", E,
         "An atom's formal charge differs from its reference counterpart's (compared where both sides state "
         "elements: a SMILES reference and a skeletal, chemfig or SMILES answer)."},
        {"molecule.label.overlap", E,
         "Two atom labels are drawn over each other, so the drawing shows no one molecule there: the answer fails "
         "whatever the atoms read there."},
        {"molecule.atom.degree", E, "Atoms have a different number of bonds than their reference counterparts."},
        {"molecule.atom.color", E,
         "A circle's fill is in no palette class (up to the palette's tolerance), so it stands for no element."},
        {"molecule.atom.symbol", E,
         "An atom the reference states (SMILES) has an element the task's palette gives no colour, so no drawn atom "
         "can stand for it."},
        {"molecule.bond.missing", E, "A reference bond is not drawn between the corresponding atoms."},
        {"molecule.bond.extra", E, "A drawn bond is not in the reference."},
        {"molecule.bond.moved", E,
         "One bond sits on a neighbouring position: the message says where it is and where it belongs."},
        {"molecule.bond.order", E,
         "With `bond_order`: a bond is drawn with another number of lines than its order in the reference."},
        {"molecule.bond.dangling", E,
         "A line end is attached to no atom, so it is no bond; a warning when the verdict passes."},
        {"molecule.bond.through", W,
         "A line runs over an atom it does not end at; it is read as one bond between its ends."},
        {"molecule.bond.curved", W,
         "A path has curved pieces; only straight lines are bonds, so the curves were not read as bonds."},
        {"molecule.label.unknown", E,
         "A skeletal formula's label is no element symbol, no abbreviation of the table and no condensed formula of "
         "them; it is not guessed, and the atom there stands for no element."},
        {"molecule.label.ignored", W,
         "A text reaches no bond and names no atom or group; it is read as a caption, not as part of the molecule."},
        {"molecule.label.glyphs", E,
         "The labels are drawn as glyph outlines (filled paths), not text, so their elements cannot be read; the "
         "molecule is not judged."},
        {"molecule.convention", E,
         "The drawing does not use the convention the task asks for (`check.convention`): circles where a skeletal "
         "formula is asked for."},
        {"molecule.aromatic", E,
         "A ring drawn with a circle inside has no Kekulé structure with the atoms drawn; its bonds are read as single."},
        {"molecule.bond.lines", W, "More than three parallel lines are drawn for one bond; it is read as a triple bond."},
        {"molecule.fragments", E,
         "The drawing falls into more disconnected pieces than the reference; a joining bond is missing or falls short."},
        {"molecule.hydrogens", E, "Hydrogen atoms are drawn though the prompt asks to omit them."},
        {"molecule.candidate.empty", E, "The drawing has no filled circles, so it shows no atoms."},
        {"molecule.reference.empty", E,
         "The reference drawing has no atoms, so no answer could fail; fix the task (source `task`)."},
        {"molecule.search.budget", E,
         "The isomorphism search ran out of steps without deciding; the verdict is undecided (invalid). "
         "Raise `check.budget`."},
        {"molecule.search.partial", I,
         "The best-correspondence search ran out of budget; the atoms and bonds named are from the best one found."},
        {"molecule.limit.atoms", E,
         "The drawing has more filled circles than the atom limit; it is not read as a molecule."},
        {"molecule.limit.lines", E,
         "Too many lines and atoms to attach within the work budget; it is not read as a molecule."},
    };
    return codes;
}

}  // namespace plumbline::molecule
