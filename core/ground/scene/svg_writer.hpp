// The one mapping from geometry to SVG: a whole Scene as a plain SVG document (the page's
// picture of any answer, whatever format it was written in, and the render check's
// redrawing), and one shape as one SVG element (report shapes on the page's overlay).
// Built from numbers only: no markup of the source survives, text content is escaped.
// Numbers are printed as the report prints them (6 significant digits, base/decimal.hpp),
// so native and WebAssembly builds write identical bytes.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "diagnostics/diagnostic.hpp"
#include "scene/scene.hpp"

namespace plumbline {

struct SvgWriteOptions {
    // The root's width and height attributes (pixels); 0 writes the drawing's own
    // (Frame::pixel_width and pixel_height), or leaves them out when it has none, and the
    // viewBox alone gives the aspect ratio.
    double width = 0, height = 0;
    // Radius of a Point marker's ring, scene units; 0: 0.5% of the viewBox diagonal.
    double point_radius = 0;
};

// Every visible primary item (derived items repeat their origin's geometry) in document
// order, with its fill, fill rule, stroke, opacities and stroke width (a compound path's
// subpaths as one <path>, so its fill rule sees them together), inside a group clipped to each
// viewport that clips it (Item::clips). The viewBox is the scene's frame, fitted to the
// width and height as the frame says (preserveAspectRatio, written when not the default); without one it is the items' bounds padded by 5%, unless a width and height are
// given: then there is none, and user units are pixels, as SVG itself draws a document
// without a viewBox.
std::string write_svg(const Scene& scene, const SvgWriteOptions& options = {});

struct SvgElementOptions {
    // Attribute text written after the geometry's own (paint, class); the caller escapes it.
    std::string attributes;
    // A text as the rect of its approximate box (to mark where it is), not as <text>.
    bool text_as_box = false;
    double point_radius = 3;   // a point marker's ring, scene units
};

// One shape as one element: <line>, <circle>, <ellipse> (rotated about its centre),
// <path> (arcs as path arcs, a full turn split in two), <text> (font-size, escaped
// content) and point markers as <circle class="point">. "" when the shape has a
// coordinate that is not finite, or nothing to draw.
std::string svg_element(const Geometry& g, const SvgElementOptions& options = {});
std::string svg_element(const ShapeGeometry& g, const SvgElementOptions& options = {});

// A path as SVG path data ("M 0 0 L 10 0 A ..."); nullopt when a coordinate is not
// finite. The report's "d" is this text.
std::optional<std::string> svg_path_data(const Path& path);

// Text made safe as XML character data or an attribute value: invalid UTF-8 and the
// control characters XML forbids become U+FFFD, and & < > " ' are escaped.
std::string xml_escape(std::string_view text);

}  // namespace plumbline
