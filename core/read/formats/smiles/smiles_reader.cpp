// The SMILES reader: a molecule stated as a SMILES string (a task's reference, or an
// answer) into the Scene's molecule form, no items. docs/molecule.md ("SMILES references")
// says what is read; formats/smiles/README.md lists the grammar and the diagnostics.
#include <string>

#include "formats/smiles/smiles_blocks.hpp"
#include "formats/smiles/smiles_parse.hpp"

namespace plumbline {

ReadResult read_smiles(std::string_view text, std::string_view source_name, const ReadLimits& limits) {
    ReadResult result;
    result.scene.format = "smiles";
    ReadReporter reporter{std::string(source_name), result.diagnostics};
    if (text.size() > limits.max_bytes) {
        reporter.add(Severity::Error, "read.limit.bytes",
                     "The SMILES text is " + std::to_string(text.size()) + " bytes, over the input budget of " +
                         std::to_string(limits.max_bytes) + "; it is not read.",
                     Span{});
        reporter.finish();
        return result;
    }
    const LineIndex lines(text);
    const smiles::Stretch s = smiles::find_stretch(text);
    if (s.begin == s.end) {
        reporter.add(Severity::Error, "smiles.empty", "The text holds no SMILES string.", Span{});
        reporter.finish();
        return result;
    }
    SceneMolecule molecule;
    if (!smiles::parse(text, s, limits, lines, reporter, molecule) ||
        !smiles::kekulize(molecule, limits.max_steps, reporter)) {
        reporter.finish();
        return result;
    }
    if (s.title < s.title_end)
        reporter.add(Severity::Info, "smiles.title",
                     "The text after the SMILES string, \"" + std::string(text.substr(s.title, std::min<size_t>(s.title_end - s.title, 80))) +
                         "\", is read as its name, as in a SMILES file.",
                     lines.range(s.title, s.title_end));
    if (s.more)
        reporter.add(Severity::Warning, "smiles.several",
                     "More text follows on line " + std::to_string(lines.at(s.more).line) +
                         "; only the first SMILES string is read (several molecules are one string joined by '.').",
                     lines.at(s.more));
    // Stereo marks, said once at the first: the molecule check compares constitution only.
    Span first_stereo;
    std::string mark;
    for (const SceneAtom& atom : molecule.atoms)
        if (!atom.chirality.empty() && (!first_stereo.known() || atom.span.column < first_stereo.column)) {
            first_stereo = atom.span, mark = atom.chirality;
            break;
        }
    for (const SceneBond& bond : molecule.bonds)
        if (bond.stereo && (!first_stereo.known() || bond.span.column < first_stereo.column)) {
            first_stereo = bond.span, mark = std::string(1, bond.stereo);
            break;
        }
    if (first_stereo.known())
        reporter.add(Severity::Info, "smiles.stereo",
                     "Stereo marks (" + mark + " here; @ and @@ on atoms, / and \\ on bonds) are read and kept but not "
                     "judged: the molecule check compares which atoms are bonded, not their arrangement in space.",
                     first_stereo);
    result.scene.molecule = std::move(molecule);
    result.ok = !reporter.has_errors();
    reporter.finish();
    return result;
}

}  // namespace plumbline
