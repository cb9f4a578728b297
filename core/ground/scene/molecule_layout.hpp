// Two-dimensional coordinates for a molecule stated without a drawing (a SMILES string's
// Scene::molecule), so that it can be drawn: the task's reference as a skeletal formula
// (molecule_depiction.hpp) and the molecule panel's reference atoms, in the same places.
//
// Stress majorisation (Gansner, Koren and North's localised update) towards the distances
// a chemist's drawing has: 1 between bonded atoms, a regular polygon's chords inside a ring
// of 3 to 8 atoms, a zig-zag chain's elsewhere; started from the classical scaling of those
// distances, turned so the long axis is horizontal. Each connected piece is laid out alone
// and the pieces are put side by side, left to right in the order written.
//
// The same natively and in WebAssembly: plain loops in a fixed order, sqrt the only
// function of the maths library used (IEEE exact), the chords a table, not trigonometry.
#pragma once

#include <cstddef>
#include <vector>

#include "geometry/geometry.hpp"
#include "scene/scene.hpp"

namespace plumbline {

struct MoleculeLayoutOptions {
    // Past this many atoms in one piece, its atoms are put on a grid (still drawn, not laid out).
    size_t max_atoms = 1500;
    // Pairwise updates, all iterations and pieces together: the layout's budget (a piece of
    // n atoms costs n*n an iteration; a large one gets fewer iterations).
    size_t pair_updates = 30'000'000;
};

// One point per atom of m (bond length 1, y down as in SVG).
std::vector<Vec2> lay_out_molecule(const SceneMolecule& m, const MoleculeLayoutOptions& options = {});

}  // namespace plumbline
