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
        {"eps.operator.unsupported", E, "A PostScript operator Plumbline does not interpret (`strokepath`, user paths, `run`, `execform`...); the drawing is invalid there."},
        {"eps.clip.approximated", W, "A painted path crosses the edge of a clip that is not an axis-aligned rectangle, or is curved itself: it is kept whole, where Ghostscript draws only its part inside the clip."},
        {"eps.dos.header", I, "The file has a DOS EPS binary header: its PostScript section is read (lines and columns count from its start), its preview image is not."},
        {"eps.dos.header.invalid", E, "The file's DOS EPS binary header gives a PostScript section outside the file."},
        {"eps.font.type3", I, "A Type 3 font is defined: its glyph procedures are not run; its text is read as text, every glyph 0.6 em wide."},
        {"eps.font.embedded", I, "An embedded Type 1 font program (eexec) is not read: the font is defined, its text read as text."},
        {"eps.text.charpath", W, "`charpath` adds each string's box, not its glyphs' outlines, to the path: what is painted from it is a box where Ghostscript paints letters."},
        {"eps.text.procedure", W, "`kshow` or `cshow` runs a procedure between glyphs; it is not run: the text is shown whole."},
        {"eps.image.skipped", W, "A raster image (`image`, `colorimage`, `imagemask`) is not read: its data is read past and its box kept as a filled rectangle."},
        {"eps.paint.shading", W, "A smooth shading (`shfill`) is not painted: the area it fills is missing from the reading."},
        {"eps.paint.pattern", W, "A pattern is painted as a plain mid-grey fill: its cells are not drawn."},
        {"eps.filter.unsupported", E, "A decode filter Plumbline does not implement (CCITTFaxDecode, JBIG2Decode...): the drawing cannot be read past its data."},
        {"eps.filter.skipped", W, "The data of a decode filter Plumbline does not implement (CCITTFaxDecode...), delimited by the filter before it, is read into a string as zero bytes: raster data read so is drawn as its image's box."},
        {"eps.filter.corrupt", W, "The data of a decode filter is not well formed; it is read up to the fault."},
        {"eps.page.outside", W, "Ghostscript draws the file on its A4 page, not cropped to its box (no EPSF header, or the box given (atend)), and items lie past that page's edges, where Ghostscript cuts them; the reading keeps them whole."},
        {"eps.bbox.missing", I, "The drawing has no %%BoundingBox comment, so y is flipped about 0 (y_scene = -y) rather than against the box's top."},
    };
    return codes;
}

}  // namespace plumbline
