// Clip regions of any shape (ClipRegion, scene.hpp) made from paths: each subpath closed,
// as a fill closes it, and its curves flattened so finely that no check or picture can tell
// the polygon from the curve.
#pragma once

#include <cstddef>
#include <vector>

#include "scene/scene.hpp"

namespace plumbline {

// How far a clip outline's polygon may stray from the curve it stands for, in scene units:
// a hundredth of a pt (TikZ) or px (SVG), far below what a page or a tolerance shows.
constexpr double kClipFlatness = 0.01;
// The most points one region keeps: past it every curve gives up the same share of its
// points (a clip a hundred times a page's size), so a hostile clip cannot fill memory.
constexpr size_t kClipMaxPoints = 20000;

// The outlines of `paths` (scene coordinates), each closed, curves flattened within
// `flatness`: a subpath that encloses nothing (fewer than three distinct points) or is not
// finite is left out.
ClipRegion::Outlines clip_outlines(const std::vector<Path>& paths, double flatness = kClipFlatness,
                                   size_t max_points = kClipMaxPoints);

}  // namespace plumbline
