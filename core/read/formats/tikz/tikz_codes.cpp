// The diagnostic codes the TikZ reader writes (the catalogue: diagnostics/diagnostic_codes.hpp).
#include "formats/tikz/tikz_blocks.hpp"

namespace plumbline {

const std::vector<CodeInfo>& tikz_codes() {
    [[maybe_unused]] constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;
    static const std::vector<CodeInfo> codes = {
        // --- the TikZ reader --------------------------------------------------------------
        {"tikz.syntax.brace", E, "Braces do not balance; TeX would stop, so nothing is read. The span points at the brace."},
        {"tikz.syntax.bracket", E, "An option list's `[` is never closed by `]`."},
        {"tikz.syntax.paren", E, "A coordinate's `(` is never closed by `)`."},
        {"tikz.text.math", E,
         "Node or label text opens math mode with `$` and never closes it; pdflatex stops (\"Extra }, or forgotten "
         "$\"), so the drawing is invalid."},
        {"tikz.text.unicode", E,
         "Node or label text holds a character pdflatex stops on (\"Unicode character ... not set up for use with "
         "LaTeX\"), such as ℓ or ₁; a TeX run fails, so the drawing is invalid. Write `$\\ell$`, `$F_1$`."},
        {"tikz.syntax.semicolon", E, "A path command ends without its `;`; the span points where it was expected."},
        {"tikz.syntax.argument", E, "`\\tikzset` or `\\tikzstyle` lacks its braced or bracketed argument."},
        {"tikz.syntax.stray", W, "A character stands inside a picture where a command was expected; it was skipped."},
        {"tikz.command.unknown", E, "A command TeX would not know inside a picture (Undefined control sequence)."},
        {"tikz.command.unsupported", E, "`\\matrix`, `\\graph` and other commands Plumbline does not interpret; the drawing is invalid here."},
        {"tikz.pic.skipped", W, "A `\\pic` (an angle mark, say) is not drawn; the rest of the drawing is read and judged."},
        {"tikz.command.skipped", I, "A command outside any picture (in the preamble or the text) was skipped."},
        {"tikz.environment.name", E, "`\\begin` or `\\end` without an environment name in braces."},
        {"tikz.environment.mismatch", E, "An `\\end{...}` does not match the open environment."},
        {"tikz.environment.unclosed", E, "An environment is never ended."},
        {"tikz.environment.unsupported", E, "A tikz-cd environment; its content was skipped (pgfplots' environments: `tikz.pgfplots.unsupported`)."},
        {"tikz.pgfplots.unsupported", E, "A pgfplots construct outside the subset Plumbline reads (log axes, bar and 3D plots, `\\addplot` kinds other than coordinates, expressions and inline tables, the keys named in the message); the axis is not drawn."},
        {"tikz.pgfplots.limits", E, "A pgfplots axis whose limits cannot be computed (no data, a single value) or that is too small for its labels; give `xmin`/`xmax`/`ymin`/`ymax`."},
        {"tikz.pgfplots.ticks", E, "A pgfplots tick list (`xtick={..}`) that cannot be read."},
        {"tikz.pgfplots.option", W, "A pgfplots axis key Plumbline does not read, or a value it does not know; it was ignored."},
        {"tikz.pgfplots.ignored", I, "A pgfplots key that changes only the look of texts or lines (a label style); not read."},
        {"tikz.pgfplots.approximated", I, "A pgfplots legend drawn roughly (its box sized from its texts, not as pgfplots' matrix sets it), or a node on an `\\addplot` placed at its pos along the plot's points."},
        {"tikz.environment.skipped", I, "An environment Plumbline does not know was read as a plain group."},
        {"tikz.macro.definition", E, "A `\\def`, `\\newcommand` or `\\pgfmathsetmacro` is malformed: no name, no body, parameters out of order."},
        {"tikz.macro.argument", E, "A macro is used without the arguments it takes, or not as its `\\def` parameter text says (TeX: Use of ... does not match its definition)."},
        {"tikz.conditional.syntax", E, "A TeX conditional (`\\ifnum`, `\\ifdim`, `\\ifodd`, `\\ifx`) that cannot be read: a number or relation missing, no `\\fi`, or an `\\else` / `\\fi` without its `\\if`."},
        {"tikz.register.syntax", E, "A TeX register command (`\\newdimen`, `\\newlength`, `\\advance`, `\\dimen<n>`) without the register or name it needs."},
        {"tikz.register.value", E, "A register's new value cannot be read: a number or unit missing, past TeX's largest, a division by zero (TeX: Missing number / Illegal unit of measure / Dimension too large)."},
        {"tikz.macro.parameter", E, "A macro parameter (`#1`) outside a definition."},
        {"tikz.math.syntax", E, "A pgfmath expression (a coordinate, an option value, `\\pgfmathparse`) cannot be evaluated; the message says why."},
        {"tikz.color.undefined", E, "A colour expression names an undefined colour (TeX: Undefined color)."},
        {"tikz.color.definition", E, "`\\definecolor` or `\\colorlet` is malformed: wrong arguments, model or specification."},
        {"tikz.foreach.syntax", E, "A `\\foreach` lacks its variable, `in`, list or body."},
        {"tikz.foreach.list", E, "A `\\foreach` list has a malformed `...` range."},
        {"tikz.option.unknown", W, "An option key Plumbline does not know; it was ignored (TikZ may draw something for it)."},
        {"tikz.option.incomplete", W, "An option that changes what TeX draws is not carried out (a decoration that moves the path's ink, such as a brace or a snake; a shadow drawn as a copy of the shape): the reading is incomplete."},
        {"tikz.picture.unread", W, "A picture TeX draws is not read: it stands inside a skipped command's argument (`\\resizebox{..}{..}{...}`) or in a node's text (a nested `tikzpicture`, `\\tikz`, `\\includegraphics`), or as a `\\tikz` in text Plumbline does not set (the `\\tikzmark` idiom), or on a later page of a standalone document with the `tikz` option (the first page is read), or nothing was drawn while commands or environments TeX typesets were skipped. The reading is incomplete."},
        {"tikz.picture.placement", W, "A document sets several pictures as text, side by side; Plumbline reads each from the same origin, so they overlap where TeX sets them apart. The reading is incomplete."},
        {"tikz.text.approximated", W, "A node's text holds a display or an alignment (`align*`, `tabular`, `$$...$$`, `minipage`) that Plumbline sets only roughly, as lines of text: the node's size, and where lines meet it, may differ from TeX's."},
        {"tikz.shape.approximated", W, "A node shape of pgf's libraries Plumbline does not draw (`cylinder`, `star`, `rectangle split`, ...) is drawn as a rectangle: the geometry differs from TeX's, so the reading is incomplete."},
        {"tikz.style.unsupported", W, "A key handler other than /.style, /.append style, /.prefix style and /.default (such as /.code)."},
        {"tikz.style.recursion", E, "A style uses itself, or styles nest more than 32 deep; TeX would not finish."},
        {"tikz.coordinate.syntax", E, "A coordinate is malformed (empty, or not two-dimensional)."},
        {"tikz.coordinate.unsupported", E, "A coordinate system Plumbline does not read (`barycentric cs:`, `perpendicular cs:`, ...); `canvas`, `xyz` and their polar forms are read."},
        {"tikz.coordinate.undefined", E, "A coordinate names no node or coordinate defined before it."},
        {"tikz.coordinate.anchor", E, "A node anchor that does not exist (`(A.nowhere)`)."},
        {"tikz.calc.syntax", E, "A `$...$` calc expression is malformed; the message says what was expected."},
        {"tikz.intersection.syntax", E, "An `intersection of` or `name intersections` is malformed."},
        {"tikz.intersection.undefined", E, "`name intersections` names a path that no `name path` defined."},
        {"tikz.intersection.none", E, "The two lines of an `intersection of` are parallel."},
        {"tikz.path.syntax", E, "A path operation is malformed (a missing coordinate, radius, `controls` or `..`)."},
        {"tikz.path.unknown", E, "An unknown path operation; TeX would stop."},
        {"tikz.path.unsupported", E, "A path operation Plumbline does not interpret (`let`, `sin`, `parabola`, `child`, ...)."},
        {"tikz.node.syntax", E, "A node lacks its text in braces, or its `at` coordinate."},
        {"tikz.node.anchor", W, "A node's `anchor=` names an anchor Plumbline does not know; the centre was used."},
        {"tikz.pattern.phase", I, "A `pattern=` fill is drawn tiled from the canvas origin; TeX tiles it from the page's corner, so its lines or dots may lie up to half a period (1.5pt) aside."},
        {"tikz.clip.ignored", W, "A `\\clip` whose path encloses no area (a line, a point) is not applied: TeX shows nothing of what follows in its scope, the reading shows it all (the reading is incomplete)."},
    };
    return codes;
}

}  // namespace plumbline
