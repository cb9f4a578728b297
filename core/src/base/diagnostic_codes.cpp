// The catalogue itself. A code composed at its emitter (match.<family>.found) is listed
// once per concrete code, so a reader of a report can look up any code it meets.
#include "plumbline/base/diagnostic_codes.hpp"

#include <algorithm>

namespace plumbline {

namespace {

constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;

const std::vector<CodeInfo> kCodes = {
    // --- the task (source "task") ----------------------------------------------------
    {"task.json", E, "The task is not valid JSON; the span points at the syntax error."},
    {"task.type", E, "The task is JSON but not an object."},
    {"task.limit.bytes", E, "The task text is longer than 64 MiB; it is not read."},
    {"task.limit.depth", E, "The task is nested more than 64 levels deep; it is not read."},
    {"task.schema.missing", W, "The task has no `schema` member; it is read as `plumbline/task@1`. Add the member."},
    {"task.schema.unsupported", E,
     "The task's `schema` is not `plumbline/task@1`, the only schema this version reads."},
    {"task.field.missing", E, "A required member (`id`, `reference`, `check` or `check.kind`) is absent."},
    {"task.field.type", E, "A member has the wrong JSON type; the message names it and the type it needs."},
    {"task.field.empty", E, "`id` or a format name is an empty string."},
    {"task.field.unknown", W, "An unknown top-level member, often a typo such as `refrence`; it is ignored."},
    {"task.domain.unknown", E, "`domain` is not `geometry`, `molecule` or `diagram`."},
    {"task.selector.invalid", E,
     "A selector is not `all`, `added` or an object with exactly one of `class` (non-empty) and `color`."},
    {"task.selector.color", E, "A colour selector names a colour that cannot be read."},
    {"task.tolerance.invalid", E, "`check.tolerance` is not a positive finite number of scene units."},
    {"task.palette.missing", E, "A molecule check has no `palette` object mapping element symbols to colours."},
    {"task.palette.symbol", E, "A palette key is not an element symbol (like C, N or Cl)."},
    {"task.palette.color", E, "A palette value is not a colour text or `[r, g, b]` floats in 0..1."},
    {"task.bond_order.invalid", E, "`check.bond_order` is not true or false."},
    {"task.snap.invalid", E, "`check.snap` is not a non-negative number of drawing units."},
    {"task.budget.invalid", E, "`check.budget` is not a positive whole number of search steps."},
    {"task.constraints.missing", E, "A constraints check has no non-empty `constraints` list."},
    {"task.constraints.object", E,
     "An object definition of a constraints check is malformed: no or two constructions, operands of the wrong "
     "kind, an inline answer object, a bad `label`/`index`/`which`; the message says which and where."},
    {"task.constraints.name", E,
     "A constraints check names an object that is not defined, or one defined in terms of itself, or a name that "
     "is not a name."},
    {"task.constraints.relation", E,
     "A constraint is malformed: no or two relations, an unknown key, operands of the wrong kind or number, a bad "
     "`tolerance` or `id`."},
    {"task.constraints.measure", E,
     "A measure of `equal` or `compare` does not parse (the message gives the column) or mixes lengths and angles."},
    {"task.preserve_input.invalid", E, "`check.preserve_input` is not `off`, `report` or `strict`."},
    {"task.node_threshold.invalid", E, "`check.node_threshold` (diagram) is not a number in (0, 1]."},
    {"task.verdict.invalid", E, "`check.verdict` (diagram) is not `default` or `diagrameval`."},
    {"task.check.unknown", E,
     "At evaluation: this version has no check of the task's kind; the message lists the known kinds."},
    {"task.reference.unreadable", E,
     "At evaluation: the task's reference drawing cannot be read; its reader's diagnostics (source `reference`) "
     "come with it. Fix the task."},
    {"task.input.unreadable", E,
     "At evaluation: the task's input drawing cannot be read; its reader's diagnostics (source `input`) come "
     "with it. Fix the task."},

    // --- a batch line (source "batch") -----------------------------------------------
    {"batch.line.json", E, "A batch line is not JSON; the span gives the column of the syntax error."},
    {"batch.line.type", E, "A batch line is JSON but not an object."},
    {"batch.line.bytes", E, "A batch line is longer than 96 MiB; it is not read (plumb batch keeps only that much of it)."},
    {"batch.line.depth", E, "A batch line is nested more than 66 levels deep; it is not read."},
    {"batch.line.field", E, "A batch line has no `task` object or no `candidate` string."},
    {"batch.line.task", E, "A batch line's task does not parse; the task's own diagnostics follow."},

    // --- a benchmark bundle (bundle problems: file, line, docs/bundle.md) -------------
    {"bundle.json", E, "The bundle's manifest is not valid JSON, or nests more than 68 levels; nothing is read."},
    {"bundle.manifest.invalid", E,
     "The manifest is not an object, or its `tasks` is neither the path of a JSONL file nor an array; nothing is "
     "read."},
    {"bundle.manifest.field", W, "The manifest's `name` or `description` is not a string; it is ignored."},
    {"bundle.schema.missing", W, "The manifest has no `schema`; it is read as `plumbline/bundle@1`. Add the member."},
    {"bundle.schema.unsupported", E,
     "The manifest's `schema` is not `plumbline/bundle@1`, the only bundle schema this version reads; it is read as "
     "that anyway."},
    {"bundle.path.invalid", E,
     "A path in the manifest is empty, absolute or climbs out of the bundle with `..`; that file is not read."},
    {"bundle.file.missing", E,
     "A file the manifest names (or the manifest itself) does not exist: without the tasks file there are no tasks, "
     "without a model's answers file every task counts as unanswered."},
    {"bundle.limit.bytes", E,
     "A file would take the bundle past its budget of 1 GiB in all; it is not read (the manifest: nothing is)."},
    {"bundle.limit.lines", E, "A file has more than 1,000,000 lines (or an inline array as many entries); the rest "
                              "is not read."},
    {"bundle.limit.models", E, "The manifest lists more than 1,000 models; the rest are not read."},
    {"bundle.line.json", E,
     "A line of the tasks or an answers file is not valid JSON (the message gives the column), or nests more than 66 "
     "levels; it is skipped."},
    {"bundle.line.field", E,
     "A task is not an object with a non-empty string `id`, or an answer not one with a string `task` and a string "
     "`response`; it is skipped."},
    {"bundle.task.duplicate", W, "A task id is given again; the first task with it is kept."},
    {"bundle.task.invalid", E,
     "A task cannot judge any answer (it does not parse, names an unknown check, or its reference cannot be read); "
     "the message gives the task's own first error. Its answers are not judged and it counts in no total."},
    {"bundle.answer.duplicate", W, "A model answers one task twice; the first answer is judged."},
    {"bundle.answer.unknown", W, "An answer names a task id the bundle does not have; it is ignored."},
    {"bundle.models.none", E, "The manifest lists no models; the tasks are read, nothing is judged."},
    {"bundle.model.field", E,
     "A model entry has no non-empty string `name` (it is skipped), or its `answers` is neither a path nor an array "
     "(the model answers nothing)."},
    {"bundle.model.duplicate", W, "Two models have one name; the first is kept."},

    // --- finding the drawing in the response (source "response") ---------------------
    {"extract.none", E,
     "The response holds no drawing of the task's format; when a fence of that language holds none, the message "
     "and span name it."},
    {"extract.several", I, "The response holds several complete drawings; the last one was judged."},
    {"extract.truncated", E,
     "A drawing starts but never ends (the answer was cut off) and no complete one comes before it. A warning "
     "when an earlier complete drawing was used, or the one used sits in a fence that never closes."},
    {"extract.given", I,
     "The last drawing repeats the task's given drawing (shown for comparison); the complete drawing before it was "
     "judged."},
    {"extract.think", W, "The only drawing was inside `<think>`, a draft; it was judged anyway."},
    {"extract.format.unknown", E, "The task's `format` has no extractor in this version."},

    // --- readers, whatever the format ------------------------------------------------
    {"read.diagnostics.truncated", I,
     "More than 50 diagnostics of one code from a reader; the rest were counted, not listed."},
    {"read.format.unsupported", E, "No reader for the drawing's format in this version; the message lists the formats Plumbline reads."},
    {"read.incomplete", E,
     "A budget stopped the reader (a `read.limit.*` diagnostic says which), so only part of the answer was read; "
     "it is judged invalid rather than on what remains."},
    {"read.published.raises", E,
     "The `ssvg` profile's published reading: SSVG-Bench's parse_svg_file raises on this element (`float(\"100%\")`, "
     "a path its tokeniser cannot pair, an element without a namespace), so the published script prints 0 for the "
     "drawing; Plumbline reports the drawing unreadable in that profile."},
    {"read.limit.bytes", E, "The drawing is longer than the input size budget; it is not read."},
    {"read.limit.depth", W,
     "Elements are nested deeper than the depth budget (counting `<use>` instances); the deeper ones were not read. "
     "TikZ: environments, \\foreach loops or macro expansions nested past the budget stop the reading with an error, "
     "as TeX stops. DOT: subgraphs nested past the budget stop the reading with an error."},
    {"read.limit.items", W,
     "The drawing makes more scene items than the item budget; the rest were not read, or shape recognition "
     "stopped early. DOT: more nodes and edges than the budget stop the reading with an error."},
    {"read.limit.use", W, "More `<use>` instances than the budget; the remaining ones were not drawn."},
    {"read.limit.path", W, "More path commands and points than the budget in all; the rest were not read."},
    {"read.limit.steps", E,
     "TikZ, EPS and DOT: interpreting (DOT: tokens and statements) took more steps than the budget (a loop or a macro that does not end, or one far "
     "too long); reading stopped and the drawing is invalid."},
    {"read.limit.stack", E,
     "EPS: the operand stack grew past 100,000 objects (a loop that pushes without popping); reading stopped and "
     "the drawing is invalid."},
    {"read.limit.memory", E,
     "EPS: arrays, strings and dictionaries asked for more than the memory budget (32 MB for one, 64 MB in all); "
     "reading stopped and the drawing is invalid."},
    {"read.limit.css", W,
     "Matching the style sheet's selectors ran past its budget; later elements were styled without it."},

    // --- the SVG reader --------------------------------------------------------------
    {"svg.xml.malformed", E, "The drawing is not well-formed XML; the span points where parsing stopped."},
    {"svg.root.missing", E, "The text holds no `<svg>` element."},
    {"svg.entity.unsupported", W,
     "The DOCTYPE declares entities; they are not expanded, so text using them is read as written."},
    {"svg.style.ignored", I, "A `<style>` element whose type is not text/css was ignored."},
    {"svg.css.skipped", I,
     "Part of a style sheet could not be read (an at-rule, a selector) and was skipped; the message says which."},
    {"svg.element.foreign", I, "An element outside the SVG namespace is not drawn."},
    {"svg.element.unsupported", I, "An SVG element Plumbline does not read; its content is not part of the scene."},
    {"svg.element.unknown", W,
     "An element that is not SVG; it and its content are not drawn. A misspelled one is named with the element meant."},
    {"svg.attribute.unknown", W,
     "An attribute SVG does not have, one slip from one it has (`strok`, `rr`); it was ignored. The message names "
     "the attribute meant."},
    {"svg.text.stray", W,
     "Text between elements, outside any text element (a brace left from a template, a tag that lost its `<`); "
     "it is not drawn. The message says what it looks like."},
    {"svg.attribute.invalid", W,
     "An attribute value is invalid (a negative size or radius, a bad viewBox, preserveAspectRatio, length or "
     "colour); the message says whether the element was drawn without it or not at all. A root width or height of "
     "zero or below is reported too: a browser shows nothing, so the items are read as not visible."},
    {"svg.number.nonfinite", W, "A number overflows, as written or once transformed; the element is not drawn."},
    {"svg.transform.syntax", W, "A transform is malformed; it was ignored, as browsers do."},
    {"svg.transform.singular", I, "An element is scaled to nothing by its transform; it is not drawn."},
    {"svg.points.syntax", W,
     "A polyline's or polygon's points are malformed (drawn up to the error) or odd in number (the last one ignored)."},
    {"svg.path.syntax", W,
     "Path data is malformed at the given character; the path is drawn up to there, as browsers do."},
    {"svg.use.missing", W, "A `<use>` has no href, or refers to no element of the document; it draws nothing."},
    {"svg.use.external", W, "A `<use>` refers to another document, which is never loaded; it draws nothing."},
    {"svg.use.cycle", W, "A `<use>` refers to an element that contains it; the reference was not followed."},
    {"svg.paint.server", I, "Gradients and patterns are read as a present, mid-grey paint."},
    {"svg.paint.missing", W,
     "A url() paint names no gradient or pattern and has no fallback colour; it paints nothing."},
    {"svg.feature.ignored", I,
     "A clip-path, mask, filter or marker is not modelled; the element's own geometry is read."},

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

    // --- the DOT reader ---------------------------------------------------------------
    {"dot.syntax", E,
     "The DOT text breaks the language's grammar; the message says where (as Graphviz: \"syntax error in line N "
     "near ...\") and what was expected there. Nothing is read."},
    {"dot.syntax.string", E, "A double-quoted string is never closed; the span points at its opening quote."},
    {"dot.syntax.comment", E, "A `/*` comment is never closed by `*/`."},
    {"dot.syntax.html", E, "An HTML string's `<` is never balanced by its closing `>`."},
    {"dot.syntax.character", E, "A character that cannot stand in DOT outside a string (`@`, `$`, a lone `-`...)."},
    {"dot.syntax.number", W,
     "A number runs into a name (`2a`); like Graphviz, Plumbline reads two IDs, which is rarely what was meant."},
    {"dot.graph.several", W, "Text follows the first graph's closing `}` (another graph, or stray text); only the first graph is read."},
    {"dot.attribute.value", W, "An edge's `dir` is not forward, back, both or none; the edge keeps its default direction."},

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
    {"tikz.environment.unsupported", E, "A pgfplots or tikz-cd environment; its content was skipped."},
    {"tikz.environment.skipped", I, "An environment Plumbline does not know was read as a plain group."},
    {"tikz.macro.definition", E, "A `\\def`, `\\newcommand` or `\\pgfmathsetmacro` is malformed: no name, no body, parameters out of order."},
    {"tikz.macro.argument", E, "A macro is used without the arguments it takes, or not as its `\\def` parameter text says (TeX: Use of ... does not match its definition)."},
    {"tikz.conditional.syntax", E, "A TeX conditional (`\\ifnum`, `\\ifdim`, `\\ifodd`, `\\ifx`) that cannot be read: a number or relation missing, no `\\fi`, or an `\\else` / `\\fi` without its `\\if`."},
    {"tikz.macro.parameter", E, "A macro parameter (`#1`) outside a definition."},
    {"tikz.math.syntax", E, "A pgfmath expression (a coordinate, an option value, `\\pgfmathparse`) cannot be evaluated; the message says why."},
    {"tikz.color.undefined", E, "A colour expression names an undefined colour (TeX: Undefined color)."},
    {"tikz.color.definition", E, "`\\definecolor` or `\\colorlet` is malformed: wrong arguments, model or specification."},
    {"tikz.foreach.syntax", E, "A `\\foreach` lacks its variable, `in`, list or body."},
    {"tikz.foreach.list", E, "A `\\foreach` list has a malformed `...` range."},
    {"tikz.option.unknown", W, "An option key Plumbline does not know; it was ignored (TikZ may draw something for it)."},
    {"tikz.option.approximated", I, "An option is read approximately (decorations not drawn, an unknown node shape drawn as a rectangle)."},
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
    {"tikz.clip.ignored", I, "`\\clip` is not applied: what follows is read whole."},

    // --- the match check -------------------------------------------------------------
    {"match.segment.found", I,
     "A reference segment is reproduced (a chain of collinear candidate pieces counts); the message says by "
     "what and how far off."},
    {"match.segment.missing", E,
     "A reference segment is not reproduced within tolerance; the nearest candidate is named and drawn."},
    {"match.circle.found", I,
     "A reference circle is reproduced: centre and radius within tolerance, one candidate per circle."},
    {"match.circle.missing", E,
     "A reference circle is not reproduced within tolerance; the nearest candidate is named and drawn."},
    {"match.ellipse.found", I,
     "A reference ellipse is reproduced: its area overlap (IoU) with a candidate is above the threshold."},
    {"match.ellipse.missing", E,
     "A reference ellipse has no candidate overlapping it enough; the nearest is named and drawn."},
    {"match.curve.found", I,
     "A reference curve is reproduced: a candidate lies within tolerance of it (Hausdorff distance)."},
    {"match.curve.missing", E, "A reference curve has no candidate within tolerance; the nearest is named and drawn."},
    {"match.reference.empty", E,
     "The reference selection holds nothing to reproduce, so the check could not fail: the verdict is invalid. "
     "Fix the task's reference or its selector."},
    {"match.budget.exhausted", E,
     "The drawings are too large to compare within the work budget; the verdict is left undecided (invalid)."},
    {"match.extraneous", I,
     "Candidate items that are neither in the reference nor in the given drawing; not counted against the verdict."},

    // --- the molecule check ----------------------------------------------------------
    {"molecule.isomorphic", I,
     "The drawing is the reference molecule: the same atoms by colour class, bonded the same way."},
    {"molecule.formula", E,
     "The drawn formula differs from the reference's; info when the formula is right but the atoms are "
     "connected differently."},
    {"molecule.atom.element", E, "An atom stands for a reference atom but is drawn in another element's colour."},
    {"molecule.atom.missing", E, "A reference atom has no counterpart in the drawing."},
    {"molecule.atom.extra", E, "An atom in the drawing has no counterpart in the reference."},
    {"molecule.atom.degree", E, "Atoms have a different number of bonds than their reference counterparts."},
    {"molecule.atom.color", E,
     "A circle's fill is in no palette class (up to the palette's tolerance), so it stands for no element."},
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

    // --- the given drawing kept in the answer (check.preserve_input) --------------------
    {"input.preserved", I, "Every element of the given drawing is in the answer, unmoved and unchanged."},
    {"input.modified", W,
     "An element of the given drawing is not in the answer as given (moved, changed or removed); it is drawn, "
     "with its line in the given drawing. An error, and the verdict fails, when the task's `preserve_input` is "
     "`strict`."},

    // --- the constraints check (docs/constraints.md) -----------------------------------
    {"constraints.satisfied", I,
     "A constraint holds for the best assignment of answer items; the message gives the measured and required "
     "values and the objects involved, which the shapes draw."},
    {"constraints.failed", E,
     "A constraint does not hold for the best assignment of answer items (or an object it needs does not exist: "
     "circles that do not meet, no answer item left); the message gives the measured and required values."},
    {"constraints.given.missing", E,
     "An object the task takes from its given drawing is not there (no such label, no segment between two labelled "
     "points, an index past the items); the verdict is invalid. Fix the task."},
    {"constraints.search.budget", E,
     "The search over assignments of answer items ran out of its step budget before finding one that satisfies "
     "every constraint or showing none does better; the verdict is invalid. Raise `check.budget`."},
    {"constraints.empty", E, "A constraints check with no constraints; it could not fail, so the verdict is invalid."},
    // --- the diagram check -----------------------------------------------------------
    {"diagram.reference.empty", E, "The reference has no nodes, so no answer could fail; the task is at fault."},
    {"diagram.candidate.empty", E, "The answer has no nodes (no text in a drawing, no node in a graph); it fails with score 0."},
    {"diagram.node.missing", E, "A reference node has no counterpart: no answer node is labelled similarly enough (docs/diagram.md)."},
    {"diagram.node.extra", W, "An answer node matches no reference node (a stray or renamed node); it lowers node precision."},
    {"diagram.node.approximate", I, "An answer node was matched to a reference node whose label differs slightly (similarity under 1, at or above the threshold)."},
    {"diagram.edge.missing", E, "A reference edge between two matched nodes is not in the answer."},
    {"diagram.edge.reversed", E, "A reference edge between two matched nodes is in the answer the other way round."},
    {"diagram.edge.extra", E, "The answer has an edge between two matched nodes that the reference does not."},
    {"diagram.path.missing", W,
     "The reference connects two matched nodes by a path (over matched nodes) and the answer does not (DiagramEval's path recall)."},
    {"diagram.path.extra", W,
     "The answer connects two matched nodes by a path (over matched nodes) and the reference does not (DiagramEval's path precision)."},
    {"diagram.match.greedy", W, "So many nodes have similar labels that they were matched greedily, not by the optimal assignment."},
    {"diagram.limit.labels", E,
     "So many long labels that comparing each with every reference label would pass the work budget (2e8 edit-distance cells); not judged."},
    {"diagram.limit.paths", E, "More than 2,000 nodes matched: their paths (every ordered pair) are not compared and the answer is not judged."},
    {"diagram.limit.items", E,
     "A drawing with more than 2,000 texts, 2,000 closed shapes or 5,000 lines is not read as a diagram (the reading compares them pairwise); not judged."},
    {"diagram.connector.dangling", I, "Lines with one end on a node and the other on none were not read as edges."},

    // --- the WebAssembly and Python modules (source "module") -------------------------
    {"options.invalid", E,
     "The options given to the WebAssembly module are malformed; the JS wrapper throws a RangeError."},
    {"internal.exception", E,
     "The WebAssembly or Python module failed unexpectedly (such as running out of memory); the call returns an "
     "invalid result instead of aborting or raising. Please report it."},
};

}  // namespace

const std::vector<CodeInfo>& diagnostic_codes() { return kCodes; }

const CodeInfo* find_code(std::string_view code) {
    const auto it = std::find_if(kCodes.begin(), kCodes.end(), [&](const CodeInfo& c) { return c.code == code; });
    return it == kCodes.end() ? nullptr : &*it;
}

bool is_read_limit(std::string_view code) {
    constexpr std::string_view kPrefix = "read.limit.";
    return code.substr(0, kPrefix.size()) == kPrefix;
}

}  // namespace plumbline
