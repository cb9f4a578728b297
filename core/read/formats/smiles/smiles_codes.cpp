// The diagnostic codes the SMILES reader writes (the catalogue: diagnostics/diagnostic_codes.hpp).
#include "formats/smiles/smiles_blocks.hpp"

namespace plumbline {

const std::vector<CodeInfo>& smiles_codes() {
    [[maybe_unused]] constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;
    static const std::vector<CodeInfo> codes = {
        // --- the SMILES reader ------------------------------------------------------------
        {"smiles.empty", E, "The text holds no SMILES string."},
        {"smiles.syntax", E, "A character that cannot stand in a SMILES string (outside a bracket atom); the span points at it."},
        {"smiles.atom", E,
         "A letter outside brackets that is no organic-subset atom (B C N O P S F Cl Br I, b c n o p s); other "
         "elements are written in brackets, as [Si]."},
        {"smiles.atom.element", E, "A bracket atom's symbol is no element symbol."},
        {"smiles.atom.aromatic", E, "A lower-case symbol that is no aromatic atom (b c n o p s se as te)."},
        {"smiles.bracket", E,
         "A bracket atom is never closed, or its parts (isotope, element, chirality, hydrogens, charge, class) are "
         "out of order or malformed."},
        {"smiles.bond", E, "A bond symbol with no atom before or after it, or two bonds in a row."},
        {"smiles.branch", E, "A '(' never closed, a ')' closing nothing, an empty branch, or a branch with no atom to hang on."},
        {"smiles.ring", E,
         "A ring-closure number never closed, closed at its own atom, joining atoms already bonded, or not after an atom."},
        {"smiles.ring.bond", E, "The two ends of a ring closure state different bonds (C=1CCCCC-1)."},
        {"smiles.dot", E, "A '.' (no bond: two molecules) with no atom before or after it."},
        {"smiles.aromatic", E,
         "The aromatic atoms cannot be given alternating single and double bonds (no Kekulé structure): a ring "
         "nitrogen with a hydrogen not written [nH], or atoms wrongly written aromatic."},
        {"smiles.valence", W, "An atom has bonds past its largest normal valence; it is read as written, with no hydrogens."},
        {"smiles.stereo", I, "Stereo marks (@, @@, /, \\) are read and kept but not judged."},
        {"smiles.title", I, "Text after the SMILES string on its line is read as the molecule's name."},
        {"smiles.several", W, "More lines follow the SMILES string; only the first string is read."},
    };
    return codes;
}

}  // namespace plumbline
