// The diagnostic codes the EPS reader writes (the catalogue: diagnostics/diagnostic_codes.hpp).
#include "formats/eps/eps_blocks.hpp"

namespace plumbline {

const std::vector<CodeInfo>& eps_codes() {
    [[maybe_unused]] constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;
    static const std::vector<CodeInfo> codes = {
        // --- the EPS reader ----------------------------------------------------------------
        {"eps.error.undefined", E, "PostScript error undefined: a name that no dictionary defines (a misspelt operator, a procedure used before its `def`)."},
        {"eps.error.stackunderflow", E, "PostScript error stackunderflow: an operator found fewer operands than it takes."},
        {"eps.error.typecheck", E, "PostScript error typecheck: an operand of the wrong type (a name where a number belongs...)."},
        {"eps.error.rangecheck", E, "PostScript error rangecheck: an operand out of its range (an index past an array's end, a negative count)."},
        {"eps.error.nocurrentpoint", E, "PostScript error nocurrentpoint: `lineto`, `curveto`, `show`, `currentpoint`... without a current point."},
        {"eps.error.undefinedresult", E, "PostScript error undefinedresult: division by zero, `0 0 atan`, a result that is not a finite number."},
        {"eps.error.limitcheck", E, "PostScript error limitcheck: an implementation limit exceeded."},
        {"eps.error.syntaxerror", E, "PostScript error syntaxerror: a string or procedure never closed, a `}` or `)` closing nothing, a number that is not one."},
        {"eps.error.invalidaccess", E, "PostScript error invalidaccess: writing to something that cannot be written."},
        {"eps.error.invalidexit", E, "PostScript error invalidexit: `exit` outside any loop."},
        {"eps.error.unmatchedmark", E, "PostScript error unmatchedmark: `]`, `>>`, `cleartomark` or `counttomark` without a mark."},
        {"eps.error.dictstackunderflow", E, "PostScript error dictstackunderflow: `end` without a `begin`."},
        {"eps.error.invalidfont", E, "PostScript error invalidfont: `show` or `stringwidth` before any font is set."},
        {"eps.error.unregistered", E, "PostScript error: `stop` outside any `stopped`."},
        {"eps.operator.unsupported", E, "A PostScript operator Plumbline does not interpret (`image`, `charpath`, `ashow`...); the drawing is invalid there."},
        {"eps.clip.ignored", I, "`clip`, `eoclip` or `rectclip` is not applied: what follows is read whole."},
        {"eps.bbox.missing", I, "The drawing has no %%BoundingBox comment, so y is flipped about 0 (y_scene = -y) rather than against the box's top."},
    };
    return codes;
}

}  // namespace plumbline
