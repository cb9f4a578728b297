// Clipping as the reader applies it. The clip is kept in page space as the box of the clip
// path and whether it is that box exactly (an axis-aligned rectangle: `rectclip`, the plot
// frames programs clip to). Against an exact box, straight subpaths are cut as Ghostscript
// cuts their ink (strokes split into the runs inside, fills cut to the box: Sutherland-
// Hodgman); curves, arcs and any subpath under another clip shape are kept whole when they
// cross the clip's edge (the reader says so), and dropped when they lie wholly outside it.
#pragma once

#include <vector>

#include "formats/eps/graphics.hpp"

namespace plumbline::eps {

// The clip after `clip` / `eoclip` with `path` (nested clips intersect).
ClipState clip_with(const ClipState& current, const std::vector<Subpath>& path);

enum class ClipFate { Inside, Outside, Cut, Crossing };   // Cut: *out holds the pieces inside

// How `sub` fares under `clip`: Inside (drawn whole), Outside (not drawn), Cut (straight
// pieces cut to an exact box: *out the subpaths drawn), Crossing (crosses an edge the
// reader does not cut: drawn whole). `filled`: cut as an area, else as lines.
ClipFate clip_subpath(const ClipState& clip, const Subpath& sub, bool filled, std::vector<Subpath>* out);

}  // namespace plumbline::eps
