// The diagnostic codes the SVG reader writes (the catalogue: diagnostics/diagnostic_codes.hpp).
#include "formats/svg/svg_blocks.hpp"

namespace plumbline {

const std::vector<CodeInfo>& svg_codes() {
    [[maybe_unused]] constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;
    static const std::vector<CodeInfo> codes = {
        // --- the SVG reader --------------------------------------------------------------
        {"svg.xml.malformed", E,
         "The drawing is not well-formed XML, so a browser draws none of it; the span points at the first offending "
         "character: where a browser stops, or before it where the mistake is (the place of a value's missing "
         "closing quote)."},
        {"svg.root.missing", E, "The text holds no `<svg>` element."},
        {"svg.entity.unsupported", W,
         "The DOCTYPE declares entities; they are not expanded, so text using them is read as written."},
        {"svg.style.ignored", I, "A `<style>` element whose type is not text/css was ignored."},
        {"svg.css.skipped", I,
         "Part of a style sheet could not be read (an at-rule, a selector) and was skipped; the message says which."},
        {"svg.element.foreign", I, "An element outside the SVG namespace is not drawn."},
        {"svg.foreign.lost", I,
         "A `<foreignObject>` holds HTML that draws more than text (an image, a form control, an inner `<svg>`); its "
         "text is read as a label (as Mermaid's labels are) and the rest is not drawn."},
        {"svg.element.unsupported", I, "An SVG element Plumbline does not read; its content is not part of the scene."},
        {"svg.element.unknown", W,
         "An element that is not SVG (the span is its name); it and its content are not drawn, in a browser as here. A "
         "misspelled one is named with the element meant."},
        {"svg.attribute.unknown", W,
         "An attribute SVG does not have, one slip from one it has (`strok`, `rr`); it was ignored. The message names "
         "the attribute meant."},
        {"svg.text.stray", W,
         "Text between elements, outside any text element (a brace left from a template, a tag that lost its `<`); "
         "it is not drawn. The message says what it looks like."},
        {"svg.attribute.invalid", W,
         "An attribute value is invalid (a negative size or radius, a bad viewBox, preserveAspectRatio, length, "
         "opacity or colour; the span is the value); the message says whether the element was drawn without it (and "
         "then with what, as a browser draws it) or not at all, and what was likely meant. A root width or height of "
         "zero or below is reported too: a browser shows nothing, so the items are read as not visible."},
        {"svg.number.nonfinite", W, "A number overflows, as written or once transformed; the element is not drawn."},
        {"svg.transform.syntax", W, "A transform is malformed; it was ignored, as browsers do."},
        {"svg.transform.singular", I, "An element is scaled to nothing by its transform; it is not drawn."},
        {"svg.points.syntax", W,
         "A polyline's or polygon's points are malformed (drawn up to the error) or odd in number (the last one ignored)."},
        {"svg.path.syntax", W,
         "Path data is malformed at the given character; the path is drawn up to there, as browsers do. A command "
         "letter E (no SVG command) read as a number's exponent (`5E21.9`) is pointed at, with where the numbers then "
         "stop fitting."},
        {"svg.path.empty", W,
         "A `<path>` has no `d`, or an empty one: it draws nothing, in a browser as here. When another attribute "
         "holds path data (`id=\"M10 10 L...\"`), the message points at it."},
        {"svg.namespace.missing", W,
         "The root `<svg>` declares no SVG namespace (no `xmlns`, or a misspelt one such as `xmls`): a browser opening "
         "the file does not draw it as SVG. It is read as SVG, as an HTML page shows it inline."},
        {"svg.use.missing", W, "A `<use>` has no href, or refers to no element of the document; it draws nothing."},
        {"svg.use.external", W, "A `<use>` refers to another document, which is never loaded; it draws nothing."},
        {"svg.use.cycle", W, "A `<use>` refers to an element that contains it; the reference was not followed."},
        {"svg.marker.missing", W,
         "A marker-start, marker-mid or marker-end names no `<marker>` (nothing, another element, another document, "
         "or an empty marker): it draws nothing, in a browser as here, so that end has no arrowhead."},
        {"svg.paint.server", I, "Gradients and patterns are read as a present, mid-grey paint."},
        {"svg.paint.missing", W,
         "A url() paint names no gradient or pattern and has no fallback colour; it paints nothing."},
        {"svg.feature.ignored", I,
         "A clip-path, mask, filter or marker is not modelled; the element's own geometry is read."},
    };
    return codes;
}

}  // namespace plumbline
