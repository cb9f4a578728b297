// The diagnostic codes the chemfig reader writes (the catalogue: diagnostics/diagnostic_codes.hpp).
#include "formats/chemfig/chemfig_blocks.hpp"

namespace plumbline {

const std::vector<CodeInfo>& chemfig_codes() {
    [[maybe_unused]] constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;
    static const std::vector<CodeInfo> codes = {
        {"chemfig.molecule.none", E, "The text holds no `\\chemfig{...}`: there is no molecule to read."},
        {"chemfig.syntax.brace", E, "Braces do not balance; TeX would stop, so nothing is read. The span points at the brace."},
        {"chemfig.syntax.paren", E, "A branch's or ring's `(` is never closed by `)`; TeX reads past the molecule and stops."},
        {"chemfig.syntax.bracket", E, "A bond's or molecule's option list `[` is never closed by `]`."},
        {"chemfig.argument.missing", E, "`\\chemfig`, `\\setchemfig` or `\\definesubmol` without its braced argument."},
        {"chemfig.package.missing", E, "A LaTeX document uses `\\chemfig` without `\\usepackage{chemfig}`: pdflatex stops (\"Undefined control sequence\")."},
        {"chemfig.document.structure", E, "The LaTeX document is malformed: no `\\begin{document}`, no `\\end{document}`, or an `\\end{...}` that does not match its `\\begin`."},
        {"chemfig.ring.size", E, "A ring `*n(...)` whose size is not a number from 3 on; chemfig stops (\"a cycle must be at least a triangle\")."},
        {"chemfig.ring.syntax", E, "A ring's size is not followed by its bonds in parentheses."},
        {"chemfig.ring.extra", I, "A ring has more bonds than atoms: chemfig draws nothing past the bond that closes it, and neither does this reading."},
        {"chemfig.bond.option", E, "A bond's angle, length coefficient, atom number or offset cannot be read (pgfmath or TeX stops)."},
        {"chemfig.bond.atom", E, "A bond's `[,,from,to]` names an atom its group does not have; chemfig or TikZ stops."},
        {"chemfig.bond.degenerate", E, "A bond joins two atoms drawn at the same place; pgfmath stops dividing by zero."},
        {"chemfig.bond.style", W, "A bond's or ring circle's TikZ options (colour, width, dashes) are not applied: it is read as a plain black line."},
        {"chemfig.hook.bond", E, "A ring closure `?[name,bond]` names a bond chemfig does not know."},
        {"chemfig.hook.unclosed", I, "A ring closure `?[name]` is never used again, so no bond is drawn for it (as chemfig does)."},
        {"chemfig.submol.undefined", E, "`!{name}` names a submolecule no `\\definesubmol` defined; chemfig stops."},
        {"chemfig.text.stray", W, "A `)` without its `(`: chemfig typesets it as text in the atom group."},
        {"chemfig.text.unicode", E, "An atom group holds a character pdflatex stops on (\"Unicode character ... not set up for use with LaTeX\")."},
        {"chemfig.move.ignored", I, "An `@{name}` mark names a place for `\\chemmove`; it draws nothing, and `\\chemmove` is not read."},
        {"chemfig.key.ignored", W, "A `\\setchemfig` key this reader does not carry out (a style, `fixed length`, `bond join`): what chemfig draws may differ from the reading."},
        {"chemfig.key.unknown", W, "A `\\setchemfig` key chemfig does not know; chemfig passes over it without a word, and so does the reading (a misspelt `atom sep` leaves the default)."},
        {"chemfig.command.unread", W, "A chemfig command that draws something this reader does not (`\\chemname`, `\\lewis`, `\\Lewis`, `\\schemestart`, `\\arrow`, `\\chemmove`, `\\charge`, `\\polymerdelim`): the reading is incomplete."},
        {"chemfig.layout.approximate", W, "Several molecules, or a molecule in a TikZ node: each is read as chemfig draws it, but where they stand against each other is approximated (interword spaces, node centres)."},
        {"chemfig.tikz.unread", W, "A tikzpicture around `\\chemfig` also draws TikZ commands of its own (`\\draw`, arrows); they are not read, so the reading is incomplete."},
    };
    return codes;
}

}  // namespace plumbline
